/// What a location button shows, read from its screen with the system's defaults filled in,
/// and the system titles from the vocabulary (`system-titles`, index-aligned across locales).
struct LocationButtonLook {
    /// The system's background colour when the flow sets none (systemBlue).
    static let defaultBackground = "#007AFF"
    /// The system's title-and-glyph colour when the flow sets none.
    static let defaultForeground = "#FFFFFF"
    /// The glyph when the flow names none: the system draws the filled arrow.
    static let defaultGlyph = "filled"

    let screen: Screen

    /// The title as written, or nil for a glyph-only button (`label` absent or `none`).
    var title: Located<String>? {
        guard let label = screen.label,
              label.value.trimmingWhitespaces().lowercased() != "none" else { return nil }
        return label
    }

    var glyph: String { screen.glyph?.value ?? Self.defaultGlyph }

    var hasGlyph: Bool { glyph != "none" }

    /// Every location button of the flow.
    static func all(in context: LintContext) -> [LocationButtonLook] {
        context.flow.screens.filter { $0.kind.value == .locationButton }.map(LocationButtonLook.init)
    }

    /// The English system titles: the ids flows name them by.
    static func englishTitles(_ context: LintContext) -> [String] {
        context.vocabularies.vocabulary(for: "en").list(.systemTitles)
    }

    /// `locale`'s system titles, or nil when permflow knows none for it.
    static func titles(in locale: String, _ context: LintContext) -> [String]? {
        let list = context.vocabularies.vocabulary(for: locale).list(.systemTitles)
        return list.isEmpty ? nil : list
    }

    /// Which system title `label` names: its index in `system-titles`. English titles are accepted
    /// in every flow, a declared locale's own titles in that flow; case and spacing do not matter.
    static func titleIndex(of label: String, _ context: LintContext) -> Int? {
        let wanted = normalized(label)
        let lists = [englishTitles(context)] + context.flow.declaredLocales.compactMap { titles(in: $0, context) }
        for list in lists {
            if let index = list.firstIndex(where: { normalized($0) == wanted }) { return index }
        }
        return nil
    }

    /// The system title with `index` as drawn in `locale`, and whether English stood in for it.
    static func title(at index: Int, in locale: String, _ context: LintContext) -> (text: String, isFallback: Bool)? {
        if let list = titles(in: locale, context), index < list.count { return (list[index], false) }
        let english = englishTitles(context)
        return index < english.count ? (english[index], true) : nil
    }

    /// The system title nearest to `label`, by words: a missing or extra word costs less than a
    /// wrong one, so "Share Location" is nearest to "Share Current Location".
    static func nearestTitle(to label: String, _ context: LintContext) -> String? {
        let candidates = englishTitles(context) + context.flow.declaredLocales.flatMap { titles(in: $0, context) ?? [] }
        let words = normalized(label).split(separator: " ").map(String.init)
        func cost(_ candidate: String) -> (Double, Int) {
            let other = normalized(candidate).split(separator: " ").map(String.init)
            var previous = (0...other.count).map { Double($0) * 0.5 }
            for (i, word) in words.enumerated() {
                var current = [Double(i + 1) * 0.5]
                for (j, otherWord) in other.enumerated() {
                    let longest = max(word.count, otherWord.count, 1)
                    let substitution = Double(Suggestion.editDistance(word, otherWord)) / Double(longest)
                    current.append(min(previous[j + 1] + 0.5, current[j] + 0.5, previous[j] + substitution))
                }
                previous = current
            }
            return (previous[other.count], Suggestion.editDistance(normalized(label), normalized(candidate)))
        }
        return candidates.min { cost($0) < cost($1) }
    }

    static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A number of points or a ratio as people write it: at most two decimals, no trailing zeros.
    static func format(_ value: Double) -> String {
        var text = FixedDecimal.text(value, places: 2)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
