#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
/// Writes the starter flow `permflow init` creates: app screen → check → pre-alert → alert →
/// every outcome handled, with a Settings screen after a denial. The check routes by the state
/// the app reads, as a real app does, so a person who comes back (after a relaunch, say) is
/// asked only while the resource is not determined, sent to the Settings hint after a denial,
/// and let straight in once allowed. Lint-clean by construction (tested),
/// and checked: what would not lint clean (an iOS version permflow does not draw, a locale without
/// starter copy, an app name lint refuses) is refused instead of written.
public enum StarterFlow {
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case unknownResource(String, suggestion: String)
        case unsupportedLocale(String, suggestion: String)
        case unsupportedIOS(Int)
        /// The resource does not exist on that iOS version (AlarmKit before iOS 26).
        case resourceNotOnIOS(String, ios: Int, has: IOSRange)
        /// The starter was made but `lint --strict` would refuse it: the first diagnostics, formatted.
        case notLintClean([String])

        public var description: String {
            switch self {
            case let .unknownResource(id, suggestion): "unknown resource '\(id)'\(suggestion)"
            case let .unsupportedLocale(locale, suggestion):
                StarterCopy.refusal(locale, suggestion: suggestion)
            case let .unsupportedIOS(version):
                "cannot write a starter for iOS \(version): permflow draws the alerts of iOS \(FlowParser.iosVersionsText)"
            case let .resourceNotOnIOS(id, ios, has):
                "cannot write the \(id) starter for iOS \(ios): \(id) does not exist there (\(FlowUnhandledOutcomeRule.describe(has)) have it)"
                    + (has.from.map { "; use --ios \($0)" } ?? "")
            case let .notLintClean(problems):
                "the starter would not lint clean, so nothing was written:\n" + problems.map { "  \($0)" }.joined(separator: "\n")
            }
        }
    }

    /// The starter flow for `id`, refused (with a `Failure`) when `permflow lint --strict` would not pass it.
    public static func yaml(resource id: String, app: String, locale: String, ios: Int = FlowParser.newestIOS,
                            catalog: SystemAlertCatalog = .standard, vocabularies: VocabularyStore = .standard) throws -> String {
        try yaml(resources: [id], app: app, locale: locale, ios: ios, catalog: catalog, vocabularies: vocabularies)
    }

    /// One starter flow for every resource in `ids` (`permflow init location motion notifications`):
    /// each in context, reached from its own action on the one home screen, with its own check,
    /// pre-alert, alert and Settings hint, as the single-resource starter has them. Refused (with a
    /// `Failure`) when `permflow lint --strict` would not pass it; a resource named twice is written once.
    public static func yaml(resources ids: [String], app: String, locale: String, ios: Int = FlowParser.newestIOS,
                            catalog: SystemAlertCatalog = .standard, vocabularies: VocabularyStore = .standard) throws -> String {
        var unique: [String] = []
        for id in ids where !unique.contains(id) { unique.append(id) }
        for id in unique {
            guard catalog.resource(id) != nil else {
                throw Failure.unknownResource(id, suggestion: catalog.suggestedResource(for: id).map { "; did you mean '\($0)'?" } ?? "")
            }
        }
        guard catalog.starterLocales.contains(locale) else {
            let meant = Suggestion.nearest(to: locale, in: catalog.starterLocales, aliases: FlowKeys.localeAliases)
            throw Failure.unsupportedLocale(locale, suggestion: meant.map { " (did you mean '\($0)'?)" } ?? "")
        }
        guard FlowParser.iosVersions.contains(ios) else { throw Failure.unsupportedIOS(ios) }
        for id in unique {
            if let resource = catalog.resource(id), !resource.exists(ios: ios) {
                throw Failure.resourceNotOnIOS(id, ios: ios, has: resource.ios)
            }
        }
        var text = unique.count == 1
            ? try unchecked(resource: unique[0], app: app, locale: locale, ios: ios, catalog: catalog)
            : try combined(unique, app: app, locale: locale, ios: ios, catalog: catalog)
        // Whatever else the options make (an app name lint refuses, a resource the alert of that
        // iOS version lacks): lint it as `lint --strict` would, and write nothing it refuses.
        let linter = Linter(catalog: catalog, vocabularies: vocabularies)
        var report = linter.lint(path: "starter", text: text)
        if unique.count > 1, report.active.contains(where: { $0.ruleID == TextFitsRule.description.id && $0.location.line == homeBodyLine(of: text) }) {
            // So many features that their buttons take the home screen's rows: no body, as the phone would show it.
            text = try combined(unique, app: app, locale: locale, ios: ios, catalog: catalog, homeBody: false)
            report = linter.lint(path: "starter", text: text)
        }
        let problems = report.active.filter { $0.severity != .hint }
        guard problems.isEmpty else {
            throw Failure.notLintClean(problems.prefix(5).map {
                "\($0.location): \($0.severity.rawValue): \(ReportText.visible($0.message)) [\($0.ruleID)]"
            } + (problems.count > 5 ? ["… and \(problems.count - 5) more"] : []))
        }
        return text
    }

    /// Several starters as one flow: one home screen with an action per resource, then each
    /// starter's screens, its end screens and the first alert an upgrade asks named for it, so
    /// `location` and `location-always` side by side each keep their own location alert.
    static func combined(_ ids: [String], app: String, locale: String, ios: Int, catalog: SystemAlertCatalog,
                         homeBody withBody: Bool = true) throws -> String {
        let homeBody = StarterWords.fill(catalog.starterWords(locale: locale)?.homeBody ?? "", ["app": app])
        var actions = ""
        var screens = ""
        var features: [String] = []
        for id in ids {
            let text = try unchecked(resource: id, app: app, locale: locale, ios: ios, catalog: catalog, inCombined: true)
            let feature = catalog.starterCopy(id, locale: locale)?.feature ?? "Use \(catalog.resource(id)?.displayName ?? id)"
            features.append(feature)
            actions += "      - label: \(quote(feature))\n        go: \(id)-check\n"
            screens += AppStarterFlow.screens(of: text, resource: ResourceID(id), purposes: [:], catalog: catalog)
        }
        let comment = "# Starter flow written by `permflow init \(ids.joined(separator: " "))`: one feature per resource, each asking in\n"
            + "# context. Edit the copy, then run `permflow lint` on this file."
        return head(comment: comment, name: "\(app): " + features.joined(separator: ", "), app: app, locale: locale, ios: ios,
                    homeBody: withBody ? homeBody : nil) + actions + screens
    }

    /// A starter's first lines, up to its home screen's `actions:` (without a body when `homeBody` is nil).
    static func head(comment: String, name: String, app: String, locale: String, ios: Int, homeBody: String?) -> String {
        """
        \(comment)
        permflow: 1
        name: \(quote(name))
        app: \(quote(app))
        locale: \(locale)
        ios: \(ios)
        start: home
        screens:
          home:
            kind: app
            title: \(quote(app))
        \(homeBody.map { "    body: \(quote($0))\n" } ?? "")    actions:

        """
    }

    /// The line of the home screen's body (the first body written) in a starter's text.
    static func homeBodyLine(of text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("    body: ") }.map { $0 + 1 }
    }

    /// The starter as written, before it is checked.
    ///
    /// `inCombined`: written as one of several (`combined`), so the first alert an upgrade asks is
    /// named for it (`location-always-why-location`), apart from the base resource's own starter.
    static func unchecked(resource id: String, app: String, locale: String, ios: Int,
                          catalog: SystemAlertCatalog, inCombined: Bool = false) throws -> String {
        guard let resource = catalog.resource(id) else {
            throw Failure.unknownResource(id, suggestion: Suggestion.didYouMean(id, in: catalog.ids.map(\.rawValue)))
        }
        let copy = catalog.starterCopy(id, locale: locale) ?? StarterCopy(
            feature: "Use \(resource.displayName)", preAlertTitle: "Use \(resource.displayName)", preAlertBody: "Explain the feature here.",
            purpose: resource.takesPurpose ? "$(PRODUCT_NAME) uses \(resource.displayName) to do what you ask." : nil,
            settingsPath: "Privacy & Security", done: "Done")
        // The starter's own words, from the locale file (`starters`): `{app}`, `{resource}`, `{place}`
        // and `{path}` put in; the Settings hint's title is the copy's own (worded for the resource)
        // when it has one, else the locale's.
        let words = catalog.starterWords(locale: locale) ?? StarterWords()
        let place = copy.settingsPath.components(separatedBy: " > ").last ?? resource.displayName
        let values = ["app": app, "resource": capitalized(resource.displayName), "place": place, "path": copy.settingsPath]
        func word(_ template: String?) -> String { StarterWords.fill(template ?? "", values) }
        let continueTitle = word(words.continueTitle)
        let settingsTitle = word(copy.settingsTitle ?? words.settingsTitle)
        let settingsBody = word(words.settingsBody)
        let notNow = word(words.notNow)
        let openSettings = word(words.openSettings)
        let withoutLabel = word(words.withoutLabel)
        let withoutTitle = word(words.withoutTitle)
        let homeBody = word(words.homeBody)

        // An upgrade alert (location-always) comes only after its base alert was answered While
        // Using, as on iOS: a first visit asks for the base first, and the upgrade follows at once.
        let base = resource.upgrades.flatMap { catalog.resource($0) }
        let firstAsk = base?.id.rawValue ?? id
        // The first alert's screens: `why-location` and `location-alert`, named for the upgrade in a combined flow.
        let firstPreAlert = inCombined && base != nil ? "\(id)-why-\(firstAsk)" : "why-\(firstAsk)"
        let firstAlert = inCombined && base != nil ? "\(id)-\(firstAsk)-alert" : "\(firstAsk)-alert"
        var out = head(comment: "# Starter flow written by `permflow init \(id)`. Edit the copy, then run `permflow lint` on this file.",
                       name: copy.feature, app: app, locale: locale, ios: ios, homeBody: homeBody) + """
              - label: \(quote(copy.feature))
                go: \(id)-check
          \(id)-check:
            kind: check
            resource: \(firstAsk)
            on:
              not-determined: \(firstPreAlert)

        """
        // A tracking denial must keep every feature (no-withholding); other denials get a Settings hint.
        let denialHasSettings = !resource.has(.trackingConsent) && (base ?? resource).canDeny(ios: ios)
        let health = resource.has(.healthSheet) ? HealthSheet.starter(sharePurpose: word(words.healthSharePurpose)) : nil
        if let health {
            // An app learns only whether it asked for Health, and the state of each share type.
            out += """
                  \(CheckRouting.askedKey): \(id)-share-check
              \(id)-share-check:
                kind: check
                resource: \(id)
                share: \(health.share.first ?? "workouts")
                on:
                  authorized: feature
                  \(CheckRouting.otherwiseKey): \(id)-off

            """
        } else if resource.states(ios: ios).contains(.denied) || base != nil {
            out += "      denied: \(denialHasSettings ? "\(id)-off" : "feature")\n"
        }
        if health != nil {
            // The share check above routes every state.
        } else if let from = resource.upgradedFrom, base != nil {
            // While Using: the feature that needs Always offers the upgrade (the app remembers
            // whether it asked; iOS shows the upgrade alert once).
            out += "      \(from.rawValue): \(id)-offer\n"
        }
        if health == nil { out += "      \(CheckRouting.allowedKey): feature\n" }
        if let base {
            let baseID = base.id.rawValue
            // The first alert asked in this feature's words (an arrival reminder), not the base's own starter's.
            let own = catalog.starterCopy(baseID, locale: locale) ?? copy
            let first = copy.firstAsk
            let baseCopy = (preAlertTitle: first?.preAlertTitle ?? own.preAlertTitle, preAlertBody: first?.preAlertBody ?? own.preAlertBody,
                            purpose: first?.purpose ?? own.purpose)
            out += """
              \(id)-offer:
                kind: app
                title: \(quote(copy.preAlertTitle))
                actions:
                  - label: \(quote(copy.feature))
                    go: why-\(id)
                  - label: \(quote(notNow))
                    go: \(denialHasSettings ? "without" : "feature")

            """
            out += """
              \(firstPreAlert):
                kind: pre-alert
                resource: \(baseID)
                title: \(quote(baseCopy.preAlertTitle))
                body: \(quote(baseCopy.preAlertBody))
                button: \(quote(continueTitle))
                next: \(firstAlert)
              \(firstAlert):
                kind: alert
                resource: \(baseID)

            """
            if let purpose = baseCopy.purpose {
                out += "    purpose: \(quote(purpose))\n"
            }
            out += "    on:\n"
            for outcome in base.outcomes(ios: ios) {
                let target = outcome.state == resource.upgradedFrom ? "\(id)-offer"
                    : outcome.state == .denied && denialHasSettings ? "\(id)-off" : "feature"
                out += "      \(outcome.key): \(target)\n"
            }
        }
        out += """
          why-\(id):
            kind: pre-alert
            resource: \(id)
            title: \(quote(copy.preAlertTitle))
            body: \(quote(copy.preAlertBody))
            button: \(quote(continueTitle))
            next: \(id)-alert
          \(id)-alert:
            kind: alert
            resource: \(id)

        """
        if let health {
            out += "    share: [\(health.share.joined(separator: ", "))]\n    read: [\(health.read.joined(separator: ", "))]\n"
            out += "    share-purpose: \(quote(health.sharePurpose))\n"
        }
        if let purpose = copy.purpose {
            out += "    purpose: \(quote(purpose))\n"
        }
        // iOS 27 deprecates asking for Photos without an access level (photos-access-level).
        if id == "photos" && ios >= 27 { out += "    access-level: read-write\n" }
        out += "    on:\n"
        for outcome in resource.outcomes(ios: ios) {
            // After Health's sheet the app reads what each share type became.
            let granted = health != nil && outcome.state.isGranted ? "\(id)-share-check" : "feature"
            let target = outcome.state == .denied && denialHasSettings ? "\(id)-off" : granted
            out += "      \(outcome.key): \(target)\n"
        }
        out += """
          feature:
            kind: end
            title: \(quote(copy.done))

        """
        // Resources whose alert cannot deny (an upgrade alert), and tracking, need no Settings screen.
        if denialHasSettings {
            out += """
              \(id)-off:
                kind: settings
                resource: \(id)
                title: \(quote(settingsTitle))
                body: \(quote(settingsBody))
                actions:
                  - label: \(quote(openSettings))
                    opens-settings: true
                    go: without
                  - label: \(quote(withoutLabel))
                    go: without
              without:
                kind: end
                title: \(quote(withoutTitle))

            """
        }
        return out
    }

    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// A YAML scalar: plain when safe, else double-quoted with escapes. A line break or control
    /// character is never plain: a plain line break would end the value and start the next line.
    /// Nor is anything `flow-unsafe-text` reports that would hide or reorder text in the file
    /// (`init --from` copies an app's strings): bidirectional embeddings, overrides and isolates,
    /// invisible format characters, tag characters and stacked combining marks are written as
    /// `\u…` escapes, so the file shows them and reads back the same text.
    public static func quote(_ text: String) -> String {
        let special = Set(":#{}[],&*!|>'\"%@`\\".unicodeScalars)
        let hidden = hiddenScalars(in: text)
        let plainSafe = !text.isEmpty && hidden.isEmpty && !text.unicodeScalars.contains(where: { special.contains($0) || escape($0) != nil })
            && !text.hasPrefix(" ") && !text.hasSuffix(" ") && !text.hasPrefix("-") && !text.hasPrefix("?")
            && !["true", "false", "yes", "no", "null", "on", "off", "~"].contains(text.lowercased())
            && Double(text) == nil
        if plainSafe { return text }
        var escaped = ""
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            default:
                if let escape = escape(scalar) {
                    escaped += escape
                } else if hidden.contains(offset) {
                    escaped += scalar.value > 0xFFFF ? "\\U" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 8)
                        : "\\u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"\(escaped)\""
    }

    /// Offsets of the scalars of `text` that would hide or reorder it and that `escape` leaves
    /// alone: every format character (General_Category Cf: bidi controls, zero-width and tag
    /// characters, direction marks) but a joiner doing its job in an emoji or a script, and the
    /// marks of a combining-mark flood. Printable ASCII has none.
    static func hiddenScalars(in text: String) -> Set<Int> {
        if ByteScan.isPrintableASCII(text) { return [] }
        var result: Set<Int> = []
        let scalars = Array(text.unicodeScalars)
        for (offset, scalar) in scalars.enumerated() where scalar.properties.generalCategory == .format {
            if Joiners.isAllowed(scalar, previous: offset > 0 ? scalars[offset - 1] : nil,
                                 next: offset + 1 < scalars.count ? scalars[offset + 1] : nil) { continue }
            result.insert(offset)
        }
        for flood in UnsafeCharacters.markStacks(in: text) {
            result.formUnion(flood.offset..<(flood.offset + (flood.stack?.marks ?? 1)))
        }
        return result
    }

    /// The double-quoted escape of a line break or control character (YAML reads NEL, LS and PS
    /// as line breaks too); nil for any other scalar.
    static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0A: "\\n"
        case 0x2028: "\\L"
        case 0x2029: "\\P"
        case 0..<0x20, 0x7F...0x9F: "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
        default: nil
        }
    }
}
