/// A frame as an SVG picture, drawn from its cells: what `render --svg`, the HTML review and
/// the Markdown review's images show (Rich's `export_svg` and charm's `freeze` work the same way).
///
/// A frame drawn as text lines up only when the reader's font happens to draw every character
/// exactly one or two cells wide; no font does for both `─` and Hangul. Here every cell has an
/// explicit x (a wide character starts at its first cell and is squeezed into its two cells), so
/// the geometry comes from permflow's own cell-width model (`CellWidth`), not from the font.
/// The text stays text: selectable and searchable, one `<text>` per run of a row in one style.
/// The phone's and alerts' borders (`─ │ ╭ ╮ ╰ ╯`) are drawn as lines through their cells, as
/// xterm.js and kitty draw box drawing: no font then decides how long a border is.
///
/// Everything that came from a flow or a transcript is made visible first (`VisibleText`: no
/// control character, escape sequence or bidirectional control reaches the picture) and then
/// escaped for XML, so the result is well-formed XML whatever the cells hold.
public enum FrameSVG {
    /// One cell's size in the picture's units (CSS pixels when embedded as is).
    public static let cellWidth = 10
    public static let cellHeight = 20
    /// Blank cells kept around the phone.
    public static let margin = 1
    /// Monospace fonts first, those with Hangul next, then the generic fallback; the font only
    /// shapes the glyphs, never where they go.
    public static let fontFamily = "ui-monospace, Menlo, Consolas, 'DejaVu Sans Mono', 'Noto Sans Mono CJK KR', "
        + "'Apple SD Gothic Neo', 'Noto Sans CJK KR', monospace"
    static let fontSize = 16

    /// The colours a cell without its own takes: the terminal's default, per theme.
    static func defaults(_ theme: ThemeName) -> (foreground: RGBAColor, background: RGBAColor) {
        theme == .dark ? (Theme.hex(0xE5E5EA), Theme.hex(0x000000)) : (Theme.hex(0x1C1C1E), Theme.hex(0xFFFFFF))
    }

    /// What a picture of `frame` shows: the phone (the outermost rounded box), or, when there is
    /// none (too small a terminal), every drawn cell; with `margin` blank cells around it, so
    /// nothing beside the phone (the status line) shows at its edge.
    static func cropped(_ frame: Frame) -> Frame {
        let box = cropBox(frame)
        var result = Frame(width: box.width + 2 * margin, height: box.height + 2 * margin)
        for row in 0..<box.height {
            for column in 0..<box.width {
                var cell = frame[box.column + column, box.row + row]
                // Half of a wide character cut by the box's left edge.
                if column == 0, cell.isContinuation { cell = Cell(" ", foreground: cell.foreground, background: cell.background) }
                result[margin + column, margin + row] = cell
            }
        }
        return result
    }

    /// The part of `frame` a picture shows, before the margin is added.
    static func cropBox(_ frame: Frame) -> Rect {
        phoneBox(in: frame) ?? contentBox(of: frame) ?? Rect(column: 0, row: 0, width: frame.width, height: frame.height)
    }

    /// A mark beside the picture at one row: how the button on that row was chosen
    /// (`◀ 2 key`), drawn in the margin to the right of the phone.
    public struct Mark: Sendable, Equatable {
        /// The frame's row (before cropping).
        public var row: Int
        public var text: String
        /// What the mark says in a word, for tools: `key`, `digit`, `mouse`, `script`.
        public var kind: String

        public init(row: Int, text: String, kind: String) {
            self.row = row
            self.text = text
            self.kind = kind
        }
    }

    /// The accent of a choice mark: iOS's blue, with white text, in both themes.
    static let markColour = "#007aff"

    /// The first `╭` in reading order whose `─` run ends in `╮` and whose right side runs down
    /// in `│` to a `╯`: the phone, which the renderer draws before anything inside it.
    static func phoneBox(in frame: Frame) -> Rect? {
        for row in 0..<frame.height {
            for column in 0..<frame.width where frame[column, row].text == "╭" {
                var right = column + 1
                while right < frame.width, frame[right, row].text == "─" { right += 1 }
                guard right < frame.width, right > column + 1, frame[right, row].text == "╮" else { continue }
                var bottom = row + 1
                while bottom < frame.height, frame[right, bottom].text == "│" { bottom += 1 }
                guard bottom < frame.height, frame[right, bottom].text == "╯", frame[column, bottom].text == "╰" else { continue }
                return Rect(column: column, row: row, width: right - column + 1, height: bottom - row + 1)
            }
        }
        return nil
    }

