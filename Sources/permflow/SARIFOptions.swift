import ArgumentParser
import PermflowCore

/// What `--format sarif` of `lint` and `verify` can be told beyond the findings.
struct SARIFOptions: ParsableArguments {
    @Option(name: .customLong("docs-url"), help: ArgumentHelp(
        "With --format sarif: the address permflow's docs/ folder is published at; each rule's helpUri is URL/rules.md#RULE-ID (default: none; the help is inline).",
        discussion: "An absolute URI, e.g. https://github.com/OWNER/permflow/blob/v0.1.0/docs/; `docs-url:` in .permflow.yaml sets it too.",
        valueName: "url"))
    var docsURL: String?

    func validate() throws {
        if let docsURL, let problem = SARIFLog.documentationProblem(docsURL) {
            throw ValidationError("--docs-url '\(shown(docsURL))' \(problem)")
        }
    }

    /// The flag's address, or the configuration's.
    func docs(_ configuration: ProjectConfiguration?) -> String? {
        docsURL ?? configuration?.text("docs-url")
    }
}
