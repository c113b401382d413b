import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths, outputs and transcripts from other people: no command traps on them, opens what a
/// transcript names outside its folder, writes over its own input, follows a dangling link,
/// or lets a file name start a line of GitHub output.
@Suite struct UntrustedFilesTests {
    /// A folder with `flows/camera.yaml` and a two-step transcript of it at
    /// `transcripts/y.jsonl`, and a one-character folder `x` holding a copy of both
    /// (`x/y.jsonl` beside `x/flows/camera.yaml`).
    static func project() throws -> URL {
        let directory = try CLIRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("flows/camera.yaml"),
                                         to: directory.appendingPathComponent("flows/camera.yaml"))
        let walk = try CLIRunner.run(["walk", "flows/camera.yaml", "--choose", "1,1", "--record", "transcripts/y.jsonl"], directory: directory)
        #expect(walk.status == 0, "\(walk.stderr)")
        let x = directory.appendingPathComponent("x")
        try FileManager.default.createDirectory(at: x.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: directory.appendingPathComponent("transcripts/y.jsonl"), to: x.appendingPathComponent("y.jsonl"))
        try FileManager.default.copyItem(at: directory.appendingPathComponent("flows/camera.yaml"), to: x.appendingPathComponent("flows/camera.yaml"))
        return directory
    }

    /// Runs the binary as the hostile-input suite does (GNU time, a timeout, an address-space
    /// cap): no trap, nothing raw on the terminal, bounded memory, and under a second.
    static func safeRun(_ arguments: [String], directory: URL, allowed: Set<Int32>) throws -> CLIRunner.Result {
        let run = try HostileInputTests.permflow(arguments, directory: directory)
        let label = arguments.joined(separator: " ")
        HostileInputTests.expectSafe(run, allowed: allowed, label)
        #expect(run.seconds < 1, "\(label) took \(run.seconds) s")
        return CLIRunner.Result(status: run.status, stdout: run.stdout, stderr: run.stderr)
    }

    // MARK: One-character folders (NSString's deletingLastPathComponent trapped: exit 132)

    @Test func oneCharacterFoldersDoNotTrap() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let x = directory.appendingPathComponent("x")
        let transcripts = directory.appendingPathComponent("transcripts")
        for (arguments, folder, status) in [
            (["verify", "."], transcripts, Int32(0)),
            (["review", "./y.jsonl"], transcripts, 0),
            (["verify", "."], directory, Int32(0)),
            (["verify", "./x/y.jsonl"], directory, 0),
            (["verify", "x"], directory, 0),
            (["review", "./y.jsonl"], x, 0),
            (["replay", "./y.jsonl", "--print"], x, 0),
            (["export", "./y.jsonl", "--asciicast", "c"], x, 0),
            (["graph", "../flows/camera.yaml", "-o", "g"], x, 0),
            (["walk", "../flows/camera.yaml", "--choose", "1", "--record", "w"], x, 0),
            (["walk", "flows/camera.yaml", "--choose", "1", "--record", "./z"], directory, 0),
            (["walk", "flows/camera.yaml", "--choose", "1", "--record", "/\(directory.path)/q/r"], directory, 0),
            (["init", "camera", "-o", "./i"], directory, 0),
        ] as [([String], URL, Int32)] {
            let result = try Self.safeRun(arguments, directory: folder, allowed: [status])
            #expect(result.status == status, "\(arguments): \(result.stdout)\(result.stderr)")
        }
    }

    // MARK: The flow a transcript names

    /// A transcript names `/etc/passwd`, or `../../x` outside its folder: never opened, the
    /// output says so without revealing whether it exists; `--flow` still checks explicitly.
    @Test(arguments: ["/etc/passwd", "../../../../../../etc/hostname", "flows/../../outside.yaml"])
    func aFlowOutsideTheTranscriptsFolderIsNotOpened(_ named: String) throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try String(contentsOf: directory.appendingPathComponent("x/y.jsonl"), encoding: .utf8)
        let tampered = original.replacingOccurrences(of: "\"path\":\"flows/camera.yaml\"", with: "\"path\":\"\(named)\"")
        #expect(tampered != original)
        let path = directory.appendingPathComponent("x/t.jsonl")
        try tampered.write(to: path, atomically: true, encoding: .utf8)

        let verify = try Self.safeRun(["verify", path.path], directory: directory, allowed: [2])
        #expect(verify.stdout.contains("outside the transcript's folder; it is not opened. Pass the flow with --flow PATH"), "\(verify.stdout)")
        #expect(!verify.stdout.contains("root:") && !verify.stdout.contains("no such file"), "\(verify.stdout)")
        let review = try Self.safeRun(["review", path.path], directory: directory, allowed: [0])
        #expect(review.stderr.contains("it is not opened"), "\(review.stderr)")
        #expect(!review.stdout.contains("root:"))
        // Given explicitly, the flow is the user's choice.
        let explicit = try CLIRunner.run(["verify", path.path, "--flow", "flows/camera.yaml"], directory: directory)
        #expect(explicit.stdout.contains("against flows/camera.yaml"), "\(explicit.stdout)")
    }

    /// The flow is found beside the transcript, or beside its `transcripts` folder, whatever
    /// the current folder.
    @Test func theFlowIsFoundRelativeToTheTranscript() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transcripts = directory.appendingPathComponent("transcripts")
        try FileManager.default.createDirectory(at: transcripts, withIntermediateDirectories: true)
        let elsewhere = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let verify = try CLIRunner.run(["verify", transcripts.appendingPathComponent("y.jsonl").path], directory: elsewhere)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        let inside = try CLIRunner.run(["verify", "y.jsonl"], directory: transcripts)
        #expect(inside.status == 0, "\(inside.stdout)\(inside.stderr)")
    }

    /// `review` and `verify` read the flow a transcript names with lint's --max-bytes bound.
    @Test func theFlowIsReadWithTheSizeBound() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let verify = try CLIRunner.run(["verify", "x/y.jsonl", "--max-bytes", "100"], directory: directory)
        #expect(verify.status == 2)
        #expect(verify.stdout.contains("over the limit of 100 bytes"), "\(verify.stdout)")
        let review = try CLIRunner.run(["review", "x/y.jsonl", "--max-bytes", "100"], directory: directory)
        #expect(review.stderr.contains("over the limit of 100 bytes"), "\(review.stderr)")
    }

    // MARK: GitHub annotations

    /// A newline in a file name cannot start a line: in GitHub's log a line starting `::` is a
    /// workflow command (`::error …`, `::add-mask::`).
    @Test func aFileNameCannotInjectAWorkflowCommand() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let evil = "a\n::add-mask::secret\n::error file=evil::injected%0A.jsonl"
        try FileManager.default.copyItem(at: directory.appendingPathComponent("x/y.jsonl"), to: directory.appendingPathComponent("x/\(evil)"))
        try FileManager.default.copyItem(at: directory.appendingPathComponent("flows/camera.yaml"),
                                         to: directory.appendingPathComponent("flows/b\n::error::x.yaml"))
        for arguments in [["verify", "x", "--format", "github"], ["lint", "flows", "--format", "github"],
                          ["verify", "x"], ["lint", "flows"], ["graph", "flows/camera.yaml", "--transcripts", "x"]] {
            let result = try CLIRunner.run(arguments, directory: directory)
            for line in (result.stdout + result.stderr).components(separatedBy: "\n") {
                // Only a line's start makes a command; inside a line the name is plain text.
                #expect(!line.hasPrefix("::add-mask") && !line.hasPrefix("::error file=evil") && !line.hasPrefix("::error::"),
                        "\(arguments): \(line)")
                if line.hasPrefix("::") {
                    #expect(line.hasPrefix("::error file=") || line.hasPrefix("::warning file=") || line.hasPrefix("::notice file="),
                            "\(arguments): \(line)")
                }
                #expect(!line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" }, "\(arguments): control character in \(line)")
            }
        }
    }

    // MARK: Standard output that cannot be written

    @Test func aFullDiskIsAnErrorNotATrap() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        for arguments in [["rules"], ["lint", "flows/camera.yaml"], ["resources"], ["init", "camera"]] {
            let result = try Spawn.run("/bin/sh", ["-c", "exec \"$0\" \"$@\" > /dev/full", CLIRunner.binary.path] + arguments,
                                       environment: ProcessInfo.processInfo.environment)
            #expect(result.status == 2, "\(arguments): \(result.status) \(result.errors)")
            #expect(result.errors.hasPrefix("permflow: cannot write output: No space left on device"), "\(arguments): \(result.errors)")
        }
    }

    /// The reader went away (`| head`): quiet, as any filter, even with SIGPIPE ignored.
    @Test(arguments: [false, true])
    func aClosedPipeEndsQuietly(_ ignoringSIGPIPE: Bool) throws {
        let trap = ignoringSIGPIPE ? "trap '' PIPE; " : ""
        // permflow's standard error is the script's, which `Spawn` reads through a pipe: not a
        // file read back with `String(contentsOf:)`, whose 4 KiB buffer for an empty file
        // swift-foundation loses on Linux (LeakSanitizer reported it under `make asan`).
        let script = "\(trap)\"$0\" rules --markdown | head -c 1 >/dev/null; echo ${PIPESTATUS[0]}"
        let result = try Spawn.run("/bin/bash", ["-c", script, CLIRunner.binary.path],
                                   environment: ProcessInfo.processInfo.environment)
        #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "141", "\(result.output)")
        #expect(result.errors == "", "\(result.errors)")
    }
}

