import Foundation
import Testing
@testable import PermflowCore

/// The built-in languages are locale files (`Sources/PermflowCore/Locales/`), in a pack's
/// structure: each reads back from the JSON `permflow locales export` prints, and English and
/// Korean carry every word the simulated iPhone shows.
@Suite struct LocaleFilesTests {
    @Test(arguments: BuiltInLocales.packs.map(\.locale))
    func everyBuiltInFileReadsBackFromItsJSON(_ locale: String) throws {
        let pack = try #require(BuiltInLocales.packs.first { $0.locale == locale })
        let json = try pack.json()
        let decoded = try LocalePack.decode(Data(json.utf8), path: "\(locale).json")
        // Decoding names each text's locale; the file leaves it to the file.
        func named(_ alerts: [String: [AlertText]]?, _ code: String) -> [String: [AlertText]]? {
            alerts?.mapValues { $0.map { text -> AlertText in
                var text = text
                text.locale = code
                return text
            } }
        }
        #expect(decoded.alerts == named(pack.alerts, locale))
        var unnamed = decoded
        unnamed.alerts = named(decoded.alerts, "")
        #expect(try unnamed.json() == json)
        #expect(decoded.words == pack.words)
        #expect(decoded.vocabulary == pack.vocabulary)
        // What `locales export` prints for the locale is the file.
        #expect(try LocalePack.exported(locale, catalog: .standard, vocabularies: .standard).json() == json)
    }

    @Test(arguments: ["en", "ko"])
    func englishAndKoreanCarryEveryWordThePhoneShows(_ locale: String) throws {
        try Self.expectEveryWordThePhoneShows(locale)
        let words = try #require(SystemAlertCatalog.standard.words[locale])
        #expect(words.settings.map { [$0.heading, $0.precise, $0.on, $0.off].allSatisfy { $0 != nil } } == true)
    }

    /// What a full locale file carries (this suite's English and Korean, TranslatedLocalesTests'
    /// others): quotes, each resource's Settings name, starter Settings hint and Settings choices,
    /// every Health type and the Health sheet, sample contacts, complete starters, and as many
    /// location-button titles as English.
    static func expectEveryWordThePhoneShows(_ locale: String) throws {
        let catalog = SystemAlertCatalog.standard
        let words = try #require(catalog.words[locale])
        #expect(words.quotes?.count == 2)
        for resource in catalog.resources {
            #expect(words.settings?.names?[resource.id.rawValue]?.isEmpty == false, "\(locale) \(resource.id)")
            // Its starter's Settings hint is worded for it (issue 34), not the locale's one template.
            #expect(words.starters?.copy?[resource.id.rawValue]?.settingsTitle?.isEmpty == false, "\(locale) \(resource.id)")
            for choice in resource.settings {
                let label = words.settings?.choices?[resource.id.rawValue]?.first { $0.state == choice.state && ($0.ios ?? .all) == choice.ios }
                #expect(label != nil, "\(locale) \(resource.id) \(choice.state) \(choice.ios)")
            }
        }
        for type in HealthSheet.types { #expect(words.health?.types?[type.id] != nil, "\(locale) \(type.id)") }
        for version in IOSVersions.drawn { #expect(catalog.healthSheet(locale: locale, ios: version)?.locale == locale) }
        #expect(words.device?.contacts?.isEmpty == false)
        #expect(words.starters?.isComplete == true)
        #expect(catalog.locationTitles(locale: locale).count == catalog.locationTitles(locale: "en").count)
    }

    /// The built-in lists are taken as they are (not merged phrase by phrase): none holds a phrase twice.
    @Test(arguments: BuiltInLocales.packs.map(\.locale))
    func noBuiltInListHoldsAPhraseTwice(_ locale: String) throws {
        let pack = try #require(BuiltInLocales.packs.first { $0.locale == locale })
        for (name, phrases) in pack.vocabulary ?? [:] {
            #expect(Set(phrases).count == phrases.count, "\(locale) \(name)")
        }
    }

    @Test func aPacksUnknownSettingsStateIsNamedWithItsPath() {
        let json = #"{"locale": "xx", "settings": {"choices": {"camera": [{"state": "on", "label": "Aan"}]}}}"#
        #expect(throws: LocalePack.LoadError.self) { try LocalePack.decode(Data(json.utf8), path: "xx.json") }
        do {
            _ = try LocalePack.decode(Data(json.utf8), path: "xx.json")
        } catch {
            #expect(String(describing: error).hasPrefix("cannot load locale pack xx.json: invalid value at settings.choices.camera[0].state; states are not-determined, "))
        }
    }

    @Test func starterWordsFillInOnePass() {
        #expect(StarterWords.fill("{resource} is off for {app}", ["resource": "Camera", "app": "{resource}"]) == "Camera is off for {resource}")
        #expect(StarterWords.fill("{unknown} {", [:]) == "{unknown} {")
    }
}
