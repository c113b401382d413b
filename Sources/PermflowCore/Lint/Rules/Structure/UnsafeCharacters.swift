/// Characters in flow text that can run terminal commands, reorder what a reader sees, or hide
/// words: what `flow-unsafe-text` looks for, and where each one is written in the source.
///
/// Flow text ends up in a terminal (the walker, `lint` output, transcripts printed with `cat`),
/// so an escape sequence in a title could repaint the screen or retitle the window, and a
/// bidirectional override can make a reviewer read something other than what the flow says.
/// Invisible format characters can also split a word so word-list rules do not see it
/// ("fr\u{200B}ee").
///
/// Decisions, documented in the rule:
/// - A line feed is allowed inside `body` and `purpose` (multi-line copy) and at the end of any
///   field (a YAML block scalar keeps one); elsewhere it is reported, since one-line fields are
///   printed on one line and a line break there can forge output lines.
/// - Every other C0 control (tab included), DEL and every C1 control (U+0080–U+009F, CSI
///   U+009B among them) is reported. An ESC or CSI that starts a sequence is reported once, for
///   the whole sequence.
/// - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are reported.
/// - Invisible format characters that only hide or split text are reported: U+00AD, U+180E,
///   U+200B, U+2028, U+2029, U+2060–U+2064, U+206A–U+206F, U+FEFF, U+FFF9–U+FFFB.
/// - Zero-width joiners that scripts and emoji need are allowed where they do that job:
///   U+200D ZERO WIDTH JOINER between emoji (👩‍💻) or between letters of scripts that use it
///   (Arabic, Indic …), U+200C ZERO WIDTH NON-JOINER between such letters, and the direction
///   marks U+200E, U+200F, U+061C unless they sit inside a Latin word or number, where they
///   only hide a split. More than two direction marks in a row are reported once, for the run.
/// - Tag characters (U+E0020–U+E007F) are allowed only as a subdivision flag's tag sequence:
///   right after U+1F3F4 WAVING BLACK FLAG, at most seven tag letters ended by U+E007F CANCEL TAG
///   (🏴 + "gbsct"). Anywhere else they are invisible text (a known way to hide instructions in
///   copy) and each run is reported once.
/// - More than `maxStackedMarks` combining marks (General_Category Mn or Me, variation selectors
///   included) in a row on one character are a "Zalgo" flood, reported once per character.
///   Real writing stacks far fewer: Vietnamese at most two (ệ = e + U+0323 + U+0302), Thai two
///   (a vowel and a tone mark), Devanagari two or three, Hebrew with points and cantillation
///   four; Hangul conjoining jamo are letters, not marks. A flood draws over the text around
///   the letter (on a phone and in many terminals), and hides the letter from readers and from
///   the copy rules' word lists.
enum UnsafeCharacters {
    /// One unsafe character (or escape sequence) inside a text value.
    struct Finding: Equatable {
        /// Index of the first scalar in the value's scalars.
        var offset: Int
        var scalar: Unicode.Scalar
        /// Why it is unsafe, e.g. "a bidirectional override that reorders the text after it".
        var reason: String
        /// Set when the finding is a flood of combining marks; `scalar` is then its first mark.
        var stack: MarkStack? = nil
    }

    /// A run of more than `maxStackedMarks` combining marks on one character.
    struct MarkStack: Equatable {
        /// How many marks are in the run.
        var marks: Int
        /// The scalar they sit on; nil when the run starts the text or a line.
        var base: Unicode.Scalar?
        /// 1-based position of that character in the text, counted as a reader counts
        /// characters (grapheme clusters).
        var character: Int
    }

    /// Most combining marks allowed in a row on one character (see the type's notes).
    static let maxStackedMarks = 4

    /// Longest tag sequence after 🏴 that is a flag: up to seven tag letters (a region code of
    /// two letters or three digits, then up to four more) and the cancel tag.
    static let maxFlagTags = 8

    /// The unsafe characters of `text`, in order. `allowsLineBreaks` is true for multi-line fields.
    static func findings(in text: String, allowsLineBreaks: Bool) -> [Finding] {
        // Printable ASCII (most copy) holds nothing unsafe: no controls, marks or direction codes.
        if ByteScan.isPrintableASCII(text) { return [] }
        let found = mayHoldUnsafeCharacter(text) ? characters(in: text, allowsLineBreaks: allowsLineBreaks) : []
        return merge(found, markStacks(in: text))
    }

