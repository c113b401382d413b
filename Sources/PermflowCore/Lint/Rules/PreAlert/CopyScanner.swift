import PatternReading

/// Finds a locale's phrases and patterns in screen copy, for the rules that read what screens say.
///
/// Lists come from the flow locale's vocabulary. A list the locale does not have falls back to
/// English, so locale-independent lists (glyphs, regular expressions) are written once and a new
/// locale only adds the lists whose words differ. Phrases are found by `TextMatcher`; offsets
/// count Unicode scalars, so they line up with the columns diagnostics use.
struct CopyScanner {
    /// One phrase found in a text.
    struct Match: Equatable {
        /// The text as written (original case and quotes), for messages and underlining.
        var written: String
        /// The list entry or pattern that matched.
        var entry: String
        /// Offset and length in Unicode scalars of the text.
        var offset: Int
        var length: Int

        var end: Int { offset + length }

        func overlaps(_ other: Match) -> Bool { offset < other.end && other.offset < end }

        func shifted(by delta: Int) -> Match {
            Match(written: written, entry: entry, offset: offset + delta, length: length)
        }
    }

    let vocabulary: Vocabulary
    let fallback: Vocabulary
    /// Prepared lists, compiled patterns and their matches per text, shared by every file the
    /// linter checks.
    let cache: LintCache

    /// The locale's lists, each prepared once per linter when first asked for.
    let lists: Lists

    init(_ context: LintContext) {
        let vocabulary = context.vocabulary
        let fallback = context.vocabularies.vocabulary(for: "en")
        self.vocabulary = vocabulary
        self.fallback = fallback
        self.cache = context.cache
        self.lists = context.cache.value(LintCacheKey(.copyLists, vocabulary.locale)) { Lists(vocabulary, fallback: fallback) }
    }

    /// A pattern of a list, with the prefilter that rules most texts out; the pattern itself is
    /// compiled only when a text gets past the prefilter (`regex(_:)`).
    struct CompiledPattern {
        let pattern: String
        let prefilter: RegexPrefilter
    }

    /// The lists of one locale (or their English fallback) prepared for matching, shared by every
    /// file one linter checks. Each list is prepared the first time a rule asks for it: a flow
    /// reads only some of the lists, and preparing all of them cost a walk a tenth of its start.
    final class Lists: @unchecked Sendable {
        private let vocabulary: Vocabulary
        private let fallback: Vocabulary
        private let phraseLists = Prepared<PhraseList>()
        private let patternLists = Prepared<PatternList>()

        init(_ vocabulary: Vocabulary, fallback: Vocabulary) {
            self.vocabulary = vocabulary
            self.fallback = fallback
        }

        /// List `name` of the locale, or the English one when the locale has none.
        func entries(_ name: VocabularyList) -> [String] {
            let own = vocabulary.list(name)
            return own.isEmpty ? fallback.list(name) : own
        }

        /// List `name` as phrases for `TextMatcher`, keeping what it finds in each text.
        func phrases(_ name: VocabularyList) -> PhraseList {
            phraseLists.value(name) { CopyScanner.needles(entries(name), keepsScans: true) }
        }

        /// List `name` as patterns, each with its prefilter (the regex itself is compiled on
        /// first use; one that does not compile matches nothing: lists are data, and a bad entry
        /// in a locale pack must not stop the lint).
        func patterns(_ name: VocabularyList) -> [CompiledPattern] {
            patternList(name).patterns
        }

        /// What list `name`'s patterns found in each text scanned so far.
        func patternScans(_ name: VocabularyList) -> ScansByText<[Match]> {
            patternList(name).scans
        }

        /// List `name`'s patterns with what they found and their filter: one lookup (a rule asks
        /// for its lists once a file; two lookups cost a lint of 200 flows about 6 M).
        func patternList(_ name: VocabularyList) -> PatternList {
            patternLists.value(name) { PatternList(Lists.compile(entries(name), prepared: prepared(name))) }
        }

        /// The entries and prefilters of list `name` in the built-in file it comes from (the
        /// locale's, or English's when the locale has none), as the build read them: nil when
        /// the list's locale has no built-in file or the build prepared no such list.
        private func prepared(_ name: VocabularyList) -> (entries: [String], prefilters: [RegexPrefilter])? {
            let source = vocabulary.list(name).isEmpty ? fallback : vocabulary
            guard let file = BuiltInLocales.file(source.locale), let entries = file.vocabulary?.list(name),
                  let prefilters = file.prefilters(name) else { return nil }
            return (entries, prefilters)
        }

