import Foundation
import Testing
@testable import PermflowCore

/// The purpose rules on an app file are the flow's purpose rules: each bundled flow's (and each
/// purpose rule's bad flow's) alert purposes, written into a String Catalog as `export --xcstrings`
/// would, lint to exactly the purpose findings the flow gets, message for message.
@Suite struct AppFileRoundTripTests {
    /// Purpose rules about a flow's screens, not a text: a missing purpose, and a missing
    /// translation for a declared locale (a catalog's is `plist-localization-missing`).
    static let flowOnly: Set<String> = ["purpose-present", "purpose-translated"]

    static let flows: [String] = {
        let good = BundledFlowsTests.goodFlows.map { "flows/\($0)" }
        let bad = BundledFlowsTests.badFlows.filter { $0.hasPrefix("purpose-") }.map { "flows/bad/\($0)" }
        return good + bad
    }()

    /// A String Catalog with each alert's purpose under its resource's Info.plist key, in the flow's locale.
    static func catalog(of flow: Flow) -> (json: String, keys: [String: String]) {
        var entries: [String] = []
        var keys: [String: String] = [:]  // key → screen id
        for screen in flow.screens where screen.kind.value == .alert {
            guard let purpose = screen.purpose?.value, let resource = screen.resourceID,
                  let key = SystemAlertCatalog.standard.resource(resource)?.plistKey(ios: flow.ios.value), keys[key] == nil else { continue }
            // Tracking's Markdown key (iOS 27.2's EU sheet) goes in beside the plain one.
            var texts = [(key, purpose)]
            if let markdown = screen.purposeMarkdown?.value { texts.append(("NSUserTrackingMarkdownUsageDescription", markdown)) }
            for (key, purpose) in texts {
                keys[key] = screen.id.value
                let escaped = purpose.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    .replacingOccurrences(of: "\n", with: "\\n")
                entries.append("""
                    "\(key)" : {
                      "localizations" : {
                        "\(flow.locale.value)" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "\(escaped)"
                          }
                        }
                      }
                    }
                """)
            }
        }
        return ("{\n  \"sourceLanguage\" : \"\(flow.locale.value)\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
                + "\n  },\n  \"version\" : \"1.0\"\n}\n", keys)
    }

    @Test(arguments: flows)
    func catalogGetsTheFlowsPurposeFindings(path: String) throws {
        let linter = Linter()
        let report = try linter.lint(fixture: BundledFlowsTests.root.appendingPathComponent(path).path)
        let flow = try #require(report.flow)
        let (json, keys) = Self.catalog(of: flow)
        let screens = Set(keys.values)
        let purposeIDs = Set(RuleRegistry.all.filter { $0.description.family == .purpose }.map { $0.description.id })
        // The flow's purpose findings on the alerts written into the catalog: on their purpose's
        // lines (a value folded over a few lines included). purpose-present is about a missing
        // value, which a catalog entry cannot be.
        let lines = flow.screens.filter { screens.contains($0.id.value) }.compactMap { $0.purpose?.location.line }
        let expected = report.diagnostics.filter { diagnostic in
            purposeIDs.contains(diagnostic.ruleID) && !Self.flowOnly.contains(diagnostic.ruleID)
                && lines.contains { (($0)...($0 + 3)).contains(diagnostic.location.line) }
        }.map { "\($0.ruleID): \($0.message)" }.sorted()
        let appLinter = AppFileLinter(linter)
        guard case .success(let file) = appLinter.reader.read(path: "InfoPlist.xcstrings", data: Data(json.utf8), kind: .stringCatalog) else {
            Issue.record("\(path): the catalog made from it does not read")
            return
        }
        let got = appLinter.lint(file, languages: AppLanguageIndex([file]), appName: flow.app.value).report.diagnostics
            .filter { purposeIDs.contains($0.ruleID) }
            .map { diagnostic in
                // Drop the "NSCameraUsageDescription (en): " a catalog's message starts with.
                let message = diagnostic.message.firstRange(of: "): ").map { String(diagnostic.message[$0.upperBound...]) } ?? diagnostic.message
                return "\(diagnostic.ruleID): \(message)"
            }.sorted()
        #expect(got == expected, "\(path)")
        // A purpose rule's bad flow shows its rule firing, in the flow and in the catalog alike.
        if path.hasPrefix("flows/bad/purpose-"), !Self.flowOnly.contains { path.hasSuffix("\($0).yaml") } {
            let rule = String(path.dropFirst("flows/bad/".count).dropLast(".yaml".count))
            #expect(got.contains { $0.hasPrefix(rule + ": ") }, "\(path): \(got)")
        }
    }
}
