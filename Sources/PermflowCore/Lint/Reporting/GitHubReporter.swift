/// GitHub Actions workflow commands: each diagnostic becomes an annotation on the pull request.
public struct GitHubReporter: Sendable {
    /// Findings a baseline held back, counted in the summary.
    public var baselined: Int

    public init(baselined: Int = 0) { self.baselined = baselined }

    /// Escapes per the workflow-command rules: `%`, CR and LF in data; also `:` and `,` in properties.
    /// Callers make the text visible first (control characters as `␛` …), keeping the line
    /// breaks a message means, which become `%0A`.
    public static func escapeData(_ text: String) -> String {
        text.replacingEvery("%", with: "%25").replacingEvery("\r", with: "%0D").replacingEvery("\n", with: "%0A")
    }

    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
    }

    /// One workflow command (`::error file=…,line=…::message`): every field made visible and
    /// escaped, so no text can end the command or start another.
    public static func command(_ kind: String, file: String, line: Int? = nil, column: Int? = nil, endColumn: Int? = nil,
                               title: String, message: String) -> String {
        var properties = ["file=\(escapeProperty(VisibleText.sanitize(file)))"]
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        if let endColumn { properties.append("endColumn=\(endColumn)") }
        properties.append("title=\(escapeProperty(VisibleText.sanitize(title)))")
        return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(VisibleText.sanitize(message, keepNewlines: true)))"
    }

    public func format(_ reports: [LintReport]) -> String {
        ReportText.linePerFinding(reports, baselined: baselined) { d in
            let command = switch d.severity {
            case .error: "error"
            case .warning: "warning"
            case .hint: "notice"
            }
            var message = ReportText.annotation(d)
            var properties = ["file=\(Self.escapeProperty(ReportText.visible(d.path)))"]
            if d.hasPosition {
                properties += ["line=\(d.location.line)", "col=\(d.location.column)", "endColumn=\(d.location.column + d.length)"]
            } else if let keyPath = d.keyPath {
                // A binary property list: the annotation is on the file, the key path in the message.
                message = ReportText.visible(keyPath) + ": " + message
            }
            properties.append("title=\(Self.escapeProperty("permflow \(d.ruleID)"))")
            return "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))"
        }
    }
}
