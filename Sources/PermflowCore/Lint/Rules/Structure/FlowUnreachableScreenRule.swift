/// `flow-unreachable-screen`: every screen can be reached from `start`.
public struct FlowUnreachableScreenRule: Rule {
    public static let description = RuleDescription(
        id: "flow-unreachable-screen",
        name: "Every screen is reachable",
        family: .structure,
        severity: .warning,
        summary: "every screen is reachable from `start`",
        rationale: """
        A screen no path leads to is never walked or reviewed, so whatever it says goes untested; \
        usually a link to it is missing or points elsewhere by mistake.
        """,
        hint: "link to it with `go`, `next` or an outcome, or remove it",
        triggering: [
            RuleExample(.demo.home(goesTo: "done"), screens: manualEntry, note: "nothing leads to `manual`"),
            RuleExample(.demo, screens: """
            home:
              kind: end
              title: Home
            why-camera:
              kind: pre-alert
              resource: camera
              title: Scan receipts with your camera
              button: Continue
              next: camera
            camera:
              kind: alert
              resource: camera
              purpose: Demo uses the camera to read the totals on receipts you scan.
              on:
                allow: why-camera
                deny: home
            """, note: "a loop that nothing enters: both screens are reported"),
        ],
        nonTriggering: [
            RuleExample(.demo.with(action: "Type it in"), screens: manualEntry),
            RuleExample(.demo.with(action: "Scan"), screens: """
            camera:
              kind: alert
              resource: camera
              purpose: Demo uses the camera to read the totals on receipts you scan.
              on:
                allow: scanner
                deny: scanner
            scanner:
              kind: end
              title: Scanner
            """),
        ]
    )

    /// The screen both the first triggering and the first non-triggering example are about:
    /// unreachable while home goes straight to `done`, reachable once home leads to it.
    private static let manualEntry = """
        manual:
          kind: app
          title: Type it in
          actions:
            - label: Save
              go: done
        """

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let flow = context.flow
        // Without a start screen everything would be unreachable; flow-unknown-target reports that.
        guard context.graph.start != nil else { return [] }
        let reachable = context.graph.reachableFromStart
        return flow.screens.enumerated().compactMap { index, screen in
            reachable[index] ? nil : Violation(screen.id, "screen '\(screen.id.value)' cannot be reached from start '\(flow.start.value)'",
                                               screen: screen)
        }
    }
}
