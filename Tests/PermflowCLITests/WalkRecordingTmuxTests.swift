import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Recording in a real terminal: every completed step is on disk when it happens, whatever
/// ends the walk.
@Suite(.serialized) struct WalkRecordingTmuxTests {
    static let cameraFlow = "flows/camera.yaml"

    func lines(_ path: String) throws -> [[String: Any]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// Walks home → pre-alert → alert → Allow: three steps.
    func threeSteps(_ walk: TmuxWalk) throws {
        let tmux = walk.tmux
        try tmux.waitFor("Scan a receipt", "REC")
        try tmux.press("Enter", andWaitFor: "Continue")
        try tmux.press("Enter", andWaitFor: "Would Like to")
        try tmux.send("2")
        try tmux.wait("the scanner screen") { !$0.joined().contains("Would Like to") }
    }

    @Test func killNineLosesNoCompletedStep() throws {
        let walk = try TmuxWalk([Self.cameraFlow])
        try threeSteps(walk)
        #expect(kill(try walk.pid(), SIGKILL) == 0)
        #expect(try walk.status() == 128 + SIGKILL)
        let recorded = try lines(walk.transcriptPath)
        #expect(recorded.filter { $0["type"] as? String == "step" }.count == 3)
        #expect(!recorded.contains { $0["type"] as? String == "end" }, "a killed walk has no closing line")
        let review = try CLIRunner.run(["review", walk.transcriptPath, "--flow", "flows/camera.yaml"])
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stdout.contains("cut short after 3 steps"), "\(review.stdout.prefix(800))")
        #expect(review.stderr.contains("warning: \(walk.transcriptPath): no closing line; the walk ended without saying how (killed?)"),
                "\(review.stderr)")
        let verify = try CLIRunner.run(["verify", walk.transcriptPath, "--flow", "flows/camera.yaml"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stderr.contains("warning: \(walk.transcriptPath): no closing line; the walk ended without saying how (killed?)"),
                "\(verify.stderr)")
        #expect(verify.stdout.contains("\(walk.transcriptPath): holds (3 steps"), "\(verify.stdout)")
    }

    @Test func terminationEndsTheTranscriptAsInterrupted() throws {
        let walk = try TmuxWalk([Self.cameraFlow])
        try threeSteps(walk)
        #expect(kill(try walk.pid(), SIGTERM) == 0)
        #expect(try walk.status() == 128 + SIGTERM)
        let last = try #require(try lines(walk.transcriptPath).last)
        #expect(last["type"] as? String == "end")
        #expect(last["ending"] as? String == "interrupted")
        #expect(last["steps"] as? Int == 3)
        #expect(walk.standardError.contains("recorded 3 steps to \(walk.transcriptPath)"))
    }

    @Test func noRecordShowsNoIndicatorAndWritesNothing() throws {
        let walk = try TmuxWalk([Self.cameraFlow, "--no-record"])
        let screen = try walk.tmux.waitFor("Scan a receipt")
        #expect(!screen.joined().contains("REC"))
        try walk.tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try walk.tmux.send("y")
        #expect(try walk.status() == 0)
        #expect(!FileManager.default.fileExists(atPath: walk.transcriptPath))
    }

    @Test func anUnwritablePathIsSaidBeforeTheWalkStarts() throws {
        // A path under a regular file cannot be created, even by root.
        let blocker = try CLIRunner.temporaryDirectory().appendingPathComponent("not-a-folder")
        try "x".write(to: blocker, atomically: true, encoding: .utf8)
        let path = blocker.appendingPathComponent("walk.jsonl").path
        let walk = try TmuxWalk([Self.cameraFlow, "--record", path])
        #expect(try walk.status() == 2)
        #expect(walk.standardError.contains(path), "\(walk.standardError)")
        #expect(walk.standardError.contains("--no-record"))
        #expect(walk.sttyBefore != nil && walk.sttyBefore == walk.sttyAfter)
    }

