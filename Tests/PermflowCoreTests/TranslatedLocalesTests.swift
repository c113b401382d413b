import Foundation
import Testing
@testable import PermflowCore

/// The locale files issue 29 adds (Japanese, German, French …): each draws its own alerts (a
/// snapshot of the camera and location alerts on iOS 18, 26 and the newest, 27, and of every
/// resource's alert on 26 and 27), carries every word the phone
/// shows, gives its strings evidence, and its word lists make the pre-alert rules work.
@Suite struct TranslatedLocalesTests {
    /// The languages with a full locale file besides English and Korean.
    static let locales = ["ja", "de", "fr", "zh-Hans", "es", "it", "zh-Hant", "pt-BR"]

    /// The language's words for one screen of the tests' flows.
    struct Words {
        var app, home, action, done, allow, continueTitle, preAlertTitle: String
    }

    static let words: [String: Words] = [
        "ja": Words(app: "レシート", home: "ホーム", action: "スキャン", done: "完了", allow: "許可", continueTitle: "続ける",
                    preAlertTitle: "カメラでスキャン"),
        "de": Words(app: "Belege", home: "Start", action: "Scannen", done: "Fertig", allow: "Erlauben", continueTitle: "Weiter",
                    preAlertTitle: "Mit der Kamera scannen"),
        "fr": Words(app: "Reçus", home: "Accueil", action: "Numériser", done: "Terminé", allow: "Autoriser", continueTitle: "Continuer",
                    preAlertTitle: "Numériser avec l’appareil photo"),
        "es": Words(app: "Recibos", home: "Inicio", action: "Escanear", done: "Hecho", allow: "Permitir", continueTitle: "Continuar",
                    preAlertTitle: "Escanea con la cámara"),
        "zh-Hans": Words(app: "收据", home: "首页", action: "扫描", done: "完成", allow: "允许", continueTitle: "继续",
                         preAlertTitle: "用相机扫描"),
        "it": Words(app: "Ricevute", home: "Home", action: "Scansiona", done: "Fine", allow: "Consenti", continueTitle: "Continua",
                    preAlertTitle: "Scansiona con la fotocamera"),
        "zh-Hant": Words(app: "收據", home: "首頁", action: "掃描", done: "完成", allow: "允許", continueTitle: "繼續", preAlertTitle: "用相機掃描"),
        "pt-BR": Words(app: "Recibos", home: "Início", action: "Digitalizar", done: "Concluído", allow: "Permitir", continueTitle: "Continuar",
                       preAlertTitle: "Digitalize com a câmera"),
    ]

    /// A flow whose one action opens `resource`'s alert, with the locale's starter purpose.
    static func alertFlow(_ resource: String, locale: String, ios: Int) throws -> String {
        let words = try #require(Self.words[locale])
        let info = try #require(SystemAlertCatalog.standard.resource(resource))
        let purpose = try #require(SystemAlertCatalog.standard.starterCopy(resource, locale: locale)?.purpose)
        let outcomes = info.outcomes(ios: ios).map { "      \($0.key): done" }.joined(separator: "\n")
        return flow(resource, words, locale: locale, ios: ios, entry: "ask", screens: """
          ask:
            kind: alert
            resource: \(resource)
            purpose: \(purpose)
            on:
        \(outcomes)
          done:
            kind: end
            title: \(words.done)
        """)
    }

    /// A flow in `locale` whose home's one action goes to `entry`, one of `screens` (written
    /// indented under `screens:`).
    static func flow(_ name: String, _ words: Words, locale: String, ios: Int, entry: String, screens: String) -> String {
        HomeFlow(name: name, app: words.app, header: "locale: \(locale)\nios: \(ios)", title: words.home,
                 actions: [(words.action, entry)]).expand(indented: screens)
    }

