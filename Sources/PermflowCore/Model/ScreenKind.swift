/// The kinds of screen a flow file can declare.
public enum ScreenKind: String, Sendable, CaseIterable, Codable {
    /// A screen of the app itself, with the actions a person can take.
    case app
    /// A custom screen shown before a system alert, with exactly one button.
    case preAlert = "pre-alert"
    /// The iOS standard permission alert; its title and buttons are the system's.
    case alert
    /// Core Location's location button.
    case locationButton = "location-button"
    /// A screen that tells people how to change a denial in Settings.
    case settings
    /// The end of a path: no way forward.
    case end
    /// No screen at all: the app reads a resource's authorization state and goes on to the
    /// screen its `on:` maps that state to (`CheckRouting`).
    case check
}
