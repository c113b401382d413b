import PatternReading

/// A phrase list compiled once for finding its phrases in copy the way a reader would:
/// case-insensitive (unless asked), typographic apostrophes folded, and whole words where a
/// phrase starts or ends with a letter or digit of a script that separates words with spaces.
/// Every rule that looks for a list's phrases uses it, so they all agree on what a word is.
///
/// Texts are read as Unicode scalars, so "👇🏽" (a pointing hand with a skin tone) still holds
/// "👇". A combining mark belongs to the letter before it, so "cafe" is not found in
/// "cafe\u{301}" (café). Offsets count scalars of the folded text, or `Character`s of the text.
///
/// Phrases are indexed by their first scalar, so a text of n scalars costs about n table reads
/// plus a comparison for each phrase whose first scalar occurs there, rather than a scan per
/// phrase (lists hold up to a hundred phrases and every screen's copy is read with several).
/// ASCII text without CR, most copy, is read straight from its bytes.
public struct TextMatcher: Sendable {
    /// One list entry prepared for matching.
    ///
    /// An entry is a literal phrase. An entry kind that matches more than one spelling (a stem
    /// and its verb endings) is another way to answer `length(at:in:)`.
    struct Phrase: Sendable {
        /// As written in the list.
        let entry: String
        /// Folded as texts are.
        let scalars: [Unicode.Scalar]
        let boundedStart: Bool
        let boundedEnd: Bool

        /// The length of this phrase's match at `index` of `text`, whose scalar there is the
        /// phrase's first (the index found it), or nil.
        @inline(__always)
        func length<Text: FoldedText>(at index: Int, in text: Text) -> Int? {
            let length = scalars.count
            guard index + length <= text.count else { return nil }
            var offset = 1
            while offset < length, text[index + offset] == scalars[offset] { offset += 1 }
            return offset == length ? length : nil
        }
    }

    /// One occurrence: which phrase (its position in `phrases`), where, and how long.
    struct Occurrence: Equatable, Sendable {
        var phrase: Int
        var offset: Int
        var length: Int

        var end: Int { offset + length }

        func overlaps(_ other: Occurrence) -> Bool { offset < other.end && other.offset < end }
    }

    /// What offsets count.
    enum Unit {
        /// Scalars of the folded text (the columns diagnostics use).
        case scalars
        /// `Character`s of the text as given (what the purpose rules count in).
        case characters
    }

    /// The entries in list order, without repeats and empty ones.
    let phrases: [Phrase]
    let caseSensitive: Bool
    /// Whether phrases that start or end with a word character match whole words only.
    private let wholeWords: Bool
    /// Phrase positions sharing a first scalar, in list order.
    private let buckets: [[Int]]
    /// Whether every phrase of a bucket must start a word (so mid-word positions are skipped).
    private let bucketBounded: [Bool]
    /// Bucket of each ASCII first scalar (-1: none).
    private let ascii: [Int32]
    private let beyondASCII: [Unicode.Scalar: Int]
    /// Bit `value & 255` set for each first scalar beyond ASCII: most scalars of Korean copy start
    /// no phrase, and this answers them without hashing (a set bit still asks `beyondASCII`).
    private let beyondASCIIBits: (UInt64, UInt64, UInt64, UInt64)

    /// `entries` in list order; `wholeWords: false` finds phrases inside words too.
    init(_ entries: [String], caseSensitive: Bool = false, wholeWords: Bool = true) {
        var unique: [String] = []
        unique.reserveCapacity(entries.count)
        if entries.count <= 64 {
            // Most lists are short, and every start compiles every list: comparing beats hashing.
            for entry in entries where !unique.contains(entry) { unique.append(entry) }
        } else {
            var seen: Set<String> = []
            unique = entries.filter { seen.insert($0).inserted }
        }
        let phrases: [Phrase] = unique.compactMap { Self.phrase($0, caseSensitive: caseSensitive, wholeWords: wholeWords) }
        self.init(phrases: phrases, caseSensitive: caseSensitive, wholeWords: wholeWords)
    }

