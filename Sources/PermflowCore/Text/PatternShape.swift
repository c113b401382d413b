/// A word-list pattern read into a small tree: the one reading of the regex subset that both
/// prefilters consume, `RegexPrefilter` for the literals a match holds and `PatternSieve` for its
/// byte automaton.
///
/// Why one reader: the two used to read groups, escapes, classes and quantifiers each with
/// their own code, so a shape fixed in one stayed misread in the other.
///
/// What it reads: characters, escapes (`\t`, `\x{2500}`, escaped punctuation), class shorthands
/// (`\d`, `\s` …), assertions (`\b` …), `.`, `^`, `$`, `[…]` classes (plain or negated, with
/// ranges), groups (plain or `(?:`), alternatives, and quantifiers (`?`, `*`, `+`, `{m,n}`,
/// lazy or possessive) after a leading `(?m)`, `(?s)` or `(?i)`. Anything else (lookaround, back
/// references, `\p`, nested classes and set operations, other inline options, groups deeper
/// than 16) makes the whole pattern unread (`alternatives` nil): its consumers then answer
/// "may match".
struct PatternShape {
    /// One piece of a sequence, before its quantifier.
    enum Atom {
        /// A character written plainly or escaped.
        case character(Unicode.Scalar)
        /// A class shorthand, by its letter: `d w s h v D W S H V R X N`.
        case shorthand(Unicode.Scalar)
        /// A zero-width assertion: `\b \B \A \z \Z \G`.
        case assertion
        /// `.`
        case any
        /// `^`
        case lineStart
        /// `$`
        case lineEnd
        /// `[…]`
        case bracket(Bracket)
        /// `(…)` or `(?:…)`: one sequence of each alternative.
        case group([[Piece]])
    }

    /// An atom and how often it may stand.
    struct Piece {
        var atom: Atom
        /// At least this many times.
        var least = 1
        /// At most this many times; nil for no bound.
        var most: Int? = 1

        /// Whether a match holds the atom at least once.
        var isRequired: Bool { least >= 1 }
        /// Whether a quantifier other than exactly once stands after it.
        var mayRepeat: Bool { least != 1 || most != 1 }
    }

    /// A `[…]` class as written.
    struct Bracket {
        enum Member {
            case character(Unicode.Scalar)
            /// `lower-upper`, with `lower` ≤ `upper`.
            case range(Unicode.Scalar, Unicode.Scalar)
            /// `\d`, `\s` … by its letter.
            case shorthand(Unicode.Scalar)
            /// `\b` and the like, which some dialects read as a backspace in a class.
            case assertion
        }

        var negated: Bool
        var members: [Member]
    }

    /// The pattern's alternatives (one sequence each); nil when it holds syntax not read here.
    let alternatives: [[Piece]]?

    init(pattern: String) {
        var scalars = Array(pattern.unicodeScalars)
        // Leading m, s and i options are read by the consumers as they read every pattern:
        // anchors at line ends, `.` as any byte, texts compared folded.
        if scalars.count > 3, scalars[0] == "(", scalars[1] == "?", let close = scalars.firstIndex(of: ")"),
           close > 2, scalars[2..<close].allSatisfy({ $0 == "m" || $0 == "s" || $0 == "i" }) {
            scalars.removeSubrange(0...close)
        }
        var reader = Reader(scalars: scalars)
        let alternatives = reader.alternation()
        self.alternatives = reader.index == scalars.count ? alternatives : nil
    }

    /// Reads the pattern; every function returns nil for syntax not modelled.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        /// Open groups: deeper nesting is not modelled, so a hostile pattern cannot exhaust the stack.
        var depth = 0

        mutating func alternation() -> [[Piece]]? {
            guard let first = sequence() else { return nil }
            var alternatives = [first]
            while index < scalars.count, scalars[index] == "|" {
                index += 1
                guard let next = sequence() else { return nil }
                alternatives.append(next)
            }
            return alternatives
        }

        mutating func sequence() -> [Piece]? {
            var pieces: [Piece] = []
            while index < scalars.count, scalars[index] != "|", scalars[index] != ")" {
                guard let atom = atom(), let piece = quantifier(atom) else { return nil }
                pieces.append(piece)
            }
            return pieces
        }

