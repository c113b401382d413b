import Foundation
import Testing
@testable import PermflowCore

/// `export` and `init --from` carry a flow's purpose translations (`purpose: {en: …, ja: …}`,
/// issue 29): each is its language's localization in the String Catalog and the `.strings`
/// files, and `init --from` writes an app's translations back as the per-locale purpose.
@Suite struct ExportTranslationsTests {
    static let key = "NSLocationWhenInUseUsageDescription"

    /// The flow of `LocaleWalkTests` (en, with ja and de declared), its purpose given.
    static func strings(_ purpose: String = LocaleWalkTests.allThree, extra: [Flow] = []) throws -> AppStrings {
        let flow = try #require(LocaleWalkTests.parse(LocaleWalkTests.flow(purpose: purpose)).flow)
        let flows = ([flow] + extra).enumerated().map { index, flow in
            (path: "f\(index).yaml", flow: flow, result: ExportedPurposes.read(flow, catalog: .standard))
        }
        return try AppStrings(flows)
    }

    static func read(_ text: String, path: String, kind: AppFileKind) throws -> AppStringsFile {
        try AppFileReader().read(path: path, data: Data(text.utf8), kind: kind).get()
    }

    static func values(_ file: AppStringsFile) -> [String: String] {
        Dictionary(file.strings.filter { $0.key == key }.map { ($0.locale ?? "", $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func theStringCatalogHasEveryTranslationAsItsLanguagesLocalization() throws {
        let strings = try Self.strings()
        #expect(strings.languages == ["en", "ja", "de"] && strings.notes.isEmpty, "\(strings.notes)")
        let catalog = try Self.read(StringCatalogWriter.catalog(strings), path: "InfoPlist.xcstrings", kind: .stringCatalog)
        #expect(Self.values(catalog) == ["en": LocaleWalkTests.english, "ja": LocaleWalkTests.japanese, "de": LocaleWalkTests.german])
    }

    @Test func eachLanguageGetsItsStringsFile() throws {
        let strings = try Self.strings()
        for (language, text) in [("en", LocaleWalkTests.english), ("ja", LocaleWalkTests.japanese), ("de", LocaleWalkTests.german)] {
            #expect(StringsFileWriter.relativePath(language: language) == "\(language).lproj/InfoPlist.strings")
            let file = try Self.read(StringsFileWriter.file(strings, language: language),
                                     path: "App/\(language).lproj/InfoPlist.strings", kind: .strings)
            #expect(file.strings.map(\.value) == [text], "\(language)")
        }
        // The Info.plist keeps the development language's text.
        #expect(strings.sourcePurposes.map(\.text) == [LocaleWalkTests.english])
    }

    /// A purpose with no German text gets no German localization (iOS shows English there), and
    /// export says so; a flow written in a language wins over another flow's translation into it.
    @Test func aMissingTranslationIsLeftOutAndAFlowInTheLanguageWins() throws {
        let partial = try Self.strings("\n      en: \(LocaleWalkTests.english)\n      ja: \(LocaleWalkTests.japanese)")
        #expect(partial.languages == ["en", "ja"] && partial.purpose(Self.key, in: "de") == nil)
        #expect(partial.notes.contains { $0.hasPrefix("'de' is declared in `locales:` but no flow given is written in it") }, "\(partial.notes)")

        let japaneseFlow = try #require(LocaleWalkTests.parse(LocaleWalkTests.flow(purpose: " Cornerは現在地を使います。", locales: "[en]")
            .replacingOccurrences(of: "locales: [en]", with: "locale: ja\nlocales: [en]")).flow)
        let both = try Self.strings(extra: [japaneseFlow])
        #expect(both.languages == ["en", "ja", "de"])
        #expect(both.purpose(Self.key, in: "ja")?.text == "Cornerは現在地を使います。")
        #expect(both.notes.contains { $0.contains("f0.yaml translates \(Self.key) into 'ja' too; f1.yaml") }, "\(both.notes)")
    }

    /// The starter `init --from` writes in `locale` from the Info.plist and the catalog export
    /// writes for the flow of `strings()`, parsed.
    static func starter(locale: String) throws -> Flow {
        let strings = try Self.strings()
        let plist = try Self.read(try InfoPlistWriter.wholeFile(strings.sourcePurposes), path: "Info.plist", kind: .infoPlist)
        let catalog = try Self.read(StringCatalogWriter.catalog(strings), path: "InfoPlist.xcstrings", kind: .stringCatalog)
        let made = try AppStarterFlow.make(from: [plist, catalog], locale: locale, app: "Corner")
        return try #require(FlowParser().parse(path: "starter.yaml", text: made.yaml).flow, "\(made.yaml)")
    }

    /// What export writes, `init --from` reads back: the starter's purpose is written per locale.
    @Test func initFromWritesTheAppsTranslationsAsThePurposePerLocale() throws {
        let flow = try Self.starter(locale: "en")
        #expect(flow.declaredLocales == ["en", "de", "ja"])
        let alert = try #require(flow.screens.first { $0.resource?.value == "location" && $0.kind.value == .alert })
        #expect(alert.purpose?.value == LocaleWalkTests.english)
        #expect(alert.purposeTranslation(for: "ja")?.value == LocaleWalkTests.japanese)
        #expect(alert.purposeTranslation(for: "de")?.value == LocaleWalkTests.german)
        // And exported again, the catalog holds the same three texts.
        let again = try AppStrings([(path: "starter.yaml", flow: flow, result: ExportedPurposes.read(flow, catalog: .standard))])
        let reread = try Self.read(StringCatalogWriter.catalog(again), path: "InfoPlist.xcstrings", kind: .stringCatalog)
        #expect(Self.values(reread) == ["en": LocaleWalkTests.english, "ja": LocaleWalkTests.japanese, "de": LocaleWalkTests.german])
    }

    /// In Japanese, with the English (development language) text as a translation.
    @Test func initFromInAnotherLocaleKeepsTheDevelopmentLanguageAsATranslation() throws {
        let flow = try Self.starter(locale: "ja")
        let alert = try #require(flow.screens.first { $0.resource?.value == "location" && $0.kind.value == .alert })
        #expect(flow.locale.value == "ja" && alert.purpose?.value == LocaleWalkTests.japanese)
        #expect(alert.purposeTranslation(for: "en")?.value == LocaleWalkTests.english)
        #expect(alert.purposeTranslation(for: "de")?.value == LocaleWalkTests.german)
    }
}
