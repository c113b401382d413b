/// The location button's system titles (CLLocationButtonLabel), as the walker draws them.
///
/// The titles are data: each locale file's `system-titles` list, index-aligned across locales,
/// which lint reads as a word list and the catalog keeps for drawing, so a locale pack's
/// translation is both checked and drawn.
public enum LocationButtonTitles {
    /// The title drawn for `label` in `locale`: the translation when the label is a system
    /// title and the locale has one; the label as written otherwise; empty for glyph only.
    public static func display(_ label: String?, locale: String, catalog: SystemAlertCatalog = .standard) -> String {
        guard let label, label.lowercased() != "none" else { return "" }
        let english = catalog.locationTitles(locale: "en")
        let localized = catalog.locationTitles(locale: locale)
        if let index = english.firstIndex(where: { $0.lowercased() == label.lowercased() }), index < localized.count {
            return localized[index]
        }
        return label
    }
}
