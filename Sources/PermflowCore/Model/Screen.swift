/// One screen of a flow, of any kind. Fields a kind does not use are nil or empty.
///
/// The fields live in a shared storage object that is copied only when a copy is changed
/// (copy-on-write): every rule reads every screen, and a read should not copy twenty-odd
/// fields with their strings (figures in docs/benchmarks.md). Reading and writing look as for
/// any struct.
public struct Screen: Sendable {
    private final class Storage: @unchecked Sendable {
        var id: Located<String>
        var kind: Located<ScreenKind>
        var location: SourceLocation
        var title: Located<String>?
        var body: Located<String>?
        var resource: Located<String>?
        var button: Located<String>?
        var next: Located<String>?
        var purpose: Located<String>?
        var outcomes: [Outcome]
        var actions: [Action]
        var collects: [Located<String>]
        var image: Located<String>?
        var dismissible: Located<Bool>?
        var label: Located<String>?
        var glyph: Located<String>?
        var background: Located<String>?
        var foreground: Located<String>?
        var cornerRadius: Located<Double>?
        var width: Located<Double>?
        var disallowedStyleKeys: [Located<String>]
        var extraButtons: [ExtraButtons]
        var suppressions: [Suppression]

        init(id: Located<String>, kind: Located<ScreenKind>, location: SourceLocation) {
            self.id = id
            self.kind = kind
            self.location = location
            self.outcomes = []
            self.actions = []
            self.collects = []
            self.disallowedStyleKeys = []
            self.extraButtons = []
            self.suppressions = []
        }

        func copy() -> Storage {
            let copy = Storage(id: id, kind: kind, location: location)
            copy.title = title
            copy.body = body
            copy.resource = resource
            copy.button = button
            copy.next = next
            copy.purpose = purpose
            copy.outcomes = outcomes
            copy.actions = actions
            copy.collects = collects
            copy.image = image
            copy.dismissible = dismissible
            copy.label = label
            copy.glyph = glyph
            copy.background = background
            copy.foreground = foreground
            copy.cornerRadius = cornerRadius
            copy.width = width
            copy.disallowedStyleKeys = disallowedStyleKeys
            copy.extraButtons = extraButtons
            copy.suppressions = suppressions
            return copy
        }
    }

    /// Immutable once shared (only `mutable` writes, after making it unique), so it is safe to
    /// read from several threads.
    private var storage: Storage

    private mutating func mutable() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    public var id: Located<String> {
        get { storage.id }
        set { mutable().id = newValue }
    }
    public var kind: Located<ScreenKind> {
        get { storage.kind }
        set { mutable().kind = newValue }
    }
    /// Where the screen's mapping starts.
    public var location: SourceLocation {
        get { storage.location }
        set { mutable().location = newValue }
    }
    public var title: Located<String>? {
        get { storage.title }
        set { mutable().title = newValue }
    }
    public var body: Located<String>? {
        get { storage.body }
        set { mutable().body = newValue }
    }
    /// The protected resource (pre-alert, alert, settings), as the file writes it.
    public var resource: Located<String>? {
        get { storage.resource }
        set { mutable().resource = newValue }
    }
    /// `resource` as a resource id: what the walker, rules and graph look up in the catalog.
    public var resourceID: ResourceID? { storage.resource.map { ResourceID($0.value) } }
    /// The pre-alert's single button.
    public var button: Located<String>? {
        get { storage.button }
        set { mutable().button = newValue }
    }
    /// The pre-alert's target.
    public var next: Located<String>? {
        get { storage.next }
        set { mutable().next = newValue }
    }
    /// The purpose string (alert, location-button), placeholders unresolved.
    public var purpose: Located<String>? {
        get { storage.purpose }
        set { mutable().purpose = newValue }
    }
    /// Outcome key → target, in file order (alert, location-button).
    public var outcomes: [Outcome] {
        get { storage.outcomes }
        set { mutable().outcomes = newValue }
    }
    /// The person's choices, in order (app, settings; a pre-alert's are reported, never walked).
    public var actions: [Action] {
        get { storage.actions }
        set { mutable().actions = newValue }
    }
    /// Data this screen starts collecting, e.g. `tracking`.
    public var collects: [Located<String>] {
        get { storage.collects }
        set { mutable().collects = newValue }
    }
    /// `collects` as resource ids.
    public var collectedIDs: [ResourceID] { storage.collects.map { ResourceID($0.value) } }
    /// An image on the screen, described by its alt text (app, pre-alert).
    public var image: Located<String>? {
        get { storage.image }
        set { mutable().image = newValue }
    }
    /// A pre-alert that can be swiped or tapped away (`dismissible: true`).
    public var dismissible: Located<Bool>? {
        get { storage.dismissible }
        set { mutable().dismissible = newValue }
    }
    // Location button
    public var label: Located<String>? {
        get { storage.label }
        set { mutable().label = newValue }
    }
    public var glyph: Located<String>? {
        get { storage.glyph }
        set { mutable().glyph = newValue }
    }
    public var background: Located<String>? {
        get { storage.background }
        set { mutable().background = newValue }
    }
    public var foreground: Located<String>? {
        get { storage.foreground }
        set { mutable().foreground = newValue }
    }
    public var cornerRadius: Located<Double>? {
        get { storage.cornerRadius }
        set { mutable().cornerRadius = newValue }
    }
    /// Button width in points, for `location-button-fits`.
    public var width: Located<Double>? {
        get { storage.width }
        set { mutable().width = newValue }
    }
    /// Visual keys set on a location button that the system does not let apps set.
    public var disallowedStyleKeys: [Located<String>] {
        get { storage.disallowedStyleKeys }
        set { mutable().disallowedStyleKeys = newValue }
    }
    /// More buttons written on a pre-alert than its one: a list as `button`, or `actions`.
    /// Recorded while reading, reported by `prealert-single-button`.
    public var extraButtons: [ExtraButtons] {
        get { storage.extraButtons }
        set { mutable().extraButtons = newValue }
    }
    /// Rule id → reason, from `ignore:`.
    public var suppressions: [Suppression] {
        get { storage.suppressions }
        set { mutable().suppressions = newValue }
    }

