/// `flow-unknown-target`: every `go`, `next` and outcome names an existing screen.
public struct FlowUnknownTargetRule: Rule {
    public static let description = RuleDescription(
        id: "flow-unknown-target",
        name: "Links name existing screens",
        family: .structure,
        severity: .error,
        summary: "every `go`/`next`/outcome names an existing screen",
        rationale: "A flow is walked one choice at a time; a choice that leads nowhere cannot be walked or reviewed.",
        hint: "point it at one of the flow's screen ids, or add the missing screen",
        triggering: [
            RuleExample(.demo.with(name: "Done", action: "Open").home(goesTo: "hom"), screens: "", note: "`hom` is not a screen"),
        ],
        nonTriggering: [
            RuleExample(.demo, screens: ""),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let flow = context.flow
        let ids = flow.screens.map { $0.id.value }
        var result: [Violation] = []
        if flow.screenIndex[flow.start.value] == nil {
            result.append(Violation(flow.start, "start screen '\(flow.start.value)' does not exist\(Suggestion.didYouMean(flow.start.value, in: ids))",
                                    screen: nil))
        }
        for screen in flow.screens {
            for link in screen.links where flow.screenIndex[link.value] == nil {
                result.append(Violation(link, "screen '\(screen.id.value)' leads to '\(link.value)', which does not exist\(Suggestion.didYouMean(link.value, in: ids))",
                                        screen: screen))
            }
        }
        return result
    }
}
