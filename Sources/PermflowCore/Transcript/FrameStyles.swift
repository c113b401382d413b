/// The colours and attributes of a recorded frame, beside its text (`frame`), so a review and an
/// export show what the person saw rather than monochrome text. Optional in every line that has
/// a frame: transcripts written before it (or by hand) have none and read as before.
///
/// `palette` lists each distinct style once as `FOREGROUND BACKGROUND ATTRIBUTES`: a colour is
/// `#rrggbb` (`#rrggbbaa` when translucent) or `-` for the terminal's default, attributes are
/// letters out of `bdru` (bold, dim, reverse, underline) or `-`. `rows` has one array per frame
/// row, flattened pairs of a palette index and how many cells (a wide character counts two)
/// take that style, left to right.
public struct FrameStyles: Sendable, Equatable, Codable {
    public var palette: [String]
    public var rows: [[Int]]

    /// The most palette entries a transcript may hold: far more than the theme has colours.
    public static let maximumPalette = 4096

    public init(palette: [String], rows: [[Int]]) {
        self.palette = palette
        self.rows = rows
    }

    /// The styles of every cell of `frame`, rows at the bottom with nothing drawn left out (as
    /// the frame's text leaves out its empty lines).
    public init(_ frame: Frame) {
        // Keyed by the style itself: a palette entry is written once per style, not per cell.
        struct Key: Hashable {
            var foreground: RGBAColor?
            var background: RGBAColor?
            var attributes: UInt8
        }
        var palette: [String] = []
        var index: [Key: Int] = [:]
        var rows: [[Int]] = []
        for row in 0..<frame.height {
            var runs: [Int] = []
            for column in 0..<frame.width {
                let cell = frame[column, row]
                let key = Key(foreground: cell.foreground, background: cell.background, attributes: cell.attributes.rawValue)
                let number: Int
                if let known = index[key] {
                    number = known
                } else {
                    number = palette.count
                    palette.append(Self.entry(cell))
                    index[key] = number
                }
                if runs.count >= 2, runs[runs.count - 2] == number {
                    runs[runs.count - 1] += 1
                } else {
                    runs += [number, 1]
                }
            }
            rows.append(runs)
        }
        let plain = index[Key(foreground: nil, background: nil, attributes: 0)]
        while let last = rows.last, last.count <= 2, last.first == nil || last.first == plain { rows.removeLast() }
        self.init(palette: palette, rows: rows)
    }

    static func entry(_ cell: Cell) -> String {
        func colour(_ value: RGBAColor?) -> String {
            guard let value else { return "-" }
            var text = FrameSVG.hex(value)
            if value.alpha < 1 {
                text += String(Int((min(1, max(0, value.alpha)) * 255).rounded()), radix: 16).leftPadded(to: 2)
            }
            return text
        }
        var letters = ""
        if cell.attributes.contains(.bold) { letters += "b" }
        if cell.attributes.contains(.dim) { letters += "d" }
        if cell.attributes.contains(.reverse) { letters += "r" }
        if cell.attributes.contains(.underline) { letters += "u" }
        return colour(cell.foreground) + " " + colour(cell.background) + " " + (letters.isEmpty ? "-" : letters)
    }

    /// A palette entry as a style; nil when it is not one.
    static func style(_ entry: String) -> CellStyle? {
        let parts = entry.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        func colour(_ text: Substring) -> RGBAColor?? {
            if text == "-" { return .some(nil) }
            guard text.hasPrefix("#"), text.count == 7 || text.count == 9, let value = RGBAColor(hex: String(text)) else { return nil }
            return .some(value)
        }
        guard let foreground = colour(parts[0]), let background = colour(parts[1]) else { return nil }
        var attributes: CellAttributes = []
        if parts[2] != "-" {
            for letter in parts[2] {
                switch letter {
                case "b": attributes.insert(.bold)
                case "d": attributes.insert(.dim)
                case "r": attributes.insert(.reverse)
                case "u": attributes.insert(.underline)
                default: return nil
                }
            }
        }
        return CellStyle(foreground: foreground, background: background, attributes: attributes)
    }

    enum CodingKeys: String, CodingKey { case palette, rows }

