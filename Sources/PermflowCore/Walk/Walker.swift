/// Where a walk is: the screen, the alert on it, focus, overlays, and the simulated system.
public struct WalkState: Sendable, Equatable {
    public var screenID: String
    public var permissions: PermissionStore
    /// The system alert on screen, if any.
    public var alert: PresentedAlert?
    public var focus: Int
    public var overlay: Overlay?
    /// Choices made so far in the whole walk (a restart does not set it back). The status line
    /// shows `step \(step + 1)`: the number of the choice to be made on this screen, the number
    /// the transcript, review, replay and verify give that choice.
    public var step: Int
    /// What the walk says about the last update (why nothing happened, what the system did), in
    /// order; the status line shows them in English (`note`).
    public var notes: [WalkNote] = []
    /// The notes in English, as the status line shows them; nil when there are none.
    public var note: String? { notes.english }
    /// The last screen drawn before the current one, which an alert is drawn over (dimmed).
    /// Never an alert screen: alerts are drawn over a screen, and skipped ones were never seen.
    public var previousScreenID: String?
    public var ended: Bool
    /// The checks the last update (or the start) passed through, in order: the system's moves,
    /// which `update` also returns as `WalkEffect.checked` for the transcript.
    public var checksPassed: [CheckPass] = []
    /// Resources whose alert wording the walk has already called unverified (said once each).
    public var wordingNoted: Set<ResourceID> = []
    /// The screen an `opens-settings` action goes on to once Settings > Privacy closes: what the
    /// app shows when the person comes back, read (by a check there) as Settings left it.
    public var afterSettings: String?

    public init(screenID: String) {
        self.screenID = screenID
        permissions = PermissionStore()
        focus = 0
        step = 0
        ended = false
    }
}

/// The walk as a pure state machine: `(state, event) → (state, effects)`.
///
/// It plays the system's part: an alert appears only while its resource is not determined;
/// otherwise the walk follows the outcome that produced the stored state and says so
/// ("not shown: camera already denied"). An upgrade alert (`location-always`, iOS's request for
/// Always) reads and writes the resource it upgrades: while that is not determined the system
/// shows its alert instead (location's When In Use alert), the upgrade alert only comes from the
/// state it upgrades (While Using) and only once, and otherwise nothing is shown. Settings > Privacy changes a state, which counts at the
/// next request; a relaunch ends one-time grants; a restart forgets everything. Quitting is an
/// effect (`WalkEffect.quit`), never a flow outcome. Scripted walks go through `run(keys:)` and
/// `run(choices:)` (see `ScriptedWalk`); a flow edited on disk is picked up with `reload`.
public struct Walker: Sendable {
    public let flow: Flow
    public let catalog: SystemAlertCatalog
    public let options: WalkOptions
    /// What iOS does: every alert shown or not, check, tap, Settings change and relaunch of the
    /// walk is this model's move, applied to the walk's one state.
    public let system: SystemModel
    /// Whether entering a system text says what its wording's evidence is and what the flow's
    /// `alert:` overrides (`noteWording`). `text-fits` enters every screen with a fresh state and
    /// throws the notes away, and reading the evidence of every string of an alert was 10 k
    /// instructions an alert there (docs/benchmarks.md, "flows32g"); nothing drawn depends on it.
    var notesWording = true

    public init(flow: Flow, catalog: SystemAlertCatalog = .standard, options: WalkOptions = WalkOptions()) {
        self.flow = flow
        self.catalog = catalog
        self.options = options
        system = SystemModel(catalog: catalog, ios: flow.ios.value)
    }

    // MARK: Starting

    /// The state at the start screen, with a fresh system.
    public func start() -> WalkState {
        var state = WalkState(screenID: flow.start.value)
        state.permissions = freshSystem
        var notes: [WalkNote] = []
        enter(flow.start.value, state: &state, notes: &notes)
        state.notes = notes
        return state
    }

    // MARK: Reading the state

    public func screen(_ state: WalkState) -> Screen? {
        flow.screen(state.screenID)
    }