        /// One prepared form of the lists, by name, made the first time it is asked for and
        /// kept; safe to ask from several threads.
        final class Prepared<Value>: @unchecked Sendable {
            private let lock = Lock()
            /// By the list's `ordinal`: a dictionary keyed by the list hashed it on every ask,
            /// 5.4 M of a 200-flow lint's 796 M for 26,000 asks (docs/benchmarks.md, "flows32k").
            /// Under `lock` only, so without the run-time exclusivity check (as `ScansByText`).
            @exclusivity(unchecked) private var made: [Value?] = Array(repeating: nil, count: VocabularyList.allCases.count)

            /// The prepared list `name`, made by `make` when it is not kept yet, once: `make`
            /// runs under the lock, so a thread that asks meanwhile waits for it (made outside
            /// it, both threads of a lint prepared every list, 3.3 M twice in a lint of 100
            /// flows; docs/benchmarks.md, speed25f). `make` must not ask this `Prepared`.
            func value(_ name: VocabularyList, make: () -> Value) -> Value {
                lock.withLock {
                    if let kept = made[name.ordinal] { return kept }
                    let value = make()
                    made[name.ordinal] = value
                    return value
                }
            }
        }

        /// `entries` with their prefilters: those the build read (`prepared`) for an entry the
        /// built-in list holds at the same place, the others read now. A prefilter depends on its
        /// pattern alone, and a pack's entries follow the built-in ones in a merged list, so the
        /// built-in entries take the build's reading (4.1 M instructions of a walk's 28.9 M read
        /// at every start: docs/benchmarks.md, "speed25m") and only a pack's new ones are read.
        static func compile(_ entries: [String], prepared: (entries: [String], prefilters: [RegexPrefilter])? = nil) -> [CompiledPattern] {
            entries.enumerated().map { index, pattern in
                if let prepared, index < prepared.entries.count, index < prepared.prefilters.count, prepared.entries[index] == pattern {
                    return CompiledPattern(pattern: pattern, prefilter: prepared.prefilters[index])
                }
                return CompiledPattern(pattern: pattern, prefilter: RegexPrefilter(pattern: pattern))
            }
        }
    }

    /// List `name` of the flow's locale, or the English one when the locale has none.
    func list(_ name: VocabularyList) -> [String] {
        lists.entries(name)
    }

    /// List `name`, prepared for matching.
    func needles(_ name: VocabularyList) -> PhraseList {
        lists.phrases(name)
    }

    /// Entries prepared for matching. `keepsScans`: what the list finds in a text is kept for the
    /// next scan of the same text (`ScansByText`), for a list that lives as long as its linter.
    static func needles(_ entries: [String], keepsScans: Bool = false) -> PhraseList {
        PhraseList(TextMatcher(entries), keepsScans: keepsScans)
    }

    /// A list's phrases compiled for matching, and indexed by trimmed text for `whole`.
    struct PhraseList {
        let matcher: TextMatcher
        /// Every occurrence found in each text scanned so far, before exceptions and overlaps are
        /// dropped; nil for a list made for one use.
        let scans: ScansByText<[Match]>?
        private let trimmedIndex = TrimmedIndex()

        init(_ matcher: TextMatcher, keepsScans: Bool = false) {
            self.matcher = matcher
            self.scans = keepsScans ? ScansByText() : nil
        }

        /// The first phrase (list order) for each non-empty trimmed form.
        var byTrimmed: [String: Int] { trimmedIndex.index(of: matcher) }

        /// The entries as written, in list order.
        var entries: [String] { matcher.phrases.map(\.entry) }

        func filter(_ keep: (String) -> Bool) -> PhraseList { PhraseList(TextMatcher(entries.filter(keep))) }
    }

    /// A list's phrases by trimmed form, made the first time `whole` asks (trimming and
    /// normalizing every phrase of every list a walk's lint prepared cost it about 1 M
    /// instructions, for one `whole` question; docs/benchmarks.md, "speed25k"); safe to ask from
    /// several threads.
    final class TrimmedIndex: @unchecked Sendable {
        private let lock = Lock()
        private var made: [String: Int]?

        func index(of matcher: TextMatcher) -> [String: Int] {
            lock.withLock {
                if let made { return made }
                var byTrimmed: [String: Int] = [:]
                for (position, phrase) in matcher.phrases.enumerated() {
                    let trimmed = TextMatcher.normalize(CopyScanner.trimmed(phrase.entry).text)
                    if !trimmed.isEmpty && byTrimmed[trimmed] == nil { byTrimmed[trimmed] = position }
                }
                made = byTrimmed
                return byTrimmed
            }
        }
    }

    // MARK: Phrases

