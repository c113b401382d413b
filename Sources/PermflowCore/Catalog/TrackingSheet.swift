/// App Tracking Transparency's EU request (iOS 27.2 and later): a full-page sheet, not an
/// alert, with the app's formatted purpose (NSUserTrackingMarkdownUsageDescription, falling
/// back to NSUserTrackingUsageDescription), Allow and the refusal, and an optional Additional
/// Information button that closes it without an answer. Where it shows is `EURegion`'s; what
/// answering it stores is the classic alert's (`SystemModel`).
///
/// No capture shows the sheet: every string's evidence says so (Apple publishes the behaviour,
/// not the words; shared/research/ios-alerts-2026-update.md).
public struct TrackingSheetText: Sendable, Hashable, Codable {
    /// The line over the purpose, `%@` the app's name.
    public var title: SystemString?
    public var allow: SystemString?
    public var deny: SystemString?
    public var additionalInformation: SystemString?

    public init(title: SystemString? = nil, allow: SystemString? = nil, deny: SystemString? = nil,
                additionalInformation: SystemString? = nil) {
        self.title = title
        self.allow = allow
        self.deny = deny
        self.additionalInformation = additionalInformation
    }

    func merged(with other: TrackingSheetText) -> TrackingSheetText {
        TrackingSheetText(title: other.title ?? title, allow: other.allow ?? allow, deny: other.deny ?? deny,
                          additionalInformation: other.additionalInformation ?? additionalInformation)
    }

    /// Every string with its name, in drawing order.
    public var strings: [(name: String, string: SystemString)] {
        [("title", title), ("allow", allow), ("deny", deny), ("additionalInformation", additionalInformation)]
            .compactMap { name, string in string.map { (name, $0) } }
    }

    /// The weakest status of its strings.
    public var status: EvidenceStatus { strings.map(\.string.evidence.status).max() ?? .unverified }
}

extension SystemAlertCatalog {
    /// The EU tracking sheet's strings for `locale`, each falling back to the language and then
    /// English on its own.
    public func trackingSheet(locale: String) -> TrackingSheetText {
        var result = TrackingSheetText()
        for key in [locale, LocaleLanguage.of(locale), "en"].reversed() {
            if let text = words(key, .trackingSheet)?.trackingSheet { result = result.merged(with: text) }
        }
        return result
    }
}
