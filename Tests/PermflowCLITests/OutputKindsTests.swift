import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One rule for every output (`review -o`, `graph -o`, `export -o`/`--asciicast`/`--strings`,
/// `init -o`): an existing file is replaced only with `--force`, and an output that is not a
/// regular file is never renamed over (issues 26 and 34). Run against the built binary and the
/// installed one (`make test`), which is what users run as root in CI containers.
@Suite struct OutputKindsTests {
    /// Runs `binary` with `arguments` in `directory`, killed after 20 s (a FIFO must never make it wait).
    static func run(_ binary: PermflowBinary, _ arguments: [String], in directory: URL) throws -> CLIRunner.Result {
        let path = try #require(binary.url).path
        let script = "cd \"$0\" && exec timeout 20 \"$@\""
        let result = try Spawn.run("/bin/sh", ["-c", script, directory.path, path] + arguments,
                                   environment: ProcessInfo.processInfo.environment)
        return CLIRunner.Result(status: result.status, stdout: result.output, stderr: result.errors)
    }

    /// Every command that writes a file, each writing to `out` in a folder made by
    /// `UntrustedFilesTests.project()` (a flow and a transcript of it).
    static func outputs(to out: String) -> [[String]] {
        [
            ["review", "x/y.jsonl", "-o", out],
            ["review", "x/y.jsonl", "-o", out, "--format", "html"],
            ["graph", "flows/camera.yaml", "-o", out],
            ["export", "x/y.jsonl", "--asciicast", out],
            ["export", "flows/camera.yaml", "--info-plist", "-o", out],
            ["init", "camera", "-o", out],
        ]
    }

    static func fileType(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    // MARK: Overwriting (issue 34)

    @Test(arguments: PermflowBinary.available)
    func anExistingFileIsReplacedOnlyWithForce(_ binary: PermflowBinary) throws {
        let directory = try UntrustedFilesTests.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out.txt")
        for arguments in Self.outputs(to: "out.txt") {
            try "keep me\n".write(to: out, atomically: true, encoding: .utf8)
            let refused = try Self.run(binary, arguments, in: directory)
            #expect(refused.status == 2, "\(arguments): \(refused.status) \(refused.stderr)")
            #expect(refused.stderr.contains("out.txt already exists; choose another path, remove it first, or add --force to replace it"),
                    "\(arguments): \(refused.stderr)")
            #expect(try String(contentsOf: out, encoding: .utf8) == "keep me\n", "\(arguments) wrote over the file")
            let forced = try Self.run(binary, arguments + ["--force"], in: directory)
            #expect(forced.status == 0, "\(arguments) --force: \(forced.stderr)")
            #expect(try String(contentsOf: out, encoding: .utf8) != "keep me\n", "\(arguments) --force did not replace the file")
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: directory.appendingPathComponent("out-frames"))
            // A new file needs no --force.
            let fresh = try Self.run(binary, arguments, in: directory)
            #expect(fresh.status == 0, "\(arguments): \(fresh.stderr)")
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: directory.appendingPathComponent("out-frames"))
        }
        // A flow is replaced only by init (its output is one), and only with --force.
        let flow = directory.appendingPathComponent("mine.yaml")
        try "permflow: 1\nname: mine\n".write(to: flow, atomically: true, encoding: .utf8)
        let graph = try Self.run(binary, ["graph", "flows/camera.yaml", "-o", "mine.yaml", "--force"], in: directory)
        #expect(graph.status == 2 && graph.stderr.contains("mine.yaml is a flow file (.yaml); permflow writes no other output over it, even with --force"),
                "\(graph.stderr)")
        #expect(try Self.run(binary, ["init", "camera", "-o", "mine.yaml"], in: directory).status == 2)
        #expect(try String(contentsOf: flow, encoding: .utf8) == "permflow: 1\nname: mine\n")
        #expect(try Self.run(binary, ["init", "camera", "-o", "mine.yaml", "--force"], in: directory).status == 0)
        #expect(try String(contentsOf: flow, encoding: .utf8).contains("kind: pre-alert"))
        // A review's pictures are outputs too: one that exists stops the review before anything is written.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("r-frames"), withIntermediateDirectories: true)
        let picture = directory.appendingPathComponent("r-frames/last-screen.svg")
        try "old picture".write(to: picture, atomically: true, encoding: .utf8)
        let review = try Self.run(binary, ["review", "x/y.jsonl", "-o", "r.md"], in: directory)
        #expect(review.status == 2, "\(review.stderr)")
        #expect(review.stderr.contains("r-frames/last-screen.svg already exists; choose another path, remove it first, or add --force"),
                "\(review.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("r.md").path))
        #expect(try String(contentsOf: picture, encoding: .utf8) == "old picture")
        #expect(try Self.run(binary, ["review", "x/y.jsonl", "-o", "r.md", "--force"], in: directory).status == 0)
        #expect(try String(contentsOf: picture, encoding: .utf8).hasPrefix("<svg"))
    }

    /// `--force` belongs to every command that writes a file, and its help says so.
    @Test(arguments: ["review", "graph", "export", "init"])
    func everyWritingCommandDocumentsForce(_ command: String) throws {
        let help = try CLIRunner.run([command, "--help"])
        #expect(help.stdout.contains("--force"), "\(command) --help: \(help.stdout)")
        #expect(help.stdout.contains("unless --force"), "\(command) --help says when a file is replaced: \(help.stdout)")
    }

    // MARK: Outputs that are not regular files (issue 26, item 1)

    /// A FIFO is written in place while a process reads it, and stays a FIFO; with no reader the
    /// command says so at once (it never waits for one) and writes nothing.
    @Test(arguments: PermflowBinary.available)
    func aFIFOIsWrittenInPlaceAndNeverReplaced(_ binary: PermflowBinary) throws {
        let directory = try UntrustedFilesTests.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let small = [["graph", "flows/camera.yaml", "-o", "pipe"], ["export", "x/y.jsonl", "--asciicast", "pipe"],
                     ["export", "flows/camera.yaml", "--info-plist", "-o", "pipe"], ["init", "camera", "-o", "pipe"],
                     ["review", "x/y.jsonl", "-o", "pipe"]]
        for arguments in small {
            for force in [false, true] {
                let reader = open(fifo, O_RDONLY | O_NONBLOCK)
                #expect(reader >= 0)
                defer { close(reader) }
                let result = try Self.run(binary, arguments + (force ? ["--force"] : []), in: directory)
                #expect(result.status == 0, "\(arguments) force \(force): \(result.stderr)")
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                let count = read(reader, &buffer, buffer.count)
                #expect(count > 0, "\(arguments): nothing came through the FIFO")
                #expect(Self.fileType(fifo) == S_IFIFO, "\(arguments) force \(force) replaced the FIFO")
            }
        }
        let started = Date()
        let nobody = try Self.run(binary, ["init", "camera", "-o", "pipe", "--force"], in: directory)
        #expect(nobody.status == 2, "\(nobody.stderr)")
        #expect(nobody.stderr.contains("pipe is a FIFO that no process is reading; nothing was written"), "\(nobody.stderr)")
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(Self.fileType(fifo) == S_IFIFO)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names)")
    }

    /// As root (as many CI containers run), `--force` once renamed a file over `/dev/null`,
    /// `/dev/full` and any device node. A character device is written in place and stays one; a
    /// block device is refused. The copies are made with mknod in a temporary folder; the real
    /// /dev/null is tried only once a copy has come through unharmed.
    #if os(Linux)
    @Test(.enabled(if: getuid() == 0, "mknod needs root"), arguments: PermflowBinary.available)
    func deviceNodesAreNeverReplaced(_ binary: PermflowBinary) throws {
        let directory = try UntrustedFilesTests.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        var null = stat(), full = stat()
        #expect(stat("/dev/null", &null) == 0 && stat("/dev/full", &full) == 0)
        let nullCopy = directory.appendingPathComponent("null").path
        let fullCopy = directory.appendingPathComponent("full").path
        let blockCopy = directory.appendingPathComponent("disk").path
        #expect(mknod(nullCopy, S_IFCHR | 0o666, null.st_rdev) == 0)
        #expect(mknod(fullCopy, S_IFCHR | 0o666, full.st_rdev) == 0)
        #expect(mknod(blockCopy, S_IFBLK | 0o600, dev_t(7 << 8)) == 0)  // 7:0, a loop device's number on Linux
        var copiesSurvived = true
        for arguments in Self.outputs(to: "null") {
            for force in [false, true] {
                let result = try Self.run(binary, arguments + (force ? ["--force"] : []), in: directory)
                #expect(result.status == 0, "\(arguments) force \(force): \(result.stderr)")
                var after = stat()
                let survived = lstat(nullCopy, &after) == 0 && after.st_mode & S_IFMT == S_IFCHR && after.st_rdev == null.st_rdev
                #expect(survived, "\(arguments) force \(force) replaced the device node")
                copiesSurvived = copiesSurvived && survived
            }
        }
        // /dev/full: written in place, so the write fails as the shell's `>` fails, and stays a device.
        let noSpace = try Self.run(binary, ["export", "flows/camera.yaml", "--info-plist", "-o", "full", "--force"], in: directory)
        #expect(noSpace.status == 2 && noSpace.stderr.contains("cannot write full: No space left on device"), "\(noSpace.stderr)")
        #expect(Self.fileType(fullCopy) == S_IFCHR, "the /dev/full copy was replaced")
        // A block device is nothing a command writes, even with --force.
        let block = try Self.run(binary, ["export", "flows/camera.yaml", "--info-plist", "-o", "disk", "--force"], in: directory)
        #expect(block.status == 2, "\(block.stderr)")
        #expect(block.stderr.contains("disk is a block device; permflow writes a regular file, a character device such as /dev/null, or a FIFO"),
                "\(block.stderr)")
        #expect(Self.fileType(blockCopy) == S_IFBLK, "the block device node was replaced")
        // The real /dev/null, only when the copies showed it safe to try.
        guard copiesSurvived, Self.fileType(nullCopy) == S_IFCHR else { return }
        for arguments in Self.outputs(to: "/dev/null") {
            let result = try Self.run(binary, arguments + ["--force"], in: directory)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            var after = stat()
            #expect(lstat("/dev/null", &after) == 0 && after.st_mode & S_IFMT == S_IFCHR && after.st_rdev == null.st_rdev,
                    "\(arguments) replaced /dev/null")
        }
    }
    #endif

    // MARK: export --strings and links (issue 26, item 5)

    /// A symbolic link inside the folder (`xx.lproj`, or the file in it) is never followed out of
    /// it: refused before anything is written, as a locale that names a path is.
    @Test(arguments: PermflowBinary.available)
    func stringsFollowNoLinkOutOfTheirFolder(_ binary: PermflowBinary) throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = directory.appendingPathComponent("App"), outside = directory.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let flows = ["\(CLIRunner.root.path)/flows/camera.yaml", "\(CLIRunner.root.path)/flows/ko-camera.yaml"]
        #expect(symlink(outside.path, app.appendingPathComponent("en.lproj").path) == 0)
        for force in [false, true] {
            let result = try Self.run(binary, ["export"] + flows + ["--strings", "App"] + (force ? ["--force"] : []), in: directory)
            #expect(result.status == 2, "force \(force): \(result.stderr)")
            #expect(result.stderr.contains("App/en.lproj is a symbolic link; --strings writes only inside App and follows no link there; nothing was written"),
                    "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty, "written through the link")
            #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("ko.lproj").path), "something was written")
        }
        // The file itself a link out of a real .lproj folder: not followed, even with --force.
        #expect(unlink(app.appendingPathComponent("en.lproj").path) == 0)
        try FileManager.default.createDirectory(at: app.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        let victim = outside.appendingPathComponent("victim.strings")
        try "\"keep\" = \"me\";\n".write(to: victim, atomically: true, encoding: .utf8)
        #expect(symlink(victim.path, app.appendingPathComponent("en.lproj/InfoPlist.strings").path) == 0)
        let linked = try Self.run(binary, ["export"] + flows + ["--strings", "App", "--force"], in: directory)
        #expect(linked.status == 2, "\(linked.stderr)")
        #expect(linked.stderr.contains("App/en.lproj/InfoPlist.strings is a symbolic link"), "\(linked.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "\"keep\" = \"me\";\n")
        // Without links, the same export writes both files.
        #expect(unlink(app.appendingPathComponent("en.lproj/InfoPlist.strings").path) == 0)
        let plain = try Self.run(binary, ["export"] + flows + ["--strings", "App"], in: directory)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("ko.lproj/InfoPlist.strings").path))
    }
}
