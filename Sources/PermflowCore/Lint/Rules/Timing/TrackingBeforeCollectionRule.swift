/// `tracking-before-collection`: a screen that collects tracking data is reached only after the
/// tracking alert was shown and allowed.
///
/// A breadth-first search over (screen, tracking state) from the start screen, the state being
/// one of three (not asked, allowed, denied), so it stays linear. Crossing the tracking alert's
/// outcome sets the state; reaching the alert again once the state is set follows only the
/// outcome for that state, as the system shows the alert once.
public struct TrackingBeforeCollectionRule: Rule {
    /// What the flow has learned about tracking on a path.
    enum TrackingState: Hashable, Sendable {
        case notAsked, allowed, denied
    }

    public static let description = RuleDescription(
        id: "tracking-before-collection",
        name: "Ask before tracking",
        family: .timing,
        severity: .error,
        summary: "every screen that collects tracking data is reachable only along paths on which the tracking alert was shown and allowed",
        rationale: """
        HIG: "If you want to perform app tracking as soon as people launch your app, you must \
        display the system-provided alert before you collect any tracking data."
        """,
        hint: "collect tracking data only on screens reached through the tracking alert's `allow` outcome",
        triggering: [
            RuleExample(.news().withoutHome, screens: """
            feed:
              kind: app
              title: Top stories
              collects: [tracking]
              actions:
                - label: Personalize ads
                  go: att
            """, note: "the start screen collects before the alert"),
            RuleExample(.news(allow: "feed", declined: "feed").home(goesTo: "att"), screens: """
            feed:
              kind: end
              title: Top stories
              collects: [tracking]
            """, note: "reported with the path home → att (ask-not-to-track) → feed"),
        ],
        nonTriggering: [
            RuleExample(.news(allow: "tracked-feed", declined: "feed").home(goesTo: "att"), screens: """
            tracked-feed:
              kind: end
              title: Top stories
              collects: [tracking]
            feed:
              kind: end
              title: Top stories
            """),
            RuleExample(.news(allow: "tracked-feed", declined: "feed").home(goesTo: "att"), screens: """
            feed:
              kind: app
              title: Top stories
              actions:
                - label: Ad settings
                  go: ad-settings
            ad-settings:
              kind: settings
              resource: tracking
              title: Tracking is off for News
              body: You can allow it in Settings > Privacy > Tracking.
              actions:
                - label: Open Settings
                  opens-settings: true
                  go: att
            tracked-feed:
              kind: end
              title: Top stories
              collects: [tracking]
            """, note: "after a denial the alert is not shown again and its ask-not-to-track outcome is followed"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let graph = context.graph
        // App Tracking Transparency's resource, as the catalog marks it (`trackingConsent`).
        guard let start = graph.start, let tracking = context.catalog.trackingResourceID else { return [] }
        let system = SystemModel(catalog: context.catalog, ios: context.flow.ios.value)
        let search = graph.search(from: [(screen: start, state: TrackingState.notAsked)]) { edge, state in
            // A check on tracking goes on only where the route takes the state the path knows.
            if case let .route(_, states) = edge.kind, graph.resources[edge.from] == tracking {
                let takes: Bool = switch state {
                case .notAsked: states.contains(.notDetermined)
                case .allowed: states.contains { $0.isGranted }
                case .denied: states.contains { !$0.isGranted && $0 != .notDetermined }
                }
                return takes ? state : nil
            }
            guard graph.kinds[edge.from] == .alert, graph.resources[edge.from] == tracking else { return state }
            // An outcome the alert cannot produce is never taken (flow-unhandled-outcome reports it).
            guard let stored = edge.storedState else { return nil }
            // The EU sheet's Additional Information answers nothing: tracking is still not asked.
            // It is there only where the request is asked with the sheet (the system model says).
            if stored == .notDetermined {
                return state == .notAsked && system.asksWithTrackingSheet(on: context.flow.screens[edge.from], in: context.flow) ? state : nil
            }
            let answer: TrackingState = stored == .authorized ? .allowed : .denied
            if state == .notAsked { return answer }
            return answer == state ? state : nil
        }
        var reported = Set<Int>()
        var result: [Violation] = []
        for node in search.order where node.state != .allowed && !reported.contains(node.screen) {
            let screen = context.flow.screens[node.screen]
            guard let collected = screen.collects.first(where: { ResourceID($0.value) == tracking }) else { continue }
            reported.insert(node.screen)
            let message = if search.depth(of: node) == 0 {
                "'\(screen.id.value)' collects tracking data at launch, before the tracking alert was shown"
            } else {
                "'\(screen.id.value)' collects tracking data "
                    + (node.state == .denied ? "after the person asked not to track" : "before the tracking alert was shown")
                    + ": \(graph.describe(pathTo: node, in: search))"
            }
            result.append(Violation(collected, message, screen: screen))
        }
        return result
    }
}
