extension VocabularyTables {
    /// Word lists of the locationButton rules.
    static let locationButton: [String: [String: [String]]] = [
        "en": [:],
        "ko": [:],
    ]
}
