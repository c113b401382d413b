extension VocabularyTables {
    /// Word lists of the misleading rules.
    static let misleading: [String: [String: [String]]] = [
        "en": [:],
        "ko": [:],
    ]
}