/// An output is never one of the command's inputs, never an existing transcript or flow,
/// never written through a dangling link, and never half-written.
@Suite struct OutputFileTests {
    @Test func anOutputThatIsAnInputIsRefused() throws {
        let directory = try UntrustedFilesTests.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transcript = directory.appendingPathComponent("x/y.jsonl")
        let flow = directory.appendingPathComponent("x/flows/camera.yaml")
        let before = try Data(contentsOf: transcript), flowBefore = try Data(contentsOf: flow)
        #expect(link(transcript.path, directory.appendingPathComponent("hard.cast").path) == 0)
        #expect(symlink("x/y.jsonl", directory.appendingPathComponent("soft.md").path) == 0)
        for arguments in [["review", "x/y.jsonl", "-o", "x/y.jsonl"], ["review", "x/y.jsonl", "-o", "./x/../x/y.jsonl"],
                          ["review", "x/y.jsonl", "-o", "soft.md"], ["export", "x/y.jsonl", "--asciicast", "hard.cast"],
                          ["export", "x/y.jsonl", "--asciicast", "x/y.jsonl"], ["graph", "flows/camera.yaml", "-o", "flows/camera.yaml"],
                          ["graph", "flows/camera.yaml", "--transcripts", "x", "-o", "./soft.md"],
                          ["review", "x/y.jsonl", "-o", "x/flows/camera.yaml"]] {
            let result = try UntrustedFilesTests.safeRun(arguments, directory: directory, allowed: [2])
            #expect(result.stderr.contains("is the same file as the input"), "\(arguments): \(result.stderr)")
        }
        #expect(try Data(contentsOf: transcript) == before)
        #expect(try Data(contentsOf: flow) == flowBefore)
    }

