#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
/// Records a walk: turns the walker's effects and the frames on screen into transcript lines,
/// each handed to its `TranscriptSink` as it happens (the CLI's sink puts it on disk before
/// the next key is read).
///
/// The walk loop calls it right after each `Walker.update`, passing the frame that was on screen
/// when the key was pressed and the state that frame was drawn from:
///
/// ```swift
/// let recorder = try TranscriptRecorder(sink: file,
///                                       header: TranscriptHeader(flow: flow, flowPath: path, flowBytes: bytes,
///                                                                permflowVersion: version, designer: by,
///                                                                started: clock.now(), render: options),
///                                       clock: clock)
/// …
/// let (next, effects) = walker.update(state, event)
/// try recorder.record(effects: effects, frame: shownFrame, shown: state)   // `state` is the one before
/// state = next
/// …
/// try recorder.finish(.quitting(at: state), state: state, frame: Renderer.render(stateWithoutOverlay, …))
/// ```
///
/// Effects without a line of their own (`quit`, `interrupt`) are ignored: the session's end is `finish`.
/// After the first write error (thrown once) the recorder stops writing and keeps the error
/// in `failure`, so the walk can warn once and carry on.
public final class TranscriptRecorder {
    public let header: TranscriptHeader
    /// Choices recorded so far.
    public private(set) var stepCount = 0
    /// True once the closing line is written (or the recorder gave up).
    public private(set) var isFinished = false
    /// The write error that stopped the recording, if any.
    public private(set) var failure: TranscriptWriteError?
    /// The frame size later frames are drawn at (a `resize` event changes it).
    public private(set) var size: TranscriptHeader.TerminalSize

    private let sink: any TranscriptSink
    private let clock: WalkClock
    private var seq = 0
    private var lastMs = 0

    /// Where the lines go (the file being written).
    public var path: String { sink.path }

    /// "3 steps are in PATH": what the file holds, for messages after recording stopped early.
    public var stepsOnDisk: String {
        "\(stepCount) step\(stepCount == 1 ? " is" : "s are") in \(path)"
    }

    /// Writes `header` as the first line to `sink`. `clock` tells the time of lines recorded
    /// without one of their own.
    public init(sink: any TranscriptSink, header: TranscriptHeader, clock: WalkClock) throws(TranscriptWriteError) {
        self.sink = sink
        self.clock = clock
        self.header = header
        self.size = header.terminal
        try write(.header(header))
    }

    // MARK: What the walk calls

    /// Records `effects` of one update.
    ///
    /// - Parameters:
    ///   - effects: what `Walker.update` returned.
    ///   - frameLines: the lines of the frame on screen when the input came (`Frame.lines`),
    ///     drawn at `size`; call `recordResize` first when the terminal changed size. Empty
    ///     lines at the bottom are dropped.
    ///   - shown: the state that frame was drawn from (the state before `update`): its focus and
    ///     status note are recorded so `verify` can draw the same frame again.
    ///   - time: when it happened; nil for now, as the recorder's clock tells it.
    ///   - styles: the colours and attributes of that frame (`FrameStyles(frame)`), if known.
    public func record(effects: [WalkEffect], frameLines: [String], styles: FrameStyles? = nil, shown: WalkState,
                       at time: Date? = nil) throws(TranscriptWriteError) {
        // One reading for every line of this update.
        let time = time ?? clock.now()
        let frameLines = Self.trimmed(frameLines)
        for effect in effects {
            guard canWrite else { return }
            let ms = milliseconds(at: time)
            switch effect {
            case .stepped(let record):
                seq += 1
                let skipped = SkippedAlert.facts(in: record.notes)
                try write(.step(TranscriptStep(
                    seq: seq, ms: ms, step: record.step, screen: record.screenID, kind: record.kind.rawValue,
                    alert: shown.alert?.resource, frame: frameLines, styles: styles, focus: shown.focus, status: shown.note,
                    choice: record.choice, index: record.choiceIndex, outcome: record.outcome?.rawValue, arrived: record.arrivedAt,
                    method: record.method, notes: record.notes.map(\.english), skipped: skipped.isEmpty ? nil : skipped,
                    permissions: record.permissions, precise: record.precise ? nil : false,
                    limited: record.limited.isEmpty ? nil : record.limited, health: record.health)))
                // Counted once on disk: after a failed write `stepCount` is what the file holds.
                stepCount += 1
            case let .settingsChanged(resource, from, to):
                seq += 1
                var event = TranscriptEvent(kind: .settings, seq: seq, ms: ms, frame: frameLines)
                event.styles = styles
                event.resource = resource
                event.from = from.rawValue
                event.to = to.rawValue
                try write(.event(event))
            case let .relaunched(expired, arrivedAt, notes):
                seq += 1
                var event = TranscriptEvent(kind: .relaunch, seq: seq, ms: ms, frame: frameLines)
                event.styles = styles
                event.screen = shown.screenID
                event.expired = expired
                event.arrived = arrivedAt
                event.notes = notes.map(\.english)
                try write(.event(event))
            case let .restarted(arrivedAt, notes):
                seq += 1
                var event = TranscriptEvent(kind: .restart, seq: seq, ms: ms, frame: frameLines)
                event.styles = styles
                event.screen = shown.screenID
                event.arrived = arrivedAt
                event.notes = notes.map(\.english)
                try write(.event(event))
            case .preciseToggled(let on), .trackingRequestsToggled(let on):
                seq += 1
                var event = TranscriptEvent(kind: effect == .preciseToggled(on) ? .precise : .trackingRequests, seq: seq, ms: ms, frame: frameLines)
                event.styles = styles
                event.on = on
                try write(.event(event))
            case .checked(let pass):
                // Nothing is drawn at a check: the line has no frame.
                seq += 1
                var event = TranscriptEvent(kind: .check, seq: seq, ms: ms)
                event.screen = pass.screen
                event.resource = pass.resource
                event.state = pass.state.rawValue
                event.edge = pass.edge.rawValue
                event.arrived = pass.target
                try write(.event(event))
            case .quit, .interrupt:
                continue
            }
        }
    }

