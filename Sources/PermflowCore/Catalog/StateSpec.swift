/// A state a resource can be in though no answer to its alert stores it (restricted, calendar's
/// write-only), for the iOS versions that have it.
public struct StateSpec: Sendable, Codable, Hashable {
    public var state: PermissionState
    public var ios: IOSRange

    public init(_ state: PermissionState, ios: IOSRange = .all) {
        self.state = state
        self.ios = ios
    }
}
