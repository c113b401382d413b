import Foundation
import Testing
@testable import PermflowCore

/// `lint --format sarif` and `verify --format sarif|json`, run for real and checked against the
/// official SARIF 2.1.0 schema (Tests/SARIF/sarif-schema-2.1.0.json, by validate_sarif.py).
@Suite struct SARIFTests {
    /// Runs Tests/SARIF/validate_sarif.py on `log`; its output and exit status.
    static func validate(_ log: String) throws -> (status: Int32, output: String) {
        let folder = try CLIRunner.temporaryDirectory()
        let file = folder.appendingPathComponent("log.sarif")
        try log.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", CLIRunner.root.appendingPathComponent("Tests/SARIF/validate_sarif.py").path, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func run(_ log: [String: Any]) throws -> [String: Any] {
        try #require((log["runs"] as? [[String: Any]])?.first)
    }

    static func results(_ log: [String: Any]) throws -> [[String: Any]] {
        try #require(try run(log)["results"] as? [[String: Any]])
    }

    static func rules(_ log: [String: Any]) throws -> [[String: Any]] {
        let driver = try #require((try run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any])
        return try #require(driver["rules"] as? [[String: Any]])
    }

    /// A folder holding every bad flow under `my flows/` (a space in a folder name), one of them
    /// also as `my flows/카메라 #1.yaml`, and a binary Info.plist with an empty purpose string.
    static func project() throws -> URL {
        let folder = try CLIRunner.temporaryDirectory()
        let flows = folder.appendingPathComponent("my flows")
        try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
        let bad = CLIRunner.root.appendingPathComponent("flows/bad")
        for name in try FileManager.default.contentsOfDirectory(atPath: bad.path) where name.hasSuffix(".yaml") {
            try FileManager.default.copyItem(at: bad.appendingPathComponent(name), to: flows.appendingPathComponent(name))
        }
        try FileManager.default.copyItem(at: bad.appendingPathComponent("prealert-button-title.yaml"),
                                         to: flows.appendingPathComponent("카메라 #1.yaml"))
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let plist = try PropertyListSerialization.data(fromPropertyList: ["NSCameraUsageDescription": ""], format: .binary, options: 0)
        try plist.write(to: app.appendingPathComponent("Info.plist"))
        return folder
    }

    @Test func lintSARIFValidatesAgainstTheOfficialSchema() throws {
        let folder = try Self.project()
        let result = try CLIRunner.run(["lint", ".", "--format", "sarif"], directory: folder)
        #expect(result.status == 1, "\(result.stderr)")
        let validation = try Self.validate(result.stdout)
        #expect(validation.status == 0, "\(validation.output)")
        #expect(validation.output.hasSuffix("1 passed, 0 failed\n"), "\(validation.output)")
        let results = try Self.results(try Self.object(result.stdout))
        #expect(results.count > 40)

        // The schema does reject things: a level SARIF does not have, a result without a message.
        let wrongLevel = try Self.validate(result.stdout.replacingOccurrences(of: "\"level\" : \"error\"", with: "\"level\" : \"fatal\""))
        #expect(wrongLevel.status == 1 && wrongLevel.output.contains("'fatal' is not one of"), "\(wrongLevel.output)")
        let noMessage = try Self.validate(result.stdout.replacingOccurrences(of: "\"message\" : {", with: "\"note\" : {"))
        #expect(noMessage.status == 1, "\(noMessage.output)")
    }

