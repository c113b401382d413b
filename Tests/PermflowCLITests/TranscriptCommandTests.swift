import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import PermflowCore
@testable import permflow

/// Records walks the way `walk` does (Walker + Renderer + TranscriptRecorder), never by hand.
enum RecordedWalk {
    static let started = Date(timeIntervalSince1970: 1_763_780_000)

    /// A copy of `flows/<name>.yaml` in a fresh folder, as `<folder>/flows/<name>.yaml`, so
    /// tests can edit it; returns the folder and the copy's path.
    static func copyFlow(_ name: String) throws -> (folder: URL, flow: URL) {
        let folder = try CLIRunner.temporaryDirectory()
        let flows = folder.appendingPathComponent("flows")
        try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
        let copy = flows.appendingPathComponent("\(name).yaml")
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("flows/\(name).yaml"), to: copy)
        return (folder, copy)
    }

    /// Walks `flowPath` with `keys` (a key script) or `choices` and records it into
    /// `<folder>/transcripts/`, as `walk` would with the default path.
    static func record(flowPath: String, keys: String? = nil, choices: [Int] = [], folder: URL,
                       width: Int = 60, height: Int = 24, designer: String = "mina", theme: ThemeName = .light,
                       finish: Bool = true) throws -> String {
        let report = Linter().lint(contentsOf: flowPath)
        let flow = try #require(report.flow)
        let walker = Walker(flow: flow, options: WalkOptions(refusingLocationButtonsFrom: report.diagnostics, in: flow))
        let walk = try keys.map { try walker.run(script: $0) } ?? walker.run(choices: choices)
        try #require(walk.succeeded, "\(walk.failure?.message ?? "")")
        let options = RenderOptions(width: width, height: height, theme: theme, color: true, recording: true,
                                    warnings: report.active.filter { $0.severity == .warning })
        let bytes = try Data(contentsOf: URL(fileURLWithPath: flowPath))
        let file = try TranscriptFile.createDefault(flowPath: flowPath, folder: folder.appendingPathComponent("transcripts").path, date: started)
        let header = TranscriptHeader(flow: flow, flowPath: TranscriptFiles.recordedFlowPath(flowPath, transcriptPath: file.path),
                                      flowBytes: bytes, permflowVersion: "test", designer: designer, started: started, render: options)
        let recorder = try TranscriptRecorder(sink: file, header: header, clock: .fixed(started))
        let render: (WalkState) -> Frame = { Renderer.render($0, walker: walker, options: options) }
        try recorder.record(walk, walker: walker, interval: 1.5, render: render)
        guard finish else { return recorder.path }
        var last = walk.finalState
        last.overlay = nil
        try recorder.finish(.quitting(at: last), state: last, frame: render(last),
                            at: started.addingTimeInterval(1.5 * Double(walk.steps.count) + 2))
        return recorder.path
    }

    /// Replaces `old` with `new` in the file at `url` (which must contain it).
    static func edit(_ url: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        try #require(text.contains(old), "\(url.lastPathComponent) does not contain \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }
}

/// `review`, `replay --print`, `verify`, `graph`, `coverage` and `export` on recorded walks.
@Suite struct TranscriptCommandTests {
    /// Scan a receipt, Continue, Allow, Add receipt.
    static let allowPath = [1, 1, 2, 1]

    // MARK: verify

