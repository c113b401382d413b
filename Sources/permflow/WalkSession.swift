#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PermflowCore
import PermflowTerminal

/// A flow ready to walk: the walker and the lint warnings to show in the status line.
struct WalkSetup {
    var walker: Walker
    var warnings: [Diagnostic]
    var report: LintReport

    /// Parses and lints `path`; a flow with errors gives `.failed` unless `allowErrors` (walk
    /// --allow-errors: a designer mid-edit walks it, the errors counted in the status line and
    /// listed with `w`); no flow at all always gives `.unusable`.
    ///
    /// `locale` (walk --locale) draws the flow in one of the locales it declares (`Flow.walked(in:)`);
    /// a flow that does not declare it gives `.failed`, with the refusal as an error at its
    /// `locale:` (what a reload meets when the file drops the locale being walked).
    static func load(_ path: String, linter: Linter, allowErrors: Bool = false, locale: String? = nil) -> WalkLoad {
        var report = linter.lint(contentsOf: path)
        guard var flow = report.flow, !report.isUnusable else { return .unusable(report) }
        if let locale {
            do {
                flow = try flow.walked(in: locale)
            } catch {
                report.diagnostics.append(Diagnostic(path: path, location: flow.locale.location, length: flow.locale.length, severity: .error,
                                                     ruleID: ParseRuleID.invalidValue, message: error.description,
                                                     hint: "walk --locale draws one of the locales the flow declares"))
                return .failed(report)
            }
        }
        guard report.errorCount == 0 || allowErrors else { return .failed(report) }
        // Suppressed location-button problems count too: iOS would still refuse such a button.
        let options = WalkOptions(refusingLocationButtonsFrom: report.diagnostics, in: flow)
        let shown = report.active.filter { $0.severity == .error } + report.active.filter { $0.severity == .warning }
        return .ready(WalkSetup(walker: Walker(flow: flow, catalog: linter.catalog, options: options),
                                warnings: shown, report: report))
    }
}

/// What loading a flow for a walk gave.
enum WalkLoad {
    case ready(WalkSetup)
    /// Lint errors: the walk refuses to start (or, while watching, pauses).
    case failed(LintReport)
    /// Not a flow at all (missing file, not YAML, not a flow).
    case unusable(LintReport)

    var report: LintReport {
        switch self {
        case .ready(let setup): setup.report
        case .failed(let report), .unusable(let report): report
        }
    }
}

/// Notices when a file changes on disk, checking at most every `interval` seconds.
struct FlowWatcher {
    let path: String
    let interval: TimeInterval
    private var stamp: Stamp?
    private var lastCheck: Date = .distantPast

    init(path: String, interval: TimeInterval = 0.3) {
        self.path = path
        self.interval = interval
        stamp = Stamp(of: path)
    }

    /// What the file is on disk now: a change to any of it is a change to the file.
    struct Stamp: Equatable {
        var modifiedSeconds: Int
        var modifiedNanoseconds: Int
        var size: Int
        var inode: UInt64

        /// The stamp of the file at `path`; nil when it cannot be read.
        init?(of path: String) {
            // lstat, as FileManager's attributes were: a link's own times, not its target's.
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }
            #if canImport(Darwin)
            let modified = status.st_mtimespec
            #else
            let modified = status.st_mtim
            #endif
            modifiedSeconds = Int(modified.tv_sec)
            modifiedNanoseconds = Int(modified.tv_nsec)
            size = Int(clamping: status.st_size)
            inode = UInt64(status.st_ino)
        }
    }

    /// Whether the file changed since the last check that saw it. A file that is missing for a
    /// moment (an editor saving by rename) is not a change; its reappearance is.
    mutating func changed(now: Date = Date()) -> Bool {
        guard now.timeIntervalSince(lastCheck) >= interval else { return false }
        lastCheck = now
        guard let current = Stamp(of: path) else { return false }
        defer { stamp = current }
        return current != stamp
    }
}

/// Appends lines to the `--log` file: the walk prints nothing while curses owns the screen.
final class WalkLog {
    private var descriptor: Int32

