/// `no-withholding`: declining tracking costs people no feature.
///
/// For every tracking alert, the features are the app and end screens reachable from its allow
/// outcome without passing another alert (a screen that itself collects tracking data is not a
/// feature: it is what the person declined). Each denial outcome must reach all of them, also
/// without passing an alert. A denial that ends on a "blocked" screen, or only leads back to ask
/// for tracking again, misses them; the report names up to three and says when the denial path
/// asks again. A denial path that reaches every feature but also offers the request again is
/// no-re-request's finding, not this rule's.
///
/// Cost: one breadth-first search per distinct outcome target of the tracking alerts, and none
/// when the denial leads where Allow does; linear in screens and edges for the usual one or two
/// tracking alerts, O(targets × (screens + edges)) at worst.
public struct NoWithholdingRule: Rule {
    public static let description = RuleDescription(
        id: "no-withholding",
        name: "No features withheld after a tracking denial",
        family: .misleading,
        severity: .error,
        summary: "after \"Ask App Not to Track\" the flow still reaches every app and end screen it reaches after \"Allow\" (screens that "
            + "collect tracking excepted), without passing another alert; a denial that ends the flow, blocks the app or only asks again is an error",
        rationale: """
        HIG, Accessing private data: "You can't offer people compensation for granting their permission, and you \
        can't withhold functionality or content or make your app unusable until people allow you to track them." \
        Features are the app and end screens reachable after the tracking alert's allow outcome without passing \
        another alert, less screens that collect tracking data; each denial outcome must reach them all. Reported at \
        the denial outcome, naming up to three missing screens.
        """,
        hint: "send the denial outcome to the same screens as Allow (leaving out only what collects tracking data)",
        triggering: [
            RuleExample(.offers(allow: "home", declined: "blocked"), screens: receipts + """

            blocked:
              kind: end
              title: Receipts needs tracking to work
            """, note: "declining ends on a blocked screen"),
            RuleExample(.offersKo(allow: "home", declined: "why-again"), screens: """
            why-again:
              kind: pre-alert
              resource: tracking
              title: 한 번 더 생각해 보세요
              button: 계속
              next: tracking
            home:
              kind: end
              title: 영수증
            """, note: "declining only leads back to the request"),
        ],
        nonTriggering: [
            RuleExample(.offers(allow: "home", declined: "home"), screens: receipts),
            RuleExample(.offersKo(allow: "personalized", declined: "home"), screens: """
            personalized:
              kind: app
              title: 맞춤 소식
              collects: [tracking]
              actions:
                - label: 영수증 보기
                  go: home
            home:
              kind: end
              title: 영수증
            """, note: "only the screen that collects tracking data is left out"),
        ]
    )

