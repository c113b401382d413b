/// `privacy-tracking-undeclared`: the app asks to track, but its privacy manifest says it does not.
public struct PrivacyTrackingUndeclaredRule: AppReviewRule {
    public static let description = RuleDescription(
        id: "privacy-tracking-undeclared",
        name: "A tracking request is declared in the privacy manifest",
        family: .appReview,
        severity: .error,
        summary: "when a flow's tracking alert or the app's `NSUserTrackingUsageDescription` asks to track, "
            + "the privacy manifest (`PrivacyInfo.xcprivacy`) says `NSPrivacyTracking` is true",
        rationale: """
        Apple: "NSPrivacyTracking: A Boolean that indicates whether your app or third-party SDK uses data for tracking \
        as defined under the App Tracking Transparency framework." An app that asks for tracking permission tracks by \
        that definition, and a manifest that says it does not is a false declaration App Review checks against the \
        tracking request (ITMS-91064). Checked for each manifest linted with the flow or the key that asks; \
        a run without a manifest checks nothing here.
        """,
        hint: "set <key>NSPrivacyTracking</key><true/> and list the tracking domains under NSPrivacyTrackingDomains",
        triggering: [
            .offersFlow(with: [appInfoPlist([("NSUserTrackingUsageDescription", RuleExample.trackingPurpose)]),
                               privacyManifestExample(tracking: false)],
                        note: "the manifest says the app does not track"),
        ],
        nonTriggering: [
            .offersFlow(with: [appInfoPlist([("NSUserTrackingUsageDescription", RuleExample.trackingPurpose)]),
                               privacyManifestExample(tracking: true, domains: ["ads.example.com"])]),
        ]
    )

    public init() {}

    public func check(_ context: AppReviewContext) -> [AppReviewFinding] {
        guard let asker = context.trackingAsker else { return [] }
        return context.manifests.compactMap { file in
            guard let manifest = file.privacy, manifest.tracking != true else { return nil }
            let said = manifest.tracking == nil ? "has no NSPrivacyTracking"
                : manifest.trackingIsNotBoolean ? "has an NSPrivacyTracking that is not a Boolean" : "says NSPrivacyTracking is false"
            return AppReviewFinding(path: file.source.path, Violation(
                at: manifest.trackingLocation, length: manifest.trackingLength,
                "the privacy manifest \(said), but the app asks to track: \(asker) (ITMS-91064)",
                screen: PrivacyManifest.trackingKey), keyPath: PrivacyManifest.trackingKey)
        }
    }
}
