extension VocabularyTables {
    /// Word lists of the timing rules.
    static let timing: [String: [String: [String]]] = [
        "en": [:],
        "ko": [:],
    ]
}
