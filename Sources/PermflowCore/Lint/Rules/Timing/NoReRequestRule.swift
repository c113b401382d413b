/// `no-re-request`: once a resource is denied, no path leads back to that resource's pre-alert or alert.
///
/// Only a denial counts: a limited grant (photos, contacts) is an answer people refine in the
/// system's own picker, not a refusal. A location button's `deny` denies `location`.
///
/// A pre-alert reached again is always reported: it promises an alert that will not come. The
/// alert reached again is reported only when the path has not pointed people to Settings on the
/// way (a `settings` screen for the resource, or an `opens-settings` action): after that, people
/// may have changed their answer, and the alert, which the walker does not show again, only
/// routes by the stored state, the way an app checks its authorization status.
///
/// For each denied resource, one breadth-first search over (screen, pointed to Settings yet?)
/// from the denial targets finds the nearest requests; resources are a fixed catalog and the
/// state is a yes/no, so the whole check stays linear in screens + edges.
public struct NoReRequestRule: Rule {
    public static let description = RuleDescription(
        id: "no-re-request",
        name: "Don't ask again after a denial",
        family: .timing,
        severity: .error,
        summary: "after a denial no path leads back to the same resource's pre-alert, or to its alert without pointing people to Settings first",
        rationale: """
        HIG: "The system provides a standard alert that lets people view each request you make. \
        … People can also view the description — and update their choice — in Settings > Privacy." \
        The alert shows once: after a denial, asking again shows nothing, so the flow should point \
        people to Settings.
        """,
        hint: "point people to Settings instead: lead the denial to a `settings` screen for the resource",
        triggering: [
            RuleExample(preAlert: "Scan receipts with your camera",
                        body: "Point the camera at a receipt and Receipts reads the total.",
                        button: "Continue", then: """
            camera:
              kind: alert
              resource: camera
              purpose: Receipts uses the camera to read the totals on receipts you scan.
              on:
                allow: done
                deny: home
            """, note: "camera (deny) → home → why-camera"),
            RuleExample(.app("Stores", action: "Find stores near me", end: "Map"), screens: """
            location:
              kind: alert
              resource: location
              purpose: Stores uses your location to find stores near you.
              on:
                allow-once: done
                allow-while-using: done
                deny: denied
            denied:
              kind: app
              title: Stores near you need your location
              actions:
                - label: Try again
                  go: location
            """),
        ],
        nonTriggering: [
            RuleExample(screens: """
            camera:
              kind: alert
              resource: camera
              purpose: Receipts uses the camera to read the totals on receipts you scan.
              on:
                allow: done
                deny: blocked
            blocked:
              kind: settings
              resource: camera
              title: Camera is off for Receipts
              body: You can turn it on in Settings > Privacy > Camera.
              actions:
                - label: Open Settings
                  opens-settings: true
                  go: home
                - label: Not now
                  go: home
            """, note: "after Settings, reaching the alert again only routes by the stored answer"),
            RuleExample(.app("Album", action: "Add photos", end: "Album"), screens: """
            photos:
              kind: alert
              resource: photos
              purpose: Album shows the photos you pick so you can arrange them into albums.
              on:
                allow-full: done
                limit: home
                deny: done
            """, note: "a limited grant may lead back; people refine it in the system's picker"),
            RuleExample(.demo.with(home: "Receipts", action: "Scan a receipt"), screens: """
            scan:
              kind: check
              resource: camera
              on:
                not-determined: why-camera
                denied: blocked
                allowed: done
            why-camera:
              kind: pre-alert
              resource: camera
              title: Scan receipts with your camera
              body: Hold a receipt in view and Demo reads the total for you.
              button: Continue
              next: camera
            camera:
              kind: alert
              resource: camera
              purpose: Demo uses the camera to read the totals on receipts you scan.
              on:
                allow: done
                deny: home
            blocked:
              kind: settings
              resource: camera
              title: Camera is off for Demo
              body: You can turn it on in Settings > Privacy > Camera.
              actions:
                - label: Not now
                  go: done
            """, note: "a denial leads home, and home checks the camera before it asks: denied goes to the Settings hint"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let graph = context.graph
        let flow = context.flow
        // Denial edges per resource, resources in the order their first denial appears.
        var denials: [ResourceID: [FlowGraph.Edge]] = [:]
        var resources: [ResourceID] = []
        for edges in graph.outgoing {
            for edge in edges where edge.storedState == .denied && edge.to != nil {
                guard let resource = graph.resources[edge.from] else { continue }
                if denials[resource] == nil { resources.append(resource) }
                denials[resource, default: []].append(edge)
            }
        }
        var result: [Violation] = []
        for resource in resources {
            let edges = denials[resource] ?? []
            func isRequest(_ screen: Int) -> Bool {
                (graph.kinds[screen] == .preAlert || graph.kinds[screen] == .alert) && graph.resources[screen] == resource
            }
            /// A settings screen for this resource (or for none in particular) points people to Settings.
            func pointsToSettings(_ screen: Int) -> Bool {
                graph.kinds[screen] == .settings && (graph.resources[screen] == nil || graph.resources[screen] == resource)
            }
            func opensSettings(_ edge: FlowGraph.Edge) -> Bool {
                guard case let .action(index, _) = edge.kind else { return false }
                let actions = flow.screens[edge.from].actions
                return index < actions.count && actions[index].opensSettings
            }
            var denialInto: [Int: FlowGraph.Edge] = [:]
            for edge in edges { if let to = edge.to, denialInto[to] == nil { denialInto[to] = edge } }
            // State: whether the path has pointed people to Settings since the denial. Stop at the
            // first request on each path: that is the screen to report, or a status check.
            let roots = edges.compactMap(\.to).map { (screen: $0, state: pointsToSettings($0)) }
            let search = graph.search(from: roots) { edge, pointed in
                guard !isRequest(edge.from), let to = edge.to else { return nil }
                // A check on the resource sends a denied resource down the route `denied` takes,
                // or, once Settings may have changed the answer, a route a grant takes; never back
                // to not determined, which Settings does not offer.
                if case let .route(_, states) = edge.kind, graph.resources[edge.from] == resource,
                   !states.contains(.denied), !(pointed && states.contains { $0.isGranted }) {
                    return nil
                }
                return pointed || opensSettings(edge) || pointsToSettings(to)
            }
            let name = context.catalog.resource(resource)?.displayName ?? resource.rawValue
            var reported = Set<Int>()
            for node in search.order where isRequest(node.screen) && !reported.contains(node.screen) {
                let isPreAlert = graph.kinds[node.screen] == .preAlert
                // After Settings, reaching the alert again only checks the stored state.
                guard isPreAlert || !node.state,
                      let denial = denialInto[search.root(of: node).screen] else { continue }
                reported.insert(node.screen)
                let screen = flow.screens[node.screen]
                let last = search.edges(to: node, last: 1).first ?? denial
                let consequence = isPreAlert
                    ? "the system will not show the \(name) alert again, so this pre-alert leads nowhere"
                    : "the system will not show the alert again, so this request does nothing"
                result.append(Violation(
                    last.target,
                    "after \(name) access is denied the flow asks again at '\(screen.id.value)': \(graph.describe(pathTo: node, in: search, after: [denial])); \(consequence)",
                    screen: screen))
            }
        }
        return result
    }
}
