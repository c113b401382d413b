#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PermflowCore
import PermflowTerminal

/// `permflow walk`: step through a flow as a person meets it on an iPhone, in the terminal or
/// headless from a key script.
struct WalkCommand: ParsableCommand {
    // `_superCommandName` (ArgumentParser's name for "a command of `permflow`, run as a root"):
    // main.swift parses a walk as a root command first, and a root command with a super-command
    // skips the completion-script check, which reflects over two more commands (5 M
    // instructions, a tenth of a walk's start). That check is the root's: whatever the walk's
    // own parse refuses, `--generate-completion-script` included, goes through `permflow`.
    static let configuration = CommandConfiguration(
        commandName: "walk",
        _superCommandName: "permflow",
        abstract: "Walk a flow in the terminal, as a person meets it on an iPhone.",
        discussion: """
        The flow is linted first: a flow with errors is not walked (the diagnostics are printed, \
        exit 1); warnings are counted in the status line.

        Interactive (needs a terminal): Tab, Shift-Tab and the arrows move focus; Enter or Space \
        presses; 1–9 press the nth button; a click presses a button. ? help, p Settings > Privacy, \
        R relaunch the app (one-time grants end), r restart with every permission fresh, \
        Q or Ctrl-C quit (after a confirmation: y quits; Ctrl-C again stops at once). On a pre-alert \
        and a system alert, Esc, Backspace, q, Left and clicks outside the buttons do nothing: those \
        screens have only their own buttons.

        Ending an interactive walk: y at the quit question exits 0 (the transcript ends `quit`, or \
        `completed` at an end screen). Ctrl-C pressed again at the question, or a SIGINT, SIGTERM or \
        SIGHUP at any moment, restores the terminal, ends the transcript `interrupted` and exits \
        128 + the signal (130, 143, 129). When the transcript cannot be written (a full disk, a \
        file-size limit) the walk goes on unrecorded, says so in the status line, and at the end \
        prints how many steps the file holds.

        Headless (no terminal needed): --keys or --choose walks a script and prints the last frame \
        (every frame with --print-frames). Key names: enter, space, tab, btab (Shift-Tab), up, down, \
        left, right, esc, backspace, ctrl-c, comma, the digits 1–9, and single characters such as q, \
        Q, ?, p, t, R, r, y. The script stops at the first key that cannot act (one that means \
        nothing there, a button the screen does not have). Exit status: 0 when every key and choice was valid, 1 when one was not (the \
        message names it) or the flow has lint errors, 2 when the flow or the terminal cannot be used.

        Examples:
          permflow walk flows/camera.yaml
          permflow walk flows/ko-camera.yaml --theme dark
          permflow walk flows/camera.yaml --watch --log walk.log   # edit the file in another window
          permflow walk flows/camera.yaml --keys "enter,enter,2"
          permflow walk flows/camera.yaml --choose 1,1,1 --print-frames --size 60x20
          permflow walk flows/locales.yaml --locale ja   # a flow with `locales: [en, ja, de]`

        --locale draws the phone in one of the locales the flow declares: the system's alerts, \
        sheets and Settings in it, and each purpose string's translation (`purpose: {en: …, ja: …}`), \
        else the flow's own, as iOS shows the development language's string. The transcript records \
        the locale, so review, replay and verify draw the same. A locale the flow does not declare \
        is refused (exit 2).
        """
    )

    // Flags of more than one word are spelled out, as in `LintThresholds` (why: there).
    @Argument(help: "The flow file.")
    var flow: String

    @Option(help: "Colour theme: light or dark.", transform: WalkCommand.parseTheme)
    var theme: ThemeName = .light

    @Option(help: ArgumentHelp("Append what happens (keys, steps, reloads) to this file; nothing is printed while the walk owns the screen.",
                               valueName: "file"))
    var log: String?

    @Option(help: ArgumentHelp("Walk headless with these keys, comma-separated (e.g. \"enter,tab,enter\").", valueName: "keys"))
    var keys: String?

    @Option(help: ArgumentHelp("Walk headless choosing these buttons by number, comma-separated (1 is the first).", valueName: "numbers"))
    var choose: String?

    @Flag(name: .customLong("print-frames"), help: "Headless: print every frame, each after a `── step N · screen ──` line (N as the status line counts), not only the last.")
    var printFrames = false

