/// One way a recorded walk no longer holds against the flow as it is today.
///
/// Its message and details quote the transcript (choices, screen ids, recorded frames) and the
/// flow (labels, targets, lint messages), both untrusted: they are made visible
/// (`VisibleText.sanitize`) when the drift is made, so no reporter can print a control character.
public struct TranscriptDrift: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// A screen's text as drawn now differs from the recorded frame.
        case screenText = "screen-text"
        /// The recorded button is gone from its screen.
        case choiceMissing = "choice-missing"
        /// A choice (or relaunch, restart) now leads somewhere else, or gives another outcome.
        case outcomeMoved = "outcome-moved"
        /// The flow now has lint errors (`walk` would refuse it).
        case lint

        /// One line for reports that list the kinds (SARIF's rules, docs/transcripts.md's table).
        public var summary: String {
            switch self {
            case .screenText: "a screen's text changed since the walk was recorded"
            case .choiceMissing: "the recorded button is gone from its screen"
            case .outcomeMoved: "a choice, relaunch or restart now leads to another screen, or an alert answer gives another outcome"
            case .lint: "the flow now has lint errors (walk would refuse it)"
            }
        }
    }

    public var kind: Kind
    /// The transcript line it concerns (nil for the flow as a whole).
    public var line: Int?
    /// One lowercase line, e.g. `step 2 on 'why-camera' (pre-alert): screen text changed`.
    public var message: String
    /// A unified diff, or the lint diagnostics, one per line.
    public var details: [String]
    /// For lint drift: the diagnostics, so CI can annotate the flow file.
    public var diagnostics: [Diagnostic]
    /// The other transcript lines the same drift shows at (the same diff on several steps).
    public var alsoAt: [Int] = []

    public init(kind: Kind, line: Int?, message: String, details: [String] = [], diagnostics: [Diagnostic] = []) {
        self.kind = kind
        self.line = line
        self.message = VisibleText.sanitize(message)
        self.details = details.map { VisibleText.sanitize($0) }
        self.diagnostics = diagnostics
    }
}

/// What verifying one transcript found.
public struct TranscriptVerification: Sendable {
    public var transcript: Transcript
    /// The flow file it was checked against.
    public var flowPath: String
    /// The flow file's bytes differ from the recorded hash.
    public var flowChanged: Bool
    public var drifts: [TranscriptDrift]
    /// Things worth knowing that are not drift (the file changed, a button moved, new warnings),
    /// made visible (`VisibleText.sanitize`) like the drifts.
    public var notes: [String]
    /// How many recorded steps were walked again before the check stopped.
    public var stepsChecked: Int
    /// Why the check stopped before the end of the transcript without finding drift there: the
    /// walk would take more drawing than `TranscriptVerifier.maximumCellsDrawn` (e.g. thousands
    /// of steps at 1,000×1,000). `verify` counts such a transcript unreadable.
    public var unfinished: String?
    /// The transcript line `unfinished` concerns.
    public var unfinishedLine: Int?

    public var holds: Bool { drifts.isEmpty && unfinished == nil }
}

/// Walks a transcript's choices again against a flow as it is now and reports drift.
///
/// The walk is replayed exactly: steps by the button recorded (found by label, or for an alert
/// by its outcome), Settings changes, relaunches, restarts, Precise toggles, reloads and resizes
/// in order. Before each step the screen is drawn as it was shown (the recorded focus and status
/// note, the header's size, theme and warnings) and compared with the recorded frame, so only the
/// flow's changes show up. After a choice that is gone, or an outcome that now leads elsewhere,
/// the rest of the walk is not checked: it would report the same drift again and again.
public struct TranscriptVerifier: Sendable {
    public typealias Render = @Sendable (WalkState, Walker, RenderOptions) -> Frame

    public let flow: Flow
    /// The flow's lint diagnostics, suppressed ones included (they refuse location buttons, as in `walk`).
    public let diagnostics: [Diagnostic]
    /// SHA-256 of the flow file now.
    public let flowSHA256: String
    public let catalog: SystemAlertCatalog
    private let render: Render
    /// The most cells drawn again for one transcript (width × height, summed over the screens
    /// drawn): a transcript is checked at the size it records, so a few kilobytes of steps at
    /// 1,000×1,000 would otherwise take minutes to verify. 50 million is 26,000 steps at 80×24,
    /// 50 at 1,000×1,000.
    public let maximumCellsDrawn: Int
    public static let defaultMaximumCellsDrawn = 50_000_000

