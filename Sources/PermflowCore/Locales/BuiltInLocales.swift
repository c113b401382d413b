/// The locale files permflow ships: one per language in this folder, each a `LocalePack` value
/// with the fields of a pack's JSON (docs/locales.md). Every word the simulated iPhone shows in a
/// language comes from its file; the catalog (`SystemAlertCatalog.builtInResources`) holds only
/// behaviour. `permflow locales export CODE` prints a file as a pack, and a test reads every file
/// back from that JSON, so a pack can carry everything a built-in file carries.
///
/// Why Swift values and not the JSON text: decoding English's JSON with `JSONDecoder` took 49 M
/// instructions, where a whole scripted walk takes 27 M (docs/benchmarks.md, "Locales as
/// data"); building the values costs what the tables they replace cost. Adding a language is
/// adding a file here and naming it in `packs`.
public enum BuiltInLocales {
    /// The files, English first: English is every lookup's last fallback.
    public static let packs: [LocalePack] = [english, korean, german, french, spanish, japanese, simplifiedChinese, traditionalChinese, italian,
        brazilianPortuguese]

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

    /// The built-in locales' codes.
    public static var locales: [String] { packs.map(\.locale) }
}
