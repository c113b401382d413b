/// `no-re-request`: no pre-alert or alert is reached while its resource may already be denied.
///
/// Path-sensitive (`PermissionStateAnalysis`): what is known about the resource's state along
/// each path decides. A pre-alert reached where the resource may be denied is reported: it
/// promises an alert that will not come. That includes the app's next launch (a relaunch is an
/// edge from every screen back to `start`, after which an answered resource may be in any state
/// Settings offers), so a feature reached again through its pre-alert with no state check
/// before it is reported here. An alert reached again is reported only right after a denial on
/// the same launch, with no request for the resource and no pointer to Settings (a `settings`
/// screen for it, an `opens-settings` action) on the way: otherwise the alert, which the system
/// does not show, only routes by the stored state, the way an app checks its authorization
/// status. A check that routes `denied` elsewhere guards the path. Only a denial counts: a
/// limited grant is an answer people refine in the system's own picker. A location button's
/// `deny` denies `location`.
public struct NoReRequestRule: Rule {
    public static let description = RuleDescription(
        id: "no-re-request",
        name: "Don't ask again after a denial",
        family: .timing,
        severity: .error,
        summary: "no pre-alert is reached while its resource may already be denied (on this launch or the next), "
            + "nor its alert right after a denial without pointing people to Settings; a state check that routes `denied` elsewhere guards the path",
        rationale: """
        HIG: "The system provides a standard alert that lets people view each request you make. \
        … People can also view the description — and update their choice — in Settings > Privacy." \
        The alert shows once: after a denial, asking again shows nothing, so the flow should point \
        people to Settings.
        """,
        hint: "point people to Settings instead: lead the denial to a `settings` screen for the resource, "
            + "and where people come back, check the state first (`kind: check` routing `denied` to that screen)",
        triggering: [
            RuleExample(.receipts(cameraDenied: "home").home(goesTo: "why-camera"), screens: "", note: "camera (deny) → home → why-camera"),
            RuleExample(.receipts.home(goesTo: "why-camera"), screens: "",
                        note: "after a denial, the app's next launch leads through home to the pre-alert again"),
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
            RuleExample(.receipts(cameraDenied: "camera-off").home(goesTo: "camera"), screens: "",
                        note: "after Settings, reaching the alert again only routes by the stored answer"),
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
            RuleExample(.receiptsGuarded, screens: "", note: "the check routes `denied` to the Settings screen, on this launch and every later one"),
            RuleExample(.receipts(cameraDenied: "home").home(goesTo: "scan"), screens: "",
                        note: "a denial leads home, and home checks the camera before it asks: denied goes to the Settings hint"),
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
