import Testing
@testable import PermflowCore

/// Every registered rule's own examples are its tests: triggering ones must report the rule,
/// non-triggering ones must not.
@Suite struct RuleExamplesTests {
    static let ids = RuleRegistry.ids

    @Test(arguments: ids)
    func examplesBehave(id: String) throws {
        let description = try #require(RuleRegistry.description(of: id))
        #expect(!description.triggering.isEmpty, "\(id) has no triggering example")
        #expect(!description.nonTriggering.isEmpty, "\(id) has no non-triggering example")
        let linter = Linter()
        for (number, example) in description.triggering.enumerated() {
            let report = linter.lint(path: "\(id)-triggering-\(number).yaml", text: example.yaml)
            let fired = report.diagnostics.filter { $0.ruleID == id && !$0.isSuppressed }
            #expect(!fired.isEmpty, "\(id) triggering example \(number) did not fire; got \(report.diagnostics.map { "\($0.ruleID): \($0.message)" })")
            #expect(!report.isUnusable, "\(id) triggering example \(number) is not a usable flow: \(report.diagnostics.map(\.message))")
        }
        for (number, example) in description.nonTriggering.enumerated() {
            let report = linter.lint(path: "\(id)-non-triggering-\(number).yaml", text: example.yaml)
            let fired = report.diagnostics.filter { $0.ruleID == id }
            #expect(fired.isEmpty, "\(id) non-triggering example \(number) fired: \(fired.map(\.message))")
            #expect(!report.isUnusable, "\(id) non-triggering example \(number) is not a usable flow: \(report.diagnostics.map(\.message))")
        }
    }

    @Test func catalogIsComplete() {
        let expected = [
            "prealert-single-button", "prealert-button-title", "prealert-leads-to-alert", "prealert-no-exit", "prealert-resource",
            "no-incentive", "no-imitation-request", "no-alert-image", "no-alert-annotation", "no-withholding",
            "request-in-context", "no-launch-request", "tracking-before-collection", "no-re-request",
            "purpose-present", "purpose-period", "purpose-sentence-case", "purpose-brief", "purpose-active-voice",
            "purpose-specific", "purpose-placeholder",
            "location-button-label", "location-button-style", "location-button-contrast", "location-button-fits",
            "flow-unknown-target", "flow-unhandled-outcome", "flow-unreachable-screen", "flow-dead-end",
            "flow-unknown-resource", "flow-duplicate-id", "flow-unsafe-text", "ignore-unused",
        ]
        #expect(expected.count == 33)
        #expect(Set(RuleRegistry.ids) == Set(expected), "missing: \(Set(expected).subtracting(RuleRegistry.ids).sorted())")
        #expect(RuleRegistry.ids.count == Set(RuleRegistry.ids).count, "a rule is registered twice")
    }
}
