/// A phrase list compiled once for finding all its phrases in many texts in one pass.
///
/// Needles are indexed by their first element, so a text of n elements costs about n table
/// lookups plus a comparison for each needle whose first element occurs there, rather than a
/// full scan per needle (lists hold up to a hundred phrases and every screen's copy is read
/// with several lists; see docs/benchmarks.md).
///
/// The result is exactly what scanning each needle on its own would give: every needle's
/// occurrences left to right, an occurrence starting only after the same needle's previous one
/// ends, whole words where a needle starts or ends with a word element.
struct PhraseIndex<Element: Hashable & Sendable>: Sendable {
    struct Needle: Sendable {
        var elements: [Element]
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
    /// Needle positions by first element, in list order.
    private let buckets: [Element: [Int]]

    /// `needles` in list order; empty needles never match.
    init(_ needles: [Needle]) {
        self.needles = needles
        var buckets: [Element: [Int]] = [:]
        for (index, needle) in needles.enumerated() {
            guard let first = needle.elements.first else { continue }
            buckets[first, default: []].append(index)
        }
        self.buckets = buckets
    }

    var isEmpty: Bool { buckets.isEmpty }

    /// Every occurrence in `haystack`, ordered by offset, then longest first, then list order
    /// (the order a stable sort of the per-needle scans gives). `isWord[i]` says whether
    /// `haystack[i]` is a word element, for the whole-word bounds.
    func occurrences(in haystack: [Element], isWord: [Bool]) -> [Occurrence] {
        guard !buckets.isEmpty, !haystack.isEmpty else { return [] }
        var found: [Occurrence] = []
        var lastEnd: [Int: Int] = [:]
        let count = haystack.count
        for index in 0..<count {
            guard let bucket = buckets[haystack[index]] else { continue }
            for position in bucket {
                let needle = needles[position]
                let length = needle.elements.count
                let end = index + length
                guard end <= count else { continue }
                if needle.boundedStart && index > 0 && isWord[index - 1] { continue }
                if needle.boundedEnd && end < count && isWord[end] { continue }
                if let previous = lastEnd[position], index < previous { continue }
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

    /// Whether any needle occurs in `haystack` as a plain substring (bounds ignored).
    func containsAny(in haystack: [Element]) -> Bool {
        guard !buckets.isEmpty else { return false }
        let count = haystack.count
        for index in 0..<count {
            guard let bucket = buckets[haystack[index]] else { continue }
            for position in bucket {
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