    /// The smallest rectangle holding every cell that shows something.
    static func contentBox(of frame: Frame) -> Rect? {
        var minColumn = Int.max, minRow = Int.max, maxColumn = -1, maxRow = -1
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let cell = frame[column, row]
                let shows = (cell.text != " " && !cell.isContinuation) || cell.background != nil
                    || !cell.attributes.intersection([.reverse, .underline]).isEmpty
                guard shows else { continue }
                minColumn = min(minColumn, column)
                maxColumn = max(maxColumn, column)
                minRow = min(minRow, row)
                maxRow = max(maxRow, row)
            }
        }
        guard maxRow >= 0 else { return nil }
        return Rect(column: minColumn, row: minRow, width: maxColumn - minColumn + 1, height: maxRow - minRow + 1)
    }

    /// How one cell is painted once defaults, reverse video and translucency are resolved.
    struct Paint: Hashable {
        var foreground: String
        var background: String
        /// The cell's attributes but reverse video, which the colours already show.
        var attributes: CellAttributes
    }

    static func paint(_ cell: Cell, theme: ThemeName) -> Paint {
        let (defaultForeground, defaultBackground) = defaults(theme)
        let background = cell.background.map { $0.alpha < 1 ? $0.over(defaultBackground) : $0 } ?? defaultBackground
        let foreground = cell.foreground.map { $0.alpha < 1 ? $0.over(background) : $0 } ?? defaultForeground
        let reversed = cell.attributes.contains(.reverse)
        return Paint(foreground: hex(reversed ? background : foreground), background: hex(reversed ? foreground : background),
                     attributes: cell.attributes.subtracting(.reverse))
    }

    /// `#rrggbb`.
    static func hex(_ color: RGBAColor) -> String {
        func byte(_ value: Double) -> String {
            let number = Int((min(1, max(0, value.isNaN ? 0 : value)) * 255).rounded())
            return String(number, radix: 16).leftPadded(to: 2)
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    /// The SVG of `frame` in `theme`'s default colours (cells keep their own), cropped to the
    /// phone unless `crop` is false. `title` (a step's caption) becomes the picture's `<title>`,
    /// read by screen readers and shown on hover. `standalone` (a file of its own) adds the SVG
    /// namespace, which an `<svg>` inside an HTML page takes from the HTML parser instead.
    /// `mark` (a step's choice) is drawn beside the phone at its row, the picture widened for it.
    public static func svg(_ frame: Frame, theme: ThemeName, crop: Bool = true, title: String? = nil, standalone: Bool = true,
                           mark: Mark? = nil) -> String {
        let markRow = mark.map { crop ? $0.row - cropBox(frame).row + margin : $0.row }
        let frame = crop ? cropped(frame) : frame
        let area = Rect(column: 0, row: 0, width: frame.width, height: frame.height)
        let markText = mark.map { VisibleText.sanitize($0.text) } ?? ""
        let markCells = mark == nil ? 0 : min(Frame.maximumSide, TextLayout.width(markText)) + 3
        let columns = area.width + markCells
        let width = columns * cellWidth, height = area.height * cellHeight
        let (_, pageBackground) = defaults(theme)
        var out = "<svg"
        if standalone { out += " xmlns=\"http://www.w3.org/2000/svg\"" }
        out += " class=\"permflow-frame\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\""
        out += " font-family=\"\(fontFamily)\" font-size=\"\(fontSize)\""
        out += " data-columns=\"\(columns)\" data-rows=\"\(area.height)\">"
        if let title { out += "<title>\(xml(title))</title>" }
        out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(hex(pageBackground))\"/>"
        var backgrounds = ""
        var texts = ""
        for row in 0..<area.height {
            let frameRow = area.row + row
            let y = row * cellHeight
            // Backgrounds: one rectangle per run of cells with the same colour.
            var runStart = 0
            var runColour: String?
            func closeBackground(at end: Int) {
                if let colour = runColour, colour != hex(pageBackground) {
                    backgrounds += "<rect x=\"\(runStart * cellWidth)\" y=\"\(y)\" width=\"\((end - runStart) * cellWidth)\" "
                        + "height=\"\(cellHeight)\" fill=\"\(colour)\"/>"
                }
            }
            for column in 0..<area.width {
                let colour = paint(frame[area.column + column, frameRow], theme: theme).background
                if colour != runColour {
                    closeBackground(at: column)
                    runStart = column
                    runColour = colour
                }
            }
            closeBackground(at: area.width)
            texts += rowText(frame, row: frameRow, from: area.column, width: area.width, y: y, theme: theme)
        }
        out += backgrounds + texts
        if let mark, let row = markRow, row >= 0, row < area.height {
            // A badge to the right of the phone, its text squeezed into the cells it was given.
            let x = (area.width + 1) * cellWidth, y = row * cellHeight
            let cells = markCells - 2
            out += "<g class=\"permflow-choice\" data-chosen-row=\"\(row)\" data-method=\"\(xml(mark.kind))\">"
                + "<rect x=\"\(x - 2)\" y=\"\(y + 1)\" width=\"\(cells * cellWidth + 4)\" height=\"\(cellHeight - 2)\" rx=\"4\" fill=\"\(markColour)\"/>"
                + "<text x=\"\(x)\" y=\"\(y + cellHeight * 3 / 4 + 1)\" fill=\"#ffffff\" font-weight=\"bold\" textLength=\"\(cells * cellWidth)\" "
                + "lengthAdjust=\"spacingAndGlyphs\">\(xml(markText))</text></g>"
        }
        out += "</svg>"
        return out
    }

    /// The text of one row: a `<text>` per run of cells painted alike. Every glyph is placed at
    /// its cell's x explicitly; no whitespace is drawn (the cells' backgrounds are rectangles
    /// already), so no whitespace handling in any renderer (`xml:space`, `white-space`, GitHub's
    /// image proxy) can shift a glyph. A word of plain ASCII shares one `<tspan>` with one x per
    /// character; any other glyph has a `<tspan>` of its own, squeezed into its one or two cells
    /// with `textLength`. Between two words of a run stands one plain space outside any
    /// `<tspan>`, so the run still reads as its words (`Don’t Allow`, one `<text>`) when copied
    /// or searched, and the space's position does not matter: nothing after it depends on it.
    /// Underlined cells get a line under every cell of the run, blanks included.
    static func rowText(_ frame: Frame, row: Int, from start: Int, width: Int, y: Int, theme: ThemeName) -> String {
        let baseline = y + cellHeight * 3 / 4 + 1
        var out = ""
        var column = 0
        while column < width {
            let cell = frame[start + column, row]
            let style = paint(cell, theme: theme)
            var spans = ""
            var asciiText = ""
            var asciiX: [Int] = []
            // A blank seen since the last glyph drawn: the next word is preceded by one space.
            var gap = false
            func flushASCII() {
                guard !asciiText.isEmpty else { return }
                spans += "<tspan x=\"\(asciiX.map(String.init).joined(separator: " "))\">\(xml(asciiText))</tspan>"
                asciiText = ""
                asciiX = []
            }
            func separate() {
                guard gap else { return }
                flushASCII()
                if !spans.isEmpty { spans += " " }
                gap = false
            }
            var lines: [(box: String, column: Int, cells: Int)] = []
            var end = column
            while end < width, paint(frame[start + end, row], theme: theme) == style { end += 1 }
            var next = column
            while next < end {
                let current = frame[start + next, row]
                if current.isContinuation {
                    next += 1
                    continue
                }
                let cells = max(1, min(2, current.width, width - next))
                let text = current.text.isEmpty ? " " : current.text
                if text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) {
                    gap = true
                } else if cells == 1, boxCharacters.contains(text) {
                    flushASCII()
                    gap = true
                    if text == "─", let last = lines.last, last.box == "─", last.column + last.cells == next {
                        lines[lines.count - 1].cells += 1
                    } else {
                        lines.append((text, next, 1))
                    }
                } else if cells == 1, text.utf8.count == 1, let byte = text.utf8.first, byte >= 0x20, byte < 0x7F {
                    separate()
                    asciiText += text
                    asciiX.append(next * cellWidth)
                } else {
                    separate()
                    flushASCII()
                    spans += "<tspan x=\"\(next * cellWidth)\" textLength=\"\(cells * cellWidth)\" lengthAdjust=\"spacingAndGlyphs\">"
                        + xml(text) + "</tspan>"
                }
                next += cells
            }
            flushASCII()
            let dim = style.attributes.contains(.dim) ? " opacity=\"0.6\"" : ""
            for line in lines {
                out += "<path data-box=\"\(line.box)\" data-row=\"\(row)\" d=\"\(boxPath(line.box, x: line.column * cellWidth, y: y, cells: line.cells))\" "
                    + "fill=\"none\" stroke=\"\(style.foreground)\" stroke-width=\"1.5\"\(dim)/>"
            }
            if style.attributes.contains(.underline) {
                out += "<path data-underline=\"\(row)\" d=\"M\(column * cellWidth) \(baseline + 2)H\(end * cellWidth)\" "
                    + "fill=\"none\" stroke=\"\(style.foreground)\" stroke-width=\"1\"\(dim)/>"
            }
            if !spans.isEmpty {
                var attributes = "y=\"\(baseline)\" fill=\"\(style.foreground)\""
                if style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
                attributes += dim
                out += "<text \(attributes)>\(spans)</text>"
            }
            column = max(end, column + 1)
        }
        return out
    }

    /// The box-drawing characters the renderer uses, drawn as lines rather than glyphs: fonts
    /// disagree on their widths (a CJK font draws `─` two cells wide), and lines always meet.
    static let boxCharacters: Set<String> = ["─", "│", "╭", "╮", "╰", "╯", "├", "┤", "┬", "┴", "┼"]

    /// The path of `cells` cells of `box` from (`x`, `y`), the top left corner: lines through the
    /// middle of the cell, corners as quarter circles.
    static func boxPath(_ box: String, x: Int, y: Int, cells: Int) -> String {
        let w = cells * cellWidth, my = y + cellHeight / 2, r = cellWidth / 2
        switch box {
        case "─": return "M\(x) \(my)H\(x + w)"
        case "│": return "M\(x + r) \(y)V\(y + cellHeight)"
        case "╭": return "M\(x + w) \(my)A\(r) \(r) 0 0 0 \(x + r) \(my + r)V\(y + cellHeight)"
        case "╮": return "M\(x) \(my)A\(r) \(r) 0 0 1 \(x + r) \(my + r)V\(y + cellHeight)"
        case "╰": return "M\(x + r) \(y)V\(my - r)A\(r) \(r) 0 0 0 \(x + w) \(my)"
        case "╯": return "M\(x + r) \(y)V\(my - r)A\(r) \(r) 0 0 1 \(x) \(my)"
        case "├": return "M\(x + r) \(y)V\(y + cellHeight)M\(x + r) \(my)H\(x + w)"
        case "┤": return "M\(x + r) \(y)V\(y + cellHeight)M\(x) \(my)H\(x + r)"
        case "┬": return "M\(x) \(my)H\(x + w)M\(x + r) \(my)V\(y + cellHeight)"
        case "┴": return "M\(x) \(my)H\(x + w)M\(x + r) \(y)V\(my)"
        case "┼": return "M\(x) \(my)H\(x + w)M\(x + r) \(y)V\(y + cellHeight)"
        default: return ""
        }
    }

    /// Text safe in XML content and attribute values: made visible (`VisibleText`), markup
    /// characters as entities, and the two non-characters XML refuses as U+FFFD.
    public static func xml(_ text: String) -> String {
        VisibleText.escaped(text) { scalar in
            switch scalar {
            case "\n": " "
            case "\u{FFFE}", "\u{FFFF}": "\u{FFFD}"
            default: VisibleText.markupEntity(scalar)
            }
        }
    }
}
