import Foundation
import Testing
@testable import PermflowCore

/// Recording walks into transcripts, reading them back, and the pieces under them (SHA-256, the
/// recorder's guarantees, line diffs). Transcripts are recorded into memory (`TranscriptLines`);
/// the file that holds them is the CLI's, tested in PermflowCLITests.
enum TranscriptFixture {
    static let started = Date(timeIntervalSince1970: 1_763_780_000)

    /// The lint report of `flows/<name>.yaml`.
    static func lint(_ name: String) throws -> LintReport {
        try Linter().lint(fixture: WalkFixture.root.appendingPathComponent("flows/\(name).yaml").path)
    }

    /// `flows/<name>.yaml` ready to walk as `permflow walk` walks it: its path, its lint report,
    /// and a walker that refuses the location buttons lint finds iOS would refuse.
    static func walkable(_ name: String) throws -> (flowPath: String, report: LintReport, walker: Walker) {
        let report = try lint(name)
        let flow = try #require(report.flow)
        return (WalkFixture.root.appendingPathComponent("flows/\(name).yaml").path, report,
                Walker(flow: flow, options: WalkOptions(refusingLocationButtonsFrom: report.diagnostics, in: flow)))
    }

    /// Render options as the walk would use them: recording, with the flow's warnings.
    static func options(_ report: LintReport, width: Int = 60, height: Int = 30, theme: ThemeName = .light) -> RenderOptions {
        RenderOptions(width: width, height: height, theme: theme, color: true, recording: true,
                      warnings: report.active.filter { $0.severity == .warning })
    }

    /// Records `walk` of `walker` (a flow read from `flowPath`) into memory, under the name `walk`
    /// would give its file, rendering with `Renderer.render`, and finishes it as the walk would.
    @discardableResult
    static func record(_ walk: ScriptedWalk, walker: Walker, flowPath: String, options: RenderOptions,
                       designer: String = "mina") throws -> TranscriptLines {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: flowPath))
        let header = TranscriptHeader(flow: walker.flow, flowPath: flowPath, flowBytes: bytes, permflowVersion: "test",
                                      designer: designer, started: started, render: options)
        let lines = TranscriptLines(path: TranscriptPath.defaultPath(flowPath: flowPath, date: started))
        let recorder = try TranscriptRecorder(sink: lines, header: header, clock: .fixed(started))
        let render: (WalkState) -> Frame = { Renderer.render($0, walker: walker, options: options) }
        try recorder.record(walk, walker: walker, render: render)
        var last = walk.finalState
        last.overlay = nil
        let ending: TranscriptEnding = walk.quit ? .quitting(at: last) : (last.ended ? .completed : .quit)
        try recorder.finish(ending, state: last, frame: render(last),
                            at: started.addingTimeInterval(Double(walk.steps.count + 1)))
        #expect(lines.isClosed)
        return lines
    }
}

