/// A purpose string the purpose-string rules read, with the app's name in place and a way back
/// from a position in that text to its column in the flow file.
///
/// Only purposes that people see are read: an alert's, when its resource's alert shows the app's
/// purpose string (a notifications alert shows the system's message instead), and a location
/// button's.
struct PurposeString {
    let screen: Screen
    /// As written in the flow.
    let text: Located<String>
    /// With `$(PRODUCT_NAME)` and `%@` replaced by the app's name (not trimmed).
    let resolved: String
    /// The resolved text without surrounding white space.
    let trimmed: String
    /// `resolved` and `trimmed` read once for every phrase list the rules look for in them.
    let resolvedForMatching: TextMatcher.MatchText
    let trimmedForMatching: TextMatcher.MatchText
    /// `trimmed.count`, counted once.
    let trimmedLength: Int
    /// What the purpose asks for, for messages ("camera", "location").
    let resourceName: String
    /// The words of `resolved`, read once for every rule.
    let words: [Word]
    /// The sentences of `resolved` (by the locale's sentence ends and abbreviations), read once.
    let sentences: [Sentences.Sentence]
    /// A tracking alert's `purpose-markdown`, its markers blanked: a full page's formatted text,
    /// which `purpose-brief` leaves to `purpose-markdown`'s own bound.
    var isMarkdown = false
    /// For each Character of `resolved` (and one past the end), the Character of `text.value`
    /// it comes from; characters of the app's name map to their placeholder.
    private let rawIndex: [Int]
    /// The Characters of `resolved` when it is neither ASCII without CR (a byte is then a
    /// Character) nor other `SingleScalarText` (a scalar is: `singleScalars`), for quoting a
    /// phrase without walking the text before it.
    private let characters: [Character]?
    /// The scalars of `resolved` when it is `SingleScalarText` that named no placeholder (most
    /// Korean copy), decoded once for its words, sentences and matching, and for quoting.
    private let singleScalars: [Unicode.Scalar]?
    /// Where the written words are in the flow file, found once, as far as violations ask.
    private let written: WrittenWords

    init(screen: Screen, text: Located<String>, app: String, resourceName: String, source: SourceFile,
         sentenceEnds: [String] = ["."], abbreviations: Set<String> = []) {
        self.screen = screen
        self.text = text
        self.resourceName = resourceName
        self.written = WrittenWords(text, in: source)
        let resolvedText: String
        if ByteScan.isASCIIWithoutCR(text.value), ByteScan.isASCIIWithoutCR(app) {
            // ASCII (most copy): the same resolution on bytes, where a byte is a Character.
            (resolvedText, rawIndex) = AppNamePlaceholders.resolvedASCII(text.value, app: app)
            trimmed = Sentences.trimmedASCII(resolvedText)
            characters = nil
            singleScalars = nil
        } else if !AppNamePlaceholders.mayHold(text.value), SingleScalarText.holds(text.value) {
            // Single-scalar text without a placeholder (most Korean copy): its own resolution, a
            // scalar a Character and its only white space ASCII bytes, so it is trimmed by bytes
            // as ASCII is. Its scalars are decoded here once for every reading below (the words,
            // the sentences, the matchers and the trim each read them again: 500 apps, 240 M).
            let scalars = Array(text.value.unicodeScalars)
            (resolvedText, rawIndex) = (text.value, Array(0...scalars.count))
            trimmed = Sentences.trimmedASCII(resolvedText)
            characters = nil
            singleScalars = scalars
        } else {
            singleScalars = nil
            let raw = SingleScalarText.characters(of: text.value)
            let resolved: [Character]
            if AppNamePlaceholders.mayHold(text.value) {
                let (characters, index) = AppNamePlaceholders.resolve(raw, name: SingleScalarText.characters(of: app),
                                                                      placeholders: AppNamePlaceholders.all.map { Array($0) })
                (resolved, resolvedText, rawIndex) = (characters, String(joining: characters), index)
            } else {
                // No `$` or `%`: the text is its own resolution, each Character its own offset
                // (comparing every Character with the placeholders cost 35 k instructions a Korean text).
                (resolved, resolvedText, rawIndex) = (raw, text.value, Array(0...raw.count))
            }
            let isASCII = TextMatcher.isPlainASCII(resolvedText)
            trimmed = isASCII ? Sentences.trimmedASCII(resolvedText) : Sentences.trimmed(resolved[...])
            characters = isASCII ? nil : resolved
        }
        self.resolved = resolvedText
        if let singleScalars {
            resolvedForMatching = TextMatcher.MatchText(resolvedText, singleScalars: singleScalars)
            self.words = TextMatcher.isPlainASCII(resolvedText) ? Self.asciiWords(of: resolvedText) : Self.singleScalarWords(singleScalars)
            self.sentences = Sentences.split(singleScalars: singleScalars, of: resolvedText, ends: sentenceEnds, abbreviationSet: abbreviations)
        } else {
            resolvedForMatching = TextMatcher.MatchText(resolvedText)
            self.words = Self.words(of: resolvedText)
            self.sentences = Sentences.split(resolvedText, ends: sentenceEnds, abbreviationSet: abbreviations)
        }
        (trimmedForMatching, trimmedLength) = Self.forMatching(trimmed, of: resolvedForMatching)
    }

