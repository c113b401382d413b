/// What iOS does with an app's permission requests, written once.
///
/// Given a screen's request, what the system remembers of the resource (`ResourceFacts`) and the
/// keys the screen maps, the model answers with typed moves: an alert shown (and what each of
/// its answers stores and where the walk then goes), an alert not shown (and the outcome the
/// system follows instead), a check's route, a location button's tap, what Settings can change
/// and what a relaunch ends. Three clients ask it and never decide these things themselves:
/// - the walker (`Walker`) applies a move to the one state of a walk;
/// - the lint's state analysis (`PermissionStateAnalysis`) applies every move a set of possible
///   facts allows (`answers(…)` lists every answer; `settings(for:)` every state a person may
///   leave in Settings or between launches);
/// - coverage (`FlowCoverage`) rebuilds which edges a recorded walk took from the same moves.
///
/// An iOS quirk (location's Always upgrade, one-time grants, limited access, the location
/// button's first tap, Health's per-type answers) is therefore one edit here. What the walker
/// alone keeps is what only a concrete walk has: the switches on Health's sheet while it is up
/// (`Walker+Health`) and the contact picker's marks (`Walker+Picker`).
public struct SystemModel: Sendable {
    public let catalog: SystemAlertCatalog
    /// The iOS major version simulated (the flow's `ios:`).
    public let ios: Int

    public init(catalog: SystemAlertCatalog, ios: Int) {
        self.catalog = catalog
        self.ios = ios
    }

    // MARK: Requests

    /// What the system does when a screen asks for `requested` while the resource it stores its
    /// state under is as `facts` say; `mapped` are the keys the screen's `on:` maps.
    ///
    /// The resource's own alert shows while it is not determined. An upgrade alert (Always, which
    /// reads and writes the resource it upgrades) shows the upgraded resource's alert in its place
    /// while that is not determined, shows itself only from the state it upgrades and only once,
    /// and otherwise shows nothing.
    ///
    /// Tracking with Allow Apps to Request to Track off shows nothing: the request reads denied
    /// (Apple's User Privacy and Data Use page), whatever the app's own state.
    ///
    /// A resource that is one level of another's setting (photos-add) reads that setting through
    /// `view`: Full Access covers adding, so no alert shows and the request reads allowed.
    public func request(_ requested: ResourceInfo, facts stored: ResourceFacts, mapped: Set<OutcomeKey>) -> RequestMove {
        let facts = viewed(requested, stored)
        if facts.requestsOff && requested.has(.trackingConsent) {
            var move = notShown(requested, facts: ResourceFacts(state: .denied), mapped: mapped)
            move.requestsOff = true
            return .notShown(move)
        }
        if let upgraded = requested.upgrades {
            if facts.state == .notDetermined, let standIn = catalog.resource(upgraded) {
                return .shows(alert: standIn, standsIn: true)
            }
            if facts.state == requested.upgradedFrom && !facts.upgradeAsked {
                return .shows(alert: requested, standsIn: false)
            }
        } else if facts.state == .notDetermined {
            return .shows(alert: requested, standsIn: false)
        }
        return .notShown(notShown(requested, facts: facts, mapped: mapped))
    }

    /// Why an alert is not shown for a determined resource, and the outcome the system follows.
    public func notShown(_ requested: ResourceInfo, facts stored: ResourceFacts, mapped: Set<OutcomeKey>) -> NotShownMove {
        let facts = viewed(requested, stored)
        let follows = requested.outcomeKey(notShownFor: facts.state, mapped: mapped, ios: ios)
        let producible = requested.outcomes(ios: ios).first { $0.key == follows }?.state == facts.state
        return NotShownMove(state: facts.state,
                            upgradeShownBefore: requested.upgrades != nil && facts.state == requested.upgradedFrom,
                            follows: follows, followsAnotherAnswer: follows != nil && !producible)
    }

    /// The state an app reads for `resource` (a check, `…authorizationStatus`): its own, but
    /// tracking reads denied while the device refuses every request.
    public func reads(_ resource: ResourceInfo, facts: ResourceFacts) -> PermissionState {
        facts.requestsOff && resource.has(.trackingConsent) ? .denied : view(resource, stored: facts.state)
    }

