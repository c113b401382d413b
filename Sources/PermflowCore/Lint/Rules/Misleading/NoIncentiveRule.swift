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
            + "nothing for granting: reward, coins, bonus, discount, % off, gift, points, unlock, prize, cash back, \"free\" given to the person "
            + "or for granting (\"get a month free\", \"free when you allow …\"); 보상, 쿠폰, 할인, 적립, 포인트를 드려요, 무료로 드려요 …; how the app "
            + "is paid for (\"free thanks to ads\") and points that are places (체크포인트, 다이빙 포인트) pass",
        rationale: """
        HIG, Accessing private data: "Never precede the system-provided alert with a custom screen that could confuse \
        or mislead people." Prohibited designs include "offering incentives". "Don't offer incentives for granting the \
        request. You can't offer people compensation for granting their permission." Words come from the \
        vocabulary's "incentive-words"; "free" (무료) is read in its shape, not as a word: it is an offer when it is \
        given to the person ("get a month free", 무료로 드려요) or given for granting ("free when you allow …", \
        "free scans for everyone who says yes"), and how the app is paid for when it is said of the app \
        ("Receipts is free"). "incentive-exceptions" and "incentive-exception-patterns" mask phrases that \
        only look like offers ("feel free", "hands-free", "points of interest") and statements of how the app is \
        paid for, which give the person nothing for granting ("keep Receipts free", "Receipts is free thanks to \
        ads", 광고 덕분에 무료예요 — the HIG allows a screen that "describes the benefits of tracking"). \
        "incentive-patterns" are offers no exception masks: a number off ("10% off"), points earned or counted ("earn \
        points", "1,000 points": "points" alone is no word of the list, since "acceptance points in the surrounding area" \
        are places on a map and compensate nobody; issue 33, tune37; likewise 포인트, which is a checkpoint or a dive \
        site as often as a reward: points given, earned or counted are the offer, 포인트를 드려요, 포인트 적립, 1,000 포인트, \
        포인트 1,000점; tune42) and anything offered on \
        condition of granting ("free when you allow tracking", 허용하면 … 무료). "Allow tracking to keep \
        Receipts free" asks for the grant by naming its benefit: in a purpose string that is \
        no-alert-annotation's, not an incentive.
        """,
        hint: "describe what the feature does with the data and offer nothing in return for allowing: saying how the app is paid for "
            + "passes (\"Receipts is free thanks to ads.\", \"Ads keep Receipts free.\", \"광고 덕분에 무료예요.\"); an offer for granting "
            + "does not (\"Allow tracking to get 100 coins\", \"free when you turn on notifications\", \"허용하면 포인트를 드려요\")",
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
            RuleExample(preAlert: "Scanning is free when you allow the camera",
                        body: "Receipts reads the total on every receipt you scan.",
                        button: "Continue",
                        note: "free on condition of granting: no exception masks it"),
        ],
        nonTriggering: [
            RuleExample(preAlert: "Scan receipts hands-free",
                        body: "Hold your phone over a receipt. Feel free to scan as many as you like.",
                        button: "Continue",
                        note: "\"hands-free\" and \"feel free\" offer nothing"),
            RuleExample(preAlert: "Find drop-off points near you",
                        body: "Receipts shows the drop-off points in the surrounding area.",
                        button: "Continue",
                        note: "points as places on a map offer nothing"),
            RuleExample(.receiptsKo, preAlert: "카메라로 영수증을 스캔해요", body: "영수증 앱은 가까운 수거 포인트를 보여줘요.", button: "계속",
                        note: "포인트 as a place offers nothing (tune42)"),
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
            RuleExample(preAlert: "Scan receipts with your camera",
                        body: "Receipts is free thanks to ads. It reads the total on every receipt you scan.",
                        button: "Continue",
                        note: "how the app is paid for offers nothing for granting"),
            RuleExample(.receiptsKo, preAlert: "카메라로 영수증을 스캔해요", body: "광고 덕분에 영수증 앱은 무료예요.", button: "계속",
                        note: "광고 덕분에 … 무료예요: the business model, in Korean"),
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
            // An offer made on condition of granting ("free when you allow tracking") is a
            // pattern, and no exception masks it; a word alone ("free") is masked where the text
            // only says how the app is paid for ("Receipts is free thanks to ads").
            let conditioned = scanner.patterns(incentivePatterns, in: text.value)
            let words = scanner.phrases(incentiveWords, in: text.value, except: exceptions)
                .filter { word in !exceptions.contains(where: word.overlaps) }
            guard let offer = CopyScanner.nonOverlapping(conditioned + words).first else { continue }
            result.append(CopyScanner.violation(context, offer, in: text, screen: screen,
                "\(SystemAlertLook.describe(field, on: screen)) offers an incentive (\"\(offer.written)\"); people may not be offered anything for granting permission"))
        }
        return result
    }
}
