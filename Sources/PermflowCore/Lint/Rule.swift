/// The families rules are grouped in, as in shared/hig-rules.md.
public enum RuleFamily: String, Sendable, CaseIterable, Codable {
    case preAlert = "pre-alert"
    case misleading
    case timing = "when-to-ask"
    case purpose = "purpose-string"
    case locationButton = "location-button"
    case structure
    /// Checks only an app's own files allow (Info.plist, String Catalogs, `.strings`, build settings).
    case appFiles = "app-files"
    /// Flows, the app's files and its privacy manifest checked together, as App Review reads them.
    case appReview = "app-review"

    /// The heading used in `permflow rules` and docs/rules.md.
    public var title: String {
        switch self {
        case .preAlert: "Pre-alert screens"
        case .misleading: "Misleading custom screens"
        case .timing: "When to ask"
        case .purpose: "Purpose strings"
        case .locationButton: "Location button"
        case .structure: "Flow structure"
        case .appFiles: "App files (Info.plist, String Catalogs)"
        case .appReview: "Flows and the app together (App Review)"
        }
    }
}

/// A flow that shows a rule firing or not firing; the examples are the rule's tests.
public struct RuleExample: Sendable {
    /// A complete flow file. Made when asked for: tests, `permflow rules` and docs/rules.md read
    /// examples, lint never does, and expanding every rule's examples at each start cost more
    /// than linting a flow.
    public var yaml: String { make() }
    /// What the example shows, for the docs.
    public var note: String?
    /// For a rule on app files: the file's name (`Info.plist`, `InfoPlist.xcstrings`); `yaml` then
    /// holds the file's text, not a flow.
    public var fileName: String?
    /// For a rule that reads flows and app files together: every file of the example, linted in
    /// one run (`flows/scan.yaml`, `Receipts/Info.plist`); `yaml` then holds the first.
    public var files: [RuleExampleFile] { makeFiles?() ?? [] }
    private let make: @Sendable () -> String
    private var makeFiles: (@Sendable () -> [RuleExampleFile])?

    /// A whole flow, for an example whose point is in its header or in how the flow is laid out.
    public init(_ yaml: String, note: String? = nil) {
        self.init(note: note) { yaml }
    }

    /// Only the screens that matter (written from column 0), set in `flow`'s home, header and
    /// stock screens; `yaml` is the complete flow `ExampleFlow.expand(_:)` makes of them. Here and
    /// below `flow` is read only when `yaml` is: lint builds every rule's description, and the
    /// flows (`.demo.with(…)`) would otherwise be made and copied each time for nothing.
    init(_ flow: @autoclosure @escaping @Sendable () -> ExampleFlow = .receipts, screens: String, note: String? = nil) {
        self.init(note: note) { flow().expand(screens) }
    }

    /// The pre-alert `ExampleFlow.preAlert` writes (title, body, button and any `more` keys as
    /// given; its id, resource and `next` from `flow`'s stock alert), followed by `screens`.
    init(_ flow: @autoclosure @escaping @Sendable () -> ExampleFlow = .receipts, preAlert title: String, body: String? = nil, button: String,
                more: String? = nil, then screens: String = "", note: String? = nil) {
        self.init(note: note) {
            let flow = flow()
            let preAlert = flow.preAlert(title: title, body: body, button: button, more: more) ?? ""
            return flow.expand(screens.isEmpty ? preAlert : preAlert + "\n" + screens)
        }
    }

    /// The flow's stock location button with the title `label` and `attributes` (lines such as
    /// `width: 200`), in the flow around it.
    init(_ flow: @autoclosure @escaping @Sendable () -> ExampleFlow = .stores, locationButton label: String, _ attributes: String? = nil, note: String? = nil) {
        self.init(note: note) { let flow = flow(); return flow.expand(flow.locationButton(label: label, attributes: attributes) ?? "") }
    }