    /// - Parameter render: how frames are drawn; `Renderer.render`, the walk's own, unless a
    ///   test draws differently on purpose.
    public init(flow: Flow, diagnostics: [Diagnostic], flowSHA256: String, catalog: SystemAlertCatalog = .standard,
                maximumCellsDrawn: Int = TranscriptVerifier.defaultMaximumCellsDrawn,
                render: @escaping Render = { Renderer.render($0, walker: $1, options: $2) }) {
        self.maximumCellsDrawn = maximumCellsDrawn
        self.flow = flow
        self.diagnostics = diagnostics
        self.flowSHA256 = flowSHA256
        self.catalog = catalog
        self.render = render
    }

    public func verify(_ transcript: Transcript, flowPath: String) -> TranscriptVerification {
        // A walk in one of the flow's other locales (`walk --locale`) is drawn again in it; a
        // locale the flow no longer declares draws in its own, and the screens report the change.
        let flow = (try? self.flow.walked(in: transcript.header.flow.locale)) ?? self.flow
        let walker = Walker(flow: flow, catalog: catalog, options: WalkOptions(refusingLocationButtonsFrom: diagnostics, in: flow))
        var result = TranscriptVerification(transcript: transcript, flowPath: flowPath,
                                            flowChanged: transcript.header.flow.sha256 != flowSHA256,
                                            drifts: [], notes: [], stepsChecked: 0)
        if result.flowChanged {
            result.notes.append("the flow file changed since the walk (sha256 \(transcript.header.flow.sha256.prefix(12))… → \(flowSHA256.prefix(12))…)")
        }

        var state = walker.start()
        // Held to `TranscriptBounds.terminalSide` (as resizes are below): the renderer allocates
        // a frame of this size for every step.
        var options = transcript.header.renderOptions
        var stepNumber = 0
        var stopped = false
        var budget = DrawingBudget(remaining: maximumCellsDrawn)

        for line in transcript.lines where !stopped {
            switch line.entry {
            case .event(let event):
                stopped = !replay(event, line: line.number, walker: walker, state: &state, options: &options, result: &result)
            case .step(let step):
                stepNumber += 1
                guard budget.spend(options) else {
                    result.unfinished = budget.exhausted(at: "step \(stepNumber)", options: options)
                    result.unfinishedLine = line.number
                    stopped = true
                    break
                }
                stopped = !check(step, number: stepNumber, line: line.number, walker: walker, state: &state,
                                 options: options, result: &result)
            }
        }

        if !stopped, let end = transcript.end, let frame = end.frame {
            guard budget.spend(options) else {
                result.unfinished = budget.exhausted(at: "the last screen", options: options)
                result.unfinishedLine = transcript.endLine
                return finish(result)
            }
            var shown = state
            shown.overlay = nil
            if let focus = end.focus {
                let choices = walker.choices(shown).count
                shown.focus = choices == 0 ? 0 : min(max(focus, 0), choices - 1)
            }
            shown.notes = end.status.map { [.recorded($0)] } ?? []
            let now = TranscriptRecorder.trimmed(render(shown, walker, options).lines)
            let diff = Self.screenDiff(recorded: frame, now: now)
            if !diff.isEmpty {
                result.drifts.append(TranscriptDrift(kind: .screenText, line: transcript.endLine,
                                                     message: "the last screen, '\(state.screenID)': screen text changed", details: diff))
            }
        }

        let errors = diagnostics.filter { $0.severity == .error && !$0.isSuppressed }
        if !errors.isEmpty {
            let first = errors[0]
            result.drifts.append(TranscriptDrift(
                kind: .lint, line: nil,
                message: "the flow now fails lint: \(errors.count) error\(errors.count == 1 ? "" : "s"), first \(first.message) [\(first.ruleID)]",
                details: errors.map { "\($0.path):\($0.location): \($0.message) [\($0.ruleID)]" }, diagnostics: errors))
        }
        let recordedWarnings = Set(transcript.header.warnings.filter { !$0.isSuppressed }.map { "\($0.ruleID) \($0.message)" })
        let newWarnings = diagnostics.filter { $0.severity == .warning && !$0.isSuppressed && !recordedWarnings.contains("\($0.ruleID) \($0.message)") }
        if !newWarnings.isEmpty {
            result.notes.append("\(newWarnings.count) lint warning\(newWarnings.count == 1 ? "" : "s") not shown during the walk: "
                                + newWarnings.map { "\($0.message) [\($0.ruleID)]" }.joined(separator: "; "))
        }
        return finish(result)
    }

