import Foundation
import Testing
import PermflowCore
#if canImport(Glibc)
import Glibc
#endif

/// `review`, `verify`, `replay --print` and `export --asciicast -` against tampered transcripts
/// (a transcript comes from other people, attached to a pull request): each run exits 2 with the
/// file:line at fault and what was expected, never by a trap or a signal (status ≥ 128, "Fatal
/// error" on stderr), in under a second of wall time and under 200 MiB resident (each run's own
/// peak, measured by GNU time; a hang is stopped by coreutils timeout and fails the test).
///
/// The tampered files are made at run time from a walk of flows/camera.yaml recorded by the
/// binary itself (`walk --choose 1,1,2 --record`), one change each.
/// Set PERMFLOW_HOSTILE_LOG to a file path to get one line per run: label, exit, peak KiB, seconds.
@Suite(.serialized) struct HostileTranscriptTests {
    /// One run of the real binary under GNU time, timeout and an address-space cap, as the
    /// hostile-input suite runs it.
    typealias Run = HostileInputTests.Run

    /// CPU time allowed for one run.
    static let secondsBound = 1.0
    /// Peak resident size allowed for one run (a clean review takes about 35 MiB).
    static let memoryBound = 200 << 20

    static func permflow(_ arguments: [String]) throws -> Run {
        try HostileInputTests.permflow(arguments)
    }

