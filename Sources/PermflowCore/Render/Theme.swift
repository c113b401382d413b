/// The colours of the phone, its alerts and the prototyper's own chrome, light or dark.
///
/// Colours are exact (`RGBAColor`); the terminal adapter maps them to what the terminal can
/// show. With colour off (`NO_COLOR`, monochrome) every lookup is nil and the renderer relies
/// on attributes alone: focus is reverse video, titles bold, the backdrop dim.
public struct Theme: Sendable {
    /// Every colour the renderer uses.
    public struct Palette: Sendable {
        public var phoneBorder: RGBAColor
        public var screenBackground: RGBAColor
        public var text: RGBAColor
        public var secondaryText: RGBAColor
        /// Tint of the app's buttons (iOS system blue).
        public var accent: RGBAColor
        /// Background of an app button that is not focused.
        public var buttonBackground: RGBAColor
        /// Text and background of the focused button (drawn with reverse video as well).
        public var focusText: RGBAColor
        public var focusBackground: RGBAColor
        public var alertBackground: RGBAColor
        public var alertText: RGBAColor
        public var alertButton: RGBAColor
        public var alertRule: RGBAColor
        /// Laid over the screen behind an alert.
        public var dimOverlay: RGBAColor
        public var mapFill: RGBAColor
        public var mapPin: RGBAColor
        public var switchOn: RGBAColor
        public var statusBackground: RGBAColor
        public var statusText: RGBAColor
        public var statusNote: RGBAColor
        public var recording: RGBAColor
        public var warning: RGBAColor
        public var panelBackground: RGBAColor
        public var panelText: RGBAColor
        public var panelBorder: RGBAColor
    }

    public let name: ThemeName
    /// Nil when colour is off.
    public let palette: Palette?

    public init(_ name: ThemeName, color: Bool = true) {
        self.name = name
        palette = color ? (name == .dark ? Self.dark : Self.light) : nil
    }

    /// A colour of the palette, or nil when colour is off.
    public subscript(_ role: KeyPath<Palette, RGBAColor>) -> RGBAColor? {
        palette?[keyPath: role]
    }

    static func hex(_ value: UInt32) -> RGBAColor {
        RGBAColor(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                  blue: Double(value & 0xFF) / 255)
    }

    static let light = palette(.light)
    static let dark = palette(.dark)

    /// The palette in one appearance. Each role names its light and its dark colour side by side,
    /// as iOS's dynamic colours carry both; they are iOS's own system colours where iOS has one
    /// (systemBlue, systemGray6 …).
    private static func palette(_ appearance: ThemeName) -> Palette {
        func color(_ light: UInt32, _ dark: UInt32) -> RGBAColor { hex(appearance == .dark ? dark : light) }
        return Palette(
            phoneBorder: color(0x8E8E93, 0x636366), screenBackground: color(0xFFFFFF, 0x000000),
            text: color(0x000000, 0xFFFFFF), secondaryText: color(0x6C6C70, 0xAEAEB2),
            accent: color(0x007AFF, 0x0A84FF), buttonBackground: color(0xE5F1FF, 0x0F2A4A),
            focusText: color(0xFFFFFF, 0xFFFFFF), focusBackground: color(0x007AFF, 0x0A84FF),
            alertBackground: color(0xF2F2F7, 0x2C2C2E), alertText: color(0x000000, 0xFFFFFF),
            alertButton: color(0x007AFF, 0x0A84FF), alertRule: color(0xC6C6C8, 0x48484A),
            dimOverlay: RGBAColor(red: 0, green: 0, blue: 0, alpha: appearance == .dark ? 0.55 : 0.4),
            mapFill: color(0x9FC7A1, 0x2F4F35), mapPin: color(0xFF3B30, 0xFF453A), switchOn: color(0x34C759, 0x30D158),
            statusBackground: color(0xE5E5EA, 0x1C1C1E), statusText: color(0x1C1C1E, 0xE5E5EA),
            statusNote: color(0x8A4B00, 0xFFD60A), recording: color(0xD70015, 0xFF453A), warning: color(0xB25000, 0xFF9F0A),
            panelBackground: color(0xF2F2F7, 0x1C1C1E), panelText: color(0x000000, 0xFFFFFF),
            panelBorder: color(0x8E8E93, 0x636366))
    }
}
