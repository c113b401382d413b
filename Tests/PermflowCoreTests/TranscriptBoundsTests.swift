import Foundation
import Testing
@testable import PermflowCore

/// Tampered transcripts: every number is read into a checked range and a line outside one is
/// refused with its file:line and what was expected; the file, its lines and its frames have
/// size limits; and the arithmetic on a transcript's numbers cannot trap even for a transcript
/// made in code (which the reader never checked).
@Suite struct TranscriptBoundsTests {
    /// A recorded walk of flows/camera.yaml: header, two steps and the closing line. The check
    /// line home's action passed (camera-check) is left out, as a transcript without checks
    /// reads the same: the tamperings below address lines by position.
    static func goodLines() throws -> [String] {
        let walker = try WalkFixture.walker("camera")
        let flowPath = WalkFixture.root.appendingPathComponent("flows/camera.yaml").path
        let lines = try TranscriptFixture.record(walker.run(choices: [1, 1]), walker: walker, flowPath: flowPath,
                                                 options: RenderOptions(width: 60, height: 30)).lines
            .filter { !$0.hasPrefix("{\"type\":\"check\"") }
        #expect(lines.count == 4, "\(lines.map { $0.prefix(40) })")
        return lines
    }

    static func parse(_ lines: [String]) throws(TranscriptReadError) -> Transcript {
        try TranscriptReader.parse(data: Data((lines.joined(separator: "\n") + "\n").utf8), path: "t.jsonl")
    }

    /// `"key":<number>` replaced by `"key":value` in the line (the first such field).
    static func replacing(_ key: String, in line: String, with value: String) -> String {
        guard let range = line.range(of: "\"\(key)\":-?[0-9]+", options: .regularExpression) else {
            Issue.record("no numeric \"\(key)\" in \(line.prefix(80))")
            return line
        }
        return line.replacingCharacters(in: range, with: "\"\(key)\":\(value)")
    }

    /// One tampered number: the line (0 header, 1 and 2 steps, 3 end), the field, what it is
    /// set to and the message.
    struct Tampered: CustomTestStringConvertible, Sendable {
        var line: Int
        var key: String
        var value: String
        var message: String
        var testDescription: String { "line \(line + 1): \"\(key)\": \(value)" }
    }

    static let msRange = "\"ms\" must be a whole number from 0 to 2,592,000,000 (30 days); found "
    static let tampered: [Tampered] = [
        Tampered(line: 1, key: "ms", value: "-5", message: msRange + "-5"),
        Tampered(line: 1, key: "ms", value: "2592000001", message: msRange + "2592000001"),
        Tampered(line: 1, key: "ms", value: "9223372036854775807", message: msRange + "9223372036854775807"),
        Tampered(line: 1, key: "ms", value: "9223372036854775808", message: msRange + "9223372036854775808"),
        Tampered(line: 1, key: "ms", value: "-9223372036854775808", message: msRange + "-9223372036854775808"),
        Tampered(line: 1, key: "ms", value: "1.5", message: msRange + "1.5"),
        Tampered(line: 1, key: "ms", value: "1e400", message: msRange + "1e400"),
        Tampered(line: 1, key: "ms", value: "\"5\"", message: msRange + "the string \"5\""),
        Tampered(line: 1, key: "ms", value: "true", message: msRange + "true"),
        Tampered(line: 1, key: "ms", value: "null", message: msRange + "null"),
        Tampered(line: 1, key: "ms", value: "[1]", message: msRange + "a list"),
        Tampered(line: 1, key: "ms", value: "{\"a\":1}", message: msRange + "an object"),
        Tampered(line: 2, key: "seq", value: "0", message: "\"seq\" must be a whole number from 1 to 1,000,000; found 0"),
        Tampered(line: 2, key: "seq", value: "9223372036854775806",
                 message: "\"seq\" must be a whole number from 1 to 1,000,000; found 9223372036854775806"),
        Tampered(line: 1, key: "step", value: "-1", message: "\"step\" must be a whole number from 0 to 1,000,000; found -1"),
        Tampered(line: 1, key: "index", value: "9223372036854775807",
                 message: "\"index\" must be a whole number from 0 to 1,000,000; found 9223372036854775807"),
        Tampered(line: 1, key: "index", value: "-1", message: "\"index\" must be a whole number from 0 to 1,000,000; found -1"),
        Tampered(line: 2, key: "focus", value: "1000001", message: "\"focus\" must be a whole number from 0 to 1,000,000; found 1000001"),
        Tampered(line: 3, key: "steps", value: "9223372036854775807",
                 message: "\"steps\" must be a whole number from 0 to 1,000,000; found 9223372036854775807"),
        Tampered(line: 3, key: "ms", value: "-1", message: msRange + "-1"),
        Tampered(line: 3, key: "focus", value: "-1", message: "\"focus\" must be a whole number from 0 to 1,000,000; found -1"),
        Tampered(line: 0, key: "width", value: "100000",
                 message: "\"terminal.width\" must be a whole number from 1 to 1,000 (cells); found 100000"),
        Tampered(line: 0, key: "height", value: "0", message: "\"terminal.height\" must be a whole number from 1 to 1,000 (cells); found 0"),
        Tampered(line: 0, key: "startedMs", value: "-1",
                 message: "\"startedMs\" must be a whole number from 0 to 253,402,300,799,999 (1970 to 9999); found -1"),
        Tampered(line: 0, key: "ios", value: "99999", message: "\"flow.ios\" must be a whole number from 0 to 1,000; found 99999"),
        Tampered(line: 0, key: "format", value: "0", message: "\"format\" must be a whole number from 1 to 1,000,000; found 0"),
    ]