    /// The result with its notes made visible and each distinct drift once.
    private func finish(_ result: TranscriptVerification) -> TranscriptVerification {
        var result = result
        result.notes = result.notes.map { VisibleText.sanitize($0) }
        result.drifts = Self.merged(result.drifts)
        return result
    }

    static let screenTextSuffix = ": screen text changed"

    /// Screen-text drifts with the same diff are one drift (a header line changed on every
    /// screen would otherwise print the same diff once per step): the first keeps its line, the
    /// others' lines go to `alsoAt`, and the message names every place it shows.
    static func merged(_ drifts: [TranscriptDrift]) -> [TranscriptDrift] {
        var result: [TranscriptDrift] = []
        var places: [Int: [String]] = [:]
        var firstWithDiff: [[String]: Int] = [:]
        for drift in drifts {
            guard drift.kind == .screenText, !drift.details.isEmpty, drift.message.hasSuffix(screenTextSuffix) else {
                result.append(drift)
                continue
            }
            let place = String(drift.message.dropLast(screenTextSuffix.count))
            if let index = firstWithDiff[drift.details] {
                if let line = drift.line { result[index].alsoAt.append(line) }
                places[index, default: []].append(place)
            } else {
                firstWithDiff[drift.details] = result.count
                places[result.count] = [place]
                result.append(drift)
            }
        }
        for (index, names) in places where names.count > 1 {
            result[index].message = VisibleText.sanitize("screen text changed the same way at \(names.count) places: "
                                                         + names.joined(separator: "; "))
        }
        return result
    }

    /// Cells left to draw for one transcript.
    private struct DrawingBudget {
        var remaining: Int
        let limit: Int

        init(remaining: Int) {
            self.remaining = remaining
            limit = remaining
        }

        /// Takes one screen at `options`' size from the budget; false when it does not fit.
        mutating func spend(_ options: RenderOptions) -> Bool {
            let side = TranscriptBounds.terminalSide
            let cells = side.clamp(options.width) * side.clamp(options.height)
            guard cells <= remaining else { return false }
            remaining -= cells
            return true
        }

        /// `verify draws at most 50,000,000 cells for one transcript; …`
        func exhausted(at place: String, options: RenderOptions) -> String {
            let side = TranscriptBounds.terminalSide
            return "verify draws at most \(TranscriptBounds.grouped(limit)) cells again for one transcript, and this walk at "
                + "\(side.clamp(options.width))×\(side.clamp(options.height)) takes more; stopped before \(place)"
        }
    }

    // MARK: Steps

    /// The unified diff of a recorded frame and the frame drawn now; empty when they differ only
    /// in the status line's step number. That number comes from the walk, not the flow (and
    /// transcripts recorded before steps were numbered from 1 and across restarts show the old
    /// count), so it is never drift.
    static func screenDiff(recorded: [String], now: [String]) -> [String] {
        let diff = LineDiff.unified(recorded, now)
        guard !diff.isEmpty, recorded.count == now.count, let last = recorded.last, let lastNow = now.last,
              recorded.dropLast() == now.dropLast(), withoutStepNumber(last) == withoutStepNumber(lastNow) else { return diff }
        return []
    }

    /// `line` with the number after each `step ` taken out.
    static func withoutStepNumber(_ line: String) -> String {
        var out = ""
        var rest = Substring(line)
        while let range = rest.firstRange(of: "step ") {
            out += rest[..<range.upperBound]
            rest = rest[range.upperBound...].drop { $0.isASCII && $0.isNumber }
        }
        return out + rest
    }

