/// What scanning a text with one prepared word list found, kept by text for every file one linter
/// checks, so a text repeated across an app's flows ("Continue", "Open Settings", the app's purpose
/// strings) is scanned once per list rather than once per screen, rule and file.
///
/// A scan is a pure function of the list and the text, so a kept result is the result. Safe to ask
/// from several threads; two threads that miss the same text at once both scan it, and the first
/// result stored is kept. At most `limit` texts are kept per list: beyond that a text is scanned
/// each time, as without this, so a lint of many distinct texts holds no more than that.
///
/// Figures (docs/benchmarks.md, "Issue 25, fourteenth session"): the copy rules' prefilter and
/// phrase scans cost 52 M of the 593 M a lint of the 100 generated flows counted, on 2,800 texts
/// of which 32 are distinct; with their scans kept the lint counts 554 M.
final class ScansByText<Result>: @unchecked Sendable {
    private let lock = Lock()
    private var kept: [String: Result] = [:]
    let limit: Int

    init(limit: Int = 1024) {
        self.limit = limit
    }

    /// The result of scanning `text`, made by `scan` when it is not kept yet.
    func value(_ text: String, scan: () -> Result) -> Result {
        if let found = lock.withLock({ kept[text] }) { return found }
        let made = scan()
        lock.withLock {
            if kept.count < limit, kept[text] == nil { kept[text] = made }
        }
        return made
    }

    /// How many texts are kept (for tests).
    var count: Int { lock.withLock { kept.count } }
}
