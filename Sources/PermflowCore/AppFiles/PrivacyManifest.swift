#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What an app's privacy manifest (`PrivacyInfo.xcprivacy`) declares about tracking, and where:
/// App Review (ITMS-91064) requires `NSPrivacyTracking` to be true when the app tracks, and when
/// `NSPrivacyTrackingDomains` lists any domain.
public struct PrivacyManifest: Sendable, Hashable {
    /// `NSPrivacyTracking`: nil when the key is missing; false when it is false or not a Boolean.
    public var tracking: Bool?
    /// Where `NSPrivacyTracking`'s value is written (the file's start when the key is missing;
    /// line 0 in a binary manifest).
    public var trackingLocation: SourceLocation
    public var trackingLength: Int = 1
    /// `NSPrivacyTracking` holds something other than `<true/>` or `<false/>`.
    public var trackingIsNotBoolean = false
    /// `NSPrivacyTrackingDomains`, as far as it is a list of text.
    public var trackingDomains: [String] = []
    /// Where `NSPrivacyTrackingDomains`' value is written.
    public var domainsLocation: SourceLocation?

    public static let trackingKey = "NSPrivacyTracking"
    public static let domainsKey = "NSPrivacyTrackingDomains"

    public init(tracking: Bool?, trackingLocation: SourceLocation, trackingDomains: [String] = [], domainsLocation: SourceLocation? = nil) {
        self.tracking = tracking
        self.trackingLocation = trackingLocation
        self.trackingDomains = trackingDomains
        self.domainsLocation = domainsLocation
    }
}

extension AppFileReader {
    /// The top-level dictionary of a privacy manifest: only the two tracking keys are decoded (the
    /// collected-data types and required-reason APIs are not permflow's), so nothing else in the
    /// file is built into values.
    struct ManifestTop: Decodable {
        var hasTracking = false
        var tracking: Bool?
        var domains: [String] = []
        var hasDomains = false

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            for key in container.allKeys {
                switch key.stringValue {
                case PrivacyManifest.trackingKey:
                    hasTracking = true
                    tracking = try? container.decode(Bool.self, forKey: key)
                case PrivacyManifest.domainsKey:
                    hasDomains = true
                    // A list with anything but text in it counts by its text items; not a list: none.
                    if var list = try? container.nestedUnkeyedContainer(forKey: key) {
                        while !list.isAtEnd {
                            if let domain = try? list.decode(String.self) { domains.append(domain) }
                            else { _ = try? list.decode(Skip.self) }
                        }
                    }
                default:
                    continue
                }
            }
        }

        /// Consumes one item of a list without building it (its nesting is bounded before decoding).
        struct Skip: Decodable {
            init(from decoder: any Decoder) throws {}
        }
    }

    /// Reads `PrivacyInfo.xcprivacy` (an XML or binary property list) as the Info.plist is read:
    /// same limits, same errors.
    func readPrivacyManifest(path: String, data: Data) throws -> AppStringsFile {
        let (read, places, top) = try propertyList(ManifestTop.self, path: path, data: data, kind: .privacyManifest,
                                                   what: "a privacy manifest")
        var file = read
        let missing = file.isBinary ? SourceLocation(line: 0, column: 0) : SourceLocation.fileStart
        let trackingPlace = places[PrivacyManifest.trackingKey]
        var manifest = PrivacyManifest(tracking: top.tracking ?? (top.hasTracking ? false : nil),
                                       trackingLocation: trackingPlace?.value ?? missing,
                                       trackingDomains: top.domains,
                                       domainsLocation: top.hasDomains ? places[PrivacyManifest.domainsKey]?.value ?? missing : nil)
        manifest.trackingIsNotBoolean = top.hasTracking && top.tracking == nil
        if let trackingPlace, !file.isBinary {
            // `<false/>` or `<true/>`, underlined whole.
            let written = file.source.scalars(ofLine: trackingPlace.value.line, from: trackingPlace.value.column - 1, limit: 8)
            if written.hasPrefix("<false/>") { manifest.trackingLength = 8 } else if written.hasPrefix("<true/>") { manifest.trackingLength = 7 }
        }
        file.privacy = manifest
        return file
    }
}
