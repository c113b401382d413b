/// An Info.plist key, for the iOS versions that read it.
public struct PlistKey: Sendable, Codable, Hashable {
    /// Which field of an alert screen holds the key's text.
    public enum Field: String, Sendable, Codable, Hashable {
        /// `purpose` (for Health: the read purpose).
        case purpose
        /// `share-purpose`: Health's write purpose (NSHealthUpdateUsageDescription).
        case sharePurpose = "share-purpose"
        /// `purpose-markdown`: tracking's formatted purpose for iOS 27.2's EU sheet
        /// (NSUserTrackingMarkdownUsageDescription).
        case purposeMarkdown = "purpose-markdown"
    }

    public var key: String
    public var ios: IOSRange
    public var field: Field

    public init(_ key: String, ios: IOSRange = .all, from field: Field = .purpose) {
        self.key = key
        self.ios = ios
        self.field = field
    }
}
