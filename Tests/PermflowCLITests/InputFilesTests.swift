import Foundation
import Testing
@testable import permflow

/// How `lint`, `verify`, `graph` and `coverage` find files in a folder: the POSIX walk gives
/// what FileManager's enumerator gave, link and hidden-file cases included.
@Suite struct InputFilesTests {
    @Test func folderWalkMatchesFileManagersEnumerator() throws {
        let root = try CLIRunner.temporaryDirectory()
        let manager = FileManager.default
        let outside = root.appendingPathComponent("outside")
        let flows = root.appendingPathComponent("flows")
        for folder in ["flows/sub/deeper", "flows/dir.yaml", "outside"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["flows/a.yaml", "flows/.hidden.yaml", "flows/sub/b.YML", "flows/sub/deeper/c.yaml", "flows/notes.txt",
                     "outside/d.yaml"] {
            try Data("x".utf8).write(to: root.appendingPathComponent(file))
        }
        try manager.createSymbolicLink(atPath: flows.appendingPathComponent("linked").path, withDestinationPath: outside.path)
        try manager.createSymbolicLink(atPath: flows.appendingPathComponent("link.yaml").path,
                                       withDestinationPath: outside.appendingPathComponent("d.yaml").path)
        try manager.createSymbolicLink(atPath: flows.appendingPathComponent("broken.yaml").path, withDestinationPath: "missing")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("flows-link").path, withDestinationPath: flows.path)

        for path in [flows.path, flows.path + "/", root.appendingPathComponent("flows-link").path] {
            var expected: [String] = []
            if let enumerator = manager.enumerator(atPath: path) {
                while let relative = enumerator.nextObject() as? String { expected.append(relative) }
            }
            #expect(FileSystem.entries(below: path).sorted() == expected.sorted(), "\(path)")
        }
        let expansion = InputFiles.expand([flows.path, root.appendingPathComponent("nothing").path],
                                          extensions: InputFiles.flowExtensions)
        #expect(expansion.files == [".hidden.yaml", "a.yaml", "link.yaml", "sub/b.YML", "sub/deeper/c.yaml"]
            .map { flows.path + "/" + $0 })
        #expect(expansion.missing == [root.appendingPathComponent("nothing").path])
    }
}

/// `walk` and `lint` are parsed on their own first (main.swift); what that parse refuses still
/// goes through the root command, so help, usage and mistakes read as they do for every other
/// subcommand.
@Suite struct WalkFastParseTests {
    /// Each of `asked` prints `command`'s help with `usage`, and an unknown option after a flow is
    /// refused (exit 64) with the root's error and `usage`.
    static func expectHelpAndMistakesFromTheRoot(_ command: String, usage: String, asked: [[String]]) throws {
        for arguments in asked {
            let help = try CLIRunner.run(arguments)
            #expect(help.status == 0)
            #expect(help.stdout.contains("USAGE: \(usage)"), "\(arguments)")
        }
        let unknown = try CLIRunner.run([command, "flows/camera.yaml", "--bogus"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("Error: Unknown option '--bogus'"))
        #expect(unknown.stderr.contains("Usage: \(usage)"))
    }

    @Test func aLintParsedAloneAnswersAsFromTheRoot() throws {
        try Self.expectHelpAndMistakesFromTheRoot("lint", usage: "permflow lint [<options>] [<paths> ...]",
                                                  asked: [["lint", "--help"], ["lint", "-h"], ["help", "lint"]])
        #expect(try CLIRunner.run(["lint", "flows/camera.yaml"]).status == 0)
        let broken = try CLIRunner.run(["lint", "--strict", "flows/bad/purpose-period.yaml", "--format", "github"])
        #expect(broken.status == 1)
        #expect(broken.stdout.hasPrefix("::"), "\(broken.stdout.prefix(200))")
    }

    @Test func helpAndMistakesComeFromTheRoot() throws {
        try Self.expectHelpAndMistakesFromTheRoot("walk", usage: "permflow walk [<options>] <flow>",
                                                  asked: [["walk", "--help"], ["walk", "-h"], ["walk", "flows/camera.yaml", "--help"]])
        let twoFlows = try CLIRunner.run(["walk", "flows/camera.yaml", "flows/location.yaml"])
        #expect(twoFlows.status == 64)
        #expect(twoFlows.stderr.contains("permflow walk --help"))
    }

    @Test func aWalkParsedAloneRunsAsFromTheRoot() throws {
        let result = try CLIRunner.run(["walk", "flows/camera.yaml", "--keys", "enter,enter,2", "--print-frames", "--no-record"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Receipts"))
        let refused = try CLIRunner.run(["walk", "flows/camera.yaml", "--keys", "bogus", "--no-record"])
        #expect(refused.status == 1)
        #expect(!refused.stderr.isEmpty)
    }
}
