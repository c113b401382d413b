/// A key of a screen's `on:`: an alert's or location button's outcome (`allow`, `deny`,
/// `allow-once` …) or a check's route (a state, `allowed`, `otherwise` …).
///
/// Flow files write them as text and the catalog names the outcomes each alert produces; code
/// that decides where a walk goes compares these values, never strings, and names the few keys
/// the system itself follows (`allowOnce`, `deny`) here.
public struct OutcomeKey: TextKey {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// One-time access: what a location button's tap follows whenever it leaves location granted.
    public static let allowOnce = OutcomeKey("allow-once")
    /// A refusal: what a location button's tap follows when location ends up denied.
    public static let deny = OutcomeKey("deny")

    // The other answers the system's alerts offer, as the catalog's table names them
    // (`SystemAlertTable`); flow files write these words in `on:`.
    /// Allow, on an alert whose only grant is full access (camera, contacts before iOS 18 …).
    public static let allow = OutcomeKey("allow")
    /// Allow While Using App (location).
    public static let allowWhileUsing = OutcomeKey("allow-while-using")
    /// Change to Always Allow (location's upgrade alert).
    public static let allowAlways = OutcomeKey("allow-always")
    /// Keep Only While Using (location's upgrade alert, declined).
    public static let keepWhileUsing = OutcomeKey("keep-while-using")
    /// Full access (photos, contacts, calendars).
    public static let allowFull = OutcomeKey("allow-full")
    /// Limited access: selected photos or contacts.
    public static let limit = OutcomeKey("limit")
    /// Ask App Not to Track (tracking).
    public static let askNotToTrack = OutcomeKey("ask-not-to-track")
}

extension Screen {
    /// The keys the screen's `on:` maps, as written.
    public var outcomeKeys: Set<OutcomeKey> {
        Set(self.outcomes.map { OutcomeKey($0.key.value) })
    }

    /// The keys the screen's `on:` maps, in the order written.
    public var orderedOutcomeKeys: [OutcomeKey] {
        self.outcomes.map { OutcomeKey($0.key.value) }
    }

    /// The screen `key` leads to, as written; nil when `on:` does not map it.
    public func target(of key: OutcomeKey) -> String? {
        self.outcomes.first { $0.key.value == key.rawValue }?.target.value
    }
}
