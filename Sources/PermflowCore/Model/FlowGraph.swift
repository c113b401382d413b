/// The flow as a graph: screens are nodes; actions, pre-alert buttons, alert outcomes and a
/// check's state routes are edges.
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
        /// A check's way for the states that take `key` (`CheckRouting`), among the states its
        /// resource can be in on the flow's iOS version (empty for an unknown resource).
        case route(key: String, states: [PermissionState])
        /// The app is launched again (the walker's `R`, every real app's next launch): never in
        /// `outgoing`; an analysis that counts launches makes one from any screen to `start`.
        case relaunch
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

        /// The state key, for a check's edges.
        public var routeKey: String? {
            if case let .route(key, _) = kind { return key }
            return nil
        }

        /// True for a check's edge: taken by the system, with nothing on screen.
        public var isRoute: Bool { routeKey != nil }

        /// The state the edge stores, for outcome edges the alert can produce.
        public var storedState: PermissionState? {
            if case let .outcome(_, state) = kind { return state }
            return nil
        }
    }

    /// The outcome keys a location button can produce: its first-tap alert offers one-time access or a refusal.
    public static let locationButtonOutcomeKeys = SystemModel.locationButtonOutcomeKeys.map(\.rawValue)

    /// Edges leaving each screen, indexed like `flow.screens`.
    public let outgoing: [[Edge]]
    /// Edges entering each screen, indexed like `flow.screens`.
    public let incoming: Incoming

    /// Edges entering each screen, kept as where each is in `outgoing` (its screen and place
    /// there): an edge is about 90 bytes, and a second copy of each, in an array a screen, was
    /// 20 MB of a 100,001-screen flow's lint (docs/benchmarks.md, issue 32's memory). Reading a
    /// screen's entering edges copies them out, in the order of their screens.
    public struct Incoming: RandomAccessCollection, Sendable {
        /// Where each screen's entering edges begin in `references`, and where the last ends.
        let starts: [Int]
        /// (screen, place in its `outgoing`) of every entering edge, by the screen entered.
        let references: [(from: Int, slot: Int)]
        let outgoing: [[Edge]]

        /// Counts the edges entering each screen, then places each at its target's next free slot.
        init(outgoing: [[Edge]]) {
            var starts = Array(repeating: 0, count: outgoing.count + 1)
            for edges in outgoing {
                for edge in edges { if let to = edge.to { starts[to + 1] += 1 } }
            }
            for index in outgoing.indices { starts[index + 1] += starts[index] }
            var next = starts
            var references = Array(repeating: (from: 0, slot: 0), count: starts[outgoing.count])
            for (from, edges) in outgoing.enumerated() {
                for (slot, edge) in edges.enumerated() {
                    guard let to = edge.to else { continue }
                    references[next[to]] = (from, slot)
                    next[to] += 1
                }
            }
            self.starts = starts
            self.references = references
            self.outgoing = outgoing
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { starts.count - 1 }

        public subscript(screen: Int) -> [Edge] {
            references[starts[screen]..<starts[screen + 1]].map { outgoing[$0.from][$0.slot] }
        }
    }
    /// Index of the start screen, when it exists.
    public let start: Int?
    /// Screen ids, indexed like `flow.screens`, for messages.
    public let ids: [String]
    /// Screen kinds, indexed like `flow.screens`.
    public let kinds: [ScreenKind]
    /// The catalog resource each screen asks for, explains or checks: a pre-alert's, alert's,
    /// settings or check screen's `resource`, and `location` for a location button; nil
    /// otherwise or when unknown.
    public let resources: [ResourceID?]

    public init(flow: Flow, catalog: SystemAlertCatalog) {
        var outgoing = Array(repeating: [Edge](), count: flow.screens.count)
        var resources: [ResourceID?] = []
        resources.reserveCapacity(flow.screens.count)
        for (index, screen) in flow.screens.enumerated() {
            resources.append(Self.resource(of: screen, catalog: catalog)?.id)
            var edges: [Edge] = []
            edges.reserveCapacity((screen.next == nil ? 0 : 1) + screen.outcomes.count + screen.actions.count)
            if let next = screen.next {
                edges.append(Edge(from: index, to: flow.screenIndex[next.value], kind: .next, target: next))
            }
            let producible = Self.producibleOutcomes(of: screen, catalog: catalog, ios: flow.ios.value) ?? []
            if screen.kind.value == .check {
                let states = resources[index].flatMap { catalog.resource($0) }?.states(ios: flow.ios.value) ?? []
                let mapped = screen.outcomes.map(\.key.value)
                for route in screen.outcomes {
                    let taking = CheckRouting.states(takingKey: route.key.value, among: states, mapped: mapped)
                    edges.append(Edge(from: index, to: flow.screenIndex[route.target.value],
                                      kind: .route(key: route.key.value, states: taking), target: route.target))
                }
            }
            for outcome in screen.outcomes where screen.kind.value != .check {
                let state = producible.first { $0.key.rawValue == outcome.key.value }?.state
                edges.append(Edge(from: index, to: flow.screenIndex[outcome.target.value],
                                  kind: .outcome(key: outcome.key.value, state: state), target: outcome.target))
            }
            if let more = screen.additionalInformation {
                // The EU tracking sheet's Additional Information: no answer, so the state stays
                // not determined (`SystemModel.answerAdditionalInformation`).
                edges.append(Edge(from: index, to: flow.screenIndex[more.value],
                                  kind: .outcome(key: SystemModel.additionalInformationKey.rawValue, state: .notDetermined), target: more))
            }
            for (actionIndex, action) in screen.actions.enumerated() {
                guard let target = action.target else { continue }
                edges.append(Edge(from: index, to: flow.screenIndex[target.value],
                                  kind: .action(index: actionIndex, label: action.label.value), target: target))
            }
            outgoing[index] = edges
        }
        self.outgoing = outgoing
        self.incoming = Incoming(outgoing: outgoing)
        self.start = flow.screenIndex[flow.start.value]
        self.ids = flow.screens.map { $0.id.value }
        self.kinds = flow.screens.map { $0.kind.value }
        self.resources = resources
    }

    /// The catalog entry of the resource `screen` is about (`location` for a location button).
    public static func resource(of screen: Screen, catalog: SystemAlertCatalog) -> ResourceInfo? {
        if screen.kind.value == .locationButton { return catalog.locationButtonResource }
        return screen.resourceID.flatMap { catalog.resource($0) }
    }

    /// The outcomes an alert or location-button screen can produce on iOS `ios`; nil for other
    /// screens and for alerts whose resource is missing or unknown.
    public static func producibleOutcomes(of screen: Screen, catalog: SystemAlertCatalog, ios: Int) -> [OutcomeSpec]? {
        switch screen.kind.value {
        case .alert:
            return screen.resourceID.flatMap { catalog.resource($0) }?.outcomes(ios: ios)
        case .locationButton:
            return catalog.locationButtonResource?.outcomes(ios: ios).filter { SystemModel.locationButtonOutcomeKeys.contains($0.key) }
        default:
            return nil
        }
    }

    /// The relaunch edge from `screen` to the start screen, written where `start:` is.
    public func relaunch(from screen: Int, start written: Located<String>) -> Edge {
        Edge(from: screen, to: start, kind: .relaunch, target: written)
    }

    /// The screens a person can see on arriving at `screen`: the screen itself, or, for a check,
    /// the drawn screens its routes lead to (through further checks, each visited once). In order
    /// of the routes as written.
    public func drawnScreens(from screen: Int) -> [Int] {
        guard kinds[screen] == .check else { return [screen] }
        var seen: Set<Int> = [screen]
        var queue = [screen]
        var result: [Int] = []
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in outgoing[node] {
                guard let to = edge.to, seen.insert(to).inserted else { continue }
                if kinds[to] == .check { queue.append(to) } else { result.append(to) }
            }
        }
        return result
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

    // MARK: Strongly connected components

    /// The flow's strongly connected components: screens that can each reach the others. A loop
    /// of screens is one component; a screen in no loop is a component of its own.
    public struct Components: Sendable {
        /// The component of each screen, indexed like `flow.screens`. Components are numbered
        /// in reverse topological order: every edge leaving a component leads to a smaller number.
        public let component: [Int]
        /// How many components there are.
        public let count: Int
    }

    /// Tarjan's algorithm, iterative: the call stack is an explicit array, so a chain of 100,000
    /// screens cannot overflow the thread's stack. Edges to missing screens are ignored.
    /// O(screens + edges).
    public func stronglyConnectedComponents() -> Components {
        let count = outgoing.count
        var order = Array(repeating: -1, count: count)  // discovery index, -1 until visited
        var low = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var component = Array(repeating: -1, count: count)
        var stack: [Int] = []
        // Each frame is a screen being visited and the next of its edges to look at.
        var frames: [(screen: Int, edge: Int)] = []
        var discovered = 0
        var components = 0
        func discover(_ screen: Int) {
            order[screen] = discovered
            low[screen] = discovered
            discovered += 1
            stack.append(screen)
            onStack[screen] = true
            frames.append((screen, 0))
        }
        for root in 0..<count where order[root] < 0 {
            discover(root)
            while var frame = frames.popLast() {
                let screen = frame.screen
                var descended = false
                let edges = outgoing[screen]
                while frame.edge < edges.count {
                    let target = edges[frame.edge].to
                    frame.edge += 1
                    guard let target else { continue }
                    if order[target] < 0 {
                        frames.append(frame)  // come back to the rest of the edges afterwards
                        discover(target)
                        descended = true
                        break
                    } else if onStack[target] {
                        low[screen] = min(low[screen], order[target])
                    }
                }
                if descended { continue }
                if low[screen] == order[screen] {
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component[member] = components
                        if member == screen { break }
                    }
                    components += 1
                }
                if let parent = frames.last?.screen {
                    low[parent] = min(low[parent], low[screen])
                }
            }
        }
        return Components(component: component, count: components)
    }

    // MARK: Searches with paths

    /// A state that carries nothing, for searches that only need shortest paths.
    public struct Stateless: Hashable, Sendable {
        public init() {}
    }

    /// Most edges a described path shows; longer ones keep their start and their last edges, so
    /// messages stay short and building them stays linear however many are reported.
    public static let pathLimit = 10

    /// One breadth-first search over (screen, state) pairs, kept so shortest paths can be read back.
    public struct Search<State: Hashable & Sendable>: Sendable {
        public struct Node: Hashable, Sendable {
            public var screen: Int
            public var state: State
        }

        /// How a node was first reached. The edge taken is kept as its place in the previous
        /// node's `outgoing`, not a copy: a copy of each edge made this table 35 MB in a
        /// 100,001-screen flow's lint, then its peak (docs/benchmarks.md, issue 32's memory).
        struct Step: Sendable {
            /// The node before it; nil for a root.
            var previous: Node?
            /// Where the edge taken is in `outgoing[previous.screen]` (0 for a root).
            var slot: Int
            var root: Node
            /// Edges from the root.
            var depth: Int
        }

        /// Every node reached, roots first, in breadth-first order (so the first node found for a
        /// screen has a shortest path).
        public fileprivate(set) var order: [Node] = []
        fileprivate var steps: [Node: Step] = [:]
        /// The graph's `outgoing`, shared, to read the edges taken back.
        fileprivate let outgoing: [[Edge]]

        /// Whether `node` was reached.
        public func reached(_ node: Node) -> Bool { steps[node] != nil }

        /// The root the shortest path to `node` starts from (`node` itself when unreached).
        public func root(of node: Node) -> Node { steps[node]?.root ?? node }

        /// How many edges the shortest path to `node` has (0 for a root or an unreached node).
        public func depth(of node: Node) -> Int { steps[node]?.depth ?? 0 }

        /// The last `limit` edges of a shortest path from a root to `node`, in path order; empty
        /// for a root or an unreached node. Costs O(min(limit, depth)).
        public func edges(to node: Node, last limit: Int = .max) -> [Edge] {
            var result: [Edge] = []
            var current = node
            while result.count < limit, let step = steps[current], let previous = step.previous {
                result.append(outgoing[previous.screen][step.slot])
                current = previous
            }
            return result.reversed()
        }
    }

    /// Breadth-first search from `roots` over (screen, state) pairs. `step` says, for an edge
    /// leaving a node in some state, the state after crossing it, or nil when the edge cannot be
    /// taken in that state. Linear in screens + edges times the number of distinct states.
    public func search<State: Hashable & Sendable>(from roots: [(screen: Int, state: State)],
                                                   step: (Edge, State) -> State?) -> Search<State> {
        typealias Node = Search<State>.Node
        var result = Search<State>(outgoing: outgoing)
        for root in roots {
            let node = Node(screen: root.screen, state: root.state)
            guard result.steps[node] == nil else { continue }
            result.steps[node] = .init(previous: nil, slot: 0, root: node, depth: 0)
            result.order.append(node)
        }
        var head = 0
        while head < result.order.count {
            let node = result.order[head]
            head += 1
            guard let from = result.steps[node] else { continue }
            for (slot, edge) in outgoing[node.screen].enumerated() {
                guard let to = edge.to, let state = step(edge, node.state) else { continue }
                let next = Node(screen: to, state: state)
                guard result.steps[next] == nil else { continue }
                result.steps[next] = .init(previous: node, slot: slot, root: from.root, depth: from.depth + 1)
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
    /// the outcome after the alert they leave, a relaunch says so after the screen it leaves
    /// (`done (relaunch) → home`). The path starts at `root`, takes `head`, then
    /// `omitted` edges shown as `…`, then `tail`.
    public func describe(path head: [Edge], from root: Int, omitting omitted: Int = 0, then tail: [Edge] = []) -> String {
        var parts = [ids[root]]
        func append(_ edge: Edge) {
            if let key = edge.outcomeKey ?? edge.routeKey, let last = parts.indices.last { parts[last] += " (\(key))" }
            if edge.kind == .relaunch, let last = parts.indices.last { parts[last] += " (relaunch)" }
            parts.append(edge.to.map { ids[$0] } ?? edge.target.value)
        }
        head.forEach(append)
        if omitted > 0, let first = tail.first {
            parts.append("\u{2026}")
            parts.append(ids[first.from])
        }
        tail.forEach(append)
        return parts.joined(separator: " \u{2192} ")
    }

    /// The shortest path `search` found to `node`, after the edges `prefix` that led to its root,
    /// described for a message; paths longer than `pathLimit` edges lose their middle.
    public func describe<State>(pathTo node: Search<State>.Node, in search: Search<State>, after prefix: [Edge] = []) -> String {
        let tail = search.edges(to: node, last: Self.pathLimit)
        let omitted = search.depth(of: node) - tail.count
        let root = prefix.first?.from ?? search.root(of: node).screen
        return describe(path: prefix, from: root, omitting: omitted, then: tail)
    }
}
