import Testing
@testable import PermflowCore

/// Pins the misleading-screen rules' messages and columns, the screens they read, and that one
/// problem gets one id.
@Suite struct MisleadingRulesTests {
    /// The copy of a small flow: `home` (opens the pre-alert), `why` (the pre-alert), `camera`
    /// (the alert) and `help` (an app screen that opens no alert). Values are YAML as written.
    struct Copy: Sendable {
        var locale = "en"
        var homeTitle = "Receipts"
        var homeBody = "Keep every receipt in one place."
        var homeAction = "Scan a receipt"
        var preTitle = "Scan receipts with your camera"
        var preBody = "Point the camera at a receipt."
        var preImage = "A phone over a receipt"
        var purpose = "Receipts uses the camera to read the totals on receipts you scan."
        var helpBody = "Receipts keeps a copy of every scan."
        var helpAction = "Back"

        /// Line numbers of the values, for the expectations.
        static let homeBodyLine = 10, homeActionLine = 12, preTitleLine = 19, preBodyLine = 20, preImageLine = 21
        static let purposeLine = 27, helpBodyLine = 34

        /// The flow around the screens: no home of its own (the screens hold one) and `done`'s
        /// end screen from `ExampleFlow`'s stock.
        var yaml: String {
            ExampleFlow(name: "Test", app: "Receipts", locale: locale, stock: ExampleFlow.doneScreen).expand("""
            home:
              kind: app
              title: \(homeTitle)
              body: \(homeBody)
              actions:
                - label: \(homeAction)
                  go: why
                - label: Help
                  go: help
            why:
              kind: pre-alert
              resource: camera
              title: \(preTitle)
              body: \(preBody)
              image: \(preImage)
              button: Continue
              next: camera
            camera:
              kind: alert
              resource: camera
              purpose: \(purpose)
              on:
                allow: done
                deny: done
            help:
              kind: app
              title: Help
              body: \(helpBody)
              actions:
                - label: \(helpAction)
                  go: home
            """)
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var copy: Copy
        var expected: [Expected]
        var testDescription: String { name }
    }

    static let family = Set(RuleRegistry.misleadingRules.map { $0.description.id })

    static func copy(_ change: (inout Copy) -> Void) -> Copy {
        var copy = Copy()
        change(&copy)
        return copy
    }

