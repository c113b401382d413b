extension VocabularyTables {
    /// Word lists of the preAlert rules.
    static let preAlert: [String: [String: [String]]] = [
        "en": [:],
        "ko": [:],
    ]
}
