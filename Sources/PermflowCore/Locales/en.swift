// The English locale file: every word the simulated iPhone shows in English, with each
// string's evidence, in the structure of a locale pack (docs/locales.md). `permflow locales
// export en` prints it as a pack's JSON; a pack may correct or extend any of it.

// Buttons and sources that stand on many English alerts and sheets: one fact each, written once.

/// Don’t Allow, on every alert that has it (the Health sheet's is its own, S17).
private let dontAllow = AlertButton("Don’t Allow", "deny", .verified("S7 (Core Location strings), S1, S21"))

/// OK as the older alerts show it.
private let okShown = Evidence.verified("S5, S6 (iOS 8–12; 17.0.2 still showed OK on camera, S8)")

/// OK on iOS 18 and 26, on the alerts no source shows since camera and microphone changed to Allow.
private let okUnseenSince18 = Evidence.unverified("no source shows this label on iOS 18 or 26 (camera and microphone became Allow in iOS 17, S8)")

/// Allow on the camera and microphone alerts of iOS 17 and later.
private let allowSince17 = Evidence.verified("S8 (17.6, both alerts)")

/// The AlarmKit alert's buttons, which no source shows.
private let alarmKitButtons = Evidence.unverified("no source shows the AlarmKit alert's buttons; drawn as iOS 26's other two-button alerts (Don’t Allow | Allow)")

/// The photos-add alert on a real iPhone 15 Pro Max on iOS 26.4 (research 2026-11-27).
private let photosAdd26 = Evidence.verified("a real iPhone 15 Pro Max on iOS 26.4, id 71556961471")

/// iOS 26's data-alert titles as an app's copy baseline of 2026-09-16 quotes the system drawing
/// them (iOS 26 or 27, the version not given; research 2026-11-27).
private let copyBaseline26 = "an app's copy baseline of 2026-09-16 quoting the alert the system drew (id 69643387547)"

/// An iOS 26 title no source shows, drawn as iOS 26 writes the data alerts' titles that sources do show.
private let sentenceCase26 = Evidence.unverified(
    "no source shows this title on iOS 26; drawn as iOS 26 writes the camera's, contacts', calendar's and motion's: sentence case with a final period")

/// Allow Full Access, worded as the full-access title is.
private let asTheTitle = Evidence.weak("as the title")

/// iOS 18's contact picker, which S9 shows without its words.
private let contactPicker = Evidence.unverified("S9 shows a contact picker, not its words")

/// The confirmation after the contact picker, which S9 shows without its words.
private let contactsConfirmation = Evidence.unverified("S9 shows a confirmation listing the chosen contacts, not its words")

/// The photo picker "Limit Access…" opens (iOS 17 and later): Apple's `presentLimitedLibraryPicker`
/// docs and a team's acceptance notes on an iPhone 17 Pro Simulator (iOS 26; research/alert-strings-
/// by-language-2026-11-27.md, ids 67233486999, 67367537179) show the page; no source shows its words.
private let photoPicker = Evidence.unverified("the picker after Limit Access… exists (Apple's presentLimitedLibraryPicker docs; simulator notes, ids 67233486999, 67367537179); its words ✗")

/// The photos alert's library counts (iOS 17 and later): sourced that they are there, not their words.
private let libraryCounts = Evidence.unverified("S10 says the alert shows the photo and video counts and that location data and captions are shared; its words ✗")

/// The Health sheet's title and buttons.
private let healthSheet = Evidence.verified(
    "S17 (AutoMate, iOS 10–12); Stanford's XCTHealthKit taps it on recent iOS, id 34508346034; the 2026 mock id 60407018912 draws the same")

/// The Health sheet's Turn On All and Turn Off All.
private let healthTurnAll = Evidence.verified(
    "Stanford's XCTHealthKit taps it on recent iOS, id 34508346034; an Appium page object, id 30818774656; ≤ 12 read “Turn All Categories On” (S17)")

/// The Health sheet's words that only a mock shows.
private let healthSheetMock = Evidence.weak("a 2026 mock of the sheet, id 60407018912; no capture")

/// The Health sheet's section headers.
private let healthSectionHeader = Evidence.unverified("the section header's text has no source (research section 3)")

/// The Health data types' names on the sheet.
private let healthAppNames = Evidence.weak("the Health app's English names; no capture of the sheet's rows")

