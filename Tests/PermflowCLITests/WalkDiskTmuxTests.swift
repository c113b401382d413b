import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A transcript that cannot be written: the walk says so before it starts, or stops recording
/// with a visible warning, and never leaves half a line or loses a step without saying so.
///
/// A file-size limit (`ulimit -f`) stands in for a full disk: the kernel writes what fits,
/// then fails the rest with EFBIG (permflow ignores SIGXFSZ, which would otherwise kill it),
/// just as a full disk writes what fits and fails with ENOSPC.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct WalkDiskTmuxTests {
    static let timeout: TimeInterval = 30
    /// 6 × 1024 bytes: the header (about 0.5 kB) and two steps (about 2 kB each) fit, a third does not.
    static let limitBlocks = 6

    static func stepCount(_ lines: [[String: Any]]) -> Int {
        lines.filter { $0["type"] as? String == "step" }.count
    }

    @Test func aFileSizeLimitStopsRecordingMidWalkWithAWarning() throws {
        // Wide enough for the warning's whole sentence on the status line.
        let walk = try TmuxWalk([WalkRecordingTmuxTests.cameraFlow], width: 160, fileSizeLimitBlocks: Self.limitBlocks)
        let tmux = walk.tmux
        let path = walk.transcriptPath
        try tmux.waitFor("Scan a receipt", "REC", timeout: Self.timeout)
        // Home → pre-alert → alert (Allow) → scanner → added: four steps, one write each.
        var screen: [String] = []
        var failedAt: Int?
        for (index, (key, shows)) in [("Enter", "Continue"), ("Enter", "Would Like to"), ("2", "Found: Corner Market"),
                                      ("Enter", "Receipt added")].enumerated() {
            try tmux.send(key)
            screen = try tmux.waitFor(shows, timeout: Self.timeout)
            if failedAt == nil, screen.joined(separator: "\n").contains("recording stopped") { failedAt = index + 1 }
        }
        _ = try #require(failedAt, "no write failed under a \(Self.limitBlocks) kB limit")
        let text = screen.joined(separator: "\n")
        #expect(text.contains("recording stopped: File too large"), "\(text)")
        // The warning says how many steps the file holds (the screen that showed it first may be
        // a step later than the failed write: an alert's own note can hold the status line for a
        // step); every check below holds the file to that count.
        let said = text.range(of: #"recording stopped: File too large; (\d+) steps? (is|are) in"#, options: .regularExpression)
            .flatMap { Int(text[$0].split(separator: ";")[1].split(separator: " ")[0]) }
        let kept = try #require(said, "the warning names the steps on disk: \(text)")
        #expect(kept >= 1, "the header and at least one step fit")
        #expect(!text.contains("REC"), "REC is off once recording stopped:\n\(text)")
        #expect(Self.stepCount(try walk.transcriptLines()) == kept, "every step before the failing one, and only those")

        // The walk goes on, the warning stays, nothing more is written.
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
        try tmux.press("r", andWaitFor: "Scan a receipt", timeout: Self.timeout)
        let later = try tmux.press("2", andWaitFor: "New receipt", "recording stopped", timeout: Self.timeout)
        #expect(!later.joined().contains("REC"))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == size)

        try tmux.press("Q", andWaitFor: "Quit the prototyper?", timeout: Self.timeout)
        try tmux.send("y")
        #expect(try walk.status(timeout: Self.timeout) == 0, "\(walk.standardError)")
        #expect(walk.sttyBefore != nil && walk.sttyBefore == walk.sttyAfter)
        #expect(walk.standardError == "permflow walk: recording stopped early: cannot write transcript '\(path)': File too large; "
                + "\(kept) step\(kept == 1 ? " is" : "s are") in \(path)\n", "\(walk.standardError)")

        // Exactly the complete lines: no half-written step, no closing line.
        let lines = try walk.transcriptLines()
        #expect(Self.stepCount(lines) == kept)
        #expect(lines.first?["type"] as? String == "header")
        #expect(!lines.contains { $0["type"] as? String == "end" })
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? .max) <= Self.limitBlocks * 1024)

        // Readers take it as a walk without its closing line, and nothing worse.
        let noClosingLine = "warning: \(path): no closing line; the walk ended without saying how (killed?)\n"
        let verify = try CLIRunner.run(["verify", path, "--flow", "flows/camera.yaml"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stderr == noClosingLine, "\(verify.stderr)")
        #expect(verify.stdout.contains("\(path): holds (\(kept) step"), "\(verify.stdout)")
        let review = try CLIRunner.run(["review", path, "--flow", "flows/camera.yaml"])
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stderr == noClosingLine, "\(review.stderr)")
        #expect(review.stdout.contains("cut short after \(kept) step"), "\(review.stdout.prefix(800))")
    }

    @Test func aHeaderThatCannotBeWrittenLeavesNoFile() throws {
        // A designer name longer than the 1 kB limit: the header is the write that fails.
        let walk = try TmuxWalk([WalkRecordingTmuxTests.cameraFlow, "--by", String(repeating: "x", count: 3000)],
                                fileSizeLimitBlocks: 1)
        let path = walk.transcriptPath
        #expect(try walk.status(timeout: Self.timeout) == 2)
        #expect(walk.standardError == "permflow walk: cannot write transcript '\(path)': File too large; "
                + "choose another file with --record PATH, or walk with --no-record\n", "\(walk.standardError)")
        #expect(!FileManager.default.fileExists(atPath: path), "a transcript without its header was left behind")
        #expect(walk.sttyBefore != nil && walk.sttyBefore == walk.sttyAfter)
        #expect(try walk.tmux.display(WalkTmuxTests.paneFlags) == WalkTmuxTests.restoredPane)
    }
}

