/// Text attributes of a cell; kept apart from colour so monochrome terminals still show focus
/// (reverse video) and emphasis.
public struct CellAttributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = CellAttributes(rawValue: 1 << 0)
    public static let dim = CellAttributes(rawValue: 1 << 1)
    public static let reverse = CellAttributes(rawValue: 1 << 2)
    public static let underline = CellAttributes(rawValue: 1 << 3)
}

/// One terminal cell: a grapheme that is 1 or 2 cells wide (the cell after a wide one is a
/// continuation with empty text), its colours (nil = the terminal's default) and attributes.
public struct Cell: Sendable, Hashable {
    public var text: String
    public var width: Int
    public var foreground: RGBAColor?
    public var background: RGBAColor?
    public var attributes: CellAttributes

    public init(_ text: String = " ", width: Int = 1, foreground: RGBAColor? = nil, background: RGBAColor? = nil,
                attributes: CellAttributes = []) {
        self.text = text
        self.width = width
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let blank = Cell()

    /// The right half of a wide character: drawn by the cell before it.
    public var isContinuation: Bool { width == 0 }
}

/// Something clickable in a frame.
public enum HotspotTarget: Sendable, Hashable {
    /// Choice `index` of the current screen or alert.
    case choice(Int)
    /// The location alert's Precise switch.
    case preciseSwitch
}

public struct Hotspot: Sendable, Hashable {
    public var column: Int
    public var row: Int
    public var width: Int
    public var height: Int
    public var target: HotspotTarget

    public init(column: Int, row: Int, width: Int, height: Int, target: HotspotTarget) {
        self.column = column
        self.row = row
        self.width = width
        self.height = height
        self.target = target
    }

    public func contains(column c: Int, row r: Int) -> Bool {
        c >= column && c < column + width && r >= row && r < row + height
    }
}

/// A screenful of cells: what the renderer makes and the terminal adapter draws.
public struct Frame: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public internal(set) var cells: [Cell]
    public var hotspots: [Hotspot]
    /// Whether clicks outside every hotspot are "outside the buttons" of a screen that has only
    /// its own buttons (pre-alert, alert): the walk says so instead of ignoring them.
    public var modal: Bool
    /// The flow's texts the phone could not show whole here, in the order drawn (`text-fits`
    /// reads them, so lint measures with the renderer's own layout).
    public var cuts: [TextCut] = []

    /// The widest and tallest frame permflow draws, in cells: what `walk --size` and `render
    /// --size` accept, and the bound on a transcript's terminal size. A size from anywhere else
    /// (a real terminal, a file) is held to it, so no number can make a frame allocate more than
    /// a million cells (or overflow `width * height`).
    public static let maximumSide = 1000

    /// A frame of `width`×`height` cells, each side held to 0…`maximumSide`.
    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = min(max(0, width), Self.maximumSide)
        self.height = min(max(0, height), Self.maximumSide)
        cells = Array(repeating: fill, count: self.width * self.height)
        hotspots = []
        modal = false
    }

    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * width + column] }
        set {
            guard column >= 0, column < width, row >= 0, row < height else { return }
            cells[row * width + column] = newValue
        }
    }

    /// What is under a click, if anything.
    public func hit(column: Int, row: Int) -> HotspotTarget? {
        hotspots.last { $0.contains(column: column, row: row) }?.target
    }

    /// The frame as plain text, one line per row, trailing spaces removed; no escape codes.
    public var lines: [String] {
        // Gathered as UTF-8 bytes, one String a row: appending each cell's String and trimming
        // with `hasSuffix` cost 1.4 M instructions for one 80x24 frame, 3 % of a
        // scripted walk (docs/benchmarks.md, "speed25h"). Trailing spaces are trimmed as
        // characters were: a space is its own character unless the scalar before it is a
        // prepended mark (U+0600 …), which takes the first space into its character.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width)
        return (0..<height).map { row in
            bytes.removeAll(keepingCapacity: true)
            for cell in cells[(row * width)..<(row * width + width)] where !cell.isContinuation {
                bytes.append(contentsOf: cell.text.utf8)
            }
            var end = bytes.count
            while end > 0 && bytes[end - 1] == 0x20 { end -= 1 }
            if end < bytes.count && end > 0 && bytes[end - 1] >= 0x80,
               let last = String(decoding: bytes[max(0, end - 4)..<end], as: UTF8.self).unicodeScalars.last,
               String(String.UnicodeScalarView([last, " "])).count == 1 {
                end += 1
            }
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
    }

    public var plainText: String { lines.joined(separator: "\n") }
}

/// A flow text the phone shows cut short with `…`: too long for its line (a button), or for
/// the rows its part is given (a title, a body, an alert's purpose string).
public struct TextCut: Sendable, Equatable {
    public enum Part: String, Sendable, Equatable {
        case title, body, button
        /// The alert's message: the flow's purpose string.
        case purpose
    }

    public var part: Part
    /// The text as the flow gives it.
    public var text: String
    /// What the phone shows of it: its lines joined by spaces, ending in `…`.
    public var shown: String
}
