import Foundation

/// A regular expression compiled the first time a text gets past its prefilter.
///
/// ICU's first compile in a process builds its static character sets (about 8 M instructions,
/// a third of a one-screen lint), and clean copy is ruled out by the prefilters before any
/// regular expression runs: so a clean flow compiles none. Shared by every file of a lint run
/// (on several threads), hence the lock; `NSRegularExpression` itself is safe to match with
/// from several threads.
final class LazyRegex: @unchecked Sendable {
    let pattern: String
    private let options: NSRegularExpression.Options
    private let lock = NSLock()
    private var compiled: NSRegularExpression??

    init(_ pattern: String, options: NSRegularExpression.Options = []) {
        self.pattern = pattern
        self.options = options
    }

    /// The compiled expression, or nil when the pattern does not compile (lists are data: a bad
    /// entry in a locale pack is skipped, never fatal).
    var regex: NSRegularExpression? {
        lock.lock()
        defer { lock.unlock() }
        if let compiled { return compiled }
        let regex = try? NSRegularExpression(pattern: pattern, options: options)
        compiled = .some(regex)
        return regex
    }
}