    @Test func headlessWalksRecordOnlyWhenAsked() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let path = directory.appendingPathComponent("script.jsonl").path
        let result = try CLIRunner.run(["walk", Self.cameraFlow, "--choose", "1,1,2", "--record", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("● REC"))
        let recorded = try lines(path)
        #expect(recorded.filter { $0["type"] as? String == "step" }.count == 3)
        let again = try CLIRunner.run(["walk", Self.cameraFlow, "--choose", "1,1,2", "--record", path])
        #expect(again.status == 2, "never overwrites")
        #expect(try CLIRunner.run(["verify", path, "--flow", "flows/camera.yaml"]).status == 0)
    }

    /// A script that ends with an overlay open closes on the flow's frame, which `verify` can
    /// draw again.
    @Test(arguments: ["enter,p", "enter,?", "w", "enter,enter,Q"])
    func headlessClosingFrameHasNoOverlay(_ keys: String) throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("script.jsonl").path
        let result = try CLIRunner.run(["walk", Self.cameraFlow, "--keys", keys, "--record", path])
        #expect(result.status == 0, "\(result.stderr)")
        let verify = try CLIRunner.run(["verify", path, "--flow", "flows/camera.yaml"])
        #expect(verify.status == 0, "\(verify.stdout)")
    }
}

/// `permflow replay` in a real terminal: read-only stepping through a recorded walk.
@Suite(.serialized) struct ReplayTmuxTests {
    @Test func stepsForwardAndBackThenQuits() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let path = directory.appendingPathComponent("walk.jsonl").path
        let recorded = try CLIRunner.run(["walk", "flows/camera.yaml", "--choose", "1,1,2", "--record", path])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let replay = try TmuxReplay(path)
        let tmux = replay.tmux
        let first = try tmux.waitFor("replay 1/")
        #expect(first.joined(separator: "\n").contains("Keep every receipt"))
        try tmux.press("Right", andWaitFor: "replay 2/")
        let third = try tmux.press("Right", andWaitFor: "replay 3/")
        #expect(third.joined(separator: "\n").contains("Would Like to"))
        try tmux.press("Left", andWaitFor: "replay 2/")
        try tmux.send("Escape")
        #expect(try replay.status() == 0)
        #expect(replay.sttyBefore != nil && replay.sttyBefore == replay.sttyAfter)
    }
}

/// The interactive replay draws each frame where `walk` drew it, and says the time that
/// `replay --print` prints over it.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct ReplayLayoutTmuxTests {
    @Test func aFrameIsDrawnWhereTheWalkDrewIt() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("walk.jsonl").path
        #expect(try CLIRunner.run(["walk", "flows/camera.yaml", "--choose", "1,1", "--size", "100x26", "--record", path]).status == 0)
        let printed = try CLIRunner.run(["replay", path, "--print"])
        #expect(printed.status == 0)
        // The printed frames: the lines under each `── TIME · caption ──` heading.
        var frames: [(heading: String, lines: [String])] = []
        for line in printed.stdout.components(separatedBy: "\n") {
            if line.hasPrefix("── ") { frames.append((line, [])) } else if !frames.isEmpty { frames[frames.count - 1].lines.append(line) }
        }
        #expect(frames.count >= 2)
        func trimmed(_ line: String) -> String { String(line.reversed().drop { $0 == " " }.reversed()) }

        let replay = try TmuxReplay(path, width: 100, height: 27)
        for (index, frame) in frames.prefix(2).enumerated() {
            if index > 0 { try replay.tmux.send("Right") }
            let screen = try replay.tmux.waitFor("replay \(index + 1)/", timeout: 30)
            let recorded = frame.lines.prefix(26).map(trimmed)
            let shown = screen.prefix(recorded.count).map(trimmed)
            #expect(Array(shown) == Array(recorded), "frame \(index + 1) moved:\n\(screen.joined(separator: "\n"))")
            // "── 0.0 s · step 1 · …" printed; "at 0.0 s" on the status line.
            let time = frame.heading.dropFirst(3).components(separatedBy: " · ").first ?? "?"
            #expect(screen.last?.contains("at \(time)") == true, "\(screen.last ?? "") vs \(frame.heading)")
        }
        try replay.tmux.send("q")
        #expect(try replay.status(timeout: 30) == 0)
    }
}

