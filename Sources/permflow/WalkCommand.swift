import ArgumentParser
import Foundation
import PermflowCore
import PermflowTerminal

/// `permflow walk`: step through a flow as a person meets it on an iPhone, in the terminal or
/// headless from a key script.
struct WalkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "walk",
        abstract: "Walk a flow in the terminal, as a person meets it on an iPhone.",
        discussion: """
        The flow is linted first: a flow with errors is not walked (the diagnostics are printed, \
        exit 1); warnings are counted in the status line.

        Interactive (needs a terminal): Tab, Shift-Tab and the arrows move focus; Enter or Space \
        presses; 1–9 press the nth button; a click presses a button. ? help, p Settings > Privacy, \
        R relaunch the app (one-time grants end), r restart with every permission fresh, \
        Q or Ctrl-C quit (after a confirmation). On a pre-alert and a system alert, Esc, Backspace, \
        q, Left and clicks outside the buttons do nothing: those screens have only their own buttons.

        Headless (no terminal needed): --keys or --choose walks a script and prints the last frame \
        (every frame with --print-frames). Key names: enter, space, tab, btab (Shift-Tab), up, down, \
        left, right, esc, backspace, ctrl-c, the digits 1–9, and single characters such as q, Q, ?, \
        p, t, R, r, y. Exit status: 0 when every key and choice was valid, 1 when one was not (the \
        message names it) or the flow has lint errors, 2 when the flow or the terminal cannot be used.

        Examples:
          permflow walk flows/camera.yaml
          permflow walk flows/ko-camera.yaml --theme dark
          permflow walk flows/camera.yaml --watch --log walk.log   # edit the file in another window
          permflow walk flows/camera.yaml --keys "enter,enter,2"
          permflow walk flows/camera.yaml --choose 1,1,1 --print-frames --size 60x20
        """
    )

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

    @Flag(help: "Headless: print every frame, each after a `── step N · screen ──` line, not only the last.")
    var printFrames = false

    @Option(help: ArgumentHelp("Headless: the frame size as WIDTHxHEIGHT (default 80x24).", valueName: "size"))
    var size: String?

    @Flag(help: "Reload the flow when its file changes (interactive walks); lint errors pause the walk until fixed.")
    var watch = false

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
    }

    func run() throws {
        let linter = try thresholds.makeLinter()
        let setup: WalkSetup
        switch WalkSetup.load(flow, linter: linter) {
        case .ready(let ready):
            setup = ready
        case .failed(let report):
            let errors = report.errorCount
            Terminal.standardError("permflow walk: \(flow) has \(errors) error\(errors == 1 ? "" : "s"); "
                + "the walk starts once `permflow lint` reports none\n\n")
            Terminal.standardError(TextReporter(color: Terminal.useColor(.auto, fileDescriptor: 2)).format([report]))
            throw ExitCode(1)
        case .unusable(let report):
            Terminal.standardError(TextReporter(color: Terminal.useColor(.auto, fileDescriptor: 2)).format([report]))
            throw ExitCode(2)
        }
        let logger: WalkLog?
        do {
            logger = try log.map { try WalkLog(path: $0) }
        } catch {
            Terminal.standardError("permflow walk: \(error)\n")
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
        let screen: CursesScreen
        do {
            screen = try CursesScreen.start()
        } catch {
            Terminal.standardError("permflow walk: \(error)\n")
            throw ExitCode(2)
        }
        let path = flow
        let session = WalkSession(screen: screen, setup: setup, theme: theme,
                                  watcher: watch ? FlowWatcher(path: path) : nil,
                                  reload: { WalkSetup.load(path, linter: linter) }, log: log)
        let ending: WalkSession.Ending
        do {
            defer { screen.stop() }
            ending = session.run()
        }
        switch ending {
        case .quit:
            return
        case .signal(let signal):
            Terminal.standardError("permflow walk: stopped by \(SignalFlag.name(signal))\n")
            throw ExitCode(128 + signal)
        case .hangUp:
            throw ExitCode(129)
        }
    }

    // MARK: Headless

    private func runHeadless(_ setup: WalkSetup, log: WalkLog?) throws {
        let frameSize = try size.map(Self.parseSize) ?? TerminalSize(width: 80, height: 24)
        let steps: [ScriptStep]
        do {
            if let keys {
                steps = try KeyScript.parseKeys(keys)
            } else {
                steps = try KeyScript.parseChoices(choose ?? "")
            }
        } catch let error as KeyScript.ParseError {
            Terminal.standardError("permflow walk: \(error)\n")
            throw ExitCode(1)
        }
        let options = RenderOptions(width: frameSize.width, height: frameSize.height, theme: theme, color: false,
                                    warnings: setup.warnings)
        let result = HeadlessWalk.run(steps, walker: setup.walker, options: options)
        for line in result.log { log?.write(line) }
        if printFrames {
            let text = result.frames.map { "── step \($0.index) · \($0.screenID)\($0.key.map { " · after \($0)" } ?? "") ──\n\($0.frame.plainText)" }
            Terminal.standardOutput(text.joined(separator: "\n") + "\n")
        } else if let last = result.frames.last {
            Terminal.standardOutput(last.frame.plainText + "\n")
        }
        if let failure = result.failure {
            Terminal.standardError("permflow walk: \(failure)\n")
            throw ExitCode(1)
        }
    }

    // MARK: Arguments

    static func parseTheme(_ text: String) throws -> ThemeName {
        guard let theme = ThemeName(rawValue: text.lowercased()) else {
            throw ValidationError("unknown theme '\(text)'; use light or dark")
        }
        return theme
    }

    /// `80x24` (or `80×24`) as a size.
    static func parseSize(_ text: String) throws -> TerminalSize {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0,
              width <= 1000, height <= 1000 else {
            throw ValidationError("--size '\(text)' is not WIDTHxHEIGHT, e.g. 80x24")
        }
        return TerminalSize(width: width, height: height)
    }
}

