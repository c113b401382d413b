/// The catalog of protected resources and their system alerts.
///
/// Built from the data table in `SystemAlertTable.swift`; a locale pack can add alert text
/// for more locales without code (see `LocalePack`).
public struct SystemAlertCatalog: Sendable {
    public private(set) var resources: [ResourceInfo]
    private var index: [ResourceID: Int]
    /// The phone's other words per locale that packs added (Settings, the Health sheet, sample
    /// contacts …), each laid over its built-in file's words.
    private var addedWords: [String: LocaleWords] = [:]
    /// Whether the built-in locale files' words stand under `addedWords`; each file is read when
    /// a lookup first needs its locale.
    private var builtInWords: Bool

    /// A catalog of `resources` that speaks as permflow does: the built-in locale files' words
    /// (Settings, the Health sheet, sample contacts, starters …) come with it.
    public init(resources: [ResourceInfo]) {
        self.init(resources: resources, builtInWords: true)
    }

    /// A catalog of `resources`, with or without the built-in files' words.
    init(resources: [ResourceInfo], builtInWords: Bool) {
        self.builtInWords = builtInWords
        self.resources = resources
        var index: [ResourceID: Int] = [:]
        for (offset, resource) in resources.enumerated() { index[resource.id] = offset }
        self.index = index
    }

    /// The catalog permflow ships: the resources' behaviour, with the built-in locale files'
    /// words applied.
    public static let standard = BuiltInLocales.catalog

    /// The entry for `id`; nil for a resource the catalog does not know.
    public func resource(_ id: ResourceID) -> ResourceInfo? {
        index[id].map { resources[$0] }
    }

    /// The entry for a resource named as text (the parser reads ids as the file writes them;
    /// `init` takes one from the command line).
    @_disfavoredOverload
    public func resource(_ name: String) -> ResourceInfo? {
        resource(ResourceID(name))
    }

    public var ids: [ResourceID] { resources.map(\.id) }

    /// The resource the Core Location button grants (location), if the catalog has one.
    public var locationButtonResource: ResourceInfo? { resources.first { $0.has(.locationButton) } }

    /// Its id; "location" when a catalog somehow has none (the button still names location).
    public var locationButtonResourceID: ResourceID { locationButtonResource?.id ?? "location" }

    /// The resource whose authorization `id`'s alert reads and writes: the one an upgrade alert
    /// upgrades (`location-always` → `location`: iOS keeps one location authorization), the one
    /// whose setting it is a level of (`photos-add` → `photos`: one Photos setting), else `id`
    /// itself. The simulated system stores states under this id only.
    public func stateResource(_ id: ResourceID) -> ResourceID {
        guard let info = resource(id) else { return id }
        return info.upgrades ?? info.storedUnder?.resource ?? id
    }

    /// The App Tracking Transparency resource (`trackingConsent`), if the catalog has one.
    public var trackingResourceID: ResourceID? { resources.first { $0.has(.trackingConsent) }?.id }

    /// Whether `id`'s resource has `capability`.
    public func resource(_ id: ResourceID, has capability: ResourceCapability) -> Bool {
        // Read in place: `resource(id)` copies the whole entry out (its strings and lists retained).
        guard let position = index[id], resources.indices.contains(position) else { return false }
        return resources[position].has(capability)
    }

    /// Every locale some alert text is written in (built in or from a pack): every built-in file
    /// words the alerts, so its locale counts without reading it.
    public var locales: Set<String> {
        var locales = Set(resources.lazy.flatMap { $0.addedAlerts.lazy.map(\.locale) }.filter { !$0.isEmpty })
        if resources.contains(where: \.builtInTexts) { locales.formUnion(BuiltInLocales.locales) }
        return locales
    }

    /// The phone's other words in `locale` exactly (no fallback): a pack's over the built-in file's.
    public func words(_ locale: String) -> LocaleWords? {
        addedWords[locale] ?? (builtInWords ? BuiltInLocales.file(locale)?.words : nil)
    }

    /// `words(locale)` where only `part` is read: a built-in file reads that part alone (and
    /// any read before), so `pick`s given `part` must read nothing else.
    func words(_ locale: String, _ part: LocaleWords.Part) -> LocaleWords? {
        addedWords[locale] ?? (builtInWords ? BuiltInLocales.file(locale)?.words(reading: [part]) : nil)
    }

    /// The phone's other words of every locale that has some (reading every built-in file).
    public var words: [String: LocaleWords] {
        var all: [String: LocaleWords] = [:]
        for locale in (builtInWords ? BuiltInLocales.locales : []) + addedWords.keys { all[locale] = words(locale) }
        return all
    }

