/// `flow-dead-end`: every screen that is not an `end` screen has a way forward, and no loop
/// keeps a walk from ever reaching an `end` screen.
public struct FlowDeadEndRule: Rule {
    public static let description = RuleDescription(
        id: "flow-dead-end",
        name: "Only end screens end",
        family: .structure,
        severity: .warning,
        summary: "every non-final screen has a way forward, and no loop reachable from `start` is closed off from every end screen",
        rationale: """
        A screen with nothing to choose strands the person walking the flow; where a path is meant \
        to stop, an `end` screen says so. A screen whose links all lead back to itself, or a loop of \
        screens that nothing leads out of, strands them just the same: every choice leads around \
        again. A loop is reported once, at the screen a walk from `start` enters it by, naming a \
        shortest round; a flow with no `end` screen at all is taken as open-ended, so only a screen \
        that leads only to itself is reported there.
        """,
        hint: "add an action (or the alert's outcomes under `on:`), or make it an `end` screen",
        triggering: [
            RuleExample(.demo, screens: """
            home:
              kind: app
              title: Home
            """, note: "an app screen with no actions"),
            RuleExample(.demo.with(action: "Camera settings"), screens: blocked, note: "a settings screen with no actions"),
            RuleExample(.demo, screens: """
            home:
              kind: app
              title: Home
              actions:
                - label: Refresh
                  go: home
            done:
              kind: end
              title: Done
            """, note: "the only action leads back to the same screen"),
            RuleExample(.demo.with(action: "Browse receipts"), screens: """
            receipts:
              kind: app
              title: Receipts
              actions:
                - label: Open the latest
                  go: receipt
                - label: Back
                  go: home
            receipt:
              kind: app
              title: Receipt
              actions:
                - label: Back
                  go: receipts
            done:
              kind: end
              title: Done
            """, note: "home, receipts and receipt only lead to one another; nothing reaches `done`"),
        ],
        nonTriggering: [
            RuleExample(.demo, screens: ""),
            RuleExample(.demo.withoutHome, screens: blocked + "\n  actions:\n    - label: Open Settings\n      opens-settings: true\n      go: done"),
            RuleExample(.demo, screens: """
            home:
              kind: app
              title: Home
              actions:
                - label: Details
                  go: details
                - label: Done
                  go: done
            details:
              kind: app
              title: Details
              actions:
                - label: Back
                  go: home
            """, note: "home and details loop, but home also leads to the end"),
        ]
    )

    /// The Settings hint both a triggering and a non-triggering example are about: a dead end
    /// until it has an action.
    private static let blocked = """
        blocked:
          kind: settings
          resource: camera
          title: Camera is off for Demo
          body: You can turn it on in Settings > Privacy > Camera.
        """

    public init() {}

    /// Most screens of a loop a message names; the rest are counted.
    static let namedLoopScreens = 5

    public func check(_ context: LintContext) -> [Violation] {
        stops(context) + traps(context)
    }

    /// Screens other than `end` screens with no link at all.
    private func stops(_ context: LintContext) -> [Violation] {
        context.flow.screens.compactMap { screen in
            guard screen.kind.value != .end, !screen.hasLinks else { return nil }
            let missing = switch screen.kind.value {
            case .app, .settings: "has no actions"
            case .preAlert: "has no `next`"
            case .alert, .locationButton: "maps no outcomes under `on:`"
            case .check: "maps no states under `on:`"
            case .end: ""
            }
            return Violation(screen.id, "\(screen.kind.value.rawValue) screen '\(screen.id.value)' \(missing), so the flow stops there",
                             screen: screen)
        }
    }

