/// One item of a scripted walk: a key, or a 1-based choice number (`--choose`).
public enum ScriptInput: Sendable, Equatable, CustomStringConvertible {
    case key(KeyInput)
    /// A button number, counted from 1 as people count them.
    case choice(Int)

    /// `'enter'` or `choice 2`, for messages.
    public var description: String {
        switch self {
        case .key(let key): "key '\(KeyScript.name(of: key))'"
        case .choice(let number): "choice \(number)"
        }
    }
}

/// A walk driven by a script instead of a person: every step with its state and effects, and
/// whether the script made sense.
///
/// Made by `Walker.run(keys:from:)`, `Walker.run(choices:from:)`, `Walker.run(script:)` and
/// `Walker.run(chooseScript:)`; `permflow walk --keys/--choose` prints `finalState` (or every
/// one of `states` with `--print-frames`) and exits non-zero when `failure` is set.
///
/// The walk stops at the first input that cannot act: a key that means nothing where it is
/// pressed, a button number the screen does not have, a press where there is nothing to press
/// (the flow has ended), or anything after the session quit. Keys that the walk deliberately
/// ignores — Esc, Backspace, `q` or Left on a pre-alert or an alert — are valid: they change
/// nothing but the note, as on a phone.
public struct ScriptedWalk: Sendable {
    /// One input and what it did.
    public struct Step: Sendable {
        /// 1-based position of the input in the script.
        public var position: Int
        public var input: ScriptInput
        /// The event the input became (the choice's event for `.choice`).
        public var event: WalkEvent
        /// The state after the input.
        public var state: WalkState
        /// The effects of the input, in order.
        public var effects: [WalkEffect]
    }

    /// Why a script stopped early.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// 1-based position of the input that could not act.
        public var position: Int
        public var input: ScriptInput
        /// The screen the walk was on.
        public var screenID: String
        /// A lowercase one-liner, e.g. `choice 3 at position 2: screen 'home' has 2 buttons`.
        public var message: String

        public var description: String { message }
    }

    /// The state before the first input.
    public var initial: WalkState
    /// One entry per input that acted, in order.
    public var steps: [Step]
    /// Set when an input could not act; the inputs after it were not used.
    public var failure: Failure?
    /// True when the session ended: quit (`Q` or Ctrl-C, confirmed) or interrupted.
    public var quit: Bool
    /// True when the session ended by Ctrl-C pressed again at the quit question.
    public var interrupted = false

    /// Every state of the walk: the initial one, then one after each step.
    public var states: [WalkState] { [initial] + steps.map(\.state) }
    /// Every effect of the walk, in order.
    public var effects: [WalkEffect] { steps.flatMap(\.effects) }
    /// The steps the transcript records (choices made), in order.
    public var records: [StepRecord] {
        effects.compactMap { if case .stepped(let record) = $0 { record } else { nil } }
    }
    /// Where the walk ended up.
    public var finalState: WalkState { steps.last?.state ?? initial }
    /// True when every input acted.
    public var succeeded: Bool { failure == nil }
}

extension Walker {
    /// Walks `keys` from `state` (a fresh `start()` by default), each through `KeyMap` and
    /// `update`, as a person pressing them would.
    public func run(keys: [KeyInput], from state: WalkState? = nil) -> ScriptedWalk {
        run(inputs: keys.map(ScriptInput.key), from: state)
    }

    /// Chooses buttons by number (1-based) from `state` (a fresh `start()` by default). An
    /// overlay left open by a step (Settings > Privacy after "Open Settings") is closed before
    /// the next choice, as a person would close it.
    public func run(choices: [Int], from state: WalkState? = nil) -> ScriptedWalk {
        run(inputs: choices.map(ScriptInput.choice), from: state)
    }

    /// Parses a key script (see `KeyScript.parse`) and walks it from `start()`.
    public func run(script: String) throws(KeyScriptError) -> ScriptedWalk {
        run(keys: try KeyScript.parse(script))
    }

    /// Parses a choice list such as `"1,2"` (see `KeyScript.parseChoices`) and walks it from `start()`.
    public func run(chooseScript: String) throws(KeyScriptError) -> ScriptedWalk {
        run(choices: try KeyScript.parseChoices(chooseScript))
    }

    /// Walks mixed inputs through the session core every front runs (`WalkSessionCore`), at a
    /// frame of `width`×`height` (a click needs a frame; a script has none); the other `run`
    /// functions come here.
    public func run(inputs: [ScriptInput], from state: WalkState? = nil, width: Int = 80, height: Int = 24) -> ScriptedWalk {
        let initial = state ?? start()
        var walk = ScriptedWalk(initial: initial, steps: [], failure: nil, quit: false)
        var session = WalkSessionCore(walker: self, state: initial)
        var current: WalkState { session.state }
        for (offset, input) in inputs.enumerated() {
            let position = offset + 1
            func fail(_ message: String) {
                walk.failure = ScriptedWalk.Failure(position: position, input: input, screenID: current.screenID,
                                                    message: "\(input) at position \(position)\(message)")
            }
            if walk.quit {
                fail(" comes after the session quit")
                break
            }
            var effects: [WalkEffect] = []
            if case .choice = input, current.overlay != nil,
               case let .applied(_, _, closing) = session.apply(.cancelOverlay, width: width, height: height) {
                effects += closing
            }
            let event: WalkEvent?
            switch input {
            case .key(let key): event = WalkSessionCore.event(for: key, state: current, walker: self, frame: nil)
            case .choice(let number): event = .choose(number - 1, .script)
            }
            guard let event else {
                fail(" does nothing on \(placeDescription(current))")
                break
            }
            if current.overlay == nil, let problem = cannotAct(event, in: current) {
                fail(problem)
                break
            }
            switch session.apply(event, width: width, height: height) {
            case .noEvent:
                break
            case .refused(_, .paused):
                fail(": the walk is paused")
            case let .refused(_, .tooSmall(width, height)):
                fail(": the frame is \(width)×\(height), smaller than the phone's \(PhoneLayout.minimumWidth)×\(PhoneLayout.minimumHeight)")
            case let .applied(_, _, more):
                effects += more
            }
            if walk.failure != nil { break }
            walk.steps.append(ScriptedWalk.Step(position: position, input: input, event: event, state: session.state, effects: effects))
            if effects.contains(.quit) { walk.quit = true }
            if effects.contains(.interrupt) {
                walk.quit = true
                walk.interrupted = true
            }
        }
        return walk
    }

    /// Why `event` cannot act in `state`, as the end of a failure message, or nil when it can.
    private func cannotAct(_ event: WalkEvent, in state: WalkState) -> String? {
        let count = choices(state).count
        let pressed: Int
        switch event {
        case .choose(let index, _): pressed = index
        case .press: pressed = state.focus
        default: return nil
        }
        if pressed >= 0, pressed < count { return nil }
        if count == 0 {
            if state.ended { return ": the flow has ended at '\(state.screenID)'; nothing to press" }
            return ": \(placeDescription(state)) has no buttons"
        }
        return ": \(placeDescription(state)) has \(count) button\(count == 1 ? "" : "s")"
    }

    private func placeDescription(_ state: WalkState) -> String {
        if let alert = state.alert { return "the \(alert.resource) alert on screen '\(state.screenID)'" }
        return "screen '\(state.screenID)'"
    }
}
