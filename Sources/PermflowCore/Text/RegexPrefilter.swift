#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import PatternReading

/// Texts held against a `RegexPrefilter`'s clauses (`PatternReading`): whether copy can match a
/// list's patterns, without running them.
extension RegexPrefilter {
    /// The items whose pattern may match `text`: an ASCII text is folded once for all of them,
    /// and each item's clauses are searched in turn (`PrefilterAutomaton` answers the same for a
    /// whole list in one pass).
    static func candidates<Item>(_ items: [Item], _ prefilter: (Item) -> RegexPrefilter, in original: String) -> [Item] {
        withFoldedBytes(original) { form, bytes, folded in
            switch form {
            case .mayMatchAnything:
                return items
            case .ascii:
                return items.filter { item in
                    prefilter(item).clauses.allSatisfy { clause in clause.contains { holds($0, in: folded) } }
                }
            case let .beyondASCII(asciiKnown):
                return items.filter { item in
                    prefilter(item).clauses.allSatisfy { clause in
                        clause.contains { literal in
                            switch literal.kind {
                            case .exact: contains(literal.bytes, in: bytes)
                            case .ascii: !asciiKnown || contains(literal.bytes, in: folded)
                            case .beyondASCII: true
                            }
                        }
                    }
                }
            }
        }
    }

    /// How a text's literals are compared.
    enum TextForm {
        /// ASCII: lowercase comparison.
        case ascii
        /// Beyond ASCII: Hangul is compared as written, a `beyondASCII` literal holds, and ASCII
        /// literals are compared only when `asciiKnown` (nothing else in the text has case or
        /// folds to ASCII: the Kelvin sign, ſ, İ or a curly apostrophe might match an ASCII letter
        /// or quote).
        case beyondASCII(asciiKnown: Bool)
        /// Conjoining jamo (which the regex matches as the syllables they compose): nothing is
        /// ruled out.
        case mayMatchAnything
    }

    /// `body` given the form of `original`, its UTF-8 and its UTF-8 with ASCII folded
    /// (`TextMatcher.foldASCII`; bytes beyond ASCII as they are).
    static func withFoldedBytes<Result>(
        _ original: String, _ body: (TextForm, _ bytes: UnsafeBufferPointer<UInt8>, _ folded: UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        var text = original
        return text.withUTF8 { bytes in
            let form: TextForm
            if ByteScan.isASCII(bytes) {
                form = .ascii
            } else if SingleScalarText.holdsASCIIAndSyllables(bytes, allowingCR: true) {
                // Hangul syllables (most Korean copy) are no conjoining jamo, have no case and
                // fold to nothing ASCII: what the two scans below find, from one pass over bytes.
                form = .beyondASCII(asciiKnown: true)
            } else if containsConjoiningJamo(bytes) {
                return body(.mayMatchAnything, bytes, bytes)
            } else {
                form = .beyondASCII(asciiKnown: original.unicodeScalars.allSatisfy { $0.isASCII || isCaseless($0) })
            }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { scratch in
                for index in bytes.indices { scratch[index] = TextMatcher.foldASCII(bytes[index]) }
                return body(form, bytes, UnsafeBufferPointer(rebasing: scratch[0..<bytes.count]))
            }
        }
    }

    /// Scripts and symbols with no case and nothing that folds to ASCII: Hangul syllables and
    /// compatibility jamo, CJK punctuation, general punctuation but the curly apostrophes (which
    /// matching folds to '), arrows, box drawing, symbols, emoji, variation selectors, and
    /// Latin-1 punctuation.
    private static func isCaseless(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x3130...0x318F, 0x3000...0x303F, 0x2190...0x21FF, 0x2500...0x257F, 0x2600...0x27BF,
             0x1F000...0x1FAFF, 0xFE00...0xFE0F, 0xA0...0xBF:
            true
        case 0x2000...0x206F:
            scalar.value != 0x2018 && scalar.value != 0x2019
        default:
            false
        }
    }

    /// Whether UTF-8 `bytes` hold conjoining jamo (U+1100–U+11FF: E1 84–87 …; U+A960–U+A97F:
    /// EA A5 A0–BF; U+D7B0–U+D7FF: ED 9E B0–BF, ED 9F …): syllables written in parts.
    private static func containsConjoiningJamo(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 3 else { return false }
        for index in 0..<(bytes.count - 2) {
            let (lead, second, third) = (bytes[index], bytes[index + 1], bytes[index + 2])
            if lead == 0xE1, (0x84...0x87).contains(second) { return true }
            if lead == 0xEA, second == 0xA5, third >= 0xA0 { return true }
            if lead == 0xED, (second == 0x9E && third >= 0xB0) || second == 0x9F { return true }
        }
        return false
    }

    private static func holds(_ literal: Literal, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard literal.kind == .ascii else { return false }
        return contains(literal.bytes, in: bytes)
    }

    private static func contains(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= bytes.count, let base = bytes.baseAddress else { return false }
        // memchr finds each candidate first byte, memcmp compares the rest.
        return needle.withUnsafeBufferPointer { needle in
            guard let needleBase = needle.baseAddress else { return true }
            let last = bytes.count - needle.count
            var start = 0
            while start <= last, let hit = memchr(base + start, Int32(first), last - start + 1) {
                let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + index, needleBase, needle.count) == 0 { return true }
                start = index + 1
            }
            return false
        }
    }
}