    public init(id: Located<String>, kind: Located<ScreenKind>, location: SourceLocation) {
        storage = Storage(id: id, kind: kind, location: location)
    }

    /// Every screen id this screen can lead to, in order, with where the link is written.
    public var links: [Located<String>] {
        var result: [Located<String>] = []
        if let next { result.append(next) }
        result.append(contentsOf: outcomes.map(\.target))
        result.append(contentsOf: actions.compactMap(\.target))
        return result
    }

    /// The text fields shown to people on this screen, with their names, for copy rules.
    public var texts: [(field: String, text: Located<String>)] {
        var result: [(field: String, text: Located<String>)] = []
        if let title { result.append(("title", title)) }
        if let body { result.append(("body", body)) }
        if let button { result.append(("button", button)) }
        if let purpose { result.append(("purpose", purpose)) }
        if let label { result.append(("label", label)) }
        if let image { result.append(("image", image)) }
        for action in actions { result.append(("action", action.label)) }
        return result
    }
}

/// A choice on an app or settings screen.
public struct Action: Sendable {
    public var label: Located<String>
    /// The screen the action leads to; nil when it is missing (already reported).
    public var target: Located<String>?
    /// Opens the simulated Settings > Privacy before going on.
    public var opensSettings: Bool
    public var location: SourceLocation

    public init(label: Located<String>, target: Located<String>?, opensSettings: Bool = false, location: SourceLocation) {
        self.label = label
        self.target = target
        self.opensSettings = opensSettings
        self.location = location
    }
}

/// A second way to act written on a pre-alert, as the file has it: the parser only records it,
/// so `prealert-single-button` reports it and `ignore:` can switch that off like any rule.
public struct ExtraButtons: Sendable {
    public enum Form: Sendable {
        /// `button: [Continue, Not now]`.
        case buttonList
        /// `actions:` with one or more entries.
        case actions
    }

    public var form: Form
    /// The key they are written under (`button` or `actions`): where they are reported.
    public var key: Located<String>
    /// Their labels, in order, as written.
    public var labels: [String]

    public init(form: Form, key: Located<String>, labels: [String]) {
        self.form = form
        self.key = key
        self.labels = labels
    }
}

/// One alert outcome and the screen it leads to.
public struct Outcome: Sendable {
    public var key: Located<String>
    public var target: Located<String>

    public init(key: Located<String>, target: Located<String>) {
        self.key = key
        self.target = target
    }
}

/// A rule switched off on one screen, with the reason the flow gives.
public struct Suppression: Sendable {
    public var ruleID: Located<String>
    public var reason: Located<String>

    public init(ruleID: Located<String>, reason: Located<String>) {
        self.ruleID = ruleID
        self.reason = reason
    }
}
