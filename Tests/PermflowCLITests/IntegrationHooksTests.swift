import Foundation
import Testing

/// The integrations at the repository's root, run for real: the pre-commit hooks
/// (`.pre-commit-hooks.yaml`, by `pre-commit try-repo` in a temporary git repository) and the
/// GitHub Action (`action.yml`, its metadata, and its steps run as a script).
@Suite(.serialized) struct IntegrationHooksTests {
    struct Run {
        var status: Int32
        var output: String
    }

    /// Runs a command (found on PATH) in `directory`, standard output and error together.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    static func onPath(_ command: String) -> Bool {
        (try? run(["sh", "-c", "command -v \(command)"], in: CLIRunner.root).status) == 0
    }

    /// A git repository with a clean flow and a bad one under flows/, nothing committed.
    static func repository() throws -> URL {
        let folder = try CLIRunner.temporaryDirectory()
        for command in [["git", "init", "-q", "."], ["git", "config", "user.email", "test@example.com"], ["git", "config", "user.name", "test"]] {
            #expect(try run(command, in: folder).status == 0)
        }
        let flows = folder.appendingPathComponent("flows")
        try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("flows/camera.yaml"), to: flows.appendingPathComponent("clean.yaml"))
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("flows/bad/prealert-button-title.yaml"),
                                         to: flows.appendingPathComponent("bad.yaml"))
        try "name: not a flow, and never linted\n".write(to: folder.appendingPathComponent("ci.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    /// `pre-commit try-repo` with the hook on the staged files, as a commit runs it, with
    /// `path` as PATH (default: the built permflow's folder first) and `environment` added.
    static func tryRepo(_ hook: String, in repository: URL, staging files: [String], home: URL, path: String? = nil,
                        environment: [String: String] = [:]) throws -> Run {
        _ = try run(["git", "reset", "-q"], in: repository)
        #expect(try run(["git", "add"] + files, in: repository).status == 0)
        let path = path ?? CLIRunner.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        var environment = environment
        environment.merge(["PRE_COMMIT_HOME": home.path, "PATH": path, "NO_COLOR": "1", "PRE_COMMIT_COLOR": "never"]) { _, new in new }
        return try run(["pre-commit", "try-repo", CLIRunner.root.path, hook, "--verbose"], in: repository, environment: environment)
    }

    /// Both hooks with the permflow on PATH: a bad flow fails the commit, a clean one passes,
    /// and a YAML file outside flows/ is never linted.
    @Test(arguments: ["permflow-lint", "permflow-lint-system"])
    func preCommitHookFailsABadFlowAndPassesACleanOne(hook: String) throws {
        try #require(Self.onPath("pre-commit"), "pre-commit is not installed (make deps-test installs it)")
        let repository = try Self.repository()
        let home = try CLIRunner.temporaryDirectory()
        let bad = try Self.tryRepo(hook, in: repository, staging: ["flows/bad.yaml", "ci.yaml"], home: home)
        #expect(bad.status == 1, "\(bad.output)")
        #expect(bad.output.contains("flows/bad.yaml:34:13: error: pre-alert button \"Give access\""), "\(bad.output)")
        #expect(!bad.output.contains("ci.yaml"), "only flows are linted: \(bad.output)")
        let clean = try Self.tryRepo(hook, in: repository, staging: ["flows/clean.yaml", "ci.yaml"], home: home)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("Passed") && clean.output.contains("1 file, 0 errors, 0 warnings"), "\(clean.output)")
    }

    /// PATH without any folder holding a `permflow` or a `swift`, with `first` in front.
    static func pathWithout(_ commands: [String], first: [URL] = []) -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        let kept = folders.filter { folder in
            !commands.contains { FileManager.default.isExecutableFile(atPath: folder + "/" + $0) }
        }
        return (first.map(\.path) + kept).joined(separator: ":")
    }

    /// `pre-commit run --files FILES` in `repository`, whose .pre-commit-config.yaml pins this
    /// repository's HEAD, as a team's commit runs the hook (pre-commit's cache in `home`).
    static func runHook(_ hook: String, in repository: URL, files: [String], home: URL, path: String,
                        environment: [String: String]) throws -> Run {
        let head = try run(["git", "rev-parse", "HEAD"], in: CLIRunner.root).output.trimmingCharacters(in: .whitespacesAndNewlines)
        try """
        repos:
          - repo: \(CLIRunner.root.path)
            rev: \(head)
            hooks:
              - id: \(hook)

        """.write(to: repository.appendingPathComponent(".pre-commit-config.yaml"), atomically: true, encoding: .utf8)
        #expect(try run(["git", "add", ".pre-commit-config.yaml"], in: repository).status == 0)
        var environment = environment
        environment.merge(["PRE_COMMIT_HOME": home.path, "PATH": path, "NO_COLOR": "1", "PRE_COMMIT_COLOR": "never"]) { _, new in new }
        return try run(["pre-commit", "run", "--verbose", "--files"] + files, in: repository, environment: environment)
    }

    /// With no permflow on PATH, `permflow-lint` builds one from the pinned checkout with
    /// SwiftPM, once: the next commit finds it in pre-commit's cache. The `swift` here is a
    /// stand-in that records how it is called and puts a permflow where SwiftPM's release build
    /// goes, so the test runs every step of the hook but the compiler (a real build of the
    /// checkout takes minutes; README, "pre-commit", gives the figure measured here).
    @Test func preCommitHookBuildsPermflowOnceWhenNoneIsOnPath() throws {
        try #require(Self.onPath("pre-commit"), "pre-commit is not installed (make deps-test installs it)")
        let repository = try Self.repository()
        let home = try CLIRunner.temporaryDirectory()
        let stubs = try CLIRunner.temporaryDirectory()
        let log = stubs.appendingPathComponent("swift.log")
        try """
        #!/bin/sh
        echo "$*" >> "$SWIFT_STUB_LOG"
        package=""; previous=""
        for argument in "$@"; do [ "$previous" = "--package-path" ] && package="$argument"; previous="$argument"; done
        mkdir -p "$package/.build/release" && cp "$SWIFT_STUB_PERMFLOW" "$package/.build/release/permflow"

        """.write(to: stubs.appendingPathComponent("swift"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stubs.appendingPathComponent("swift").path)
        let path = Self.pathWithout(["permflow", "swift"], first: [stubs])
        let stub = ["SWIFT_STUB_LOG": log.path, "SWIFT_STUB_PERMFLOW": CLIRunner.binary.path]

        let bad = try Self.runHook("permflow-lint", in: repository, files: ["flows/bad.yaml"], home: home, path: path, environment: stub)
        #expect(bad.status == 1, "\(bad.output)")
        #expect(bad.output.contains("permflow-lint: building permflow in \(home.path)/repo"), "\(bad.output)")
        #expect(bad.output.contains("flows/bad.yaml:34:13: error: pre-alert button"), "\(bad.output)")
        let builds = { (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? [] }
        #expect(builds().count == 1 && builds().first?.hasPrefix("build -c release --package-path \(home.path)/repo") == true
                && builds().first?.hasSuffix(" --product permflow") == true, "\(builds())")
        // The next commit finds the build in pre-commit's cache.
        let clean = try Self.runHook("permflow-lint", in: repository, files: ["flows/clean.yaml"], home: home, path: path, environment: stub)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(!clean.output.contains("building permflow") && clean.output.contains("1 file, 0 errors"), "\(clean.output)")
        #expect(builds().count == 1, "built again: \(builds())")

        // PERMFLOW names the binary; without it, permflow or swift, the hook says what to install.
        let bare = Self.pathWithout(["permflow", "swift"])
        let named = try Self.tryRepo("permflow-lint", in: repository, staging: ["flows/bad.yaml"], home: try CLIRunner.temporaryDirectory(),
                                     path: bare, environment: ["PERMFLOW": CLIRunner.binary.path])
        #expect(named.status == 1 && named.output.contains("[prealert-button-title]"), "\(named.output)")
        let nothing = try Self.tryRepo("permflow-lint", in: repository, staging: ["flows/bad.yaml"], home: try CLIRunner.temporaryDirectory(), path: bare)
        #expect(nothing.status == 1, "\(nothing.output)")
        #expect(nothing.output.contains("permflow-lint: no permflow on PATH and no swift to build one: install permflow"), "\(nothing.output)")
    }

    @Test func theHooksManifestNamesPermflowLint() throws {
        let text = try String(contentsOf: CLIRunner.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        #expect(text.contains("- id: permflow-lint\n"))
        #expect(text.contains("  language: script\n  entry: scripts/pre-commit-hook.sh\n"))
        // pre-commit runs a `script` hook's entry directly: git must keep it executable.
        let mode = try Self.run(["git", "ls-files", "-s", "scripts/pre-commit-hook.sh"], in: CLIRunner.root)
        #expect(mode.output.hasPrefix("100755 "), "\(mode.output)")
    }

    // MARK: GitHub Action

    /// action.yml as JSON (read by PyYAML, as a YAML 1.1 reader like GitHub's).
    static func actionMetadata() throws -> [String: Any] {
        let result = try run(["python3", "-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))",
                              CLIRunner.root.appendingPathComponent("action.yml").path], in: CLIRunner.root)
        #expect(result.status == 0, "\(result.output)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    @Test func theActionIsACompositeWhoseInputsNeverReachAScript() throws {
        let action = try Self.actionMetadata()
        #expect(action["name"] as? String == "permflow lint")
        #expect((action["description"] as? String)?.isEmpty == false)
        let inputs = try #require(action["inputs"] as? [String: [String: Any]])
        #expect(Set(inputs.keys) == ["paths", "strict", "baseline", "sarif-file", "working-directory"])
        for (name, input) in inputs {
            #expect(input["description"] is String, "\(name)")
            #expect(input["default"] is String, "\(name): a default, so the action runs with no inputs")
        }
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        let steps = try #require(runs["steps"] as? [[String: Any]])
        for step in steps {
            #expect(step["shell"] as? String == "bash")
            let script = try #require(step["run"] as? String)
            // GitHub pastes ${{ }} into the script before bash reads it: inputs go through env only.
            #expect(!script.contains("${{"), "\(script)")
        }
        let outputs = try #require(action["outputs"] as? [String: [String: Any]])
        #expect(outputs["sarif-file"]?["value"] as? String == "${{ steps.lint.outputs.sarif-file }}")
        #expect(steps.contains { $0["id"] as? String == "lint" })
    }

    static func runAction(_ inputs: [String], in folder: URL) throws -> Run {
        let path = CLIRunner.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try run(["python3", CLIRunner.root.appendingPathComponent("Tests/Action/run_action.py").path,
                        CLIRunner.root.appendingPathComponent("action.yml").path, folder.path] + inputs,
                       in: folder, environment: ["PATH": path])
    }

    @Test func theActionsStepsAnnotateFindingsAndWriteSARIF() throws {
        let folder = try CLIRunner.temporaryDirectory()
        for name in ["flows", "my flows"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("flows/camera.yaml"), to: folder.appendingPathComponent("flows/clean.yaml"))
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("flows/bad/prealert-button-title.yaml"),
                                         to: folder.appendingPathComponent("my flows/bad.yaml"))
        let bad = try Self.runAction(["paths=flows\nmy flows", "sarif-file=permflow.sarif"], in: folder)
        #expect(bad.status == 1, "\(bad.output)")
        #expect(bad.output.contains("::error file=my flows/bad.yaml,line=34,col=13,endColumn=24,title=permflow prealert-button-title::"), "\(bad.output)")
        #expect(bad.output.contains("outputs: {\"sarif-file\": \"permflow.sarif\"}"))
        let sarif = try String(contentsOf: folder.appendingPathComponent("permflow.sarif"), encoding: .utf8)
        let validation = try SARIFTests.validate(sarif)
        #expect(validation.status == 0, "\(validation.output)")
        #expect(sarif.contains("my%20flows/bad.yaml"))

        let clean = try Self.runAction(["paths=flows"], in: folder)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("step passed: permflow lint"))
        // An input is data, never shell code.
        let hostile = try Self.runAction(["paths=$(touch pwned)", "strict=nope"], in: folder)
        #expect(hostile.status == 2, "\(hostile.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pwned").path))
        let missing = try Self.runAction(["paths=$(touch pwned)"], in: folder)
        #expect(missing.status == 2 && missing.output.contains("no such file or folder"), "\(missing.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pwned").path))
    }
}
