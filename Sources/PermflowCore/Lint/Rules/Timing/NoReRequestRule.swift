/// `no-re-request`: once a resource is denied, no path leads back to that resource's pre-alert or alert.
///
/// Only a denial counts: a limited grant (photos, contacts) is an answer people refine in the
/// system's own picker, not a refusal. A location button's `deny` denies `location`.
///
/// A pre-alert reached again is always reported: it promises an alert that will not come. The
/// alert reached again is reported only when the path has not pointed people to Settings on the
/// way (a `settings` screen for the resource, or an `opens-settings` action): after that, people
/// may have changed their answer, and the alert, which the walker does not show again, only
/// routes by the stored state, the way an app checks its authorization status.
///
/// For each denied resource, one breadth-first search over (screen, pointed to Settings yet?)
/// from the denial targets finds the nearest requests; resources are a fixed catalog and the
/// state is a yes/no, so the whole check stays linear in screens + edges.
public struct NoReRequestRule: Rule {
    public static let description = RuleDescription(
        id: "no-re-request",
        name: "Don't ask again after a denial",
        family: .timing,
        severity: .error,
        summary: "after a denial no path leads back to the same resource's pre-alert, or to its alert without pointing people to Settings first",
        rationale: """
        HIG: "The system provides a standard alert that lets people view each request you make. \
        … People can also view the description — and update their choice — in Settings > Privacy." \
        The alert shows once: after a denial, asking again shows nothing, so the flow should point \
        people to Settings.
        """,
        hint: "point people to Settings instead: lead the denial to a `settings` screen for the resource",
        triggering: [
            RuleExample(preAlert: "Scan receipts with your camera",
                        body: "Point the camera at a receipt and Receipts reads the total.",
                        button: "Continue", then: """
            camera:
              kind: alert
              resource: camera
              purpose: Receipts uses the camera to read the totals on receipts you scan.
              on:
                allow: done
                deny: home
            """, note: "camera (deny) → home → why-camera"),
            RuleExample(.app("Stores", action: "Find stores near me", end: "Map"), screens: """
            location:
              kind: alert
              resource: location
              purpose: Stores uses your location to find stores near you.
              on:
                allow-once: done
                allow-while-using: done
                deny: denied
            denied:
              kind: app
              title: Stores near you need your location
              actions:
                - label: Try again
                  go: location
            """),
        ],
        nonTriggering: [
            RuleExample(screens: """
            camera:
              kind: alert
              resource: camera
              purpose: Receipts uses the camera to read the totals on receipts you scan.
              on:
                allow: done
                deny: blocked
            blocked:
              kind: settings
              resource: camera
              title: Camera is off for Receipts
              body: You can turn it on in Settings > Privacy > Camera.
              actions:
                - label: Open Settings
                  opens-settings: true
                  go: home
                - label: Not now
                  go: home
            """, note: "after Settings, reaching the alert again only routes by the stored answer"),
            RuleExample(.app("Album", action: "Add photos", end: "Album"), screens: """
            photos:
              kind: alert
              resource: photos
              purpose: Album shows the photos you pick so you can arrange them into albums.
              on:
                allow-full: done
                limit: home
                deny: done
            """, note: "a limited grant may lead back; people refine it in the system's picker"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        PermissionStateAnalysis.of(context).findings.compactMap { finding in
            let isPreAlert = finding.kind == .preAlertWhenDenied
            guard isPreAlert || finding.kind == .alertAfterDenial else { return nil }
            let screen = context.flow.screens[finding.screen]
            let name = context.catalog.resource(finding.resource)?.displayName ?? finding.resource.rawValue
            let consequence = isPreAlert
                ? "the system will not show the \(name) alert again, so this pre-alert leads nowhere"
                : "the system will not show the alert again, so this request does nothing"
            let id = screen.id.value
            let lead = switch (finding.cause, finding.relaunched) {
            case (.answer, false): "after \(name) access is denied the flow asks again at '\(id)'"
            case (.answer, true): "after \(name) access is denied the app's next launch asks again at '\(id)'"
            case (.settings, _): "\(name) access may be turned off in Settings, and the flow asks again at '\(id)'"
            case (.relaunch, _): "\(name) access may be turned off in Settings between launches, and the next launch asks again at '\(id)'"
            }
            return Violation(finding.edge.target, "\(lead): \(finding.path); \(consequence)", screen: screen)
        }
    }
}
