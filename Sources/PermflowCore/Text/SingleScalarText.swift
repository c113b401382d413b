/// Text in which every Unicode scalar is a `Character` of its own and its own canonical form:
/// ASCII without CR, and precomposed Hangul syllables (U+AC00–U+D7A3). Most Korean copy is such
/// text, and for it the answers of `Character` operations can be had from the scalars, without
/// the grapheme breaking that dominated the Korean purpose rules (figures in docs/benchmarks.md,
/// issue 32).
///
/// Why a scalar is a Character here: by Unicode's grapheme rules (UAX #29) a cluster joins two
/// scalars only for CR LF, Hangul jamo sequences (L, V, T with LV/LVT syllables before V or T),
/// Extend, ZWJ, SpacingMark, Prepend, emoji and regional indicators; none of those occur in such
/// text except a syllable, and a syllable followed by a syllable breaks. Why `==` is scalar
/// equality: `Character` compares canonical equivalents equal, and an ASCII scalar or a
/// precomposed syllable alone is its own NFC, so two such Characters are equal exactly when
/// their scalars are.
enum SingleScalarText {
    /// Whether `scalar` is a precomposed Hangul syllable.
    @inline(__always)
    static func isHangulSyllable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xAC00 && scalar.value <= 0xD7A3
    }

    /// Whether `scalar` is ASCII other than CR or a precomposed Hangul syllable.
    @inline(__always)
    static func isSingle(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? scalar.value != 0x0D : isHangulSyllable(scalar)
    }

    /// Whether every scalar of `text` is ASCII other than CR or a precomposed Hangul syllable.
    static func holds(_ text: String) -> Bool {
        if ByteScan.isASCIIWithoutCR(text) { return true }
        // From the UTF-8 in place (the rules ask it of the same texts many times; decoding the
        // scalars cost 500 apps 79 M).
        return ByteScan.withBytes(text) { holdsASCIIAndSyllables($0, allowingCR: false) }
    }

    /// Whether valid UTF-8 `bytes` hold only ASCII (CR too when `allowingCR`) and precomposed
    /// Hangul syllables.
    static func holdsASCIIAndSyllables(_ bytes: UnsafeBufferPointer<UInt8>, allowingCR: Bool) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                guard allowingCR || lead != 0x0D else { return false }
                index += 1
            } else {
                guard isHangulSyllable(utf8: bytes, at: index) else { return false }
                index += 3
            }
        }
        return true
    }

    /// Whether valid UTF-8 `bytes` hold a precomposed Hangul syllable at `index`, a lead byte
    /// (U+AC00–U+D7A3 is EA B0 80 … ED 9E A3).
    @inline(__always)
    static func isHangulSyllable(utf8 bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let lead = bytes[index]
        guard lead >= 0xEA, lead <= 0xED, index + 2 < bytes.count else { return false }
        let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        return value >= 0xAC00 && value <= 0xD7A3
    }

    /// `text.count`, from the bytes or scalars when the text `holds` (without grapheme breaking).
    static func characterCount(of text: String) -> Int {
        if ByteScan.isASCIIWithoutCR(text) { return text.utf8.count }
        return text.unicodeScalars.allSatisfy(isSingle) ? text.unicodeScalars.count : text.count
    }

    /// `Array(text)`, from the scalars when the text `holds` (the same Characters, without
    /// grapheme breaking), else from the Characters.
    static func characters(of text: String) -> [Character] {
        guard holds(text) else { return Array(text) }
        var result: [Character] = []
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { result.append(Character(scalar)) }
        return result
    }
}

/// A list of entries, prepared once, for asking whether a text contains any of them as
/// `String.contains` answers it (whole `Character`s, canonical equivalence): by UTF-8 bytes
/// when both the text and the entry are `SingleScalarText`, where the answers are the same (a
/// Character is then a scalar, equal only to the same scalar, and a byte match of a whole UTF-8
/// sequence starts on a scalar), and by `String.contains` otherwise.
struct ContainedEntries: Sendable {
    /// Entries that are single-scalar text, as UTF-8.
    private let byteEntries: [[UInt8]]
    /// The other entries (and an empty one), asked of `String.contains`.
    private let otherEntries: [String]

    init(_ entries: [String]) {
        var bytes: [[UInt8]] = []
        var others: [String] = []
        for entry in entries {
            if !entry.isEmpty, SingleScalarText.holds(entry) { bytes.append(Array(entry.utf8)) } else { others.append(entry) }
        }
        byteEntries = bytes
        otherEntries = others
    }

    var isEmpty: Bool { byteEntries.isEmpty && otherEntries.isEmpty }

    /// How many entries are read by bytes (the rest by `String.contains`).
    var byteEntryCount: Int { byteEntries.count }

    /// Whether some entry occurs in `text`: `entries.contains { text.contains($0) }`.
    func anyOccurs(in text: String) -> Bool {
        guard !isEmpty else { return false }
        if !SingleScalarText.holds(text) {
            return byteEntries.contains { Self.contains(text, String(decoding: $0, as: UTF8.self)) }
                || otherEntries.contains { Self.contains(text, $0) }
        }
        let found = ByteScan.withBytes(text) { bytes in
            byteEntries.contains { Self.occurs($0, in: bytes) }
        }
        return found || otherEntries.contains { Self.contains(text, $0) }
    }

    /// `text.contains(entry)` as this module reads it: the standard library's `_StringProcessing`
    /// search by `Character`s, under which every text contains the empty string (Foundation's
    /// `contains`, which a target without per-file imports may get instead, says none does).
    static func contains(_ text: String, _ entry: String) -> Bool {
        text.contains(entry)
    }

    /// Whether `needle` (not empty) occurs in `bytes`.
    private static func occurs(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = needle.count
        guard count <= bytes.count, let first = needle.first else { return false }
        var start = 0
        while start + count <= bytes.count {
            if bytes[start] == first {
                var offset = 1
                while offset < count, bytes[start + offset] == needle[offset] { offset += 1 }
                if offset == count { return true }
            }
            start += 1
        }
        return false
    }
}