    /// What every run must satisfy: the status, no trap or signal, no raw ESC, the time and
    /// memory bounds.
    static func expectSafe(_ run: Run, status: Int32, _ label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(!run.timedOut, "\(label): still running after \(HostileInputTests.timeout) s", sourceLocation: sourceLocation)
        #expect(run.status < 128, "\(label): ended by a signal or trap (exit \(run.status))\n\(run.stderr.prefix(2000))", sourceLocation: sourceLocation)
        #expect(run.status == status, "\(label): exit \(run.status), expected \(status)\n\(run.stdout.prefix(1000))\n\(run.stderr.prefix(1000))",
                sourceLocation: sourceLocation)
        for marker in ["Fatal error", "Crash", "Backtrace", "Stack dump", "Segmentation"] {
            #expect(!run.stderr.contains(marker), "\(label): stderr shows a crash: \(run.stderr.prefix(2000))", sourceLocation: sourceLocation)
        }
        #expect(!run.stdoutData.contains(0x1B) && !run.stderrData.contains(0x1B), "\(label): raw ESC in the output", sourceLocation: sourceLocation)
        // AddressSanitizer slows a run several times and multiplies its resident size (docs/fuzzing.md).
        let seconds = CLIRunner.addressSanitized ? secondsBound * 5 : secondsBound
        #expect(run.seconds < seconds, "\(label): took \(String(format: "%.2f", run.seconds)) s", sourceLocation: sourceLocation)
        let memory = CLIRunner.addressSanitized ? memoryBound * 8 : memoryBound
        if let peak = run.peakBytes {
            #expect(peak < memory, "\(label): peak resident size \(peak >> 20) MiB, over \(memory >> 20) MiB", sourceLocation: sourceLocation)
        } else {
            Issue.record("\(label): GNU time reported no peak resident size", sourceLocation: sourceLocation)
        }
    }

    // MARK: The recorded walk and its tamperings

    static let flow = CLIRunner.root.appendingPathComponent("flows/camera.yaml").path

    /// A fresh walk of flows/camera.yaml (header, a step, the check it passed, two steps, the
    /// closing line), recorded by the binary, in a new folder.
    static func recorded() throws -> (folder: URL, lines: [String]) {
        let folder = try CLIRunner.temporaryDirectory()
        let path = folder.appendingPathComponent("walk.jsonl").path
        let walk = try CLIRunner.run(["walk", "flows/camera.yaml", "--choose", "1,1,2", "--record", path])
        #expect(walk.status == 0, "\(walk.stderr)")
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 6, "\(lines.map { $0.prefix(40) })")
        return (folder, lines)
    }

    /// `"key":<number>` in the line replaced by `"key":value`.
    static func replacing(_ key: String, in line: String, with value: String) -> String {
        guard let range = line.range(of: "\"\(key)\":-?[0-9]+", options: .regularExpression) else {
            Issue.record("no numeric \"\(key)\" in \(line.prefix(80))")
            return line
        }
        return line.replacingCharacters(in: range, with: "\"\(key)\":\(value)")
    }

    /// The line with its recorded frame (the last field) replaced by `frame`, already JSON.
    static func replacingFrame(in line: String, with frame: String) -> String {
        guard let start = line.range(of: #","frame":["#) else {
            Issue.record("no frame in \(line.prefix(80))")
            return line
        }
        return String(line[..<start.lowerBound]) + ",\"frame\":" + frame + "}"
    }

    /// One tampered transcript: how it is made from the recorded lines, and the line and
    /// message every command must report.
    struct Tampering: CustomTestStringConvertible, Sendable {
        var name: String
        /// The 1-based line at fault (nil: the file as a whole).
        var line: Int?
        var message: String
        var make: @Sendable ([String]) -> String
        var testDescription: String { name }
    }

    static func file(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }

    static func changing(_ index: Int, _ change: @escaping @Sendable (String) -> String) -> @Sendable ([String]) -> String {
        { lines in
            var lines = lines
            lines[index] = change(lines[index])
            return file(lines)
        }
    }

    static let ms = "\"ms\" must be a whole number from 0 to 2,592,000,000 (30 days); found "

    /// The ends of a step line whose one note is 17 MB long.
    static let longLine = (prefix: #"{"type":"step","seq":2,"ms":2000,"notes":[""#, suffix: #""]}"#)

    static let tamperings: [Tampering] = [
        Tampering(name: "negative ms", line: 2, message: ms + "-5",
                  make: changing(1) { replacing("ms", in: $0, with: "-5") }),
        Tampering(name: "ms = Int.max", line: 4, message: ms + "9223372036854775807",
                  make: changing(3) { replacing("ms", in: $0, with: "9223372036854775807") }),
        Tampering(name: "check ms = Int.max", line: 3, message: ms + "9223372036854775807",
                  make: changing(2) { replacing("ms", in: $0, with: "9223372036854775807") }),
        Tampering(name: "closing ms = Int.max", line: 6, message: ms + "9223372036854775807",
                  make: changing(5) { replacing("ms", in: $0, with: "9223372036854775807") }),
        Tampering(name: "ms past Int.max", line: 2, message: ms + "9223372036854775808",
                  make: changing(1) { replacing("ms", in: $0, with: "9223372036854775808") }),
        Tampering(name: "ms as a string", line: 2, message: ms + "the string \"1000\"",
                  make: changing(1) { replacing("ms", in: $0, with: "\"1000\"") }),
        Tampering(name: "ms as a fraction", line: 2, message: ms + "1000.5",
                  make: changing(1) { replacing("ms", in: $0, with: "1000.5") }),
        Tampering(name: "ms = 1e400", line: 2, message: ms + "1e400",
                  make: changing(1) { replacing("ms", in: $0, with: "1e400") }),
        Tampering(name: "seq near Int.max", line: 3, message: "\"seq\" must be a whole number from 1 to 1,000,000; found 9223372036854775806",
                  make: changing(2) { replacing("seq", in: $0, with: "9223372036854775806") }),
        Tampering(name: "step near Int.max", line: 2, message: "\"step\" must be a whole number from 0 to 1,000,000; found 9223372036854775807",
                  make: changing(1) { replacing("step", in: $0, with: "9223372036854775807") }),
        Tampering(name: "button index Int.max", line: 4, message: "\"index\" must be a whole number from 0 to 1,000,000; found 9223372036854775807",
                  make: changing(3) { replacing("index", in: $0, with: "9223372036854775807") }),
        Tampering(name: "negative button index", line: 4, message: "\"index\" must be a whole number from 0 to 1,000,000; found -1",
                  make: changing(3) { replacing("index", in: $0, with: "-1") }),
        Tampering(name: "closing steps Int.max", line: 6, message: "\"steps\" must be a whole number from 0 to 1,000,000; found 9223372036854775807",
                  make: changing(5) { replacing("steps", in: $0, with: "9223372036854775807") }),
        Tampering(name: "terminal 100000×100000", line: 1, message: "\"terminal.width\" must be a whole number from 1 to 1,000 (cells); found 100000",
                  make: changing(0) { replacing("width", in: replacing("height", in: $0, with: "100000"), with: "100000") }),
        Tampering(name: "resize to 100000×100000", line: 3, message: "\"width\" must be a whole number from 1 to 1,000 (cells); found 100000",
                  make: { lines in
                      let resize = #"{"type":"resize","seq":2,"ms":1500,"width":100000,"height":100000}"#
                      return file([lines[0], lines[1], resize] + lines[2...])
                  }),
        Tampering(name: "negative start time", line: 1,
                  message: "\"startedMs\" must be a whole number from 0 to 253,402,300,799,999 (1970 to 9999); found -1",
                  make: changing(0) { replacing("startedMs", in: $0, with: "-1") }),
        Tampering(name: "a frame line 10 MB long", line: 2, message: "\"frame\" line 1 must be at most 65,536 bytes long; found 10,000,000",
                  make: changing(1) { replacingFrame(in: $0, with: "[\"" + String(repeating: "x", count: 10_000_000) + "\"]") }),
        Tampering(name: "1,000,000 frame lines", line: 2, message: "\"frame\" must have at most 1,000 lines (the tallest terminal); found 1,000,000",
                  make: changing(1) { replacingFrame(in: $0, with: "[" + Array(repeating: "\"\"", count: 1_000_000).joined(separator: ",") + "]") }),
        Tampering(name: "a line of 17 MB", line: 3,
                  message: "a transcript line may be at most 16,777,216 bytes (16 MiB); this one is "
                      + TranscriptBounds.grouped(longLine.prefix.utf8.count + 17_000_000 + longLine.suffix.utf8.count),
                  make: changing(2) { _ in longLine.prefix + String(repeating: "x", count: 17_000_000) + longLine.suffix }),
        Tampering(name: "JSON nested a million deep", line: 2, message: "not a transcript line: not valid JSON",
                  make: changing(1) { line in
                      String(line.dropLast()) + ",\"deep\":" + String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000) + "}"
                  }),
    ]

    @Test(arguments: tamperings)
    func everyCommandRefusesATamperedTranscript(_ tampering: Tampering) throws {
        let (folder, lines) = try Self.recorded()
        let path = folder.appendingPathComponent("tampered.jsonl").path
        try Data(tampering.make(lines).utf8).write(to: URL(fileURLWithPath: path))
        let place = "\(path)\(tampering.line.map { ":\($0)" } ?? ""): "
        for (command, arguments) in [("review", ["review", path]), ("replay", ["replay", path, "--print"]),
                                     ("export", ["export", path, "--asciicast", "-"])] {
            let run = try Self.permflow(arguments)
            Self.expectSafe(run, status: 2, "\(tampering.name): \(command)")
            #expect(run.stderr == "permflow \(command): \(place)\(tampering.message)\n", "\(tampering.name): \(command): \(run.stderr.prefix(500))")
            #expect(run.stdout.isEmpty, "\(tampering.name): \(command) wrote \(run.stdout.prefix(200))")
        }
        let verify = try Self.permflow(["verify", path, "--flow", Self.flow])
        Self.expectSafe(verify, status: 2, "\(tampering.name): verify")
        let unreadable = "\(path)\(tampering.line.map { ":\($0)" } ?? ""): unreadable: \(tampering.message)"
        #expect(verify.stdout == unreadable + "\n1 transcript: 0 hold, 0 drifted, 1 unreadable\n", "\(tampering.name): verify: \(verify.stdout.prefix(500))")
    }

    /// The walk as recorded: every command answers it, within the same bounds.
    @Test func theUntamperedWalkIsAnsweredWithinTheBounds() throws {
        let (folder, _) = try Self.recorded()
        let path = folder.appendingPathComponent("walk.jsonl").path
        let review = try Self.permflow(["review", path])
        Self.expectSafe(review, status: 0, "review")
        #expect(review.stdout.contains("| **Ended** | quit after 3 steps, 3.0 s |"), "\(review.stdout.prefix(800))")
        Self.expectSafe(try Self.permflow(["replay", path, "--print"]), status: 0, "replay --print")
        Self.expectSafe(try Self.permflow(["export", path, "--asciicast", "-"]), status: 0, "export")
        let verify = try Self.permflow(["verify", path, "--flow", Self.flow])
        Self.expectSafe(verify, status: 0, "verify")
        #expect(verify.stdout.hasSuffix("1 transcript: 1 holds, 0 drifted, 0 unreadable\n"), "\(verify.stdout)")
    }

    /// A file over 256 MiB is refused from its size alone (a sparse file: nothing is written).
    @Test func aTranscriptTooLargeToReadIsRefusedUnread() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let path = folder.appendingPathComponent("huge.jsonl").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 300_000_000)
        try handle.close()
        let message = "a transcript may be at most 268,435,456 bytes (256 MiB); this file is 300,000,000 bytes"
        for command in ["review", "replay", "export"] {
            let arguments = command == "replay" ? [command, path, "--print"] : command == "export" ? [command, path, "--asciicast", "-"] : [command, path]
            let run = try Self.permflow(arguments)
            Self.expectSafe(run, status: 2, "huge: \(command)")
            #expect(run.stderr == "permflow \(command): \(path): \(message)\n", "\(run.stderr)")
        }
        let verify = try Self.permflow(["verify", path, "--flow", Self.flow])
        Self.expectSafe(verify, status: 2, "huge: verify")
        #expect(verify.stdout.hasPrefix("\(path): unreadable: \(message)\n"), "\(verify.stdout)")
    }
}
