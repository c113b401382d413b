/// Totals over a lint run.
public struct LintSummary: Sendable, Codable, Equatable {
    public var files: Int = 0
    public var errors: Int = 0
    public var warnings: Int = 0
    public var hints: Int = 0
    public var suppressed: Int = 0
    public var unusable: Int = 0
    /// Findings a baseline (`--baseline`) held, not reported; nil (and left out of the JSON
    /// report, which stays as it was) without one or when it held none.
    public var baselined: Int?

    public init(reports: [LintReport], baselined: Int = 0) {
        self.baselined = baselined > 0 ? baselined : nil
        files = reports.count
        for report in reports {
            errors += report.errorCount
            warnings += report.warningCount
            hints += report.hintCount
            suppressed += report.suppressedCount
            if report.isUnusable { unusable += 1 }
        }
    }

    /// `3 files, 1 error, 2 warnings, 0 suppressed`
    public var line: String {
        var parts = [Self.count(files, "file"), Self.count(errors, "error"), Self.count(warnings, "warning")]
        if hints > 0 { parts.append(Self.count(hints, "hint")) }
        parts.append("\(suppressed) suppressed")
        if let baselined { parts.append("\(baselined) in the baseline") }
        return parts.joined(separator: ", ")
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// The exit status `lint` returns: 2 when any input was unusable, 1 on errors (or warnings
    /// when strict), else 0.
    public func exitStatus(strict: Bool) -> Int32 {
        if unusable > 0 { return 2 }
        if errors > 0 || (strict && warnings > 0) { return 1 }
        return 0
    }
}
