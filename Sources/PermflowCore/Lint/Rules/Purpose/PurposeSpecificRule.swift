/// `purpose-specific`: a purpose string says what the app does with the resource and why,
/// without vague phrases.
public struct PurposeSpecificRule: Rule {
    public static let description = RuleDescription(
        id: "purpose-specific",
        name: "Purpose string is specific",
        family: .purpose,
        severity: .warning,
        summary: "says what the app does with it and why; vague phrases (\"better experience\", \"app "
            + "functionality\", \"to work properly\", \"certain features\", \"requires permissions to work\", \"for this feature\") and a restated request "
            + "(a bare \"needs access to your camera\", \"Allow … to use your camera\", \"will save photos to your library\", \"needs camera access to "
            + "take photos\") fail",
        rationale: HIGQuote.rationale(HIGQuote.describeUse, """
        "Aim for a brief, complete sentence that's straightforward, specific, and easy to \
        understand." Its table: good, "The app records during the night to detect snoring sounds."; bad, \
        "Microphone access is needed for a better experience." (vague); bad, "App would like to access the \
        microphone." (no reason). Two checks. First, the vocabulary's `vague-phrases` ("better experience", \
        "some features", a list that trails off with "and more"; 더 나은 경험, 경험을 위해, 서비스를 위해, 등의 기능), \
        and `vague-patterns`, a reason whose shape names no use: access or permission needed only so that the \
        app works or continues ("requires permissions to work"), a generic verb with a generic object ("to \
        provide services", "to enable app features", "to upload data", with one word before the noun too: "to provide seamless \
        service"; tune40; "to provide AR experiences", tune42), a tailored service as the whole purpose (맞춤 서비스를 제공하기 위해, \
        as README's 맞춤형 서비스; tune42), "for this feature", a bare need whose only condition is a setting being chosen ("needs speech \
        recognition access when Apple Live transcription is selected", …전사를 선택하면 … 접근 권한이 필요합니다: it says \
        when, not what for; tune40), the app's own working as the whole reason ("requires access to your \
        location while working", "for correct operation"), improving the app or using it \
        as the whole reason ("to improve the app.", "for service improvement", "to use the app."; 앱 개선을 위한), and a text that \
        disclaims the key instead of saying how the app uses it ("This entry is required by iOS …", "Only the camera component asks \
        for this permission.", "the permission is never requested", "Not used by application", a short "This app does not use your \
        photo library.", 잇데이는 사용자를 추적하지 않아요.), a generic plural feature noun whose only modifier is the \
        resource or an "X-based" word ("for voice features", "to provide location-based features"; 음성 관련 기능 및 서비스를 \
        제공하기 위해, 위치 기반 서비스를 위해: the features are named by the resource, not by what people do with them), using the \
        service or app as the opening purpose in a noun (서비스 이용을 위한 위치정보가 필요합니다), and the operation of a \
        feature as the purpose of a need (…의 동작을 위해서는 … 권한이 필요합니다; a sentence that says what the app then does, \
        물주기 동작을 위해 기울기를 읽습니다, names its use); in Korean, using the app \
        as the whole purpose of a need (모디 앱을 이용하기 위해 카메라 권한이 필요해요, as the HIG's own \
        더 나은 사용을 위해 …), one word as the whole purpose of a bare need (변환을 위해 연락처 접근이 필요합니다, \
        "for this feature"), the use of another resource as that purpose (카메라 사용을 위해 마이크 접근이 필요합니다), the \
        operation of the app as the purpose (…의 동작을 위해서는, "to work") and 데이터를 업로드하려면. \
        Second, a purpose that restates the request and gives no reason: it holds one of `request-words` (access, \
        use, needs, permission …; 접근, 권한, 사용하 …) or a restatement (`restatement-objects`: the resource itself \
        as what is used or accessed, "Allow Receipts to use your camera"; `restatement-patterns`: "save photos to your library", all the add-only \
        photo key means ("Add image to the Photos app" too: the Photos app is the library; tune40); the local network alert's "find and connect to devices on your network"; 라이브러리에 \
        사진을 저장하게 됩니다; a reason that is only the resource's own function, said as the whole reason: \
        "needs camera access to take photos", "to record audio", "to get your location", speech recognition "to \
        convert your voice to text" (where it happens adds no use: "To transcribe your voice into text on your device."; tune40), and speech turned into text as the whole reason with or without speech recognition named \
        ("Voice input requires microphone access to transcribe speech to text", 말한 내용을 글자로 바꾸려면 …, 음성 입력을 텍스트로 \
        변환하려면 …), speech recognition whose whole reason is transcription or speech recognition itself ("uses speech \
        recognition for real-time transcription.", "Permission is required for real-time speech recognition.", 실시간 전사를 \
        위해, 실시간 음성 인식을 위해), an organizer's own content as the whole reason ("accesses your calendar to schedule \
        events", "to help manage tasks", "to track your activity": the verb's object is the resource's content itself, \
        nothing a person could check), "to connect with devices on your network", access as the purpose of access \
        (사진 접근을 위해 권한이 필요합니다, 갤러리에 접근하기 위해 …, and in a 도록 clause: 사진에 접근할 수 있도록 권한을 \
        허용해주세요, Petopia가 사진에 접근하도록 허용합니다), picking or adding a photo said as a noun as well as a verb (사진 추가를 위해 갤러리 접근 \
        권한이 필요합니다, as 사진을 추가하기 위해 …; tune40), saving a photo with no object of its own as the whole purpose, said as a verb \
        or a noun (사진을 저장하기 위해 갤러리 접근 권한이 필요합니다, 사진 저장을 위해 …: the photo keys' own function; not the \
        …하려면 form, which the corpus labels a use: 비디오를 저장하려면 …), picking a photo in a 도록 clause (사용자가 사진을 선택할 수 \
        있도록 앨범 접근 권한이 필요합니다, as 사진을 선택하기 위해 …; tune41), reading data as the whole purpose (건강 관련 데이터를 읽어오기 위해 필요합니다., a \
        whole 심박수 등 운동 데이터를 읽어옵니다.; 데이터를 읽어 복약 관리에 활용합니다 names its use; tune42), an organizer's own \
        content in Korean (일정을 캘린더에 추가하기 위해, 주소록에서 연락처를 선택하기 위해; tune42), a request to let the app do \
        the key's own function, the whole text (사진을 저장할 수 있도록 해주세요, 카메라 접근을 허용할 수 있도록 해주세요; tune42), \
        "to take photos and preview video" (a second verb of the camera's own; tune42), a whole "Import photos from your library.", 사진을 찍기 위해 … 권한이 \
        필요합니다, 음성 입력을 위해, 로컬 네트워크를 사용하기 위해, 이렇게 하면 사진을 저장할 수 있습니다; also \
        put first, up to its comma: "In order to take a picture or video, this app requires permission …"), and none of the locale's `reason-markers` ("to", "so", "for", "when", "lets you", \
        "lets": "Camera access lets Nuveli analyze your meal photos …", \
        "allows you" …; 위해, 때, 려고, 도록, 사용해, …하는 데(에)(만) …, …한 경우에) is left once `non-reason-phrases` ("access to \
        your", "would like to", "permission to access"; 접근하려고 합니다) and the restatements are set aside. So a \
        bare "Receipts needs access to your camera.", "This lets you save photos." and "카메라에 접근합니다." \
        fail, while "Garden names the plants you photograph." passes, and so does a text that opens by saying what the app \
        does, a name and a present-tense verb that is no request word and its object, whatever request word follows, unless a purpose clause only restates the request \
        ("Pingscape reads the name of your Wi-Fi network, which iOS only allows with location permission."; tune40). Left alone on purpose: a use named after \
        the restated request ("requires Face ID to access your saved passwords", "permission to allow recording \
        of videos", "uses your iPhone's motion tracking ability to collect step counts"), saving with a purpose \
        of its own ("to save share images to your library", 공유 이미지를 앨범에 저장하기 위해), a Korean use \
        put before the verb with 에 ("Sleepy는 코골이 기록에 마이크를 사용합니다.": uses it for …; or after the object, \
        마이크를 코골이 기록에만 사용합니다), and the Korean \
        "…하려면/…위해 … 권한이 필요합니다" that names a specific use (필요하다 states the need; the use is the \
        reason). A browser passing the resource on to the pages people open ("Websites you visit may request your \
        location.") names its use: the pages are a reason marker. A sentence that says what the app needs to do \
        ("MindRoom needs to connect to your local Matrix homeserver.", "We need to manage backups of your photos.") \
        names the action: after "needs/wants/has to" a verb that is no request word (access, use …), no empty \
        action (get, ask, request, work, provide …) and not part of a restatement ("wants to save images to your \
        photo library" still fails). A feature as the subject \
        ("Signal's Screen Lock uses Face ID.", "Signal 화면 잠금은 Face ID를 …") was reported as the app restating its request; \
        it names the feature that uses the resource, which the hint asks for, and is left alone (a possessive and a capitalized name \
        of one to three words; in Korean a Latin name and one to three words before 은/는, not 앱 or 서비스). A Korean subject \
        written with the particle for either final sound (Aido이(가), $(PRODUCT_NAME)은(는): localized copy after a variable) is \
        read as a subject, so the shapes that allow one apply. Locales without `reason-markers` get the first check only.
        """),
        hint: "say which feature uses the resource and what the app does with it, as in \"Sleepy records during the night to detect snoring sounds.\"",
        triggering: [
            RuleExample(.sleepy, purpose: "Microphone access is needed for a better experience.", note: "the HIG's vague example"),
            RuleExample(.sleepy, purpose: "App would like to access the microphone.", note: "the HIG's example with no reason"),
            RuleExample(.sleepyKo, purpose: "더 나은 사용을 위해 마이크 접근이 필요합니다.", note: "the HIG's Korean vague example"),
            RuleExample(.sleepyKo, purpose: "마이크 권한을 사용합니다.", note: "the HIG's Korean example with no reason"),
            RuleExample(.sleepy, purpose: "Allow Sleepy to use your microphone.", note: "restates the request"),
            RuleExample(.sleepyKo, purpose: "자가진단 서비스를 위해 마이크를 사용합니다.", note: "a service as the purpose names no use"),
            RuleExample(.sleepy, purpose: "Sleepy needs microphone access to record audio.", note: "the reason is only what a microphone does"),
            RuleExample(.sleepy, purpose: "Sleepy requires permissions to work.", note: "the reason is only that the app works"),
            RuleExample(.sleepy, purpose: "To record audio, Sleepy requires permission to access the microphone.",
                        note: "the purpose put first is only what a microphone does"),
            RuleExample(.sleepyKo, purpose: "Sleepy 앱을 이용하기 위해 마이크 권한이 필요합니다.", note: "using the app is no use of the microphone"),
            RuleExample(.sleepy, purpose: "Sleepy needs microphone access to transcribe speech to text.", note: "turning speech into text is all dictation is"),
            RuleExample(.sleepy, purpose: "This entry is required by iOS even though Sleepy never asks for it.", note: "a disclaimer names no use"),
        ],
        nonTriggering: [
            RuleExample(.sleepy, purpose: "The app records during the night to detect snoring sounds.", note: "the HIG's good example"),
            RuleExample(.sleepyKo, purpose: "이 앱은 코골이를 탐지하기 위해 밤 동안 녹음합니다.", note: "the HIG's good example in Korean"),
            RuleExample(purpose: "Receipts reads the total on every receipt you scan.", note: "says what it does"),
            RuleExample(.sleepyKo, purpose: "Sleepy는 마이크를 사용해 코골이 소리를 기록합니다.", note: "사용해: uses it to …"),
            RuleExample(.sleepy, purpose: "Sleepy needs microphone access to record the snoring sounds you hear back in the morning.",
                        note: "what is recorded and when: a use a person can check"),
            RuleExample(.sleepy, purpose: "Sleepy needs to sync with your sleep coach.", note: "what the app needs to do is the use"),
            RuleExample(.sleepy, purpose: "To record the snoring you hear back in the morning, Sleepy requires permission to access the microphone.",
                        note: "a use put first"),
            RuleExample(.sleepy, purpose: "Sleepy's Snore Lab uses the microphone.", note: "the feature that uses it, as the subject"),
            RuleExample(.sleepyKo, purpose: "Sleepy 코골이 분석은 마이크를 사용합니다.", note: "the feature that uses it, as the subject"),
            RuleExample(.sleepyKo, purpose: "Sleepy는 마이크를 코골이 기록에만 사용합니다.", note: "the use in 에 after the object: uses it only for …"),
            RuleExample(.sleepy, purpose: "Microphone access lets Sleepy record the snoring you hear back in the morning.",
                        note: "what the access lets the app do is the use"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        Self.findings(in: context).map(\.violation)
    }

    /// Each violation with the purpose string it is on: `no-alert-annotation` leaves an imperative
    /// to grant to this rule when its reason is vague or only restates the request (issue 33).
    static func findings(in context: LintContext) -> [(purpose: PurposeString, violation: Violation)] {
        let vague = PurposeString.matcher(.vaguePhrases, in: context, english: .none)
        let markers = PurposeString.matcher(.reasonMarkers, in: context, english: .none)
        let notReasons = PurposeString.matcher(.nonReasonPhrases, in: context, english: .none)
        let requestWords = PurposeString.matcher(.requestWords, in: context, english: .none)
        let scanner = CopyScanner(context)
        let restatements = scanner.patternList(.restatementPatterns)
        // The locale's own shapes only: another language's grammar says nothing of this one's.
        let vagueShapes = context.vocabulary.list(.vaguePatterns).isEmpty ? nil : scanner.patternList(.vaguePatterns)
        let objects = PurposeString.matcher(.restatementObjects, in: context, english: .none)
        let app = context.flow.app.value
        var result: [(purpose: PurposeString, violation: Violation)] = []
        for purpose in PurposeString.all(in: context) {
            // "Aido이(가)": the particle written for either final sound is read as a particle, so a
            // subject named that way is a subject (issue 33, tune39).
            let text = Self.eitherParticleRead(purpose.trimmed)
            var saidVague = false
            for found in vague.matches(in: purpose.resolvedForMatching, counting: .characters) {
                saidVague = true
                let phrase = purpose.phrase(at: found.offset, length: found.length)
                result.append((purpose, purpose.violation(
                    at: found.offset, length: found.length,
                    "purpose string is vague: \"\(phrase)\" does not say what \(app) does with the \(purpose.resourceName)",
                    in: context)))
            }
            // A reason in the sentence's shape that names no use (`vague-patterns`), when no phrase
            // said so already: one report a purpose.
            if let vagueShapes, !saidVague, let found = scanner.patterns(vagueShapes, in: text).first {
                result.append((purpose, purpose.violation(
                    at: purpose.trimmedOffset, length: purpose.trimmedLength,
                    "purpose string is vague: \"\(Self.withoutEnd(found.written))\" does not say what \(app) does with the \(purpose.resourceName)",
                    in: context)))
                continue
            }
            guard !markers.isEmpty else { continue }
            // Blank out wordings that look like a reason but only restate the request, then look
            // for a reason in what is left.
            let normalized = TextMatcher.normalize(text)
            var scalars = Array(normalized.unicodeScalars)
            func blank(_ offset: Int, _ length: Int) {
                let end = min(offset + length, scalars.count)
                guard offset >= 0, offset < end else { return }
                for index in offset..<end { scalars[index] = " " }
            }
            for found in notReasons.matches(in: normalized) { blank(found.offset, found.length) }
            // A purpose put first ends at its comma, not at the sentence's end, which the patterns ask
            // for: "In order to take a picture or video, this app requires permission …" is read as
            // "… requires permission … to take a picture or video." (issue 33, tune36).
            let fronted = Self.frontedPurpose(text).map { scanner.patterns(restatements, in: $0) } ?? []
            let restated = (Self.restatedObjects(objects, in: text) + scanner.patterns(restatements, in: text) + fronted)
                .sorted { $0.offset < $1.offset }
            for found in restated { blank(found.offset, found.length) }
            let remaining = String(scalars: scalars)
            guard !restated.isEmpty || requestWords.occurs(in: purpose.trimmedForMatching), !markers.occurs(in: remaining),
                  !Self.namesUseBeforeVerb(remaining),
                  !Self.statesActionAfterNeed(in: normalized, restated: restated, requestWords: requestWords),
                  !Self.featureIsSubject(text), !(restated.isEmpty && Self.statesWhatItDoes(text, requestWords: requestWords)) else { continue }
            let missing = "it does not say what \(app) does with the \(purpose.resourceName) or why"
            // Quoted without the sentence's end, which the pattern takes in.
            let message = restated.first.map { "purpose string only restates the request (\"\(Self.withoutEnd($0.written))\"): \(missing)" }
                ?? "purpose string gives no reason: \(missing)"
            result.append((purpose, purpose.violation(at: purpose.trimmedOffset, length: purpose.trimmedLength, message, in: context)))
        }
        return result
    }

    /// Korean localized copy writes a particle for either final sound when the word before it is
    /// a variable ("$(PRODUCT_NAME)이(가)", "Aido은(는)"): the bracketed second form becomes spaces,
    /// so "Aido이(가) 음성 입력을 위해 …" reads as "Aido이 음성 입력을 위해 …", a subject the shapes
    /// know. Same number of scalars, so every offset found in it is one in the text.
    static func eitherParticleRead(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "(")) else { return text }
        var scalars = Array(text.unicodeScalars)
        let pairs: [(Unicode.Scalar, Unicode.Scalar)] = [
            ("이", "가"), ("가", "이"), ("은", "는"), ("는", "은"), ("을", "를"), ("를", "을"), ("과", "와"), ("와", "과"),
        ]
        var index = 0
        while index + 3 < scalars.count {
            let (first, second) = (scalars[index], scalars[index + 2])
            if scalars[index + 1] == "(", scalars[index + 3] == ")", pairs.contains(where: { $0.0 == first && $0.1 == second }) {
                for blank in (index + 1)...(index + 3) { scalars[blank] = " " }
                index += 4
            } else {
                index += 1
            }
        }
        return String(scalars: scalars)
    }

