/// `prealert-button-title`: the pre-alert's button reads like "Continue" or "Next", never like "Allow".
///
/// Three outcomes: an Allow-like title ("Allow", "OK", "Give access", 허용, 확인 …) is an error;
/// a Continue-like one ("Continue", "Next", "Continue to camera", 계속, 다음 …) is clean; another
/// title is a warning when it names the resource or the request ("Share location"), else clean.
/// A title that offers a way out ("Not now", "✕") is left to prealert-no-exit.
public struct PreAlertButtonTitleRule: Rule {
    public static let description = RuleDescription(
        id: "prealert-button-title",
        name: "Pre-alert button says Continue",
        family: .preAlert,
        severity: .error,
        summary: "the pre-alert's button reads like \"Continue\"/\"Next\" (계속, 다음, Weiter, Suivant, 続ける, 次へ …); Allow-like "
            + "titles (Allow, OK, Yes, Accept, Enable, Turn on, Give access, 허용, 확인, 동의 …) are errors; another title that names the resource "
            + "or the request (\"Share location\", \"Set Up Location Access\", 카메라 권한 설정하기) a warning",
        rationale: """
        HIG, Accessing private data: "Another type of manipulation is using a term like 'Allow' to title the custom \
        screen's button. If the screen's button seems similar in meaning and visual weight to the allow button in the \
        alert, people can be more likely to choose the alert's allow button without meaning to. Use a term like \
        'Continue' or 'Next' to title your custom screen's single button, clarifying that its action is to open the \
        system alert." The words are the vocabulary's "allow-like", "allow-like-exact" and "continue-like" lists of \
        the flow's locale; "continue-like" also holds titles that name the request the button opens ("Request \
        permission", "Choose permissions", 알림 권한 요청, 허용 요청하기), which clarify what the HIG asks; an Allow-like word \
        inside such a phrase is its object, not the title's verb (허용 요청하기, "request permission", is clean; "Allow and \
        continue" is not; tune40). Any other title that names \
        the resource or the request ("Share location", "Use Location", "Set Up Location Access", 카메라 권한 설정하기: the \
        vocabulary's "restatement-objects" and "request-words") is a warning: it is about granting, "similar in meaning … \
        to the allow button". The resource is what the button gets whatever its verb ("Get my location", "Detect My \
        Location", "Get Smart Alerts", 알림 받기: the lead's call, HELDOUT.md, applied on tune42), so "restatement-objects" \
        names notifications by that name and as alerts, and Korean has its own (위치, 카메라, 마이크, 사진, 알림, 연락처, \
        캘린더, read inside a word as Korean attaches particles: 카메라로 스캔하기 warns as "Scan with camera" does). A title that names neither ("Configure", "Start keeping in touch", "Get started") names the \
        app's next step and is left alone: the held-out texts of issue 33 label such buttons `ok`, and on them the rule's \
        warning was wrong three times in four (tune38). In a locale whose vocabulary has no "request-words" of its own \
        (those but English and Korean) every other title still warns. A title that offers a way out is prealert-no-exit's.
        """,
        hint: "title the button \"Continue\" or \"Next\" (in the flow's language)",
        triggering: [
            RuleExample(preAlert: "Scan receipts with your camera",
                        button: "Allow camera",
                        note: "\"Allow camera\" reads like the alert's Allow button (error)"),
            RuleExample(.receiptsKo, preAlert: "카메라로 영수증을 스캔하세요", button: "확인", note: "확인 is the Korean alert's OK button (error)"),
            RuleExample(preAlert: "Scan receipts with your camera",
                        button: "Share camera",
                        note: "\"Share camera\" names the resource: it reads as granting it (warning)"),
            RuleExample(.receiptsKo, preAlert: "카메라로 영수증을 스캔하세요", button: "카메라 열기",
                        note: "카메라 열기 (open the camera) names the resource as what the button gets (warning)"),
        ],
        nonTriggering: [
            RuleExample(preAlert: "Scan receipts with your camera", button: "Continue to camera"),
            RuleExample(.receiptsKo, preAlert: "카메라로 영수증을 스캔하세요", button: "계속하기"),
            RuleExample(preAlert: "Scan receipts with your camera", button: "Get started",
                        note: "names the app's next step, not the resource or the request"),
            RuleExample(.app("Belege", locale: "de", action: "Beleg scannen", end: "Beleg gespeichert"), screens: """
            why-camera:
              kind: pre-alert
              resource: camera
              title: Belege mit der Kamera scannen
              button: Weiter
              next: camera
            camera:
              kind: alert
              resource: camera
              purpose: Belege nutzt die Kamera, um die Summe gescannter Belege zu lesen.
              on:
                allow: done
                deny: done
            """),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let scanner = CopyScanner(context)
        let suggestion = PreAlertCopy.suggestion(scanner)
        var result: [Violation] = []
        for screen in context.flow.screens where screen.kind.value == .preAlert {
            guard let button = screen.button else { continue }
            let title = button.value
            if title.allSatisfy({ $0.isWhitespace }) {
                result.append(Violation(button, "pre-alert button has no title; use \(suggestion)", screen: screen))
                continue
            }
            // A way out ("Not now", "✕") is prealert-no-exit's finding, whatever else the title says.
            if !PreAlertCopy.exits(inButton: title, scanner).isEmpty { continue }
            if let allow = scanner.whole(.allowLikeExact, title) ?? scanner.first(.allowLike, in: title),
               !Self.namesTheRequestAround(allow, in: title, scanner) {
                let shown = TextMatcher.normalize(allow.written) == TextMatcher.normalize(title.trimmingWhitespaces())
                    ? "" : " (\"\(allow.written)\")"
                result.append(CopyScanner.violation(context, allow, in: button, screen: screen,
                    "pre-alert button \"\(title)\"\(shown) reads like the alert's own Allow button; use \(suggestion)"))
            } else if scanner.first(.continueLike, in: title) == nil, Self.namesTheRequest(title, scanner) {
                result.append(Violation(button,
                    "pre-alert button \"\(title)\" does not say that it opens the system alert; use \(suggestion)",
                    screen: screen, severity: .warning))
            }
        }
        return result
    }

    /// Whether the Allow-like word is part of a `continue-like` phrase that names the request the
    /// button opens: 허용 요청하기 ("request permission") holds 허용 as the object of 요청, the
    /// title's head, as 알림 권한 요청 holds 권한 (issue 33, tune40). Only a phrase that covers
    /// the Allow-like word counts: "Allow and continue" still reads like Allow.
    static func namesTheRequestAround(_ allow: CopyScanner.Match, in title: String, _ scanner: CopyScanner) -> Bool {
        scanner.phrases(.continueLike, in: title).contains {
            $0.offset <= allow.offset && allow.offset + allow.length <= $0.offset + $0.length
        }
    }

    /// Whether a title that is neither Allow-like nor Continue-like names what the alert asks for:
    /// the resource ("Share location", "Use Location": `restatement-objects`) or the request
    /// itself ("Set Up Location Access", 카메라 권한 설정하기: `request-words`). Such a title is about
    /// granting, "similar in meaning … to the allow button in the alert". A title that names
    /// neither ("Configure", "Start keeping in touch") names the app's next step, which the HIG's
    /// own "Continue" and "Next" do; it is left alone (issue 33, tune38). A locale without its own
    /// `request-words` (every built-in one but English and Korean, and a pack that gives none)
    /// cannot tell a next step from a grant in its own words: there every other title still warns.
    static func namesTheRequest(_ title: String, _ scanner: CopyScanner) -> Bool {
        guard !scanner.vocabulary.list(.requestWords).isEmpty else { return true }
        return scanner.first(.restatementObjects, in: title) != nil || scanner.first(.requestWords, in: title) != nil
    }
}