    /// The headings of a page of docs/, as GitHub anchors them: lowercased, spaces to -,
    /// punctuation but - and _ dropped.
    static func anchors(_ page: String) throws -> Set<String> {
        let markdown = try String(contentsOf: CLIRunner.root.appendingPathComponent("docs/\(page)"), encoding: .utf8)
        return Set(markdown.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix("#") else { return nil }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            return String(title.lowercased().compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil })
        })
    }

    @Test func sarifListsEveryRuleWithItsHelpInRulesMarkdown() throws {
        let result = try CLIRunner.run(["lint", "flows/camera.yaml", "--format", "sarif"])
        #expect(result.status == 0, "\(result.stdout)")
        let rules = try Self.rules(try Self.object(result.stdout))
        let byID = Dictionary(rules.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        let headings = try Self.anchors("rules.md")
        for type in RuleRegistry.all {
            let d = type.description
            let rule = try #require(byID[d.id], "rule \(d.id) missing from tool.driver.rules")
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == d.summary)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] as? String == d.rationale)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(level == ["error": "error", "warning": "warning", "hint": "note"][d.severity.rawValue])
            #expect((rule["help"] as? [String: Any])?["text"] as? String
                    == "\(d.hint)\n\nThe rule in permflow's documentation: docs/rules.md#\(d.id).")
        }
        for (id, _) in ParseRuleID.all { #expect(byID[id] != nil, "reading problem \(id) missing") }
        for rule in rules {
            // SARIF's helpUri is an absolute URI (§3.49.12): with no address for the docs, none.
            #expect(rule["helpUri"] == nil, "\(rule)")
            let help = try #require((rule["help"] as? [String: Any])?["text"] as? String)
            let anchor = try #require(help.components(separatedBy: "docs/rules.md#").last?.dropLast())
            #expect(headings.contains(String(anchor)), "help \(help) names no heading of docs/rules.md")
        }
    }

    static let docs = "https://github.com/OWNER/permflow/blob/v0.1.0/docs/"

    /// `--docs-url` (or `docs-url:` in .permflow.yaml) gives every rule an absolute helpUri at
    /// its heading; the log still validates, and a relative helpUri would not.
    @Test func docsURLGivesEveryRuleAnAbsoluteHelpURI() throws {
        let headings = try Self.anchors("rules.md")
        let folder = try CLIRunner.temporaryDirectory()
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("flows/bad/prealert-button-title.yaml"),
                                         to: folder.appendingPathComponent("bad.yaml"))
        let flag = try CLIRunner.run(["lint", "bad.yaml", "--format", "sarif", "--docs-url", String(Self.docs.dropLast())], directory: folder)
        #expect(flag.status == 1, "\(flag.stderr)")
        try "lint:\n  docs-url: \(Self.docs)\n".write(to: folder.appendingPathComponent(".permflow.yaml"), atomically: true, encoding: .utf8)
        let configured = try CLIRunner.run(["lint", "bad.yaml", "--format", "sarif"], directory: folder)
        #expect(configured.stdout == flag.stdout, "the flag and the configuration give the same log")
        for log in [flag.stdout, configured.stdout] {
            let validation = try Self.validate(log)
            #expect(validation.status == 0, "\(validation.output)")
            for rule in try Self.rules(try Self.object(log)) {
                let uri = try #require(rule["helpUri"] as? String, "\(rule)")
                #expect(uri.hasPrefix(Self.docs + "rules.md#") && headings.contains(String(uri.dropFirst(Self.docs.count + 9))), "\(uri)")
            }
        }
        // The schema check does reject a relative helpUri, as permflow wrote before.
        let relative = flag.stdout.replacingOccurrences(of: "\"helpUri\" : \"\(Self.docs)", with: "\"helpUri\" : \"docs/")
        #expect(relative != flag.stdout)
        let rejected = try Self.validate(relative)
        #expect(rejected.status == 1 && rejected.output.contains("is not a 'uri'"), "\(rejected.output)")
    }

    @Test(arguments: [
        ("docs/", "--docs-url 'docs/' is not an absolute URI (it needs a scheme, e.g. https://github.com/OWNER/permflow/blob/TAG/docs/)"),
        ("https://example.com/my docs/", "--docs-url 'https://example.com/my docs/' has ' ', which a URI cannot hold; percent-encode it (%20)"),
        ("https://example.com/docs/#rules", "--docs-url 'https://example.com/docs/#rules' has a '#' fragment; the rule's anchor goes there"),
    ])
    func docsURLMustBeAnAbsoluteURI(value: String, message: String) throws {
        let result = try CLIRunner.run(["lint", "flows/camera.yaml", "--format", "sarif", "--docs-url", value])
        #expect(result.status == 64 && result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func docsURLInTheConfigurationIsCheckedAtItsLine() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("flows/camera.yaml"), to: folder.appendingPathComponent("camera.yaml"))
        try "lint:\n  docs-url: docs/\n".write(to: folder.appendingPathComponent(".permflow.yaml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["lint", "camera.yaml", "--format", "sarif", "--color", "never"], directory: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".permflow.yaml:2:13: error: 'docs-url' is 'docs/'; it takes an absolute URI; it is not an absolute URI"), "\(result.stderr)")
        try "lint:\n  docs-url: https://example.com/docs/\n  doc-url: x\n".write(to: folder.appendingPathComponent(".permflow.yaml"), atomically: true, encoding: .utf8)
        let typo = try CLIRunner.run(["lint", "camera.yaml", "--color", "never"], directory: folder)
        #expect(typo.status == 2 && typo.stderr.contains("unknown key 'doc-url' in `lint`; did you mean 'docs-url'?"), "\(typo.stderr)")
    }

    @Test func sarifResultsArePlacedAsTheTextFormatPlacesThem() throws {
        let folder = try Self.project()
        let sarif = try Self.object(try CLIRunner.run(["lint", ".", "--format", "sarif"], directory: folder).stdout)
        let text = try CLIRunner.run(["lint", ".", "--color", "never"], directory: folder).stdout
        // `lint .` names files `./x`; SARIF's URIs are relative without the `./`.
        let textLines = Set(text.components(separatedBy: "\n").map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 })
        var checked = 0
        for result in try Self.results(sarif) {
            let ruleID = try #require(result["ruleId"] as? String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            #expect(!uri.contains(" ") && !uri.contains("#") && !uri.hasPrefix("/") && !uri.hasPrefix("./"), "\(uri)")
            let path = try #require(uri.removingPercentEncoding)
            let level = try #require(result["level"] as? String)
            let severity = ["error": "error", "warning": "warning", "note": "hint"][level] ?? level
            if let region = location["region"] as? [String: Any] {
                let line = try #require(region["startLine"] as? Int), column = try #require(region["startColumn"] as? Int)
                #expect(textLines.contains { $0.hasPrefix("\(path):\(line):\(column): \(severity): ") && $0.contains("[\(ruleID)]") },
                        "no text line \(path):\(line):\(column) \(severity) [\(ruleID)]")
            } else {
                // The binary plist: no line, the key path as a logical location, as the text format names it.
                let logical = try #require((result["locations"] as? [[String: Any]])?.first?["logicalLocations"] as? [[String: Any]])
                let keyPath = try #require(logical.first?["fullyQualifiedName"] as? String)
                #expect(textLines.contains { $0.hasPrefix("\(path) (\(keyPath)): \(severity): ") && $0.contains("[\(ruleID)]") })
            }
            checked += 1
        }
        #expect(checked > 40)
        let uris = try Self.results(sarif).compactMap { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String } }
        #expect(uris.contains("my%20flows/%EC%B9%B4%EB%A9%94%EB%9D%BC%20%231.yaml"))
        #expect(uris.contains("App/Info.plist"))
    }

    /// Fingerprint of each result, by rule.
    static func fingerprints(_ log: [String: Any]) throws -> [String] {
        try results(log).map { result in
            let prints = try #require(result["partialFingerprints"] as? [String: String])
            return "\(result["ruleId"] as? String ?? ""):\(try #require(prints[SARIFLog.fingerprintKey]))"
        }.sorted()
    }

    @Test func fingerprintsStayWhenLinesAreInsertedAbove() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let flow = folder.appendingPathComponent("flow.yaml")
        let original = try String(contentsOf: CLIRunner.root.appendingPathComponent("flows/bad/flow-unhandled-outcome.yaml"), encoding: .utf8)
            + (try String(contentsOf: CLIRunner.root.appendingPathComponent("flows/bad/prealert-button-title.yaml"), encoding: .utf8))
                .components(separatedBy: "\n").filter { $0.hasPrefix("#") }.joined(separator: "\n")
        try original.write(to: flow, atomically: true, encoding: .utf8)
        let before = try Self.object(try CLIRunner.run(["lint", "flow.yaml", "--format", "sarif"], directory: folder).stdout)
        try ("# a note\n# and another\n\n" + original).write(to: flow, atomically: true, encoding: .utf8)
        let after = try Self.object(try CLIRunner.run(["lint", "flow.yaml", "--format", "sarif"], directory: folder).stdout)
        let lines: ([String: Any]) throws -> [Int] = { log in
            try Self.results(log).compactMap { ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?["startLine"] as? Int }
        }
        #expect(try !Self.fingerprints(before).isEmpty)
        #expect(try lines(after) == lines(before).map { $0 + 3 })
        #expect(try Self.fingerprints(after) == Self.fingerprints(before))
        // A changed text is a new finding.
        try original.replacingOccurrences(of: "screens:", with: "screens:\n  extra-screen:\n    kind: app\n    title: Extra\n")
            .write(to: flow, atomically: true, encoding: .utf8)
        let changed = try Self.object(try CLIRunner.run(["lint", "flow.yaml", "--format", "sarif"], directory: folder).stdout)
        #expect(try Self.fingerprints(changed) != Self.fingerprints(before))
    }

    @Test func lineNumbersInMessagesDoNotEnterTheIdentity() {
        #expect(FindingIdentity.normalized("duplicate key 'title' (first at line 12)") == "duplicate key 'title' (first at line #)")
        #expect(FindingIdentity.normalized("on lines 3, 5 and 17; 80 characters") == "on lines #, # and #; 80 characters")
        #expect(FindingIdentity.normalized("a line 2a") == "a line #a")
        #expect(FindingIdentity.normalized("baseline 4") == "baseline 4")
    }

    @Test func verifyPrintsSARIFAndJSONNamingEachDrift() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        let transcript = try RecordedWalk.record(flowPath: flow.path, choices: TranscriptCommandTests.allowPath, folder: folder)
        try RecordedWalk.edit(flow, replacing: "      allow: scanner", with: "      allow: manual")
        try RecordedWalk.edit(flow, replacing: "      - label: Type it in instead", with: "      - label: Don't Allow")
        let relative = "transcripts/" + URL(fileURLWithPath: transcript).lastPathComponent

        let sarif = try CLIRunner.run(["verify", relative, "--format", "sarif"], directory: folder)
        #expect(sarif.status == 1, "\(sarif.stdout)\(sarif.stderr)")
        let validation = try Self.validate(sarif.stdout)
        #expect(validation.status == 0, "\(validation.output)")
        let log = try Self.object(sarif.stdout)
        let results = try Self.results(log)
        let ruleIDs = Set(results.compactMap { $0["ruleId"] as? String })
        #expect(ruleIDs.contains("verify/outcome-moved"))
        #expect(ruleIDs.contains("no-imitation-request"))
        let ids = Set(try Self.rules(log).compactMap { $0["id"] as? String })
        for kind in TranscriptDrift.Kind.allCases { #expect(ids.contains("verify/\(kind.rawValue)")) }
        let moved = try #require(results.first { $0["ruleId"] as? String == "verify/outcome-moved" })
        let place = try #require((moved["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((place["artifactLocation"] as? [String: Any])?["uri"] as? String == relative)
        #expect((place["region"] as? [String: Any])?["startLine"] as? Int == 5)

        // With --docs-url, the drift rules' help is the verify section of transcripts.md.
        let linked = try Self.object(try CLIRunner.run(["verify", relative, "--format", "sarif", "--docs-url", Self.docs], directory: folder).stdout)
        let moveRule = try #require(try Self.rules(linked).first { $0["id"] as? String == "verify/outcome-moved" })
        #expect(moveRule["helpUri"] as? String == Self.docs + "transcripts.md#permflow-verify")
        #expect(try Self.anchors("transcripts.md").contains("permflow-verify"))

        let json = try CLIRunner.run(["verify", relative, "--format", "json"], directory: folder)
        #expect(json.status == 1)
        let document = try Self.object(json.stdout)
        let entry = try #require((document["transcripts"] as? [[String: Any]])?.first)
        #expect(entry["status"] as? String == "drift")
        let drifts = try #require(entry["drifts"] as? [[String: Any]])
        #expect(Set(drifts.compactMap { $0["kind"] as? String }) == ["outcome-moved", "lint"])
        let lint = try #require(drifts.first { $0["kind"] as? String == "lint" })
        #expect((lint["diagnostics"] as? [[String: Any]])?.contains { $0["rule"] as? String == "no-imitation-request" } == true)
        #expect((document["summary"] as? [String: Any])?["drifted"] as? Int == 1)
    }
}

