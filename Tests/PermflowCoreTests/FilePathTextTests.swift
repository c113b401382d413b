import Foundation
import Testing
@testable import PermflowCore

/// The one path helper: POSIX `dirname`/`basename` on the text, never a trap (NSString's
/// `deletingLastPathComponent` trapped on one-character folder names in this Foundation).
@Suite struct FilePathTextTests {
    @Test(arguments: [
        ("x", "", "x"), (".", "", "."), ("./x", ".", "x"), ("/x", "/", "x"), ("..", "", ".."),
        ("../x", "..", "x"), ("a/b/", "a", "b"), ("/", "/", "/"), ("", "", ""), ("x/", "", "x"),
        ("flows/camera.yaml", "flows", "camera.yaml"), ("a//b", "a", "b"), ("/a/b/c.jsonl", "/a/b", "c.jsonl"),
        ("./base.jsonl", ".", "base.jsonl"), ("한/글.yaml", "한", "글.yaml"),
    ])
    func folderAndLastComponent(_ path: String, _ folder: String, _ last: String) {
        #expect(FilePathText.folder(of: path) == folder, "folder of '\(path)'")
        #expect(FilePathText.lastComponent(of: path) == last, "last component of '\(path)'")
    }

    @Test func joining() {
        #expect(FilePathText.joining("", "x.yaml") == "x.yaml")
        #expect(FilePathText.joining(".", "x.yaml") == "./x.yaml")
        #expect(FilePathText.joining("/", "x") == "/x")
        #expect(FilePathText.joining("flows/", "x") == "flows/x")
        #expect(FilePathText.joining("a", "/etc/passwd") == "/etc/passwd")
    }

    @Test(arguments: [
        ("flows/camera.yaml", true), ("camera.yaml", true), ("a/../b.yaml", true), ("./x.yaml", true),
        ("/etc/passwd", false), ("../x.yaml", false), ("a/../../x.yaml", false), ("..", false), ("", false),
        ("flows/../../../etc/passwd", false),
    ])
    func staysInside(_ path: String, _ inside: Bool) {
        #expect(FilePathText.staysInside(path) == inside, "\(path)")
    }

    /// The transcript writer's default name and folder creation go through the helper too.
    @Test func defaultTranscriptPathsForOneCharacterNames() {
        let date = Date(timeIntervalSince1970: 0)
        #expect(TranscriptWriter.defaultPath(flowPath: "x", folder: "t", date: date) == "t/x-19700101T000000Z.jsonl")
        #expect(TranscriptWriter.defaultPath(flowPath: "./x.yaml", folder: ".", date: date) == "./x-19700101T000000Z.jsonl")
        #expect(TranscriptWriter.defaultPath(flowPath: "/x.yml", folder: "", date: date) == "x-19700101T000000Z.jsonl")
    }
}

/// Transcript files: created only where nothing is (a dangling link counts), and `discard`
/// takes away the folders made for them.
@Suite struct TranscriptCreationTests {
    @Test func discardRemovesTheFoldersItMade() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("permflow-create-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let writer = try TranscriptWriter.create(at: "\(base)/a/b/t.jsonl")
        #expect(writer.createdFolders == [base, "\(base)/a", "\(base)/a/b"])
        writer.discard()
        #expect(!FileManager.default.fileExists(atPath: base))
    }

    @Test func aFailedCreateLeavesNoFolders() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("permflow-create-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        // A folder that cannot be made (a name over NAME_MAX) after one that could: refused,
        // and the folder made before it is removed.
        let long = String(repeating: "a", count: 300)
        #expect(throws: TranscriptWriteError.self) { try TranscriptWriter.create(at: "\(base)/new/\(long)/t.jsonl") }
        #expect(!FileManager.default.fileExists(atPath: "\(base)/new"))
        // A file where a folder must go: refused the same way.
        try Data().write(to: URL(fileURLWithPath: "\(base)/file"))
        #expect(throws: TranscriptWriteError.self) { try TranscriptWriter.create(at: "\(base)/file/x/t.jsonl") }
    }

    @Test func theDefaultNameStepsPastADanglingLink() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("permflow-create-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        let date = Date(timeIntervalSince1970: 0)
        let first = TranscriptWriter.defaultPath(flowPath: "flows/camera.yaml", folder: base, date: date)
        try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: "\(base)/elsewhere.jsonl")
        let writer = try TranscriptWriter.createDefault(flowPath: "flows/camera.yaml", folder: base, date: date)
        #expect(writer.path.hasSuffix("-2.jsonl"))
        #expect(!FileManager.default.fileExists(atPath: "\(base)/elsewhere.jsonl"))
        writer.close()
    }
}
