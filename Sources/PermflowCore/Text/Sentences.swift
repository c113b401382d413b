/// Splits copy into sentences the way a reader counts them.
///
/// A sentence ends at one of the locale's end marks (".", "!", "?", "。" …), possibly followed by
/// closing quotes or brackets, when a space or the end of the text follows. Marks of the
/// full-width (CJK) forms end a sentence even without a space, as those scripts put none.
/// A dotted abbreviation ("e.g.", "Dr.") and a dot inside a word or number ("3.5", "example.com")
/// do not end one, nor does a "!" or "?" that a lowercase word follows: that mark belongs to a
/// name ("StopKorona! exchanges …", "Yahoo! finds …"), since a new sentence starts with a capital.
public enum Sentences {
    /// One sentence of a text.
    public struct Sentence: Sendable, Equatable {
        /// The sentence, without surrounding white space.
        public var text: String
        /// Where the sentence starts in the text, in Characters.
        public var offset: Int
    }

    /// The sentences of `text`; `ends` are the end marks, `abbreviations` dotted words that do not
    /// end a sentence (compared case-insensitively).
    public static func split(_ text: String, ends: [String], abbreviations: [String] = []) -> [Sentence] {
        split(text, ends: ends, abbreviationSet: abbreviationSet(abbreviations))
    }

    /// Abbreviations as `split(_:ends:abbreviationSet:)` compares them (made once per list).
    public static func abbreviationSet(_ abbreviations: [String]) -> Set<String> {
        Set(abbreviations.map { $0.lowercased() })
    }

    /// `split(_:ends:abbreviations:)` with the abbreviations already lowercased into a set.
    public static func split(_ text: String, ends: [String], abbreviationSet abbreviations: Set<String>) -> [Sentence] {
        if TextMatcher.isPlainASCII(text) { return splitASCII(text, ends: ends, abbreviations: abbreviations) }
        if SingleScalarText.holds(text), !ends.contains(where: { $0.unicodeScalars.first.map(SingleScalarText.isHangulSyllable) ?? false }) {
            return splitSingleScalar(text, ends: ends, abbreviations: abbreviations)
        }
        return splitCharacters(text, ends: ends, abbreviations: abbreviations)
    }

    /// `split` for `SingleScalarText` (ASCII without CR and Hangul syllables, each scalar a
    /// Character) when no end mark is a syllable: `splitASCII`'s decisions on scalars, where a
    /// syllable is a letter without case, no white space, no end or closing mark and not wide
    /// (Korean copy; its Characters cost the purpose rules 35 M for 400 texts, docs/benchmarks.md).
    static func splitSingleScalar(_ text: String, ends: [String], abbreviations: Set<String>) -> [Sentence] {
        splitSingleScalar(Array(text.unicodeScalars), ends: ends, abbreviations: abbreviations)
    }

    /// `split` of a `SingleScalarText` text given as its scalars (decoded once by the caller).
    static func split(singleScalars scalars: [Unicode.Scalar], of text: String, ends: [String],
                      abbreviationSet abbreviations: Set<String>) -> [Sentence] {
        if TextMatcher.isPlainASCII(text) { return splitASCII(text, ends: ends, abbreviations: abbreviations) }
        if !ends.contains(where: { $0.unicodeScalars.first.map(SingleScalarText.isHangulSyllable) ?? false }) {
            return splitSingleScalar(scalars, ends: ends, abbreviations: abbreviations)
        }
        return splitCharacters(text, ends: ends, abbreviations: abbreviations)
    }

    private static func splitSingleScalar(_ scalars: [Unicode.Scalar], ends: [String], abbreviations: Set<String>) -> [Sentence] {
        // A run's text encoded in one pass, each unit read back as its scalar in place (mapping
        // them into an array first made one a sentence). A run is not always a slice of the
        // scalars (an abbreviation's is lowercased first), so it is read by its units. Every
        // unit is a scalar's value, so none reads as U+0000.
        split(units: scalars.map(\.value), ends: ends, abbreviations: abbreviations) { units in
            String(scalars: units.lazy.map { Unicode.Scalar($0) ?? Unicode.Scalar(0) })
        }
    }