    /// What answering `key` on `shown` (the alert on screen for a request of `requested`)
    /// stores, and which of the screen's outcomes the walk then follows: `key` itself, or, when
    /// the alert stood in for an upgrade request, the requested resource's outcome for the state
    /// the answer stored. A level's answer is stored as its setting's level (photos-add's Allow:
    /// Add Photos Only under photos).
    public func answer(_ key: OutcomeKey, of shown: ResourceInfo, requested: ResourceInfo, mapped: Set<OutcomeKey>) -> AlertAnswer {
        let stored = self.stored(shown, answered: shown.outcomes.first { $0.key == key }?.state ?? .denied)
        let standsIn = shown.id != requested.id && requested.upgrades == shown.id
        var follows = key
        if standsIn, let followed = requested.outcomeKey(notShownFor: stored, mapped: mapped, ios: ios) {
            follows = followed
        }
        return AlertAnswer(key: key, stores: stored, follows: follows, standsIn: standsIn,
                           asksUpgrade: shown.upgrades != nil, approvesButton: false)
    }

    /// Every answer the alert `shown` offers on this iOS version, for a request of `requested`.
    public func answers(of shown: ResourceInfo, requested: ResourceInfo, mapped: Set<OutcomeKey>) -> [AlertAnswer] {
        shown.outcomes(ios: ios).map { answer($0.key, of: shown, requested: requested, mapped: mapped) }
    }

    // MARK: Health

    /// Whether HealthKit shows its sheet for a request listing `share` and `read` data types:
    /// while a listed type was never asked, whatever the last answer was
    /// (`requestAuthorization(toShare:read:)`); a request that lists none shows it each time.
    public func healthSheetShows(share: [String], read: [String], asked health: HealthAccess) -> Bool {
        let unasked = share.contains { !health.asked($0, .share) } || read.contains { !health.asked($0, .read) }
        return unasked || (share.isEmpty && read.isEmpty)
    }

    /// What answering Health's sheet (`sheet`, its switches as the person left them) with `key`
    /// stores. Allow with a switch on grants: each share type is authorized when its switch is
    /// on and denied when off, each read switch is kept as it is. Allow with every switch off
    /// grants nothing, and the walk follows the sheet's refusal; Don't Allow turns every listed
    /// type off. The request's answer as a whole is the outcome followed.
    public func answerHealthSheet(_ resource: ResourceInfo, key: OutcomeKey, sheet: HealthSheetState,
                                  before: HealthAccess) -> HealthSheetAnswer {
        let allowed = resource.outcomes.first { $0.key == key }?.state.isGranted ?? false
        let granted = allowed && sheet.anyOn
        let follows = granted ? key : (resource.outcomes.first { !$0.state.isGranted }.map(\.key) ?? key)
        let stored = resource.outcomes.first { $0.key == follows }?.state ?? (granted ? .authorized : .denied)
        var health = before
        for type in sheet.share { health.share[type] = allowed && sheet.shareOn.contains(type) ? .authorized : .denied }
        for type in sheet.read { health.read[type] = allowed && sheet.readOn.contains(type) }
        let answer = AlertAnswer(key: key, stores: stored, follows: follows, standsIn: false, asksUpgrade: false, approvesButton: false)
        return HealthSheetAnswer(answer: answer, allowedNothing: allowed && !granted, health: health)
    }

    /// The state a Health check reads: a share type's own state (`HKAuthorizationStatus`); for
    /// read access, one type's or the request's, only whether the sheet asked (HealthKit answers
    /// a denied read as if there were no data), which the check takes as the request's answer.
    public func healthCheckReads(share: String?, read: String?, request: PermissionState, health: HealthAccess) -> PermissionState {
        if let share { return health.share[share] ?? .notDetermined }
        if let read { return health.asked(read, .read) ? request : .notDetermined }
        return request
    }

    /// The states a check on a share type may read once the sheet answered the request with
    /// `request`: the type's own switch, which the answer as a whole does not decide, so any
    /// answered state. Nil when the check reads the request's answer itself.
    public func healthCheckMayRead(share: String?, request: PermissionState) -> [PermissionState]? {
        guard share != nil, request != .notDetermined else { return nil }
        return PermissionState.allCases.filter { $0 != .notDetermined }
    }

    /// Settings > Privacy > Health as one row: a reset forgets every type's answer; a change
    /// sets every switch asked so far on or off.
    public func healthAfterSettings(_ state: PermissionState, _ health: HealthAccess) -> HealthAccess {
        guard state != .notDetermined else { return HealthAccess() }
        var changed = health
        changed.setAll(on: state.isGranted)
        return changed
    }

