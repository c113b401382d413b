/// The names of the vocabulary's lists: a rule asks for `.exitWords`, not `"exit-words"`, so a
/// typo is a compile error instead of an empty list. The raw values are the names the tables
/// and locale packs use (docs/locales.md).
public enum VocabularyList: String, CaseIterable, Sendable {
    case abbreviations = "abbreviations"
    case agentMarkers = "agent-markers"
    case alertArtPatterns = "alert-art-patterns"
    case alertImageWords = "alert-image-words"
    case alertTitlePatterns = "alert-title-patterns"
    case allowLike = "allow-like"
    case allowLikeExact = "allow-like-exact"
    case annotationPatterns = "annotation-patterns"
    case annotationPhrases = "annotation-phrases"
    case beVerbs = "be-verbs"
    case closeGlyphPatterns = "close-glyph-patterns"
    case closeGlyphs = "close-glyphs"
    case commonNouns = "common-nouns"
    case continueLike = "continue-like"
    case exitButtonWords = "exit-button-words"
    case exitPatterns = "exit-patterns"
    case exitWords = "exit-words"
    case fragmentOpeners = "fragment-openers"
    case fullStops = "full-stops"
    case genericButtonLabels = "generic-button-labels"
    /// Read by no rule since issue 33 (an imperative is a complete sentence); still accepted so
    /// that packs written for earlier versions load.
    case imperativeEndings = "imperative-endings"
    case incentiveExceptionPatterns = "incentive-exception-patterns"
    case incentiveExceptions = "incentive-exceptions"
    case incentivePatterns = "incentive-patterns"
    case incentiveWords = "incentive-words"
    case irregularParticiples = "irregular-participles"
    case linkPatterns = "link-patterns"
    case nonReasonPhrases = "non-reason-phrases"
    case participleLikeAdjectives = "participle-like-adjectives"
    case participleSuffixes = "participle-suffixes"
    case passiveEndings = "passive-endings"
    case passiveExceptions = "passive-exceptions"
    case passivePhrases = "passive-phrases"
    case passiveSkipWords = "passive-skip-words"
    case placeholderWords = "placeholder-words"
    case pointingGlyphs = "pointing-glyphs"
    case properNouns = "proper-nouns"
    case reasonMarkers = "reason-markers"
    case requestWords = "request-words"
    case restatementObjects = "restatement-objects"
    case restatementPatterns = "restatement-patterns"
    case sentenceCaseChecks = "sentence-case-checks"
    case sentenceEnds = "sentence-ends"
    case sentenceFinalEndings = "sentence-final-endings"
    case steeringImperativePatterns = "steering-imperative-patterns"
    case suggestedButtonTitles = "suggested-button-titles"
    case systemButtonLabels = "system-button-labels"
    case systemTitles = "system-titles"
    case vaguePatterns = "vague-patterns"
    case vaguePhrases = "vague-phrases"
    /// Words that open a time or condition clause ("when", "while"): purpose-active-voice leaves a
    /// passive in such a clause alone (issue 33, tune39). Last, so every other case keeps its ordinal.
    case stateClauseOpeners = "state-clause-openers"
}

// Hashing by the case, not the name. A `String` raw value makes `RawRepresentable`'s default
// `hash(into:)` hash the name, a SipHash over up to 30 bytes per lookup: 23,573 lookups of
// prepared lists cost 8 M of the 554 M a lint of 100 generated flows counts (docs/benchmarks.md,
// "Issue 32, fifteenth session"). Equality stays the compiler's (by case).
extension VocabularyList {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }

    /// The case's place in the declaration (`allCases`'s order); a new case must be added here
    /// too, or this does not compile.
    var ordinal: Int {
        switch self {
        case .abbreviations: 0
        case .agentMarkers: 1
        case .alertArtPatterns: 2
        case .alertImageWords: 3
        case .alertTitlePatterns: 4
        case .allowLike: 5
        case .allowLikeExact: 6
        case .annotationPatterns: 7
        case .annotationPhrases: 8
        case .beVerbs: 9
        case .closeGlyphPatterns: 10
        case .closeGlyphs: 11
        case .commonNouns: 12
        case .continueLike: 13
        case .exitButtonWords: 14
        case .exitPatterns: 15
        case .exitWords: 16
        case .fragmentOpeners: 17
        case .fullStops: 18
        case .genericButtonLabels: 19
        case .imperativeEndings: 20
        case .incentiveExceptionPatterns: 21
        case .incentiveExceptions: 22
        case .incentivePatterns: 23
        case .incentiveWords: 24
        case .irregularParticiples: 25
        case .linkPatterns: 26
        case .nonReasonPhrases: 27
        case .participleLikeAdjectives: 28
        case .participleSuffixes: 29
        case .passiveEndings: 30
        case .passiveExceptions: 31
        case .passivePhrases: 32
        case .passiveSkipWords: 33
        case .placeholderWords: 34
        case .pointingGlyphs: 35
        case .properNouns: 36
        case .reasonMarkers: 37
        case .requestWords: 38
        case .restatementObjects: 39
        case .restatementPatterns: 40
        case .sentenceCaseChecks: 41
        case .sentenceEnds: 42
        case .sentenceFinalEndings: 43
        case .steeringImperativePatterns: 44
        case .suggestedButtonTitles: 45
        case .systemButtonLabels: 46
        case .systemTitles: 47
        case .vaguePatterns: 48
        case .vaguePhrases: 49
        case .stateClauseOpeners: 50
        }
    }
}
