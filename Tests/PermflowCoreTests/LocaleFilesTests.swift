import Foundation
import Testing
import PatternReading
@testable import PermflowCore

/// The built-in languages are locale files (`Sources/PermflowCore/Locales/CODE.json`), in a
/// pack's format: each is what `permflow locales export` prints, the binary's cheap reader reads
/// it as `JSONDecoder` does, and English and Korean carry every word the simulated iPhone shows.
@Suite struct LocaleFilesTests {
    /// The text of built-in file `code` in the source tree.
    static func fileText(_ code: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PermflowCore/Locales/\(code).json")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func everyJSONFileIsABuiltInLocale() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PermflowCore/Locales")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(files.map { String($0.dropLast(5)) }.sorted() == BuiltInLocales.locales.sorted())
        #expect(BuiltInLocales.locales.first == "en")
    }

    @Test(arguments: BuiltInLocales.locales)
    func everyBuiltInFileIsWhatExportPrintsAndReadsAsJSONDecoderReadsIt(_ locale: String) throws {
        let json = try Self.fileText(locale)
        // What `locales export` prints for the locale is the file, byte for byte.
        #expect(try LocalePack.exported(locale, catalog: .standard, vocabularies: .standard).json() == json)
        // The binary's reader gives exactly the pack `Decodable` gives through JSONDecoder.
        let pack = try #require(LocaleFileReader.pack(json))
        let decodable = try JSONDecoder().decode(LocalePack.self, from: Data(json.utf8))
        #expect(pack.locale == locale)
        #expect(pack.alerts == decodable.alerts)
        #expect(pack.words == decodable.words)
        #expect(pack.vocabulary == decodable.vocabulary)
        #expect(try pack.json() == decodable.json())
        #expect(try pack.json() == json)
        // The built-in file is that pack, its texts naming its locale as a user's pack's do.
        let builtIn = try #require(BuiltInLocales.file(locale)?.pack)
        let loaded = try LocalePack.decode(Data(json.utf8), path: "\(locale).json")
        #expect(builtIn.alerts == loaded.alerts)
        #expect(builtIn.words == loaded.words)
        #expect(builtIn.vocabulary == loaded.vocabulary)
    }

    /// The binary reads a built-in file part by part, each from the bytes the EmbedLocaleFiles
    /// plugin found for it (docs/benchmarks.md, "speed25k"): every part is what the whole file
    /// gives `JSONDecoder`, each alert text naming the file's locale, and every resource's texts
    /// are there.
    @Test(arguments: BuiltInLocales.locales)
    func everyPartOfABuiltInFileIsWhatTheWholeFileHolds(_ locale: String) throws {
        let json = try Self.fileText(locale)
        let whole = try LocalePack.decode(Data(json.utf8), path: "\(locale).json")
        let file = try #require(BuiltInLocales.file(locale))
        #expect(file.vocabulary?.lists == whole.vocabulary)
        #expect(file.vocabulary?.locale == locale)
        #expect(file.words == whole.words)
        let alerts = try #require(whole.alerts)
        for (id, texts) in alerts {
            #expect(file.alerts(id) == texts, "\(locale): \(id)")
            #expect(file.alerts(id)?.allSatisfy { $0.locale == locale } == true, "\(locale): \(id)")
        }
        #expect(file.alerts("no-such-resource") == nil)
        #expect(file.pack?.alerts == whole.alerts)
    }

    /// The build reads each built-in file's pattern lists into their prefilters (the
    /// LocaleFileEmbedder, docs/benchmarks.md, "speed25m"): for every list of every file that the
    /// lint reads as patterns, there is one prefilter an entry, and each is what
    /// `RegexPrefilter(pattern:)` reads from the entry at run time, as a pack's are read; the
    /// lint's prepared lists use them (and read a pack's added entries themselves).
    @Test(arguments: BuiltInLocales.locales)
    func everyPatternListIsPreparedAsTheRunReadsIt(_ locale: String) throws {
        let file = try #require(BuiltInLocales.file(locale))
        let vocabulary = try #require(file.vocabulary)
        var prepared = 0
        for name in VocabularyList.allCases where name.rawValue.hasSuffix("-patterns") {
            let entries = vocabulary.list(name)
            guard !entries.isEmpty else {
                #expect(file.prefilters(name) == nil, "\(locale) \(name.rawValue)")
                continue
            }
            let prefilters = try #require(file.prefilters(name), "\(locale) \(name.rawValue)")
            #expect(prefilters == entries.map { RegexPrefilter(pattern: $0) }, "\(locale) \(name.rawValue)")
            prepared += entries.count
        }
        #expect(prepared > 0)
        // The lists the lint reads as patterns are those named `…-patterns`, the ones prepared.
        #expect(file.prefilters(.exitWords) == nil)
        let fallback = VocabularyStore.standard.vocabulary(for: "en")
        let lists = CopyScanner.Lists(vocabulary, fallback: fallback)
        for name in VocabularyList.allCases where name.rawValue.hasSuffix("-patterns") {
            let entries = vocabulary.list(name).isEmpty ? fallback.list(name) : vocabulary.list(name)
            #expect(lists.patterns(name).map(\.prefilter) == entries.map { RegexPrefilter(pattern: $0) }, "\(locale) \(name.rawValue)")
        }
    }

    /// A list whose entries are not the built-in file's (a pack's added after them, or others at
    /// the same places) reads those entries itself: a prepared prefilter is taken only for the
    /// entry it was read from.
    @Test func aPacksPatternsAreReadThemselvesBesideThePreparedOnes() throws {
        let english = VocabularyStore.standard.vocabulary(for: "en")
        let builtIn = english.list(.incentivePatterns)
        let prepared = try #require(BuiltInLocales.file("en")?.prefilters(.incentivePatterns))
        let added = [#"\bfree\s+stickers\b"#, "(unclosed"]
        let changed = [added[0]] + builtIn.dropFirst() + added
        let compiled = CopyScanner.Lists.compile(changed, prepared: (builtIn, prepared))
        #expect(compiled.map(\.pattern) == changed)
        #expect(compiled.map(\.prefilter) == changed.map { RegexPrefilter(pattern: $0) })
        #expect(compiled[0].prefilter.clauses.contains([.ascii(Array("stickers".utf8))]))
        var store = VocabularyStore.standard
        store.add(Vocabulary(locale: "en", lists: [VocabularyList.incentivePatterns.rawValue: added]))
        let lists = CopyScanner.Lists(store.vocabulary(for: "en"), fallback: english)
        #expect(lists.patterns(.incentivePatterns).map(\.prefilter) == (builtIn + added).map { RegexPrefilter(pattern: $0) })
    }

    /// The words a system alert's look reads (`AlertLookWords`), read from a file for themselves,
    /// are those of the texts the file holds whole, in their order, for every resource; a
    /// resource's texts merged with a pack's (which replace a built-in text of the same locale
    /// and versions) give the same words as the merged texts.
    @Test(arguments: BuiltInLocales.locales)
    func theLooksWordsAreThoseOfTheWholeTexts(_ locale: String) throws {
        func words(_ list: [AlertLookWords]?) -> [[String?]]? {
            list?.map { [$0.place.locale, "\($0.place.ios)", $0.title, $0.message] + $0.labels }
        }
        func words(_ texts: [AlertText]?) -> [[String?]]? { words(texts?.map { AlertLookWords($0) }) }
        let json = try Self.fileText(locale)
        let whole = try #require(try LocalePack.decode(Data(json.utf8), path: "\(locale).json").alerts)
        let file = try #require(BuiltInLocales.file(locale))
        for (id, texts) in whole {
            let named = texts.map { text in
                var text = text
                if text.locale.isEmpty { text.locale = locale }
                return text
            }
            #expect(words(file.lookWords(id)) == words(named), "\(locale): \(id)")
            #expect(words(file.lookWords(id))?.isEmpty == false, "\(locale): \(id)")
        }
        #expect(file.lookWords("no-such-resource") == nil)
        // Read for the words alone, or taken from texts already read whole: the same words.
        let text = #"[{"title": "T %@", "systemMessage": {"text": "M.", "status": "verified", "source": "s"}, "ios": {"from": 17}, "#
            + #""buttons": [{"label": "A", "outcome": "allow"}], "followUp": [{"label": "B"}], "source": "x", "status": "verified"}]"#
        let alone = BuiltInLocaleFile(code: "xx", text: text, sections: [], alerts: [("camera", 0, text.utf8.count)])
        let afterTexts = BuiltInLocaleFile(code: "xx", text: text, sections: [], alerts: [("camera", 0, text.utf8.count)])
        #expect(afterTexts.alerts("camera")?.count == 1)
        #expect(words(alone.lookWords("camera")) == [["xx", "\(IOSRange(from: 17))", "T %@", "M.", "A", "B"]])
        #expect(words(afterTexts.lookWords("camera")) == words(alone.lookWords("camera")))
        var catalog = SystemAlertCatalog.standard
        let replaced = try #require(whole["camera"]?.first)
        catalog.add(alerts: ["camera": [AlertText(locale: locale, ios: replaced.ios, title: "Pack %@", systemMessage: "A pack's message.",
                                                  buttons: [AlertButton("Nope", "deny"), AlertButton("Sure", "allow")],
                                                  followUp: [AlertButton("Later", nil)])]])
        for resource in catalog.resources {
            let locales = [locale, LocaleLanguage.of(locale), "en"]
            #expect(words(resource.lookWords(in: locales)) == words(resource.texts(in: locales)), "\(locale): \(resource.id)")
        }
        let camera = try #require(catalog.resource("camera"))
        #expect(camera.lookWords(in: [locale]).first?.labels == ["Nope", "Sure", "Later"])
        #expect(camera.lookWords(in: [locale]).count == whole["camera"]?.count)
    }

    /// Members left out are passed over whatever their values hold (escaped quotes, brackets in
    /// strings, nesting, numbers, literals), the rest read as without leaving out; a value cut
    /// short reads as absent, without a trap.
    @Test func membersLeftOutArePassedOverWhateverTheyHold() throws {
        let json = #"{"a": "x\"}]\\", "keep": [1, {"b": "y"}], "c": {"d": ["]", {"e": true}], "f": -12}, "g": null, "h": false, "#
            + #""k": 7, "i": "z"}"#
        let read = try #require(LocaleFileReader.value([String: JSONValueForTest].self, in: json, at: 0..<json.utf8.count,
                                                       leavingOut: ["a", "c", "g", "h", "k", "b"]))
        #expect(read.keys.sorted() == ["i", "keep"])
        #expect(read["i"] == .string("z"))
        #expect(read["keep"] == .list([.number(1), .object([:])]))
        for end in 1..<json.utf8.count - 1 {
            #expect(LocaleFileReader.value([String: JSONValueForTest].self, in: json, at: 0..<end, leavingOut: ["a", "c"]) == nil)
        }
    }

    /// A part whose bytes are out of the text or not one value reads as absent, without a trap.
    @Test func aPartOutsideTheTextOrNotOneValueIsAbsent() {
        let text = #"{"locale": "xx", "quotes": ["a", "b"]}"#
        let file = BuiltInLocaleFile(code: "xx", text: text, sections: [("quotes", 30, 400), ("settings", 11, 15), ("health", -3, 2)],
                                     alerts: [("camera", 12, 9), ("photos", 0, 1)])
        #expect(file.words.quotes == nil)
        #expect(file.words.settings == nil)
        #expect(file.words.health == nil)
        #expect(file.vocabulary == nil)
        #expect(file.alerts("camera") == nil)
        #expect(file.alerts("photos") == nil)
        let right = BuiltInLocaleFile(code: "xx", text: text, sections: [("quotes", 27, 37)], alerts: [])
        #expect(right.words.quotes == ["a", "b"])
        #expect(LocaleFileReader.value([String].self, in: text, at: 27..<37) == ["a", "b"])
        #expect(LocaleFileReader.value([String].self, in: text, at: 27..<38) == nil, "the object's closing brace after the list")
    }

    @Test func theReaderDecodesJSONsEscapesAsJSONDecoderDoes() throws {
        let json = #"{"locale": "x\"y\\z\/\n\t\u00e9\ud83d\udcf7é📷", "quotes": ["\u2018", "’"], "#
            + #""alerts": {"camera": [{"ios": {"from": 17, "through": 18}, "title": "T", "verified": true, "buttons": []}]}, "#
            + #""device": {"contacts": [], "photos": null}}"#
        let fast = try #require(LocaleFileReader.pack(json))
        let slow = try JSONDecoder().decode(LocalePack.self, from: Data(json.utf8))
        #expect(fast.locale == "x\"y\\z/\n\té📷é📷")
        #expect(fast.locale == slow.locale)
        #expect(fast.quotes == slow.quotes)
        #expect(fast.alerts == slow.alerts)
        #expect(fast.words == slow.words)
        for broken in [#"{"locale": "x""#, #"{"locale": "x"} x"#, #"{"locale": tru}"#, "", #"{"locale": 1}"#] {
            #expect(LocaleFileReader.pack(broken) == nil, "\(broken)")
        }
    }

    /// The maps, lists and string enums the reader reads itself (`JSONTreeValue.decode`) give
    /// what their own `Decodable` code gives, and refuse what it refuses.
    @Test func theReadersOwnMapsListsAndStatusesReadAsJSONDecoderReadsThem() throws {
        let json = #"{"locale": "x", "settings": {"names": {"camera": "Camera", "photos": "Photos"}, "#
            + #""choices": {"photos": [{"ios": {"from": 17}, "label": "None", "state": "denied", "status": "verified"}, "#
            + #"{"label": "Full Access", "state": "authorized"}]}}, "#
            + #""health": {"types": {"steps": {"text": "Steps", "status": "weak", "source": "s"}, "sleep": "Sleep"}}, "#
            + #""starters": {"copy": {"camera": {"feature": "Scan", "purpose": "P", "preAlertTitle": "T", "#
            + #""preAlertBody": "B", "done": "D", "settingsPath": "Camera", "settingsTitle": "Off for {app}"}}}, "#
            + #""alerts": {"camera": [{"title": "T", "status": "weak", "source": "s", "buttons": [{"label": "OK", "outcome": "allow", "status": "verified"}]}]}}"#
        let fast = try #require(LocaleFileReader.pack(json))
        let slow = try JSONDecoder().decode(LocalePack.self, from: Data(json.utf8))
        #expect(fast.settings?.names == ["camera": "Camera", "photos": "Photos"])
        #expect(fast.settings?.choices?["photos"]?.map(\.state) == [.denied, .authorized])
        #expect(fast.health?.types?["steps"]?.evidence.status == .weak)
        #expect(fast.words == slow.words)
        #expect(fast.alerts == slow.alerts)
        #expect(try fast.json() == slow.json())
        // A value of the wrong type or a case the enum does not have: no pack, as before.
        for broken in [json.replacingOccurrences(of: #""state": "denied""#, with: #""state": "refused""#),
                       json.replacingOccurrences(of: #""status": "weak", "source": "s", "buttons""#, with: #""status": "sure", "source": "s", "buttons""#),
                       json.replacingOccurrences(of: #""Camera", "photos""#, with: #"1, "photos""#),
                       json.replacingOccurrences(of: #""choices": {"photos": ["#, with: #""choices": {"photos": {"a": "#)] {
            #expect(broken != json)
            #expect(LocaleFileReader.pack(broken) == nil)
            #expect((try? JSONDecoder().decode(LocalePack.self, from: Data(broken.utf8))) == nil)
        }
    }

    /// A high surrogate escape followed by an escape that is no low surrogate: the reader once
    /// subtracted 0xDC00 from the second escape's value and trapped. The lone surrogate reads as
    /// U+FFFD and the escape after it as itself.
    @Test func aLoneHighSurrogateBeforeAnotherEscapeDoesNotTrap() throws {
        #expect(LocaleFileReader.pack(#"{"locale": "\ud800\u0041"}"#)?.locale == "\u{FFFD}A")
        #expect(LocaleFileReader.pack(#"{"locale": "\ud800\ud800\udc00"}"#)?.locale == "\u{FFFD}\u{10000}")
        #expect(LocaleFileReader.pack(#"{"locale": "\udbff\n"}"#)?.locale == "\u{FFFD}\n")
        #expect(LocaleFileReader.pack(#"{"locale": "\ud83d\udcf7"}"#)?.locale == "📷")
    }

    /// A Swift file named a source once and used the name on every alert it stood on; JSON spells
    /// it out each time, so one source can drift into two spellings. Within a file, two sources
    /// that differ only in case, spaces or punctuation are the same source written twice.
    @Test(arguments: BuiltInLocales.locales)
    func noSourceIsSpelledTwoWaysInOneFile(_ locale: String) throws {
        func sources(_ value: Any, into found: inout Set<String>) {
            if let object = value as? [String: Any] {
                for (key, member) in object {
                    if key == "source", let text = member as? String { found.insert(text) } else { sources(member, into: &found) }
                }
            } else if let array = value as? [Any] {
                for item in array { sources(item, into: &found) }
            }
        }
        var found: Set<String> = []
        sources(try JSONSerialization.jsonObject(with: Data(Self.fileText(locale).utf8)), into: &found)
        let ignored = Set(" \t.,;:()[]'\"‘’“”-–—".unicodeScalars)
        let spellings = Dictionary(grouping: found) { source in
            String(String.UnicodeScalarView(source.lowercased().unicodeScalars.filter { !ignored.contains($0) }))
        }
        for (_, alike) in spellings where alike.count > 1 {
            Issue.record("\(locale).json spells one source \(alike.count) ways: \(alike.sorted().map { "\u{201C}\($0)\u{201D}" }.joined(separator: ", "))")
        }
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
    @Test(arguments: BuiltInLocales.locales)
    func noBuiltInListHoldsAPhraseTwice(_ locale: String) throws {
        let pack = try #require(BuiltInLocales.file(locale)?.pack)
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

/// Any JSON value, decoded through the reader's containers (for `membersLeftOutArePassedOverWhateverTheyHold`).
indirect enum JSONValueForTest: Decodable, Equatable {
    case string(String)
    case number(Int)
    case list([JSONValueForTest])
    case object([String: JSONValueForTest])

    init(from decoder: any Decoder) throws {
        if let list = try? decoder.unkeyedContainer() {
            var list = list
            var items: [JSONValueForTest] = []
            while !list.isAtEnd { items.append(try list.decode(JSONValueForTest.self)) }
            self = .list(items)
        } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
            var members: [String: JSONValueForTest] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(JSONValueForTest.self, forKey: key) }
            self = .object(members)
        } else if let number = try? decoder.singleValueContainer().decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try decoder.singleValueContainer().decode(String.self))
        }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