    static let cases: [Case] = [
        Case(name: "clean", copy: Copy(), expected: []),
        Case(name: "coins on the pre-alert", copy: copy { $0.preBody = "Get 100 bonus coins with every scan." }, expected: [
            Expected("no-incentive", Copy.preBodyLine, 19,
                     "pre-alert body offers an incentive (\"bonus\"); people may not be offered anything for granting permission"),
        ]),
        Case(name: "discount in the purpose string",
             copy: copy { $0.purpose = "Receipts reads receipts with the camera and takes 10% off your plan." }, expected: [
            Expected("no-incentive", Copy.purposeLine, 64,
                     "purpose string offers an incentive (\"10% off\"); people may not be offered anything for granting permission"),
        ]),
        Case(name: "free on the screen that opens the pre-alert", copy: copy { $0.homeBody = "Free scans for everyone who says yes." }, expected: [
            Expected("no-incentive", Copy.homeBodyLine, 11,
                     "app screen body offers an incentive (\"Free scans for everyone who says yes\"); people may not be offered anything for granting permission"),
        ]),
        Case(name: "free away from the alert", copy: copy { $0.helpBody = "Free scans for everyone." }, expected: []),
        Case(name: "free that offers nothing",
             copy: copy { $0.preBody = "Scan hands-free. Feel free to scan often, it keeps Receipts free. See points of interest." },
             expected: []),
        // Issue 33: how the app is paid for offers nothing for granting; an offer made on
        // condition of granting is an incentive however it is worded.
        Case(name: "the business model is no incentive", copy: copy {
            $0.preBody = "Receipts is free because ads pay for it. Ads help keep the app free, and the app stays free with ads."
        }, expected: []),
        Case(name: "free on condition of granting", copy: copy { $0.preBody = "Receipts is free when you allow the camera." }, expected: [
            Expected("no-incentive", Copy.preBodyLine, 23,
                     "pre-alert body offers an incentive (\"free when you allow\"); people may not be offered anything for granting permission"),
        ]),
        Case(name: "coins for granting beside a business model", copy: copy {
            $0.preBody = "Ads keep Receipts free. Allow the camera to get 100 coins."
        }, expected: [
            Expected("no-incentive", Copy.preBodyLine, 63,
                     "pre-alert body offers an incentive (\"coins\"); people may not be offered anything for granting permission"),
        ]),
        Case(name: "free given to the person", copy: copy { $0.preBody = "Scan ten receipts and get a month free." }, expected: [
            Expected("no-incentive", Copy.preBodyLine, 33,
                     "pre-alert body offers an incentive (\"get a month free\"); people may not be offered anything for granting permission"),
        ]),
        Case(name: "korean free given to the person", copy: copy {
            $0.locale = "ko"
            $0.preTitle = "카메라로 스캔하세요"
            $0.preBody = "스캔하면 무료 이용권을 드려요."
        }, expected: [
            Expected("no-incentive", Copy.preBodyLine, 16,
                     "pre-alert body offers an incentive (\"무료 이용권을 드려\"); people may not be offered anything for granting permission"),
        ]),
        Case(name: "korean business model", copy: copy {
            $0.locale = "ko"
            $0.preTitle = "카메라로 스캔하세요"
            $0.preBody = "광고 덕분에 영수증 앱은 무료예요. 앱은 무료입니다."
        }, expected: []),
        Case(name: "korean offer on condition of granting", copy: copy {
            $0.locale = "ko"
            $0.preTitle = "카메라로 스캔하세요"
            $0.preBody = "카메라를 허용하면 한 달 무료예요."
        }, expected: [
            Expected("no-incentive", Copy.preBodyLine, 16,
                     "pre-alert body offers an incentive (\"허용하면 한 달 무료\"); people may not be offered anything for granting permission"),
        ]),
        // Issue 33: inside the alert, a request to grant that names what granting gets steers the
        // choice; the bare request only restates it (purpose-specific's, not this family's).
        Case(name: "a request to grant with its reason", copy: copy {
            $0.purpose = "Please allow Receipts to access your camera so you can scan receipts."
        }, expected: [
            Expected("no-alert-annotation", Copy.purposeLine, 14,
                     "purpose string tells people what to choose in the alert (\"Please allow Receipts to access your camera so you can scan receipts\"); let them decide there"),
        ]),
        Case(name: "a bare request to grant", copy: copy { $0.purpose = "Give Receipts permission to use your camera." }, expected: []),
        Case(name: "korean bare request to grant", copy: copy {
            $0.locale = "ko"
            $0.preTitle = "카메라로 스캔하세요"
            $0.purpose = "카메라 접근을 허용해 주세요."
        }, expected: []),
        Case(name: "korean statement of the need", copy: copy {
            $0.locale = "ko"
            $0.preTitle = "카메라로 스캔하세요"
            $0.purpose = "영수증을 스캔하려면 카메라 접근을 허용해야 합니다."
        }, expected: []),
        Case(name: "korean points", copy: copy {
            $0.locale = "ko"
            $0.preTitle = "카메라로 스캔하세요"
            $0.preBody = "스캔할 때마다 500원 적립"
        }, expected: [
            Expected("no-incentive", Copy.preBodyLine, 24,
                     "pre-alert body offers an incentive (\"적립\"); people may not be offered anything for granting permission"),
        ]),
        Case(name: "title shaped like the location alert", copy: copy { $0.preTitle = "Allow “Receipts” to use your location?" }, expected: [
            Expected("no-imitation-request", Copy.preTitleLine, 12,
                     "pre-alert title \"Allow “Receipts” to use your location?\" is shaped like a system alert title; a custom screen must not look like the request itself"),
        ]),
        // tune41: a body line in the request's shape, as a title is read.
        Case(name: "body line shaped like the camera alert", copy: copy { $0.preBody = "Allow Receipts to use your camera?" }, expected: [
            Expected("no-imitation-request", Copy.preBodyLine, 11,
                     "pre-alert body line \"Allow Receipts to use your camera\" is shaped like a system alert title; a custom screen must not look like the request itself"),
        ]),
        Case(name: "title with the catalog's wording", copy: copy { $0.homeTitle = "Receipts would like to access the camera" }, expected: [
            Expected("no-imitation-request", 9, 12,
                     "app screen title \"Receipts would like to access the camera\" is shaped like a system alert title; a custom screen must not look like the request itself"),
        ]),
        Case(name: "action copying Don't Allow", copy: copy { $0.homeAction = "Don’t Allow" }, expected: [
            Expected("no-imitation-request", Copy.homeActionLine, 16,
                     "app screen action \"Don’t Allow\" copies the system alert's \"Don’t Allow\" button; label it with what it does"),
        ]),
        Case(name: "OK alone is an ordinary action", copy: copy { $0.helpAction = "OK" }, expected: []),
        Case(name: "the notifications alert's own message on a pre-alert", copy: copy {
            $0.preBody = "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings."
        }, expected: [
            Expected("no-imitation-request", Copy.preBodyLine, 11,
                     "pre-alert body repeats the system alert's own text (\"Notifications may include alerts, sounds, and icon badges\"); "
                        + "a custom screen must not look like the request itself"),
        ]),
        Case(name: "the Korean notifications alert's own message", copy: copy {
            $0.locale = "ko"
            $0.preTitle = "카메라로 스캔하세요"
            $0.homeBody = "경고, 사운드 및 아이콘 배지가 알림에 포함될 수 있습니다."
        }, expected: [
            Expected("no-imitation-request", Copy.homeBodyLine, 11,
                     "app screen body repeats the system alert's own text (\"경고, 사운드 및 아이콘 배지가 알림에 포함될 수 있습니다\"); "
                        + "a custom screen must not look like the request itself"),
        ]),
        Case(name: "reassurance about Settings is not the alert's text", copy: copy {
            $0.preBody = "You can change this anytime in Settings."
        }, expected: []),
        Case(name: "nor in Korean", copy: copy {
            $0.locale = "ko"
            $0.preTitle = "카메라로 스캔하세요"
            $0.preBody = "설정에서 이를 구성할 수 있습니다."
        }, expected: []),
        Case(name: "a line of alert buttons", copy: copy { $0.helpBody = "Don't Allow      Allow" }, expected: [
            Expected("no-imitation-request", Copy.helpBodyLine, 11,
                     "app screen body shows the system alert's buttons (\"Don't Allow\", \"Allow\"); a custom screen must not look like the request itself"),
        ]),
        Case(name: "alert buttons drawn in brackets", copy: copy { $0.helpBody = "\"[Don’t Allow]  [Allow]\"" }, expected: [
            Expected("no-alert-image", Copy.helpBodyLine, 13,
                     "app screen body draws the system alert as text (\"Don’t Allow\", \"Allow\"); show the feature, not the alert"),
        ]),
        Case(name: "image of the alert", copy: copy { $0.preImage = "Screenshot of the system alert" }, expected: [
            Expected("no-alert-image", Copy.preImageLine, 30,
                     "image \"Screenshot of the system alert\" depicts the system alert (\"system alert\"); show the feature, not the alert"),
        ]),
        Case(name: "image with the alert's buttons", copy: copy { $0.preImage = "Two buttons, Don't Allow and OK" }, expected: [
            Expected("no-alert-image", Copy.preImageLine, 25,
                     "image \"Two buttons, Don't Allow and OK\" shows the system alert's buttons (\"Don't Allow\", \"OK\"); show the feature, not the alert"),
        ]),
        Case(name: "a notification banner is not the alert", copy: copy { $0.preImage = "A notification alert banner" }, expected: []),
        Case(name: "korean image", copy: copy {
            $0.locale = "ko"
            $0.preTitle = "카메라로 스캔하세요"
            $0.preImage = "권한 팝업 캡처"
        }, expected: [
            Expected("no-alert-image", Copy.preImageLine, 12,
                     "image \"권한 팝업 캡처\" depicts the system alert (\"권한 팝업\"); show the feature, not the alert"),
        ]),
        Case(name: "tap Allow", copy: copy { $0.preBody = "Tap “Allow” on the next screen." }, expected: [
            Expected("no-alert-annotation", Copy.preBodyLine, 11,
                     "pre-alert body tells people what to choose in the alert (\"Tap “Allow”\"); let them decide there"),
        ]),
        Case(name: "steering inside the alert", copy: copy { $0.purpose = "Tap Allow so Receipts can read your receipts." }, expected: [
            Expected("no-alert-annotation", Copy.purposeLine, 14,
                     "purpose string tells people what to choose in the alert (\"Tap Allow\"); let them decide there"),
        ]),
        Case(name: "arrow on the screen that opens the pre-alert", copy: copy { $0.homeBody = "Start here ⬇️" }, expected: [
            Expected("no-alert-annotation", Copy.homeBodyLine, 22,
                     "app screen body points at the alert (\"⬇\"); don't annotate the screen behind the alert"),
        ]),
        Case(name: "help away from the alert", copy: copy { $0.helpBody = "In Settings, tap Allow 👇" }, expected: []),
        // Naming "Don't Allow" steers, and it shows the alert's own button on the pre-alert: the
        // corpus labels both (issue 33; the pre-alert set, session 16).
        Case(name: "tap Don't Allow", copy: copy { $0.preBody = "If you'd rather not, tap Don't Allow." }, expected: [
            Expected("no-alert-annotation", Copy.preBodyLine, 32,
                     "pre-alert body tells people what to choose in the alert (\"tap Don't Allow\"); let them decide there"),
            Expected("no-imitation-request", Copy.preBodyLine, 36,
                     "pre-alert body shows the system alert's \"Don’t Allow\" button; a custom screen must not look like the request itself"),
        ]),
        Case(name: "korean steering to Don't Allow", copy: copy {
            $0.locale = "ko"
            $0.preTitle = "카메라로 스캔하세요"
            $0.preBody = "원하지 않으면 허용 안 함을 누르세요."
        }, expected: [
            Expected("no-alert-annotation", Copy.preBodyLine, 19,
                     "pre-alert body tells people what to choose in the alert (\"허용 안 함을 누르\"); let them decide there"),
            Expected("no-imitation-request", Copy.preBodyLine, 19,
                     "pre-alert body shows the system alert's \"허용 안 함\" button; a custom screen must not look like the request itself"),
        ]),
        Case(name: "a purpose string that tells people to grant", copy: copy { $0.purpose = "Enable camera access for quick and easy scanning." }, expected: [
            Expected("no-alert-annotation", Copy.purposeLine, 14,
                     "purpose string tells people what to choose in the alert (\"Enable camera access\"); let them decide there"),
        ]),
        // The pre-alert set (session 16): the imperative to grant reads every resource, not only
        // the first few; "provide" grants as "allow" does.
        Case(name: "a purpose string that tells people to grant speech recognition",
             copy: copy { $0.purpose = "Allow speech recognition for hands-free receipt notes." }, expected: [
            Expected("no-alert-annotation", Copy.purposeLine, 14,
                     "purpose string tells people what to choose in the alert (\"Allow speech recognition\"); let them decide there"),
        ]),
        Case(name: "korean purpose string that tells people to grant", copy: copy {
            $0.locale = "ko"
            $0.preTitle = "카메라로 스캔하세요"
            $0.purpose = "영수증을 스캔하려면 카메라 접근을 허용해 주세요."
        }, expected: [
            Expected("no-alert-annotation", Copy.purposeLine, 19,
                     "purpose string tells people what to choose in the alert (\"스캔하려면 카메라 접근을 허용해 주세요\"); let them decide there"),
        ]),
        Case(name: "telling people to enable the camera", copy: copy { $0.purpose = "Enable the camera for faster receipt scanning." }, expected: [
            Expected("no-alert-annotation", Copy.purposeLine, 14,
                     "purpose string tells people what to choose in the alert (\"Enable the camera\"); let them decide there"),
        ]),
        Case(name: "a purpose that restates the request does not steer", copy: copy { $0.purpose = "Allow Receipts to use your camera" }, expected: []),
        Case(name: "a pre-alert may ask to turn the camera on", copy: copy { $0.preBody = "Enable the camera to scan receipts, then tap Continue." },
             expected: []),
        Case(name: "korean pre-alert may ask too", copy: copy {
            $0.locale = "ko"
            $0.preTitle = "카메라로 스캔하세요"
            $0.preBody = "영수증을 스캔하려면 카메라 접근을 허용해 주세요."
        }, expected: []),
        Case(name: "korean steering and emoji", copy: copy {
            $0.locale = "ko"
            $0.preTitle = "카메라로 스캔하세요"
            $0.preBody = "아래 ‘허용’ 버튼을 꼭 눌러 주세요 👇"
        }, expected: [
            Expected("no-alert-annotation", Copy.preBodyLine, 14,
                     "pre-alert body tells people what to choose in the alert (\"‘허용’ 버튼을 꼭 눌러\"); let them decide there"),
            Expected("no-alert-annotation", Copy.preBodyLine, 32,
                     "pre-alert body points at the alert (\"👇\"); don't annotate the screen behind the alert"),
        ]),
    ]