    /// At most `maximumPalette` entries of at most 64 bytes, each a style; at most
    /// `TranscriptBounds.frameLines` rows of at most `Frame.maximumSide` runs, each index in the
    /// palette and each count 1…`Frame.maximumSide`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var list = try container.nestedUnkeyedContainer(forKey: .palette)
        if let count = list.count, count > Self.maximumPalette {
            throw TranscriptFieldError(message: "\"styles.palette\" must have at most \(Self.maximumPalette) entries; found \(count)")
        }
        var palette: [String] = []
        while !list.isAtEnd {
            let entry = try list.decode(String.self)
            guard entry.utf8.count <= 64, Self.style(entry) != nil else {
                throw TranscriptFieldError(message: "\"styles.palette\" entry \(palette.count + 1) must be "
                                           + "'FOREGROUND BACKGROUND ATTRIBUTES' (#rrggbb or -, letters of bdru or -)")
            }
            palette.append(entry)
        }
        var rowList = try container.nestedUnkeyedContainer(forKey: .rows)
        if let count = rowList.count, count > TranscriptBounds.frameLines {
            throw TranscriptFieldError(message: "\"styles.rows\" must have at most \(TranscriptBounds.frameLines) rows; found \(count)")
        }
        var rows: [[Int]] = []
        while !rowList.isAtEnd {
            var runs = try rowList.nestedUnkeyedContainer()
            if let count = runs.count, count > 2 * Frame.maximumSide || count % 2 != 0 {
                throw TranscriptFieldError(message: "\"styles.rows\" row \(rows.count + 1) must be pairs of a palette index and a count, "
                                           + "at most \(Frame.maximumSide) pairs; found \(count) numbers")
            }
            var row: [Int] = []
            while !runs.isAtEnd {
                let value = try runs.decode(Int.self)
                let isIndex = row.count % 2 == 0
                let legal = isIndex ? (0..<palette.count).contains(value) : (1...Frame.maximumSide).contains(value)
                guard legal else {
                    throw TranscriptFieldError(message: "\"styles.rows\" row \(rows.count + 1): "
                        + (isIndex ? "palette index must be 0…\(palette.count - 1)" : "count must be 1…\(Frame.maximumSide)")
                        + "; found \(value)")
                }
                row.append(value)
            }
            rows.append(row)
        }
        self.init(palette: palette, rows: rows)
    }

    /// The style of each cell of row `row`, as far as the row's runs go (at most `width`).
    func styles(row: Int, width: Int, parsed: [CellStyle]) -> [CellStyle] {
        guard row >= 0, row < rows.count else { return [] }
        var result: [CellStyle] = []
        let runs = rows[row]
        var pair = 0
        while pair + 1 < runs.count, result.count < width {
            let style = (0..<parsed.count).contains(runs[pair]) ? parsed[runs[pair]] : CellStyle()
            let count = min(max(0, runs[pair + 1]), width - result.count)
            result += Array(repeating: style, count: count)
            pair += 2
        }
        return result
    }
}

extension Frame {
    /// A recorded frame drawn again as cells: `lines` laid out with permflow's cell widths (made
    /// visible first), `styles` (when recorded) giving each cell its colours and attributes. The
    /// frame is `width` cells wide (held to 1…`maximumSide`, widened to the longest line) and as
    /// tall as the lines or the styled rows, whichever is more.
    public init(recorded lines: [String], styles: FrameStyles?, width: Int) {
        let lines = Array(lines.prefix(Self.maximumSide))
        var longest = 0
        for line in lines where longest < Self.maximumSide { longest = max(longest, CellWidth.of(VisibleText.sanitize(line))) }
        let columns = min(Self.maximumSide, max(1, width, longest))
        let rows = min(Self.maximumSide, max(lines.count, styles?.rows.count ?? 0))
        var canvas = Canvas(width: columns, height: rows)
        let parsed = styles?.palette.map { FrameStyles.style($0) ?? CellStyle() } ?? []
        for row in 0..<rows {
            let cellStyles = styles?.styles(row: row, width: columns, parsed: parsed) ?? []
            func style(_ column: Int) -> CellStyle { column < cellStyles.count ? cellStyles[column] : CellStyle() }
            var column = 0
            if row < lines.count {
                for glyph in TextLayout.glyphs(lines[row]) {
                    guard column < columns else { break }
                    canvas.put(glyph, column: column, row: row, style: style(column))
                    column += glyph.width
                }
            }
            let blank = TextLayout.Glyph(text: " ", width: 1)
            while column < cellStyles.count {
                canvas.put(blank, column: column, row: row, style: style(column))
                column += 1
            }
        }
        self = canvas.frame
    }
}
