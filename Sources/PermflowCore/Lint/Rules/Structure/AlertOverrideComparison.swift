/// Each string of an alert screen's `alert:` override set against the text permflow draws
/// without it (the table, with any locale pack applied), for the flow's iOS version: what
/// `alert-override-differs` and `alert-override-redundant` report.
struct AlertOverrideComparison {
    struct Entry {
        /// "title", or the button's key ("allow").
        var name: String
        var text: Located<String>
        /// The table's string, the app's name in place, and its evidence.
        var table: String
        var evidence: Evidence
        var locale: String
        var differs: Bool
    }

    /// The entries of every override on `screen`; none for a resource the catalog lacks on the
    /// flow's iOS version (reported elsewhere).
    static func entries(of screen: Screen, in context: LintContext) -> [Entry] {
        let flow = context.flow
        guard !screen.alertOverrides.isEmpty, let resource = context.resource(of: screen), resource.exists(ios: flow.ios.value)
        else { return [] }
        var result: [Entry] = []
        for override in screen.alertOverrides {
            guard let table = resource.alert(locale: override.locale.value, ios: flow.ios.value) else { continue }
            let app = flow.app.value
            if let title = override.title, let template = override.titleTemplate {
                let tableTitle = SystemAlertCatalog.title(table.title, app: app)
                result.append(Entry(name: "title", text: title, table: tableTitle, evidence: table.titleEvidence, locale: override.locale.value,
                                    differs: SystemAlertCatalog.title(template, app: app) != tableTitle))
            }
            let buttons = table.buttons + (table.followUp ?? [])
            for button in override.buttons {
                guard let original = buttons.first(where: { AlertOverride.key(of: $0) == button.key.value }) else { continue }
                result.append(Entry(name: button.key.value, text: button.label, table: original.label, evidence: original.evidence,
                                    locale: override.locale.value, differs: button.label.value != original.label))
            }
        }
        return result
    }

    /// The table's string as a message shows it: a title as it reads (it carries its own
    /// quotes around the app's name), a label in quotes.
    static func shown(_ entry: Entry) -> String {
        entry.name == "title" ? entry.table : "\u{201C}\(entry.table)\u{201D}"
    }

    /// A violation at each override string that differs from the table (or, with `differing`
    /// false, that repeats it), worded by `message` from the entry and its subject ("the camera
    /// alert's title (en, iOS 26)").
    static func violations(in context: LintContext, differing: Bool, _ message: (Entry, String) -> String) -> [Violation] {
        var result: [Violation] = []
        for screen in context.flow.screens where screen.kind.value == .alert {
            guard let resource = screen.resourceID else { continue }
            for entry in entries(of: screen, in: context) where entry.differs == differing {
                let subject = "\(describe(entry, resource: resource)) (\(entry.locale), iOS \(context.flow.ios.value))"
                result.append(Violation(entry.text, message(entry, subject), screen: screen))
            }
        }
        return result
    }

    /// "the camera alert's title" or "the camera alert's allow button".
    static func describe(_ entry: Entry, resource: ResourceID) -> String {
        entry.name == "title" ? "the \(resource) alert's title" : "the \(resource) alert's \(entry.name) button"
    }
}
