import Foundation
import Testing
@testable import PermflowCore

/// Replays every input the fuzzer found (Tests/Fuzz/crashes/) and every seed (Tests/Fuzz/corpus/)
/// through what the fuzz target does: parse, lint, and for a flow without structural errors
/// (copy and unsafe-text errors allowed), a walk drawn at 80×24 and 30×12. A trap here fails the
/// whole test run, which is the point. The transcript target's seeds and findings
/// (Tests/Fuzz/transcript-corpus/, Tests/Fuzz/transcript-crashes/) go through the reader, review,
/// verify against flows/camera.yaml, replay and export, as `PERMFLOW_FUZZ_TARGET=transcript` does.
///
/// This mirrors Sources/PermflowFuzz/FuzzTarget.swift (an executable target, so not importable
/// here); keep the two in step.
@Suite struct FuzzRegressionTests {
    static let fuzzDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    static func inputs(_ folder: String) -> [String] {
        let directory = fuzzDirectory.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
            .map { directory.appendingPathComponent($0).path }
    }

    static let events: [WalkEvent] = [
        .press(.key), .focusNext, .choose(1, .digit), .toggleHelp, .cancelOverlay,
        .openPrivacy, .privacyMove(1), .privacyCycle(1), .cancelOverlay,
        .back("esc"), .press(.key), .choose(0, .mouse), .showWarnings, .cancelOverlay, .press(.key),
    ]

    /// Errors after which the fuzz target does not walk: the flow's links are broken.
    static let structuralRules: Set<String> = [
        "flow-unknown-target", "flow-unhandled-outcome", "flow-unknown-resource", "flow-duplicate-id",
    ]

    /// A usable flow without structural errors, as `FuzzHarness.walkable` decides.
    static func walkable(_ report: LintReport) -> Flow? {
        guard let flow = report.flow, !report.isUnusable else { return nil }
        let broken = report.active.contains { $0.severity == .error && structuralRules.contains($0.ruleID) }
        return broken ? nil : flow
    }

    /// Parse + lint + render, as the fuzz target does; returns the report for the caller to check
    /// and hands every drawn frame to `frames`.
    @discardableResult
    static func exercise(_ data: Data, frames: (Frame) -> Void = { _ in }) -> LintReport {
        let linter = Linter()
        let report = linter.lint(linter.parser.parse(path: "fuzz.yaml", data: data))
        guard let flow = walkable(report) else { return report }
        let walker = Walker(flow: flow, options: WalkOptions(refusingLocationButtonsFrom: report.diagnostics, in: flow))
        var state = walker.start()
        var states = [state]
        for event in events where !state.ended {
            state = walker.update(state, event).0
            states.append(state)
        }
        for state in states {
            for (width, height) in [(80, 24), (30, 12)] {
                frames(Renderer.render(state, walker: walker, options: RenderOptions(width: width, height: height, warnings: report.active)))
            }
        }
        return report
    }

    @Test func seedsAreThere() {
        #expect(Self.inputs("corpus").count >= 40, "Tests/Fuzz/corpus/ should hold the bundled flows as seeds")
    }

    @Test(arguments: inputs("crashes"))
    func crashInputIsAnsweredWithoutATrap(_ path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let report = Self.exercise(data)
        // An input that is not a usable flow must say why.
        if report.isUnusable || report.flow == nil {
            #expect(!report.diagnostics.isEmpty, "\(path): unusable without a diagnostic")
        }
    }