/// Signals during a replay restore the terminal too, at the first frame, at a later one and
/// while playing; the transcript is only read.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct ReplaySignalTmuxTests {
    enum When: String, Sendable {
        case firstFrame, laterFrame, playing
    }

    static let cases: [(PermflowBinary, Int32, When)] = PermflowBinary.available.flatMap { binary in
        [(SIGTERM, When.firstFrame), (SIGTERM, .laterFrame), (SIGHUP, .laterFrame), (SIGINT, .laterFrame),
         (SIGINT, .playing), (SIGHUP, .playing)].map { (binary, $0.0, $0.1) }
    }

    @Test(arguments: cases)
    func signalRestoresTheTerminal(_ binary: PermflowBinary, _ signal: Int32, _ when: When) throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("walk.jsonl").path
        #expect(try CLIRunner.run(["walk", "flows/camera.yaml", "--choose", "1,1,2,1", "--record", path]).status == 0)
        let recorded = try Data(contentsOf: URL(fileURLWithPath: path))
        let replay = try TmuxReplay(path, binary: binary)
        let tmux = replay.tmux
        try tmux.waitFor("replay 1/", timeout: 30)
        switch when {
        case .firstFrame:
            break
        case .laterFrame:
            try tmux.press("Right", andWaitFor: "replay 2/", timeout: 30)
            try tmux.press("Right", andWaitFor: "replay 3/", timeout: 30)
        case .playing:
            // Recorded a second apart: playing reaches frame 2 by itself.
            try tmux.press("Space", andWaitFor: "replay 2/", timeout: 30)
        }
        #expect(kill(try replay.pid(), signal) == 0)
        #expect(try replay.status(timeout: 30) == 128 + signal)
        #expect(replay.sttyBefore != nil && replay.sttyBefore == replay.sttyAfter)
        #expect(try tmux.display(WalkTmuxTests.paneFlags) == WalkTmuxTests.restoredPane)
        #expect(replay.standardError == "permflow replay: stopped by \(expectedSignalName(signal))\n", "\(replay.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == recorded, "replay wrote to the transcript")
    }

    /// The Ctrl-C key in a replay quits at once (nothing to lose, so no question), exit 0.
    @Test func controlCKeyQuits() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("walk.jsonl").path
        #expect(try CLIRunner.run(["walk", "flows/camera.yaml", "--choose", "1,1", "--record", path]).status == 0)
        let replay = try TmuxReplay(path)
        try replay.tmux.waitFor("replay 1/", timeout: 30)
        try replay.tmux.press("Right", andWaitFor: "replay 2/", timeout: 30)
        try replay.tmux.send("C-c")
        #expect(try replay.status(timeout: 30) == 0)
        #expect(replay.sttyBefore != nil && replay.sttyBefore == replay.sttyAfter)
    }
}

/// A signal's name as permflow prints it (as `kill -l` names it), written out here rather
/// than taken from permflow's own table.
func expectedSignalName(_ signal: Int32) -> String {
    var names: [Int32: String] = [
        SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGUSR1: "SIGUSR1", SIGUSR2: "SIGUSR2",
        SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU",
        SIGVTALRM: "SIGVTALRM", SIGPROF: "SIGPROF",
    ]
    #if os(Linux)
    names[SIGIO] = "SIGIO"
    names[SIGPWR] = "SIGPWR"
    names[SIGSTKFLT] = "SIGSTKFLT"
    let low = Int32(__libc_current_sigrtmin()), high = Int32(__libc_current_sigrtmax())
    names[low] = "SIGRTMIN"
    names[low + 5] = "SIGRTMIN+5"
    names[high - 1] = "SIGRTMAX-1"
    names[high] = "SIGRTMAX"
    #endif
    return names[signal] ?? "signal \(signal)"
}

/// `permflow replay` inside tmux (`TmuxPermflow`).
final class TmuxReplay: TmuxPermflow {
    init(_ transcript: String, binary: PermflowBinary = .built, width: Int = 80, height: Int = 26) throws {
        guard let binaryURL = binary.url else { throw TmuxSession.Failure(description: "no \(binary) binary") }
        let quote = Self.quote
        try super.init("replay", command: "env TERM=xterm-256color LC_ALL=C.UTF-8 \(quote(binaryURL.path)) replay \(quote(transcript))",
                       in: try CLIRunner.temporaryDirectory(), width: width, height: height)
    }
}
