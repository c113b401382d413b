import PatternReading

/// The locale files permflow ships: one JSON file per language in this folder, `CODE.json`, in
/// a locale pack's format (docs/locales.md). Every word the simulated iPhone shows in a language
/// comes from its file; the catalog (`SystemAlertCatalog.builtInResources`) holds only behaviour.
/// The EmbedLocaleFiles build plugin carries the files inside the binary (`file`, `fileCodes`);
/// `permflow locales export CODE` prints one back, byte for byte. Adding a language is adding a
/// file here.
public enum BuiltInLocales {
    /// The files, decoded, English first (English is every lookup's last fallback).
    public static var packs: [LocalePack] { fileCodes.compactMap { file($0)?.pack } }

    /// A file from its text, where its sections (`sections`) and its alerts' resources
    /// (`alerts`) lie in it, as UTF-8 offsets, and its pattern lists' prefilters by list name
    /// (`RegexPrefilter.encoded`): the EmbedLocaleFiles plugin works them out at build time.
    /// Nothing is read here; each part is read the first time a run asks for it.
    static func read(_ code: String, _ text: String, sections: [(String, Int, Int)], alerts: [(String, Int, Int)],
                     prefilters: [(String, String)]) -> BuiltInLocaleFile {
        BuiltInLocaleFile(code: code, text: text, sections: sections, alerts: alerts, prefilters: prefilters)
    }

    /// The catalog and the vocabularies over the built-in files. Neither reads a file until a
    /// lookup needs its locale: an English walk reads English only, where decoding all ten took
    /// 67 M instructions (docs/benchmarks.md, "Locale files in the binary"). A file is decoded
    /// once, by whichever thread asks first (`file`'s static constants).
    static var catalog: SystemAlertCatalog {
        var resources = SystemAlertCatalog.builtInResources
        for index in resources.indices { resources[index].builtInTexts = true }
        return SystemAlertCatalog(resources: resources, builtInWords: true)
    }

    static var vocabularies: VocabularyStore { VocabularyStore(builtIn: true) }

    /// The built-in locales' codes, English first.
    public static var locales: [String] { fileCodes }
}

/// A built-in locale file, read part by part: the word lists, each alert resource's texts, the
/// other words and the whole pack are each read from their own bytes of the file the first time a
/// lookup asks, then kept and shared. A scripted walk in English reads the lists, its flow's alert
/// and the words, not the other 21 resources' texts (docs/benchmarks.md, "speed25k"). A part
/// that does not read is nil, as a whole file that does not read was; a test reads every part of
/// every file and compares it with the whole file read by `JSONDecoder`.
final class BuiltInLocaleFile: @unchecked Sendable {
    let code: String
    private let text: String
    private let sections: [String: Range<Int>]
    private let alertSections: [String: Range<Int>]
    /// Each pattern list's prefilters as the embedder wrote them, by list name.
    private let encodedPrefilters: [(String, String)]
    private let lock = Lock()
    /// Parts read so far (guarded by `lock`).
    private var lists: [String: [String]]??
    private var keptVocabulary: Vocabulary??
    private var keptWords = LocaleWords()
    private var wordParts: Set<LocaleWords.Part> = []
    private var keptAlerts: [String: [AlertText]?] = [:]
    private var keptLookWords: [String: [AlertLookWords]?] = [:]
    private var keptPack: LocalePack??

    init(code: String, text: String, sections: [(String, Int, Int)], alerts: [(String, Int, Int)], prefilters: [(String, String)] = []) {
        self.code = code
        self.text = text
        self.sections = Self.ranges(sections)
        self.alertSections = Self.ranges(alerts)
        self.encodedPrefilters = prefilters
    }

    /// Ranges by name; an impossible one is left out (its part then reads as absent).
    private static func ranges(_ list: [(String, Int, Int)]) -> [String: Range<Int>] {
        var ranges: [String: Range<Int>] = [:]
        for (name, start, end) in list where start >= 0 && start <= end && ranges[name] == nil { ranges[name] = start..<end }
        return ranges
    }

