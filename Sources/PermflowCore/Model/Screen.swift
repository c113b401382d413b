/// One screen of a flow, of any kind. Fields a kind does not use are nil or empty.
public struct Screen: Sendable {
    public var id: Located<String>
    public var kind: Located<ScreenKind>
    /// Where the screen's mapping starts.
    public var location: SourceLocation

    public var title: Located<String>?
    public var body: Located<String>?
    /// The protected resource (pre-alert, alert, settings).
    public var resource: Located<String>?
    /// The pre-alert's single button.
    public var button: Located<String>?
    /// The pre-alert's target.
    public var next: Located<String>?
    /// The purpose string (alert, location-button), placeholders unresolved.
    public var purpose: Located<String>?
    /// Outcome key → target, in file order (alert, location-button).
    public var outcomes: [Outcome]
    /// The person's choices, in order (app, settings; a pre-alert's are reported, never walked).
    public var actions: [Action]
    /// Data this screen starts collecting, e.g. `tracking`.
    public var collects: [Located<String>]
    /// An image on the screen, described by its alt text (app, pre-alert).
    public var image: Located<String>?
    /// A pre-alert that can be swiped or tapped away (`dismissible: true`).
    public var dismissible: Located<Bool>?

    // Location button
    public var label: Located<String>?
    public var glyph: Located<String>?
    public var background: Located<String>?
    public var foreground: Located<String>?
    public var cornerRadius: Located<Double>?
    /// Button width in points, for `location-button-fits`.
    public var width: Located<Double>?
    /// Visual keys set on a location button that the system does not let apps set.
    public var disallowedStyleKeys: [Located<String>]

    /// Rule id → reason, from `ignore:`.
    public var suppressions: [Suppression]

    public init(id: Located<String>, kind: Located<ScreenKind>, location: SourceLocation) {
        self.id = id
        self.kind = kind
        self.location = location
        self.outcomes = []
        self.actions = []
        self.collects = []
        self.disallowedStyleKeys = []
        self.suppressions = []
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
