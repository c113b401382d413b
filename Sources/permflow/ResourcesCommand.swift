import ArgumentParser
import PermflowCore

struct ResourcesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resources",
        abstract: "List the protected resources, their Info.plist keys, outcome keys and alert titles.",
        discussion: """
        Outcome keys are what a flow's alert maps under `on:`. Titles are shown for one locale and \
        iOS version; an asterisk marks strings not confirmed from two public sources. With \
        --states, each resource's states on that iOS version instead: what a `kind: check` maps \
        under `on:` (besides `allowed` and `otherwise`).

        Examples:
          permflow resources
          permflow resources --locale ko --ios 17
          permflow resources --states --ios 17
        """
    )

    @Option(help: "Locale of the alert titles (en, ko, …).")
    var locale = "en"

    @Option(help: "iOS version of the alerts.")
    var ios = FlowParser.newestIOS

    @Option(help: "App name put into the titles.")
    var app = "App"

    @Flag(help: "List each resource's states (what a check maps) instead of its alert.")
    var states = false

    func run() throws {
        let catalog = SystemAlertCatalog.standard
        if states {
            let width = catalog.resources.map { CellWidth.of($0.id.rawValue) }.max() ?? 0
            var output = "resource" + String(repeating: " ", count: max(0, width - 8) + 2) + "states\n"
            for resource in catalog.resources {
                let id = resource.id.rawValue
                output += id + String(repeating: " ", count: width - CellWidth.of(id) + 2)
                    + resource.states(ios: ios).map(\.rawValue).joined(separator: ", ") + "\n"
            }
            output += "\n\(catalog.resources.count) resources (iOS \(ios)). A check also takes `\(CheckRouting.allowedKey)` (every granted state "
                + "not mapped on its own) and `\(CheckRouting.otherwiseKey)`; restricted goes where denied goes unless mapped.\n"
            Console.standardOutput(output)
            return
        }
        var rows: [[String]] = [["resource", "Info.plist key", "outcomes", "alert title"]]
        for resource in catalog.resources {
            let alert = resource.alert(locale: locale, ios: ios)
            let title = alert.map { SystemAlertCatalog.title($0.title, app: app) + ($0.verified ? "" : " *") } ?? "—"
            rows.append([
                resource.id.rawValue,
                resource.plistKey(ios: ios) ?? "(none: system message)",
                resource.outcomes(ios: ios).map(\.key).joined(separator: ", "),
                title,
            ])
        }
        let widths = (0..<3).map { column in rows.map { CellWidth.of($0[column]) }.max() ?? 0 }
        var output = ""
        for row in rows {
            var line = ""
            for column in 0..<3 {
                line += row[column] + String(repeating: " ", count: widths[column] - CellWidth.of(row[column]) + 2)
            }
            output += line + row[3] + "\n"
        }
        output += "\n\(catalog.resources.count) resources (locale \(locale), iOS \(ios)). * = not confirmed from two sources.\n"
        Console.standardOutput(output)
    }
}
