/// How a choice was made, for the transcript.
public enum ChoiceMethod: String, Sendable, Codable {
    case key, digit, mouse, script
}

/// What pressing a choice does.
public enum ChoiceAction: Sendable, Equatable {
    /// An action on an app or settings screen.
    case go(target: String, opensSettings: Bool)
    /// The pre-alert's one button.
    case next(target: String)
    /// A system alert button that produces an outcome.
    case outcome(key: OutcomeKey)
    /// A first-stage alert button that leads to the alert's second stage (iOS 18 contacts).
    case alertContinue
    /// The location button.
    case tapLocationButton
    /// A step of the limited-access picker (iOS 18 contacts' "Select Contacts").
    case picker(PickerAction)
    /// A switch of the Health sheet, or its Turn On All / Turn Off All.
    case toggleHealth(HealthSwitch)
    /// The EU tracking sheet's Additional Information: closes it with no answer and goes on
    /// to the screen's `additional-information:` target.
    case additionalInformation(target: String)
}

/// What a choice does in the limited-access picker and its confirmation.
public enum PickerAction: Sendable, Equatable {
    /// The alert's limited-access button: opens the picker instead of answering.
    case open
    /// Marks or unmarks sample contact `index`.
    case toggle(Int)
    /// Leaves the picker: back to the alert's second stage, nothing stored.
    case cancel
    /// Goes on to the confirmation with the contacts marked.
    case done
    /// From the confirmation back to the picker, the marks kept.
    case back
    /// Grants limited access to the contacts marked: the alert's `limit` outcome.
    case confirm
}

/// The picker up over an alert's second stage: the sample contacts marked, and whether the
/// confirmation is showing.
public struct PickerState: Sendable, Equatable {
    /// Indices into the flow's sample contacts, ascending.
    public var selected: [Int]
    public var confirming: Bool

    public init(selected: [Int] = [], confirming: Bool = false) {
        self.selected = selected
        self.confirming = confirming
    }
}

/// A switch of the Health sheet.
public enum HealthSwitch: Sendable, Equatable {
    /// Turn On All, or Turn Off All once every switch is on.
    case all
    case type(HealthAccessKind, String)
    /// iOS 27's Only Recent Data (`SystemModel.healthOffersRecentWindow`).
    case recentWindow
}

/// The Health sheet on screen: the types the request lists, in the sheet's order, and which
/// switches are on.
public struct HealthSheetState: Sendable, Equatable {
    public var share: [String]
    public var read: [String]
    public var shareOn: Set<String>
    public var readOn: Set<String>
    /// iOS 27's switch to share only a recent window of data: nil where the sheet has none, else
    /// whether it is on.
    public var recentOnly: Bool? = nil

    public init(share: [String], read: [String], shareOn: Set<String> = [], readOn: Set<String> = []) {
        self.share = share
        self.read = read
        self.shareOn = shareOn
        self.readOn = readOn
    }

    /// Every switch is on: the bulk button reads Turn Off All.
    public var allOn: Bool { shareOn.count == share.count && readOn.count == read.count }
    public var anyOn: Bool { !shareOn.isEmpty || !readOn.isEmpty }

    public func isOn(_ type: String, _ kind: HealthAccessKind) -> Bool {
        kind == .share ? shareOn.contains(type) : readOn.contains(type)
    }

    /// The switches in drawing order: share, then read.
    public var switches: [(kind: HealthAccessKind, type: String)] {
        share.map { (HealthAccessKind.share, $0) } + read.map { (HealthAccessKind.read, $0) }
    }
}

/// One choice on the current screen: the UI, scripted walks and replays pick one by index.
public struct Choice: Sendable, Equatable {
    public var index: Int
    public var label: String
    public var action: ChoiceAction
}

/// What is on top of the screen besides the flow.
public enum Overlay: Sendable, Equatable {
    case help
    /// Settings > Privacy, with the selected row.
    case privacy(selection: Int)
    case confirmQuit
    /// The lint warnings the flow carries (the renderer lists them; the walker only opens it).
    case warnings
    /// The notes the status line said when `n` was pressed, in full (the line cuts them at the
    /// terminal's width); closing it puts them back on the status line.
    case notes([WalkNote])
}

/// The system alert on screen: the resource, its text, and which stage of it.
public struct PresentedAlert: Sendable, Equatable {
    public var resource: ResourceID
    public var text: AlertText
    /// False for the first set of buttons, true for `followUp`.
    public var secondStage: Bool
    /// The screen drawn dimmed behind the alert.
    public var backdrop: String?
    /// Shown because the location button was tapped for the first time.
    public var fromLocationButton: Bool
    /// The limited-access picker (or its confirmation), when the person opened it.
    public var picker: PickerState? = nil
    /// The Health sheet's switches, when the request is Health's full-screen sheet.
    public var sheet: HealthSheetState?
    /// App Tracking Transparency's EU sheet (iOS 27.2), when the request is asked with it.
    public var trackingSheet: TrackingSheetState? = nil

