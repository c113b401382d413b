/// `location-button-fits`: a location button's title fits it at the largest accessibility text
/// size in every locale the flow declares.
public struct LocationButtonFitsRule: Rule {
    /// Space between the button's edge and its content, on each side, in points.
    static let horizontalPadding = 16.0
    /// The glyph's width with its gap to the title, as a fraction of the text size.
    static let glyphWidth = 1.2

    public static let description = RuleDescription(
        id: "location-button-fits",
        name: "Location button title fits",
        family: .locationButton,
        severity: .error,
        summary: "the title fits the button at the largest accessibility text size in every locale the flow declares",
        rationale: """
        HIG: "you're responsible for making sure the text fits in the button — for example, button text \
        needs to fit without truncation at all accessibility text sizes and when translated into other \
        languages." "If the system identifies consistent problems with your customized location button, it \
        won't give your app access to the device location when people tap it." The model: the title of each \
        locale in `locale`/`locales` (the vocabulary's `system-titles`; English where permflow knows no \
        translation, and the message's hint says so) is set at `LintOptions.largestTextSize` (53 pt, the \
        body style at AX5) with per-character advances of the text width model (lowercase Latin 0.55 em, \
        uppercase 0.65, digits 0.55, space 0.28, Hangul/kana/CJK 1.0, others 0.6), wrapped at spaces (and \
        between kana or CJK characters; a Hangul word stays whole) into at most `maxTitleLines` (3) lines, \
        beside the glyph (1.2 em unless `glyph: none`) and 16 pt of padding on each side. The button is \
        `width` points wide, or `defaultButtonWidth` (361 pt: an iPhone's 393 pt less 16 pt margins). A title \
        that is not a system title is left to location-button-label.
        """,
        hint: "make the button wider (`width`) or choose a shorter system title such as \"Current Location\"",
        walker: "a location button that breaks this rule is drawn but grants nothing when tapped, and the transcript says why",
        triggering: [
            RuleExample(.spots, locationButton: "Share My Current Location", "width: 200", note: "\"Location\" alone, with the glyph and padding, needs 335 pt at 53 pt"),
            RuleExample(.spots.with(locale: "en", header: "locales: [ko]"), locationButton: "Share My Current Location", "width: 250",
                        note: "English breaks \"Location\" too; Korean needs four lines"),
        ],
        nonTriggering: [
            RuleExample(.spots.with(locale: "en", header: "locales: [ko]"), locationButton: "Share My Current Location",
                        note: "the full-width button fits both"),
            RuleExample(.spots, locationButton: "none", "glyph: filled\nwidth: 120", note: "a glyph-only button needs 96 pt"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let model = TextWidthModel.standard
        let size = context.options.largestTextSize
        let maxLines = max(1, context.options.maxTitleLines)
        var result: [Violation] = []
        for button in LocationButtonLook.all(in: context) {
            let screen = button.screen
            let available = screen.width?.value ?? context.options.defaultButtonWidth
            let glyph = button.hasGlyph ? Self.glyphWidth * size : 0
            let chrome = 2 * Self.horizontalPadding + glyph
            let widthNote = screen.width == nil ? "the default \(LocationButtonLook.format(available)) pt" : "\(LocationButtonLook.format(available)) pt"
            guard let title = button.title else {
                if button.hasGlyph, chrome > available {
                    let at = screen.width.map { Located(LocationButtonLook.format($0.value), at: $0.location, length: $0.length) } ?? screen.id
                    result.append(Violation(at,
                                            "location button glyph needs \(Self.points(chrome)) pt at the largest text size; the button is \(widthNote) wide",
                                            screen: screen, hint: "make the button wider (`width`)"))
                }
                continue
            }
            guard let index = LocationButtonLook.titleIndex(of: title.value, context) else { continue }

            // Locales that draw the same words are reported together.
            var groups: [(text: String, locales: [String], isFallback: Bool)] = []
            for locale in context.flow.declaredLocales {
                guard let drawn = LocationButtonLook.title(at: index, in: locale, context) else { continue }
                if let existing = groups.firstIndex(where: { $0.text == drawn.text }) {
                    groups[existing].locales.append(locale)
                    groups[existing].isFallback = groups[existing].isFallback || drawn.isFallback
                } else {
                    groups.append((drawn.text, [locale], drawn.isFallback))
                }
            }
            for group in groups {
                let needed = model.minimumWidth(of: group.text, size: size, maxLines: maxLines) + chrome
                guard needed > available + 1e-9 else { continue }
                var hint = "make the button at least \(Self.points(needed)) pt wide (`width`) or choose a shorter system title such as \"Current Location\""
                let guessed = group.locales.filter { LocationButtonLook.titles(in: $0, context) == nil }
                if !guessed.isEmpty {
                    hint += "; permflow knows no \(guessed.joined(separator: ", ")) title, so it measured the English one"
                }
                result.append(Violation(
                    title, "location button title \"\(group.text)\" (\(group.locales.joined(separator: ", "))) needs \(Self.points(needed)) pt at "
                        + "the largest text size (\(LocationButtonLook.format(size)) pt, at most \(maxLines) line\(maxLines == 1 ? "" : "s")); the button is \(widthNote) wide",
                    screen: screen, hint: hint))
            }
        }
        return result
    }

    /// Points rounded up: a title needs the whole point.
    static func points(_ value: Double) -> String {
        String(Int(value.rounded(.up)))
    }
}
