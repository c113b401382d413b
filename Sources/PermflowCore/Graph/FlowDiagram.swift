/// A flow as a diagram: screens as nodes (with their kind), edges labelled by the action's
/// label, the pre-alert's button, the alert outcome's key or the check's state key, and which
/// edges walks have taken.
///
/// Built from `FlowGraph`, so it has exactly the edges the linter sees; written out by
/// `DotWriter` and `MermaidWriter`.
public struct FlowDiagram: Sendable {
    public struct Node: Sendable, Equatable {
        public var id: String
        public var kind: ScreenKind
        /// A second line under the id: the screen's title, the alert's resource, the location
        /// button's title (sanitized, cut with `…` past 40 cells).
        public var caption: String?
        public var isStart: Bool
    }

    public struct Edge: Sendable, Equatable {
        /// Index into `nodes`.
        public var from: Int
        /// Index into `nodes`; nil when the target screen does not exist.
        public var to: Int?
        /// The id the flow names as target (what `to` is, or the missing id).
        public var target: String
        public var label: String
        /// The action label, the pre-alert button, or the outcome key.
        public var kind: FlowGraph.EdgeKind
        /// Taken by at least one walk (always true when no transcripts were given).
        public var walked: Bool

        /// `home --Scan a receipt--> why-camera`, made visible (`VisibleText.sanitize`): the
        /// ids are the flow's.
        public func description(in diagram: FlowDiagram) -> String {
            VisibleText.sanitize("\(diagram.nodes[from].id) --\(label)--> \(target)")
        }
    }

    public var name: String
    public var nodes: [Node]
    public var edges: [Edge]
    /// Whether `walked` says anything (transcripts were given).
    public var hasCoverage: Bool

    public init(flow: Flow, catalog: SystemAlertCatalog = .standard) {
        let graph = FlowGraph(flow: flow, catalog: catalog)
        name = flow.name.value
        nodes = flow.screens.enumerated().map { index, screen in
            Node(id: screen.id.value, kind: screen.kind.value, caption: Self.caption(of: screen, flow: flow, catalog: catalog),
                 isStart: graph.start == index)
        }
        var edges: [Edge] = []
        for (index, outgoing) in graph.outgoing.enumerated() {
            for edge in outgoing {
                let label: String
                switch edge.kind {
                case .action(_, let text): label = text
                case .next: label = flow.screens[index].button?.value ?? "next"
                case .outcome(let key, _), .route(let key, _): label = key
                case .relaunch: label = "relaunch"
                }
                edges.append(Edge(from: index, to: edge.to, target: edge.target.value,
                                  label: VisibleText.sanitize(label), kind: edge.kind, walked: true))
            }
        }
        self.edges = edges
        hasCoverage = false
    }

    /// Marks the edges `coverage` says were walked; the others become unwalked.
    public mutating func apply(_ coverage: FlowCoverage) {
        hasCoverage = true
        for index in edges.indices { edges[index].walked = coverage.walked.contains(index) }
    }

    /// Edges walked and edges in all.
    public var walkedCount: Int { edges.filter(\.walked).count }

    /// `12/15 edges walked, 80 %`. The percentage is rounded, but never up to 100 % or down to
    /// 0 % unless every edge, or none, was walked.
    public var coverageLine: String {
        let total = edges.count
        let walked = walkedCount
        var percent = total == 0 ? 100 : Int((Double(walked) * 100 / Double(total)).rounded())
        if walked < total { percent = min(percent, 99) }
        if walked > 0 { percent = max(percent, 1) }
        return "\(walked)/\(total) edges walked, \(percent) %"
    }

    /// Targets that are not screens of the flow, in order of first mention.
    public var missingTargets: [String] {
        var seen: Set<String> = []
        return edges.filter { $0.to == nil }.map(\.target).filter { seen.insert($0).inserted }
    }

    private static func caption(of screen: Screen, flow: Flow, catalog: SystemAlertCatalog) -> String? {
        let text: String?
        switch screen.kind.value {
        case .alert:
            text = screen.resource.map { "\($0.value) alert" } ?? "system alert"
        case .locationButton:
            let title = LocationButtonTitles.display(screen.label?.value, locale: flow.locale.value, catalog: catalog)
            text = title.isEmpty ? "location button" : title
        case .check:
            text = screen.resource.map { "\($0.value) state?" } ?? "check"
        case .app, .preAlert, .settings, .end:
            text = screen.title?.value
        }
        guard let text else { return nil }
        return cut(VisibleText.sanitize(text), to: 40)
    }

    /// `text` cut to `cells` terminal cells with `…`, never splitting a wide character.
    static func cut(_ text: String, to cells: Int) -> String {
        guard CellWidth.of(text) > cells else { return text }
        var result = ""
        var used = 0
        for character in text {
            let width = CellWidth.of(character)
            if used + width > cells - 1 { break }
            result.append(character)
            used += width
        }
        return result + "\u{2026}"
    }
}
