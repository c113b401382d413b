import ArgumentParser
import PermflowCore

struct ResourcesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resources",
        abstract: "List the protected resources, their Info.plist keys, outcome keys and alert titles with their evidence.",
        discussion: """
        Outcome keys are what a flow's alert maps under `on:`. Titles are shown for one locale and \
        iOS version with the alert's status: ✔ verified (a primary source shows every string), \
        ◐ weak (one weak source for some string), ✗ unverified (no source for some string). \
        --strings lists every string with its status and source (see docs/ios-versions.md). With \
        --states, each resource's states on that iOS version instead: what a `kind: check` maps \
        under `on:` (besides `allowed` and `otherwise`).

        Examples:
          permflow resources
          permflow resources --ios 26 --locale ko
          permflow resources --ios 17 --strings
          permflow resources --states --ios 17
        """
    )

    @Option(help: "Locale of the alert titles (en, ko, …).")
    var locale = "en"

    @Option(help: "iOS version of the alerts (\(FlowParser.iosVersionsText)).")
    var ios = FlowParser.newestIOS

    @Option(help: "App name put into the titles.")
    var app = "App"

    @Flag(help: "List each resource's states (what a check maps) instead of its alert.")
    var states = false

    @Flag(help: "List every string of every alert with its status and source.")
    var strings = false

    func run() throws {
        // A locale permflow has no file for would list English's strings under it without a word
        // (`zh-TW`, `pt-PT`): refused as lint refuses it in a flow. A region counts by its language.
        let known = BuiltInLocales.locales
        guard known.contains(locale) || known.contains(LocaleLanguage.of(locale)) else {
            throw ExportLocale.unknown(locale, known: known)
        }
        var version = ios
        var heading = ""
        switch IOSVersions.reading(ios) {
        case .drawn:
            break
        case .drawnAs(let stand):
            heading = "iOS \(ios) is not sourced yet: drawn as iOS \(stand).\n"
            version = stand
        case .skipped(let next, let gap):
            throw ValidationError("iOS \(ios) does not exist: iOS \(next) followed iOS \(gap.lowerBound - 1); permflow draws \(FlowParser.iosVersionsText)")
        case .unknown:
            throw ValidationError("--ios \(ios) is outside the versions permflow draws (\(FlowParser.iosVersionsText))")
        }
        if let info = IOSVersions.info(version) {
            heading += "iOS \(version): \(info.changes). Look: \(info.look.rawValue) \(info.lookEvidence.status.mark) (\(info.lookEvidence.source)).\n\n"
        }
        let catalog = SystemAlertCatalog.standard
        // A resource newer than the version (AlarmKit before iOS 26) is named once, at the end.
        let resources = catalog.resources.filter { $0.exists(ios: version) }
        let absent = catalog.resources.filter { !$0.exists(ios: version) }
            .map { "\($0.id) (\(FlowUnhandledOutcomeRule.describe($0.ios)))" }
        let absentLine = absent.isEmpty ? "" : "Not on iOS \(version): \(absent.joined(separator: ", ")).\n"
        if states {
            let width = resources.map { CellWidth.of($0.id.rawValue) }.max() ?? 0
            var output = "resource" + String(repeating: " ", count: max(0, width - 8) + 2) + "states\n"
            for resource in resources {
                let id = resource.id.rawValue
                output += id + String(repeating: " ", count: width - CellWidth.of(id) + 2)
                    + resource.states(ios: version).map(\.rawValue).joined(separator: ", ") + "\n"
            }
            output += "\n\(resources.count) resources (iOS \(version)). A check also takes `\(CheckRouting.allowedKey)` (every granted state "
                + "not mapped on its own) and `\(CheckRouting.otherwiseKey)`; restricted goes where denied goes unless mapped.\n" + absentLine
            Console.standardOutput(output)
            return
        }
        var output = heading
        if strings {
            for resource in resources {
                guard let alert = resource.alert(locale: locale, ios: version) else { continue }
                output += "\(resource.id.rawValue) (\(alert.locale))\n"
                for string in alert.strings {
                    let text = SystemAlertCatalog.title(string.text, app: app)
                    output += "  \(string.evidence.status.mark) \(text)  [\(string.evidence.status.rawValue): \(string.evidence.source)]\n"
                }
                if resource.has(.healthSheet) { output += Self.healthSheetStrings(locale: locale, ios: version, app: app) }
                if resource.has(.trackingConsent), version >= EURegion.firstIOS.major {
                    output += Self.trackingSheetStrings(locale: locale, app: app)
                }
            }
        } else {
            var rows: [[String]] = [["resource", "Info.plist key", "outcomes", "status", "alert title"]]
            for resource in resources {
                let alert = resource.alert(locale: locale, ios: version)
                // Health's request is a sheet: its status is its weakest string's, the alert texts' included.
                let sheet = resource.has(.healthSheet) ? SystemAlertCatalog.standard.healthSheet(locale: locale, ios: version) : nil
                let status = [alert?.status, sheet?.status, sheet.map { _ in HealthSheet.layoutEvidence.status }].compactMap { $0 }.max()
                rows.append([
                    resource.id.rawValue,
                    resource.plistKey(ios: version) ?? "(none: system message)",
                    resource.outcomes(ios: version).map(\.key.rawValue).joined(separator: ", "),
                    status.map { "\($0.mark) \($0.rawValue)" } ?? "—",
                    alert.map { SystemAlertCatalog.title($0.title, app: app) } ?? "—",
                ])
            }
            let columns = 4
            let widths = (0..<columns).map { column in rows.map { CellWidth.of($0[column]) }.max() ?? 0 }
            for row in rows {
                var line = ""
                for column in 0..<columns {
                    line += row[column] + String(repeating: " ", count: widths[column] - CellWidth.of(row[column]) + 2)
                }
                output += line + row[columns] + "\n"
            }
        }
        output += "\n\(resources.count) resources (locale \(locale), iOS \(version)). "
            + "\u{2714} verified, \u{25D0} weak (one weak source), \u{2717} unverified (no source); an alert shows its weakest string's.\n" + absentLine
        Console.standardOutput(output)
    }

    /// App Tracking Transparency's EU sheet (iOS 27.2, `EURegion`): its strings with their evidence.
    static func trackingSheetStrings(locale: String, app: String) -> String {
        let sheet = SystemAlertCatalog.standard.trackingSheet(locale: locale)
        var output = "  EU sheet (iOS 27.2; device.country DE, FR, IT, PL, RO):\n"
        for (_, string) in sheet.strings {
            let evidence = string.evidence
            output += "  \(evidence.status.mark) \(SystemAlertCatalog.title(string.text, app: app))  [\(evidence.status.rawValue): \(evidence.source)]\n"
        }
        return output
    }

    /// Health's sheet: its own strings, its layout and the data types' names, each with its evidence.
    static func healthSheetStrings(locale: String, ios version: Int, app: String) -> String {
        let catalog = SystemAlertCatalog.standard
        guard let sheet = catalog.healthSheet(locale: locale, ios: version) else { return "" }
        func line(_ text: String, _ evidence: Evidence) -> String {
            "  \(evidence.status.mark) \(text)  [\(evidence.status.rawValue): \(evidence.source)]\n"
        }
        var output = "  sheet (\(sheet.locale)):\n"
        for string in sheet.strings { output += line(SystemAlertCatalog.title(string.text, app: app), string.evidence) }
        output += line("(layout)", HealthSheet.layoutEvidence)
        if version >= 27, let window = catalog.word(locale, { $0.health?.recentWindow }) {
            output += line("\(window.text) (iOS 27, a request that reads)", window.evidence)
        }
        for type in HealthSheet.types {
            let name = catalog.healthTypeName(type.id, locale: locale)
            output += line("\(type.id): \(name?.text ?? type.id)", name?.evidence ?? .unsourced)
        }
        return output
    }
}
