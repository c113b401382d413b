import Foundation
import Testing

/// The locale files issue 29 adds, through the binary: `resources --locale X --strings` shows
/// each string with its evidence, and `init --locale X` writes a starter that lints clean on
/// every iOS version permflow draws.
@Suite struct TranslatedLocalesCLITests {
    static let resources = ["alarmkit", "bluetooth", "calendar", "calendar-write", "camera", "contacts", "face-id", "health",
                            "homekit", "local-network", "location", "location-always", "media-library", "microphone", "motion",
                            "notifications", "photos", "photos-add", "reminders", "siri", "speech", "tracking"]

    /// Lines `resources --ios 26 --locale X --strings` must print, one per evidence status at least.
    static let strings: [String: [String]] = [
        "ja": [
            "location (ja)\n  \u{2714} \u{201C}App\u{201D}に位置情報の使用を許可しますか?  [verified: ",
            "  \u{2714} アプリの使用中は許可  [verified: M (26.3)",
            "  \u{2714} アプリにトラッキングしないように要求  [verified: B (Simulator TCC strings, 18.6 and 26.5)",
            "camera (ja)\n  \u{25D0} \u{201C}App\u{201D}がカメラへのアクセスを求めています  [weak: C (iOS ≤ 14)",
            "  \u{25D0} 許可  [weak: M measured 許可 on this alert on iOS 26.3 (one source)]",
            "  \u{2717} 続ける  [unverified: no Japanese source for iOS 18's contacts stages]",
        ],
        "de": [
            "location (de)\n  \u{2714} Darf \u{201E}App\u{201C} deinen Standort verwenden?  [verified: E (gematik",
            "  \u{2714} Beim Verwenden der App erlauben  [verified: M (26.3), P, C, E]",
            "  \u{2714} App-Tracking ablehnen  [verified: Apple HT212025 (de-de)",
            "camera (de)\n  \u{25D0} \u{201E}App\u{201C} möchte auf deine Kamera zugreifen  [weak: C (iOS ≤ 14)",
            "  \u{2717} Weiter  [unverified: no German source for iOS 18's contacts stages]",
        ],
        "fr": [
            "location (fr)\n  \u{25D0} Autoriser « App » à utiliser votre position ?  [weak: C (iOS 14)",
            "  \u{2714} Autoriser lorsque l\u{2019}app est active  [verified: M (26.3), C",
            "  \u{25D0} Demander à l\u{2019}app de ne pas me suivre  [weak: a French automation script",
            "  \u{2717} Continuer  [unverified: no French source for iOS 18's contacts stages]",
        ],
        "es": [
            "location (es)\n  \u{2714} ¿Permitir que la app App use tu ubicación?  [verified: G (a real alert",
            "  \u{2714} Permitir al usarse la app  [verified: M (26.3), C, G]",
            "  \u{25D0} Pedir a la app que no rastree  [weak: T (Movistar QA spec",
            "camera (es)\n  \u{25D0} \u{201C}App\u{201D} quiere acceder a la cámara  [weak: C (iOS ≤ 14)",
            "  \u{2717} Continuar  [unverified: no Spanish source for iOS 18's contacts stages]",
        ],
        "zh-Hans": [
            "tracking (zh-Hans)\n  \u{2714} 允许\u{201C}App\u{201D}跟踪您在其他公司的App和网站上的活动吗？  [verified: C (iOS 14.5)",
            "  \u{2714} 使用App时允许  [verified: M (26.3), C",
            "camera (zh-Hans)\n  \u{25D0} \u{201C}App\u{201D}想访问你的相机  [weak: C (iOS ≤ 14)",
            "  \u{2717} 继续  [unverified: no Chinese source for iOS 18's contacts stages]",
        ],
        "it": [
            "location (it)\n  \u{25D0} Vuoi consentire a \u{201C}App\u{201D} di utilizzare la tua posizione?  [weak: C (iOS 14 block",
            "  \u{2714} Consenti quando utilizzi l\u{2019}app  [verified: M (26.3, U+2019)",
            "  \u{2714} Chiedi all\u{2019}app di non eseguire il tracciamento  [verified: Apple support it-it HT212025",
            "camera (it)\n  \u{25D0} \u{201C}App\u{201D} vorrebbe accedere alla fotocamera  [weak: C (iOS ≤ 14)",
            "  \u{2717} Continua  [unverified: no Italian source for iOS 18's contacts stages]",
        ],
        "zh-Hant": [
            "location (zh-Hant)\n  \u{25D0} 要允許「App」使用你的位置嗎？  [weak: C zh_TW (iOS 14",
            "  \u{2714} 使用App期間允許  [verified: M (26.3), C]",
            "camera (zh-Hant)\n  \u{25D0} 「App」想要取用你的相機  [weak: C zh_TW (iOS ≤ 14)",
            "  \u{2717} 繼續  [unverified: no Traditional Chinese source for iOS 18's contacts stages",
        ],
        "pt-BR": [
            "location (pt-BR)\n  \u{25D0} Permitir que \u{201C}App\u{201D} use a sua localização?  [weak: C (iOS 14 block",
            "  \u{2714} Permitir Durante o Uso do App  [verified: M (26.3), C]",
            "  \u{25D0} Pedir ao App para Não Rastrear  [weak: AP: tecnoblog quoting Apple's page",
            "camera (pt-BR)\n  \u{25D0} \u{201C}App\u{201D} Deseja Ter Acesso à Câmera  [weak: C (iOS ≤ 14)",
            "  \u{2717} Continuar  [unverified: no pt-BR source for iOS 18's contacts stages]",
        ],
    ]

