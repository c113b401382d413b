import Foundation
import Testing
import PermflowCore
@testable import permflow
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CLI's file I/O for the core: transcript files (created only where nothing is, each line
/// on disk before the next, whole lines only after a failure, read back within their bounds)
/// and flow files (`FlowFile`).
@Suite struct TranscriptFileTests {
    static let started = Date(timeIntervalSince1970: 1_763_780_000)

    static func header(flowPath: String = "flows/camera.yaml") throws -> TranscriptHeader {
        let parsed = FlowParser().parse(path: flowPath, data: try Data(contentsOf: CLIRunner.root.appendingPathComponent("flows/camera.yaml")))
        let flow = try #require(parsed.flow)
        return TranscriptHeader(flow: flow, flowPath: flowPath, flowBytes: [UInt8](), permflowVersion: "test",
                                designer: "x", started: started, render: RenderOptions())
    }

    // MARK: Writing

    @Test func theFileIsNeverOverwrittenAndCollisionsAreNumbered() throws {
        let folder = try CLIRunner.temporaryDirectory().appendingPathComponent("new/deeper")
        let first = try TranscriptFile.createDefault(flowPath: "flows/ko-camera.yaml", folder: folder.path, date: Self.started)
        let second = try TranscriptFile.createDefault(flowPath: "flows/ko-camera.yaml", folder: folder.path, date: Self.started)
        let third = try TranscriptFile.createDefault(flowPath: "other/ko-camera.yml", folder: folder.path, date: Self.started)
        #expect(first.path == folder.appendingPathComponent("ko-camera-20251122T025320Z.jsonl").path)
        #expect(second.path == folder.appendingPathComponent("ko-camera-20251122T025320Z-2.jsonl").path)
        #expect(third.path == folder.appendingPathComponent("ko-camera-20251122T025320Z-3.jsonl").path)
        try first.write(line: "kept")
        #expect(throws: TranscriptWriteError(path: first.path, reason: "the file already exists; transcripts are never overwritten")) {
            try TranscriptFile.create(at: first.path)
        }
        #expect(try String(contentsOfFile: first.path, encoding: .utf8) == "kept\n")
    }

    @Test func writeErrorsNameThePathAndTheReason() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        let file = TranscriptFile.wrapping(descriptor: full, path: "/dev/full")
        #expect(throws: TranscriptWriteError(path: "/dev/full", reason: "No space left on device")) {
            try file.write(line: String(repeating: "x", count: 100))
        }
        file.close()
        do {
            _ = try TranscriptFile.create(at: "/etc/passwd/walk.jsonl")
            Issue.record("a transcript inside a file should fail")
        } catch {
            #expect(error.description == "cannot write transcript '/etc/passwd/walk.jsonl': '/etc/passwd' is not a folder")
        }
        let folder = try CLIRunner.temporaryDirectory()
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        do {
            _ = try TranscriptFile.create(at: blocker.appendingPathComponent("sub/walk.jsonl").path)
            Issue.record("a folder under a file should fail")
        } catch {
            #expect(error.reason == "'\(blocker.path)' is not a folder")
            #expect(error.description.contains("sub/walk.jsonl"))
        }
    }

    /// A recorder over a file whose disk fills up: the header and the first step reach the file,
    /// then its descriptor is replaced by /dev/full (dup2), so the next write gets ENOSPC. The
    /// file holds exactly the lines completed before.
    @Test func aFullDiskLeavesTheCompletedLines() throws {
        let walker = Walker(flow: try #require(FlowParser().parse(
            path: "camera.yaml", data: try Data(contentsOf: CLIRunner.root.appendingPathComponent("flows/camera.yaml"))).flow))
        let path = try CLIRunner.temporaryDirectory().appendingPathComponent("t.jsonl").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        let recorder = try TranscriptRecorder(sink: TranscriptFile.wrapping(descriptor: descriptor, path: path), header: Self.header(),
                                              clock: .fixed(Self.started))
        let walk = walker.run(choices: [1, 1])
        try #require(walk.steps.count == 2)
        try recorder.record(effects: walk.steps[0].effects, frameLines: ["frame 1"], shown: walk.states[0])
        let completed = try String(contentsOfFile: path, encoding: .utf8)

        let diskFull = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(diskFull >= 0)
        defer { close(diskFull) }
        try #require(dup2(diskFull, descriptor) == descriptor)
        #expect(throws: TranscriptWriteError(path: path, reason: "No space left on device")) {
            try recorder.record(effects: walk.steps[1].effects, frameLines: ["frame 2"], shown: walk.states[1])
        }
        #expect(recorder.stepsOnDisk == "1 step is in \(path)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == completed)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The header, home's step and the check it passed (camera-check), then the final newline.
        #expect(lines.count == 4 && lines[3].isEmpty, "\(text)")
        let transcript = try TranscriptFile.read(contentsOf: path)
        #expect(transcript.steps.map(\.frame) == [["frame 1"]])
        #expect(transcript.end == nil)
    }

    /// Transcript files: created only where nothing is (a dangling link counts), and `discard`
    /// takes away the folders made for them.
    @Test func discardRemovesTheFoldersItMade() throws {
        let base = try CLIRunner.temporaryDirectory().appendingPathComponent("made").path
        let file = try TranscriptFile.create(at: "\(base)/a/b/t.jsonl")
        #expect(file.createdFolders == [base, "\(base)/a", "\(base)/a/b"])
        file.discard()
        #expect(!FileManager.default.fileExists(atPath: base))
    }

    @Test func aFailedCreateLeavesNoFolders() throws {
        let base = try CLIRunner.temporaryDirectory().path
        // A folder that cannot be made (a name over NAME_MAX) after one that could: refused,
        // and the folder made before it is removed.
        let long = String(repeating: "a", count: 300)
        #expect(throws: TranscriptWriteError.self) { try TranscriptFile.create(at: "\(base)/new/\(long)/t.jsonl") }
        #expect(!FileManager.default.fileExists(atPath: "\(base)/new"))
        // A file where a folder must go: refused the same way.
        try Data().write(to: URL(fileURLWithPath: "\(base)/file"))
        #expect(throws: TranscriptWriteError.self) { try TranscriptFile.create(at: "\(base)/file/x/t.jsonl") }
    }

    @Test func theDefaultNameStepsPastADanglingLink() throws {
        let base = try CLIRunner.temporaryDirectory().path
        let date = Date(timeIntervalSince1970: 0)
        let first = TranscriptPath.defaultPath(flowPath: "flows/camera.yaml", folder: base, date: date)
        try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: "\(base)/elsewhere.jsonl")
        let file = try TranscriptFile.createDefault(flowPath: "flows/camera.yaml", folder: base, date: date)
        #expect(file.path.hasSuffix("-2.jsonl"))
        #expect(!FileManager.default.fileExists(atPath: "\(base)/elsewhere.jsonl"))
        file.close()
    }

    /// The header names the flow relative to where `review` and `verify` look for it: the folder
    /// holding `transcripts/`, else the transcript's own folder; a flow outside stays as given.
    @Test func theRecordedFlowPathIsRelativeToTheTranscript() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let flows = folder.appendingPathComponent("flows")
        try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
        let flow = flows.appendingPathComponent("camera.yaml")
        try Data("x".utf8).write(to: flow)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("transcripts"), withIntermediateDirectories: true)
        let inTranscripts = folder.appendingPathComponent("transcripts/t.jsonl").path
        #expect(TranscriptFiles.recordedFlowPath(flow.path, transcriptPath: inTranscripts) == "flows/camera.yaml")
        #expect(TranscriptFiles.recordedFlowPath(flow.path, transcriptPath: flows.appendingPathComponent("t.jsonl").path) == "camera.yaml")
        #expect(TranscriptFiles.recordedFlowPath("/etc/hosts", transcriptPath: inTranscripts) == "/etc/hosts")
    }

    // MARK: Reading

    @Test func readErrorsNameTheFile() throws {
        #expect(throws: TranscriptReadError(path: "/nonexistent/t.jsonl", message: "no such file")) {
            try TranscriptFile.read(contentsOf: "/nonexistent/t.jsonl")
        }
        let folder = try CLIRunner.temporaryDirectory()
        #expect(throws: TranscriptReadError(path: folder.path, message: "is a folder, not a transcript")) {
            try TranscriptFile.read(contentsOf: folder.path)
        }
    }

    @Test func aFileOverTheLimitIsRefusedWithoutReadingIt() throws {
        let path = try CLIRunner.temporaryDirectory().appendingPathComponent("huge.jsonl").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 300_000_000)   // sparse: nothing is written
        try handle.close()
        #expect(throws: TranscriptReadError(path: path, message: "a transcript may be at most 268,435,456 bytes (256 MiB); this file is 300,000,000 bytes")) {
            try TranscriptFile.read(contentsOf: path)
        }
    }

    // MARK: Flow files

    /// An empty file on disk is read without `Data(contentsOf:)`, whose Linux read of a 0-byte
    /// file lost a 4 KiB buffer (LeakSanitizer under `make asan`, from `permflow lint empty.yaml`).
    @Test func anEmptyFlowFileIsNotAFlow() throws {
        let url = try CLIRunner.temporaryDirectory().appendingPathComponent("empty.yaml")
        try Data().write(to: url)
        let result = FlowFile.parse(url.path, with: FlowParser())
        #expect(result.flow == nil)
        #expect(result.diagnostics.map(\.ruleID) == [ParseRuleID.notAFlow])
        #expect(result.diagnostics.first?.message.contains("the file is empty") == true)
    }

    /// stat(2) gives 0 bytes for /proc files that have bytes: those are still read to the end.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func aZeroSizeFileWithBytesIsStillRead() throws {
        var status = stat()
        #expect(stat("/proc/self/status", &status) == 0 && status.st_size == 0)
        let result = FlowFile.parse("/proc/self/status", with: FlowParser())
        // Read to its end: its text reached the parser, which found no flow in it.
        #expect(result.source.text.hasPrefix("Name:"))
    }

    /// A device is never read as a flow: /dev/zero has no end, and /dev/null is not an empty flow.
    @Test(arguments: ["/dev/zero", "/dev/null"])
    func aDeviceIsNotReadAsAFlow(_ path: String) {
        let result = FlowFile.parse(path, with: FlowParser())
        #expect(result.diagnostics.map(\.ruleID) == [ParseRuleID.notAFlow])
        #expect(result.diagnostics.first?.message == "not a regular file (a device, pipe or socket); a flow is a file")
    }

    /// A flow file over the limit is refused from its size, unread.
    @Test func aFlowFileOverTheLimitIsRefusedFromItsSize() throws {
        let url = try CLIRunner.temporaryDirectory().appendingPathComponent("big.yaml")
        try Data(repeating: 0x61, count: 500).write(to: url)
        let result = FlowFile.parse(url.path, with: FlowParser(limits: ParseLimits(maxBytes: 100)))
        #expect(result.diagnostics.map(\.message) == ["file is 500 bytes, over the limit of 100 bytes"])
        #expect(result.diagnostics.first?.hint == "raise it with --max-bytes 500 if the file is really a flow")
        let missing = FlowFile.parse(url.path + ".gone", with: FlowParser())
        #expect(missing.diagnostics.map(\.ruleID) == [ParseRuleID.notAFlow])
        #expect(missing.diagnostics.first?.message.hasPrefix("cannot read file: ") == true)
    }

    // MARK: SHA-256 against coreutils

    /// Every length around the block and padding boundaries, against coreutils' sha256sum.
    @Test func sha256AgreesWithSha256sumAtEveryBoundary() throws {
        let tool = "/usr/bin/sha256sum"
        guard FileManager.default.isExecutableFile(atPath: tool) else { return }
        let folder = try CLIRunner.temporaryDirectory()
        for length in [0, 1, 54, 55, 56, 57, 63, 64, 65, 119, 120, 128, 129, 1000] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 1) }
            let file = folder.appendingPathComponent("b\(length)")
            try Data(bytes).write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = [file.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(String(output.prefix(64)) == SHA256.hex(of: bytes), "length \(length)")
        }
    }
}
