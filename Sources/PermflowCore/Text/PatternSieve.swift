import PatternReading

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
/// one byte) and syntax `PatternShape` does not read (lookaround, back references, `\p`, nested
/// classes, inline options other than a leading `(?i)`, `(?m)`, `(?s)`) get "may match".
///
/// Korean copy is read too, scalar by scalar, when the text is `SingleScalarText` (ASCII without
/// CR and precomposed Hangul syllables: each scalar a `Character` of its own, equal only to
/// itself, without case) and every character beyond ASCII the pattern writes outside its classes
/// is such a syllable: a pattern syllable then matches exactly that scalar; `.`, a
/// negated class, a range holding syllables and the shorthands that can hold a letter (`\w`,
/// `\S`, `\D` …) match any syllable; `\s`, `\d`, `\h`, `\v` and the other members of a class
/// (ASCII, quotes) match none. Other patterns answer "may match" on such text, as before (a
/// pattern's conjoining jamo would match a syllable as one `Character`).
///
/// The text it reads is the one the regex runs on, `TextMatcher.normalize`d: ASCII lowercase,
/// backquote as apostrophe.
struct PatternSieve: Sendable {
    /// One state of a Thompson automaton.
    fileprivate struct State {
        enum Kind: UInt8 {
            /// Consumes an ASCII byte in `set`, or any Hangul syllable when `syllables`, then `next`.
            case byte
            /// Consumes the Hangul syllable `scalar`, then `next`.
            case syllable
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
        /// `byte`: whether any Hangul syllable is consumed too.
        var syllables = false
        /// `syllable`: the one consumed.
        var scalar: UInt32 = 0

        /// Whether the state consumes `unit` (an ASCII byte, or a Hangul syllable's scalar).
        @inline(__always)
        func consumes(_ unit: UInt32) -> Bool {
            if unit < 0x80 { return kind == .byte && set.contains(UInt8(truncatingIfNeeded: unit)) }
            return kind == .byte ? syllables : scalar == unit
        }
    }

    /// A set of ASCII bytes.
    struct ByteSet: Hashable {
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
    /// Whether every character beyond ASCII the pattern writes is a Hangul syllable, so that
    /// the automaton reads `SingleScalarText` by scalars.
    private let readsHangul: Bool
    /// The automaton's answers kept as a deterministic one, state sets made as texts need them
    /// (`Table`); nil with no automaton, or when `tableStates` is 0.
    private let table: Table?

    /// `tableStates`: how many state sets the sieve may keep as a deterministic automaton (0:
    /// none, every text simulated; the answers are the same either way).
    init(pattern: String, tableStates: Int = Table.maxStates) {
        var builder = Builder()
        let accept = builder.add(State(kind: .accept))
        if let nodes = PatternShape(pattern: pattern).nodes, let first = builder.compile(alternativesIn: 0..<nodes.count, of: nodes, then: accept) {
            start = first
            states = builder.states
            readsHangul = Self.readsHangul(nodes)
            table = tableStates > 0 ? Table(states: builder.states, start: first, maxStates: tableStates) : nil
        } else {
            start = -1
            states = nil
            readsHangul = false
            table = nil
        }
    }

    /// Whether every character the pattern writes outside a class is ASCII or a Hangul syllable:
    /// a class member is one scalar, which matches a syllable only when it is one (or a range
    /// holding one), but a sequence of other characters (conjoining jamo, a mark after a
    /// syllable) may be one `Character` equal to a syllable.
    private static func readsHangul(_ nodes: [PatternShape.Node]) -> Bool {
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            if node.kind == .bracket {
                index = Int(node.end)
                continue
            }
            if node.kind == .character, !node.scalar.isASCII, !SingleScalarText.isHangulSyllable(node.scalar) { return false }
            index += 1
        }
        return true
    }

    /// Whether the regex may match somewhere in `normalized` (a `TextMatcher.normalize`d text).
    func mayMatch(_ normalized: String) -> Bool {
        guard let states else { return true }
        var text = normalized
        if TextMatcher.isPlainASCII(normalized) {
            return text.withUTF8 { bytes in run(states, on: bytes) }
        }
        guard readsHangul else { return true }
        var scalars: [UInt32] = []
        scalars.reserveCapacity(normalized.utf8.count / 2)
        for scalar in normalized.unicodeScalars {
            guard SingleScalarText.isSingle(scalar) else { return true }
            scalars.append(scalar.value)
        }
        return scalars.withUnsafeBufferPointer { run(states, on: $0) }
    }

    /// The answer from the kept table when it has one (or can make the states the text needs),
    /// else by simulating the automaton.
    @inline(__always)
    private func run<Unit: FixedWidthInteger>(_ states: [State], on units: UnsafeBufferPointer<Unit>) -> Bool {
        if let table, let answer = table.answer(units) { return answer }
        return Self.run(states, from: start, on: units)
    }

    /// `mayMatch` by simulating the automaton, as the table's states are made: for tests.
    func simulatedMayMatch(_ normalized: String) -> Bool {
        PatternSieve(copying: self).mayMatch(normalized)
    }

    /// How many state sets the table keeps so far: for tests.
    var keptStates: Int { table?.count ?? 0 }

    /// `sieve` without its table.
    private init(copying sieve: PatternSieve) {
        states = sieve.states
        start = sieve.start
        readsHangul = sieve.readsHangul
        table = nil
    }

    /// Thompson's simulation: the states alive before each unit (an ASCII byte or a Hangul
    /// syllable's scalar), all started anew at each unit.
    private static func run<Unit: FixedWidthInteger>(_ states: [State], from start: Int32, on bytes: UnsafeBufferPointer<Unit>) -> Bool {
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
                case .byte, .syllable:
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
            let unit = UInt32(truncatingIfNeeded: bytes[position])
            following.removeAll(keepingCapacity: true)
            for index in current {
                let state = states[Int(index)]
                if state.consumes(unit), add(state.next, at: position + 1, to: &following) { return true }
            }
            swap(&current, &following)
        }
        return false
    }

