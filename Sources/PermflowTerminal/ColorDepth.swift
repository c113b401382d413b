import PermflowCore

/// How a terminal can show colour, best first. Chosen once at start by `ColorDepth.detect`.
public enum ColorDepth: String, Sendable, Equatable, CaseIterable {
    /// Colour numbers are 24-bit RGB (a direct-colour terminfo entry such as xterm-direct).
    case direct
    /// True colour by redefining palette entries 16–255 (COLORTERM says the terminal renders
    /// 24-bit colour and terminfo says its palette can be changed).
    case palette
    /// The xterm 256-colour palette: the nearest of the 6×6×6 cube and the grey ramp.
    case indexed256
    /// The eight ANSI colours.
    case indexed8
    /// No colour: attributes only (reverse video shows focus). Also what NO_COLOR asks for.
    case none

    /// Whether cells may carry colour at all (`RenderOptions.color`).
    public var showsColor: Bool { self != .none }

    /// The depth to use, from what the environment and terminfo say.
    ///
    /// - Parameters:
    ///   - environment: `NO_COLOR` (any non-empty value turns colour off, https://no-color.org)
    ///     and `COLORTERM` (`truecolor` or `24bit`).
    ///   - hasColors: curses `has_colors()`.
    ///   - colors: curses `COLORS`.
    ///   - canChangeColor: curses `can_change_color()`.
    public static func detect(environment: [String: String], hasColors: Bool, colors: Int, canChangeColor: Bool) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        guard hasColors, colors >= 8 else { return .none }
        if colors >= 1 << 24 { return .direct }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colors >= 256, canChangeColor, colorTerm == "truecolor" || colorTerm == "24bit" { return .palette }
        if colors >= 256 { return .indexed256 }
        return .indexed8
    }
}

/// An opaque colour in 8-bit channels: what palettes and terminals deal in.
public struct RGB8: Sendable, Hashable {
    public var red: Int
    public var green: Int
    public var blue: Int

    /// 0xRRGGBB: a colour number for direct-colour terminals.
    public var packed: Int { red << 16 | green << 8 | blue }

    /// Squared distance, weighted roughly as the eye weighs the channels.
    public func distance(to other: RGB8) -> Int {
        let dr = red - other.red, dg = green - other.green, db = blue - other.blue
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db
    }

    /// Perceived lightness, 0–255.
    public var lightness: Int { (299 * red + 587 * green + 114 * blue) / 1000 }
}

extension RGB8 {
    /// `color` as the terminal will show it; a translucent colour is laid over `backdrop`.
    public init(_ color: RGBAColor, over backdrop: RGBAColor? = nil) {
        let opaque = color.alpha < 1 ? color.over(backdrop ?? .black) : color
        func channel(_ value: Double) -> Int { Int((min(1, max(0, value)) * 255).rounded()) }
        self.init(red: channel(opaque.red), green: channel(opaque.green), blue: channel(opaque.blue))
    }
}

/// Nearest palette entries. Pure.
public enum ColorMapper {
    /// The levels of each channel of xterm's 6×6×6 cube (colours 16–231).
    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The RGB of xterm colour `index` (16–255; 0–15 vary by terminal theme and are not used).
    public static func xterm256(_ index: Int) -> RGB8 {
        if index >= 232 {
            let level = 8 + 10 * (index - 232)
            return RGB8(red: level, green: level, blue: level)
        }
        let cube = max(0, index - 16)
        return RGB8(red: cubeLevels[cube / 36], green: cubeLevels[(cube / 6) % 6], blue: cubeLevels[cube % 6])
    }

    /// The nearest of xterm's cube (16–231) and grey ramp (232–255).
    public static func nearest256(_ color: RGB8) -> Int {
        func nearestLevel(_ value: Int) -> Int {
            var best = 0
            for (index, level) in cubeLevels.enumerated() where abs(level - value) < abs(cubeLevels[best] - value) {
                best = index
            }
            return best
        }
        let cube = 16 + 36 * nearestLevel(color.red) + 6 * nearestLevel(color.green) + nearestLevel(color.blue)
        let average = (color.red + color.green + color.blue) / 3
        let grey = 232 + min(23, max(0, (average - 3) / 10))
        return color.distance(to: xterm256(grey)) < color.distance(to: xterm256(cube)) ? grey : cube
    }

