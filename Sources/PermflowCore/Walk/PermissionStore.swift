/// The simulated system's memory: each resource's authorization state, as iOS keeps it.
///
/// An alert appears only while a resource is not determined; Settings can change a state;
/// a relaunch ends one-time grants. Location is one authorization (not determined, denied,
/// allowed once, while using, always) with two facts beside it: the Precise bit and whether the
/// Always upgrade alert was already shown. Both outlive a relaunch; a restart (a fresh install)
/// forgets them. Ids are the resources states are stored under
/// (`SystemAlertCatalog.stateResource`): the walker reads `location-always` as `location`.
public struct PermissionStore: Sendable, Equatable, Codable {
    /// Resource id → state; absent means not determined.
    public private(set) var states: [ResourceID: PermissionState]
    /// Resources whose current grant came from a location button tap (expires on relaunch).
    public private(set) var buttonGrants: Set<ResourceID>
    /// The location button's one-time explainer alert has been confirmed; later taps grant silently.
    public var locationButtonConfirmed: Bool
    /// Precise Location: the location alert's switch and Settings' (iOS keeps it with the
    /// authorization; off means the app gets an approximate location). On until turned off.
    public var precise: Bool
    /// Resources whose upgrade alert (location's "… even when you are not using the app?") was
    /// shown: iOS shows it at most once, whatever the answer and whatever Settings does later.
    public private(set) var upgradesAsked: Set<ResourceID>
    /// How many items a limited grant made in a picker shares (iOS 18 contacts); a grant made
    /// any other way (Settings) has no count.
    public private(set) var limitedCounts: [ResourceID: Int] = [:]
    /// Health's answer per data type (`HealthAccess`): the resource's own state is the last
    /// sheet's answer as a whole; the types say what each switch was.
    public var health = HealthAccess()
    /// Settings > Privacy & Security > Tracking > Allow Apps to Request to Track is off: a
    /// device-wide switch, not an app's state (`SystemModel.request`). Set from the flow's
    /// `device:` at the start; Settings can flip it.
    public var trackingRequestsOff = false

    public init() {
        states = [:]
        buttonGrants = []
        locationButtonConfirmed = false
        precise = true
        upgradesAsked = []
    }

    public func state(of resource: ResourceID) -> PermissionState {
        states[resource] ?? .notDetermined
    }

    /// Stores the answer to an alert, or a change made in Settings.
    public mutating func set(_ resource: ResourceID, to state: PermissionState, byButton: Bool = false) {
        if state == .notDetermined { states[resource] = nil } else { states[resource] = state }
        if byButton { buttonGrants.insert(resource) } else { buttonGrants.remove(resource) }
        limitedCounts[resource] = nil
    }

    /// Stores limited access to `count` items chosen in a picker.
    public mutating func setLimited(_ resource: ResourceID, count: Int) {
        set(resource, to: .limited)
        limitedCounts[resource] = max(0, count)
    }

    /// How many items `resource`'s limited grant shares, when a picker made it.
    public func limitedCount(of resource: ResourceID) -> Int? {
        states[resource] == .limited ? limitedCounts[resource] : nil
    }

    /// Whether `resource`'s upgrade alert was already shown.
    public func upgradeAsked(_ resource: ResourceID) -> Bool {
        upgradesAsked.contains(resource)
    }

    /// Notes that `resource`'s upgrade alert was shown (it is not shown again).
    public mutating func markUpgradeAsked(_ resource: ResourceID) {
        upgradesAsked.insert(resource)
    }

    /// A relaunch: one-time grants (Allow Once, location button taps) expire and the resource is
    /// not determined again; every other state is kept, and so are the location button's
    /// approval (`locationButtonConfirmed`), Precise and the upgrades already asked. Returns the
    /// resources whose grant expired, sorted.
    @discardableResult
    public mutating func relaunch() -> [ResourceID] {
        let expired = states.compactMap { resource, state in
            SystemModel.endsAtRelaunch(state, byButton: buttonGrants.contains(resource)) ? resource : nil
        }.sorted()
        for resource in expired { states[resource] = nil }
        buttonGrants = []
        return expired
    }

    /// Resources with a stored state, sorted, as `camera=denied`.
    public var summary: [String] {
        states.keys.sorted().map { "\($0)=\(states[$0]?.rawValue ?? "")" }
    }
}
