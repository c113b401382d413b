/// The simulated system's memory: each resource's authorization state, as iOS keeps it.
///
/// An alert appears only while a resource is not determined; Settings can change a state;
/// a relaunch ends one-time grants.
public struct PermissionStore: Sendable, Equatable, Codable {
    /// Resource id → state; absent means not determined.
    public private(set) var states: [ResourceID: PermissionState]
    /// Resources whose current grant came from a location button tap (expires on relaunch).
    public private(set) var buttonGrants: Set<ResourceID>
    /// The location button's one-time explainer alert has been confirmed; later taps grant silently.
    public var locationButtonConfirmed: Bool
    /// The location alert's "Precise" switch.
    public var preciseLocation: Bool

    public init() {
        states = [:]
        buttonGrants = []
        locationButtonConfirmed = false
        preciseLocation = true
    }

    public func state(of resource: ResourceID) -> PermissionState {
        states[resource] ?? .notDetermined
    }

    /// Stores the answer to an alert, or a change made in Settings.
    public mutating func set(_ resource: ResourceID, to state: PermissionState, byButton: Bool = false) {
        if state == .notDetermined { states[resource] = nil } else { states[resource] = state }
        if byButton { buttonGrants.insert(resource) } else { buttonGrants.remove(resource) }
    }

    /// A relaunch: one-time grants (Allow Once, location button taps) expire and the resource is
    /// not determined again; every other state is kept, and so is the location button's
    /// approval (`locationButtonConfirmed`). Returns the resources whose grant expired, sorted.
    @discardableResult
    public mutating func relaunch() -> [ResourceID] {
        let expired = states.compactMap { resource, state in
            // A lasting grant is never a button grant (`set` clears the mark), but a stale mark
            // must not end one.
            state == .allowedOnce || (buttonGrants.contains(resource) && state != .whileUsing && state != .always)
                ? resource : nil
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