    // MARK: Checks

    /// The route a check takes when it reads `state` (`CheckRouting`): Precise Location off is
    /// part of what a location check reads.
    public func route(reading state: PermissionState, precise: Bool, mapped: [OutcomeKey]) -> OutcomeKey? {
        CheckRouting.key(for: state, mapped: mapped.map(\.rawValue), precise: precise).map { OutcomeKey($0) }
    }

    /// `route(reading:precise:mapped:)` for the keys `check` maps, read in place: the state
    /// analysis asks it for every state a check's routes do not take, and the two arrays of keys
    /// made per call were most of its cost (docs/benchmarks.md, "flows32i").
    public func route(reading state: PermissionState, precise: Bool, on check: Screen) -> OutcomeKey? {
        CheckRouting.key(for: state, mapped: check.outcomes.lazy.map(\.key.value), precise: precise).map { OutcomeKey($0) }
    }

    // MARK: The location button

    /// What a tap on the location button does: refused by the system (its look breaks the
    /// rules), nothing for a lasting grant or a denial, one-time access without an alert once
    /// the button was approved, and the location alert on the first tap.
    public func tapLocationButton(facts: ResourceFacts, refused: Bool) -> LocationButtonTap {
        if refused { return .refused }
        switch facts.state {
        case .whileUsing, .always:
            return .keeps(facts.state)
        case .denied, .restricted:
            // Judgement call: the documentation is silent on a denied app; the walk keeps the
            // person's No and points at Settings, as the flow's `deny` path does.
            return .staysDenied(facts.state)
        case .notDetermined, .allowedOnce, .authorized, .limited, .provisional, .writeOnly:
            // The first tap asks the person to approve the button, whatever one-time access the
            // app may already have.
            return facts.buttonApproved ? .grantsOnce : .showsAlert
        }
    }

    /// What answering `key` on the location button's first-tap alert stores. Agreeing approves
    /// the button (later taps grant silently); Allow Once is the button's own grant, which ends
    /// at relaunch; While Using is a lasting one. The walk follows `deny` for a refusal and
    /// `allow-once` for any grant.
    public func answerLocationButton(_ key: OutcomeKey) -> AlertAnswer {
        let stored = catalog.locationButtonResource?.outcomes.first { $0.key == key }?.state ?? .denied
        let granted = stored != .denied
        return AlertAnswer(key: key, stores: stored, follows: granted ? .allowOnce : .deny, standsIn: false,
                           asksUpgrade: false, approvesButton: granted)
    }

    /// Every answer of the location button's first-tap alert on this iOS version.
    public var locationButtonAnswers: [AlertAnswer] {
        (catalog.locationButtonResource?.outcomes(ios: ios) ?? []).map { answerLocationButton($0.key) }
    }

    /// The outcome keys a location-button screen can map: the button leaves location granted
    /// (`allow-once`) or not (`deny`).
    public static let locationButtonOutcomeKeys: [OutcomeKey] = [.allowOnce, .deny]

    // MARK: Settings and launches

    /// The states a person can leave `resource` in from Settings (`ResourceInfo.settableStates`).
    public func settableStates(_ resource: ResourceInfo) -> [PermissionState] {
        resource.settableStates(ios: ios)
    }

    /// What Settings and the launches between uses can do to `resource`, its states read once.
    public func settings(for resource: ResourceInfo) -> SettingsReach {
        SettingsReach(settable: settableStates(resource))
    }

    /// Whether a relaunch ends a grant: one-time access (Allow Once, or a location button's
    /// grant that is not a lasting While Using or Always) is gone at the next launch.
    public static func endsAtRelaunch(_ state: PermissionState, byButton: Bool) -> Bool {
        state == .allowedOnce || (byButton && state != .whileUsing && state != .always)
    }
}

/// What Settings lets a person do with one resource (`SystemModel.settings(for:)`).
public struct SettingsReach: Sendable {
    /// The states Settings offers (`ResourceInfo.settableStates`).
    public let settable: [PermissionState]

    /// Every state Settings may leave the resource in: an answered resource any state Settings
    /// offers; one never asked stays as it is (Settings lists apps that asked).
    public func afterSettings(_ facts: ResourceFacts) -> [ResourceFacts] {
        guard facts.state != .notDetermined else { return [facts] }
        return settable.map { ResourceFacts(state: $0, upgradeAsked: facts.upgradeAsked, buttonApproved: facts.buttonApproved) }
    }

