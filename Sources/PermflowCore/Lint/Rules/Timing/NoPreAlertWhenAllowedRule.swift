/// `no-prealert-when-allowed`: a pre-alert is reached only while its alert will come.
///
/// Path-sensitive (`PermissionStateAnalysis`): a pre-alert reached where its resource may
/// already be allowed (after its alert, after a relaunch, after Settings) explains a request the
/// system will not show. A check that sends `allowed` elsewhere guards the path. For a pre-alert
/// before the Always upgrade alert, "allowed" means location may be Always already (whether the
/// upgrade was asked is the app's own memory, which a flow cannot check).
public struct NoPreAlertWhenAllowedRule: Rule {
    public static let description = RuleDescription(
        id: "no-prealert-when-allowed",
        name: "Explain only a request that will come",
        family: .timing,
        severity: .warning,
        summary: "no pre-alert is reached while its resource may already be allowed (after its alert, a relaunch or Settings); a state check sends `allowed` past it",
        rationale: """
        HIG, on a custom screen before the system alert: "Include only one button and make it \
        clear that it opens the system alert." Once people \
        have allowed access, the system shows no alert: a pre-alert then promises a request that \
        never comes, and people who already said yes are asked to read why again. A real app \
        reads the authorization status first and goes straight to the feature.
        """,
        hint: "check the state first: a `kind: check` on the resource that sends `not-determined` to the pre-alert and `allowed` straight to the feature",
        triggering: [
            RuleExample(.receipts(cameraAllowed: "scanner").home(goesTo: "why-camera"), screens: """
            scanner:
              kind: app
              title: Scan
              actions:
                - label: Scan another
                  go: why-camera
            """, note: "camera (allow) → scanner → why-camera: the alert will not come again"),
            RuleExample(.receipts.home(goesTo: "why-camera"), screens: "",
                        note: "after a relaunch camera access may be allowed, and home leads to the pre-alert again"),
        ],
        nonTriggering: [
            RuleExample(.receiptsGuarded, screens: "", note: "the check sends `allowed` straight to the feature, on every launch"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        PermissionStateAnalysis.of(context).findings.compactMap { finding in
            guard finding.kind == .preAlertWhenAllowed else { return nil }
            let screen = context.flow.screens[finding.screen]
            let id = screen.id.value
            let name = context.catalog.resource(finding.resource)?.displayName ?? finding.resource.rawValue
            let known = "\(name) access may already be \(finding.state.rawValue)"
            let when = switch finding.cause {
            case .answer: finding.relaunched ? " on the app's next launch" : ""
            case .settings: " after Settings"
            case .relaunch: " on the app's next launch"
            }
            return Violation(finding.edge.target,
                             "\(known) when the flow reaches the pre-alert '\(id)'\(when): \(finding.path); "
                                 + "the system will not show the alert, so this pre-alert explains a request that will not come",
                             screen: screen)
        }
    }
}
