/// `purpose-present`: every system alert that shows the app's purpose string, and every
/// location button, has a non-empty one.
public struct PurposePresentRule: Rule {
    public static let description = RuleDescription(
        id: "purpose-present",
        name: "Purpose string present",
        family: .purpose,
        severity: .error,
        summary: "every system alert and location button has a non-empty purpose string",
        rationale: HIGQuote.rationale(HIGQuote.describeUseInAlert, """
        Without it iOS has nothing to explain the request with (and an app that asks without the \
        Info.plist key is stopped). A notifications alert shows the system's own message, so it takes none.
        """),
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
            RuleExample(.app("Stride", action: "Sync my runs", end: "All set"), screens: """
            health:
              kind: alert
              resource: health
              share: [workouts]
              read: [heart-rate]
              purpose: Stride reads your heart rate to chart the effort of each run.
              on:
                allow: done
                deny: done
            """, note: "the Health sheet lists a share type, but the alert has no `share-purpose` (NSHealthUpdateUsageDescription)"),
        ],
        nonTriggering: [
            RuleExample(.sleepy, purpose: "Sleepy records during the night to detect snoring sounds."),
            RuleExample(.reminders, screens: "", note: "a notifications alert shows the system's message, not a purpose string"),
            RuleExample(.app("Stride", action: "Sync my runs", end: "All set"), screens: """
            health:
              kind: alert
              resource: health
              share: [workouts]
              share-purpose: Stride saves each run you finish as a workout in Health.
              on:
                allow: done
                deny: done
            """, note: "a Health request that only shares (writes) needs only `share-purpose`"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var result: [Violation] = []
        for screen in context.flow.screens {
            guard let resource = PurposeString.shownResource(of: screen, in: context) else { continue }
            let isButton = screen.kind.value == .locationButton
            // The message's words are made only for a violation (most purposes have none).
            var what: String { isButton ? "location button '\(screen.id.value)'" : "\(resource) alert '\(screen.id.value)'" }
            var hint: String {
                let plistKey = isButton ? context.catalog.locationButtonResource : context.resource(of: screen)
                let keyNote = plistKey?.plistKey(ios: context.flow.ios.value).map { " (Info.plist key \($0))" } ?? ""
                return "add `purpose:` with one sentence that says what \(context.flow.app.value) does with the \(resource) and why\(keyNote)"
            }
            if screen.kind.value == .alert, context.resource(of: screen)?.has(.healthSheet) == true {
                result += healthPurposes(screen, what: what, context: context)
                continue
            }
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

    /// A health alert needs the read purpose (`purpose`, NSHealthShareUsageDescription) when it
    /// lists read types, and the share purpose (`share-purpose`, NSHealthUpdateUsageDescription)
    /// when it lists share types: HealthKit stops an app that asks without the key.
    private func healthPurposes(_ screen: Screen, what: String, context: LintContext) -> [Violation] {
        var result: [Violation] = []
        let app = context.flow.app.value
        let needs: [(Located<String>?, Bool, String, String)] = [
            (screen.purpose, !screen.healthRead.isEmpty, "purpose", "reads from Health (Info.plist key NSHealthShareUsageDescription)"),
            (screen.sharePurpose, !screen.healthShare.isEmpty, "share-purpose",
             "writes to Health (Info.plist key NSHealthUpdateUsageDescription)"),
        ]
        for (text, needed, key, does) in needs where needed {
            let hint = "add `\(key):` with one sentence that says what \(app) \(does) and why"
            if let text {
                if TextMatcher.isBlank(text.value) {
                    result.append(Violation(text, "\(what) has an empty `\(key)`", screen: screen, hint: hint))
                }
            } else {
                result.append(Violation(screen.id, "\(what) lists \(key == "purpose" ? "read" : "share") types but has no `\(key)`",
                                        screen: screen, hint: hint))
            }
        }
        return result
    }
}
