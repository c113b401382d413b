/// `no-alert-annotation`: no copy tells people what to choose in the alert or points at it.
///
/// Read on the screens behind an alert (as for no-incentive: pre-alerts, location-button
/// screens, screens with a choice that opens a pre-alert or alert, and purpose strings): steering
/// phrases ("tap Allow", "press OK", "허용을 눌러") and pointing glyphs (👇 ↓ ⬇ ⤵ ☟).
public struct NoAlertAnnotationRule: Rule {
    public static let description = RuleDescription(
        id: "no-alert-annotation",
        name: "No annotation of the alert",
        family: .misleading,
        severity: .error,
        summary: "no copy before or inside an alert steers the choice or points at the alert: \"tap Allow\", \"choose "
            + "Allow\", \"press OK\", \"select Allow\", \"tap Don't Allow\", \"허용을 눌러\", a purpose string's \"Enable Face ID for …\", "
            + "or arrows and pointing emoji (👇 ↓ ⬇ ⤵ ☟)",
        rationale: """
        HIG, Accessing private data: "Never precede the system-provided alert with a custom screen that could confuse \
        or mislead people. People sometimes tap quickly to dismiss alerts without reading them. A custom messaging \
        screen that takes advantage of such behaviors to influence choices will lead to rejection by App Store \
        review." Prohibited designs include "annotating the screen behind the alert". Phrases come from the \
        vocabulary's "annotation-phrases" and "annotation-patterns" (naming an alert button after tap, press, choose \
        …, "Don't Allow" too: "tap Don't Allow", 허용 안 함을 누르세요; recommending the grant: "We strongly recommend you \
        opt in …", 알림을 허용하는 것을 권장합니다; telling people to allow in the alert that follows: "Allow tracking in \
        the following alert for:"), glyphs from "pointing-glyphs". In a purpose \
        string, inside the alert, an imperative to grant ("Enable Face ID for quick sign-in.", "Allow tracking to \
        …", "Use your camera to meter exposure.": the reader is told to use the resource in the alert that asks exactly \
        that, where the HIG's good example has the app as subject and says how it uses it, "The app records …"; \
        issue 33, tune37), …하려면 마이크 접근을 활성화하세요, a use as its condition: …한 경우에만 카메라를 사용하세요, Face ID를 사용하여 … \
        해제하세요, and an imperative that names an alert option: "Allow Always so …"; tune40) steers too \
        ("steering-imperative-patterns", read at the start of an \
        English purpose), and so does a request to grant that goes on to say what granting gets ("Allow Receipts \
        to access your camera to …", "Please grant … permission so that …", …하려면 … 허용해 주세요; issue 33), \
        or says it in the next sentence ("Allow Receipts to access your camera. This lets you …"), or asks to allow the use \
        of the resource (…하도록 … Face ID 사용을 허용해 주세요), or reminds people to grant ("make sure to grant …", "don't \
        forget to allow"; tune39), \
        also as a question (…위해 … 권한을 허용하시겠습니까?) or a request to allow what the app does (…추적할 수 \
        있도록 허용해 주세요) or a request to allow the app something other than using or accessing the resource \
        ("Allow the app to scan QR codes with your camera."), and "FaceID"/"TouchID" written as one word are Face \
        ID and Touch ID; \
        a plain statement of the need names no option and is left alone (…하려면 … 허용해야 합니다); on a pre-alert, "Turn on notifications" before its Continue button explains \
        the request and is left alone, and so is "Allow Receipts to use your camera", which restates the request \
        (purpose-specific's), as is any imperative to grant whose reason purpose-specific reports as vague or \
        restated ("Allow microphone access for voice input.", "Allow location access to access the app's features.": \
        it names nothing a person could weigh).
        """,
        hint: "say what the feature does and let people choose in the alert; don't tell them which button to tap or point at it",
        triggering: [
            RuleExample(preAlert: "Scan receipts with your camera",
                        body: "On the next screen, tap “Allow” so scanning works.",
                        button: "Continue",
                        note: "the pre-alert tells people which alert button to tap"),
            RuleExample(.sleepy, purpose: "Enable microphone access for the best snore reports.", note: "the purpose string tells people to grant"),
            RuleExample(.offersKo.with(action: "맞춤 광고 설정"), screens: """
            why-track:
              kind: pre-alert
              resource: tracking
              title: 맞춤 광고
              body: 다음 창에서 ‘허용’을 눌러 주세요 👇
              button: 계속
              next: tracking
            """, note: "Korean steering and a pointing emoji"),
        ],
        nonTriggering: [
            RuleExample(preAlert: "Scan receipts with your camera",
                        body: "Next, iOS asks whether Receipts may use the camera. You can choose either way and change it in Settings.",
                        button: "Continue"),
            RuleExample(.receiptsKo, screens: """
            home:
              kind: app
              title: 영수증
              actions:
                - label: 영수증 스캔
                  go: camera
                - label: 도움말
                  go: help
            help:
              kind: app
              title: 도움말
              body: "카메라가 꺼져 있다면 설정 > 개인정보 보호 > 카메라에서 ‘허용’을 선택하세요 ↓"
              actions:
                - label: 처음으로
                  go: home
            """, note: "a help screen that does not open an alert is not behind one"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let scanner = CopyScanner(context)
        // Each list looked up once for all the flow's texts.
        let annotationPhrases = scanner.needles(.annotationPhrases)
        let annotationPatterns = scanner.patternList(.annotationPatterns)
        let imperatives = scanner.patternList(.steeringImperativePatterns)
        let pointingGlyphs = scanner.needles(.pointingGlyphs)
        // The purpose strings whose reason `purpose-specific` reports as vague or as a restated
        // request, found only when an imperative to grant is read in one.
        var unspecific: Set<String>?
        func givesNoReason(_ screen: Screen, _ text: Located<String>) -> Bool {
            let found = unspecific ?? Set(PurposeSpecificRule.findings(in: context).map { Self.key($0.purpose.screen, $0.purpose.text) })
            unspecific = found
            return found.contains(Self.key(screen, text))
        }
        var result: [Violation] = []
        for (screen, field, text) in SystemAlertLook.copyNearAlert(context) {
            // Named only for a finding (named for every text, 2.8 M of a 200-flow lint).
            func where_() -> String { SystemAlertLook.describe(field, on: screen) }
            // An imperative to grant steers when it names what granting gets. With a vague reason or
            // one that only restates the request ("Allow microphone access for voice input.", "Allow
            // location access to access the app's features."), it names nothing a person could weigh,
            // and the text is purpose-specific's alone (issue 33, HELDOUT.md "'Allow …' requests with a use").
            var granting = field == "purpose" ? scanner.patterns(imperatives, in: text.value) : []
            if !granting.isEmpty, givesNoReason(screen, text) { granting = [] }
            let steering = CopyScanner.nonOverlapping(
                scanner.phrases(annotationPhrases, in: text.value) + scanner.patterns(annotationPatterns, in: text.value) + granting)
            if let phrase = steering.first {
                result.append(CopyScanner.violation(context, phrase, in: text, screen: screen,
                    "\(where_()) tells people what to choose in the alert (\"\(phrase.written)\"); let them decide there"))
            }
            if field != "image", let glyph = scanner.phrases(pointingGlyphs, in: text.value).first {
                result.append(CopyScanner.violation(context, glyph, in: text, screen: screen,
                    "\(where_()) points at the alert (\"\(glyph.written)\"); don't annotate the screen behind the alert"))
            }
        }
        return result
    }

    /// A purpose string by its screen and text, as `purpose-specific` reports it.
    private static func key(_ screen: Screen, _ text: Located<String>) -> String {
        "\(screen.id.value)\u{0}\(text.value)"
    }
}
