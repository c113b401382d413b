/// The Markdown NSUserTrackingMarkdownUsageDescription may use (iOS 27.2's EU tracking sheet):
/// paragraphs (separated by a blank line), bullet lists (`- ` or `* ` at a line's start), bold
/// (`**…**` or `__…__`) and italic (`*…*` or `_…_`). Apple lists exactly these and rules out
/// underline (Bundle Resources docs, shared/research/ios-alerts-2026-update.md).
///
/// Anything else is text: a heading's `#`, a link's brackets, backticks and HTML stay as
/// written, and `\*` writes a literal star. Parsing never fails; what is not well formed (a
/// marker left open, which styles the rest of its paragraph; syntax Apple's subset lacks; a
/// text past `maxLength` or `maxBlocks`, whose rest is not drawn) is listed in `issues` for lint. The renderer sanitizes every run before it
/// reaches a cell, as every flow string.
public struct MarkdownSubset: Sendable, Equatable {
    /// A run of text in one style.
    public struct Run: Sendable, Equatable {
        public var text: String
        public var bold: Bool
        public var italic: Bool

        public init(_ text: String, bold: Bool = false, italic: Bool = false) {
            self.text = text
            self.bold = bold
            self.italic = italic
        }
    }

    public enum Block: Sendable, Equatable {
        case paragraph([Run])
        case bullet([Run])

        public var runs: [Run] {
            switch self {
            case .paragraph(let runs), .bullet(let runs): runs
            }
        }
    }

