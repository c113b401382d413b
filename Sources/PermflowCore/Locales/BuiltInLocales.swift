/// The locale files permflow ships: one JSON file per language in this folder, `CODE.json`, in
/// a locale pack's format (docs/locales.md). Every word the simulated iPhone shows in a language
/// comes from its file; the catalog (`SystemAlertCatalog.builtInResources`) holds only behaviour.
/// The EmbedLocaleFiles build plugin carries the files inside the binary (`file`, `fileCodes`);
/// `permflow locales export CODE` prints one back, byte for byte. Adding a language is adding a
/// file here.
public enum BuiltInLocales {
    /// The files, decoded, English first (English is every lookup's last fallback).
    public static var packs: [LocalePack] { fileCodes.compactMap(file) }

    /// A file's pack from its text (`LocaleFileReader`), its alert texts naming no locale: the
    /// file's own, given when the pack is applied.
    static func read(_ code: String, _ text: String) -> LocalePack? {
        LocaleFileReader.pack(text)
    }

    /// The catalog and the vocabularies with every built-in file applied.
    static let loaded: (catalog: SystemAlertCatalog, vocabularies: VocabularyStore) = {
        var catalog = SystemAlertCatalog(resources: SystemAlertCatalog.builtInResources, words: [:])
        var vocabularies = VocabularyStore(tables: [])
        for pack in packs { pack.apply(to: &vocabularies, catalog: &catalog, builtIn: true) }
        return (catalog, vocabularies)
    }()

    static var catalog: SystemAlertCatalog { loaded.catalog }
    static var vocabularies: VocabularyStore { loaded.vocabularies }

    /// How iOS quotes an app's name in Korean: single curly quotes (‘App’).
    static let singleQuotes = ["‘", "’"]

    /// The marks that end a sentence in Japanese and Chinese: the full-width stops (。 and ．),
    /// and the question and exclamation marks in either width.
    static let fullWidthStops = ["。", "．"]
    static let fullWidthSentenceEnds = fullWidthStops + ["！", "？", "!", "?"]

    /// The built-in locales' codes, English first.
    public static var locales: [String] { fileCodes }
}
