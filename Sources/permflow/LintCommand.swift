import ArgumentParser
import Dispatch
import PermflowCore

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check flow files, and an app's Info.plist and String Catalogs, against the HIG rules.",
        discussion: """
        Every problem is reported at once, as `path:line:col: severity: message [rule-id]`, with the \
        source line, the offending text underlined, and a fix hint. Folders are searched recursively \
        for *.yaml and *.yml, and for an app's files: Info.plist, InfoPlist.xcstrings, \
        *.lproj/InfoPlist.strings and project.pbxproj (skipping build folders), whose purpose strings \
        get the purpose rules and the app-file rules (docs/app-files.md).

        Exit status: 0 clean (warnings allowed unless --strict), 1 rule violations, 2 unusable input \
        (unreadable path, not YAML, not a flow).

        Examples:
          permflow lint flows/camera.yaml
          permflow lint flows --strict
          permflow lint MyApp/Info.plist MyApp/InfoPlist.xcstrings
          permflow lint .                         # flows and app files here
          permflow lint flows --format github     # annotations in GitHub Actions
          permflow lint flows --format json > lint.json
          permflow lint flows --format sarif > permflow.sarif   # code scanning
        """
    )

    @Argument(help: "Flow files or folders (default: the flows folder here); - reads standard input.")
    var paths: [String] = []

    @Option(help: "Output format: text, json, github (GitHub Actions workflow commands) or sarif (SARIF 2.1.0, for code scanning).")
    var format: OutputFormat = .text

    @Flag(help: "Warnings fail the run too (exit 1).")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only errors and the summary.")
    var quiet = false

    @Flag(help: "Also print diagnostics that `ignore:` suppresses.")
    var showSuppressed = false

    @Option(help: "Colour: auto (only on a terminal, never with NO_COLOR set), always or never.")
    var color: ColorChoice = .auto

    @OptionGroup var thresholds: LintThresholds

    func run() throws {
        // With no paths, flows/ is linted; without one here, there is nothing to report a
        // diagnostic about: say what to pass instead (unusable input, exit 2).
        if paths.isEmpty, FileSystem.kind(of: "flows") != .folder {
            Console.standardError("permflow lint: no flows/ folder here; pass flow files or folders: permflow lint path/to/flow.yaml\n")
            throw ExitCode(2)
        }
        let requested = paths.isEmpty ? ["flows"] : paths
        let expansion = InputFiles.expand(requested, extensions: InputFiles.flowExtensions, passThrough: ["-"])
        // App files (Info.plist, String Catalogs, .strings, project.pbxproj): named ones, and those
        // found in the folders given (docs/app-files.md); the rest are flows.
        let (appFiles, searchNotes, appRoots) = AppFileDiscovery.appFiles(named: requested, expansion: expansion)
        for note in searchNotes { Console.standardError("permflow lint: \(shown(note))\n") }
        let files = expansion.files.filter { !appFiles.contains($0) }
        let missing = expansion.missing
        let linter = try thresholds.makeLinter()
        var reports = Self.lintAll(files, with: linter) + AppFilesLint.lintAll(appFiles, with: linter, roots: appRoots)
        for path in missing {
            let diagnostic = Diagnostic(path: path, location: .fileStart, severity: .error, ruleID: ParseRuleID.notAFlow,
                                        message: "no such file or folder", hint: "check the path; folders are searched for *.yaml and *.yml")
            reports.append(LintReport(path: path, source: SourceFile(path: path, text: ""), diagnostics: [diagnostic],
                                      isUnusable: true, flow: nil))
        }
        if files.isEmpty && missing.isEmpty && appFiles.isEmpty {
            Console.standardError("permflow lint: no *.yaml or *.yml files (nor Info.plist, InfoPlist.xcstrings, InfoPlist.strings, project.pbxproj) in "
                                  + "\(shown(requested.joined(separator: ", ")))\n")
            throw ExitCode(2)
        }
        let output: String
        switch format {
        case .text:
            output = TextReporter(color: Console.useColor(color, fileDescriptor: 1), quiet: quiet,
                                  showSuppressed: showSuppressed).format(reports)
        case .json:
            output = JSONReporter().format(reports)
        case .github:
            output = GitHubReporter().format(reports)
        case .sarif:
            output = SARIFReporter(toolVersion: PermflowVersion.current, workingDirectory: FileSystem.workingDirectory()).format(reports)
        }
        Console.standardOutput(output)
        let status = LintSummary(reports: reports).exitStatus(strict: strict)
        if status != 0 { throw ExitCode(status) }
    }

    /// Lints files on every core, keeping the input order.
    static func lintAll(_ files: [String], with linter: Linter) -> [LintReport] {
        let results = ResultSlots<LintReport>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            if files[index] == "-" {
                let data = FileSystem.readStandardInput()
                results.set(index, linter.lint(linter.parser.parse(path: "<stdin>", data: data)))
            } else {
                results.set(index, linter.lint(contentsOf: files[index]))
            }
        }
        return results.values
    }
}
