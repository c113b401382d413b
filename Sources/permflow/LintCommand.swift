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
        *.lproj/InfoPlist.strings, project.pbxproj and PrivacyInfo.xcprivacy (skipping build folders), \
        whose purpose strings get the purpose rules and the app-file rules; flows and app files linted \
        together are checked against each other and the privacy manifest (docs/app-files.md).

        Exit status: 0 clean (warnings allowed unless --strict), 1 rule violations, 2 unusable input \
        (unreadable path, not YAML, not a flow).

        Examples:
          permflow lint flows/camera.yaml
          permflow lint flows --strict
          permflow lint MyApp/Info.plist MyApp/InfoPlist.xcstrings
          permflow lint .                         # flows and app files here
          permflow lint flows MyApp               # flows checked against the app's keys and manifest
          permflow lint flows --format github     # annotations in GitHub Actions
          permflow lint flows --format json > lint.json
          permflow lint flows --format sarif > permflow.sarif   # code scanning
          permflow lint . --write-baseline permflow-baseline.json   # adopt: record today's findings
          permflow lint . --baseline permflow-baseline.json         # then report only new ones
        """
    )

    @Argument(help: "Flow files or folders (default: the flows folder here); - reads standard input.")
    var paths: [String] = []

    @Option(help: "Output format: text, json, github (GitHub Actions workflow commands), sarif (SARIF 2.1.0, for code scanning) or xcode (issues from a Run Script build phase).")
    var format: OutputFormat = .text

    @Flag(inversion: .prefixedNo, help: "Warnings fail the run too (exit 1); --no-strict overrides `strict: true` in .permflow.yaml.")
    var strict: Bool?

    @Flag(name: .shortAndLong, help: "Print only errors and the summary.")
    var quiet = false

    @Flag(help: "Also print diagnostics that `ignore:` suppresses.")
    var showSuppressed = false

    @Option(help: "Colour: auto (only on a terminal, never with NO_COLOR set), always or never.")
    var color: ColorChoice = .auto

    @Option(help: ArgumentHelp("Report only findings this baseline file does not hold, and say how many it held (docs/linting.md, Baseline).",
                               valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Write every finding to this baseline file (replacing it), then report as usual.", valueName: "file"))
    var writeBaseline: String?

    @OptionGroup var thresholds: LintThresholds

    @OptionGroup var sarif: SARIFOptions

    func validate() throws {
        if baseline != nil && writeBaseline != nil {
            throw ValidationError("--baseline and --write-baseline go in separate runs: write the baseline once, then lint with it")
        }
    }

    func run() throws {
        // With no paths, flows/ is linted; without one here, there is nothing to report a
        // diagnostic about: say what to pass instead (unusable input, exit 2).
        if paths.isEmpty, FileSystem.kind(of: "flows") != .folder {
            Console.standardError("permflow lint: no flows/ folder here; pass flow files or folders: permflow lint path/to/flow.yaml\n")
            throw ExitCode(2)
        }
        let requested = paths.isEmpty ? ["flows"] : paths
        // App files (Info.plist, String Catalogs, .strings, project.pbxproj): named ones, and those
        // found in the folders given (docs/app-files.md); the rest are flows.
        let (expansion, (appFiles, searchNotes, appRoots)) = Self.search(requested)
        for note in searchNotes { Console.standardError("permflow lint: \(shown(note))\n") }
        let files = expansion.files.filter { !appFiles.contains($0) }
        let missing = expansion.missing
        let configuration = try thresholds.loadConfiguration()
        let linter = try thresholds.makeLinter(with: configuration)
        let strict = self.strict ?? configuration?.boolean("strict") ?? false
        // Flows and app files of one run, checked together (docs/app-files.md, "The whole app").
        // A report's flow is read after linting only by the app-review rules (app files linted
        // with the flows) and by findings' identities (a baseline, SARIF's fingerprints).
        let keepsFlows = !appFiles.isEmpty || baseline != nil || writeBaseline != nil || format == .sarif
        let linted = AppFilesLint.lintAndRead(appFiles, with: linter, roots: appRoots,
                                              after: Self.lintAll(files, with: linter, keepingFlows: keepsFlows))
        var reports = linted.reports
        for path in missing {
            let diagnostic = Diagnostic(path: path, location: .fileStart, severity: .error, ruleID: ParseRuleID.notAFlow,
                                        message: "no such file or folder", hint: "check the path; folders are searched for *.yaml and *.yml")
            reports.append(LintReport(path: path, source: SourceFile(path: path, text: ""), diagnostics: [diagnostic],
                                      isUnusable: true, flow: nil))
        }
        if files.isEmpty && missing.isEmpty && appFiles.isEmpty {
            Console.standardError("permflow lint: no *.yaml or *.yml files (nor Info.plist, InfoPlist.xcstrings, InfoPlist.strings, project.pbxproj, PrivacyInfo.xcprivacy) in "
                                  + "\(shown(requested.joined(separator: ", ")))\n")
            throw ExitCode(2)
        }
        let workingDirectory = FileSystem.workingDirectory()
        if let writeBaseline {
            let text = LintBaseline.text(for: reports, workingDirectory: workingDirectory)
            try OutputFile.write(text, to: writeBaseline, inputs: files + appFiles, command: "lint", replace: true)
            let count = reports.reduce(0) { $0 + $1.diagnostics.filter { !$0.isSuppressed && !ParseRuleID.unusable.contains($0.ruleID) }.count }
            Console.standardError("permflow lint: wrote \(count) finding\(count == 1 ? "" : "s") to the baseline \(shown(writeBaseline))\n")
        }
        var baselined = 0
        if let baseline {
            let file = try Self.readBaseline(baseline)
            let (count, report) = file.apply(to: &reports, workingDirectory: workingDirectory)
            baselined = count
            if !report.diagnostics.isEmpty { reports.append(report) }
        }
        let output: String
        switch format {
        case .text:
            var reporter = TextReporter(color: Console.useColor(color, fileDescriptor: 1), quiet: quiet, showSuppressed: showSuppressed)
            reporter.baselined = baselined
            output = reporter.format(reports)
        case .json:
            output = JSONReporter(baselined: baselined).format(reports)
        case .github:
            output = GitHubReporter(baselined: baselined).format(reports)
        case .xcode:
            output = XcodeReporter(baselined: baselined).format(reports)
        case .sarif:
            output = SARIFReporter(toolVersion: PermflowVersion.current, workingDirectory: workingDirectory,
                                   docs: sarif.docs(configuration)).format(reports)
        }
        Console.standardOutput(output)
        let status = LintSummary(reports: reports, baselined: baselined).exitStatus(strict: strict)
        // Nothing is freed on the way out (`Console.end`): that was 28.7 M of 500 apps' instructions,
        // on one core after both had finished (docs/benchmarks.md, app32g).
        Console.end(status, keeping: (reports, linted.files, linter))
    }

    /// Reads a baseline file (a regular file of at most `LintBaseline.maxBytes`); one that cannot
    /// be read stops the run (exit 2), as hiding nothing would report every known finding.
    static func readBaseline(_ path: String) throws -> LintBaseline {
        let reason: String
        switch BoundedFile.read(path, maxBytes: LintBaseline.maxBytes) {
        case .bytes(let data):
            return LintBaseline(path: path, text: String(decoding: data, as: UTF8.self))
        case .missing:
            reason = "no such file; write one with --write-baseline"
        case .notARegularFile:
            reason = "not a regular file"
        case .tooBig(let size, let limit):
            reason = "\(size) bytes, over the limit of \(limit) bytes"
        case .unreadable(let why):
            reason = why
        }
        Console.standardError("permflow lint: baseline \(shown(path)): \(shown(reason))\n")
        throw ExitCode(2)
    }

    /// The flows and the app files among `requested`: the two searches of the same folders (each
    /// with its own rules: which folders it enters, links, bounds) run at once, one on each core.
    /// One after the other they were 51 M of 500 apps' serial instructions (docs/benchmarks.md, app32g).
    static func search(_ requested: [String]) -> (InputFiles.Expansion, AppFileDiscovery.Search) {
        let flows = ResultSlots<InputFiles.Expansion>(count: 1)
        let apps = ResultSlots<AppFileDiscovery.Search>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                flows.set(0, InputFiles.expand(requested, extensions: InputFiles.flowExtensions, passThrough: ["-"]))
            } else {
                apps.set(0, AppFileDiscovery.appFiles(named: requested))
            }
        }
        // Both slots are set once concurrentPerform returns.
        return (flows.values[0], apps.values[0])
    }

    /// Lints files on every core, keeping the input order. Without `keepingFlows` each report's
    /// `flow` is dropped where it was linted: the flows are then freed on every core as the files
    /// are linted, not one by one on the main thread when the run ends (5.3 M instructions of the
    /// 200 flows' 820 M, all of them serial: docs/benchmarks.md, "flows32h").
    static func lintAll(_ files: [String], with linter: Linter, keepingFlows: Bool = true) -> [LintReport] {
        let results = ResultSlots<LintReport>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            var report: LintReport
            if files[index] == "-" {
                let data = FileSystem.readStandardInput()
                report = linter.lint(linter.parser.parse(path: "<stdin>", data: data))
            } else {
                report = linter.lint(contentsOf: files[index])
            }
            if !keepingFlows { report.flow = nil }
            results.set(index, report)
        }
        return results.values
    }
}
