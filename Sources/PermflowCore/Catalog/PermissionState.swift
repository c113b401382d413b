/// An authorization state the simulated system can store for a resource.
public enum PermissionState: String, Sendable, Codable, CaseIterable {
    case notDetermined = "not-determined"
    case authorized
    case denied
    case limited
    case provisional
    case allowedOnce = "allowed-once"
    case whileUsing = "while-using"
    case always
    /// Access the person cannot change: Screen Time, parental controls or a device profile
    /// (`.restricted` in the authorization-status APIs). Set by no alert and no Settings row.
    case restricted
    /// Calendar's add-events-only access (iOS 17+, `EKAuthorizationStatus.writeOnly`).
    case writeOnly = "write-only"

    /// Whether the app may use the resource in this state, in some way: what a check's
    /// `allowed` key stands for.
    public var isGranted: Bool {
        switch self {
        case .authorized, .limited, .provisional, .allowedOnce, .whileUsing, .always, .writeOnly: true
        case .notDetermined, .denied, .restricted: false
        }
    }
}