@Suite struct TranscriptTests {
    // MARK: SHA-256

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
        ("The quick brown fox jumps over the lazy dog",
         "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"),
    ])
    func sha256MatchesTheStandardVectors(message: String, digest: String) {
        #expect(SHA256.hex(of: message) == digest)
    }

    @Test func sha256OfAMillionAs() {
        #expect(SHA256.hex(of: [UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func sha256InPiecesEqualsAtOnce() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var hasher = SHA256()
        var index = 0
        for size in [1, 63, 64, 65, 0, 127, 300] {
            hasher.update(bytes[index..<min(bytes.count, index + size)])
            index = min(bytes.count, index + size)
        }
        hasher.update(bytes[index...])
        #expect(hasher.finalize().count == 32)
        #expect(hasher.finalize() == { var h = SHA256(); h.update(bytes); return h.finalize() }())
    }

    // MARK: Round trip

    /// Every path of every bundled flow is recorded, read back and walked again from the recorded
    /// choices; the frames drawn again are the recorded ones, line for line.
    @Test(arguments: WalkFixture.bundledNames)
    func everyScriptedWalkOfEveryBundledFlowRoundTrips(name: String) throws {
        let (flowPath, report, walker) = try TranscriptFixture.walkable(name)
        let flow = walker.flow
        let options = TranscriptFixture.options(report, theme: name.hasPrefix("ko") ? .dark : .light)
        let paths = ScriptedWalkTests.allPaths(walker)
        #expect(!paths.isEmpty)
        let sha = SHA256.hex(of: [UInt8](try Data(contentsOf: URL(fileURLWithPath: flowPath))))
        for path in paths {
            let walk = walker.run(choices: path)
            #expect(walk.succeeded)
            let transcript = try TranscriptFixture.record(walk, walker: walker, flowPath: flowPath, options: options).transcript()
            #expect(transcript.warnings.isEmpty)
            #expect(transcript.header.flow.sha256 == sha)
            #expect(transcript.header.flow.name == flow.name.value)
            #expect(transcript.header.terminal == .init(width: 60, height: 30))
            #expect(transcript.header.designer == "mina")
            #expect(transcript.header.started == "2025-11-22T02:53:20Z")
            #expect(transcript.end?.ending == .completed)
            #expect(transcript.end?.steps == path.count)
            #expect(transcript.steps.count == path.count)
            // Steps and the check lines between them are numbered together, in order.
            let seqs = transcript.lines.map { line -> Int in
                switch line.entry {
                case .step(let step): step.seq
                case .event(let event): event.seq
                }
            }
            #expect(seqs == Array(1...transcript.lines.count))
            #expect(transcript.steps.map { $0.ms } == (1...path.count).map { $0 * 1000 })

            // Walk again from the recorded choices only, and draw every screen as shown.
            let again = walker.run(choices: transcript.steps.map { $0.index + 1 })
            #expect(again.succeeded)
            #expect(again.records == walk.records)
            for (offset, step) in transcript.steps.enumerated() {
                var shown = again.states[offset]
                // Closed as the recorder closes a panel a step left open: through the walker.
                if shown.overlay != nil { shown = walker.update(shown, .cancelOverlay).0 }
                shown.focus = step.focus
                shown.notes = step.status.map { [.recorded($0)] } ?? []
                let frame = TranscriptRecorder.trimmed(Renderer.render(shown, walker: walker, options: options).lines)
                #expect(frame == step.frame, "\(name) \(path) step \(offset + 1)")
                #expect(step.screen == again.records[offset].screenID)
                #expect(step.arrived == again.records[offset].arrivedAt)
                #expect(step.method == .script)
            }
            #expect(transcript.end?.frame == TranscriptRecorder.trimmed(Renderer.render(
                { var s = again.finalState; s.overlay = nil; return s }(), walker: walker, options: options).lines))

            let verification = TranscriptVerifier(flow: flow, diagnostics: report.diagnostics, flowSHA256: sha)
                .verify(transcript, flowPath: flowPath)
            #expect(verification.holds, "\(name) \(path): \(verification.drifts.map(\.message))")
            #expect(verification.stepsChecked == path.count)
            #expect(!verification.flowChanged)
        }
    }

    /// Settings changes, relaunches, restarts and the Precise switch are recorded as events, read
    /// back, and replayed by `verify`.
    @Test(arguments: [
        ("camera", "enter,esc,enter,tab,enter,p,right,esc,R,enter,r,2,tab,enter"),
        ("location", "p,esc,enter,enter,t,t,t,1"),
        ("ko-camera", "1,1,2,p,right,right,esc,R,1,1"),
    ])
    func eventsRoundTripAndReplay(name: String, keys: String) throws {
        let (flowPath, report, walker) = try TranscriptFixture.walkable(name)
        let flow = walker.flow
        let walk = try walker.run(script: keys)
        #expect(walk.succeeded, "\(walk.failure?.message ?? "")")
        let options = TranscriptFixture.options(report)
        let transcript = try TranscriptFixture.record(walk, walker: walker, flowPath: flowPath, options: options).transcript()
        let effects = walk.effects.filter { $0 != .quit }
        #expect(transcript.lines.count == effects.count)
        for (line, effect) in zip(transcript.lines, effects) {
            switch (line.entry, effect) {
            case (.step(let step), .stepped(let record)):
                #expect(step.choice == record.choice && step.arrived == record.arrivedAt && step.notes == record.notes.map(\.english))
                #expect(step.permissions == record.permissions)
            case (.event(let event), .settingsChanged(let resource, let from, let to)):
                #expect(event.kind == .settings && event.resource == resource && event.from == from.rawValue && event.to == to.rawValue)
            case (.event(let event), .relaunched(let expired, let arrived, let notes)):
                #expect(event.kind == .relaunch && event.expired == expired && event.arrived == arrived && event.notes == notes.map(\.english))
            case (.event(let event), .restarted(let arrived, let notes)):
                #expect(event.kind == .restart && event.arrived == arrived && event.notes == notes.map(\.english))
            case (.event(let event), .preciseToggled(let on)):
                #expect(event.kind == .precise && event.on == on)
            case (.event(let event), .checked(let pass)):
                #expect(event.kind == .check && event.screen == pass.screen && event.resource == pass.resource
                        && event.state == pass.state.rawValue && event.routeKey == pass.edge && event.arrived == pass.target)
            default:
                Issue.record("line \(line.number) does not match \(effect)")
            }
            // A check draws nothing: its line has no frame; every other line has the screen shown.
            if case .checked = effect {
                #expect(line.entry.frame == nil)
            } else {
                #expect(line.entry.frame?.isEmpty == false)
            }
        }
        #expect(!transcript.events.isEmpty)
        let sha = transcript.header.flow.sha256
        let verification = TranscriptVerifier(flow: flow, diagnostics: report.diagnostics, flowSHA256: sha)
            .verify(transcript, flowPath: flowPath)
        #expect(verification.holds, "\(verification.drifts.map { $0.message + "\n" + $0.details.joined(separator: "\n") })")
        #expect(verification.stepsChecked == transcript.steps.count)
    }

    @Test func linesAreWrittenInTheDocumentedOrderWithTypeFirst() throws {
        let step = TranscriptStep(seq: 1, ms: 1500, step: 1, screen: "home", kind: "app", alert: nil, frame: ["영수증", "1. Scan"],
                                  focus: 0, status: nil, choice: "Scan", index: 0, outcome: nil, arrived: "why",
                                  method: .key, notes: [], permissions: ["camera": "denied", "addressbook": "authorized"])
        #expect(TranscriptLine.step(step).json() == #"{"type":"step","seq":1,"ms":1500,"step":1,"screen":"home","kind":"app","choice":"Scan","index":0,"arrived":"why","method":"key","notes":[],"permissions":{"addressbook":"authorized","camera":"denied"},"focus":0,"frame":["영수증","1. Scan"]}"#)
        var event = TranscriptEvent(kind: .settings, seq: 2, ms: 2000)
        event.resource = "camera"
        event.from = "denied"
        event.to = "authorized"
        #expect(TranscriptLine.event(event).json() == #"{"type":"settings","seq":2,"ms":2000,"resource":"camera","from":"denied","to":"authorized"}"#)
        let end = TranscriptEnd(seq: 3, ms: 2500, ending: .interrupted, steps: 1)
        #expect(TranscriptLine.end(end).json() == #"{"type":"end","seq":3,"ms":2500,"ending":"interrupted","steps":1}"#)
    }

    // MARK: Recorder

    /// After a write error the recorder throws once, keeps the error and writes nothing more;
    /// its step count is what the sink holds.
    @Test func theRecorderStopsAfterAWriteError() throws {
        let walker = try WalkFixture.walker("camera")
        let flowPath = WalkFixture.root.appendingPathComponent("flows/camera.yaml").path
        let header = TranscriptHeader(flow: walker.flow, flowPath: flowPath, flowBytes: [UInt8](), permflowVersion: "test",
                                      designer: "x", started: TranscriptFixture.started, render: RenderOptions())
        let refusing = TranscriptLines(capacity: 0)
        #expect(throws: TranscriptWriteError(path: "t.jsonl", reason: "No space left on device")) {
            _ = try TranscriptRecorder(sink: refusing, header: header, clock: .fixed(TranscriptFixture.started))
        }
        #expect(refusing.isClosed)
        // A sink that fills up after the header, the first step and the check it passed.
        let lines = TranscriptLines(capacity: 3)
        let recorder = try TranscriptRecorder(sink: lines, header: header, clock: .fixed(TranscriptFixture.started))
        let walk = walker.run(choices: [1, 1, 1])
        try #require(walk.steps.count == 3)
        try recorder.record(effects: walk.steps[0].effects, frameLines: ["frame 1"], shown: walk.states[0])
        #expect(recorder.stepCount == 1)
        #expect(recorder.failure == nil)
        let expected = TranscriptWriteError(path: "t.jsonl", reason: "No space left on device")
        #expect(throws: expected) {
            try recorder.record(effects: walk.steps[1].effects, frameLines: ["frame 2"], shown: walk.states[1])
        }
        #expect(recorder.failure == expected)
        #expect(recorder.isFinished)
        #expect(lines.isClosed)
        // Only steps the sink took are counted.
        #expect(recorder.stepCount == 1)
        #expect(recorder.stepsOnDisk == "1 step is in t.jsonl")
        // After the error (thrown once) the recorder writes nothing and throws no more.
        try recorder.record(effects: walk.steps[2].effects, frameLines: ["frame 3"], shown: walk.states[2])
        try recorder.finish(.quit, state: walk.finalState, frameLines: ["last"])
        #expect(recorder.failure == expected)
        #expect(lines.lines.count == 3)
        #expect(lines.lines.first?.hasPrefix(#"{"type":"header""#) == true)
        #expect(lines.lines[1].hasPrefix(#"{"type":"step","seq":1,"#))
        #expect(lines.lines[2].hasPrefix(#"{"type":"check","seq":2,"#))
        let transcript = try lines.transcript()
        #expect(transcript.steps.map(\.frame) == [["frame 1"]])
        #expect(transcript.end == nil)
    }

    /// The recorder writes the header as given: naming the flow as the transcript's file will
    /// look for it is the CLI's (`TranscriptFiles.recordedFlowPath`).
    @Test func theHeaderIsWrittenAsGiven() throws {
        let walker = try WalkFixture.walker("camera")
        let header = TranscriptHeader(flow: walker.flow, flowPath: "../../flows/camera.yaml", flowBytes: [UInt8](),
                                      permflowVersion: "test", designer: "x", started: TranscriptFixture.started,
                                      render: RenderOptions())
        let lines = TranscriptLines()
        let recorder = try TranscriptRecorder(sink: lines, header: header, clock: .fixed(TranscriptFixture.started))
        #expect(recorder.header == header)
        #expect(try lines.transcript().header.flow.path == "../../flows/camera.yaml")
    }

    @Test func defaultTranscriptNames() {
        let date = TranscriptFixture.started
        #expect(TranscriptPath.defaultPath(flowPath: "flows/ko-camera.yaml", folder: "t/new", date: date)
                == "t/new/ko-camera-20251122T025320Z.jsonl")
        #expect(TranscriptPath.defaultPath(flowPath: "camera.YAML", folder: "transcripts", date: date)
                == "transcripts/camera-20251122T025320Z.jsonl")
        #expect(TranscriptPath.defaultPath(flowPath: "-", date: date) == "transcripts/flow-20251122T025320Z.jsonl")
    }

    // MARK: Reader

    /// A walk killed while writing leaves a last line cut short: the steps before it are read,
    /// with a warning, and the missing closing line is noted.
    @Test func aTruncatedLastLineIsDroppedWithAWarning() throws {
        let flowPath = WalkFixture.root.appendingPathComponent("flows/camera.yaml").path
        let walker = try WalkFixture.walker("camera")
        let header = TranscriptHeader(flow: walker.flow, flowPath: flowPath, flowBytes: [UInt8](), permflowVersion: "test",
                                      designer: "x", started: TranscriptFixture.started, render: RenderOptions())
        let path = "transcripts/killed.jsonl"
        let lines = TranscriptLines(path: path)
        let recorder = try TranscriptRecorder(sink: lines, header: header, clock: .fixed(TranscriptFixture.started))
        let walk = walker.run(choices: [1, 1, 1, 1])
        for (offset, step) in walk.steps.prefix(3).enumerated() {
            try recorder.record(effects: step.effects, frameLines: ["frame \(offset)"], shown: walk.states[offset])
        }
        // What `kill -9` in the middle of the fourth write leaves.
        let killed = lines.data + Data(#"{"type":"step","seq":4,"ms":12,"scre"#.utf8)

        let transcript = try TranscriptReader.parse(data: killed, path: path)
        #expect(transcript.steps.count == 3)
        #expect(transcript.end == nil)
        #expect(transcript.warnings == [
            // Header, three steps and the check after the first: the cut line is the sixth.
            "\(path):6: the last line is cut short (the walk was probably killed while writing it); it is ignored",
            "\(path): no closing line; the walk ended without saying how (killed?)",
        ])
        #expect(transcript.endingDescription == "cut short after 3 steps (no closing line)")
    }

    @Test func anUnknownVersionIsRefusedNamingBothVersions() throws {
        let text = #"{"type":"header","format":7,"permflow":"9.0.0","flow":{"brand":"new"}}"# + "\n"
        #expect(throws: TranscriptReadError(path: "t.jsonl", line: 1, message: "transcript format version 7 is not supported; this permflow reads version 1 (written by permflow 9.0.0)")) {
            try TranscriptReader.parse(data: Data(text.utf8), path: "t.jsonl")
        }
        let error = TranscriptReadError(path: "t.jsonl", line: 1, message: "transcript format version 7 is not supported; this permflow reads version 1 (written by permflow 9.0.0)")
        #expect(error.description == "t.jsonl:1: transcript format version 7 is not supported; this permflow reads version 1 (written by permflow 9.0.0)")
    }

    @Test func malformedLinesAreErrorsWithFileAndLine() throws {
        let walker = try WalkFixture.walker("camera")
        let flowPath = WalkFixture.root.appendingPathComponent("flows/camera.yaml").path
        let walk = walker.run(choices: [1, 1])
        // Without the check line home's action passed: the cases below address lines by position.
        let good = try TranscriptFixture.record(walk, walker: walker, flowPath: flowPath, options: RenderOptions()).lines
            .filter { !$0.hasPrefix(#"{"type":"check""#) }
        #expect(good.count == 4)

        func expectError(_ lines: [String], _ message: String, line: Int?, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            do {
                _ = try TranscriptReader.parse(data: Data((lines.joined(separator: "\n") + "\n").utf8), path: "t.jsonl")
                Issue.record("expected an error", sourceLocation: sourceLocation)
            } catch {
                #expect(error == TranscriptReadError(path: "t.jsonl", line: line, message: message), sourceLocation: sourceLocation)
            }
        }
        expectError([good[0], "{not json", good[2], good[3]], "not a transcript line: not valid JSON", line: 2)
        expectError([good[0], good[1].replacingOccurrences(of: #""ms":1000,"#, with: ""), good[2]],
                    "not a transcript line: missing field 'ms'", line: 2)
        expectError([good[0], good[1].replacingOccurrences(of: #""ms":1000"#, with: #""ms":"soon""#)],
                    "\"ms\" must be a whole number from 0 to 2,592,000,000 (30 days); found the string \"soon\"", line: 2)
        expectError([good[0], #"{"type":"stpe","seq":1,"ms":1}"#],
                    "unknown line type 'stpe'; did you mean 'step'? (known types: header, step, end, settings, relaunch, restart, precise, tracking-requests, reload, resize, check)", line: 2)
        expectError([good[1]], "the first line is a 'step' line, not a header; is this a permflow transcript?", line: 1)
        expectError([good[0], good[3], good[1]], "a 'step' line after the closing line", line: 3)
        expectError([good[0], good[0]], "a second header; transcripts hold one walk each", line: 2)
        #expect(throws: TranscriptReadError(path: "e.jsonl", message: "empty file; a transcript starts with a header line")) {
            try TranscriptReader.parse(data: Data(), path: "e.jsonl")
        }
    }

    // MARK: Diffs

    @Test func unifiedDiffsLookLikeDiffU() {
        let old = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
        var new = old
        new[1] = "B"
        new.insert("x", at: 9)
        #expect(LineDiff.unified(old, old).isEmpty)
        #expect(LineDiff.unified(old, new) == [
            "--- recorded", "+++ now",
            "@@ -1,5 +1,5 @@", " a", "-b", "+B", " c", " d", " e",
            "@@ -7,4 +7,5 @@", " g", " h", " i", "+x", " j",
        ])
        let far = (1...20).map(String.init)
        var changed = far
        changed[0] = "one"
        changed[19] = "twenty"
        #expect(LineDiff.unified(far, changed) == [
            "--- recorded", "+++ now",
            "@@ -1,4 +1,4 @@", "-1", "+one", " 2", " 3", " 4",
            "@@ -17,4 +17,4 @@", " 17", " 18", " 19", "-20", "+twenty",
        ])
        #expect(LineDiff.unified([], ["only"]) == ["--- recorded", "+++ now", "@@ -0,0 +1,1 @@", "+only"])
    }
}

/// Alerts the system did not show are recorded as facts (`skipped`), and the review lists them
/// from those values, not from the notes' words (issue 25).
@Suite struct SkippedAlertTests {
    static func deniedThenSkipped() throws -> (lines: [String], walker: Walker) {
        let text = try String(contentsOf: WalkFixture.root.appendingPathComponent("flows/camera.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "go: camera-check", with: "go: why-camera")
        let camera = Walker(flow: try WalkFixture.inline(text))
        let walk = try camera.run(script: "enter,enter,enter,R,enter,enter")
        let sink = try TranscriptFixture.record(walk, walker: camera,
                                                flowPath: WalkFixture.root.appendingPathComponent("flows/camera.yaml").path,
                                                options: RenderOptions())
        return (sink.lines, camera)
    }

    static func review(_ lines: [String]) throws -> String {
        let transcript = try TranscriptReader.parse(data: Data(lines.map { $0 + "\n" }.joined().utf8), path: "t.jsonl")
        return TranscriptReview(transcript: transcript, flowPath: "camera.yaml", flowStatus: .unchanged, currentDiagnostics: nil).markdown()
    }

    @Test func aSkippedAlertIsAFactTheReviewReads() throws {
        let (lines, _) = try Self.deniedThenSkipped()
        let skippedLine = try #require(lines.first { $0.contains("\"skipped\"") })
        #expect(skippedLine.contains("\"notes\":[\"not shown: camera already denied\"],\"skipped\":[{\"resource\":\"camera\",\"state\":\"denied\"}]"),
                "\(skippedLine)")
        #expect(lines.filter { $0.contains("\"skipped\"") }.count == 1)
        #expect(try Self.review(lines).contains("not asked again: already denied"))

        // The review reads the fact, not the words: notes reworded, the row stays; the fact
        // gone (an empty list), the row goes though the words stay.
        let reworded = lines.map { $0.replacingOccurrences(of: "\"not shown: camera already denied\"", with: "\"kamera: schon abgelehnt\"") }
        #expect(try Self.review(reworded).contains("not asked again: already denied"))
        let withoutFact = lines.map { $0.replacingOccurrences(of: ",\"skipped\":[{\"resource\":\"camera\",\"state\":\"denied\"}]", with: ",\"skipped\":[]") }
        #expect(try !Self.review(withoutFact).contains("not asked again"))
    }

    /// A transcript written before `skipped` existed still shows its skipped alerts: the reader
    /// takes them from that file's own notes.
    @Test func anOlderTranscriptsSkippedAlertsAreReadFromItsNotes() throws {
        let (lines, _) = try Self.deniedThenSkipped()
        let older = lines.map { $0.replacingOccurrences(of: ",\"skipped\":[{\"resource\":\"camera\",\"state\":\"denied\"}]", with: "") }
        #expect(!older.joined().contains("skipped"))
        let transcript = try TranscriptReader.parse(data: Data(older.map { $0 + "\n" }.joined().utf8), path: "t.jsonl")
        #expect(transcript.steps.compactMap(\.skipped).flatMap { $0 } == [SkippedAlert(resource: "camera", state: "denied")])
        #expect(try Self.review(older).contains("not asked again: already denied"))
    }
}
