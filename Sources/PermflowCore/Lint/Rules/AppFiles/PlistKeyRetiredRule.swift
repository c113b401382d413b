/// `plist-key-retired`: a usage-description key that the iOS versions apps target no longer read.
public struct PlistKeyRetiredRule: AppFileRule {
    public static let description = RuleDescription(
        id: "plist-key-retired",
        name: "Usage-description key that iOS still reads",
        family: .appFiles,
        severity: .error,
        summary: "no key iOS stopped reading (`NSLocationAlwaysUsageDescription`, `NSBluetoothPeripheralUsageDescription`, "
            + "`NSCalendarsUsageDescription` on iOS 17+) without the key that replaced it",
        rationale: HIGQuote.rationale(HIGQuote.describeUse, """
        iOS shows the purpose string it reads from the key of its own version; a key it no \
        longer reads is never shown, and without the key that replaced it the request fails (iOS 11 reads \
        `NSLocationAlwaysAndWhenInUseUsageDescription`, iOS 13 `NSBluetoothAlwaysUsageDescription`, iOS 17 \
        `NSCalendarsFullAccessUsageDescription` and `NSRemindersFullAccessUsageDescription`). An old key next \
        to its replacement is a warning when no iOS version permflow draws reads it (remove it), and fine \
        when older iOS versions an app may still support read it (calendars, reminders).
        """),
        hint: "add the key iOS reads now, with the same purpose string; remove the old key once no supported iOS reads it",
        triggering: [
            RuleExample(infoPlist: "NSLocationAlwaysUsageDescription", "Receipts uses your location to find stores near you.",
                        note: "iOS 11 and later never read this key"),
        ],
        nonTriggering: [
            RuleExample(infoPlist: "NSCalendarsFullAccessUsageDescription", "Receipts adds the due date of each bill you scan to your calendar.",
                        more: "\t<key>NSCalendarsUsageDescription</key>\n\t<string>Receipts adds the due date of each bill you scan to your calendar.</string>\n",
                        note: "the old key kept for iOS 16 next to the one iOS 17 reads"),
        ]
    )

    public init() {}

    public func check(_ context: AppFileContext) -> [Violation] {
        let file = context.file
        guard file.kind == .infoPlist || file.kind == .xcodeProject else { return [] }
        let oldest = IOSVersions.oldest
        var result: [Violation] = []
        for (key, location) in file.keys.sorted(by: { $0.value < $1.value }) {
            guard let info = context.catalog.usageKey(key), let last = info.ios.through, let replacement = info.replacement else { continue }
            let hasReplacement = file.keys[replacement] != nil
            let string = file.strings.first { $0.key == key }
            let (at, length) = (string?.location ?? location, string?.length ?? key.count)
            if !hasReplacement {
                result.append(Violation(at: at, length: length,
                                        "\(key): iOS \(last + 1) and later do not read this key; without \(replacement) the request fails there",
                                        hint: "add \(replacement) with this purpose string", screen: key))
            } else if last < oldest {
                result.append(Violation(at: at, length: length,
                                        "\(key): no iOS since iOS \(last) reads this key; \(replacement) replaced it",
                                        hint: "remove \(key)", severity: .warning, screen: key))
            }
        }
        return result
    }
}
