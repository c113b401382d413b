/// What each copy rule catches and leaves alone, and how it scores on the held-out file
/// (`Tests/Corpus/heldout.jsonl`, issue 33: real texts the rules were never tuned on), for
/// docs/rules.md. The figures are what `ONLY=corpus make bench` printed when they were last
/// taken (docs/benchmarks.md keeps each run); update them with the rules.
enum CopyRuleMeasures {
    struct Measure {
        /// What the rule reports, in the classes a reviewer sees.
        var catches: String
        /// What it deliberately leaves alone.
        var leavesAlone: String
        /// Its precision and recall on the held-out file, with the counts.
        var heldOut: String
    }

    /// When the held-out figures below were taken.
    static let measuredOn = "2026-11-28, held-out file 4 (231 texts, no pre-alert copy), rules as of branch tune34; main's figures before it "
        + "(78ace6c, tune33's rules) in brackets. File 3 (246 texts), on which tune33's rules were measured last, is folded into the "
        + "tuned corpus; its figures are in docs/benchmarks.md"

    static func measure(_ id: String) -> Measure? { byRule[id] }

    private static let byRule: [String: Measure] = [
        "purpose-period": Measure(
            catches: "a purpose string that does not end with the locale's full stop",
            leavesAlone: "a closing quote or bracket after the stop (a string ending in ! or ? is reported: the HIG asks for a period, and neither is one)",
            heldOut: "precision 100.0 %, recall 100.0 % (19, 0, 0; before: the same)"),
        "purpose-sentence-case": Measure(
            catches: "a lowercase first letter, Title Case, ALL CAPS, a common word (\"Camera\") capitalized mid-sentence",
            leavesAlone: "proper nouns (Face ID, Apple Music, the Mac's Accessibility, Screen Recording, Finder …), the app's name, "
                + "a name its owner writes in lowercase as the subject of the verb after it (\"bitchat uses Bluetooth …\", \"… lazymemo never "
                + "writes …\"; not a pronoun, determiner, preposition or common noun: \"this app uses …\" is still reported), "
                + "scripts without case (Hangul) and the Latin names inside a sentence written in one (\"Photo Booth로 …\"), a product's or feature's "
                + "name of two or three capitalized words inside a sentence (\"Signal's Screen Lock\", \"unlock Smara Account\")",
            heldOut: "no true positive and one false positive (0, 1, 0; before: the same): a name written in Title Case that nothing in a sentence's "
                + "shape tells from common words; on file 3, 75.0 %, 42.9 % (3, 1, 4). Below the 85 % the issue asks, on one firing. On tune35's rules, which "
                + "file 4's misses shaped (file 4 folded into the tuned corpus there): the same (0, 1, 0), \"uses Camera to scan …\", a resource written "
                + "as a name, which the labels accept and the rule's \"requires Microphone to …\" example reports"),
        "purpose-brief": Measure(
            catches: "more than two sentences or 150 characters; a first sentence that leaves out who does it (\"Used to …\", "
                + "\"Uses your location to …\", \"Allows you to …\", \"To take …\", \"Access to …\", any verb in the third person before "
                + "its object, \"Watches for …\", also after an adverb: \"Only used when …\", \"Also uses …\"); Korean without a final predicate "
                + "(an aside in parentheses that closes the sentence is part of it: … 접근합니다 (선택 사항). is a sentence)",
            leavesAlone: "imperatives (\"Pick a photo to set as your profile picture.\", …하세요), an opening phrase before a main clause "
                + "(\"To upload photos, Sleepy needs …\", or without the comma before we/I or a name and its verb: \"In order to save it we "
                + "need …\", \"To send them as a message Element X needs …\"), a numbered list's \"1.\" (one item, one sentence), gerund "
                + "subjects, plural nouns as subjects (\"Recordings you keep …\"), a sentence opening with the app's name",
            heldOut: "precision 96.0 %, recall 85.7 % (24, 1, 4; before: the same; on tune35's rules, which file 4's misses shaped: 100.0 %, 85.7 % (24, 0, 4))"),
        "purpose-active-voice": Measure(
            catches: "be + participle that hides who acts (\"is required\", \"will be used\"); Korean 되다/쓰이다 passives",
            leavesAlone: "state participles (\"is encrypted\", \"when you're signed in\"), participles before a noun (예정된 회의), -게 됩니다",
            heldOut: "precision 100.0 %, recall 100.0 % (17, 0, 0; before: the same)"),
        "purpose-specific": Measure(
            catches: "vague reasons (\"better experience\", \"requires permissions to work\", \"to provide services\", \"for this feature\", "
                + "an opening purpose phrase that names no use: \"To continue, …\", \"In order to use the app, …\"); "
                + "restated requests (\"Allow X to use your camera\", a bare \"needs access to your camera\", \"needs camera access to take "
                + "photos\", \"to record videos\", \"to record audio\", \"to find and connect to nearby devices\", speech recognition \"to convert "
                + "your voice to text\", \"Import photos from your library.\", \"Get user location\", a bare \"access to microphone.\", \"Allow microphone\", \"for voice input\", "
                + "사진을 찍기 위해 … 권한이 필요합니다, also after the app's name as subject or place and with …하려면 (Cortex에서 사진을 "
                + "촬영하려면 …, Cortex가 음성을 텍스트로 변환하기 위해 …), 저장된 사진을 불러오기 위해, 이미지를 갤러리에 저장하려면, 음성 입력을 위해, 이렇게 하면 사진을 저장할 수 있습니다, 라이브러리에 이미지를 "
                + "저장하려고 합니다, …이미지 및 동영상을 저장할 수 있도록 합니다)",
            leavesAlone: "a use after the restated request (\"… to scan the QR code on a parking ticket\"), a browser passing access on "
                + "(\"Websites you visit may ask for your location.\"), saving a named object (\"… save the chart you export …\"), "
                + "Korean …하려면/…위해 … 권한이 필요합니다 with a specific use, a use named as a condition (…한 경우에만, …하는 데만), "
                + "a Korean use put before the verb with 에 (\"…기록과 수면 차트에 마이크를 사용합니다\", uses it for …; not 에서), "
                + "the microphone used to transcribe, what the app needs to do (\"needs to connect to your local Matrix homeserver\"; not \"needs to "
                + "access …\", \"needs to get permission …\"), a feature as the subject (\"Signal's Screen Lock uses Face ID.\", Signal 화면 잠금은 Face ID를 사용합니다.)",
            heldOut: "precision 83.3 %, recall 33.3 % (5, 1, 10; before: 75.0 %, 20.0 %): below the 85 % the issue asks, on six firings, and its "
                + "recall is the held-out file's largest gap. On tune35's rules, which file 4's misses shaped (file 4 folded into the tuned corpus "
                + "there): 100.0 %, 33.3 % (5, 0, 10)"),
        "purpose-placeholder": Measure(
            catches: "an unresolved placeholder other than $(PRODUCT_NAME), ${PRODUCT_NAME} and %@, and leftovers such as TODO",
            leavesAlone: "$(PRODUCT_NAME), ${PRODUCT_NAME} (Xcode expands both), %@ and the app's name",
            heldOut: "no held-out text has a placeholder, and it fires on none (0, 0, 0; before: the same)"),
        "prealert-no-exit": Measure(
            catches: "a pre-alert wording that offers to leave or defer (Skip, Not now, later, 나중에, 건너뛰기)",
            leavesAlone: "reassurance about the choice (\"You can change this anytime in Settings.\")",
            heldOut: "no held-out text expects it and it fires on none (0, 0, 0: file 4 has no pre-alert texts; before: the same)"),
        "prealert-button-title": Measure(
            catches: "a pre-alert button titled like the alert's Allow (Allow, OK, Enable, 허용)",
            leavesAlone: "Continue, Next, 계속, 다음",
            heldOut: "no held-out text expects it (0, 0, 0: file 4 has no pre-alert texts; before: the same)"),
        "no-alert-annotation": Measure(
            catches: "copy naming an alert option (\"tap Allow\", 허용을 눌러), urging to allow (꼭 허용해), a purpose string's "
                + "imperative to grant with a benefit (\"Enable Face ID for …\", \"Use Face ID to …\" or \"Use FaceID to …\", \"Allow tracking to …\", "
                + "\"Allow the app to scan QR codes …\"), "
                + "a Korean question or request to grant with a use (…위해 … 허용하시겠습니까?, …추적할 수 있도록 허용해 주세요), a Korean imperative "
                + "to use the resource under a condition of use (…한 경우에만 카메라를 사용하세요) or Face ID to do something (Face ID를 사용하여 … 해제하세요), pointing glyphs",
            leavesAlone: "\"Allow Receipts to use your camera\" (a restated request: purpose-specific) and any imperative to grant whose "
                + "reason purpose-specific reports as vague or restated (\"Allow microphone access for voice input.\", \"Allow microphone\"), a pre-alert's \"Turn on "
                + "notifications\", Korean …허용해야 합니다 stating the need, a bare 권한을 허용하시겠습니까? (purpose-specific's)",
            heldOut: "it fires on no text and misses the one labelled steers-choice (0, 0, 1; before: the same); on file 3, on tune33's "
                + "rules, 61.5 %, 66.7 % (8, 5, 4), the five false positives restated requests that open with \"Allow\", which tune34 leaves to purpose-specific"),
        "no-incentive": Measure(
            catches: "something offered for granting: coins, points, discounts, gifts, \"% off\", \"free\" given to the person "
                + "(\"get a month free\", 무료로 드려요) or on condition of granting (\"free when you allow …\", 허용하면 … 무료)",
            leavesAlone: "how the app is paid for (\"Receipts is free thanks to ads.\", \"Ads keep Receipts free.\", 광고 덕분에 무료예요), "
                + "\"feel free\", \"hands-free\", \"points of interest\"",
            heldOut: "no text expects it and it fires on none (0, 0, 0: file 4 has no pre-alert texts; before: the same; on file 1, before issue 33, it fired once, on a business-model sentence)"),
        "no-imitation-request": Measure(
            catches: "a custom screen shaped like the alert: its title, its message, its button labels",
            leavesAlone: "OK alone as an ordinary action",
            heldOut: "no held-out text is expected to trigger it (0, 0, 0)"),
    ]
}
