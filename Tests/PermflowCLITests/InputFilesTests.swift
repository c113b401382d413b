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