    /// Each `restatement-objects` entry written as what a request uses or accesses, with the words
    /// before it: `\b(to )?(use|access) (your |the )?((device|iphone|phone)'s )?<object>\b`, or
    /// `access to <object>` with no determiner,
    /// case-insensitive, read backwards from the object (ASCII words, so offsets stay scalars).
    static func restatedObjects(_ objects: TextMatcher, in text: String) -> [CopyScanner.Match] {
        guard !objects.isEmpty, holdsUseOrAccess(text) else { return [] }
        let scalars = Array(text.unicodeScalars)
        let folded = scalars.map { scalar in
            ("A"..."Z").contains(scalar) ? Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value + 32)) : scalar
        }
        func isWord(_ index: Int) -> Bool {
            index >= 0 && index < folded.count && (folded[index].properties.isAlphabetic || folded[index].properties.numericType != nil || folded[index] == "_")
        }
        /// The start of `word` written just before `end`, if it is (compared in place: an array
        /// of the word and of the text's scalars made for each of the eight words cost the rule
        /// 8 M of a 200-flow lint; docs/benchmarks.md, "flows32k").
        func before(_ end: Int, _ word: [Unicode.Scalar]) -> Int? {
            guard end >= word.count, end <= folded.count, folded[(end - word.count)..<end].elementsEqual(word) else { return nil }
            return end - word.count
        }
        let words = RestatementWords.shared
        var result: [CopyScanner.Match] = []
        for found in objects.matches(in: text) {
            var start = found.offset
            if let owner = words.devices.lazy.compactMap({ before(start, $0) }).first { start = owner }
            let owner = words.determiners.lazy.compactMap({ before(start, $0) }).first
            if let owner { start = owner }
            let end = found.offset + found.length
            // "access to microphone" with no determiner, ending the text, restates the request too
            // ("VM needs access to microphone."); with one, "access to your" is a
            // `non-reason-phrases` entry.
            let endsText = scalars[end...].allSatisfy { $0.properties.isWhitespace || $0 == "." || $0 == "!" }
            let verbs = owner == nil && endsText ? words.verbsEndingText : words.verbs
            guard let verb = verbs.lazy.compactMap({ before(start, $0) }).first, !isWord(verb - 1) else { continue }
            start = verb
            if let to = before(start, words.to), !isWord(to - 1) { start = to }
            result.append(CopyScanner.Match(written: String(scalars: scalars[start..<end]), entry: "restatement-objects",
                                            offset: start, length: end - start))
        }
        return result
    }

    /// The words `restatedObjects` looks for before a restated object, as scalars, in the order
    /// it tries them.
    struct RestatementWords: Sendable {
        let devices: [[Unicode.Scalar]]
        let determiners: [[Unicode.Scalar]]
        let verbsEndingText: [[Unicode.Scalar]]
        let verbs: [[Unicode.Scalar]]
        let to: [Unicode.Scalar]

        static let shared = RestatementWords(
            devices: ["iphone's ", "device's ", "phone's "].map { Array($0.unicodeScalars) },
            determiners: ["your ", "the "].map { Array($0.unicodeScalars) },
            verbsEndingText: ["access to ", "access ", "use "].map { Array($0.unicodeScalars) },
            verbs: ["access ", "use "].map { Array($0.unicodeScalars) },
            to: Array("to ".unicodeScalars))
    }

    /// Whether `text` holds "use " or "access" in any ASCII case: every restatement
    /// `restatedObjects` finds is read back from one of them, so a text with neither (every
    /// Korean text without Latin words) needs no scalar arrays. Korean has objects since tune42
    /// (for prealert-button-title), and building the arrays for each Korean purpose string cost
    /// 50 generated apps 8 M instructions (issue 32's apps50).
    static func holdsUseOrAccess(_ text: String) -> Bool {
        var window: UInt64 = 0
        for byte in text.utf8 {
            window = window << 8 | UInt64((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
            // "use " and "access", lowercased, as the last four and six bytes read.
            if window & 0xFFFF_FFFF == 0x7573_6520 || window & 0xFFFF_FFFF_FFFF == 0x6163_6365_7373 { return true }
        }
        return false
    }

    /// The Korean verbs of using that take a purpose in 에 before their object.
    static let koreanUseVerbs = ["사용합니다", "이용합니다", "활용합니다", "사용해요", "이용해요", "활용해요", "사용하며", "사용하고"]

    /// Whether a Korean sentence puts its use before the verb: "A에 B를 사용합니다" ("uses B for
    /// A": "Sleepy는 코골이 기록과 수면 차트에 마이크를 사용합니다."), a word ending in 에 (not 에서,
    /// 에게) before the object of 사용/이용/활용. The purpose is the 에 phrase, as "for" gives it in
    /// English; "마이크 권한을 사용합니다." has none and still gives no reason (issue 33, tune33).
    static func namesUseBeforeVerb(_ text: String) -> Bool {
        for sentence in text.split(whereSeparator: { $0 == "." || $0 == "!" || $0 == "?" || $0 == "\n" }) {
            for verb in koreanUseVerbs {
                guard let found = sentence.firstRange(of: verb) else { continue }
                let words = sentence[..<found.lowerBound].split(separator: " ")
                let isObject: (Substring) -> Bool = { $0.count >= 2 && ($0.hasSuffix("을") || $0.hasSuffix("를")) }
                // The 에 phrase just before the verb, after the object, is the same use in the other
                // order: "위치를 일기 예보에만 사용하며" (uses it only for the forecast; tune36).
                if let last = words.last, last.count >= 2, last.hasSuffix("에") || last.hasSuffix("에만"),
                   words.dropLast().contains(where: isObject) { return true }
                // The object: the word just before the verb, ending in 을 or 를.
                guard let object = words.last, isObject(object) else { continue }
                if words.dropLast().contains(where: { $0.count >= 2 && $0.hasSuffix("에") }) { return true }
            }
        }
        return false
    }

    /// The English verbs of needing and wanting that an infinitive follows ("needs to …").
    static let needVerbs = ["need", "needs", "want", "wants", "has", "have"]
    /// Verbs after "needs to" that name no action of the app: asking, having, working.
    static let emptyActions: Set<String> = ["get", "ask", "request", "obtain", "be", "have", "know", "work", "function", "run",
                                            "continue", "allow", "enable", "grant", "let", "make", "provide", "do"]

    /// Whether a sentence says what the app needs to do, not that it needs access: "MindRoom needs
    /// to connect to your local Matrix homeserver.", "We need to manage backups of your photos."
    /// The subject and "needs to" are followed by a verb that is neither a request word (access,
    /// use …), nor one of `emptyActions` ("needs to get permission"), nor inside a restatement
    /// (`restated`: "wants to save images to your photo library"): the action is how the app uses
    /// the resource (issue 33, tune35). `restated` counts scalars of `normalized`.
    static func statesActionAfterNeed(in normalized: String, restated: [CopyScanner.Match], requestWords: TextMatcher) -> Bool {
        let words = normalized.unicodeScalars.split(whereSeparator: { !($0.properties.isAlphabetic || $0 == "'") })
        var index = 0
        while index + 2 < words.count {
            defer { index += 1 }
            guard needVerbs.contains(String(Substring(words[index]))), words[index + 1].elementsEqual("to".unicodeScalars) else { continue }
            let verb = words[index + 2]
            let text = String(Substring(verb))
            let offset = normalized.unicodeScalars.distance(from: normalized.unicodeScalars.startIndex, to: verb.startIndex)
            guard !restated.contains(where: { $0.offset <= offset && offset < $0.offset + $0.length }), !emptyActions.contains(text),
                  !requestWords.occurs(in: text) else { continue }
            return true
        }
        return false
    }

    /// Verbs after a name that say nothing the app does with the resource.
    static let notActions: Set<String> = ["is", "was", "has", "does", "lets", "allows", "asks", "gets", "works", "runs", "seeks"]

    /// Whether the purpose opens by saying what the app does: a name of one to three capitalized
    /// words, a present-tense verb that is no request word (uses, accesses, needs …) nor one of
    /// `notActions`, and a determiner ("Pingscape reads the name of your Wi-Fi network, which iOS
    /// only allows with location permission."). The rule already reads "Receipts reads the total on
    /// every receipt you scan." as naming its use; a request word later in the text ("… with
    /// location permission") does not take that back (issue 33, tune40). A purpose clause that
    /// only restates the request does: "Receipts keeps your address book to read your contacts."
    /// is still reported, as before tune40 (the caller asks only when nothing was restated).
    static func statesWhatItDoes(_ text: String, requestWords: TextMatcher) -> Bool {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).prefix(6).map(String.init)
        var index = 0
        while index < min(3, words.count), words[index].unicodeScalars.first.map({ ("A"..."Z").contains($0) }) == true,
              !words[index].contains(where: { $0 == "." || $0 == "," || $0 == ":" }) { index += 1 }
        guard index >= 1, index + 1 < words.count else { return false }
        let verb = words[index]
        guard verb.count >= 4, verb.hasSuffix("s"), verb.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }),
              !notActions.contains(verb), !requestWords.occurs(in: verb) else { return false }
        return ["the", "your", "a", "an", "each", "every", "nearby"].contains(words[index + 1])
    }

    /// Korean words for the app itself, which a feature's name is not ("Sleepy 앱은 …").
    static let koreanAppWords = ["앱", "어플", "애플리케이션", "어플리케이션", "서비스", "프로그램"]

    /// Whether the purpose opens with a feature of a product as its subject, which names the
    /// feature that uses the resource (the rule's hint: "say which feature uses the resource"):
    /// English, a possessive and a name of one to three capitalized words before a lowercase verb
    /// ("Signal's Screen Lock uses Face ID."); Korean, a Latin name and one to three Hangul words,
    /// the last marked as topic (은/는), none of them the app itself ("Signal 화면 잠금은 Face ID를
    /// 사용합니다."; not "Sleepy 앱은 …"). A lowercase feature ("Sleepy's microphone access …") is no name.
    static func featureIsSubject(_ text: String) -> Bool {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).prefix(6).map(String.init)
        guard words.count >= 3, let first = words.first, first.unicodeScalars.first.map({ ("A"..."Z").contains($0) }) ?? false else { return false }
        if first.hasSuffix("'s") || first.hasSuffix("\u{2019}s") {
            var index = 1
            while index < words.count, index <= 3, words[index].first?.isUppercase == true,
                  !PurposeSentenceCaseRule.titleOnlyWords.contains(words[index].lowercased()) { index += 1 }
            return index >= 2 && index < words.count && words[index].first?.isLowercase == true
        }
        guard first.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil) }) else { return false }
        for (offset, word) in words.dropFirst().prefix(3).enumerated() {
            let hangul = word.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) }
            guard hangul, !koreanAppWords.contains(where: { word.hasPrefix($0) }) else { return false }
            // 은/는 only: a noun may end in 이 or 가 itself (코골이), so those are not read as markers.
            if ["은", "는"].contains(where: { word.count >= 2 && word.hasSuffix($0) }) { return offset >= 1 }
        }
        return false
    }

    /// The purpose phrase a sentence opens with, up to the comma that ends it ("In order to take a
    /// picture or video" of "In order to take a picture or video, this app requires …"), or nil:
    /// "to" or "in order to" first, a comma within 80 characters and no sentence end before it.
    static func frontedPurpose(_ text: String) -> String? {
        // No comma byte, no comma Character (most purposes: reading the head by Characters cost
        // 29 k instructions a Korean text).
        guard text.utf8.contains(UInt8(ascii: ",")) else { return nil }
        let head = text.prefix(81)
        guard let comma = head.firstIndex(of: ",") else { return nil }
        let clause = head[..<comma]
        let lower = clause.lowercased()
        guard lower.hasPrefix("to ") || lower.hasPrefix("in order to "),
              !clause.contains(where: { $0 == "." || $0 == "!" || $0 == "?" || $0 == "\n" }) else { return nil }
        return String(clause)
    }

    /// `text` without trailing white space, end marks and the comma after an opening phrase.
    static func withoutEnd(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last.properties.isWhitespace || last == "." || last == "!" || last == "," { scalars.removeLast() }
        return String(scalars)
    }
}
