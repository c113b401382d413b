/// The flow a compact `RuleExample` is set in, so that a rule's examples show only the screens
/// that matter to the rule (in the way SwiftLint wraps its examples). `expand(_:)` writes the
/// complete flow that is linted, printed by `permflow rules ID` and shown in docs/rules.md:
///
/// ```yaml
/// permflow: 1
/// name: <name>
/// app: <app>
/// locale: <locale>        # when set
/// <header>                # further header lines, when set
/// start: <the first screen below>
/// launch-request:         # when set
///   <launchRequest>
/// screens:
///   home:                 # when the flow has a home and the given screens define none
///     kind: app
///     title: <homeTitle>    # or the lines of homeTexts, when set
///     actions:
///       - label: <action>
///         go: <home(goesTo:), else the first given screen, else the first stock screen>
///   <the given screens, written from column 0>
///   <each stock screen that a screen above goes to and none defines, in stock order>
/// ```
///
/// A screen goes to the ids its `go:` and `next:` name and those its outcomes under `on:` name.
/// Stock screens are added until none is missing, so a stock alert brings the stock end screen
/// it leads to.
struct ExampleFlow: Sendable {
    /// The flow's `name`; by default home's action, or the app's name for a flow without a home.
    var name: String { givenName ?? (homeTitle == nil ? app : action) }
    var app: String
    var locale: String?
    /// Header lines written after `app` and `locale`, such as `ios: 17`.
    var header: String?
    /// The lines of the flow's `launch-request:` mapping (`resource: …`, `reason: …`), written
    /// under it after `start:`.
    var launchRequest: String?
    /// The title of the `home` screen; nil for a flow that starts at the first given screen.
    var homeTitle: String?
    /// Lines (YAML, from column 0) written in home in place of its `title:`, for examples about
    /// home's own copy: a title and body under test, or a key written twice.
    var homeTexts: String?
    /// The label of home's one action.
    var action: String
    /// Screens (written from column 0) added when a screen goes to them and none defines them.
    var stock: String
    var givenName: String?
    /// The screen home's action goes to; nil for the first given screen.
    var entry: String?

    init(name: String? = nil, app: String, locale: String? = nil, header: String? = nil,
                home homeTitle: String? = nil, action: String = "Continue", stock: String = "") {
        self.givenName = name
        self.app = app
        self.locale = locale
        self.header = header
        self.homeTitle = homeTitle
        self.action = action
        self.stock = stock
    }

    /// The same flow under another `name`, in another locale, with more header lines, a launch
    /// request, or another home title (or texts) or action.
    func with(name: String? = nil, locale: String? = nil, header: String? = nil, launchRequest: String? = nil,
              home homeTitle: String? = nil, homeTexts: String? = nil, action: String? = nil) -> ExampleFlow {
        var copy = self
        if let homeTexts { copy.homeTexts = homeTexts }
        if let name { copy.givenName = name }
        if let launchRequest { copy.launchRequest = launchRequest }
        if let locale { copy.locale = locale }
        if let header { copy.header = [self.header, header].compactMap { $0 }.joined(separator: "\n") }
        if let homeTitle { copy.homeTitle = homeTitle }
        if let action { copy.action = action }
        return copy
    }

    /// The same flow with home's action going to `id` (a stock screen, usually) instead of the
    /// first given screen.
    func home(goesTo id: String) -> ExampleFlow {
        var copy = self
        copy.entry = id
        return copy
    }

    /// The same flow without its home screen: it starts at the first given screen.
    var withoutHome: ExampleFlow {
        var copy = self
        copy.homeTitle = nil
        return copy
    }

