import ArgumentParser
import PermflowCore

struct ResourcesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resources",
        abstract: "List the protected resources, their Info.plist keys, outcome keys and alert titles.",
        discussion: """
        Outcome keys are what a flow's alert maps under `on:`. Titles are shown for one locale and \
        iOS version; an asterisk marks strings not confirmed from two public sources.

        Examples:
          permflow resources
          permflow resources --locale ko --ios 17
        """
    )

    @Option(help: "Locale of the alert titles (en, ko, …).")
    var locale = "en"

    @Option(help: "iOS version of the alerts.")
    var ios = FlowParser.newestIOS

    @Option(help: "App name put into the titles.")
    var app = "App"

    func run() throws {
        let catalog = SystemAlertCatalog.standard
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