    @Option(help: ArgumentHelp("Headless: the frame size as WIDTHxHEIGHT (default 80x24).", valueName: "size"))
    var size: String?

    @Flag(help: "Reload the flow when its file changes (interactive walks); lint errors pause the walk until fixed.")
    var watch = false

    @Option(help: ArgumentHelp("Record the walk to this new file (never overwritten). Interactive walks record to transcripts/<flow>-<UTC time>.jsonl by default; headless walks only with --record.",
                               valueName: "path"))
    var record: String?

    @Flag(name: .customLong("no-record"), help: "Do not record a transcript.")
    var noRecord = false

    @Option(help: ArgumentHelp("The designer's name in the transcript (default: the login name).", valueName: "name"))
    var by: String?

    @Flag(name: .customLong("allow-errors"), help: "Walk a flow that has lint errors, as a designer mid-edit does: the errors are counted in the status line and listed with w (and kept in the transcript's header).")
    var allowErrors = false

    @Option(help: ArgumentHelp("Draw the phone in this locale, one the flow declares (`locale:` or `locales:`): the system's words and the flow's purpose strings in it.",
                               valueName: "locale"))
    var locale: String?

    @OptionGroup var thresholds: LintThresholds

    var isHeadless: Bool { keys != nil || choose != nil }

    func validate() throws {
        if keys != nil && choose != nil {
            throw ValidationError("use --keys or --choose, not both")
        }
        if !isHeadless {
            if printFrames { throw ValidationError("--print-frames needs --keys or --choose (a headless walk)") }
            if size != nil { throw ValidationError("--size needs --keys or --choose; an interactive walk uses the terminal's size") }
        } else if watch {
            throw ValidationError("--watch is for interactive walks; a headless walk reads the file once")
        }
        if let size { _ = try Self.parseSize(size) }
        if flow == "-" { throw ValidationError("walk reads the flow from a file, not standard input") }
        if noRecord && record != nil { throw ValidationError("use --record PATH or --no-record, not both") }
    }

    func run() throws {
        // A file-size limit (`ulimit -f`) must fail the transcript's write with EFBIG, which the
        // recorder reports, instead of killing the walk with SIGXFSZ mid-screen.
        SignalFlag.ignoreFileSizeLimitSignal()
        let linter = try thresholds.makeLinter()
        let setup: WalkSetup
        if let locale { try Self.checkLocale(locale, of: flow, linter: linter) }
        switch WalkSetup.load(flow, linter: linter, allowErrors: allowErrors, locale: locale) {
        case .ready(let ready):
            setup = ready
        case .failed(let report):
            let errors = report.errorCount
            Console.standardError("permflow walk: \(shown(flow)) has \(errors) error\(errors == 1 ? "" : "s"); "
                + "the walk starts once `permflow lint` reports none (or walk it as it is with --allow-errors)\n\n")
            Console.standardError(TextReporter(color: Console.useColor(.auto, fileDescriptor: 2)).format([report]))
            throw ExitCode(1)
        case .unusable(let report):
            Console.standardError(TextReporter(color: Console.useColor(.auto, fileDescriptor: 2)).format([report]))
            throw ExitCode(2)
        }
        let logger: WalkLog?
        do {
            logger = try log.map { try WalkLog(path: $0) }
        } catch {
            Console.standardError("permflow walk: \(shown(error))\n")
            throw ExitCode(2)
        }
        if isHeadless {
            try runHeadless(setup, log: logger)
        } else {
            try runInteractive(setup, linter: linter, log: logger)
        }
    }

    // MARK: Interactive