    /// `trimmed` read for matching, shared with `resolved` when nothing was trimmed, and its
    /// length in Characters (a scalar is one in ASCII without CR and single-scalar text).
    static func forMatching(_ trimmed: String, of resolved: TextMatcher.MatchText) -> (TextMatcher.MatchText, Int) {
        // Trimming only cuts: the same number of bytes is the same text.
        let text = trimmed.utf8.count == resolved.text.utf8.count ? resolved : TextMatcher.MatchText(trimmed)
        switch text.form {
        case .empty: return (text, 0)
        case .ascii: return (text, trimmed.utf8.count)
        case .singleScalars(let scalars): return (text, scalars.count)
        case .other: return (text, trimmed.count)
        }
    }

    /// Every non-empty purpose string people would see in the flow, in file order.
    static func all(in context: LintContext) -> [PurposeString] {
        context.fileCache.value(LintCacheKey(.purposeStrings)) { make(in: context) }
    }

    private static func make(in context: LintContext) -> [PurposeString] {
        let ends = list(.sentenceEnds, in: context, english: .ifMissing)
        let abbreviations = Sentences.abbreviationSet(list(.abbreviations, in: context, english: .merged))
        return context.flow.screens.flatMap { screen -> [PurposeString] in
            guard let resourceName = shownResource(of: screen, in: context) else { return [] }
            // A health alert shows two: the read purpose (`purpose`) and the share one. A tracking
            // alert's Markdown purpose is read as its words: the markers blanked where they stand.
            let markdown = screen.purposeMarkdown.map { Located(MarkdownSubset.blanked($0.value), at: $0.location, length: $0.length) }
            return [(screen.purpose, false), (screen.sharePurpose, false), (markdown, true)].compactMap { text, isMarkdown in
                guard let text, !TextMatcher.isBlank(text.value) else { return nil }
                var purpose = PurposeString(screen: screen, text: text, app: context.flow.app.value,
                                            resourceName: resourceName, source: context.flow.source,
                                            sentenceEnds: ends, abbreviations: abbreviations)
                purpose.isMarkdown = isMarkdown
                return purpose
            }
        }
    }

    /// The resource whose purpose string `screen` shows, or nil when the screen shows none.
    static func shownResource(of screen: Screen, in context: LintContext) -> String? {
        switch screen.kind.value {
        case .locationButton:
            return context.catalog.locationButtonResource?.displayName ?? context.catalog.locationButtonResourceID.rawValue
        case .alert:
            guard let resource = context.resource(of: screen), resource.takesPurpose else { return nil }
            return resource.displayName
        default:
            return nil
        }
    }

