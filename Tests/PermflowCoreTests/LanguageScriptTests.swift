import Foundation
@testable import PermflowCore
import Testing

/// `copy-language` reads a locale's language and script from its locale file (`"language"`):
/// a new language is one file, with no edit to the rule (issue 25). It kept a table of ten
/// languages in code, so a pack's language was never checked.
@Suite struct LanguageScriptTests {
    /// A flow whose screens are in `locale`: home's title and body, its button and the end's title.
    static func flow(locale: String, title: String, body: String, button: String) -> String {
        ExampleFlow.app("Receipts", locale: locale, action: button, end: title)
            .with(homeTexts: "title: \(title)\nbody: \(body)").expand("")
    }

    static let englishInRussian = flow(locale: "ru", title: "Receipts and their totals", body: "Keep every receipt in one place, ready for your report.",
                                       button: "Scan a receipt now")
    static let russian = flow(locale: "ru", title: "Чеки", body: "Храните все чеки в одном месте, готовыми для отчёта.", button: "Сканировать чек")

    static func lint(_ text: String, packs: [String]) throws -> [String] {
        var vocabularies = VocabularyStore.standard
        var catalog = SystemAlertCatalog.standard
        for (position, json) in packs.enumerated() {
            try LocalePack.decode(Data(json.utf8), path: "\(position).json").apply(to: &vocabularies, catalog: &catalog)
        }
        let result = Linter(rules: [CopyLanguageRule.self], catalog: catalog, vocabularies: vocabularies).lint(path: "t.yaml", text: text)
        return result.diagnostics.filter { $0.ruleID == "copy-language" }.map(\.message)
    }

    @Test func aPacksLanguageInANewScriptIsChecked() throws {
        let pack = #"{"locale": "ru", "language": {"name": "Russian", "letters": "Cyrillic letters", "scripts": ["Cyrillic"]}}"#
        let found = try Self.lint(Self.englishInRussian, packs: [pack])
        #expect(found.count == 1 && found.first?.hasPrefix("the copy is not in the flow's language: its locale 'ru' is Russian, but ") == true
                    && found.first?.contains(" texts have no Cyrillic letters (") == true,
                "\(found)")
        #expect(try Self.lint(Self.russian, packs: [pack]).isEmpty)
        // A script permflow has no name for is a range of scalars; the letters default to the entries.
        let ranged = #"{"locale": "ru", "language": {"name": "Russian", "scripts": ["U+0400-U+04FF"]}}"#
        #expect(try Self.lint(Self.englishInRussian, packs: [ranged]).first?.contains("have no U+0400-U+04FF") == true)
        #expect(try Self.lint(Self.russian, packs: [ranged]).isEmpty)
    }

    /// A pack without `language` (every pack before it): a locale of a language a built-in file
    /// names is checked in it (`pt-PT` as `pt-BR`'s Portuguese, a `de` pack as German), another is
    /// not checked, as before.
    @Test func aPackWithoutALanguageFallsBackToItsLanguagesFileOrIsNotChecked() throws {
        #expect(try Self.lint(Self.englishInRussian, packs: [#"{"locale": "ru"}"#]).isEmpty)
        let portuguese = Self.flow(locale: "pt-PT", title: "저장된 영수증", body: "모든 영수증을 한곳에 보관하세요.", button: "영수증 스캔")
        let found = try Self.lint(portuguese, packs: [#"{"locale": "pt-PT"}"#])
        #expect(found.first?.contains("is not in the flow's language (Portuguese: it has no Latin letters)") == true, "\(found)")
        let german = Self.flow(locale: "de", title: "저장된 영수증", body: "모든 영수증을 한곳에 보관하세요.", button: "영수증 스캔")
        #expect(try Self.lint(german, packs: [#"{"locale": "de", "quotes": ["„", "“"]}"#]).first?.contains("(German: it has no Latin letters)") == true)
        // A pack's language replaces its file's: a `de` pack saying Korean checks for Hangul.
        let korean = #"{"locale": "de", "language": {"name": "Korean", "letters": "Hangul", "scripts": ["Hangul"]}}"#
        #expect(try Self.lint(german, packs: [korean]).isEmpty)
    }

    @Test func aLanguageThatNamesNoScriptRefusesThePack() {
        for (language, reason) in [(#"{"name": "Russian", "scripts": ["Cyrilic"]}"#, "language: scripts[0]: unknown script 'Cyrilic'; did you mean 'Cyrillic'?"),
                                   (#"{"name": "Russian", "scripts": []}"#, "language: scripts: give at least one"),
                                   (#"{"name": "Russian", "scripts": ["U+04FF-U+0400"]}"#, "language: scripts[0]: unknown script 'U+04FF-U+0400'"),
                                   (#"{"name": "", "scripts": ["Cyrillic"]}"#, "language: name is empty"),
                                   (#"{"scripts": ["Cyrillic"]}"#, "missing key 'name' at language")] {
            #expect {
                try LocalePack.decode(Data(#"{"locale": "ru", "language": \#(language)}"#.utf8), path: "ru.json")
            } throws: { error in
                "\(error)".hasPrefix("cannot load locale pack ru.json: \(reason)")
            }
        }
    }

    /// Every built-in file names its language, in scripts the rule knows; the names are those the
    /// rule's messages said before they came from the files (lint output stays byte for byte).
    @Test func everyBuiltInFileNamesItsLanguage() throws {
        let catalog = SystemAlertCatalog.standard
        for locale in BuiltInLocales.locales {
            let language = try #require(catalog.words(locale)?.language, "\(locale)")
            #expect(language.problem() == nil && !language.ranges.isEmpty, "\(locale)")
        }
        #expect(catalog.language(of: "ko-KR")?.lettersName == "Hangul" && catalog.language(of: "ko-KR")?.name == "Korean")
        #expect(catalog.language(of: "ja")?.lettersName == "kana or kanji")
        #expect(catalog.language(of: "zh-Hant")?.lettersName == "Chinese characters")
        #expect(catalog.language(of: "pt-BR")?.name == "Portuguese")
        #expect(catalog.language(of: "nl") == nil)
        // The scripts' letters as the rule's table had them: Latin without × and ÷, kana and kanji.
        let latin = CopyLanguageRule.Script(try #require(catalog.language(of: "en")))
        #expect(latin.contains("é") && latin.contains("ɏ") && !latin.contains("×") && !latin.contains("÷") && !latin.contains("ḁ"))
        let japanese = CopyLanguageRule.Script(try #require(catalog.language(of: "ja")))
        #expect(japanese.contains("あ") && japanese.contains("ア") && japanese.contains("漢") && !japanese.contains("한"))
    }
}
