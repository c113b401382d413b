/// What sets a resource's alert and settings apart from the plain Allow / Don't Allow kind: the
/// knowledge the walker, renderer, graph and rules need, kept with the resource in the catalog
/// instead of comparing ids (`== "location"`) in each of them. What the alert's outcomes
/// already say (one-time, limited access) is read from them: `ResourceInfo.grantsOnce`,
/// `grantsLimited`.
public enum ResourceCapability: String, Sendable, Codable, Hashable, CaseIterable {
    /// The alert carries the Precise switch (`t` in the walker).
    case preciseSwitch
    /// The Core Location button grants this resource (one-time, silently after the first).
    case locationButton
    /// Settings offers Always even when no alert stored it.
    case settingsOffersAlways
    /// The app can be authorized quietly, without an alert (notifications' provisional
    /// authorization): a state a check on the resource may see.
    case provisional
    /// App Tracking Transparency's consent: denying it must keep every feature
    /// (`no-withholding`), and data collected for tracking waits for it
    /// (`tracking-before-collection`; `collects:` names it).
    case trackingConsent
    /// HealthKit: a full-screen sheet with one switch per data type instead of an alert
    /// (`HealthSheet`); the answer is per type, and an app never learns whether reading was denied.
    case healthSheet
    /// The alert's second stage is a sheet a separate system process shows, not a second alert:
    /// iOS 18 contacts' "How do you want to share contacts?" (`SharingSheetPainter`).
    case followUpSheet
}
