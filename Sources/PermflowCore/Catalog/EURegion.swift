/// Where App Tracking Transparency's EU request applies (iOS 27.2 and later), by a device's
/// country (ISO 3166-1 alpha-2, as `device: {country: DE}` writes it).
///
/// Source: Apple's "User Privacy and Data Use" page and the iOS 27.2 beta 3 release notes
/// (shared/research/ios-alerts-2026-update.md, ids 70986233617, 71153529988): in the EU an app
/// may ask with the expanded interface, a full-page sheet; in Germany, France, Italy, Poland and
/// Romania it is the only request allowed. Elsewhere in the EU the app opts in
/// (`requestTrackingAuthorization(usingExpandedInterface:…)`, a tracking alert's
/// `expanded-interface: true` in a flow); without it the classic alert shows there.
public enum EURegion {
    /// The 27 member states.
    public static let members: Set<String> = [
        "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT",
        "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
    ]

    /// Where the sheet is the only tracking request an app may make.
    public static let sheetRequired: Set<String> = ["DE", "FR", "IT", "PL", "RO"]

    /// The first iOS release with the EU request: 27.2.
    public static let firstIOS = (major: 27, minor: 2)

    /// Whether a device in `country` on iOS `major`.`minor` shows the EU sheet for a tracking
    /// request: where it is required always, elsewhere in the EU when the app asks with the
    /// expanded interface (`expanded`), outside the EU never.
    public static func showsSheet(country: String?, ios major: Int, minor: Int, expanded: Bool) -> Bool {
        guard let country, sheetRequired.contains(country) || (expanded && members.contains(country)) else { return false }
        return (major, minor) >= firstIOS
    }

    /// Whether `country` is in the EU (Settings' tracking switch reads differently there on 27.2).
    public static func contains(_ country: String?, ios major: Int, minor: Int) -> Bool {
        guard let country, members.contains(country) else { return false }
        return (major, minor) >= firstIOS
    }
}
