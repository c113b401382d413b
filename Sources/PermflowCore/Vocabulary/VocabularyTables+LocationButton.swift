extension VocabularyTables {
    /// Word lists of the location-button rules.
    ///
    /// `system-titles` are the titles Core Location draws on a location button
    /// (CLLocationButtonLabel / LocationButton.Title), in the SAME ORDER in every locale: the
    /// n-th entry of a locale is the translation of the n-th English one. Flows name a title by
    /// its English text (a stable id); location-button-label also accepts a declared locale's own
    /// titles, and location-button-fits measures each declared locale's translation. A locale
    /// without the list is measured with the English titles.
    static let locationButton: [String: [String: [String]]] = [
        "en": [
            "system-titles": [
                "Current Location", "Send Current Location", "Send My Current Location",
                "Share Current Location", "Share My Current Location",
            ],
        ],
        "ko": [
            // Unverified: no public source confirmed Core Location's Korean titles; these are the
            // translations Apple's Korean UI uses for the same words (현재 위치 = Current Location,
            // 보내기 = Send, 공유 = Share, 나의 = My). Correct them here when confirmed.
            "system-titles": [
                "현재 위치", "현재 위치 보내기", "나의 현재 위치 보내기",
                "현재 위치 공유", "나의 현재 위치 공유",
            ],
        ],
    ]
}