    /// Every occurrence of list `name`'s phrases in `text`, without overlaps, in text order.
    func phrases(_ name: VocabularyList, in text: String, except exceptions: [Match] = []) -> [Match] {
        Self.phrases(of: needles(name), in: text, except: exceptions)
    }

    /// `phrases` with the list looked up already.
    func phrases(_ list: PhraseList, in text: String, except exceptions: [Match] = []) -> [Match] {
        Self.phrases(of: list, in: text, except: exceptions)
    }

    /// The earliest phrase of list `name` in `text`.
    func first(_ name: VocabularyList, in text: String, except exceptions: [Match] = []) -> Match? {
        phrases(name, in: text, except: exceptions).first
    }

    /// Every occurrence of `list`'s needles in `text`, without overlaps: where two start together
    /// the longer wins ("Don't Allow" over "Allow"); any that overlaps an exception is dropped.
    static func phrases(of list: PhraseList, in text: String, except exceptions: [Match] = []) -> [Match] {
        let found = list.scans.map { $0.value(text) { occurrences(of: list, in: text) } } ?? occurrences(of: list, in: text)
        guard !found.isEmpty else { return [] }
        var result: [Match] = []
        for candidate in found {
            if exceptions.contains(where: candidate.overlaps) { continue }
            if let last = result.last, last.overlaps(candidate) { continue }
            result.append(candidate)
        }
        return result
    }

    /// Every occurrence of `list`'s needles in `text`, overlapping ones too, in text order.
    private static func occurrences(of list: PhraseList, in text: String) -> [Match] {
        let found = list.matcher.occurrences(in: text)
        guard !found.isEmpty else { return [] }
        let original = Array(text.unicodeScalars)
        let folded = TextMatcher.isPlainASCII(text) ? original : TextMatcher.folded(text, caseSensitive: false)
        return found.map { occurrence in
            Match(written: written(original, folded, occurrence.offset, occurrence.length),
                  entry: list.matcher.phrases[occurrence.phrase].entry, offset: occurrence.offset, length: occurrence.length)
        }
    }

    /// Keeps the earliest (then longest) of overlapping matches.
    static func nonOverlapping(_ matches: [Match]) -> [Match] {
        // Most texts have no match, or one: nothing to sort (the sort and a new array cost the
        // copy rules 3 M of a 200-flow lint, for 15,000 lists of none).
        guard matches.count > 1 else { return matches }
        let sorted = matches.sorted { ($0.offset, -$0.length) < ($1.offset, -$1.length) }
        var result: [Match] = []
        for match in sorted where !(result.last.map(match.overlaps) ?? false) {
            result.append(match)
        }
        return result
    }

    /// Whether `text` as a whole, trimmed of spaces, brackets and end punctuation, is one of list
    /// `name`'s phrases (compared the same way).
    func whole(_ name: VocabularyList, _ text: String) -> Match? {
        Self.whole(of: needles(name), text)
    }

    static func whole(of list: PhraseList, _ text: String) -> Match? {
        let core = trimmed(text)
        guard !core.text.isEmpty else { return nil }
        guard let position = list.byTrimmed[TextMatcher.normalize(core.text)] else { return nil }
        return Match(written: core.text, entry: list.matcher.phrases[position].entry, offset: core.offset,
                     length: core.text.unicodeScalars.count)
    }