    /// Every state the resource may be in at the next launch: one-time access has ended (not
    /// determined, though the app is now listed in Settings), and between launches people may
    /// change an answered resource in Settings.
    public func afterRelaunch(_ facts: ResourceFacts) -> [ResourceFacts] {
        guard SystemModel.endsAtRelaunch(facts.state, byButton: false) else { return afterSettings(facts) }
        let states = [PermissionState.notDetermined] + settable.filter { $0 != .notDetermined }
        return states.map { ResourceFacts(state: $0, upgradeAsked: facts.upgradeAsked, buttonApproved: facts.buttonApproved) }
    }
}

/// What the system remembers of one resource, as far as its moves read it.
public struct ResourceFacts: Hashable, Sendable {
    public var state: PermissionState
    /// The upgrade alert (location's Always) was shown: iOS shows it once.
    public var upgradeAsked: Bool
    /// The location button's first-tap alert was agreed to: later taps grant without an alert.
    public var buttonApproved: Bool
    /// The device refuses every app's request for it (tracking: Allow Apps to Request to Track off).
    public var requestsOff: Bool

    public init(state: PermissionState, upgradeAsked: Bool = false, buttonApproved: Bool = false, requestsOff: Bool = false) {
        self.state = state
        self.upgradeAsked = upgradeAsked
        self.buttonApproved = buttonApproved
        self.requestsOff = requestsOff
    }
}

/// What the system does with a request.
public enum RequestMove: Sendable {
    /// The system shows `alert`: the requested resource's own, or (`standsIn`) the alert of the
    /// resource an upgrade request upgrades, while that is not determined.
    case shows(alert: ResourceInfo, standsIn: Bool)
    /// Nothing shows; the walk goes on through the outcome the system follows.
    case notShown(NotShownMove)
}

/// An alert the system did not show, and where the walk goes instead.
public struct NotShownMove: Sendable, Equatable {
    /// The state that kept it away.
    public var state: PermissionState
    /// An upgrade alert kept away because it was shown before (iOS asks for Always once).
    public var upgradeShownBefore: Bool
    /// The screen's outcome the system follows; nil when none stands for `state`.
    public var follows: OutcomeKey?
    /// The outcome followed is not one this alert stores `state` with (a state set in Settings).
    public var followsAnotherAnswer: Bool
    /// Kept away by a device-wide switch (tracking: Allow Apps to Request to Track off), not by
    /// an answer: `state` is what the app reads, not what it stores.
    public var requestsOff = false
}

/// One answer to an alert on screen.
public struct AlertAnswer: Sendable, Equatable {
    /// The answer's outcome key (the button pressed).
    public var key: OutcomeKey
    /// The state it stores.
    public var stores: PermissionState
    /// The screen's outcome the walk follows.
    public var follows: OutcomeKey
    /// The alert stood in for an upgrade request (location's When In Use alert for an Always
    /// request): the answer is to the other question.
    public var standsIn: Bool
    /// The answer was to an upgrade alert, which iOS does not show again.
    public var asksUpgrade: Bool
    /// The answer approved the location button: later taps grant without an alert.
    public var approvesButton: Bool
}

/// What a tap on the location button does.
public enum LocationButtonTap: Sendable, Equatable {
    /// The system refuses the button (its look breaks the rules) and grants nothing.
    case refused
    /// A lasting grant stays as it is.
    case keeps(PermissionState)
    /// A denial stays until it is changed in Settings.
    case staysDenied(PermissionState)
    /// One-time access without an alert: the button was approved before.
    case grantsOnce
    /// The first tap: the system shows its location alert.
    case showsAlert

    /// The screen's outcome the walk follows at once; nil while the alert waits for an answer.
    public var follows: OutcomeKey? {
        switch self {
        case .refused, .staysDenied: .deny
        case .keeps, .grantsOnce: .allowOnce
        case .showsAlert: nil
        }
    }
}

/// What answering Health's sheet did (`SystemModel.answerHealthSheet`).
public struct HealthSheetAnswer: Sendable, Equatable {
    /// The request's answer as a whole: what it stores and the outcome the walk follows.
    public var answer: AlertAnswer
    /// Allow was tapped with every switch off: nothing was granted, and the walk follows the
    /// sheet's refusal.
    public var allowedNothing: Bool
    /// Every data type's answer after it.
    public var health: HealthAccess
}
