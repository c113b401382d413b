/// A second, finer prefilter for a word-list pattern on ASCII copy: the pattern read as an
/// automaton over bytes that accepts every text the regex can match in (and some more), run
/// before the regex is compiled.
///
/// Why: a text that gets past `RegexPrefilter` (it holds one word of each group) still rarely
/// matches, and compiling one of the lists' long patterns costs the standard library about
/// 4 M instructions: a walk of flows/camera.yaml compiled two ("scan." holds "can"; "store"
/// holds "store") and matched neither, 9 M of its 49 M (docs/benchmarks.md, speed25f). Here the
/// words must stand in the pattern's order and be joined as it joins them, which rules both out.
///
/// How it stays safe: it only answers "cannot match" when no string of the pattern's language
/// occurs in the text. Every construct is read as matching at least what the regex matches:
/// assertions (`\b`, anchors other than `^` and `$`) always pass, `{m,n}` is read as `*` or `+`,
/// `.`, negated shorthands and characters beyond ASCII match any byte, a class's members are
/// taken in both cases. Texts beyond ASCII or with a carriage return (where a character is not
/// one byte) and syntax not modelled (lookaround, back references, `\p`, nested classes, inline
/// options other than a leading `(?i)`, `(?m)`, `(?s)`) get "may match".
///
/// The text it reads is the one the regex runs on, `TextMatcher.normalize`d: ASCII lowercase,
/// backquote as apostrophe.
struct PatternSieve: Sendable {
    /// One state of a Thompson automaton.
    private struct State {
        enum Kind: UInt8 {
            /// Consumes a byte in `set`, then `next`.
            case byte
            /// Both `next` and `other`.
            case split
            /// Passes at the text's start or after a line feed, then `next`.
            case lineStart
            /// Passes at the text's end or before a line feed, then `next`.
            case lineEnd
            /// Passes, then `next`.
            case pass
            case accept
        }

        var kind: Kind
        var next: Int32 = -1
        var other: Int32 = -1
        var set = ByteSet()
    }