    /// `entry` prepared, or nil when it folds to nothing (an empty entry).
    private static func phrase(_ entry: String, caseSensitive: Bool, wholeWords: Bool) -> Phrase? {
        let scalars = Self.folded(entry, caseSensitive: caseSensitive)
        guard let first = scalars.first, let last = scalars.last else { return nil }
        return Phrase(entry: entry, scalars: scalars, boundedStart: wholeWords && Self.isWordScalar(first),
                      boundedEnd: wholeWords && Self.isWordScalar(last))
    }

    /// This matcher with `entry` after its entries: the matcher `TextMatcher(entries + [entry])`
    /// would make from this one's entries, without folding and comparing them all again (a rule
    /// adds the app's name, which changes from file to file, to a list prepared once per linter).
    func adding(_ entry: String) -> TextMatcher {
        // A repeat is dropped, as the list's own are (`==`, as `Array.contains` compares).
        guard !phrases.contains(where: { $0.entry == entry }),
              let phrase = Self.phrase(entry, caseSensitive: caseSensitive, wholeWords: wholeWords) else { return self }
        return TextMatcher(phrases: phrases + [phrase], caseSensitive: caseSensitive, wholeWords: wholeWords)
    }

    /// Prepared phrases in list order, indexed by first scalar.
    private init(phrases: [Phrase], caseSensitive: Bool, wholeWords: Bool) {
        self.caseSensitive = caseSensitive
        self.wholeWords = wholeWords
        self.phrases = phrases
        var buckets: [[Int]] = []
        var bounded: [Bool] = []
        var ascii = [Int32](repeating: -1, count: 128)
        var beyond: [Unicode.Scalar: Int] = [:]
        // Four words in place, not an array: every start compiles every list (the walk's too).
        var beyondBits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        for (position, phrase) in phrases.enumerated() {
            guard let first = phrase.scalars.first else { continue }
            let existing = first.isASCII ? (ascii[Int(first.value)] >= 0 ? Int(ascii[Int(first.value)]) : nil) : beyond[first]
            if let bucket = existing {
                buckets[bucket].append(position)
                bounded[bucket] = bounded[bucket] && phrase.boundedStart
            } else {
                if first.isASCII {
                    ascii[Int(first.value)] = Int32(buckets.count)
                } else {
                    beyond[first] = buckets.count
                    let bit: UInt64 = 1 << UInt64(first.value & 63)
                    switch (first.value >> 6) & 3 {
                    case 0: beyondBits.0 |= bit
                    case 1: beyondBits.1 |= bit
                    case 2: beyondBits.2 |= bit
                    default: beyondBits.3 |= bit
                    }
                }
                buckets.append([position])
                bounded.append(phrase.boundedStart)
            }
        }
        self.buckets = buckets
        self.bucketBounded = bounded
        self.ascii = ascii
        self.beyondASCII = beyond
        self.beyondASCIIBits = beyondBits
    }

    var isEmpty: Bool { phrases.isEmpty }

    // MARK: Finding

    /// Every occurrence of every phrase in `text`, each phrase's left to right without overlapping
    /// its own, ordered by offset, then longest first, then list order.
    func occurrences(in text: String, counting unit: Unit = .scalars) -> [Occurrence] {
        guard !phrases.isEmpty, !text.isEmpty else { return [] }
        return occurrences(in: MatchText(text, folds: caseSensitive ? .cased : .caseless), counting: unit)
    }

    /// `occurrences(in: text.text, counting:)`, from a text read once for every matcher that asks.
    func occurrences(in text: MatchText, counting unit: Unit = .scalars) -> [Occurrence] {
        guard !phrases.isEmpty else { return [] }
        switch text.form {
        case .empty:
            return []
        case .ascii:
            // A byte is a scalar and a Character, and folding keeps lengths: read in place.
            var bytes = text.text
            return bytes.withUTF8 { occurrences(in: ASCIIText(bytes: $0, caseSensitive: caseSensitive)) }
        case .singleScalars(let scalars):
            // A scalar is a Character, and folding keeps lengths: scalar offsets are Character offsets.
            return scalars.withUnsafeBufferPointer { occurrences(in: SingleScalars(scalars: $0, caseSensitive: caseSensitive)) }
        case .other(let caseless, let cased):
            let folded = (caseSensitive ? cased : caseless) ?? Folded(text.text, caseSensitive: caseSensitive)
            let found = occurrences(in: folded)
            return unit == .scalars ? found : found.map(folded.inCharacters)
        }
    }