    /// The choices a person has right now, in order; `Choice.index` is the position in this
    /// list, which is what digits and `WalkEvent.choose` count.
    public func choices(_ state: WalkState) -> [Choice] {
        if let alert = state.alert {
            if let picker = alert.picker { return pickerChoices(alert, picker) }
            if let sheet = alert.sheet { return healthChoices(alert, sheet: sheet) }
            if let sheet = alert.trackingSheet { return trackingSheetChoices(alert, sheet: sheet) }
            return alert.buttons.enumerated().map { index, button in
                Choice(index: index, label: buttonLabel(button, of: alert),
                       action: opensPicker(button, of: alert) ? .picker(.open) : button.outcome.map { .outcome(key: OutcomeKey($0)) } ?? .alertContinue)
            }
        }
        guard let screen = screen(state) else { return [] }
        switch screen.kind.value {
        case .app, .settings:
            // An action without a target was already reported by the parser; it is not a choice,
            // and numbering skips it so digits match the buttons that are drawn.
            let walkable = screen.actions.compactMap { action in
                action.target.map { (action.label.value, $0.value, action.opensSettings) }
            }
            return walkable.enumerated().map { index, action in
                Choice(index: index, label: action.0, action: .go(target: action.1, opensSettings: action.2))
            }
        case .preAlert:
            guard let button = screen.button, let next = screen.next else { return [] }
            return [Choice(index: 0, label: button.value, action: .next(target: next.value))]
        case .locationButton:
            let title = LocationButtonTitles.display(screen.label?.value, locale: flow.locale.value, catalog: catalog)
            return [Choice(index: 0, label: title.isEmpty ? "Location button (glyph only)" : title,
                           action: .tapLocationButton)]
        case .alert, .end, .check:
            return []
        }
    }

    /// Whether the screen on top offers only its own buttons (a pre-alert or a system alert):
    /// there, ways back and clicks outside the buttons do nothing but explain themselves. The
    /// contact picker is a full screen with its own Cancel: a way back cancels it, and a click
    /// between its rows does nothing.
    public func isModal(_ state: WalkState) -> Bool {
        (state.alert != nil && state.alert?.picker == nil) || screen(state)?.kind.value == .preAlert
    }

    /// Resources this flow touches, in first-use order: what the privacy panel lists.
    public var resources: [ResourceID] {
        var seen: Set<ResourceID> = []
        var result: [ResourceID] = []
        func add(_ id: ResourceID?) {
            // `location-always` is location's authorization: one row, as in Settings.
            guard let id = id.map({ catalog.stateResource($0) }), catalog.resource(id) != nil, seen.insert(id).inserted else { return }
            result.append(id)
        }
        add(flow.launchRequest?.resourceID)
        for screen in flow.screens {
            add(screen.resourceID)
            if screen.kind.value == .locationButton { add(catalog.locationButtonResourceID) }
            screen.collectedIDs.forEach { add($0) }
        }
        return result
    }

    /// The resources of Settings > Privacy for `state`, in the order of `resources`.
    public func privacyEntries(_ state: WalkState) -> [PrivacyEntry] {
        resources.map { resource in
            let info = catalog.resource(resource)
            let current = state.permissions.state(of: resource)
            return PrivacyEntry(resource: resource, displayName: info?.displayName ?? resource.rawValue,
                                settingsName: catalog.settingsName(resource, locale: flow.locale.value),
                                state: current, stateLabel: settingsValue(resource, state: state),
                                precise: info?.has(.preciseSwitch) == true ? state.permissions.precise : nil,
                                trackingRequests: info?.has(.trackingConsent) == true ? !state.permissions.trackingRequestsOff : nil,
                                purpose: purpose(for: resource), settableStates: settableStates(resource))
        }
    }

    /// The lines the privacy panel's selection moves over: each resource's choice, and after
    /// location its Precise Location switch.
    public var privacyRows: [PrivacyRow] {
        resources.flatMap { resource -> [PrivacyRow] in
            if catalog.resource(resource, has: .preciseSwitch) { return [.state(resource), .precise(resource)] }
            if catalog.resource(resource, has: .trackingConsent) { return [.state(resource), .trackingRequests(resource)] }
            return [.state(resource)]
        }
    }

    /// The flow's purpose string for `resource` (its first alert's, or for location a location
    /// button's), with `$(PRODUCT_NAME)` and `%@` replaced by the app's name. Raw text: the
    /// renderer sanitizes it like every flow string.
    public func purpose(for resource: ResourceID) -> String? {
        let screen = flow.screens.first { $0.kind.value == .alert && $0.resourceID == resource && $0.purpose != nil }
            ?? (resource == catalog.locationButtonResourceID ? flow.screens.first { $0.kind.value == .locationButton && $0.purpose != nil } : nil)
        return screen?.purpose.map { resolve($0.value) }
    }

    /// The message of the alert on screen: the system's own (notifications), or the purpose
    /// string of the screen that asked, placeholders resolved; nil with no alert up.
    public func alertMessage(_ state: WalkState) -> String? {
        guard let alert = state.alert else { return nil }
        if alert.secondStage, let message = alert.text.followUpMessage { return message.text }
        if let message = alert.text.systemMessage { return message }
        return screen(state)?.purpose.map { resolve($0.value) } ?? purpose(for: alert.resource)
    }