    /// Checks one recorded step and takes it; false when the walk cannot go on.
    private func check(_ step: TranscriptStep, number: Int, line: Int, walker: Walker, state: inout WalkState,
                       options: RenderOptions, result: inout TranscriptVerification) -> Bool {
        closeOverlay(&state, walker: walker)
        let place = "step \(number) on '\(step.screen)' (\(step.kind))"
        let kindNow = state.alert != nil ? StepKind.alert : walker.screen(state)?.kind.value
        guard state.screenID == step.screen, kindNow != nil, kindNow == step.stepKind else {
            result.drifts.append(TranscriptDrift(
                kind: .outcomeMoved, line: line,
                message: "\(place): the walk now reaches '\(state.screenID)' (\(kindNow?.rawValue ?? "missing")) here instead"))
            return false
        }

        let choices = walker.choices(state)
        var shown = state
        shown.focus = choices.isEmpty ? 0 : min(max(step.focus, 0), choices.count - 1)
        shown.notes = step.status.map { [.recorded($0)] } ?? []
        let diff = Self.screenDiff(recorded: step.frame, now: TranscriptRecorder.trimmed(render(shown, walker, options).lines))
        if !diff.isEmpty {
            result.drifts.append(TranscriptDrift(kind: .screenText, line: line, message: "\(place): screen text changed", details: diff))
        }

        guard let index = resolve(step, in: choices, walker: walker, state: state, result: &result, place: place) else {
            let offered = choices.map { "\"\($0.label)\"" }.joined(separator: ", ")
            result.drifts.append(TranscriptDrift(
                kind: .choiceMissing, line: line,
                message: "\(place): the button \"\(step.choice)\" no longer exists; the screen offers \(offered.isEmpty ? "no buttons" : offered)"))
            return false
        }

        let (next, effects) = walker.update(state, .choose(index, step.method))
        result.stepsChecked += 1
        guard let record = effects.lazy.compactMap({ if case .stepped(let record) = $0 { record } else { nil } }).first else {
            result.drifts.append(TranscriptDrift(kind: .choiceMissing, line: line,
                                                 message: "\(place): the button \"\(step.choice)\" does nothing now"))
            return false
        }
        if record.arrivedAt != step.arrived || record.outcome != step.outcomeKey {
            var message = "\(place): \"\(step.choice)\" led to '\(step.arrived)'"
            if record.outcome != step.outcomeKey {
                message += " with outcome \(step.outcome.map { "'\($0)'" } ?? "none"), now to '\(record.arrivedAt)' with \(record.outcome.map { "'\($0)'" } ?? "none")"
            } else {
                message += ", now leads to '\(record.arrivedAt)'"
            }
            result.drifts.append(TranscriptDrift(kind: .outcomeMoved, line: line, message: message,
                                                 details: record.notes.map { "now: \($0)" }))
            return false
        }
        if record.health != step.health {
            let was = step.health?.summary ?? "not answered"
            result.drifts.append(TranscriptDrift(kind: .outcomeMoved, line: line,
                                                 message: "\(place): Health access after it was \(was), now \(record.health?.summary ?? "not answered")"))
            return false
        }
        if (record.limited.isEmpty ? nil : record.limited) != step.limited {
            let now = record.limited.keys.sorted().map { "\($0) \(record.limited[$0] ?? 0)" }.joined(separator: ", ")
            let then = (step.limited ?? [:]).keys.sorted().map { "\($0) \(step.limited?[$0] ?? 0)" }.joined(separator: ", ")
            result.notes.append("\(place): limited access shared \(then.isEmpty ? "no count" : then) after it, now \(now.isEmpty ? "no count" : now)")
        }
        if record.precise != step.preciseOn {
            result.notes.append("\(place): Precise Location was \(step.preciseOn ? "on" : "off") after it, now \(record.precise ? "on" : "off")")
        }
        state = next
        return true
    }

    /// The index of the recorded button among today's choices, or nil when it is gone.
    private func resolve(_ step: TranscriptStep, in choices: [Choice], walker: Walker, state: WalkState,
                         result: inout TranscriptVerification, place: String) -> Int? {
        let recorded = choices.indices.contains(step.index) ? step.index : nil
        if let recorded, choices[recorded].label == step.choice { return recorded }
        if let outcome = step.outcomeKey, step.stepKind == .alert,
           let match = choices.first(where: { $0.action == .outcome(key: outcome) }) {
            return match.index
        }
        if let moved = choices.first(where: { $0.label == step.choice }) {
            result.notes.append("\(place): \"\(step.choice)\" moved from button \(step.index.saturatingAdd(1)) to \(moved.index + 1)")
            return moved.index
        }
        // A renamed button still counts when it does what the recorded one did.
        if let recorded {
            let (_, effects) = walker.update(state, .choose(recorded, step.method))
            for case .stepped(let record) in effects where record.arrivedAt == step.arrived && record.outcome == step.outcomeKey {
                result.notes.append("\(place): button \(recorded + 1) is now \"\(choices[recorded].label)\" (was \"\(step.choice)\")")
                return recorded
            }
        }
        return nil
    }