    /// Something not well formed, at `offset` Characters into the text.
    public struct Issue: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// `**` or `*` (or `__`, `_`) opened and never closed in its paragraph or item.
            case unclosed(marker: String)
            /// Markdown outside the subset (`#` heading, `[link](…)`, `` ` ``, `<u>`): shown as written.
            case unsupported(what: String)
            /// Longer than `maxLength` Characters: the rest is not drawn.
            case tooLong(length: Int)
            /// More blocks than `maxBlocks`.
            case tooManyBlocks(count: Int)
        }

        public var kind: Kind
        public var offset: Int
        public var length: Int
    }

    public var blocks: [Block]
    public var issues: [Issue]
    /// Where the markers are (`**`, `*`, `_`, a bullet's `-`, an escape's backslash), in
    /// Characters from the text's start.
    public var markers: [Int]

    /// Longest text parsed, in Characters: a sheet reads in a minute, and the parse stays cheap.
    public static let maxLength = 4_000
    /// Most paragraphs and list items.
    public static let maxBlocks = 40

    public init(_ source: String) {
        var issues: [Issue] = []
        var characters = Array(source)
        if characters.count > Self.maxLength {
            issues.append(Issue(kind: .tooLong(length: characters.count), offset: Self.maxLength, length: characters.count - Self.maxLength))
            characters = Array(characters.prefix(Self.maxLength))
        }
        var blocks: [Block] = []
        var markers: [Int] = []
        // The paragraph being read: from its first line's text to its last line's end.
        var paragraph: (start: Int, end: Int)?
        func flushParagraph() {
            guard let (start, end) = paragraph else { return }
            // Its lines joined by spaces, one Character for each newline, so offsets stay the source's.
            let joined = characters[start..<end].map { $0 == "\n" || $0 == "\r" ? " " : $0 }
            blocks.append(.paragraph(Self.inline(Self.trimEnd(joined), at: start, issues: &issues, markers: &markers)))
            paragraph = nil
        }
        var lineStart = 0
        var index = 0
        while index <= characters.count {
            guard index == characters.count || characters[index] == "\n" else { index += 1; continue }
            let line = Array(characters[lineStart..<index])
            let trimmed = Array(line.drop { $0 == " " || $0 == "\t" })
            let indent = line.count - trimmed.count
            if trimmed.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
                flushParagraph()
            } else if trimmed.count >= 2, trimmed[0] == "-" || trimmed[0] == "*" || trimmed[0] == "+", trimmed[1] == " " {
                flushParagraph()
                let body = Array(trimmed.dropFirst(2).drop { $0 == " " })
                markers.append(lineStart + indent)
                blocks.append(.bullet(Self.inline(Self.trimEnd(body), at: lineStart + indent + (trimmed.count - body.count),
                                                  issues: &issues, markers: &markers)))
            } else {
                if trimmed.first == "#" {
                    issues.append(Issue(kind: .unsupported(what: "a heading (#)"), offset: lineStart + indent, length: 1))
                }
                paragraph = (paragraph?.start ?? lineStart + indent, index)
            }
            index += 1
            lineStart = index
        }
        flushParagraph()
        if blocks.count > Self.maxBlocks {
            issues.append(Issue(kind: .tooManyBlocks(count: blocks.count), offset: 0, length: 0))
            blocks = Array(blocks.prefix(Self.maxBlocks))
        }
        self.blocks = blocks
        self.issues = issues
        self.markers = markers
    }

    /// `source` with every marker replaced by a space: the words people read, each at its place
    /// in the source, for the purpose rules (their findings point into the written text).
    public static func blanked(_ source: String) -> String {
        let parsed = MarkdownSubset(source)
        var characters = Array(source)
        for offset in parsed.markers where offset < characters.count { characters[offset] = " " }
        return String(characters)
    }

    /// The text without markers: what people read, for the purpose rules.
    public var plainText: String {
        blocks.map { block in block.runs.map(\.text).joined() }.joined(separator: "\n\n")
    }

    private static func trimEnd(_ text: [Character]) -> [Character] {
        var text = text
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }

    /// Bold and italic runs of one paragraph or item; `base` is its offset in the source.
    private static func inline(_ text: [Character], at base: Int, issues: inout [Issue], markers: inout [Int]) -> [Run] {
        var runs: [Run] = []
        var current: [Character] = []
        var bold = false
        var italic = false
        var boldOpen: (offset: Int, marker: String)?
        var italicOpen: (offset: Int, marker: String)?
        var reported: Set<String> = []
        func flush() {
            if !current.isEmpty { runs.append(Run(String(current), bold: bold, italic: italic)) }
            current = []
        }
        var index = 0
        while index < text.count {
            let character = text[index]
            if character == "\\", index + 1 < text.count, "*_\\#[]`".contains(text[index + 1]) {
                markers.append(base + index)
                current.append(text[index + 1])
                index += 2
                continue
            }
            if character == "*" || character == "_" {
                let double = index + 1 < text.count && text[index + 1] == character
                // An underscore inside a word (snake_case) is text, as CommonMark has it.
                let inWord = character == "_" && index > 0 && text[index - 1].isLetter
                    && index + (double ? 2 : 1) < text.count && text[index + (double ? 2 : 1)].isLetter
                if !inWord {
                    flush()
                    let marker = String(repeating: character, count: double ? 2 : 1)
                    markers.append(base + index)
                    if double { markers.append(base + index + 1) }
                    if double {
                        bold.toggle()
                        boldOpen = bold ? (base + index, marker) : nil
                    } else {
                        italic.toggle()
                        italicOpen = italic ? (base + index, marker) : nil
                    }
                    index += double ? 2 : 1
                    continue
                }
            }
            // Each kind of syntax outside the subset is reported once per paragraph or item.
            func unsupported(_ what: String, length: Int = 1) {
                guard reported.insert(what).inserted else { return }
                issues.append(Issue(kind: .unsupported(what: what), offset: base + index, length: length))
            }
            if character == "`" {
                unsupported("code (`)")
            } else if character == "[", let close = text[index...].firstIndex(of: "]"), close + 1 < text.count, text[close + 1] == "(" {
                unsupported("a link", length: close - index + 1)
            } else if character == "<", index + 2 < text.count, text[index + 1].isLetter || text[index + 1] == "/" {
                unsupported("HTML (<…>)")
            }
            current.append(character)
            index += 1
        }
        flush()
        for open in [boldOpen, italicOpen].compactMap({ $0 }) {
            issues.append(Issue(kind: .unclosed(marker: open.marker), offset: open.offset, length: open.marker.count))
        }
        return runs
    }
}
