/// Which resource an Info.plist usage-description key belongs to, and whether iOS still reads it:
/// the lookup `lint` and `init --from` use on app files (and `export` may use the other way round,
/// `ResourceInfo.plistKeys`). Built from the catalog's `plistKeys`, plus the keys iOS stopped
/// reading before the versions permflow draws.
public struct UsageKeyInfo: Sendable, Equatable {
    public var key: String
    public var resource: ResourceID
    /// The iOS versions that read the key.
    public var ios: IOSRange
    /// The key that newer iOS reads instead, when this one is retired or version-limited.
    public var replacement: String?
    /// The alert screen's field that holds the key's text (Health's update key: `share-purpose`).
    public var field: PlistKey.Field = .purpose
}

extension SystemAlertCatalog {
    /// Keys no iOS version permflow draws reads, with the resource and the key that replaced them.
    /// `NSLocationAlwaysUsageDescription` was read through iOS 10; iOS 11 reads
    /// `NSLocationAlwaysAndWhenInUseUsageDescription` (with `NSLocationWhenInUseUsageDescription`).
    public static let retiredUsageKeys: [UsageKeyInfo] = [
        UsageKeyInfo(key: "NSLocationAlwaysUsageDescription", resource: "location-always", ios: IOSRange(through: 10),
                     replacement: "NSLocationAlwaysAndWhenInUseUsageDescription"),
        UsageKeyInfo(key: "NSLocationUsageDescription", resource: "location", ios: IOSRange(through: 7),
                     replacement: "NSLocationWhenInUseUsageDescription"),
        UsageKeyInfo(key: "NSBluetoothPeripheralUsageDescription", resource: "bluetooth", ios: IOSRange(through: 12),
                     replacement: "NSBluetoothAlwaysUsageDescription"),
    ]

    /// What the catalog knows of a usage-description key; nil for a key it does not know.
    public func usageKey(_ key: String) -> UsageKeyInfo? {
        for resource in resources {
            guard let found = resource.plistKeys.first(where: { $0.key == key }) else { continue }
            // A key read only up to some version: the key the versions after it read.
            let replacement = found.ios.through.flatMap { last in
                resource.plistKeys.first { $0.key != key && $0.ios.contains(last + 1) }?.key
            }
            return UsageKeyInfo(key: key, resource: resource.id, ios: found.ios, replacement: replacement, field: found.field)
        }
        return Self.retiredUsageKeys.first { $0.key == key && resource($0.resource) != nil }
    }

    /// The current usage-description keys of `id` (those the newest iOS reads).
    public func currentUsageKeys(of id: ResourceID) -> [String] {
        guard let resource = resource(id) else { return [] }
        return resource.plistKeys.filter { $0.ios.through == nil }.map(\.key)
    }
}