    /// The app's own screens in the English examples: home, and the receipts it leads to.
    private static let receipts = """
        home:
          kind: app
          title: Receipts
          actions:
            - label: See my receipts
              go: done
        done:
          kind: end
          title: Your receipts
        """

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let flow = context.flow
        let graph = context.graph
        // App Tracking Transparency's resource, as the catalog marks it (`trackingConsent`).
        guard let tracking = context.catalog.trackingResourceID else { return [] }
        let alertText = context.catalog.resource(tracking)?.alert(locale: flow.locale.value, ios: flow.ios.value)
        func buttonLabel(_ key: String) -> String {
            alertText?.buttons.first { $0.outcome == key }?.label ?? key
        }
        var explorer = Explorer(context, tracking: tracking)
        var result: [Violation] = []
        for (index, screen) in flow.screens.enumerated()
        where screen.kind.value == .alert && screen.resourceID == tracking {
            var allowRoots: [Int] = []
            var allowKey = ""  // the outcome that stores authorized; set with the first of allowRoots
            var denials: [(edge: FlowGraph.Edge, key: String)] = []
            for edge in graph.outgoing[index] {
                guard case let .outcome(key, state) = edge.kind else { continue }
                if state == .authorized, let to = edge.to {
                    allowRoots.append(to)
                    allowKey = key
                } else if state == .denied {
                    denials.append((edge, key))
                }
            }
            guard !allowRoots.isEmpty else { continue }
            for (edge, key) in denials {
                guard let to = edge.to else { continue }  // flow-unknown-target's
                // Denial leads where Allow does: nothing can be missing, no search needed.
                if allowRoots.allSatisfy({ $0 == to }) { continue }
                let denied = explorer.explore(from: to)
                // Whatever Allow reaches, the denial reaches too once it reaches Allow's targets.
                if allowRoots.allSatisfy({ denied.reached[$0] }) { continue }
                let features = explorer.features(from: allowRoots)
                let missing = features.filter { !denied.reached[$0] }
                guard !missing.isEmpty else { continue }
                let names = missing.prefix(3).map { "'\(flow.screens[$0].id.value)'" }.joined(separator: ", ")
                    + (missing.count > 3 ? " and \(missing.count - 3) more" : "")
                let denial = "after \"\(buttonLabel(key))\" the flow"
                let allow = "which \"\(buttonLabel(allowKey))\" leads to"
                let message: String
                if let again = denied.trackingRequest {
                    message = "\(denial) asks for tracking again ('\(flow.screens[again].id.value)') and never reaches \(names), \(allow); go on to the app instead"
                } else {
                    message = "\(denial) never reaches \(names), \(allow); you can't withhold features until people allow tracking"
                }
                result.append(Violation(edge.target, message, screen: screen))
            }
        }
        return result
    }

    /// Breadth-first searches over the flow in which alerts (and location buttons) are reached but
    /// not crossed, remembered by root: several tracking alerts usually share their targets.
    struct Explorer {
        struct Reach {
            var reached: [Bool]
            /// The first tracking pre-alert or alert found, in breadth-first order.
            var trackingRequest: Int?
        }

        /// Where each screen leads, empty for alerts and location buttons.
        let next: [[Int]]
        let isFeature: [Bool]
        let isTrackingRequest: [Bool]
        private var memo: [Int: Reach] = [:]

        init(_ context: LintContext, tracking: ResourceID) {
            let screens = context.flow.screens
            var next: [[Int]] = []
            var isFeature: [Bool] = []
            var isTrackingRequest: [Bool] = []
            for (index, screen) in screens.enumerated() {
                let kind = screen.kind.value
                next.append(kind == .alert || kind == .locationButton ? [] : context.graph.outgoing[index].compactMap(\.to))
                // A screen that collects tracking data is what the person declined, not a feature.
                isFeature.append((kind == .app || kind == .end) && !screen.collectedIDs.contains(tracking))
                isTrackingRequest.append((kind == .preAlert || kind == .alert) && screen.resourceID == tracking)
            }
            self.next = next
            self.isFeature = isFeature
            self.isTrackingRequest = isTrackingRequest
        }

        mutating func explore(from root: Int) -> Reach {
            if let known = memo[root] { return known }
            let reach = search(from: [root])
            memo[root] = reach
            return reach
        }

        /// The features reachable from `roots`, in file order.
        mutating func features(from roots: [Int]) -> [Int] {
            let reach = roots.count == 1 ? explore(from: roots[0]) : search(from: roots)
            return reach.reached.indices.filter { reach.reached[$0] && isFeature[$0] }
        }

        private func search(from roots: [Int]) -> Reach {
            var reached = Array(repeating: false, count: next.count)
            var queue = BreadthFirstQueue()
            var trackingRequest: Int?
            for root in roots where !reached[root] {
                reached[root] = true
                queue.append(root)
            }
            while let node = queue.next() {
                if trackingRequest == nil, isTrackingRequest[node] { trackingRequest = node }
                for to in next[node] where !reached[to] {
                    reached[to] = true
                    queue.append(to)
                }
            }
            return Reach(reached: reached, trackingRequest: trackingRequest)
        }
    }
}
