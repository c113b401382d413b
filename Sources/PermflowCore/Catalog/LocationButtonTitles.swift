/// The location button's system titles (CLLocationButtonLabel), as the walker draws them.
///
/// The titles are data: the vocabulary's `system-titles` list, index-aligned across locales
/// (see `VocabularyTables+LocationButton.swift`), so lint and the walker read one table and a
/// locale pack can add a translation.
public enum LocationButtonTitles {
    /// The title drawn for `label` in `locale`: the translation when the label is a system
    /// title and the locale has one; the label as written otherwise; empty for glyph only.
    public static func display(_ label: String?, locale: String, vocabularies: VocabularyStore = .standard) -> String {
        guard let label, label.lowercased() != "none" else { return "" }
        let english = vocabularies.vocabulary(for: "en").list(.systemTitles)
        let localized = vocabularies.vocabulary(for: locale).list(.systemTitles)
        if let index = english.firstIndex(where: { $0.lowercased() == label.lowercased() }), index < localized.count {
            return localized[index]
        }
        return label
    }
}
