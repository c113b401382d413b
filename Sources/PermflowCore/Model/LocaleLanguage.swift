/// The language of a locale tag: `ko`, `ko-KR` and `ko_KR` are all Korean. Every lookup that
/// falls back from a locale to its language (vocabularies, alert text, the Health sheet, sample
/// contacts, alert overrides, app files) reads it here, so `ko_KR` is never Korean in one place
/// and English in another.
public enum LocaleLanguage {
    public static func of(_ locale: String) -> String {
        // A locale with no separator (`en`, most flows') is its own language: no split, no
        // copy (splitting was 1,700 instructions a call, asked for every alert a lint enters).
        guard locale.utf8.contains(where: { $0 == 0x2D || $0 == 0x5F }) else { return locale }
        return locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
    }
}
