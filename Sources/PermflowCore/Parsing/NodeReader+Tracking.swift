extension NodeReader {
    /// Reports the EU tracking sheet's keys (`purpose-markdown`, `additional-information`) on an
    /// alert whose resource is not App Tracking Transparency.
    mutating func checkTrackingKeys(of screen: Screen, present: [(key: Located<String>, value: YAMLNode)]) {
        guard screen.kind.value == .alert, let resource = screen.resourceID.flatMap({ catalog.resource($0) }),
              !resource.has(.trackingConsent) else { return }
        for (key, _) in present where FlowKeys.trackingOnly.contains(key.value) {
            add(.error, ParseRuleID.keyNotAllowed, at: key.location, length: key.length,
                "`\(key.value)` belongs to a tracking alert (iOS 27.2's EU sheet): \(resource.id) has no such sheet",
                hint: "remove it, or make the screen's resource `tracking`")
        }
    }
}