    /// Where `trimmed` starts inside `resolved`, in Characters.
    var trimmedOffset: Int {
        resolved.prefix(while: { $0.isWhitespace }).count
    }

    /// A violation underlining `length` Characters of `resolved` from `offset`.
    ///
    /// The position is found by walking the written words in order, so a phrase that also
    /// occurs earlier in the value, a value folded over several lines, or a block scalar is
    /// underlined where it really is. When the walk fails (escapes in a quoted string), the
    /// phrase's first occurrence, or the value's start, is used.
    func violation(at offset: Int, length: Int, _ message: String, in context: LintContext,
                   hint: String? = nil, severity: Severity? = nil) -> Violation {
        let count = rawIndex.count - 1
        let start = max(0, min(offset, count))
        let end = max(start, min(offset + length, count))
        if let (location, scalars) = written.location(rawFrom: rawIndex[start], to: rawIndex[end]) {
            return Violation(at: location, length: scalars, message, hint: hint, severity: severity, screen: screen.id.value)
        }
        let phrase = self.phrase(at: start, length: end - start)
        return context.violation(phrase, in: text, screen: screen, message, hint: hint, severity: severity)
    }

    /// Whether Characters `range` of `resolved` are all white space (true when it is empty),
    /// from the bytes when the text is ASCII without CR (where a byte is a Character): making
    /// the Characters of every English purpose cost 10 k instructions a text.
    func isWhitespace(_ range: Range<Int>) -> Bool {
        if let characters { return characters[range].allSatisfy(\.isWhitespace) }
        if let singleScalars {
            // A scalar is a Character, and white space is ASCII.
            return singleScalars[range].allSatisfy { ($0.value >= 0x09 && $0.value <= 0x0D) || $0.value == 0x20 }
        }
        return ByteScan.withBytes(resolved) { bytes in
            // Character.isWhitespace for ASCII: tab, line feed, vertical tab, form feed, CR, space.
            bytes[range].allSatisfy { ($0 >= 0x09 && $0 <= 0x0D) || $0 == 0x20 }
        }
    }

    /// `length` Characters of `resolved` from `offset`, without reading the text before them
    /// when it is ASCII (a rule quoting each of many phrases of a long purpose was quadratic).
    func phrase(at offset: Int, length: Int) -> String {
        if let characters {
            let start = max(0, min(offset, characters.count))
            return String(joining: characters[start..<max(start, min(start + max(0, length), characters.count))])
        }
        if let singleScalars {
            let start = max(0, min(offset, singleScalars.count))
            return String(scalars: singleScalars[start..<max(start, min(start + max(0, length), singleScalars.count))])
        }
        let utf8 = resolved.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: max(0, min(offset, utf8.count)))
        let end = utf8.index(start, offsetBy: max(0, min(length, utf8.distance(from: start, to: utf8.endIndex))))
        return String(resolved[start..<end])
    }
}

/// The words of a purpose as written in the flow file (or app file), each placed in the source
/// once: the walk that places a violation goes word by word from the value's start (so a phrase
/// that also occurs earlier, a value folded over lines or a block scalar is underlined where it
/// is), and redoing it for each violation made many violations in a long value quadratic. The
/// walk goes as far as a violation asks and keeps what it found; rules on several threads
/// share it.
final class WrittenWords: @unchecked Sendable {
    private let lock = Lock()
    private let text: Located<String>
    private let source: SourceFile
    /// The value's Characters, read on first use.
    private var raw: [Character]?
    private var limit = 0
    /// The words placed so far: their Character range in the value and where each starts in the source.
    private var words: [(start: Int, end: Int, location: SourceLocation)] = []
    /// Where the walk goes on: the next Character of the value, and the source position after the last word.
    private var next = 0
    private var cursor: SourceLocation
    /// A word was not found as written (escapes in a quoted string): no word after it can be placed.
    private var lost = false