    /// Loops reachable from `start` that nothing leaves: one violation per closed strongly
    /// connected component, at the screen a walk from `start` enters it by first.
    ///
    /// Only closed components are reported: a loop whose exits all lead into another trap or a
    /// screen with no way forward is not, because the fix belongs where that path stops (and
    /// that place is reported itself). A link to a missing screen counts as an exit, as in
    /// `stops`; `flow-unknown-target` reports it. Without any `end` screen a flow is an
    /// open-ended prototype (an app that always comes back to its home screen), so only a
    /// screen whose every way forward leads back to itself is reported there.
    /// O(screens + edges): one Tarjan pass, one breadth-first search from `start`, and one
    /// search inside each trapped component to name a shortest loop through its entry.
    private func traps(_ context: LintContext) -> [Violation] {
        let graph = context.graph
        guard let start = graph.start else { return [] }
        let hasEnd = graph.kinds.contains(.end)
        let components = graph.stronglyConnectedComponents()
        let component = components.component
        var size = Array(repeating: 0, count: components.count)
        var cyclic = Array(repeating: false, count: components.count)
        var closed = Array(repeating: true, count: components.count)
        for (screen, edges) in graph.outgoing.enumerated() {
            let own = component[screen]
            size[own] += 1
            if graph.kinds[screen] == .end { closed[own] = false }
            for edge in edges {
                if let target = edge.to, component[target] == own {
                    cyclic[own] = true
                } else {
                    closed[own] = false
                }
            }
        }
        func trapped(_ index: Int) -> Bool {
            cyclic[index] && closed[index] && (hasEnd || size[index] == 1)
        }

        // Breadth-first from start: the first screen of each trapped component found is its entry.
        var seen = Array(repeating: false, count: graph.outgoing.count)
        var entered = Array(repeating: false, count: components.count)
        var entries: [Int] = []
        var queue = BreadthFirstQueue(start)
        seen[start] = true
        while let screen = queue.next() {
            let own = component[screen]
            if !entered[own], trapped(own) {
                entered[own] = true
                entries.append(screen)
            }
            for edge in graph.outgoing[screen] {
                if let target = edge.to, !seen[target] {
                    seen[target] = true
                    queue.append(target)
                }
            }
        }

        // The screens of each trapped component in file order, to name those off the loop shown.
        var members = Array(repeating: [Int](), count: components.count)
        for screen in graph.outgoing.indices where entered[component[screen]] {
            members[component[screen]].append(screen)
        }
        // One array shared by every component's search: components are disjoint, so no reset.
        var previous = Array(repeating: -1, count: graph.outgoing.count)
        return entries.sorted().map { entry in
            let screen = context.flow.screens[entry]
            let own = component[entry]
            if size[own] == 1 {
                let which = graph.outgoing[entry].count == 1 ? "the only way" : "every way"
                return Violation(screen.id, "\(which) forward from \(screen.kind.value.rawValue) screen '\(screen.id.value)' leads back to itself, so the flow is stuck there",
                                 screen: screen,
                                 hint: "point one of its links at the next screen, or make it an `end` screen")
            }
            let loop = shortestLoop(through: entry, in: component, graph: graph, previous: &previous)
            return Violation(screen.id, "screens \(describe(loop: loop, among: members[own], graph: graph)) form a loop with no way to an end screen",
                             screen: screen,
                             hint: "give one of the loop's screens an action or outcome that leads on toward an `end` screen")
        }
    }

    /// `'a' → 'b' → 'c' → 'a' and 'd'`: the loop, back to its first screen, then the other
    /// screens of its component; at most `namedLoopScreens` names, the rest counted.
    private func describe(loop: [Int], among members: [Int], graph: FlowGraph) -> String {
        let limit = Self.namedLoopScreens
        var round = loop.prefix(limit).map { "'\(graph.ids[$0])'" }
        if loop.count > limit { round.append("\u{2026} \(loop.count - limit) more") }
        if let first = loop.first { round.append("'\(graph.ids[first])'") }
        let text = round.joined(separator: " \u{2192} ")
        let onLoop = Set(loop)
        let others = members.filter { !onLoop.contains($0) }
        guard !others.isEmpty else { return text }
        let named = others.prefix(max(0, limit - loop.count)).map { "'\(graph.ids[$0])'" }
        let rest = others.count - named.count
        switch (named.count, rest) {
        case (0, _): return "\(text) and \(rest) more linked to them"
        case (_, 0) where named.count == 1: return "\(text) and \(named[0])"
        case (_, 0): return "\(text) and \(named.dropLast().joined(separator: ", ")) and \(named[named.count - 1])"
        default: return "\(text) and \(named.joined(separator: ", ")) and \(rest) more"
        }
    }

    /// The screens of a shortest loop from `entry` back to it inside its component, `entry`
    /// first. Breadth-first, so the first screen found that links back to `entry` closes the
    /// shortest loop; costs at most the component's edges.
    private func shortestLoop(through entry: Int, in component: [Int], graph: FlowGraph, previous: inout [Int]) -> [Int] {
        let own = component[entry]
        var queue = BreadthFirstQueue(entry)
        previous[entry] = entry
        while let screen = queue.next() {
            for edge in graph.outgoing[screen] {
                // A screen's link to itself is skipped: the loop named goes through the other screens.
                guard let target = edge.to, target != screen, component[target] == own else { continue }
                if target == entry {
                    var loop = [screen]
                    var current = screen
                    while current != entry {
                        current = previous[current]
                        loop.append(current)
                    }
                    return loop.reversed()
                }
                if previous[target] < 0 {
                    previous[target] = screen
                    queue.append(target)
                }
            }
        }
        return [entry]  // not reached: every screen of a component with more than one screen lies on a loop through the others
    }
}
