/// Mermaid `flowchart` text for a `FlowDiagram`, which GitHub renders in Markdown (```mermaid).
///
/// Screen ids are never used as Mermaid ids (`end`, hyphens and Hangul would trip its parser):
/// nodes are `s0`, `s1` … in file order, missing targets `m0` …; every label is a quoted
/// string in which the characters Mermaid treats specially are written as its entity codes
/// (`#34;` for `"`), so Korean and punctuation come out as written. Node shapes follow the
/// screen kind; unwalked edges are dotted (`-.->`) when the diagram has coverage.
public enum MermaidWriter {
    /// The opening and closing brackets of each kind's shape.
    static func shape(of kind: ScreenKind) -> (String, String) {
        switch kind {
        case .app: ("[", "]")
        case .preAlert: ("([", "])")
        case .alert: ("{{", "}}")
        case .locationButton: (">", "]")
        case .settings: ("[[", "]]")
        case .end: ("((", "))")
        case .check: ("{", "}")
        }
    }

    public static func write(_ diagram: FlowDiagram, source: String? = nil) -> String {
        var lines = ["flowchart TD"]
        lines.append("  %% permflow graph of \(comment(diagram.name))\(source.map { " (\(comment($0)))" } ?? "")")
        for (index, node) in diagram.nodes.enumerated() {
            let (open, close) = shape(of: node.kind)
            let label = node.caption.map { "\(escape(node.id))<br/>\(escape($0))" } ?? escape(node.id)
            lines.append("  s\(index)\(open)\"\(label)\"\(close)")
        }
        let missing = diagram.missingTargets
        for (index, target) in missing.enumerated() {
            lines.append("  m\(index)[\"\(escape(target))<br/>(no such screen)\"]:::missing")
        }
        if let start = diagram.nodes.firstIndex(where: \.isStart) {
            lines.append("  start((\" \")) --> s\(start)")
            lines.append("  style start fill:#333,stroke:#333")
        }
        for edge in diagram.edges {
            let to = edge.to.map { "s\($0)" } ?? "m\(missing.firstIndex(of: edge.target) ?? 0)"
            let arrow = diagram.hasCoverage && !edge.walked ? "-.->" : "-->"
            lines.append("  s\(edge.from) \(arrow)|\"\(escape(edge.label))\"| \(to)")
        }
        if !missing.isEmpty {
            lines.append("  classDef missing stroke:#c00,color:#c00,stroke-dasharray:4 3")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text for inside a quoted Mermaid label: `"`, `#`, `<`, `>`, `&`, `|`, backquote and
    /// semicolon as decimal entity codes (`#34;` …), line breaks as `<br/>`, nothing unprintable.
    static func escape(_ text: String) -> String {
        VisibleText.escaped(text) { scalar in
            switch scalar {
            case "\"", "#", "<", ">", "&", "|", "`", ";": "#\(scalar.value);"
            case "\n": "<br/>"
            default: nil
            }
        }
    }

    /// Text safe in a `%%` comment: one line, nothing unprintable.
    private static func comment(_ text: String) -> String {
        String(VisibleText.sanitize(text).map { $0.isNewline ? " " : $0 })
    }
}
