/// One screen of a flow, of any kind. Fields a kind does not use are nil or empty.
///
/// The fields (`Screen.Fields`) are read and written as the screen's own (`screen.title`), but
/// live in one shared box that is copied only when a shared copy is changed: every rule reads
/// every screen, and a plain struct would copy twenty-odd fields with their strings on each
/// read (measured in docs/benchmarks.md). The box and the subscript are all of it.
///
/// A key path through a field (`\.id.value`) is applied by the runtime, not folded like
/// `screen.id.value`: in code that runs per screen, write a closure (`{ $0.id.value }`).
@dynamicMemberLookup
public struct Screen: Sendable {
    /// What a screen says, as the file has it.
    ///
    /// The fields most screens set are stored here; the rest (`Rare`) live in a list of at most
    /// one element that only a screen setting one of them allocates: a screen costs about a third
    /// of the ~31 fields it would if each were stored (docs/benchmarks.md, "Issue 32: memory").
    /// Both read and write like stored fields (`screen.label = …`); the list is copied on write.
    public struct Fields: Sendable {
        public var id: Located<String>
        public var kind: Located<ScreenKind>
        /// Where the screen's mapping starts.
        public var location: SourceLocation
        public var title: Located<String>?
        public var body: Located<String>?
        /// The protected resource (pre-alert, alert, settings, check), as the file writes it.
        public var resource: Located<String>?
        /// The pre-alert's single button.
        public var button: Located<String>?
        /// The pre-alert's target.
        public var next: Located<String>?
        /// The purpose string (alert, location-button), placeholders unresolved. On a health
        /// alert, the read purpose (NSHealthShareUsageDescription).
        public var purpose: Located<String>?
        /// Outcome key → target, in file order (alert, location-button); for a check, state key →
        /// target (`CheckRouting`).
        public var outcomes: [Outcome] = []
        /// The person's choices, in order (app, settings; a pre-alert's are reported, never walked).
        public var actions: [Action] = []
        private var rare: [Rare] = []

        init(id: Located<String>, kind: Located<ScreenKind>, location: SourceLocation) {
            self.id = id
            self.kind = kind
            self.location = location
        }

        /// The fields few screens set.
        private struct Rare: Sendable {
            var sharePurpose: Located<String>?
            var purposeTranslations: [TranslatedText] = []
            var purposeMarkdown: Located<String>?
            var additionalInformation: Located<String>?
            var expandedInterface: Located<Bool>?
            var accessLevel: Located<String>?
            var healthShare: [Located<String>] = []
            var healthRead: [Located<String>] = []
            var collects: [Located<String>] = []
            var image: Located<String>?
            var dismissible: Located<Bool>?
            var label: Located<String>?
            var glyph: Located<String>?
            var background: Located<String>?
            var foreground: Located<String>?
            var cornerRadius: Located<Double>?
            var width: Located<Double>?
            var disallowedStyleKeys: [Located<String>] = []
            var extraButtons: [ExtraButtons] = []
            var suppressions: [Suppression] = []
            var alertOverrides: [AlertOverride] = []
        }

