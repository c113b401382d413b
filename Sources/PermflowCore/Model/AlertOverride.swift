/// A flow's correction of its system alert's wording (`alert:` on an alert screen), for one
/// locale: a team that captured the real alert puts its title and button labels here, and the
/// walker draws them instead of permflow's table, marked as the flow's own. The message stays the
/// purpose string (or the system's message), and the buttons keep the table's order and outcomes.
public struct AlertOverride: Sendable {
    /// One button's label, under the outcome key its button produces (`continue` for the button
    /// that leads to a second stage, iOS 18 contacts' Continue).
    public struct Button: Sendable {
        public var key: Located<String>
        public var label: Located<String>
    }

    /// The locale it corrects: the flow's `locale:` for a single `alert:` mapping, else the key
    /// of its per-locale mapping (located there).
    public var locale: Located<String>
    /// The title as the alert shows it; `%@` or `$(PRODUCT_NAME)` stand for the app's name.
    public var title: Located<String>?
    public var buttons: [Button]
    /// Where the text comes from ("our iPhone 16, iOS 26.1"), shown with it in transcripts.
    public var source: Located<String>?
    /// Where the override's mapping starts.
    public var location: SourceLocation

    /// The key a first-stage button with no outcome of its own goes by.
    public static let continueKey = "continue"
    public static let keys = ["title", "buttons", "source"]
    /// Longest title, button label and source, in characters: a real alert's title is one or two
    /// lines, a label a few words; anything longer is not a capture.
    public static let maxTitle = 200
    public static let maxLabel = 60
    public static let maxSource = 200

    public init(locale: Located<String>, title: Located<String>?, buttons: [Button], source: Located<String>?, location: SourceLocation) {
        self.locale = locale
        self.title = title
        self.buttons = buttons
        self.source = source
        self.location = location
    }

    /// Every text it holds, with the field names lint reports them under.
    public var texts: [(field: String, text: Located<String>)] {
        var result: [(field: String, text: Located<String>)] = []
        if let title { result.append(("alert title", title)) }
        for button in buttons { result.append(("alert button \(button.key.value)", button.label)) }
        if let source { result.append(("alert source", source)) }
        return result
    }

    /// The key a table button goes by here: its outcome, or `continue` for a stage button.
    public static func key(of button: AlertButton) -> String {
        button.outcome ?? continueKey
    }

    /// The title as a table template: `$(PRODUCT_NAME)` becomes `%@`, which the walker fills in.
    public var titleTemplate: String? {
        title.map { $0.value.replacingEvery("$(PRODUCT_NAME)", with: "%@") }
    }

    /// `text` with this override's title and labels, each string's evidence marked as the
    /// flow's own, and the names of the strings it replaced ("title", "allow"), in drawing order.
    public func apply(to text: AlertText) -> (text: AlertText, replaced: [String]) {
        var text = text
        var replaced: [String] = []
        let evidence = Evidence(status: .overridden, source: source?.value ?? "the flow's `alert:` (line \(location.line))")
        if let template = titleTemplate {
            text.title = template
            text.titleEvidence = evidence
            replaced.append("title")
        }
        func relabel(_ buttons: [AlertButton]) -> [AlertButton] {
            buttons.map { button in
                guard let label = self.buttons.last(where: { $0.key.value == Self.key(of: button) })?.label.value else { return button }
                var button = button
                button.label = label
                button.evidence = evidence
                replaced.append(Self.key(of: button))
                return button
            }
        }
        text.buttons = relabel(text.buttons)
        text.followUp = text.followUp.map(relabel)
        return (text, replaced)
    }
}

extension Screen {
    /// The alert override for `locale`: the one written for it, else one for its language
    /// (`en` for `en-GB`); nil when the screen corrects nothing in that locale.
    public func alertOverride(for locale: String) -> AlertOverride? {
        let overrides = self.alertOverrides
        if let exact = overrides.last(where: { $0.locale.value == locale }) { return exact }
        let language = LocaleLanguage.of(locale)
        return overrides.last { $0.locale.value == language }
    }
}
