#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What scanning a text with one prepared word list found, kept by text for every file one linter
/// checks, so a text repeated across an app's flows ("Continue", "Open Settings", the app's purpose
/// strings) is scanned once per list rather than once per screen, rule and file.
///
/// A scan is a pure function of the list and the text, so a kept result is the result. Safe to ask
/// from several threads; two threads that miss the same text at once both scan it, and the first
/// result stored is kept. At most `limit` texts are kept per list: beyond that a text is scanned
/// each time, as without this, so a lint of many distinct texts holds no more than that.
///
/// Figures (docs/benchmarks.md, "Issue 25, fourteenth session"): the copy rules' prefilter and
/// phrase scans cost 52 M of the 593 M a lint of the 100 generated flows counted, on 2,800 texts
/// of which 32 are distinct; with their scans kept the lint counts 554 M.
///
/// Texts are kept in a table of its own, keyed by their UTF-8 bytes (`TextTable`): a `[String: …]`
/// lookup cost 650 instructions (SipHash of the whole text, and `String`'s equality, which checks
/// canonical equivalence, on the found key), 33 M of a 200-flow lint's 977 M in 50,600 lookups
/// (docs/benchmarks.md, "flows32d").
final class ScansByText<Result>: @unchecked Sendable {
    private let lock = Lock()
    /// Read and written only under `lock`, so Swift's run-time exclusivity check is not asked
    /// for (it cost each of a 200-flow lint's 62,000 lookups about 100 instructions, 6 M in all;
    /// docs/benchmarks.md, "flows32k").
    @exclusivity(unchecked) private var kept = TextTable<Result>()
    let limit: Int

    init(limit: Int = 1024) {
        self.limit = limit
    }

    /// The result of scanning `text`, made by `scan` when it is not kept yet.
    func value(_ text: String, scan: () -> Result) -> Result {
        let hash = TextTable<Result>.hash(text)
        if let found = lock.withLock({ kept.value(text, hash: hash) }) { return found }
        let made = scan()
        lock.withLock {
            if kept.count < limit { kept.insert(text, hash: hash, made) }
        }
        return made
    }

    /// How many texts are kept (for tests).
    var count: Int { lock.withLock { kept.count } }
}

/// An open-addressing table from texts to values, keyed by the texts' UTF-8 bytes: two texts are
/// the same key when their bytes are (not when they are canonically equivalent, as `String`'s `==`
/// has it; a scan's ranges belong to the bytes it read). The hash reads eight bytes a step.
///
/// A key is looked for in at most `probeLimit` slots: past that it is not found and not stored,
/// so texts made to share a hash cost a scan each, as without the table, and never a long probe.
struct TextTable<Value> {
    // Three arrays rather than one of optional (hash, text, value) slots: a probe compares the
    // hash alone and copies nothing (retaining a slot's text and value) until the hash matches.
    private var hashes: [UInt64] = []
    private var texts: [String] = []
    private var values: [Value?] = []
    private(set) var count = 0
    static var probeLimit: Int { 16 }

    /// The value kept for `text`, whose `hash(_:)` is `hash`.
    func value(_ text: String, hash: UInt64) -> Value? {
        guard !values.isEmpty else { return nil }
        let mask = values.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<min(Self.probeLimit, values.count) {
            if hashes[index] == hash, Self.sameBytes(texts[index], text), let value = values[index] { return value }
            if values[index] == nil { return nil }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Keeps `value` for `text` unless a value is kept for it already (the first stays).
    mutating func insert(_ text: String, hash: UInt64, _ value: Value) {
        if (count + 1) * 2 > values.count { grow() }
        let mask = values.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<min(Self.probeLimit, values.count) {
            if values[index] == nil {
                hashes[index] = hash
                texts[index] = text
                values[index] = value
                count += 1
                return
            }
            if hashes[index] == hash, Self.sameBytes(texts[index], text) { return }
            index = (index + 1) & mask
        }
    }

    /// Twice the slots (16 at first), every kept text placed again.
    private mutating func grow() {
        let old = (hashes: hashes, texts: texts, values: values)
        let capacity = max(16, old.values.count * 2)
        hashes = Array(repeating: 0, count: capacity)
        texts = Array(repeating: "", count: capacity)
        values = Array(repeating: nil, count: capacity)
        count = 0
        for index in old.values.indices {
            if let value = old.values[index] { insert(old.texts[index], hash: old.hashes[index], value) }
        }
    }

    /// A hash of `text`'s UTF-8 bytes: each eight-byte word (the last one padded with zeros, the
    /// byte count mixed in) multiplied into the state and folded.
    static func hash(_ text: String) -> UInt64 {
        if let hash = text.utf8.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0)) }) { return hash }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { hash($0) }
    }

    private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var state = UInt64(truncatingIfNeeded: bytes.count) &* multiplier
        var offset = 0
        while offset + 8 <= bytes.count {
            state = mix(state ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < bytes.count {
            var last: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                last |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            state = mix(state ^ last)
        }
        return state ^ (state >> 29)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value &* 0xBF58_476D_1CE4_E5B9
        return product ^ (product >> 31)
    }

    /// Whether two texts have the same UTF-8 bytes.
    static func sameBytes(_ first: String, _ second: String) -> Bool {
        guard first.utf8.count == second.utf8.count else { return false }
        let compared = first.utf8.withContiguousStorageIfAvailable { a in
            second.utf8.withContiguousStorageIfAvailable { b in
                guard let start = a.baseAddress, let other = b.baseAddress else { return a.count == b.count }
                return memcmp(start, other, a.count) == 0
            }
        }
        if case let .some(.some(same)) = compared { return same }
        return first.utf8.elementsEqual(second.utf8)
    }
}
