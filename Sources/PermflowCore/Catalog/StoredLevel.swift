/// A resource whose authorization is one level of another's setting: `photos-add` is the Add
/// Photos Only level of Settings > Privacy & Security > Photos, which offers per app None,
/// Limited Access, Add Photos Only and Full Access (MacRumors, "iOS 17: How to Control Which Apps
/// Have Access to Your Photos"; docs/ios-versions.md). iOS keeps one state for both: the
/// simulated system stores the level's grant under `resource` (`SystemAlertCatalog.stateResource`),
/// and the level reads that one state through `reads(_:)`; the host reads its own
/// (`SystemModel.view`).
public struct StoredLevel: Sendable, Codable, Hashable {
    /// The resource whose setting this one is a level of (`photos`).
    public var resource: ResourceID
    /// The host's state this resource's grant is stored as: Add Photos Only (`write-only`).
    public var grant: PermissionState
    /// The host's states that grant this resource too: the level itself and the levels above it
    /// (Full Access covers adding; so does Limited Access, a judgement call in docs/ios-versions.md).
    public var covers: [PermissionState]

    public init(_ resource: ResourceID, grant: PermissionState, covers: [PermissionState]) {
        self.resource = resource
        self.grant = grant
        self.covers = covers
    }

    /// The state this resource reads while the host is `stored`: authorized when a covering level
    /// is set, else the host's own (not determined, denied, restricted).
    public func reads(_ stored: PermissionState) -> PermissionState {
        covers.contains(stored) ? .authorized : stored
    }

    /// The host's state an answer of this resource's alert stores: its grant for Allow, else the
    /// answer's own state (Don't Allow is the host's None).
    public func stores(_ answered: PermissionState) -> PermissionState {
        answered.isGranted ? grant : answered
    }
}