    @Test func verifyHoldsOnAnUnchangedFlow() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        let first = try RecordedWalk.record(flowPath: flow.path, choices: Self.allowPath, folder: folder)
        let second = try RecordedWalk.record(flowPath: flow.path, keys: "enter,esc,enter,tab,enter,p,right,esc,R,enter,r,2,tab,enter",
                                             folder: folder)
        let result = try CLIRunner.run(["verify", first, second])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == """
        \(first): holds (4 steps against \(flow.path))
        \(second): holds (6 steps against \(flow.path))
        2 transcripts: 2 hold, 0 drifted, 0 unreadable

        """)
        // A folder is searched; the flow is found next to the transcripts folder when the
        // recorded path is relative and the walk ran elsewhere.
        let relative = try CLIRunner.run(["verify", "transcripts"], directory: folder)
        #expect(relative.status == 0, "\(relative.stdout)")
    }

    @Test func verifyReportsChangedCopyWithADiff() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        let transcript = try RecordedWalk.record(flowPath: flow.path, choices: Self.allowPath, folder: folder)
        try RecordedWalk.edit(flow, replacing: "title: Scan receipts with your camera", with: "title: Scan with the camera")
        let result = try CLIRunner.run(["verify", transcript])
        #expect(result.status == 1, "\(result.stdout)")
        let lines = result.stdout.components(separatedBy: "\n")
        // The pre-alert's title shows on its own step and, dimmed, behind the alert on the next.
        #expect(lines[0] == "\(transcript): drift, 2 problems (4 steps against \(flow.path); the flow file changed since the walk)")
        // Line 3 is the check home's action passed (camera-check).
        #expect(lines[1] == "  \(transcript):4: step 2 on 'why-camera' (pre-alert): screen text changed")
        #expect(lines.contains("      --- recorded"))
        #expect(lines.contains("      +++ now"))
        #expect(lines.contains { $0.hasPrefix("      -") && $0.contains("Scan receipts with your camera") })
        #expect(lines.contains { $0.hasPrefix("      +") && $0.contains("Scan with the camera") })
        #expect(lines.contains { $0.hasPrefix("  note: the flow file changed since the walk (sha256 ") })
        #expect(result.stdout.hasSuffix("1 transcript: 0 hold, 1 drifted, 0 unreadable\n"))
    }

    @Test func verifyReportsARemovedChoice() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        let transcript = try RecordedWalk.record(flowPath: flow.path, choices: [2, 1], folder: folder)  // Type it in
        try RecordedWalk.edit(flow, replacing: "      - label: Type it in\n        go: manual\n", with: "")
        let result = try CLIRunner.run(["verify", transcript])
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stdout.contains("\(transcript):2: step 1 on 'home' (app): the button \"Type it in\" no longer exists; the screen offers \"Scan a receipt\""))
        #expect(result.stdout.contains("screen text changed"))  // the home screen lost a line too
    }

    @Test func verifyReportsARetargetedOutcome() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        let transcript = try RecordedWalk.record(flowPath: flow.path, choices: Self.allowPath, folder: folder)
        try RecordedWalk.edit(flow, replacing: "      allow: scanner", with: "      allow: manual")
        let result = try CLIRunner.run(["verify", transcript])
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stdout.contains("\(transcript):5: step 3 on 'camera' (alert): \"Allow\" led to 'scanner', now leads to 'manual'"))
        // The walk stops checking there: one problem, not one per later step.
        #expect(result.stdout.contains("drift, 1 problem"))
    }

    @Test func verifyReportsANewLintError() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        let transcript = try RecordedWalk.record(flowPath: flow.path, choices: Self.allowPath, folder: folder)
        // A screen the walk never sees starts imitating the alert: only lint changes.
        try RecordedWalk.edit(flow, replacing: "      - label: Type it in instead", with: "      - label: Don't Allow")
        let result = try CLIRunner.run(["verify", transcript])
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stdout.contains("  \(transcript): the flow now fails lint: 1 error, first"))
        #expect(result.stdout.contains("[no-imitation-request]"))
        #expect(!result.stdout.contains("screen text changed"))

        let github = try CLIRunner.run(["verify", transcript, "--format", "github"])
        #expect(github.status == 1)
        #expect(github.stdout.contains("::error file=\(flow.path),line="))
        #expect(github.stdout.contains("title=permflow verify%3A lint::"))
    }

    @Test func verifyInGitHubFormatAnnotatesTheTranscriptLine() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        let transcript = try RecordedWalk.record(flowPath: flow.path, choices: Self.allowPath, folder: folder)
        try RecordedWalk.edit(flow, replacing: "      allow: scanner", with: "      allow: manual")
        let result = try CLIRunner.run(["verify", transcript, "--format", "github"])
        #expect(result.status == 1)
        let annotation = try #require(result.stdout.components(separatedBy: "\n").first { $0.hasPrefix("::error ") })
        #expect(annotation == "::error file=\(transcript),line=5,title=permflow verify%3A outcome-moved::step 3 on 'camera' (alert): \"Allow\" led to 'scanner', now leads to 'manual'")
    }

    @Test func verifyExitsTwoOnUnreadableInput() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        let good = try RecordedWalk.record(flowPath: flow.path, choices: Self.allowPath, folder: folder)
        let future = folder.appendingPathComponent("future.jsonl")
        try #"{"type":"header","format":2,"permflow":"9.9"}"#.appending("\n").write(to: future, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["verify", good, future.path])
        #expect(result.status == 2)
        #expect(result.stdout.contains("\(future.path):1: unreadable: transcript format version 2 is not supported; this permflow reads version 1 (written by permflow 9.9)"))
        #expect(result.stdout.contains("\(good): holds"))

        try FileManager.default.removeItem(at: flow)
        let gone = try CLIRunner.run(["verify", good])
        #expect(gone.status == 2)
        #expect(gone.stdout.contains("unreadable: the flow \(flow.path) cannot be read (no such file?); pass --flow to say where it is now"))
        let elsewhere = try CLIRunner.run(["verify", good, "--flow", CLIRunner.root.appendingPathComponent("flows/camera.yaml").path])
        #expect(elsewhere.status == 0, "\(elsewhere.stdout)")
    }

    // MARK: review

    @Test func reviewInMarkdownHasEverySection() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        let transcript = try RecordedWalk.record(flowPath: flow.path, keys: "enter,enter,enter,p,left,esc,R,enter,enter,enter",
                                                 folder: folder, designer: "Mina Park")
        let result = try CLIRunner.run(["review", transcript])
        #expect(result.status == 0, "\(result.stderr)")
        let md = result.stdout
        for expected in ["# Walk of “Scan a receipt”", "| **Walked by** | Mina Park |", "| **Started** | 2025-11-22 02:53:20 UTC |",
                         "| **Flow file now** | unchanged since the walk (sha256 ", "| **Ended** | quit after 6 steps, ",
                         "## Steps", "### 1. `home` (app) — “Scan a receipt”", "```text", "- **Choice:** “Scan a receipt” (button 1, by key) → why-camera",
                         "- **Dwell:** 1.5 s", "- **Permissions after:** camera: denied",
                         "> **Settings** at ", "camera changed in Settings \\> Privacy, denied → not-determined",
                         "> **Relaunch** at ", "## Summary", "### Resources requested", "| 3 | camera | asked; answered “Don’t Allow” (deny) | denied |",
                         "### Screens seen", "| `why-camera` | pre-alert | 2 |", "### HIG warnings", "During the walk: none."] {
            #expect(md.contains(expected), "missing: \(expected)")
        }
        // Every frame is in a fenced block that opens and closes.
        #expect(md.components(separatedBy: "```text").count - 1 == 9)  // 6 steps, the Settings panel, the screen left with R, the last screen
        try RecordedWalk.edit(flow, replacing: "title: Receipts", with: "title: Receipts!")
        let changed = try CLIRunner.run(["review", transcript])
        #expect(changed.stdout.contains("| **Flow file now** | changed since the walk (sha256 "))
    }

    @Test func reviewOfAKoreanWalkKeepsTheKorean() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("ko-camera")
        let transcript = try RecordedWalk.record(flowPath: flow.path, choices: [1, 1, 2, 1], folder: folder)
        let md = try CLIRunner.run(["review", transcript])
        #expect(md.status == 0)
        #expect(md.stdout.contains("# Walk of “영수증 스캔”"))
        // The alert's title wraps inside the phone: both of its lines are in the review.
        #expect(md.stdout.contains("‘영수증함’이(가) 카메라에"))
        #expect(md.stdout.contains("접근하려고 합니다"))
        let html = try CLIRunner.run(["review", transcript, "--format", "html"])
        #expect(html.stdout.contains("<html lang=\"ko\">"))
        #expect(html.stdout.contains("영수증 스캔"))
    }

    @Test func reviewInMarkdownWritesItsPicturesBesideIt() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("ko-camera")
        let transcript = try RecordedWalk.record(flowPath: flow.path, choices: [1, 1, 2, 1], folder: folder, theme: .dark)
        let output = folder.appendingPathComponent("review.md")
        let result = try CLIRunner.run(["review", transcript, "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("and 5 pictures in"))
        let markdown = try String(contentsOf: output, encoding: .utf8)
        #expect(markdown.contains("![Step 1: home](review-frames/step-01-home.svg)"))
        #expect(!markdown.contains("```text"))
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("review-frames").path).sorted()
        #expect(pictures == ["last-screen.svg", "step-01-home.svg", "step-02-why-camera.svg", "step-03-camera.svg", "step-04-scanner.svg"])
        let alert = try String(contentsOf: folder.appendingPathComponent("review-frames/step-03-camera.svg"), encoding: .utf8)
        #expect(alert.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && alert.contains(">허</tspan><tspan x=") && alert.contains(">용</tspan>"))

        // Text frames on request; the same again replaces the review only with --force.
        let kept = try CLIRunner.run(["review", transcript, "-o", output.path, "--text-frames"])
        #expect(kept.status == 2 && kept.stderr.contains("add --force to replace it"), "\(kept.stderr)")
        let text = try CLIRunner.run(["review", transcript, "-o", output.path, "--text-frames", "--force"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8).contains("```text"))

        // A frames folder that is a symbolic link is not followed: nothing is written through it.
        let elsewhere = try CLIRunner.temporaryDirectory()
        let linked = folder.appendingPathComponent("linked.md")
        #expect(symlink(elsewhere.path, folder.appendingPathComponent("linked-frames").path) == 0)
        let refused = try CLIRunner.run(["review", transcript, "-o", linked.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("linked-frames is a symbolic link"), "\(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: linked.path))
    }

    @Test func renderPrintsOneScreenAsSVG() throws {
        let result = try CLIRunner.run(["render", "flows/ko-camera.yaml", "--screen", "camera", "--svg", "--theme", "dark"],
                                       environment: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"permflow-frame\""))
        #expect(result.stdout.hasSuffix("</svg>\n"))
        #expect(result.stdout.contains("<title>영수증 스캔: camera</title>"))
        // In colour even with NO_COLOR (a picture is not a terminal): the dark theme's alert blue.
        #expect(result.stdout.contains("#0a84ff"))
    }

    @Test func reviewInHTMLIsOneSelfContainedEscapedFile() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        try RecordedWalk.edit(flow, replacing: "body: Keep every receipt in one place, ready for your expense report.",
                              with: "body: \"Receipts <b>& more</b> 'here'\"")
        let transcript = try RecordedWalk.record(flowPath: flow.path, choices: Self.allowPath, folder: folder)
        let output = folder.appendingPathComponent("review.html")
        let result = try CLIRunner.run(["review", transcript, "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: output, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(html.contains("<style>"))
        for external in ["http://", "https://", "<script", "<link", "<img", "src=", "url(", "@import", "<iframe"] {
            #expect(!html.lowercased().contains(external), "found \(external)")
        }
        // The picture's text, read as a browser reads it: its words' `<tspan>`s joined by their spaces.
        let text = html.replacingOccurrences(of: "<tspan x=\"[0-9 ]*\"( textLength=\"[0-9]*\" lengthAdjust=\"spacingAndGlyphs\")?>", with: "",
                                             options: .regularExpression).replacingOccurrences(of: "</tspan>", with: "")
        #expect(text.contains("Receipts &lt;b&gt;&amp; more&lt;/b&gt; &#39;here&#39;"))
        #expect(!html.contains("<b>"))
        #expect(html.hasSuffix("</html>\n"))
    }

    /// What a walk killed after three steps leaves: the steps, no closing line, and perhaps a
    /// last line cut short. `review` reads it and says so.
    @Test func reviewReadsAWalkKilledAfterThreeSteps() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        let transcript = try RecordedWalk.record(flowPath: flow.path, choices: [1, 1, 2], folder: folder, finish: false)
        let handle = try #require(FileHandle(forWritingAtPath: transcript))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"type":"step","seq":4,"ms":60"#.utf8))
        try handle.close()
        let result = try CLIRunner.run(["review", transcript])
        #expect(result.status == 0)
        #expect(result.stdout.contains("| **Ended** | cut short after 3 steps (no closing line), 4.5 s |"))
        #expect(result.stdout.contains("### 3. `camera` (camera alert) — “Allow”"))
        // Header, three steps and the check after the first: the cut line is the sixth.
        #expect(result.stderr.contains("\(transcript):6: the last line is cut short (the walk was probably killed while writing it); it is ignored"))
        let verify = try CLIRunner.run(["verify", transcript])
        #expect(verify.status == 0, "\(verify.stdout)")
    }

    @Test func reviewRefusesAnUnreadableTranscript() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let bad = folder.appendingPathComponent("bad.jsonl")
        try "not json\n".write(to: bad, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["review", bad.path])
        #expect(result.status == 2)
        #expect(result.stderr == "permflow review: \(bad.path):1: not a transcript line: not valid JSON\n")
    }

    // MARK: replay

    @Test func replayPrintsEveryFrameInOrder() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        let transcript = try RecordedWalk.record(flowPath: flow.path, choices: Self.allowPath, folder: folder)
        let result = try CLIRunner.run(["replay", transcript, "--print"])
        #expect(result.status == 0)
        let headers = result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("── ") }
        #expect(headers == [
            "── 0.0 s · step 1 · home (app) · chose “Scan a receipt” by script → why-camera ──",
            // The check home's action passed draws nothing; the next frame's caption tells of it.
            "── 1.5 s · step 2 · why-camera (pre-alert) · chose “Continue” by script → camera · before it: check 'camera-check' read camera not-determined and went on to 'why-camera' ──",
            "── 3.0 s · step 3 · camera (camera alert) · chose “Allow” by script → scanner ──",
            "── 4.5 s · step 4 · scanner (app) · chose “Add receipt” by script → added ──",
            "── 6.0 s · end · completed after 4 steps · at added ──",
        ])
        let interactive = try CLIRunner.run(["replay", transcript])
        #expect(interactive.status == 2)
        #expect(interactive.stderr == "permflow replay: standard input and output must be a terminal to replay; use --print to print the frames\n")
    }

    // MARK: graph and coverage

    static let hasDot = FileManager.default.isExecutableFile(atPath: "/usr/bin/dot")

    /// Runs `dot -Tsvg` on `input`; nil when Graphviz is not installed.
    static func dot(_ input: String) throws -> (status: Int32, svg: String, stderr: String)? {
        guard hasDot else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
        process.arguments = ["-Tsvg"]
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let svg = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, svg, err)
    }

    @Test(.enabled(if: hasDot, "Graphviz `dot` is not installed (apt-get install graphviz; `make deps` does it)"),
          arguments: ["calendar", "camera", "contacts", "ko-camera", "ko-location", "location-button", "location",
                      "microphone", "notifications", "photos", "tracking"])
    func dotAcceptsTheGraphOfEveryBundledFlow(name: String) throws {
        let result = try CLIRunner.run(["graph", "flows/\(name).yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("digraph "))
        let rendered = try #require(try Self.dot(result.stdout))
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(rendered.svg.contains("<svg"))
        #expect(rendered.stderr.isEmpty, "\(rendered.stderr)")
        // The pre-alert's Korean button labels its edge.
        if name == "ko-camera" { #expect(rendered.svg.contains(">계속<")) }
        if name == "ko-location" { #expect(rendered.svg.contains(">다음<")) }
    }

    /// A screen that does not exist is drawn apart, and dot still takes the graph (quotes in the
    /// flow's name and labels escaped).
    @Test(.enabled(if: hasDot, "Graphviz `dot` is not installed (apt-get install graphviz; `make deps` does it)"))
    func dotAcceptsAGraphWithAMissingScreen() throws {
        let url = try CLIRunner.temporaryDirectory().appendingPathComponent("broken.yaml")
        let broken = ExampleFlow(name: "\"Broken \\\"quoted\\\" flow\"", app: "Demo", home: "Home", action: "Go \"there\"").home(goesTo: "nowhere")
        try Data((broken.expand("end:\n  kind: end\n  title: Done") + "\n").utf8).write(to: url)
        let result = try CLIRunner.run(["graph", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""home" -> "missing screen: nowhere" [label="Go \"there\""];"#))
        let rendered = try #require(try Self.dot(result.stdout))
        #expect(rendered.status == 0, "\(rendered.stderr)")
    }

    @Test func graphWithTranscriptsDashesTheUnwalkedEdgesAndCountsThem() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        _ = try RecordedWalk.record(flowPath: flow.path, choices: Self.allowPath, folder: folder)
        _ = try RecordedWalk.record(flowPath: flow.path, choices: [1, 1, 1, 2, 1], folder: folder)  // Don't Allow, Type it in instead
        // A walk of another flow in the same folder is skipped.
        let (_, other) = try RecordedWalk.copyFlow("location")
        _ = try RecordedWalk.record(flowPath: other.path, choices: [1, 1, 2, 1], folder: folder)
        let transcripts = folder.appendingPathComponent("transcripts").path
        let result = try CLIRunner.run(["graph", flow.path, "--transcripts", transcripts])
        #expect(result.status == 0, "\(result.stderr)")
        // Edges: home 2, camera-check 3, why-camera 1, camera 2, camera-off 2, scanner 1, manual 1 =
        // 12; unwalked: home → manual, the check's denied and allowed routes, camera-off → scanner.
        #expect(result.stderr.contains("8/12 edges walked, 67 % (2 transcripts)"), "\(result.stderr)")
        #expect(result.stderr.contains("note: skipped 1 transcript of other flows"))
        #expect(result.stdout.contains("\"home\" -> \"manual\" [label=\"Type it in\", style=dashed"))
        #expect(result.stdout.contains("\"home\" -> \"camera-check\" [label=\"Scan a receipt\"];"))
        #expect(result.stdout.contains("\"camera-check\" -> \"why-camera\" [label=\"not-determined\"];"))
        #expect(result.stdout.contains("\"camera-check\" -> \"scanner\" [label=\"allowed\", style=dashed"))
        if let rendered = try Self.dot(result.stdout) { #expect(rendered.status == 0, "\(rendered.stderr)") }

        let coverage = try CLIRunner.run(["coverage", flow.path, transcripts])
        #expect(coverage.status == 0)
        #expect(coverage.stdout == "home --Type it in--> manual\ncamera-check --denied--> camera-off\ncamera-check --allowed--> scanner\n"
                + "camera-off --Open Settings--> scanner\n")
        #expect(coverage.stderr.hasSuffix("8/12 edges walked, 67 % (2 transcripts)\n"))
    }

    /// Follows alerts the system answered by itself: after a denial, Continue on the pre-alert
    /// goes through the camera alert's `deny` without showing it.
    @Test func coverageCountsAlertsTheSystemSkipped() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        let transcript = try RecordedWalk.record(flowPath: flow.path, keys: "enter,enter,enter,R,enter,enter", folder: folder)
        let result = try CLIRunner.run(["coverage", flow.path, transcript])
        #expect(!result.stdout.contains("camera --deny--> camera-off"), "\(result.stdout)")
        #expect(result.stdout.contains("camera --allow--> scanner"))
    }

    @Test func mermaidFollowsTheGrammarBasics() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("ko-camera")
        // Quotes, a hash, angle brackets, a pipe and a semicolon in a label.
        try RecordedWalk.edit(flow, replacing: "label: 직접 입력하기", with: "label: \"직접 \\\"입력\\\" #1 <b> | a;b\"")
        _ = try RecordedWalk.record(flowPath: flow.path, choices: [1, 1, 2, 1], folder: folder)
        let result = try CLIRunner.run(["graph", flow.path, "--format", "mermaid", "--transcripts", folder.appendingPathComponent("transcripts").path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart TD")
        let quoted = #""(?:[^"]*)""#
        let id = "[A-Za-z][A-Za-z0-9_]*"
        let patterns = [
            "^  %% .*$",
            "^  \(id)(\\[|\\(\\[|\\{\\{|\\{|>|\\[\\[|\\(\\()\(quoted)(\\]|\\]\\)|\\}\\}|\\}|\\]\\]|\\)\\))(:::missing)?$",
            "^  start\\(\\(\" \"\\)\\) --> \(id)$",
            "^  style start .*$",
            "^  \(id) (-->|-\\.->)\\|\(quoted)\\| \(id)$",
            "^  classDef missing .*$",
        ].map { try! Regex($0) }
        for line in lines.dropFirst() {
            #expect(patterns.contains { line.wholeMatch(of: $0) != nil }, "not a flowchart statement: \(line)")
        }
        // Node ids are never screen ids (`end` is a keyword); labels keep the Korean.
        #expect(!result.stdout.contains(" end["))
        #expect(result.stdout.contains("s0[\"home<br/>영수증함\"]"))
        #expect(result.stdout.contains("-.->|\"직접 #34;입력#34; #35;1 #60;b#62; #124; a#59;b\"|"))
        #expect(result.stdout.contains("{{\"camera<br/>camera alert\"}}"))
        #expect(result.stdout.contains("([\"why-camera<br/>카메라로 영수증을 스캔하세요\"])"))
    }

    /// A flow that cannot be read is refused with the first problem `lint` reports, a rule's
    /// included: a duplicate key inside `{…}` stops reading and is `flow-duplicate-id`'s.
    @Test func graphOfAnUnusableFlowNamesItsFirstProblem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permflow-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("twice.yaml")
        try "permflow: 1\nname: T\napp: Demo\nstart: home\nscreens: {home: {kind: end, title: A, title: B}}\n"
            .write(to: flow, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["graph", flow.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("twice.yaml: 5:29: duplicate key 'title'"), "\(result.stderr)")
    }

    @Test func dotQuotesKoreanAndSpecialCharacters() throws {
        let (_, flow) = try RecordedWalk.copyFlow("ko-camera")
        try RecordedWalk.edit(flow, replacing: "label: 직접 입력하기", with: "label: \"직접 \\\"입력\\\" \\\\ 하기\"")
        let result = try CLIRunner.run(["graph", flow.path])
        #expect(result.stdout.contains("[label=\"직접 \\\"입력\\\" \\\\ 하기\"]"), "\(result.stdout)")
        if let rendered = try Self.dot(result.stdout) {
            #expect(rendered.status == 0, "\(rendered.stderr)")
            #expect(rendered.svg.contains("직접 &quot;입력&quot; \\ 하기"))
        }
    }

    // MARK: export

    @Test func asciicastIsValidJSONLinesWithIncreasingTimes() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("ko-camera")
        let transcript = try RecordedWalk.record(flowPath: flow.path, keys: "1,1,2,p,right,esc,R,1,1", folder: folder)
        let cast = folder.appendingPathComponent("walk.cast")
        let result = try CLIRunner.run(["export", transcript, "--asciicast", cast.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try String(contentsOf: cast, encoding: .utf8).split(separator: "\n").map(String.init)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 60)
        #expect(header["height"] as? Int == 24)
        #expect(header["timestamp"] as? Int == 1_763_780_000)
        #expect((header["title"] as? String)?.contains("영수증 스캔") == true)
        var previous = -1.0
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            #expect(event.count == 3)
            let time = try #require((event[0] as? NSNumber)?.doubleValue)
            #expect(time > previous, "times must increase: \(line.prefix(40))")
            previous = time
            #expect(event[1] as? String == "o")
            #expect(event[2] is String)
        }
        #expect(lines.count == 1 + 8 + 1)  // 6 steps + settings + relaunch, the last screen, the closing event
        #expect(lines[1].hasPrefix(#"[0.000, "o", "\u001b[H\u001b[2J"#))
    }

    static let asciinema = ["/usr/bin/asciinema", "/usr/local/bin/asciinema"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// asciinema needs a terminal: it runs under `script`.
    @Test(.enabled(if: asciinema != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
                   "asciinema is not installed (apt-get install asciinema; `make deps` does it)"))
    func asciinemaPlaysTheExport() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("ko-camera")
        let transcript = try RecordedWalk.record(flowPath: flow.path, keys: "1,1,2,p,right,esc,R,1,1", folder: folder)
        let cast = folder.appendingPathComponent("walk.cast")
        #expect(try CLIRunner.run(["export", transcript, "--asciicast", cast.path]).status == 0)
        let asciinema = try #require(Self.asciinema)
        // `cat` prints every frame; `play` plays it at the recorded pace (idle time capped, fast).
        for command in ["cat", "play -i 0.05 -s 20"] {
            // IntegrationHooksTests.run: standard output and error together, nothing on standard input.
            let run = try IntegrationHooksTests.run(["/usr/bin/script", "-qec", "\(asciinema) \(command) \(cast.path)", "/dev/null"],
                                                    in: CLIRunner.root, environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
            let printed = run.output
            #expect(run.status == 0, "asciinema \(command): \(printed)")
            #expect(printed.contains("영수증함"), "asciinema \(command)")
        }
    }
}
