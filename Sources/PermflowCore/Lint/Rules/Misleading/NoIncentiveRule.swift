/// `no-incentive`: nothing is offered in return for granting a permission.
///
/// Checked where the offer would bear on the choice: the copy of every pre-alert and
/// location-button screen, of every app or settings screen with a choice that opens a pre-alert
/// or an alert directly, and every purpose string (it is shown inside the alert). A sale
/// advertised on a home screen several steps away is not an offer for the permission.
public struct NoIncentiveRule: Rule {
    public static let description = RuleDescription(
        id: "no-incentive",
        name: "No incentive for granting",
        family: .misleading,
        severity: .error,
        summary: "copy before an alert (pre-alerts, location-button screens, screens that open an alert or pre-alert, purpose strings) offers "
            + "nothing for granting: reward, coins, bonus, discount, % off, free, gift, points, unlock, prize, cash back; 보상, 쿠폰, 할인, 무료, 포인트, 적립 …",
        rationale: """
        HIG, Accessing private data: "Never precede the system-provided alert with a custom screen that could confuse \
        or mislead people." Prohibited designs include "offering incentives". "Don't offer incentives for granting the \
        request. You can't offer people compensation for granting their permission." Words come from the \
        vocabulary's "incentive-words"; "incentive-exceptions" mask phrases that only look like offers ("feel free", \
        "hands-free", "points of interest", "keep Receipts free" — the HIG allows a screen that "describes the \
        benefits of tracking").
        """,
        hint: "describe what the feature does with the data; offer nothing in return for allowing",
        triggering: [
            RuleExample(.offers, screens: """
            why-track:
              kind: pre-alert
              resource: tracking
              title: Personalized offers
              body: Let us tailor offers to you and get 100 bonus coins.
              button: Continue
              next: tracking
            """, note: "coins offered on the pre-alert"),
            RuleExample(.receiptsKo, screens: """
            home:
              kind: app
              title: 영수증
              body: 카메라로 스캔하면 영수증마다 포인트를 드려요.
              actions:
                - label: 영수증 스캔
                  go: why-camera
            why-camera:
              kind: pre-alert
              resource: camera
              title: 카메라로 영수증을 스캔하세요
              button: 계속
              next: camera
            """, note: "points promised on the screen that opens the pre-alert"),
            RuleExample(purpose: "Receipts reads your receipts with the camera and gives you 10% off your plan.", note: "an offer inside the purpose string"),
        ],
        nonTriggering: [
            RuleExample(preAlert: "Scan receipts hands-free",
                        body: "Hold your phone over a receipt. Feel free to scan as many as you like.",
                        button: "Continue",
                        note: "\"hands-free\" and \"feel free\" offer nothing"),
            RuleExample(.offers, screens: """
            shop:
              kind: app
              title: Spring sale
              body: 20% off every plan this week.
              actions:
                - label: Go to my receipts
                  go: home
            home:
              kind: app
              title: Receipts
              actions:
                - label: Personalize my offers
                  go: why-track
            why-track:
              kind: pre-alert
              resource: tracking
              title: Offers that fit you
              body: Tracking helps keep Receipts free and shows offers from stores you visit.
              button: Continue
              next: tracking
            """, note: "the sale is not next to the request; \"keep Receipts free\" describes a benefit"),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let scanner = CopyScanner(context)
        // Each list looked up once for all the flow's texts.
        let exceptionPhrases = scanner.needles(.incentiveExceptions)
        let exceptionPatterns = scanner.patternList(.incentiveExceptionPatterns)
        let incentivePatterns = scanner.patternList(.incentivePatterns)
        let incentiveWords = scanner.needles(.incentiveWords)
        var result: [Violation] = []
        for (screen, field, text) in SystemAlertLook.copyNearAlert(context) {
            let exceptions = CopyScanner.nonOverlapping(
                scanner.phrases(exceptionPhrases, in: text.value)
                    + scanner.patterns(exceptionPatterns, in: text.value))
            let offers = CopyScanner.nonOverlapping(
                scanner.patterns(incentivePatterns, in: text.value)
                    + scanner.phrases(incentiveWords, in: text.value, except: exceptions))
            guard let offer = offers.first(where: { offer in !exceptions.contains(where: offer.overlaps) }) else { continue }
            result.append(CopyScanner.violation(context, offer, in: text, screen: screen,
                "\(SystemAlertLook.describe(field, on: screen)) offers an incentive (\"\(offer.written)\"); people may not be offered anything for granting permission"))
        }
        return result
    }
}
