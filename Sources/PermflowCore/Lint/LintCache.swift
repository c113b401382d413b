import Foundation

/// Work shared by every file one `Linter` checks: word lists prepared for matching, compiled
/// patterns, the look of the system alerts per locale. Built on first use, then only read.
///
/// Without it each rule re-normalized its lists and recompiled its patterns for every file,
/// which cost more than parsing and checking together (see docs/benchmarks.md).
public final class LintCache: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    public init() {}

    /// The value stored under `key`, made by `make` the first time. `make` runs outside the
    /// lock (two threads may both make it; one result is kept), so it may use the cache itself.
    func value<T>(_ key: String, _ make: () -> T) -> T {
        lock.lock()
        if let existing = values[key] as? T {
            lock.unlock()
            return existing
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let existing = values[key] as? T { return existing }
        values[key] = made
        return made
    }
}
