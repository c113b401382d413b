/// `privacy-tracking-domains`: tracking domains listed while the manifest says the app does not track.
public struct PrivacyTrackingDomainsRule: AppReviewRule {
    public static let description = RuleDescription(
        id: "privacy-tracking-domains",
        name: "Tracking domains come with NSPrivacyTracking",
        family: .appReview,
        severity: .error,
        summary: "a privacy manifest that lists `NSPrivacyTrackingDomains` says `NSPrivacyTracking` is true",
        rationale: """
        App Store Connect refuses the upload: "NSPrivacyTracking must be true if NSPrivacyTrackingDomains isn't empty" \
        (ITMS-91064). iOS blocks connections to the listed domains until people allow tracking, so a domain listed \
        there is one the app tracks through. Checked on every manifest linted, alone or with flows.
        """,
        hint: "set <key>NSPrivacyTracking</key><true/>, or empty NSPrivacyTrackingDomains if the app does not track",
        triggering: [
            RuleExample(project: [RuleExampleFile(privacyManifestExample(tracking: false, domains: ["ads.example.com"]))],
                        note: "domains, and tracking false"),
        ],
        nonTriggering: [
            RuleExample(project: [RuleExampleFile(privacyManifestExample(tracking: true, domains: ["ads.example.com"]))]),
        ]
    )

    public init() {}

    public func check(_ context: AppReviewContext) -> [AppReviewFinding] {
        context.manifests.compactMap { file in
            guard let manifest = file.privacy, manifest.tracking != true, !manifest.trackingDomains.isEmpty else { return nil }
            let location = manifest.domainsLocation ?? manifest.trackingLocation
            let domains = manifest.trackingDomains.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
                + (manifest.trackingDomains.count > 3 ? " and \(manifest.trackingDomains.count - 3) more" : "")
            let said = manifest.tracking == nil ? "there is no NSPrivacyTracking" : "NSPrivacyTracking is false"
            return AppReviewFinding(path: file.source.path, Violation(
                at: location, length: location == manifest.trackingLocation ? manifest.trackingLength : "<array>".count,
                "NSPrivacyTrackingDomains lists \(domains), but \(said): App Store Connect refuses the upload (ITMS-91064)",
                screen: PrivacyManifest.domainsKey), keyPath: PrivacyManifest.domainsKey)
        }
    }
}