    /// The whole file, decoded, each alert text naming the file's locale.
    var pack: LocalePack? {
        lock.withLock {
            if let kept = keptPack { return kept }
            var pack = LocaleFileReader.pack(text)
            if let alerts = pack?.alerts { pack?.alerts = alerts.mapValues(named) }
            keptPack = pack
            return pack
        }
    }

    /// The file's word lists.
    var vocabulary: Vocabulary? {
        lock.withLock {
            if let kept = keptVocabulary { return kept }
            let vocabulary = listsLocked().map { Vocabulary(locale: code, lists: $0) }
            keptVocabulary = vocabulary
            return vocabulary
        }
    }

    /// The file's words besides its lists and alerts (`LocalePack.words`).
    var words: LocaleWords { words(reading: Set(LocaleWords.Part.allCases)) }

    /// The file's words with at least `parts` read (a walk's catalog asks for Settings' words and
    /// the quotes; the Health sheet's and `permflow init`'s words are most of the rest).
    func words(reading parts: Set<LocaleWords.Part>) -> LocaleWords {
        lock.withLock {
            for part in parts where wordParts.insert(part).inserted {
                switch part {
                case .quotes: keptWords.quotes = section("quotes")
                case .settings: keptWords.settings = section("settings")
                case .health: keptWords.health = section("health")
                case .trackingSheet: keptWords.trackingSheet = section("trackingSheet")
                case .device: keptWords.device = section("device")
                case .locationTitles: keptWords.locationTitles = listsLocked()?[VocabularyList.systemTitles.rawValue]
                case .starters: keptWords.starters = section("starters")
                case .language: keptWords.language = section("language")
                }
            }
            return keptWords
        }
    }

    /// The file's alert texts of resource `id`, each naming the file's locale.
    func alerts(_ id: String) -> [AlertText]? {
        lock.withLock {
            if let kept = keptAlerts[id] { return kept }
            let texts = alertSections[id].flatMap { LocaleFileReader.value([AlertText].self, in: text, at: $0) }.map(named)
            keptAlerts[id] = texts
            return texts
        }
    }

    /// The words of the file's alert texts of resource `id` that a system alert's look is made
    /// of, each naming the file's locale: from the texts when they were read whole, else read
    /// for the words alone (`AlertLookWords`).
    func lookWords(_ id: String) -> [AlertLookWords]? {
        lock.withLock {
            if let kept = keptLookWords[id] { return kept }
            let words: [AlertLookWords]?
            if let texts = keptAlerts[id] {
                words = texts?.map { AlertLookWords($0) }
            } else {
                words = alertSections[id].flatMap { LocaleFileReader.value([AlertLookWords].self, in: text, at: $0, leavingOut: AlertLookWords.unread) }?.map { words in
                    var words = words
                    if (words.locale ?? "").isEmpty { words.locale = code }
                    return words
                }
            }
            keptLookWords[id] = words
            return words
        }
    }

    /// The prefilters of the file's pattern list `name`, one for each of its entries in order,
    /// as the build worked them out (`RegexPrefilter(pattern:)` on each entry, in the
    /// LocaleFileEmbedder); nil for a list it did not prepare or whose prefilters do not read.
    /// Read each time it is asked: the lint keeps what it makes of a list (`CopyScanner.Lists`).
    func prefilters(_ name: VocabularyList) -> [RegexPrefilter]? {
        guard let encoded = encodedPrefilters.first(where: { $0.0 == name.rawValue })?.1,
              let prefilters = RegexPrefilter.decoded(encoded),
              prefilters.count == vocabulary?.list(name).count else { return nil }
        return prefilters
    }

    /// Section `name` of the file, nil when the file has none or it does not read.
    private func section<Value: Decodable>(_ name: String) -> Value? {
        sections[name].flatMap { LocaleFileReader.value(Value.self, in: text, at: $0) }
    }

    /// The lists, read once; called with the lock held.
    private func listsLocked() -> [String: [String]]? {
        if let kept = lists { return kept }
        let read: [String: [String]]? = section("vocabulary")
        lists = read
        return read
    }

    /// `texts`, those that name no locale naming the file's.
    private func named(_ texts: [AlertText]) -> [AlertText] {
        texts.map { text in
            var text = text
            if text.locale.isEmpty { text.locale = code }
            return text
        }
    }
}
