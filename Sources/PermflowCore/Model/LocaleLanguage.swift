/// The language of a locale tag: `ko`, `ko-KR` and `ko_KR` are all Korean. Every lookup that
/// falls back from a locale to its language (vocabularies, alert text, the Health sheet, sample
/// contacts, alert overrides, app files) reads it here, so `ko_KR` is never Korean in one place
/// and English in another.
public enum LocaleLanguage {
    public static func of(_ locale: String) -> String {
        locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
    }
}