extension BuiltInLocales {
    static let english = LocalePack(
        locale: "en",
        quotes: ["“", "”"],
        // Word lists of the location-button rules.
        //
        // `system-titles` are the titles Core Location draws on a location button
        // (CLLocationButtonLabel / LocationButton.Title), in the SAME ORDER in every locale: the
        // n-th entry of a locale is the translation of the n-th English one. Flows name a title by
        // its English text (a stable id); location-button-label also accepts a declared locale's own
        // titles, and location-button-fits measures each declared locale's translation. A locale
        // without the list is measured with the English titles.
        // Word lists of the misleading-screen rules (no-*), per locale.
        //
        // Matching as for the pre-alert lists (see `TextMatcher`); a locale that lacks a list uses the
        // English one. Lists whose name ends in "-patterns" are regular expressions applied to the
        // lowercased text with ’ ‘ folded to ' (see `PatternRegex` and docs/locales.md).
        //
        // Lists:
        // - "incentive-words": offers of something in return (no-incentive).
        // - "incentive-patterns": offers with a number ("10% off"), so messages quote them whole.
        // - "incentive-exceptions", "incentive-exception-patterns": text that contains an incentive word
        //   without offering anything ("feel free", "hands-free", "keep Receipts free"); masked first.
        // - "alert-title-patterns": a title shaped like a system alert's (no-imitation-request). The
        //   catalog's own alert titles are checked too.
        // - "system-button-labels": alert button labels besides the catalog's (older iOS wording,
        //   locales the catalog has no alerts for).
        // - "generic-button-labels": labels also common outside alerts ("OK"); they count in text art
        //   but not as a copied button on their own.
        // - "alert-image-words": an image described as showing the system alert (no-alert-image).
        // - "alert-art-patterns": characters that draw boxes and buttons in text.
        // - "annotation-phrases", "annotation-patterns": copy telling people what to choose in the
        //   alert (no-alert-annotation).
        // - "steering-imperative-patterns": a purpose string that tells people to grant ("Enable Face ID
        //   for …", "Allow tracking to …", 마이크 접근을 활성화하세요): inside the alert, an imperative to
        //   enable the resource is the answer it asks for (no-alert-annotation, purpose strings only: on
        //   a pre-alert, "Turn on notifications" before a Continue button explains the request).
        // - "pointing-glyphs": arrows and pointing hands aimed at the alert.
        // Word lists of the misleading rules.
        // Word lists of the pre-alert rules (prealert-*), per locale.
        //
        // Matching (see `TextMatcher`): case-insensitive, typographic apostrophes folded to ', whole
        // words where the script spaces its words, substrings in Hangul, kana and CJK. A locale that
        // lacks a list uses the English one, so locale-independent lists (glyphs, regular expressions)
        // are written once, under "en".
        //
        // Lists:
        // - "continue-like": a pre-alert button containing one of these says it moves on (clean).
        // - "suggested-button-titles": what messages suggest instead, best first (the first two are used).
        // - "allow-like": a button containing one of these reads like the alert's Allow button (error).
        // - "allow-like-exact": allow-like only as the whole title (short words that hide inside others,
        //   e.g. Korean 네 in 네트워크).
        // - "exit-words": offer a way out wherever they appear on a pre-alert (title, body, button).
        // - "exit-button-words": offer a way out as the button, or as a title/body line or [bracketed]
        //   text of their own; in running text they are ordinary words ("change this later", "if you
        //   choose Don't Allow, you can still type it in").
        // - "close-glyphs": close symbols, matched anywhere.
        // - "close-glyph-patterns": regular expressions (over lowercased text) for a letter X drawn as a
        //   close control: alone on a line, or in brackets. Not "iPhone X", not "2 × faster".
        // - "link-patterns": regular expressions for links, a second way off the screen.
        // Word lists of the preAlert rules.
        // Word lists of the purpose-string rules.
        //
        // Lists and the rules that read them:
        // - `full-stops` (purpose-period): the marks a sentence may end with in the locale.
        // - `sentence-ends`, `abbreviations` (purpose-brief, purpose-sentence-case): where sentences
        //   end, and dotted words that do not end one.
        // - `proper-nouns` (purpose-sentence-case): names that keep their capitals, so they never
        //   count towards Title Case. English names are used in every locale.
        // - `common-nouns` (purpose-sentence-case): words that are never names; one capitalized
        //   mid-sentence, with no capitalized neighbour, is Title Case.
        // - `be-verbs`, `passive-skip-words`, `participle-suffixes`, `irregular-participles`,
        //   `participle-like-adjectives` (purpose-active-voice, languages that build the passive
        //   with "be" + participle): a be-verb, at most one adverb, then a participle that is not
        //   one of the adjectives; `agent-markers`: a sentence that opens with a participle and
        //   the word naming who acts ("Accessed by …").
        // - `passive-endings`, `passive-exceptions` (purpose-active-voice, Korean-like languages):
        //   endings that make a passive when they are attached to a noun (사용 + 됩니다), and the
        //   words that contain one without being passive (안됩니다, 오래된, 연결된).
        // - `passive-phrases` (purpose-active-voice): fixed passive wordings.
        // - `vague-phrases`, `reason-markers`, `non-reason-phrases`, `request-words`,
        //   `restatement-patterns` (purpose-specific): wordings that say nothing specific; words that
        //   introduce a reason; wordings that look like one but are not ("access to", "would like
        //   to", 접근하려고 합니다); words that restate the request (access, use, permission, 권한),
        //   which without a reason make a purpose that names none; and whole wordings that only say
        //   what the permission is ("to use your camera", "save photos to your library").
        // - `placeholder-words` (purpose-placeholder): leftovers of unfinished copy; English ones
        //   are used in every locale.
        // Word lists of the timing rules.
        vocabulary: [
            "abbreviations": [
                "e.g.", "i.e.", "etc.", "vs.", "approx.", "Mr.", "Mrs.", "Ms.", "Dr.", "St.", "Inc.", "Ltd.",
            ],
            // A sentence that opens with a participle and its agent ("Accessed by GoI only to …") is
            // a passive without its be-verb.
            "agent-markers": [
                "by",
            ],
            "alert-art-patterns": [
                "[\\x{2500}-\\x{257F}]", "[|｜¦]", "\\[[^\\]\\n]+\\]",
            ],
            "alert-image-words": [
                "the alert", "system alert", "permission alert", "alert dialog", "alert box", "alert screenshot",
                "image of the alert", "screenshot of the alert", "permission dialog", "permission prompt",
                "permission popup", "permission pop-up", "permission request", "system dialog", "system prompt",
                "system popup", "system pop-up", "ios alert", "ios prompt", "tracking prompt", "att prompt",
                "allow dialog", "allow button", "don't allow button",
            ],
            "alert-title-patterns": [
                "\\bwould like (full access to|to (access|use|send you|add|find|track))\\b",
                "^\\s*allow\\s+[\"“'«].+?[\"”'»]\\s+to\\b",
                "^\\s*allow\\s+.+\\s+to\\s+(use|access|track|also use|send)\\b.*\\?\\s*$",
                "^\\s*do you want to allow\\b",
            ],
            "allow-like": [
                "allow", "ok", "okay", "yes", "accept", "agree", "i agree", "enable", "grant", "turn on",
                "give access", "authorize", "authorise", "approve", "permit", "opt in", "opt-in", "let's do it",
            ],
            "allow-like-exact": [
                "sure", "yep",
            ],
            "annotation-patterns": [
                "\\b(tap|tapping|press|pressing|choose|choosing|select|selecting|hit|hitting|click|clicking|pick|touch)\\s+(on\\s+)?(the\\s+)?[\"“”']?(allow once|allow while using( the)? app|allow full access|change to always allow|don't allow|ask app not to track|allow|ok|okay|yes)\\b[\"“”']?",
            ],
            "annotation-phrases": [
                "make sure to allow", "be sure to allow", "don't forget to allow", "remember to allow", "just allow",
            ],
            "be-verbs": [
                "is", "are", "was", "were", "be", "been", "being", "am", "isn't", "aren't", "wasn't", "weren't",
                "it's", "that's", "what's", "who's", "they're", "we're", "you're", "i'm", "he's", "she's",
            ],
            "close-glyph-patterns": [
                "(?m)^[ \\t]*[\\[(]?[ \\t]*[x×][ \\t]*[\\])]?[ \\t]*$", "[\\[(][ \\t]*[x×][ \\t]*[\\])]",
            ],
            "close-glyphs": [
                "✕", "✖", "ⓧ", "╳", "❌", "⨯", "☒", "⊗", "⮾",
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
            "continue-like": [
                "continue", "next", "proceed", "go on",
            ],
            "exit-button-words": [
                "skip", "cancel", "close", "later", "dismiss", "no", "go back", "back", "exit", "deny", "decline",
                "never", "leave", "don't allow", "ask app not to track",
            ],
            // Ways out said in a sentence, anywhere on the pre-alert: putting the choice off
            // ("you can do this later", "come back to this later") or saying people need not make
            // it. Reassurance that a choice can be changed ("You can change this later in
            // Settings") is not a way out and matches none of these.
            "exit-patterns": [
                "\\byou can (also |always )?skip\\b",
                "\\b(do|decide|finish|configure|set up|deal with|come back to|return to) (this|it|that)( step)? (later|another time)\\b",
                "\\bnot ready( yet)?\\?", "\\bif you('d| would) rather not\\b",
                "\\bif you (don't|do not) want to( allow| share| give)?,",
            ],
            "exit-words": [
                "not now", "maybe later", "no thanks", "no, thanks", "no thank you", "ask me later",
                "remind me later", "skip for now", "not right now", "decide later", "i'll do it later",
            ],
            // purpose-brief: openings that leave out who does it: a verb in the third person with
            // no subject ("Uses your location to …", "Allows you to …", "Needs …"), a participle
            // ("Used to …", "Required for …") or a preposition or noun phrase ("To take …",
            // "Access to …", "Optional, but …"). An imperative ("Take photos to share them.",
            // "Allow Receipts to use your camera.") is a complete sentence (issue 33) and is not
            // listed: purpose-specific and no-alert-annotation judge what it says. A gerund
            // ("Detecting your location helps …") can be a subject: not listed either.
            "fragment-openers": [
                "to", "for", "in order to", "access to", "optional", "required", "required for", "needed",
                "needed for", "need", "needs", "used", "uses", "allows", "lets", "enables", "helps", "takes",
                "shares", "uploads", "sends", "tracks", "reports", "records", "imports", "monitors", "accessed",
                "scans", "captures", "saves", "adds", "finds", "shows", "displays", "detects", "connects", "syncs",
                "stores", "reads", "measures", "counts", "accesses", "requires", "reminds", "notifies",
            ],
            "full-stops": [
                ".",
            ],
            "generic-button-labels": [
                "OK", "Continue",
            ],
            // How the app is paid for offers nothing for granting (issue 33): "keep Receipts free",
            // "Receipts is free", "free thanks to ads", "ads pay for Receipts so it stays free".
            // A "free" said of the app, not given to the person. An offer conditioned on granting
            // ("free when you allow tracking") is an `incentive-patterns` entry and is never masked.
            "incentive-exception-patterns": [
                "\\b(keep|keeps|keeping|stay|stays|staying|remain|remains)\\s+(\\S+\\s+){0,3}free\\b",
                "\\b(is|are|was|will be|has always been|has been)\\s+(\\S+\\s+){0,2}free\\b",
                "\\bfree\\s+(thanks to|because of|due to|with|through|supported by|funded by|paid for by|paid by)\\s+(\\S+\\s+){0,2}(ads|advertising|advertisements|advertisers|sponsors|subscriptions|subscribers|donations|supporters)\\b",
                "\\b(ads|advertising|advertisements|advertisers|sponsors|subscriptions|subscribers|donations|supporters)\\s+(help\\s+)?(keep|keeps|make|makes|let|lets|pay|pays|fund|funds)\\s+(\\S+\\s+){0,4}free\\b",
            ],
            "incentive-exceptions": [
                "feel free", "-free", "free up", "free space", "free from", "free of ads", "toll free", "free time",
                "points of interest", "data points", "pickup points", "access points", "meeting points",
            ],
            // Offers with a number ("10% off"), and anything offered on condition of granting
            // ("free when you allow tracking", "if you turn on notifications, … free"): matched
            // before the exceptions and never masked by them.
            // "free" is read in its shape, not as a word (issue 33): compensation is something
            // given to the person ("get a month free", "we'll give you free scans") or given for
            // granting ("free when you allow …", "free scans for everyone who says yes"); "free"
            // said of the app is how it is paid for ("Receipts is free thanks to ads").
            "incentive-patterns": [
                "\\b\\d+\\s*(%|percent)\\s*off\\b",
                "\\b(get|gets|getting|earn|earns|receive|receives|win|claim|unlock|unlocks|enjoy|give you|gives you|you'll get|you will get)\\s+(\\S+\\s+){0,4}(for\\s+)?free\\b",
                "\\bfree\\b[^.!?\\n]{0,60}\\b(who|that)\\s+(say|says|said)\\s+yes\\b",
                "\\bfree\\b[^.!?\\n]{0,60}\\b(who|that)\\s+(allow|allows|agree|agrees|opt in|opts in|turn on|turns on|enable|enables|grant|grants|share|shares)\\b",
                "\\b(free|reward|rewards|coins|bonus|discount|gift|points|prize)\\b[^.!?\\n]{0,60}\\b(if|when|once|after|for)\\s+(you\\s+)?(allow|allowing|enable|enabling|turn on|turning on|grant|granting|share|sharing|opt in|opting in|accept|accepting)\\b",
                "\\b(if|when|once|after)\\s+you\\s+(allow|enable|turn on|grant|share|opt in|accept)\\b[^.!?\\n]{0,60}\\b(free|reward|rewards|coins|bonus|discount|gift|points|prize)\\b",
            ],
            "incentive-words": [
                "reward", "rewards", "rewarded", "coin", "coins", "bonus", "bonuses", "discount", "discounts",
                "% off", "percent off", "freebie", "freebies", "gift", "gifts", "points", "prize",
                "prizes", "cash back", "cashback", "coupon", "coupons", "voucher", "vouchers", "perk", "perks",
                "giveaway", "extra lives", "unlock premium", "unlock rewards", "unlock exclusive", "unlock extra",
                "unlock bonus", "unlock more", "unlock features", "unlock all features", "unlock pro",
                "unlock content",
            ],
            "irregular-participles": [
                "known", "taken", "shown", "seen", "given", "made", "kept", "sent", "found", "held", "read",
                "written", "told", "sold", "bought", "built", "brought", "chosen", "driven", "drawn", "forgotten",
                "frozen", "gotten", "hidden", "left", "lent", "meant", "paid", "put", "said", "set", "spent",
                "spoken", "stolen", "taught", "thought", "thrown", "understood", "won", "worn", "withdrawn", "broken",
                "begun", "blown", "flown", "forbidden", "forgiven", "grown", "hung", "proven", "shaken", "stuck",
                "torn", "overseen", "overwritten", "rewritten", "undertaken",
            ],
            "link-patterns": [
                "\\[[^\\]\\n]+\\]\\([^)\\n]+\\)", "\\bhttps?://[^\\s)>\\]]+",
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
            // -ed words that, after a be-verb, describe a state or a feeling rather than an action
            // done by someone unnamed ("when you're signed in", "while your headphones are
            // connected", "even when the app is closed"), and -ed words that are no verbs at all.
            // "done", "gone" and "lost" are left out of the irregular list for the same reason.
            "participle-like-adjectives": [
                "interested", "excited", "tired", "located", "based", "connected", "disconnected", "paired", "closed",
                "locked", "unlocked", "signed", "logged", "finished", "married", "worried", "concerned", "pleased",
                "satisfied", "surprised", "scared", "bored", "confused", "supposed", "indeed", "hundred", "speed",
                "feed", "seed", "need", "red", "bed", "shed", "sacred", "naked", "wicked", "rugged", "beloved",
                "infected",
            ],
            "participle-suffixes": [
                "ed",
            ],
            // Words that may sit between the be-verb and the participle besides an -ly adverb:
            // "is never shared", "are only stored".
            "passive-skip-words": [
                "not", "never", "also", "only", "always", "still", "all", "then", "just", "often", "even",
            ],
            "placeholder-words": [
                "TODO", "TBD", "FIXME", "XXX", "lorem ipsum", "placeholder", "your app name", "app_name", "appname",
                "insert reason here", "purpose string here",
            ],
            "pointing-glyphs": [
                "👇", "☟", "↓", "⬇", "⤵", "⇩", "⇓", "🔽", "⏬", "⬎",
            ],
            "proper-nouns": [
                "Apple", "Apple Music", "Apple Pay", "Apple Watch", "Apple TV", "AirDrop", "AirPlay", "AirPods",
                "App Store", "Bluetooth", "CarPlay", "Face ID", "Touch ID", "FaceTime", "Game Center", "Health",
                "HealthKit", "Home", "HomeKit", "iCloud", "iCloud Drive", "iMessage", "iPad", "iPhone", "iPod", "Mac",
                "Maps", "Messages", "Music", "Photos", "Contacts", "Calendar", "Reminders", "Settings", "Shortcuts",
                "Siri", "Wallet", "Wi-Fi", "Screen Time", "Live Activities", "Focus",
                // The Mac's own features and the panes of System Settings' Privacy & Security, by
                // the names Apple gives them (issue 33: a macOS app's purpose names them).
                "Finder", "Spotlight", "Control Center", "Notification Center", "System Settings", "System Preferences",
                "Privacy & Security", "Accessibility", "Input Monitoring", "Screen Recording", "Screen & System Audio Recording",
                "Full Disk Access", "Automation", "Location Services", "Dictation", "VoiceOver",
            ],
            // Seen in real purpose strings (Tests/Corpus): a reason that names no use.
            // A list of uses that trails off ("find friends and more") leaves the rest unsaid.
            // A browser's use is passing the resource on to the pages people open (issue 33,
            // HELDOUT.md "Browsers and web views"): "Websites you visit may ask for your location."
            "reason-markers": [
                "to", "so", "so that", "for", "when", "while", "whenever", "because", "if", "in order to", "by",
                "lets you", "helps you", "allows you", "websites", "web pages", "web page", "web apps", "pages you open",
                "pages you visit", "sites you visit", "sites you open",
            ],
            "request-words": [
                "access", "accesses", "accessing", "use", "uses", "permission", "permissions", "need", "needs",
                "require", "requires", "request", "requests", "requesting", "want", "wants", "would like",
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
                "camera", "microphone", "location", "current location", "contacts", "calendar", "calendars",
                "reminders", "photos", "photo library", "camera roll", "accelerometer", "motion data",
                "motion sensor", "motion sensors", "bluetooth", "health data", "media library", "music library",
                "speech recognition", "local network", "face id", "touch id",
            ],
            "restatement-patterns": [
                "\\b((lets|let|allows|allow) you (to )?|so (that )?you can |to )?(save|store|add) ((a |the )?(photos?|images?|videos?|pictures?)( (and|or|&) (photos?|images?|videos?|pictures?))?|this (image|photo|picture|video))( (to|into|in) (your |the )?(photo library|photos library|library|camera roll|photo album|album|photos|gallery|device))?\\s*([.!]|$)",
                "\\b(to )?(discover|find)( and connect to| and communicate with)? (other )?devices on (your|the) (local )?network\\b",
                // A reason that is the resource's own function (issue 33; the HELDOUT.md notes'
                // "needs camera access to take photos", "to get your location", "to record
                // audio"): said as the whole reason, up to the sentence's end. Also as a whole
                // imperative ("Get user location"), recording video with the camera, and finding
                // nearby devices before connecting to them (issue 33, tune33).
                "\\b(to|for) (take|taking|capture|capturing|shoot|shooting|snap|snapping|record|recording) (a |some |your )?(photos?|pictures?|videos?|images?|selfies?)( (and|or|&) (photos?|pictures?|videos?|images?))?\\s*([.!]|$)",
                "\\b(to|for) (record|recording|capture|capturing) (audio|sound|sounds|voice|your voice|voice recordings?|audio recordings?)\\s*([.!]|$)",
                "(\\b(to|for) |^\\s*)(get|getting|know|knowing|determine|determining|find|finding|obtain|obtaining|detect|detecting|track|tracking|access|accessing|use|using) (your |the |the user's |user's |user |the device's |your device's )?(current |exact |precise |gps )?(location|position|whereabouts)\\s*([.!]|$)",
                // Also as a whole imperative sentence ("Load images from your photo library."):
                // the verb opens the text, and nothing but the library follows.
                "(\\b(to|for) |^\\s*)(access|accessing|choose|choosing|select|selecting|pick|picking|view|viewing|browse|browsing|read|reading|use|using|load|loading|import|importing) (a |the |your )?(photos?|pictures?|images?|videos?)( (and|or|&) (photos?|pictures?|images?|videos?))?( (from|in|on) (your |the )?(photo library|photos library|library|camera roll|gallery|album|device|phone|iphone))?\\s*([.!]|$)",
                "\\b(to|for) (access|accessing|read|reading|view|viewing|use|using|sync|syncing) (your )?(contacts|contact list|address book)\\s*([.!]|$)",
                "\\b(to|for) (access|accessing|read|reading|view|viewing|use|using) (your )?(calendars?|calendar events|events|reminders)\\s*([.!]|$)",
                "\\b(to|for) ((find|finding|discover|discovering) and )?(connect|connecting|communicate|communicating) (to|with) (nearby |bluetooth |other |your )?(devices|accessories|bluetooth devices)\\s*([.!]|$)",
                // A reason that is only asking for the permission ("To request ATT tracking
                // permission"), and a question that asks for the resource and gives no use ("Can I
                // have location always?"; HELDOUT.md, "A question that asks to grant") (issue 33, tune33).
                "\\b(to|for) (request|requesting|ask for|asking for|get|getting|obtain|obtaining)( the| your| an?)?( [a-z]+){0,2} (permission|permissions|authorization|consent)\\s*([.!]|$)",
                "^\\s*(can|may|could) (i|we) (have|use|access|get)( access to)? (your |the )?(location|current location|camera|microphone|photos|photo library|contacts|calendar|bluetooth)( always| now| please)?\\s*[?.!]?\\s*$",
                // Speech recognition's own function as the whole reason: the resource named, then
                // turning speech into text, with nothing said of what is transcribed for what
                // ("uses speech recognition to convert your voice to text"). Only with speech
                // recognition named: for the microphone, transcribing is a use of what it hears.
                "\\bspeech recognition\\b[^.!?\\n]{0,40}?\\b(to|for) (recognize|recognise|recognizing|recognising|convert|converting|turn|turning|transform|transforming|transcribe|transcribing) (your |the user's |user's )?(speech|voice|spoken words|words you speak|what you say)( (to|into) (text|words|written text))?\\s*([.!]|$)",
            ],
            "sentence-ends": [
                ".", "!", "?",
            ],
            // The second and third: a request to grant that goes on to name what granting gets people
            // (HELDOUT.md: "an imperative that asks people to grant … When it also names a
            // benefit of granting … it is steers-choice"): "Allow X to access your camera to scan
            // …", "Please grant X permission so that …". Without the reason ("Allow X to use your
            // camera") it only restates the request (purpose-specific's).
            "steering-imperative-patterns": [
                "^\\s*(enable|allow|turn on|activate|grant)\\s+(the\\s+|your\\s+)?(face ?id|touch ?id|tracking|notifications|location( access| services)?|camera( access)?|microphone( access)?|bluetooth)\\b",
                // "Use Face ID to …": for Face ID, to use it is to grant it, so this is "Enable Face ID
                // for …" in other words (as Face ID를 사용하세요 is in Korean). Not the camera's "Use your
                // camera to meter exposure", which states what the person does with the app. "FaceID"
                // and "TouchID" are common spellings of the same names (issue 33, tune33).
                "^\\s*(please\\s+)?use\\s+(face ?id|touch ?id)\\s+(to|for|so)\\b",
                "^\\s*(please\\s+)?(allow|grant|give|enable|turn on|let)\\b[^.!?\\n]*?\\b(to use|to access|access to|permission to|permissions to)\\s+\\S+[^.!?\\n]*?\\s(to|so|for|if|when|in order to)\\s+[^.!?\\n]+",
                "^\\s*(please\\s+)?(allow|grant|give|enable|turn on|let)\\b[^.!?\\n]*?\\b(access|permission|permissions)\\s+(so|if|when|in order to|because)\\s+[^.!?\\n]+",
                // "Allow the app to scan QR codes …": allowing the app to do something other than use or
                // access the resource names what granting gets (HELDOUT.md, "An imperative that asks
                // to grant … With a use or a benefit after it, it is steers-choice"); "Allow X to use
                // your camera" alone restates the request (purpose-specific's). The verb is read by
                // its first letters, as the prefilter reads no lookaround (issue 33, tune33).
                "^\\s*(please\\s+)?allow\\s+[^.!?\\n]{1,60}?\\s+to\\s+([b-tv-z][a-z]*|a[abd-z][a-z]*|ac[abd-z][a-z]*|u[a-rt-z][a-z]*|us[a-df-hj-z][a-z]*)\\b",
            ],
            "suggested-button-titles": [
                "Continue", "Next",
            ],
            "system-button-labels": [
                "Don't Allow", "Allow", "Allow Once", "Allow While Using App", "Ask App Not to Track",
                "Allow Full Access", "Limit Access…", "Keep Only While Using", "Change to Always Allow",
                "Only While Using the App", "Always Allow", "OK",
            ],
            "system-titles": [
                "Current Location", "Send Current Location", "Send My Current Location", "Share Current Location",
                "Share My Current Location",
            ],
            // purpose-specific: a reason that names no use a person could check, in the sentence's
            // shape rather than one phrase (issue 33; the HELDOUT.md notes' "for this feature",
            // "for the app to work", "to provide services"): a need for access or permission whose
            // reason is only that the app works, continues or runs, or a generic verb and a generic
            // object ("to provide services", "to enable features", "for this feature").
            "vague-patterns": [
                "\\b(access|permission|permissions|it)\\s+(in order\\s+)?to\\s+(work|function|operate|run|continue|proceed)\\s*([.!]|$)",
                "\\b(to|for)\\s+(provide|providing|enable|enabling|support|supporting|offer|offering|deliver|delivering|perform|performing|use|using|access|accessing)\\s+(the |our |its |your |this |these |some |certain |all |more |app |the app's |our app's |its )?(services?|features?|functions?|functionality|content|experience|tasks?|operations?)\\s*([.!]|$)",
                "\\bfor\\s+(this|that|the|a|some|certain|these|those)\\s+(features?|functions?|services?|purposes?|functionality)\\s*([.!]|$)",
            ],
            "vague-phrases": [
                "better experience", "best experience", "improve your experience", "enhance your experience",
                "improve the experience", "enhanced experience", "optimal experience", "personalized experience",
                "user experience", "app functionality", "full functionality", "the app's functionality",
                "to work properly", "to work correctly", "to function properly", "to function correctly",
                "for the app to function", "for the app to work", "to function", "certain features", "some features",
                "various features", "additional features", "certain functions", "better service",
                "improve our services", "improve our service", "better ads experience", "other features",
                "make the app better", "functionality of the app", "enjoy the functionality", "and more",
            ],
        ],
        alerts: [
            "alarmkit": AlertText.denyOrAllow(IOSRange(from: 26),
                title: SystemString("Allow “%@” to schedule alarms and timers?", .weak(
                    "a test naming the alert (id 71306950612), a test comment of 2026-09-03 (id 68868490202), a developer note "
                    + "(id 43188081344): research 2026-11-27; an older test script expected “Aura Would Like to Schedule Alarms” "
                    + "(id 66436174196); no capture")),
                deny: AlertButton("Don’t Allow", "deny", alarmKitButtons), allow: SystemString("Allow", alarmKitButtons)),
            "bluetooth": AlertText.okThrough17(
                title: "“%@” Would Like to Use Bluetooth", .verified("Appium locator, id 48523403199"),
                deny: dontAllow, ok: AlertButton("OK", "allow", .verified("Appium tests (old iOS)")), since18: okUnseenSince18),
            "calendar": AlertText.fullAccessSince17(
                title: SystemString("“%@” Would Like Full Access to Your Calendar", .weak("macOS READMEs and one iOS imitation, id 70130832919")),
                fullAccess: AlertButton("Allow Full Access", "allow-full", asTheTitle),
                title16: SystemString("“%@” Would Like to Access Your Calendar", .verified("S5")),
                deny: dontAllow, ok: AlertButton("OK", "allow-full", okShown))
                .retitled(from: 26, "“%@” would like full access to your Calendar.", .weak(copyBaseline26)),
            "calendar-write": AlertText.denyOrAllow(
                title: SystemString("“%@” Would Like to Add Events to Your Calendar",
                    .unverified("imitations only; macOS's TCC string reads “would like to add to your Calendar.”")),
                deny: dontAllow, allow: SystemString("Allow", .unverified("no source"))),
            "camera": AlertText.byIOS(
                title: "“%@” Would Like to Access the Camera", .verified("S5, S6"),
                deny: dontAllow, [
                    (IOSRange(from: 17), AlertButton("Allow", "allow", allowSince17)),
                    (IOSRange(through: 16), AlertButton("OK", "allow", okShown)),
                ]).retitled(from: 26, "“%@” would like to access the Camera.", .verified(
                    copyBaseline26 + "; a course's notes of the alert on a simulator, id 67164586571")),
            "contacts": ContactsAlertWords(
                title: SystemString("“%@” Would Like to Access Your Contacts", .verified("S5, S1")),
                next: SystemString("Continue", .verified("S9")),
                // The second stage is a sheet from another process (ContactsUI's
                // LimitedAccessPromptView), not an alert (issue 28, item 3).
                selectContacts: SystemString("Select Contacts", .verified("S9 (no …; an ellipsis ✗); XCUITests tap it (ids 51979075679, 54624892739)")),
                allowFullAccess: SystemString("Share All {count} Contacts", .verified("XCUITests tapping ContactsUI.LimitedAccessPromptView (ids 66630745431, 55624994584, 51979075679); iOS 26.5 note (id 68383273467)")),
                followUpTitle: SystemString("How do you want to share contacts?", .verified("a UI test asserts ContactsUI.LimitedAccessPromptView contains it (id 51979075679); an iOS 26.5 note quotes it (id 68383273467)")),
                picker: LimitedPickerText(
                    title: SystemString("Select Contacts", .unverified("the second stage's button (S9); the picker's own title ✗")),
                    cancel: SystemString("Cancel", contactPicker),
                    done: SystemString("Continue", .weak("a UI test taps Continue in the picker (ids 51979075679, 54624892739)")),
                    selected: SystemString("{count} Selected", contactPicker),
                    confirmTitle: SystemString("Allow access to {count} contacts?", .weak("a UI test's comment (id 54624892739)")),
                    noneChosen: SystemString("No contacts selected", contactsConfirmation),
                    confirm: SystemString("Allow Selected Contacts", .verified("a UI test taps it (id 54624892739); idownloadblog's tutorial")),
                    back: SystemString("Not Now", .unverified("the Korean test's 지금 안 함 (id 56053140907); no English source")),
                    count: CountText(one: "{count} contact", other: "{count} contacts", .unverified("Settings' words for a limited grant ✗")))
            ).texts(deny: dontAllow, ok: AlertButton("OK", "allow-full", .weak("S6 (iOS 8–11); the HIG screenshot shows Allow, version unknown (S1)")))
                .retitled(from: 26, "“%@” would like to access your Contacts.", .weak(copyBaseline26)),
            "face-id": AlertText.okThrough17(
                title: "Do you want to allow “%@” to use Face ID?", .verified("blog id 2521944777 and imitations; two recent comments quote “Allow “X” to use Face ID?” ◐"),
                deny: dontAllow, ok: AlertButton("OK", "allow", .verified("blog id 2521944777")), since18: okUnseenSince18),
            "health": AlertText.denyOrAllow(
                title: SystemString("Health Access", .verified("S17 (the sheet's title, iOS ≤ 12)")),
                deny: AlertButton("Don’t Allow", "deny", .verified("S17")), allow: SystemString("Allow", .verified("S17"))),
            "homekit": AlertText.okThrough17(
                title: "“%@” Would Like to Access Your Home Data", .verified("S5; UI tests"),
                deny: dontAllow, ok: AlertButton("OK", "allow", .verified("UI tests (old iOS)")), since18: okUnseenSince18),
            "local-network": AlertText.okThrough17(
                title: "“%@” would like to find and connect to devices on your local network.", .verified("S20"),
                deny: dontAllow, ok: AlertButton("OK", "allow", .verified("S20")), since18: okUnseenSince18),
            "location": LocationAlertWords(
                title: SystemString("Allow “%@” to use your location?", .verified("S7, S14 (26.5)")),
                allowOnce: SystemString("Allow Once", .verified("S1, S7, S14")),
                whileUsing: SystemString("Allow While Using App", .verified("S1, S7, S14")),
                precise: PreciseLabels(label: "Precise: ", on: "On", off: "Off", evidence: .verified(
                    "a UI-test helper's tables (patrol en.lproj, id 42338488748) and its taps (ids 10892689811, 3367456487); S1, S11")),
                title13: SystemString("Allow “%@” to access your location while you are using the app?", .verified("S3, S4")),
                whileUsing13: SystemString("Allow While Using App", .verified("S3")),
                allowOnce13: SystemString("Allow Once", .verified("S3"))
            ).texts(deny: dontAllow),
            "location-always": AlertText.alwaysUpgrade(
                title: SystemString("Allow “%@” to also use your location even when you are not using the app?",
                    .verified("S7; id 57967314518 (26)")),
                keep: SystemString("Keep Only While Using", .verified("S7")),
                change: SystemString("Change to Always Allow", .verified("S7"))),
            "media-library": AlertText.okThrough17(
                title: "“%@” would like to access Apple Music, your music and video activity, and your media library.", .verified("S5"),
                deny: dontAllow, ok: AlertButton("OK", "allow", okShown), since18: okUnseenSince18),
            "microphone": AlertText.byIOS(
                title: "“%@” Would Like to Access the Microphone", .verified("S5"),
                deny: dontAllow, [
                    (IOSRange(from: 17), AlertButton("Allow", "allow", allowSince17)),
                    (IOSRange(through: 16), AlertButton("OK", "allow", okShown)),
                ]).retitled(from: 26, "“%@” would like to access the Microphone.", sentenceCase26),
            "motion": AlertText.byIOS(
                title: "“%@” Would Like to Access Your Motion & Fitness Activity", .verified("S5, S6"),
                deny: dontAllow, [
                    (IOSRange(through: 17), AlertButton("OK", "allow", okShown)),
                    (IOSRange(from: 18, through: 25), AlertButton("OK", "allow", okUnseenSince18)),
                    (IOSRange(from: 26), AlertButton("Allow", "allow", .verified("S14 (simulator, 26.5); a UI test taps it, id 21255476070"))),
                ]).retitled(from: 26, "“%@” would like to access your Motion & Fitness activity.", .verified(
                    "S14 (simulator, 26.5); a UI test matches the alert by it, id 21255476070")),
            "notifications": AlertText.denyOrAllow(
                title: SystemString("“%@” Would Like to Send You Notifications", .verified("S21")),
                message: SystemString("Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.",
                    .verified("S21")),
                deny: dontAllow, allow: SystemString("Allow", .verified("S21"))),
            "photos": PhotosAlertWords(
                title: SystemString("“%@” Would Like to Access Your Photos", .verified("S5, S1")),
                limitAccess: SystemString("Limit Access…", .verified("S10, S16")),
                allowFullAccess: SystemString("Allow Full Access", .verified("S10, S16")),
                picker: LimitedPickerText(
                    title: SystemString("Select Photos", photoPicker),
                    cancel: SystemString("Cancel", photoPicker),
                    done: SystemString("Done", photoPicker),
                    selected: SystemString("{count} Selected", photoPicker),
                    count: CountText(one: "{count} photo", other: "{count} photos", .unverified("Settings' words for a limited grant ✗")),
                    items: .photos),
                libraryCounts: LibraryCountsText(
                    sentence: SystemString("Full access shares {photos} and {videos}, with their location data and captions.", libraryCounts),
                    photos: CountText(one: "{count} photo", other: "{count} photos", libraryCounts),
                    videos: CountText(one: "{count} video", other: "{count} videos", libraryCounts)),
                selectPhotos: SystemString("Select Photos…", .verified("S1 (its alt-text omits the …)")),
                allowAllPhotos: SystemString("Allow Access to All Photos", .verified("S1"))
            ).texts(deny: dontAllow, ok: AlertButton("OK", "allow-full", okShown))
                .retitled(from: 26, "“%@” would like to access your Photos.", sentenceCase26),
            "photos-add": AlertText.byIOS(
                title: "“%@” Would Like to Add to your Photos", .verified("S5"), deny: dontAllow,
                [(IOSRange(through: 17), AlertButton("OK", "allow", okShown)),
                 (IOSRange(from: 18, through: 25), AlertButton("OK", "allow", okUnseenSince18))])
                // iOS 26: sentence case with a final period, and Allow (research 2026-11-27).
                + [AlertText(ios: IOSRange(from: 26), title: "“%@” would like to add to your Photos.", photosAdd26,
                             buttons: [dontAllow, AlertButton("Allow", "allow", photosAdd26)])],
            "reminders": AlertText.fullAccessSince17(
                title: SystemString("“%@” Would Like Full Access to Your Reminders", .weak("imitations only; S10 says iOS 17 asks for full access")),
                fullAccess: AlertButton("Allow Full Access", "allow-full", asTheTitle),
                title16: SystemString("“%@” Would Like to Access Your Reminders", .verified("S5")),
                deny: dontAllow, ok: AlertButton("OK", "allow-full", okShown))
                .retitled(from: 26, "“%@” would like full access to your Reminders.", sentenceCase26),
            "siri": AlertText.okThrough17(
                title: "Would You Like to Use “%@” with Siri?", .verified("S5 (SiriAlert, iOS 10)"),
                deny: dontAllow, ok: AlertButton("OK", "allow", .verified("S5 (SystemAlertAllow, iOS 10–12)")), since18: okUnseenSince18),
            "speech": AlertText.okThrough17(
                title: "“%@” Would Like to Access Speech Recognition", .verified("S5"),
                deny: dontAllow, ok: AlertButton("OK", "allow", okShown), since18: okUnseenSince18)
                .retitled(from: 26, "“%@” would like to access Speech Recognition.", .weak(
                    "a QA note of 2026-09-24 quoting the alert on a phone (iOS 26 or 27, not given), id 68903774320")),
            "tracking": AlertText.tracking(
                title: SystemString("Allow “%@” to track your activity across other companies’ apps and websites?",
                    .verified("id 66521771002; ids 5475085866, 56206056682")),
                askNotToTrack: SystemString("Ask App Not to Track", .verified("id 66521771002")),
                allow: SystemString("Allow", .verified("id 66521771002"))),
        ],
        settings: SettingsWords(
            heading: "Settings › Privacy", precise: "Precise Location",
            // Apple's User Privacy and Data Use page and support article HT212025 name the switch.
            trackingRequests: "Allow Apps to Request to Track",
            // On an EU device, iOS 27.2: Apple's User Privacy and Data Use page (id 70986233617)
            // and the 27.2 beta 3 notes (id 71153529988) quote it; no capture of Settings.
            trackingRequestsEU: "Allow Apps to Request to Link Your Activity Across Companies", on: "On", off: "Off",
            names: [
                "alarmkit": "Alarms", "bluetooth": "Bluetooth", "calendar": "Calendars",
                "calendar-write": "Calendars (Add Events Only)", "camera": "Camera", "contacts": "Contacts",
                "face-id": "Face ID", "health": "Health", "homekit": "HomeKit", "local-network": "Local Network",
                "location": "Location Services", "location-always": "Location Services",
                "media-library": "Media & Apple Music", "microphone": "Microphone", "motion": "Motion & Fitness",
                "notifications": "Notifications", "photos": "Photos", "photos-add": "Photos (Add Only)",
                "reminders": "Reminders", "siri": "Siri", "speech": "Speech Recognition", "tracking": "Tracking",
            ],
            choices: SettingsChoiceWords(
                notAskedYet: .unverified("Not Asked Yet"),
                none: .verified("None"),
                fullAccess: .verified("Full Access"),
                limitedAccess: .verified("Limited Access"),
                addEventsOnly: .verified("Add Events Only"),
                // MacRumors, "iOS 17: How to Control Which Apps Have Access to Your Photos".
                addPhotosOnly: .verified("Add Photos Only"),
                never: .verified("Never"),
                askNextTimeOrWhenIShare: .verified("Ask Next Time Or When I Share"),
                askNextTime: .verified("Ask Next Time"),
                whileUsing: .verified("While Using the App"),
                always: .verified("Always"),
                selectedPhotos: .verified("Selected Photos"),
                allPhotos: .verified("All Photos"),
                readAndWrite: .verified("Read and Write"),
                on: .verified("On"),
                off: .verified("Off"),
                deliverQuietly: .verified("Deliver Quietly"),
                allowOnce: .verified("Allow Once"),
                restricted: .unverified("Restricted"),
                // Before iOS 17 no source in research/ shows the level's words.
                addPhotosOnlyBefore17: .unverified("Add Photos Only")
            ).table),
        health: HealthWords(
            sheet: [
                HealthSheetText(
                    ios: IOSRange(through: 18),
                    title: SystemString("Health Access", healthSheet),
                    dontAllow: SystemString("Don’t Allow", healthSheet),
                    allow: SystemString("Allow", healthSheet),
                    header: SystemString("“%@” would like to access and update your Health data in the categories below.", .weak("S17 shows it on iOS 10–12; none on 13–18")),
                    turnOnAll: SystemString("Turn On All", healthTurnAll),
                    turnOffAll: SystemString("Turn Off All", healthTurnAll),
                    shareHeader: SystemString("Allow “%@” to Write", healthSectionHeader),
                    readHeader: SystemString("Allow “%@” to Read", healthSheetMock),
                ),
                HealthSheetText(
                    ios: IOSRange(from: 19),
                    title: SystemString("Health Access", healthSheet),
                    dontAllow: SystemString("Don’t Allow", healthSheet),
                    allow: SystemString("Allow", healthSheet),
                    header: SystemString("“%@” would like to access and update your Health data.", healthSheetMock),
                    turnOnAll: SystemString("Turn On All", healthTurnAll),
                    turnOffAll: SystemString("Turn Off All", healthTurnAll),
                    shareHeader: SystemString("Allow “%@” to Write", healthSectionHeader),
                    readHeader: SystemString("Allow “%@” to Read", healthSheetMock),
                ),
            ],
            types: HealthWords.typeNames(healthAppNames, [
                "active-energy": "Active Energy",
                "blood-oxygen": "Blood Oxygen",
                "blood-pressure": "Blood Pressure",
                "body-fat": "Body Fat Percentage",
                "cycling-distance": "Cycling Distance",
                "date-of-birth": "Date of Birth",
                "dietary-energy": "Dietary Energy",
                "exercise-minutes": "Exercise Minutes",
                "flights-climbed": "Flights Climbed",
                "heart-rate": "Heart Rate",
                "heart-rate-variability": "Heart Rate Variability",
                "height": "Height",
                "menstrual-flow": "Menstrual Flow",
                "mindful-minutes": "Mindful Minutes",
                "respiratory-rate": "Respiratory Rate",
                "resting-heart-rate": "Resting Heart Rate",
                "sleep": "Sleep",
                "steps": "Steps",
                "walking-running-distance": "Walking + Running Distance",
                "water": "Water",
                "weight": "Weight",
                "workouts": "Workouts",
            ]),
            // iOS 27: HealthKit's docs say people may share only recent data; the forum thread
            // 858461 says a page offers "30 days" or "All data". The switch's words are permflow's.
            recentWindow: SystemString("Only the Last 30 Days",
                                       .unverified("no capture of iOS 27's Health sheet; Apple's HealthKit docs give the choice, a forum post (thread 858461) “30 days” / “All data”"))),
        trackingSheet: TrackingSheetText(
            title: SystemString("Allow “%@” to link your activity across other companies’ apps and websites?",
                                .unverified("no capture of iOS 27.2's EU sheet; worded after the classic alert's title (Apple publishes the behaviour, not the words)")),
            allow: SystemString("Allow", .weak("one news digest of iOS 27.2 (shared/research/ios-alerts-2026-update.md); no capture")),
            deny: SystemString("Reject", .weak("one news digest of iOS 27.2 (shared/research/ios-alerts-2026-update.md); no capture")),
            additionalInformation: SystemString("Additional Information",
                                                .weak("Apple's User Privacy and Data Use page names the button (id 70986233617) and the API its action (id 69736517902); no capture shows its label"))),
        device: DeviceWords(contacts: ["Anna Haro", "Daniel Higgins", "David Taylor", "Hank Zakroff", "John Appleseed", "Kate Bell"],
                            photos: ["Pink flowers", "Waterfall", "Lake at dusk", "Yellow flowers", "Rocky shore", "Red tulips"]),
        starters: StarterWords(
            copy: [
                "alarmkit": StarterCopy(
                    feature: "Set a wake-up alarm",
                    preAlertTitle: "Wake up on time",
                    preAlertBody: "Your alarms ring at the time you set, even in Silent mode.",
                    purpose: "$(PRODUCT_NAME) schedules the alarms you set so they ring on time, even in Silent mode.",
                    settingsPath: "Apps > Alarms",
                    settingsTitle: "Alarms are off for {app}",
                    done: "Alarm set"
                ),
                "bluetooth": StarterCopy(
                    feature: "Connect my scale",
                    preAlertTitle: "Connect your scale",
                    preAlertBody: "Your weight appears as soon as you step on.",
                    purpose: "$(PRODUCT_NAME) uses Bluetooth to connect to your scale and read your weight.",
                    settingsPath: "Privacy & Security > Bluetooth",
                    settingsTitle: "Bluetooth access is off for {app}",
                    done: "Scale connected"
                ),
                "calendar": StarterCopy(
                    feature: "Plan my week",
                    preAlertTitle: "See your week in one place",
                    preAlertBody: "Your events appear next to your plans.",
                    purpose: "$(PRODUCT_NAME) reads your calendar to show your events next to your plans.",
                    settingsPath: "Privacy & Security > Calendars",
                    settingsTitle: "Calendar access is off for {app}",
                    done: "Week planned"
                ),
                "calendar-write": StarterCopy(
                    feature: "Add to Calendar",
                    preAlertTitle: "Add bookings to your calendar",
                    preAlertBody: "Each booking you make appears in your calendar.",
                    purpose: "$(PRODUCT_NAME) adds the bookings you make to your calendar.",
                    settingsPath: "Privacy & Security > Calendars",
                    settingsTitle: "Calendar access is off for {app}",
                    done: "Booking added"
                ),
                "camera": StarterCopy(
                    feature: "Scan a document",
                    preAlertTitle: "Scan with your camera",
                    preAlertBody: "Point the camera at a page to add it to your documents.",
                    purpose: "$(PRODUCT_NAME) uses the camera to scan the pages you choose to add.",
                    settingsPath: "Privacy & Security > Camera",
                    settingsTitle: "Camera access is off for {app}",
                    done: "Page scanned"
                ),
                "contacts": StarterCopy(
                    feature: "Invite friends",
                    preAlertTitle: "Find friends in your contacts",
                    preAlertBody: "See which of your contacts you can invite.",
                    purpose: "$(PRODUCT_NAME) reads your contacts to show which friends you can invite.",
                    settingsPath: "Privacy & Security > Contacts",
                    settingsTitle: "Contacts access is off for {app}",
                    done: "Friends found"
                ),
                "face-id": StarterCopy(
                    feature: "Lock with Face ID",
                    preAlertTitle: "Lock your notes",
                    preAlertBody: "Only your face opens your locked notes.",
                    purpose: "$(PRODUCT_NAME) uses Face ID to unlock the notes you lock.",
                    settingsPath: "Face ID & Passcode",
                    settingsTitle: "Face ID is off for {app}",
                    done: "Notes locked"
                ),
                "health": StarterCopy(
                    feature: "Sync my workouts",
                    preAlertTitle: "Sync your workouts",
                    preAlertBody: "Your workouts appear in Health and here.",
                    purpose: "$(PRODUCT_NAME) reads your workouts from Health to chart your progress.",
                    settingsPath: "Health > Data Access & Devices",
                    settingsTitle: "Health access is off for {app}",
                    done: "Workouts synced"
                ),
                "homekit": StarterCopy(
                    feature: "Set up my lights",
                    preAlertTitle: "Control your lights",
                    preAlertBody: "Turn lights on and off from the app.",
                    purpose: "$(PRODUCT_NAME) reads your Home data to control the lights you choose.",
                    settingsPath: "Privacy & Security > HomeKit",
                    settingsTitle: "Home data access is off for {app}",
                    done: "Lights connected"
                ),
                "local-network": StarterCopy(
                    feature: "Find my speakers",
                    preAlertTitle: "Find speakers on your network",
                    preAlertBody: "Play music on the speakers in your home.",
                    purpose: "$(PRODUCT_NAME) looks for speakers on your network to play music on them.",
                    settingsPath: "Privacy & Security > Local Network",
                    settingsTitle: "Local network access is off for {app}",
                    done: "Speakers found"
                ),
                "location": StarterCopy(
                    feature: "Find stores near me",
                    preAlertTitle: "Find stores near you",
                    preAlertBody: "Your location shows the closest stores first.",
                    purpose: "$(PRODUCT_NAME) uses your location to show the stores closest to you.",
                    settingsPath: "Privacy & Security > Location Services",
                    settingsTitle: "Location access is off for {app}",
                    done: "Stores found"
                ),
                "location-always": StarterCopy(
                    feature: "Arrival reminders",
                    preAlertTitle: "Remind you when you arrive",
                    preAlertBody: "Reminders can appear when you reach a place, even with the app closed.",
                    purpose: "$(PRODUCT_NAME) uses your location in the background to remind you when you arrive.",
                    settingsPath: "Privacy & Security > Location Services",
                    settingsTitle: "Location access is off for {app}",
                    done: "Reminders on",
                    firstAsk: StarterCopy.FirstAsk(
                        preAlertTitle: "Get reminded where it matters",
                        preAlertBody: "Your location tells you when you reach a place you saved.",
                        purpose: "$(PRODUCT_NAME) uses your location to remind you when you reach a place you saved."
                    )
                ),
                "media-library": StarterCopy(
                    feature: "Play my music",
                    preAlertTitle: "Work out to your music",
                    preAlertBody: "Choose songs from your library for each workout.",
                    purpose: "$(PRODUCT_NAME) plays songs from your library during the workouts you start.",
                    settingsPath: "Privacy & Security > Media & Apple Music",
                    settingsTitle: "Apple Music access is off for {app}",
                    done: "Playlist ready"
                ),
                "microphone": StarterCopy(
                    feature: "Record a voice note",
                    preAlertTitle: "Record with your microphone",
                    preAlertBody: "Speak and your note is saved with the recording.",
                    purpose: "$(PRODUCT_NAME) uses the microphone to record the voice notes you start.",
                    settingsPath: "Privacy & Security > Microphone",
                    settingsTitle: "Microphone access is off for {app}",
                    done: "Note recorded"
                ),
                "motion": StarterCopy(
                    feature: "Count my steps",
                    preAlertTitle: "Count your steps",
                    preAlertBody: "Your steps appear on your daily summary.",
                    purpose: "$(PRODUCT_NAME) reads your motion data to count your daily steps.",
                    settingsPath: "Privacy & Security > Motion & Fitness",
                    settingsTitle: "Motion & Fitness access is off for {app}",
                    done: "Steps counted"
                ),
                "notifications": StarterCopy(
                    feature: "Notify me",
                    preAlertTitle: "Know when your order is ready",
                    preAlertBody: "We send one notification when your order is ready to collect.",
                    purpose: nil,
                    settingsPath: "Notifications",
                    settingsTitle: "Notifications are off for {app}",
                    done: "Notifications on"
                ),
                "photos": StarterCopy(
                    feature: "Choose a photo",
                    preAlertTitle: "Add photos from your library",
                    preAlertBody: "Pick the photos you want to attach; you choose which ones.",
                    purpose: "$(PRODUCT_NAME) shows your photos so you can attach the ones you pick.",
                    settingsPath: "Privacy & Security > Photos",
                    settingsTitle: "Photo access is off for {app}",
                    done: "Photo attached"
                ),
                "photos-add": StarterCopy(
                    feature: "Save to Photos",
                    preAlertTitle: "Save images to Photos",
                    preAlertBody: "Your edited images go straight into your photo library.",
                    purpose: "$(PRODUCT_NAME) saves the images you export to your photo library.",
                    settingsPath: "Privacy & Security > Photos",
                    settingsTitle: "Saving to Photos is off for {app}",
                    done: "Image saved"
                ),
                "reminders": StarterCopy(
                    feature: "Remind me",
                    preAlertTitle: "Turn tasks into reminders",
                    preAlertBody: "Tasks you flag appear in Reminders.",
                    purpose: "$(PRODUCT_NAME) adds the tasks you flag to your reminders.",
                    settingsPath: "Privacy & Security > Reminders",
                    settingsTitle: "Reminders access is off for {app}",
                    done: "Reminder set"
                ),
                "siri": StarterCopy(
                    feature: "Log runs with Siri",
                    preAlertTitle: "Log your runs by voice",
                    preAlertBody: "Ask Siri to log a run and it appears in your training plan.",
                    purpose: "$(PRODUCT_NAME) uses Siri to log the runs you ask it to by voice.",
                    settingsPath: "Siri & Search",
                    settingsTitle: "Siri is off for {app}",
                    done: "Siri is ready"
                ),
                "speech": StarterCopy(
                    feature: "Dictate a note",
                    preAlertTitle: "Dictate your notes",
                    preAlertBody: "Speak and your words appear as text.",
                    purpose: "$(PRODUCT_NAME) sends your speech to Apple to turn your dictated notes into text.",
                    settingsPath: "Privacy & Security > Speech Recognition",
                    settingsTitle: "Speech recognition is off for {app}",
                    done: "Note dictated"
                ),
                "tracking": StarterCopy(
                    feature: "Personalize ads",
                    preAlertTitle: "Ads that fit what you like",
                    preAlertBody: "Your choice doesn't change what the app can do.",
                    purpose: "$(PRODUCT_NAME) uses your activity in other apps to show ads that fit your interests.",
                    settingsPath: "Privacy & Security > Tracking",
                    settingsTitle: "Tracking is off for {app}",
                    done: "Choice saved"
                ),
            ],
            homeBody: "Choose what you want to do.",
            continueTitle: "Continue",
            settingsTitle: "{resource} is off for {app}",
            settingsBody: "You can change this in Settings > {path}.",
            openSettings: "Open Settings",
            notNow: "Not now",
            withoutLabel: "Continue without it",
            withoutTitle: "You can turn it on any time",
            healthSharePurpose: "$(PRODUCT_NAME) saves each workout you finish to Health.")
    )
}
