/// Where a walk is: the screen, the alert on it, focus, overlays, and the simulated system.
public struct WalkState: Sendable, Equatable {
    public var screenID: String
    public var permissions: PermissionStore
    /// The system alert on screen, if any.
    public var alert: PresentedAlert?
    public var focus: Int
    public var overlay: Overlay?
    /// Choices made so far.
    public var step: Int
    /// A one-line note for the status line (why nothing happened, what the system did).
    public var note: String?
    /// The screen before the current one (drawn dimmed behind an alert).
    public var previousScreenID: String?
    public var ended: Bool

    public init(screenID: String) {
        self.screenID = screenID
        permissions = PermissionStore()
        focus = 0
        step = 0
        ended = false
    }
}

/// Options the walk needs from outside the core's pure data.
public struct WalkOptions: Sendable {
    /// Location-button screen id → why the system would refuse it (from the location-button
    /// checks); such a button is drawn but grants nothing.
    public var refusedLocationButtons: [String: String]

    public init(refusedLocationButtons: [String: String] = [:]) {
        self.refusedLocationButtons = refusedLocationButtons
    }
}

/// The walk as a pure state machine: `(state, event) → (state, effects)`.
///
/// It plays the system's part: an alert appears only while its resource is not determined;
/// otherwise the walk follows the outcome that produced the stored state and says so.
public struct Walker: Sendable {
    public let flow: Flow
    public let catalog: SystemAlertCatalog
    public let options: WalkOptions

    public init(flow: Flow, catalog: SystemAlertCatalog = .standard, options: WalkOptions = WalkOptions()) {
        self.flow = flow
        self.catalog = catalog
        self.options = options
    }

    // MARK: Starting

    /// The state at the start screen, with a fresh system.
    public func start() -> WalkState {
        var state = WalkState(screenID: flow.start.value)
        var notes: [String] = []
        enter(flow.start.value, state: &state, notes: &notes)
        state.note = notes.last
        return state
    }

    // MARK: Reading the state

    public func screen(_ state: WalkState) -> Screen? {
        flow.screen(state.screenID)
    }

    /// The choices a person has right now, in order.
    public func choices(_ state: WalkState) -> [Choice] {
        if let alert = state.alert {
            return alert.buttons.enumerated().map { index, button in
                Choice(index: index, label: button.label,
                       action: button.outcome.map { .outcome(key: $0) } ?? .alertContinue)
            }
        }
        guard let screen = screen(state) else { return [] }
        switch screen.kind.value {
        case .app, .settings:
            return screen.actions.enumerated().compactMap { index, action in
                guard let target = action.target else { return nil }
                return Choice(index: index, label: action.label.value,
                              action: .go(target: target.value, opensSettings: action.opensSettings))
            }
        case .preAlert:
            guard let button = screen.button, let next = screen.next else { return [] }
            return [Choice(index: 0, label: button.value, action: .next(target: next.value))]
        case .locationButton:
            let title = LocationButtonTitles.display(screen.label?.value, locale: flow.locale.value)
            return [Choice(index: 0, label: title.isEmpty ? "Location button (glyph only)" : title,
                           action: .tapLocationButton)]
        case .alert, .end:
            return []
        }
    }

