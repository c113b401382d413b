/// A rectangle of cells.
struct Rect: Sendable, Equatable {
    var column: Int
    var row: Int
    var width: Int
    var height: Int

    var right: Int { column + width }
    var bottom: Int { row + height }

    /// This rectangle shrunk by `dx` cells left and right and `dy` rows top and bottom.
    func inset(_ dx: Int, _ dy: Int) -> Rect {
        Rect(column: column + dx, row: row + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }
}

/// How a run of cells looks.
struct CellStyle: Sendable, Equatable {
    var foreground: RGBAColor?
    var background: RGBAColor?
    var attributes: CellAttributes = []

    init(foreground: RGBAColor? = nil, background: RGBAColor? = nil, attributes: CellAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    func with(_ extra: CellAttributes) -> CellStyle {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }
}

/// Draws into a `Frame`, keeping it whole: nothing lands outside it, a wide character is
/// never cut in half (one that would straddle the edge becomes a space), and drawing over half
/// of a wide character blanks its other half, so every row always adds up to the frame's width.
struct Canvas {
    var frame: Frame

    init(width: Int, height: Int) {
        frame = Frame(width: width, height: height)
    }

    var width: Int { frame.width }
    var height: Int { frame.height }

    /// Sets one glyph, mending any wide character it overlaps.
    mutating func put(_ glyph: TextLayout.Glyph, column: Int, row: Int, style: CellStyle) {
        guard row >= 0, row < height, column >= 0, column < width else { return }
        if glyph.width == 2 && column + 1 >= width {
            put(TextLayout.Glyph(text: " ", width: 1), column: column, row: row, style: style)
            return
        }
        clearOverlap(column: column, row: row)
        if glyph.width == 2 { clearOverlap(column: column + 1, row: row) }
        frame[column, row] = Cell(glyph.text, width: glyph.width, foreground: style.foreground,
                                  background: style.background, attributes: style.attributes)
        if glyph.width == 2 {
            frame[column + 1, row] = Cell("", width: 0, foreground: style.foreground,
                                          background: style.background, attributes: style.attributes)
        }
    }

    /// Before a cell is overwritten: a wide character it is half of loses its other half.
    private mutating func clearOverlap(column: Int, row: Int) {
        let cell = frame[column, row]
        if cell.isContinuation, column > 0 {
            var lead = frame[column - 1, row]
            lead.text = " "
            lead.width = 1
            frame[column - 1, row] = lead
        } else if cell.width == 2, column + 1 < width {
            var tail = frame[column + 1, row]
            tail.text = " "
            tail.width = 1
            frame[column + 1, row] = tail
        }
    }

    /// Fills a rectangle with spaces in `style`.
    mutating func fill(_ rect: Rect, style: CellStyle) {
        let space = TextLayout.Glyph(text: " ", width: 1)
        for row in max(0, rect.row)..<max(max(0, rect.row), min(height, rect.bottom)) {
            for column in max(0, rect.column)..<max(max(0, rect.column), min(width, rect.right)) {
                put(space, column: column, row: row, style: style)
            }
        }
    }

    /// Draws `text` on one row from `column`, in at most `width` cells, cut with `…` when
    /// longer. Returns the cells used.
    @discardableResult
    mutating func text(_ text: String, column: Int, row: Int, width: Int, style: CellStyle) -> Int {
        guard width > 0 else { return 0 }
        let fitted = TextLayout.truncate(text, to: width)
        var x = column
        for glyph in TextLayout.glyphs(fitted) {
            put(glyph, column: x, row: row, style: style)
            x += glyph.width
        }
        return x - column
    }

    /// Draws `text` centred in `width` cells from `column` (the whole span takes `style`).
    mutating func centred(_ text: String, column: Int, row: Int, width: Int, style: CellStyle) {
        guard width > 0 else { return }
        self.text(TextLayout.centre(text, width: width), column: column, row: row, width: width, style: style)
    }

    /// Repeats a one-cell character along a row.
    mutating func horizontal(_ character: String, column: Int, row: Int, width: Int, style: CellStyle) {
        let glyph = TextLayout.Glyph(text: character, width: 1)
        for x in column..<max(column, column + width) { put(glyph, column: x, row: row, style: style) }
    }

    /// A box-drawing border around `rect` with rounded corners.
    mutating func roundedBox(_ rect: Rect, style: CellStyle) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let glyph = { (text: String) in TextLayout.Glyph(text: text, width: 1) }
        put(glyph("╭"), column: rect.column, row: rect.row, style: style)
        put(glyph("╮"), column: rect.right - 1, row: rect.row, style: style)
        put(glyph("╰"), column: rect.column, row: rect.bottom - 1, style: style)
        put(glyph("╯"), column: rect.right - 1, row: rect.bottom - 1, style: style)
        horizontal("─", column: rect.column + 1, row: rect.row, width: rect.width - 2, style: style)
        horizontal("─", column: rect.column + 1, row: rect.bottom - 1, width: rect.width - 2, style: style)
        for row in (rect.row + 1)..<(rect.bottom - 1) {
            put(glyph("│"), column: rect.column, row: row, style: style)
            put(glyph("│"), column: rect.right - 1, row: row, style: style)
        }
    }

    /// Greys out a rectangle, as iOS dims the screen behind an alert: every cell turns dim and
    /// its colours sink under `overlay` (text further, toward its background).
    mutating func dim(_ rect: Rect, overlay: RGBAColor?) {
        // A dimmed screen has a handful of colours: each pair is blended once (a short list, as
        // a dictionary's first use of a new key type costs more than the search).
        var blended: [(colours: Pair, result: Pair)] = []
        let width = frame.width
        for row in max(0, rect.row)..<max(max(0, rect.row), min(height, rect.bottom)) {
            for column in max(0, rect.column)..<max(max(0, rect.column), min(width, rect.right)) {
                let index = row * width + column
                frame.cells[index].attributes.insert(.dim)
                guard let overlay else { continue }
                let colours = Pair(foreground: frame.cells[index].foreground, background: frame.cells[index].background)
                let result: Pair
                if let known = blended.first(where: { $0.colours == colours }) {
                    result = known.result
                } else {
                    let background = colours.background.map { overlay.over($0) }
                    var foreground = colours.foreground
                    if let original = colours.foreground {
                        let sunk = overlay.over(original)
                        foreground = background.map { RGBAColor(red: sunk.red, green: sunk.green, blue: sunk.blue, alpha: 0.5).over($0) } ?? sunk
                    }
                    result = Pair(foreground: foreground, background: background)
                    blended.append((colours, result))
                }
                frame.cells[index].foreground = result.foreground
                frame.cells[index].background = result.background
            }
        }
    }

    private struct Pair: Equatable {
        var foreground: RGBAColor?
        var background: RGBAColor?
    }

}
