/// The copy rules on a flow's purpose translations (`purpose: {en: …, ja: …}`, issue 29): each
/// translation is read in its own language's rules, as a flow written in that language would be
/// (its full stop, sentence case where its script has case, length, and the other rules that
/// run in it: docs/locales.md, "Which copy rules run in each language"), and a finding points at
/// the translation where it is written.
///
/// The rules run on a flow of the translations alone: one screen per alert or location button
/// that has a translation for the locale (its id, resource and `ignore:` kept, so a screen's
/// suppression covers its translations too), in that locale; the flow's other copy is its own
/// language's and is not read again.
enum TranslatedPurposeLint {
    /// The rules that read a purpose's words: the purpose family's, except the ones about a
    /// purpose being there (`purpose-present`, `purpose-translated`) and `purpose-markdown`
    /// (written in the flow's own language only); and `copy-language`.
    static func runs(_ rule: any Rule.Type) -> Bool {
        let id = rule.description.id
        if id == CopyLanguageRule.description.id { return true }
        return rule.description.family == .purpose
            && ![PurposePresentRule.description.id, PurposeTranslatedRule.description.id, PurposeMarkdownRule.description.id].contains(id)
    }

    /// One context per locale the flow writes translations for, in file order; none for a flow
    /// without translations (most flows: nothing is made).
    static func contexts(of flow: Flow, facts: ParseFacts, catalog: SystemAlertCatalog, options: LintOptions,
                         vocabularies: VocabularyStore, cache: LintCache) -> [(locale: String, context: LintContext)] {
        let locales = flow.translationLocales
        guard !locales.isEmpty else { return [] }
        return locales.compactMap { locale in
            let translated = flow.translations(for: locale)
            let screens = translated.screens.compactMap { screen -> Screen? in
                guard let purpose = screen.purpose else { return nil }
                var kept = Screen(id: screen.id, kind: screen.kind, location: screen.location)
                kept.resource = screen.resource
                kept.purpose = purpose
                kept.suppressions = screen.suppressions
                return kept
            }
            guard let first = screens.first else { return nil }
            var only = Flow(source: flow.source, version: flow.version, name: flow.name, app: flow.app, locale: locale,
                            extraLocales: translated.extraLocales, ios: flow.ios, start: first.id, screens: screens)
            only.iosMinor = flow.iosMinor
            return (locale.value, LintContext(flow: only, facts: facts, catalog: catalog, options: options,
                                              vocabularies: vocabularies, cache: cache))
        }
    }

    /// A finding's message, saying which translation it is about.
    static func message(_ message: String, locale: String) -> String {
        "'\(locale)' translation: \(message)"
    }
}
