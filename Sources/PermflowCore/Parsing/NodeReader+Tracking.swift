extension NodeReader {
    /// Reports the EU tracking sheet's keys (`purpose-markdown`, `additional-information`) on an
    /// alert whose resource is not App Tracking Transparency.
    mutating func checkTrackingKeys(of screen: Screen, present: [(key: Located<String>, value: YAMLNode)]) {
        checkAccessLevel(of: screen, present: present)
        guard screen.kind.value == .alert, let resource = screen.resourceID.flatMap({ catalog.resource($0) }),
              !resource.has(.trackingConsent) else { return }
        for (key, _) in present where FlowKeys.trackingOnly.contains(key.value) {
            add(.error, ParseRuleID.keyNotAllowed, at: key.location, length: key.length,
                "`\(key.value)` belongs to a tracking alert (iOS 27.2's EU sheet): \(resource.id) has no such sheet",
                hint: "remove it, or make the screen's resource `tracking`")
        }
    }
}

extension NodeReader {
    /// The Photos access levels a flow may name (`PHAccessLevel`): a `photos` alert asks for
    /// read-write; add-only is the `photos-add` resource.
    static let accessLevels = ["read-write", "add-only"]

    /// `access-level` belongs to a `photos` alert and says `read-write`; `add-only` there is
    /// `photos-add`'s request, and any other value is refused with the near match.
    mutating func checkAccessLevel(of screen: Screen, present: [(key: Located<String>, value: YAMLNode)]) {
        guard screen.kind.value == .alert, let level = screen.accessLevel,
              let key = present.first(where: { $0.key.value == "access-level" })?.key else { return }
        let resource = screen.resourceID?.rawValue
        guard resource == "photos" else {
            add(.error, ParseRuleID.keyNotAllowed, at: key.location, length: key.length,
                "`access-level` belongs to a photos alert: \(resource ?? "this screen") has no access levels",
                hint: resource == "photos-add" ? "remove it: photos-add is the add-only level" : "remove it")
            return
        }
        switch level.value {
        case "read-write":
            break
        case "add-only":
            add(.error, ParseRuleID.invalidValue, at: level.location, length: level.length,
                "`access-level: add-only` is the photos-add request, not photos'",
                hint: "write `resource: photos-add` and remove `access-level`")
        default:
            add(.error, ParseRuleID.invalidValue, at: level.location, length: level.length,
                "unknown access level '\(level.value)'\(didYouMean(level, in: Self.accessLevels, rule: ParseRuleID.invalidValue))",
                hint: "a photos alert asks for read-write (PHAccessLevel.readWrite)")
        }
    }
}
