/// What `permflow init` writes in one locale: each resource's starter copy, and the words of the
/// screens every starter has (home, the Settings hint, the way on without the feature).
/// `{app}`, `{resource}` (the resource's name, capitalized), `{place}` (the last part of the
/// copy's Settings path) and `{path}` (the whole path) stand for what they name.
public struct StarterWords: Sendable, Codable, Hashable {
    /// Resource id → its copy.
    public var copy: [String: StarterCopy]?
    public var homeBody: String?
    public var continueTitle: String?
    public var settingsTitle: String?
    public var settingsBody: String?
    public var openSettings: String?
    /// The second action where an upgrade is offered (location-always's "Not now"): the way on without it.
    public var notNow: String?
    public var withoutLabel: String?
    public var withoutTitle: String?
    /// Health's share purpose (its read purpose is the copy's `purpose`).
    public var healthSharePurpose: String?

    func merged(with other: StarterWords) -> StarterWords {
        StarterWords(copy: merge(copy, other.copy) { $0.merging($1) { _, new in new } }, homeBody: other.homeBody ?? homeBody,
                     continueTitle: other.continueTitle ?? continueTitle, settingsTitle: other.settingsTitle ?? settingsTitle,
                     settingsBody: other.settingsBody ?? settingsBody, openSettings: other.openSettings ?? openSettings,
                     notNow: other.notNow ?? notNow,
                     withoutLabel: other.withoutLabel ?? withoutLabel, withoutTitle: other.withoutTitle ?? withoutTitle,
                     healthSharePurpose: other.healthSharePurpose ?? healthSharePurpose)
    }

    /// `template` with each `{name}` of `values` put in, in one pass (a value is never read again).
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            if let close = rest[open...].firstIndex(of: "}"), let value = values[String(rest[rest.index(after: open)..<close])] {
                out += value
                rest = rest[rest.index(after: close)...]
            } else {
                out += "{"
                rest = rest[rest.index(after: open)...]
            }
        }
        return out + rest
    }

    /// Whether these words can write a whole starter: every screen's words are there.
    public var isComplete: Bool {
        [homeBody, continueTitle, settingsTitle, settingsBody, openSettings, notNow, withoutLabel, withoutTitle, healthSharePurpose]
            .allSatisfy { $0 != nil }
    }
}
