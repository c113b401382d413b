/// One outcome an alert can produce: its key in flow files and the state it stores.
public struct OutcomeSpec: Sendable, Codable, Hashable {
    public var key: OutcomeKey
    public var state: PermissionState
    /// The iOS versions whose alert offers this outcome.
    public var ios: IOSRange

    public init(_ key: OutcomeKey, _ state: PermissionState, ios: IOSRange = .all) {
        self.key = key
        self.state = state
        self.ios = ios
    }
}