    /// The alert title on screen with the app's name in place; nil with no alert up.
    public func alertTitle(_ state: WalkState) -> String? {
        state.alert.map { alert in
            let template = alert.secondStage ? alert.text.followUpTitle?.text ?? alert.text.title : alert.text.title
            return SystemAlertCatalog.title(template, app: flow.app.value)
        }
    }

    /// What the photos alert (iOS 17+) says the app would see, with the flow's library counts
    /// (`device:`) or the defaults; nil for other alerts.
    public func alertDetail(_ state: WalkState) -> String? {
        guard let alert = state.alert, !alert.secondStage, let counts = alert.text.libraryCounts else { return nil }
        let line = counts.line(photos: flow.samples.photoCount, videos: flow.samples.videoCount)
        return SystemAlertCatalog.title(line, app: catalog.quoted(app: flow.app.value, locale: alert.text.locale))
    }

    private func resolve(_ text: String) -> String {
        AppNamePlaceholders.resolve(text, app: flow.app.value)
    }

    /// The states the privacy panel offers for `resource`, in the order ←/→ step through them
    /// (`ResourceInfo.panelStates`).
    /// A level of the setting (Photos' Add Photos Only) is offered only when the flow asks for it.
    public func settableStates(_ resource: ResourceID) -> [PermissionState] {
        guard let info = catalog.resource(catalog.stateResource(resource)) else { return [.notDetermined] }
        return system.panelStates(info, used: requestedResources)
    }

    /// Every resource a screen of the flow (or its launch request) names, as the flow names it.
    var requestedResources: Set<ResourceID> {
        Set(flow.screens.compactMap(\.resourceID) + [flow.launchRequest?.resourceID].compactMap { $0 })
    }

    /// What Settings calls `state` of `resource`, in the flow's language ("While Using the App",
    /// "앱을 사용하는 동안"): the privacy panel's words, never state ids.
    public func settingsLabel(_ state: PermissionState, of resource: ResourceID) -> String {
        guard catalog.resource(catalog.stateResource(resource)) != nil else { return state.rawValue }
        return catalog.settingsLabel(state, of: catalog.stateResource(resource), locale: flow.locale.value, ios: flow.ios.value)
    }

    // MARK: Updating

    /// The state after `event`, and what the outside world should do (record a step, quit …).
    ///
    /// An overlay, when up, takes every event. Otherwise presses go through the current choices;
    /// an event that cannot act changes nothing but `note`, which says why.
    public func update(_ state: WalkState, _ event: WalkEvent) -> (WalkState, [WalkEffect]) {
        var state = state
        // What the status line says now, for `n` to show in full.
        let said = state.notes
        state.notes = []
        state.checksPassed = []
        if let overlay = state.overlay {
            return updateOverlay(overlay, state: state, event: event)
        }

        var effects: [WalkEffect] = []
        let choices = choices(state)
        switch event {
        case .focusNext:
            if !choices.isEmpty { state.focus = (state.focus + 1) % choices.count }
        case .focusPrevious:
            if !choices.isEmpty { state.focus = (state.focus - 1 + choices.count) % choices.count }
        case .press(let method):
            if state.focus >= 0, state.focus < choices.count {
                effects += choose(choices[state.focus], method: method, state: &state)
            } else {
                state.notes = [nothingToPress(state)]
            }
        case .choose(let index, let method):
            if index >= 0, index < choices.count {
                state.focus = index
                effects += choose(choices[index], method: method, state: &state)
            } else if choices.isEmpty {
                state.notes = [nothingToPress(state)]
            } else {
                state.notes = [.buttonCount(place: place(state), count: choices.count)]
            }
        case .back(let what):
            if let choice = pickerBackChoice(state) {
                effects += choose(choice, method: .key, state: &state)
            } else {
                state.notes = [backNote(what, state: state)]
            }
        case .toggleHelp:
            state.overlay = .help
        case .showWarnings:
            state.overlay = .warnings
        case .showNotes:
            state.overlay = .notes(said)
            state.notes = said
        case .openPrivacy:
            if let alert = state.alert {
                // iOS shows no Settings over its own alert: the alert's answer is what stores.
                state.notes = [.settingsBehindAlert(resource: alert.resource)]
            } else {
                state.overlay = .privacy(selection: 0)
            }
        case .togglePrecise:
            if let alert = state.alert, alert.text.precise != nil {
                state.permissions.precise.toggle()
                state.notes = [.precise(on: state.permissions.precise)]
                effects.append(.preciseToggled(state.permissions.precise))
            } else {
                state.notes = [.preciseNotHere]
            }
        case .relaunch:
            let expired = state.permissions.relaunch()
            var notes: [WalkNote] = [.relaunched(expired: expired)]
            resetToStart(&state, notes: &notes)
            state.notes = notes
            effects.append(.relaunched(expired: expired, arrivedAt: state.screenID, notes: notes))
        case .restart:
            state.permissions = freshSystem
            // Steps go on counting: one numbering for the status line, transcript, review,
            // replay and verify, so "step 7" names one moment of the whole walk.
            var notes: [WalkNote] = [.restarted]
            resetToStart(&state, notes: &notes)
            state.notes = notes
            effects.append(.restarted(arrivedAt: state.screenID, notes: notes))
        case .requestQuit:
            state.overlay = .confirmQuit
        case .confirmQuit, .interrupt, .cancelOverlay, .privacyMove, .privacyCycle:
            // Overlay events with no overlay up: nothing to confirm, cancel or move.
            break
        }
        effects += state.checksPassed.map { .checked($0) }
        return (state, effects)
    }