    /// `text` without what surrounds a control's label, and where the rest starts.
    static func trimmed(_ text: String) -> (text: String, offset: Int) {
        if TextMatcher.isPlainASCII(text) {
            // ASCII: a byte is a scalar; test the bytes, read in place, against the ASCII part of
            // the set (an array of them made for each text cost more than the test).
            return ByteScan.withBytes(text) { bytes in
                var start = 0
                var end = bytes.count
                while start < end, isASCIITrimmable(bytes[start]) { start += 1 }
                while end > start, isASCIITrimmable(bytes[end - 1]) { end -= 1 }
                if start == 0 && end == bytes.count { return (text, 0) }
                return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self), start)
            }
        }
        return trimmedScalars(text)
    }

    /// `trimmed` for any text, scalar by scalar.
    static func trimmedScalars(_ text: String) -> (text: String, offset: Int) {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, isTrimmable(scalars[start]) { start += 1 }
        while end > start, isTrimmable(scalars[end - 1]) { end -= 1 }
        return (String(scalars: scalars[start..<end]), start)
    }

    // MARK: Patterns

    /// Matches of list `name`'s regular expressions in `text` (lowercased, apostrophes folded),
    /// without overlaps. A pattern that does not compile is skipped: lists are data, and a bad
    /// entry in a locale pack must not stop the lint.
    func patterns(_ name: VocabularyList, in text: String) -> [Match] {
        patterns(patternList(name), in: text)
    }

    /// List `name`'s patterns, looked up once by a rule that scans many texts with them.
    struct PatternList {
        let patterns: [CompiledPattern]
        /// What the list found in each text scanned so far.
        let scans: ScansByText<[Match]>
        /// Which patterns a text may match.
        let filter: PatternFilter

        init(_ patterns: [CompiledPattern]) {
            self.patterns = patterns
            scans = ScansByText()
            filter = PatternFilter(patterns)
        }
    }

    func patternList(_ name: VocabularyList) -> PatternList {
        lists.patternList(name)
    }

    /// A list's prefilters asked for every text: one pattern at a time for a list's first texts,
    /// then by one pass of a `PrefilterAutomaton` over each text (built once, for the list's
    /// `searchedTexts + 1`th distinct text: a walk's lint reads its lists with 56 texts in all,
    /// where building automata cost more than they saved, 1 M with a threshold of 8; a lint of
    /// many apps reads a purpose list with hundreds; docs/benchmarks.md, "app32e"). Both give the
    /// same patterns. Safe to ask from several threads.
    ///
    /// It keeps each pattern's `PatternSieve` too, by index (looked up in the `LintCache` by the
    /// pattern's text, the sieve cost 50 apps 7.9 M of hashing).
    final class PatternFilter: @unchecked Sendable {
        static let searchedTexts = 32
        private let patterns: [CompiledPattern]
        private let lock = Lock()
        private var searched = 0
        private var automaton: PrefilterAutomaton?
        private var sieves: [PatternSieve?]

        init(_ patterns: [CompiledPattern]) {
            self.patterns = patterns
            sieves = Array(repeating: nil, count: patterns.count)
        }

        /// The indices, in list order, of the patterns whose prefilter lets `text` through.
        func candidates(in text: String) -> [Int] {
            // Built once, for the text after the first `searchedTexts`; nil for a list too large
            // for one (`PrefilterAutomaton.maxTableEntries`), which is then always searched.
            let built: PrefilterAutomaton? = lock.withLock {
                guard automaton == nil, searched <= Self.searchedTexts else { return automaton }
                searched += 1
                if searched > Self.searchedTexts { automaton = PrefilterAutomaton(patterns.map(\.prefilter)) }
                return automaton
            }
            guard let built else {
                return RegexPrefilter.candidates(Array(patterns.indices), { patterns[$0].prefilter }, in: text)
            }
            return built.candidates(in: text)
        }

        /// Pattern `index`'s sieve, made the first time a text gets past its words.
        func sieve(_ index: Int) -> PatternSieve {
            lock.withLock {
                if let made = sieves[index] { return made }
                let made = PatternSieve(pattern: patterns[index].pattern)
                sieves[index] = made
                return made
            }
        }
    }

    func patterns(_ list: PatternList, in text: String) -> [Match] {
        let compiled = list.patterns
        guard !compiled.isEmpty else { return [] }
        // Several rules read the same text with the same list, and an app's flows repeat their
        // copy (its purpose strings above all): the prefilter and the regexes run once per text
        // for every file the linter checks.
        return list.scans.value(text) {
            // Most copy cannot match any pattern: rule it out without running the regex.
            var candidates = list.filter.candidates(in: text)
            guard !candidates.isEmpty else { return [] }
            let normalized = TextMatcher.normalize(text)
            // Holding the words is not matching: most candidates fail the automaton too, and
            // compiling one costs more than running every automaton (`PatternSieve`; it reads
            // ASCII and Hangul copy, and lets other text through).
            if TextMatcher.isPlainASCII(normalized) || SingleScalarText.holds(normalized) {
                candidates.removeAll { !list.filter.sieve($0).mayMatch(normalized) }
                guard !candidates.isEmpty else { return [] }
            }
            return Self.match(candidates.map { Self.regex(compiled[$0].pattern, in: cache) }, in: text, normalized: normalized)
        }
    }

    /// `pattern` compiled the first time a linter needs it, then shared by its threads: compiling
    /// costs more than matching (about 1.5 M instructions a pattern), and clean copy needs none.
    static func regex(_ pattern: String, ignoresCase: Bool = true, in cache: LintCache) -> PatternRegex {
        cache.value(LintCacheKey(.patternRegex, pattern, ignoresCase ? "" : "cased")) { PatternRegex(pattern, ignoresCase: ignoresCase) }
    }

    private static func match(_ candidates: [PatternRegex], in text: String, normalized: String) -> [Match] {
        let original = Array(text.unicodeScalars)
        let scalars = normalized.unicodeScalars
        let haystack = Array(scalars)
        var found: [Match] = []
        for candidate in candidates {
            // The ranges are in text order: each offset is counted on from the previous one,
            // not from the text's start (which made many matches in a long text quadratic).
            var counted = (index: scalars.startIndex, offset: 0)
            for range in candidate.ranges(in: normalized) {
                let offset = counted.offset + scalars.distance(from: counted.index, to: range.lowerBound)
                counted = (range.lowerBound, offset)
                let length = scalars.distance(from: range.lowerBound, to: range.upperBound)
                guard offset + length <= haystack.count else { continue }
                found.append(Match(written: written(original, haystack, offset, length), entry: candidate.pattern,
                                   offset: offset, length: length))
            }
        }
        return Self.nonOverlapping(found)
    }

    // MARK: Segments

    /// A piece of a text (a line, or a bracketed run) and where it starts, in scalars.
    struct Segment {
        var text: String
        var offset: Int
    }

    /// The lines of `text`, with their offsets.
    static func lines(_ text: String) -> [Segment] {
        // Most copy is one line.
        if !ByteScan.contains(text, 0x0A, or: 0x0D) { return [Segment(text: text, offset: 0)] }
        var result: [Segment] = []
        var current: [Unicode.Scalar] = []
        var start = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if scalar == "\n" || scalar == "\r" {
                result.append(Segment(text: String(scalars: current), offset: start))
                current = []
                start = index + 1
            } else {
                current.append(scalar)
            }
        }
        result.append(Segment(text: String(scalars: current), offset: start))
        return result
    }

    /// The lines of `text` and the runs inside [brackets]: the places copy draws a control.
    static func controlSegments(_ text: String) -> [Segment] {
        var result = lines(text)
        // Most copy has no bracket, so no run: its scalars are not read again.
        guard ByteScan.contains(text, 0x5B, or: 0x5B) else { return result }
        var open: Int?
        var current: [Unicode.Scalar] = []
        for (index, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "[":
                open = index + 1
                current = []
            case "]":
                if let start = open { result.append(Segment(text: String(scalars: current), offset: start)) }
                open = nil
            case "\n":
                open = nil
            default:
                if open != nil { current.append(scalar) }
            }
        }
        return result
    }

    // MARK: Reporting

    /// A violation underlining `match` inside `text`: the same occurrence the scanner found, even
    /// when the phrase also appears earlier in the value ("Skip the typing … [Skip]").
    static func violation(_ context: LintContext, _ match: Match, in text: Located<String>, screen: Screen,
                          _ message: String, hint: String? = nil, severity: Severity? = nil) -> Violation {
        let haystack = Array(TextMatcher.normalize(text.value).unicodeScalars)
        let needle = Array(TextMatcher.normalize(match.written).unicodeScalars)
        var earlier = 0
        var index = 0
        while !needle.isEmpty, index + needle.count <= min(match.offset, haystack.count) {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) {
                earlier += 1
                index += needle.count
            } else {
                index += 1
            }
        }
        let source = context.flow.source
        let limit = SourceFile.writtenLimit(of: text.value)
        var found = source.locate(match.written, from: text.location, maxScalars: limit)
        while earlier > 0, let current = found {
            found = source.locate(match.written, from: SourceLocation(line: current.line, column: current.column + needle.count),
                                  maxScalars: limit)
            earlier -= 1
        }
        guard let location = found else {
            return context.violation(match.written, in: text, screen: screen, message, hint: hint, severity: severity)
        }
        return Violation(at: location, length: match.written.unicodeScalars.count, message, hint: hint,
                         severity: severity, screen: screen.id.value)
    }

    // MARK: Helpers

    /// The original scalars at a normalized range, unless normalizing changed the length
    /// (then the normalized ones: they still underline case-insensitively).
    private static func written(_ original: [Unicode.Scalar], _ normalized: [Unicode.Scalar], _ offset: Int, _ length: Int) -> String {
        let source = original.count == normalized.count ? original : normalized
        return String(scalars: source[offset..<(offset + length)])
    }

    /// What surrounds a control's label without being part of it.
    static func isTrimmable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isWhitespace { return true }
        return "[](){}<>*_•·|\"“”'‘’.!?…:;,→›»«‹-–—~「」『』。、！？".unicodeScalars.contains(scalar)
    }

    /// `isTrimmable` for a byte of ASCII text, from a table worked out from it once.
    @inline(__always)
    static func isASCIITrimmable(_ byte: UInt8) -> Bool { byte < 128 && asciiTrimmable[Int(byte)] }

    private static let asciiTrimmable: [Bool] = (0..<128).map { isTrimmable(Unicode.Scalar(UInt8($0))) }
}
