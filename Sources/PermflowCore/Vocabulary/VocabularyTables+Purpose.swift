extension VocabularyTables {
    /// Word lists of the purpose-string rules.
    ///
    /// Lists and the rules that read them:
    /// - `full-stops` (purpose-period): the marks a sentence may end with in the locale.
    /// - `sentence-ends`, `abbreviations` (purpose-brief, purpose-sentence-case): where sentences
    ///   end, and dotted words that do not end one.
    /// - `proper-nouns` (purpose-sentence-case): names that keep their capitals, so they never
    ///   count towards Title Case. English names are used in every locale.
    /// - `common-nouns` (purpose-sentence-case): words that are never names; one capitalized
    ///   mid-sentence, with no capitalized neighbour, is Title Case.
    /// - `be-verbs`, `passive-skip-words`, `participle-suffixes`, `irregular-participles`,
    ///   `participle-like-adjectives` (purpose-active-voice, languages that build the passive
    ///   with "be" + participle): a be-verb, at most one adverb, then a participle that is not
    ///   one of the adjectives; `agent-markers`: a sentence that opens with a participle and
    ///   the word naming who acts ("Accessed by …").
    /// - `passive-endings`, `passive-exceptions` (purpose-active-voice, Korean-like languages):
    ///   endings that make a passive when they are attached to a noun (사용 + 됩니다), and the
    ///   words that contain one without being passive (안됩니다, 오래된, 연결된).
    /// - `passive-phrases` (purpose-active-voice): fixed passive wordings.
    /// - `vague-phrases`, `reason-markers`, `non-reason-phrases`, `request-words`,
    ///   `restatement-patterns` (purpose-specific): wordings that say nothing specific; words that
    ///   introduce a reason; wordings that look like one but are not ("access to", "would like
    ///   to", 접근하려고 합니다); words that restate the request (access, use, permission, 권한),
    ///   which without a reason make a purpose that names none; and whole wordings that only say
    ///   what the permission is ("to use your camera", "save photos to your library").
    /// - `placeholder-words` (purpose-placeholder): leftovers of unfinished copy; English ones
    ///   are used in every locale.
    static let purpose: [String: [String: [String]]] = [
        "en": [
            "full-stops": ["."],
            "sentence-ends": [".", "!", "?"],
            // purpose-brief: openings that leave out who does it ("Used to …", "Allows you to …")
            // or tell people what to do ("Take photos …"): not the complete sentence the HIG asks
            // for. A gerund ("Detecting your location helps …") can be a subject: not listed.
            "fragment-openers": [
                "to", "for", "in order to", "access to", "optional", "optionally", "required", "required for",
                "needed", "needed for", "need", "needs", "used", "uses", "use", "allow", "allows", "lets", "let",
                "enables", "enable", "helps", "give", "grant", "take", "takes", "share", "shares", "upload", "uploads",
                "download", "send", "sends", "unlock", "see", "track", "tracks", "report", "reports", "locate", "record",
                "records", "import", "imports", "try", "participate", "monitors", "accessed", "scan", "scans", "capture",
                "captures", "save", "saves", "add", "adds", "find", "finds", "show", "shows", "display", "displays",
                "detect", "detects", "connect", "connects", "sync", "syncs", "select", "choose", "pick", "attach",
                "store", "stores", "read", "reads", "measure", "measures", "count", "counts", "access", "accesses",
                "requires", "require", "remind", "reminds", "notify", "notifies",
            ],
            "abbreviations": ["e.g.", "i.e.", "etc.", "vs.", "approx.", "Mr.", "Mrs.", "Ms.", "Dr.", "St.", "Inc.", "Ltd."],
            "proper-nouns": [
                "Apple", "Apple Music", "Apple Pay", "Apple Watch", "Apple TV", "AirDrop", "AirPlay", "AirPods",
                "App Store", "Bluetooth", "CarPlay", "Face ID", "Touch ID", "FaceTime", "Game Center", "Health",
                "HealthKit", "Home", "HomeKit", "iCloud", "iCloud Drive", "iMessage", "iPad", "iPhone", "iPod",
                "Mac", "Maps", "Messages", "Music", "Photos", "Contacts", "Calendar", "Reminders", "Settings",
                "Shortcuts", "Siri", "Wallet", "Wi-Fi", "Screen Time", "Live Activities", "Focus",
            ],
            // purpose-sentence-case: words of purpose copy that are no names, so one of them
            // capitalized mid-sentence is Title Case on its own ("requires Camera to call for
            // Assistance", "people Nearby you"), unless a capitalized neighbour makes it part of a
            // name ("your Camera Roll", "your Live Location"). A proper noun above wins ("Photos").
            "common-nouns": [
                "access", "account", "ads", "advertising", "app", "assistance", "audio", "camera", "data", "device",
                "feature", "features", "image", "images", "location", "microphone", "nearby", "permission", "photo",
                "picture", "pictures", "recording", "recordings", "user", "users", "video", "videos", "voice",
            ],
            "be-verbs": [
                "is", "are", "was", "were", "be", "been", "being", "am",
                "isn't", "aren't", "wasn't", "weren't",
                "it's", "that's", "what's", "who's", "they're", "we're", "you're", "i'm", "he's", "she's",
            ],
            // Words that may sit between the be-verb and the participle besides an -ly adverb:
            // "is never shared", "are only stored".
            "passive-skip-words": ["not", "never", "also", "only", "always", "still", "all", "then", "just", "often", "even"],
            "participle-suffixes": ["ed"],
            "irregular-participles": [
                "known", "taken", "shown", "seen", "given", "made", "kept", "sent", "found", "held", "read",
                "written", "told", "sold", "bought", "built", "brought", "chosen", "driven", "drawn",
                "forgotten", "frozen", "gotten", "hidden", "left", "lent", "meant", "paid", "put", "said",
                "set", "spent", "spoken", "stolen", "taught", "thought", "thrown", "understood", "won", "worn",
                "withdrawn", "broken", "begun", "blown", "flown", "forbidden", "forgiven", "grown", "hung",
                "proven", "shaken", "stuck", "torn", "overseen", "overwritten", "rewritten", "undertaken",
            ],
            // -ed words that, after a be-verb, describe a state or a feeling rather than an action
            // done by someone unnamed ("when you're signed in", "while your headphones are
            // connected", "even when the app is closed"), and -ed words that are no verbs at all.
            // "done", "gone" and "lost" are left out of the irregular list for the same reason.
            "participle-like-adjectives": [
                "interested", "excited", "tired", "located", "based", "connected", "disconnected", "paired",
                "closed", "locked", "unlocked", "signed", "logged", "finished", "married", "worried",
                "concerned", "pleased", "satisfied", "surprised", "scared", "bored", "confused", "supposed",
                "indeed", "hundred", "speed", "feed", "seed", "need", "red", "bed", "shed", "sacred",
                "naked", "wicked", "rugged", "beloved", "infected",
            ],
            // A sentence that opens with a participle and its agent ("Accessed by GoI only to …") is
            // a passive without its be-verb.
            "agent-markers": ["by"],
            "vague-phrases": [
                "better experience", "best experience", "improve your experience", "enhance your experience",
                "improve the experience", "enhanced experience", "optimal experience", "personalized experience",
                "user experience", "app functionality", "full functionality", "the app's functionality",
                "to work properly", "to work correctly", "to function properly", "to function correctly",
                "for the app to function", "for the app to work", "to function", "certain features",
                "some features", "various features", "additional features", "certain functions",
                "better service", "improve our services", "improve our service",
                // Seen in real purpose strings (Tests/Corpus): a reason that names no use.
                "better ads experience", "other features", "make the app better", "functionality of the app",
                "enjoy the functionality",
                // A list of uses that trails off ("find friends and more") leaves the rest unsaid.
                "and more",
            ],
            "reason-markers": [
                "to", "so", "so that", "for", "when", "while", "whenever", "because", "if", "in order to", "by",
                "lets you", "helps you", "allows you",
            ],
            // "access to" only before a noun phrase: in "access to scan receipts" the "to" gives a reason.
            // "permission to" only before access or use: "permission to allow recording of videos"
            // names the use. "the ability to" and not "ability to": in "uses your iPhone's motion
            // tracking ability to collect step counts" the "to" gives the reason.
            "non-reason-phrases": [
                "access to your", "access to the", "access to a", "access to an", "access to my", "access to its",
                "access to their", "access to all", "access to our", "access to this", "would like to", "like to",
                "want to", "wants to", "need to", "needs to", "has to", "have to", "able to", "permission to access",
                "permissions to access", "permission to use", "permissions to use", "permission to allow access to",
                "permission to allow access", "the ability to", "add to your", "add to the", "going to", "allowed to",
                "connect to your", "connect to the",
            ],
            // Wordings that only say what the permission is, in other words than the alert's: the
            // resource itself as the object of "use" or "access" ("Allow X to use your camera",
            // "to access your contacts"; not "to access your saved passwords", which names what for),
            // "save photos to your library" for the add-only photo key, and the local network
            // alert's own "find and connect to devices on your network". Set aside like
            // `non-reason-phrases`, and a purpose holding one restates the request even without a
            // `request-words` word. The sentence's end is matched, not looked ahead to: the
            // prefilter reads no lookaround.
            // `restatement-objects` (purpose-specific): the resource as the object of a restated
            // request, "(to) use/access (your/the) (device's/iPhone's/phone's) <object>", which
            // PurposeSpecificRule reads around each object it finds (a phrase search: as one
            // regular expression it took a walk 7.6 M instructions to compile).
            "restatement-objects": [
                "camera", "microphone", "location", "current location", "contacts", "calendar", "calendars", "reminders",
                "photos", "photo library", "camera roll", "accelerometer", "motion data", "motion sensor", "motion sensors",
                "bluetooth", "health data", "media library", "music library", "speech recognition", "local network",
                "face id", "touch id",
            ],
            "restatement-patterns": [
                #"\b((lets|let|allows|allow) you (to )?|so (that )?you can |to )?(save|store|add) "#
                    + #"((a |the )?(photos?|images?|videos?|pictures?)( (and|or|&) (photos?|images?|videos?|pictures?))?|this (image|photo|picture|video))"#
                    + #"( (to|into|in) (your|the) (photo library|photos library|library|camera roll|photo album|album|photos|gallery|device))?\s*([.!]|$)"#,
                #"\b(to )?(discover|find)( and connect to| and communicate with)? (other )?devices on (your|the) (local )?network\b"#,
            ],
            "request-words": [
                "access", "accesses", "accessing", "use", "uses", "permission", "permissions", "need", "needs",
                "require", "requires", "request", "requests", "requesting", "want", "wants", "would like",
            ],
            "placeholder-words": [
                "TODO", "TBD", "FIXME", "XXX", "lorem ipsum", "placeholder", "your app name", "app_name",
                "appname", "insert reason here", "purpose string here",
            ],
        ],
        "ko": [
            "full-stops": ["."],
            "sentence-ends": [".", "!", "?"],
            // purpose-brief: a Korean sentence ends in a verb ending; a purpose string that ends
            // in a noun ("카메라 사용 허용") is a fragment, one that ends in an imperative
            // ("…활성화하세요.") tells people what to do instead of what the app does.
            "sentence-final-endings": ["다", "요", "까", "죠", "네"],
            "imperative-endings": ["세요", "십시오", "시오", "주세요"],
            // Passives that are not a 되다 ending: 쓰이다 (is used). "…이 필요합니다" (X is needed) is
            // not listed: 필요하다 is an adjective, and with a specific use ("…하려면 카메라 접근
            // 권한이 필요합니다.") it is the common Korean purpose string, which a reviewer accepts;
            // the HIG's vague example with it ("더 나은 사용을 위해 …") is purpose-specific's.
            "passive-phrases": ["쓰입니다", "쓰이며", "쓰여요", "쓰이고"],
            // Matched only when attached to the word before (사용됩니다, 저장되며): "도움이 됩니다",
            // "안 됩니다" and "-게 됩니다" are written apart and are no passives. Predicate and
            // connective forms only: a participle before a noun (지원되는 카드 리더, 내장된 기능,
            // 예정된 회의) or a condition (완료되면) describes, it does not hide who acts. -어지다 and
            // the -이/히/리/기 passives are not listed: too many active words share their shapes
            // (좋아집니다, 보입니다).
            "passive-endings": [
                "됩니다", "되며", "되어", "돼요", "돼서", "되고", "되지", "되기", "되도록", "되었", "됐",
            ],
            "passive-exceptions": [
                "안되", "안돼", "안된", "안될", "잘되", "잘돼", "잘된", "잘될", "못되", "못된", "잘못되", "잘못된",
                "잘못돼", "오래되", "오래된", "관련되", "관련된", "연결되", "연결된", "연결돼", "도움되", "도움된",
                "도움돼",
            ],
            "vague-phrases": [
                "더 나은 사용을 위해", "더 나은 사용", "더 나은 경험", "더 나은 서비스", "원활한 사용", "원활한 이용",
                "원활한 서비스", "앱 기능", "일부 기능", "특정 기능", "정상적인 작동", "정상적으로 작동",
                "서비스 이용을 위해", "서비스 제공을 위해", "앱 사용을 위해", "최적의 경험", "편리한 사용",
                "광고 경험", "다른 기능", "앱의 기능을 즐길",
                // An experience or a service as the purpose (최상의 위치 경험을 위해, 자가진단 서비스를 위해)
                // names no use, and "친구 찾기 등의 기능" (features such as …) trails off.
                "경험을 위해", "경험을 위한", "서비스를 위해", "등의 기능",
            ],
            // "사용해 ", "이용해 ", "활용해 " are 사용하여's spoken forms ("X를 사용해 Y합니다": uses X to Y),
            // and "…하는 데 " is "for …ing"; written with the space that follows, so 사용해요 (uses)
            // and 데이터 (data) are not markers.
            "reason-markers": [
                "위해", "위한", "때", "려고", "려면", "도록", "하면", "으면", "있으면", "때문", "하여", "해서", "고자",
                "동안", "사용해 ", "이용해 ", "활용해 ", "는 데 ",
            ],
            // "접근하려고 합니다" is the system title's own "would like to access", not a reason.
            "non-reason-phrases": ["려고 합니다", "려고 해요", "려고 함"],
            // "사용하", "사용합" and not "사용": 사용자 (user) is no request.
            "request-words": ["접근", "권한", "사용하", "사용합", "사용해", "필요", "허용"],
            // Saving photos to the library, said as all the add-only photo key does: "라이브러리에
            // 사진을 저장하게 됩니다." (Not with a purpose of its own: 공유 이미지를 …에 저장하기 위해.)
            "restatement-patterns": [
                #"(라이브러리|보관함|앨범|카메라 ?롤|갤러리|기기)에 (사진|동영상|이미지|비디오)((과|와|이나|나|및|또는) ?(사진|동영상|이미지|비디오))?[을를] "#
                    + #"저장(하게 됩니다|합니다|해요|할 수 있습니다|할 수 있게 됩니다)\s*([.!]|$)"#,
                #"(사진|동영상|이미지|비디오)((과|와|이나|나|및|또는) ?(사진|동영상|이미지|비디오))?[을를] (사진 )?(라이브러리|보관함|앨범|카메라 ?롤|갤러리|기기)에 "#
                    + #"저장(하게 됩니다|합니다|해요|할 수 있습니다|할 수 있게 됩니다)\s*([.!]|$)"#,
            ],
            "placeholder-words": ["앱 이름", "앱이름", "○○", "OOO"],
        ],
        "ja": [
            "full-stops": ["。", "．"],
            "sentence-ends": ["。", "．", "！", "？", "!", "?"],
        ],
        "zh": [
            "full-stops": ["。", "．"],
            "sentence-ends": ["。", "．", "！", "？", "!", "?"],
        ],
    ]
}