        /// A health alert's share (write) purpose, NSHealthUpdateUsageDescription (`share-purpose`).
        public var sharePurpose: Located<String>? {
            get { rare.isEmpty ? nil : rare[0].sharePurpose }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].sharePurpose = newValue
            }
        }

        /// The purpose string in the flow's other declared locales (`purpose:` written as locale →
        /// text); `purpose` holds the flow's own locale's.
        public var purposeTranslations: [TranslatedText] {
            get { rare.isEmpty ? [] : rare[0].purposeTranslations }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].purposeTranslations = newValue
            }
        }

        /// A tracking alert's formatted purpose, NSUserTrackingMarkdownUsageDescription
        /// (`purpose-markdown`): the EU sheet of iOS 27.2 shows it instead of `purpose`.
        public var purposeMarkdown: Located<String>? {
            get { rare.isEmpty ? nil : rare[0].purposeMarkdown }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].purposeMarkdown = newValue
            }
        }

        /// Where the EU tracking sheet's Additional Information button leads
        /// (`additional-information`); nil when the app offers none.
        public var additionalInformation: Located<String>? {
            get { rare.isEmpty ? nil : rare[0].additionalInformation }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].additionalInformation = newValue
            }
        }

        /// A tracking alert asked with the expanded interface (`expanded-interface: true`,
        /// `requestTrackingAuthorization(usingExpandedInterface:…)`, iOS 27.2): the EU sheet on
        /// any EU device, not only where it is required. Nil when the flow does not say.
        public var expandedInterface: Located<Bool>? {
            get { rare.isEmpty ? nil : rare[0].expandedInterface }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].expandedInterface = newValue
            }
        }

        /// A photos alert's access level as the app asks for it (`access-level: read-write`):
        /// iOS 27 deprecates asking without one. Nil when the flow does not say.
        public var accessLevel: Located<String>? {
            get { rare.isEmpty ? nil : rare[0].accessLevel }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].accessLevel = newValue
            }
        }

        /// The Health data types a health alert asks to share (write) and to read, as written
        /// (`share:`, `read:`); on a health check, the one type it reads the state of.
        public var healthShare: [Located<String>] {
            get { rare.isEmpty ? [] : rare[0].healthShare }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].healthShare = newValue
            }
        }

        public var healthRead: [Located<String>] {
            get { rare.isEmpty ? [] : rare[0].healthRead }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].healthRead = newValue
            }
        }

        /// Data this screen starts collecting, e.g. `tracking`.
        public var collects: [Located<String>] {
            get { rare.isEmpty ? [] : rare[0].collects }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].collects = newValue
            }
        }

        /// An image on the screen, described by its alt text (app, pre-alert).
        public var image: Located<String>? {
            get { rare.isEmpty ? nil : rare[0].image }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].image = newValue
            }
        }

        /// A pre-alert that can be swiped or tapped away (`dismissible: true`).
        public var dismissible: Located<Bool>? {
            get { rare.isEmpty ? nil : rare[0].dismissible }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].dismissible = newValue
            }
        }

        // Location button
        public var label: Located<String>? {
            get { rare.isEmpty ? nil : rare[0].label }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].label = newValue
            }
        }

        public var glyph: Located<String>? {
            get { rare.isEmpty ? nil : rare[0].glyph }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].glyph = newValue
            }
        }

        public var background: Located<String>? {
            get { rare.isEmpty ? nil : rare[0].background }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].background = newValue
            }
        }

        public var foreground: Located<String>? {
            get { rare.isEmpty ? nil : rare[0].foreground }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].foreground = newValue
            }
        }

        public var cornerRadius: Located<Double>? {
            get { rare.isEmpty ? nil : rare[0].cornerRadius }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].cornerRadius = newValue
            }
        }

        /// Button width in points, for `location-button-fits`.
        public var width: Located<Double>? {
            get { rare.isEmpty ? nil : rare[0].width }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].width = newValue
            }
        }

        /// Visual keys set on a location button that the system does not let apps set.
        public var disallowedStyleKeys: [Located<String>] {
            get { rare.isEmpty ? [] : rare[0].disallowedStyleKeys }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].disallowedStyleKeys = newValue
            }
        }

        /// More buttons written on a pre-alert than its one: a list as `button`, or `actions`.
        /// Recorded while reading, reported by `prealert-single-button`.
        public var extraButtons: [ExtraButtons] {
            get { rare.isEmpty ? [] : rare[0].extraButtons }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].extraButtons = newValue
            }
        }

        /// Rule id → reason, from `ignore:`.
        public var suppressions: [Suppression] {
            get { rare.isEmpty ? [] : rare[0].suppressions }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].suppressions = newValue
            }
        }

        /// The alert's wording as the flow corrects it (`alert:`), one per locale.
        public var alertOverrides: [AlertOverride] {
            get { rare.isEmpty ? [] : rare[0].alertOverrides }
            set {
                if rare.isEmpty { rare.append(Rare()) }
                rare[0].alertOverrides = newValue
            }
        }
    }

    /// Never changed once shared: `subscript(dynamicMember:)` copies it first when it is not unique,
    /// so screens can be read from several threads.
    private final class Box: @unchecked Sendable {
        /// Only the subscript below touches it, one access at a time, so the run-time
        /// exclusivity check on every read is skipped.
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    public init(id: Located<String>, kind: Located<ScreenKind>, location: SourceLocation) {
        box = Box(Fields(id: id, kind: kind, location: location))
    }

    public subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        @inline(__always) get { box.fields[keyPath: field] }
        @inline(__always) set {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            box.fields[keyPath: field] = newValue
        }
    }

    /// `resource` as a resource id: what the walker, rules and graph look up in the catalog.
    public var resourceID: ResourceID? { box.fields.resource.map { ResourceID($0.value) } }

    /// `collects` as resource ids.
    public var collectedIDs: [ResourceID] { box.fields.collects.map { ResourceID($0.value) } }

    /// Every screen id this screen can lead to, in order, with where the link is written.
    public var links: [Located<String>] {
        // Appended in place into one buffer of its final size: mapping the outcomes and actions
        // into arrays of their own, then growing the result, cost `flow-unknown-target` and
        // `flow-dead-end` 10 M of the 200 flows' 820 M (docs/benchmarks.md, "flows32h").
        var result: [Located<String>] = []
        result.reserveCapacity(box.fields.outcomes.count + box.fields.actions.count + 2)
        if let next = box.fields.next { result.append(next) }
        for outcome in box.fields.outcomes { result.append(outcome.target) }
        for action in box.fields.actions { if let target = action.target { result.append(target) } }
        if let more = box.fields.additionalInformation { result.append(more) }
        return result
    }

    /// Whether the screen leads anywhere: `!links.isEmpty`, without listing the links.
    public var hasLinks: Bool {
        box.fields.next != nil || !box.fields.outcomes.isEmpty || box.fields.actions.contains { $0.target != nil }
            || box.fields.additionalInformation != nil
    }

    /// The text fields shown to people on this screen, with their names, for copy rules.
    public var texts: [(field: String, text: Located<String>)] {
        var result: [(field: String, text: Located<String>)] = []
        // Sized once (seven single fields at most, and the actions): grown from empty, it was
        // reallocated up to four times a screen.
        result.reserveCapacity(7 + box.fields.actions.count)
        if let title = box.fields.title { result.append(("title", title)) }
        if let body = box.fields.body { result.append(("body", body)) }
        if let button = box.fields.button { result.append(("button", button)) }
        if let purpose = box.fields.purpose { result.append(("purpose", purpose)) }
        if let sharePurpose = box.fields.sharePurpose { result.append(("share-purpose", sharePurpose)) }
        if let label = box.fields.label { result.append(("label", label)) }
        if let image = box.fields.image { result.append(("image", image)) }
        for action in box.fields.actions { result.append(("action", action.label)) }
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
}

/// One alert outcome and the screen it leads to.
public struct Outcome: Sendable {
    public var key: Located<String>
    public var target: Located<String>
}

/// A rule switched off on one screen, with the reason the flow gives.
public struct Suppression: Sendable {
    public var ruleID: Located<String>
    public var reason: Located<String>
}