    /// The complete flow file around `screens`.
    func expand(_ screens: String) -> String {
        let given = Self.blocks(screens)
        var shown = given
        let defined = Set(given.map(\.id))
        var missing = Self.blocks(stock).filter { !defined.contains($0.id) }
        if let homeTitle, !defined.contains("home") {
            let first = entry ?? given.first?.id ?? missing.first?.id ?? "home"
            let texts = homeTexts.map { $0.split(separator: "\n").map { "  \($0)" } } ?? ["  title: \(homeTitle)"]
            shown.insert(Block(id: "home", lines: ["home:", "  kind: app"] + texts + [
                "  actions:", "    - label: \(action)", "      go: \(first)",
            ]), at: 0)
        } else if let entry, let index = missing.firstIndex(where: { $0.id == entry }) {
            // With no home of its own, the flow starts at the entry.
            shown.insert(missing.remove(at: index), at: 0)
        }
        while let index = missing.firstIndex(where: { Self.targets(of: shown).contains($0.id) }) {
            shown.append(missing.remove(at: index))
        }
        var lines = ["permflow: 1", "name: \(name)", "app: \(app)"]
        if let locale { lines.append("locale: \(locale)") }
        if let header { lines.append(header) }
        lines.append("start: \(shown.first?.id ?? "home")")
        if let launchRequest {
            lines.append("launch-request:")
            lines += launchRequest.split(separator: "\n").map { "  \($0)" }
        }
        lines.append("screens:")
        for block in shown {
            lines += block.lines.map { $0.isEmpty ? $0 : "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// The complete flow whose first stock screen with a purpose string (the base's alert) says
    /// `purpose` instead, written as YAML; nil when no stock screen has one.
    func expand(purpose: String) -> String? {
        guard let alert = Self.blocks(stock).first(where: { $0.lines.contains { $0.hasPrefix("  purpose: ") } }) else { return nil }
        let lines = alert.lines.map { $0.hasPrefix("  purpose: ") ? "  purpose: " + purpose : $0 }
        return expand(lines.joined(separator: "\n"))
    }

    /// The complete flow whose first stock alert corrects its wording with `alert:`, the lines of
    /// `override` (`title: …`, `buttons:` …) under it, before the alert's outcomes; nil when the
    /// flow has no stock alert.
    func expand(alertOverride override: String) -> String? {
        guard let alert = Self.blocks(stock).first(where: { $0.lines.contains("  kind: alert") }) else { return nil }
        var lines: [String] = []
        for line in alert.lines {
            if line == "  on:" {
                lines.append("  alert:")
                lines += override.split(separator: "\n").map { "    \($0)" }
            }
            lines.append(line)
        }
        return expand(lines.joined(separator: "\n"))
    }

    /// The usual pre-alert before the flow's stock alert, written from column 0:
    ///
    /// ```yaml
    /// why-<alert id>:
    ///   kind: pre-alert
    ///   resource: <the alert's resource>
    ///   title: <title>
    ///   body: <body>          # when given
    ///   button: <button>
    ///   next: <alert id>
    ///   <more, each line indented under the screen>   # when given
    /// ```
    ///
    /// Each value is written as given (a YAML scalar, quoted where YAML needs it); nil when the
    /// flow has no stock alert.
    func preAlert(title: String, body: String? = nil, button: String, more: String? = nil) -> String? {
        guard let alert = Self.blocks(stock).first(where: { $0.lines.contains("  kind: alert") }),
              let resource = alert.lines.first(where: { $0.hasPrefix("  resource: ") })?.dropFirst("  resource: ".count)
        else { return nil }
        var lines = ["why-\(alert.id):", "  kind: pre-alert", "  resource: \(resource)", "  title: \(title)"]
        if let body { lines.append("  body: \(body)") }
        lines += ["  button: \(button)", "  next: \(alert.id)"]
        if let more { lines += more.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" } }
        return lines.joined(separator: "\n")
    }

    /// The flow's stock location button with the title `label` and, after it, `attributes` (lines
    /// such as `width: 200`, each indented under the screen), written from column 0; nil when
    /// the flow has no stock location button.
    func locationButton(label: String, attributes: String? = nil) -> String? {
        guard let button = Self.blocks(stock).first(where: { $0.lines.contains("  kind: location-button") }) else { return nil }
        var lines: [String] = []
        for line in button.lines {
            guard line.hasPrefix("  label: ") else {
                lines.append(line)
                continue
            }
            lines.append("  label: " + label)
            if let attributes { lines += attributes.split(separator: "\n").map { "  \($0)" } }
        }
        return lines.joined(separator: "\n")
    }

    /// One screen as written: its id and its lines, the first being `id:`.
    struct Block: Sendable {
        var id: String
        var lines: [String]
    }

    /// Splits screens written from column 0 at each line that starts a screen.
    static func blocks(_ text: String) -> [Block] {
        var result: [Block] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let first = line.first, first != " ", first != "#", let colon = line.firstIndex(of: ":") {
                result.append(Block(id: String(line[..<colon]), lines: [line]))
            } else if !result.isEmpty {
                result[result.count - 1].lines.append(line)
            }
        }
        return result
    }

    /// The screen ids that `blocks` go to: values of `go:` and `next:`, and of the outcomes under `on:`.
    static func targets(of blocks: [Block]) -> Set<String> {
        var result: Set<String> = []
        for block in blocks {
            var outcomesIndent: Int?
            for line in block.lines {
                let indent = line.prefix { $0 == " " }.count
                var content = line.dropFirst(indent)
                if content.isEmpty { continue }
                if let level = outcomesIndent, indent <= level { outcomesIndent = nil }
                if content.hasPrefix("- ") { content = content.dropFirst(2) }
                guard let colon = content.firstIndex(of: ":") else { continue }
                let key = content[..<colon]
                let value = trimmed(content[content.index(after: colon)...])
                if key == "on" && value.isEmpty {
                    outcomesIndent = indent
                } else if key == "on" && value.hasPrefix("{") && value.hasSuffix("}") {
                    for pair in value.dropFirst().dropLast().split(separator: ",") {
                        if let target = pair.split(separator: ":").dropFirst().first {
                            result.insert(trimmed(target))
                        }
                    }
                } else if key == "go" || key == "next" || outcomesIndent != nil {
                    result.insert(value)
                }
            }
        }
        return result
    }

    static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension ExampleFlow {
    /// Any app: home, titled with the app's name, leads with `action` to the screens given, and
    /// `done`, titled `end`, ends the flow.
    static func app(_ name: String, locale: String? = nil, action: String = "Continue", end: String = "Done") -> ExampleFlow {
        ExampleFlow(app: name, locale: locale, home: name, action: action, stock: "done:\n  kind: end\n  title: \(end)")
    }

    /// An English receipt scanner: home's "Scan a receipt" leads to the screens given. Stock
    /// screens follow when they are gone to: a state check `scan` that asks only while the
    /// camera is not determined, the usual pre-alert `why-camera`, the camera alert, the
    /// Settings hint `camera-off` for a denied camera and the `done` end screen.
    static let receipts = receipts()

    /// The receipt scanner as a real app writes it: home leads to the check `scan`, and a denied
    /// camera goes to the Settings hint `camera-off`, on this launch and every later one.
    static let receiptsGuarded = receipts(cameraDenied: "camera-off").home(goesTo: "scan")

    /// The receipt scanner whose stock camera alert sends a grant to `cameraAllowed` and a
    /// denial to `cameraDenied`.
    static func receipts(cameraAllowed: String = "done", cameraDenied: String = "done") -> ExampleFlow {
        ExampleFlow(app: "Receipts", home: "Receipts", action: "Scan a receipt", stock: """
        scan:
          kind: check
          resource: camera
          on:
            not-determined: why-camera
            denied: camera-off
            allowed: done
        why-camera:
          kind: pre-alert
          resource: camera
          title: Scan receipts with your camera
          body: Point the camera at a receipt and Receipts reads the total.
          button: Continue
          next: camera
        camera:
          kind: alert
          resource: camera
          purpose: Receipts uses the camera to read the totals on receipts you scan.
          on:
            allow: \(cameraAllowed)
            deny: \(cameraDenied)
        camera-off:
          kind: settings
          resource: camera
          title: Camera is off for Receipts
          body: You can turn it on in Settings > Privacy > Camera.
          actions:
            - label: Open Settings
              opens-settings: true
              go: home
            - label: Not now
              go: home
        done:
          kind: end
          title: Receipt saved
        """)
    }

    /// The receipt scanner in Korean (`locale: ko`).
    static let receiptsKo = ExampleFlow(app: "영수증", locale: "ko", home: "영수증", action: "영수증 스캔", stock: """
        camera:
          kind: alert
          resource: camera
          purpose: 영수증 앱은 스캔한 영수증의 합계를 읽기 위해 카메라를 사용합니다.
          on:
            allow: done
            deny: done
        done:
          kind: end
          title: 저장했습니다
        """)

    /// The receipt scanner's offers, for tracking: home's "Personalize my offers" leads to the
    /// stock pre-alert `why-track`, the tracking alert `tracking` and the end screen `feed`; a flow
    /// whose screens define their own `home` starts at `why-track`.
    static let offers = offers()

    /// The same with the tracking alert's outcomes going to `allow` and `declined`.
    static func offers(allow: String = "feed", declined: String = "feed") -> ExampleFlow {
        tracking(ExampleFlow(app: "Receipts", home: "Receipts", action: "Personalize my offers"),
                 title: "Offers from stores you visit", button: "Continue", end: "Offers",
                 purpose: "Receipts uses your activity in other apps to show offers from stores you visit.",
                 allow: allow, declined: declined)
    }

    /// The offers in Korean (`locale: ko`).
    static let offersKo = offersKo()

    /// The same with the tracking alert's outcomes going to `allow` and `declined`.
    static func offersKo(allow: String = "feed", declined: String = "feed") -> ExampleFlow {
        tracking(ExampleFlow(app: "영수증", locale: "ko", home: "영수증", action: "맞춤 소식 보기"),
                 title: "방문한 매장의 소식", button: "계속", end: "소식",
                 purpose: "영수증 앱은 방문한 매장의 소식을 보여 주기 위해 다른 앱에서의 활동을 사용합니다.",
                 allow: allow, declined: declined)
    }

    /// `base` with the offers' stock screens in its words, home leading to the pre-alert.
    private static func tracking(_ base: ExampleFlow, title: String, button: String, end: String, purpose: String,
                                 allow: String, declined: String) -> ExampleFlow {
        var flow = base
        flow.stock = """
        why-track:
          kind: pre-alert
          resource: tracking
          title: \(title)
          button: \(button)
          next: tracking
        tracking:
          kind: alert
          resource: tracking
          purpose: \(purpose)
          on:
            allow: \(allow)
            ask-not-to-track: \(declined)
        feed:
          kind: end
          title: \(end)
        """
        return flow.home(goesTo: "why-track")
    }

    /// A clip recorder, for two resources: home's "Record a clip" leads to the screens given;
    /// the stock camera alert `camera` (a grant goes to `cameraAllowed`), the microphone alert
    /// `microphone` and the end screen `done` follow when they are gone to.
    static func clips(cameraAllowed: String = "done", cameraDenied: String = "done") -> ExampleFlow {
        ExampleFlow(app: "Clips", home: "Clips", action: "Record a clip", stock: """
        camera:
          kind: alert
          resource: camera
          purpose: Clips uses the camera to record the clips you make.
          on:
            allow: \(cameraAllowed)
            deny: \(cameraDenied)
        microphone:
          kind: alert
          resource: microphone
          purpose: Clips uses the microphone to record sound with your clips.
          on:
            allow: done
            deny: done
        done:
          kind: end
          title: Recording
        """)
    }

    /// A hiking app, for location: home's "Record my hike" leads to the screens given; the stock
    /// location alert `location` (Allow Once goes to `once`, Allow While Using App to
    /// `whileUsing`), the Always upgrade alert `always` and the end screen `done` follow when
    /// they are gone to.
    static func trails(once: String = "done", whileUsing: String = "done") -> ExampleFlow {
        ExampleFlow(app: "Trails", home: "Trails", action: "Record my hike", stock: """
        location:
          kind: alert
          resource: location
          purpose: Trails shows where you are on the trail map.
          on:
            allow-once: \(once)
            allow-while-using: \(whileUsing)
            deny: done
        always:
          kind: alert
          resource: location-always
          purpose: Trails records your route while the app is closed so your hike map is complete.
          on:
            keep-while-using: done
            allow-always: done
        done:
          kind: end
          title: Recording
        """)
    }

    /// A news app, for tracking: home's "Personalize ads" leads to the screens given; the stock
    /// tracking alert `att` (Allow goes to `allow`, Ask App Not to Track to `declined`) and the
    /// end screen `done` follow when they are gone to.
    static func news(allow: String = "done", declined: String = "done") -> ExampleFlow {
        ExampleFlow(app: "News", home: "News", action: "Personalize ads", stock: """
        att:
          kind: alert
          resource: tracking
          purpose: News uses your activity in other apps to show ads that match your interests.
          on:
            allow: \(allow)
            ask-not-to-track: \(declined)
        done:
          kind: end
          title: Done
        """)
    }

    /// A receipt keeper's reminders, for notifications: home's "Get reminders" leads to the screens
    /// given; the stock notifications alert `notify` (which shows the system's message, no
    /// purpose string) and the end screen `done` follow when they are gone to.
    static let reminders = reminders(app: "Receipts", action: "Get reminders", end: "Reminders set")

    /// The reminders in Korean (`locale: ko`).
    static let remindersKo = reminders(app: "영수증", locale: "ko", action: "알림 받기", end: "설정했습니다")

    /// The reminders in `app`'s words: home titled with its name, `action`, and `end` titling `done`.
    private static func reminders(app: String, locale: String? = nil, action: String, end: String) -> ExampleFlow {
        ExampleFlow(app: app, locale: locale, home: app, action: action, stock: """
        notify:
          kind: alert
          resource: notifications
          on:
            allow: done
            deny: done
        done:
          kind: end
          title: \(end)
        """)
    }

    /// A sleep recorder, for purpose strings: home's "Record tonight" leads to the screens given
    /// (usually the microphone alert `mic`, which goes to `done`).
    static let sleepy = sleepy(action: "Record tonight", purpose: "Sleepy records during the night to detect snoring sounds.",
                               end: "Good night")

    /// The sleep recorder in Korean (`locale: ko`); the app keeps its name.
    static let sleepyKo = sleepy(locale: "ko", action: "오늘 밤 녹음하기", purpose: "이 앱은 코골이를 탐지하기 위해 밤 동안 녹음합니다.",
                                 end: "안녕히 주무세요")

    /// The sleep recorder in a language: home's `action`, the microphone alert's `purpose`, and
    /// `end` titling `done`.
    private static func sleepy(locale: String? = nil, action: String, purpose: String, end: String) -> ExampleFlow {
        ExampleFlow(app: "Sleepy", locale: locale, home: "Sleepy", action: action, stock: """
        mic:
          kind: alert
          resource: microphone
          purpose: \(purpose)
          on:
            allow: done
            deny: done
        done:
          kind: end
          title: \(end)
        """)
    }

    /// The receipt scanner's store finder, for location: home's "Stores near me" leads to the
    /// screens given (usually a location button: `locationButton(label:attributes:)` writes the
    /// stock `near-me`), and `stores` ends the flow.
    static let stores = ExampleFlow(app: "Receipts", home: "Find a store", action: "Stores near me", stock: """
        near-me:
          kind: location-button
          label: Current Location
          purpose: Receipts uses your location once to find stores near you.
          on:
            allow-once: stores
            deny: home
        stores:
          kind: end
          title: Stores near you
        """)

    /// The store finder in Korean (`locale: ko`), as the receipt scanner's pre-alert rules write
    /// it: home's "매장 찾기" leads to the screens given (a pre-alert and the location alert or
    /// button), and `done` ends the flow.
    static let storesKo = ExampleFlow(app: "영수증", locale: "ko", home: "영수증", action: "매장 찾기", stock: """
        done:
          kind: end
          title: 매장을 찾았습니다
        """)

    /// A bare flow for the structure rules: home's "Done" leads to the screens given, and `done` ends it.
    static let demo = ExampleFlow(app: "Demo", home: "Home", action: "Done", stock: """
        done:
          kind: end
          title: Done
        """)

    /// The bare flow with a scanner's home: "Receipts", whose "Scan a receipt" leads to the screens given.
    static let demoScanner = demo.with(home: "Receipts", action: "Scan a receipt")

    /// A check of the camera, written from column 0 as a given screen: `id`, and under `on:` the
    /// `routes` (`state: screen`).
    static func cameraCheck(_ id: String, _ routes: String...) -> String {
        (["\(id):", "  kind: check", "  resource: camera", "  on:"] + routes.map { "    " + $0 }).joined(separator: "\n")
    }

    /// The bare flow that asks for the camera: home leads to the screens given, or else to the
    /// stock camera alert `camera`, whose outcomes both go to `done`.
    static let demoCamera = ExampleFlow(app: "Demo", home: "Home", action: "Done", stock: """
        camera:
          kind: alert
          resource: camera
          purpose: Demo uses the camera to read the totals on receipts you scan.
          on:
            allow: done
            deny: done
        done:
          kind: end
          title: Done
        """)
}