    /// The flow's stock alert with `alert:` holding `override` (lines such as `title: …`).
    init(_ flow: @autoclosure @escaping @Sendable () -> ExampleFlow = .receipts, alertOverride override: String, note: String? = nil) {
        self.init(note: note) { let flow = flow(); return flow.expand(alertOverride: override) ?? flow.expand("") }
    }

    /// A purpose string (written as YAML) in `flow`'s stock alert, for the rules that read only it.
    init(_ flow: @autoclosure @escaping @Sendable () -> ExampleFlow = .receipts, purpose: String, note: String? = nil) {
        self.init(note: note) { let flow = flow(); return flow.expand(purpose: purpose) ?? flow.expand("") }
    }

    /// An app file (`permflow lint` reads it as the kind its name says), for the app-file rules.
    public init(file name: String, _ text: String, note: String? = nil) {
        self.init(note: note) { text }
        fileName = name
    }

    /// Flows and app files linted in one run, each by its name's kind (`.yaml`, `Info.plist`, `.xcprivacy`).
    public init(project files: @autoclosure @escaping @Sendable () -> [RuleExampleFile], note: String? = nil) {
        self.init(note: note) { files().first?.text ?? "" }
        makeFiles = files
    }

    private init(note: String?, make: @escaping @Sendable () -> String) {
        self.note = note
        self.make = make
    }
}

/// One file of a `RuleExample` that pairs flows with app files.
public struct RuleExampleFile: Sendable {
    /// A path relative to the project (`flows/scan.yaml`, `Receipts/Info.plist`).
    public var name: String
    public var text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    init(_ file: (String, String)) {
        self.init(name: file.0, text: file.1)
    }
}

/// Everything a rule says about itself: the catalog entry, docs and tests are made from it.
public struct RuleDescription: Sendable {
    public var id: String
    public var name: String
    public var family: RuleFamily
    public var severity: Severity
    /// One line: what the rule checks.
    public var summary: String
    /// Why, quoting the Human Interface Guidelines.
    public var rationale: String
    /// How to fix a violation.
    public var hint: String
    /// How the walker enforces it too, if it does.
    public var walker: String?
    public var triggering: [RuleExample]
    public var nonTriggering: [RuleExample]

    public init(
        id: String, name: String, family: RuleFamily, severity: Severity, summary: String,
        rationale: String, hint: String, walker: String? = nil,
        triggering: [RuleExample], nonTriggering: [RuleExample]
    ) {
        self.id = id
        self.name = name
        self.family = family
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.hint = hint
        self.walker = walker
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    /// Errors of the `flow-*` family cannot be suppressed with `ignore:`.
    public var isSuppressible: Bool { !(id.hasPrefix("flow-") && severity == .error) }
}

/// One finding of a rule, before the linter adds the file, severity and id.
public struct Violation: Sendable {
    public var location: SourceLocation
    public var length: Int
    public var message: String
    /// Overrides the rule's own hint where a more specific one helps.
    public var hint: String?
    /// Overrides the rule's default severity (e.g. an unclear pre-alert title is a warning).
    public var severity: Severity?
    /// The screen the problem is on; `ignore:` on that screen suppresses it.
    public var screenID: String?
    /// The text its did-you-mean puts in place of the `length` scalars at `location` (an
    /// unknown outcome key's near match): the linter folds what that fix makes go away under
    /// it, as for the parser's (`CascadeFolding`).
    public var replacement: String?

    public init(at location: SourceLocation, length: Int = 1, _ message: String, hint: String? = nil,
                severity: Severity? = nil, screen screenID: String? = nil) {
        self.location = location
        self.length = max(1, length)
        self.message = message
        self.hint = hint
        self.severity = severity
        self.screenID = screenID
    }

    /// A violation pointing at a located value on a screen.
    public init<T>(_ value: Located<T>, _ message: String, screen: Screen?, hint: String? = nil, severity: Severity? = nil) {
        self.init(at: value.location, length: value.length, message, hint: hint, severity: severity, screen: screen?.id.value)
    }
}

/// A lint rule: one type per rule, one file per type.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ context: LintContext) -> [Violation]
}