    /// The occurrences a reader meets: left to right, the longest where two start together, and
    /// none that overlaps one already taken.
    func matches(in text: String, counting unit: Unit = .scalars) -> [Occurrence] {
        Self.leftmostLongest(occurrences(in: text, counting: unit))
    }

    /// `matches(in: text.text, counting:)`, from a text read once for every matcher that asks.
    func matches(in text: MatchText, counting unit: Unit = .scalars) -> [Occurrence] {
        Self.leftmostLongest(occurrences(in: text, counting: unit))
    }

    /// Whether some phrase occurs in `text`.
    func occurs(in text: String) -> Bool {
        !occurrences(in: text).isEmpty
    }

    /// Whether some phrase occurs in `text.text`.
    func occurs(in text: MatchText) -> Bool {
        !occurrences(in: text).isEmpty
    }

    /// Keeps, of occurrences ordered by offset then longest first, those that overlap none kept before.
    static func leftmostLongest(_ occurrences: [Occurrence]) -> [Occurrence] {
        var result: [Occurrence] = []
        for occurrence in occurrences where !(result.last.map(occurrence.overlaps) ?? false) {
            result.append(occurrence)
        }
        return result
    }

    func occurrences<Text: FoldedText>(in text: Text) -> [Occurrence] {
        var found: [Occurrence] = []
        var lastEnd: [Int: Int] = [:]
        let count = text.count
        for index in 0..<count {
            guard let bucket = bucket(for: text[index]) else { continue }
            let midWord = index > 0 && text.isWord(index - 1)
            if midWord && bucketBounded[bucket] { continue }
            for position in buckets[bucket] {
                let phrase = phrases[position]
                if phrase.boundedStart && midWord { continue }
                guard let length = phrase.length(at: index, in: text) else { continue }
                let end = index + length
                if phrase.boundedEnd && end < count && text.isWord(end) { continue }
                if !lastEnd.isEmpty, let previous = lastEnd[position], index < previous { continue }
                found.append(Occurrence(phrase: position, offset: index, length: length))
                lastEnd[position] = end
            }
        }
        // Found in offset order already; within one offset, longest first, then list order.
        return found.count < 2 ? found : found.sorted { a, b in
            (a.offset, -a.length, a.phrase) < (b.offset, -b.length, b.phrase)
        }
    }

    @inline(__always)
    private func bucket(for scalar: Unicode.Scalar) -> Int? {
        if scalar.isASCII {
            let bucket = ascii[Int(scalar.value)]
            return bucket >= 0 ? Int(bucket) : nil
        }
        let word: UInt64
        switch (scalar.value >> 6) & 3 {
        case 0: word = beyondASCIIBits.0
        case 1: word = beyondASCIIBits.1
        case 2: word = beyondASCIIBits.2
        default: word = beyondASCIIBits.3
        }
        guard word & (1 << UInt64(scalar.value & 63)) != 0 else { return nil }
        return beyondASCII[scalar]
    }

    // MARK: Texts as the matcher reads them

    /// A text folded for matching, read by index.
    protocol FoldedText {
        var count: Int { get }
        subscript(index: Int) -> Unicode.Scalar { get }
        /// Whether the scalar at `index` is part of a word (for whole-word phrases).
        func isWord(_ index: Int) -> Bool
    }

    /// ASCII text without CR, folded as it is read.
    struct ASCIIText: FoldedText {
        let bytes: UnsafeBufferPointer<UInt8>
        let caseSensitive: Bool

        var count: Int { bytes.count }

        subscript(index: Int) -> Unicode.Scalar {
            @inline(__always) get {
                let byte = bytes[index]
                return Unicode.Scalar(caseSensitive ? (byte == 96 ? 39 : byte) : TextMatcher.foldASCII(byte))
            }
        }

        @inline(__always)
        func isWord(_ index: Int) -> Bool { TextMatcher.isASCIIWordByte(bytes[index]) }
    }