    /// Events while an overlay is up: the overlay takes them all, so nothing reaches the flow.
    private func updateOverlay(_ overlay: Overlay, state: WalkState, event: WalkEvent) -> (WalkState, [WalkEffect]) {
        var state = state
        var effects: [WalkEffect] = []
        switch (overlay, event) {
        case (.confirmQuit, .confirmQuit):
            state.overlay = nil
            effects.append(.quit)
        case (.confirmQuit, .interrupt):
            // "Ctrl-C again stops now": the session ends without an answer, as a SIGINT would.
            state.overlay = nil
            effects.append(.interrupt)
        case (.confirmQuit, _):
            state.overlay = nil
            state.notes = [.quitCancelled]
            goOnAfterSettings(&state, effects: &effects)
        case (.help, .requestQuit), (.privacy, .requestQuit), (.warnings, .requestQuit), (.notes, .requestQuit):
            // Ctrl-C and Q always reach the quit question, whatever is open.
            state.overlay = .confirmQuit
        case (.help, _), (.warnings, _):
            state.overlay = nil
        case (.notes(let said), _):
            // Back to the walk with the notes on the status line again.
            state.overlay = nil
            state.notes = said
        case (.privacy(let selection), .privacyMove(let delta)):
            let count = privacyRows.count
            if count > 0 { state.overlay = .privacy(selection: ((selection + delta) % count + count) % count) }
        case (.privacy(let selection), .privacyCycle(let delta)):
            let rows = privacyRows
            guard selection >= 0, selection < rows.count else { break }
            let resource: ResourceID
            switch rows[selection] {
            case .state(let id):
                resource = id
            case .precise:
                // Kept with the authorization; the app reads it at its next request or check.
                state.permissions.precise.toggle()
                // The status line speaks English, as every note does.
                let word = catalog.settingsWord("en") { state.permissions.precise ? $0.on : $0.off }
                state.notes = [.settingsPrecise(word: word)]
                effects.append(.preciseToggled(state.permissions.precise))
                return (state, effects)
            case .trackingRequests:
                // Device-wide, and read at once: the next request and check see it.
                state.permissions.trackingRequestsOff.toggle()
                state.notes = [.settingsTrackingRequests(on: !state.permissions.trackingRequestsOff)]
                effects.append(.trackingRequestsToggled(!state.permissions.trackingRequestsOff))
                return (state, effects)
            }
            let states = settableStates(resource)
            let current = state.permissions.state(of: resource)
            // A state Settings shows as another choice (location's one-time access reads "Ask Next
            // Time") steps from that choice; one it does not show at all steps from the start.
            let shownAs = states.firstIndex { settingsLabel($0, of: resource) == settingsLabel(current, of: resource) }
            let index = states.firstIndex(of: current) ?? shownAs ?? (delta > 0 ? -1 : 0)
            let next = states[((index + delta) % states.count + states.count) % states.count]
            setInSettings(resource, to: next, permissions: &state.permissions)
            state.notes = [.settingsChanged(resource: resource, state: next, label: settingsLabel(next, of: resource))]
            effects.append(.settingsChanged(resource: resource, from: current, to: next))
        case (.privacy, _):
            state.overlay = nil
            goOnAfterSettings(&state, effects: &effects)
        }
        return (state, effects)
    }

