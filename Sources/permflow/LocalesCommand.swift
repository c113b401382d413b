import ArgumentParser
import PermflowCore

/// `permflow locales`: the locales permflow knows, built in and from packs, with what each covers.
struct LocalesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locales",
        abstract: "List the locales (built in and from locale packs) with what each covers, or export one as a pack.",
        discussion: """
        Each line names a locale, where it comes from, how many word lists the rules read in it, \
        how many resources' alerts it words with its strings' evidence (✔ verified, ◐ weak, \
        ✗ unverified), and the phone's other words it carries: quotes (around an app's name), \
        settings (Settings > Privacy), health (the Health sheet), device (sample contacts), \
        starters (what `permflow init` writes) and language (the language and script \
        copy-language checks its copy for). What a locale lacks is shown in English.

        Examples:
          permflow locales
          permflow locales --locale-pack de.json
          permflow locales export ko > xx.json   # then edit its "locale"
        """,
        subcommands: [ListLocales.self, ExportLocale.self],
        defaultSubcommand: ListLocales.self
    )
}

extension LocalesCommand {
    /// A mistake on `locales`' command line found after parsing (a locale it does not know): the
    /// message, the subcommand's own usage and `permflow locales --help`, then exit 64 as for
    /// any other mistake in an argument. Thrown from `run()`, ArgumentParser printed the root's
    /// usage ("Usage: permflow <subcommand>"), which says nothing of `locales`.
    static func refuse(_ error: ValidationError, in subcommand: ParsableCommand.Type) -> ExitCode {
        Console.standardError("Error: \(error.message)\nUsage: \(PermflowCommand.usageString(for: subcommand))\n"
                              + "  See 'permflow locales --help' for more information.\n")
        return ExitCode.validationFailure
    }
}

/// The locale packs to load, as `lint` takes them.
struct LocalePackOption: ParsableArguments {
    @Option(name: .customLong("locale-pack"), help: ArgumentHelp(
        "A JSON locale pack (repeatable; see docs/locales.md). Packs in PERMFLOW_LOCALE_PACKS are loaded too.", valueName: "file"))
    var localePacks: [String] = []
}

struct ListLocales: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the locales with what each covers (the default).")

    @OptionGroup var packs: LocalePackOption

    func run() throws {
        var origins: [String: [String]] = [:]
        for locale in BuiltInLocales.locales { origins[locale] = ["built in"] }
        let (vocabularies, catalog) = try LintThresholds.withPacks(packs.localePacks) { path, pack in
            origins[pack.locale, default: []].append("pack \(shown(path))")
        }
        let summaries = origins.keys.sorted().map { locale in
            LocaleSummary(locale: locale, origin: (origins[locale] ?? []).joined(separator: " + "), catalog: catalog, vocabularies: vocabularies)
        }
        Console.standardOutput(LocaleSummary.table(summaries))
    }
}

struct ExportLocale: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a locale as a locale pack (JSON): every word permflow shows in it, with each string's evidence.")

    @Argument(help: "The locale, e.g. ko (see `permflow locales`).")
    var locale: String

    @OptionGroup var packs: LocalePackOption

    func run() throws {
        var known = Set(BuiltInLocales.locales)
        let (vocabularies, catalog) = try LintThresholds.withPacks(packs.localePacks) { _, pack in known.insert(pack.locale) }
        guard known.contains(locale) else { throw LocalesCommand.refuse(Self.unknown(locale, known: known), in: Self.self) }
        Console.standardOutput(try LocalePack.exported(locale, catalog: catalog, vocabularies: vocabularies).json())
    }

    /// "unknown locale 'zh-TW'; did you mean 'zh-Hant'?; permflow knows …", for every command
    /// that takes a locale on its command line.
    static func unknown(_ locale: String, known: some Collection<String>) -> ValidationError {
        let sorted = known.sorted()
        // A region of a known language (`de-DE`) means the language: a file is per language.
        let language = LocaleLanguage.of(locale)
        let meant = Suggestion.nearest(to: locale, in: sorted, aliases: FlowKeys.localeAliases)
            ?? (language != locale && known.contains(language) ? language : nil)
        let note = FlowKeys.localeNotes[LocaleLanguage.of(locale).lowercased()].map { "; \($0)" } ?? ""
        return ValidationError("unknown locale '\(locale)'\(meant.map { "; did you mean '\($0)'?" } ?? "")\(note); "
                               + "permflow knows \(sorted.joined(separator: ", "))")
    }
}