    private func runInteractive(_ setup: WalkSetup, linter: Linter, log: WalkLog?) throws {
        // The transcript file is made before the screen is taken, so a path that cannot be
        // written is said plainly, before the walk starts.
        let writer = try openTranscript(headless: false)
        let screen: CursesScreen
        do {
            screen = try CursesScreen.start()
        } catch {
            writer.map { discard($0) }
            Console.standardError("permflow walk: \(shown(error))\n")
            throw ExitCode(2)
        }
        let recorder: TranscriptRecorder?
        do {
            recorder = try writer.map { writer in
                let size = screen.size
                let options = RenderOptions(width: size.width, height: size.height, theme: theme,
                                            color: screen.colorDepth.showsColor, recording: true, warnings: setup.warnings)
                return try TranscriptRecorder(sink: writer, header: header(setup, options: options, transcriptPath: writer.path), clock: .system)
            }
        } catch {
            // The header could not be written: the walk does not start, and leaves no file.
            screen.stop()
            writer.map { discard($0) }
            Console.standardError("permflow walk: \(shown(error)); choose another file with --record PATH, or walk with --no-record\n")
            throw ExitCode(2)
        }
        let path = flow
        let session = WalkSession(screen: screen, setup: setup, theme: theme,
                                  watcher: watch ? FlowWatcher(path: path) : nil,
                                  reload: { [allowErrors, locale] in WalkSetup.load(path, linter: linter, allowErrors: allowErrors, locale: locale) },
                                  log: log, recorder: recorder)
        let ending: WalkSession.Ending
        do {
            defer { screen.stop() }
            ending = session.run()
            session.finishRecording(ending)
        }
        if let recorder {
            if let failure = recorder.failure {
                Console.standardError("permflow walk: recording stopped early: \(shown(failure)); \(shown(recorder.stepsOnDisk))\n")
            } else {
                Console.standardError("recorded \(recorder.stepCount) step\(recorder.stepCount == 1 ? "" : "s") to \(shown(recorder.path))\n")
            }
        }
        switch ending {
        case .quit:
            return
        case .signal(let signal):
            Console.standardError("permflow walk: \(ending.stoppedBy ?? "")\n")
            throw ExitCode(128 + signal)
        case .controlCTwice:
            Console.standardError("permflow walk: \(ending.stoppedBy ?? "")\n")
            throw ExitCode(128 + SIGINT)
        case .hangUp:
            throw ExitCode(129)
        }
    }

    // MARK: Recording

    /// The transcript file, or nil when this walk does not record. Exits 2 when it cannot be made.
    private func openTranscript(headless: Bool) throws -> TranscriptFile? {
        if noRecord || (headless && record == nil) { return nil }
        do {
            if let record { return try TranscriptFile.create(at: record) }
            return try TranscriptFile.createDefault(flowPath: flow, date: WalkClock.system.now())
        } catch {
            Console.standardError("permflow walk: \(shown(error)); choose another file with --record PATH, or walk with --no-record\n")
            throw ExitCode(2)
        }
    }

    /// Removes a transcript file that never got its header, and the folders made for it.
    private func discard(_ writer: TranscriptFile) {
        writer.discard()
    }

    /// The transcript's header, naming the flow as the transcript at `transcriptPath` will look
    /// for it (`TranscriptFiles.recordedFlowPath`).
    private func header(_ setup: WalkSetup, options: RenderOptions, transcriptPath: String) -> TranscriptHeader {
        let bytes = FileManager.default.contents(atPath: flow) ?? Data()
        let flowPath = TranscriptFiles.recordedFlowPath(flow, transcriptPath: transcriptPath)
        return TranscriptHeader(flow: setup.walker.flow, flowPath: flowPath, flowBytes: bytes, permflowVersion: PermflowVersion.current,
                                designer: by ?? Self.loginName(environment: ProcessInfo.processInfo.environment), started: WalkClock.system.now(), render: options)
    }

    /// The person at the keyboard when `--by` is not given: `LOGNAME`, `USER`, else the
    /// password database's name for the user id, else "unknown". (Read here, at the edge: the
    /// core takes the name as a parameter.)
    static func loginName(environment: [String: String]) -> String {
        for key in ["LOGNAME", "USER"] {
            if let name = environment[key], !name.isEmpty { return name }
        }
        if let entry = getpwuid(getuid()), let name = entry.pointee.pw_name {
            let text = String(cString: name)
            if !text.isEmpty { return text }
        }
        return "unknown"
    }

    // MARK: Headless