    /// `split` over Characters: any text.
    static func splitCharacters(_ text: String, ends: [String], abbreviations: Set<String>) -> [Sentence] {
        let characters = SingleScalarText.characters(of: text)
        let endMarks = EndMarks(ends.compactMap(\.first))
        var result: [Sentence] = []
        var start = 0
        var index = 0
        let longest = abbreviations.map(\.count).max() ?? 0
        // The word a mark closes, found by going on from the last mark's, not back from each
        // mark: full-width marks end sentences without a space, so walking back to the word's
        // start made a long run of Japanese sentences quadratic.
        var scanned = 0
        var firstLetter: Int?

        func endsAbbreviation(markAt index: Int) -> Bool {
            guard !abbreviations.isEmpty else { return false }
            while scanned <= index {
                if characters[scanned].isWhitespace {
                    firstLetter = nil
                } else if firstLetter == nil, characters[scanned].isLetter {
                    firstLetter = scanned
                }
                scanned += 1
            }
            guard let first = firstLetter else { return abbreviations.contains("") }
            // Longer than every abbreviation (with room for lowercasing that changes a count): none.
            guard index - first < longest + 8 else { return false }
            return Self.endsAbbreviation(characters, wordFrom: first, markAt: index, abbreviations)
        }

        func emit(upTo end: Int) {
            let slice = characters[start..<end]
            let leading = slice.prefix(while: \.isWhitespace).count
            let body = trimmed(slice.dropFirst(leading))
            if !body.isEmpty { result.append(Sentence(text: body, offset: start + leading)) }
            start = end
        }

        while index < characters.count {
            let character = characters[index]
            guard endMarks.contains(character) else {
                index += 1
                continue
            }
            var after = index + 1
            while after < characters.count, endMarks.contains(characters[after]) || isClosingMark(characters[after]) {
                after += 1
            }
            let atEnd = after == characters.count
            let spaced = atEnd || characters[after].isWhitespace
            if (spaced || isWide(character)) && !endsAbbreviation(markAt: index)
                && !((character == "!" || character == "?") && characters[after...].first(where: { !$0.isWhitespace })?.isLowercase == true) {
                emit(upTo: after)
            }
            index = after
        }
        emit(upTo: characters.count)
        return result
    }

