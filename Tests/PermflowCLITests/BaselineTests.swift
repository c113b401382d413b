import Foundation
import Testing

/// `lint --write-baseline FILE` and `lint --baseline FILE`, against the built binary.
@Suite struct BaselineTests {
    /// A folder with two bad flows under flows/: one error, one warning.
    static func project() throws -> URL {
        let folder = try CLIRunner.temporaryDirectory()
        let flows = folder.appendingPathComponent("flows")
        try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
        for name in ["prealert-button-title", "purpose-brief"] {
            try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("flows/bad/\(name).yaml"),
                                             to: flows.appendingPathComponent("\(name).yaml"))
        }
        return folder
    }

    static func edit(_ folder: URL, _ name: String, _ change: (String) -> String) throws {
        let url = folder.appendingPathComponent(name)
        try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func aBaselineHidesKnownFindingsEvenWhenLinesMove() throws {
        let folder = try Self.project()
        let write = try CLIRunner.run(["lint", "--write-baseline", "permflow-baseline.json"], directory: folder)
        #expect(write.status == 1, "the run still reports: \(write.stdout)")
        #expect(write.stderr == "permflow lint: wrote 2 findings to the baseline permflow-baseline.json\n")
        let baseline = try String(contentsOf: folder.appendingPathComponent("permflow-baseline.json"), encoding: .utf8)
        #expect(baseline.contains(#"{"rule": "prealert-button-title", "file": "flows/prealert-button-title.yaml", "anchor": "why-camera", "#))
        #expect(!baseline.contains("\"line\""))

        let clean = try CLIRunner.run(["lint", "--baseline", "permflow-baseline.json", "--strict"], directory: folder)
        #expect(clean.status == 0, "\(clean.stdout)")
        #expect(clean.stdout == "2 files, 0 errors, 0 warnings, 0 suppressed, 2 in the baseline\n")

        // Lines inserted above both findings: still known.
        for name in ["flows/prealert-button-title.yaml", "flows/purpose-brief.yaml"] {
            try Self.edit(folder, name) { "# a comment\n# another\n" + $0 }
        }
        let moved = try CLIRunner.run(["lint", "--baseline", "permflow-baseline.json", "--strict"], directory: folder)
        #expect(moved.status == 0, "\(moved.stdout)")

        // A new finding is reported, and counted; the JSON summary says how many were held back.
        try Self.edit(folder, "flows/purpose-brief.yaml") { $0.replacingOccurrences(of: "kind: pre-alert", with: "kind: pre-alert\n    button: Allow") }
        let json = try CLIRunner.run(["lint", "--baseline", "permflow-baseline.json", "--format", "json"], directory: folder)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["baselined"] as? Int == 2)
        let text = try CLIRunner.run(["lint", "--baseline", "permflow-baseline.json", "--color", "never"], directory: folder)
        #expect(text.status == 1)
        #expect(!text.stdout.contains("Give access"))
        #expect(text.stdout.hasSuffix(", 0 suppressed, 2 in the baseline\n"), "\(text.stdout)")
    }

    @Test func aStaleEntryIsReportedAtItsLineLikeIgnoreUnused() throws {
        let folder = try Self.project()
        _ = try CLIRunner.run(["lint", "--write-baseline", "b.json"], directory: folder)
        try Self.edit(folder, "flows/prealert-button-title.yaml") { $0.replacingOccurrences(of: "button: Give access", with: "button: Continue") }
        let result = try CLIRunner.run(["lint", "--baseline", "b.json", "--color", "never"], directory: folder)
        #expect(result.status == 0, "a stale entry is a warning: \(result.stdout)")
        #expect(result.stdout.contains("b.json:4:5: warning: baseline entry for prealert-button-title in flows/prealert-button-title.yaml ('why-camera') "
            + "matches no finding: pre-alert button \"Give access\" reads like the alert's own Allow button; use \"Continue\" or \"Next\" [ignore-unused]"),
                "\(result.stdout)")
        #expect(result.stdout.hasSuffix("3 files, 0 errors, 1 warning, 0 suppressed, 1 in the baseline\n"))
        let strict = try CLIRunner.run(["lint", "--baseline", "b.json", "--strict"], directory: folder)
        #expect(strict.status == 1)
    }

    /// A baseline may come from anyone: each bad one is refused (exit 2) at its line and column.
    @Test(arguments: [
        (#"{"permflow-baseline": 1, "findngs": []}"#, "b.json:1:26: error: unknown key 'findngs'; did you mean 'findings'? [parse-unknown-key]"),
        (#"{"permflow-baseline": 2, "findings": []}"#, "b.json:1:23: error: baseline version '2' is not one this permflow reads (1) [parse-version]"),
        (#"{"permflow-baseline": 1, "findings": [{"rule": "x", "file": "y", "text": "z", "count": 99999999999}]}"#,
         "b.json:1:88: error: \"count\" '99999999999' is not a whole number from 1 to 1000000 [parse-invalid-value]"),
        (#"{"permflow-baseline": 1, "findings": [{"rul": "x"}]}"#, "b.json:1:40: error: unknown key 'rul' in a baseline entry; did you mean 'rule'? [parse-unknown-key]"),
        (#"{"permflow-baseline": 1, "findings": [{"file": "y"}]}"#, "b.json:1:39: error: a baseline entry without \"rule\", \"text\" [parse-missing-key]"),
        ("[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]", "b.json:1:8: error: the baseline nests too deeply or uses aliases"),
        (#"{"permflow-baseline": 1, "findings": [&a {"rule": "x"}, *a]}"#, "error: the baseline nests too deeply or uses aliases"),
        (#"{"findings": []}"#, "b.json:1:1: error: the baseline has no \"permflow-baseline\": 1"),
        ("not json [", "b.json:1:1: error: expected a JSON object with \"permflow-baseline\" and \"findings\" [parse-type]"),
        (#"{"permflow-baseline": 1, "findings": [{"rule": "x", "file": "\u001b]0;pwned\u0007", "text": "\u202Eevil"}]}"#, "matches no finding: ⟨U+202E⟩evil [ignore-unused]"),
    ])
    func aHostileBaselineIsRefusedWhereItIsWrong(text: String, expected: String) throws {
        let folder = try Self.project()
        try (text + "\n").write(to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["lint", "--baseline", "b.json", "--color", "never"], directory: folder)
        #expect(result.stdout.contains(expected), "\(result.stdout)")
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{202E}"))
        if !expected.hasSuffix("[ignore-unused]") { #expect(result.status == 2) }
    }

    @Test func aBaselineTooLargeOrMissingStopsTheRun() throws {
        let folder = try Self.project()
        let big = folder.appendingPathComponent("big.json")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(32 << 20) + 1)  // sparse: no 32 MiB written
        try handle.close()
        let tooBig = try CLIRunner.run(["lint", "--baseline", "big.json"], directory: folder)
        #expect(tooBig.status == 2)
        #expect(tooBig.stderr == "permflow lint: baseline big.json: 33554433 bytes, over the limit of 33554432 bytes\n")
        let missing = try CLIRunner.run(["lint", "--baseline", "nope.json"], directory: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr == "permflow lint: baseline nope.json: no such file; write one with --write-baseline\n")
        let both = try CLIRunner.run(["lint", "--baseline", "a.json", "--write-baseline", "b.json"], directory: folder)
        #expect(both.status == 64 && both.stderr.contains("--baseline and --write-baseline go in separate runs"))
        // The baseline is never written over a flow it lints.
        let over = try CLIRunner.run(["lint", "flows/purpose-brief.yaml", "--write-baseline", "flows/purpose-brief.yaml"], directory: folder)
        #expect(over.status == 2, "\(over.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("flows/purpose-brief.yaml"), encoding: .utf8).contains("permflow:"))
    }
}
