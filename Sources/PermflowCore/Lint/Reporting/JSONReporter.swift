#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
/// The machine format: one JSON document with every file's diagnostics and the totals.
public struct JSONReporter: Sendable {
    /// Findings a baseline held back, counted in the summary.
    public var baselined: Int

    public init(baselined: Int = 0) { self.baselined = baselined }

    struct Document: Codable {
        var version = 1
        var files: [File]
        var summary: LintSummary
    }

    struct File: Codable {
        var path: String
        var usable: Bool
        var diagnostics: [Entry]
    }

    struct Entry: Codable {
        var line: Int
        var column: Int
        var length: Int
        var severity: Severity
        var rule: String
        var message: String
        var hint: String?
        var suppressed: String?
        /// In an app file: where the value is in its structure (line and column are 0 in a binary plist).
        var keyPath: String?
        /// What follows only from this problem (`CascadeFolding`), not counted on its own.
        var follows: [Entry]?

        init(_ d: Diagnostic) {
            line = d.location.line
            column = d.location.column
            length = d.length
            severity = d.severity
            rule = d.ruleID
            message = d.message
            hint = d.hint
            suppressed = d.suppressedBecause
            keyPath = d.keyPath
            follows = d.followers.isEmpty ? nil : d.followers.map(Entry.init)
        }
    }

    public func format(_ reports: [LintReport]) -> String {
        let document = Document(
            files: reports.map { report in
                File(path: report.path, usable: !report.isUnusable, diagnostics: report.diagnostics.map(Entry.init))
            },
            summary: LintSummary(reports: reports, baselined: baselined))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        // Flow text quoted in messages stays exact, but never reaches a terminal raw.
        return ReportText.escapingJSON(text) + "\n"
    }
}
