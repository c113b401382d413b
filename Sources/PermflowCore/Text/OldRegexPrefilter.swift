#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a regular expression needs to find in a text before it can match there, read off the
/// pattern once, so that most texts are ruled out without running the regex.
///
/// Word lists hold regular expressions (data, see docs/locales.md), and running ICU on every
/// screen's copy for every pattern was a large share of lint time. Nearly all copy matches none
/// of them, and nearly every pattern needs some literal text: `\b\d+\s*(%|percent)\s*off\b`
/// cannot match a text without "off".
///
/// The prefilter is conservative: when it says a text cannot match, the regex (compiled
/// case-insensitive, run over lowercased text) finds nothing in it; when in doubt it says
/// "may match". It only rules out ASCII texts, where case-insensitive matching is plain
/// lowercase comparison; a pattern using syntax it does not model (lookaround, inline flags,
/// set operations, `\Q…\E`) gets no prefilter at all.
struct OldRegexPrefilter: Sendable {
    indirect enum Requirement: Equatable, Sendable {
        /// Nothing known: the pattern may match anything.
        case anything
        /// Never satisfiable by an ASCII text (a literal with an uncased non-ASCII character).
        case impossible
        /// The text contains this ASCII string (lowercase).
        case literal([UInt8])
        /// The text contains one of these ASCII bytes (lowercase).
        case oneOf(ByteSet)
        case all([Requirement])
        case any([Requirement])
    }

    /// A set of ASCII bytes as a bitmap: one test per byte of text, no hashing.
    struct ByteSet: Equatable, Sendable {
        private var low: UInt64 = 0
        private var high: UInt64 = 0

        init<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
            for byte in bytes { insert(byte) }
        }

        mutating func insert(_ byte: UInt8) {
            guard byte < 128 else { return }
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }

