import ArgumentParser
import PermflowCore

/// `permflow`: prototype and check iOS permission flows.
struct PermflowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "permflow",
        abstract: "Prototype, lint and walk iOS permission flows against Apple's Human Interface Guidelines.",
        version: PermflowVersion.current,
        subcommands: [LintCommand.self]
    )
}

enum PermflowVersion {
    static let current = "0.1.0"
}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lint", abstract: "Check flow files.")
    @Argument var paths: [String] = ["flows"]
    func run() throws {
        let linter = Linter()
        for path in paths {
            let report = linter.lint(contentsOf: path)
            for d in report.diagnostics { print("\(d.path):\(d.location): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]") }
        }
    }
}
