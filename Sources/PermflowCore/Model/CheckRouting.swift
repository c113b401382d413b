/// How a `kind: check` screen picks its way: the keys its `on:` may use, and the key the
/// resource's current state takes.
///
/// A check reads the resource's state the way an app reads `authorizationStatus` and maps it
/// to a screen. Its keys are the resource's own states (`ResourceInfo.states(ios:)`), plus two
/// that stand for several: `allowed` (every granted state not mapped on its own) and
/// `otherwise` (every state left). `restricted`, unless mapped, goes where `denied` goes. A
/// resource with a Precise switch (location) also takes `precise-off`: any grant while Precise
/// Location is off (`CLAccuracyAuthorization.reducedAccuracy`), before the state's own key.
public enum CheckRouting {
    /// The key for every granted state the check does not map on its own.
    public static let allowedKey = "allowed"
    /// The key for every state no other key takes.
    public static let otherwiseKey = "otherwise"

    /// The key for any grant while Precise Location is off (resources with a Precise switch).
    public static let preciseOffKey = "precise-off"

    /// The key for every state but not determined, on a health check of read access (or of the
    /// request as a whole): the sheet was shown, and whether reading was allowed is hidden from
    /// the app. The parser allows it there only.
    public static let askedKey = "asked"

    /// The keys a health check without `share:` may use.
    public static let healthReadKeys = [PermissionState.notDetermined.rawValue, askedKey, otherwiseKey]

    /// The keys `on:` may use for `resource` on iOS `ios`, in order: its states, `allowed`,
    /// `otherwise`, and `precise-off` where the resource has a Precise switch.
    public static func keys(for resource: ResourceInfo, ios: Int) -> [String] {
        resource.states(ios: ios).map(\.rawValue) + [allowedKey, otherwiseKey]
            + (resource.has(.preciseSwitch) ? [preciseOffKey] : [])
    }

    /// The key of `mapped` that `state` takes: `precise-off` for a grant while Precise is off,
    /// then its own, then `denied` for `restricted`, then `allowed` for a granted state, then
    /// `otherwise`; nil when none of them is mapped.
    public static func key(for state: PermissionState, mapped: some Collection<String>, precise: Bool = true) -> String? {
        if !precise, state.isGranted, mapped.contains(preciseOffKey) { return preciseOffKey }
        if mapped.contains(state.rawValue) { return state.rawValue }
        if state != .notDetermined, mapped.contains(askedKey) { return askedKey }
        if state == .restricted, mapped.contains(PermissionState.denied.rawValue) { return PermissionState.denied.rawValue }
        if state.isGranted, mapped.contains(allowedKey) { return allowedKey }
        if mapped.contains(otherwiseKey) { return otherwiseKey }
        return nil
    }

    /// The states of `states` that take `key` when the check maps `mapped`, in order.
    /// `precise-off` may take every granted state (Precise is not part of the state); the other
    /// keys take what they take with Precise on.
    public static func states(takingKey key: String, among states: [PermissionState], mapped: some Collection<String>) -> [PermissionState] {
        if key == preciseOffKey { return states.filter(\.isGranted) }
        return states.filter { self.key(for: $0, mapped: mapped) == key }
    }

    /// The states of `states` no key of `mapped` takes, in order.
    public static func unmapped(_ states: [PermissionState], mapped: some Collection<String>) -> [PermissionState] {
        states.filter { key(for: $0, mapped: mapped) == nil }
    }
}
