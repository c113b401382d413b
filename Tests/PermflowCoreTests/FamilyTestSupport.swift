import Testing
@testable import PermflowCore

/// One diagnostic a rule family's table expects: the rule, where it points, how severe it is and
/// what it says.
struct Expected: Equatable, CustomStringConvertible {
    var rule: String
    var line: Int
    var column: Int
    var severity: Severity
    var message: String

    init(_ rule: String, _ line: Int, _ column: Int, _ message: String) {
        self.init(rule, line, column, .error, message)
    }

    init(_ rule: String, _ line: Int, _ column: Int, _ severity: Severity, _ message: String) {
        self.rule = rule
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    var description: String { "\(line):\(column) \(severity) [\(rule)] \(message)" }

    /// What `report` says from the rules of `family`, in report order.
    static func found(in report: LintReport, family: Set<String>) -> [Expected] {
        report.diagnostics.filter { family.contains($0.ruleID) }.map {
            Expected($0.ruleID, $0.location.line, $0.location.column, $0.severity, $0.message)
        }
    }
}

extension LintReport {
    /// Every diagnostic as `line:column [rule] message`, for a failed expectation's comment.
    var listed: String { "\(diagnostics.map { "\($0.location) [\($0.ruleID)] \($0.message)" })" }
}

/// `screens` (written indented under `screens:`, as in a flow file) in the bare demo app of
/// `ExampleFlow`, without a home: the flow starts at the first screen, `header` lines (each ending
/// in a newline) come before `start:`, and the end screen `done` is added when a screen goes to it
/// and none defines it.
func demoFlow(header: String = "", _ screens: String) -> String {
    ExampleFlow(name: "Test", app: "Demo", header: header.isEmpty ? nil : String(header.dropLast()), stock: ExampleFlow.doneScreen)
        .expand(indented: screens)
}

extension ExampleFlow {
    /// The end screen most small flows finish at, as a stock screen: added when a screen goes to `done`.
    static let doneScreen = "done:\n  kind: end\n  title: Done"

    /// `expand(_:)` for screens written indented under `screens:` (two spaces), as in a flow file.
    func expand(indented screens: String) -> String {
        expand(screens.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("  ") ? $0.dropFirst(2) : $0 }.joined(separator: "\n"))
    }
}
