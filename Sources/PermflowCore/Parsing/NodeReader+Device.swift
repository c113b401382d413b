extension NodeReader {
    /// `device:` — the contacts the picker lists and the photo library's counts, each bounded
    /// (`DeviceSamples.maxContacts`, `maxNameLength`, `maxCount`), every problem at its value.
    mutating func readDevice(_ node: YAMLNode) -> DeviceSamples? {
        guard case .mapping = node else {
            add(.error, ParseRuleID.type, at: location(of: node),
                "`device` must be a mapping with `contacts`, `photos`, `videos`, `sample-photos`, `tracking-requests` or `country`, not \(describe(node))")
            return nil
        }
        var device = DeviceSamples()
        for (key, value) in pairs(node) {
            switch key.value {
            case "contacts":
                device.contacts = readNames(value, .contacts)
            case "sample-photos":
                device.samplePhotos = readNames(value, .photos)
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

    /// What a picker list is called in messages: the contacts' names or the photos' captions.
    struct PickerListWords {
        var field: String
        var things: String
        var one: String
        var noun: String
        var hint: String
        static let contacts = PickerListWords(field: "device.contacts", things: "names", one: "a contact's name", noun: "contact",
                                              hint: "remove `contacts` for the default sample contacts")
        static let photos = PickerListWords(field: "device.sample-photos", things: "captions", one: "a photo's caption", noun: "photo",
                                            hint: "remove `sample-photos` for the default sample photos")
    }

    /// A picker's list (the contacts' names, the photos' captions): 1 to `maxContacts` non-blank
    /// entries of at most `maxNameLength` scalars; nil (the defaults) when none is usable.
    private mutating func readNames(_ node: YAMLNode, _ words: PickerListWords) -> [Located<String>]? {
        guard case .sequence = node else {
            add(.error, ParseRuleID.type, at: location(of: node),
                "`\(words.field)` must be a list of \(words.things), not \(describe(node))",
                hint: "write one \(words.things.dropLast()) per line, each after `- `")
            return nil
        }
        let names = stringList(node, field: words.field)
        var kept: [Located<String>] = []
        for (offset, name) in names.enumerated() {
            if offset == DeviceSamples.maxContacts {
                add(.error, ParseRuleID.invalidValue, at: name.location, length: name.length,
                    "`\(words.field)` lists \(names.count) \(words.things); the picker takes at most \(DeviceSamples.maxContacts)",
                    hint: "keep the \(words.things) a designer needs to walk the picker")
                break
            }
            if name.value.allSatisfy(\.isWhitespace) {
                add(.error, ParseRuleID.invalidValue, at: name.location, length: name.length, "\(words.one) is blank")
                continue
            }
            if name.value.unicodeScalars.count > DeviceSamples.maxNameLength {
                add(.error, ParseRuleID.invalidValue, at: name.location, length: name.length,
                    "\(words.one) is \(name.value.unicodeScalars.count) characters long; at most \(DeviceSamples.maxNameLength)")
                continue
            }
            kept.append(name)
        }
        if names.isEmpty, case let .sequence(items, _) = node, items.isEmpty {
            add(.error, ParseRuleID.invalidValue, at: location(of: node),
                "`\(words.field)` is empty; name at least one \(words.noun)",
                hint: words.hint)
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
