/// A locale a walk was asked to draw that the flow does not declare (`walk --locale`).
public struct UndeclaredLocale: Error, Sendable, CustomStringConvertible {
    public var requested: String
    /// The flow's locales, its own first.
    public var declared: [String]

    public init(requested: String, declared: [String]) {
        self.requested = requested
        self.declared = declared
    }

    public var description: String {
        "the flow does not declare locale '\(requested)' (it declares \(declared.joined(separator: ", ")) in `locale:` and `locales:`)"
            + Suggestion.didYouMean(requested, in: declared, aliases: FlowKeys.localeAliases)
    }
}

extension Flow {
    /// Whether the flow ships in `locale`: it declares it, or its language (`ja-JP` for a flow
    /// declaring `ja`), as an `alert:` or `purpose:` key is checked.
    public func declares(_ locale: String) -> Bool {
        let declared = declaredLocales
        return declared.contains(locale) || declared.contains(LocaleLanguage.of(locale))
    }

    /// The flow as a phone set to `locale` shows it (`walk --locale ja`): the system's words in
    /// that locale, and each purpose string's translation for it. A purpose with no translation
    /// stays the flow's own, as iOS shows the development language's Info.plist string where an
    /// app has no `InfoPlist.strings` for the language. The flow's own locale gives the flow
    /// unchanged; a locale it does not declare is refused.
    public func walked(in locale: String) throws(UndeclaredLocale) -> Flow {
        guard locale != self.locale.value else { return self }
        guard declares(locale) else { throw UndeclaredLocale(requested: locale, declared: declaredLocales) }
        var flow = self
        flow.walkedFrom = self.locale.value
        flow.locale = Located(locale, at: self.locale.location, length: self.locale.length)
        // Still declared, so rules over every locale (location-button-fits) read the same set.
        flow.extraLocales = [self.locale] + extraLocales
        flow.screens = screens.map { screen in
            guard let translation = screen.purposeTranslation(for: locale) else { return screen }
            var screen = screen
            screen.purpose = translation
            return screen
        }
        return flow
    }

    /// Whether `screen`, in a flow walked in another locale (`walked(in:)`), shows its own
    /// locale's purpose string for want of a translation.
    public func showsUntranslatedPurpose(_ screen: Screen) -> Bool {
        guard walkedFrom != nil, let purpose = screen.purpose, !purpose.value.isEmpty else { return false }
        return screen.purposeTranslation(for: locale.value) == nil
    }

    /// The alert screens whose purpose string has no translation for `locale` (iOS shows their
    /// own locale's text there), in file order; empty for the flow's own locale.
    public func untranslatedPurposes(in locale: String) -> [String] {
        guard locale != self.locale.value, LocaleLanguage.of(locale) != self.locale.value else { return [] }
        return screens.filter { $0.purpose != nil && $0.purposeTranslation(for: locale) == nil }.map { $0.id.value }
    }
}

extension Flow {
    /// The locales the flow writes purpose translations for (the keys of its `purpose:`
    /// mappings besides its own locale's), each located at its first key, in file order.
    public var translationLocales: [Located<String>] {
        var seen: Set<String> = []
        var result: [Located<String>] = []
        for screen in screens {
            for translation in screen.purposeTranslations where seen.insert(translation.locale.value).inserted {
                result.append(translation.locale)
            }
        }
        return result
    }

    /// The flow's texts written for `locale` exactly (a translation key, as `ja` or `de-AT`), as
    /// a flow in that locale: each purpose its translation for that key, and no purpose where the
    /// flow writes none for it (nor `share-purpose` or `purpose-markdown`, which are written in
    /// the flow's own language only). What lint checks in that language's rules, and what
    /// `export` writes as that language's localization; unlike `walked(in:)`, nothing falls back.
    public func translations(for locale: Located<String>) -> Flow {
        var flow = self
        flow.locale = locale
        flow.extraLocales = [self.locale] + extraLocales.filter { $0.value != locale.value }
        flow.screens = screens.map { screen in
            var screen = screen
            screen.purpose = screen.purposeTranslations.last { $0.locale.value == locale.value }?.text
            screen.sharePurpose = nil
            screen.purposeMarkdown = nil
            screen.purposeTranslations = []
            return screen
        }
        return flow
    }
}
