/// The purpose strings a flow hands to the app's developers: each Info.plist key the flow's
/// requests need, with the text people see for it, as the flow writes it (`$(PRODUCT_NAME)` kept:
/// Xcode expands it in Info.plist).
public struct ExportedPurpose: Sendable, Hashable {
    /// The Info.plist key, e.g. `NSCameraUsageDescription`.
    public var key: String
    /// The purpose string as written in the flow.
    public var text: String
    /// The id of the screen it comes from.
    public var screen: String
    /// The flow's locale (the language of `text`).
    public var locale: String
}

/// Reads the purpose strings out of a flow, keyed by the catalog's Info.plist keys.
public enum ExportedPurposes {
    /// What a flow gives: one purpose per key, in key order, and notes about choices made.
    public struct Result: Sendable {
        public var purposes: [ExportedPurpose]
        /// Things a developer should know (two texts for one key, a key kept for older iOS).
        public var notes: [String]
        /// The flow's purpose translations (`purpose: {en: …, ja: …}`): for each locale it writes
        /// them for, in file order, the keys its translations fill, as `purposes` for its own
        /// locale. A key a translation is missing for is left out (iOS shows the development
        /// language's string there).
        public var translations: [(locale: String, purposes: [ExportedPurpose])] = []
    }

    /// Every Info.plist key the flow's requests need and its purpose string.
    ///
    /// - An alert whose resource shows the app's purpose string gives every key its resource
    ///   reads on the iOS versions from `oldestIOS` (default: the flow's `ios`) to the flow's
    ///   `ios` (calendar's full-access key on iOS 17 and later, the older one before), each
    ///   with the text of its own field: Health's share key (reading) takes `purpose`, its update
    ///   key (writing) `share-purpose`.
    /// - An upgrade alert (location-always) also needs the keys of the resource it upgrades
    ///   (When In Use): iOS refuses Always without them. When the flow has no alert of its own for
    ///   that resource, the upgrade alert's purpose fills them.
    /// - A location button asks with the purpose of the resource it grants (location).
    /// - A key two screens give different texts for takes the first in file order (an
    ///   Info.plist holds one string per key), with a note.
    public static func read(_ flow: Flow, catalog: SystemAlertCatalog, oldestIOS: Int? = nil) -> Result {
        var result = readOwn(flow, catalog: catalog, oldestIOS: oldestIOS)
        // Each translation locale read as a flow of its translations alone; its notes repeat the flow's.
        result.translations = flow.translationLocales.map { locale in
            (locale.value, readOwn(flow.translations(for: locale), catalog: catalog, oldestIOS: oldestIOS).purposes)
        }
        return result
    }

    /// `read` of the flow's own locale's texts.
    private static func readOwn(_ flow: Flow, catalog: SystemAlertCatalog, oldestIOS: Int?) -> Result {
        let newest = flow.ios.value
        let oldest = min(oldestIOS ?? newest, newest)
        var chosen: [String: ExportedPurpose] = [:]
        var notes: [String] = []
        var borrowed: [(asking: ResourceID, resource: ResourceInfo, purpose: ExportedPurpose)] = []

        func keys(of resource: ResourceInfo) -> [PlistKey] {
            let inRange = resource.plistKeys.filter { key in (oldest...newest).contains { key.ios.contains($0) } }
            if !inRange.isEmpty { return inRange }
            return resource.plistKeys.first { $0.ios.contains(newest) }.map { [$0] } ?? Array(resource.plistKeys.prefix(1))
        }

        func give(_ key: String, _ purpose: ExportedPurpose) {
            if let earlier = chosen[key] {
                if earlier.text != purpose.text {
                    notes.append("screens '\(earlier.screen)' and '\(purpose.screen)' give \(key) different purpose strings; "
                                 + "an Info.plist holds one, so '\(earlier.screen)''s is exported")
                }
                return
            }
            chosen[key] = purpose
        }

        for screen in flow.screens {
            let resource: ResourceInfo?
            switch screen.kind.value {
            case .alert:
                resource = screen.resourceID.flatMap { catalog.resource($0) }.flatMap { $0.takesPurpose ? $0 : nil }
            case .locationButton:
                resource = catalog.locationButtonResource
            default:
                resource = nil
            }
            guard let resource else { continue }
            // Each key takes the text of its own field (Health: `purpose` reads, `share-purpose` writes).
            for key in keys(of: resource) {
                guard let text = Self.text(of: key.field, on: screen) else { continue }
                give(key.key, ExportedPurpose(key: key.key, text: text, screen: screen.id.value, locale: flow.locale.value))
            }
            if let upgraded = resource.upgrades.flatMap({ catalog.resource($0) }), let text = Self.text(of: .purpose, on: screen) {
                borrowed.append((resource.id, upgraded, ExportedPurpose(key: "", text: text, screen: screen.id.value, locale: flow.locale.value)))
            }
        }
        // After every screen's own keys, so a flow's own When In Use alert wins over the upgrade's text.
        for (asking, resource, base) in borrowed {
            for key in keys(of: resource).map(\.key) where chosen[key] == nil {
                var purpose = base
                purpose.key = key
                chosen[key] = purpose
                notes.append("\(key) is needed too (\(asking) upgrades \(resource.id), which iOS asks for first); the flow has no "
                             + "\(resource.id) alert of its own, so it takes the purpose of '\(base.screen)'")
            }
        }
        let purposes = chosen.values.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        return Result(purposes: purposes, notes: notes)
    }

    /// The screen's text for a key's field, when it writes one that is not blank.
    static func text(of field: PlistKey.Field, on screen: Screen) -> String? {
        let written: Located<String>?
        switch field {
        case .purpose: written = screen.purpose
        case .sharePurpose: written = screen.sharePurpose
        case .purposeMarkdown: written = screen.purposeMarkdown
        }
        guard let text = written?.value, !TextMatcher.isBlank(text) else { return nil }
        return text
    }
}