    /// Resources this flow touches, in first-use order: what the privacy panel lists.
    public var resources: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        func add(_ id: String?) {
            guard let id, catalog.resource(id) != nil, seen.insert(id).inserted else { return }
            result.append(id)
        }
        add(flow.launchRequest?.resource.value)
        for screen in flow.screens {
            add(screen.resource?.value)
            if screen.kind.value == .locationButton { add("location") }
            screen.collects.forEach { add($0.value) }
        }
        return result
    }

    /// The states the privacy panel offers for `resource`: not determined, then what its alert can store.
    public func settableStates(_ resource: String) -> [PermissionState] {
        var states: [PermissionState] = [.notDetermined]
        for outcome in catalog.resource(resource)?.outcomes(ios: flow.ios.value) ?? [] where !states.contains(outcome.state) {
            states.append(outcome.state)
        }
        if resource == "location", !states.contains(.always) { states.append(.always) }
        return states
    }

    // MARK: Updating

    public func update(_ state: WalkState, _ event: WalkEvent) -> (WalkState, [WalkEffect]) {
        var state = state
        var effects: [WalkEffect] = []
        state.note = nil

        if let overlay = state.overlay {
            switch (overlay, event) {
            case (.confirmQuit, .confirmQuit):
                state.overlay = nil
                effects.append(.quit)
            case (.confirmQuit, _):
                state.overlay = nil
                state.note = "quit cancelled"
            case (.help, _):
                state.overlay = nil
            case (.privacy(let selection), .privacyMove(let delta)):
                let count = resources.count
                if count > 0 { state.overlay = .privacy(selection: (selection + delta + count) % count) }
            case (.privacy(let selection), .privacyCycle(let delta)):
                guard selection < resources.count else { break }
                let resource = resources[selection]
                let states = settableStates(resource)
                let current = state.permissions.state(of: resource)
                let index = states.firstIndex(of: current) ?? 0
                let next = states[(index + delta + states.count) % states.count]
                state.permissions.set(resource, to: next)
                state.note = "Settings: \(resource) is now \(next.rawValue); it takes effect at the next request"
                effects.append(.settingsChanged(resource: resource, from: current, to: next))
            case (.privacy, .requestQuit):
                state.overlay = .confirmQuit
            case (.privacy, _):
                state.overlay = nil
            }
            return (state, effects)
        }

        let choices = choices(state)
        switch event {
        case .focusNext:
            if !choices.isEmpty { state.focus = (state.focus + 1) % choices.count }
        case .focusPrevious:
            if !choices.isEmpty { state.focus = (state.focus - 1 + choices.count) % choices.count }
        case .press(let method):
            if state.focus < choices.count {
                effects += choose(choices[state.focus], method: method, state: &state)
            } else if let screen = screen(state), screen.kind.value == .end {
                state.note = "the flow ends here: r restarts it, R relaunches the app, Q quits"
            }
        case .choose(let index, let method):
            if index >= 0, index < choices.count {
                state.focus = index
                effects += choose(choices[index], method: method, state: &state)
            } else {
                state.note = choices.isEmpty ? "this screen has no buttons" : "this screen has \(choices.count) button\(choices.count == 1 ? "" : "s")"
            }
        case .back(let what):
            if state.alert != nil {
                state.note = "\(what) does nothing: a system alert has only its own buttons"
            } else if screen(state)?.kind.value == .preAlert {
                state.note = "\(what) does nothing: this screen has one path, its button"
            } else {
                state.note = "\(what) does nothing: a flow goes on through the screen's own actions"
            }
        case .toggleHelp:
            state.overlay = .help
        case .openPrivacy:
            state.overlay = .privacy(selection: 0)
        case .togglePrecise:
            if state.alert?.resource == "location" {
                state.permissions.preciseLocation.toggle()
                effects.append(.preciseToggled(state.permissions.preciseLocation))
            } else {
                state.note = "the Precise switch is on the location alert"
            }
        case .relaunch:
            let expired = state.permissions.relaunch()
            var notes = [expired.isEmpty ? "relaunched: no one-time grant to end"
                                         : "relaunched: one-time access ended for \(expired.joined(separator: ", "))"]
            resetToStart(&state, notes: &notes)
            state.note = notes.joined(separator: "; ")
            effects.append(.relaunched(expired: expired, arrivedAt: state.screenID, notes: notes))
        case .restart:
            let permissions = PermissionStore()
            state.permissions = permissions
            state.step = 0
            var notes = ["restarted with every permission not determined"]
            resetToStart(&state, notes: &notes)
            state.note = notes.joined(separator: "; ")
            effects.append(.restarted(arrivedAt: state.screenID, notes: notes))
        case .requestQuit:
            state.overlay = .confirmQuit
        case .confirmQuit, .cancelOverlay, .privacyMove, .privacyCycle:
            break
        }
        return (state, effects)
    }

    private func resetToStart(_ state: inout WalkState, notes: inout [String]) {
        state.alert = nil
        state.previousScreenID = nil
        state.ended = false
        state.focus = 0
        enter(flow.start.value, state: &state, notes: &notes)
    }

    // MARK: Choosing

    private func choose(_ choice: Choice, method: ChoiceMethod, state: inout WalkState) -> [WalkEffect] {
        let from = state.screenID
        let kind = state.alert != nil ? "alert" : (screen(state)?.kind.value.rawValue ?? "")
        var notes: [String] = []
        var outcomeKey: String?

        switch choice.action {
        case let .go(target, opensSettings):
            if opensSettings { notes.append("opened Settings > Privacy") }
            move(to: target, state: &state, notes: &notes)
            if opensSettings { state.overlay = .privacy(selection: 0) }
        case let .next(target):
            move(to: target, state: &state, notes: &notes)
        case .alertContinue:
            state.alert?.secondStage = true
            state.focus = 0
            notes.append("the alert asks which contacts to share")
            state.step += 1
            return [.stepped(record(from: from, kind: kind, choice: choice, outcome: nil, method: method, notes: notes, state: state))]
        case let .outcome(key):
            outcomeKey = key
            answerAlert(key: key, state: &state, notes: &notes)
        case .tapLocationButton:
            outcomeKey = tapLocationButton(state: &state, notes: &notes)
        }
        state.step += 1
        state.note = notes.last
        return [.stepped(record(from: from, kind: kind, choice: choice, outcome: outcomeKey, method: method, notes: notes, state: state))]
    }

    private func record(from: String, kind: String, choice: Choice, outcome: String?, method: ChoiceMethod,
                        notes: [String], state: WalkState) -> StepRecord {
        var permissions: [String: String] = [:]
        for (resource, value) in state.permissions.states { permissions[resource] = value.rawValue }
        return StepRecord(step: state.step, screenID: from, kind: kind, choice: choice.label, choiceIndex: choice.index,
                          outcome: outcome, arrivedAt: state.screenID, method: method, notes: notes, permissions: permissions)
    }

    /// The person answered the alert on screen with `key`.
    private func answerAlert(key: String, state: inout WalkState, notes: inout [String]) {
        guard let alert = state.alert else { return }
        let resource = catalog.resource(alert.resource)
        let stored = resource?.outcomes.first { $0.key == key }?.state ?? .denied
        if alert.fromLocationButton {
            // The location button's first-tap alert: any grant counts as the button's one-time access.
            let granted = stored != .denied
            state.permissions.set("location", to: stored, byButton: stored == .allowedOnce)
            if granted { state.permissions.locationButtonConfirmed = true }
            state.alert = nil
            let outcome = granted ? "allow-once" : "deny"
            followOutcome(outcome, on: state.screenID, state: &state, notes: &notes)
            return
        }
        state.permissions.set(alert.resource, to: stored)
        let alertScreen = state.screenID
        state.alert = nil
        followOutcome(key, on: alertScreen, state: &state, notes: &notes)
    }

    private func followOutcome(_ key: String, on screenID: String, state: inout WalkState, notes: inout [String]) {
        guard let screen = flow.screen(screenID), let target = screen.outcomes.first(where: { $0.key.value == key })?.target.value else {
            notes.append("the flow does not say where '\(key)' leads")
            return
        }
        move(to: target, state: &state, notes: &notes)
    }

    /// Taps the location button on screen; returns the outcome key followed.
    private func tapLocationButton(state: inout WalkState, notes: inout [String]) -> String? {
        let screenID = state.screenID
        if let reason = options.refusedLocationButtons[screenID] {
            notes.append("the system refuses this location button and grants nothing: \(reason)")
            followOutcome("deny", on: screenID, state: &state, notes: &notes)
            return "deny"
        }
        let current = state.permissions.state(of: "location")
        switch current {
        case .whileUsing, .always:
            notes.append("location is already \(current.rawValue); the button leaves it as it is")
            followOutcome("allow-once", on: screenID, state: &state, notes: &notes)
            return "allow-once"
        case .denied:
            notes.append("location is denied; change it in Settings > Privacy")
            followOutcome("deny", on: screenID, state: &state, notes: &notes)
            return "deny"
        case .allowedOnce, .authorized, .limited, .provisional:
            state.permissions.set("location", to: .allowedOnce, byButton: true)
            notes.append("one-time location access, no alert")
            followOutcome("allow-once", on: screenID, state: &state, notes: &notes)
            return "allow-once"
        case .notDetermined:
            if state.permissions.locationButtonConfirmed {
                state.permissions.set("location", to: .allowedOnce, byButton: true)
                notes.append("one-time location access, no alert (the button's alert was confirmed before)")
                followOutcome("allow-once", on: screenID, state: &state, notes: &notes)
                return "allow-once"
            }
            if let text = catalog.resource("location")?.alert(locale: flow.locale.value, ios: flow.ios.value) {
                state.alert = PresentedAlert(resource: "location", text: text, secondStage: false, backdrop: screenID,
                                             fromLocationButton: true)
                state.focus = 0
                notes.append("first tap: the system shows its location alert")
            }
            return nil
        }
    }

    // MARK: Moving

    /// Goes to `target`, then lets the system act: alerts for determined resources are not shown.
    private func move(to target: String, state: inout WalkState, notes: inout [String]) {
        state.previousScreenID = state.screenID
        enter(target, state: &state, notes: &notes)
    }

    /// Arrives at `id`, following alerts that would not be shown (bounded, so a cycle of such
    /// alerts cannot hang the walk).
    private func enter(_ id: String, state: inout WalkState, notes: inout [String]) {
        var current = id
        var hops = 0
        state.alert = nil
        state.focus = 0
        while hops <= flow.screens.count {
            hops += 1
            state.screenID = current
            guard let screen = flow.screen(current) else {
                notes.append("screen '\(current)' does not exist")
                return
            }
            state.ended = screen.kind.value == .end
            guard screen.kind.value == .alert, let resourceID = screen.resource?.value,
                  let resource = catalog.resource(resourceID) else { return }
            let stored = state.permissions.state(of: resourceID)
            if stored == .notDetermined {
                if let text = resource.alert(locale: flow.locale.value, ios: flow.ios.value) {
                    state.alert = PresentedAlert(resource: resourceID, text: text, secondStage: false,
                                                 backdrop: state.previousScreenID, fromLocationButton: false)
                }
                return
            }
            let key = outcomeKey(for: stored, resource: resource, screen: screen)
            notes.append("not shown: \(resourceID) already \(stored.rawValue)")
            guard let key, let next = screen.outcomes.first(where: { $0.key.value == key })?.target.value else {
                notes.append("the flow does not say where \(resourceID) \(stored.rawValue) leads")
                return
            }
            state.previousScreenID = current
            current = next
        }
        notes.append("stopped: alerts that are not shown lead in a circle")
    }

    /// The outcome whose state is stored, or the nearest one (a grant for any kind of access).
    private func outcomeKey(for stored: PermissionState, resource: ResourceInfo, screen: Screen) -> String? {
        let available = resource.outcomes(ios: flow.ios.value)
        if let exact = available.first(where: { $0.state == stored }) { return exact.key }
        if stored == .denied { return available.first { $0.state == .denied }?.key }
        return available.first { $0.state != .denied }?.key
    }
}
