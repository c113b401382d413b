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

    /// The default transcript name goes through the helper too.
    @Test func defaultTranscriptPathsForOneCharacterNames() {
        let date = Date(timeIntervalSince1970: 0)
        #expect(TranscriptPath.defaultPath(flowPath: "x", folder: "t", date: date) == "t/x-19700101T000000Z.jsonl")
        #expect(TranscriptPath.defaultPath(flowPath: "./x.yaml", folder: ".", date: date) == "./x-19700101T000000Z.jsonl")
        #expect(TranscriptPath.defaultPath(flowPath: "/x.yml", folder: "", date: date) == "x-19700101T000000Z.jsonl")
    }
}
