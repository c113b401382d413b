import Foundation
import Testing

/// `permflow export TRANSCRIPT --simctl --bundle-id ID`: the commands that put an iOS Simulator
/// into the permission state a recorded walk ended in (issue 30).
@Suite struct SimctlExportTests {
    /// Walks a bundled flow with `keys`, recording, and exports the state it ended in.
    static func exported(_ flow: String, keys: String, bundleID: String = "com.example.app",
                         allowErrors: Bool = false, edit: (String) -> String = { $0 }) throws -> (stdout: String, stderr: String, status: Int32) {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: CLIRunner.root.appendingPathComponent("flows/\(flow)"), encoding: .utf8)
        let path = folder.appendingPathComponent(flow)
        try Data(edit(text).utf8).write(to: path)
        let transcript = folder.appendingPathComponent("walk.jsonl")
        let walk = try CLIRunner.run(["walk", path.path, "--keys", keys, "--record", transcript.path] + (allowErrors ? ["--allow-errors"] : []))
        #expect(walk.status == 0, "\(walk.stderr)")
        let export = try CLIRunner.run(["export", transcript.path, "--simctl", "--bundle-id", bundleID])
        return (export.stdout, export.stderr, export.status)
    }

    @Test func aGrantedLocationIsGrantedInTheSimulator() throws {
        let result = try Self.exported("location.yaml", keys: "enter,enter,2", bundleID: "com.example.corner")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            # The permission state the walk of \u{201C}Find the nearest store\u{201D} (Corner, iOS 18) ended in, after 3 steps.
            # Boot a Simulator and install the app first; then run these lines (permflow export --simctl).
            xcrun simctl privacy booted reset all com.example.corner
            xcrun simctl privacy booted grant location com.example.corner

            """, "\(result.stdout)")
    }

    @Test func settingsChangesAfterTheLastStepCount() throws {
        // While Using, then Settings > Privacy changes it to Always.
        let result = try Self.exported("location.yaml", keys: "enter,enter,2,p,right,esc")
        #expect(result.stdout.hasSuffix("xcrun simctl privacy booted grant location-always com.example.app\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("grant location com."), "\(result.stdout)")
    }

    @Test func aOneTimeGrantEndsAtTheRelaunch() throws {
        let result = try Self.exported("location.yaml", keys: "enter,enter,1,R")
        #expect(result.stdout.hasSuffix("""
            xcrun simctl privacy booted reset all com.example.app
            # Nothing was determined: every permission is left as on a fresh install.

            """), "\(result.stdout)")
    }

    @Test func whatSimctlCannotSetIsACommentAndTheScriptIsValidShell() throws {
        let result = try Self.exported("camera.yaml", keys: "enter,enter,2")
        #expect(result.stdout.hasSuffix("# camera: authorized: simctl privacy cannot set camera; answer the app's alert by hand\n"), "\(result.stdout)")
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("state.sh")
        try Data(result.stdout.utf8).write(to: script)
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/bin/sh")
        check.arguments = ["-n", script.path]
        try check.run()
        check.waitUntilExit()
        #expect(check.terminationStatus == 0)
    }

    @Test func aHostileFlowNameStaysInItsComment() throws {
        // The flow's name and app end up in the script's first comment: a newline there must not
        // start a command, an escape sequence must not reach the terminal.
        // (The name is an error for lint, flow-unsafe-text: walked with --allow-errors.)
        let result = try Self.exported("camera.yaml", keys: "enter,enter,2", allowErrors: true) { text in
            text.replacingOccurrences(of: "name: Scan a receipt", with: "name: \"Scan\\nrm -rf ~\\u001B[2J\"")
        }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}"))
        for line in result.stdout.split(separator: "\n") {
            #expect(line.hasPrefix("# ") || line.hasPrefix("xcrun simctl privacy booted "), "\(line)")
        }
        #expect(result.stdout.contains("Scan\u{240A}rm -rf ~\u{241B}[2J"), "\(result.stdout)")
    }

    @Test(arguments: [
        (["t.jsonl", "--simctl"], "--simctl needs the app's bundle identifier: --bundle-id com.example.app"),
        (["t.jsonl", "--simctl", "--bundle-id", "x;rm -rf /"], "--bundle-id 'x;rm -rf /' is not a bundle identifier"),
        (["t.jsonl", "--bundle-id", "com.example.app", "--asciicast", "x.cast"], "--bundle-id goes with --simctl"),
        (["a.jsonl", "b.jsonl", "--simctl", "--bundle-id", "a.b"], "--simctl exports one transcript; 2 files were given"),
        (["t.jsonl", "--simctl", "--bundle-id", "a.b", "--oldest-ios", "17"], "--oldest-ios is for exporting a flow's purpose strings, not a walk (--simctl)"),
    ])
    func usageMistakesAreNamed(_ arguments: [String], _ message: String) throws {
        let result = try CLIRunner.run(["export"] + arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// `export FLOW… --review-notes`: the bundled tracking and camera flows, tracking first, as
    /// App Store Connect's review notes take them; -o writes the file, refused when it exists.
    @Test func reviewNotesOfTheBundledFlows() throws {
        let tracking = CLIRunner.root.appendingPathComponent("flows/tracking.yaml").path
        let camera = CLIRunner.root.appendingPathComponent("flows/camera.yaml").path
        let result = try CLIRunner.run(["export", camera, tracking, "--review-notes"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "# Where the app asks for access", "\(result.stdout)")
        #expect(lines.contains("1. **Tracking**: tap **Start reading** → **Continue**"), "\(result.stdout)")
        #expect(lines.contains("2. **Camera**: tap **Scan a receipt** → **Continue**"), "\(result.stdout)")
        #expect(lines.contains("   - flow “Scan a receipt” (camera.yaml), screen `camera`"), "\(result.stdout)")
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("notes.md").path
        #expect(try CLIRunner.run(["export", camera, "--review-notes", "-o", out]).status == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("**Camera**"))
        let again = try CLIRunner.run(["export", camera, "--review-notes", "-o", out])
        #expect(again.status == 2 && again.stderr.contains("--force"), "\(again.stderr)")
    }
}