    private func runHeadless(_ setup: WalkSetup, log: WalkLog?) throws {
        let frameSize = try size.map(Self.parseSize) ?? TerminalSize(width: 80, height: 24)
        // As a terminal too small for the phone takes no key, a frame too small walks nothing:
        // the keys would act while every frame says "enlarge the terminal".
        guard WalkSessionCore.fits(width: frameSize.width, height: frameSize.height) else {
            Console.standardError("permflow walk: --size \(frameSize.width)x\(frameSize.height) is too small to show the phone; "
                + "use at least \(PhoneLayout.minimumWidth)x\(PhoneLayout.minimumHeight)\n")
            throw ExitCode(2)
        }
        let inputs: [ScriptInput]
        do {
            if let keys {
                inputs = try KeyScript.parse(keys).map(ScriptInput.key)
            } else {
                inputs = try KeyScript.parseChoices(choose ?? "").map(ScriptInput.choice)
            }
        } catch {
            Console.standardError("permflow walk: \(shown(error))\n")
            throw ExitCode(1)
        }
        let walker = setup.walker
        let walk = walker.run(inputs: inputs, width: frameSize.width, height: frameSize.height)
        let writer = try openTranscript(headless: true)
        let options = RenderOptions(width: frameSize.width, height: frameSize.height, theme: theme, color: false,
                                    recording: writer != nil, warnings: setup.warnings)
        if let writer {
            let recorder: TranscriptRecorder
            do {
                recorder = try TranscriptRecorder(sink: writer, header: header(setup, options: options, transcriptPath: writer.path),
                                                  clock: .system)
            } catch {
                discard(writer)
                Console.standardError("permflow walk: \(shown(error))\n")
                throw ExitCode(2)
            }
            do {
                try recorder.record(walk, walker: walker) { Renderer.render($0, walker: walker, options: options) }
                let final = walk.finalState
                // The closing frame is the flow's, without an overlay the script left open.
                var last = final
                last.overlay = nil
                let ending: TranscriptEnding = walk.failure != nil ? .error : walk.interrupted ? .interrupted : .quitting(at: final)
                let message = walk.failure?.message ?? (walk.interrupted ? WalkSession.Ending.controlCTwiceMessage : nil)
                try recorder.finish(ending, state: last, frame: Renderer.render(last, walker: walker, options: options),
                                    message: message)
                Console.standardError("recorded \(recorder.stepCount) step\(recorder.stepCount == 1 ? "" : "s") to \(shown(recorder.path))\n")
            } catch {
                Console.standardError("permflow walk: recording stopped early: \(shown(error)); \(shown(recorder.stepsOnDisk))\n")
                throw ExitCode(2)
            }
        }
        log?.write("walk \(walker.flow.source.path) headless from '\(walk.initial.screenID)'")
        for step in walk.steps {
            log?.write("\(step.input) → '\(step.state.screenID)'" + (step.state.note.map { " (\($0))" } ?? ""))
        }
        if printFrames {
            // Numbered as the status line numbers them: the choice to be made on the frame.
            var shots = ["── step 1 · \(walk.initial.screenID) ──\n" + Renderer.render(walk.initial, walker: walker, options: options).plainText]
            for step in walk.steps {
                shots.append("── step \(step.state.step &+ 1) · \(step.state.screenID) · after \(step.input) ──\n"
                    + Renderer.render(step.state, walker: walker, options: options).plainText)
            }
            Console.standardOutput(shots.joined(separator: "\n") + "\n")
        } else {
            Console.standardOutput(Renderer.render(walk.finalState, walker: walker, options: options).plainText + "\n")
        }
        if let failure = walk.failure {
            log?.write("stopped: \(failure.message)")
            Console.standardError("permflow walk: \(shown(failure.message))\n")
            throw ExitCode(1)
        }
    }

    // MARK: Arguments

    /// Refuses `--locale` when the flow, as far as it can be read, does not declare it: exit 2,
    /// naming the locales it does declare, with a did-you-mean. (A flow that cannot be read at
    /// all is left to the walk's own load, which reports why.)
    static func checkLocale(_ locale: String, of path: String, linter: Linter) throws {
        let parsed = FlowFile.parse(path, with: linter.parser)
        guard let flow = parsed.flow, !flow.declares(locale) else { return }
        Console.standardError("permflow walk: --locale \(shown(locale)): \(shown(UndeclaredLocale(requested: locale, declared: flow.declaredLocales).description))\n")
        throw ExitCode(2)
    }

    static func parseTheme(_ text: String) throws -> ThemeName {
        guard let theme = ThemeName(rawValue: text.lowercased()) else {
            throw ValidationError("unknown theme '\(text)'; use light or dark")
        }
        return theme
    }

    /// `80x24` (or `80×24`) as a size (`SizeOption`).
    static func parseSize(_ text: String) throws -> TerminalSize {
        guard let size = SizeOption.parse(text) else { throw ValidationError(SizeOption.problem(text)) }
        return TerminalSize(width: size.width, height: size.height)
    }
}
