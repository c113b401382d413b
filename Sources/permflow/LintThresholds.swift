import ArgumentParser
import PermflowCore

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

    /// A linter with these thresholds and every locale pack loaded.
    func makeLinter() throws -> Linter {
        let (vocabularies, catalog) = try Self.withPacks(localePacks)
        return Linter(options: options, catalog: catalog, vocabularies: vocabularies, limits: limits)
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
        ParseLimits(maxBytes: maxBytes, maxDuplicateKeys: maxDuplicateKeys, maxDepth: maxDepth, maxAliases: maxAliases,
                    maxMergedEntries: maxMergedEntries, maxExpansion: maxExpansion)
    }
}
