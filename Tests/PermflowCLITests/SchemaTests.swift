import Foundation
import Testing

/// The bundled flows against the editor schema (docs/permflow.schema.json), by the Python
/// validator in Tests/schema.
@Suite struct SchemaTests {
    @Test func flowsMatchTheJSONSchema() throws {
        let script = CLIRunner.root.appendingPathComponent("Tests/schema/validate_schema.py")
        let run = try IntegrationHooksTests.run(["python3", script.path], in: CLIRunner.root)
        let text = run.output
        #expect(run.status == 0, "validate_schema.py exited \(run.status):\n\(text)")
        let last = text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.range(of: #"^\d+ passed, 0 failed$"#, options: .regularExpression) != nil,
                "unexpected summary line: \(last)")
    }
}
