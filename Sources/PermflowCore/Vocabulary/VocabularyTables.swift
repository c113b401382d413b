/// The built-in word lists, one table per rule family: locale → list name → phrases.
///
/// Each family's table is in its own file (`VocabularyTables+Family.swift`); this list
/// gathers them.
public enum VocabularyTables {
    public static let all: [[String: [String: [String]]]] = [
        preAlert, misleading, timing, purpose, locationButton,
    ]
}
