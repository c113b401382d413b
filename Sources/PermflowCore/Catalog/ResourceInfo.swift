/// A protected resource: its Info.plist key, the outcomes of its alert, and the alert's text.
public struct ResourceInfo: Sendable, Codable, Hashable {
    public var id: ResourceID
    /// What people would call it, for messages ("camera", "location").
    public var displayName: String
    public var plistKeys: [PlistKey]
    public var outcomes: [OutcomeSpec]
    /// Whether the alert shows the app's purpose string (notifications show the system's message).
    public var takesPurpose: Bool
    /// The texts a pack or table gave, before the built-in locale files' (`builtInTexts`).
    var addedAlerts: [AlertText]
    /// Whether the built-in locale files' texts of the resource follow `addedAlerts` (the
    /// standard catalog's resources): each file is read when a lookup first needs its locale, so
    /// a walk in English decodes English only (docs/benchmarks.md, "Locale files in the binary").
    var builtInTexts = false
    /// What is special about this resource (empty for most).
    public var capabilities: Set<ResourceCapability> = []
    /// The resource whose grant this one's alert upgrades, when its alert is an upgrade alert:
    /// `location-always` upgrades `location` (from While Using to Always, asked at most once).
    public var upgrades: ResourceID?
    /// The setting this resource is one level of (`photos-add`: Add Photos Only under Photos),
    /// whose resource its state is stored under; nil for a resource with a setting of its own.
    public var storedUnder: StoredLevel?
    /// States the resource can be in that no answer to its alert stores: `restricted` where the
    /// resource's authorization API has it, calendar's `write-only`. What a check may map.
    public var otherStates: [StateSpec] = []
    /// The choices Settings offers, in its order and words (`SettingsChoice`); empty for a
    /// resource Settings shows as a switch.
    public var settings: [SettingsChoice]
    /// The iOS versions on which the resource exists (AlarmKit: iOS 26 and later); a flow for
    /// another version that names it is refused (`flow-unknown-resource`).
    public var ios: IOSRange = .all

    public init(
        id: ResourceID,
        displayName: String,
        plistKeys: [PlistKey],
        outcomes: [OutcomeSpec],
        takesPurpose: Bool = true,
        capabilities: Set<ResourceCapability> = [],
        upgrades: ResourceID? = nil,
        storedUnder: StoredLevel? = nil,
        otherStates: [StateSpec] = [],
        alerts: [AlertText] = [],
        settings: [SettingsChoice] = [],
        ios: IOSRange = .all
    ) {
        self.id = id
        self.displayName = displayName
        self.plistKeys = plistKeys
        self.outcomes = outcomes
        self.takesPurpose = takesPurpose
        self.capabilities = capabilities
        self.upgrades = upgrades
        self.storedUnder = storedUnder
        self.otherStates = otherStates
        self.addedAlerts = alerts
        self.settings = settings
        self.ios = ios
    }

    enum CodingKeys: String, CodingKey {
        case id, displayName, plistKeys, outcomes, takesPurpose, capabilities, upgrades, storedUnder, otherStates, settings, ios
        case addedAlerts = "alerts"
    }

    /// Every alert text, in every locale: what packs and tables added, then the built-in files'
    /// (reading every file; a lookup in one locale reads `texts(in:)`). Setting it replaces them all.
    public var alerts: [AlertText] {
        get { texts(in: nil) }
        set {
            addedAlerts = newValue
            builtInTexts = false
        }
    }

    /// The alert texts in `locales` (every locale when nil), in lookup order: what packs added
    /// first, then each locale's built-in file's texts that no added text replaces (same locale
    /// and versions).
    public func texts(in locales: [String]?) -> [AlertText] {
        merged(locales, added: { $0 }, builtIn: { $0.alerts(id.rawValue) }, place: { ($0.locale, $0.ios) })
    }

    /// The words of `texts(in: locales)` that a system alert's look is made of, in the same
    /// order: a built-in file's texts are read for their words only (`AlertLookWords`).
    func lookWords(in locales: [String]) -> [AlertLookWords] {
        merged(locales, added: { AlertLookWords($0) }, builtIn: { $0.lookWords(id.rawValue) }, place: \.place)
    }