    /// Whether `text` holds a scalar that `characters(in:)` acts on; every other scalar falls to
    /// its `default` and adds nothing. A pass over the scalars without the array and the look
    /// around that `characters(in:)` builds: nearly all non-ASCII copy (Korean, accented Latin)
    /// holds none (issue 32: 6.5 k instructions a Korean usage description before).
    static func mayHoldUnsafeCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x00AD, 0x061C, 0x180E, 0x200B...0x200F, 0x2028...0x202E,
                 0x2060...0x206F, 0xFEFF, 0xFFF9...0xFFFB, 0xE0020...0xE007F: true
            default: false
            }
        }
    }

    /// The two lists, each in text order, as one list in text order.
    private static func merge(_ first: [Finding], _ second: [Finding]) -> [Finding] {
        guard !second.isEmpty else { return first }
        var result: [Finding] = []
        result.reserveCapacity(first.count + second.count)
        var i = 0, j = 0
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && first[i].offset <= second[j].offset) {
                result.append(first[i])
                i += 1
            } else {
                result.append(second[j])
                j += 1
            }
        }
        return result
    }

    /// Combining marks (Mn, Me) piled on one character past `maxStackedMarks`, one finding per
    /// run. Reads the text once by characters, so the position it reports is one a reader can count.
    static func markStacks(in text: String) -> [Finding] {
        // Splitting into characters costs several times a pass over scalars, so first look for
        // a long enough run of marks at all (none lie below U+0300).
        var marksInRow = 0
        var flooded = false
        for scalar in text.unicodeScalars {
            // Hangul syllables and CJK ideographs (Lo) are letters: no property lookup for them.
            if scalar.value >= 0x300, !isHangulSyllableOrIdeograph(scalar), isCombiningMark(scalar) {
                marksInRow += 1
                if marksInRow > maxStackedMarks {
                    flooded = true
                    break
                }
            } else {
                marksInRow = 0
            }
        }
        guard flooded else { return [] }
        var result: [Finding] = []
        var offset = 0  // scalars read so far
        var position = 0  // characters read so far
        for character in text {
            position += 1
            var base: Unicode.Scalar?
            var run = 0
            var runStart = 0
            var runFirst: Unicode.Scalar = " "
            var runBase: Unicode.Scalar?
            func flush() {
                if run > maxStackedMarks {
                    result.append(Finding(offset: runStart, scalar: runFirst, reason: "",
                                          stack: MarkStack(marks: run, base: runBase, character: position)))
                }
                run = 0
            }
            for scalar in character.unicodeScalars {
                if isCombiningMark(scalar) {
                    if run == 0 {
                        runStart = offset
                        runFirst = scalar
                        runBase = base
                    }
                    run += 1
                } else {
                    flush()
                    base = scalar
                }
                offset += 1
            }
            flush()
        }
        return result
    }

    /// U+200E LEFT-TO-RIGHT MARK, U+200F RIGHT-TO-LEFT MARK, U+061C ARABIC LETTER MARK.
    private static func isDirectionMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// U+AC00–U+D7A3 (Hangul syllables) and U+4E00–U+9FFF (CJK unified ideographs): all Lo.
    private static func isHangulSyllableOrIdeograph(_ scalar: Unicode.Scalar) -> Bool {
        SingleScalarText.isHangulSyllable(scalar) || (0x4E00...0x9FFF).contains(scalar.value)
    }

    /// General_Category Mn (nonspacing) or Me (enclosing): what stacks on a letter.
    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Unsafe characters and sequences, one by one (runs of tags and direction marks once).
    static func characters(in text: String, allowsLineBreaks: Bool) -> [Finding] {
        let scalars = Array(text.unicodeScalars)
        // Line feeds from here on end the value (a block scalar keeps one): allowed anywhere.
        let trailingLineFeeds = (scalars.lastIndex { $0.value != 0x0A } ?? -1) + 1
        var result: [Finding] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let previous = index > 0 ? scalars[index - 1] : nil
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            let start = index
            index += 1
            switch scalar.value {
            case 0x0A:
                if allowsLineBreaks || start >= trailingLineFeeds { continue }
                result.append(Finding(offset: start, scalar: scalar,
                                      reason: "a line break in a one-line field, which can forge lines of output"))
            case 0x1B:
                switch next?.value {
                case 0x5B: // ESC [
                    index = endOfControlSequence(scalars, from: index + 1)
                    result.append(Finding(offset: start, scalar: scalar, reason: "starting an ANSI escape sequence (ESC [ \u{2026}) a terminal would run"))
                case 0x5D: // ESC ]
                    index = endOfOperatingSystemCommand(scalars, from: index + 1)
                    result.append(Finding(offset: start, scalar: scalar, reason: "starting an OSC escape sequence (ESC ] \u{2026}) a terminal would run"))
                default:
                    result.append(Finding(offset: start, scalar: scalar, reason: "which starts terminal escape sequences"))
                }
            case 0x9B:
                index = endOfControlSequence(scalars, from: index)
                result.append(Finding(offset: start, scalar: scalar, reason: "a C1 control that starts a terminal control sequence"))
            case 0x9D:
                index = endOfOperatingSystemCommand(scalars, from: index)
                result.append(Finding(offset: start, scalar: scalar, reason: "a C1 control that starts a terminal command"))
            case 0x00...0x1F, 0x7F...0x9F:
                result.append(Finding(offset: start, scalar: scalar, reason: "a control character"))
            case 0x202A...0x202E:
                result.append(Finding(offset: start, scalar: scalar, reason: "a bidirectional embedding or override that reorders the text around it"))
            case 0x2066...0x2069:
                result.append(Finding(offset: start, scalar: scalar, reason: "a bidirectional isolate that reorders the text around it"))
            case 0x2028, 0x2029:
                result.append(Finding(offset: start, scalar: scalar, reason: "a line break in disguise, which can forge lines of output"))
            case 0x00AD, 0x180E, 0x200B, 0x2060...0x2064, 0x206A...0x206F, 0xFEFF, 0xFFF9...0xFFFB:
                result.append(Finding(offset: start, scalar: scalar, reason: "an invisible character that can hide or split words"))
            case 0x200D:
                if Joiners.isAllowed(scalar, previous: previous, next: next) { continue }
                result.append(Finding(offset: start, scalar: scalar,
                                      reason: "an invisible joiner that joins nothing here and can hide or split words"))
            case 0x200C:
                if Joiners.isAllowed(scalar, previous: previous, next: next) { continue }
                result.append(Finding(offset: start, scalar: scalar,
                                      reason: "an invisible non-joiner that can hide or split words here"))
            case 0x200E, 0x200F, 0x061C:
                var end = index
                while end < scalars.count, isDirectionMark(scalars[end]) { end += 1 }
                if end - start > 2 {
                    index = end
                    result.append(Finding(offset: start, scalar: scalar,
                                          reason: "the first of \(end - start) invisible direction marks in a row, which only hide text"))
                } else if isLatinWordPart(previous) && isLatinWordPart(next) {
                    result.append(Finding(offset: start, scalar: scalar,
                                          reason: "an invisible direction mark inside a word, where it can only hide a split"))
                }
            case 0xE0020...0xE007F:
                var end = index
                while end < scalars.count, (0xE0020...0xE007F).contains(scalars[end].value) { end += 1 }
                index = end
                let run = end - start
                let isFlag = previous?.value == 0x1F3F4 && run >= 2 && run <= maxFlagTags
                    && scalars[end - 1].value == 0xE007F && !scalars[start..<(end - 1)].contains { $0.value == 0xE007F }
                if isFlag { continue }
                result.append(Finding(offset: start, scalar: scalar, reason: run == 1
                                      ? "an invisible tag character, which can carry hidden text"
                                      : "the first of \(run) invisible tag characters in a row, which can carry hidden text"))
            default:
                continue
            }
        }
        return result
    }

    /// Index after an ECMA-48 control sequence whose parameters start at `index`: parameter and
    /// intermediate bytes (0x20–0x3F), then one final byte (0x40–0x7E).
    private static func endOfControlSequence(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        var index = index
        while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
        if index < scalars.count, (0x40...0x7E).contains(scalars[index].value) { index += 1 }
        return index
    }

    /// Index after an operating system command whose text starts at `index`: it runs to BEL,
    /// ST (U+009C) or ESC \.
    private static func endOfOperatingSystemCommand(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        var index = index
        while index < scalars.count {
            switch scalars[index].value {
            case 0x07, 0x9C: return index + 1
            case 0x1B: return index + 1 < scalars.count && scalars[index + 1] == "\\" ? index + 2 : index
            default: index += 1
            }
        }
        return index
    }

    private static func isLatinWordPart(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.value < 0x0250 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
    }

    /// `U+202E RIGHT-TO-LEFT OVERRIDE`: the code and name, never the character itself.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let name = scalar.properties.name ?? controlNames[scalar.value] ?? "CONTROL CHARACTER"
        return "\(code) \(name)"
    }

    /// Names of the controls (Unicode gives them none, only aliases); the rest are "CONTROL CHARACTER".
    private static let controlNames: [UInt32: String] = [
        0x00: "NULL", 0x07: "BELL", 0x08: "BACKSPACE", 0x09: "CHARACTER TABULATION", 0x0A: "LINE FEED",
        0x0B: "LINE TABULATION", 0x0C: "FORM FEED", 0x0D: "CARRIAGE RETURN", 0x1B: "ESCAPE", 0x7F: "DELETE",
        0x85: "NEXT LINE", 0x9B: "CONTROL SEQUENCE INTRODUCER", 0x9C: "STRING TERMINATOR",
        0x9D: "OPERATING SYSTEM COMMAND",
    ]

    // MARK: Where a character is written

    /// A scalar of a value as written in the source: raw, or as a double-quoted escape such as `\e`.
    struct Written: Equatable {
        var scalar: Unicode.Scalar
        var location: SourceLocation
        /// Scalars of source text it takes (1 raw; 2 for `\e`, 6 for `\u001b` …).
        var length: Int
    }

    /// Where each of `findings` is written in `source`, for the value `text`; nil entries where
    /// that cannot be told for sure (the caller falls back to the value's location).
    ///
    /// The k-th occurrence of a scalar in the value is the k-th occurrence written in the value's
    /// source, raw or as an escape; when the counts differ (a line break made by folding, say)
    /// the position is unknown rather than guessed.
    static func locate(_ findings: [Finding], of text: Located<String>, in source: SourceFile) -> [Written?] {
        guard !findings.isEmpty, source.line(text.location.line) != nil else {
            return findings.map { _ in nil }
        }
        // Each search starts at the value's column and stops after what the value can take in
        // the source: a one-line flow is not walked from its start, or to its end, per value.
        let limit = SourceFile.writtenLimit(of: text.value)
        let written: [Written]
        if source.scalars(ofLine: text.location.line, from: text.location.column - 1, limit: 1) == "\"" {
            written = doubleQuoted(in: source, from: text.location, limit: limit)
        } else {
            written = raw(Set(findings.map(\.scalar)), in: source, from: text.location,
                          through: lastLine(of: text.location, in: source), limit: limit)
        }
        let value = Array(text.value.unicodeScalars)
        return findings.map { finding in
            let inSource = written.filter { $0.scalar == finding.scalar }
            let inValue = value.lazy.filter { $0 == finding.scalar }.count
            guard inSource.count == inValue else { return nil }
            let occurrence = value[..<finding.offset].lazy.filter { $0 == finding.scalar }.count
            return inSource[occurrence]
        }
    }

    /// The last line a value starting at `start` can span (outside double quotes): following
    /// lines belong to it while they are blank or indented deeper than the key it is the value
    /// of, as in YAML block mappings.
    private static func lastLine(of start: SourceLocation, in source: SourceFile) -> Int {
        guard let first = source.line(start.line) else { return start.line }
        // The key's column: past the indentation and any "- " of list items.
        var keyIndent = 0
        var scalars = first.unicodeScalars[...]
        while let next = scalars.first {
            if next == " " {
                keyIndent += 1
                scalars = scalars.dropFirst()
            } else if next == "-", scalars.dropFirst().first == " " {
                keyIndent += 2
                scalars = scalars.dropFirst(2)
            } else {
                break
            }
        }
        var last = start.line
        var lineNumber = start.line + 1
        while let line = source.line(lineNumber) {
            let indent = line.utf8.prefix { $0 == 0x20 }.count
            let blank = indent == line.utf8.count
            if !blank {
                guard indent > keyIndent else { break }
                last = lineNumber
            }
            lineNumber += 1
        }
        return last
    }

    /// The scalars of `wanted` written raw from `start` through line `lastLine`.
    /// At most `limit` scalars are looked at.
    private static func raw(_ wanted: Set<Unicode.Scalar>, in source: SourceFile, from start: SourceLocation,
                            through lastLine: Int, limit: Int) -> [Written] {
        var result: [Written] = []
        var budget = limit
        var lineNumber = start.line
        while lineNumber <= min(lastLine, source.lines.count), budget > 0 {
            let from = lineNumber == start.line ? max(0, start.column - 1) : 0
            let piece = source.scalars(ofLine: lineNumber, from: from, limit: budget)
            var count = 0
            for (offset, scalar) in piece.unicodeScalars.enumerated() {
                count += 1
                guard wanted.contains(scalar) else { continue }
                result.append(Written(scalar: scalar, location: SourceLocation(line: lineNumber, column: from + offset + 1), length: 1))
            }
            budget -= count
            lineNumber += 1
        }
        return result
    }

    /// The non-printable scalars of the double-quoted scalar whose opening quote is at `start`,
    /// decoding YAML escapes, up to the closing quote.
    /// At most `limit` scalars are looked at.
    private static func doubleQuoted(in source: SourceFile, from start: SourceLocation, limit: Int) -> [Written] {
        var result: [Written] = []
        var budget = limit
        var lineNumber = start.line
        var first = true
        while source.line(lineNumber) != nil, budget > 0 {
            let from = first ? start.column : 0  // just after the opening quote on the first line
            first = false
            let scalars = Array(source.scalars(ofLine: lineNumber, from: from, limit: budget).unicodeScalars)
            budget -= scalars.count
            var index = 0
            while index < scalars.count {
                let scalar = scalars[index]
                let location = SourceLocation(line: lineNumber, column: from + index + 1)
                if scalar == "\"" { return result }
                if scalar == "\\" {
                    guard index + 1 < scalars.count else { break }  // escaped line break
                    let (decoded, length) = decodeEscape(scalars, at: index + 1)
                    if let decoded, isCandidate(decoded) {
                        result.append(Written(scalar: decoded, location: location, length: length + 1))
                    }
                    index += length + 1
                    continue
                }
                if isCandidate(scalar) { result.append(Written(scalar: scalar, location: location, length: 1)) }
                index += 1
            }
            lineNumber += 1
        }
        return result
    }

    /// Scalars worth recording while decoding: anything that is not a printable letter,
    /// number, punctuation, symbol or space, and the combining marks a flood is made of.
    private static func isCandidate(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Decodes the YAML escape after a backslash at `index`: the scalar and how many source
    /// scalars the escape takes after the backslash.
    private static func decodeEscape(_ scalars: [Unicode.Scalar], at index: Int) -> (Unicode.Scalar?, Int) {
        let simple: [Unicode.Scalar: UInt32] = [
            "0": 0x00, "a": 0x07, "b": 0x08, "t": 0x09, "\t": 0x09, "n": 0x0A, "v": 0x0B, "f": 0x0C,
            "r": 0x0D, "e": 0x1B, " ": 0x20, "\"": 0x22, "/": 0x2F, "\\": 0x5C, "N": 0x85, "_": 0xA0,
            "L": 0x2028, "P": 0x2029,
        ]
        let letter = scalars[index]
        if let value = simple[letter] { return (Unicode.Scalar(value), 1) }
        let digits: Int
        switch letter {
        case "x": digits = 2
        case "u": digits = 4
        case "U": digits = 8
        default: return (nil, 1)
        }
        guard index + digits < scalars.count else { return (nil, 1) }
        let hex = String(scalars: scalars[(index + 1)...(index + digits)])
        guard let value = UInt32(hex, radix: 16) else { return (nil, 1) }
        return (Unicode.Scalar(value), 1 + digits)
    }
}