    @Test(arguments: cases)
    func pinned(_ testCase: Case) {
        let report = Linter().lint(path: "test.yaml", text: testCase.copy.yaml)
        #expect(!report.isUnusable)
        #expect(report.diagnostics.filter { $0.ruleID.hasPrefix("parse-") }.isEmpty, "\(report.listed)")
        #expect(Expected.found(in: report, family: Self.family) == testCase.expected, "\(report.listed)")
    }

    // MARK: no-withholding

    static let wall = """
    permflow: 1
    name: Wall
    app: Receipts
    start: tracking
    screens:
      tracking:
        kind: alert
        resource: tracking
        purpose: Receipts uses your activity in other apps to show offers from stores you visit.
        on:
          allow: home
          ask-not-to-track: blocked
      home:
        kind: app
        title: Receipts
        actions:
          - label: Receipts
            go: list
          - label: Stores
            go: stores
          - label: Scan
            go: camera
      list:
        kind: end
        title: Your receipts
      stores:
        kind: app
        title: Stores
        collects: [tracking]
        actions:
          - label: Offers
            go: offers
      offers:
        kind: end
        title: Offers
      camera:
        kind: alert
        resource: camera
        purpose: Receipts uses the camera to read the totals on receipts you scan.
        on:
          allow: scanner
          deny: scanner
      scanner:
        kind: end
        title: Scanner
      blocked:
        kind: end
        title: Receipts needs tracking
    """

