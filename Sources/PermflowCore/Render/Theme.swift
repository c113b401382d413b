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

    // The colours are iOS's own system colours where iOS has one (systemBlue, systemGray6 …).
    static let light = Palette(
        phoneBorder: hex(0x8E8E93), screenBackground: hex(0xFFFFFF), text: hex(0x000000),
        secondaryText: hex(0x6C6C70), accent: hex(0x007AFF), buttonBackground: hex(0xE5F1FF),
        focusText: hex(0xFFFFFF), focusBackground: hex(0x007AFF),
        alertBackground: hex(0xF2F2F7), alertText: hex(0x000000), alertButton: hex(0x007AFF), alertRule: hex(0xC6C6C8),
        dimOverlay: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.4),
        mapFill: hex(0x9FC7A1), mapPin: hex(0xFF3B30), switchOn: hex(0x34C759),
        statusBackground: hex(0xE5E5EA), statusText: hex(0x1C1C1E), statusNote: hex(0x8A4B00),
        recording: hex(0xD70015), warning: hex(0xB25000),
        panelBackground: hex(0xF2F2F7), panelText: hex(0x000000), panelBorder: hex(0x8E8E93))

    static let dark = Palette(
        phoneBorder: hex(0x636366), screenBackground: hex(0x000000), text: hex(0xFFFFFF),
        secondaryText: hex(0xAEAEB2), accent: hex(0x0A84FF), buttonBackground: hex(0x0F2A4A),
        focusText: hex(0xFFFFFF), focusBackground: hex(0x0A84FF),
        alertBackground: hex(0x2C2C2E), alertText: hex(0xFFFFFF), alertButton: hex(0x0A84FF), alertRule: hex(0x48484A),
        dimOverlay: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.55),
        mapFill: hex(0x2F4F35), mapPin: hex(0xFF453A), switchOn: hex(0x30D158),
        statusBackground: hex(0x1C1C1E), statusText: hex(0xE5E5EA), statusNote: hex(0xFFD60A),
        recording: hex(0xFF453A), warning: hex(0xFF9F0A),
        panelBackground: hex(0x1C1C1E), panelText: hex(0xFFFFFF), panelBorder: hex(0x636366))
}
