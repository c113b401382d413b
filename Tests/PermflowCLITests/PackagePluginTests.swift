import Foundation
import Testing

/// The SwiftPM command plugin `permflow-lint`, run for real: a temporary package depends on this
/// one by path and runs `swift package permflow-lint`. SwiftPM builds the permflow tool for it, a
/// clean debug build into .build/plugin-test (measured on this machine's two cores: 175 s when
/// quiet; 552 s, the first plugin run 9 min 47 s, with other engineers' builds at a load average
/// of 20-28), so a second run builds nothing. It runs in every `make test`, alone before the
/// rest of the suite (Makefile), so its build does not starve the terminal tests' timing; CI's
/// 90 minutes hold it beside the ~8-minute suite.
@Suite(.serialized) struct PackagePluginTests {
    static func package(flows: [(name: String, source: String)]) throws -> URL {
        let folder = try CLIRunner.temporaryDirectory().appendingPathComponent("App")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [.package(path: \(String(reflecting: CLIRunner.root.path)))],
            targets: [.target(name: "App")]
        )

        """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "public let answer = 42\n".write(to: folder.appendingPathComponent("Sources/App/App.swift"), atomically: true, encoding: .utf8)
        for flow in flows {
            try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent(flow.source),
                                             to: folder.appendingPathComponent("flows/\(flow.name)"))
        }
        return folder
    }

    static func plugin(_ arguments: [String], in package: URL) throws -> IntegrationHooksTests.Run {
        try IntegrationHooksTests.run(["swift", "package", "--scratch-path", CLIRunner.root.appendingPathComponent(".build/plugin-test").path,
                                       "permflow-lint"] + arguments, in: package)
    }

    @Test(.timeLimit(.minutes(30)))
    func thePluginLintsThePackagesFlowsAndFailsOnFindings() throws {
        let bad = try Self.package(flows: [("bad.yaml", "flows/bad/prealert-button-title.yaml"), ("ok.yaml", "flows/camera.yaml")])
        let failing = try Self.plugin([], in: bad)
        #expect(failing.status != 0, "\(failing.output)")
        #expect(failing.output.contains("./flows/bad.yaml:34:13: error: pre-alert button \"Give access\""), "\(failing.output)")
        #expect(failing.output.contains("2 files, 1 error"), "\(failing.output)")

        let clean = try Self.package(flows: [("ok.yaml", "flows/camera.yaml")])
        let passing = try Self.plugin([], in: clean)
        #expect(passing.status == 0, "\(passing.output)")
        #expect(passing.output.contains("1 file, 0 errors, 0 warnings, 0 suppressed"))
        // Arguments go to `permflow lint`.
        let sarif = try Self.plugin(["flows", "--format", "sarif"], in: clean)
        #expect(sarif.status == 0 && sarif.output.contains("\"version\" : \"2.1.0\""), "\(sarif.output)")
    }

    @Test func thePackageDeclaresThePlugin() throws {
        let manifest = try String(contentsOf: CLIRunner.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".plugin(name: "PermflowLintPlugin", targets: ["PermflowLintPlugin"])"#))
        #expect(manifest.contains(#"intent: .custom(verb: "permflow-lint""#))
    }
}
