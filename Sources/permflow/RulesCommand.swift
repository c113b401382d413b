import ArgumentParser
import PermflowCore

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the HIG rules permflow enforces, or show one in full.",
        discussion: """
        Without an id: one line per rule (id, severity, family, what it checks). With an id: the rule \
        in full — the guideline it comes from, how to fix it, and example flows that trigger it and \
        that do not. Suppress a rule on one screen with `ignore: {rule-id: "reason"}`.

        Examples:
          permflow rules
          permflow rules prealert-button-title
          permflow rules --markdown > docs/rules.md
        """
    )

    @Argument(help: "A rule id, e.g. prealert-button-title.")
    var id: String?

    @Flag(help: "Print the whole catalog as Markdown (docs/rules.md).")
    var markdown = false

    func run() throws {
        if markdown {
            Console.standardOutput(RuleCatalogDocument.markdown())
            return
        }
        guard let id else {
            Console.standardOutput(RuleCatalogDocument.list())
            return
        }
        guard let description = RuleRegistry.description(of: id) else {
            if let parse = ParseRuleID.all.first(where: { $0.id == id }) {
                Console.standardOutput("\(parse.id) — a problem found while reading a file: \(parse.summary)\n")
                return
            }
            Console.standardError("permflow rules: unknown rule '\(shown(id))'\(Suggestion.didYouMean(id, in: RuleRegistry.ids))\n")
            throw ExitCode(2)
        }
        Console.standardOutput(RuleCatalogDocument.detail(description))
    }
}