    public var buttons: [AlertButton] {
        secondStage ? (text.followUp ?? []) : text.buttons
    }
}

/// A semantic input to the walk: keys and clicks become these (see `KeyMap`).
public enum WalkEvent: Sendable, Equatable {
    case focusNext
    case focusPrevious
    /// Press the focused choice.
    case press(ChoiceMethod)
    /// Press choice `index` (0-based).
    case choose(Int, ChoiceMethod)
    /// Esc, Backspace, `q`, Left-as-back, or a click outside the buttons.
    case back(String)
    case toggleHelp
    /// Show the flow's lint warnings.
    case showWarnings
    /// Show the status line's notes in full.
    case showNotes
    case openPrivacy
    case togglePrecise
    case relaunch
    case restart
    case requestQuit
    case confirmQuit
    /// Ctrl-C pressed again while the quit question is up: stop at once, without the answer.
    case interrupt
    case cancelOverlay
    /// Move the selection in the privacy panel.
    case privacyMove(Int)
    /// Change the selected resource's state in the privacy panel to the next (or previous) one.
    case privacyCycle(Int)
}

/// What a step was taken on: a screen of its kind, or (`alert`) a system alert, whichever screen
/// it stood over (an alert screen's, or a location button's first-tap alert). Transcripts write
/// the raw values, which are the screen kinds'.
public typealias StepKind = ScreenKind

/// One step of a walk as the transcript records it.
public struct StepRecord: Sendable, Equatable {
    public var step: Int
    public var screenID: String
    public var kind: StepKind
    /// The label of the button pressed.
    public var choice: String
    public var choiceIndex: Int
    /// The outcome key (alerts) or nil.
    public var outcome: OutcomeKey?
    /// Where the step led (after any alerts that were not shown).
    public var arrivedAt: String
    public var method: ChoiceMethod
    /// Things the system did on the way, e.g. an alert not shown (`WalkNote.notShown`).
    public var notes: [WalkNote]
    /// Resource id → state after the step, only determined ones, as the transcript writes them.
    public var permissions: [String: String]
    /// Precise Location after the step (part of location's authorization; on until turned off).
    public var precise: Bool = true
    /// Resource id → how many items its limited grant shares, for grants made in a picker.
    public var limited: [String: Int] = [:]
    /// Health's answer per data type after the step, once the sheet was answered.
    public var health: HealthAccess?
}

/// What the outside world should do after an update: record, quit, and so on.
public enum WalkEffect: Sendable, Equatable {
    case stepped(StepRecord)
    case settingsChanged(resource: ResourceID, from: PermissionState, to: PermissionState)
    case relaunched(expired: [ResourceID], arrivedAt: String, notes: [WalkNote])
    case restarted(arrivedAt: String, notes: [WalkNote])
    case preciseToggled(Bool)
    /// Settings' Allow Apps to Request to Track was switched (on: true).
    case trackingRequestsToggled(Bool)
    /// The walk passed through a check: the system read a state and took a route.
    case checked(CheckPass)
    /// The person confirmed quitting (`y`): the session ends, as `quit` or `completed`.
    case quit
    /// Ctrl-C pressed twice (the second at the quit question): the session ends at once, as
    /// `interrupted`, like a SIGINT.
    case interrupt
}

/// A check the walk passed through: the resource read, its state, the key of `on:` that state
/// took, and the screen it led to (entered at once).
public struct CheckPass: Sendable, Equatable, Codable {
    /// The check's screen id.
    public var screen: String
    public var resource: ResourceID
    /// The state read.
    public var state: PermissionState
    /// The route taken: the state's own key, `denied` (for restricted), `allowed` or `otherwise`.
    public var edge: OutcomeKey
    /// The screen the route leads to.
    public var target: String
}


/// One line of the simulated Settings > Privacy that the selection can rest on: a resource's
/// choice, or a switch under it (location's Precise Location).
public enum PrivacyRow: Sendable, Equatable {
    case state(ResourceID)
    case precise(ResourceID)
    /// Tracking's device-wide Allow Apps to Request to Track.
    case trackingRequests(ResourceID)
}

/// One resource in the simulated Settings > Privacy: a resource the flow uses, its state in
/// Settings' words, the purpose string people would read there, and the states Settings lets
/// them pick.
public struct PrivacyEntry: Sendable, Equatable {
    public var resource: ResourceID
    /// What people call it ("camera", "motion & fitness").
    public var displayName: String
    /// What Settings calls it in the flow's language ("Location Services", "위치 서비스").
    public var settingsName: String
    public var state: PermissionState
    /// The state in Settings' words, in the flow's language ("While Using the App").
    public var stateLabel: String
    /// Precise Location, for a resource whose Settings has that switch; nil otherwise.
    public var precise: Bool?
    /// Allow Apps to Request to Track (on: true), under tracking; nil for other resources.
    public var trackingRequests: Bool?
    /// The flow's purpose string for it, placeholders resolved; nil when no screen gives one.
    public var purpose: String?
    /// What Settings offers, in cycling order (`Walker.settableStates`).
    public var settableStates: [PermissionState]
}
