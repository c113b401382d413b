import ArgumentParser
import PermflowCore

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a lint-clean starter flow for one or more resources, or for every resource an app's Info.plist declares.",
        discussion: """
        The starter has an app screen, a pre-alert with one "Continue" button, the system alert with \
        every outcome handled, and a Settings screen after a denial. Edit the copy, then lint it. \
        A starter that would not pass `permflow lint --strict` (an iOS version outside the ones \
        permflow draws, a locale without starter copy, an app name lint refuses) is not written: \
        init exits 2 and says why.

        Several resources make one flow: the app screen has an action per resource, and each asks \
        in context, with its own check, pre-alert, alert and Settings screen, as a real feature \
        does when a person first uses it (location-always first asks for location, in its own \
        words, then offers the upgrade).

        With --from, the starter has one feature per resource the app's Info.plist (or project.pbxproj \
        build settings) declares, each with the app's own purpose string, in --locale (default: the \
        app's development language), translations taken from --xcstrings and --strings and written \
        as the purpose per locale (purpose: {en: …, ja: …}) for the languages in `locales:`. What lint \
        says of those strings is listed at the top of the file and on standard error: they are the \
        app's, so fix them there too.

        Examples:
          permflow init camera --app Receipts -o flows/receipts.yaml
          permflow init location location-always motion notifications --app Stride -o flows/stride.yaml
          permflow init location --app 지도 --locale ko
          permflow init --from App/Info.plist --xcstrings App/InfoPlist.xcstrings --locale ko -o flows/app.yaml

        -o never replaces a file that exists unless --force (which may replace a flow, never a \
        transcript or the app files read); /dev/null or a FIFO is written in place.
        """
    )

    @Argument(help: "The resources, e.g. camera, or location motion notifications (see `permflow resources`); not with --from.")
    var resources: [String] = []

    @Option(help: ArgumentHelp("An app's Info.plist or project.pbxproj: a starter for every resource it declares, with its purpose strings.",
                               valueName: "file"))
    var from: String?

    @Option(help: ArgumentHelp("A String Catalog with the app's translated purpose strings (with --from; repeatable).", valueName: "file"))
    var xcstrings: [String] = []

    @Option(help: ArgumentHelp("A <lang>.lproj/InfoPlist.strings with translated purpose strings (with --from; repeatable).", valueName: "file"))
    var strings: [String] = []

    @Option(help: "The app name shown in the system alert's title (default: My App, or the name the app files give).")
    var app: String?

    @Option(help: ArgumentHelp("Locale of the copy and the system strings (\(StarterCopy.locales.joined(separator: " or "))); with --from, "
                               + "default the app's development language.", valueName: "locale"))
    var locale: String?

    @Option(help: "iOS version of the alerts (\(FlowParser.iosVersionsText)).")
    var ios = FlowParser.newestIOS

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output (an existing file only with --force).")
    var output: String?

    @Flag(help: "Replace the output file if it exists (a flow too; never a transcript or an app file it reads).")
    var force = false

    @OptionGroup var packs: LocalePackOption

    func validate() throws {
        if resources.isEmpty, from == nil { throw ValidationError("give a resource (permflow init camera) or an app's Info.plist (--from)") }
        if !resources.isEmpty, from != nil { throw ValidationError("give a resource or --from, not both") }
        if from == nil, !(xcstrings.isEmpty && strings.isEmpty) { throw ValidationError("--xcstrings and --strings go with --from") }
    }

    func run() throws {
        let yaml: String
        // A locale pack with `starters` adds a locale to write in (docs/locales.md).
        let (vocabularies, catalog) = try LintThresholds.withPacks(packs.localePacks)
        do {
            if let from {
                let made = try AppStarterFlow.make(from: try Self.appFiles([from] + xcstrings + strings), locale: locale, app: app, ios: ios,
                                                   catalog: catalog, linter: Linter(catalog: catalog, vocabularies: vocabularies))
                for finding in made.findings { Console.standardError("permflow init: note: the app's purpose strings: \(shown(finding))\n") }
                for note in made.skipped { Console.standardError("permflow init: note: \(shown(note))\n") }
                yaml = made.yaml
            } else {
                yaml = try StarterFlow.yaml(resources: resources, app: app ?? "My App", locale: locale ?? "en", ios: ios,
                                            catalog: catalog, vocabularies: vocabularies)
            }
        } catch {
            // The error may list the starter's lint problems, one per line: keep its lines.
            Console.standardError("permflow init: \(VisibleText.sanitize(String(describing: error), keepNewlines: true))\n")
            throw ExitCode(2)
        }
        guard let output else {
            Console.standardOutput(yaml)
            return
        }
        // Never over an app file it read; over a flow only with --force (the starter is one).
        try OutputFile.write(yaml, to: output, inputs: from.map { [$0] + xcstrings + strings } ?? [], command: "init", replace: force,
                             replacesFlows: true)
        // The packs it read, too: a flow in a pack's locale is an unknown locale to a lint without it.
        let packOptions = packs.localePacks.map { " --locale-pack \(shown($0))" }.joined()
        Console.standardError("wrote \(shown(output)); next: permflow lint\(packOptions) \(shown(output))\n")
    }

    /// Reads the app files `init --from` names; one that cannot be read stops it (exit 2).
    static func appFiles(_ paths: [String]) throws -> [AppStringsFile] {
        let reader = AppFileReader()
        return try paths.map { path in
            guard let kind = AppFileKind(path: path) else {
                throw AppFileFailure(ParseRuleID.appFile, "\(path) is not an Info.plist, project.pbxproj, .xcstrings or .strings file",
                                     source: SourceFile(path: path, text: ""))
            }
            if kind == .privacyManifest {
                throw AppFileFailure(ParseRuleID.appFile,
                                     "\(path) is a privacy manifest: it says whether the app tracks, not what it asks for; "
                                     + "give the app's Info.plist or project.pbxproj to --from, and lint the manifest with the flows "
                                     + "(permflow lint flows \(path))",
                                     source: SourceFile(path: path, text: ""))
            }
            switch BoundedFile.read(path, maxBytes: reader.limits.maxBytes) {
            case .bytes(let data):
                switch reader.read(path: path, data: data, kind: kind) {
                case .success(let file): return file
                case .failure(let failure): throw failure
                }
            case .missing: throw AppFileFailure(ParseRuleID.appFile, "\(path): no such file", source: SourceFile(path: path, text: ""))
            case .notARegularFile: throw AppFileFailure(ParseRuleID.appFile, "\(path): not a regular file", source: SourceFile(path: path, text: ""))
            case .tooBig(let size, let limit):
                throw AppFileFailure(ParseRuleID.limit, "\(path): \(size) bytes, over the limit of \(limit) bytes", source: SourceFile(path: path, text: ""))
            case .unreadable(let why): throw AppFileFailure(ParseRuleID.appFile, "\(path): \(why)", source: SourceFile(path: path, text: ""))
            }
        }
    }
}