    /// `SingleScalarText` (ASCII without CR and Hangul syllables), folded as it is read: each
    /// scalar is a `Character`, an ASCII scalar folds as its byte does in `ASCIIText`, and a
    /// syllable is itself and no word scalar, as `Folded` folds them (tested against it).
    struct SingleScalars: FoldedText {
        let scalars: UnsafeBufferPointer<Unicode.Scalar>
        let caseSensitive: Bool

        var count: Int { scalars.count }

        subscript(index: Int) -> Unicode.Scalar {
            @inline(__always) get {
                let scalar = scalars[index]
                guard scalar.isASCII else { return scalar }
                let byte = UInt8(scalar.value)
                return Unicode.Scalar(caseSensitive ? (byte == 96 ? 39 : byte) : TextMatcher.foldASCII(byte))
            }
        }

        @inline(__always)
        func isWord(_ index: Int) -> Bool {
            let scalar = scalars[index]
            return scalar.isASCII && TextMatcher.isASCIIWordByte(UInt8(scalar.value))
        }
    }

    /// A text read once for every matcher that asks: whether it is ASCII without CR (read from its
    /// bytes), `SingleScalarText` (its scalars decoded once) or other text (folded once for each
    /// case a matcher reads it in), instead of each matcher finding that and folding it again.
    /// A purpose string is read by a dozen lists (issue 32, app32d).
    struct MatchText: Sendable {
        /// Which folds of other text to make ahead: those a matcher of that kind will ask for.
        enum Folds { case caseless, cased, both }

        enum Form: Sendable {
            case empty
            case ascii
            case singleScalars([Unicode.Scalar])
            case other(caseless: Folded?, cased: Folded?)
        }

        let text: String
        let form: Form

        init(_ text: String, folds: Folds = .both) {
            self.text = text
            if text.isEmpty {
                form = .empty
            } else if TextMatcher.isPlainASCII(text) {
                form = .ascii
            } else if SingleScalarText.holds(text) {
                form = .singleScalars(Array(text.unicodeScalars))
            } else {
                form = .other(caseless: folds == .cased ? nil : Folded(text, caseSensitive: false, byScalars: false),
                              cased: folds == .caseless ? nil : Folded(text, caseSensitive: true, byScalars: false))
            }
        }
    }

    /// Any text, folded scalar by scalar, with each folded scalar's `Character` in the text.
    struct Folded: FoldedText, Equatable, Sendable {
        private(set) var scalars: [Unicode.Scalar] = []
        private var words: [Bool] = []
        /// The `Character` offset each folded scalar comes from.
        private var characters: [Int] = []

        init(_ text: String, caseSensitive: Bool = false) {
            self.init(text, caseSensitive: caseSensitive, byScalars: SingleScalarText.holds(text))
        }

        /// `byScalars`: the text is `SingleScalarText` (a test passes false to compare the two ways).
        init(_ text: String, caseSensitive: Bool, byScalars: Bool) {
            let capacity = text.utf8.count
            scalars.reserveCapacity(capacity)
            words.reserveCapacity(capacity)
            characters.reserveCapacity(capacity)
            if byScalars {
                // Each scalar is a Character (most Korean copy): no grapheme breaking.
                for (offset, scalar) in text.unicodeScalars.enumerated() { add(scalar, from: offset, caseSensitive: caseSensitive) }
                return
            }
            for (offset, character) in text.enumerated() {
                for scalar in character.unicodeScalars { add(scalar, from: offset, caseSensitive: caseSensitive) }
            }
        }

        /// Appends `scalar` of the text's Character `offset`, folded.
        @inline(__always)
        private mutating func add(_ scalar: Unicode.Scalar, from offset: Int, caseSensitive: Bool) {
            TextMatcher.fold(scalar, caseSensitive: caseSensitive) { folded in
                // A combining mark belongs to the letter before it.
                let word = TextMatcher.isWordScalar(folded)
                    || (TextMatcher.isMark(folded) && (words.last ?? false))
                scalars.append(folded)
                words.append(word)
                characters.append(offset)
            }
        }

        var count: Int { scalars.count }
        subscript(index: Int) -> Unicode.Scalar { scalars[index] }
        func isWord(_ index: Int) -> Bool { words[index] }

        /// An occurrence with `Character` offsets: the characters its scalars come from.
        func inCharacters(_ occurrence: Occurrence) -> Occurrence {
            let start = characters[occurrence.offset]
            let end = characters[occurrence.end - 1] + 1
            return Occurrence(phrase: occurrence.phrase, offset: start, length: end - start)
        }
    }