    /// Settings > Privacy, opened by an action, closed: the walk goes on to the action's target,
    /// and a check there reads the state as the person left it in Settings.
    private func goOnAfterSettings(_ state: inout WalkState, effects: inout [WalkEffect]) {
        guard let target = state.afterSettings else { return }
        state.afterSettings = nil
        var notes = state.notes
        notes.append(.backFromSettings)
        state.checksPassed = []
        move(to: target, state: &state, notes: &notes)
        state.notes = notes
        effects += state.checksPassed.map { .checked($0) }
    }

    /// "screen 'home'" or "the camera alert", for notes.
    private func place(_ state: WalkState) -> String {
        if let alert = state.alert { return "the \(alert.resource) alert" }
        return "screen '\(state.screenID)'"
    }

    private func nothingToPress(_ state: WalkState) -> WalkNote {
        if state.ended || screen(state)?.kind.value == .end { return .flowEnds }
        return .noButtons(place: place(state))
    }

    /// Esc, Backspace, `q`, Left-as-back and clicks outside the buttons never leave a screen:
    /// a pre-alert and an alert have only their own buttons, and an app screen goes on through
    /// its actions. The note says so, and where the way out of the prototyper is.
    private func backNote(_ what: String, state: WalkState) -> WalkNote {
        if state.alert != nil { return .backOnAlert(key: what) }
        switch screen(state)?.kind.value {
        case .preAlert: return .backOnPreAlert(key: what)
        case .end: return .backAtEnd(key: what)
        default: return what == "q" ? .lowercaseQ : .backOnScreen(key: what)
        }
    }

    func resetToStart(_ state: inout WalkState, notes: inout [WalkNote]) {
        state.alert = nil
        state.overlay = nil
        state.afterSettings = nil
        state.previousScreenID = nil
        state.ended = false
        state.focus = 0
        enter(flow.start.value, state: &state, notes: &notes)
    }

    // MARK: Choosing

    private func choose(_ choice: Choice, method: ChoiceMethod, state: inout WalkState) -> [WalkEffect] {
        let from = state.screenID
        let kind = state.alert != nil ? StepKind.alert : (screen(state)?.kind.value ?? .app)
        var notes: [WalkNote] = []
        var outcomeKey: OutcomeKey?

        switch choice.action {
        case let .go(target, opensSettings):
            if opensSettings {
                // Settings opens over the screen; the app goes on to `target` when the person comes
                // back, so a check there reads what they changed.
                notes.append(.openedSettings(goesOnTo: target))
                // The panel opens on the resource the settings screen is about.
                let selection = screen(state)?.resourceID.flatMap { privacyRows.firstIndex(of: .state(catalog.stateResource($0))) } ?? 0
                state.afterSettings = target
                state.overlay = .privacy(selection: selection)
            } else {
                move(to: target, state: &state, notes: &notes)
            }
        case let .next(target):
            move(to: target, state: &state, notes: &notes)
        case .alertContinue:
            state.alert?.secondStage = true
            state.focus = 0
            notes.append(state.alert.map(showsSharingSheet) == true ? .sharingSheet(resource: state.alert?.resource)
                                                                     : .secondStage(resource: state.alert?.resource))
        case let .outcome(key):
            outcomeKey = answerAlert(key: key, state: &state, notes: &notes)
        case .tapLocationButton:
            outcomeKey = tapLocationButton(state: &state, notes: &notes)
        case let .picker(action):
            outcomeKey = pick(action, state: &state, notes: &notes)
        case let .toggleHealth(which):
            toggleHealth(which, state: &state, notes: &notes)
        case let .additionalInformation(target):
            // Not an answer: nothing is stored, and the app's own action runs.
            if let resource = state.alert?.resource { notes.append(.additionalInformation(resource: resource)) }
            state.alert = nil
            move(to: target, state: &state, notes: &notes)
        }
        state.step += 1
        state.notes = notes
        return [.stepped(record(from: from, kind: kind, choice: choice, outcome: outcomeKey, method: method, notes: notes, state: state))]
    }

    private func record(from: String, kind: StepKind, choice: Choice, outcome: OutcomeKey?, method: ChoiceMethod,
                        notes: [WalkNote], state: WalkState) -> StepRecord {
        var permissions: [String: String] = [:]
        for (resource, value) in state.permissions.states { permissions[resource.rawValue] = value.rawValue }
        return StepRecord(step: state.step, screenID: from, kind: kind, choice: choice.label, choiceIndex: choice.index,
                          outcome: outcome, arrivedAt: state.afterSettings ?? state.screenID, method: method, notes: notes, permissions: permissions,
                          precise: state.permissions.precise, limited: limitedCounts(state.permissions),
                          health: state.permissions.health.isEmpty ? nil : state.permissions.health)
    }

