import Foundation

/// The location button's system titles (CLLocationButtonLabel), as the walker draws them.
public enum LocationButtonTitles {
    /// English titles, which flows use as stable ids in `label:`.
    public static let english = [
        "Current Location", "Send Current Location", "Send My Current Location",
        "Share Current Location", "Share My Current Location",
    ]

    /// Translations by locale, in the order of `english`. Korean: not confirmed from two sources.
    public static let translations: [String: [String]] = [
        "ko": ["현재 위치", "현재 위치 보내기", "나의 현재 위치 보내기", "현재 위치 공유", "나의 현재 위치 공유"],
    ]

    /// The title drawn for `label` in `locale`: the translation when the label is a system
    /// title and the locale has one; the label as written otherwise; empty for glyph only.
    public static func display(_ label: String?, locale: String) -> String {
        guard let label, label.lowercased() != "none" else { return "" }
        if let index = english.firstIndex(where: { $0.caseInsensitiveCompare(label) == .orderedSame }),
           let localized = translations[locale], index < localized.count {
            return localized[index]
        }
        return label
    }
}
