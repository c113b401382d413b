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
/// Its own module, `PatternReading`, so that the LocaleFileEmbedder build tool reads the
/// built-in files' patterns with this very code at build time (`encoded`); the matching of texts
/// against the clauses is PermflowCore's (`candidates`).
///
/// It only rules out ASCII texts, where case-insensitive matching is plain lowercase comparison
/// (beyond ASCII, letters such as K, the Kelvin sign, fold to ASCII ones).
package struct RegexPrefilter: Sendable, Equatable {
    /// Something a match holds: lowercase ASCII text, or some character beyond ASCII.
    ///
    /// A struct, not an enum with payloads: Swift keeps such an enum's case in spare bits of
    /// the payload's pointer, which LeakSanitizer does not recognise as a pointer, so every
    /// prefilter a linter kept was reported as leaked under `make asan` (docs/fuzzing.md).
    package struct Literal: Equatable, Sendable {
        package enum Kind: Sendable {
            case ascii
            case beyondASCII
            /// Hangul syllables, as UTF-8: they have no case and, in text without conjoining
            /// jamo, one way to be written, so a match holds these very bytes.
            case exact
        }

        package var kind: Kind
        /// The bytes of `ascii` (lowercase) and `exact`; none for `beyondASCII`.
        package var bytes: [UInt8]

        package static func ascii(_ bytes: [UInt8]) -> Literal { Literal(kind: .ascii, bytes: bytes) }
        package static func exact(_ bytes: [UInt8]) -> Literal { Literal(kind: .exact, bytes: bytes) }
        package static let beyondASCII = Literal(kind: .beyondASCII, bytes: [])
    }

    /// What every match holds: for each clause, at least one of its literals. Empty: nothing
    /// known, every text may match.
    package let clauses: [[Literal]]

    /// A prefilter of these clauses (one read back from its `encoded` form).
    package init(clauses: [[Literal]]) {
        self.clauses = clauses
    }

    package init(pattern: String) {
        guard let nodes = PatternShape(pattern: pattern).nodes else {
            clauses = []
            return
        }
        var clauses: [[Literal]] = []
        var scratch: [UInt8] = []
        Self.addNeeds(ofAlternativesIn: 0..<nodes.count, of: nodes, to: &clauses, scratch: &scratch)
        self.clauses = clauses
    }

    /// `byte` as matching compares it: an ASCII capital lowercased, a backtick read as an
    /// apostrophe, any other byte as it is. The literals are folded by it here and the texts by
    /// `TextMatcher.foldASCII` in PermflowCore, the same fold written there so that its hot loops
    /// inline it (`RegexPrefilterTests` holds the two equal for every byte).
    @inline(__always)
    package static func foldASCII(_ byte: UInt8) -> UInt8 {
        if byte >= 65 && byte <= 90 { return byte + 32 }
        return byte == 96 ? 39 : byte
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
                    run.append(Self.foldASCII(UInt8(truncatingIfNeeded: piece.scalar.value)))
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
        case .ascii?: .ascii([Self.foldASCII(UInt8(truncatingIfNeeded: scalar.value))])
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
