/// Light or dark colours for the phone and its alerts.
public enum ThemeName: String, Sendable, CaseIterable, Codable {
    case light, dark
}

/// What the renderer needs besides the walk state.
public struct RenderOptions: Sendable {
    public var width: Int
    public var height: Int
    public var theme: ThemeName
    /// False for NO_COLOR and monochrome output: cells carry no colours, only attributes.
    public var color: Bool
    /// Shows `● REC` in the status line.
    public var recording: Bool
    /// Lint findings the flow carries (shown as counts in the status line, listed with `w`):
    /// its warnings, and its errors when it is walked with them (`walk --allow-errors`).
    public var warnings: [Diagnostic]
    /// A message for the status line's panel (e.g. lint errors after a reload).
    public var banner: String?

    public init(width: Int = 80, height: Int = 24, theme: ThemeName = .light, color: Bool = true,
                recording: Bool = false, warnings: [Diagnostic] = [], banner: String? = nil) {
        self.width = width
        self.height = height
        self.theme = theme
        self.color = color
        self.recording = recording
        self.warnings = warnings
        self.banner = banner
    }
}