    init(_ text: Located<String>, in source: SourceFile) {
        self.text = text
        self.source = source
        self.cursor = text.location
    }

    /// The source position of raw Character `from` and how many scalars reach raw Character `to`.
    func location(rawFrom from: Int, to: Int) -> (SourceLocation, Int)? {
        lock.withLock {
            let raw = self.raw ?? {
                let made = Array(text.value)
                self.raw = made
                limit = SourceFile.writtenLimit(of: text.value)
                return made
            }()
            guard from < raw.count, let word = word(containing: from, in: raw), from >= word.start else { return nil }
            let column = word.location.column + String(raw[word.start..<from]).unicodeScalars.count
            var scalars = String(raw[from..<max(from + 1, min(to, raw.count))]).unicodeScalars.count
            // A phrase folded over two lines is underlined to the end of its first line.
            if source.line(word.location.line) != nil {
                scalars = max(1, min(scalars, source.scalarCount(ofLine: word.location.line) - column + 1))
            }
            return (SourceLocation(line: word.location.line, column: column), scalars)
        }
    }

    /// The first word that ends after Character `index`, placed; nil when the walk cannot get there.
    private func word(containing index: Int, in raw: [Character]) -> (start: Int, end: Int, location: SourceLocation)? {
        if let last = words.last, index < last.end {
            // Placed already: the first word ending after `index`.
            var low = 0
            var high = words.count - 1
            while low < high {
                let middle = (low + high) / 2
                if words[middle].end > index { high = middle } else { low = middle + 1 }
            }
            return words[low]
        }
        while !lost, next < raw.count {
            if raw[next].isWhitespace {
                next += 1
                continue
            }
            var wordEnd = next
            while wordEnd < raw.count, !raw[wordEnd].isWhitespace { wordEnd += 1 }
            let word = String(raw[next..<wordEnd])
            guard let found = source.locate(word, from: cursor, maxLines: 3, maxScalars: limit) else {
                lost = true
                return nil
            }
            words.append((next, wordEnd, found))
            cursor = SourceLocation(line: found.line, column: found.column + word.unicodeScalars.count)
            next = wordEnd
            if index < wordEnd { return words[words.count - 1] }
        }
        return nil
    }
}

extension PurposeString {
    /// How a rule falls back to English words when the flow's locale lacks a list.
    enum EnglishFallback: String {
        /// The locale's own list only: the words are of its grammar.
        case none
        /// English's list when the locale has none (punctuation, sentence ends).
        case ifMissing
        /// Both lists: names and leftovers that are written in English in any locale.
        case merged
    }

    /// The vocabulary list `name` for the flow's locale.
    static func list(_ name: VocabularyList, in context: LintContext, english: EnglishFallback) -> [String] {
        let own = context.vocabulary.list(name)
        let englishList = { context.vocabularies.vocabulary(for: "en").list(name) }
        switch english {
        case .none: return own
        case .ifMissing: return own.isEmpty ? englishList() : own
        case .merged:
            let ownSet = Set(own)
            return own + englishList().filter { !ownSet.contains($0) }
        }
    }
}

extension PurposeString {
    /// A word of the resolved text: letters, digits and apostrophes (’ folded to ').
    struct Word: Equatable {
        /// As written.
        var text: String
        /// Lowercased, apostrophes folded.
        var folded: String
        /// Character offset in `resolved`.
        var offset: Int
        /// `text.count`, counted when the word is read (the sentence-case rule asked it of every
        /// word of every purpose: 41 M of 500 apps' 3,733 M, grapheme breaking each time).
        var length: Int
        /// The case facts `purpose-sentence-case` reads, found from the bytes or scalars the word
        /// is read from (`WordCase(text)` decoded every word's string again: 76 M of 500 apps).
        var cases: WordCase
    }

