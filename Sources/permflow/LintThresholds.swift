import ArgumentParser
import PermflowCore

/// Thresholds shared by the commands that lint.
struct LintThresholds: ParsableArguments {
    // Flags of more than one word are spelled out (`name: .customLong`): ArgumentParser would
    // derive each from its property's name letter by letter, with a Unicode lookup a letter, at
    // both argument-set builds of every parse (0.5 M of a scripted walk with `walk`'s three;
    // docs/benchmarks.md, "speed25h"). The spelling is the one it derived.
    // Optional: a flag not given leaves the project configuration's value (`.permflow.yaml`,
    // ProjectConfiguration) or the default in force; a flag given overrides both.
    @Option(name: .customLong("purpose-max-length"), help: "purpose-brief: most characters in a purpose string (default \(LintOptions().purposeMaxLength)).")
    var purposeMaxLength: Int?

    @Option(name: .customLong("min-contrast"), help: "location-button-contrast: least contrast ratio (WCAG 2) between title and background (default \(ProjectConfiguration.format(LintOptions().minimumContrast))).")
    var minContrast: Double?

    @Option(name: .customLong("min-opacity"), help: "location-button-contrast: least opacity (0–1) of the button's colours (default \(LintOptions().minimumOpacity)).")
    var minOpacity: Double?

    @Option(name: .customLong("button-width"), help: "location-button-fits: button width in points when the flow gives none (default \(ProjectConfiguration.format(LintOptions().defaultButtonWidth))).")
    var buttonWidth: Double?

    @Option(name: .customLong("largest-text-size"), help: "location-button-fits: title size in points at the largest accessibility text size (default \(ProjectConfiguration.format(LintOptions().largestTextSize))).")
    var largestTextSize: Double?

    @Option(name: .customLong("fit-size"), help: ArgumentHelp(
        "text-fits: a terminal size the flow's texts must show whole in (repeatable; default 80x24).",
        discussion: "30x12 is the smallest the walker draws the phone in; most purpose strings are cut to a line there.",
        valueName: "WIDTHxHEIGHT"))
    var fitSizes: [String] = []

    @Option(name: .customLong("max-bytes"), help: "Largest flow file read, in bytes (default \(ParseLimits().maxBytes)).")
    var maxBytes: Int?

    @Option(name: .customLong("max-depth"), help: "Deepest nesting read (indentation levels, list entries and brackets together; at most 1000; default \(ParseLimits().maxDepth)).")
    var maxDepth: Int?

    /// The most `--max-depth` may raise nesting to. Deeper trees are still built and freed by
    /// recursion somewhere (libyaml, releasing nested nodes): 5,000 levels overflowed a 512 KiB
    /// stack (a secondary thread's on macOS) and 70,000 the 8 MiB main one; 1,000 fit in 512 KiB.
    static let deepestNesting = 1_000

    @Option(name: .customLong("max-aliases"), help: "Most YAML aliases (*name) read in one file (default \(ParseLimits().maxAliases)).")
    var maxAliases: Int?

    @Option(name: .customLong("max-expansion"), help: "Most entries aliases may add by repeating anchored values, beyond the file's size in bytes (default \(ParseLimits().maxExpansion)).")
    var maxExpansion: Int?

    @Option(name: .customLong("max-merged-entries"), help: "Most mapping entries merge keys (<<) may bring in over one file (default \(ParseLimits().maxMergedEntries)).")
    var maxMergedEntries: Int?

    @Option(name: .customLong("max-duplicate-keys"), help: "Most duplicate keys reported in one file; past them the file is given up (default \(ParseLimits().maxDuplicateKeys)).")
    var maxDuplicateKeys: Int?

    @Option(name: .customLong("locale-pack"), help: ArgumentHelp(
        "A JSON locale pack adding word lists and alert text for a locale (repeatable; see docs/locales.md).",
        discussion: "Packs named in PERMFLOW_LOCALE_PACKS (colon-separated paths) are loaded too.",
        valueName: "file"))
    var localePacks: [String] = []

    @Option(help: ArgumentHelp("The project configuration: thresholds that flags override (default: .permflow.yaml in the current folder, when there is one; docs/linting.md).",
                               valueName: "file"))
    var config: String?

    func validate() throws {
        for text in fitSizes {
            guard let size = SizeOption.parse(text), size.width >= PhoneLayout.minimumWidth,
                  size.height >= PhoneLayout.minimumHeight else {
                throw ValidationError("--fit-size '\(shown(text))' is not WIDTHxHEIGHT from \(PhoneLayout.minimumWidth)x\(PhoneLayout.minimumHeight) "
                    + "(the smallest the walker draws) to 1000x1000, e.g. 80x24")
            }
        }
        for (flag, value) in [("--max-bytes", maxBytes), ("--max-depth", maxDepth), ("--max-aliases", maxAliases)]
        where (value ?? 1) < 1 {
            throw ValidationError("\(flag) must be at least 1, not \(value ?? 1)")
        }
        if let maxDepth, maxDepth > Self.deepestNesting {
            throw ValidationError("--max-depth must be at most \(Self.deepestNesting), not \(maxDepth) (deeper nesting would overflow the stack)")
        }
        for (flag, value) in [("--max-expansion", maxExpansion), ("--max-merged-entries", maxMergedEntries),
                              ("--max-duplicate-keys", maxDuplicateKeys)] where (value ?? 0) < 0 {
            throw ValidationError("\(flag) must be 0 or more, not \(value ?? 0)")
        }
    }

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

