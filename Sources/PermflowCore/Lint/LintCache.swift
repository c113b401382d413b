/// Work shared by every file one `Linter` checks: word lists prepared for matching, compiled
/// patterns, the look of the system alerts per locale. Built on first use, then only read.
///
/// Without it each rule re-normalized its lists and recompiled its patterns for every file,
/// which cost more than parsing and checking together (see docs/benchmarks.md).
public final class LintCache: @unchecked Sendable {
    private let lock = Lock()
    /// Keyed by kind, parts and the value's type: a key can only ever find a value of its own
    /// type, so the cast on the way out cannot fail.
    private var values: [Slot: Any] = [:]

    private struct Slot: Hashable {
        var kind: LintCacheKind
        var parts: [String]
        var type: ObjectIdentifier
    }

    public init() {}

    /// The value stored under `key`, made by `make` the first time. `make` runs outside the
    /// lock (two threads may both make it; one result is kept), so it may use the cache itself.
    func value<T>(_ key: LintCacheKey<T>, _ make: () -> T) -> T {
        let slot = Slot(kind: key.kind, parts: key.parts, type: ObjectIdentifier(T.self))
        lock.lock()
        if let existing = values[slot] as? T {
            lock.unlock()
            return existing
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let existing = values[slot] as? T { return existing }
        values[slot] = made
        return made
    }
}

/// What a `LintCache` entry holds: one case per kind of shared work, so a misspelt kind is a
/// compile error, not a cache miss.
enum LintCacheKind: String, Sendable {
    case copyLists, patternRegex, copyPatternMatches, properNouns, passiveLists, placeholderWords
    case purposePrepared, purposeFragments, purposeCommonNouns, systemAlertLook
    /// Per file (`LintContext.fileCache`).
    case purposeStrings, permissionStates, copyNearAlert
}

/// A typed key: the kind, what it depends on (locale, list, …), and the type of the value.
struct LintCacheKey<Value> {
    var kind: LintCacheKind
    var parts: [String]

    init(_ kind: LintCacheKind, _ parts: String...) {
        self.kind = kind
        self.parts = parts
    }
}
