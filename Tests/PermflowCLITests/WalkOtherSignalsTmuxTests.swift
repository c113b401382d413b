import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every other signal whose default action ends the process (beyond SIGINT, SIGTERM and SIGHUP,
/// which `WalkSignalTmuxTests` takes through every screen): the walk and the replay restore
/// the terminal, name the signal, and the walk's transcript is closed. Against the built binary
/// and the installed one.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct WalkOtherSignalsTmuxTests {
    static let signals: [Int32] = {
        var signals: [Int32] = [SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU]
        #if os(Linux)
        let low = Int32(__libc_current_sigrtmin()), high = Int32(__libc_current_sigrtmax())
        signals += [SIGIO, SIGPWR, SIGSTKFLT, low, low + 5, high - 1, high]
        #endif
        return signals
    }()

    static let walkCases: [(PermflowBinary, Int32)] =
        PermflowBinary.available.flatMap { binary in signals.map { (binary, $0) } }

    static let timeout: TimeInterval = 30

    @Test(arguments: walkCases)
    func signalDuringAWalkRestoresTheTerminal(_ binary: PermflowBinary, _ signal: Int32) throws {
        let walk = try TmuxWalk([WalkRecordingTmuxTests.cameraFlow], binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor("Scan a receipt", "REC", timeout: Self.timeout)
        try tmux.press("Enter", andWaitFor: "Continue", timeout: Self.timeout)
        #expect(kill(try walk.pid(), signal) == 0)
        #expect(try walk.status(timeout: Self.timeout) == 128 + signal, "stderr: \(walk.standardError)")
        #expect(walk.sttyBefore != nil && walk.sttyBefore == walk.sttyAfter,
                "stty before: \(walk.sttyBefore ?? "-") after: \(walk.sttyAfter ?? "-")")
        #expect(try tmux.display(WalkTmuxTests.paneFlags) == WalkTmuxTests.restoredPane)
        let message = "stopped by \(expectedSignalName(signal))"
        #expect(walk.standardError.hasSuffix("permflow walk: \(message)\n"), "\(walk.standardError)")
        let lines = try walk.transcriptLines()
        // Home's step, then the check its action passed (camera-check), then the end.
        #expect(lines.map { $0["type"] as? String ?? "?" }.suffix(3) == ["step", "check", "end"])
        let end = try #require(lines.last)
        #expect(end["ending"] as? String == "interrupted")
        #expect(end["message"] as? String == message)
        #expect(end["steps"] as? Int == 1)
    }

    static let replayCases: [(PermflowBinary, Int32)] =
        PermflowBinary.available.flatMap { binary in [SIGQUIT, SIGPIPE, SIGUSR1, SIGALRM].map { (binary, $0) } }

    @Test(arguments: replayCases)
    func signalDuringAReplayRestoresTheTerminal(_ binary: PermflowBinary, _ signal: Int32) throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("walk.jsonl").path
        #expect(try CLIRunner.run(["walk", "flows/camera.yaml", "--choose", "1,1", "--record", path]).status == 0)
        let replay = try TmuxReplay(path, binary: binary)
        try replay.tmux.waitFor("replay 1/", timeout: Self.timeout)
        #expect(kill(try replay.pid(), signal) == 0)
        #expect(try replay.status(timeout: Self.timeout) == 128 + signal)
        #expect(replay.sttyBefore != nil && replay.sttyBefore == replay.sttyAfter)
        #expect(try replay.tmux.display(WalkTmuxTests.paneFlags) == WalkTmuxTests.restoredPane)
        #expect(replay.standardError == "permflow replay: stopped by \(expectedSignalName(signal))\n", "\(replay.standardError)")
    }

    /// A signal the walk was started with ignored (`nohup`, `trap '' USR1`) stays ignored: the
    /// walk goes on, and still stops on SIGTERM.
    @Test(arguments: PermflowBinary.available)
    func signalIgnoredAtTheStartStaysIgnored(_ binary: PermflowBinary) throws {
        let walk = try TmuxWalk([WalkRecordingTmuxTests.cameraFlow], binary: binary, ignoring: [SIGUSR1, SIGHUP])
        let tmux = walk.tmux
        try tmux.waitFor("Scan a receipt", "REC", timeout: Self.timeout)
        let pid = try walk.pid()
        #expect(kill(pid, SIGUSR1) == 0)
        #expect(kill(pid, SIGHUP) == 0)
        try tmux.press("Enter", andWaitFor: "Continue", timeout: Self.timeout)
        #expect(!walk.hasExited)
        #expect(kill(pid, SIGTERM) == 0)
        #expect(try walk.status(timeout: Self.timeout) == 128 + SIGTERM)
        #expect(walk.sttyBefore != nil && walk.sttyBefore == walk.sttyAfter)
    }
}