    /// A linter with these thresholds, the project configuration's where no flag is given, and
    /// every locale pack loaded.
    func makeLinter() throws -> Linter {
        try makeLinter(with: loadConfiguration())
    }

    func makeLinter(with configuration: ProjectConfiguration?) throws -> Linter {
        let (vocabularies, catalog) = try Self.withPacks(packs(configuration))
        return Linter(options: options(configuration), catalog: catalog, vocabularies: vocabularies, limits: limits(configuration))
    }

    /// The project configuration: `--config`, or `.permflow.yaml` here when it is a file; nil
    /// without one. One that cannot be read, or has a problem, stops the command (exit 2) with
    /// every problem at its file:line:column.
    func loadConfiguration() throws -> ProjectConfiguration? {
        let path: String
        if let config {
            path = config
        } else if FileSystem.kind(of: ProjectConfiguration.fileName) == .other {
            // Found, not named: a link is not followed (a cloned repository's link to a file
            // elsewhere would have its lines quoted in a CI log).
            if FileSystem.isSymbolicLink(ProjectConfiguration.fileName) {
                Console.standardError("permflow: note: \(ProjectConfiguration.fileName) here is a symbolic link and is not read; "
                                      + "name it with --config to use it\n")
                return nil
            }
            path = ProjectConfiguration.fileName
        } else {
            return nil
        }
        let reason: String
        switch BoundedFile.read(path, maxBytes: ProjectConfiguration.maxBytes) {
        case .bytes(let data):
            let configuration = ProjectConfiguration(path: path, text: String(decoding: data, as: UTF8.self))
            guard configuration.problems.isEmpty else {
                let reporter = TextReporter(color: Console.useColor(.auto, fileDescriptor: 2))
                for problem in configuration.problems {
                    Console.standardError(reporter.format(problem, source: configuration.source) + "\n")
                }
                throw ExitCode(2)
            }
            return configuration
        case .missing: reason = "no such file"
        case .notARegularFile: reason = "not a regular file"
        case .tooBig(let size, let limit): reason = "\(size) bytes, over the limit of \(limit) bytes"
        case .unreadable(let why): reason = why
        }
        Console.standardError("permflow: configuration \(shown(path)): \(shown(reason))\n")
        throw ExitCode(2)
    }

    /// The locale packs: the flags', or else the configuration's (relative to its folder).
    func packs(_ configuration: ProjectConfiguration?) -> [String] {
        guard localePacks.isEmpty, let configuration, let paths = configuration.list("locale-pack") else { return localePacks }
        let folder = configuration.source.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return paths.map { $0.hasPrefix("/") || folder.isEmpty ? $0 : folder + "/" + $0 }
    }

    /// The built-in vocabularies and catalog with the packs of PERMFLOW_LOCALE_PACKS and `paths`
    /// applied; what each pack corrects is said on standard error, and a pack that cannot load
    /// exits 2. `loaded` hears of each pack applied.
    static func withPacks(_ paths: [String], loaded: (String, LocalePack) -> Void = { _, _ in }) throws
        -> (VocabularyStore, SystemAlertCatalog) {
        var vocabularies = VocabularyStore.standard
        var catalog = SystemAlertCatalog.standard
        let fromEnvironment = (Console.environment("PERMFLOW_LOCALE_PACKS") ?? "")
            .split(separator: ":").map(String.init)
        for path in fromEnvironment + paths {
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
                loaded(path, pack)
            } catch {
                Console.standardError("permflow: \(shown(error))\n")
                throw ExitCode(2)
            }
        }
        return (vocabularies, catalog)
    }

    func options(_ configuration: ProjectConfiguration? = nil) -> LintOptions {
        var options = LintOptions()
        options.purposeMaxLength = purposeMaxLength ?? configuration?.integer("purpose-max-length") ?? options.purposeMaxLength
        options.minimumContrast = minContrast ?? configuration?.number("min-contrast") ?? options.minimumContrast
        options.minimumOpacity = minOpacity ?? configuration?.number("min-opacity") ?? options.minimumOpacity
        options.defaultButtonWidth = buttonWidth ?? configuration?.number("button-width") ?? options.defaultButtonWidth
        options.largestTextSize = largestTextSize ?? configuration?.number("largest-text-size") ?? options.largestTextSize
        let texts = fitSizes.isEmpty ? configuration?.list("fit-size") ?? [] : fitSizes
        let sizes = texts.compactMap(SizeOption.parse).map { LintOptions.TerminalSize(width: $0.width, height: $0.height) }
        if !sizes.isEmpty { options.textFitSizes = sizes }
        return options
    }

    func limits(_ configuration: ProjectConfiguration? = nil) -> ParseLimits {
        let defaults = ParseLimits()
        return ParseLimits(maxBytes: maxBytes ?? configuration?.integer("max-bytes") ?? defaults.maxBytes,
                           maxDuplicateKeys: maxDuplicateKeys ?? configuration?.integer("max-duplicate-keys") ?? defaults.maxDuplicateKeys,
                           maxDepth: maxDepth ?? configuration?.integer("max-depth") ?? defaults.maxDepth,
                           maxAliases: maxAliases ?? configuration?.integer("max-aliases") ?? defaults.maxAliases,
                           maxMergedEntries: maxMergedEntries ?? configuration?.integer("max-merged-entries") ?? defaults.maxMergedEntries,
                           maxExpansion: maxExpansion ?? configuration?.integer("max-expansion") ?? defaults.maxExpansion)
    }
}