    /// The words of `resolved`, in order.
    /// The case facts the sentence-case rule reads, from bytes when the word is ASCII.
    struct WordCase: Equatable {
        var hasCase = false
        var hasLowercase = false
        var uppercaseAfterFirst = false
        var letters = 0
        var firstIsLowercase = false
        var firstIsUppercase = false

        init(_ text: String) {
            if ByteScan.isASCII(text) {
                self = ByteScan.withBytes(text) { WordCase(ascii: $0[...]) }
                return
            }
            if SingleScalarText.holds(text) {
                self = WordCase(singleScalars: Array(text.unicodeScalars)[...])
                return
            }
            self = WordCase(characters: text)
        }

        /// The facts of an ASCII word, from its bytes.
        init<Bytes: Collection<UInt8>>(ascii bytes: Bytes) {
            var index = 0
            for byte in bytes {
                let upper = byte >= 0x41 && byte <= 0x5A, lower = byte >= 0x61 && byte <= 0x7A
                if upper || lower { letters += 1; hasCase = true }
                if lower { hasLowercase = true }
                if index == 0 { (firstIsUppercase, firstIsLowercase) = (upper, lower) }
                if index > 0 && upper { uppercaseAfterFirst = true }
                index += 1
            }
        }

        /// The facts of a `SingleScalarText` word (ASCII and Hangul syllables, most Korean words),
        /// by scalar: a syllable is a letter without case, an ASCII scalar is read as its byte.
        init(singleScalars scalars: ArraySlice<Unicode.Scalar>) {
            var index = 0
            for scalar in scalars {
                let ascii = scalar.isASCII ? UInt8(scalar.value) : 0
                let upper = ascii >= 0x41 && ascii <= 0x5A, lower = ascii >= 0x61 && ascii <= 0x7A
                if upper || lower { hasCase = true }
                if lower { hasLowercase = true }
                if upper || lower || !scalar.isASCII { letters += 1 }
                if index == 0 { (firstIsUppercase, firstIsLowercase) = (upper, lower) }
                if index > 0 && upper { uppercaseAfterFirst = true }
                index += 1
            }
        }

        /// The same facts from `Character` properties: any text.
        init(characters text: String) {
            for (index, character) in text.enumerated() {
                if character.isUppercase || character.isLowercase { hasCase = true }
                if character.isLowercase { hasLowercase = true }
                if character.isLetter { letters += 1 }
                if index == 0 { (firstIsUppercase, firstIsLowercase) = (character.isUppercase, character.isLowercase) }
                if index > 0 && character.isUppercase { uppercaseAfterFirst = true }
            }
        }
    }

    static func words(of resolved: String) -> [Word] {
        if TextMatcher.isPlainASCII(resolved) { return asciiWords(of: resolved) }
        if SingleScalarText.holds(resolved) { return singleScalarWords(of: resolved) }
        return characterWords(of: resolved)
    }

    /// `words(of:)` for `SingleScalarText` (ASCII and Hangul syllables: most Korean copy), by
    /// scalars: a scalar is a Character, a syllable a letter, and ’ cannot occur.
    static func singleScalarWords(of resolved: String) -> [Word] {
        singleScalarWords(Array(resolved.unicodeScalars))
    }

    /// `singleScalarWords(of:)` from the text's scalars, decoded once by the caller.
    static func singleScalarWords(_ scalars: [Unicode.Scalar]) -> [Word] {
        var result: [Word] = []
        var start = -1
        for (index, scalar) in scalars.enumerated() {
            let isWord = scalar.isASCII ? TextMatcher.isASCIIWordByte(UInt8(scalar.value)) : true
            if isWord || (scalar == "'" && start >= 0) {
                if start < 0 { start = index }
            } else if start >= 0 {
                result.append(Self.singleScalarWord(scalars[start..<index], at: start))
                start = -1
            }
        }
        if start >= 0 { result.append(Self.singleScalarWord(scalars[start...], at: start)) }
        return result
    }

