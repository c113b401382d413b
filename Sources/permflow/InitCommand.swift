import ArgumentParser
import PermflowCore

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a lint-clean starter flow for one resource.",
        discussion: """
        The starter has an app screen, a pre-alert with one "Continue" button, the system alert with \
        every outcome handled, and a Settings screen after a denial. Edit the copy, then lint it. \
        A starter that would not pass `permflow lint --strict` (an iOS version outside the ones \
        permflow draws, a locale without starter copy, an app name lint refuses) is not written: \
        init exits 2 and says why.

        Examples:
          permflow init camera --app Receipts -o flows/receipts.yaml
          permflow init location --app 지도 --locale ko
        """
    )

    @Argument(help: "The resource, e.g. camera, location, tracking (see `permflow resources`).")
    var resource: String

    @Option(help: "The app name shown in the system alert's title.")
    var app = "My App"

    @Option(help: ArgumentHelp("Locale of the copy and the system strings (\(StarterCopy.locales.joined(separator: " or "))).",
                               valueName: "locale"))
    var locale = "en"

    @Option(help: "iOS version of the alerts (\(FlowParser.iosVersionsText)).")
    var ios = FlowParser.newestIOS

    @Option(name: .shortAndLong, help: "Write to this file (refuses to overwrite) instead of standard output.")
    var output: String?

    func run() throws {
        let yaml: String
        do {
            yaml = try StarterFlow.yaml(resource: resource, app: app, locale: locale, ios: ios)
        } catch {
            // The error may list the starter's lint problems, one per line: keep its lines.
            Console.standardError("permflow init: \(VisibleText.sanitize(String(describing: error), keepNewlines: true))\n")
            throw ExitCode(2)
        }
        guard let output else {
            Console.standardOutput(yaml)
            return
        }
        try OutputFile.write(yaml, to: output, inputs: [], command: "init", replace: false)
        Console.standardError("wrote \(shown(output)); next: permflow lint \(shown(output))\n")
    }
}
