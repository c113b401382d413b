import Foundation
import Testing

/// The bundled flows against the editor schema (docs/permflow.schema.json), by the Python
/// validator in Tests/schema.
@Suite struct SchemaTests {
    @Test func flowsMatchTheJSONSchema() throws {
        let script = CLIRunner.root.appendingPathComponent("Tests/schema/validate_schema.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        process.currentDirectoryURL = CLIRunner.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        // Read before waiting so a full pipe cannot block the script.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "validate_schema.py exited \(process.terminationStatus):\n\(text)")
        let last = text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.range(of: #"^\d+ passed, 0 failed$"#, options: .regularExpression) != nil,
                "unexpected summary line: \(last)")
    }
}
