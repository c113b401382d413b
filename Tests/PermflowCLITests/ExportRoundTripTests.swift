import Foundation
import Testing

/// Issue 17's round trip: `export --xcstrings` of a flow, then `lint` of that catalog, reports the
/// purpose findings that linting the flow reports.
///
/// What is compared: the rule, severity and message of every `purpose-*` finding but `purpose-present`
/// (an alert without a purpose exports no key, so the catalog has nothing to report it on; a
/// missing key is the catalog lint's own business) and `purpose-translated` (a missing
/// translation exports no localization: the catalog's is `plist-localization-missing`). Two things in a catalog finding's message are
/// the file's, not the finding's, and are set aside: its `KEY (lang): ` prefix, and the app's name,
/// which a catalog without `CFBundleDisplayName` does not know (lint says "App").
@Suite struct ExportRoundTripTests {
    /// Every bundled flow and every flow of `flows/bad` a purpose rule fires on.
    static let flows: [String] = {
        let bundled = (try? FileManager.default.contentsOfDirectory(atPath: CLIRunner.root.appendingPathComponent("flows").path)) ?? []
        let bad = (try? FileManager.default.contentsOfDirectory(atPath: CLIRunner.root.appendingPathComponent("flows/bad").path)) ?? []
        return bundled.filter { $0.hasSuffix(".yaml") }.map { "flows/\($0)" }.sorted()
            + bad.filter { $0.hasPrefix("purpose-") && $0.hasSuffix(".yaml") && !["purpose-present.yaml", "purpose-translated.yaml"].contains($0) }.map { "flows/bad/\($0)" }.sorted()
    }()

    /// The purpose findings of a `lint --format json` report: "rule severity: message", sorted;
    /// `app` in a message is written "App", and a catalog's `KEY (lang): ` prefix is dropped.
    static func purposeFindings(_ report: String, app: String? = nil) throws -> [String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        return files.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }.compactMap { diagnostic -> String? in
            guard let rule = diagnostic["rule"] as? String, rule.hasPrefix("purpose-"), !["purpose-present", "purpose-translated"].contains(rule) else { return nil }
            var message = diagnostic["message"] as? String ?? ""
            if let prefix = message.range(of: #"^NS[A-Za-z]+UsageDescription \([^)]*\): "#, options: .regularExpression) {
                message.removeSubrange(prefix)
            }
            if let app { message = message.replacingOccurrences(of: app, with: "App") }
            return "\(rule) \(diagnostic["severity"] as? String ?? "?"): \(message)"
        }.sorted()
    }

    @Test(arguments: flows)
    func lintOfTheExportedCatalogReportsTheFlowsPurposeFindings(_ flow: String) throws {
        let folder = try CLIRunner.temporaryDirectory()
        let catalog = folder.appendingPathComponent("InfoPlist.xcstrings")
        let export = try CLIRunner.run(["export", flow, "--xcstrings", "-o", catalog.path, "--allow-errors"])
        #expect(export.status == 0, "\(export.stderr)")
        let text = try String(contentsOf: CLIRunner.root.appendingPathComponent(flow), encoding: .utf8)
        let app = text.split(separator: "\n").first { $0.hasPrefix("app: ") }.map { String($0.dropFirst("app: ".count)) }
        let ofFlow = try Self.purposeFindings(try CLIRunner.run(["lint", flow, "--format", "json"]).stdout, app: app)
        let ofCatalog = try Self.purposeFindings(try CLIRunner.run(["lint", catalog.path, "--format", "json"]).stdout)
        #expect(ofCatalog == ofFlow, "\(flow)")
        if flow.hasPrefix("flows/bad/") { #expect(!ofFlow.isEmpty, "\(flow) should have a purpose finding to carry over") }
    }
}