    /// `word(_:at:)` of single-scalar text, by scalars: trailing apostrophes dropped, folded as
    /// `TextMatcher.normalize` folds it (ASCII lowercased, a syllable itself).
    private static func singleScalarWord(_ scalars: ArraySlice<Unicode.Scalar>, at offset: Int) -> Word {
        var scalars = scalars
        while scalars.last == "'" { scalars.removeLast() }
        // Each string in one pass (a `String.UnicodeScalarView` appended to costs some 450
        // instructions a scalar); a word without capitals or backticks is its own fold.
        let text = String(scalars: scalars)
        let cases = WordCase(singleScalars: scalars)
        guard scalars.contains(where: { $0.isASCII && TextMatcher.foldASCII(UInt8($0.value)) != UInt8($0.value) }) else {
            return Word(text: text, folded: text, offset: offset, length: scalars.count, cases: cases)
        }
        let folded = scalars.map { $0.isASCII ? Unicode.Scalar(TextMatcher.foldASCII(UInt8($0.value))) : $0 }
        return Word(text: text, folded: String(scalars: folded), offset: offset, length: scalars.count, cases: cases)
    }

    /// `words(of:)` for ASCII text without CR (a Character is a byte).
    static func asciiWords(of resolved: String) -> [Word] {
        let bytes = Array(resolved.utf8)
        var result: [Word] = []
        var start = -1
        func close(at end: Int) {
            var last = end
            while last > start, bytes[last - 1] == 0x27 { last -= 1 }
            let text = String(decoding: bytes[start..<last], as: UTF8.self)
            // A word without capitals or backticks (most of them) is its own fold.
            let folds = bytes[start..<last].contains { TextMatcher.foldASCII($0) != $0 }
            result.append(Word(text: text, folded: folds ? String(decoding: bytes[start..<last].map(TextMatcher.foldASCII), as: UTF8.self) : text,
                               offset: start, length: last - start, cases: WordCase(ascii: bytes[start..<last])))
            start = -1
        }
        for (index, byte) in bytes.enumerated() {
            if TextMatcher.isASCIIWordByte(byte) || (byte == 0x27 && start >= 0) {
                if start < 0 { start = index }
            } else if start >= 0 {
                close(at: index)
            }
        }
        if start >= 0 { close(at: bytes.count) }
        return result
    }

    /// `words(of:)` over Characters: any text.
    static func characterWords(of resolved: String) -> [Word] {
        var result: [Word] = []
        var current = ""
        var start = 0
        for (index, character) in resolved.enumerated() {
            let isApostrophe = character == "'" || character == "\u{2019}"
            let isWord = character.utf8.count == 1
                ? TextMatcher.isASCIIWordByte(character.utf8.first ?? 0) : character.isLetter || character.isNumber
            if isWord || (isApostrophe && !current.isEmpty) {
                if current.isEmpty { start = index }
                current.append(character)
            } else if !current.isEmpty {
                result.append(Self.word(current, at: start))
                current = ""
            }
        }
        if !current.isEmpty { result.append(Self.word(current, at: start)) }
        return result
    }

    private static func word(_ text: String, at offset: Int) -> Word {
        var text = text
        while let last = text.last, last == "'" || last == "\u{2019}" { text.removeLast() }
        return Word(text: text, folded: TextMatcher.normalize(text), offset: offset, length: text.count, cases: WordCase(text))
    }

    /// List `name` compiled for matching, once per linter.
    static func matcher(_ name: VocabularyList, in context: LintContext, english: EnglishFallback,
                        caseSensitive: Bool = false) -> TextMatcher {
        context.cache.value(LintCacheKey(.purposePrepared, context.flow.locale.value, name.rawValue, english.rawValue, caseSensitive ? "cased" : "")) {
            TextMatcher(list(name, in: context, english: english), caseSensitive: caseSensitive)
        }
    }
}