    /// Issue 33: no-incentive's hint says which phrasings pass (how the app is paid for) and which
    /// do not (an offer for granting), and the examples it names behave as it says.
    @Test func incentiveHintNamesWhatPasses() {
        let hint = NoIncentiveRule.description.hint
        for passing in ["Receipts is free thanks to ads.", "Ads keep Receipts free.", "광고 덕분에 무료예요."] {
            #expect(hint.contains(passing), "\(hint)")
            #expect(report(NoIncentiveRule.self, alertFlow(passing.replacingOccurrences(of: "Receipts", with: "Sleepy"),
                                                            locale: passing.contains("광고") ? "ko" : "en")) == [], "\(passing)")
        }
        for offer in ["Allow tracking to get 100 coins", "허용하면 포인트를 드려요"] {
            #expect(hint.contains(offer), "\(hint)")
            #expect(report(NoIncentiveRule.self, alertFlow(offer + (offer.hasPrefix("Allow") ? "." : "."), locale: offer.hasPrefix("Allow") ? "en" : "ko")).count == 1,
                    "\(offer)")
        }
    }

    @Test func withholdingNamesUpToThreeFeatures() {
        let report = Linter(rules: [NoWithholdingRule.self]).lint(path: "wall.yaml", text: Self.wall)
        let fired = report.diagnostics.filter { $0.ruleID == "no-withholding" }
        // Features after Allow: home, list, offers (stores collects tracking; scanner is behind the camera alert).
        #expect(fired.map(\.message) == [
            "after \"Ask App Not to Track\" the flow never reaches 'home', 'list', 'offers', which \"Allow\" leads to; you can't withhold features until people allow tracking",
        ])
        #expect(fired.first?.location == SourceLocation(line: 12, column: 25))
    }

    @Test func withholdingCountsTheRest() {
        let text = Self.wall.replacingOccurrences(of: "    collects: [tracking]\n", with: "")
        let report = Linter(rules: [NoWithholdingRule.self]).lint(path: "wall.yaml", text: text)
        #expect(report.diagnostics.filter { $0.ruleID == "no-withholding" }.map(\.message) == [
            "after \"Ask App Not to Track\" the flow never reaches 'home', 'list', 'stores' and 1 more, which \"Allow\" leads to; you can't withhold features until people allow tracking",
        ])
    }

    @Test func withholdingAcceptsTheSameFeatures() {
        let text = Self.wall.replacingOccurrences(of: "ask-not-to-track: blocked", with: "ask-not-to-track: home")
        let report = Linter(rules: [NoWithholdingRule.self]).lint(path: "wall.yaml", text: text)
        #expect(report.diagnostics.isEmpty)
    }

    @Test func withholdingLeavesOtherResourcesAlone() {
        let text = Self.wall.replacingOccurrences(of: "deny: scanner", with: "deny: blocked")
            .replacingOccurrences(of: "ask-not-to-track: blocked", with: "ask-not-to-track: home")
        let report = Linter(rules: [NoWithholdingRule.self]).lint(path: "wall.yaml", text: text)
        #expect(report.diagnostics.isEmpty)
    }

    // MARK: Pre-alerts (the pre-alert set, session 16)

    /// A pre-alert whose button is, as a whole, the alert's own label, or whose copy writes a label
    /// of several words as the alert writes it, shows the request's buttons (the corpus labels
    /// these `imitation`, issue 33); "don't allow" as ordinary words and a one-word label inside a
    /// sentence do not.
    @Test(arguments: [
        ("en", "button", "Allow", "pre-alert button \"Allow\" is the system alert's own \"Allow\" button"),
        ("en", "button", "Don’t Allow", "pre-alert button \"Don’t Allow\" is the system alert's own \"Don’t Allow\" button"),
        ("ko", "button", "허용", "pre-alert button \"허용\" is the system alert's own \"허용\" button"),
        ("en", "body", "If you'd rather not, tap Don't Allow.", "pre-alert body shows the system alert's \"Don’t Allow\" button"),
        ("en", "body", "Then tap “don't allow” to type totals in.", "pre-alert body shows the system alert's \"Don’t Allow\" button"),
        ("ko", "body", "원하지 않으면 허용 안 함을 누르세요.", "pre-alert body shows the system alert's \"허용 안 함\" button"),
        ("en", "button", "Allow camera", nil), ("ko", "button", "확인", nil),
        ("en", "body", "If you don't allow it, you can type totals in.", nil), ("en", "body", "Tap Allow on the next screen.", nil),
    ] as [(String, String, String, String?)])
    func preAlertShowingTheAlertsButtons(_ locale: String, _ field: String, _ text: String, _ message: String?) {
        let korean = locale == "ko"
        var lines = ["resource: camera", "title: \(korean ? "카메라로 영수증을 스캔하세요" : "Scan receipts")", "next: camera"]
        lines.append(field == "button" ? "button: \(text)" : "button: \(korean ? "계속" : "Continue")")
        if field == "body" { lines.append("body: \"\(text.replacingOccurrences(of: "\"", with: "\\\""))\"") }
        let report = Linter().lint(path: "test.yaml", text: PreAlertRulesTests.flow(lines, locale: locale))
        let fired = report.diagnostics.filter { $0.ruleID == "no-imitation-request" }
        if let message {
            #expect(fired.map(\.message) == [message + "; a custom screen must not look like the request itself"], "\(report.diagnostics.map(\.message))")
        } else {
            #expect(fired.isEmpty, "\(fired.map(\.message))")
        }
    }

    /// Recommending the grant tells people what to choose in the alert, in English and Korean;
    /// a recommended feature or "recommendations" do not.
    @Test(arguments: [
        ("en", "We strongly recommend you opt in for payment notifications.", "strongly recommend you opt in"),
        ("ko", "알림을 허용하는 것을 권장합니다.", "허용하는 것을 권장"),
        ("en", "Receipts shows recommendations for stores near you.", nil),
        ("ko", "알림을 허용하면 추천 매장을 알려 드려요.", nil),
    ] as [(String, String, String?)])
    func recommendingTheGrantSteers(_ locale: String, _ body: String, _ written: String?) {
        let korean = locale == "ko"
        let report = Linter().lint(path: "test.yaml", text: PreAlertRulesTests.flow(
            ["resource: camera", "title: \(korean ? "카메라로 영수증을 스캔하세요" : "Scan receipts")", "body: \(body)",
             "button: \(korean ? "계속" : "Continue")", "next: camera"], locale: locale))
        let fired = report.diagnostics.filter { $0.ruleID == "no-alert-annotation" }
        if let written {
            #expect(fired.map(\.message) == ["pre-alert body tells people what to choose in the alert (\"\(written)\"); let them decide there"],
                    "\(report.diagnostics.map(\.message))")
        } else {
            #expect(fired.isEmpty, "\(fired.map(\.message))")
        }
    }

    // MARK: The family's examples

    /// Every example of the pre-alert and misleading rules is clean of the other nine rules, so
    /// each example shows one rule; non-triggering ones are clean of all ten.
    @Test func examplesShowOneRuleEach() {
        let mine = RuleRegistry.preAlertRules + RuleRegistry.misleadingRules
        let ids = Set(mine.map { $0.description.id })
        let linter = Linter()
        for rule in mine {
            let description = rule.description
            for (number, example) in description.triggering.enumerated() {
                let others = linter.lint(path: "t.yaml", text: example.yaml).diagnostics
                    .filter { ids.contains($0.ruleID) && $0.ruleID != description.id }
                #expect(others.isEmpty, "\(description.id) triggering \(number): \(others.map { "[\($0.ruleID)] \($0.message)" })")
            }
            for (number, example) in description.nonTriggering.enumerated() {
                let fired = linter.lint(path: "n.yaml", text: example.yaml).diagnostics.filter { ids.contains($0.ruleID) }
                #expect(fired.isEmpty, "\(description.id) non-triggering \(number): \(fired.map { "[\($0.ruleID)] \($0.message)" })")
            }
        }
    }
}
