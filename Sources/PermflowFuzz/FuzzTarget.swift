import Foundation
import PermflowCore

/// The libFuzzer entry point, with two targets chosen by the environment variable
/// `PERMFLOW_FUZZ_TARGET` (docs/fuzzing.md):
///
/// - `flow` (the default): parse, lint and (for a structurally walkable flow, copy errors and
///   all) render a few walk steps;
/// - `transcript`: read the input as a transcript and, when it reads, do what `review`, `verify`
///   (against flows/camera.yaml), `replay` (`--print` and the interactive view) and `export
///   --asciicast` do with it;
/// - `appfiles`: the input's first byte picks an app-file reader (Info.plist, XML, binary or
///   old-style; String Catalog; `.strings`; `project.pbxproj`; `.permflow.yaml`; a privacy
///   manifest, `PrivacyInfo.xcprivacy`), the rest is
///   the file, read and linted as `permflow lint` does (`AppFilesFuzzHarness`).
///
/// The variable is read once, at start-up, so each run fuzzes one target with its own corpus
/// (`scripts/fuzz.sh` sets it from `make fuzz TARGET=…`).
///
/// Meant for `make fuzz` (`swift build --sanitize=fuzzer`), where libFuzzer supplies `main`
/// and SwiftPM compiles this file as a library. A plain `swift build` (CI builds everything)
/// compiles the one file as the program's main file, so it links with an empty `main` that
/// exits 0; replay an input with the fuzzer build (`PermflowFuzz FILE`) or the regression
/// tests instead. Any Swift trap is a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.run(Data(bytes: data, count: size))
    return 0
}

/// What one fuzz input goes through; kept free of libFuzzer so the plain-build replay uses it too.
enum FuzzHarness {
    /// Sizes the walker is drawn at: the usual terminal and one below the phone's minimum.
    static let sizes = [(80, 24), (30, 12)]

    /// Events after the start screen: press, move, pick, open and close the overlays, go back.
    static let events: [WalkEvent] = [
        .press(.key), .focusNext, .choose(1, .digit), .toggleHelp, .cancelOverlay,
        .openPrivacy, .privacyMove(1), .privacyCycle(1), .cancelOverlay,
        .back("esc"), .press(.key), .choose(0, .mouse), .showWarnings, .cancelOverlay, .showNotes, .cancelOverlay, .press(.key),
    ]

    /// Errors that make a flow's links meaningless to walk: a link to no screen, an alert
    /// outcome left unmapped, a resource the catalog lacks, a screen id used twice. Every other
    /// error (copy rules, `flow-unsafe-text`, a wrong type in a text field) still leaves a flow
    /// the walker can step through, and such flows carry the hostile text the renderer must draw
    /// safely, so they are walked and drawn too. (`permflow walk` refuses any error; the fuzzer
    /// is stricter with the renderer than people are.)
    static let structuralRules: Set<String> = [
        "flow-unknown-target", "flow-unhandled-outcome", "flow-unknown-resource", "flow-duplicate-id",
    ]

    /// A usable flow without structural errors.
    static func walkable(_ report: LintReport) -> Flow? {
        guard let flow = report.flow, !report.isUnusable else { return nil }
        let broken = report.active.contains { $0.severity == .error && structuralRules.contains($0.ruleID) }
        return broken ? nil : flow
    }

    /// Which target this process fuzzes.
    enum Target: String {
        case flow, transcript, appfiles
    }

    /// `PERMFLOW_FUZZ_TARGET`, read once; anything but `transcript` fuzzes flows.
    static let target = Target(rawValue: ProcessInfo.processInfo.environment["PERMFLOW_FUZZ_TARGET"] ?? "") ?? .flow

    static func run(_ data: Data) {
        switch target {
        case .flow: runFlow(data)
        case .transcript: TranscriptFuzzHarness.run(data)
        case .appfiles: AppFilesFuzzHarness.run(data)
        }
    }

    static func runFlow(_ data: Data) {
        let linter = Linter()
        let parsed = linter.parser.parse(path: "fuzz.yaml", data: data)
        let report = linter.lint(parsed)
        guard let flow = walkable(report) else { return }
        let walker = Walker(flow: flow, options: WalkOptions(refusingLocationButtonsFrom: report.diagnostics, in: flow))
        var state = walker.start()
        render(state, walker: walker, warnings: report.active)
        for event in events where !state.ended {
            state = walker.update(state, event).0
            render(state, walker: walker, warnings: report.active)
        }
    }

    static func render(_ state: WalkState, walker: Walker, warnings: [Diagnostic]) {
        for (width, height) in sizes {
            let options = RenderOptions(width: width, height: height, warnings: warnings)
            _ = Renderer.render(state, walker: walker, options: options)
        }
    }
}