    @Test(arguments: tampered)
    func aNumberOutOfRangeIsRefusedWithFileLineAndTheRange(_ tampered: Tampered) throws {
        var lines = try Self.goodLines()
        lines[tampered.line] = Self.replacing(tampered.key, in: lines[tampered.line], with: tampered.value)
        #expect(throws: TranscriptReadError(path: "t.jsonl", line: tampered.line + 1, message: tampered.message)) {
            try Self.parse(lines)
        }
        // The last line is no exception: a number out of range is not a line cut short.
        if tampered.line == 3 {
            let data = Data(lines.joined(separator: "\n").utf8)
            #expect(throws: TranscriptReadError(path: "t.jsonl", line: 4, message: tampered.message)) {
                try TranscriptReader.parse(data: data, path: "t.jsonl")
            }
        }
    }

    @Test func theBoundsThemselvesAreAccepted() throws {
        var lines = try Self.goodLines()
        lines[0] = Self.replacing("width", in: lines[0], with: "1000")
        lines[0] = Self.replacing("height", in: lines[0], with: "1")
        lines[1] = Self.replacing("ms", in: lines[1], with: "0")
        lines[2] = Self.replacing("seq", in: lines[2], with: "1000000")
        lines[2] = Self.replacing("index", in: lines[2], with: "1000000")
        lines[3] = Self.replacing("ms", in: lines[3], with: "2592000000")
        lines[3] = Self.replacing("steps", in: lines[3], with: "0")
        let transcript = try Self.parse(lines)
        #expect(transcript.header.terminal == .init(width: 1000, height: 1))
        #expect(transcript.steps[1].index == 1_000_000)
        #expect(transcript.end?.ms == 2_592_000_000)
    }

    @Test func eventsAndRecordedWarningsAreBoundedToo() throws {
        let lines = try Self.goodLines()
        let resize = #"{"type":"resize","seq":3,"ms":2500,"width":100000,"height":100000}"#
        #expect(throws: TranscriptReadError(path: "t.jsonl", line: 3, message: "\"width\" must be a whole number from 1 to 1,000 (cells); found 100000")) {
            try Self.parse([lines[0], lines[1], resize, lines[2], lines[3]])
        }
        let settings = #"{"type":"settings","seq":3,"ms":-1,"resource":"camera","from":"denied","to":"authorized","frame":[]}"#
        #expect(throws: TranscriptReadError(path: "t.jsonl", line: 3, message: Self.msRange + "-1")) {
            try Self.parse([lines[0], lines[1], settings, lines[2], lines[3]])
        }
        #expect(lines[0].contains(#""warnings":[]"#))
        let warning = #"{"path":"f.yaml","location":{"line":-1,"column":1},"length":1,"severity":"warning","ruleID":"r","message":"m"}"#
        let header = lines[0].replacingOccurrences(of: #""warnings":[]"#, with: "\"warnings\":[\(warning)]")
        #expect(throws: TranscriptReadError(path: "t.jsonl", line: 1,
                                            message: "\"warnings.0.location.line\" must be a whole number from 0 to 2,147,483,647; found -1")) {
            try Self.parse([header, lines[1], lines[2], lines[3]])
        }
    }

    @Test func framesAreBoundedInLinesAndBytes() throws {
        let lines = try Self.goodLines()
        let frameStart = try #require(lines[1].range(of: #""frame":["#))
        func withFrame(_ frame: [String]) throws -> String {
            let encoded = String(decoding: try JSONEncoder().encode(frame), as: UTF8.self)
            return String(lines[1][..<frameStart.lowerBound]) + "\"frame\":" + encoded + "}"
        }
        #expect(throws: TranscriptReadError(path: "t.jsonl", line: 2, message: "\"frame\" must have at most 1,000 lines (the tallest terminal); found 1,001")) {
            try Self.parse([lines[0], try withFrame(Array(repeating: "x", count: 1001)), lines[2], lines[3]])
        }
        #expect(throws: TranscriptReadError(path: "t.jsonl", line: 2, message: "\"frame\" line 2 must be at most 65,536 bytes long; found 70,000")) {
            try Self.parse([lines[0], try withFrame(["ok", String(repeating: "x", count: 70_000)]), lines[2], lines[3]])
        }
        // At the bounds: read.
        let big = try Self.parse([lines[0], try withFrame(Array(repeating: String(repeating: "가", count: 21_845), count: 3)), lines[2], lines[3]])
        #expect(big.steps[0].frame.count == 3)
    }

    @Test func aLineOverSixteenMebibytesIsRefusedBeforeItIsDecoded() throws {
        let lines = try Self.goodLines()
        let prefix = #"{"type":"step","seq":1,"ms":1,"notes":[""#, suffix = #""]}"#
        let long = prefix + String(repeating: "x", count: 16 * 1024 * 1024 + 1 - prefix.utf8.count - suffix.utf8.count + 1) + suffix
        #expect(throws: TranscriptReadError(path: "t.jsonl", line: 2, message: "a transcript line may be at most 16,777,216 bytes (16 MiB); this one is 16,777,218")) {
            try Self.parse([lines[0], long, lines[3]])
        }
    }

    @Test func aFileWithTooManyLinesIsRefusedBeforeAnyIsDecoded() throws {
        let lines = try Self.goodLines()
        let text = lines[0] + "\n" + String(repeating: "\n", count: 1_000_002)
        let started = Date()
        #expect(throws: TranscriptReadError(path: "t.jsonl", message: "a transcript may have at most 1,000,002 lines (a header, 1,000,000 steps and events, and a closing line); this file has more")) {
            try TranscriptReader.parse(data: Data(text.utf8), path: "t.jsonl")
        }
        #expect(Date().timeIntervalSince(started) < 2)
    }

    @Test func deeplyNestedJSONIsNotATranscriptLine() throws {
        let lines = try Self.goodLines()
        let nested = #"{"type":"step","seq":1,"ms":1,"notes":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        #expect(throws: TranscriptReadError(path: "t.jsonl", line: 2, message: "not a transcript line: not valid JSON")) {
            try Self.parse([lines[0], nested, lines[3]])
        }
    }

    // MARK: Arithmetic that cannot trap, for transcripts made in code

    @Test func durationsNeverOverflow() {
        #expect(TranscriptTime.duration(ms: .max) == "153722867280912 min 56 s")
        #expect(TranscriptTime.duration(ms: .min) == "0.0 s")
        #expect(TranscriptTime.duration(ms: 59_949) == "59.9 s")
        #expect(TranscriptTime.duration(ms: 59_950) == "60.0 s")
        #expect(TranscriptTime.duration(ms: 60_000) == "1 min 00 s")
        #expect(TranscriptTime.duration(ms: 125_499) == "2 min 05 s")
    }

    /// The recorded walk with every number pushed to the edge of `Int`, as only code can make it.
    static func extreme() throws -> Transcript {
        var transcript = try parse(goodLines())
        for index in transcript.lines.indices {
            guard case .step(var step) = transcript.lines[index].entry else { continue }
            step.ms = index == 0 ? .min : .max
            step.index = .max
            step.focus = .max
            transcript.lines[index].entry = .step(step)
        }
        var resize = TranscriptEvent(kind: .resize, seq: .max, ms: .max)
        resize.width = 100_000
        resize.height = .max
        transcript.lines.append(.init(number: 5, entry: .event(resize)))
        transcript.header.terminal = .init(width: .max, height: 100_000)
        transcript.end?.ms = .min
        transcript.end?.focus = .max
        return transcript
    }

    @Test func reviewPlaybackAndExportOfExtremeNumbersDoNotTrap() throws {
        let transcript = try Self.extreme()
        let review = TranscriptReview(transcript: transcript, flowPath: "flows/camera.yaml", flowStatus: .unchanged, currentDiagnostics: nil)
        let markdown = review.markdown()
        #expect(markdown.contains("(button 9223372036854775807, by "))
        #expect(markdown.contains("153722867280912 min 56 s"))
        _ = review.html()
        let playback = TranscriptPlayback(transcript)
        #expect(playback.shots.allSatisfy { $0.terminalWidth <= TranscriptPlayback.maximumWidth })
        _ = playback.printed()
        let cast = playback.asciicast()
        let head = try #require(cast.split(separator: "\n").first)
        #expect(head.contains(#""width":1000,"height":1000"#), "\(head)")
        let times = cast.split(separator: "\n").dropFirst().compactMap { $0.split(separator: ",").first.map { String($0.dropFirst()) } }
        #expect(times.last == "9223372036854775.807", "\(times)")
    }

    @Test func verifyingExtremeNumbersDoesNotTrapOrAllocateThem() throws {
        let transcript = try Self.extreme()
        let report = try TranscriptFixture.lint("camera")
        let flow = try #require(report.flow)
        let bytes = try Data(contentsOf: WalkFixture.root.appendingPathComponent("flows/camera.yaml"))
        let seen = SizeLog()
        let verifier = TranscriptVerifier(flow: flow, diagnostics: report.diagnostics, flowSHA256: SHA256.hex(of: [UInt8](bytes))) { state, walker, options in
            seen.add("\(options.width)×\(options.height)")
            return Renderer.render(state, walker: walker, options: RenderOptions(width: 60, height: 30))
        }
        let result = verifier.verify(transcript, flowPath: "flows/camera.yaml")
        let sizes = seen.sizes
        #expect(!sizes.isEmpty)
        #expect(sizes.allSatisfy { $0 == "1000×1000" }, "\(sizes)")
        #expect(result.stepsChecked == 2, "\(result.drifts.map(\.message))")
    }

    /// A walk of camera.yaml that goes round `cycles` times (home → manual → added, restart),
    /// every step with an empty frame, in a `width`×`height` terminal.
    static func loop(cycles: Int, width: Int, height: Int) throws -> Transcript {
        var header = try goodLines()[0]
        header = replacing("width", in: replacing("height", in: header, with: String(height)), with: String(width))
        var lines = [header]
        var seq = 0
        func step(_ screen: String, _ choice: String, _ index: Int, _ arrived: String) -> String {
            seq += 1
            return #"{"type":"step","seq":\#(seq),"ms":\#(seq * 10),"step":1,"screen":"\#(screen)","kind":"app","choice":"\#(choice)","index":\#(index),"arrived":"\#(arrived)","method":"key","notes":[],"permissions":{},"focus":0,"frame":[]}"#
        }
        for _ in 0..<cycles {
            lines.append(step("home", "Type it in", 1, "manual"))
            lines.append(step("manual", "Add receipt", 0, "added"))
            seq += 1
            lines.append(#"{"type":"restart","seq":\#(seq),"ms":\#(seq * 10),"arrived":"home","notes":[],"frame":[]}"#)
        }
        return try parse(lines)
    }

    /// A few kilobytes of steps at 1,000×1,000 would take minutes to draw again: verify stops
    /// at its drawing budget and says so (the command counts the transcript unreadable).
    @Test func verifyStopsAtItsDrawingBudget() throws {
        let report = try TranscriptFixture.lint("camera")
        let flow = try #require(report.flow)
        let seen = SizeLog()
        let verifier = TranscriptVerifier(flow: flow, diagnostics: report.diagnostics, flowSHA256: "") { state, walker, options in
            seen.add("\(options.width)×\(options.height)")
            return Renderer.render(state, walker: walker, options: RenderOptions(width: 40, height: 16))
        }
        let large = try Self.loop(cycles: 30, width: 1000, height: 1000)
        let result = verifier.verify(large, flowPath: "flows/camera.yaml")
        #expect(seen.sizes.count == 50)
        #expect(result.stepsChecked == 50)
        #expect(result.unfinished == "verify draws at most 50,000,000 cells again for one transcript, and this walk at 1000×1000 takes more; stopped before step 51")
        // Step 51 is the first step of the 26th round: line 1 + 25 × 3 + 1.
        #expect(result.unfinishedLine == 77)
        #expect(!result.holds)
        let small = verifier.verify(try Self.loop(cycles: 30, width: 80, height: 24), flowPath: "flows/camera.yaml")
        #expect(small.unfinished == nil && small.stepsChecked == 60)
        #expect(small.drifts.allSatisfy { $0.kind == .screenText }, "\(small.drifts.map(\.message))")
    }

    @Test func aNegativeButtonIndexIsNotUsedToPickAChoice() throws {
        var transcript = try Self.parse(Self.goodLines())
        guard case .step(var step) = transcript.lines[0].entry else { Issue.record("no step"); return }
        step.index = -1
        step.choice = "Renamed"
        transcript.lines[0].entry = .step(step)
        let report = try TranscriptFixture.lint("camera")
        let flow = try #require(report.flow)
        let result = TranscriptVerifier(flow: flow, diagnostics: report.diagnostics, flowSHA256: "").verify(transcript, flowPath: "f")
        #expect(result.drifts.contains { $0.kind == .choiceMissing }, "\(result.drifts.map(\.message))")
    }

    @Test func framesHoldTheirSizeToTheLargestTerminal() throws {
        let frame = Frame(width: .max, height: .max)
        #expect(frame.width == 1000 && frame.height == 1000 && frame.cells.count == 1_000_000)
        #expect(Frame(width: -5, height: 3).cells.isEmpty)
        let walker = try WalkFixture.walker("camera")
        let drawn = Renderer.render(walker.start(), walker: walker, options: RenderOptions(width: 100_000, height: 100_000))
        #expect(drawn.width == 1000 && drawn.height == 1000)
    }

    // MARK: What the recorder writes stays readable

    @Test func aHugeTerminalAndAMonthLongWalkAreRecordedWithinTheBounds() throws {
        let walker = try WalkFixture.walker("camera")
        let flowPath = WalkFixture.root.appendingPathComponent("flows/camera.yaml").path
        let bytes = try Data(contentsOf: URL(fileURLWithPath: flowPath))
        let options = RenderOptions(width: 1200, height: 5000)
        let header = TranscriptHeader(flow: walker.flow, flowPath: flowPath, flowBytes: bytes, permflowVersion: "test",
                                      designer: "mina", started: TranscriptFixture.started, render: options)
        #expect(header.terminal == .init(width: 1000, height: 1000))
        let lines = TranscriptLines()
        let recorder = try TranscriptRecorder(sink: lines, header: header, clock: .fixed(TranscriptFixture.started))
        let state = walker.start()
        try recorder.finish(.quit, state: state, frame: Renderer.render(state, walker: walker, options: options),
                            at: TranscriptFixture.started.addingTimeInterval(40 * 86_400))
        let transcript = try lines.transcript()
        #expect(transcript.end?.ms == 2_592_000_000)
        #expect(transcript.events.allSatisfy { ($0.width ?? 1) <= 1000 && ($0.height ?? 1) <= 1000 })
    }

    /// The sizes the verifier asked the renderer for.
    final class SizeLog: @unchecked Sendable {
        private var list: [String] = []
        private let lock = NSLock()
        func add(_ size: String) { lock.lock(); list.append(size); lock.unlock() }
        var sizes: [String] { lock.lock(); defer { lock.unlock() }; return list }
    }
}
