import ArgumentParser
import PermflowCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `permflow export`: a recorded walk as an asciicast, or a flow's purpose strings as the files
/// an Xcode project holds them in (Info.plist, InfoPlist.xcstrings, InfoPlist.strings).
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Hand a flow's purpose strings to developers (Info.plist, String Catalog, .strings), or export a walk as an asciicast.",
        discussion: """
        Purpose strings. Every resource the flow asks for becomes its Info.plist key(s) with the \
        flow's purpose string, `$(PRODUCT_NAME)` kept: location's When In Use key with Always's, \
        tracking's NSUserTrackingUsageDescription, Health's share and update keys, calendar's \
        full-access key (and with --oldest-ios 16 the older one too). A flow is written in one \
        language; give one flow per language to get every localization, the first being the \
        development language. A purpose written per locale (purpose: {en: …, ja: …}) gives each \
        of its translations as that language's localization. A flow with lint errors is refused, as `walk` refuses it, unless \
        --allow-errors.

        Examples:
          # <key>/<string> pairs to paste into the app's Info.plist:
          permflow export flows/camera.yaml --info-plist
          # a whole property list file:
          permflow export flows/camera.yaml --info-plist --whole-file -o Purposes.plist
          # English and Korean in one String Catalog:
          permflow export flows/camera.yaml flows/ko-camera.yaml --xcstrings \\
              -o App/InfoPlist.xcstrings
          # App/en.lproj/InfoPlist.strings and App/ko.lproj/InfoPlist.strings:
          permflow export flows/camera.yaml flows/ko-camera.yaml --strings App

        The String Catalog is written as Xcode writes it once it has read the keys from the app's \
        Info.plist (Xcode's comment for each key, the development language "new", the others \
        "translated"), so Xcode saves it back unchanged; --comments screens puts the flow's screen \
        ids in the comments instead (entries as if added by hand, every language "translated").

        Output goes to standard output without -o (or with -o -). A file or a .strings file that \
        exists is not replaced unless --force: an Info.plist or a catalog holds more than a flow's \
        purpose strings, and export writes only those. Nor is an --asciicast file. A flow or a \
        transcript is never replaced; /dev/null or a FIFO is written in place; --strings follows \
        no symbolic link inside its folder.

        Walks:
          permflow export transcripts/camera-20251122T031000Z.jsonl \\
              --asciicast walk.cast
          asciinema play walk.cast
          # where each flow asks for access, for App Store Connect's review notes:
          permflow export flows/tracking.yaml flows/camera.yaml --review-notes -o review-notes.md
          # put a booted iOS Simulator into the state the walk ended in:
          permflow export transcripts/camera-20251122T031000Z.jsonl \\
              --simctl --bundle-id com.example.receipts | sh

        --simctl prints `xcrun simctl privacy booted reset all ID`, then a grant or revoke for \
        every permission the walk determined, with the service named as simctl names it \
        (calendar, contacts, contacts-limited, location, location-always, photos, photos-add, \
        media-library, microphone, motion, reminders, siri); what simctl cannot set (camera, \
        tracking, notifications, Allow Once, limited photos …) is a `#` comment saying so.

        Exit status: 0 written; 1 the flow has lint errors (nothing written); 2 unusable input or \
        an output that cannot be written.
        """
    )

    @Argument(help: ArgumentHelp("The flow(s), one per language, first the development language; or, with --asciicast, one transcript (.jsonl).",
                                 valueName: "file"))
    var inputs: [String]

    @Option(help: ArgumentHelp("Write the transcript's walk as an asciicast v2 file here (- for standard output).", valueName: "file"))
    var asciicast: String?

    @Flag(help: "Write the `xcrun simctl privacy` commands that put a booted iOS Simulator into the permission state the transcript's walk ended in (with --bundle-id).")
    var simctl = false

    @Option(help: ArgumentHelp("With --simctl: the app's bundle identifier (letters, digits, - and .).", valueName: "id"))
    var bundleId: String?

    @Flag(help: "Write Markdown notes for App Review: for every permission request of the flows, the taps from a fresh install that reach it, the alert and its purpose string (tracking first).")
    var reviewNotes = false

    @Flag(help: "Write the purpose strings as Info.plist <key>/<string> pairs (the development language's).")
    var infoPlist = false

    @Flag(help: "With --info-plist: a whole property list file (XML header, DOCTYPE, <plist><dict>) instead of the pairs.")
    var wholeFile = false

    @Flag(help: "Write the purpose strings as a String Catalog (InfoPlist.xcstrings), every flow's language a localization.")
    var xcstrings = false

    @Option(help: ArgumentHelp("Write <lang>.lproj/InfoPlist.strings for every flow's language under this folder.", valueName: "folder"))
    var strings: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the Info.plist or catalog here (- or none: standard output).", valueName: "file"))
    var output: String?

    @Flag(help: "Replace output files that exist (-o, --strings, --asciicast; never a flow or transcript).")
    var force = false

    @Flag(help: "Export even when lint reports errors in a flow.")
    var allowErrors = false

    @Option(help: ArgumentHelp("The comments of the String Catalog: xcode (Xcode's name for each key) or screens (the flow's screen ids).",
                               valueName: "xcode|screens"))
    var comments = "xcode"

    @Option(help: ArgumentHelp("Also export the keys older iOS versions read, down to this one (default: the flow's ios).", valueName: "version"))
    var oldestIOS: Int?

    @OptionGroup var thresholds: LintThresholds

    private var formatCount: Int {
        [asciicast != nil, simctl, reviewNotes, infoPlist, xcstrings, strings != nil].filter { $0 }.count
    }

    func validate() throws {
        guard formatCount == 1 else {
            throw ValidationError(formatCount == 0
                ? "say what to write: --info-plist, --xcstrings, --strings FOLDER (a flow's purpose strings), --review-notes (flows), "
                    + "--asciicast FILE or --simctl (a walk)"
                : "give one of --info-plist, --xcstrings, --strings, --review-notes, --asciicast and --simctl")
        }
        if simctl {
            if inputs.count != 1 { throw ValidationError("--simctl exports one transcript; \(inputs.count) files were given") }
            guard let bundleId else {
                throw ValidationError("--simctl needs the app's bundle identifier: --bundle-id com.example.app")
            }
            guard SimulatorPrivacy.isBundleID(bundleId) else {
                throw ValidationError("--bundle-id '\(VisibleText.sanitize(bundleId))' is not a bundle identifier: letters, digits, "
                    + "hyphens and periods only, at most \(SimulatorPrivacy.maximumBundleIDLength), as com.example.app")
            }
        } else if bundleId != nil {
            throw ValidationError("--bundle-id goes with --simctl")
        }
        if asciicast != nil || simctl {
            let flowOnly = [("--allow-errors", allowErrors), ("--oldest-ios", oldestIOS != nil), ("--comments", comments != "xcode")]
            if let (flag, _) = flowOnly.first(where: { $0.1 }) {
                throw ValidationError("\(flag) is for exporting a flow's purpose strings, not a walk (\(simctl ? "--simctl" : "--asciicast"))")
            }
        }
        if asciicast != nil {
            if inputs.count != 1 { throw ValidationError("--asciicast exports one transcript; \(inputs.count) files were given") }
            if output != nil { throw ValidationError("--asciicast names its output file itself; drop -o") }
        }
        if wholeFile && !infoPlist { throw ValidationError("--whole-file goes with --info-plist") }
        if comments != "xcode" && !xcstrings { throw ValidationError("--comments goes with --xcstrings") }
        if strings != nil && output != nil { throw ValidationError("--strings FOLDER names where the files go; drop -o") }
        if StringCatalogWriter.Style(rawValue: comments) == nil {
            throw ValidationError("--comments is xcode or screens, not '\(comments)'")
        }
        if let oldestIOS, !FlowParser.iosVersions.contains(oldestIOS) {
            throw ValidationError("--oldest-ios must be one of \(FlowParser.iosVersionsText), not \(oldestIOS)")
        }
        if inputs.contains("-") { throw ValidationError("export reads files, not standard input") }
    }

    func run() throws {
        if let asciicast {
            try exportWalk(transcript: inputs[0], to: asciicast)
            return
        }
        if simctl, let bundleId {
            try exportSimulatorState(transcript: inputs[0], bundleID: bundleId)
            return
        }
        if reviewNotes {
            let notes = ReviewNotes(try loadFlows(), catalog: try thresholds.makeLinter().catalog)
            for path in notes.truncated {
                Console.standardError("permflow export: note: \(shown(path)) has more states than \(ReviewNotes.maximumStates); "
                    + "the notes may miss a request reached only by a longer path\n")
            }
            try write(notes.markdown())
            return
        }
        let strings = try loadStrings()
        for note in strings.notes { Console.standardError("permflow export: note: \(shown(note))\n") }
        if strings.keys.isEmpty && self.strings == nil {
            Console.standardError("permflow export: note: nothing the flow asks for takes a purpose string (notifications show the "
                + "system's message), so the output has no keys\n")
        }
        if let folder = self.strings {
            try writeStringsFiles(strings, under: folder)
            return
        }
        let text: String
        if infoPlist {
            do {
                text = wholeFile ? try InfoPlistWriter.wholeFile(strings.sourcePurposes) : try InfoPlistWriter.fragment(strings.sourcePurposes)
            } catch {
                Console.standardError("permflow export: \(shown(error))\n")
                throw ExitCode(2)
            }
        } else {
            text = StringCatalogWriter.catalog(strings, style: StringCatalogWriter.Style(rawValue: comments) ?? .xcode)
            notePlaceholders(strings)
        }
        try write(text)
    }

    /// Standard output without -o (or with -o -), else the file (replaced only with --force).
    private func write(_ text: String) throws {
        guard let output, output != "-" else {
            Console.standardOutput(text)
            return
        }
        try OutputFile.write(text, to: output, inputs: inputs, command: "export", replace: force)
        Console.standardError("wrote \(shown(output))\n")
    }

    private func exportWalk(transcript: String, to path: String) throws {
        let walk = try TranscriptFile.readForCommand(transcript, command: "export")
        let cast = TranscriptPlayback(walk).asciicast()
        if path == "-" {
            Console.visibleOutput(cast)
            return
        }
        try OutputFile.write(cast, to: path, inputs: [transcript], command: "export", replace: force)
        Console.visibleError("wrote \(shown(path)); play it with: asciinema play \(shown(path))\n")
    }

    /// The simctl commands for the state the walk ended in: standard output, or -o FILE.
    private func exportSimulatorState(transcript path: String, bundleID: String) throws {
        let walk = try TranscriptFile.readForCommand(path, command: "export")
        let script = SimulatorPrivacy(walk).script(bundleID: bundleID, transcript: walk)
        guard let output, output != "-" else {
            Console.visibleOutput(script)
            return
        }
        try OutputFile.write(script, to: output, inputs: [path], command: "export", replace: force)
        Console.visibleError("wrote \(shown(output)); run it with: sh \(shown(output))\n")
    }

    /// The purpose strings of every flow (`loadFlows`), as one set of app strings.
    private func loadStrings() throws -> AppStrings {
        let linter = try thresholds.makeLinter()
        let flows = try loadFlows(linter: linter).map { ($0.path, $0.flow, ExportedPurposes.read($0.flow, catalog: linter.catalog, oldestIOS: oldestIOS)) }
        do {
            return try AppStrings(flows)
        } catch {
            Console.standardError("permflow export: \(shown(error))\n")
            throw ExitCode(2)
        }
    }

    /// Lints every flow as `walk` does; a flow with errors stops the export (exit 1) unless
    /// --allow-errors, a file that is no flow always does (exit 2).
    private func loadFlows(linter given: Linter? = nil) throws -> [(path: String, flow: Flow)] {
        let linter = try given ?? thresholds.makeLinter()
        var flows: [(path: String, flow: Flow)] = []
        var failed = false
        for path in inputs {
            let load = WalkSetup.load(path, linter: linter)
            switch load {
            case .unusable(let report):
                Console.standardError(TextReporter(color: Console.useColor(.auto, fileDescriptor: 2)).format([report]))
                throw ExitCode(2)
            case .failed(let report) where !allowErrors:
                let errors = report.errorCount
                Console.standardError("permflow export: \(shown(path)) has \(errors) error\(errors == 1 ? "" : "s"); "
                    + "it is exported once `permflow lint` reports none (or with --allow-errors)\n\n")
                Console.standardError(TextReporter(color: Console.useColor(.auto, fileDescriptor: 2)).format([report]))
                failed = true
            case .ready, .failed:
                guard let flow = load.report.flow else { throw ExitCode(2) }
                if case .failed(let report) = load {
                    Console.standardError("permflow export: \(shown(path)) has \(report.errorCount) error\(report.errorCount == 1 ? "" : "s"); "
                        + "exported anyway (--allow-errors)\n\n")
                    Console.standardError(TextReporter(color: Console.useColor(.auto, fileDescriptor: 2)).format([report]))
                }
                flows.append((path, flow))
            }
        }
        if failed { throw ExitCode(1) }
        return flows
    }

    /// Xcode expands build settings in Info.plist only; a localized copy is not documented to be.
    private func notePlaceholders(_ strings: AppStrings) {
        let keys = strings.keys.filter { key in strings.entries[key]?.values.contains { $0.text.contains("$(PRODUCT_NAME)") } ?? false }
        guard !keys.isEmpty else { return }
        Console.standardError("permflow export: note: \(keys.joined(separator: ", ")) \(keys.count == 1 ? "keeps" : "keep") $(PRODUCT_NAME); Xcode expands build settings "
            + "in Info.plist, but a localized value is not documented to be expanded: check the alert on a device, or write the app's name\n")
    }

    /// Writes `<lang>.lproj/InfoPlist.strings` for every language, checking every target first
    /// so that a refused one leaves nothing half written.
    private func writeStringsFiles(_ strings: AppStrings, under folder: String) throws {
        // A locale that is no language code (lint's error, exported with --allow-errors) would name a folder anywhere.
        if let bad = strings.languages.first(where: { !StringsFileWriter.isFolderName(language: $0) }) {
            Console.standardError("permflow export: '\(shown(bad))' is not a language code, so it cannot name a .lproj folder; "
                + "nothing was written. Fix the flow's `locale:`\n")
            throw ExitCode(2)
        }
        let empty = strings.languages.filter { language in !strings.keys.contains { strings.purpose($0, in: language) != nil } }
        for language in empty {
            Console.standardError("permflow export: note: no purpose strings in '\(shown(language))' (notifications and other system messages "
                + "take none); no file written\n")
        }
        let targets = strings.languages.filter { !empty.contains($0) }.map { (language: $0, path: FilePathText.joining(folder, StringsFileWriter.relativePath(language: $0))) }
        // A link inside the folder (an `.lproj` folder, or the file in it) could lead anywhere:
        // refused as a locale that names a path is, before anything is written.
        for target in targets {
            for path in [FilePathText.folder(of: target.path), target.path] where FileSystem.isSymbolicLink(path) {
                Console.standardError("permflow export: \(shown(path)) is a symbolic link; --strings writes only inside \(shown(folder)) "
                    + "and follows no link there; nothing was written. Remove the link, or give the folder it leads to\n")
                throw ExitCode(2)
            }
        }
        if !force {
            let existing = targets.filter { FileSystem.kind(of: $0.path) != nil }
            if !existing.isEmpty {
                Console.standardError("permflow export: \(existing.map { shown($0.path) }.joined(separator: ", ")) already exist\(existing.count == 1 ? "s" : ""); "
                    + "nothing was written. Add --force to replace them, or choose another folder\n")
                throw ExitCode(2)
            }
        }
        for target in targets {
            if let refusal = OutputFile.refusal(for: target.path, inputs: inputs, replace: force) {
                Console.standardError("permflow export: \(shown(refusal))\n")
                throw ExitCode(2)
            }
        }
        for target in targets {
            let lproj = FilePathText.folder(of: target.path)
            for path in [folder, lproj] where FileSystem.kind(of: path) == nil {
                if mkdir(path, 0o755) != 0, errno != EEXIST {
                    Console.standardError("permflow export: cannot create the folder \(shown(path)): \(String(cString: strerror(errno)))\n")
                    throw ExitCode(2)
                }
            }
            if FileSystem.kind(of: lproj) != .folder {
                Console.standardError("permflow export: \(shown(lproj)) is not a folder; choose another folder\n")
                throw ExitCode(2)
            }
            try OutputFile.write(StringsFileWriter.file(strings, language: target.language), to: target.path, inputs: inputs,
                                 command: "export", replace: force)
            Console.standardError("wrote \(shown(target.path))\n")
        }
    }
}
