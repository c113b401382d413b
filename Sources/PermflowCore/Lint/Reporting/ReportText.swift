/// Flow text and file paths made safe for a lint report, whichever reporter prints them.
///
/// A report quotes flow text (a target id, a button title, an `ignore:` reason), echoes source
/// lines under diagnostics and names files, all of which can hold characters that act on a
/// terminal or a log viewer: escape sequences, C1 controls, bidirectional overrides and
/// isolates, and line or paragraph separators that forge an extra line of output.
enum ReportText {
    /// A line-per-finding report (GitHub's, Xcode's): `line` for each diagnostic not suppressed,
    /// in report order, then the summary line, each line ending in a newline.
    static func linePerFinding(_ reports: [LintReport], baselined: Int, _ line: (Diagnostic) -> String) -> String {
        var lines = reports.flatMap { $0.diagnostics.filter { !$0.isSuppressed }.map(line) }
        lines.append(LintSummary(reports: reports, baselined: baselined).line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `VisibleText.sanitize`, and the line and paragraph separators (U+2028, U+2029) shown as
    /// `⟨U+2028⟩` too when it leaves them as they are.
    static func visible(_ text: String) -> String {
        let shown = VisibleText.sanitize(text)
        guard shown.unicodeScalars.contains(where: { $0.value == 0x2028 || $0.value == 0x2029 }) else { return shown }
        var result = ""
        result.unicodeScalars.reserveCapacity(shown.unicodeScalars.count)
        for scalar in shown.unicodeScalars {
            switch scalar.value {
            case 0x2028: result += "\u{27E8}U+2028\u{27E9}"
            case 0x2029: result += "\u{27E8}U+2029\u{27E9}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A diagnostic as one annotation's text (GitHub's, SARIF's): the message, its hint on the next
    /// line, and what is folded under it (`CascadeFolding`) in one more line; made visible.
    static func annotation(_ d: Diagnostic) -> String {
        var message = visible(d.message)
        if let hint = d.hint { message += "\n" + visible(hint) }
        if !d.followers.isEmpty {
            message += "\n\(d.followers.count) more follow from this: " + d.followers.map {
                "\($0.location) \(visible($0.message)) [\($0.ruleID)]"
            }.joined(separator: "; ")
        }
        return message
    }

    /// Whether a scalar outside ASCII is a control, format, line or paragraph separator
    /// character: the ones a JSON report writes as `\u` escapes.
    static func needsJSONEscape(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x7F else { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// Encoded JSON with every control, format and separator character outside ASCII written
    /// as a `\u` escape (a surrogate pair above U+FFFF). Such characters only occur inside JSON
    /// strings, so the document decodes to the same values, and its bytes are plain to print.
    static func escapingJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: needsJSONEscape) else { return json }
        var result = ""
        result.unicodeScalars.reserveCapacity(json.unicodeScalars.count)
        for scalar in json.unicodeScalars {
            guard needsJSONEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                result += "\\u" + String(unit, radix: 16, uppercase: true).leftPadded(to: 4)
            }
        }
        return result
    }
}