    /// What the system remembers of `resource` (the resource its state is stored under).
    func facts(_ resource: ResourceID, _ permissions: PermissionStore) -> ResourceFacts {
        let stateResource = catalog.stateResource(resource)
        return ResourceFacts(state: permissions.state(of: stateResource), upgradeAsked: permissions.upgradeAsked(stateResource),
                             buttonApproved: permissions.locationButtonConfirmed, requestsOff: permissions.trackingRequestsOff)
    }

    /// A fresh install on the flow's device: nothing asked, the device's own switches as the
    /// flow's `device:` sets them.
    var freshSystem: PermissionStore {
        var permissions = PermissionStore()
        permissions.trackingRequestsOff = flow.samples.trackingRequestsOff
        return permissions
    }

    /// The person answered the alert on screen with `key`; returns the screen's outcome key the
    /// walk followed (another than `key` when the alert stood in for an upgrade request).
    func answerAlert(key: OutcomeKey, state: inout WalkState, notes: inout [WalkNote]) -> OutcomeKey {
        guard let alert = state.alert else { return key }
        state.alert = nil
        if let sheet = alert.sheet {
            let followed = answerHealthSheet(sheet, key: key, resource: alert.resource, state: &state, notes: &notes)
            followOutcome(followed, on: state.screenID, state: &state, notes: &notes)
            return followed
        }
        if alert.fromLocationButton {
            let answer = system.answerLocationButton(key)
            state.permissions.set(catalog.locationButtonResourceID, to: answer.stores, byButton: answer.stores == .allowedOnce)
            if answer.approvesButton { state.permissions.locationButtonConfirmed = true }
            notes.append(.locationStored(answer.stores))
            followOutcome(answer.follows, on: state.screenID, state: &state, notes: &notes)
            return answer.follows
        }
        let stateResource = catalog.stateResource(alert.resource)
        let screen = flow.screen(state.screenID)
        guard let shown = catalog.resource(alert.resource) else { return key }
        let requested = screen?.resourceID.flatMap { catalog.resource($0) } ?? shown
        let answer = system.answer(key, of: shown, requested: requested, mapped: screen?.outcomeKeys ?? [])
        state.permissions.set(stateResource, to: answer.stores)
        if answer.asksUpgrade { state.permissions.markUpgradeAsked(stateResource) }
        if answer.standsIn {
            // The When In Use alert shown for an Always request: the upgrade screen's outcomes say
            // where the walk goes, by the state the answer stored.
            notes.append(.standInAnswered(resource: stateResource, state: answer.stores, requested: requested.id, follows: answer.follows))
        }
        followOutcome(answer.follows, on: state.screenID, state: &state, notes: &notes)
        return answer.follows
    }

    private func followOutcome(_ key: OutcomeKey, on screenID: String, state: inout WalkState, notes: inout [WalkNote]) {
        guard let target = flow.screen(screenID)?.target(of: key) else {
            notes.append(.unmappedOutcome(key))
            return
        }
        move(to: target, state: &state, notes: &notes)
    }

    /// Taps the location button on screen; returns the outcome key followed (nil while its
    /// first-tap alert is up).
    private func tapLocationButton(state: inout WalkState, notes: inout [WalkNote]) -> OutcomeKey? {
        let screenID = state.screenID
        let resource = catalog.locationButtonResourceID
        let refusal = options.refusedLocationButtons[screenID]
        let tap = system.tapLocationButton(facts: facts(resource, state.permissions), refused: refusal != nil)
        switch tap {
        case .refused:
            notes.append(.buttonRefused(reason: refusal ?? ""))
        case .keeps(let current):
            notes.append(.buttonKeeps(current))
        case .staysDenied:
            notes.append(.buttonStaysDenied)
        case .grantsOnce:
            state.permissions.set(resource, to: .allowedOnce, byButton: true)
            notes.append(.buttonGrantsOnce)
        case .showsAlert:
            guard let text = catalog.locationButtonResource?.alert(locale: flow.locale.value, ios: flow.ios.value) else {
                notes.append(.noAlertText(resource: resource, locale: flow.locale.value, ios: flow.ios.value))
                return nil
            }
            state.alert = PresentedAlert(resource: resource, text: text, secondStage: false, backdrop: screenID, fromLocationButton: true)
            state.focus = 0
            notes.append(.buttonFirstTap)
            noteWording(text, resource: resource, state: &state, notes: &notes)
            if let screen = flow.screen(screenID) { notePurposeLanguage(of: screen, notes: &notes) }
        }
        guard let follows = tap.follows else { return nil }
        followOutcome(follows, on: screenID, state: &state, notes: &notes)
        return follows
    }

