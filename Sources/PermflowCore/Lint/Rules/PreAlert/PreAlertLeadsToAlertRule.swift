/// `prealert-leads-to-alert`: the pre-alert's button opens a system alert.
///
/// This rule checks the kind of screen `next` leads to (an `alert`, or a `location-button`
/// screen, whose first tap shows the location alert). Whether that alert is for the pre-alert's
/// own resource is prealert-resource's finding, and a `next` naming no screen is
/// flow-unknown-target's, so each problem is reported once.
public struct PreAlertLeadsToAlertRule: Rule {
    public static let description = RuleDescription(
        id: "prealert-leads-to-alert",
        name: "Pre-alert opens the alert",
        family: .preAlert,
        severity: .error,
        summary: "the pre-alert's `next` is a system alert (or, for location, a location-button screen), not an app screen, another pre-alert, settings or an end",
        rationale: """
        HIG, Accessing private data: "Include only one button and make it clear that it opens the system alert." \
        "Use a term like 'Continue' or 'Next' to title your custom screen's single button, clarifying that its action \
        is to open the system alert." A button titled "Continue" that leads anywhere else breaks that promise. This \
        rule checks the kind of screen `next` names; prealert-resource checks that the alert is for the same \
        resource, and flow-unknown-target reports a `next` that names no screen.
        """,
        hint: "point `next` at the `alert` screen for the pre-alert's resource",
        triggering: [
            RuleExample(screens: """
            home:
              kind: app
              title: Receipts
              actions:
                - label: Scan a receipt
                  go: why-camera
                - label: Try the scanner
                  go: camera
            why-camera:
              kind: pre-alert
              resource: camera
              title: Scan receipts with your camera
              button: Continue
              next: home
            """, note: "the button leads back to an app screen"),
            RuleExample(.receiptsKo, screens: """
            why-camera:
              kind: pre-alert
              resource: camera
              title: 카메라로 영수증을 스캔하세요
              button: 다음
              next: why-camera-2
            why-camera-2:
              kind: pre-alert
              resource: camera
              title: 사진은 기기에만 저장됩니다
              button: 계속
              next: camera
            """, note: "a pre-alert leading to another pre-alert"),
        ],
        nonTriggering: [
            RuleExample(preAlert: "Scan receipts with your camera", button: "Continue"),
            RuleExample(.receipts.with(action: "Find stores"), screens: """
            why-location:
              kind: pre-alert
              resource: location
              title: Find stores near you
              body: Receipts uses your location once, when you tap the button.
              button: Next
              next: near-me
            near-me:
              kind: location-button
              label: Share Current Location
              glyph: filled
              background: "#0A84FF"
              foreground: "#FFFFFF"
              corner-radius: 8
              purpose: Receipts uses your location once to find stores near you.
              on:
                allow-once: done
                deny: done
            done:
              kind: end
              title: Stores found
            """, note: "for location, a location-button screen opens the alert"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let flow = context.flow
        var result: [Violation] = []
        for screen in flow.screens where screen.kind.value == .preAlert {
            guard let next = screen.next, let target = flow.screen(next.value) else { continue }
            let kind = target.kind.value
            if kind == .alert || kind == .locationButton { continue }
            let what: String
            switch kind {
            case .app: what = "an app screen"
            case .preAlert: what = target.id.value == screen.id.value ? "this pre-alert itself" : "another pre-alert"
            case .settings: what = "a settings screen"
            case .end: what = "an end screen"
            case .check: what = "a check"
            case .alert, .locationButton: what = "an alert"
            }
            result.append(Violation(next,
                "pre-alert button leads to '\(next.value)', \(what), not the system alert; point `next` at \(Self.alertName(for: screen, in: context))",
                screen: screen))
        }
        return result
    }

    /// "'camera' (the camera alert)" when the flow has one, else "the camera alert".
    static func alertName(for screen: Screen, in context: LintContext) -> String {
        guard let resource = screen.resourceID, let info = context.catalog.resource(resource) else {
            return "the system alert for the pre-alert's resource"
        }
        let alert = context.flow.screens.first { candidate in
            (candidate.kind.value == .alert && candidate.resourceID == resource)
                || (candidate.kind.value == .locationButton && resource == context.catalog.locationButtonResourceID)
        }
        if let alert { return "'\(alert.id.value)' (the \(info.displayName) alert)" }
        return "the \(info.displayName) alert"
    }
}
