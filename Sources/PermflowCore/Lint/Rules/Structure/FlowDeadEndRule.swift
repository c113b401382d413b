/// `flow-dead-end`: every screen that is not an `end` screen has a way forward.
public struct FlowDeadEndRule: Rule {
    public static let description = RuleDescription(
        id: "flow-dead-end",
        name: "Only end screens end",
        family: .structure,
        severity: .warning,
        summary: "every non-final screen has a way forward",
        rationale: """
        A screen with nothing to choose strands the person walking the flow; where a path is meant \
        to stop, an `end` screen says so.
        """,
        hint: "add an action (or the alert's outcomes under `on:`), or make it an `end` screen",
        triggering: [
            RuleExample("""
            permflow: 1
            name: Stuck
            app: Demo
            start: home
            screens:
              home:
                kind: app
                title: Home
            """, note: "an app screen with no actions"),
            RuleExample("""
            permflow: 1
            name: Settings without a way back
            app: Demo
            start: home
            screens:
              home:
                kind: app
                title: Home
                actions:
                  - label: Camera settings
                    go: blocked
              blocked:
                kind: settings
                resource: camera
                title: Camera is off for Demo
                body: You can turn it on in Settings > Privacy > Camera.
            """, note: "a settings screen with no actions"),
        ],
        nonTriggering: [
            RuleExample("""
            permflow: 1
            name: Ends on purpose
            app: Demo
            start: home
            screens:
              home:
                kind: app
                title: Home
                actions:
                  - label: Done
                    go: done
              done:
                kind: end
                title: Done
            """),
            RuleExample("""
            permflow: 1
            name: Settings with a way back
            app: Demo
            start: blocked
            screens:
              blocked:
                kind: settings
                resource: camera
                title: Camera is off for Demo
                body: You can turn it on in Settings > Privacy > Camera.
                actions:
                  - label: Open Settings
                    opens-settings: true
                    go: done
              done:
                kind: end
                title: Done
            """),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        context.flow.screens.compactMap { screen in
            guard screen.kind.value != .end, screen.links.isEmpty else { return nil }
            let missing = switch screen.kind.value {
            case .app, .settings: "has no actions"
            case .preAlert: "has no `next`"
            case .alert, .locationButton: "maps no outcomes under `on:`"
            case .end: ""
            }
            return Violation(screen.id, "\(screen.kind.value.rawValue) screen '\(screen.id.value)' \(missing), so the flow stops there",
                             screen: screen)
        }
    }
}
