/// `plist-keys-together`: a key whose request also needs another key (Always needs When In Use).
public struct PlistKeysTogetherRule: AppFileRule {
    public static let description = RuleDescription(
        id: "plist-keys-together",
        name: "Usage-description keys that go together",
        family: .appFiles,
        severity: .error,
        summary: "`NSLocationAlwaysAndWhenInUseUsageDescription` comes with `NSLocationWhenInUseUsageDescription` "
            + "(an upgrade alert's key with the key of the alert it upgrades)",
        rationale: HIGQuote.rationale(HIGQuote.describeUse, """
        Location is one authorization: iOS asks for When In Use first and offers Always as an \
        upgrade later, so an app that asks for Always needs both purpose strings; with only the Always key, \
        iOS shows no alert at all. permflow reads which alert upgrades which from its catalog \
        (`location-always` upgrades `location`).
        """),
        hint: "add the key of the alert that is shown first, with its own purpose string",
        triggering: [
            RuleExample(infoPlist: "NSLocationAlwaysAndWhenInUseUsageDescription", "Receipts uses your location to remind you of receipts near a store.",
                        note: "Always without When In Use"),
        ],
        nonTriggering: [
            RuleExample(infoPlist: "NSLocationAlwaysAndWhenInUseUsageDescription", "Receipts uses your location to remind you of receipts near a store.",
                        more: "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Receipts uses your location to find stores near you.</string>\n"),
        ]
    )

    public init() {}

    public func check(_ context: AppFileContext) -> [Violation] {
        let file = context.file
        guard file.kind == .infoPlist || file.kind == .xcodeProject else { return [] }
        var result: [Violation] = []
        for (key, location) in file.keys.sorted(by: { $0.value < $1.value }) {
            guard let info = context.catalog.usageKey(key), info.ios.through == nil,
                  let base = context.catalog.resource(info.resource)?.upgrades else { continue }
            let needed = context.catalog.currentUsageKeys(of: base)
            guard !needed.isEmpty, !needed.contains(where: { file.keys[$0] != nil }) else { continue }
            let string = file.strings.first { $0.key == key }
            result.append(Violation(at: string?.location ?? location, length: string?.length ?? key.count,
                                    "\(key) without \(needed.joined(separator: " or ")): iOS asks for \(base.rawValue) first, "
                                        + "and without its key shows no alert",
                                    hint: "add \(needed[0]) with its own purpose string", screen: key))
        }
        return result
    }
}
