/// A text of the flow in one of its further locales: a purpose string written per locale
/// (`purpose: {en: …, ja: …, de: …}`), as an app's `InfoPlist.strings` carries it for each
/// language it ships. The flow's own `locale:` keeps its text in the screen's `purpose`; each
/// other declared locale's is one of these.
public struct TranslatedText: Sendable {
    /// The locale it is written for, as the mapping's key (located there).
    public var locale: Located<String>
    public var text: Located<String>

    public init(locale: Located<String>, text: Located<String>) {
        self.locale = locale
        self.text = text
    }
}

extension Screen {
    /// The purpose string drawn in `locale`: its translation for that locale, else for its
    /// language (`ja` for `ja-JP`); nil when the flow writes none, where iOS shows the
    /// development language's string (the screen's `purpose`).
    public func purposeTranslation(for locale: String) -> Located<String>? {
        let translations = self.purposeTranslations
        if let exact = translations.last(where: { $0.locale.value == locale }) { return exact.text }
        let language = LocaleLanguage.of(locale)
        return translations.last { $0.locale.value == language }?.text
    }
}