        /// `atom` with the quantifier after it, if any.
        mutating func quantifier(_ atom: Atom) -> Piece? {
            guard index < scalars.count else { return Piece(atom: atom) }
            let piece: Piece
            switch scalars[index] {
            case "?":
                piece = Piece(atom: atom, least: 0, most: 1)
                index += 1
            case "*":
                piece = Piece(atom: atom, least: 0, most: nil)
                index += 1
            case "+":
                piece = Piece(atom: atom, least: 1, most: nil)
                index += 1
            case "{":
                let start = index + 1
                guard let close = scalars[start...].firstIndex(of: "}"), start < close,
                      scalars[start..<close].allSatisfy({ $0 == "," || ("0"..."9").contains($0) }) else { return nil }
                let bounds = scalars[start..<close].split(separator: ",", omittingEmptySubsequences: false)
                guard bounds.count <= 2, bounds.allSatisfy({ $0.count <= 6 }) else { return nil }
                let least = Int(String(scalars: bounds[0])) ?? 0
                let most = bounds.count == 2 ? Int(String(scalars: bounds[1])) : least
                piece = Piece(atom: atom, least: least, most: most)
                index = close + 1
            default:
                return Piece(atom: atom)
            }
            // Lazy and possessive forms match the same texts.
            if index < scalars.count, scalars[index] == "?" || scalars[index] == "+" { index += 1 }
            return piece
        }

        mutating func atom() -> Atom? {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "(":
                guard depth < 16 else { return nil }
                if index < scalars.count, scalars[index] == "?" {
                    guard index + 1 < scalars.count, scalars[index + 1] == ":" else { return nil }
                    index += 2
                }
                depth += 1
                defer { depth -= 1 }
                guard let inner = alternation(), index < scalars.count, scalars[index] == ")" else { return nil }
                index += 1
                return .group(inner)
            case "[":
                return bracket()
            case "\\":
                return escape()
            case ".":
                return .any
            case "^":
                return .lineStart
            case "$":
                return .lineEnd
            case "*", "+", "?", "{", "}", "]", ")":
                return nil
            default:
                return .character(scalar)
            }
        }

        /// The escape after a backslash: a character, a shorthand or an assertion; nil for
        /// escapes not modelled (back references, `\p`, `\Q` …).
        mutating func escape() -> Atom? {
            guard index < scalars.count else { return nil }
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "b", "B", "A", "z", "Z", "G": return .assertion
            case "d", "w", "s", "h", "v", "D", "W", "S", "H", "V", "R", "X", "N": return .shorthand(scalar)
            case "t": return .character("\t")
            case "n": return .character("\n")
            case "r": return .character("\r")
            case "f": return .character("\u{0C}")
            case "x": return hex().map { .character($0) }
            default:
                // Escaped punctuation is itself; letters and digits not listed mean more.
                guard scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) else { return nil }
                return .character(scalar)
            }
        }

        /// `\x{2500}` or `\x41`, after the x.
        mutating func hex() -> Unicode.Scalar? {
            let digits: String
            if index < scalars.count, scalars[index] == "{" {
                guard let close = scalars[index...].firstIndex(of: "}"), close - index <= 9 else { return nil }
                digits = String(scalars: scalars[(index + 1)..<close])
                index = close + 1
            } else {
                guard index + 2 <= scalars.count else { return nil }
                digits = String(scalars: scalars[index..<(index + 2)])
                index += 2
            }
            return UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init)
        }

        /// A `[…]` class, after the `[`. Nested classes, set operations (`&&`, `--`, `~~`) and
        /// ranges that are not from one character up to another are not modelled.
        mutating func bracket() -> Atom? {
            var read = Bracket(negated: false, members: [])
            if index < scalars.count, scalars[index] == "^" {
                read.negated = true
                index += 1
            }
            var first = true
            while index < scalars.count, scalars[index] != "]" || first {
                first = false
                let scalar = scalars[index]
                if scalar == "[" { return nil }
                if index + 1 < scalars.count, scalar == "&" || scalar == "-" || scalar == "~", scalars[index + 1] == scalar {
                    return nil
                }
                guard let member = member() else { return nil }
                if case .character(let lower) = member, index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                    index += 1
                    guard case .character(let upper)? = self.member(), lower.value <= upper.value else { return nil }
                    read.members.append(.range(lower, upper))
                } else {
                    read.members.append(member)
                }
            }
            guard index < scalars.count else { return nil }
            index += 1
            return .bracket(read)
        }

        /// One member of a class, escaped or not.
        mutating func member() -> Bracket.Member? {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\\" else { return .character(scalar) }
            switch escape() {
            case .character(let escaped)?: return .character(escaped)
            case .shorthand(let letter)?: return .shorthand(letter)
            case .assertion?: return .assertion
            default: return nil
            }
        }
    }
}