    @Test func anotherTranscriptOrFlowIsNotWrittenOver() throws {
        let directory = try UntrustedFilesTests.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let other = directory.appendingPathComponent("other.jsonl")
        try FileManager.default.copyItem(at: directory.appendingPathComponent("x/y.jsonl"), to: other)
        let flowCopy = directory.appendingPathComponent("copy.txt")
        try "permflow: 1\nname: x\n".write(to: flowCopy, atomically: true, encoding: .utf8)
        // Not even with --force (without it, any existing file is refused).
        for (arguments, words) in [(["review", "x/y.jsonl", "-o", "other.jsonl"], "is a transcript"),
                                   (["export", "x/y.jsonl", "--asciicast", "copy.txt"], "is a flow file"),
                                   (["graph", "flows/camera.yaml", "-o", "other.jsonl"], "is a transcript"),
                                   (["init", "camera", "-o", "other.jsonl"], "is a transcript")] {
            let result = try CLIRunner.run(arguments + ["--force"], directory: directory)
            #expect(result.status == 2 && result.stderr.contains(words), "\(arguments): \(result.stderr)")
        }
        #expect(try String(contentsOf: flowCopy, encoding: .utf8) == "permflow: 1\nname: x\n")
    }

    /// An ordinary output is replaced whole, and no temporary file is left beside it.
    @Test func anOutputIsReplacedWholeAndLeavesNoTemporaryFile() throws {
        let directory = try UntrustedFilesTests.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("review.md")
        try String(repeating: "old ", count: 100_000).write(to: out, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["review", "x/y.jsonl", "-o", "review.md", "--force"], directory: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.hasPrefix("# Walk of") && !text.contains("old old"))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names)")
        // A folder that does not exist: an error, and nothing created.
        let missing = try CLIRunner.run(["review", "x/y.jsonl", "-o", "nowhere/review.md"], directory: directory)
        #expect(missing.status == 2 && missing.stderr.contains("cannot write nowhere/review.md"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("nowhere").path))
    }

    /// `init -o` never follows a link, not even one to nothing.
    @Test func initDoesNotFollowADanglingLink() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("elsewhere.yaml")
        #expect(symlink(target.path, directory.appendingPathComponent("flow.yaml").path) == 0)
        let result = try CLIRunner.run(["init", "camera", "-o", "flow.yaml"], directory: directory)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("symbolic link to a file that does not exist"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target.path))
        // An existing file is refused as before; a new one is written.
        let fresh = try CLIRunner.run(["init", "camera", "-o", "new.yaml"], directory: directory)
        #expect(fresh.status == 0)
        let again = try CLIRunner.run(["init", "camera", "-o", "new.yaml"], directory: directory)
        #expect(again.status == 2 && again.stderr.contains("already exists"))
    }

    /// `walk --record` into a dangling link: refused, and the folders it made are gone again.
    @Test func aTranscriptIsNeverCreatedThroughALink() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("flows/camera.yaml"),
                                         to: directory.appendingPathComponent("flows/camera.yaml"))
        #expect(symlink(directory.appendingPathComponent("stolen.jsonl").path, directory.appendingPathComponent("t.jsonl").path) == 0)
        let result = try CLIRunner.run(["walk", "flows/camera.yaml", "--choose", "1", "--record", "t.jsonl"], directory: directory)
        #expect(result.status == 2 && result.stderr.contains("already exists"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("stolen.jsonl").path))
        // Inside new folders: the folders are removed again.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("a"), withIntermediateDirectories: true)
        #expect(symlink("/nonexistent", directory.appendingPathComponent("a/t.jsonl").path) == 0)
        let nested = try CLIRunner.run(["walk", "flows/camera.yaml", "--choose", "1", "--record", "n/e/w/../../../a/t.jsonl"], directory: directory)
        #expect(nested.status == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("n").path), "folders left behind")
    }
}
