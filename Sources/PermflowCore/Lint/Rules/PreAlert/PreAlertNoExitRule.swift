/// `prealert-no-exit`: nothing on a pre-alert offers a way out before the alert.
///
/// Unambiguous exit phrases ("Not now", "Maybe later", 나중에 하기) count anywhere on the screen;
/// single words that are ordinary in a sentence ("Skip", "Close", "later", 취소, 나중에) count in
/// the button, or where they stand as a control of their own in the title or body (a line by
/// themselves, or [in brackets]) — "You can change this later in Settings" is fine copy.
public struct PreAlertNoExitRule: Rule {
    public static let description = RuleDescription(
        id: "prealert-no-exit",
        name: "Pre-alert offers no way out",
        family: .preAlert,
        severity: .error,
        summary: "no wording on a pre-alert (title, body, button) offers a way out: \"Not now\", \"Skip\", \"Maybe later\", \"Cancel\", \"Close\", \"✕\", \"No thanks\", \"나중에\", \"건너뛰기\", \"닫기\" …",
        rationale: """
        HIG, Accessing private data: "Don't include additional actions in your custom screen. For example, don't \
        provide a way for people to leave the screen without viewing the system alert — like offering an option to \
        close or cancel." Review rejections cite "Not Now" buttons and close buttons, "even an inert close button". \
        Phrases of the vocabulary's "exit-words" list count anywhere, and so do its "exit-patterns": a way out said \
        in a sentence ("You can skip this for now.", "You can do this later.", "If you'd rather not, …", and in \
        Korean the stem and its endings: 건너뛰어도 돼요, 건너뛰시겠어요, 나중에 켜도 돼요, 나중에 설정하시겠어요, \
        허용하지 않아도 돼요), and going on without the alert ("Continue without scanning", "You can use Receipts without \
        allowing the camera.", 허용하지 않아도 시작할 수 있어요) when what is gone without is a step (an -ing verb), the \
        resource or the grant ("Continue without location", "… without it"); "Continue without sound" on a notification \
        pre-alert still leads to the alert, as the HIG's one button must, and is left alone; "exit-button-words" (Skip, Cancel, later, Back, Previous, 나중에 …) in the button, or as a line or \
        [bracketed] text of their own, among them a button that declines ("Disagree", and in Korean a negated verb, -지 않-: \
        동의하지 않음) or does the task another way ("Type Manually"): "a button that doesn't open the alert … diverts \
        them from making their choice"; a close glyph counts here when it is the button (in the title or body it is \
        prealert-single-button's). Left alone on purpose: reassurance that the choice can be changed later ("You can \
        change this later in Settings.", "나중에 설정에서 언제든 바꿀 수 있습니다."), and a line of the title or body that is \
        wholly one of the alert's own button labels as the alert writes it (허용 안 함, "Don't Allow" on a line of its own, in a \
        preview of the coming alert drawn on the pre-alert): it shows the alert's option, not a way out of the pre-alert, and \
        no-imitation-request reports it ("displaying a screen that looks like a request"; tune41).
        """,
        hint: "remove the way out: the pre-alert's one button, titled like \"Continue\", opens the alert, and the alert offers the choice",
        triggering: [
            RuleExample(preAlert: "Scan receipts with your camera",
                        body: "Point the camera at a receipt, or choose Maybe later to type it in.",
                        button: "Continue",
                        note: "the body offers \"Maybe later\""),
            RuleExample(.receiptsKo, preAlert: "카메라로 영수증을 스캔하세요", button: "나중에", note: "the button itself is a way out (\"later\")"),
            RuleExample(.receiptsKo, preAlert: "카메라로 영수증을 스캔하세요", button: "동의하지 않음",
                        note: "a button whose verb is negated (-지 않-) declines without the alert"),
            RuleExample(preAlert: "Scan receipts with your camera", button: "Type Manually",
                        note: "a button that does the task another way does not open the alert"),
            RuleExample(preAlert: "Scan receipts with your camera", body: "You can skip this for now.", button: "Continue",
                        note: "a way out said in a sentence"),
            RuleExample(.receiptsKo, preAlert: "카메라로 영수증을 스캔하세요", body: "지금은 건너뛰어도 돼요.", button: "계속",
                        note: "a Korean way out in one of its verb endings"),
            RuleExample(screens: """
            why-camera:
              kind: pre-alert
              resource: camera
              title: Scan receipts with your camera
              body: |
                Point the camera at a receipt and Receipts reads the total.
                [Skip]
              button: Continue
              next: camera
            """, note: "a bracketed [Skip] drawn in the body"),
        ],
        nonTriggering: [
            RuleExample(preAlert: "Scan receipts with your camera",
                        body: "Skip the typing. You can change this later in Settings.",
                        button: "Continue",
                        note: "\"later\" and \"Skip\" inside sentences are not ways out"),
            RuleExample(.receiptsKo, preAlert: "카메라로 영수증을 스캔하세요", body: "나중에 설정에서 언제든 바꿀 수 있습니다.", button: "계속"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let scanner = CopyScanner(context)
        let look = SystemAlertLook.shared(context, scanner: scanner)
        let suggestion = PreAlertCopy.suggestion(scanner)
        var result: [Violation] = []
        for screen in context.flow.screens where screen.kind.value == .preAlert {
            for (field, text) in TitleAndBody(screen) {
                guard let text else { continue }
                let art = look.textArtLines(in: text.value, scanner)
                for exit in PreAlertCopy.exits(inText: text.value, scanner, skipping: art) {
                    result.append(CopyScanner.violation(context, exit, in: text, screen: screen,
                        "pre-alert \(field) offers a way out (\"\(exit.written)\"); people leave a pre-alert only through the system alert"))
                }
            }
            if let button = screen.button, let exit = PreAlertCopy.exits(inButton: button.value, scanner).first {
                result.append(CopyScanner.violation(context, exit, in: button, screen: screen,
                    "pre-alert button \"\(button.value)\" lets people leave without seeing the system alert; use \(suggestion)"))
            }
        }
        return result
    }
}