    /// The languages with a full locale file besides English and Korean (as PermflowCoreTests'
    /// TranslatedLocalesTests.locales).
    static let locales = ["ja", "de", "fr", "zh-Hans", "es", "it", "zh-Hant", "pt-BR"]

    @Test(arguments: locales)
    func resourcesListsEveryStringWithItsEvidence(_ locale: String) throws {
        let result = try CLIRunner.run(["resources", "--ios", "26", "--locale", locale, "--strings"])
        #expect(result.status == 0, "\(result.stderr)")
        for line in Self.strings[locale] ?? [] {
            #expect(result.stdout.contains(line), "\(locale): \(line)\n\(result.stdout)")
        }
        // Every resource is listed in the language, none falls back to English.
        for resource in Self.resources {
            #expect(result.stdout.contains("\(resource) (\(locale))\n"), "\(resource)")
            #expect(!result.stdout.contains("\(resource) (en)"), "\(resource) falls back to English")
        }
        // `locales` counts the strings by evidence.
        let locales = try CLIRunner.run(["locales"])
        #expect(locales.stdout.split(separator: "\n").contains { $0.hasPrefix("\(locale) ") && $0.contains("alerts for 22 of 22 resources")
            && $0.contains("quotes, settings, health, device, starters") }, "\(locales.stdout)")
    }

    /// The starter in the language lints clean on every version, with every resource in it.
    @Test(arguments: locales)
    func initWritesAStarterThatLintsClean(_ locale: String) throws {
        let folder = try CLIRunner.temporaryDirectory()
        for ios in [13, 17, 18, 26, 27] {
            let file = folder.appendingPathComponent("\(locale)-\(ios).yaml").path
            let resources = Self.resources.filter { ios >= 26 || $0 != "alarmkit" }
            let written = try CLIRunner.run(["init"] + resources + ["--app", "Receipts", "--locale", locale, "--ios", "\(ios)", "-o", file])
            #expect(written.status == 0, "\(written.stderr)")
            let lint = try CLIRunner.run(["lint", file])
            #expect(lint.stdout == "1 file, 0 errors, 0 warnings, 0 suppressed\n", "\(locale) iOS \(ios): \(lint.stdout)")
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains("locale: \(locale)"))
        }
    }
}
