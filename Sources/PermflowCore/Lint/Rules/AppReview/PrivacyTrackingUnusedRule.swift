/// `privacy-tracking-unused`: the manifest declares tracking, but nothing in the app asks for it.
public struct PrivacyTrackingUnusedRule: AppReviewRule {
    public static let description = RuleDescription(
        id: "privacy-tracking-unused",
        name: "Declared tracking is asked for",
        family: .appReview,
        severity: .warning,
        summary: "a privacy manifest that says `NSPrivacyTracking` is true goes with a tracking request: "
            + "a flow's tracking alert or the app's `NSUserTrackingUsageDescription`",
        rationale: """
        An app may track only with permission (App Tracking Transparency, guideline 5.1.2), and it asks with the \
        tracking alert, which needs `NSUserTrackingUsageDescription`. A manifest that declares tracking in an app \
        that never asks either tracks without permission or declares what it does not do; App Review asks where \
        the request is (guideline 2.1: "Please explain where we can find the App Tracking Transparency permission \
        request"). Checked when the manifest is linted with flows or app files that have usage keys.
        """,
        hint: "prototype the tracking request (`permflow init tracking`) and add NSUserTrackingUsageDescription, "
            + "or set NSPrivacyTracking to false if the app does not track",
        triggering: [
            .cameraFlow(with: [appInfoPlist([("NSCameraUsageDescription", RuleExample.cameraPurpose)]),
                               privacyManifestExample(tracking: true, domains: ["ads.example.com"])],
                        note: "no flow and no key asks to track"),
        ],
        nonTriggering: [
            .cameraFlow(with: [appInfoPlist([("NSCameraUsageDescription", RuleExample.cameraPurpose)]),
                               privacyManifestExample(tracking: false)]),
        ]
    )

    public init() {}

    public func check(_ context: AppReviewContext) -> [AppReviewFinding] {
        guard !context.flows.isEmpty || !context.appFiles.isEmpty, !context.asksForTracking else { return [] }
        let asked = [context.flows.isEmpty ? nil : "no flow", context.appFiles.isEmpty ? nil : "no app file"].compactMap { $0 }
        let keys = context.trackingKeys.joined(separator: " or ")
        return context.manifests.compactMap { file in
            guard let manifest = file.privacy, manifest.tracking == true else { return nil }
            return AppReviewFinding(path: file.source.path, Violation(
                at: manifest.trackingLocation, length: manifest.trackingLength,
                "the privacy manifest says the app tracks, but \(asked.joined(separator: " and ")) linted with it asks to track "
                    + "(a tracking alert\(keys.isEmpty ? "" : ", \(keys)")); App Review asks where the request is (guideline 2.1)",
                screen: PrivacyManifest.trackingKey), keyPath: PrivacyManifest.trackingKey)
        }
    }
}