    @Test(arguments: inputs("corpus"))
    func seedIsAnsweredWithoutATrap(_ path: String) throws {
        Self.exercise(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Every small hostile-input file is a seed too, byte for byte, so the fuzzer starts from them.
    @Test func hostileFilesAreSeeds() throws {
        let hostile = Self.fuzzDirectory.deletingLastPathComponent().appendingPathComponent("Hostile")
        let names = try FileManager.default.contentsOfDirectory(atPath: hostile.path).filter { $0.hasSuffix(".yaml") }
        #expect(names.count >= 50)
        for name in names {
            let data = try Data(contentsOf: hostile.appendingPathComponent(name))
            guard data.count <= 64 * 1024 else { continue }
            let seed = Self.fuzzDirectory.appendingPathComponent("corpus/hostile-\(name)")
            #expect((try? Data(contentsOf: seed)) == data, "Tests/Fuzz/corpus/hostile-\(name) should be a copy of Tests/Hostile/\(name)")
        }
    }

    /// Seeds with copy or unsafe-text errors but sound links reach the walker and the renderer.
    @Test func seedsWithCopyErrorsAreWalked() throws {
        var walkedWithErrors: [String] = []
        for path in Self.inputs("corpus") {
            let report = Self.exercise(try Data(contentsOf: URL(fileURLWithPath: path)))
            if report.errorCount > 0, Self.walkable(report) != nil { walkedWithErrors.append(path) }
        }
        #expect(walkedWithErrors.count >= 40, "only \(walkedWithErrors.count) seeds with errors were walked")
        #expect(walkedWithErrors.contains { $0.hasSuffix("bad-flow-unsafe-text.yaml") })
    }

    /// Escapes, C1 controls, bidirectional controls and separators in every text field: lint
    /// reports them, the walk still runs, and no frame holds one of them raw.
    @Test func hostileTextIsDrawnPlainly() {
        let hostile = "\\e[31m\\e]0;pwned\\a\\u009B2J\\u0085\\u202E\\u2066\\u2069\\u202A\\u2028\\u2029"
        let text = """
        permflow: 1
        name: "Name @"
        app: "App @"
        start: home
        launch-request:
          resource: camera
          reason: "Scanning needs the camera @"
        screens:
          home:
            kind: app
            title: "Home @"
            body: "Body @"
            image: "Image @"
            ignore: {request-in-context: "Reason @"}
            actions:
              - label: "Scan @"
                go: why
              - label: "Settings @"
                go: blocked
              - label: "Nearby @"
                go: near
          why:
            kind: pre-alert
            resource: camera
            title: "Why @"
            body: "Because @"
            button: "Continue @"
            next: camera
          camera:
            kind: alert
            resource: camera
            purpose: "App @ uses the camera to scan receipts."
            on:
              allow: done
              deny: blocked
          blocked:
            kind: settings
            resource: camera
            title: "Off @"
            body: "Turn it on @"
            actions:
              - label: "Open Settings @"
                go: home
          near:
            kind: location-button
            label: "Share Current Location @"
            title: "Near @"
            body: "Stores @"
            purpose: "App @ finds stores near you."
            on:
              allow-once: done
              deny: done
          done:
            kind: end
            title: "Done @"
            body: "Bye @"

        """.replacingOccurrences(of: "@", with: hostile)
        var drawn = 0
        var raw: Set<String> = []
        let report = Self.exercise(Data(text.utf8)) { frame in
            drawn += 1
            for cell in frame.cells {
                for scalar in cell.text.unicodeScalars where Self.actsOnATerminal(scalar) {
                    raw.insert("U+" + String(scalar.value, radix: 16, uppercase: true))
                }
            }
        }
        #expect(report.active.contains { $0.ruleID == "flow-unsafe-text" }, "lint must report the text")
        #expect(Self.walkable(report) != nil, "\(report.active.filter { $0.severity == .error }.map { "\($0.location) \($0.ruleID) \($0.message)" })")
        #expect(drawn > 0)
        #expect(raw.isEmpty, "frames hold raw \(raw.sorted())")
    }

    /// C0 and C1 controls, DEL, bidirectional embeddings, overrides and isolates, and the line and
    /// paragraph separators.
    static func actsOnATerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }

    // MARK: Transcripts

    /// flows/camera.yaml, linted, with a verifier: what the transcript target verifies against.
    static func camera() throws -> (verifier: TranscriptVerifier, diagnostics: [Diagnostic], path: String) {
        let path = fuzzDirectory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("flows/camera.yaml").path
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let linter = Linter()
        let report = linter.lint(path: path, text: String(decoding: bytes, as: UTF8.self))
        let flow = try #require(report.flow)
        return (TranscriptVerifier(flow: flow, diagnostics: report.diagnostics, flowSHA256: SHA256.hex(of: [UInt8](bytes)),
                                   catalog: linter.catalog), report.diagnostics, path)
    }

    /// The reader, then review (Markdown, HTML), verify, replay --print, the interactive replay's
    /// frames and export, as `TranscriptFuzzHarness.run` does; the reader's answer.
    @discardableResult
    static func exerciseTranscript(_ data: Data) throws -> Result<Transcript, TranscriptReadError> {
        let camera = try camera()
        let transcript: Transcript
        do {
            transcript = try TranscriptReader.parse(data: data, path: "fuzz.jsonl")
        } catch {
            _ = error.description
            return .failure(error)
        }
        let review = TranscriptReview(transcript: transcript, flowPath: camera.path,
                                      flowStatus: transcript.header.flow.sha256 == camera.verifier.flowSHA256
                                          ? .unchanged : .changed(sha256: camera.verifier.flowSHA256),
                                      currentDiagnostics: camera.diagnostics)
        _ = review.markdown()
        _ = review.html()
        _ = camera.verifier.verify(transcript, flowPath: camera.path)
        let playback = TranscriptPlayback(transcript)
        _ = playback.printed()
        _ = playback.asciicast()
        var state = ReplayState()
        for _ in 0..<min(playback.shots.count, 8) {
            _ = ReplayView.render(playback.shots, state: state, width: 80, height: 24)
            state = ReplayView.apply(.next, to: state, count: playback.shots.count)
        }
        _ = ReplayView.render(playback.shots, state: ReplayView.apply(.last, to: state, count: playback.shots.count), width: 30, height: 12)
        return .success(transcript)
    }

    @Test(arguments: inputs("transcript-crashes"))
    func transcriptCrashInputIsAnsweredWithoutATrap(_ path: String) throws {
        if case .failure(let error) = try Self.exerciseTranscript(try Data(contentsOf: URL(fileURLWithPath: path))) {
            #expect(!error.message.isEmpty, "\(path): refused without a reason")
        }
    }

    /// Recorded walks read (and verify against camera.yaml without a trap); the `hostile-` seeds
    /// made from them are refused at the line at fault, except the two a reader must accept (a
    /// last line cut short, escapes in a label).
    @Test(arguments: inputs("transcript-corpus"))
    func transcriptSeedIsAnsweredWithoutATrap(_ path: String) throws {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let answer = try Self.exerciseTranscript(try Data(contentsOf: URL(fileURLWithPath: path)))
        let readable = !name.hasPrefix("hostile-") || ["hostile-cut-short.jsonl", "hostile-escapes.jsonl"].contains(name)
        switch answer {
        case .success(let transcript):
            #expect(readable, "\(name) should be refused")
            #expect(!transcript.steps.isEmpty, "\(name) has no steps")
        case .failure(let error):
            #expect(!readable, "\(name): \(error)")
            #expect(error.line != nil, "\(name): \(error)")
        }
    }

    @Test func transcriptSeedsCoverEveryKindOfLine() throws {
        var types: Set<String> = []
        for path in Self.inputs("transcript-corpus") {
            guard case .success(let transcript) = try Self.exerciseTranscript(try Data(contentsOf: URL(fileURLWithPath: path))) else { continue }
            types.insert("step")
            if transcript.end != nil { types.insert("end") }
            for event in transcript.events { types.insert(event.kind.rawValue) }
        }
        #expect(types.isSuperset(of: ["step", "end", "settings", "relaunch", "restart", "precise", "resize"]), "\(types.sorted())")
    }
}
