/// Graphviz DOT for a `FlowDiagram` (`dot -Tsvg flow.dot > flow.svg`).
///
/// Every id and label is a double-quoted DOT string with `\` and `"` escaped, so any screen id
/// or Korean label is safe, and every text from the flow (name, ids, labels, missing targets) is
/// made visible (`VisibleText.sanitize`), so an escape sequence prints as `␛[31m`; nodes are shaped by kind (pre-alerts and alerts each their own),
/// walked edges are solid and unwalked ones dashed when the diagram has coverage, and targets
/// that do not exist are drawn as red dashed nodes.
public enum DotWriter {
    /// The shape and style of each kind of screen.
    static func attributes(of kind: ScreenKind) -> String {
        switch kind {
        case .app: "shape=box, style=rounded"
        case .preAlert: "shape=note, style=filled, fillcolor=\"#fff6d5\""
        case .alert: "shape=hexagon, style=filled, fillcolor=\"#dbe9ff\""
        case .locationButton: "shape=cds, style=filled, fillcolor=\"#d9f2e0\""
        case .settings: "shape=component"
        case .end: "shape=box, style=\"rounded,bold\", peripheries=2"
        case .check: "shape=diamond, style=filled, fillcolor=\"#eeeeee\""
        }
    }

    public static func write(_ diagram: FlowDiagram, source: String? = nil) -> String {
        var lines: [String] = []
        lines.append("// permflow graph of \(comment(diagram.name))\(source.map { " (\(comment($0)))" } ?? "")")
        lines.append("digraph \(quote(diagram.name)) {")
        lines.append("  graph [rankdir=TB, fontname=\"Helvetica\", labelloc=t, label=\(quote(diagram.name))];")
        lines.append("  node [fontname=\"Helvetica\", fontsize=11];")
        lines.append("  edge [fontname=\"Helvetica\", fontsize=10];")
        if let start = diagram.nodes.firstIndex(where: \.isStart) {
            lines.append("  \"__start\" [shape=point, width=0.12, label=\"\"];")
            lines.append("  \"__start\" -> \(quote(diagram.nodes[start].id));")
        }
        for node in diagram.nodes {
            let label = node.caption.map { "\(node.id)\n\($0)" } ?? node.id
            lines.append("  \(quote(node.id)) [label=\(quote(label)), \(attributes(of: node.kind))];")
        }
        for missing in diagram.missingTargets {
            lines.append("  \(quote(missingID(missing))) [label=\(quote("\(missing)\n(no such screen)")), shape=box, style=dashed, color=red, fontcolor=red];")
        }
        for edge in diagram.edges {
            let to = edge.to.map { diagram.nodes[$0].id } ?? missingID(edge.target)
            var attributes = ["label=\(quote(edge.label))"]
            if diagram.hasCoverage && !edge.walked { attributes.append("style=dashed, color=gray45, fontcolor=gray45") }
            lines.append("  \(quote(diagram.nodes[edge.from].id)) -> \(quote(to)) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A DOT string: double quotes, with `\` and `"` escaped, line breaks as `\n` (which DOT
    /// draws as centred line breaks in labels) and nothing unprintable.
    static func quote(_ text: String) -> String {
        let body = VisibleText.escaped(text) { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            default: nil
            }
        }
        return "\"" + body + "\""
    }

    /// Text safe inside a `//` comment: one line, nothing unprintable.
    private static func comment(_ text: String) -> String {
        String(VisibleText.sanitize(text).map { $0.isNewline ? " " : $0 })
    }

    /// The node id for a target that is not a screen: the prefix keeps it apart from the screen
    /// ids (a screen id would have to start with it, spaces and all, to clash).
    static func missingID(_ target: String) -> String { "missing screen: \(target)" }
}
