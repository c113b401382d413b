/// `app-key-missing`: a flow asks for a resource whose usage key none of the app's files has.
public struct AppKeyMissingRule: AppReviewRule {
    public static let description = RuleDescription(
        id: "app-key-missing",
        name: "The app has the usage key each flow's alert needs",
        family: .appReview,
        severity: .error,
        summary: "every system alert a flow asks for has its usage-description key in the app's Info.plist or build settings linted with it "
            + "(location: `NSLocationWhenInUseUsageDescription`; Always also `NSLocationAlwaysAndWhenInUseUsageDescription`; "
            + "tracking: `NSUserTrackingUsageDescription`; Health: share and update …)",
        rationale: HIGQuote.rationale(HIGQuote.describeUseInAlert, """
        An app that asks for a resource without its usage key in Info.plist is ended by iOS at the request, \
        and App Store Connect refuses the upload (ITMS-90683: "Missing purpose string in Info.plist"). \
        The keys come from permflow's catalog, for the flow's `ios`: the key each alert reads, the keys of the \
        alert an upgrade alert upgrades (Always needs When In Use), Health's share key for `purpose` and update \
        key for `share-purpose`. A String Catalog or `.strings` file only translates a key the Info.plist \
        has, so it counts only when the run has no Info.plist or project. Checked when one `permflow lint` \
        run is given flows and app files.
        """),
        hint: "add the key to the app's Info.plist (or as an INFOPLIST_KEY_ build setting) with the flow's purpose string",
        triggering: [
            .cameraFlow(with: [appInfoPlist([])], note: "the Info.plist has no NSCameraUsageDescription"),
        ],
        nonTriggering: [
            .cameraFlow(with: [appInfoPlist([("NSCameraUsageDescription", RuleExample.cameraPurpose)])]),
        ]
    )

    public init() {}

    public func check(_ context: AppReviewContext) -> [AppReviewFinding] {
        guard context.comparesFlowsAndApp else { return [] }
        // A catalog or `.strings` file only translates a key: the key itself must be in an Info.plist
        // or a build setting, when the run has one (otherwise whatever names it is all there is to go on).
        let sources = context.appFiles.filter { $0.kind == .infoPlist || $0.kind == .xcodeProject }
        let have = sources.isEmpty ? context.appKeys : sources.reduce(into: Set<String>()) { $0.formUnion($1.keys.keys) }
        let checked = sources.isEmpty ? "no app file linted with it has" : "no Info.plist or build setting linted with it has"
        var result: [AppReviewFinding] = []
        for file in context.flows {
            // The keys each screen lacks, in the order the screens come.
            var missing: [(screen: String, purposes: [ExportedPurpose])] = []
            for purpose in file.purposes where !have.contains(purpose.key) {
                if let index = missing.firstIndex(where: { $0.screen == purpose.screen }) {
                    missing[index].purposes.append(purpose)
                } else {
                    missing.append((purpose.screen, [purpose]))
                }
            }
            for (id, purposes) in missing {
                guard let screen = file.flow.screen(id) else { continue }
                let keys = purposes.map(\.key)
                let resource = screen.resourceID.flatMap { context.catalog.resource($0) }?.displayName ?? "the resource"
                let at = screen.resource ?? screen.id
                let list = Self.list(keys)
                result.append(AppReviewFinding(path: file.path, Violation(
                    at: at.location, length: at.length,
                    "screen '\(id)' asks for \(resource), but \(checked) \(list); "
                        + "iOS ends an app that asks without \(keys.count == 1 ? "it" : "them") (ITMS-90683)",
                    hint: "add " + purposes.map { "\($0.key) (\"\($0.text)\")" }.joined(separator: " and ")
                        + " to the app's Info.plist, or INFOPLIST_KEY_\(keys[0]) to its build settings",
                    screen: id)))
            }
        }
        return result
    }

    /// "A", "A and B", "A, B and C".
    static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }
}
