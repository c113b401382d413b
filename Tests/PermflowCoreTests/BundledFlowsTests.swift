import Foundation
import Testing
@testable import PermflowCore

/// The flows in `flows/` are documentation and test input at once: the good ones must be
/// lint-clean (and schema-valid: `SchemaTests` in PermflowCLITests runs the validator), each `flows/bad/<rule-id>.yaml` must trigger exactly its rule,
/// and each `flows/bad/parse/` file must report the parse problem its header names.
@Suite struct BundledFlowsTests {
    /// The package root, found from this file's path (Tests/PermflowCoreTests/<this file>).
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static let flowsDirectory = root.appendingPathComponent("flows")
    static let badDirectory = flowsDirectory.appendingPathComponent("bad")
    static let parseDirectory = badDirectory.appendingPathComponent("parse")

    /// Names of the `.yaml` files directly in `directory`, sorted.
    static func yamlFiles(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    static let goodFlows = yamlFiles(in: flowsDirectory)
    static let badFlows = yamlFiles(in: badDirectory)
    static let parseFlows = yamlFiles(in: parseDirectory)

    /// The diagnostics of a report as "line:column rule-id: message", for failure messages.
    static func describe(_ report: LintReport) -> String {
        report.diagnostics.map { "\($0.location) \($0.ruleID): \($0.message)" }.joined(separator: "\n")
    }

    // MARK: Good flows

    @Test func thereAreBundledFlows() {
        for required in ["camera", "microphone", "photos", "location", "location-button", "contacts",
                         "calendar", "tracking", "notifications"] {
            #expect(Self.goodFlows.contains("\(required).yaml"), "flows/\(required).yaml is missing")
        }
        let korean = Self.goodFlows.filter { name in
            let text = (try? String(contentsOf: Self.flowsDirectory.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return text.contains("\nlocale: ko\n")
        }
        #expect(korean.count >= 2, "expected at least two Korean flows, found \(korean)")
    }

    @Test(arguments: goodFlows)
    func bundledFlowIsLintClean(name: String) throws {
        let report = try Linter().lint(fixture: Self.flowsDirectory.appendingPathComponent(name).path)
        #expect(!report.isUnusable, "flows/\(name) is not a usable flow:\n\(Self.describe(report))")
        #expect(report.diagnostics.isEmpty, "flows/\(name) is not lint-clean:\n\(Self.describe(report))")
    }

    // MARK: Bad flows, one per rule

    @Test(arguments: badFlows)
    func badFlowTriggersExactlyItsRule(name: String) throws {
        let ruleID = String(name.dropLast(".yaml".count))
        let report = try Linter().lint(fixture: Self.badDirectory.appendingPathComponent(name).path)
        #expect(!report.isUnusable, "flows/bad/\(name) is not a usable flow:\n\(Self.describe(report))")
        let fired = Set(report.active.map(\.ruleID))
        #expect(fired == [ruleID], "flows/bad/\(name) should trigger only \(ruleID):\n\(Self.describe(report))")
    }

    @Test func everyRuleHasABadFlow() {
        let named = Set(Self.badFlows.map { String($0.dropLast(".yaml".count)) })
        // An app-file rule's bad example is an app file, in flows/bad/app/ (below); an app-review
        // rule's is a project, flows and app files together (AppReviewProjectTests).
        let missing = Set(RuleRegistry.all.filter { ![.appFiles, .appReview].contains($0.description.family) }.map { $0.description.id })
            .subtracting(named)
        #expect(missing.isEmpty, "rules without a flows/bad/<rule-id>.yaml: \(missing.sorted())")
        let orphans = named.subtracting(RuleRegistry.ids)
        #expect(orphans.isEmpty, "flows/bad files that name no rule: \(orphans.sorted())")
    }

    // MARK: Bad app files, one per app-file rule

    static let badAppDirectory = badDirectory.appendingPathComponent("app")
    static let badAppFiles = ((try? FileManager.default.contentsOfDirectory(atPath: badAppDirectory.path)) ?? []).sorted()

    /// `flows/bad/app/<rule-id>.<ext>` triggers exactly its rule, read as the app file its extension names.
    @Test(arguments: badAppFiles)
    func badAppFileTriggersExactlyItsRule(name: String) throws {
        let ruleID = String(name.prefix { $0 != "." })
        let url = Self.badAppDirectory.appendingPathComponent(name)
        let kind = try #require(AppFileKind(path: name))
        let report = AppFileLinter().lint(path: "flows/bad/app/\(name)", data: try Data(contentsOf: url), kind: kind)
        #expect(!report.isUnusable, "flows/bad/app/\(name):\n\(Self.describe(report))")
        #expect(Set(report.active.map(\.ruleID)) == [ruleID], "flows/bad/app/\(name) should trigger only \(ruleID):\n\(Self.describe(report))")
    }

    @Test func everyAppFileRuleHasABadAppFile() {
        let named = Set(Self.badAppFiles.map { String($0.prefix { $0 != "." }) })
        let rules = Set(RuleRegistry.all.filter { $0.description.family == .appFiles }.map { $0.description.id })
        #expect(rules.subtracting(named).isEmpty, "app-file rules without a flows/bad/app/<rule-id>.*: \(rules.subtracting(named).sorted())")
        #expect(named.subtracting(rules).isEmpty, "flows/bad/app files that name no app-file rule: \(named.subtracting(rules).sorted())")
    }

    // MARK: Parse problems

    /// The parse id a `flows/bad/parse/` file expects, from its `# expect: <id>` header line.
    static func expectedID(in data: Data) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix("# expect: ") {
            return line.dropFirst("# expect: ".count).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    @Test(arguments: parseFlows)
    func parseProblemIsReported(name: String) throws {
        let url = Self.parseDirectory.appendingPathComponent(name)
        let data = try Data(contentsOf: url)
        let expected = try #require(Self.expectedID(in: data), "flows/bad/parse/\(name) has no `# expect: <id>` line")
        let report = try Linter().lint(fixture: url.path)
        // Each file has one problem, so it reports that one id and nothing else.
        let ids = Set(report.diagnostics.map(\.ruleID))
        #expect(ids == [expected], "flows/bad/parse/\(name) should report only \(expected):\n\(Self.describe(report))")
    }

    @Test func everyParseProblemClassHasAFile() throws {
        var covered: Set<String> = []
        for name in Self.parseFlows {
            let data = try Data(contentsOf: Self.parseDirectory.appendingPathComponent(name))
            if let id = Self.expectedID(in: data) { covered.insert(id) }
        }
        // parse-app-file is about app files, not flows: Tests/Hostile and AppFileTests have its cases.
        // parse-ios-unsourced needs an announced, unsourced iOS version, and none is today
        // (IOSVersionsTests.anAnnouncedUnsourcedVersionIsDrawnAsTheOneBefore covers its data).
        let classes = Set(ParseRuleID.all.map(\.id)).subtracting([ParseRuleID.limit, ParseRuleID.appFile, ParseRuleID.unsourcedIOS])
            .union(["flow-duplicate-id"])
        #expect(classes.subtracting(covered).isEmpty, "parse problems without a file: \(classes.subtracting(covered).sorted())")
    }
}