/// One entry of a headless walk script.
enum ScriptStep: Equatable {
    /// A key, with the name it was given by.
    case key(KeyInput, name: String)
    /// A button by 0-based index (`--choose` counts from 1).
    case choose(Int)
}

/// The `--keys` / `--choose` syntax.
// TODO: switch to the core's key-script parser (ScriptedWalk / Walker.run(keys:)) when it lands.
enum KeyScript {
    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    /// Named keys; any other single character is typed as itself.
    static let named: [(names: [String], key: KeyInput)] = [
        (["enter", "return"], .enter), (["space"], .space), (["tab"], .tab),
        (["btab", "backtab", "shift-tab", "s-tab"], .backTab), (["up"], .up), (["down"], .down),
        (["left"], .left), (["right"], .right), (["esc", "escape"], .escape), (["backspace", "bs"], .backspace),
        (["ctrl-c", "c-c", "^c"], .controlC),
    ]

    static var keyNames: [String] { named.flatMap(\.names) }

    static func parseKeys(_ text: String) throws -> [ScriptStep] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        return try parts.enumerated().map { position, part in
            if part.isEmpty {
                throw ParseError(description: "key \(position + 1) is empty in --keys \"\(text)\"")
            }
            if part.count == 1, let character = part.first {
                if character == " " { return .key(.space, name: "space") }
                return .key(.character(character), name: part)
            }
            if let entry = named.first(where: { $0.names.contains(part.lowercased()) }) {
                return .key(entry.key, name: part)
            }
            let hint = Suggestion.nearest(to: part, in: keyNames).map { "; did you mean '\($0)'?" }
                ?? "; keys are \(named.map { $0.names[0] }.joined(separator: ", ")), 1–9 and single characters"
            throw ParseError(description: "key \(position + 1) '\(part)' is not a key\(hint)")
        }
    }

    static func parseChoices(_ text: String) throws -> [ScriptStep] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        return try parts.enumerated().map { position, part in
            guard let number = Int(part), number >= 1 else {
                throw ParseError(description: "choice \(position + 1) '\(part)' is not a button number (1 is the first button)")
            }
            return .choose(number - 1)
        }
    }
}

/// A walk driven by a script, frame by frame, with no terminal.
enum HeadlessWalk {
    struct Shot {
        var index: Int
        var screenID: String
        var key: String?
        var frame: Frame
    }

    struct Result {
        var frames: [Shot]
        /// Why the script stopped early: a key that means nothing there, a choice out of range.
        var failure: String?
        var log: [String]
    }

    static func run(_ steps: [ScriptStep], walker: Walker, options: RenderOptions) -> Result {
        var state = walker.start()
        var frames = [Shot(index: 0, screenID: state.screenID, key: nil, frame: Renderer.render(state, walker: walker, options: options))]
        var log: [String] = ["walk \(walker.flow.source.path) headless from '\(state.screenID)'"]
        for (position, step) in steps.enumerated() {
            let event: WalkEvent
            let name: String
            switch step {
            case let .key(key, keyName):
                name = keyName
                guard let mapped = KeyMap.event(for: key, in: state, walker: walker) else {
                    return Result(frames: frames, failure: "key \(position + 1) '\(keyName)' does nothing on screen '\(state.screenID)'", log: log)
                }
                if case .choose(let index, _) = mapped, state.overlay == nil {
                    let count = walker.choices(state).count
                    if index >= count {
                        return Result(frames: frames, failure: "key \(position + 1) '\(keyName)' presses button \(index + 1), but screen '\(state.screenID)' has \(buttons(count))", log: log)
                    }
                }
                event = mapped
            case .choose(let index):
                name = "\(index + 1)"
                if state.overlay != nil {
                    // Settings > Privacy opened by an action, help or a confirmation: close it first.
                    state = walker.update(state, .cancelOverlay).0
                }
                let count = walker.choices(state).count
                if index >= count {
                    return Result(frames: frames, failure: "choice \(position + 1) asks for button \(index + 1), but screen '\(state.screenID)' has \(buttons(count))", log: log)
                }
                event = .choose(index, .script)
            }
            let (next, effects) = walker.update(state, event)
            state = next
            frames.append(Shot(index: position + 1, screenID: state.screenID, key: name,
                               frame: Renderer.render(state, walker: walker, options: options)))
            for effect in effects {
                if case .stepped(let record) = effect {
                    log.append("step \(record.step): '\(record.screenID)' \"\(record.choice)\" → '\(record.arrivedAt)'")
                }
            }
            if effects.contains(.quit) { break }
        }
        return Result(frames: frames, failure: nil, log: log)
    }

    private static func buttons(_ count: Int) -> String {
        count == 0 ? "no buttons" : "\(count) button\(count == 1 ? "" : "s")"
    }
}
