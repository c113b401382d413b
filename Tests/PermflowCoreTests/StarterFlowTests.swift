import Testing
@testable import PermflowCore

/// `permflow init` writes only what lints clean: every resource of the catalog, on every iOS
/// version permflow draws, in every locale with starter copy (docs/extending.md relies on it).
@Suite struct StarterFlowTests {
    @Test(arguments: StarterCopy.locales)
    func everyStarterLintsClean(_ locale: String) throws {
        for resource in SystemAlertCatalog.standard.resources {
            for ios in FlowParser.iosVersions {
                guard resource.exists(ios: ios) else {
                    // AlarmKit before iOS 26: refused, never written.
                    #expect(throws: StarterFlow.Failure.resourceNotOnIOS(resource.id.rawValue, ios: ios, has: resource.ios)) {
                        try StarterFlow.yaml(resource: resource.id.rawValue, app: "Receipts", locale: locale, ios: ios)
                    }
                    continue
                }
                let yaml = try StarterFlow.yaml(resource: resource.id.rawValue, app: "Receipts", locale: locale, ios: ios)
                let report = Linter().lint(path: "\(resource.id)-\(ios)-\(locale).yaml", text: yaml)
                #expect(!report.isUnusable && report.active.isEmpty,
                        "\(resource.id), iOS \(ios), \(locale): \(report.active.map { "\($0.ruleID): \($0.message)" })")
            }
        }
    }

    @Test func aResourceNewerThanTheIOSVersionIsRefusedWithTheVersionThatHasIt() {
        let failure = StarterFlow.Failure.resourceNotOnIOS("alarmkit", ios: 18, has: IOSRange(from: 26))
        #expect(failure.description == "cannot write the alarmkit starter for iOS 18: alarmkit does not exist there (iOS 26 and later have it); use --ios 26")
        #expect(throws: failure) { try StarterFlow.yaml(resource: "alarmkit", app: "Wake", locale: "en", ios: 18) }
        #expect(SystemAlertCatalog.standard.resources.filter { !$0.exists(ios: 13) }.map(\.id) == ["alarmkit"])
    }
}
