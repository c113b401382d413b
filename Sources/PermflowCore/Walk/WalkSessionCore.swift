/// What a walk session decides besides the walk itself: whether a key may act now (the flow is
/// paused by lint errors after a reload, the terminal is too small to show the phone), what a
/// reload did, and what the status line says once recording stopped. Every front runs this
/// one loop: the interactive session (`permflow walk` in a terminal) and the headless one
/// (`walk --keys/--choose`) hand it each key with the size they draw at, and draw and record
/// what it returns.
public struct WalkSessionCore: Sendable {
    public private(set) var walker: Walker
    public internal(set) var state: WalkState
    /// Lint errors after a reload, shown in the status line until the file is fixed.
    public private(set) var banner: String?
    /// The file has errors: flow keys are ignored, quitting still works.
    public private(set) var paused = false
    /// The status-line warning after a transcript write failed, repeated whenever the status
    /// line has nothing else to say (REC going off alone is easy to miss).
    public var recordingWarning: String? { recordingStopped?.english }
    private var recordingStopped: WalkNote?

    public init(walker: Walker, state: WalkState? = nil) {
        self.walker = walker
        self.state = state ?? walker.start()
    }

    /// Why a key did nothing.
    public enum Refusal: Sendable, Equatable {
        /// The flow has lint errors after a reload.
        case paused
        /// The terminal is smaller than the phone needs.
        case tooSmall(width: Int, height: Int)
    }

    /// What one key did.
    public enum Outcome: Sendable, Equatable {
        /// The key means nothing here.
        case noEvent
        /// The session refused the key; nothing was chosen or recorded.
        case refused(WalkEvent, Refusal)
        /// The walk took the event: `shown` is the state whose frame was on screen when it came.
        case applied(WalkEvent, shown: WalkState, effects: [WalkEffect])
    }

    /// Whether a terminal of `width`×`height` shows the phone: below it no key may choose, since
    /// the person cannot see what it would choose.
    public static func fits(width: Int, height: Int) -> Bool {
        PhoneLayout(width: width, height: height).fits
    }

    /// Applies one key at a terminal of `width`×`height`; a click is resolved against `frame`,
    /// the frame on screen.
    public mutating func handle(_ key: KeyInput, width: Int, height: Int, frame: Frame?) -> Outcome {
        guard let event = Self.event(for: key, state: state, walker: walker, frame: frame) else { return .noEvent }
        return apply(event, width: width, height: height)
    }

    /// The walk event for a key: clicks are resolved against the frame on screen, everything
    /// else goes through `KeyMap`.
    public static func event(for key: KeyInput, state: WalkState, walker: Walker, frame: Frame?) -> WalkEvent? {
        guard case let .click(column, row) = key else { return KeyMap.event(for: key, in: state, walker: walker) }
        guard let frame else { return nil }
        return KeyMap.event(forClickAt: column, row: row, in: frame, state: state, walker: walker)
    }

    /// Applies one walk event (a key's, or a button chosen by number).
    public mutating func apply(_ event: WalkEvent, width: Int, height: Int) -> Outcome {
        if paused && !Self.allowedWhilePaused(event) {
            state.notes = [.paused]
            return .refused(event, .paused)
        }
        // Too small to show the phone: the walk resumes, where it was, when the terminal grows.
        if !Self.fits(width: width, height: height) && !Self.allowedWhilePaused(event) {
            return .refused(event, .tooSmall(width: width, height: height))
        }
        let shown = state
        let (next, effects) = walker.update(state, event)
        state = next
        if state.notes.isEmpty, let recordingStopped { state.notes = [recordingStopped] }
        return .applied(event, shown: shown, effects: effects)
    }

    /// Events that act whatever the session's state: the way out.
    public static func allowedWhilePaused(_ event: WalkEvent) -> Bool {
        switch event {
        case .requestQuit, .confirmQuit, .interrupt, .cancelOverlay: true
        default: false
        }
    }

    /// Recording stopped after `steps` steps: the status line says so now and whenever it is free.
    public mutating func recordingStopped(reason: String, steps: Int) {
        let warning = WalkNote.recordingStopped(reason: reason, steps: steps)
        recordingStopped = warning
        state.notes = [warning]
    }

    /// The flow was read again with lint errors: the walk pauses with a banner naming the first.
    public mutating func pause(errors: [Diagnostic], file: String) {
        let count = max(1, errors.count)
        var text = "paused: \(count) error\(count == 1 ? "" : "s") in \(file)"
        if let first = errors.first {
            text += " — \(first.location): \(first.message) [\(first.ruleID)]"
            if errors.count > 1 { text += "; …" }
        }
        text += " (fix the file to go on; Q quits)"
        banner = text
        paused = true
    }

    /// The flow was read again without errors: the walk carries over to it (`Walker.reload`).
    public mutating func resume(with reload: WalkReload) {
        walker = reload.walker
        state = reload.state
        banner = nil
        paused = false
    }
}
