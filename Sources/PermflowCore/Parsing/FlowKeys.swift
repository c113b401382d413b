/// The keys of flow format v1, per place, used to validate files and to suggest near matches.
public enum FlowKeys {
    public static let topLevel = ["permflow", "name", "app", "locale", "locales", "ios", "start", "launch-request", "device", "screens"]
    public static let topLevelRequired = ["permflow", "name", "app", "start", "screens"]
    public static let launchRequest = ["resource", "reason"]
    /// What the simulated iPhone holds (`DeviceSamples`).
    public static let device = ["contacts", "photos", "videos", "sample-photos", "tracking-requests", "country"]
    public static let action = ["label", "go", "opens-settings"]

    /// Keys every screen may carry.
    public static let common = ["kind", "ignore"]

    /// Keys each kind takes, besides `common`.
    public static let perKind: [ScreenKind: [String]] = [
        .app: ["title", "body", "actions", "collects", "image"],
        .preAlert: ["resource", "title", "body", "button", "next", "image", "collects", "dismissible"],
        .alert: ["resource", "purpose", "on", "alert", "share", "read", "share-purpose", "purpose-markdown", "additional-information", "expanded-interface", "access-level"],
        .locationButton: ["label", "glyph", "background", "foreground", "corner-radius", "purpose", "on", "width", "title", "body"],
        .settings: ["resource", "title", "body", "actions"],
        .end: ["title", "body", "collects"],
        .check: ["resource", "on", "share", "read"],
    ]

    /// Keys only a resource with the Health sheet takes (`ResourceCapability.healthSheet`).
    public static let healthOnly = ["share", "read", "share-purpose"]

    /// Keys only App Tracking Transparency's alert takes (`ResourceCapability.trackingConsent`):
    /// what iOS 27.2's EU sheet shows.
    public static let trackingOnly = ["purpose-markdown", "additional-information", "expanded-interface"]

    /// Required keys per kind (besides `kind`). A missing purpose is a rule's business, not the parser's.
    public static let requiredPerKind: [ScreenKind: [String]] = [
        .app: ["title"],
        .preAlert: ["resource", "title", "button", "next"],
        .alert: ["resource", "on"],
        .locationButton: ["on"],
        .settings: ["title"],
        .end: ["title"],
        .check: ["resource", "on"],
    ]

    /// Every key any screen can have, for suggestions.
    public static let allScreenKeys: [String] = {
        var seen: Set<String> = []
        return (common + ScreenKind.allCases.flatMap { perKind[$0] ?? [] }).filter { seen.insert($0).inserted }
    }()

    /// Keys written for another that edit distance does not catch (`goto` is two edits from
    /// `go`, too many for a two-letter key), for "did you mean".
    public static let aliases: [String: String] = [
        "goto": "go", "go-to": "go", "go_to": "go", "to": "go", "target": "go",
        "buttons": "button", "action": "actions", "text": "label",
        "outcomes": "on", "then": "next",
    ]

    /// Country and ISO 639-2 codes written for a language code (`kr` for `ko`), for "did you mean".
    /// Chinese is two locales, Simplified (`zh-Hans`) and Traditional (`zh-Hant`), with different
    /// words throughout: `zh` and the Chinese mainland's codes suggest `zh-Hans`, Taiwan's and
    /// Hong Kong's `zh-Hant` (the hint names the other; docs/locales.md). Portuguese is built in as
    /// Brazilian (`pt-BR`): `pt` and Portugal's `pt-PT` suggest it, and the hint says pt-PT differs.
    public static let localeAliases: [String: String] = [
        "kr": "ko", "kor": "ko", "jp": "ja", "jpn": "ja",
        "zh": "zh-Hans", "cn": "zh-Hans", "zho": "zh-Hans", "chi": "zh-Hans", "zh-cn": "zh-Hans", "zh-sg": "zh-Hans",
        "zh-hans": "zh-Hans", "zh-hans-cn": "zh-Hans", "tw": "zh-Hant", "zh-tw": "zh-Hant", "zh-hk": "zh-Hant",
        "zh-mo": "zh-Hant", "zh-hant": "zh-Hant", "zh-hant-tw": "zh-Hant",
        "pt": "pt-BR", "pt-br": "pt-BR", "br": "pt-BR", "por": "pt-BR", "pt-pt": "pt-BR",
        "us": "en", "uk": "en", "gb": "en", "eng": "en", "ger": "de", "deu": "de", "fre": "fr", "fra": "fr",
    ]

    /// What the hint adds for a locale that names no single built-in one (`zh`: which script).
    public static let localeNotes: [String: String] = [
        "zh": "Chinese is two locales: zh-Hans (Simplified) and zh-Hant (Traditional)",
        "pt": "Portuguese is built in as Brazilian Portuguese (pt-BR); Portugal's pt-PT words differ",
    ]

    /// Languages written by name (in English or in the language itself) for a language code.
    public static let languageNames: [String: String] = [
        "english": "en", "korean": "ko", "한국어": "ko", "japanese": "ja", "日本語": "ja",
        "chinese": "zh-Hans", "中文": "zh-Hans", "简体中文": "zh-Hans", "繁體中文": "zh-Hant", "german": "de", "deutsch": "de", "french": "fr", "français": "fr",
        "spanish": "es", "español": "es", "portuguese": "pt-BR", "português": "pt-BR", "italian": "it", "italiano": "it",
        "dutch": "nl", "nederlands": "nl",
    ]

    /// The location button's customisable look: what the system lets apps set.
    public static let locationButtonGlyphs = ["filled", "outlined", "none"]
}
