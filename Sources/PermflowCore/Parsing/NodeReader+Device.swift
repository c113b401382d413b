extension NodeReader {
    /// `device:` — the contacts the picker lists and the photo library's counts, each bounded
    /// (`DeviceSamples.maxContacts`, `maxNameLength`, `maxCount`), every problem at its value.
    mutating func readDevice(_ node: YAMLNode) -> DeviceSamples? {
        guard case .mapping = node else {
            add(.error, ParseRuleID.type, at: location(of: node),
                "`device` must be a mapping with `contacts`, `photos`, `videos`, `tracking-requests` or `country`, not \(describe(node))")
            return nil
        }
        var device = DeviceSamples()
        for (key, value) in pairs(node) {
            switch key.value {
            case "contacts":
                device.contacts = readContacts(value)
            case "photos", "videos":
                guard let count = integer(value, field: "device.\(key.value)") else { continue }
                guard (0...DeviceSamples.maxCount).contains(count.value) else {
                    add(.error, ParseRuleID.invalidValue, at: count.location, length: count.length,
                        "`device.\(key.value)` is \(count.value); it must be between 0 and \(TranscriptBounds.grouped(DeviceSamples.maxCount))")
                    continue
                }
                if key.value == "photos" { device.photos = count } else { device.videos = count }
            case "tracking-requests":
                device.trackingRequests = boolean(value, field: "device.tracking-requests")
            case "country":
                device.country = readCountry(value)
            default:
                unknownKey(key, known: FlowKeys.device, place: "in `device`")
            }
        }
        return device
    }

    /// The picker's names: a list of 1 to `maxContacts` non-blank names of at most
    /// `maxNameLength` scalars; nil (the defaults) when none is usable.
    private mutating func readContacts(_ node: YAMLNode) -> [Located<String>]? {
        guard case .sequence = node else {
            add(.error, ParseRuleID.type, at: location(of: node),
                "`device.contacts` must be a list of names, not \(describe(node))",
                hint: "write one name per line, each after `- `")
            return nil
        }
        let names = stringList(node, field: "device.contacts")
        var kept: [Located<String>] = []
        for (offset, name) in names.enumerated() {
            if offset == DeviceSamples.maxContacts {
                add(.error, ParseRuleID.invalidValue, at: name.location, length: name.length,
                    "`device.contacts` lists \(names.count) names; the picker takes at most \(DeviceSamples.maxContacts)",
                    hint: "keep the names a designer needs to walk the picker")
                break
            }
            if name.value.allSatisfy(\.isWhitespace) {
                add(.error, ParseRuleID.invalidValue, at: name.location, length: name.length, "a contact's name is blank")
                continue
            }
            if name.value.unicodeScalars.count > DeviceSamples.maxNameLength {
                add(.error, ParseRuleID.invalidValue, at: name.location, length: name.length,
                    "a contact's name is \(name.value.unicodeScalars.count) characters long; at most \(DeviceSamples.maxNameLength)")
                continue
            }
            kept.append(name)
        }
        if names.isEmpty, case let .sequence(items, _) = node, items.isEmpty {
            add(.error, ParseRuleID.invalidValue, at: location(of: node), "`device.contacts` is empty; name at least one contact",
                hint: "remove `contacts` for the default sample contacts")
        }
        return kept.isEmpty ? nil : kept
    }
}

extension NodeReader {
    /// `device.country`: two ASCII letters (ISO 3166-1 alpha-2), kept in capitals; a country's
    /// name in English for an EU member gets its code suggested.
    mutating func readCountry(_ node: YAMLNode) -> Located<String>? {
        guard let written = string(node, field: "device.country") else { return nil }
        let text = written.value.trimmingWhitespaces()
        guard text.unicodeScalars.count == 2, text.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else {
            let named = Self.countryNames[text.lowercased()]
            add(.error, ParseRuleID.invalidValue, at: written.location, length: written.length,
                "`device.country` must be a two-letter country code (ISO 3166-1), not \(quoteValue(node))"
                    + (named.map { "; did you mean '\($0)'?" } ?? ""),
                hint: "for example DE, FR or KR; in DE, FR, IT, PL and RO iOS 27.2 asks for tracking with a sheet")
            return nil
        }
        return Located(text.uppercased(), at: written.location, length: written.length)
    }

    /// English names of the countries where the EU tracking sheet is required, and of the EU.
    static let countryNames: [String: String] = [
        "germany": "DE", "france": "FR", "italy": "IT", "poland": "PL", "romania": "RO", "spain": "ES",
        "netherlands": "NL", "austria": "AT", "belgium": "BE", "ireland": "IE", "sweden": "SE", "korea": "KR",
        "south korea": "KR", "united states": "US", "usa": "US",
    ]
}