    /// Applies the screen's `alert:` to its alert's `text`; returns the note that names what it
    /// replaced and where the wording comes from (`source`), nil when it replaced nothing.
    private func applyOverride(of screen: Screen, to text: inout AlertText) -> WalkNote? {
        guard let override = screen.alertOverride(for: flow.locale.value), let resource = screen.resourceID else { return nil }
        let replaced: [String]
        (text, replaced) = override.apply(to: text)
        guard !replaced.isEmpty else { return nil }
        return .overridden(resource: resource, replaced: replaced, locale: text.locale, source: override.source?.value)
    }

    /// Says once per resource in a walk which strings of the alert on screen the flow's `alert:`
    /// overrides, and whether the rest has wording no primary source confirms for this iOS
    /// version (`AlertText.status`), so a reviewer never takes a guess for Apple's text; the
    /// notes reach the status line and the transcript.
    func noteWording(_ text: AlertText, resource: ResourceID, overrideNote: WalkNote? = nil,
                     state: inout WalkState, notes: inout [WalkNote]) {
        guard notesWording else { return }
        let status = text.statuses.filter { $0 != .overridden }.max() ?? .verified
        noteWording(status: status, of: "\(resource) alert (\(text.locale)", resource: resource, overrideNote: overrideNote,
                    state: &state, notes: &notes)
    }

    /// `noteWording` for any drawn system text (an alert, the Health sheet): `what` names it and
    /// its locale, as "camera alert (en".
    /// `what` is made only for a note (most alerts are verified and note nothing).
    func noteWording(status: EvidenceStatus, of what: @autoclosure () -> String, resource: ResourceID, overrideNote: WalkNote?,
                     state: inout WalkState, notes: inout [WalkNote]) {
        guard notesWording, status != .verified || overrideNote != nil, state.wordingNoted.insert(resource).inserted else { return }
        if let overrideNote { notes.append(overrideNote) }
        if status != .verified {
            notes.append(.wordingUnverified(ios: flow.ios.value, what: what(), status: status))
        }
    }

    /// Says, in a walk in one of the flow's further locales, that the alert shows the flow's own
    /// locale's purpose string because the flow has no translation for the walked one.
    private func notePurposeLanguage(of screen: Screen, notes: inout [WalkNote]) {
        guard let own = flow.walkedFrom, flow.showsUntranslatedPurpose(screen) else { return }
        notes.append(.purposeUntranslated(locale: flow.locale.value, shown: own))
    }

    // MARK: Moving

    /// Goes to `target`, then lets the system act: alerts for determined resources are not shown.
    private func move(to target: String, state: inout WalkState, notes: inout [WalkNote]) {
        // An alert is drawn over a screen, never behind another alert: leaving an alert screen
        // keeps the screen that was behind it.
        if flow.screen(state.screenID)?.kind.value != .alert { state.previousScreenID = state.screenID }
        enter(target, state: &state, notes: &notes)
    }

