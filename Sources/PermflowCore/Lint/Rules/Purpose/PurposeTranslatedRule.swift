/// `purpose-translated`: a purpose string has a translation for every locale the flow declares.
public struct PurposeTranslatedRule: Rule {
    public static let description = RuleDescription(
        id: "purpose-translated",
        name: "Purpose string translated into every declared locale",
        family: .purpose,
        severity: .warning,
        summary: "a purpose string has a translation for each locale in `locales:` (`purpose: {en: …, ja: …}`)",
        rationale: """
        Apple asks for purpose strings in every language an app ships, and a flow's `locales:` says \
        which those are. Where an app's InfoPlist.strings or String Catalog has no translation of a \
        key for a language, iOS shows the development language's string: a person in Tokyo reads the \
        English reason inside a Japanese alert. `walk --locale` draws exactly that (the flow's own \
        text, with a note), and `export` writes no localization for it. A locale of the flow's own \
        language (`en-GB` beside `en`) reads the flow's own text and needs none.
        """,
        hint: "write the purpose per locale (`purpose:` with a key for each declared locale), or drop the locale from `locales:`",
        triggering: [
            RuleExample(.app("Corner", action: "Find a store").with(header: "locales: [ja, de]"), screens: cornerAlert(""),
                        note: "no German text, though the flow ships in `de`"),
            RuleExample(.stores.with(header: "locales: [ko]"), screens: "", note: "a single-language purpose in a flow that ships in Korean too"),
        ],
        nonTriggering: [
            RuleExample(.app("Corner", action: "Find a store").with(header: "locales: [ja, de]"),
                        screens: cornerAlert("\n    de: Corner verwendet deinen Standort, um die nächsten Geschäfte anzuzeigen.")),
            RuleExample(.stores.with(header: "locales: [en-GB]"), screens: "", note: "British English reads the flow's own English text"),
        ]
    )

    /// The examples' location alert, its purpose in English and Japanese and then `more`.
    static func cornerAlert(_ more: String) -> String {
        """
        location:
          kind: alert
          resource: location
          purpose:
            en: Corner uses your location to list the stores nearest you.
            ja: Cornerは現在地を使って、最寄りの店舗を表示します。\(more)
          on:
            allow-once: done
            allow-while-using: done
            deny: done
        """
    }

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let flow = context.flow
        let ownLanguage = LocaleLanguage.of(flow.locale.value)
        let others = flow.declaredLocales.dropFirst().filter { LocaleLanguage.of($0) != ownLanguage }
        guard !others.isEmpty else { return [] }
        var result: [Violation] = []
        for screen in flow.screens {
            guard PurposeString.shownResource(of: screen, in: context) != nil, let purpose = screen.purpose,
                  !TextMatcher.isBlank(purpose.value) else { continue }
            let missing = others.filter { screen.purposeTranslation(for: $0) == nil }
            guard !missing.isEmpty else { continue }
            let named = missing.map { "'\($0)'" }.joined(separator: ", ")
            result.append(Violation(
                purpose,
                "purpose string of '\(screen.id.value)' has no translation for \(named), which the flow declares in `locales:`; "
                    + "iOS shows the '\(flow.locale.value)' text there",
                screen: screen,
                hint: "write `purpose:` per locale with \(missing.map { "`\($0):`" }.joined(separator: ", ")) beside `\(flow.locale.value):`, "
                    + "or drop \(missing.count == 1 ? "the locale" : "those locales") from `locales:`"))
        }
        return result
    }
}