    // MARK: Folding and word characters

    /// Lowercases and folds ’ ‘ ʼ ` into ' so "Don’t" matches "don't".
    public static func normalize(_ text: String) -> String {
        if isPlainASCII(text) {
            // Most copy is ASCII: fold it byte by byte, read in place, straight into the string's
            // storage. Enumerating `text.utf8` instead cost 70 instructions a byte (its iterator
            // is not inlined), 11.6 M of a 200-flow lint's 796 M (docs/benchmarks.md, "flows32k").
            return ByteScan.withBytes(text) { bytes in
                String(unsafeUninitializedCapacity: bytes.count) { storage in
                    for index in 0..<bytes.count { storage[index] = foldASCII(bytes[index]) }
                    return bytes.count
                }
            }
        }
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            fold(scalar, caseSensitive: false) { result.append($0) }
        }
        return String(scalars: result)
    }

    /// `scalar` as matching compares it: apostrophes folded, lowercased unless case-sensitive
    /// (a lowercase mapping may be more than one scalar, as String.lowercased() maps it).
    @inline(__always)
    static func fold(_ scalar: Unicode.Scalar, caseSensitive: Bool, _ append: (Unicode.Scalar) -> Void) {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            append(Unicode.Scalar(caseSensitive ? (byte == 96 ? 39 : byte) : foldASCII(byte)))
            return
        }
        // A Hangul syllable has no case and is no apostrophe (Korean copy is mostly these).
        if SingleScalarText.isHangulSyllable(scalar) {
            append(scalar)
            return
        }
        switch scalar {
        case "\u{2019}", "\u{2018}", "\u{02BC}": append("'")
        default:
            if caseSensitive || !scalar.properties.changesWhenLowercased {
                append(scalar)
            } else {
                for lowered in scalar.properties.lowercaseMapping.unicodeScalars { append(lowered) }
            }
        }
    }

    static func folded(_ text: String, caseSensitive: Bool) -> [Unicode.Scalar] {
        if isPlainASCII(text) {
            // A byte is a scalar: folded straight from the bytes, into one allocation.
            return text.utf8.map { Unicode.Scalar(caseSensitive ? ($0 == 96 ? 39 : $0) : foldASCII($0)) }
        }
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { fold(scalar, caseSensitive: caseSensitive) { result.append($0) } }
        return result
    }

    /// Whether `text` is empty or only white space (what trimming `.whitespacesAndNewlines`
    /// would empty), without Foundation.
    public static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0 == " " || $0.properties.isWhitespace }
    }

    /// ASCII without CR (so one byte is one Character).
    static func isPlainASCII(_ text: String) -> Bool {
        ByteScan.isASCIIWithoutCR(text)
    }

    /// `byte` as matching compares it: an ASCII capital lowercased, a backtick read as an
    /// apostrophe. `RegexPrefilter.foldASCII` folds the patterns' literals the same way in its
    /// own module (a call across modules is not inlined: forwarding to it cost the texts' folding
    /// 0.2 M of a walk); `RegexPrefilterTests` holds the two equal for every byte.
    @inline(__always)
    static func foldASCII(_ byte: UInt8) -> UInt8 {
        if byte >= 65 && byte <= 90 { return byte + 32 }
        return byte == 96 ? 39 : byte
    }

    @inline(__always)
    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
    }

    /// The one definition of a word character, for every matcher: letters and digits of
    /// scripts that separate words with spaces. Hangul (syllables, Jamo and compatibility
    /// Jamo), kana and CJK are not: phrases in them match anywhere, as their words take
    /// particles without a space.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // ASCII: letters and digits, without looking up Unicode properties.
        if value < 0x80 { return isASCIIWordByte(UInt8(value)) }
        if (0xAC00...0xD7A3).contains(value) || (0x1100...0x11FF).contains(value) || (0x3130...0x318F).contains(value)
            || (0x3040...0x30FF).contains(value) || (0x4E00...0x9FFF).contains(value) {
            return false
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// A combining mark (it extends the character before it).
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII, !SingleScalarText.isHangulSyllable(scalar) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
