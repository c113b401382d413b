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
/// lazy or possessive), after a leading `(?m)`, `(?s)` or `(?i)`. Anything else (lookaround, back
/// references, `\p`, nested classes and set operations, other inline options, groups deeper
/// than 16) leaves the pattern unread (`nodes` nil): its consumers then answer "may match".
///
/// The tree is flat, its nodes in pattern order in one array (each knows where its subtree
/// ends), so reading a pattern allocates once: a node per piece cost a walk 1.4 M more.
package struct PatternShape {
    /// One node: a piece of a sequence with its quantifier, a class member, or a `|`.
    package struct Node {
        package enum Kind: UInt8 {
            /// A character written plainly or escaped (`scalar`).
            case character
            /// A class shorthand, by its letter (`scalar`): `d w s h v D W S H V R X N`.
            case shorthand
            /// A zero-width assertion: `\b \B \A \z \Z \G`.
            case assertion
            /// `.`
            case any
            /// `^`
            case lineStart
            /// `$`
            case lineEnd
            /// `[…]` (`negated` for `[^…]`): its members are the nodes up to `end`.
            case bracket
            /// `(…)` or `(?:…)`: its alternatives are the nodes up to `end`.
            case group
            /// The `|` between two alternatives.
            case or
            /// A class member `scalar-upper`, with `scalar` ≤ `upper`.
            case range
        }

        package var kind: Kind
        package var scalar: Unicode.Scalar = "\0"
        package var upper: Unicode.Scalar = "\0"
        package var negated = false
        /// At least this many times.
        package var least: Int32 = 1
        /// At most this many times; -1 for no bound.
        package var most: Int32 = 1
        /// The index after this node's subtree.
        package var end: Int32 = 0

        /// Whether a match holds the piece at least once.
        package var isRequired: Bool { least >= 1 }
        /// Whether a quantifier other than exactly once stands after it.
        package var mayRepeat: Bool { least != 1 || most != 1 }
    }

    /// The nodes in pattern order; nil when the pattern holds syntax not read here.
    package let nodes: [Node]?

    /// The longest pattern read, in scalars: node and state indices are `Int32`, and a pattern
    /// grows at most a few states per scalar, so a longer one is left unread ("may match").
    /// Packs are at most 16 MiB, so no pattern a pack can hold reaches it.
    package static var longest: Int { 1 << 24 }

    package init(pattern: String) {
        var scalars = Self.scalars(of: pattern)
        guard scalars.count <= Self.longest else {
            nodes = nil
            return
        }
        // Leading m, s and i options are read by the consumers as they read every pattern:
        // anchors at line ends, `.` as any byte, texts compared folded.
        if scalars.count > 3, scalars[0] == "(", scalars[1] == "?", let close = scalars.firstIndex(of: ")"),
           close > 2, scalars[2..<close].allSatisfy({ $0 == "m" || $0 == "s" || $0 == "i" }) {
            scalars.removeSubrange(0...close)
        }
        var reader = Reader(scalars: scalars)
        reader.nodes.reserveCapacity(scalars.count)
        nodes = reader.alternation() && reader.index == scalars.count ? reader.nodes : nil
    }

    /// The pattern's scalars, read in one pass over its UTF-8 (`Array(pattern.unicodeScalars)`
    /// counts them first, then copies: some 6 k instructions a pattern, paid by every walk).
    private static func scalars(of pattern: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(pattern.utf8.count)
        var text = pattern
        text.withUTF8 { bytes in
            var decoder = UTF8()
            var iterator = bytes.makeIterator()
            while case .scalarValue(let scalar) = decoder.decode(&iterator) { scalars.append(scalar) }
        }
        return scalars
    }

    /// The alternatives among `range` of `nodes` (a group's inside, or the whole pattern).
    package static func alternatives(_ nodes: [Node], in range: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = range.lowerBound
        var index = start
        while index < range.upperBound {
            if nodes[index].kind == .or {
                result.append(start..<index)
                start = index + 1
            }
            index = Int(nodes[index].end)
        }
        result.append(start..<range.upperBound)
        return result
    }

    /// Reads the pattern into `nodes`; every function returns false or nil for syntax not modelled.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        /// Open groups: deeper nesting is not modelled, so a hostile pattern cannot exhaust the stack.
        var depth = 0
        var nodes: [Node] = []

        mutating func add(_ node: Node) {
            var node = node
            node.end = Int32(nodes.count + 1)
            nodes.append(node)
        }

        mutating func alternation() -> Bool {
            guard sequence() else { return false }
            while index < scalars.count, scalars[index] == "|" {
                index += 1
                add(Node(kind: .or))
                guard sequence() else { return false }
            }
            return true
        }

        mutating func sequence() -> Bool {
            while index < scalars.count, scalars[index] != "|", scalars[index] != ")" {
                let start = nodes.count
                guard atom(), quantifier(of: start) else { return false }
            }
            return true
        }

        /// The quantifier after the piece at `node`, if any.
        mutating func quantifier(of node: Int) -> Bool {
            guard index < scalars.count else { return true }
            let bounds: (least: Int32, most: Int32)
            switch scalars[index] {
            case "?":
                bounds = (0, 1)
                index += 1
            case "*":
                bounds = (0, -1)
                index += 1
            case "+":
                bounds = (1, -1)
                index += 1
            case "{":
                let start = index + 1
                guard let close = scalars[start...].firstIndex(of: "}"), start < close,
                      scalars[start..<close].allSatisfy({ $0 == "," || ("0"..."9").contains($0) }) else { return false }
                let written = scalars[start..<close].split(separator: ",", omittingEmptySubsequences: false)
                guard written.count <= 2, written.allSatisfy({ $0.count <= 6 }) else { return false }
                let least = Int32(String(String.UnicodeScalarView(written[0]))) ?? 0
                bounds = (least, written.count == 2 ? Int32(String(String.UnicodeScalarView(written[1]))) ?? -1 : least)
                index = close + 1
            default:
                return true
            }
            // Lazy and possessive forms match the same texts.
            if index < scalars.count, scalars[index] == "?" || scalars[index] == "+" { index += 1 }
            nodes[node].least = bounds.least
            nodes[node].most = bounds.most
            return true
        }

        mutating func atom() -> Bool {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "(":
                guard depth < 16 else { return false }
                if index < scalars.count, scalars[index] == "?" {
                    guard index + 1 < scalars.count, scalars[index + 1] == ":" else { return false }
                    index += 2
                }
                let group = nodes.count
                add(Node(kind: .group))
                depth += 1
                defer { depth -= 1 }
                guard alternation(), index < scalars.count, scalars[index] == ")" else { return false }
                index += 1
                nodes[group].end = Int32(nodes.count)
                return true
            case "[":
                return bracket()
            case "\\":
                guard let escaped = escape() else { return false }
                add(escaped)
                return true
            case ".":
                add(Node(kind: .any))
            case "^":
                add(Node(kind: .lineStart))
            case "$":
                add(Node(kind: .lineEnd))
            case "*", "+", "?", "{", "}", "]", ")":
                return false
            default:
                add(Node(kind: .character, scalar: scalar))
            }
            return true
        }

        /// The escape after a backslash: a character, a shorthand or an assertion; nil for
        /// escapes not modelled (back references, `\p`, `\Q` …).
        mutating func escape() -> Node? {
            guard index < scalars.count else { return nil }
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "b", "B", "A", "z", "Z", "G": return Node(kind: .assertion)
            case "d", "w", "s", "h", "v", "D", "W", "S", "H", "V", "R", "X", "N": return Node(kind: .shorthand, scalar: scalar)
            case "t": return Node(kind: .character, scalar: "\t")
            case "n": return Node(kind: .character, scalar: "\n")
            case "r": return Node(kind: .character, scalar: "\r")
            case "f": return Node(kind: .character, scalar: "\u{0C}")
            case "x": return hex().map { Node(kind: .character, scalar: $0) }
            default:
                // Escaped punctuation is itself; letters and digits not listed mean more.
                guard scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) else { return nil }
                return Node(kind: .character, scalar: scalar)
            }
        }

        /// `\x{2500}` or `\x41`, after the x.
        mutating func hex() -> Unicode.Scalar? {
            let digits: String
            if index < scalars.count, scalars[index] == "{" {
                guard let close = scalars[index...].firstIndex(of: "}"), close - index <= 9 else { return nil }
                digits = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                index = close + 1
            } else {
                guard index + 2 <= scalars.count else { return nil }
                digits = String(String.UnicodeScalarView(scalars[index..<(index + 2)]))
                index += 2
            }
            return UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init)
        }

        /// A `[…]` class, after the `[`. Nested classes, set operations (`&&`, `--`, `~~`) and
        /// ranges that are not from one character up to another are not modelled.
        mutating func bracket() -> Bool {
            let bracket = nodes.count
            add(Node(kind: .bracket))
            if index < scalars.count, scalars[index] == "^" {
                nodes[bracket].negated = true
                index += 1
            }
            var first = true
            while index < scalars.count, scalars[index] != "]" || first {
                first = false
                let scalar = scalars[index]
                if scalar == "[" { return false }
                if index + 1 < scalars.count, scalar == "&" || scalar == "-" || scalar == "~", scalars[index + 1] == scalar {
                    return false
                }
                guard var member = member() else { return false }
                if member.kind == .character, index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                    index += 1
                    guard let upper = self.member(), upper.kind == .character, member.scalar.value <= upper.scalar.value else {
                        return false
                    }
                    member.kind = .range
                    member.upper = upper.scalar
                }
                add(member)
            }
            guard index < scalars.count else { return false }
            index += 1
            nodes[bracket].end = Int32(nodes.count)
            return true
        }

        /// One member of a class, escaped or not.
        mutating func member() -> Node? {
            let scalar = scalars[index]
            index += 1
            return scalar == "\\" ? escape() : Node(kind: .character, scalar: scalar)
        }
    }
}
