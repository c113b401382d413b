/// `flow-unknown-resource`: every resource a flow names is one the catalog knows.
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
        summary: "resources (in `resource`, `collects` and `launch-request`) come from the catalog",
        rationale: """
        Each resource has its own Info.plist key, alert text and outcomes; a name permflow does not \
        know cannot be drawn or walked, and is usually a typo.
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
            RuleExample("""
            permflow: 1
            name: Launch typo
            app: Demo
            start: home
            launch-request:
              resource: gps
              reason: Directions can't start without your location.
            screens:
              home:
                kind: app
                title: Home
                collects: [trackng]
                actions:
                  - label: Done
                    go: done
              done:
                kind: end
                title: Done
            """, note: "`gps` and `trackng` are not resources"),
        ],
        nonTriggering: [
            RuleExample("""
            permflow: 1
            name: Known
            app: Demo
            start: home
            launch-request:
              resource: location
              reason: Directions can't start without your location.
            screens:
              home:
                kind: app
                title: Home
                actions:
                  - label: Scan
                    go: camera
              camera:
                kind: alert
                resource: camera
                purpose: Demo uses the camera to read the totals on receipts you scan.
                on:
                  allow: done
                  deny: done
              done:
                kind: end
                title: Done
            """),
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
        return facts.unknownResources.map { resource in
            Violation(resource, "unknown resource '\(resource.value)'\(Suggestion.didYouMean(resource.value, in: ids))",
                      screen: nil, hint: "resources: \(ids.joined(separator: ", ")) (see `permflow resources`)")
        }
    }
}