    /// A flow with a camera pre-alert whose button is `button`.
    static func preAlertFlow(locale: String, button: String) throws -> String {
        let words = try #require(Self.words[locale])
        let purpose = try #require(SystemAlertCatalog.standard.starterCopy("camera", locale: locale)?.purpose)
        let body = try #require(SystemAlertCatalog.standard.starterCopy("camera", locale: locale)?.preAlertBody)
        return flow("pre-alert", words, locale: locale, ios: 26, entry: "why", screens: """
          why:
            kind: pre-alert
            resource: camera
            title: \(words.preAlertTitle)
            body: \(body)
            button: \(button)
            next: camera
          camera:
            kind: alert
            resource: camera
            purpose: \(purpose)
            on: {allow: done, deny: done}
          done:
            kind: end
            title: \(words.done)
        """)
    }

    @Test(arguments: locales)
    func cameraAndLocationAlertsAreDrawnInTheLanguage(_ locale: String) throws {
        for resource in ["camera", "location"] {
            for ios in [18, 26, 27] {
                let walker = Walker(flow: RenderFixtures.parse(try Self.alertFlow(resource, locale: locale, ios: ios)))
                let state = walker.update(walker.start(), .choose(0, .script)).0
                let alert = try #require(state.alert, "\(resource) iOS \(ios)")
                // The locale's own text, not English's fallback.
                #expect(alert.text.locale == locale, "\(resource) iOS \(ios): drawn from \(alert.text.locale)")
                let frame = RendererTests.render(state, walker)
                assertSnapshot(frame.plainText, named: "translated-\(resource)-\(locale)-ios\(ios)-80x24")
            }
        }
    }

    /// Every resource's alert (and sheet) on iOS 26 and the newest, 27, in the language: one
    /// snapshot per language and version, the alerts one after another, each under its resource's
    /// name. The purpose is the language's starter purpose where there is one. An upgrade alert
    /// (location-always) is drawn from the state it upgrades, as AlertVersionSnapshotTests draws it.
    @Test(arguments: locales)
    func everyAlertIsDrawnInTheLanguageOnTheNewestVersions(_ locale: String) throws {
        let catalog = SystemAlertCatalog.standard
        for ios in [26, 27] {
            var pages: [String] = []
            for info in catalog.resources where info.exists(ios: ios) {
                var yaml = RenderFixtures.alertFlow(info.id.rawValue, locale: locale, ios: ios)
                if let purpose = catalog.starterCopy(info.id.rawValue, locale: locale)?.purpose {
                    yaml = yaml.replacingOccurrences(of: "$(PRODUCT_NAME) uses this to keep your receipts in one place.", with: purpose)
                }
                let walker = Walker(flow: RenderFixtures.parse(yaml))
                var start = walker.start()
                if let upgraded = info.upgrades, let from = info.upgradedFrom { start.permissions.set(upgraded, to: from) }
                let state = walker.update(start, .choose(0, .script)).0
                let alert = try #require(state.alert, "\(info.id) iOS \(ios) \(locale): no alert")
                #expect(alert.resource == info.id, "\(info.id) iOS \(ios) \(locale): shows \(alert.resource)")
                #expect(alert.text.locale == locale, "\(info.id) iOS \(ios): drawn from \(alert.text.locale)")
                pages.append("── \(info.id.rawValue) ──\n" + RendererTests.render(state, walker).plainText)
            }
            assertSnapshot(pages.joined(separator: "\n"), named: "translated-every-alert-\(locale)-ios\(ios)-80x24")
        }
    }

    @Test(arguments: locales)
    func carriesEveryWordThePhoneShows(_ locale: String) throws {
        let catalog = SystemAlertCatalog.standard
        try LocaleFilesTests.expectEveryWordThePhoneShows(locale)
        for resource in catalog.resources {
            for version in IOSVersions.drawn where resource.exists(ios: version) {
                #expect(resource.alert(locale: locale, ios: version)?.locale == locale, "\(resource.id) iOS \(version)")
            }
        }
        // Every string states its evidence: a source for verified and weak ones, a reason for unverified ones.
        for resource in catalog.resources {
            for text in resource.alerts where text.locale == locale {
                for string in text.strings {
                    #expect(!string.evidence.source.isEmpty, "\(resource.id) \(text.ios): \(string.text)")
                }
            }
        }
    }

