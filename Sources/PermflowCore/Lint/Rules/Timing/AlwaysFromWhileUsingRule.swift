/// `always-from-while-using`: the Always location alert is reached only while location is While Using.
///
/// iOS has one location authorization. Asking for Always while it is not determined shows the
/// when-in-use alert (Allow Once, Allow While Using App, Don't Allow) instead; the upgrade alert
/// (Keep Only While Using, Change to Always Allow) comes only from While Using, and only once;
/// from denied or one-time access the request shows nothing. Path-sensitive
/// (`PermissionStateAnalysis`): an upgrade alert (`ResourceInfo.upgrades`) reached where the
/// resource it upgrades may be anything but While Using or Always is reported.
public struct AlwaysFromWhileUsingRule: Rule {
    public static let description = RuleDescription(
        id: "always-from-while-using",
        name: "Ask for Always only from While Using",
        family: .timing,
        severity: .error,
        summary: "the Always location alert is reached only where location is While Using (or Always); not determined, denied or one-time access is reported",
        rationale: """
        HIG: "Request permission only when your app clearly needs access." Core Location asks in \
        two steps: the first request shows Allow Once / Allow While Using App / Don't Allow, even \
        when the app asks for Always; only an app already allowed While Using can show "Change to \
        Always Allow", and the system shows that alert once. A flow that shows the Always alert \
        from any other state shows an alert people will never see.
        """,
        hint: "ask for location first (`resource: location`); request Always (`location-always`) only where a check on `location` says `while-using`; iOS shows the upgrade alert once",
        triggering: [
            RuleExample(.trails().home(goesTo: "always"), screens: "",
                        note: "location is not determined here: iOS would show the when-in-use alert first"),
            RuleExample(.trails(once: "always", whileUsing: "always").home(goesTo: "location"), screens: "",
                        note: "location (allow-once) → always: from one-time access the request shows nothing"),
        ],
        nonTriggering: [
            RuleExample(.trails(whileUsing: "always").home(goesTo: "location"), screens: "", note: "Always is asked only after While Using"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        PermissionStateAnalysis.of(context).findings.compactMap { finding in
            guard finding.kind == .upgradeNotFromWhileUsing else { return nil }
            let screen = context.flow.screens[finding.screen]
            let name = context.catalog.resource(finding.resource)?.displayName ?? finding.resource.rawValue
            let shows = switch finding.state {
            case .notDetermined: "iOS shows its when-in-use alert (Allow Once, Allow While Using App, Don't Allow) instead"
            default: "iOS shows nothing"
            }
            let path = finding.path
            return Violation(finding.edge.target,
                             "'\(screen.id.value)' asks for Always while \(name) may be \(finding.state.rawValue): \(path); \(shows)",
                             screen: screen)
        }
    }
}
