import Foundation
import Testing

/// The project's `.permflow.yaml` (`lint:` thresholds), against the built binary.
@Suite struct ProjectConfigurationTests {
    static func project(_ configuration: String) throws -> URL {
        let folder = try BaselineTests.project()
        try configuration.write(to: folder.appendingPathComponent(".permflow.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func thresholdsComeFromTheFileAndFlagsOverrideThem() throws {
        let folder = try Self.project("""
        lint:
          purpose-max-length: 20
          fit-size: [80x24, 30x12]
          strict: true

        """)
        let result = try CLIRunner.run(["lint", "--color", "never"], directory: folder)
        #expect(result.status == 1, "strict from the file: \(result.stdout)")
        #expect(result.stdout.contains("keep it to 20 or fewer [purpose-brief]"), "\(result.stdout)")
        #expect(result.stdout.contains("30×12"), "fit-size from the file: \(result.stdout)")
        let flags = try CLIRunner.run(["lint", "--color", "never", "--purpose-max-length", "500", "--fit-size", "80x24"], directory: folder)
        #expect(!flags.stdout.contains("keep it to 20 or fewer"), "\(flags.stdout)")
        #expect(!flags.stdout.contains("30×12"))
        // Without the file the defaults are in force.
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".permflow.yaml"))
        let defaults = try CLIRunner.run(["lint", "--color", "never"], directory: folder)
        #expect(!defaults.stdout.contains("keep it to 20 or fewer"))
    }

    @Test func noStrictOverridesTheFilesStrict() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("flows/bad/purpose-brief.yaml"),
                                         to: folder.appendingPathComponent("flows/purpose-brief.yaml"))
        try "lint:\n  strict: true\n".write(to: folder.appendingPathComponent(".permflow.yaml"), atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["lint"], directory: folder).status == 1)
        #expect(try CLIRunner.run(["lint", "--no-strict"], directory: folder).status == 0)
        try "lint:\n  max-bytes: 100\n".write(to: folder.appendingPathComponent(".permflow.yaml"), atomically: true, encoding: .utf8)
        let limited = try CLIRunner.run(["lint", "--color", "never"], directory: folder)
        #expect(limited.status == 2 && limited.stdout.contains("[parse-limit]"), "\(limited.stdout)")
        #expect(try CLIRunner.run(["lint", "--max-bytes", "1000000"], directory: folder).status == 0)
    }

    /// Every problem is an error at its file:line:column, with the near match; the run stops (exit 2).
    @Test(arguments: [
        ("lint:\n  min-contast: 4.5\n", ".permflow.yaml:2:3: error: unknown key 'min-contast' in `lint`; did you mean 'min-contrast'? [parse-unknown-key]"),
        ("lnt:\n  strict: true\n", ".permflow.yaml:1:1: error: unknown key 'lnt'; did you mean 'lint'? [parse-unknown-key]"),
        ("lint:\n  strict: yes\n", ".permflow.yaml:2:11: error: 'strict' is 'yes'; it takes true or false [parse-invalid-value]"),
        ("lint:\n  min-opacity: 2\n", ".permflow.yaml:2:16: error: 'min-opacity' is '2'; it takes a number from 0 to 1 [parse-invalid-value]"),
        ("lint:\n  max-depth: 5000\n", ".permflow.yaml:2:14: error: 'max-depth' is '5000'; it takes a whole number from 1 to 1000 [parse-invalid-value]"),
        ("lint:\n  fit-size: [80x24, 10x5]\n", ".permflow.yaml:2:21: error: 'fit-size' is '10x5'; it takes WIDTHxHEIGHT from 30x12 to 1000x1000, e.g. 80x24 [parse-invalid-value]"),
        ("lint: [1]\n", ".permflow.yaml:1:7: error: `lint` is a mapping of settings, e.g. `purpose-max-length: 120` [parse-type]"),
        ("lint:\n  purpose-max-length: \"\\e[31m\"\n", "'purpose-max-length' is '␛[31m'; it takes a whole number from 1 to 100000"),
    ])
    func aBadConfigurationStopsTheRunAtItsLine(text: String, expected: String) throws {
        let folder = try Self.project(text)
        let result = try CLIRunner.run(["lint", "--color", "never"], directory: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(result.stdout.isEmpty)
    }

    @Test func theFileKeepsTheAppFilesIgnoreListAndIsFoundOnlyHere() throws {
        let folder = try Self.project("""
        lint:
          purpose-max-length: 20
        ignore:
          NSCameraUsageDescription:
            plist-value-empty: "filled in by the build (ticket 7)"

        """)
        let plist = try PropertyListSerialization.data(fromPropertyList: ["NSCameraUsageDescription": ""], format: .xml, options: 0)
        try plist.write(to: folder.appendingPathComponent("Info.plist"))
        let result = try CLIRunner.run(["lint", ".", "--color", "never"], directory: folder)
        #expect(result.stdout.contains("[plist-value-empty] filled in by the build (ticket 7)"), "\(result.stdout)")
        #expect(!result.stdout.contains("unknown key 'lint'"))
        #expect(result.stdout.contains("keep it to 20 or fewer"))
        // --config names another file; one that is missing stops the run.
        let elsewhere = try CLIRunner.temporaryDirectory().appendingPathComponent("permflow.yaml")
        try "lint:\n  purpose-max-length: 30\n".write(to: elsewhere, atomically: true, encoding: .utf8)
        let named = try CLIRunner.run(["lint", "flows", "--color", "never", "--config", elsewhere.path], directory: folder)
        #expect(named.stdout.contains("keep it to 30 or fewer"), "\(named.stdout)")
        let missing = try CLIRunner.run(["lint", "--config", "nope.yaml"], directory: folder)
        #expect(missing.status == 2 && missing.stderr == "permflow: configuration nope.yaml: no such file\n")
    }

    @Test func aLinkedConfigurationIsNotFollowedUnlessNamed() throws {
        let folder = try BaselineTests.project()
        let secret = try CLIRunner.temporaryDirectory().appendingPathComponent("secret")
        try "SECRET_TOKEN_abc123\n".write(to: secret, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(".permflow.yaml").path, withDestinationPath: secret.path)
        let result = try CLIRunner.run(["lint", "--color", "never"], directory: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(!result.stdout.contains("SECRET") && !result.stderr.contains("SECRET"))
        #expect(result.stderr.contains(".permflow.yaml here is a symbolic link and is not read"))
    }

    @Test func verifyReadsTheConfigurationToo() throws {
        let folder = try Self.project("lint:\n  max-depth: 0\n")
        let result = try CLIRunner.run(["verify", "nothing.jsonl"], directory: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".permflow.yaml:2:14: error: 'max-depth' is '0'"), "\(result.stderr)")
    }
}
