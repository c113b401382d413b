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

    /// ASCII paths are split by their bytes: the same parts as by `Character`s on every short
    /// path of slashes, dots, letters, spaces and CR/LF (CR LF is one `Character`), and on random
    /// longer ones; a path beyond ASCII (a slash with a combining mark is no slash) is not.
    @Test func asciiPartsAgreeWithCharacters() {
        let alphabet: [String] = ["/", "a", ".", "\r", "\n", " "]
        var paths: [String] = [""]
        var level: [String] = [""]
        for _ in 0..<5 {
            level = level.flatMap { prefix in alphabet.map { prefix + $0 } }
            paths += level
        }
        var random = SplitMix64(seed: 32)
        for _ in 0..<500 {
            paths.append(String((0..<Int.random(in: 0...40, using: &random)).map { _ in
                Character(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
            }))
        }
        #expect(paths.count > 9_000)
        for path in paths {
            let parts = FilePathText.asciiParts(path)
            #expect(parts?.folder == FilePathText.folder(byCharacters: path), "folder of \(path.debugDescription)")
            #expect(parts?.last == FilePathText.lastComponent(byCharacters: path), "last component of \(path.debugDescription)")
        }
        for path in ["a/\u{301}b", "한/글.yaml", "a/b\u{301}/", "/\u{301}"] {
            #expect(FilePathText.asciiParts(path) == nil)
            #expect(FilePathText.folder(of: path) == FilePathText.folder(byCharacters: path))
        }
        #expect(FilePathText.folder(of: "a/\u{301}b") == "")
    }
}
