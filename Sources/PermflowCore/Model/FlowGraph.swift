/// The flow as a graph: screens are nodes; actions, pre-alert buttons and alert outcomes are edges.
///
/// Built once per flow in O(screens + edges); rules that walk it must stay linear too. Searches
/// that carry extra state (`search(from:step:)`) stay linear as long as that state comes from a
/// small fixed set, such as "tracking not asked / allowed / denied".
public struct FlowGraph: Sendable {
    /// How an edge is taken.
    public enum EdgeKind: Sendable, Hashable {
        /// The person chose action number `index` (0-based) on an app or settings screen.
        case action(index: Int, label: String)
        /// The pre-alert's single button.
        case next
        /// An alert or location-button outcome, and the state it stores (nil when the alert
        /// cannot produce that outcome on the flow's iOS version).
        case outcome(key: String, state: PermissionState?)
    }

    public struct Edge: Sendable {
        public var from: Int
        /// Index of the target screen; nil when the target does not exist.
        public var to: Int?
        public var kind: EdgeKind
        /// Where the target is written.
        public var target: Located<String>

        /// True for an action a person chose (as opposed to a pre-alert button or an alert outcome).
        public var isAction: Bool {
            if case .action = kind { return true }
            return false
        }

        /// The outcome key, for outcome edges.
        public var outcomeKey: String? {
            if case let .outcome(key, _) = kind { return key }
            return nil
        }

        /// The state the edge stores, for outcome edges the alert can produce.
        public var storedState: PermissionState? {
            if case let .outcome(_, state) = kind { return state }
            return nil
        }
    }

    /// The outcome keys a location button can produce: its first-tap alert offers one-time access or a refusal.
    public static let locationButtonOutcomeKeys = ["allow-once", "deny"]

    /// Edges leaving each screen, indexed like `flow.screens`.
    public let outgoing: [[Edge]]
    /// Edges entering each screen.
    public let incoming: [[Edge]]
    /// Index of the start screen, when it exists.
    public let start: Int?
    /// Screen ids, indexed like `flow.screens`, for messages.
    public let ids: [String]
    /// Screen kinds, indexed like `flow.screens`.
    public let kinds: [ScreenKind]
    /// The catalog resource each screen asks for or explains: a pre-alert's, alert's or settings
    /// screen's `resource`, and `location` for a location button; nil otherwise or when unknown.
    public let resources: [String?]

    public init(flow: Flow, catalog: SystemAlertCatalog) {
        var outgoing = Array(repeating: [Edge](), count: flow.screens.count)
        var incoming = Array(repeating: [Edge](), count: flow.screens.count)
        var resources: [String?] = []
        resources.reserveCapacity(flow.screens.count)
        for (index, screen) in flow.screens.enumerated() {
            resources.append(Self.resource(of: screen, catalog: catalog)?.id)
            var edges: [Edge] = []
            if let next = screen.next {
                edges.append(Edge(from: index, to: flow.screenIndex[next.value], kind: .next, target: next))
            }
            let producible = Self.producibleOutcomes(of: screen, catalog: catalog, ios: flow.ios.value) ?? []
            for outcome in screen.outcomes {
                let state = producible.first { $0.key == outcome.key.value }?.state
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
        self.ids = flow.screens.map(\.id.value)
        self.kinds = flow.screens.map(\.kind.value)
        self.resources = resources
    }

    /// The catalog entry of the resource `screen` is about (`location` for a location button).
    public static func resource(of screen: Screen, catalog: SystemAlertCatalog) -> ResourceInfo? {
        if screen.kind.value == .locationButton { return catalog.resource("location") }
        return screen.resource.flatMap { catalog.resource($0.value) }
    }

    /// The outcomes an alert or location-button screen can produce on iOS `ios`; nil for other
    /// screens and for alerts whose resource is missing or unknown.
    public static func producibleOutcomes(of screen: Screen, catalog: SystemAlertCatalog, ios: Int) -> [OutcomeSpec]? {
        switch screen.kind.value {
        case .alert:
            return screen.resource.flatMap { catalog.resource($0.value) }?.outcomes(ios: ios)
        case .locationButton:
            return catalog.resource("location")?.outcomes(ios: ios).filter { locationButtonOutcomeKeys.contains($0.key) }
        default:
            return nil
        }
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

    // MARK: Searches with paths

    /// A state that carries nothing, for searches that only need shortest paths.
    public struct Stateless: Hashable, Sendable {
        public init() {}
    }

    /// One breadth-first search over (screen, state) pairs, kept so shortest paths can be read back.
    public struct Search<State: Hashable & Sendable>: Sendable {
        public struct Node: Hashable, Sendable {
            public var screen: Int
            public var state: State

            public init(screen: Int, state: State) {
                self.screen = screen
                self.state = state
            }
        }

        /// Every node reached, roots first, in breadth-first order (so the first node found for a
        /// screen has a shortest path).
        public fileprivate(set) var order: [Node] = []
        /// How each node was first reached: the node before it and the edge taken; nil for roots.
        fileprivate var via: [Node: (previous: Node, edge: Edge)?] = [:]

        /// Whether `node` was reached.
        public func reached(_ node: Node) -> Bool { via[node] != nil }

        /// The edges of a shortest path from a root to `node`, root first; empty for a root or an unreached node.
        public func edges(to node: Node) -> [Edge] {
            var result: [Edge] = []
            var current = node
            while let step = via[current], let step {
                result.append(step.edge)
                current = step.previous
            }
            return result.reversed()
        }

        /// The root the shortest path to `node` starts from.
        public func root(of node: Node) -> Node {
            var current = node
            while let step = via[current], let step { current = step.previous }
            return current
        }
    }

    /// Breadth-first search from `roots` over (screen, state) pairs. `step` says, for an edge
    /// leaving a node in some state, the state after crossing it, or nil when the edge cannot be
    /// taken in that state. Linear in screens + edges times the number of distinct states.
    public func search<State: Hashable & Sendable>(from roots: [(screen: Int, state: State)],
                                                   step: (Edge, State) -> State?) -> Search<State> {
        typealias Node = Search<State>.Node
        var result = Search<State>()
        for root in roots {
            let node = Node(screen: root.screen, state: root.state)
            guard result.via[node] == nil else { continue }
            result.via[node] = .some(nil)
            result.order.append(node)
        }
        var head = 0
        while head < result.order.count {
            let node = result.order[head]
            head += 1
            for edge in outgoing[node.screen] {
                guard let to = edge.to, let state = step(edge, node.state) else { continue }
                let next = Node(screen: to, state: state)
                guard result.via[next] == nil else { continue }
                result.via[next] = .some((node, edge))
                result.order.append(next)
            }
        }
        return result
    }

    /// Breadth-first search from `roots` following the edges `include` accepts, for shortest paths.
    public func search(from roots: [Int], following include: (Edge) -> Bool = { _ in true }) -> Search<Stateless> {
        search(from: roots.map { (screen: $0, state: Stateless()) }) { edge, state in include(edge) ? state : nil }
    }

    /// A path for messages: `home → why-camera → camera (deny) → blocked`. Outcome edges name
    /// the outcome after the alert they leave; `from` is the screen the path starts at.
    public func describe(path edges: [Edge], from root: Int) -> String {
        var parts = [ids[root]]
        for edge in edges {
            if let key = edge.outcomeKey, let last = parts.indices.last { parts[last] += " (\(key))" }
            parts.append(edge.to.map { ids[$0] } ?? edge.target.value)
        }
        return parts.joined(separator: " \u{2192} ")
    }
}