    /// Closes what a step left open (Settings > Privacy) as the person did before the next one,
    /// through the walker: closing Settings that an action opened goes on to its target.
    private func closeOverlay(_ state: inout WalkState, walker: Walker) {
        guard state.overlay != nil else { return }
        state = walker.update(state, .cancelOverlay).0
    }

    // MARK: Events

    /// Replays one event; false when the walk cannot go on.
    private func replay(_ event: TranscriptEvent, line: Int, walker: Walker, state: inout WalkState,
                        options: inout RenderOptions, result: inout TranscriptVerification) -> Bool {
        switch event.kind {
        case .resize:
            if let width = event.width { options.width = TranscriptBounds.terminalSide.clamp(width) }
            if let height = event.height { options.height = TranscriptBounds.terminalSide.clamp(height) }
        case .settings:
            guard let resource = event.resource, let to = event.to.flatMap(PermissionState.init(rawValue:)) else {
                result.notes.append("line \(line): a Settings change without a resource or state was skipped")
                return true
            }
            // A transcript from before location was one authorization may name `location-always`.
            walker.setInSettings(walker.catalog.stateResource(resource), to: to, permissions: &state.permissions)
        case .precise:
            if let on = event.on { state.permissions.precise = on }
        case .trackingRequests:
            if let on = event.on { state.permissions.trackingRequestsOff = !on }
        case .relaunch, .restart:
            state.overlay = nil
            let (next, _) = walker.update(state, event.kind == .relaunch ? .relaunch : .restart)
            state = next
            if let arrived = event.arrived, arrived != state.screenID {
                result.drifts.append(TranscriptDrift(
                    kind: .outcomeMoved, line: line,
                    message: "the \(event.kind.rawValue) at \(TranscriptTime.duration(ms: event.ms)) arrived at '\(arrived)', now at '\(state.screenID)'"))
                return false
            }
        case .check:
            // Settings opened by an action goes on to its target when it closes: the checks there
            // are passed then.
            if state.afterSettings != nil { closeOverlay(&state, walker: walker) }
            // The walk just replayed passed its checks itself (`WalkState.checksPassed`, in
            // order); each recorded one must be the next of them, reading the same state and
            // taking the same route to the same screen.
            let recorded = "check '\(event.screen ?? "?")' read \(event.resource?.rawValue ?? "?") \(event.state ?? "?") "
                + "and took '\(event.edge ?? "?")' to '\(event.arrived ?? "?")'"
            guard !state.checksPassed.isEmpty else {
                result.drifts.append(TranscriptDrift(kind: .outcomeMoved, line: line,
                                                     message: "the \(recorded); the walk no longer passes it there"))
                return false
            }
            let now = state.checksPassed.removeFirst()
            if now.screen != event.screen || now.resource != event.resource || now.state.rawValue != event.state
                || now.edge != event.routeKey || now.target != event.arrived {
                result.drifts.append(TranscriptDrift(
                    kind: .outcomeMoved, line: line,
                    message: "the \(recorded); now check '\(now.screen)' reads \(now.resource) \(now.state.rawValue) "
                        + "and takes '\(now.edge)' to '\(now.target)'"))
                return false
            }
        case .reload:
            // The flow was edited during the walk; it is checked against today's file only, so
            // the reload is replayed as the walk saw it: staying put, or back at the start.
            if event.kept == false {
                var notes: [WalkNote] = []
                walker.resetToStart(&state, notes: &notes)
            }
            if let arrived = event.arrived, arrived != state.screenID {
                result.drifts.append(TranscriptDrift(
                    kind: .outcomeMoved, line: line,
                    message: "the reload at \(TranscriptTime.duration(ms: event.ms)) arrived at '\(arrived)', now at '\(state.screenID)'"))
                return false
            }
        }
        return true
    }
}
