/// `location-button-label`: a location button shows one of the system's titles, or its glyph alone.
public struct LocationButtonLabelRule: Rule {
    public static let description = RuleDescription(
        id: "location-button-label",
        name: "Location button uses a system title",
        family: .locationButton,
        severity: .error,
        summary: "the title is one of the system's: Current Location, Send Current Location, Send My Current Location, Share Current Location, Share My Current Location (or glyph only)",
        rationale: """
        HIG: "Choose the system-provided title that works best with your feature, such as \u{201C}Current \
        Location\u{201D} or \u{201C}Share My Current Location\u{201D}." "To help people recognize and trust location \
        buttons, you can't customize the button's other visual attributes." The system draws the title in \
        people's language, so `label` names it by its English text, a stable id in every flow; a flow may \
        also write a declared locale's own title (the vocabulary's `system-titles`; the Korean ones are \
        unverified). Case and spacing do not matter. `label: none` (or no `label`) draws the glyph alone, \
        which then must not be `none`: the title and the glyph cannot both be none.
        """,
        hint: "use a system title: Current Location, Send Current Location, Send My Current Location, Share Current Location, Share My Current Location; or `label: none` with a glyph",
        walker: "a location button that breaks this rule is drawn but grants nothing when tapped, and the transcript says why",
        triggering: [
            RuleExample(.stores, locationButton: "Share Location", note: "not a system title; the nearest is \"Share Current Location\""),
            RuleExample(.stores, locationButton: "none", "glyph: none", note: "neither a title nor a glyph"),
        ],
        nonTriggering: [
            RuleExample(.stores, locationButton: "Share My Current Location", "glyph: outlined"),
            RuleExample(.stores.with(locale: "ko", home: "매장 찾기", action: "근처 매장"), screens: """
            near-me:
              kind: location-button
              label: 현재 위치 공유
              purpose: Receipts는 근처 매장을 찾기 위해 위치를 한 번 사용합니다.
              on:
                allow-once: stores
                deny: home
            stores:
              kind: end
              title: 근처 매장
            """, note: "a Korean flow may write the Korean title"),
            RuleExample(.stores, locationButton: "none", "glyph: filled", note: "the glyph alone"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var result: [Violation] = []
        for button in LocationButtonLook.all(in: context) {
            let screen = button.screen
            guard let title = button.title else {
                if !button.hasGlyph {
                    let at = screen.label ?? screen.glyph ?? screen.id
                    result.append(Violation(at, "location button '\(screen.id.value)' has neither a title nor a glyph", screen: screen,
                                            hint: "set `label` to a system title such as \"Current Location\", or `glyph` to filled or outlined"))
                }
                continue
            }
            guard LocationButtonLook.titleIndex(of: title.value, context) == nil else { continue }
            let nearest = LocationButtonLook.nearestTitle(to: title.value, context).map { "; the nearest is \"\($0)\"" } ?? ""
            result.append(Violation(title, "location button title \"\(title.value)\" is not a system title\(nearest)", screen: screen))
        }
        return result
    }
}
