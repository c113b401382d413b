/// One setting with levels (Settings > Privacy & Security > Photos: None, Limited Access, Add
/// Photos Only, Full Access): a resource that is one level of another's setting (`StoredLevel`,
/// photos-add) keeps its state under that resource, and each of the two reads the one state its
/// own way. The walker, the lint's state analysis and coverage all read through here.
extension SystemModel {
    /// The state `resource` reads while the resource it is stored under is `stored`: a level reads
    /// allowed when a level that covers it is set (`StoredLevel.reads`); the host reads a lower
    /// level than its own alert grants (Add Photos Only, for a read-write request) as not
    /// determined, so its alert still asks (`PHPhotoLibrary.authorizationStatus(for: .readWrite)`
    /// is not determined after add-only access alone). Any other resource reads `stored` itself.
    public func view(_ resource: ResourceInfo, stored: PermissionState) -> PermissionState {
        if let level = resource.storedUnder { return level.reads(stored) }
        // Most reads are of a state the resource's own alert stores: no level to look for.
        if stored == .notDetermined || resource.outcomes.contains(where: { $0.state == stored }) { return stored }
        if levelGrants(under: resource.id).contains(stored), !resource.states(ios: ios).contains(stored) { return .notDetermined }
        return stored
    }

    /// `facts` as `resource` reads them (`view`).
    func viewed(_ resource: ResourceInfo, _ facts: ResourceFacts) -> ResourceFacts {
        var seen = facts
        seen.state = view(resource, stored: facts.state)
        return seen
    }

    /// The state stored under the resource `resource` keeps its state under when its alert's
    /// answer is `answered`: a level's grant for Allow (photos-add: Add Photos Only), else the
    /// answer's own.
    public func stored(_ resource: ResourceInfo, answered: PermissionState) -> PermissionState {
        resource.storedUnder?.stores(answered) ?? answered
    }

    /// The grants of the levels stored under `host` (photos: `write-only`, photos-add's).
    public func levelGrants(under host: ResourceID) -> [PermissionState] {
        catalog.resources.compactMap { $0.storedUnder?.resource == host ? $0.storedUnder?.grant : nil }
    }

    /// The states Settings offers for `resource` in a flow that asks for `used` (the resources its
    /// screens name): a level's grant only where the app asks for that level, as Settings lists
    /// Add Photos Only only for apps that ask to add ("where applicable").
    public func settableStates(_ resource: ResourceInfo, used: Set<ResourceID>) -> [PermissionState] {
        var states = settableStates(resource)
        for level in catalog.resources where level.storedUnder?.resource == resource.id {
            guard let grant = level.storedUnder?.grant else { continue }
            if used.contains(level.id) {
                if !states.contains(grant) { states.append(grant) }
            } else if !resource.states(ios: ios).contains(grant) {
                states.removeAll { $0 == grant }
            }
        }
        return states
    }

    /// The privacy panel's states for `resource` (`ResourceInfo.panelStates`) in a flow that asks
    /// for `used`: a level's grant only where the app asks for that level.
    public func panelStates(_ resource: ResourceInfo, used: Set<ResourceID>) -> [PermissionState] {
        let unused = catalog.resources.compactMap { level -> PermissionState? in
            guard let stored = level.storedUnder, stored.resource == resource.id, !used.contains(level.id) else { return nil }
            return stored.grant
        }
        return resource.panelStates(ios: ios).filter { !unused.contains($0) }
    }

    /// `settings(for:)` in a flow that asks for `used` (`settableStates(_:used:)`).
    public func settings(for resource: ResourceInfo, used: Set<ResourceID>) -> SettingsReach {
        SettingsReach(settable: settableStates(resource, used: used))
    }
}
