import ArgumentParser
import PermflowCore

/// `permflow`: prototype and check iOS permission flows.
struct PermflowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "permflow",
        abstract: "Prototype, lint and walk iOS permission flows against Apple's Human Interface Guidelines.",
        discussion: """
        A flow file (YAML) declares the screens of an app's permission request: app screens, a \
        pre-alert, the system alert, the location button, Settings hints, and which screen follows \
        each choice. permflow checks it against the HIG ("Accessing private data") and as a flow, \
        walks it in the terminal with iOS's own alerts and a simulated system, and records each \
        walk as a transcript a reviewer can read, replay and verify.

        Start here:
          permflow init camera --app Receipts -o flows/receipts.yaml
          permflow lint flows/receipts.yaml
          permflow walk flows/receipts.yaml          # records to transcripts/
          permflow review transcripts/receipts-*.jsonl -o review.md
          permflow verify transcripts                # in CI
          permflow rules                             # the catalog of checks
        """,
        version: PermflowVersion.current,
        subcommands: [LintCommand.self, WalkCommand.self, RenderCommand.self, RulesCommand.self, ResourcesCommand.self, LocalesCommand.self, InitCommand.self,
                      ReviewCommand.self, ReplayCommand.self, VerifyCommand.self, GraphCommand.self, CoverageCommand.self, ExportCommand.self]
    )
}

enum PermflowVersion {
    static let current = "0.1.0"
}