    /// Opens `path` for appending, creating it; never through a symbolic link.
    init(path: String) throws {
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw LogError(path: path) }
    }

    struct LogError: Error, CustomStringConvertible {
        var path: String
        var description: String { "cannot write the log file '\(path)'" }
    }

    func write(_ line: String) {
        let now = Date()
        var seconds = time_t(now.timeIntervalSince1970.rounded(.down))
        var local = tm()
        let offset = localtime_r(&seconds, &local) == nil ? 0 : Int(local.tm_gmtoff)
        let stamp = TranscriptTime.iso8601WithMilliseconds(now, utcOffset: offset)
        // A log that cannot be written (a full disk) is not worth stopping the walk for.
        _ = Console.writeAll(descriptor, "\(stamp) \(line)\n")
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}

/// The interactive walk: render, draw, read, update, until the person quits, a signal arrives
/// or the terminal goes away. The screen is injected (curses, or headless in tests); the
/// caller stops it afterwards, whatever the ending.
final class WalkSession {
    enum Ending: Equatable {
        /// `y` at the quit question: `quit`, or `completed` at an end screen; exit 0.
        case quit
        /// SIGINT, SIGTERM or SIGHUP: `interrupted`; exit 128 + the signal.
        case signal(Int32)
        /// Ctrl-C pressed again at the quit question: `interrupted`, exit 130, as a SIGINT.
        case controlCTwice
        /// The terminal went away: `interrupted`; exit 129.
        case hangUp

        /// What the closing line's `message` and the last line on standard error say.
        var stoppedBy: String? {
            switch self {
            case .quit: nil
            case .signal(let signal): "stopped by \(SignalFlag.name(signal))"
            case .controlCTwice: Self.controlCTwiceMessage
            case .hangUp: "the terminal went away"
            }
        }

        static let controlCTwiceMessage = "stopped by Ctrl-C, pressed again at the quit question"
    }

    private let screen: any TerminalScreen
    private var setup: WalkSetup
    /// The walk and what the session decides about it (paused, too small, recording stopped):
    /// the same core a headless walk runs.
    private(set) var core: WalkSessionCore
    var state: WalkState { core.state }
    private let theme: ThemeName
    /// With `--watch`: what notices the file changing, and how to load it again.
    private var watcher: FlowWatcher?
    private let reload: (() -> WalkLoad)?
    private let log: WalkLog?
    /// Lint errors after a reload, shown until the file is fixed.
    var banner: String? { core.banner }
    /// The file has errors: flow keys are ignored, quitting still works.
    var paused: Bool { core.paused }
    private var lastFrame: Frame?
    private var dirty = true

    /// Writes every step to the transcript as it happens (nil: not recording).
    private let recorder: TranscriptRecorder?

    init(screen: any TerminalScreen, setup: WalkSetup, theme: ThemeName, watcher: FlowWatcher? = nil,
         reload: (() -> WalkLoad)? = nil, log: WalkLog? = nil, recorder: TranscriptRecorder? = nil) {
        self.screen = screen
        self.recorder = recorder
        self.setup = setup
        self.theme = theme
        self.watcher = watcher
        self.reload = reload
        self.log = log
        core = WalkSessionCore(walker: setup.walker)
    }

    var walker: Walker { core.walker }

    func run() -> Ending {
        log?.write("walk \(walker.flow.source.path) from '\(state.screenID)' at \(screen.size), colour \(screen.colorDepth.rawValue)")
        // Checks passed on the way to the first screen are the system's first moves.
        if !state.checksPassed.isEmpty {
            redraw()
            record(state.checksPassed.map { .checked($0) }, shown: state)
        }
        while true {
            if dirty { redraw() }
            let event = screen.nextEvent()
            pollWatcher()
            guard let event else { continue }
            switch event {
            case .signal(let signal):
                log?.write("stopped by \(SignalFlag.name(signal))")
                return .signal(signal)
            case .hangUp:
                log?.write("the terminal went away")
                return .hangUp
            case .resize:
                log?.write("resized to \(screen.size)")
                dirty = true
            case .key(let key):
                if let ending = handle(key) {
                    log?.write(ending.stoppedBy ?? "quit")
                    return ending
                }
            }
        }
    }

    /// What the renderer needs now: the terminal's size, the theme, whether recording.
    private var renderOptions: RenderOptions {
        let size = screen.size
        return RenderOptions(width: size.width, height: size.height, theme: theme, color: screen.colorDepth.showsColor,
                             recording: isRecording, warnings: setup.warnings, banner: banner)
    }

    private func redraw() {
        let frame = Renderer.render(state, walker: walker, options: renderOptions)
        screen.draw(frame)
        lastFrame = frame
        dirty = false
    }

