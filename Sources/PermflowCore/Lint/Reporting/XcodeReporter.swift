/// `--format xcode`: one line per finding in the form Xcode's build log turns into an issue in
/// the Issue navigator and the editor, as a Run Script build phase prints it:
/// `/path/flows/camera.yaml:34:13: error: message [rule-id]`. A hint is a `note:`. A finding in
/// a binary property list, which has no lines, is placed on the file's first line with its key
/// path leading the message, so Xcode still shows it on the file. Then the summary line.
public struct XcodeReporter: Sendable {
    public var baselined: Int

    public init(baselined: Int = 0) { self.baselined = baselined }

    public func format(_ reports: [LintReport]) -> String {
        ReportText.linePerFinding(reports, baselined: baselined) { d in
            // Xcode's words are error, warning and note.
            let severity = d.severity == .hint ? "note" : d.severity.rawValue
            let place = d.hasPosition ? "\(d.location.line):\(d.location.column)" : "1:1"
            var message = ReportText.visible(d.message)
            if !d.hasPosition, let keyPath = d.keyPath.map(ReportText.visible), !message.hasPrefix(keyPath) {
                message = keyPath + ": " + message
            }
            if let hint = d.hint { message += " (\(ReportText.visible(hint)))" }
            return "\(ReportText.visible(d.path)):\(place): \(severity): \(message) [\(d.ruleID)]"
        }
    }
}
