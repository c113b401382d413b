/// A phrase list compiled once for finding all its phrases in many texts in one pass.
///
/// Needles are indexed by their first scalar (a table for ASCII, a dictionary beyond), so a
/// text of n scalars costs about n table reads plus a comparison for each needle whose first
/// scalar occurs there, rather than a full scan per needle (lists hold up to a hundred phrases
/// and every screen's copy is read with several lists; see docs/benchmarks.md).
///
/// The result is exactly what scanning each needle on its own would give: every needle's
/// occurrences left to right, an occurrence starting only after the same needle's previous one
/// ends, whole words where a needle starts or ends with a word element.
struct PhraseIndex: Sendable {
    struct Needle: Sendable {
        var elements: [Unicode.Scalar]
        var boundedStart: Bool
        var boundedEnd: Bool
    }

    /// One occurrence: which needle (its position in the list), where, and how long.
    struct Occurrence: Equatable, Sendable {
        var needle: Int
        var offset: Int
        var length: Int
    }

    let needles: [Needle]
    /// Needle positions sharing a first scalar, in list order.
    private let buckets: [[Int]]
    /// Whether every needle of a bucket must start a word (so mid-word positions are skipped).
    private let bucketBounded: [Bool]
    /// Bucket of each ASCII first scalar (-1: none).
    private let ascii: [Int32]
    private let beyondASCII: [Unicode.Scalar: Int]

    /// `needles` in list order; empty needles never match.
    init(_ needles: [Needle]) {
        self.needles = needles
        var buckets: [[Int]] = []
        var bounded: [Bool] = []
        var ascii = [Int32](repeating: -1, count: 128)
        var beyond: [Unicode.Scalar: Int] = [:]
        for (position, needle) in needles.enumerated() {
            guard let first = needle.elements.first else { continue }
            let existing = first.isASCII ? (ascii[Int(first.value)] >= 0 ? Int(ascii[Int(first.value)]) : nil) : beyond[first]
            if let bucket = existing {
                buckets[bucket].append(position)
                bounded[bucket] = bounded[bucket] && needle.boundedStart
            } else {
                if first.isASCII { ascii[Int(first.value)] = Int32(buckets.count) } else { beyond[first] = buckets.count }
                buckets.append([position])
                bounded.append(needle.boundedStart)
            }
        }
        self.buckets = buckets
        self.bucketBounded = bounded
        self.ascii = ascii
        self.beyondASCII = beyond
    }

    var isEmpty: Bool { buckets.isEmpty }

    @inline(__always)
    private func bucket(for scalar: Unicode.Scalar) -> Int? {
        if scalar.isASCII {
            let bucket = ascii[Int(scalar.value)]
            return bucket >= 0 ? Int(bucket) : nil
        }
        return beyondASCII.isEmpty ? nil : beyondASCII[scalar]
    }

    /// Every occurrence in `haystack`, ordered by offset, then longest first, then list order
    /// (the order a stable sort of the per-needle scans gives). `isWord[i]` says whether
    /// `haystack[i]` is a word element, for the whole-word bounds.
    func occurrences(in haystack: [Unicode.Scalar], isWord: [Bool]) -> [Occurrence] {
        guard !buckets.isEmpty, !haystack.isEmpty else { return [] }
        var found: [Occurrence] = []
        var lastEnd: [Int: Int] = [:]
        let count = haystack.count
        for index in 0..<count {
            guard let bucket = bucket(for: haystack[index]) else { continue }
            let midWord = index > 0 && isWord[index - 1]
            if midWord && bucketBounded[bucket] { continue }
            for position in buckets[bucket] {
                let needle = needles[position]
                let length = needle.elements.count
                let end = index + length
                guard end <= count else { continue }
                if needle.boundedStart && midWord { continue }
                if needle.boundedEnd && end < count && isWord[end] { continue }
                if !lastEnd.isEmpty, let previous = lastEnd[position], index < previous { continue }
                var offset = 1
                while offset < length, haystack[index + offset] == needle.elements[offset] { offset += 1 }
                guard offset == length else { continue }
                found.append(Occurrence(needle: position, offset: index, length: length))
                lastEnd[position] = end
            }
        }
        // Found in offset order already; within one offset, longest first, then list order.
        return found.count < 2 ? found : found.sorted { a, b in
            (a.offset, -a.length, a.needle) < (b.offset, -b.length, b.needle)
        }
    }

    /// `occurrences(in:isWord:)` for ASCII text without CR, read straight from its bytes, each
    /// folded as `TextMatcher.normalize` would (lowercase, backquote to apostrophe): no copy of
    /// the text is made.
    func occurrences(inASCII bytes: UnsafeBufferPointer<UInt8>) -> [Occurrence] {
        guard !buckets.isEmpty, !bytes.isEmpty else { return [] }
        var found: [Occurrence] = []
        var lastEnd: [Int: Int] = [:]
        let count = bytes.count
        @inline(__always) func folded(_ index: Int) -> UInt8 { TextMatcher.foldASCII(bytes[index]) }
        @inline(__always) func isWord(_ index: Int) -> Bool { TextMatcher.isASCIIWordByte(bytes[index]) }
        for index in 0..<count {
            let bucket = ascii[Int(folded(index))]
            guard bucket >= 0 else { continue }
            let midWord = index > 0 && isWord(index - 1)
            if midWord && bucketBounded[Int(bucket)] { continue }
            for position in buckets[Int(bucket)] {
                let needle = needles[position]
                let length = needle.elements.count
                let end = index + length
                guard end <= count else { continue }
                if needle.boundedStart && midWord { continue }
                if needle.boundedEnd && end < count && isWord(end) { continue }
                if !lastEnd.isEmpty, let previous = lastEnd[position], index < previous { continue }
                var offset = 1
                while offset < length, UInt32(folded(index + offset)) == needle.elements[offset].value { offset += 1 }
                guard offset == length else { continue }
                found.append(Occurrence(needle: position, offset: index, length: length))
                lastEnd[position] = end
            }
        }
        return found.count < 2 ? found : found.sorted { a, b in
            (a.offset, -a.length, a.needle) < (b.offset, -b.length, b.needle)
        }
    }

    /// Whether any needle occurs in `haystack` as a plain substring (bounds ignored).
    func containsAny(in haystack: [Unicode.Scalar]) -> Bool {
        guard !buckets.isEmpty else { return false }
        let count = haystack.count
        for index in 0..<count {
            guard let bucket = bucket(for: haystack[index]) else { continue }
            for position in buckets[bucket] {
                let elements = needles[position].elements
                guard index + elements.count <= count else { continue }
                var offset = 1
                while offset < elements.count, haystack[index + offset] == elements[offset] { offset += 1 }
                if offset == elements.count { return true }
            }
        }
        return false
    }
}