    /// The nearest of the eight ANSI colours, by hue: with so few colours, distance in RGB
    /// would turn iOS blue into cyan. Greys become black or white by lightness.
    public static func nearest8(_ color: RGB8) -> Int {
        let high = max(color.red, color.green, color.blue)
        let low = min(color.red, color.green, color.blue)
        let chroma = high - low
        if chroma < 64 || high < 48 { return color.lightness >= 128 ? 7 : 0 }
        var hue: Double
        let c = Double(chroma)
        if high == color.red {
            hue = 60 * (Double(color.green - color.blue) / c)
        } else if high == color.green {
            hue = 60 * (Double(color.blue - color.red) / c) + 120
        } else {
            hue = 60 * (Double(color.red - color.green) / c) + 240
        }
        if hue < 0 { hue += 360 }
        // Sextants centred on red, yellow, green, cyan, blue, magenta.
        let sextant = Int((hue + 30).truncatingRemainder(dividingBy: 360) / 60)
        return [1, 3, 2, 6, 4, 5][min(5, max(0, sextant))]
    }
}

/// Palette entries allocated for exact colours (`ColorDepth.palette`). Pure: the adapter
/// defines the entries it is told are new.
public struct PaletteSlots: Sendable {
    public let slots: Range<Int>
    private var assigned: [RGB8: Int] = [:]
    private var order: [(RGB8, Int)] = []

    public init(slots: Range<Int> = 16..<256) {
        self.slots = slots
    }

    /// The entry showing `color`; `isNew` when the caller must define it. When every entry is
    /// taken, the nearest colour already defined.
    public mutating func slot(for color: RGB8) -> (index: Int, isNew: Bool) {
        if let index = assigned[color] { return (index, false) }
        if order.count < slots.count {
            let index = slots.lowerBound + order.count
            assigned[color] = index
            order.append((color, index))
            return (index, true)
        }
        guard let nearest = order.min(by: { $0.0.distance(to: color) < $1.0.distance(to: color) }) else {
            return (-1, false)
        }
        return (nearest.1, false)
    }
}

/// Colour pairs by (foreground, background) colour number, -1 being the terminal's default.
/// Pair 0 is the default pair; when curses has no pairs left, cells fall back to it.
public struct ColorPairTable: Sendable {
    public let capacity: Int
    /// Pair n is `keys[n - 1]`: searched in order (a walk defines a few dozen pairs; a
    /// dictionary type costs more to set up at start than the searches cost).
    private var keys: [Key] = []

    struct Key: Equatable {
        var foreground: Int32
        var background: Int32
    }

    /// - Parameter capacity: curses `COLOR_PAIRS` (pairs 1..<capacity are usable).
    public init(capacity: Int) {
        self.capacity = capacity
    }

    public var count: Int { keys.count }

    /// The pair for these colours; `isNew` when the caller must define it with `init_pair`.
    public mutating func pair(foreground: Int32, background: Int32) -> (pair: Int32, isNew: Bool) {
        if foreground == -1 && background == -1 { return (0, false) }
        let key = Key(foreground: foreground, background: background)
        if let index = keys.firstIndex(of: key) { return (Int32(index + 1), false) }
        let next = keys.count + 1
        guard next < capacity else { return (0, false) }
        keys.append(key)
        return (Int32(next), true)
    }
}

/// Turns a cell's colours into colour numbers for a depth (pure; the adapter defines them).
public struct ColorResolver: Sendable {
    public let depth: ColorDepth
    public private(set) var palette = PaletteSlots()

    public init(depth: ColorDepth) {
        self.depth = depth
    }

    /// Colour numbers for a cell's foreground and background (-1: the terminal's default), and
    /// palette entries to define first (index, colour).
    public mutating func numbers(foreground: RGBAColor?, background: RGBAColor?)
        -> (foreground: Int32, background: Int32, define: [(Int, RGB8)]) {
        guard depth.showsColor else { return (-1, -1, []) }
        let back = background.map { RGB8($0) }
        var fore = foreground.map { RGB8($0, over: background) }
        var define: [(Int, RGB8)] = []
        func number(_ color: RGB8?) -> Int32 {
            guard let color else { return -1 }
            switch depth {
            case .direct: return Int32(color.packed)
            case .palette:
                let (index, isNew) = palette.slot(for: color)
                if isNew { define.append((index, color)) }
                return Int32(index)
            case .indexed256: return Int32(ColorMapper.nearest256(color))
            case .indexed8: return Int32(ColorMapper.nearest8(color))
            case .none: return -1
            }
        }
        var foreNumber = number(fore)
        let backNumber = number(back)
        // Two different colours that land on one palette entry would hide the text: use black
        // or white, whichever stands out from the background.
        if let foreColor = fore, let backColor = back, foreColor != backColor, foreNumber == backNumber, foreNumber >= 0 {
            fore = backColor.lightness > 127 ? RGB8(red: 0, green: 0, blue: 0) : RGB8(red: 255, green: 255, blue: 255)
            switch depth {
            case .indexed8: foreNumber = backColor.lightness > 127 ? 0 : 7
            case .indexed256: foreNumber = backColor.lightness > 127 ? 16 : 231
            default: foreNumber = number(fore)
            }
        }
        return (foreNumber, backNumber, define)
    }
}
