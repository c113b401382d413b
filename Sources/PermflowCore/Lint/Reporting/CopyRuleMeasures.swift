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
    static let measuredOn = "2026-11-30, held-out file 12 (281 texts collected by two helpers at once, each half labelled before any run: "
        + "143 purpose strings from branch held42a, 52 of them Korean, and 138 pre-alert texts from branch held42b, 49 of them Korean; 101 "
        + "Korean in all; its buttons labelled under the lead's call of 2026-11-30 on buttons that name a feature), run on main's rules at "
        + "the join (84.0 %) and again after tune42's merge (84.3 %, the figures here; docs/benchmarks.md). File 11 (272 texts), held out "
        + "until then and folded into the tuned corpus on branch tune42, whose rule changes were derived from its misses: its figures on "
        + "the rules before tune42 in brackets (87.1 %); few texts expect some rules, so one text moves their figures by many points"

    static func measure(_ id: String) -> Measure? { byRule[id] }

    private static let byRule: [String: Measure] = [
        "purpose-period": Measure(
            catches: "a purpose string that does not end with the locale's full stop",
            leavesAlone: "a closing quote or bracket after the stop (a string ending in ! or ? is reported: the HIG asks for a period, and neither is one)",
            heldOut: "precision 100.0 %, recall 100.0 % (24, 0, 0; file 11: 6, 0, 0)"),
        "purpose-sentence-case": Measure(
            catches: "a lowercase first letter, Title Case, ALL CAPS, a common word (\"Camera\") capitalized mid-sentence",
            leavesAlone: "proper nouns (Face ID, Apple Music, the Mac's Accessibility, Screen Recording, Finder …), the app's name, "
                + "a name its owner writes in lowercase as the subject of the verb after it (\"bitchat uses Bluetooth …\", \"… lazymemo never "
                + "writes …\"; not a pronoun, determiner, preposition or common noun: \"this app uses …\" is still reported), "
                + "scripts without case (Hangul) and the Latin names inside a sentence written in one (\"Photo Booth로 …\"), a product's or feature's "
                + "name of two or three capitalized words inside a sentence (\"Signal's Screen Lock\", \"unlock Smara Account\")",
            heldOut: "precision 0.0 % (0, 3, 0; file 11: 0, 0, 0): it fires on three good file 12 purpose strings and no file 12 text expects it; below the 85 % the issue asks"),
        "purpose-brief": Measure(
            catches: "more than two sentences or 150 characters; a first sentence that leaves out who does it (\"Used to …\", "
                + "\"Uses your location to …\", \"Allows you to …\", \"To take …\", \"Access to …\", any verb in the third person before "
                + "its object, \"Watches for …\", also after an adverb: \"Only used when …\", \"Also uses …\"); Korean without a final predicate "
                + "(an aside in parentheses that closes the sentence is part of it: … 접근합니다 (선택 사항). is a sentence)",
            leavesAlone: "imperatives (\"Pick a photo to set as your profile picture.\", …하세요), an opening phrase before a main clause "
                + "(\"To upload photos, Sleepy needs …\", or without the comma before we/I or a name and its verb: \"In order to save it we "
                + "need …\", \"To send them as a message Element X needs …\"), a numbered list's \"1.\" (one item, one sentence), gerund "
                + "subjects, plural nouns as subjects (\"Recordings you keep …\"), a sentence opening with the app's name",
            heldOut: "precision 100.0 %, recall 76.2 % (16, 0, 5; file 11: 7, 0, 0, recall 100.0 %)"),
        "purpose-active-voice": Measure(
            catches: "be + participle that hides who acts (\"is required\", \"will be used\"); Korean 되다/쓰이다 passives",
            leavesAlone: "state participles (\"is encrypted\", \"when you're signed in\", \"when the app is closed\" or \"minimized\"), participles before a noun (예정된 회의), -게 됩니다, "
                + "a passive in a time or condition clause about the person's own thing (\"even when your phone is silenced\", \"until your alarm is "
                + "dismissed\"; \"when the app is opened\" is still reported)",
            heldOut: "precision 100.0 %, recall 100.0 % (6, 0, 0; file 11: 4, 0, 0)"),
        "purpose-specific": Measure(
            catches: "vague reasons (\"better experience\", \"requires permissions to work\", \"to provide services\", \"for this feature\", "
                + "an opening purpose phrase that names no use: \"To continue, …\", \"In order to use the app, …\", \"In order to upload data, …\"; "
                + "in Korean using the app, one word or the app's operation as the whole purpose: 모디 앱을 이용하기 위해 카메라 권한이 필요해요, "
                + "변환을 위해 연락처 접근이 필요합니다, 미터기 기능의 동작을 위해서는 …, 데이터를 업로드하려면 …); "
                + "restated requests (\"Allow X to use your camera\", a bare \"needs access to your camera\", \"needs camera access to take "
                + "photos\", \"to record videos\", \"to record audio\", \"to find and connect to nearby devices\", speech recognition \"to convert "
                + "your voice to text\", also put first (\"In order to take a picture or video, this app requires …\"), \"Import photos from your library.\", \"Get user location\", a bare \"access to microphone.\", \"Allow microphone\", \"for voice input\", "
                + "사진을 찍기 위해 … 권한이 필요합니다, also after the app's name as subject or place and with …하려면 (Cortex에서 사진을 "
                + "촬영하려면 …, Cortex가 음성을 텍스트로 변환하기 위해 …), 저장된 사진을 불러오기 위해, 이미지를 갤러리에 저장하려면, saving or picking a photo with no object as the whole purpose (사진을 저장하기 위해 …, 사진 저장을 위해 …, 사용자가 사진을 선택할 수 있도록 …; tune41), 음성 입력을 위해, 이렇게 하면 사진을 저장할 수 있습니다, 라이브러리에 이미지를 "
                + "저장하려고 합니다, …이미지 및 동영상을 저장할 수 있도록 합니다); improving or using the app as the whole reason (\"to improve "
                + "the app.\", \"for service improvement\", \"to use the app.\", 앱 개선을 위한); disclaimers of the key (\"This entry is required by "
                + "iOS …\", \"Only the camera component asks for this permission.\", \"Not used by application\", \"This app does not use your photo "
                + "library.\", 잇데이는 사용자를 추적하지 않아요.); speech turned into text as the whole reason (\"to transcribe speech to text\", "
                + "말한 내용을 글자로 바꾸려면 …); access as the purpose of access (사진 접근을 위해 권한이 필요합니다, 갤러리에 접근하기 위해 …); "
                + "a purpose clause whose verb phrase names nothing a person could check: a plural feature noun named only by the resource "
                + "(\"for voice features\", \"to provide location-based features\", 음성 관련 기능 및 서비스를 제공하기 위해), transcription or "
                + "speech recognition as the whole reason of speech recognition (\"for real-time transcription\", 실시간 음성 인식을 위해), an "
                + "organizer's own content as the object (\"to schedule events\", \"to help manage tasks\", \"to track your activity\"), "
                + "\"to connect with devices on your network\", 서비스 이용을 위한; the app's own working as the whole reason (\"requires access "
                + "to your location while working\", \"for correct operation\"); using another resource as the purpose of a bare need (카메라 사용을 "
                + "위해 마이크 접근이 필요합니다); access as the purpose of access in a 도록 clause (사진에 접근할 수 있도록 권한을 허용해주세요, …가 사진에 "
                + "접근하도록 허용합니다); the Korean shapes also after a subject written with the either-sound particle (Aido이(가) 음성 입력을 위해 …); "
                + "a generic noun with one word before it (\"to provide seamless service\"), \"Add image to the Photos app\", speech into text "
                + "\"on your device\", picking or adding a photo as a noun (사진 추가를 위해 …), a bare need whose only condition is a setting "
                + "being chosen (\"needs … access when … is selected\", …을 선택하면 … 권한이 필요합니다); tune42: \"to provide AR experiences\", "
                + "a tailored service as the whole purpose (맞춤 서비스를 제공하기 위해), \"to take photos and preview video\", reading data as the "
                + "whole purpose (건강 관련 데이터를 읽어오기 위해, a whole 운동 데이터를 읽어옵니다.), 일정을 캘린더에 추가하기 위해, 주소록에서 연락처를 "
                + "선택하기 위해, and a whole request to let the app do the key's own function (사진을 저장할 수 있도록 해주세요)",
            leavesAlone: "data read for a use said after it (건강 데이터를 읽어 복약 관리에 활용합니다), a request to let the app do something of "
                + "its own (영수증을 스캔할 수 있도록 해주세요), a use after the restated request (\"… to scan the QR code on a parking ticket\"), a browser passing access on "
                + "(\"Websites you visit may ask for your location.\"), saving a named object (\"… save the chart you export …\"), "
                + "Korean …하려면/…위해 … 권한이 필요합니다 with a specific use, a use named as a condition (…한 경우에만, …하는 데만), "
                + "a Korean use put before the verb with 에 (\"…기록과 수면 차트에 마이크를 사용합니다\", uses it for …; not 에서), "
                + "the microphone used to transcribe something named (\"… to transcribe your meetings\"), what the access lets the app do "
                + "(\"Camera access lets Nuveli analyze your meal photos …\"), a limit after a use (\"… and never shares your photos\"), what the app needs to do (\"needs to connect to your local Matrix homeserver\"; not \"needs to "
                + "access …\", \"needs to get permission …\"), a feature as the subject (\"Signal's Screen Lock uses Face ID.\", Signal 화면 잠금은 Face ID를 사용합니다.), "
                + "the same clauses with something to check (\"for the snore alarm feature\", \"to track your activity rings on your watch\"), "
                + "a Korean sentence that says what the app does for a feature's operation (물주기 동작을 위해 기울기를 읽습니다), "
                + "a text that opens with the app's name and what it does (\"Pingscape reads the name of your Wi-Fi network, which iOS only "
                + "allows with location permission.\"), a use said with …하는 데에만",
            heldOut: "precision 94.7 %, recall 39.1 % (18, 1, 28; file 11: 8, 3, 19, precision 72.7 %, recall 29.6 %): it misses 28 of file 12's 46 "
                + "texts that name a use in a word or only state the need"),
        "purpose-placeholder": Measure(
            catches: "an unresolved placeholder other than $(PRODUCT_NAME), ${PRODUCT_NAME} and %@, and leftovers such as TODO",
            leavesAlone: "$(PRODUCT_NAME), ${PRODUCT_NAME} (Xcode expands both), %@ and the app's name; a tag in the copy's own "
                + "script that opens the text before a space ([선택권한] 카메라 촬영을 하려면 …: written copy, not a template's slot)",
            heldOut: "no file 12 text expects it and it fires on none (0, 0, 0; file 11: 0, 0, 0)"),
        "prealert-no-exit": Measure(
            catches: "a pre-alert wording that offers to leave or defer (Skip, Not now, Maybe later, Cancel, Close, 나중에, 건너뛰기, 취소), "
                + "a button that goes back (Back, Previous), a way out said in a sentence (\"You can skip this for now.\", \"You can do this later.\", 나중에 켜도 돼요), and going on "
                + "without the alert (a button \"Continue without scanning\", \"… without location\", \"You can use Receipts without allowing …\", 허용하지 않아도 돼요, "
                + "허용하지 않아도 시작할 수 있어요), a button that declines (\"Disagree\", a Korean negated verb: 동의하지 않음, 맞지 않다) "
                + "or does the task another way (\"Type Manually\")",
            leavesAlone: "reassurance about the choice (\"You can change this anytime in Settings.\", 설정에서 언제든지 바꿀 수 있어요), "
                + "\"later\" or \"Skip\" inside a sentence that offers no way out (\"Skip the typing.\"), what works without the resource "
                + "when no grant is turned down (\"you can type totals in\", 앱을 열지 않아도 …), going on without a variant that still "
                + "leads to the alert (\"Continue without sound\" on a notification pre-alert), a line that is wholly one of the alert's own "
                + "button labels (허용 안 함 in a preview of the alert drawn on the pre-alert: no-imitation-request's; tune41)",
            heldOut: "precision 100.0 %, recall 50.0 % (1, 0, 1; file 11: 6, 0, 4, recall 60.0 %)"),
        "prealert-button-title": Measure(
            catches: "a pre-alert button titled like the alert's Allow (Allow, OK, Okay, Yes, Enable, Give access, 허용, 확인, 동의; an error, "
                + "whatever its object: \"Enable Nudges\", 확인했습니다), and another title that names the resource or the request, whatever its verb "
                + "(\"Share location\", \"Use Location\", \"Detect My Location\", \"Get Smart Alerts\", \"Set Up Location Access\", 알림 받기, "
                + "카메라 권한 설정하기; a warning: it reads as granting; in a locale without its own request-words, any other title)",
            leavesAlone: "Continue, Next, 계속, 다음, and a title that names the request it opens (\"Request permission\", \"Choose "
                + "permissions\", 알림 권한 요청, 허용 요청하기: the HIG asks for a title \"clarifying that its action is to open the system alert\"), "
                + "a title that names the app's next step and neither the resource nor the request (\"Configure\", \"Get started\"); "
                + "a title that offers a way out is prealert-no-exit's",
            heldOut: "precision 100.0 %, recall 66.7 % (6, 0, 3; file 11: 2, 2, 0, precision 50.0 %, both false positives buttons that the lead's "
                + "call of 2026-11-30, which file 11's labels predate, labels allow-button)"),
        "no-alert-annotation": Measure(
            catches: "copy naming an alert option (\"tap Allow\", 허용을 눌러), urging to allow (꼭 허용해), a purpose string's "
                + "imperative to grant with a benefit (\"Enable Face ID for …\", \"Use Face ID to …\" or \"Use FaceID to …\", \"Use <resource> to …\" for any "
                + "resource: \"Use your camera to meter exposure.\", \"Use the camera only when …\", \"Allow tracking to …\", "
                + "\"Allow the app to scan QR codes …\", for any resource: \"Allow speech recognition for …\", \"Provide gallery access to …\"), "
                + "a Korean question or request to grant with a use (…위해 … 허용하시겠습니까?, …추적할 수 있도록 허용해 주세요), a Korean imperative "
                + "to use the resource under a condition of use (…한 경우에만 카메라를 사용하세요) or Face ID to do something (Face ID를 사용하여 … 해제하세요), "
                + "recommending the grant (\"We strongly recommend you opt in …\", 알림을 허용하는 것을 권장합니다), naming Always Allow "
                + "(\"Selecting “Always Allow” will …\"), telling people to allow in the alert that follows (\"Allow tracking in the following alert for:\"), a question that asks for the grant with a use (\"Would you like to grant permission "
                + "to select a profile icon …?\", …위해 카메라를 사용해도 될까요?), an imperative to grant whose reason follows in the next sentence "
                + "(\"Allow … to access your camera. This lets you …\"), a reminder to grant (\"make sure to grant …\", \"don't forget to allow\"), "
                + "the use of the resource as what to allow (… Face ID 사용을 허용해 주세요), an imperative naming an alert option "
                + "(\"Allow Always so …\"), pointing glyphs",
            leavesAlone: "\"Allow Receipts to use your camera\" (a restated request: purpose-specific) and any imperative to grant whose "
                + "reason purpose-specific reports as vague or restated (\"Allow microphone access for voice input.\", \"Allow microphone\"), a pre-alert's \"Turn on "
                + "notifications\", Korean …허용해야 합니다 stating the need, a bare 권한을 허용하시겠습니까? (purpose-specific's), "
                + "recommendations as a feature (\"personalized recommendations\", \"recommended permission to …\")",
            heldOut: "precision 63.6 %, recall 70.0 % (7, 4, 3; file 11: 3, 1, 1, precision 75.0 %, recall 75.0 %): below the 85 % the issue asks"),
        "no-incentive": Measure(
            catches: "something offered for granting: coins, points earned or counted (\"earn points\", \"1,000 points\", 포인트를 드려요, 포인트 적립), discounts, gifts, \"% off\", \"free\" given to the person "
                + "(\"get a month free\", 무료로 드려요) or on condition of granting (\"free when you allow …\", 허용하면 … 무료)",
            leavesAlone: "how the app is paid for (\"Receipts is free thanks to ads.\", \"Ads keep Receipts free.\", 광고 덕분에 무료예요), "
                + "\"feel free\", \"hands-free\", \"points of interest\", points as places (\"acceptance points in the surrounding area\", "
                + "체크포인트, 다이빙 포인트; tune42: 포인트 is an offer only when given, earned or counted, 포인트를 드려요, 1,000 포인트)",
            heldOut: "precision 0.0 % (0, 1, 0; file 11: 0, 2, 0): it fires on one good file 12 pre-alert text and no file 12 text expects it; "
                + "below the 85 % the issue asks (file 11's two, 포인트 as a place, are left alone since tune42)"),
        "no-imitation-request": Measure(
            catches: "a custom screen shaped like the alert: its title, its message, its button labels as actions or lines; on a "
                + "pre-alert, a button that is the alert's own label (Allow, Don't Allow, 허용, 허용 안 함) and a label of several words "
                + "written as the alert writes it (\"tap Don't Allow\", 허용 안 함을 누르세요); a title \"Allow <name> to access your …\" "
                + "with or without the alert's question mark, and a body line in such a shape (\"Allow Kuil to use your data …\", "
                + "mollip이 내 위치에 접근하려고 합니다; tune41)",
            leavesAlone: "OK alone as an ordinary action; \"don't allow\" as ordinary words (\"If you don't allow it, …\"), a one-word "
                + "label inside a sentence (\"Tap Allow on the next screen.\", no-alert-annotation's), an Allow-like button that is not "
                + "the alert's label (\"Allow camera\", 확인: prealert-button-title's)",
            heldOut: "precision 100.0 %, recall 100.0 % (1, 0, 0; file 11: 0, 0, 4, recall 0.0 %)"),
    ]
}
