#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The literal text a word-list regular expression needs, read off the pattern once, so that
/// copy holding none of it is ruled out without running the regex.
///
/// Why: nearly all copy matches none of the lists' patterns, and running the regex engine on
/// every text for every pattern made lint several times slower (figures in docs/benchmarks.md);
/// nearly every pattern needs some literal: `\b\d+\s*(%|percent)\s*off\b` cannot match a text
/// without "off".
///
/// How: it reads the pattern's `PatternShape` (the one reading of the subset, shared with
/// `PatternSieve`): a sequence's required characters make runs of text, a class of known
/// characters needs one of them, and a group of alternatives needs one literal of each
/// alternative. A pattern the shape does not read (lookaround, back references, inline options
/// other than a leading `(?m)`, `(?s)` or `(?i)` …) gives no requirement: the answer is "may
/// match" whenever it is unsure.
///
/// It only rules out ASCII texts, where case-insensitive matching is plain lowercase comparison
/// (beyond ASCII, letters such as K, the Kelvin sign, fold to ASCII ones).
struct RegexPrefilter: Sendable {
    /// Something a match holds: lowercase ASCII text, or some character beyond ASCII.
    ///
    /// A struct, not an enum with payloads: Swift keeps such an enum's case in spare bits of
    /// the payload's pointer, which LeakSanitizer does not recognise as a pointer, so every
    /// prefilter a linter kept was reported as leaked under `make asan` (docs/fuzzing.md).
    struct Literal: Equatable, Sendable {
        enum Kind: Sendable {
            case ascii
            case beyondASCII
            /// Hangul syllables, as UTF-8: they have no case and, in text without conjoining
            /// jamo, one way to be written, so a match holds these very bytes.
            case exact
        }

        var kind: Kind
        /// The bytes of `ascii` (lowercase) and `exact`; none for `beyondASCII`.
        var bytes: [UInt8]

        static func ascii(_ bytes: [UInt8]) -> Literal { Literal(kind: .ascii, bytes: bytes) }
        static func exact(_ bytes: [UInt8]) -> Literal { Literal(kind: .exact, bytes: bytes) }
        static let beyondASCII = Literal(kind: .beyondASCII, bytes: [])
    }

    /// What every match holds: for each clause, at least one of its literals. Empty: nothing
    /// known, every text may match.
    let clauses: [[Literal]]

    init(pattern: String) {
        guard let nodes = PatternShape(pattern: pattern).nodes else {
            clauses = []
            return
        }
        var clauses: [[Literal]] = []
        var scratch: [UInt8] = []
        Self.addNeeds(ofAlternativesIn: 0..<nodes.count, of: nodes, to: &clauses, scratch: &scratch)
        self.clauses = clauses
    }

    /// The items whose pattern may match `text`: an ASCII text is folded once for all of them,
    /// and each item's clauses are searched in turn (`PrefilterAutomaton` answers the same for a
    /// whole list in one pass).
    static func candidates<Item>(_ items: [Item], _ prefilter: (Item) -> RegexPrefilter, in original: String) -> [Item] {
        withFoldedBytes(original) { form, bytes, folded in
            switch form {
            case .mayMatchAnything:
                return items
            case .ascii:
                return items.filter { item in
                    prefilter(item).clauses.allSatisfy { clause in clause.contains { holds($0, in: folded) } }
                }
            case let .beyondASCII(asciiKnown):
                return items.filter { item in
                    prefilter(item).clauses.allSatisfy { clause in
                        clause.contains { literal in
                            switch literal.kind {
                            case .exact: contains(literal.bytes, in: bytes)
                            case .ascii: !asciiKnown || contains(literal.bytes, in: folded)
                            case .beyondASCII: true
                            }
                        }
                    }
                }
            }
        }
    }

    /// How a text's literals are compared.
    enum TextForm {
        /// ASCII: lowercase comparison.
        case ascii
        /// Beyond ASCII: Hangul is compared as written, a `beyondASCII` literal holds, and ASCII
        /// literals are compared only when `asciiKnown` (nothing else in the text has case or
        /// folds to ASCII: the Kelvin sign, ſ, İ or a curly apostrophe might match an ASCII letter
        /// or quote).
        case beyondASCII(asciiKnown: Bool)
        /// Conjoining jamo (which the regex matches as the syllables they compose): nothing is
        /// ruled out.
        case mayMatchAnything
    }

