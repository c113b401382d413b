import Foundation
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
        // An app-file rule's examples are app files (an Info.plist, a String Catalog): linted as one.
        // An app-review rule's are flows and app files: linted in one run, their reports merged.
        func lint(_ example: RuleExample, _ name: String) -> LintReport {
            if !example.files.isEmpty {
                let files = example.files.map { RuleExampleFile(name: name + "/" + $0.name, text: $0.text) }
                let reports = AppReviewCheck.lint(files, with: linter)
                return LintReport(path: name, source: SourceFile(path: name, text: ""), diagnostics: reports.flatMap(\.diagnostics),
                                  isUnusable: reports.contains(where: \.isUnusable), flow: nil)
            }
            guard let file = example.fileName else { return linter.lint(path: name + ".yaml", text: example.yaml) }
            return AppFileLinter(linter).lint(path: name + "-" + file, data: Data(example.yaml.utf8), kind: AppFileKind(path: file) ?? .infoPlist)
        }
        for (number, example) in description.triggering.enumerated() {
            let report = lint(example, "\(id)-triggering-\(number)")
            let fired = report.diagnostics.filter { $0.ruleID == id && !$0.isSuppressed }
            #expect(!fired.isEmpty, "\(id) triggering example \(number) did not fire; got \(report.diagnostics.map { "\($0.ruleID): \($0.message)" })")
            #expect(!report.isUnusable, "\(id) triggering example \(number) is not a usable flow: \(report.diagnostics.map(\.message))")
        }
        for (number, example) in description.nonTriggering.enumerated() {
            let report = lint(example, "\(id)-non-triggering-\(number)")
            let fired = report.diagnostics.filter { $0.ruleID == id }
            #expect(fired.isEmpty, "\(id) non-triggering example \(number) fired: \(fired.map(\.message))")
            #expect(!report.isUnusable, "\(id) non-triggering example \(number) is not a usable flow: \(report.diagnostics.map(\.message))")
        }
    }

    /// The catalog is whatever the families register: no list of ids or count here, so adding a
    /// rule touches its file, its family's list and its bad flow only. What must hold: ids are
    /// unique, and each is a lowercase hyphenated id its rule describes.
    @Test func catalogIsConsistent() {
        #expect(!RuleRegistry.ids.isEmpty)
        #expect(RuleRegistry.ids.count == Set(RuleRegistry.ids).count, "a rule is registered twice")
        for rule in RuleRegistry.all {
            let description = rule.description
            #expect(RuleRegistry.ids.contains(description.id))
            #expect(description.id.range(of: "^[a-z]+(-[a-z]+)+$", options: .regularExpression) != nil, "\(description.id)")
        }
    }
}
