/// `purpose-present`: every system alert that shows the app's purpose string, and every
/// location button, has a non-empty one.
public struct PurposePresentRule: Rule {
    public static let description = RuleDescription(
        id: "purpose-present",
        name: "Purpose string present",
        family: .purpose,
        severity: .error,
        summary: "every system alert and location button has a non-empty purpose string",
        rationale: """
        HIG: "Write copy that clearly describes how your app uses the ability, data, or resource you're \
        requesting. The standard alert displays your copy (called a purpose string or usage description \
        string) after your app name and before the buttons people use to grant or deny their permission." \
        Without it iOS has nothing to explain the request with (and an app that asks without the \
        Info.plist key is stopped). A notifications alert shows the system's own message, so it takes none.
        """,
        hint: "add `purpose:` with one sentence that says what the app does with the resource and why",
        triggering: [
            RuleExample(.sleepy, screens: """
            mic:
              kind: alert
              resource: microphone
              on:
                allow: done
                deny: done
            """, note: "the microphone alert has no `purpose`"),
            RuleExample(.stores, screens: """
            near-me:
              kind: location-button
              label: Current Location
              purpose: "   "
              on:
                allow-once: stores
                deny: home
            """, note: "a purpose of only spaces is empty"),
        ],
        nonTriggering: [
            RuleExample(.sleepy, purpose: "Sleepy records during the night to detect snoring sounds."),
            RuleExample(.reminders, screens: "", note: "a notifications alert shows the system's message, not a purpose string"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var result: [Violation] = []
        for screen in context.flow.screens {
            guard let resource = PurposeString.shownResource(of: screen, in: context) else { continue }
            let isButton = screen.kind.value == .locationButton
            let what = isButton ? "location button '\(screen.id.value)'" : "\(resource) alert '\(screen.id.value)'"
            let plistKey = isButton ? context.catalog.locationButtonResource : context.resource(of: screen)
            let keyNote = plistKey?.plistKey(ios: context.flow.ios.value).map { " (Info.plist key \($0))" } ?? ""
            let hint = "add `purpose:` with one sentence that says what \(context.flow.app.value) does with the \(resource) and why\(keyNote)"
            if let purpose = screen.purpose {
                if TextMatcher.isBlank(purpose.value) {
                    result.append(Violation(purpose, "\(what) has an empty purpose string", screen: screen, hint: hint))
                }
            } else {
                result.append(Violation(screen.id, "\(what) has no purpose string", screen: screen, hint: hint))
            }
        }
        return result
    }
}
