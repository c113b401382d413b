/// `flow-unknown-resource`: every resource a flow names is one the catalog knows, on the flow's
/// iOS version (AlarmKit is new in iOS 26).
///
/// The parser records the names it does not know while reading `resource`, `collects` and
/// `launch-request` (`ParseFacts.unknownResources`), the only places a flow names a resource;
/// this rule reports them with a did-you-mean, also when no flow could be built.
public struct FlowUnknownResourceRule: ParseFactsRule {
    public static let description = RuleDescription(
        id: "flow-unknown-resource",
        name: "Resources come from the catalog",
        family: .structure,
        severity: .error,
        summary: "resources (in `resource`, `collects` and `launch-request`) come from the catalog and exist on the flow's iOS version",
        rationale: """
        Each resource has its own Info.plist key, alert text and outcomes; a name permflow does not \
        know cannot be drawn or walked, and is usually a typo. A resource newer than the flow's `ios:` \
        (AlarmKit, new in iOS 26) has no alert on that version: an app cannot ask for it there.
        """,
        hint: "use one of the ids `permflow resources` lists",
        triggering: [
            RuleExample(.demo.with(action: "Scan"), screens: """
            camera:
              kind: alert
              resource: camra
              purpose: Demo uses the camera to read the totals on receipts you scan.
              on:
                allow: done
                deny: done
            """, note: "'camra' is reported with \"did you mean 'camera'?\""),
            RuleExample(.demo.with(name: "Launch typo", launchRequest: "resource: gps\nreason: Directions can't start without your location."),
                        screens: """
            home:
              kind: app
              title: Home
              collects: [trackng]
              actions:
                - label: Done
                  go: done
            """, note: "`gps` and `trackng` are not resources"),
            RuleExample(.demo.with(name: "Wake up", header: "ios: 18", action: "Set an alarm"), screens: """
            alarms:
              kind: alert
              resource: alarmkit
              purpose: Demo schedules the wake-up alarms you set, so they ring even in Silent mode.
              on:
                allow: done
                deny: done
            """, note: "AlarmKit is new in iOS 26: iOS 18 has no such alert"),
        ],
        nonTriggering: [
            RuleExample(.demoCamera.with(name: "Known", launchRequest: "resource: location\nreason: Directions can't start without your location.",
                                         action: "Scan"), screens: ""),
            RuleExample(.demo.withoutHome, screens: """
            att:
              kind: alert
              resource: tracking
              purpose: Demo uses your activity to show ads that match your interests.
              on:
                allow: feed
                ask-not-to-track: done
            feed:
              kind: end
              title: Feed
              collects: [tracking]
            """),
        ]
    )

    public init() {}

    public func check(_ facts: ParseFacts, source: SourceFile, catalog: SystemAlertCatalog) -> [Violation] {
        let ids = catalog.ids.map(\.rawValue)
        let unknown = facts.unknownResources.map { resource in
            Violation(resource, "unknown resource '\(resource.value)'\(catalog.suggestedResource(for: resource.value).map { "; did you mean '\($0)'?" } ?? "")",
                      screen: nil, hint: "resources: \(ids.joined(separator: ", ")) (see `permflow resources`)")
        }
        let absent = facts.absentResources.compactMap { resource, ios -> Violation? in
            guard let info = catalog.resource(resource.value) else { return nil }
            let have = FlowUnhandledOutcomeRule.describe(info.ios)
            let fix = info.ios.from.map { "set `ios: \($0)` or later" } ?? "set an iOS version that has it"
            return Violation(resource, "resource '\(resource.value)' does not exist on iOS \(ios): \(have) have it",
                             screen: nil,
                             hint: "\(fix), or leave \(info.displayName) out of this flow (`permflow resources --ios \(ios)` lists what iOS \(ios) has)")
        }
        return unknown + absent
    }
}