    /// The pre-alert rules read the language's lists: its Allow is an error, its Continue passes.
    @Test(arguments: locales)
    func preAlertRulesWorkInTheLanguage(_ locale: String) throws {
        let words = try #require(Self.words[locale])
        let allow = Linter().lint(path: "allow.yaml", text: try Self.preAlertFlow(locale: locale, button: words.allow))
        #expect(allow.active.contains { $0.ruleID == "prealert-button-title" && $0.severity == .error }, "\(allow.active.map(\.message))")
        let next = Linter().lint(path: "continue.yaml", text: try Self.preAlertFlow(locale: locale, button: words.continueTitle))
        #expect(!next.active.contains { $0.ruleID == "prealert-button-title" }, "\(next.active.map(\.message))")
        let family = Set(RuleRegistry.preAlertRules.map { $0.description.id })
        #expect(!next.active.contains { family.contains($0.ruleID) }, "\(next.active.map(\.message))")
    }

    /// Spanish and Portuguese unlock with Face ID (desbloquear): an honest purpose that says so is
    /// no incentive, so the word is not in their incentive lists.
    @Test(arguments: [("es", "Recibos usa Face ID para desbloquear las notas que bloqueas."),
                      ("pt-BR", "Recibos usa o Face ID para desbloquear as notas que você bloqueia."),
                      ("it", "Con Face ID, Ricevute sblocca le note che blocchi.")])
    func unlockingWithFaceIDIsNoIncentive(_ locale: String, _ purpose: String) throws {
        let flow = try Self.alertFlow("face-id", locale: locale, ios: 26)
        let own = try #require(SystemAlertCatalog.standard.starterCopy("face-id", locale: locale)?.purpose)
        let result = Linter().lint(path: "face-id.yaml", text: flow.replacingOccurrences(of: "purpose: \(own)", with: "purpose: \(purpose)"))
        #expect(!result.active.contains { $0.ruleID == "no-incentive" }, "\(result.active.map(\.message))")
        #expect(flow.contains("purpose: \(own)"))
    }

    /// German capitalizes its nouns: a purpose string full of them is no Title Case there, as it
    /// is in English; a lowercase first word and ALL CAPS still are (`sentence-case-checks`).
    @Test func germanNounsAreNoTitleCase() throws {
        func sentenceCase(_ purpose: String, locale: String) throws -> [String] {
            var flow = try Self.alertFlow("camera", locale: "de", ios: 26)
            flow = flow.replacingOccurrences(of: "locale: de", with: "locale: \(locale)")
            let own = try #require(SystemAlertCatalog.standard.starterCopy("camera", locale: "de")?.purpose)
            flow = flow.replacingOccurrences(of: "purpose: \(own)", with: "purpose: \(purpose)")
            return Linter().lint(path: "de.yaml", text: flow).active.filter { $0.ruleID == "purpose-sentence-case" }.map(\.message)
        }
        let nouns = "Belege speichert Fotos, Videos und Notizen deiner Reisen in deiner Mediathek."
        #expect(try sentenceCase(nouns, locale: "de") == [])
        #expect(try sentenceCase(nouns, locale: "en").first?.contains("Title Case") == true)
        #expect(try sentenceCase("belege scannt die Seiten, die du hinzufügst.", locale: "de").count == 1)
        #expect(try sentenceCase("BELEGE SCANNT DIE SEITEN, DIE DU HINZUFÜGST.", locale: "de").first?.contains("capitals") == true)
    }

    /// A region counts by its language for the alerts too: `ja-JP` draws Japanese's (it drew
    /// English's while lint accepted the locale as Japanese).
    @Test func aRegionDrawsItsLanguagesAlerts() throws {
        let info = try #require(SystemAlertCatalog.standard.resource("camera"))
        for (locale, language) in [("ja-JP", "ja"), ("de-AT", "de"), ("fr-CA", "fr"), ("ko-KR", "ko"), ("zh-Hans", "zh-Hans"), ("zh-Hant", "zh-Hant")] {
            #expect(info.alert(locale: locale, ios: 26)?.locale == language, "\(locale)")
        }
    }
}