    /// Adds (or replaces) alert texts, e.g. from a locale pack: each goes before the texts it
    /// may overlap, so it wins the lookup. A built-in locale file's texts go after (`appending`),
    /// in the file's order.
    public mutating func add(alerts: [String: [AlertText]], appending: Bool = false) {
        for (id, texts) in alerts {
            guard let offset = index[ResourceID(id)] else { continue }
            if appending {
                resources[offset].addedAlerts += texts
                continue
            }
            for text in texts {
                resources[offset].addedAlerts.removeAll { $0.locale == text.locale && $0.ios == text.ios }
                resources[offset].addedAlerts.insert(text, at: 0)
            }
        }
    }

    /// Lays `words` over the words of `locale`.
    public mutating func add(words new: LocaleWords, locale: String) {
        addedWords[locale] = words(locale).map { $0.merged(with: new) } ?? new
    }

    /// The first of `locale`'s, its language's and English's words that `pick` finds.
    public func word<Value>(_ locale: String, _ pick: (LocaleWords) -> Value?) -> Value? {
        for key in [locale, LocaleLanguage.of(locale), "en"] {
            if let value = words(key).flatMap(pick) { return value }
        }
        return nil
    }

    /// `word(locale, pick)` where `pick` reads only `part` of the words.
    func word<Value>(_ locale: String, _ part: LocaleWords.Part, _ pick: (LocaleWords) -> Value?) -> Value? {
        for key in [locale, LocaleLanguage.of(locale), "en"] {
            if let value = words(key, part).flatMap(pick) { return value }
        }
        return nil
    }

    /// The language `locale`'s copy is written in, for `copy-language`: the locale's file, its
    /// language's (`ko-KR` is `ko`), or another file of the same language (a `pt-PT` pack
    /// without one is `pt-BR`'s Portuguese); never English's, so a locale whose file names no
    /// language is not checked.
    public func language(of locale: String) -> LanguageScript? {
        let language = LocaleLanguage.of(locale)
        if let found = words(locale, .language)?.language ?? words(language, .language)?.language { return found }
        let known = (builtInWords ? BuiltInLocales.locales : []) + addedWords.keys
        for other in Set(known).sorted() where LocaleLanguage.of(other) == language {
            if let found = words(other, .language)?.language { return found }
        }
        return nil
    }

    /// What Settings > Privacy calls `resource` in `locale` (its display name when no locale does).
    public func settingsName(_ resource: ResourceID, locale: String) -> String {
        let name = word(locale, .settings) { $0.settings?.names?[resource.rawValue] } ?? ""
        return name.isEmpty ? self.resource(resource)?.displayName ?? resource.rawValue : name
    }

    /// What Settings calls `state` of `resource` in `locale` on iOS `version`: the resource's own
    /// list, else the switch words; the state's id when no locale words it.
    public func settingsLabel(_ state: PermissionState, of resource: ResourceID, locale: String, ios version: Int) -> String {
        if self.resource(resource)?.settingsList(ios: version) != nil,
           let own = word(locale, .settings, { $0.settings?.label(state, in: resource.rawValue, ios: version) }) {
            return own
        }
        return word(locale, .settings) { $0.settings?.label(state, in: SettingsWords.switchKey, ios: version) } ?? state.rawValue
    }

    /// A word of Settings > Privacy's own (heading, Precise Location, On, Off) in `locale`.
    public func settingsWord(_ locale: String, _ pick: (SettingsWords) -> String?) -> String {
        word(locale, .settings) { $0.settings.flatMap(pick) } ?? ""
    }

    /// The Health sheet's strings for `locale` and iOS `version`, falling back to English.
    public func healthSheet(locale: String, ios version: Int) -> HealthSheetText? {
        for key in [locale, LocaleLanguage.of(locale), "en"] {
            if let text = words(key, .health)?.health?.sheet?.first(where: { $0.ios.contains(version) }) {
                var text = text
                text.locale = key
                // Its evidence as it stands on `version` (carried over from an older one).
                text.evidence = text.evidence.mapValues { IOSVersions.evidence($0, sourcedFor: text.ios, on: version) }
                return text
            }
        }
        return nil
    }

    /// What the Health sheet's row calls data type `id` in `locale`, with its evidence.
    public func healthTypeName(_ id: String, locale: String) -> SystemString? {
        word(locale, .health) { $0.health?.types?[id] }
    }

    /// The contacts a new simulated device holds in `locale`.
    public func defaultContacts(locale: String) -> [String] {
        word(locale, .device) { $0.device?.contacts } ?? []
    }

    /// The photos a new device's photo picker lists in `locale` (the locale file's `device.photos`).
    public func defaultPhotos(locale: String) -> [String] {
        word(locale, .device) { $0.device?.photos } ?? []
    }

