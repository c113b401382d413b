/// A regular expression of a word list (lists whose names end in "-patterns", and the purpose
/// placeholder patterns), run with the standard library's `Regex`.
///
/// The standard library's engine, not `NSRegularExpression`: that one brings Foundation's ICU
/// (tens of megabytes) into the static binary for a dozen short patterns. The dialect is the one
/// docs/locales.md describes for locale-pack authors: ICU's for what the lists use, with `\b` the
/// simple word boundary (ICU's default) and classes and `.` matching whole characters.
///
/// A pattern that does not compile is kept with no expression and matches nothing: lists are
/// data, and a bad entry in a locale pack must not stop the lint.
struct PatternRegex: @unchecked Sendable {
    // `Regex` is not marked `Sendable`, but a compiled value is immutable (the engine lowers
    // its program once, atomically): a linter's threads share one safely.
    let pattern: String
    private let regex: Regex<AnyRegexOutput>?

    init(_ pattern: String, ignoresCase: Bool = true) {
        self.pattern = pattern
        let compiled = try? Regex(pattern).wordBoundaryKind(.simple)
        self.regex = ignoresCase ? compiled?.ignoresCase() : compiled
    }

    /// Whether the pattern compiled.
    var compiles: Bool { regex != nil }

    /// The ranges of the non-empty matches in `text`, left to right, without overlaps.
    func ranges(in text: String) -> [Range<String.Index>] {
        guard let regex else { return [] }
        return text.matches(of: regex).map(\.range).filter { !$0.isEmpty }
    }
}
