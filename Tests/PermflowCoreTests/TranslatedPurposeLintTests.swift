import Testing
@testable import PermflowCore

/// The copy rules on a flow's purpose translations, each in its own language's rules, and
/// `purpose-translated` for a declared locale a purpose has no text for (issue 29).
@Suite struct TranslatedPurposeLintTests {
    static func lint(_ purpose: String, locales: String = "[ja, de]") -> [Diagnostic] {
        Linter().lint(path: "t.yaml", text: LocaleWalkTests.flow(purpose: purpose, locales: locales)).active
    }

    static func shown(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message) [\($0.ruleID)]" }
    }

    /// Line 17 of `LocaleWalkTests.flow` is `purpose:`; en, ja and de follow on 18, 19 and 20.
    static let badJapanese = "Cornerは現在地を使って、最寄りの店舗と営業時間を表示します"

    @Test func aJapaneseTranslationWithoutItsFullStopIsReportedWhereItIsWritten() {
        let purpose = "\n      en: \(LocaleWalkTests.english)\n      ja: \(Self.badJapanese)\n      de: \(LocaleWalkTests.german)"
        let found = Self.lint(purpose).filter { $0.ruleID == "purpose-period" }
        #expect(found.count == 1, "\(Self.shown(found))")
        let finding = found.first
        // The ja value starts on line 19 at column 11; its last run of letters is the end it points at.
        #expect(finding?.location.line == 19, "\(Self.shown(found))")
        #expect(finding?.location.column == 11 + Array("Cornerは現在地を使って、".unicodeScalars).count)
        #expect(finding?.message == "'ja' translation: purpose string should end with \"。\" or \"．\" but ends with \"最寄りの店舗と営業時間を表示します\"")
    }

    @Test func goodTranslationsGetNoFinding() {
        let found = Self.lint(LocaleWalkTests.allThree)
        #expect(found.isEmpty, "\(Self.shown(found))")
    }

    /// Each translation is read in its language's rules: "." is no full stop in Japanese, 。 is
    /// none in German, and German's sentence case (first word) runs on the German text.
    @Test func eachTranslationIsReadInItsOwnLanguagesRules() {
        let purpose = "\n      en: \(LocaleWalkTests.english)\n      ja: Cornerは現在地を使って表示します.\n      de: corner verwendet deinen Standort, um Geschäfte anzuzeigen。"
        let found = Self.shown(Self.lint(purpose))
        #expect(found.contains { $0.hasPrefix("19:") && $0.contains("'ja' translation: purpose string should end with \"。\"") && $0.hasSuffix("[purpose-period]") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("20:") && $0.contains("'de' translation: purpose string should end with \".\"") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("20:11:") && $0.contains("'de' translation:") && $0.hasSuffix("[purpose-sentence-case]") }, "\(found)")
        // The English purpose is still read once, as the flow's own.
        #expect(!found.contains { $0.hasPrefix("18:") }, "\(found)")
    }

    /// A translation in the wrong script is `copy-language` in its locale.
    @Test func anEnglishTextUnderJaIsNotJapanese() {
        let purpose = "\n      en: \(LocaleWalkTests.english)\n      ja: \(LocaleWalkTests.english)\n      de: \(LocaleWalkTests.german)"
        let found = Self.shown(Self.lint(purpose))
        #expect(found.contains { $0.hasPrefix("19:11:") && $0.contains("'ja' translation:") && $0.hasSuffix("[copy-language]") }, "\(found)")
    }

    /// A screen's `ignore:` covers its translations' findings too.
    @Test func theScreensIgnoreCoversItsTranslations() {
        let purpose = "\n      en: \(LocaleWalkTests.english)\n      ja: \(Self.badJapanese)\n      de: \(LocaleWalkTests.german)\n    ignore:\n      purpose-period: the ja text is being reworded"
        #expect(!Self.lint(purpose).contains { $0.ruleID == "purpose-period" })
    }

    // MARK: purpose-translated

    @Test func aDeclaredLocaleWithoutATranslationIsReportedAtThePurpose() {
        let purpose = "\n      en: \(LocaleWalkTests.english)\n      ja: \(LocaleWalkTests.japanese)"
        let found = Self.lint(purpose).filter { $0.ruleID == "purpose-translated" }
        #expect(Self.shown(found) == ["18:11: purpose string of 'location' has no translation for 'de', which the flow declares in `locales:`; "
                                      + "iOS shows the 'en' text there [purpose-translated]"])
        #expect(found.first?.severity == .warning)
    }

    @Test func aSingleLanguagePurposeMissesEveryDeclaredLocale() {
        let found = Self.shown(Self.lint(" \(LocaleWalkTests.english)").filter { $0.ruleID == "purpose-translated" })
        #expect(found.count == 1 && found[0].hasPrefix("17:14:") && found[0].contains("no translation for 'ja', 'de'"), "\(found)")
    }

    @Test func aLocaleOfTheFlowsOwnLanguageNeedsNone() {
        #expect(!Self.lint(" \(LocaleWalkTests.english)", locales: "[en-GB]").contains { $0.ruleID == "purpose-translated" })
    }
}

/// What a walk in a declared locale shows for a purpose with no translation there: the flow's
/// own locale's text, and a note that says so.
@Suite struct UntranslatedPurposeWalkTests {
    static func notes(walking locale: String) throws -> [String] {
        let purpose = "\n      en: \(LocaleWalkTests.english)\n      ja: \(LocaleWalkTests.japanese)"
        let flow = try #require(LocaleWalkTests.parse(LocaleWalkTests.flow(purpose: purpose)).flow)
        let walk = try Walker(flow: try flow.walked(in: locale)).run(script: "1")
        return walk.steps.flatMap(\.effects).flatMap { effect -> [String] in
            if case let .stepped(record) = effect { record.notes.map(\.english) } else { [] }
        }
    }

    @Test func aWalkInALocaleWithoutTheTranslationSaysItShowsTheFlowsOwnText() throws {
        let notes = try Self.notes(walking: "de")
        #expect(notes.contains("no de purpose string in the flow: the en one is shown, as iOS shows the development language's"), "\(notes)")
        #expect(!(try Self.notes(walking: "ja")).contains { $0.contains("purpose string in the flow") })
        #expect(!(try Self.notes(walking: "en")).contains { $0.contains("purpose string in the flow") })
    }
}