    /// A set of ASCII bytes.
    struct ByteSet: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        static let all = ByteSet(low: ~0, high: ~0)

        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
        }

        mutating func insert(_ byte: UInt8) {
            if byte < 64 { low |= 1 << UInt64(byte) } else if byte < 128 { high |= 1 << UInt64(byte - 64) }
        }

        mutating func insert(_ range: ClosedRange<UInt8>) {
            for byte in range { insert(byte) }
        }

        mutating func formUnion(_ other: ByteSet) {
            low |= other.low
            high |= other.high
        }

        var inverted: ByteSet { ByteSet(low: ~low, high: ~high) }

        /// The set as a case-insensitive match sees folded text: each member's folded byte too.
        var folded: ByteSet {
            var result = self
            for byte in UInt8(0)..<128 where contains(byte) { result.insert(TextMatcher.foldASCII(byte)) }
            return result
        }
    }

    /// The automaton; nil when the pattern holds syntax not modelled (every text may match).
    private let states: [State]?
    private let start: Int32

    init(pattern: String) {
        var scalars = Array(pattern.unicodeScalars)
        if scalars.count > 3, scalars[0] == "(", scalars[1] == "?", let close = scalars.firstIndex(of: ")"),
           close > 2, scalars[2..<close].allSatisfy({ $0 == "m" || $0 == "s" || $0 == "i" }) {
            scalars.removeSubrange(0...close)
        }
        var builder = Builder(scalars: scalars)
        let accept = builder.add(State(kind: .accept))
        if let tree = builder.alternation(), builder.index == scalars.count {
            start = builder.compile(tree, then: accept)
            states = builder.states
        } else {
            start = -1
            states = nil
        }
    }

    /// Whether the regex may match somewhere in `normalized` (a `TextMatcher.normalize`d text).
    func mayMatch(_ normalized: String) -> Bool {
        guard let states, TextMatcher.isPlainASCII(normalized) else { return true }
        var text = normalized
        return text.withUTF8 { bytes in Self.run(states, from: start, on: bytes) }
    }

    /// Thompson's simulation: the states alive before each byte, all started anew at each byte.
    private static func run(_ states: [State], from start: Int32, on bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // `seen[state]` is the last position the state was added at, so each is added once a position.
        var seen = [Int](repeating: -1, count: states.count)
        var current: [Int32] = []
        var following: [Int32] = []
        var stack: [Int32] = []
        current.reserveCapacity(states.count)
        following.reserveCapacity(states.count)
        let count = bytes.count
        /// Adds `state` and what it reaches without reading a byte at `position`; true when
        /// that reaches the accepting state.
        func add(_ state: Int32, at position: Int, to list: inout [Int32]) -> Bool {
            stack.append(state)
            while let index = stack.popLast() {
                let node = Int(index)
                guard seen[node] != position else { continue }
                seen[node] = position
                let state = states[node]
                switch state.kind {
                case .accept:
                    return true
                case .byte:
                    list.append(index)
                case .split:
                    stack.append(state.other)
                    stack.append(state.next)
                case .pass:
                    stack.append(state.next)
                case .lineStart:
                    if position == 0 || bytes[position - 1] == 0x0A { stack.append(state.next) }
                case .lineEnd:
                    if position == count || bytes[position] == 0x0A { stack.append(state.next) }
                }
            }
            return false
        }
        for position in 0...count {
            if add(start, at: position, to: &current) { return true }
            guard position < count else { break }
            let byte = bytes[position]
            following.removeAll(keepingCapacity: true)
            for index in current {
                let state = states[Int(index)]
                if state.set.contains(byte), add(state.next, at: position + 1, to: &following) { return true }
            }
            swap(&current, &following)
        }
        return false
    }

    /// Reads the pattern into a tree, then the tree into states.
    private struct Builder {
        let scalars: [Unicode.Scalar]
        var index = 0
        var depth = 0
        var states: [State] = []

        indirect enum Node {
            case set(ByteSet)
            case lineStart, lineEnd, empty
            case sequence([Node])
            case alternatives([Node])
            /// Zero or more, or (`atLeastOne`) one or more.
            case repeated(Node, atLeastOne: Bool)
            case optional(Node)
        }

        mutating func add(_ state: State) -> Int32 {
            states.append(state)
            return Int32(states.count - 1)
        }

        /// The states of `node`, leading to `next`; returns its first state.
        mutating func compile(_ node: Node, then next: Int32) -> Int32 {
            switch node {
            case .set(let set):
                return add(State(kind: .byte, next: next, set: set))
            case .lineStart:
                return add(State(kind: .lineStart, next: next))
            case .lineEnd:
                return add(State(kind: .lineEnd, next: next))
            case .empty:
                return next
            case .sequence(let nodes):
                var first = next
                for node in nodes.reversed() { first = compile(node, then: first) }
                return first
            case .alternatives(let nodes):
                var first = compile(nodes[nodes.count - 1], then: next)
                for node in nodes.dropLast().reversed() {
                    let branch = compile(node, then: next)
                    first = add(State(kind: .split, next: branch, other: first))
                }
                return first
            case .optional(let inner):
                let branch = compile(inner, then: next)
                return add(State(kind: .split, next: branch, other: next))
            case .repeated(let inner, let atLeastOne):
                let loop = add(State(kind: .split, next: -1, other: next))
                let body = compile(inner, then: loop)
                states[Int(loop)].next = body
                return atLeastOne ? body : loop
            }
        }

        mutating func alternation() -> Node? {
            guard let first = sequence() else { return nil }
            var alternatives = [first]
            while index < scalars.count, scalars[index] == "|" {
                index += 1
                guard let next = sequence() else { return nil }
                alternatives.append(next)
            }
            return alternatives.count == 1 ? first : .alternatives(alternatives)
        }

        mutating func sequence() -> Node? {
            var nodes: [Node] = []
            while index < scalars.count, scalars[index] != "|", scalars[index] != ")" {
                guard let atom = atom(), let quantified = quantifier(atom) else { return nil }
                nodes.append(quantified)
            }
            return nodes.count == 1 ? nodes[0] : .sequence(nodes)
        }

        /// `atom` with the quantifier after it, if any; nil for syntax not modelled.
        mutating func quantifier(_ atom: Node) -> Node? {
            guard index < scalars.count else { return atom }
            let node: Node
            switch scalars[index] {
            case "?":
                node = .optional(atom)
                index += 1
            case "*":
                node = .repeated(atom, atLeastOne: false)
                index += 1
            case "+":
                node = .repeated(atom, atLeastOne: true)
                index += 1
            case "{":
                let start = index + 1
                guard let close = scalars[start...].firstIndex(of: "}"), start < close,
                      scalars[start..<close].allSatisfy({ $0 == "," || ("0"..."9").contains($0) }) else { return nil }
                let bounds = scalars[start..<close].split(separator: ",", omittingEmptySubsequences: false)
                guard bounds.count <= 2, bounds.allSatisfy({ $0.count <= 6 }) else { return nil }
                let least = Int(String(scalars: bounds[0])) ?? 0
                let most = bounds.count == 2 ? Int(String(scalars: bounds[1])) : least
                index = close + 1
                // {m,n} as `+` (m ≥ 1) or `*`: more than it matches, never less.
                if least == 1, most == 1 {
                    node = atom
                } else if least == 0, most == 1 {
                    node = .optional(atom)
                } else {
                    node = .repeated(atom, atLeastOne: least >= 1)
                }
            default:
                return atom
            }
            // Lazy and possessive forms match no more.
            if index < scalars.count, scalars[index] == "?" || scalars[index] == "+" { index += 1 }
            return node
        }

        mutating func atom() -> Node? {
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
                return inner
            case "[":
                return bracketClass()
            case "\\":
                switch escape() {
                case .character(let scalar)?: return .set(Self.matching(scalar))
                case .shorthand(let widest, _)?: return .set(widest)
                case .assertion?: return .empty
                case nil: return nil
                }
            case ".":
                return .set(.all)
            case "^":
                return .lineStart
            case "$":
                return .lineEnd
            case "*", "+", "?", "{", "}", "]", ")":
                return nil
            default:
                return .set(Self.matching(scalar))
            }
        }

        /// What a pattern character matches in folded ASCII text: itself folded; any byte
        /// when beyond ASCII (the Kelvin sign matches "k").
        static func matching(_ scalar: Unicode.Scalar) -> ByteSet {
            guard scalar.isASCII else { return .all }
            var set = ByteSet()
            set.insert(TextMatcher.foldASCII(UInt8(scalar.value)))
            return set
        }

        enum Escape {
            case character(Unicode.Scalar)
            /// A class shorthand: at most `widest`, at least `narrowest` of ASCII.
            case shorthand(widest: ByteSet, narrowest: ByteSet)
            /// `\b` and the like, read as always passing.
            case assertion
        }

        static let digits: ByteSet = { var set = ByteSet(); set.insert(48...57); return set }()
        static let word: ByteSet = {
            var set = digits
            set.insert(65...90)
            set.insert(97...122)
            set.insert(95)
            return set
        }()
        /// White space, and the information separators some definitions count in.
        static let space: ByteSet = { var set = ByteSet(); set.insert(9...13); set.insert(28...32); return set }()
        static let strictSpace: ByteSet = { var set = ByteSet(); set.insert(9...13); set.insert(32); return set }()

        mutating func escape() -> Escape? {
            guard index < scalars.count else { return nil }
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "b", "B", "A", "z", "Z", "G": return .assertion
            case "d": return .shorthand(widest: Self.digits, narrowest: Self.digits)
            case "w": return .shorthand(widest: Self.word, narrowest: Self.word)
            case "s": return .shorthand(widest: Self.space, narrowest: Self.strictSpace)
            case "h": return .shorthand(widest: Self.space, narrowest: ByteSet())
            case "v": return .shorthand(widest: Self.space, narrowest: ByteSet())
            case "D": return .shorthand(widest: Self.digits.inverted, narrowest: Self.digits.inverted)
            case "W": return .shorthand(widest: Self.word.inverted, narrowest: Self.word.inverted)
            case "S": return .shorthand(widest: Self.strictSpace.inverted, narrowest: Self.space.inverted)
            case "H", "V", "R", "X", "N": return .shorthand(widest: .all, narrowest: ByteSet())
            case "t": return .character("\t")
            case "n": return .character("\n")
            case "r": return .character("\r")
            case "f": return .character("\u{0C}")
            case "x": return hex().map { .character($0) }
            default:
                guard scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) else { return nil }
                return .character(scalar)
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

        /// A `[…]` class. A plain one matches its members in both cases (`widest`); a negated
        /// one matches what is not among its members as written, the fewest they can be
        /// (`narrowest`). Nested classes, set operations and POSIX names are not modelled.
        mutating func bracketClass() -> Node? {
            var negated = false
            if index < scalars.count, scalars[index] == "^" {
                negated = true
                index += 1
            }
            var widest = ByteSet()
            var narrowest = ByteSet()
            var first = true
            while index < scalars.count, scalars[index] != "]" || first {
                first = false
                let member = scalars[index]
                if member == "[" { return nil }
                if index + 1 < scalars.count, member == "&" || member == "-" || member == "~", scalars[index + 1] == member {
                    return nil
                }
                guard let lower = classMember() else { return nil }
                if case .character(let low) = lower, index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                    index += 1
                    guard case .character(let high)? = classMember(), low.value <= high.value else { return nil }
                    if high.isASCII {
                        let range = UInt8(low.value)...UInt8(high.value)
                        widest.insert(range)
                        narrowest.insert(range)
                    } else {
                        widest = .all
                        if low.isASCII { narrowest.insert(UInt8(low.value)...127) }
                    }
                    continue
                }
                switch lower {
                case .character(let scalar):
                    if scalar.isASCII {
                        widest.insert(UInt8(scalar.value))
                        narrowest.insert(UInt8(scalar.value))
                    } else {
                        widest = .all
                    }
                case .shorthand(let wide, let narrow):
                    widest.formUnion(wide)
                    narrowest.formUnion(narrow)
                case .assertion:
                    // `\b` in a class is a backspace in some dialects: not modelled.
                    return nil
                }
            }
            guard index < scalars.count else { return nil }
            index += 1
            return .set(negated ? narrowest.inverted : widest.folded)
        }

        /// One member of a class, escaped or not.
        mutating func classMember() -> Escape? {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\\" else { return .character(scalar) }
            return escape()
        }
    }
}