    /// `body` given the form of `original`, its UTF-8 and its UTF-8 with ASCII folded
    /// (`TextMatcher.foldASCII`; bytes beyond ASCII as they are).
    static func withFoldedBytes<Result>(
        _ original: String, _ body: (TextForm, _ bytes: UnsafeBufferPointer<UInt8>, _ folded: UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        var text = original
        return text.withUTF8 { bytes in
            let form: TextForm
            if ByteScan.isASCII(bytes) {
                form = .ascii
            } else if containsConjoiningJamo(bytes) {
                return body(.mayMatchAnything, bytes, bytes)
            } else {
                form = .beyondASCII(asciiKnown: original.unicodeScalars.allSatisfy { $0.isASCII || isCaseless($0) })
            }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { scratch in
                for index in bytes.indices { scratch[index] = TextMatcher.foldASCII(bytes[index]) }
                return body(form, bytes, UnsafeBufferPointer(rebasing: scratch[0..<bytes.count]))
            }
        }
    }

    /// Scripts and symbols with no case and nothing that folds to ASCII: Hangul syllables and
    /// compatibility jamo, CJK punctuation, general punctuation but the curly apostrophes (which
    /// matching folds to '), arrows, box drawing, symbols, emoji, variation selectors, and
    /// Latin-1 punctuation.
    private static func isCaseless(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x3130...0x318F, 0x3000...0x303F, 0x2190...0x21FF, 0x2500...0x257F, 0x2600...0x27BF,
             0x1F000...0x1FAFF, 0xFE00...0xFE0F, 0xA0...0xBF:
            true
        case 0x2000...0x206F:
            scalar.value != 0x2018 && scalar.value != 0x2019
        default:
            false
        }
    }

    /// Whether UTF-8 `bytes` hold conjoining jamo (U+1100–U+11FF: E1 84–87 …; U+A960–U+A97F:
    /// EA A5 A0–BF; U+D7B0–U+D7FF: ED 9E B0–BF, ED 9F …): syllables written in parts.
    private static func containsConjoiningJamo(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 3 else { return false }
        for index in 0..<(bytes.count - 2) {
            let (lead, second, third) = (bytes[index], bytes[index + 1], bytes[index + 2])
            if lead == 0xE1, (0x84...0x87).contains(second) { return true }
            if lead == 0xEA, second == 0xA5, third >= 0xA0 { return true }
            if lead == 0xED, (second == 0x9E && third >= 0xB0) || second == 0x9F { return true }
        }
        return false
    }

    private static func holds(_ literal: Literal, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard literal.kind == .ascii else { return false }
        return contains(literal.bytes, in: bytes)
    }