    /// `app` in the quotes iOS sets an app's name in for `locale`.
    public func quoted(app: String, locale: String) -> String {
        let quotes = word(locale, .quotes) { $0.quotes.flatMap { $0.count == 2 ? $0 : nil } } ?? ["\u{201C}", "\u{201D}"]
        return quotes[0] + app + quotes[1]
    }

    /// The locales `permflow init` writes in: those whose words carry every starter word.
    public var starterLocales: [String] { words.filter { $0.value.starters?.isComplete == true }.keys.sorted() }

    /// The words `permflow init` writes in `locale` (its language's when the locale has none).
    public func starterWords(locale: String) -> StarterWords? {
        words(locale, .starters)?.starters ?? words(LocaleLanguage.of(locale), .starters)?.starters
    }

    /// The starter copy for `resource` in `locale`, falling back to English.
    public func starterCopy(_ resource: String, locale: String) -> StarterCopy? {
        word(locale, .starters) { $0.starters?.copy?[resource] }
    }

    /// The location button's titles in `locale`, index-aligned with English's (a locale without
    /// them has English's).
    public func locationTitles(locale: String) -> [String] {
        word(locale, .locationTitles) { $0.locationTitles } ?? []
    }

    /// What each of `alerts` (a locale pack's, correcting or adding text) changes in this
    /// catalog's table: one line per text that differs from the built-in text it replaces for
    /// the same locale and iOS versions, naming the strings and the table's status, so a team
    /// that captured a real alert sees what its capture corrects. Texts for a locale or
    /// version range the table lacks are additions, not listed.
    public func overrideDifferences(_ alerts: [String: [AlertText]]) -> [String] {
        comparisons(alerts).filter { !$0.changed.isEmpty }.map { comparison in
            "\(comparison.heading) differs from the table (\(comparison.table.status.rawValue)): " + comparison.changed.joined(separator: "; ")
        }
    }

    /// The texts of `alerts` that repeat the built-in text they replace word for word: one line
    /// each. Such a text changes nothing and would hide a later correction of the table.
    public func overrideRepeats(_ alerts: [String: [AlertText]]) -> [String] {
        comparisons(alerts).filter { $0.changed.isEmpty }.map { comparison in
            "\(comparison.heading) repeats the table (\(comparison.table.status.rawValue)) word for word; it changes nothing"
        }
    }

    /// Each text of `alerts` against each built-in text it replaces (same locale, overlapping
    /// drawn versions), with what it changes.
    private func comparisons(_ alerts: [String: [AlertText]]) -> [(heading: String, table: AlertText, changed: [String])] {
        var result: [(heading: String, table: AlertText, changed: [String])] = []
        for id in alerts.keys.sorted() {
            guard let resource = resource(ResourceID(id)) else { continue }
            for text in alerts[id] ?? [] {
                let versions = IOSVersions.drawn.filter { text.ios.contains($0) && resource.exists(ios: $0) }
                let replaced = resource.texts(in: [text.locale]).filter { table in
                    versions.contains { table.ios.contains($0) }
                }
                for table in replaced {
                    var changed: [String] = []
                    if table.title != text.title { changed.append("title \u{201C}\(text.title)\u{201D} (table: \u{201C}\(table.title)\u{201D})") }
                    if table.systemMessage != text.systemMessage { changed.append("message") }
                    let ours = table.buttons.map(\.label), theirs = text.buttons.map(\.label)
                    if ours != theirs {
                        changed.append("buttons \(theirs.joined(separator: " / ")) (table: \(ours.joined(separator: " / ")))")
                    }
                    let ourSecond = (table.followUp ?? []).map(\.label), theirSecond = (text.followUp ?? []).map(\.label)
                    if ourSecond != theirSecond {
                        changed.append("second-stage buttons \(theirSecond.joined(separator: " / ")) (table: \(ourSecond.joined(separator: " / ")))")
                    }
                    if table.precise.map({ [$0.label, $0.on, $0.off] }) != text.precise.map({ [$0.label, $0.on, $0.off] }) { changed.append("Precise labels") }
                    let range = versions.filter { table.ios.contains($0) }
                    let span = range.count > 1 ? "iOS \(range.first ?? 0)\u{2013}\(range.last ?? 0)" : "iOS \(range.first ?? 0)"
                    result.append(("\(id) (\(text.locale), \(span))", table, changed))
                }
            }
        }
        return result
    }

    /// The alert title with the app name in place (the table's text already carries the quotes).
    public static func title(_ template: String, app: String) -> String {
        template.replacingEvery("%@", with: app)
    }
}