    /// Records `effects` with `frame` as the frame on screen; a frame of another size than the
    /// last is preceded by a `resize` event.
    ///
    /// A step's frame is the moment of the choice: when the button chosen is not the focused one
    /// (a digit, a click), the step is recorded with `render` drawing `shown` focused on the
    /// chosen button, so the picture highlights the answer given rather than the default focus.
    public func record(effects: [WalkEffect], frame: Frame, shown: WalkState,
                       at time: Date? = nil) throws(TranscriptWriteError) {
        try record(effects: effects, frame: frame, shown: shown, render: { _ in nil }, at: time)
    }

    /// `record(effects:frame:shown:at:)`, with `render` drawing a state as the screen would
    /// (nil when it cannot), for a step chosen off the focus.
    public func record(effects: [WalkEffect], frame: Frame, shown: WalkState, render: (WalkState) -> Frame?,
                       at time: Date? = nil) throws(TranscriptWriteError) {
        guard effects.contains(where: { $0 != .quit && $0 != .interrupt }) else { return }
        let time = time ?? clock.now()
        var frame = frame
        var shown = shown
        if let chosen = Self.chosenIndex(in: effects), chosen != shown.focus {
            var focused = shown
            focused.focus = chosen
            if let drawn = render(focused) {
                shown = focused
                frame = drawn
            }
        }
        try recordResize(to: TranscriptHeader.TerminalSize(width: frame.width, height: frame.height), at: time)
        try record(effects: effects, frameLines: frame.lines, styles: FrameStyles(frame), shown: shown, at: time)
    }

    /// The button a step of `effects` chose, when there is one.
    static func chosenIndex(in effects: [WalkEffect]) -> Int? {
        for effect in effects {
            if case .stepped(let record) = effect { return record.choiceIndex }
        }
        return nil
    }

    /// Records that the terminal is now `size` (nothing when it already was).
    public func recordResize(to size: TranscriptHeader.TerminalSize, at time: Date? = nil) throws(TranscriptWriteError) {
        guard canWrite, size != self.size else { return }
        self.size = size
        seq += 1
        var event = TranscriptEvent(kind: .resize, seq: seq, ms: milliseconds(at: time ?? clock.now()))
        event.width = size.width
        event.height = size.height
        try write(.event(event))
    }

