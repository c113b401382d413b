/// Copy for `permflow init`: a plausible, guideline-following starting point per resource and
/// locale, meant to be edited. Data only: each locale file's `starters.copy` (`StarterWords`).
public struct StarterCopy: Sendable, Codable, Hashable {
    /// The action on the app screen that needs the resource.
    public var feature: String
    public var preAlertTitle: String
    public var preAlertBody: String
    /// The purpose string (nil for notifications, whose message is the system's).
    public var purpose: String?
    /// Where people turn it back on, after "Settings > ".
    public var settingsPath: String
    public var done: String

    /// The locales the built-in starters are written in.
    public static var locales: [String] { SystemAlertCatalog.standard.starterLocales }
}
