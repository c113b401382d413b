extension VocabularyTables {
    /// Word lists of the purpose rules.
    static let purpose: [String: [String: [String]]] = [
        "en": [:],
        "ko": [:],
    ]
}
