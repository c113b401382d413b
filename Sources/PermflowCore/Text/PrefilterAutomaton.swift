import PatternReading

/// Every literal a pattern list's prefilters name, found in one pass over a text: the patterns a
/// text may match, as `RegexPrefilter.candidates` answers, without searching each pattern's
/// clauses one by one.
///
/// Why: a list's patterns share many literals ("allow", "camera", Korean endings), and searching
/// each clause's literals in turn cost about 22 k instructions a purpose text (docs/benchmarks.md,
/// "app32e"). Purpose texts differ from app to app, so nothing kept per text helps there.
///
/// How: an Aho–Corasick automaton over the list's distinct literals (ASCII ones lowercase, Hangul
/// ones as UTF-8), read over the same folded bytes the one-by-one search reads (folding changes
/// only ASCII bytes, so a Hangul literal is found in the folded bytes exactly where it is in the
/// text). The pass marks each literal found; each pattern's clauses are then answered from the
/// marks, with the same rules for `beyondASCII` literals and ASCII words in Korean text as
/// `RegexPrefilter.candidates`. Bytes are read by class (the bytes some literal holds, and one
/// class for all others), so a state's transitions take a row of the classes, not 256 entries.
///
/// Bounded: the automaton has at most one state per byte of the list's literals, and a row of
/// classes a state; a list whose table would pass `maxTableEntries` (only a locale pack's
/// patterns could: the built-in lists need a few thousand) gets no automaton (`init` is nil), and
/// its texts are searched one pattern at a time.
final class PrefilterAutomaton: Sendable {
    /// A clause's literal: its id among the distinct literals times four, plus its kind.
    private typealias Ref = Int32
    private static let asciiKind: Int32 = 0, exactKind: Int32 = 1, beyondASCIIKind: Int32 = 2

    /// For each pattern, where its clauses start in `clauseStarts` (one more entry, the end).
    private let patternStarts: [Int32]
    /// For each clause, where its literals start in `refs` (one more entry, the end).
    private let clauseStarts: [Int32]
    private let refs: [Ref]
    /// The literal with no bytes (which every text holds), if a clause has one.
    private let emptyLiterals: [Int32]
    private let literalCount: Int

    /// The class of each byte: 0 for a byte no literal holds.
    private let byteClass: [UInt8]
    private let classCount: Int
    /// `classCount` entries a state: the state a byte of that class leads to, -1 for none.
    private let next: [Int32]
    /// The longest proper suffix of each state's text that is a state too.
    private let fail: [Int32]
    /// The literal that ends at each state, or -1.
    private let output: [Int32]
    /// The nearest state along `fail` with an output, or -1.
    private let outputLink: [Int32]

    /// The most transitions an automaton keeps (4 bytes each: 16 MiB).
    static let maxTableEntries = 1 << 22

    /// How many patterns the automaton answers for.
    var count: Int { patternStarts.count - 1 }

    /// Built in three passes over the clauses' literals, without hashing them or sorting states
    /// (a walk's lint builds some automata: docs/benchmarks.md, "app32e"): the byte classes; the
    /// trie, whose end state names a literal (the same bytes twice end in the same state); the
    /// fail links breadth first, states ordered by depth by counting.
    init?(_ prefilters: [RegexPrefilter]) {
        // Classes: one for each byte some literal holds, in the order first seen.
        var byteClass = [UInt8](repeating: 0, count: 256)
        var classCount = 1
        var totalBytes = 0
        for prefilter in prefilters {
            for clause in prefilter.clauses {
                for literal in clause where literal.kind != .beyondASCII {
                    totalBytes += literal.bytes.count
                    for byte in literal.bytes where byteClass[Int(byte)] == 0 && classCount < 256 {
                        byteClass[Int(byte)] = UInt8(truncatingIfNeeded: classCount)
                        classCount += 1
                    }
                }
            }
        }
        // More than 255 classes (ASCII and Hangul's bytes are fewer) cannot be told apart in a
        // byte: every byte is then its own class.
        if classCount == 256 {
            for byte in 0..<256 { byteClass[byte] = UInt8(truncatingIfNeeded: byte) }
        }

        guard (totalBytes + 1).multipliedReportingOverflow(by: classCount).partialValue <= Self.maxTableEntries,
              totalBytes < Self.maxTableEntries else { return nil }

        // The trie: state 0 is the root; at most one state a byte.
        var next = [Int32](repeating: -1, count: (totalBytes + 1) * classCount)
        var output: [Int32] = [-1]
        var depth: [Int32] = [0]
        var parents: [(state: Int32, byteClass: Int32)] = [(0, 0)]
        var emptyLiteral: Int32?
        var literalCount: Int32 = 0
        var patternStarts: [Int32] = [0]
        var clauseStarts: [Int32] = [0]
        var refs: [Ref] = []
        for prefilter in prefilters {
            for clause in prefilter.clauses {
                for literal in clause {
                    guard literal.kind != .beyondASCII else {
                        refs.append(Self.beyondASCIIKind)
                        continue
                    }
                    let id: Int32
                    if literal.bytes.isEmpty {
                        id = emptyLiteral ?? literalCount
                        if emptyLiteral == nil {
                            emptyLiteral = id
                            literalCount += 1
                        }
                    } else {
                        var state = 0
                        for byte in literal.bytes {
                            let slot = state * classCount + Int(byteClass[Int(byte)])
                            if next[slot] < 0 {
                                next[slot] = Int32(output.count)
                                output.append(-1)
                                depth.append(depth[state] + 1)
                                parents.append((Int32(state), Int32(byteClass[Int(byte)])))
                            }
                            state = Int(next[slot])
                        }
                        if output[state] < 0 {
                            output[state] = literalCount
                            literalCount += 1
                        }
                        id = output[state]
                    }
                    refs.append(id << 2 | (literal.kind == .ascii ? Self.asciiKind : Self.exactKind))
                }
                clauseStarts.append(Int32(refs.count))
            }
            patternStarts.append(Int32(clauseStarts.count - 1))
        }
        let stateCount = output.count
        next.removeLast((totalBytes + 1 - stateCount) * classCount)

        // States by depth (a counting sort), then each state's fail link from its parent's.
        var atDepth = [Int](repeating: 0, count: Int(depth.max() ?? 0) + 2)
        for level in depth { atDepth[Int(level) + 1] += 1 }
        for level in 1..<atDepth.count { atDepth[level] += atDepth[level - 1] }
        var byDepth = [Int](repeating: 0, count: stateCount)
        for state in 0..<stateCount {
            byDepth[atDepth[Int(depth[state])]] = state
            atDepth[Int(depth[state])] += 1
        }
        var fail = [Int32](repeating: 0, count: stateCount)
        var outputLink = [Int32](repeating: -1, count: stateCount)
        for state in byDepth where state != 0 {
            let (parent, byteClass) = parents[state]
            if parent != 0 {
                var candidate = Int(fail[Int(parent)])
                while true {
                    let target = next[candidate * classCount + Int(byteClass)]
                    if target >= 0 {
                        fail[state] = target
                        break
                    }
                    if candidate == 0 { break }
                    candidate = Int(fail[candidate])
                }
            }
            let suffix = Int(fail[state])
            outputLink[state] = output[suffix] >= 0 ? Int32(suffix) : outputLink[suffix]
        }
        self.patternStarts = patternStarts
        self.clauseStarts = clauseStarts
        self.refs = refs
        self.emptyLiterals = emptyLiteral.map { [$0] } ?? []
        self.literalCount = Int(literalCount)
        self.byteClass = byteClass
        self.classCount = classCount
        self.next = next
        self.fail = fail
        self.output = output
        self.outputLink = outputLink
    }

