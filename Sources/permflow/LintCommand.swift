import ArgumentParser
import Dispatch
import PermflowCore

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, github
}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

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
        """
    )

    @Argument(help: "Flow files or folders (default: the flows folder here); - reads standard input.")
    var paths: [String] = []

    @Option(help: "Output format: text, json or github (GitHub Actions workflow commands).")
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

/// Thresholds shared by the commands that lint.
struct LintThresholds: ParsableArguments {
    @Option(help: "purpose-brief: most characters in a purpose string.")
    var purposeMaxLength = LintOptions().purposeMaxLength

    @Option(help: "location-button-contrast: least contrast ratio (WCAG 2) between title and background.")
    var minContrast = LintOptions().minimumContrast

    @Option(help: "location-button-contrast: least opacity (0–1) of the button's colours.")
    var minOpacity = LintOptions().minimumOpacity

    @Option(help: "location-button-fits: button width in points when the flow gives none.")
    var buttonWidth = LintOptions().defaultButtonWidth

    @Option(help: "location-button-fits: title size in points at the largest accessibility text size.")
    var largestTextSize = LintOptions().largestTextSize

    @Option(name: .customLong("fit-size"), help: ArgumentHelp(
        "text-fits: a terminal size the flow's texts must show whole in (repeatable; default 80x24).",
        discussion: "30x12 is the smallest the walker draws the phone in; most purpose strings are cut to a line there.",
        valueName: "WIDTHxHEIGHT"))
    var fitSizes: [String] = []

    @Option(help: "Largest flow file read, in bytes.")
    var maxBytes = ParseLimits().maxBytes

    @Option(help: "Deepest nesting read (indentation levels, list entries and brackets together; at most 1000).")
    var maxDepth = ParseLimits().maxDepth

    /// The most `--max-depth` may raise nesting to. Deeper trees are still built and freed by
    /// recursion somewhere (libyaml, releasing nested nodes): 5,000 levels overflowed a 512 KiB
    /// stack (a secondary thread's on macOS) and 70,000 the 8 MiB main one; 1,000 fit in 512 KiB.
    static let deepestNesting = 1_000

    @Option(help: "Most YAML aliases (*name) read in one file.")
    var maxAliases = ParseLimits().maxAliases

    @Option(help: "Most entries aliases may add by repeating anchored values, beyond the file's size in bytes.")
    var maxExpansion = ParseLimits().maxExpansion

    @Option(help: "Most mapping entries merge keys (<<) may bring in over one file.")
    var maxMergedEntries = ParseLimits().maxMergedEntries

    @Option(help: "Most duplicate keys reported in one file; past them the file is given up.")
    var maxDuplicateKeys = ParseLimits().maxDuplicateKeys

    @Option(name: .customLong("locale-pack"), help: ArgumentHelp(
        "A JSON locale pack adding word lists and alert text for a locale (repeatable; see docs/locales.md).",
        discussion: "Packs named in PERMFLOW_LOCALE_PACKS (colon-separated paths) are loaded too.",
        valueName: "file"))
    var localePacks: [String] = []

    func validate() throws {
        for text in fitSizes {
            guard let size = SizeOption.parse(text), size.width >= PhoneLayout.minimumWidth,
                  size.height >= PhoneLayout.minimumHeight else {
                throw ValidationError("--fit-size '\(shown(text))' is not WIDTHxHEIGHT from \(PhoneLayout.minimumWidth)x\(PhoneLayout.minimumHeight) "
                    + "(the smallest the walker draws) to 1000x1000, e.g. 80x24")
            }
        }
        for (flag, value) in [("--max-bytes", maxBytes), ("--max-depth", maxDepth), ("--max-aliases", maxAliases)]
        where value < 1 {
            throw ValidationError("\(flag) must be at least 1, not \(value)")
        }
        if maxDepth > Self.deepestNesting {
            throw ValidationError("--max-depth must be at most \(Self.deepestNesting), not \(maxDepth) (deeper nesting would overflow the stack)")
        }
        for (flag, value) in [("--max-expansion", maxExpansion), ("--max-merged-entries", maxMergedEntries),
                              ("--max-duplicate-keys", maxDuplicateKeys)] where value < 0 {
            throw ValidationError("\(flag) must be 0 or more, not \(value)")
        }
    }

    /// A linter with these thresholds and every locale pack loaded.
    /// Reads a locale pack (at most 16 MiB, a regular file) and decodes it.
    static func loadPack(_ path: String) throws -> LocalePack {
        switch BoundedFile.read(path, maxBytes: 16 << 20) {
        case .bytes(let data):
            return try LocalePack.decode(data, path: path)
        case .missing:
            throw LocalePack.LoadError(path: path, reason: "no such file")
        case .notARegularFile:
            throw LocalePack.LoadError(path: path, reason: "not a regular file")
        case .tooBig(let size, let limit):
            throw LocalePack.LoadError(path: path, reason: "\(size) bytes, over the limit of \(limit) bytes")
        case .unreadable(let reason):
            throw LocalePack.LoadError(path: path, reason: reason)
        }
    }

    func makeLinter() throws -> Linter {
        var vocabularies = VocabularyStore.standard
        var catalog = SystemAlertCatalog.standard
        let fromEnvironment = (Console.environment("PERMFLOW_LOCALE_PACKS") ?? "")
            .split(separator: ":").map(String.init)
        for path in fromEnvironment + localePacks {
            do {
                let pack = try Self.loadPack(path)
                // A pack may correct the table with a captured alert: say what it changes.
                for line in catalog.overrideDifferences(pack.alerts ?? [:]) {
                    Console.standardError("permflow: note: locale pack \(shown(path)): \(shown(line))\n")
                }
                // A text equal to the table's would hide its later corrections: a warning.
                for line in catalog.overrideRepeats(pack.alerts ?? [:]) {
                    Console.standardError("permflow: warning: locale pack \(shown(path)): \(shown(line)); remove it\n")
                }
                pack.apply(to: &vocabularies, catalog: &catalog)
            } catch {
                Console.standardError("permflow: \(shown(error))\n")
                throw ExitCode(2)
            }
        }
        return Linter(options: options, catalog: catalog, vocabularies: vocabularies, limits: limits)
    }

    var options: LintOptions {
        var options = LintOptions()
        options.purposeMaxLength = purposeMaxLength
        options.minimumContrast = minContrast
        options.minimumOpacity = minOpacity
        options.defaultButtonWidth = buttonWidth
        options.largestTextSize = largestTextSize
        let sizes = fitSizes.compactMap(SizeOption.parse).map { LintOptions.TerminalSize(width: $0.width, height: $0.height) }
        if !sizes.isEmpty { options.textFitSizes = sizes }
        return options
    }

    var limits: ParseLimits {
        var limits = ParseLimits()
        limits.maxBytes = maxBytes
        limits.maxDepth = maxDepth
        limits.maxAliases = maxAliases
        limits.maxExpansion = maxExpansion
        limits.maxMergedEntries = maxMergedEntries
        limits.maxDuplicateKeys = maxDuplicateKeys
        return limits
    }
}

/// Results written from concurrent work into their own slots.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = Lock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
