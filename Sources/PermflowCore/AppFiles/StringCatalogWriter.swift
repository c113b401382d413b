/// Writes purpose strings as Xcode's String Catalog (`InfoPlist.xcstrings`), byte for byte as
/// Xcode writes it, so that a catalog Xcode opens and saves again shows no diff.
///
/// Xcode's layout, from catalogs it wrote (e.g. kongbaguni/lightMeter `InfoPlist.xcstrings`,
/// the fixture `Tests/Export/lightMeter-InfoPlist.xcstrings`): two
/// spaces per level, `"key" : value`, every object's keys in Foundation's `sortedKeys` order
/// (case-insensitive, digits by value: `zh-Hant` before `zh-HK`), `/` not escaped (xcstrings
/// tools that escaped it were fixed to match Xcode: Ryu0118/xcstrings-crud#28), non-ASCII
/// written as is, an empty object as `{` blank line `}`, and no newline after the last `}`.
public enum StringCatalogWriter {
    /// Whose words the entries carry.
    public enum Style: String, Sendable, CaseIterable {
        /// What Xcode writes once it has extracted the keys from the app's Info.plist (which
        /// `export --info-plist` gives): Xcode's name for the key as the comment,
        /// `"extractionState" : "extracted_with_value"`, the source language `"new"` (Xcode's
        /// state for a value it read from Info.plist) and every other language `"translated"`.
        case xcode
        /// Entries as if added by hand in the catalog: the flow's screen id as the comment,
        /// `"extractionState" : "manual"`, every language `"translated"`. Xcode rewrites them in
        /// its own words once the app's Info.plist has the keys.
        case screens
    }

    public static func catalog(_ strings: AppStrings, style: Style = .xcode) -> String {
        var entries: [(String, JSONValue)] = []
        for key in strings.keys {
            guard let byLanguage = strings.entries[key] else { continue }
            var localizations: [(String, JSONValue)] = []
            for (language, purpose) in byLanguage {
                let state = style == .xcode && language == strings.sourceLanguage ? "new" : "translated"
                localizations.append((language, .object([
                    ("stringUnit", .object([("state", .string(state)), ("value", .string(purpose.text))])),
                ])))
            }
            var entry: [(String, JSONValue)] = []
            switch style {
            case .xcode:
                if let name = XcodeKeyNames.names[key] { entry.append(("comment", .string(name))) }
                entry.append(("extractionState", .string("extracted_with_value")))
            case .screens:
                if let first = strings.languages.lazy.compactMap({ byLanguage[$0] }).first {
                    entry.append(("comment", .string(first.screen)))
                }
                entry.append(("extractionState", .string("manual")))
            }
            entry.append(("localizations", .object(localizations)))
            entries.append((key, .object(entry)))
        }
        let root = JSONValue.object([
            ("sourceLanguage", .string(strings.sourceLanguage)),
            ("strings", .object(entries)),
            ("version", .string("1.0")),
        ])
        var text = ""
        write(root, indent: 0, into: &text)
        return text
    }

    /// The JSON the catalog is made of.
    indirect enum JSONValue {
        case string(String)
        case object([(String, JSONValue)])
    }

    static func write(_ value: JSONValue, indent: Int, into text: inout String) {
        switch value {
        case .string(let string):
            writeString(string, into: &text)
        case .object(let members):
            let inner = String(repeating: " ", count: (indent + 1) * 2)
            let outer = String(repeating: " ", count: indent * 2)
            guard !members.isEmpty else {
                text += "{\n\n\(outer)}"
                return
            }
            text += "{\n"
            for (index, (key, member)) in members.sorted(by: { XcodeKeyOrder.precedes($0.0, $1.0) }).enumerated() {
                if index > 0 { text += ",\n" }
                text += inner
                writeString(key, into: &text)
                text += " : "
                write(member, indent: indent + 1, into: &text)
            }
            text += "\n\(outer)}"
        }
    }

    /// A JSON string as Foundation's writer escapes it, less `/`.
    static func writeString(_ string: String, into text: inout String) {
        text += "\""
        BackslashEscaping.append(string, to: &text, more: ["\u{08}": "\\b", "\u{0C}": "\\f"],
                                 isControl: { $0.value < 0x20 }, control: { "\\u" + BackslashEscaping.hex4($0, uppercase: false) })
        text += "\""
    }
}

/// The order Foundation's `JSONSerialization` `sortedKeys` gives object keys on Apple platforms
/// (what Xcode's catalogs show): `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering])`.
/// Letters compare without case, runs of digits by their value, and strings that still tie by
/// their scalars. The keys written here are Info.plist keys, locale codes and the catalog's own
/// field names, all ASCII; other letters compare by their lowercase scalars.
public enum XcodeKeyOrder {
    public static func precedes(_ left: String, _ right: String) -> Bool {
        let a = Array(left.unicodeScalars), b = Array(right.unicodeScalars)
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if isDigit(a[i]), isDigit(b[j]) {
                var endA = i, endB = j
                while endA < a.count, isDigit(a[endA]) { endA += 1 }
                while endB < b.count, isDigit(b[endB]) { endB += 1 }
                let digitsA = a[i..<endA].drop { $0 == "0" }, digitsB = b[j..<endB].drop { $0 == "0" }
                if digitsA.count != digitsB.count { return digitsA.count < digitsB.count }
                for (x, y) in zip(digitsA, digitsB) where x != y { return x.value < y.value }
                i = endA
                j = endB
                continue
            }
            let x = folded(a[i]), y = folded(b[j])
            if x != y { return x < y }
            i += 1
            j += 1
        }
        if (a.count - i) != (b.count - j) { return (a.count - i) < (b.count - j) }
        return left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    private static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
        if scalar.value >= 0x41 && scalar.value <= 0x5A { return scalar.value + 0x20 }
        if scalar.isASCII { return scalar.value }
        return scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? scalar.value
    }
}
