#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A key a screen may carry (`FlowKeys.allScreenKeys`), read once from the key's text.
///
/// `NodeReader.readScreen` asks of every key of every screen whether the screen's kind takes it,
/// which field it is, and, after the loop, which keys were present. Asked of the key's text, that
/// was a `switch` over about 25 strings and scans of the kind's key list: about ten string
/// comparisons a key. The key's first byte and its length tell every screen key apart, so one
/// comparison of its bytes names it (docs/benchmarks.md, "flows32f"); a text that is no screen
/// key is nil. `ScreenKeyTests` holds the names to `FlowKeys`.
enum ScreenKey: UInt8, CaseIterable, Sendable {
    case kind, ignore
    case title, body, actions, collects, image, resource, button, next, dismissible
    case purpose, on, alert, share, read, sharePurpose, purposeMarkdown, additionalInformation, expandedInterface, accessLevel
    case label, glyph, background, foreground, cornerRadius, width

    /// The key as a flow writes it.
    var name: StaticString {
        switch self {
        case .kind: "kind"
        case .ignore: "ignore"
        case .title: "title"
        case .body: "body"
        case .actions: "actions"
        case .collects: "collects"
        case .image: "image"
        case .resource: "resource"
        case .button: "button"
        case .next: "next"
        case .dismissible: "dismissible"
        case .purpose: "purpose"
        case .on: "on"
        case .alert: "alert"
        case .share: "share"
        case .read: "read"
        case .sharePurpose: "share-purpose"
        case .purposeMarkdown: "purpose-markdown"
        case .additionalInformation: "additional-information"
        case .expandedInterface: "expanded-interface"
        case .accessLevel: "access-level"
        case .label: "label"
        case .glyph: "glyph"
        case .background: "background"
        case .foreground: "foreground"
        case .cornerRadius: "corner-radius"
        case .width: "width"
        }
    }

    /// The screen key `text` is, or nil when it is none.
    init?(_ text: String) {
        var text = text
        let key: ScreenKey? = text.withUTF8 { bytes in
            guard let first = bytes.first, let base = bytes.baseAddress,
                  let candidate = Self.candidate(first: first, count: bytes.count) else { return nil }
            let name = candidate.name
            guard name.utf8CodeUnitCount == bytes.count, memcmp(name.utf8Start, base, bytes.count) == 0 else { return nil }
            return candidate
        }
        guard let key else { return nil }
        self = key
    }

    /// The only screen key that starts with `first` and is `count` bytes long, if any.
    private static func candidate(first: UInt8, count: Int) -> ScreenKey? {
        switch (first, count) {
        case (0x6B, 4): .kind  // k
        case (0x69, 6): .ignore  // i
        case (0x69, 5): .image
        case (0x74, 5): .title  // t
        case (0x62, 4): .body  // b
        case (0x62, 6): .button
        case (0x62, 10): .background
        case (0x61, 7): .actions  // a
        case (0x61, 5): .alert
        case (0x61, 12): .accessLevel
        case (0x61, 22): .additionalInformation
        case (0x63, 8): .collects  // c
        case (0x63, 13): .cornerRadius
        case (0x72, 8): .resource  // r
        case (0x72, 4): .read
        case (0x6E, 4): .next  // n
        case (0x64, 11): .dismissible  // d
        case (0x70, 7): .purpose  // p
        case (0x70, 16): .purposeMarkdown
        case (0x6F, 2): .on  // o
        case (0x73, 5): .share  // s
        case (0x73, 13): .sharePurpose
        case (0x65, 18): .expandedInterface  // e
        case (0x6C, 5): .label  // l
        case (0x67, 5): .glyph  // g
        case (0x66, 10): .foreground  // f
        case (0x77, 5): .width  // w
        default: nil
        }
    }

    /// The key's bit in a `ScreenKey.Set`.
    var bit: UInt32 { 1 << UInt32(rawValue) }

    /// Screen keys as bits: what a kind takes, what a screen holds.
    struct Set: Sendable, Equatable {
        var bits: UInt32 = 0

        func contains(_ key: ScreenKey) -> Bool { bits & key.bit != 0 }
        mutating func insert(_ key: ScreenKey) { bits |= key.bit }
    }

    /// The keys `kind` takes (`NodeReader.allowedKeys`), as bits.
    static func allowed(_ kind: ScreenKind) -> Set {
        switch kind {
        case .app: allowedApp
        case .preAlert: allowedPreAlert
        case .alert: allowedAlert
        case .locationButton: allowedLocationButton
        case .settings: allowedSettings
        case .end: allowedEnd
        case .check: allowedCheck
        }
    }

    private static func keys(of kind: ScreenKind) -> Set {
        // A loop, not an array of keys: an array of a type of its own cost the walk its metadata.
        var keys = Set()
        for name in NodeReader.allowedKeys[kind] ?? FlowKeys.common {
            if let key = ScreenKey(name) { keys.insert(key) }
        }
        return keys
    }

    private static let allowedApp = keys(of: .app)
    private static let allowedPreAlert = keys(of: .preAlert)
    private static let allowedAlert = keys(of: .alert)
    private static let allowedLocationButton = keys(of: .locationButton)
    private static let allowedSettings = keys(of: .settings)
    private static let allowedEnd = keys(of: .end)
    private static let allowedCheck = keys(of: .check)
}