    /// Applies one key; how the walk ends when the key ends it, else nil.
    func handle(_ key: KeyInput) -> Ending? {
        let before = state.screenID
        let size = screen.size
        switch core.handle(key, width: size.width, height: size.height, frame: lastFrame) {
        case .noEvent:
            return nil
        case .refused(_, .paused):
            log?.write("key \(Self.describe(key)) ignored: paused")
            dirty = true
            return nil
        case .refused(_, .tooSmall):
            // The person cannot see what a key would choose, so no key chooses anything and
            // nothing is recorded; quitting still works.
            log?.write("key \(Self.describe(key)) ignored: the terminal is \(size), too small")
            return nil
        case let .applied(event, shown, effects):
            dirty = true
            record(effects, shown: shown)
            log?.write("key \(Self.describe(key)) → \(String(describing: event).replacingEvery("PermflowCore.ChoiceMethod.", with: "")) on '\(before)'")
            for effect in effects {
                switch effect {
                case .stepped(let record):
                    log?.write("step \(record.step): '\(record.screenID)' \"\(record.choice)\" → '\(record.arrivedAt)'"
                        + (record.notes.isEmpty ? "" : " (\(record.notes.english ?? ""))"))
                case .quit:
                    return .quit
                case .interrupt:
                    return .controlCTwice
                default:
                    log?.write("\(effect)")
                }
            }
            return nil
        }
    }

    // MARK: Recording

    /// Recording, and no write has failed.
    var isRecording: Bool { recorder != nil && recorder?.failure == nil }

    /// Writes the steps and events of one update, with the frame that was on screen.
    private func record(_ effects: [WalkEffect], shown: WalkState) {
        guard let recorder, recorder.failure == nil, let frame = lastFrame else { return }
        do {
            try recorder.record(effects: effects, frame: frame, shown: shown) { Renderer.render($0, walker: walker, options: renderOptions) }
        } catch {
            // The walk goes on unrecorded; the transcript keeps every line written before.
            core.recordingStopped(reason: error.reason, steps: recorder.stepCount)
            log?.write("recording stopped: \(error)")
        }
    }

    /// Writes the closing line for how the walk ended.
    func finishRecording(_ ending: Ending) {
        guard let recorder, recorder.failure == nil, !recorder.isFinished else { return }
        let kind: TranscriptEnding = ending == .quit ? .quitting(at: state) : .interrupted
        // The last screen as the flow left it: without the quit question, help, Settings >
        // Privacy or the warnings that were up when a signal came (`verify` draws it again).
        var last = state
        last.overlay = nil
        try? recorder.finish(kind, state: last, frame: Renderer.render(last, walker: walker, options: renderOptions),
                             message: ending.stoppedBy)
    }

    static func describe(_ key: KeyInput) -> String {
        switch key {
        case .character(let character): "'\(character)'"
        case let .click(column, row): "click at \(column),\(row)"
        default: "\(key)"
        }
    }

    // MARK: Watching

    private func pollWatcher() {
        guard var current = watcher, let reload else { return }
        let changed = current.changed()
        watcher = current
        guard changed else { return }
        applyReload(reload())
    }

    /// Takes a freshly loaded flow: errors pause the walk with a banner; a good flow replaces
    /// the walker and keeps the walk where it was when that screen still exists.
    func applyReload(_ load: WalkLoad) {
        dirty = true
        let file = FilePathText.lastComponent(of: walker.flow.source.path)
        switch load {
        case .failed(let report), .unusable(let report):
            let errors = report.active.filter { $0.severity == .error }
            core.pause(errors: errors, file: file)
            log?.write("reload failed: " + errors.map { "\($0.location): \($0.message) [\($0.ruleID)]" }.joined(separator: "; "))
        case .ready(let fresh):
            let reloaded = walker.reload(flow: fresh.walker.flow, options: fresh.walker.options, state: state)
            if let recorder, recorder.failure == nil {
                let bytes = FileManager.default.contents(atPath: fresh.walker.flow.source.path) ?? Data()
                try? recorder.recordReload(reloaded, flowSHA256: SHA256.hex(of: bytes))
            }
            setup = WalkSetup(walker: reloaded.walker, warnings: fresh.warnings, report: fresh.report)
            core.resume(with: reloaded)
            log?.write(reloaded.note)
        }
    }
}

