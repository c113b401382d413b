// The Chinese locale file: every word the simulated iPhone shows in Chinese, with each
// string's evidence, in the structure of a locale pack (docs/locales.md). `permflow locales
// export zh` prints it as a pack's JSON; a pack may correct or extend any of it.

extension BuiltInLocales {
    static let chinese = LocalePack(
        locale: "zh",
        quotes: singleQuotes,
        vocabulary: [
            "full-stops": fullWidthStops,
            "sentence-ends": fullWidthSentenceEnds,
        ]
    )
}
