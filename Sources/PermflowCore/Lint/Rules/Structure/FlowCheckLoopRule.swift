/// `flow-check-loop`: checks whose routes lead back to a check already passed, with no screen
/// drawn in between, for some state of their resources.
///
/// Nothing changes a state while the app goes from check to check, so such a circle is taken
/// again and again: the app would never show a screen (the walker stops there and says so).
public struct FlowCheckLoopRule: Rule {
    public static let description = RuleDescription(
        id: "flow-check-loop",
        name: "Checks never lead in a circle",
        family: .structure,
        severity: .error,
        summary: "a chain of checks never comes back to one of its own checks without showing a screen",
        rationale: """
        A check (`kind: check`) draws nothing: the app reads a state and goes on. Nothing can \
        change that state between two checks, so checks that route a state back to a check \
        already passed would go round for ever, and the person would never see a screen.
        """,
        hint: "route the state to a screen people see (an app, pre-alert, settings or end screen), not back to a check",
        walker: "stops at the check that closes the circle, with the circle in the status line",
        triggering: [
            RuleExample(.demoScanner, screens: ExampleFlow.cameraCheck("scan", "not-determined: done", "denied: scan-again", "allowed: done")
                        + "\n" + ExampleFlow.cameraCheck("scan-again", "denied: scan", "otherwise: done"), note: "a denied camera goes from scan to scan-again and back"),
        ],
        nonTriggering: [
            RuleExample(.demoScanner, screens: ExampleFlow.cameraCheck("scan", "denied: scan-again", "otherwise: done")
                        + "\n" + ExampleFlow.cameraCheck("scan-again", "allowed: scan", "otherwise: done"), note: "only a denied camera reaches scan-again, and it does not lead back"),
        ]
    )

    /// Most (check, states) pairs one search looks at; a flow of hand-written checks is far below.
    static let searchLimit = 20_000

    public init() {}

    /// What a path of checks knows: for each resource it read, the states that take every route
    /// on the path so far.
    typealias Known = [ResourceID: Set<PermissionState>]

    public func check(_ context: LintContext) -> [Violation] {
        let graph = context.graph
        // Most flows have no check: no components to find.
        guard graph.kinds.contains(.check) else { return [] }
        let flow = context.flow
        let ios = flow.ios.value
        let components = graph.stronglyConnectedComponents()
        var size = Array(repeating: 0, count: components.count)
        for component in components.component where component >= 0 { size[component] += 1 }
        var reported = Set<Int>()
        var budget = Self.searchLimit
        var result: [Violation] = []
        for origin in graph.kinds.indices where graph.kinds[origin] == .check && !reported.contains(components.component[origin]) {
            let component = components.component[origin]
            let selfLoop = graph.outgoing[origin].contains { $0.to == origin }
            guard size[component] > 1 || selfLoop else { continue }
            // Breadth-first over (check, known states), staying among checks of the component.
            let narrow = { (edge: FlowGraph.Edge, known: Known) in
                Self.narrow(known, by: edge, graph: graph, catalog: context.catalog, ios: ios)
            }
            let search = graph.search(from: [(screen: origin, state: Known())]) { edge, known in
                guard budget > 0, let to = edge.to, graph.kinds[to] == .check, components.component[to] == component else { return nil }
                budget -= 1
                return narrow(edge, known)
            }
            for node in search.order {
                guard let closing = graph.outgoing[node.screen].first(where: { $0.to == origin && narrow($0, node.state) != nil }),
                      let known = narrow(closing, node.state) else { continue }
                reported.insert(component)
                let path = graph.describe(path: search.edges(to: node, last: FlowGraph.pathLimit) + [closing], from: origin)
                let when = Self.describe(known, catalog: context.catalog, ios: ios)
                result.append(Violation(closing.target,
                                        "checks lead in a circle with nothing on screen\(when): \(path); the app would never show a screen",
                                        screen: flow.screens[closing.from]))
                break
            }
        }
        return result
    }

    /// What a path knows after taking `edge`, a check's route: the states of the check's
    /// resource that take it, among those the path allowed; nil when none does (or `edge` is no
    /// route). A route of a resource the catalog does not know narrows nothing.
    static func narrow(_ known: Known, by edge: FlowGraph.Edge, graph: FlowGraph, catalog: SystemAlertCatalog, ios: Int) -> Known? {
        guard case let .route(_, states) = edge.kind else { return nil }
        guard let resource = graph.resources[edge.from], !states.isEmpty else { return known }
        let all = Set(catalog.resource(resource)?.states(ios: ios) ?? states)
        let narrowed = (known[resource] ?? all).intersection(states)
        if narrowed.isEmpty { return nil }
        var next = known
        next[resource] = narrowed
        return next
    }

    /// " when camera is denied or restricted", from what the path knows.
    static func describe(_ known: Known, catalog: SystemAlertCatalog, ios: Int) -> String {
        let parts = known.keys.sorted().compactMap { resource -> String? in
            guard let states = known[resource] else { return nil }
            let order = catalog.resource(resource)?.states(ios: ios) ?? PermissionState.allCases
            let names = order.filter(states.contains).map(\.rawValue)
            return "\(resource) is \(names.joined(separator: " or "))"
        }
        return parts.isEmpty ? "" : " when " + parts.joined(separator: " and ")
    }
}