    /// Turns the pattern's shape into states.
    private struct Builder {
        var states: [State] = []

        mutating func add(_ state: State) -> Int32 {
            states.append(state)
            return Int32(states.count - 1)
        }

        /// The states of one of the alternatives among `range` of `nodes`, leading to `next`;
        /// returns the first state, or nil for a class not modelled.
        mutating func compile(alternativesIn range: Range<Int>, of nodes: [PatternShape.Node], then next: Int32) -> Int32? {
            let alternatives = PatternShape.alternatives(nodes, in: range)
            guard let last = alternatives.last, var first = compile(sequence: last, of: nodes, then: next) else { return nil }
            for alternative in alternatives.dropLast().reversed() {
                guard let branch = compile(sequence: alternative, of: nodes, then: next) else { return nil }
                first = add(State(kind: .split, next: branch, other: first))
            }
            return first
        }

        mutating func compile(sequence range: Range<Int>, of nodes: [PatternShape.Node], then next: Int32) -> Int32? {
            var pieces: [Int] = []
            var index = range.lowerBound
            while index < range.upperBound {
                pieces.append(index)
                index = Int(nodes[index].end)
            }
            var first = next
            for piece in pieces.reversed() {
                guard let start = compile(piece: piece, of: nodes, then: first) else { return nil }
                first = start
            }
            return first
        }

        /// A piece with its quantifier: `{m,n}` read as `+` (m ≥ 1) or `*`, more than it
        /// matches, never less.
        mutating func compile(piece: Int, of nodes: [PatternShape.Node], then next: Int32) -> Int32? {
            let node = nodes[piece]
            switch (node.least, node.most) {
            case (1, 1):
                return compile(atom: piece, of: nodes, then: next)
            case (0, 1):
                guard let branch = compile(atom: piece, of: nodes, then: next) else { return nil }
                return add(State(kind: .split, next: branch, other: next))
            default:
                let loop = add(State(kind: .split, next: -1, other: next))
                guard let body = compile(atom: piece, of: nodes, then: loop) else { return nil }
                states[Int(loop)].next = body
                return node.isRequired ? body : loop
            }
        }

