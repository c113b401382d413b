import Dispatch
import Foundation
import PermflowCore
import PermflowTerminal
@testable import permflow

/// A walk driven in-process, as a headless pilot: the interactive session (`WalkSession`, which
/// runs the `WalkSessionCore` that `permflow walk` runs in a terminal) on a `HeadlessScreen`, fed
/// one key at a time and read back after each, with its transcript recorded as the walk records
/// it. For what the core decides (alert texts, state changes, the status line, Settings, the
/// Health sheet, the contact picker, the transcript); the tmux tests keep what only a real
/// terminal shows (signals, resizing a real terminal, escape sequences, the installed binary).
///
/// The session runs on a thread of its own, as it runs in `permflow walk`; each `press` hands it
/// one key and waits until it has drawn the result and asks for the next, so every read is of a
/// settled screen and nothing is timed.
final class WalkPilot: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// When the recorded walk starts (and the clock it records with stands still).
    static let started = Date(timeIntervalSince1970: 1_763_780_000)

    /// The screen the session draws on: its frames, the cells each draw wrote.
    let screen: HeadlessScreen
    let session: WalkSession
    /// A folder of the pilot's own: the transcript, and the flow when it was given as text.
    let directory: URL
    /// The flow file walked.
    let flowPath: String
    /// Where the walk records (nil with `record: false`).
    let transcriptPath: String?
    /// How the session ended, once it has.
    var ending: WalkSession.Ending? { channel.ending }

    private let channel = Channel()

    /// Walks `flow` (a path from the repository's root, or absolute) at `width`×`height`;
    /// `directory` (removed with the pilot) is made when not given.
    init(_ flow: String, width: Int = 80, height: Int = 24, record: Bool = true, directory: URL? = nil) throws {
        self.directory = try directory ?? CLIRunner.temporaryDirectory()
        flowPath = flow.hasPrefix("/") ? flow : CLIRunner.root.appendingPathComponent(flow).path
        guard case .ready(let setup) = WalkSetup.load(flowPath, linter: Linter()) else {
            throw Failure(description: "\(flow) did not load for a walk")
        }
        let screen = PilotScreen(size: TerminalSize(width: width, height: height), channel: channel)
        self.screen = screen.headless
        if record {
            let path = self.directory.appendingPathComponent("walk.jsonl").path
            let options = RenderOptions(width: width, height: height, theme: .light, color: false, recording: true, warnings: setup.warnings)
            let header = TranscriptHeader(flow: setup.walker.flow, flowPath: TranscriptFiles.recordedFlowPath(flowPath, transcriptPath: path),
                                          flowBytes: FileManager.default.contents(atPath: flowPath) ?? Data(),
                                          permflowVersion: PermflowVersion.current, designer: "pilot", started: Self.started, render: options)
            let recorder = try TranscriptRecorder(sink: TranscriptFile.create(at: path), header: header, clock: .fixed(Self.started))
            session = WalkSession(screen: screen, setup: setup, theme: .light, recorder: recorder)
            transcriptPath = path
        } else {
            session = WalkSession(screen: screen, setup: setup, theme: .light)
            transcriptPath = nil
        }
        // The thread holds the session and the channel, not the pilot, so the pilot's deinit
        // can end a walk the test left running.
        let running = Running(session: session, channel: channel)
        Thread {
            let ending = running.session.run()
            running.session.finishRecording(ending)
            running.channel.ending = ending
            running.channel.settled.signal()
        }.start()
        try settle()
    }

    /// Walks a flow given as text: written into the pilot's folder as `name`, then walked.
    convenience init(text: String, name: String = "flow.yaml", width: Int = 80, height: Int = 24) throws {
        let folder = try CLIRunner.temporaryDirectory()
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        try self.init(file.path, width: width, height: height, directory: folder)
    }

    deinit {
        // A walk the test left running ends as a terminal that went away would end it.
        if channel.ending == nil {
            channel.next = .hangUp
            channel.handOver.signal()
            _ = channel.settled.wait(timeout: .now() + 5)
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The screen's rows as a terminal shows them (wide characters once).
    var lines: [String] { screen.screenText.components(separatedBy: "\n") }

    /// The status line: the screen's last row.
    var statusLine: String { lines.last ?? "" }

    /// Presses one key, named as `walk --keys` names it (`enter`, `esc`, `tab`, `right`,
    /// `space`, `ctrl-c`, `2`, `p`, `R` …; case-insensitive names, so tmux's `Enter`, `Escape`
    /// and `BSpace` read the same), and checks that every one of `texts` is on the screen it
    /// brings. Returns that screen.
    @discardableResult
    func press(_ key: String, andExpect texts: String...) throws -> [String] {
        let keys = try KeyScript.parse(key == "," ? "comma" : key)
        guard keys.count == 1, let input = keys.first else { throw Failure(description: "'\(key)' is not one key") }
        try deliver(.key(input))
        return try expect(all: texts, after: "pressing \(key)")
    }

    /// The terminal becomes `width`×`height`: the session is told, as curses tells it.
    @discardableResult
    func resize(width: Int, height: Int, andExpect texts: String...) throws -> [String] {
        screen.size = TerminalSize(width: width, height: height)  // the session reads it after the hand-over
        try deliver(.resize)
        return try expect(all: texts, after: "resizing to \(width)x\(height)")
    }

    /// Checks that every one of `texts` is on screen now.
    @discardableResult
    func expect(_ texts: String...) throws -> [String] {
        try expect(all: texts, after: "")
    }

    /// Answers the quit question with `y` and checks that the walk ended as a quit.
    func quit() throws {
        try press("Q", andExpect: "Quit the prototyper?")
        try deliver(.key(.character("y")))
        guard ending == .quit else { throw Failure(description: "the walk did not quit: \(String(describing: ending))") }
    }

    /// The transcript's lines as JSON objects (`TranscriptLines.read`).
    func transcriptLines() throws -> [[String: Any]] {
        guard let transcriptPath else { throw Failure(description: "this pilot does not record") }
        return try TranscriptLines.read(transcriptPath)
    }

    // MARK: The hand-over

    private func deliver(_ event: TerminalEvent) throws {
        guard ending == nil else { throw Failure(description: "the walk has ended (\(String(describing: ending))); the screen:\n\(screen.screenText)") }
        channel.next = event
        channel.handOver.signal()
        try settle()
    }

    /// Waits until the session asks for the next event (it has drawn) or has ended.
    private func settle() throws {
        guard channel.settled.wait(timeout: .now() + 20) == .success else {
            throw Failure(description: "the session did not come back within 20 s; the screen:\n\(screen.screenText)")
        }
    }

    private func expect(all texts: [String], after what: String) throws -> [String] {
        let lines = self.lines
        let text = lines.joined(separator: "\n")
        let missing = texts.filter { !text.contains($0) }
        guard missing.isEmpty else {
            throw Failure(description: "\(missing.map { "\"\($0)\"" }.joined(separator: " and ")) not on screen"
                          + (what.isEmpty ? "" : " after \(what)") + "; the screen:\n\(text)")
        }
        return lines
    }

    /// The pilot and the session's thread take turns through it: the session signals `settled`
    /// when it has drawn and asks for an event (or has ended), the pilot `handOver` when `next`
    /// is set. Each side touches `next` and `ending` only in its own turn.
    private final class Channel: @unchecked Sendable {
        let handOver = DispatchSemaphore(value: 0)
        let settled = DispatchSemaphore(value: 0)
        var next: TerminalEvent = .hangUp
        var ending: WalkSession.Ending?
    }

    /// The session and its channel, handed to the session's thread.
    private struct Running: @unchecked Sendable {
        let session: WalkSession
        let channel: Channel
    }

    /// What the session reads events from: the pilot's next key, handed over when the session
    /// has drawn and asks; frames go to a `HeadlessScreen`, which applies them as a terminal would.
    private final class PilotScreen: TerminalScreen {
        let headless: HeadlessScreen
        let channel: Channel

        init(size: TerminalSize, channel: Channel) {
            headless = HeadlessScreen(size: size, events: [], whenIdle: nil)
            self.channel = channel
        }

        var size: TerminalSize { headless.size }
        var colorDepth: ColorDepth { headless.colorDepth }
        func draw(_ frame: Frame) { headless.draw(frame) }
        func stop() { headless.stop() }

        func nextEvent() -> TerminalEvent? {
            channel.settled.signal()
            channel.handOver.wait()
            return channel.next
        }
    }
}

/// A transcript file's lines as JSON objects, checking that the file ends with a newline and that
/// every line parses (nothing cut short, nothing half-written): for the pilot and the tmux tests.
enum TranscriptLines {
    static func read(_ path: String) throws -> [[String: Any]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard text.hasSuffix("\n") else {
            throw WalkPilot.Failure(description: "\(path) ends in a line cut short: …\(text.suffix(120))")
        }
        return try text.split(separator: "\n").enumerated().map { offset, line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw WalkPilot.Failure(description: "\(path):\(offset + 1) is not a JSON object: \(line.prefix(120))")
            }
            return object
        }
    }

    /// The lines of one `type` ("step", "check", "settings" …).
    static func ofType(_ type: String, in lines: [[String: Any]]) -> [[String: Any]] {
        lines.filter { $0["type"] as? String == type }
    }
}
