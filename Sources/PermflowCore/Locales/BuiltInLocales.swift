/// The locale files permflow ships: one JSON file per language in this folder, `CODE.json`, in
/// a locale pack's format (docs/locales.md). Every word the simulated iPhone shows in a language
/// comes from its file; the catalog (`SystemAlertCatalog.builtInResources`) holds only behaviour.
/// The EmbedLocaleFiles build plugin carries the files inside the binary (`file`, `fileCodes`);
/// `permflow locales export CODE` prints one back, byte for byte. Adding a language is adding a
/// file here.
public enum BuiltInLocales {
    /// The files, decoded, English first (English is every lookup's last fallback).
    public static var packs: [LocalePack] { fileCodes.compactMap { file($0)?.pack } }

    /// A file from its text (`LocaleFileReader`), each alert text naming the file's locale.
    static func read(_ code: String, _ text: String) -> BuiltInLocaleFile? {
        guard var pack = LocaleFileReader.pack(text) else { return nil }
        pack.alerts = pack.alerts?.mapValues { texts in
            texts.map { text in
                var text = text
                if text.locale.isEmpty { text.locale = code }
                return text
            }
        }
        return BuiltInLocaleFile(pack)
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

/// A built-in locale file, decoded, with what lookups read from it made once: a lookup shares
/// them instead of copying the pack and building its words and lists at every call.
final class BuiltInLocaleFile: Sendable {
    let pack: LocalePack
    let words: LocaleWords
    let vocabulary: Vocabulary?

    init(_ pack: LocalePack) {
        self.pack = pack
        words = pack.words
        vocabulary = pack.vocabulary.map { Vocabulary(locale: pack.locale, lists: $0) }
    }
}
