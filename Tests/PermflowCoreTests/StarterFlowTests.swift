import Testing
@testable import PermflowCore

/// `permflow init` writes only what lints clean: every resource of the catalog, on every iOS
/// version permflow draws, in every locale with starter copy (docs/extending.md relies on it).
@Suite struct StarterFlowTests {
    @Test(arguments: StarterCopy.locales)
    func everyStarterLintsClean(_ locale: String) throws {
        for resource in SystemAlertCatalog.standard.resources {
            for ios in FlowParser.iosVersions {
                let yaml = try StarterFlow.yaml(resource: resource.id.rawValue, app: "Receipts", locale: locale, ios: ios)
                let report = Linter().lint(path: "\(resource.id)-\(ios)-\(locale).yaml", text: yaml)
                #expect(!report.isUnusable && report.active.isEmpty,
                        "\(resource.id), iOS \(ios), \(locale): \(report.active.map { "\($0.ruleID): \($0.message)" })")
            }
        }
    }
}