    private static func contains(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= bytes.count, let base = bytes.baseAddress else { return false }
        // memchr finds each candidate first byte, memcmp compares the rest.
        return needle.withUnsafeBufferPointer { needle in
            guard let needleBase = needle.baseAddress else { return true }
            let last = bytes.count - needle.count
            var start = 0
            while start <= last, let hit = memchr(base + start, Int32(first), last - start + 1) {
                let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + index, needleBase, needle.count) == 0 { return true }
                start = index + 1
            }
            return false
        }
    }

    /// Adds what a match of one of the alternatives among `range` of `nodes` holds to `clauses`:
    /// with one alternative, its clauses; with more, one clause joining each alternative's
    /// smallest; none when an alternative needs nothing.
    ///
    /// Written to allocate little: the clauses are added to the caller's array rather than
    /// returned and joined, and a run's bytes are gathered in one scratch buffer (reading a
    /// list's patterns is paid by every walk's lint; docs/benchmarks.md, "speed25k").
    private static func addNeeds(ofAlternativesIn range: Range<Int>, of nodes: [PatternShape.Node], to clauses: inout [[Literal]],
                                 scratch: inout [UInt8]) {
        // One alternative: its sequence's clauses.
        var index = range.lowerBound
        while index < range.upperBound, nodes[index].kind != .or { index = Int(nodes[index].end) }
        guard index < range.upperBound else {
            addNeeds(ofSequence: range, of: nodes, to: &clauses, scratch: &scratch)
            return
        }
        var clause: [Literal] = []
        var alternative: [[Literal]] = []
        var start = range.lowerBound
        while start <= range.upperBound {
            var end = start
            while end < range.upperBound, nodes[end].kind != .or { end = Int(nodes[end].end) }
            alternative.removeAll(keepingCapacity: true)
            addNeeds(ofSequence: start..<end, of: nodes, to: &alternative, scratch: &scratch)
            guard let best = alternative.min(by: { $0.count < $1.count }) else { return }
            clause += best
            start = end + 1
        }
        clauses.append(clause)
    }

    /// Adds what a match of the sequence `range` of `nodes` holds to `clauses`: runs of required
    /// characters, and what required classes and groups need.
    private static func addNeeds(ofSequence range: Range<Int>, of nodes: [PatternShape.Node], to clauses: inout [[Literal]],
                                 scratch run: inout [UInt8]) {
        // A pattern's characters join a run as bytes: a `Literal` per character cost an array each.
        // `run` holds ASCII bytes or Hangul's UTF-8, never both (`hangul` says which).
        let first = run.count
        var hangul = false
        func flush() {
            guard run.count > first else { return }
            let bytes = Array(run[first...])
            clauses.append([hangul ? .exact(bytes) : .ascii(bytes)])
            run.removeLast(run.count - first)
        }
        var index = range.lowerBound
        while index < range.upperBound {
            let piece = nodes[index]
            let required = piece.isRequired
            switch piece.kind {
            case .character:
                // nil: case-insensitive matching may let other text match it.
                switch kind(piece.scalar) {
                case .ascii? where required:
                    // "ab+c" holds "ab", and "c" after some b: a repeat ends the run.
                    if hangul { flush() }
                    hangul = false
                    run.append(TextMatcher.foldASCII(UInt8(truncatingIfNeeded: piece.scalar.value)))
                    if piece.mayRepeat { flush() }
                case .exact? where required:
                    if !hangul { flush() }
                    hangul = true
                    UTF8.encode(piece.scalar) { run.append($0) }
                    if piece.mayRepeat { flush() }
                case let kind:
                    flush()
                    if required, kind == .beyondASCII { clauses.append([.beyondASCII]) }
                }
            case .bracket:
                flush()
                if required, let members = needs(ofBracket: index, of: nodes) { clauses.append(members) }
            case .group:
                flush()
                if required { addNeeds(ofAlternativesIn: (index + 1)..<Int(piece.end), of: nodes, to: &clauses, scratch: &run) }
            case .shorthand, .assertion, .any, .lineStart, .lineEnd, .or, .range:
                // Anchors and `\s`, `.`, … need nothing.
                flush()
            }
            index = Int(piece.end)
        }
        flush()
    }

    /// A `[…]` class needs one of its characters when they are all known: plain characters,
    /// and ranges of characters beyond ASCII without case.
    private static func needs(ofBracket bracket: Int, of nodes: [PatternShape.Node]) -> [Literal]? {
        guard !nodes[bracket].negated else { return nil }
        var members: [Literal] = []
        for member in nodes[(bracket + 1)..<Int(nodes[bracket].end)] {
            switch member.kind {
            case .character:
                guard let literal = literal(member.scalar) else { return nil }
                members.append(literal)
            case .range:
                let (lower, upper) = (member.scalar, member.upper)
                guard !lower.isASCII, upper.value - lower.value < 0x1000,
                      (lower.value...upper.value).allSatisfy({ Unicode.Scalar($0).map { kind($0) != nil } ?? true }) else { return nil }
                members.append(.beyondASCII)
            default:
                return nil
            }
        }
        return members.isEmpty ? nil : members
    }

    /// A character as a literal: ASCII folded; beyond ASCII only when it has no case.
    private static func literal(_ scalar: Unicode.Scalar) -> Literal? {
        switch kind(scalar) {
        case .ascii?: .ascii([TextMatcher.foldASCII(UInt8(truncatingIfNeeded: scalar.value))])
        case .exact?: .exact(Array(String(scalar).utf8))
        case .beyondASCII?: .beyondASCII
        case nil: nil
        }
    }

    /// The kind of literal a character is (`literal(_:)` without making its bytes).
    private static func kind(_ scalar: Unicode.Scalar) -> Literal.Kind? {
        if scalar.isASCII { return .ascii }
        if (0xAC00...0xD7A3).contains(scalar.value) { return .exact }
        return scalar.properties.changesWhenCaseMapped ? nil : .beyondASCII
    }
}
