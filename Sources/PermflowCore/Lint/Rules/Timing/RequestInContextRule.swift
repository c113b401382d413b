/// `request-in-context`: every system alert, and every pre-alert leading to one, is reached
/// through an action the person chose on an app screen, never chained after another alert.
///
/// Each edge entering an alert or pre-alert is judged on its own, which is the same as walking
/// back from the alert through its pre-alerts: an action from an app or settings screen is a
/// person's choice, a pre-alert's `next` passes the question on to that pre-alert's own edges,
/// and an alert or location-button outcome is a chain. Location buttons themselves are exempt:
/// the tap on the button is the person's choice. A request that is the start screen has no
/// entering edge to judge; `no-launch-request` covers it. An outcome leading to a request for
/// the alert's own resource is left to `no-re-request`.
public struct RequestInContextRule: Rule {
    public static let description = RuleDescription(
        id: "request-in-context",
        name: "Ask when a feature needs it",
        family: .timing,
        severity: .warning,
        summary: "every system alert is reached through an action the person chose on an app screen, not chained on its own",
        rationale: """
        HIG: "Request permission only when your app clearly needs access to the data or resource. \
        … Ideally, wait to request permission until people actually use an app feature that \
        requires access."
        """,
        hint: "return to an app screen after the first alert, and request this resource from the action that needs it",
        triggering: [
            RuleExample(.clips(cameraAllowed: "microphone", cameraDenied: "camera-off").home(goesTo: "camera"), screens: """
            camera-off:
              kind: end
              title: Recording needs the camera
            """, note: "the microphone alert follows the camera alert's Allow on its own"),
            RuleExample(.clips(cameraAllowed: "microphone-check").home(goesTo: "camera"), screens: """
            microphone-check:
              kind: check
              resource: microphone
              on:
                not-determined: microphone
                otherwise: done
            """, note: "a check between them does not change that: a microphone never asked goes to its alert at once"),
            RuleExample(.app("Stores", action: "Find stores near me", end: "Map"), screens: """
            location:
              kind: alert
              resource: location
              purpose: Stores uses your location to find stores near you.
              on:
                allow-once: why-track
                allow-while-using: why-track
                deny: done
            why-track:
              kind: pre-alert
              resource: tracking
              title: Ads that fit you
              body: Stores can show ads based on your activity in other apps.
              button: Continue
              next: att
            att:
              kind: alert
              resource: tracking
              purpose: Stores uses your activity to show ads that match your interests.
              on:
                allow: done
                ask-not-to-track: done
            """, note: "a pre-alert chained after another alert's outcome counts too"),
        ],
        nonTriggering: [
            RuleExample(.clips(), screens: """
            home:
              kind: app
              title: Clips
              actions:
                - label: Record a clip
                  go: camera
                - label: Record a voice note
                  go: why-microphone
            why-microphone:
              kind: pre-alert
              resource: microphone
              title: Record voice notes
              body: Clips records your voice when you hold the button.
              button: Continue
              next: microphone
            microphone:
              kind: alert
              resource: microphone
              purpose: Clips uses the microphone to record your voice notes.
              on:
                allow: done
                deny: done
            """),
            RuleExample(.clips(cameraAllowed: "recorder").home(goesTo: "camera"), screens: """
            recorder:
              kind: app
              title: Recorder
              actions:
                - label: Add sound
                  go: microphone
            """, note: "the person asks for sound on the recorder screen"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let graph = context.graph
        var result: [Violation] = []
        func report(_ edge: FlowGraph.Edge, reaching index: Int) {
            let screen = context.flow.screens[index]
            let kind = graph.kinds[index]
            guard kind == .alert || kind == .preAlert, let resource = context.resource(of: screen),
                  let key = edge.outcomeKey, graph.resources[edge.from] != resource.id else { return }
            let request = kind == .alert ? "the \(resource.displayName) alert '\(screen.id.value)'"
                : "the \(resource.displayName) pre-alert '\(screen.id.value)'"
            let before = graph.kinds[edge.from] == .locationButton ? "location button"
                : "\(graph.resources[edge.from].flatMap { context.catalog.resource($0)?.displayName } ?? "system") alert"
            let via = graph.kinds[edge.to ?? index] == .check ? " through the check '\(graph.ids[edge.to ?? index])'" : ""
            result.append(Violation(
                edge.target,
                "\(request) opens on its own after the \(before) '\(graph.ids[edge.from])' (\(key))\(via); ask when the person chooses a feature that needs it",
                screen: screen))
        }
        for index in graph.kinds.indices {
            for edge in graph.incoming[index] { report(edge, reaching: index) }
        }
        // An outcome that leads to a check asks as soon as the check routes to a request.
        for (index, kind) in graph.kinds.enumerated() where kind == .check {
            let requests = graph.drawnScreens(from: index)
            for edge in graph.incoming[index] {
                for request in requests { report(edge, reaching: request) }
            }
        }
        return result
    }
}
