/// How much a problem matters.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    /// Advice only.
    case hint
    /// Fails `lint --strict`.
    case warning
    /// Blocks `walk` and fails `lint`.
    case error

    private var rank: Int {
        switch self {
        case .hint: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem in one flow file: parse errors and rule violations alike.
public struct Diagnostic: Sendable, Hashable, Codable {
    public var path: String
    public var location: SourceLocation
    /// Scalars to underline from `location` (at least 1).
    public var length: Int
    public var severity: Severity
    public var ruleID: String
    public var message: String
    public var hint: String?
    /// The reason given in the flow's `ignore:` when the rule is suppressed there.
    public var suppressedBecause: String?
    /// Where the problem is in an app file's structure (`NSCameraUsageDescription`, a catalog's
    /// `NSCameraUsageDescription › localizations › ko › stringUnit › value`); for a binary property
    /// list, which has no lines, the only place (its `location` is then line 0, column 0).
    public var keyPath: String?
    /// What follows only from this problem, folded under it (`CascadeFolding`): the diagnostics
    /// that go away when its did-you-mean is applied (a link to the screen an unknown `kind`
    /// dropped, the screens only that link reached). Not counted in a report's totals.
    public var followers: [Diagnostic] = []

    // `followers` is the linter's, not part of a recorded diagnostic: a transcript keeps its
    // diagnostics in the shape it always had.
    private enum CodingKeys: String, CodingKey {
        case path, location, length, severity, ruleID, message, hint, suppressedBecause, keyPath
    }

    public init(
        path: String,
        location: SourceLocation,
        length: Int = 1,
        severity: Severity,
        ruleID: String,
        message: String,
        hint: String? = nil,
        suppressedBecause: String? = nil,
        keyPath: String? = nil
    ) {
        self.path = path
        self.location = location
        self.length = max(1, length)
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.hint = hint
        self.suppressedBecause = suppressedBecause
        self.keyPath = keyPath
    }

    /// Whether the problem has a line and column (not one in a binary property list, placed by key path).
    public var hasPosition: Bool { location.line > 0 }

    public var isSuppressed: Bool { suppressedBecause != nil }

    /// Orders by file, then line and column, then rule id, so output is stable.
    public static func ordered(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