    /// What packs and tables added in `locales` (every locale when nil), then each locale's
    /// built-in texts that no added text replaces (same locale and versions), each as `Text`.
    private func merged<Text>(_ locales: [String]?, added: (AlertText) -> Text, builtIn: (BuiltInLocaleFile) -> [Text]?,
                              place: (Text) -> (locale: String, ios: IOSRange)) -> [Text] {
        var texts = (locales.map { wanted in addedAlerts.filter { wanted.contains($0.locale) } } ?? addedAlerts).map(added)
        guard builtInTexts else { return texts }
        var seen: Set<String> = []
        for locale in locales ?? BuiltInLocales.locales where seen.insert(locale).inserted {
            for text in BuiltInLocales.file(locale).flatMap(builtIn) ?? [] {
                let (textLocale, ios) = place(text)
                if !addedAlerts.contains(where: { $0.locale == textLocale && $0.ios == ios }) { texts.append(text) }
            }
        }
        return texts
    }

    /// `texts(in: [locale]).first { $0.ios.contains(version) }`, without building the list: the
    /// walk and the lint ask it for every alert they draw or measure.
    private func firstText(in locale: String, ios version: Int) -> AlertText? {
        if let added = addedAlerts.first(where: { $0.locale == locale && $0.ios.contains(version) }) { return added }
        guard builtInTexts, let texts = BuiltInLocales.file(locale)?.alerts(id.rawValue) else { return nil }
        return texts.first { text in
            text.ios.contains(version) && !addedAlerts.contains { $0.locale == text.locale && $0.ios == text.ios }
        }
    }

    /// Whether the resource exists on iOS `version`.
    public func exists(ios version: Int) -> Bool { ios.contains(version) }

    public func has(_ capability: ResourceCapability) -> Bool { capabilities.contains(capability) }

    /// For an upgrade alert, the state of the upgraded resource it is offered from: the state its
    /// first outcome keeps (`location-always`: Keep Only While Using → while-using). Nil otherwise.
    public var upgradedFrom: PermissionState? {
        upgrades == nil ? nil : outcomes.first?.state
    }

    /// Whether the alert can grant one-time access (location's Allow Once), which a relaunch ends.
    public var grantsOnce: Bool { outcomes.contains { $0.state == .allowedOnce } }

    /// Whether the alert can grant limited access (photos' and contacts' selection), on some iOS version.
    public var grantsLimited: Bool { outcomes.contains { $0.state == .limited } }

    /// Whether the alert can deny (an upgrade alert cannot: its answers keep or raise a grant).
    public func canDeny(ios version: Int) -> Bool {
        outcomes(ios: version).contains { $0.state == .denied }
    }

    /// Every state the resource can be in on iOS `version`, in order: not determined, what its
    /// alert stores, Always when Settings offers it, provisional when the app can ask quietly,
    /// then `otherStates` (restricted, write-only). What a `kind: check` on the resource can see.
    public func states(ios version: Int) -> [PermissionState] {
        var states: [PermissionState] = [.notDetermined]
        // The outcomes read in place, not filtered into an array of their own first.
        for outcome in outcomes where outcome.ios.contains(version) && !states.contains(outcome.state) { states.append(outcome.state) }
        if has(.settingsOffersAlways), !states.contains(.always) { states.append(.always) }
        if has(.provisional), !states.contains(.provisional) { states.append(.provisional) }
        for other in otherStates where other.ios.contains(version) && !states.contains(other.state) { states.append(other.state) }
        return states
    }

    /// The iOS versions on which the resource can be in `state`, when some version has it: for
    /// "contacts has no 'limited' on iOS 17 (iOS 18 and later have it)".
    public func iosRange(having state: PermissionState) -> IOSRange? {
        if state == .notDetermined { return .all }
        return outcomes.first { $0.state == state }?.ios ?? otherStates.first { $0.state == state }?.ios
    }

    /// The outcomes the alert offers on iOS `version`.
    public func outcomes(ios version: Int) -> [OutcomeSpec] {
        outcomes.filter { $0.ios.contains(version) }
    }

    /// The Info.plist key iOS `version` reads.
    public func plistKey(ios version: Int) -> String? {
        plistKeys.first { $0.ios.contains(version) }?.key ?? plistKeys.first?.key
    }

    /// The alert text for `locale` and iOS `version`, falling back to its language's (`ja-JP`
    /// draws `ja`'s), then English.
    /// Its strings' evidence is read on `version` (`AlertText.shownOn`).
    public func alert(locale: String, ios version: Int) -> AlertText? {
        let language = LocaleLanguage.of(locale)
        var text = firstText(in: locale, ios: version) ?? firstText(in: language, ios: version) ?? firstText(in: "en", ios: version)
        text?.shownOn = version
        return text
    }

    /// The outcome key that produced `state`, when the alert can produce it.
    public func outcomeKey(producing state: PermissionState, ios version: Int) -> OutcomeKey? {
        outcomes(ios: version).first { $0.state == state }?.key
    }
}
