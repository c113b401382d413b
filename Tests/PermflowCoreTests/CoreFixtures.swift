import Foundation
import Testing
@testable import PermflowCore

// The core reads no files: these tests read the repository's fixtures themselves and hand the
// core their bytes; transcripts are recorded into memory.

extension Linter {
    /// Lints a file of the repository (a bundled or bad flow) from its bytes.
    func lint(fixture path: String) throws -> LintReport {
        lint(parser.parse(path: path, data: try Data(contentsOf: URL(fileURLWithPath: path))))
    }
}

/// A transcript kept in memory: the tests' `TranscriptSink` (the CLI's is a file).
final class TranscriptLines: TranscriptSink {
    let path: String
    private(set) var lines: [String] = []
    private(set) var isClosed = false
    /// Lines taken before every later write fails, as a full disk would.
    let capacity: Int

    init(path: String = "t.jsonl", capacity: Int = .max) {
        self.path = path
        self.capacity = capacity
    }

    func write(line: String) throws(TranscriptWriteError) {
        guard !isClosed else { throw TranscriptWriteError(path: path, reason: "the transcript is already closed") }
        guard lines.count < capacity else { throw TranscriptWriteError(path: path, reason: "No space left on device") }
        lines.append(line)
    }

    func close() { isClosed = true }

    /// The lines as a file holds them, each ending in a newline.
    var data: Data { Data(lines.map { $0 + "\n" }.joined().utf8) }

    /// The lines read back as a file would be.
    func transcript() throws(TranscriptReadError) -> Transcript {
        try TranscriptReader.parse(data: data, path: path)
    }
}

/// The start most small flows share: the header, then `home`, an app screen titled `title` whose
/// actions go where `actions` says; `expand(indented:)` adds the screens a test is about, written
/// indented under `screens:` as in a flow file. The text is what a test would write out by hand,
/// line for line, so line numbers in diagnostics read as in the file.
struct HomeFlow {
    var name = "T"
    var app = "Demo"
    /// Lines between `app:` and `start:` (`locale: ko`, `ios: 17` …), one per line.
    var header: String?
    var title = "Home"
    /// Lines of home's own after its title (`collects: [tracking]` …), one per line, unindented.
    var more: String?
    /// Each action's label and target; an action without a target (nil) has no `go`.
    var actions: [(label: String, go: String?)]

    func expand(indented screens: String) -> String {
        var lines = ["permflow: 1", "name: \(name)", "app: \(app)"]
        if let header { lines.append(header) }
        lines += ["start: home", "screens:", "  home:", "    kind: app", "    title: \(title)"]
        lines += (more?.split(separator: "\n").map { "    \($0)" } ?? []) + ["    actions:"]
        for action in actions {
            lines.append("      - label: \(action.label)")
            if let go = action.go { lines.append("        go: \(go)") }
        }
        return (lines + [screens]).joined(separator: "\n")
    }
}

extension Transcript {
    /// Verifies this transcript against `flow` as linted in `report`. With no `sha` the flow is
    /// taken as the one recorded (the transcript's own hash), so only drift can make it fail.
    func verified(against flow: Flow, _ report: LintReport, sha: String? = nil, flowPath: String) -> TranscriptVerification {
        TranscriptVerifier(flow: flow, diagnostics: report.diagnostics, flowSHA256: sha ?? header.flow.sha256).verify(self, flowPath: flowPath)
    }

    /// Verifies this transcript against `text`, the flow it was recorded from (it must hold), and
    /// against `text` with `replacing` changed to `with` (it must drift): the second verification.
    func holdsThenDrifts(recordedFrom text: String, flowPath: String, replacing: String, with: String) throws -> TranscriptVerification {
        let (walker, report) = try WalkFixture.linted(text, path: flowPath)
        let holds = verified(against: walker.flow, report, flowPath: flowPath)
        #expect(holds.holds, "\(holds.drifts.map(\.message))")
        let (changedWalker, changedReport) = try WalkFixture.linted(text.replacingOccurrences(of: replacing, with: with), path: flowPath)
        let drift = verified(against: changedWalker.flow, changedReport, sha: "x", flowPath: flowPath)
        #expect(!drift.holds)
        return drift
    }
}
