/// `copy-language`: the copy is written in the flow's language (`locale:`), as far as its
/// script tells: Korean copy has Hangul, Japanese kana or kanji, Chinese Chinese characters, and
/// English, German or French copy Latin letters.
///
/// `locale:` decides which words the copy rules read and which alert text the walk draws, so a
/// flow marked `ko-KR` whose copy is English is checked against the Korean lists (and passes
/// every one), and its walk shows a Korean alert over English screens.
public struct CopyLanguageRule: Rule {
    /// A script, and the scalars that are its letters: a locale file's `language`
    /// (`LanguageScript`), so a new language's file says its script and no code changes.
    struct Script {
        var name: String
        var ranges: [ClosedRange<UInt32>]

        init(_ language: LanguageScript) {
            name = language.lettersName
            ranges = language.ranges
        }

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            ranges.contains { $0.contains(scalar.value) }
        }
    }

    /// A text is in another language when it has none of the flow's script and at least this
    /// many words, or letters, of others: an app name or a brand ("Face ID") in Korean copy is not.
    static let foreignWords = 3
    static let foreignLetters = 12

    public static let description = RuleDescription(
        id: "copy-language",
        name: "Copy is in the flow's language",
        family: .structure,
        severity: .warning,
        summary: "titles, bodies, buttons and purpose strings are written in the flow's `locale:` "
            + "(Korean copy has Hangul, English copy Latin letters …)",
        rationale: HIGQuote.rationale(HIGQuote.describeUse, """
        People read the alert in their language, and permflow draws the system's part and \
        checks the copy in the language `locale:` names: a flow marked `ko-KR` whose copy is English passes \
        every Korean word list unread, and its walk shows a Korean alert over English screens. The script \
        tells the language here: a text with none of the locale's script (Hangul for ko, kana or kanji for \
        ja, Chinese characters for zh, Latin letters for en, de, fr …) and at least three words or twelve \
        letters of another (so an app name or "Face ID" passes) is in another language. When most texts \
        are, the one finding is at `locale:`; otherwise each such text is reported. The script comes \
        from the locale's file (its `language`); a locale pack without one, and of no language \
        permflow has a file for, is not checked.
        """),
        hint: "write the copy in the flow's language, or set `locale:` to the language it is written in",
        triggering: [
            RuleExample(.receipts.with(locale: "ko-KR"), screens: "", note: "English copy under `locale: ko-KR`"),
            RuleExample(.receiptsKo, screens: """
            manual:
              kind: app
              title: 직접 입력
              body: Enter the store, the date and the total yourself.
              actions:
                - label: 저장
                  go: done
            """, note: "one English body in a Korean flow"),
        ],
        nonTriggering: [
            RuleExample(.receiptsKo, screens: ""),
            RuleExample(.sleepyKo, screens: "", note: "the app name \"Sleepy\" in Latin letters is not a language"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let flow = context.flow
        // The locale's file names its language and script; a locale whose file (or pack) does
        // not, nor another of its language, is not checked.
        guard let language = context.catalog.language(of: flow.locale.value) else { return [] }
        let name = language.name, script = Script(language)
        guard !script.ranges.isEmpty else { return [] }
        let appWords = Set(Self.words(in: flow.app.value).map { $0.lowercased() })
        // Only the foreign texts are kept; the others are counted. A list of every text (screen,
        // field, text) was 27 MB at 100,001 screens, and the lint's peak (docs/benchmarks.md).
        var textCount = 0
        var foreign: [(screen: Screen, field: String, text: Located<String>)] = []
        for screen in flow.screens {
            for (field, text) in screen.texts where field != "image" && !(field == "label" && screen.kind.value == .locationButton) {
                textCount += 1
                if Self.isForeign(text.value, script: script, appWords: appWords) { foreign.append((screen, field, text)) }
            }
        }
        guard !foreign.isEmpty else { return [] }
        if foreign.count * 2 >= textCount, foreign.count >= 2 {
            let example = foreign.prefix(2).map { "\"\(TextFitsRule.quoted($0.text.value))\"" }.joined(separator: ", ")
            return [Violation(flow.locale,
                              "the copy is not in the flow's language: its locale '\(flow.locale.value)' is \(name), but \(foreign.count) of \(textCount) "
                                  + "texts have no \(script.name) (\(example) …)",
                              screen: nil,
                              hint: "set `locale:` to the language the copy is written in (the alert text and the copy rules follow it), "
                                  + "or translate the copy into \(name)")]
        }
        return foreign.map { item in
            Violation(item.text, "\(Self.fieldName(item.field)) \"\(TextFitsRule.quoted(item.text.value))\" is not in the flow's language "
                        + "(\(name): it has no \(script.name))", screen: item.screen,
                      hint: "translate it into \(name), or say in `ignore:` why it stays as it is")
        }
    }

    static func fieldName(_ field: String) -> String {
        switch field {
        case "action": "button"
        case "purpose", "share-purpose": "purpose string"
        default: field
        }
    }

    /// Words: runs of letters (and apostrophes), split at everything else.
    static func words(in text: String) -> [Substring] {
        text.split { !($0.isLetter || $0 == "'" || $0 == "\u{2019}") }
    }

    /// Whether `text` has none of `script` and enough words or letters of another.
    static func isForeign(_ text: String, script: Script, appWords: Set<String>) -> Bool {
        // A letter of the script anywhere is in some word: the text is the locale's. Read first,
        // over scalars, so the usual text is never split into words (88 M of a 100-flow lint).
        if text.unicodeScalars.contains(where: { script.contains($0) }) { return false }
        var words = 0, letters = 0
        for word in Self.words(in: text) {
            if appWords.contains(word.lowercased()) { continue }
            let count = word.unicodeScalars.filter { $0.properties.isAlphabetic }.count
            guard count > 0 else { continue }
            words += 1
            letters += count
        }
        return words >= foreignWords || letters >= foreignLetters
    }
}
