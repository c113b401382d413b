/// The human format: `path:line:col: severity: message [rule-id]`, the source line with the
/// offending text underlined, and the fix hint.
public struct TextReporter: Sendable {
    public var color: Bool
    /// Only the summary line and errors.
    public var quiet: Bool
    /// Also print suppressed diagnostics (marked).
    public var showSuppressed: Bool
    /// Findings a baseline held back, counted in the summary.
    public var baselined = 0

    /// Most characters of a source line shown under a diagnostic.
    static let maxExcerpt = 160

    public init(color: Bool = false, quiet: Bool = false, showSuppressed: Bool = false) {
        self.color = color
        self.quiet = quiet
        self.showSuppressed = showSuppressed
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private func severityLabel(_ severity: Severity) -> String {
        switch severity {
        case .error: paint("error", "1;31")
        case .warning: paint("warning", "1;33")
        case .hint: paint("hint", "1;36")
        }
    }

    /// One diagnostic, with its source excerpt.
    public func format(_ diagnostic: Diagnostic, source: SourceFile?) -> String {
        let suppressed = diagnostic.suppressedBecause.map { " (suppressed: \(ReportText.visible($0)))" } ?? ""
        // A problem in a binary property list has no line: it is placed by its key path.
        let place = diagnostic.hasPosition ? ":\(diagnostic.location.line):\(diagnostic.location.column):"
            : " (\(ReportText.visible(diagnostic.keyPath ?? ""))):"
        var lines = [
            paint("\(ReportText.visible(diagnostic.path))\(place)", "1")
                + " \(severityLabel(diagnostic.severity)): \(ReportText.visible(diagnostic.message))"
                + " [\(diagnostic.ruleID)]\(suppressed)",
        ]
        if let source, source.line(diagnostic.location.line) != nil {
            let lineNumber = diagnostic.location.line
            let number = String(lineNumber)
            let gutter = String(repeating: " ", count: number.count)
            // A very long line (minified YAML, a one-line flow) is shown as a window around the
            // column, so one diagnostic never prints megabytes; the window is cut at the column
            // (SourceFile jumps there), so each excerpt costs what it prints, not the line's length.
            let count = source.scalarCount(ofLine: lineNumber)
            let column = max(0, diagnostic.location.column - 1)
            let windowStart = count > Self.maxExcerpt ? max(0, min(column - Self.maxExcerpt / 2, count - Self.maxExcerpt)) : 0
            let windowEnd = min(count, windowStart + Self.maxExcerpt)
            let leading = windowStart > 0 ? "\u{2026}" : ""
            let trailing = windowEnd < count ? "\u{2026}" : ""
            let window = source.scalars(ofLine: lineNumber, windowStart..<windowEnd)
            let shown = leading + ReportText.visible(String(window)) + trailing
            // Making text visible can widen a character (␛ stays one cell, ⟨U+202E⟩ is 8): measure the shown prefix.
            let prefixEnd = min(max(windowStart, column), windowEnd)
            let spanEnd = min(windowEnd, prefixEnd + diagnostic.length)
            let windowScalars = Array(window.unicodeScalars)
            let spanLower = min(max(0, prefixEnd - windowStart), windowScalars.count)
            let spanUpper = min(max(spanLower, spanEnd - windowStart), windowScalars.count)
            let shownPrefix = leading + ReportText.visible(String(scalars: windowScalars[..<spanLower]))
            let shownSpan = ReportText.visible(String(scalars: windowScalars[spanLower..<spanUpper]))
            let offset = CellWidth.of(shownPrefix)
            let width = max(1, CellWidth.of(shownSpan))
            let marker = "^" + String(repeating: "~", count: width - 1)
            lines.append(" \(number) | \(shown)")
            lines.append(" \(gutter) | \(String(repeating: " ", count: offset))\(paint(marker, diagnostic.severity == .error ? "1;31" : "1;33"))")
        }
        if let hint = diagnostic.hint {
            lines.append("   = \(paint("hint", "1;36")): \(ReportText.visible(hint))")
        }
        lines += followerLines(diagnostic.followers)
        return lines.joined(separator: "\n")
    }

    /// Most followers listed under their root; the rest are counted.
    static let maxFollowersShown = 5

    /// The note under a root listing what follows from it, one line each.
    private func followerLines(_ followers: [Diagnostic]) -> [String] {
        guard !followers.isEmpty else { return [] }
        let count = followers.count
        var lines = ["   = \(paint("note", "1;36")): \(count == 1 ? "1 more follows" : "\(count) more follow") from this and goes away with it:"]
        if count > 1 { lines[0] = lines[0].replacingEvery("goes away", with: "go away") }
        for follower in followers.prefix(Self.maxFollowersShown) {
            lines.append("       \(follower.location): \(follower.severity.rawValue): \(ReportText.visible(follower.message)) [\(follower.ruleID)]")
        }
        if count > Self.maxFollowersShown { lines.append("       … and \(count - Self.maxFollowersShown) more") }
        return lines
    }

    /// The whole run: every report's diagnostics in order, then suppressions and the summary.
    public func format(_ reports: [LintReport]) -> String {
        var blocks: [String] = []
        var suppressions: [String] = []
        for report in reports {
            for diagnostic in report.diagnostics {
                if diagnostic.isSuppressed {
                    suppressions.append("  \(ReportText.visible(diagnostic.path)):\(diagnostic.location) [\(diagnostic.ruleID)] \(ReportText.visible(diagnostic.suppressedBecause ?? ""))")
                    if !showSuppressed { continue }
                }
                if quiet && diagnostic.severity != .error { continue }
                blocks.append(format(diagnostic, source: report.source))
            }
        }
        var output = blocks.joined(separator: "\n\n")
        if !output.isEmpty { output += "\n\n" }
        if !suppressions.isEmpty && !quiet {
            output += "suppressed by `ignore:`:\n" + suppressions.joined(separator: "\n") + "\n"
        }
        output += LintSummary(reports: reports, baselined: baselined).line + "\n"
        return output
    }
}
