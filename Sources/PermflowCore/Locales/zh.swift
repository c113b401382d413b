// The Chinese locale files: Simplified (zh-Hans, the Chinese mainland) and Traditional (zh-Hant,
// Taiwan), two localizations with different words throughout (允许/允許, 使用App时允许/使用App期間允許,
// 访问/取用 …) and different quotes around an app's name (“%@” and 「%@」). A flow's `zh` names
// neither and is refused with a did-you-mean (docs/locales.md). `permflow locales export zh-Hans`
// prints a file as a pack's JSON; a pack may correct or extend any of it.
// Sources: research/alert-strings-by-language-2026-11-27.md §7 (zh-Hans), §8 (zh-Hant).

extension BuiltInLocales {
    static let simplifiedChinese = LocalePack(
        locale: "zh-Hans",
        quotes: ["“", "”"],
        vocabulary: [
            "full-stops": fullWidthStops,
            "sentence-ends": fullWidthSentenceEnds,
        ]
    )

    static let traditionalChinese = LocalePack(
        locale: "zh-Hant",
        quotes: ["「", "」"],
        vocabulary: [
            "full-stops": fullWidthStops,
            "sentence-ends": fullWidthSentenceEnds,
        ]
    )
}
