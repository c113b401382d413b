/// `no-alert-image`: a custom screen does not show a picture of the system alert.
///
/// A flow describes an image by its alt text (`image:`); the rule reads that description for
/// words that say it depicts the alert, or for two of the alert's button labels. It also catches
/// an alert drawn as text art in a title or body: lines drawing boxes, rules or [buttons] that
/// together show two different alert button labels.
public struct NoAlertImageRule: Rule {
    public static let description = RuleDescription(
        id: "no-alert-image",
        name: "No picture of the alert",
        family: .misleading,
        severity: .error,
        summary: "no custom screen shows a picture of the system alert: an `image` described as the alert, permission "
            + "dialog or system prompt (알림창, 권한 팝업 …), or text art (box drawing, | or [ ]) with two or more alert button labels",
        rationale: """
        HIG, Accessing private data: "Never precede the system-provided alert with a custom screen that could confuse \
        or mislead people." Prohibited designs include "displaying an image of the alert". An image's alt text is \
        read for the vocabulary's "alert-image-words" (deliberately not a bare "alert": a notification banner is not \
        the permission alert) or two of the catalog's alert button labels; text art is recognised by the \
        "alert-art-patterns" on the lines that carry the labels.
        """,
        hint: "show what the feature does (a scanned receipt, a map) instead of the alert; the system draws the alert itself",
        triggering: [
            RuleExample(screens: """
            why-camera:
              kind: pre-alert
              resource: camera
              title: Scan receipts with your camera
              image: Screenshot of the camera permission dialog
              button: Continue
              next: camera
            """, note: "the image is described as the permission dialog"),
            RuleExample(.receiptsKo, screens: """
            why-camera:
              kind: pre-alert
              resource: camera
              title: 카메라로 영수증을 스캔하세요
              body: |
                ┌────────────────────────┐
                │ 카메라에 접근합니다          │
                ├───────────┬────────────┤
                │ 허용 안 함  │    허용     │
                └───────────┴────────────┘
              button: 계속
              next: camera
            """, note: "the Korean alert drawn with box characters"),
        ],
        nonTriggering: [
            RuleExample(screens: """
            why-camera:
              kind: pre-alert
              resource: camera
              title: Scan receipts with your camera
              image: A phone held over a paper receipt, its total highlighted
              button: Continue
              next: camera
            """),
            RuleExample(.remindersKo, screens: """
            why-notify:
              kind: pre-alert
              resource: notifications
              title: 마감일을 알려 드려요
              image: 잠금 화면에 뜬 마감일 알림 배너
              body: "예: [영수증] 보관 기간이 사흘 남았습니다"
              button: 다음
              next: notify
            """, note: "a sample notification banner is not the permission alert"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        SystemAlertLook.onCustomScreens(context) { screen, scanner, look in
            var result: [Violation] = []
            if let image = screen.image {
                if let word = scanner.first(.alertImageWords, in: image.value) {
                    result.append(CopyScanner.violation(context, word, in: image, screen: screen,
                        "image \"\(image.value)\" depicts the system alert (\"\(word.written)\"); show the feature, not the alert"))
                } else {
                    let labels = CopyScanner.phrases(of: look.labels, in: image.value)
                    if Set(labels.map { TextMatcher.normalize($0.entry) }).count >= 2, let first = labels.first {
                        result.append(CopyScanner.violation(context, first, in: image, screen: screen,
                            "image \"\(image.value)\" shows the system alert's buttons (\(Self.quoted(labels))); show the feature, not the alert"))
                    }
                }
            }
            for (field, text) in TitleAndBody(screen) {
                guard let text else { continue }
                let art = look.textArt(in: text.value, scanner)
                guard let first = art.first else { continue }
                result.append(CopyScanner.violation(context, first, in: text, screen: screen,
                    "\(SystemAlertLook.describe(field, on: screen)) draws the system alert as text (\(Self.quoted(art))); show the feature, not the alert"))
            }
            return result
        }
    }

    static func quoted(_ labels: [CopyScanner.Match]) -> String {
        var seen: Set<String> = []
        return labels.filter { seen.insert(TextMatcher.normalize($0.written)).inserted }
            .map { "\"\($0.written)\"" }.joined(separator: ", ")
    }
}
