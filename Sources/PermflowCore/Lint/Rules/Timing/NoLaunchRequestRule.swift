/// `no-launch-request`: no system alert shows at launch, before the person chooses anything,
/// unless the flow declares that request essential in `launch-request`.
///
/// "Before the person chooses anything" means reachable from the start screen (included) over
/// pre-alert buttons and alert outcomes only. A location button's alert is exempt, and the
/// search does not go past one: it opens only when the person taps the button.
public struct NoLaunchRequestRule: Rule {
    public static let description = RuleDescription(
        id: "no-launch-request",
        name: "No request at launch",
        family: .timing,
        severity: .warning,
        summary: "no system alert is reachable from the start screen without a person's action, unless declared essential with a reason",
        rationale: """
        HIG: "Avoid requesting permission at launch unless the data or resource is required for \
        your app to function. People are less likely to be bothered by a launch-time request when \
        it's obvious why you're making it."
        """,
        hint: "request it from the action that needs it, or declare it with `launch-request: {resource: …, reason: …}` if the app cannot work without it",
        triggering: [
            RuleExample(.app("Stores", end: "Map").withoutHome, screens: """
            why-location:
              kind: pre-alert
              resource: location
              title: Find stores near you
              body: Stores shows the stores closest to where you are.
              button: Continue
              next: location
            location:
              kind: alert
              resource: location
              purpose: Stores uses your location to find stores near you.
              on:
                allow-once: done
                allow-while-using: done
                deny: done
            """, note: "reported at `location`: why-location → location"),
            RuleExample("""
            permflow: 1
            name: Declared something else
            app: Drive
            start: location
            launch-request:
              resource: location
              reason: Turn-by-turn directions can't start without your location.
            screens:
              location:
                kind: alert
                resource: location
                purpose: Drive uses your location to give turn-by-turn directions.
                on:
                  allow-once: microphone
                  allow-while-using: microphone
                  deny: map
              microphone:
                kind: alert
                resource: microphone
                purpose: Drive listens for spoken destinations while you drive.
                on:
                  allow: map
                  deny: map
              map:
                kind: end
                title: Map
            """, note: "location is declared; the microphone alert after it is not"),
        ],
        nonTriggering: [
            RuleExample("""
            permflow: 1
            name: Navigation needs location
            app: Drive
            start: why-location
            launch-request:
              resource: location
              reason: Turn-by-turn directions can't start without your location.
            screens:
              why-location:
                kind: pre-alert
                resource: location
                title: Directions from where you are
                body: Drive follows your position to tell you each turn.
                button: Continue
                next: location
              location:
                kind: alert
                resource: location
                purpose: Drive uses your location to give turn-by-turn directions.
                on:
                  allow-once: map
                  allow-while-using: map
                  deny: map
              map:
                kind: end
                title: Map
            """),
            RuleExample(purpose: "Receipts uses the camera to read the totals on receipts you scan."),
            RuleExample(.app("Stores", end: "Map").withoutHome, screens: """
            near-me:
              kind: location-button
              label: Current Location
              purpose: Stores uses your location once to find stores near you.
              on:
                allow-once: done
                deny: done
            """, note: "the button's alert opens only when the person taps it"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let graph = context.graph
        guard let start = graph.start else { return [] }
        let declared = context.flow.launchRequest?.resourceID
        let search = graph.search(from: [start]) { edge in
            graph.kinds[edge.from] != .locationButton && !edge.isAction
        }
        var result: [Violation] = []
        for node in search.order where graph.kinds[node.screen] == .alert {
            let screen = context.flow.screens[node.screen]
            guard let resource = context.resource(of: screen), resource.id != declared else { continue }
            let message = search.depth(of: node) == 0
                ? "the \(resource.displayName) alert '\(screen.id.value)' is the start screen, so it shows at launch before the person chooses anything"
                : "the \(resource.displayName) alert '\(screen.id.value)' shows at launch before the person chooses anything: \(graph.describe(pathTo: node, in: search))"
            var hint: String?
            if let declared {
                hint = "`launch-request` declares \(declared), not \(resource.id); request the \(resource.displayName) from the action that needs it"
            }
            result.append(Violation(screen.id, message, screen: screen, hint: hint))
        }
        return result
    }
}