/// The same for headless walks, which write the whole transcript at the end.
@Suite struct WalkDiskHeadlessTests {
    /// `permflow ARGUMENTS` under `ulimit -f BLOCKS` (bash, 1024-byte blocks), started through
    /// `Spawn` so SIGXFSZ has its default action (the test process may ignore it, and an
    /// ignored signal stays ignored across exec): only permflow's own handling keeps it alive.
    static func run(limit blocks: Int, _ arguments: [String]) throws -> CLIRunner.Result {
        let result = try Spawn.run("/bin/bash", ["-c", "cd \"$1\" && shift && ulimit -f \(blocks) && exec \"$@\"", "ulimit",
                                                 CLIRunner.root.path, CLIRunner.binary.path] + arguments,
                                   environment: ProcessInfo.processInfo.environment)
        // Standard output and error are pipes, which the limit does not touch.
        return CLIRunner.Result(status: result.status, stdout: result.output, stderr: result.errors)
    }

    @Test func aLimitMidWalkSaysHowManyStepsAreKept() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("t.jsonl").path
        let result = try Self.run(limit: 4, ["walk", "flows/camera.yaml", "--choose", "2,1,1", "--record", path])
        #expect(result.status == 2)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n"), "no half-written line")
        let lines = text.split(separator: "\n")
        #expect(lines.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil })
        let steps = lines.filter { $0.hasPrefix("{\"type\":\"step\"") }.count
        #expect(steps >= 1 && steps < 3)
        #expect(result.stderr.hasSuffix("permflow walk: recording stopped early: cannot write transcript '\(path)': File too large; "
                + "\(steps) step\(steps == 1 ? " is" : "s are") in \(path)\n"), "\(result.stderr)")
    }

    @Test func aHeaderThatCannotBeWrittenLeavesNoFile() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("t.jsonl").path
        let result = try Self.run(limit: 0, ["walk", "flows/camera.yaml", "--choose", "1", "--record", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("permflow walk: cannot write transcript '\(path)': File too large"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// `/dev/full` is the classic full disk, but a transcript path that exists is refused before
    /// anything is walked (transcripts are never overwritten), so it cannot be recorded to.
    @Test func devFullIsRefusedBeforeTheWalk() throws {
        let result = try CLIRunner.run(["walk", "flows/camera.yaml", "--choose", "1", "--record", "/dev/full"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty, "nothing was walked")
        #expect(result.stderr == "permflow walk: cannot write transcript '/dev/full': the file already exists; transcripts are never "
                + "overwritten; choose another file with --record PATH, or walk with --no-record\n", "\(result.stderr)")
    }
}
