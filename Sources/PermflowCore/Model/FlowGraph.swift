/// The flow as a graph: screens are nodes; actions, pre-alert buttons and alert outcomes are edges.
///
/// Built once per flow in O(screens + edges); rules that walk it must stay linear too.
public struct FlowGraph: Sendable {
    /// How an edge is taken.
    public enum EdgeKind: Sendable, Hashable {
        /// The person chose action number `index` (0-based) on an app or settings screen.
        case action(index: Int, label: String)
        /// The pre-alert's single button.
        case next
        /// An alert or location-button outcome, and the state it stores.
        case outcome(key: String, state: PermissionState?)
    }

    public struct Edge: Sendable {
        public var from: Int
        /// Index of the target screen; nil when the target does not exist.
        public var to: Int?
        public var kind: EdgeKind
        /// Where the target is written.
        public var target: Located<String>
    }

    /// Edges leaving each screen, indexed like `flow.screens`.
    public let outgoing: [[Edge]]
    /// Edges entering each screen.
    public let incoming: [[Edge]]
    /// Index of the start screen, when it exists.
    public let start: Int?

    public init(flow: Flow, catalog: SystemAlertCatalog) {
        var outgoing = Array(repeating: [Edge](), count: flow.screens.count)
        var incoming = Array(repeating: [Edge](), count: flow.screens.count)
        for (index, screen) in flow.screens.enumerated() {
            var edges: [Edge] = []
            if let next = screen.next {
                edges.append(Edge(from: index, to: flow.screenIndex[next.value], kind: .next, target: next))
            }
            let resource = screen.resource.flatMap { catalog.resource($0.value) }
                ?? (screen.kind.value == .locationButton ? catalog.resource("location") : nil)
            for outcome in screen.outcomes {
                let state = resource?.outcomes.first { $0.key == outcome.key.value }?.state
                edges.append(Edge(from: index, to: flow.screenIndex[outcome.target.value],
                                  kind: .outcome(key: outcome.key.value, state: state), target: outcome.target))
            }
            for (actionIndex, action) in screen.actions.enumerated() {
                guard let target = action.target else { continue }
                edges.append(Edge(from: index, to: flow.screenIndex[target.value],
                                  kind: .action(index: actionIndex, label: action.label.value), target: target))
            }
            outgoing[index] = edges
            for edge in edges { if let to = edge.to { incoming[to].append(edge) } }
        }
        self.outgoing = outgoing
        self.incoming = incoming
        self.start = flow.screenIndex[flow.start.value]
    }

    /// Screens reachable from `roots` (inclusive), optionally not following some edges.
    public func reachable(from roots: [Int], following include: (Edge) -> Bool = { _ in true }) -> [Bool] {
        var seen = Array(repeating: false, count: outgoing.count)
        var stack: [Int] = []
        for root in roots where !seen[root] {
            seen[root] = true
            stack.append(root)
        }
        while let node = stack.popLast() {
            for edge in outgoing[node] where include(edge) {
                if let to = edge.to, !seen[to] {
                    seen[to] = true
                    stack.append(to)
                }
            }
        }
        return seen
    }

    /// Screens reachable from the start screen.
    public var reachableFromStart: [Bool] {
        start.map { reachable(from: [$0]) } ?? Array(repeating: false, count: outgoing.count)
    }
}
