import Foundation
import Testing
import PermflowCore
@testable import permflow

/// Flow and transcript text never reaches the terminal as a control sequence: every command
/// that prints it (`review`, `replay --print`, `verify`, `graph`, `coverage`, `export`) makes it
/// visible (`␛[31m`), whatever a hand-edited transcript or an unlinted flow holds.
@Suite struct HostileTextOutputTests {
    /// SGR red, an OSC 52 clipboard write ended by BEL, an OSC 8 link ended by ST (ESC \),
    /// a raw C1 CSI (U+009B) clearing the screen, a right-to-left override, a line separator.
    static let hostile = "\u{1B}[31mRED\u{1B}]52;c;aGFjaw==\u{07}\u{1B}]8;;https://evil.example\u{1B}\\link\u{9B}2J\u{202E}gnp.exe\u{2028}forged"

    /// The same in a YAML double-quoted scalar (escapes only, as a flow file would carry it).
    static let hostileYAML = #""\e[31mRED\e]52;c;aGFjaw==\a\e]8;;https://evil.example\e\\link\u009B2J\u202Egnp.exe\u2028forged""#

    // MARK: What may not be printed

    /// Fails on any byte or character that can act on a terminal or reorder what it shows:
    /// ESC, the other C0 controls but LF, DEL, C1 controls, bidirectional embeddings,
    /// overrides and isolates, line and paragraph separators.
    static func expectNothingRaw(_ text: String, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(!text.utf8.contains(0x1B), "raw ESC in \(what)", sourceLocation: sourceLocation)
        let bad = text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
            default: false
            }
        }
        #expect(bad.isEmpty, "raw \(bad.map { "U+" + String($0.value, radix: 16, uppercase: true) }) in \(what)",
                sourceLocation: sourceLocation)
    }

    /// Runs the binary and checks both streams and the exit status.
    @discardableResult
    static func run(_ arguments: [String], status: Int32, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> CLIRunner.Result {
        let result = try CLIRunner.run(arguments)
        let name = arguments.prefix(1).joined() + " " + arguments.dropFirst().filter { $0.hasPrefix("-") }.joined(separator: " ")
        #expect(result.status == status, "\(name): \(result.stdout.suffix(600))\(result.stderr.suffix(600))",
                sourceLocation: sourceLocation)
        expectNothingRaw(result.stdout, "stdout of \(name)", sourceLocation: sourceLocation)
        expectNothingRaw(result.stderr, "stderr of \(name)", sourceLocation: sourceLocation)
        return result
    }

    // MARK: Hostile transcripts

    /// A walk of `flows/camera.yaml` recorded as `walk` does, then edited by hand: the hostile
    /// text in the flow name and path, designer, `permflow`, a suppression, screen ids, choices,
    /// frame lines, a status, an arrival, a Settings event and the closing line.
    static func hostileTranscript() throws -> (folder: URL, flow: URL, transcript: String) {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        let path = try RecordedWalk.record(flowPath: flow.path, choices: TranscriptCommandTests.allowPath, folder: folder)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var objects = try text.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        try #require(objects.count == 7)  // header, step, check (camera-check), 3 steps, end
        // The check home's action passed stays as recorded (verify compares it); a second one,
        // hostile in every field, comes before the Settings event below.
        let check = objects.remove(at: 2)
        var header = objects[0]
        var info = try #require(header["flow"] as? [String: Any])
        info["name"] = "Scan \(hostile)"
        info["path"] = "flows/\(hostile).yaml"
        header["flow"] = info
        header["designer"] = "mina \(hostile)"
        header["permflow"] = "1.0 \(hostile)"
        header["suppressions"] = [["screen": "home \(hostile)", "rule": "timing-\(hostile)", "reason": hostile]]
        objects[0] = header
        // Step 1: the frame and the choice; verify notes the renamed button and diffs the frame.
        var frame = try #require(objects[1]["frame"] as? [String])
        frame[0] += hostile
        objects[1]["frame"] = frame
        objects[1]["choice"] = hostile
        objects[1]["status"] = hostile
        // Step 2 happened on a screen the flow never had: verify stops there.
        objects[2]["screen"] = "why-\(hostile)"
        objects[3]["choice"] = "Allow \(hostile)"
        objects[4]["arrived"] = "added \(hostile)"
        objects[4]["notes"] = [hostile]
        var end = objects[5]
        end["ending"] = "error"
        end["message"] = hostile
        end["screen"] = hostile
        end["frame"] = [hostile, "plain"]
        end["seq"] = 6
        let settings: [String: Any] = ["type": "settings", "seq": 5, "ms": 6_000, "resource": hostile, "from": "denied",
                                       "to": hostile, "frame": [hostile]]
        objects[5] = settings
        objects.append(end)
        objects.insert(check, at: 2)
        let hostileCheck: [String: Any] = ["type": "check", "seq": 5, "ms": 6_000, "screen": hostile, "resource": hostile,
                                           "state": hostile, "edge": hostile, "arrived": hostile]
        objects.insert(hostileCheck, at: 6)
        var lines = try objects.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
        // A hand edit can also carry C1 and bidi characters unescaped.
        lines[1] = lines[1].replacingOccurrences(of: "\\u009b", with: "\u{9B}")
        let hostileFile = folder.appendingPathComponent("transcripts/hostile.jsonl")
        try (lines.joined(separator: "\n") + "\n").write(to: hostileFile, atomically: true, encoding: .utf8)
        return (folder, flow, hostileFile.path)
    }

    /// Transcripts the reader refuses, each quoting a hostile value from the file in its error:
    /// a first line of another `type`, an unknown `type` later, an unknown version's `permflow`.
    static func unreadableTranscripts(in folder: URL, header: String) throws -> [String] {
        let escaped = String(decoding: try JSONSerialization.data(withJSONObject: [hostile]), as: UTF8.self).dropFirst().dropLast()
        let files = [
            ("bad-first-type.jsonl", #"{"type":\#(escaped),"seq":1,"ms":0}"# + "\n"),
            ("bad-later-type.jsonl", header + "\n" + #"{"type":\#(escaped),"seq":1,"ms":0}"# + "\n"),
            ("bad-version.jsonl", #"{"type":"header","format":2,"permflow":\#(escaped)}"# + "\n"),
        ]
        let bad = folder.appendingPathComponent("bad")
        try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: true)
        return try files.map { name, text in
            let url = bad.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
    }

    @Test func reviewMakesAHostileTranscriptVisible() throws {
        let (_, flow, transcript) = try Self.hostileTranscript()
        let md = try Self.run(["review", transcript, "--flow", flow.path], status: 0)
        // Markdown escapes `[` as well; inside frames and code spans it stays as it is.
        #expect(md.stdout.contains("Scan \u{241B}\\[31mRED"), "\(md.stdout.prefix(400))")
        #expect(md.stdout.contains("\u{241B}[31mRED"))
        #expect(md.stdout.contains("\u{27E8}U+009B\u{27E9}2J\u{27E8}U+202E\u{27E9}gnp.exe\u{27E8}U+2028\u{27E9}forged"))
        let html = try Self.run(["review", transcript, "--flow", flow.path, "--format", "html"], status: 0)
        #expect(html.stdout.contains("<h1>Walk of “Scan \u{241B}[31mRED\u{241B}]52;c;aGFjaw==\u{2407}\u{241B}]8;;https://evil.example\u{241B}\\link"))
        #expect(html.stdout.contains("mina \u{241B}[31mRED"))
    }

    /// Markup, not control characters: judged as GitHub renders Markdown (cmark-gfm with its
    /// extensions and raw HTML allowed), no text from the transcript becomes a live tag or a
    /// link, and entities read as typed.
    static let markup = "<script>alert(1)</script> <img src=x onerror=alert(2)> &amp; &#60;b&#62; **bold** _it_ "
        + "[link](https://evil.example) ![i](https://evil.example/i.png) <!-- c --> https://evil.example www.evil.example "
        + "ops@evil.example | cell | ~~s~~ `code` # h"

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cmark-gfm"), "cmark-gfm is not installed (apt-get install cmark-gfm; CI does)"))
    func reviewMarkdownReadsAsTypedOnGitHub() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        let path = try RecordedWalk.record(flowPath: flow.path, choices: TranscriptCommandTests.allowPath, folder: folder)
        var objects = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        var header = objects[0]
        var info = try #require(header["flow"] as? [String: Any])
        info["name"] = Self.markup
        header["flow"] = info
        header["designer"] = Self.markup
        objects[0] = header
        objects[1]["choice"] = Self.markup
        objects[1]["status"] = Self.markup
        objects[4]["notes"] = [Self.markup]
        let lines = try objects.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
        let edited = folder.appendingPathComponent("transcripts/markup.jsonl")
        try (lines.joined(separator: "\n") + "\n").write(to: edited, atomically: true, encoding: .utf8)
        let review = try Self.run(["review", edited.path, "--flow", flow.path], status: 0)

        let markdown = folder.appendingPathComponent("review.md")
        try review.stdout.write(to: markdown, atomically: true, encoding: .utf8)
        let rendered = try Spawn.run("/usr/bin/cmark-gfm", ["--unsafe", "-e", "table", "-e", "autolink", "-e", "strikethrough",
                                                            "-e", "tasklist", markdown.path],
                                     environment: ProcessInfo.processInfo.environment)
        #expect(rendered.status == 0, "\(rendered.errors)")
        // The review's own anchors (`<a id="step-3"></a>`) are the only `<a` allowed.
        let html = rendered.output.replacingOccurrences(of: "<a id=\"(step-[0-9]+|last-screen)\"></a>", with: "", options: .regularExpression)
        for live in ["<script", "<img", "<a ", "<!-- c", "<strong>bold", "<em>it", "<del>s", "<b>", "<h1>h", "<td> cell", "<code>code"] {
            #expect(!html.contains(live), "\(live) in the rendered review")
        }
        // Read as typed: the text of the markup, HTML-escaped once by the renderer (the empty
        // comment that keeps `ops@…` from becoming a mailto link renders as nothing).
        #expect(html.replacingOccurrences(of: "<!---->", with: "").contains("&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt; &amp;amp; &amp;#60;b&amp;#62; **bold** _it_ [link](https://evil.example) ![i](https://evil.example/i.png) &lt;!-- c --&gt; https://evil.example www.evil.example ops@evil.example | cell | ~~s~~ `code` # h"),
                "\(html.prefix(3000))")
    }

    @Test func replayPrintMakesAHostileTranscriptVisible() throws {
        let (_, _, transcript) = try Self.hostileTranscript()
        let result = try Self.run(["replay", transcript, "--print"], status: 0)
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(lines[0].hasPrefix("permflow replay: “Scan \u{241B}[31mRED"), "\(lines[0])")
        #expect(lines[0].contains("walked by mina \u{241B}[31mRED"))
        #expect(lines.contains { $0.hasPrefix("── 0.0 s · step 1 · home (app) · chose “\u{241B}[31mRED") })
        // Step 2's caption opens with the check home's action passed; the hostile check line's
        // account opens the caption of the Settings event after it.
        #expect(lines.contains { $0.hasPrefix("── 1.5 s · step 2 · why-\u{241B}[31mRED") && $0.contains(" · before it: check 'camera-check' read camera not-determined") })
        #expect(lines.contains { $0.contains("check '\u{241B}[31mRED") && $0.contains("settings · \u{241B}[31mRED") })
        #expect(lines.contains { $0.contains("settings · \u{241B}[31mRED") })
        #expect(lines.contains { $0.hasPrefix("── 6.0 s · end · stopped on an error after 4 steps: \u{241B}[31mRED") })
        // The recorded frame lines too, one output line each (the line separator is not a break).
        #expect(lines.contains { $0.hasSuffix("\u{27E8}U+202E\u{27E9}gnp.exe\u{27E8}U+2028\u{27E9}forged") })
    }

    /// What `verify` prints, in text and in GitHub's format, for a transcript that does not hold
    /// against `flow` (exit 1 each time).
    static func verifyOutputs(_ transcript: String, flow: String,
                              sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [(format: String, out: String)] {
        try ["text", "github"].map { format in
            (format, try run(["verify", transcript, "--flow", flow, "--format", format], status: 1, sourceLocation: sourceLocation).stdout)
        }
    }

    @Test func verifyMakesAHostileTranscriptVisible() throws {
        let (_, flow, transcript) = try Self.hostileTranscript()
        for (format, out) in try Self.verifyOutputs(transcript, flow: flow.path) {
            // The recorded frame line in the diff, the old choice in a note, the screen id in the drift.
            #expect(out.contains("-") && out.contains("\u{241B}[31mRED\u{241B}]52;c;aGFjaw==\u{2407}"), "\(format): \(out)")
            #expect(out.contains("(was \"\u{241B}[31mRED"), "\(format): \(out)")
            #expect(out.contains("step 2 on 'why-\u{241B}[31mRED"), "\(format): \(out)")
            if format == "github" {
                #expect(out.contains("::error file=\(transcript),line=4,title=permflow verify%3A outcome-moved::step 2 on 'why-\u{241B}[31mRED"))
            }
        }
    }

    @Test func graphAndCoverageMakeAHostileTranscriptVisible() throws {
        let (_, flow, transcript) = try Self.hostileTranscript()
        for format in ["dot", "mermaid"] {
            let graph = try Self.run(["graph", flow.path, "--format", format, "--transcripts", transcript], status: 0)
            // Neither its path nor its name matches the flow: counted as asked, with a warning quoting both.
            #expect(graph.stderr.contains("is a walk of flows/\u{241B}[31mRED"), "\(graph.stderr)")
            #expect(graph.stderr.contains("(“Scan \u{241B}[31mRED"), "\(graph.stderr)")
        }
        let coverage = try Self.run(["coverage", flow.path, transcript], status: 0)
        #expect(coverage.stderr.contains("(“Scan \u{241B}[31mRED"))
    }

    @Test func exportMakesAHostileTranscriptVisibleAndJSONEscaped() throws {
        let (_, _, transcript) = try Self.hostileTranscript()
        let result = try Self.run(["export", transcript, "--asciicast", "-"], status: 0)
        try Self.expectFramesVisible(cast: result.stdout)
        let title = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.prefix { $0 != "\n" }.utf8)) as? [String: Any])["title"] as? String
        #expect(title?.contains("Scan \u{241B}[31mRED") == true, "\(title ?? "")")
        #expect(title?.contains("by mina \u{241B}[31mRED") == true)
        #expect(result.stdout.contains("\u{241B}[31mRED"))
    }

    /// Each event of an asciicast clears the screen (JSON-encoded as `\u001b` in the file) and then
    /// draws a frame with nothing raw in it but the recorded colours' SGR sequences.
    static func expectFramesVisible(cast: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let lines = cast.split(separator: "\n").map(String.init)
        #expect(lines.count > 2, sourceLocation: sourceLocation)
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], sourceLocation: sourceLocation)
            let text = try #require(event.last as? String, sourceLocation: sourceLocation)
            let clear = "\u{1B}[H\u{1B}[2J"
            #expect(text.isEmpty || text.hasPrefix(clear), sourceLocation: sourceLocation)
            var drawn = text.hasPrefix(clear) ? String(text.dropFirst(clear.count)) : text
            // The recorded colours: SGR sequences of the exact form FrameANSI writes, and no other.
            drawn = drawn.replacing(/\x1B\[0(;[0-9]+)*m/, with: "")
            expectNothingRaw(drawn.replacingOccurrences(of: "\r\n", with: "\n"), "a frame of the asciicast", sourceLocation: sourceLocation)
        }
    }

    @Test func everyCommandMakesTheReadersQuotesVisible() throws {
        let (folder, flow, transcript) = try Self.hostileTranscript()
        let header = try #require(try String(contentsOfFile: transcript, encoding: .utf8).split(separator: "\n").first.map(String.init))
        let bad = try Self.unreadableTranscripts(in: folder, header: header)
        let expected = [
            "the first line is a '\u{241B}[31mRED",
            "unknown line type '\u{241B}[31mRED",
            "(written by permflow \u{241B}[31mRED",
        ]
        for (path, message) in zip(bad, expected) {
            for arguments in [["review", path], ["replay", path, "--print"], ["export", path, "--asciicast", "-"]] {
                let result = try Self.run(arguments, status: 2)
                #expect(result.stderr.contains(message), "\(arguments[0]): \(result.stderr)")
            }
            let verify = try Self.run(["verify", path, "--flow", flow.path, "--format", "github"], status: 2)
            #expect(verify.stdout.contains(message), "\(verify.stdout)")
            let graph = try Self.run(["graph", flow.path, "--transcripts", path], status: 2)
            #expect(graph.stderr.contains(message), "\(graph.stderr)")
            let coverage = try Self.run(["coverage", flow.path, path], status: 2)
            #expect(coverage.stderr.contains(message), "\(coverage.stderr)")
        }
    }

    // MARK: Hostile flows

    /// `flows/camera.yaml` with escape sequences in its name, a title, the labels, a screen id
    /// (and the `go` that leads there) and a `go` to a screen that does not exist.
    static func hostileFlow() throws -> (folder: URL, flow: URL) {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        try RecordedWalk.edit(flow, replacing: "name: Scan a receipt", with: "name: \(hostileYAML)")
        try RecordedWalk.edit(flow, replacing: "title: Receipts\n", with: "title: \(hostileYAML)\n")
        try RecordedWalk.edit(flow, replacing: "label: Type it in\n        go: manual",
                              with: "label: \(hostileYAML)\n        go: \"\\e[31mnowhere\\u2066\"")
        try RecordedWalk.edit(flow, replacing: "go: added", with: "go: \"added\\e]0;title\\a\"")
        try RecordedWalk.edit(flow, replacing: "  added:\n", with: "  \"added\\e]0;title\\a\":\n")
        return (folder, flow)
    }

    @Test func graphMakesAHostileFlowVisibleAndStaysValid() throws {
        let (folder, flow) = try Self.hostileFlow()
        let transcript = try RecordedWalk.record(flowPath: flow.path, choices: [1, 1, 2], folder: folder)
        let dot = try Self.run(["graph", flow.path], status: 0)
        #expect(dot.stdout.hasPrefix("// permflow graph of \u{241B}[31mRED"), "\(dot.stdout.prefix(200))")
        #expect(dot.stdout.contains("digraph \"\u{241B}[31mRED"))
        #expect(dot.stdout.contains("\"missing screen: \u{241B}[31mnowhere\u{27E8}U+2066\u{27E9}\""))
        #expect(dot.stdout.contains("\"added\u{241B}]0;title\u{2407}\""))
        if let rendered = try TranscriptCommandTests.dot(dot.stdout) {
            #expect(rendered.status == 0, "\(rendered.stderr)")
            #expect(rendered.svg.contains("<svg"))
        }
        let mermaid = try Self.run(["graph", flow.path, "--format", "mermaid", "--transcripts", transcript], status: 0)
        #expect(mermaid.stdout.hasPrefix("flowchart TD\n  %% permflow graph of \u{241B}[31mRED"))
        #expect(mermaid.stdout.contains("[\"\u{241B}[31mnowhere\u{27E8}U+2066\u{27E9}<br/>(no such screen)\"]:::missing"))
        // Every line is still a flowchart statement.
        let quoted = #""(?:[^"]*)""#
        let id = "[A-Za-z][A-Za-z0-9_]*"
        let patterns = try [
            "^  %% [^\n]*$",
            "^  \(id)(\\[|\\(\\[|\\{\\{|\\{|>|\\[\\[|\\(\\()\(quoted)(\\]|\\]\\)|\\}\\}|\\}|\\]\\]|\\)\\))(:::missing)?$",
            "^  start\\(\\(\" \"\\)\\) --> \(id)$",
            "^  style start .*$",
            "^  \(id) (-->|-\\.->)\\|\(quoted)\\| \(id)$",
            "^  classDef missing .*$",
        ].map { try Regex($0) }
        for line in mermaid.stdout.split(separator: "\n").dropFirst() {
            #expect(patterns.contains { line.wholeMatch(of: $0) != nil }, "not a flowchart statement: \(line)")
        }
    }

    @Test func coverageMakesAHostileFlowVisible() throws {
        let (folder, flow) = try Self.hostileFlow()
        let transcript = try RecordedWalk.record(flowPath: flow.path, choices: [1, 1, 2, 1], folder: folder)
        let result = try Self.run(["coverage", flow.path, transcript], status: 0)
        #expect(result.stdout.contains("home --\u{241B}[31mRED\u{241B}]52;c;aGFjaw==\u{2407}"), "\(result.stdout)")
        #expect(result.stdout.contains("--> \u{241B}[31mnowhere\u{27E8}U+2066\u{27E9}\n"), "\(result.stdout)")
    }

    @Test func verifyAgainstAHostileFlowMakesItVisible() throws {
        // Recorded against the bundled flow, checked against the hostile one.
        let (folder, camera) = try RecordedWalk.copyFlow("camera")
        let transcript = try RecordedWalk.record(flowPath: camera.path, choices: TranscriptCommandTests.allowPath, folder: folder)
        let (_, flow) = try Self.hostileFlow()
        for (format, out) in try Self.verifyOutputs(transcript, flow: flow.path) {
            // The diff of the home screen, the moved outcome naming the renamed screen, lint's errors.
            #expect(out.contains("+") && out.contains("\u{241B}[31mRED"), "\(format): \(out)")
            #expect(out.contains("now leads to 'added\u{241B}]0;title\u{2407}'"), "\(format): \(out)")
            #expect(out.contains("[flow-unsafe-text]"), "\(format): \(out)")
        }
    }

    /// A walk of a flow with escape sequences (which `walk` refuses; the walker itself does
    /// not lint) records frames drawn by the renderer, which makes them visible; its export
    /// carries no raw escape from the flow either.
    @Test func recordedFramesOfAHostileFlowAreVisible() throws {
        let (folder, flow) = try RecordedWalk.copyFlow("camera")
        try RecordedWalk.edit(flow, replacing: "name: Scan a receipt", with: "name: \(Self.hostileYAML)")
        try RecordedWalk.edit(flow, replacing: "title: Receipts\n", with: "title: \(Self.hostileYAML)\n")
        try RecordedWalk.edit(flow, replacing: "label: Add receipt", with: "label: \(Self.hostileYAML)")
        let transcript = try RecordedWalk.record(flowPath: flow.path, choices: TranscriptCommandTests.allowPath, folder: folder)
        let read = try TranscriptFile.read(contentsOf: transcript)
        let frames = read.steps.flatMap(\.frame) + (read.end?.frame ?? [])
        #expect(frames.contains { $0.contains("\u{241B}[31mRED") })
        for line in frames { Self.expectNothingRaw(line, "a recorded frame") }
        let result = try Self.run(["export", transcript, "--asciicast", "-"], status: 0)
        try Self.expectFramesVisible(cast: result.stdout)
        try Self.run(["replay", transcript, "--print"], status: 0)
    }
}