    /// Records that the flow was reloaded from disk (`walk --watch`), with the new file's hash.
    public func recordReload(_ reload: WalkReload, flowSHA256: String? = nil, at time: Date? = nil) throws(TranscriptWriteError) {
        guard canWrite else { return }
        seq += 1
        var event = TranscriptEvent(kind: .reload, seq: seq, ms: milliseconds(at: time ?? clock.now()))
        event.note = reload.note
        event.kept = reload.keptScreen
        event.arrived = reload.state.screenID
        event.sha256 = flowSHA256
        try write(.event(event))
    }

    /// Writes the closing line and closes the file; later calls do nothing.
    ///
    /// - Parameters:
    ///   - ending: `.quitting(at: state)` for `Q`, `.interrupted` for a signal, `.error` on failure.
    ///   - state: where the walk was (screen, focus, note).
    ///   - frameLines: the last frame of the flow as shown, without overlays (help, privacy,
    ///     quit question), so `review` and `verify` see where the walk ended.
    ///   - message: what went wrong, for `.error`.
    ///   - time: when it ended; nil for now, as the recorder's clock tells it.
    public func finish(_ ending: TranscriptEnding, state: WalkState? = nil, frameLines: [String]? = nil, styles: FrameStyles? = nil,
                       message: String? = nil, at time: Date? = nil) throws(TranscriptWriteError) {
        guard canWrite else { return }
        seq += 1
        let frameLines = frameLines.map(Self.trimmed)
        let end = TranscriptEnd(seq: seq, ms: milliseconds(at: time ?? clock.now()), ending: ending, steps: stepCount,
                                screen: state?.screenID, frame: frameLines, styles: frameLines == nil ? nil : styles,
                                focus: frameLines == nil ? nil : state?.focus, status: frameLines == nil ? nil : state?.note,
                                message: message)
        defer {
            isFinished = true
            sink.close()
        }
        try write(.end(end))
    }

    /// `finish` with a `Frame`.
    public func finish(_ ending: TranscriptEnding, state: WalkState?, frame: Frame?, message: String? = nil,
                       at time: Date? = nil) throws(TranscriptWriteError) {
        let time = time ?? clock.now()
        if let frame {
            try recordResize(to: TranscriptHeader.TerminalSize(width: frame.width, height: frame.height), at: time)
        }
        try finish(ending, state: state, frameLines: frame?.lines, styles: frame.map(FrameStyles.init), message: message, at: time)
    }

    // MARK: Scripted walks

    /// Records every input of a scripted walk as if a person had pressed it: the frame of each
    /// input is the state before it drawn by `render`, and input `n` happens `n × interval`
    /// seconds after the header's start. Does not finish the transcript.
    ///
    /// A choice made while an overlay is open is recorded over the frame without it, as
    /// `Walker.run(choices:)` closes the overlay first.
    public func record(_ walk: ScriptedWalk, walker: Walker, interval: TimeInterval = 1,
                       render: (WalkState) -> Frame) throws(TranscriptWriteError) {
        var shown = walk.initial
        if !shown.checksPassed.isEmpty {
            try record(effects: shown.checksPassed.map { .checked($0) }, frame: render(shown), shown: shown, at: header.startDate)
        }
        for step in walk.steps {
            if case .choice = step.input, shown.overlay != nil {
                shown = walker.update(shown, .cancelOverlay).0
            }
            let time = header.startDate.addingTimeInterval(Double(step.position) * interval)
            try record(effects: step.effects, frame: render(shown), shown: shown, render: render, at: time)
            shown = step.state
        }
    }

    // MARK: Writing

    /// `lines` without the empty lines at the bottom: the frame's height is in the header (or
    /// the last `resize`), so they carry nothing.
    public static func trimmed(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    private var canWrite: Bool { !isFinished && failure == nil }

    private func milliseconds(at time: Date) -> Int {
        let elapsed = ((time.timeIntervalSince1970 * 1000).rounded(.down)) - Double(header.startedMs)
        // Held to what a reader accepts (`TranscriptBounds.ms`, 30 days): a walk left open longer
        // is recorded at 30 days, and no clock reading can trap the conversion to Int.
        let ms = elapsed.isFinite ? Int(min(max(elapsed, 0), Double(TranscriptBounds.ms.range.upperBound))) : 0
        // Clocks can step back; times in a transcript never do.
        lastMs = max(lastMs, ms)
        return lastMs
    }

    private func write(_ line: TranscriptLine) throws(TranscriptWriteError) {
        do {
            try sink.write(line)
        } catch {
            failure = error
            isFinished = true
            sink.close()
            throw error
        }
    }
}
