/// One choice Settings offers for a resource: a row of location's list, or a switch position,
/// on the iOS versions that have it. What Settings calls it, in each language, is in the locale
/// files (`SettingsWords`; the catalog's `settingsLabel`), so the privacy panel shows words, never
/// state ids. Evidence for each wording: docs/simulated-system.md.
public struct SettingsChoice: Sendable, Codable, Hashable {
    public var state: PermissionState
    /// The iOS versions that offer it so.
    public var ios: IOSRange
    /// False for a state Settings shows but does not let people pick: location's one-time access
    /// reads "Ask Next Time Or When I Share", the choice it leaves behind.
    public var offered: Bool

    public init(_ state: PermissionState, ios: IOSRange = .all, offered: Bool = true) {
        self.state = state
        self.ios = ios
        self.offered = offered
    }
}

extension ResourceInfo {
    /// The choices Settings offers on iOS `version`, in its order: the resource's own list, else
    /// nil (the caller derives them from the states, as for a switch).
    public func settingsList(ios version: Int) -> [SettingsChoice]? {
        let own = settings.filter { $0.ios.contains(version) }
        return own.isEmpty ? nil : own
    }

    /// The states the privacy panel offers on iOS `version`, in the order ←/→ step through them:
    /// the resource's own list (Settings' order, from no access to the most), else not determined
    /// (the designer's reset), then off, then what its alert grants: a switch reads Not Asked
    /// Yet · Off · On, so → from Off turns it on (docs/walker.md).
    public func panelStates(ios version: Int) -> [PermissionState] {
        if let list = settingsList(ios: version) { return list.filter(\.offered).map(\.state) }
        let settable = settableStates(ios: version).filter { $0 != .notDetermined }
        return [.notDetermined] + settable.filter { $0 == .denied } + settable.filter { $0 != .denied }
    }
}