    /// Arrives at `id`, passing through checks (each takes the route the current state picks)
    /// and alerts that would not be shown. Nothing in such a chain changes the state, so
    /// arriving at one of its screens again is a circle: the walk stops there and says so.
    func enter(_ id: String, state: inout WalkState, notes: inout [WalkNote]) {
        var current = id
        var passed: [String] = []
        state.alert = nil
        state.focus = 0
        while passed.count <= flow.screens.count {
            state.screenID = current
            guard let screen = flow.screen(current) else {
                notes.append(.missingScreen(current))
                state.ended = false
                return
            }
            state.ended = screen.kind.value == .end
            if passed.contains(current) {
                notes.append(.circle(Array(passed.drop { $0 != current } + [current])))
                return
            }
            passed.append(current)
            if screen.kind.value == .check {
                guard let next = passCheck(screen, state: &state, notes: &notes) else { return }
                current = next
                continue
            }
            guard screen.kind.value == .alert, let resourceID = screen.resourceID,
                  let resource = catalog.resource(resourceID) else { return }
            let stateResource = catalog.stateResource(resourceID)
            let facts = facts(resourceID, state.permissions)
            let move: RequestMove
            if resource.has(.healthSheet) {
                // Health's sheet shows while a listed type was never asked, whatever the last answer.
                if let sheet = healthSheet(for: screen, permissions: state.permissions),
                   var text = resource.alert(locale: flow.locale.value, ios: flow.ios.value) {
                    // The flow's `alert:` corrects the sheet's title and its two buttons.
                    let overrideNote = applyOverride(of: screen, to: &text)
                    state.alert = PresentedAlert(resource: resourceID, text: text, secondStage: false, backdrop: state.previousScreenID,
                                                 fromLocationButton: false, sheet: sheet)
                    if facts.state != .notDetermined { notes.append(.healthAsksAgain) }
                    noteHealthWording(overrideNote: overrideNote, state: &state, notes: &notes)
                    return
                }
                move = .notShown(system.notShown(resource, facts: facts, mapped: screen.outcomeKeys))
            } else {
                move = system.request(resource, facts: facts, mapped: screen.outcomeKeys)
            }
            switch move {
            case let .shows(shown, standsIn):
                if system.asksWithTrackingSheet(shown, device: flow.samples, minor: flow.iosMinor,
                                                expanded: screen.expandedInterface?.value ?? false),
                   let text = shown.alert(locale: flow.locale.value, ios: flow.ios.value) {
                    presentTrackingSheet(shown.id, alertText: text, screen: screen, state: &state, notes: &notes)
                    return
                }
                if var text = shown.alert(locale: flow.locale.value, ios: flow.ios.value) {
                    // The screen's `alert:` corrects its own resource's alert, not one shown in its place.
                    let overrideNote = standsIn ? nil : applyOverride(of: screen, to: &text)
                    state.alert = PresentedAlert(resource: shown.id, text: text, secondStage: false,
                                                 backdrop: state.previousScreenID, fromLocationButton: false)
                    if standsIn {
                        notes.append(.standsIn(resource: stateResource, requested: resourceID, shown: shown.id))
                    }
                    noteWording(text, resource: shown.id, overrideNote: overrideNote, state: &state, notes: &notes)
                    if shown.takesPurpose { notePurposeLanguage(of: screen, notes: &notes) }
                } else {
                    notes.append(.noAlertText(resource: shown.id, locale: flow.locale.value, ios: flow.ios.value))
                }
                return
            case let .notShown(notShown) where notShown.requestsOff:
                notes.append(.requestsOff(resource: stateResource))
                guard let key = notShown.follows, let next = screen.target(of: key) else {
                    notes.append(.noOutcomeForState(resource: resourceID, state: notShown.state))
                    return
                }
                current = next
            case let .notShown(notShown):
                // A level (photos-add) says what it reads of its setting, as its own resource.
                notes.append(.notShown(resource: resource.storedUnder == nil ? stateResource : resourceID, state: notShown.state,
                                       upgradeAskedFor: notShown.upgradeShownBefore && stateResource != resourceID ? resourceID : nil))
                guard let key = notShown.follows else {
                    notes.append(.noOutcomeForState(resource: resourceID, state: notShown.state))
                    return
                }
                if notShown.followsAnotherAnswer {
                    notes.append(.followsAnotherAnswer(state: notShown.state, follows: key))
                }
                guard let next = screen.target(of: key) else {
                    notes.append(.unmappedOutcome(key))
                    return
                }
                // The skipped alert was never on screen, so the screen shown before it stays the
                // backdrop of whatever alert comes next.
                current = next
            }
        }
        notes.append(.hiddenCircle)
    }

    /// Reads the checked resource's state and returns the screen its route leads to, recording
    /// the pass; nil (with a note) when the check maps no route for the state.
    private func passCheck(_ screen: Screen, state: inout WalkState, notes: inout [WalkNote]) -> String? {
        let id = screen.id.value
        let resource = screen.resourceID ?? ResourceID("")
        // A check on `location-always` reads location's one authorization.
        let stateResource = catalog.stateResource(resource)
        let isHealth = catalog.resource(stateResource, has: .healthSheet)
        let read: PermissionState
        if isHealth {
            read = healthCheckState(screen, resource: stateResource, permissions: state.permissions)
        } else if let info = catalog.resource(resource) ?? catalog.resource(stateResource) {
            // The check's own resource reads the state stored (photos-add reads Full Access as allowed).
            read = system.reads(info, facts: facts(stateResource, state.permissions))
        } else {
            read = state.permissions.state(of: stateResource)
        }
        // Precise Location off is part of the state a check reads (`precise-off`).
        let precise = !catalog.resource(stateResource, has: .preciseSwitch) || state.permissions.precise
        guard let key = system.route(reading: read, precise: precise, mapped: screen.orderedOutcomeKeys),
              let target = screen.target(of: key) else {
            notes.append(.checkUnmapped(check: id, resource: resource, state: read))
            return nil
        }
        state.checksPassed.append(CheckPass(screen: id, resource: resource, state: read, edge: key, target: target))
        let what = isHealth ? healthCheckSubject(screen) : resource.rawValue
        notes.append(.checked(subject: what, state: read, route: key, target: target))
        return target
    }
}
