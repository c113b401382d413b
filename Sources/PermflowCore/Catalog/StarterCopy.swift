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
    /// The Settings hint's title after a denial, worded for this resource ("Notifications are
    /// off for {app}", "Photo access is off for {app}"); `{app}` and the other names of
    /// `StarterWords` stand for what they name. Nil: the locale's `starters.settingsTitle`.
    public var settingsTitle: String?
    public var done: String
    /// For an upgrade (location-always): the pre-alert and purpose string of the first alert, the
    /// one it upgrades, worded for this feature (an arrival reminder, not the base's own starter).
    public var firstAsk: FirstAsk? = nil

    /// The copy of the alert an upgrade asks first, in the upgrade's context.
    public struct FirstAsk: Sendable, Codable, Hashable {
        public var preAlertTitle: String
        public var preAlertBody: String
        public var purpose: String
    }

    /// The locales the built-in starters are written in.
    public static var locales: [String] { SystemAlertCatalog.standard.starterLocales }

    /// `init`'s refusal of a locale it has no starters in: the locales it has, and that a pack
    /// adds one (a pack exported from a built-in language carries its starters), so a new user
    /// who forgot `--locale-pack` learns where the locale comes from.
    static func refusal(_ locale: String, suggestion: String = "") -> String {
        "no starter copy in locale '\(locale)'\(suggestion); starters are written in \(locales.joined(separator: ", ")), "
            + "or a locale pack's with `starters` (`--locale-pack FILE`, docs/locales.md)"
    }
}
