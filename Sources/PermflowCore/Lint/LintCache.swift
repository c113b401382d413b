/// Work shared by every file one `Linter` checks: word lists prepared for matching, compiled
/// patterns, the look of the system alerts per locale. Built on first use, then only read.
///
/// Without it each rule re-normalized its lists and recompiled its patterns for every file,
/// which cost more than parsing and checking together (see docs/benchmarks.md).
public final class LintCache: @unchecked Sendable {
    private let lock = Lock()
    /// One cell per key, made on first ask; keyed by kind, parts and the value's type: a key can
    /// only ever find a cell of its own type, so the cast on the way out cannot fail.
    private var cells: [Slot: AnyObject] = [:]

    private struct Slot: Hashable {
        var kind: LintCacheKind
        var parts: [String]
        var type: ObjectIdentifier
    }

    /// Where one value is made and kept. Its own lock, held while the value is made, so that two
    /// threads asking for it at once make it once: the second waits for the first (both threads
    /// of a lint reach the first file's purpose strings together, and each compiled the same
    /// patterns; docs/benchmarks.md, "Issue 25, fourteenth session").
    private final class Cell<Value>: @unchecked Sendable {
        let lock = Lock()
        var value: Value?
    }

    public init() {}

    /// The value stored under `key`, made by `make` the first time, once: a thread that asks
    /// while another makes it waits for that one's value. `make` may ask the cache for other
    /// keys (a pattern's matches ask for the compiled pattern), never for its own key.
    func value<T>(_ key: LintCacheKey<T>, _ make: () -> T) -> T {
        let slot = Slot(kind: key.kind, parts: key.parts, type: ObjectIdentifier(T.self))
        let cell: Cell<T> = lock.withLock {
            if let existing = cells[slot] as? Cell<T> { return existing }
            let made = Cell<T>()
            cells[slot] = made
            return made
        }
        return cell.lock.withLock {
            if let kept = cell.value { return kept }
            let made = make()
            cell.value = made
            return made
        }
    }
}

/// What a `LintCache` entry holds: one case per kind of shared work, so a misspelt kind is a
/// compile error, not a cache miss. No raw value: a `String` one would make every lookup hash the
/// kind's name (`RawRepresentable`'s default `hash(into:)`) instead of its case.
enum LintCacheKind: Sendable {
    case copyLists, patternRegex, properNouns, passiveLists, placeholderWords
    case purposePrepared, purposeFragments, purposeCommonNouns, systemAlertLook, imitationScans
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