/// What one transcript input goes through: the reader, then what `review` (Markdown and HTML),
/// `verify` (against flows/camera.yaml, read and linted once), `replay --print`, the interactive
/// replay's frames and `export --asciicast` do with a transcript that reads. Any trap is a
/// crash; an input over libFuzzer's timeout is a hang (verify draws every step at the
/// transcript's terminal size).
enum TranscriptFuzzHarness {
    /// flows/camera.yaml, linted, and a verifier for it; nil when the file is not found (the
    /// fuzzer then stops at once: a target that skips `verify` would fuzz less than it says).
    static let camera: (verifier: TranscriptVerifier, diagnostics: [Diagnostic], path: String)? = {
        let candidates = [
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("flows/camera.yaml").path,
            "flows/camera.yaml",
        ]
        for path in candidates {
            guard let bytes = FileManager.default.contents(atPath: path) else { continue }
            let linter = Linter()
            let report = linter.lint(path: path, text: String(decoding: bytes, as: UTF8.self))
            guard let flow = report.flow, !report.isUnusable else { continue }
            let verifier = TranscriptVerifier(flow: flow, diagnostics: report.diagnostics,
                                              flowSHA256: SHA256.hex(of: [UInt8](bytes)), catalog: linter.catalog)
            return (verifier, report.diagnostics, path)
        }
        return nil
    }()

    static func run(_ data: Data) {
        guard let camera else {
            FileHandle.standardError.write(Data("PermflowFuzz: flows/camera.yaml not found; run from the repository\n".utf8))
            exit(2)
        }
        let transcript: Transcript
        do {
            transcript = try TranscriptReader.parse(data: data, path: "fuzz.jsonl")
        } catch {
            _ = error.description
            return
        }
        // review
        let review = TranscriptReview(transcript: transcript, flowPath: camera.path,
                                      flowStatus: transcript.header.flow.sha256 == camera.verifier.flowSHA256
                                          ? .unchanged : .changed(sha256: camera.verifier.flowSHA256),
                                      currentDiagnostics: camera.diagnostics)
        _ = review.markdown()
        _ = review.markdownWithImages(folder: "review-frames")
        _ = review.html()
        // verify
        let result = camera.verifier.verify(transcript, flowPath: camera.path)
        _ = result.drifts.map { ($0.message, $0.details) }
        // replay --print, the interactive replay's frames, export --asciicast
        let playback = TranscriptPlayback(transcript)
        _ = playback.printed()
        _ = playback.asciicast()
        var state = ReplayState()
        for _ in 0..<min(playback.shots.count, 8) {
            _ = ReplayView.render(playback.shots, state: state, width: 80, height: 24)
            state = ReplayView.apply(.next, to: state, count: playback.shots.count)
        }
        _ = ReplayView.render(playback.shots, state: ReplayView.apply(.last, to: state, count: playback.shots.count), width: 30, height: 12)
    }
}

/// What one app-file input goes through. The first byte chooses the reader (its value modulo
/// the five below), the rest is the file: read as `permflow lint` reads a file named on the
/// command line, linted with the app-file rules and the purpose-string rules (with a
/// `.permflow.yaml` of the input's own when that is the reader chosen), and printed by the
/// text, JSON and GitHub reporters. Any trap is a crash; an input over libFuzzer's timeout is a
/// hang (the copy rules must stay linear in a value's length).
enum AppFilesFuzzHarness {
    /// The readers, by the input's first byte; seeds carry the byte (`scripts/fuzz.sh` makes them).
    static let readers: [(path: String, kind: AppFileKind?)] = [
        ("Info.plist", .infoPlist),
        ("InfoPlist.xcstrings", .stringCatalog),
        ("en.lproj/InfoPlist.strings", .strings),
        ("App.xcodeproj/project.pbxproj", .xcodeProject),
        (AppIgnoreFile.fileName, nil),
        // After the ignore file, so that the seeds' bytes 0-4 keep their readers.
        ("PrivacyInfo.xcprivacy", .privacyManifest),
    ]

    /// One linter for the whole run, as `permflow lint` has one for all its files.
    static let linter = AppFileLinter()

    static func run(_ data: Data) {
        guard let selector = data.first else { return }
        let (path, kind) = readers[Int(selector) % readers.count]
        let body = data.dropFirst()
        guard let kind else {
            // The ignore file: read, then asked as lint asks it, and its own report printed.
            let ignore = AppIgnoreFile(path: path, text: String(decoding: body, as: UTF8.self))
            for entry in ignore.entries.prefix(16) { _ = ignore.entry(rule: entry.rule.value, key: entry.key) }
            print(ignore.report(used: []))
            return
        }
        let report: LintReport
        switch linter.reader.read(path: path, data: Data(body), kind: kind) {
        case .failure(let failure):
            report = AppFileLinter.unusable(path: path, failure)
        case .success(let file):
            report = linter.lint(file, languages: AppLanguageIndex([file]), appName: nil).report
        }
        print(report)
    }

    /// Formats `report` in every format lint prints.
    static func print(_ report: LintReport) {
        _ = TextReporter().format([report])
        _ = JSONReporter().format([report])
        _ = GitHubReporter().format([report])
    }
}
