/// Reading an alert screen's `alert:` override (see `AlertOverride`, docs/flow-format.md).
///
/// Two forms: one mapping (`title`, `buttons`, `source`) for the flow's `locale:`, or a mapping
/// from locale to such a mapping when the flow declares several. Each text is bounded; the button
/// keys are checked against the alert once the screen's resource is known.
extension NodeReader {
    mutating func readAlertOverrides(_ key: Located<String>, _ node: YAMLNode) -> [AlertOverride] {
        guard case .mapping = node else {
            add(.error, ParseRuleID.type, at: location(of: node),
                "`alert` must be a mapping with `title`, `buttons` or `source`, or locale \u{2192} such a mapping, not \(describe(node))",
                hint: "e.g. `alert: {title: \"\u{201C}%@\u{201D} Would Like to Access the Camera\", buttons: {allow: Allow}}`")
            return []
        }
        let entries = pairs(node)
        let perLocale = !entries.isEmpty && entries.allSatisfy { !AlertOverride.keys.contains($0.key.value) && Self.looksLikeLocale($0.key.value) }
        guard perLocale else {
            let primary = declaredLocales.first ?? "en"
            return readAlertOverride(node, locale: Located(primary, at: key.location, length: key.length), at: key).map { [$0] } ?? []
        }
        var result: [AlertOverride] = []
        for (localeKey, value) in entries {
            guard declaresLocaleKey(localeKey, "`alert` corrects locale") else { continue }
            if let override = readAlertOverride(value, locale: localeKey, at: localeKey) { result.append(override) }
        }
        return result
    }

    /// One locale's override; nil (reported) when it is not a mapping or corrects nothing.
    private mutating func readAlertOverride(_ node: YAMLNode, locale: Located<String>, at key: Located<String>) -> AlertOverride? {
        guard case .mapping = node else {
            add(.error, ParseRuleID.type, at: location(of: node),
                "the alert override for '\(locale.value)' must be a mapping with `title`, `buttons` or `source`, not \(describe(node))")
            return nil
        }
        var title: Located<String>?
        var buttons: [AlertOverride.Button] = []
        var source: Located<String>?
        // Whether it tries to change anything: a refused title is reported as such, not again as missing.
        var triesText = false
        for (field, value) in pairs(node) {
            if field.value != "source" { triesText = true }
            switch field.value {
            case "title": title = bounded(string(value, field: "alert.title"), field: "alert.title", max: AlertOverride.maxTitle)
            case "source": source = bounded(string(value, field: "alert.source"), field: "alert.source", max: AlertOverride.maxSource)
            case "buttons":
                guard case .mapping = value else {
                    add(.error, ParseRuleID.type, at: location(of: value),
                        "`alert.buttons` must map outcome keys to labels, e.g. `{allow: Allow, deny: Don\u{2019}t Allow}`, not \(describe(value))")
                    continue
                }
                for (buttonKey, labelNode) in pairs(value) {
                    let field = "alert.buttons.\(buttonKey.value)"
                    if let label = bounded(string(labelNode, field: field), field: field, max: AlertOverride.maxLabel) {
                        buttons.append(AlertOverride.Button(key: buttonKey, label: label))
                    }
                }
            default:
                unknownKey(field, known: AlertOverride.keys, place: "in `alert`")
            }
        }
        guard title != nil || !buttons.isEmpty else {
            if triesText { return nil }
            add(.error, ParseRuleID.missingKey, at: key.location, length: key.length,
                "the alert override for '\(locale.value)' changes nothing: it needs `title` or `buttons`",
                hint: "write the title or the button labels as the captured alert shows them")
            return nil
        }
        return AlertOverride(locale: locale, title: title, buttons: buttons, source: source, location: location(of: node))
    }

    /// `text`, unless it is longer than `max` characters (reported at it).
    private mutating func bounded(_ text: Located<String>?, field: String, max: Int) -> Located<String>? {
        guard let text else { return nil }
        // Counted in scalars, stopping past the bound: a hostile value costs no more than `max`.
        let count = text.value.unicodeScalars.prefix(max + 1).count
        guard count <= max else {
            add(.error, ParseRuleID.invalidValue, at: text.location, length: text.length,
                "`\(field)` is longer than \(max) characters; a system alert's \(field.hasSuffix("title") ? "title" : field.hasSuffix("source") ? "source note" : "button label") is far shorter",
                hint: "write the text exactly as the captured alert shows it")
            return nil
        }
        return text
    }

    /// Reports override button keys that are no button of the screen's alert on the flow's iOS
    /// version. An unknown resource, or one the version lacks, is `flow-unknown-resource`'s.
    mutating func checkAlertOverrideButtons(of screen: Screen) {
        guard !screen.alertOverrides.isEmpty, let id = screen.resourceID, let resource = catalog.resource(id), resource.exists(ios: ios)
        else { return }
        for override in screen.alertOverrides {
            guard let text = resource.alert(locale: override.locale.value, ios: ios) else { continue }
            let tableButtons = text.buttons + (text.followUp ?? [])
            let keys = tableButtons.map(AlertOverride.key(of:))
            let listed = tableButtons.map { "\(AlertOverride.key(of: $0)) (\($0.label))" }.joined(separator: ", ")
            for button in override.buttons where !keys.contains(button.key.value) {
                let key = button.key
                add(.error, ParseRuleID.unknownKey, at: key.location, length: key.length,
                    "'\(key.value)' is not a button of the \(id) alert on iOS \(ios)\(Suggestion.didYouMean(key.value, in: keys))",
                    hint: "its buttons, by outcome key: \(listed)")
            }
        }
    }

    /// Whether `key` is written like a language code (en, ko, pt-BR), not an override field.
    static func looksLikeLocale(_ key: String) -> Bool {
        let parts = key.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
