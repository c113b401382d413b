/// What the parser noticed that rules report: facts about the file as written, kept whether or
/// not a flow could be built from it (a duplicate key can stop reading before there is one).
///
/// The parser only records these; `flow-duplicate-id` and `flow-unknown-resource` report them,
/// so each rule's messages live in its own file.
public struct ParseFacts: Sendable {
    /// Keys written twice in one mapping, in the composer's order (inner mappings first, then by
    /// key text), not always the file's.
    public var duplicateKeys: [DuplicateKey]
    /// Resource names the catalog does not know, where they are written (`resource`, `collects`
    /// and `launch-request`), in reading order.
    public var unknownResources: [Located<String>]
    /// Resources the catalog knows that do not exist on the flow's iOS version (AlarmKit before
    /// iOS 26), where they are written, with that version.
    public var absentResources: [(resource: Located<String>, ios: Int)] = []
    /// The did-you-mean fixes of parse-level unknown keys and values (`lable` → `label`, kind
    /// `prealert` → `pre-alert`), in reading order: the linter applies each to the text and
    /// lints again, and folds what goes away under the root (`CascadeFolding`).
    public var repairs: [Repair] = []

    public init(duplicateKeys: [DuplicateKey] = [], unknownResources: [Located<String>] = []) {
        self.duplicateKeys = duplicateKeys
        self.unknownResources = unknownResources
    }

    /// No facts: what a flow built in code, not read from a file, has.
    public static let none = ParseFacts()
}

/// A key written a second time in the same mapping.
public struct DuplicateKey: Sendable, Equatable {
    /// Where the duplicate sits, which decides how it is worded.
    public enum Place: Sendable, Equatable {
        /// A second screen with the same id under `screens:`.
        case screens
        /// Any other block mapping.
        case mapping
        /// A repeat written after another entry on its line (a one-line `{…}` mapping): `key` is
        /// the first occurrence, and reading stopped there.
        case unreachable
    }

    /// The key as YAML reads it, located at its later occurrence (at its first when `unreachable`),
    /// with the length it is written with (quotes included).
    public var key: Located<String>
    /// Where the key is first written.
    public var first: SourceLocation
    public var place: Place

    public init(key: Located<String>, first: SourceLocation, place: Place) {
        self.key = key
        self.first = first
        self.place = place
    }
}

/// The one-token fix a did-you-mean suggests for a parse-level unknown key or value: the text
/// written at `location` (exactly as in the source, so it can be replaced there) and what it
/// should say.
public struct Repair: Sendable, Equatable {
    /// The rule of the diagnostic this fix answers, at `location`.
    public var ruleID: String
    public var location: SourceLocation
    public var written: String
    public var replacement: String
}
