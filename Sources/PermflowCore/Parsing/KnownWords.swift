#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The words a flow writes again and again (its keys, screen kinds, outcome and state names,
/// resources), named from a scalar's bytes as libyaml hands them over.
///
/// The composer makes a `String` of every scalar; for a flow's keys and short values that is
/// always one of a few dozen words. Comparing libyaml's bytes with the words of the same length
/// and first byte (a `memcmp`) and handing back the word's string costs less than decoding and
/// validating the bytes into a new string (docs/benchmarks.md, "flows32j"). The string is the
/// same text either way; a scalar that is no known word is decoded as before.
enum KnownWords {
    /// The words, any order (`table` sorts them by length). Each at most `maxLength` bytes, ASCII.
    static let words: [String] = [
        // Top level, `launch-request`, `device`, actions.
        "permflow", "name", "app", "locale", "locales", "ios", "start", "launch-request", "device", "screens",
        "reason", "contacts", "photos", "videos", "sample-photos", "tracking-requests", "country",
        "label", "go", "opens-settings",
        // Screen keys (`FlowKeys.allScreenKeys`).
        "kind", "ignore", "title", "body", "actions", "collects", "image", "resource", "button", "next", "dismissible",
        "purpose", "on", "alert", "share", "read", "share-purpose", "purpose-markdown", "additional-information",
        "expanded-interface", "access-level", "glyph", "background", "foreground", "corner-radius", "width",
        // Screen kinds.
        "pre-alert", "location-button", "settings", "end", "check",
        // Alert answers and stored states, the keys of `on:`.
        "allow", "deny", "allow-once", "allow-while-using", "allow-full", "limit", "ask-not-to-track",
        "allowed", "otherwise", "asked", "not-determined", "denied", "authorized", "limited", "provisional",
        "allowed-once", "while-using", "always", "restricted", "write-only",
        // Resources flows name most.
        "camera", "microphone", "calendar", "reminders", "location", "notifications", "tracking", "health", "motion",
        "bluetooth", "local-network", "speech", "media-library",
        // Booleans.
        "true", "false",
    ]

    /// Longest word, in bytes.
    static let maxLength = 24

    /// The words' bytes one after another, grouped by length, and where each length's group is.
    /// A class: read through one reference per lookup, not five arrays copied.
    private final class Table: Sendable {
        let bytes: [UInt8]
        let strings: [String]
        /// For a length n, the indices of `strings` with n bytes: `groups[n]`.
        let groups: [Range<Int>]
        let offsets: [Int]
        let firstBytes: [UInt8]

        init(_ words: [String]) {
            var bytes: [UInt8] = [], strings: [String] = [], offsets: [Int] = [], firstBytes: [UInt8] = []
            var groups = Array(repeating: 0..<0, count: KnownWords.maxLength + 1)
            let sorted = Set(words).sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
            for length in 1...KnownWords.maxLength {
                let start = strings.count
                for word in sorted where word.utf8.count == length {
                    offsets.append(bytes.count)
                    firstBytes.append(word.utf8.first ?? 0)
                    bytes += word.utf8
                    strings.append(word)
                }
                groups[length] = start..<strings.count
            }
            self.bytes = bytes
            self.strings = strings
            self.groups = groups
            self.offsets = offsets
            self.firstBytes = firstBytes
        }
    }

    private static let table = Table(words)

    /// The known word `value` spells, or nil.
    static func string(_ value: UnsafeBufferPointer<UInt8>) -> String? {
        let length = value.count
        guard length > 0, length <= maxLength, let start = value.baseAddress else { return nil }
        let table = Self.table
        let first = start.pointee
        for index in table.groups[length] where table.firstBytes[index] == first {
            let same = table.bytes.withUnsafeBufferPointer { bytes in
                memcmp(bytes.baseAddress.unsafelyUnwrapped + table.offsets[index], start, length) == 0
            }
            if same { return table.strings[index] }
        }
        return nil
    }
}