/// `lint --format xcode`: the lines a Run Script build phase prints for Xcode's issues.
@Suite struct XcodeFormatTests {
    @Test func everyFindingIsOneXcodeIssueLineEvenInABinaryPlist() throws {
        let folder = try SARIFTests.project()
        let result = try CLIRunner.run(["lint", folder.path, "--format", "xcode"])
        #expect(result.status == 1)
        let lines = result.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }
        let summary = try #require(lines.last)
        #expect(summary.hasSuffix(" suppressed"))
        let pattern = #"^/.+:\d+:\d+: (error|warning|note): .+ \[[a-z0-9-]+\]$"#
        for line in lines.dropLast() {
            #expect(line.range(of: pattern, options: .regularExpression) != nil, "not an Xcode issue line: \(line)")
        }
        #expect(lines.contains("\(folder.path)/my flows/카메라 #1.yaml:34:13: error: pre-alert button \"Give access\" reads like the alert's own Allow button; "
            + "use \"Continue\" or \"Next\" (title the button \"Continue\" or \"Next\" (in the flow's language)) [prealert-button-title]"))
        // The binary plist has no lines: its finding is on the file's first line, the key path leading.
        #expect(lines.contains { $0.hasPrefix("\(folder.path)/App/Info.plist:1:1: error: NSCameraUsageDescription: ") && $0.hasSuffix("[plist-value-empty]") },
                "\(result.stdout)")
    }
}