    /// The indices (in list order) of the patterns whose prefilter lets `text` through: the same
    /// answer as `RegexPrefilter.candidates` over the same prefilters.
    func candidates(in text: String) -> [Int] {
        RegexPrefilter.withFoldedBytes(text) { form, _, folded in
            switch form {
            case .mayMatchAnything: return Array(0..<count)
            case .ascii: return candidates(folded, beyondASCII: false, asciiKnown: true)
            case let .beyondASCII(asciiKnown): return candidates(folded, beyondASCII: true, asciiKnown: asciiKnown)
            }
        }
    }

    private func candidates(_ folded: UnsafeBufferPointer<UInt8>, beyondASCII: Bool, asciiKnown: Bool) -> [Int] {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max((literalCount + 63) / 64, 1)) { found in
            found.initialize(repeating: 0)
            mark(in: folded, found)
            func isFound(_ id: Int) -> Bool { found[id >> 6] & (1 << UInt64(id & 63)) != 0 }
            return refs.withUnsafeBufferPointer { refs in
                clauseStarts.withUnsafeBufferPointer { clauseStarts in
                    var result: [Int] = []
                    var clause = 0
                    for pattern in 0..<count {
                        let clauseEnd = Int(patternStarts[pattern + 1])
                        var holds = true
                        while holds, clause < clauseEnd {
                            var any = false
                            for index in Int(clauseStarts[clause])..<Int(clauseStarts[clause + 1]) {
                                let ref = refs[index]
                                switch ref & 3 {
                                case Self.beyondASCIIKind: any = beyondASCII
                                case Self.asciiKind: any = !asciiKnown || isFound(Int(ref >> 2))
                                default: any = isFound(Int(ref >> 2))
                                }
                                if any { break }
                            }
                            holds = any
                            clause += 1
                        }
                        if holds { result.append(pattern) }
                        clause = clauseEnd
                    }
                    return result
                }
            }
        }
    }

    /// Marks in `found` (a bit per literal) every literal `bytes` hold: one pass.
    private func mark(in bytes: UnsafeBufferPointer<UInt8>, _ found: UnsafeMutableBufferPointer<UInt64>) {
        for id in emptyLiterals { found[Int(id) >> 6] |= 1 << UInt64(id & 63) }
        next.withUnsafeBufferPointer { next in
            byteClass.withUnsafeBufferPointer { byteClass in
                var state = 0
                for byte in bytes {
                    let byteClass = Int(byteClass[Int(byte)])
                    // A byte no literal holds: no literal spans it.
                    guard byteClass != 0 || classCount == 256 else {
                        state = 0
                        continue
                    }
                    while true {
                        let target = next[state * classCount + byteClass]
                        if target >= 0 {
                            state = Int(target)
                            break
                        }
                        if state == 0 { break }
                        state = Int(fail[state])
                    }
                    var reached = output[state] >= 0 ? state : Int(outputLink[state])
                    while reached > 0 {
                        let id = Int(output[reached])
                        found[id >> 6] |= 1 << UInt64(id & 63)
                        reached = Int(outputLink[reached])
                    }
                }
            }
        }
    }
}
