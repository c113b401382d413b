/// `app-key-unprototyped`: the app has a usage key for a resource no flow asks for.
public struct AppKeyUnprototypedRule: AppReviewRule {
    public static let description = RuleDescription(
        id: "app-key-unprototyped",
        name: "Every usage key has a flow",
        family: .appReview,
        severity: .warning,
        summary: "every usage-description key in the app's files belongs to a resource some flow linted with them asks for",
        rationale: HIGQuote.rationale(HIGQuote.describeUse, """
        A key no flow asks for is a request nobody designed: when the app asks, and what it says before, \
        were never walked. It may also be a key left over from a feature that is gone, which App Review \
        asks about. A key counts for its resource, so an older key of a resource a flow asks for \
        (`NSCalendarsUsageDescription` beside a calendar alert) is fine. Keys permflow has no alert for \
        are left alone. Checked when one `permflow lint` run is given flows and app files.
        """),
        hint: "write a flow that asks for the resource (`permflow init RESOURCE`), or remove the key if the app no longer asks",
        triggering: [
            .cameraFlow(with: [appInfoPlist([
                ("NSCameraUsageDescription", RuleExample.cameraPurpose),
                ("NSMicrophoneUsageDescription", "Receipts records a voice note with each receipt you scan."),
            ])], note: "no flow asks for the microphone"),
        ],
        nonTriggering: [
            .cameraFlow(with: [appInfoPlist([("NSCameraUsageDescription", RuleExample.cameraPurpose)])]),
        ]
    )

    public init() {}

    /// Where a key is reported: its Info.plist first, then build settings, a catalog, `.strings`.
    static let order: [AppFileKind] = [.infoPlist, .xcodeProject, .stringCatalog, .strings]

    public func check(_ context: AppReviewContext) -> [AppReviewFinding] {
        guard context.comparesFlowsAndApp else { return [] }
        let asked = context.flows.reduce(into: Set<ResourceID>()) { $0.formUnion($1.resources) }
        var result: [AppReviewFinding] = []
        var reported: Set<String> = []
        for kind in Self.order {
            for file in context.appFiles where file.kind == kind {
                for (key, location) in file.keys.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
                    // A key permflow has no alert for cannot be prototyped: left alone.
                    guard let info = context.catalog.usageKey(key), !asked.contains(info.resource),
                          reported.insert(key).inserted else { continue }
                    let name = context.catalog.resource(info.resource)?.displayName ?? info.resource.rawValue
                    let setting = file.kind == .xcodeProject ? "INFOPLIST_KEY_" + key : key
                    result.append(AppReviewFinding(path: file.source.path, Violation(
                        at: location, length: setting.count,
                        "\(key): no flow linted with the app asks for \(name) (`resource: \(info.resource)`); the request is not prototyped",
                        screen: key), keyPath: file.kind == .xcodeProject ? "buildSettings › " + setting : key))
                }
            }
        }
        return result
    }
}