    /// Closing quotes and brackets, which may follow a sentence's end mark: ” ’ ) 」 and the
    /// straight quotes.
    public static func isClosingMark(_ character: Character) -> Bool {
        if character == "\"" || character == "'" { return true }
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .closePunctuation, .finalPunctuation: return true
        default: return false
        }
    }

    /// Full-width punctuation (。！？．), used by scripts that put no space after a sentence.
    static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x3000...0x303F).contains(scalar.value) || (0xFF00...0xFF65).contains(scalar.value)
    }

    /// Whether the word from `wordFrom` (its first letter) to the mark at `markAt` is a known
    /// abbreviation.
    static func endsAbbreviation(_ characters: [Character], wordFrom start: Int, markAt index: Int,
                                 _ abbreviations: Set<String>) -> Bool {
        var word = String(joining: characters[start...index]).lowercased()
        while let first = word.first, !first.isLetter { word.removeFirst() }
        return abbreviations.contains(word)
    }

    /// `split` for ASCII text without CR, where a Character is a byte: the same decisions,
    /// made on bytes (most copy is ASCII, and Character operations dominated the split).
    static func splitASCII(_ text: String, ends: [String], abbreviations: Set<String>) -> [Sentence] {
        split(units: Array(text.utf8), ends: ends, abbreviations: abbreviations) { String(decoding: $0, as: UTF8.self) }
    }

    /// The split of `splitASCII` over units that are ASCII bytes or, from 0x80 on, Hangul
    /// syllables' scalars (letters without case); `string` makes a sentence of a run of units.
    private static func split<Unit: FixedWidthInteger>(units bytes: [Unit], ends: [String], abbreviations: Set<String>,
                                                      string: (ArraySlice<Unit>) -> String) -> [Sentence] {
        var endMarks = [Bool](repeating: false, count: 128)
        for end in ends {
            if let first = end.first, first.utf8.count == 1, let byte = first.asciiValue { endMarks[Int(byte)] = true }
        }
        // Character.isWhitespace for ASCII: tab, line feed, vertical tab, form feed, CR, space.
        func isSpace(_ byte: Unit) -> Bool { (byte >= 0x09 && byte <= 0x0D) || byte == 0x20 }
        // isClosingMark for ASCII: quotes and closing brackets.
        func isClosing(_ byte: Unit) -> Bool { byte == 0x22 || byte == 0x27 || byte == 0x29 || byte == 0x5D || byte == 0x7D }
        // A syllable (0x80 and up) is a letter.
        func isLetter(_ byte: Unit) -> Bool { byte >= 0x80 || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) }
        func isEndMark(_ byte: Unit) -> Bool { byte < 0x80 && endMarks[Int(byte)] }
        var result: [Sentence] = []
        var start = 0
        var index = 0

        func emit(upTo end: Int) {
            var first = start
            while first < end, isSpace(bytes[first]) { first += 1 }
            var last = end
            while last > first, isSpace(bytes[last - 1]) { last -= 1 }
            if first < last {
                result.append(Sentence(text: string(bytes[first..<last]), offset: first))
            }
            start = end
        }

        func endsAbbreviation(markAt index: Int) -> Bool {
            guard !abbreviations.isEmpty else { return false }
            var wordStart = index
            while wordStart > 0, !isSpace(bytes[wordStart - 1]) { wordStart -= 1 }
            while wordStart <= index, !isLetter(bytes[wordStart]) { wordStart += 1 }
            guard wordStart <= index else { return abbreviations.contains("") }
            return abbreviations.contains(string(ArraySlice(bytes[wordStart...index].map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 32 : $0 })))
        }

        while index < bytes.count {
            guard isEndMark(bytes[index]) else {
                index += 1
                continue
            }
            var after = index + 1
            while after < bytes.count, isEndMark(bytes[after]) || isClosing(bytes[after]) { after += 1 }
            let spaced = after == bytes.count || isSpace(bytes[after])
            var next = after
            while next < bytes.count, isSpace(bytes[next]) { next += 1 }
            let inName = (bytes[index] == 0x21 || bytes[index] == 0x3F) && next < bytes.count && bytes[next] >= 0x61 && bytes[next] <= 0x7A
            if spaced && !inName && !endsAbbreviation(markAt: index) { emit(upTo: after) }
            index = after
        }
        emit(upTo: bytes.count)
        return result
    }

    /// ASCII `text` (without CR) without white space at either end, as `trimmed` would cut it;
    /// also any `SingleScalarText`, whose only white space is ASCII bytes.
    static func trimmedASCII(_ text: String) -> String {
        let bytes = Array(text.utf8)
        func isSpace(_ byte: UInt8) -> Bool { (byte >= 0x09 && byte <= 0x0D) || byte == 0x20 }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        return first == 0 && last == bytes.count - 1 ? text : String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// `characters` without white space at either end.
    static func trimmed(_ characters: ArraySlice<Character>) -> String {
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
              let last = characters.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(joining: characters[first...last])
    }

    /// The sentence-end marks, with ASCII ones in a table: hashing every Character of a text
    /// into a `Set` cost more than the rest of the split.
    struct EndMarks {
        private var ascii = [Bool](repeating: false, count: 128)
        private var others: Set<Character> = []

        init(_ marks: [Character]) {
            for mark in marks {
                if let byte = mark.asciiValue, mark.utf8.count == 1 { ascii[Int(byte)] = true } else { others.insert(mark) }
            }
        }

        func contains(_ character: Character) -> Bool {
            if let byte = character.asciiValue, character.utf8.count == 1 { return ascii[Int(byte)] }
            return !others.isEmpty && others.contains(character)
        }
    }
}
