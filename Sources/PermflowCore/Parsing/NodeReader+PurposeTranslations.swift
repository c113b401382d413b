/// Reading a purpose string written per locale (`purpose: {en: …, ja: …}`, docs/flow-format.md,
/// "Purpose strings in several languages"): the flow's own `locale:` text becomes the screen's
/// `purpose`, which every rule reads as before; each other declared locale's becomes a
/// `TranslatedText`, drawn when the flow is walked in that locale (`walk --locale`).
extension NodeReader {
    mutating func readPurpose(_ key: Located<String>, _ node: YAMLNode, into screen: inout Screen) {
        guard case .mapping = node else {
            screen.purpose = string(node, field: "purpose")
            return
        }
        let primary = declaredLocales.first ?? "en"
        var own: Located<String>?
        var ownByLanguage: Located<String>?
        var translations: [TranslatedText] = []
        var ownWritten = false
        for (localeKey, value) in pairs(node) {
            guard declaresLocaleKey(localeKey, "`purpose` is written for locale") else { continue }
            if localeKey.value == primary || localeKey.value == LocaleLanguage.of(primary) { ownWritten = true }
            guard let text = string(value, field: "purpose.\(localeKey.value)") else { continue }
            if localeKey.value == primary {
                own = text
            } else if localeKey.value == LocaleLanguage.of(primary) {
                ownByLanguage = text
            } else {
                translations.append(TranslatedText(locale: localeKey, text: text))
            }
        }
        screen.purpose = own ?? ownByLanguage
        if own != nil, let ownByLanguage {
            // `en` beside `en-GB` for a flow in en-GB: the language's text is a translation too.
            translations.append(TranslatedText(locale: Located(LocaleLanguage.of(primary), at: ownByLanguage.location), text: ownByLanguage))
        }
        screen.purposeTranslations = translations
        if screen.purpose == nil, !ownWritten, !pairs(node).isEmpty {
            add(.error, ParseRuleID.missingKey, at: key.location, length: key.length,
                "`purpose` has no text for the flow's locale '\(primary)'",
                hint: "write it under `\(primary):`: it is the Info.plist's own string, which iOS shows in every language without a translation")
        }
    }

    /// Whether a per-locale key (of `alert:` or `purpose:`) names a declared locale, or a region
    /// of one; reports it otherwise, as `<what> 'x', which the flow does not declare`.
    mutating func declaresLocaleKey(_ key: Located<String>, _ what: String) -> Bool {
        guard !declaredLocales.contains(key.value), !declaredLocales.contains(LocaleLanguage.of(key.value)) else { return true }
        add(.error, ParseRuleID.invalidValue, at: key.location, length: key.length,
            "\(what) '\(key.value)', which the flow does not declare"
                + Suggestion.didYouMean(key.value, in: declaredLocales, aliases: FlowKeys.localeAliases),
            hint: "the flow declares \(declaredLocales.joined(separator: ", ")); add the locale to `locales:` or correct the key")
        return false
    }
}
