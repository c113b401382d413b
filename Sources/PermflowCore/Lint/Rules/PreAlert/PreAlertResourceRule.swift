/// `prealert-resource`: the pre-alert names the protected resource it precedes, and it is the one
/// its alert asks for.
///
/// Fires when `resource` is missing (the parser also reports the missing key as
/// parse-missing-key; this rule says which resource to add when the alert shows it) and when the
/// pre-alert's `resource` differs from the resource of the alert its `next` opens (a
/// location-button screen opens the location alert). Unknown resources are flow-unknown-resource's,
/// and a `next` that is no alert at all is prealert-leads-to-alert's.
public struct PreAlertResourceRule: Rule {
    public static let description = RuleDescription(
        id: "prealert-resource",
        name: "Pre-alert names its resource",
        family: .preAlert,
        severity: .error,
        summary: "a pre-alert names the protected resource it precedes (`resource:`), and it is the resource of the alert its button opens",
        rationale: """
        HIG, Accessing private data: "If it's essential to provide additional details, you can display a custom \
        screen before the system alert appears. The following guidelines apply to custom screens that display before \
        system alerts that request permission to access protected data and resources, including camera, microphone, \
        location, contact, calendar, and tracking." A pre-alert explains one alert, so it must say which, and \
        explaining the camera before the microphone alert misleads. Fires when `resource` is missing (also reported \
        as parse-missing-key; this rule names the resource to add) or differs from the resource of the alert `next` \
        opens; a `next` that is not an alert is prealert-leads-to-alert's.
        """,
        hint: "set `resource:` to the resource of the alert the pre-alert opens",
        triggering: [
            RuleExample(.receipts.with(action: "Record a note"), screens: """
            why-mic:
              kind: pre-alert
              resource: camera
              title: Add a voice note to each receipt
              button: Continue
              next: microphone
            microphone:
              kind: alert
              resource: microphone
              purpose: Receipts records the voice notes you add to receipts.
              on:
                allow: done
                deny: done
            done:
              kind: end
              title: Note saved
            """, note: "the pre-alert says camera, its alert asks for the microphone"),
            RuleExample(.receiptsKo, screens: """
            why-camera:
              kind: pre-alert
              title: 카메라로 영수증을 스캔하세요
              button: 계속
              next: camera
            """, note: "no `resource:` (the parser reports the missing key too)"),
        ],
        nonTriggering: [
            RuleExample(preAlert: "Scan receipts with your camera", button: "Continue"),
            RuleExample(.storesKo, screens: """
            why-location:
              kind: pre-alert
              resource: location
              title: 가까운 매장을 찾아 드려요
              button: 다음
              next: near-me
            near-me:
              kind: location-button
              label: Current Location
              glyph: filled
              background: "#0A84FF"
              foreground: "#FFFFFF"
              corner-radius: 8
              purpose: 영수증 앱은 가까운 매장을 찾기 위해 위치를 한 번 사용합니다.
              on:
                allow-once: done
                deny: done
            """, note: "a location-button screen opens the location alert"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let flow = context.flow
        var result: [Violation] = []
        for screen in flow.screens where screen.kind.value == .preAlert {
            let target = screen.next.flatMap { flow.screen($0.value) }
            let opens: (resource: ResourceID, screen: Screen)? = target.flatMap { target in
                switch target.kind.value {
                case .alert: target.resourceID.map { ($0, target) }
                case .locationButton: (context.catalog.locationButtonResourceID, target)
                default: nil
                }
            }
            guard let resource = screen.resource else {
                if let opens, context.catalog.resource(opens.resource) != nil {
                    result.append(Violation(screen.id,
                        "pre-alert does not name the resource it precedes; its button opens the \(opens.resource) alert '\(opens.screen.id.value)', so add `resource: \(opens.resource)`",
                        screen: screen))
                } else {
                    result.append(Violation(screen.id,
                        "pre-alert does not name the resource it precedes; add `resource:` with the resource of the alert it opens",
                        screen: screen))
                }
                continue
            }
            guard let resourceID = screen.resourceID, context.catalog.resource(resourceID) != nil, let opens,
                  context.catalog.resource(opens.resource) != nil, opens.resource != resourceID else { continue }
            result.append(Violation(resource,
                "pre-alert is about '\(resource.value)' but its button opens the \(opens.resource) alert "
                    + "'\(opens.screen.id.value)'; use `resource: \(opens.resource)` or point `next` at the \(resource.value) alert",
                screen: screen))
        }
        return result
    }
}