        @inline(__always)
        func contains(_ byte: UInt8) -> Bool {
            guard byte < 128 else { return false }
            return byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte - 64)) != 0
        }
    }

    let requirement: Requirement
    /// For a pattern that must match a whole line (`^…$` of plain characters and classes, such
    /// as a lone close glyph `(?m)^[ \t]*[x×][ \t]*$`): the bytes such a line may hold. A text
    /// with no line made only of them cannot match, however often it holds an `x` ("next").
    let lineBytes: ByteSet?

    init(pattern: String) {
        var scalars = Array(pattern.unicodeScalars)
        // A leading flag group of m, s and i changes nothing the prefilter reads: anchors and
        // `.` require nothing anyway, and matching is case-insensitive already.
        if scalars.count > 3, scalars[0] == "(", scalars[1] == "?",
           let close = scalars.firstIndex(of: ")"), close > 2,
           scalars[2..<close].allSatisfy({ $0 == "m" || $0 == "s" || $0 == "i" }) {
            scalars.removeSubrange(0...close)
        }
        var parser = Parser(scalars)
        if let requirement = parser.parseAlternation(), parser.atEnd {
            self.requirement = Self.simplified(requirement)
            self.lineBytes = Self.lineBytes(of: scalars)
        } else {
            self.requirement = .anything
            self.lineBytes = nil
        }
    }

    /// The ASCII bytes a whole-line pattern's line may consist of (lowercase), or nil when the
    /// pattern is not `^…$` over literal characters and bracket classes with quantifiers.
    static func lineBytes(of scalars: [Unicode.Scalar]) -> ByteSet? {
        guard scalars.count >= 2, scalars.first == "^", scalars.last == "$",
              scalars.count < 3 || scalars[scalars.count - 2] != "\\" else { return nil }
        var set = ByteSet([UInt8]())
        func add(_ scalar: Unicode.Scalar) {
            // Beyond ASCII a character cannot be in an ASCII text; a cased one could fold to ASCII.
            if scalar.isASCII { set.insert(TextMatcher.foldASCII(UInt8(scalar.value))) }
        }
        func escaped(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
            switch scalar {
            case "t": "\t"
            case "[", "]", "(", ")", "{", "}", "\\", ".", "*", "+", "?", "|", "^", "$", "-", "/", " ": scalar
            default: nil   // \s, \w, \d, \b … are not modelled
            }
        }
        var index = 1
        let end = scalars.count - 1
        while index < end {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "[":
                guard index < end, scalars[index] != "^" else { return nil }
                var closed = false
                while index < end {
                    var member = scalars[index]
                    index += 1
                    if member == "]" { closed = true; break }
                    if member == "[" { return nil }
                    if member == "\\" {
                        guard index < end, let literal = escaped(scalars[index]) else { return nil }
                        member = literal
                        index += 1
                    }
                    // A range a-z: every ASCII byte in it.
                    if index + 1 < end, scalars[index] == "-", scalars[index + 1] != "]" {
                        let upper = scalars[index + 1]
                        guard upper != "\\", member.value <= upper.value else { return nil }
                        for value in member.value...min(upper.value, 127) {
                            if let ascii = Unicode.Scalar(value) { add(ascii) }
                        }
                        index += 2
                        continue
                    }
                    add(member)
                }
                guard closed else { return nil }
            case "\\":
                guard index < end, let literal = escaped(scalars[index]) else { return nil }
                add(literal)
                index += 1
            case "?", "*", "+":
                continue
            case "{":
                while index < end, scalars[index] != "}" {
                    guard scalars[index].properties.numericType != nil || scalars[index] == "," else { return nil }
                    index += 1
                }
                guard index < end else { return nil }
                index += 1
            case "(", ")", "|", ".", "^", "$":
                return nil
            default:
                add(scalar)
            }
        }
        return set
    }

    /// Whether some line of `bytes` (split at LF and CR, as ICU's multiline mode splits ASCII
    /// text) holds only bytes of `set`.
    static func hasLine(onlyOf set: ByteSet, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var clean = true
        for byte in bytes {
            if byte == 0x0A || byte == 0x0D {
                if clean { return true }
                clean = true
            } else if clean, !set.contains(byte) {
                clean = false
            }
        }
        return clean
    }

    /// Both tests on folded ASCII bytes.
    @inline(__always)
    func admits(_ folded: UnsafeBufferPointer<UInt8>) -> Bool {
        if requirement != .anything, !Self.holds(requirement, in: folded) { return false }
        if let lineBytes, !Self.hasLine(onlyOf: lineBytes, in: folded) { return false }
        return true
    }

    /// Whether the regex may match somewhere in `text` (already lowercased, as the scanner
    /// passes it). Non-ASCII texts always may.
    func mayMatch(_ text: String) -> Bool {
        if requirement == .anything && lineBytes == nil { return true }
        var text = text
        return text.withUTF8 { bytes in
            guard ByteScan.isASCII(bytes) else { return true }
            return admits(bytes)
        }
    }

    /// `mayMatch` for a text not yet lowercased: ASCII bytes are folded as they are read, as
    /// `TextMatcher.normalize` folds them, so the text need not be copied.
    func mayMatch(unfolded text: String) -> Bool {
        if requirement == .anything && lineBytes == nil { return true }
        var text = text
        return text.withUTF8 { bytes in
            guard ByteScan.isASCII(bytes) else { return true }
            // Fold into a scratch buffer once, then test every requirement on plain bytes.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { folded in
                for index in bytes.indices { folded[index] = TextMatcher.foldASCII(bytes[index]) }
                return admits(UnsafeBufferPointer(rebasing: folded[0..<bytes.count]))
            }
        }
    }

    /// The items whose prefilter may match `text` (not yet lowercased): an ASCII text is folded
    /// once for all of them.
    @inline(__always)
    static func candidates<Item>(_ items: [Item], _ prefilter: (Item) -> OldRegexPrefilter, in text: String) -> [Item] {
        var text = text
        return text.withUTF8 { bytes in
            guard ByteScan.isASCII(bytes) else { return items }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { scratch in
                for index in bytes.indices { scratch[index] = TextMatcher.foldASCII(bytes[index]) }
                let folded = UnsafeBufferPointer(rebasing: scratch[0..<bytes.count])
                return items.filter { prefilter($0).admits(folded) }
            }
        }
    }

    private static func holds(_ requirement: Requirement, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch requirement {
        case .anything: return true
        case .impossible: return false
        case .oneOf(let set): return bytes.contains { set.contains($0) }
        case .all(let parts):
            for part in parts where !holds(part, in: bytes) { return false }
            return true
        case .any(let parts):
            for part in parts where holds(part, in: bytes) { return true }
            return false
        case .literal(let literal):
            // memchr finds each candidate first byte, memcmp checks the rest.
            return literal.withUnsafeBufferPointer { needle in
                guard let first = needle.first, let needleBase = needle.baseAddress else { return true }
                guard needle.count <= bytes.count, let base = bytes.baseAddress else { return false }
                let last = bytes.count - needle.count
                var start = 0
                while start <= last {
                    guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return false }
                    let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + index, needleBase, needle.count) == 0 { return true }
                    start = index + 1
                }
                return false
            }
        }
    }

    static func simplified(_ requirement: Requirement) -> Requirement {
        switch requirement {
        case .all(let parts):
            let kept = parts.map(simplified).filter { $0 != .anything }
            if kept.contains(.impossible) { return .impossible }
            return kept.isEmpty ? .anything : kept.count == 1 ? kept[0] : .all(kept)
        case .any(let parts):
            let kept = parts.map(simplified).filter { $0 != .impossible }
            if kept.isEmpty { return .impossible }
            if kept.contains(.anything) { return .anything }
            return kept.count == 1 ? kept[0] : .any(kept)
        case .literal(let bytes):
            return bytes.isEmpty ? .anything : requirement
        default:
            return requirement
        }
    }

    /// A recursive-descent reader of the ICU syntax the lists use. Any construct it does not
    /// model makes it give up (`nil`), and the pattern runs unfiltered.
    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        /// Group nesting, bounded so a hostile pattern in a locale pack cannot exhaust the stack.
        var depth = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { index >= scalars.count }
        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        /// alternative ( '|' alternative )*
        mutating func parseAlternation() -> Requirement? {
            var alternatives: [Requirement] = []
            while true {
                guard let sequence = parseSequence() else { return nil }
                alternatives.append(sequence)
                guard current == "|" else { break }
                index += 1
            }
            return alternatives.count == 1 ? alternatives[0] : .any(alternatives)
        }

        /// The requirements of a run of atoms; consecutive required literal characters join.
        mutating func parseSequence() -> Requirement? {
            var parts: [Requirement] = []
            var run: [UInt8] = []
            func flush() {
                if !run.isEmpty { parts.append(.literal(run)) }
                run = []
            }
            while let scalar = current, scalar != "|", scalar != ")" {
                guard let atom = parseAtom() else { return nil }
                guard let quantifier = parseQuantifier() else { return nil }
                switch (atom, quantifier) {
                case (_, .optional):
                    flush()
                case (.character(let byte), .once):
                    run.append(byte)
                case (.character(let byte), .oneOrMore):
                    run.append(byte)
                    flush()
                case (.requirement(let requirement), _):
                    flush()
                    parts.append(requirement)
                }
            }
            flush()
            return .all(parts)
        }

        enum Atom {
            /// One ASCII character, lowercased, that must appear.
            case character(UInt8)
            case requirement(Requirement)
        }

        enum Quantifier { case once, optional, oneOrMore }

        mutating func parseAtom() -> Atom? {
            guard let scalar = current else { return nil }
            index += 1
            switch scalar {
            case "(":
                if current == "?" {
                    // Only non-capturing groups; lookaround and inline flags are not modelled.
                    guard index + 1 < scalars.count, scalars[index + 1] == ":" else { return nil }
                    index += 2
                }
                depth += 1
                guard depth <= 32, let inner = parseAlternation(), current == ")" else { return nil }
                depth -= 1
                index += 1
                return .requirement(inner)
            case "[":
                return parseClass().map { .requirement($0) }
            case "\\":
                return parseEscape()
            case ".", "^", "$":
                return .requirement(.anything)
            case "*", "+", "?", "{", ")", "|":
                return nil
            default:
                return Self.literal(scalar)
            }
        }

        /// A literal character: ASCII letters compare lowercased; an uncased non-ASCII
        /// character can never occur in an ASCII text; a cased one might match an ASCII letter
        /// case-insensitively (K and the Kelvin sign), so nothing is assumed about it.
        static func literal(_ scalar: Unicode.Scalar) -> Atom {
            if scalar.isASCII { return .character(TextMatcher.foldASCII(UInt8(scalar.value))) }
            return .requirement(scalar.properties.isCased || scalar.properties.changesWhenCaseFolded ? .anything : .impossible)
        }

        mutating func parseEscape() -> Atom? {
            guard let scalar = current else { return nil }
            index += 1
            switch scalar {
            case "b", "B", "A", "z", "Z", "G", "s", "S", "d", "D", "w", "W", "h", "H", "v", "V", "R", "X":
                return .requirement(.anything)
            case "n": return .character(0x0A)
            case "t": return .character(0x09)
            case "r": return .character(0x0D)
            case "x":
                return parseHex().map(Self.literal)
            case "u", "U", "p", "P", "N", "Q", "E", "c", "0"..."9", "k", "e", "a", "f":
                return nil
            default:
                // An escaped punctuation character stands for itself.
                guard scalar.isASCII, !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) else { return nil }
                return Self.literal(scalar)
            }
        }

        /// `[…]`: the set of ASCII characters it allows, when it is a plain list of characters
        /// and ranges; negated sets and class escapes (`\s`, `\p{…}`) make it `anything`;
        /// nested sets and set operations are not modelled at all (`nil`).
        mutating func parseClass() -> Requirement? {
            var members = ByteSet([])
            var modelled = true
            if current == "^" {
                modelled = false
                index += 1
            }
            var first = true
            while true {
                guard let scalar = current else { return nil }
                if scalar == "]" && !first {
                    index += 1
                    break
                }
                first = false
                if scalar == "[" || (scalar == "&" && index + 1 < scalars.count && scalars[index + 1] == "&") { return nil }
                guard let low = parseClassMember() else { return nil }
                var high = low
                if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                    index += 1
                    guard let end = parseClassMember() else { return nil }
                    high = end
                }
                switch (low, high) {
                case (.scalar(let from), .scalar(let to)):
                    guard from.value <= to.value else { return nil }
                    if to.value >= 0x80 {
                        // Past ASCII: a cased character in range could match an ASCII letter.
                        let cased = (max(from.value, 0x80)...to.value).contains { value in
                            Unicode.Scalar(value).map { $0.properties.isCased || $0.properties.changesWhenCaseFolded } ?? false
                        }
                        if cased { modelled = false }
                    }
                    if from.value < 0x80 {
                        for value in from.value...min(to.value, 0x7F) {
                            members.insert(TextMatcher.foldASCII(UInt8(value)))
                        }
                    }
                default:
                    modelled = false
                }
            }
            return modelled ? .oneOf(members) : .anything
        }

        enum ClassMember { case scalar(Unicode.Scalar), opaque }

        /// One character of a set, or a class escape standing for many (`opaque`).
        mutating func parseClassMember() -> ClassMember? {
            guard let scalar = current else { return nil }
            index += 1
            guard scalar == "\\" else { return .scalar(scalar) }
            guard let escaped = current else { return nil }
            index += 1
            switch escaped {
            case "x":
                return parseHex().map { .scalar($0) }
            case "p", "P", "N":
                guard current == "{" else { return nil }
                while let c = current, c != "}" { index += 1 }
                guard current == "}" else { return nil }
                index += 1
                return .opaque
            case "s", "S", "d", "D", "w", "W", "h", "H", "v", "V":
                return .opaque
            case "n": return .scalar("\n")
            case "t": return .scalar("\t")
            case "r": return .scalar("\r")
            default:
                guard escaped.isASCII, !(escaped.properties.isAlphabetic || ("0"..."9").contains(escaped)) else { return nil }
                return .scalar(escaped)
            }
        }

        /// After `\x`: `{h…}` or two hex digits.
        mutating func parseHex() -> Unicode.Scalar? {
            var digits = ""
            if current == "{" {
                index += 1
                while let c = current, c != "}" {
                    digits.unicodeScalars.append(c)
                    index += 1
                }
                guard current == "}" else { return nil }
                index += 1
            } else {
                for _ in 0..<2 {
                    guard let c = current else { return nil }
                    digits.unicodeScalars.append(c)
                    index += 1
                }
            }
            return UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init)
        }

        mutating func parseQuantifier() -> Quantifier? {
            guard let scalar = current else { return .once }
            var quantifier: Quantifier
            switch scalar {
            case "?", "*":
                index += 1
                quantifier = .optional
            case "+":
                index += 1
                quantifier = .oneOrMore
            case "{":
                var digits = ""
                var cursor = index + 1
                while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
                    digits.unicodeScalars.append(scalars[cursor])
                    cursor += 1
                }
                guard let low = Int(digits) else { return nil }
                while cursor < scalars.count, scalars[cursor] != "}" { cursor += 1 }
                guard cursor < scalars.count else { return nil }
                index = cursor + 1
                quantifier = low == 0 ? .optional : .oneOrMore
            default:
                return .once
            }
            // Lazy and possessive forms change how, not whether, the atom repeats.
            if current == "?" || current == "+" { index += 1 }
            if let next = current, next == "?" || next == "*" || next == "+" || next == "{" { return nil }
            return quantifier
        }
    }
}