        /// The piece's atom alone, once.
        mutating func compile(atom: Int, of nodes: [PatternShape.Node], then next: Int32) -> Int32? {
            let node = nodes[atom]
            switch node.kind {
            case .character:
                if SingleScalarText.isHangulSyllable(node.scalar) {
                    return add(State(kind: .syllable, next: next, scalar: node.scalar.value))
                }
                return add(State(kind: .byte, next: next, set: Self.matching(node.scalar)))
            case .shorthand:
                return add(State(kind: .byte, next: next, set: Self.shorthand(node.scalar).widest, syllables: Self.holdsSyllables(node.scalar)))
            case .any:
                return add(State(kind: .byte, next: next, set: .all, syllables: true))
            case .assertion:
                // `\b` and the like, read as always passing.
                return next
            case .lineStart:
                return add(State(kind: .lineStart, next: next))
            case .lineEnd:
                return add(State(kind: .lineEnd, next: next))
            case .bracket:
                guard let set = Self.matching(bracket: atom, of: nodes) else { return nil }
                // A negated class may hold any syllable; a plain one its shorthands' and its own.
                let members = nodes[(atom + 1)..<Int(node.end)]
                let syllables = node.negated || members.contains { member in
                    switch member.kind {
                    case .shorthand: Self.holdsSyllables(member.scalar)
                    case .range: member.scalar.value <= 0xD7A3 && member.upper.value >= 0xAC00
                    default: false
                    }
                }
                var first = add(State(kind: .byte, next: next, set: set, syllables: syllables))
                guard !node.negated else { return first }
                for member in members where member.kind == .character && SingleScalarText.isHangulSyllable(member.scalar) {
                    let syllable = add(State(kind: .syllable, next: next, scalar: member.scalar.value))
                    first = add(State(kind: .split, next: syllable, other: first))
                }
                return first
            case .group:
                return compile(alternativesIn: (atom + 1)..<Int(node.end), of: nodes, then: next)
            case .or, .range:
                return nil
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

        /// A `[…]` class. A plain one matches its members in both cases (`widest`); a negated
        /// one matches what is not among its members as written, the fewest they can be
        /// (`narrowest`). nil for `\b` in a class, a backspace in some dialects.
        static func matching(bracket: Int, of nodes: [PatternShape.Node]) -> ByteSet? {
            var widest = ByteSet()
            var narrowest = ByteSet()
            for member in nodes[(bracket + 1)..<Int(nodes[bracket].end)] {
                switch member.kind {
                case .character:
                    if member.scalar.isASCII {
                        widest.insert(UInt8(member.scalar.value))
                        narrowest.insert(UInt8(member.scalar.value))
                    } else if !SingleScalarText.isHangulSyllable(member.scalar) {
                        // A syllable has no case: it matches no ASCII (its own state, above).
                        widest = .all
                    }
                case .range:
                    let (low, high) = (member.scalar, member.upper)
                    if high.isASCII {
                        let range = UInt8(low.value)...UInt8(high.value)
                        widest.insert(range)
                        narrowest.insert(range)
                    } else {
                        widest = .all
                        if low.isASCII { narrowest.insert(UInt8(low.value)...127) }
                    }
                case .shorthand:
                    let sets = shorthand(member.scalar)
                    widest.formUnion(sets.widest)
                    narrowest.formUnion(sets.narrowest)
                default:
                    return nil
                }
            }
            return nodes[bracket].negated ? narrowest.inverted : widest.folded
        }

        /// Whether a class shorthand may match a Hangul syllable (a letter, `Lo`): all but white
        /// space and digits may.
        static func holdsSyllables(_ letter: Unicode.Scalar) -> Bool {
            !(letter == "s" || letter == "d" || letter == "h" || letter == "v")
        }

        /// A class shorthand's bytes: at most `widest`, at least `narrowest` of ASCII.
        static func shorthand(_ letter: Unicode.Scalar) -> (widest: ByteSet, narrowest: ByteSet) {
            switch letter {
            case "d": (digits, digits)
            case "w": (word, word)
            case "s": (space, strictSpace)
            case "h", "v": (space, ByteSet())
            case "D": (digits.inverted, digits.inverted)
            case "W": (word.inverted, word.inverted)
            case "S": (strictSpace.inverted, space.inverted)
            default: (.all, ByteSet())
            }
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
    }
}

extension PatternSieve {
    /// The sieve's automaton made deterministic as texts need it, kept for the next texts: the
    /// simulation (`run`) follows every live state at every unit (a lint of 500 apps ran the sieve
    /// 28,734 times at about 30 k instructions a run, 875 M; docs/benchmarks.md, "speed32c"),
    /// where a kept state set answers a unit by one table look-up.
    ///
    /// A table state is what the simulation holds before a unit: the states entered by the
    /// previous unit (not yet followed through `split`, `pass` and the line assertions, which
    /// depend on the next unit) and whether a line starts there. Reading unit `u` follows them
    /// and the start as the simulation does at that position (a line ends there when `u` is a line
    /// feed), answers true when that reaches `accept`, and else enters the states that consume
    /// `u`. The text's end follows them with the line ended. So every answer is the
    /// simulation's. Units that every state treats alike share a column (`byteColumns`).
    ///
    /// Made lazily: a pattern's first `simulatedRuns` texts are simulated (a walk sieves a few
    /// texts, where a table would cost more than it saves), and at most `maxStates` state sets
    /// are kept by default (a text needing another is simulated). Several threads share a sieve;
    /// one that finds the table in use simulates instead of waiting.
    final class Table: @unchecked Sendable {
        static let simulatedRuns = 2
        static let maxStates = 2_048
        /// A transition not made yet, and the one into `accept`.
        private static let unknown: Int32 = -1
        private static let accepted: Int32 = -2

        private let states: [State]
        private let start: Int32
        private let maxStates: Int
        private let lock = Lock()
        private var runs = 0
        private var made = false
        /// The column of each ASCII byte; then those of the syllables the pattern names
        /// (`syllables`, sorted, with `syllableColumns`) and of every other syllable.
        private var byteColumns: [Int32] = []
        private var syllables: [UInt32] = []
        private var syllableColumns: [Int32] = []
        private var otherSyllableColumn: Int32 = 0
        /// A unit of each column, which the transitions are worked out with.
        private var representatives: [UInt32] = []
        private var columns = 0
        /// Each table state's entered states (sorted) and whether a line starts there.
        private var entered: [[Int32]] = []
        private var atLineStart: [Bool] = []
        private var ids: [Key: Int32] = [:]
        /// `transitions[state * columns + column]`: the next state, `unknown` or `accepted`.
        private var transitions: [Int32] = []
        /// Whether the text ending in each state matches: -1 not known yet, 0 or 1.
        private var endsAccepting: [Int8] = []
        /// The simulation's bookkeeping for the states followed: the last pass that saw each.
        private var seen: [Int] = []
        private var pass = 0
        private var stack: [Int32] = []

        private struct Key: Hashable {
            var entered: [Int32]
            var atLineStart: Bool
        }

        fileprivate init(states: [State], start: Int32, maxStates: Int) {
            self.states = states
            self.start = start
            self.maxStates = maxStates
        }

        var count: Int { lock.withLock { entered.count } }

        /// The answer for `units`, or nil when the table is in use, not made yet or full.
        func answer<Unit: FixedWidthInteger>(_ units: UnsafeBufferPointer<Unit>) -> Bool? {
            guard lock.tryLock() else { return nil }
            defer { lock.unlock() }
            if !made {
                runs += 1
                guard runs > Self.simulatedRuns else { return nil }
                make()
            }
            // Known transitions are read through pointers (no exclusivity checks a unit); a
            // missing one is made outside them, then the text is read on.
            let byteColumns = self.byteColumns, syllables = self.syllables, syllableColumns = self.syllableColumns
            let otherSyllableColumn = self.otherSyllableColumn, columns = self.columns
            func column(_ unit: UInt32) -> Int {
                if unit < 0x80 { return Int(byteColumns[Int(unit)]) }
                var low = 0, high = syllables.count
                while low < high {
                    let middle = (low + high) / 2
                    if syllables[middle] < unit { low = middle + 1 } else { high = middle }
                }
                return Int(low < syllables.count && syllables[low] == unit ? syllableColumns[low] : otherSyllableColumn)
            }
            var state: Int32 = 0
            var position = 0
            while true {
                let (stopped, at, missing) = transitions.withUnsafeBufferPointer { table -> (Int32, Int, Int) in
                    var current = state
                    var index = position
                    while index < units.count {
                        let column = column(UInt32(truncatingIfNeeded: units[index]))
                        let next = table[Int(current) * columns + column]
                        if next == Self.unknown { return (current, index, column) }
                        if next == Self.accepted { return (next, index, column) }
                        current = next
                        index += 1
                    }
                    return (current, index, -1)
                }
                if stopped == Self.accepted { return true }
                guard missing >= 0 else {
                    state = stopped
                    break
                }
                guard let next = transition(from: stopped, Int32(missing)) else { return nil }
                transitions[Int(stopped) * columns + missing] = next
                if next == Self.accepted { return true }
                state = next
                position = at + 1
            }
            if endsAccepting[Int(state)] < 0 {
                endsAccepting[Int(state)] = follows(entered[Int(state)], atLineStart: atLineStart[Int(state)], lineEnds: true) ? 1 : 0
            }
            return endsAccepting[Int(state)] == 1
        }

        /// The columns, and the first state (nothing entered, a line starting).
        private func make() {
            made = true
            // ASCII bytes: split by every distinct set a state consumes, and the line feed apart.
            var byteStates = Set<ByteSet>()
            var named = Set<UInt32>()
            for state in states {
                if state.kind == .byte { byteStates.insert(state.set) }
                if state.kind == .syllable { named.insert(state.scalar) }
            }
            var lineFeed = ByteSet()
            lineFeed.insert(0x0A)
            var classes = [Int32](repeating: 0, count: 128)
            var count: Int32 = 1
            for set in byteStates.sorted(by: { ($0.low, $0.high) < ($1.low, $1.high) }) + [lineFeed] {
                var split = [Int32](repeating: -1, count: Int(count) * 2)
                var next: Int32 = 0
                for byte in 0..<128 {
                    let slot = Int(classes[byte]) * 2 + (set.contains(UInt8(byte)) ? 1 : 0)
                    if split[slot] < 0 {
                        split[slot] = next
                        next += 1
                    }
                    classes[byte] = split[slot]
                }
                count = next
            }
            byteColumns = classes
            representatives = [UInt32](repeating: 0, count: Int(count))
            for byte in (0..<128).reversed() { representatives[Int(classes[byte])] = UInt32(byte) }
            // Syllables: each one a state names, and all others alike.
            syllables = named.sorted()
            syllableColumns = syllables.indices.map { Int32(Int(count) + $0) }
            representatives += syllables
            otherSyllableColumn = Int32(representatives.count)
            var other: UInt32 = 0xAC00
            while named.contains(other) { other += 1 }
            representatives.append(other)
            columns = representatives.count
            seen = [Int](repeating: -1, count: states.count)
            _ = add(Key(entered: [], atLineStart: true))
        }

        private func add(_ key: Key) -> Int32? {
            if let id = ids[key] { return id }
            guard entered.count < maxStates else { return nil }
            let id = Int32(entered.count)
            ids[key] = id
            entered.append(key.entered)
            atLineStart.append(key.atLineStart)
            endsAccepting.append(-1)
            transitions.append(contentsOf: repeatElement(Self.unknown, count: columns))
            return id
        }

        /// Where `state` goes on a unit of `column`: `accepted`, another state, or nil when the
        /// table is full.
        private func transition(from state: Int32, _ column: Int32) -> Int32? {
            let unit = representatives[Int(column)]
            var followed: [Int32] = []
            if follows(entered[Int(state)], atLineStart: atLineStart[Int(state)], lineEnds: unit == 0x0A, into: &followed) {
                return Self.accepted
            }
            var next: [Int32] = []
            for index in followed {
                let consumer = states[Int(index)]
                if consumer.consumes(unit) { next.append(consumer.next) }
            }
            next.sort()
            var unique: [Int32] = []
            unique.reserveCapacity(next.count)
            for index in next where unique.last != index { unique.append(index) }
            return add(Key(entered: unique, atLineStart: unit == 0x0A))
        }

        private func follows(_ entered: [Int32], atLineStart: Bool, lineEnds: Bool) -> Bool {
            var followed: [Int32] = []
            return follows(entered, atLineStart: atLineStart, lineEnds: lineEnds, into: &followed)
        }

        /// Follows `entered` and the start through the states that read no unit, as `run`'s
        /// `add` does at one position: true when that reaches `accept`; the states that consume a
        /// unit go to `consumers`.
        private func follows(_ entered: [Int32], atLineStart: Bool, lineEnds: Bool, into consumers: inout [Int32]) -> Bool {
            pass += 1
            stack.removeAll(keepingCapacity: true)
            stack.append(contentsOf: entered.reversed())
            stack.append(start)
            while let index = stack.popLast() {
                let node = Int(index)
                guard seen[node] != pass else { continue }
                seen[node] = pass
                let state = states[node]
                switch state.kind {
                case .accept:
                    return true
                case .byte, .syllable:
                    consumers.append(index)
                case .split:
                    stack.append(state.other)
                    stack.append(state.next)
                case .pass:
                    stack.append(state.next)
                case .lineStart:
                    if atLineStart { stack.append(state.next) }
                case .lineEnd:
                    if lineEnds { stack.append(state.next) }
                }
            }
            return false
        }
    }
}
