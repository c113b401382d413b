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
    /// What the purpose asks for, for messages ("camera", "location").
    let resourceName: String
    /// The words of `resolved`, read once for every rule.
    let words: [Word]
    /// The sentences of `resolved` (by the locale's sentence ends and abbreviations), read once.
    let sentences: [Sentences.Sentence]
    /// For each Character of `resolved` (and one past the end), the Character of `text.value`
    /// it comes from; characters of the app's name map to their placeholder.
    private let rawIndex: [Int]
    /// The flow file, to find columns in.
    private let flowSource: SourceFile

    init(screen: Screen, text: Located<String>, app: String, resourceName: String, source: SourceFile,
         sentenceEnds: [String] = ["."], abbreviations: Set<String> = []) {
        self.screen = screen
        self.flowSource = source
        self.text = text
        self.resourceName = resourceName
        let resolvedText: String
        if ByteScan.isASCIIWithoutCR(text.value), ByteScan.isASCIIWithoutCR(app) {
            // ASCII (most copy): the same resolution on bytes, where a byte is a Character.
            (resolvedText, rawIndex) = AppNamePlaceholders.resolvedASCII(text.value, app: app)
            trimmed = Sentences.trimmedASCII(resolvedText)
        } else {
            let (resolved, index) = AppNamePlaceholders.resolve(Array(text.value), name: Array(app), placeholders: AppNamePlaceholders.all.map { Array($0) })
            (resolvedText, rawIndex) = (String(resolved), index)
            trimmed = TextMatcher.isPlainASCII(resolvedText) ? Sentences.trimmedASCII(resolvedText) : Sentences.trimmed(resolved[...])
        }
        self.resolved = resolvedText
        self.words = Self.words(of: resolvedText)
        self.sentences = Sentences.split(resolvedText, ends: sentenceEnds, abbreviationSet: abbreviations)
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
            // A health alert shows two: the read purpose (`purpose`) and the share one.
            return [screen.purpose, screen.sharePurpose].compactMap { text in
                guard let text, !TextMatcher.isBlank(text.value) else { return nil }
                return PurposeString(screen: screen, text: text, app: context.flow.app.value,
                                     resourceName: resourceName, source: context.flow.source,
                                     sentenceEnds: ends, abbreviations: abbreviations)
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
        let characters = Array(resolved)
        let start = max(0, min(offset, characters.count))
        let end = max(start, min(offset + length, characters.count))
        let phrase = String(characters[start..<end])
        if let (location, scalars) = sourceLocation(rawFrom: rawIndex[start], to: rawIndex[end]) {
            return Violation(at: location, length: scalars, message, hint: hint, severity: severity, screen: screen.id.value)
        }
        return context.violation(phrase, in: text, screen: screen, message, hint: hint, severity: severity)
    }

    /// The source position of raw Character `from` and how many scalars reach raw Character `to`.
    private func sourceLocation(rawFrom from: Int, to: Int) -> (SourceLocation, Int)? {
        let raw = Array(text.value)
        guard from < raw.count else { return nil }
        var cursor = text.location
        let limit = SourceFile.writtenLimit(of: text.value)
        var index = 0
        while index < raw.count {
            if raw[index].isWhitespace {
                index += 1
                continue
            }
            var wordEnd = index
            while wordEnd < raw.count, !raw[wordEnd].isWhitespace { wordEnd += 1 }
            let word = String(raw[index..<wordEnd])
            guard let found = flowSource.locate(word, from: cursor, maxLines: 3, maxScalars: limit) else { return nil }
            if from < wordEnd {
                guard from >= index else { return nil }
                let column = found.column + String(raw[index..<from]).unicodeScalars.count
                var scalars = String(raw[from..<max(from + 1, min(to, raw.count))]).unicodeScalars.count
                // A phrase folded over two lines is underlined to the end of its first line.
                if flowSource.line(found.line) != nil {
                    scalars = max(1, min(scalars, flowSource.scalarCount(ofLine: found.line) - column + 1))
                }
                return (SourceLocation(line: found.line, column: column), scalars)
            }
            cursor = SourceLocation(line: found.line, column: found.column + word.unicodeScalars.count)
            index = wordEnd
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
    struct Word {
        /// As written.
        var text: String
        /// Lowercased, apostrophes folded.
        var folded: String
        /// Character offset in `resolved`.
        var offset: Int
        var length: Int { text.count }
    }

    /// The words of `resolved`, in order.
    /// The case facts the sentence-case rule reads, from bytes when the word is ASCII.
    struct WordCase {
        var hasCase = false
        var hasLowercase = false
        var uppercaseAfterFirst = false
        var letters = 0
        var firstIsLowercase = false
        var firstIsUppercase = false

        init(_ text: String) {
            if ByteScan.isASCII(text) {
                for (index, byte) in text.utf8.enumerated() {
                    let upper = byte >= 0x41 && byte <= 0x5A, lower = byte >= 0x61 && byte <= 0x7A
                    if upper || lower { letters += 1; hasCase = true }
                    if lower { hasLowercase = true }
                    if index == 0 { (firstIsUppercase, firstIsLowercase) = (upper, lower) }
                    if index > 0 && upper { uppercaseAfterFirst = true }
                }
                return
            }
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
        return characterWords(of: resolved)
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
            result.append(Word(text: text, folded: String(decoding: bytes[start..<last].map(TextMatcher.foldASCII), as: UTF8.self),
                               offset: start))
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
        return Word(text: text, folded: TextMatcher.normalize(text), offset: offset)
    }

    /// List `name` compiled for matching, once per linter.
    static func matcher(_ name: VocabularyList, in context: LintContext, english: EnglishFallback,
                        caseSensitive: Bool = false) -> TextMatcher {
        context.cache.value(LintCacheKey(.purposePrepared, context.flow.locale.value, name.rawValue, english.rawValue, caseSensitive ? "cased" : "")) {
            TextMatcher(list(name, in: context, english: english), caseSensitive: caseSensitive)
        }
    }
}
