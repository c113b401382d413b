/// One outcome an alert can produce: its key in flow files and the state it stores.
public struct OutcomeSpec: Sendable, Codable, Hashable {
    public var key: String
    public var state: PermissionState
    /// The iOS versions whose alert offers this outcome.
    public var ios: IOSRange

    public init(_ key: String, _ state: PermissionState, ios: IOSRange = .all) {
        self.key = key
        self.state = state
        self.ios = ios
    }
}
