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
/// screens:
///   home:                 # when the flow has a home and the given screens define none
///     kind: app
///     title: <homeTitle>
///     actions:
///       - label: <action>
///         go: <the first given screen>
///   <the given screens, written from column 0>
///   <each stock screen that a screen above goes to and none defines, in stock order>
/// ```
///
/// A screen goes to the ids its `go:` and `next:` name and those its outcomes under `on:` name.
/// Stock screens are added until none is missing, so a stock alert brings the stock end screen
/// it leads to.
public struct ExampleFlow: Sendable {
    /// The flow's `name`; by default home's action, or the app's name for a flow without a home.
    public var name: String { givenName ?? (homeTitle == nil ? app : action) }
    public var app: String
    public var locale: String?
    /// Header lines written after `app` and `locale`, such as `ios: 17`.
    public var header: String?
    /// The title of the `home` screen; nil for a flow that starts at the first given screen.
    public var homeTitle: String?
    /// The label of home's one action.
    public var action: String
    /// Screens (written from column 0) added when a screen goes to them and none defines them.
    public var stock: String
    var givenName: String?

    public init(name: String? = nil, app: String, locale: String? = nil, header: String? = nil,
                home homeTitle: String? = nil, action: String = "Continue", stock: String = "") {
        self.givenName = name
        self.app = app
        self.locale = locale
        self.header = header
        self.homeTitle = homeTitle
        self.action = action
        self.stock = stock
    }

    /// The same flow in another locale, with more header lines, or with another home title or action.
    public func with(locale: String? = nil, header: String? = nil, home homeTitle: String? = nil, action: String? = nil) -> ExampleFlow {
        var copy = self
        if let locale { copy.locale = locale }
        if let header { copy.header = [self.header, header].compactMap { $0 }.joined(separator: "\n") }
        if let homeTitle { copy.homeTitle = homeTitle }
        if let action { copy.action = action }
        return copy
    }

    /// The same flow without its home screen: it starts at the first given screen.
    public var withoutHome: ExampleFlow {
        var copy = self
        copy.homeTitle = nil
        return copy
    }

    /// The complete flow file around `screens`.
    public func expand(_ screens: String) -> String {
        let given = Self.blocks(screens)
        var shown = given
        let defined = Set(given.map(\.id))
        if let homeTitle, !defined.contains("home") {
            let first = given.first?.id ?? "home"
            shown.insert(Block(id: "home", lines: [
                "home:", "  kind: app", "  title: \(homeTitle)", "  actions:", "    - label: \(action)", "      go: \(first)",
            ]), at: 0)
        }
        var missing = Self.blocks(stock).filter { !defined.contains($0.id) }
        while let index = missing.firstIndex(where: { Self.targets(of: shown).contains($0.id) }) {
            shown.append(missing.remove(at: index))
        }
        var lines = ["permflow: 1", "name: \(name)", "app: \(app)"]
        if let locale { lines.append("locale: \(locale)") }
        if let header { lines.append(header) }
        lines.append("start: \(shown.first?.id ?? "home")")
        lines.append("screens:")
        for block in shown {
            lines += block.lines.map { $0.isEmpty ? $0 : "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// The complete flow whose first stock screen with a purpose string (the base's alert) says
    /// `purpose` instead, written as YAML; nil when no stock screen has one.
    public func expand(purpose: String) -> String? {
        guard let alert = Self.blocks(stock).first(where: { $0.lines.contains { $0.hasPrefix("  purpose: ") } }) else { return nil }
        let lines = alert.lines.map { $0.hasPrefix("  purpose: ") ? "  purpose: " + purpose : $0 }
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
    public func preAlert(title: String, body: String? = nil, button: String, more: String? = nil) -> String? {
        guard let alert = Self.blocks(stock).first(where: { $0.lines.contains("  kind: alert") }),
              let resource = alert.lines.first(where: { $0.hasPrefix("  resource: ") })?.dropFirst("  resource: ".count)
        else { return nil }
        var lines = ["why-\(alert.id):", "  kind: pre-alert", "  resource: \(resource)", "  title: \(title)"]
        if let body { lines.append("  body: \(body)") }
        lines += ["  button: \(button)", "  next: \(alert.id)"]
        if let more { lines += more.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" } }
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
    public static func app(_ name: String, locale: String? = nil, action: String = "Continue", end: String = "Done") -> ExampleFlow {
        ExampleFlow(app: name, locale: locale, home: name, action: action, stock: "done:\n  kind: end\n  title: \(end)")
    }

    /// An English receipt scanner: home's "Scan a receipt" leads to the screens given; the stock
    /// camera alert and the `done` end screen follow when they are gone to.
    public static let receipts = ExampleFlow(app: "Receipts", home: "Receipts", action: "Scan a receipt", stock: """
        camera:
          kind: alert
          resource: camera
          purpose: Receipts uses the camera to read the totals on receipts you scan.
          on:
            allow: done
            deny: done
        done:
          kind: end
          title: Receipt saved
        """)

    /// The receipt scanner in Korean (`locale: ko`).
    public static let receiptsKo = ExampleFlow(app: "영수증", locale: "ko", home: "영수증", action: "영수증 스캔", stock: """
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

    /// A sleep recorder, for purpose strings: home's "Record tonight" leads to the screens given
    /// (usually the microphone alert `mic`, which goes to `done`).
    public static let sleepy = ExampleFlow(app: "Sleepy", home: "Sleepy", action: "Record tonight", stock: """
        mic:
          kind: alert
          resource: microphone
          purpose: Sleepy records during the night to detect snoring sounds.
          on:
            allow: done
            deny: done
        done:
          kind: end
          title: Good night
        """)

    /// The sleep recorder in Korean (`locale: ko`); the app keeps its name.
    public static let sleepyKo = ExampleFlow(app: "Sleepy", locale: "ko", home: "Sleepy", action: "오늘 밤 녹음하기", stock: """
        mic:
          kind: alert
          resource: microphone
          purpose: 이 앱은 코골이를 탐지하기 위해 밤 동안 녹음합니다.
          on:
            allow: done
            deny: done
        done:
          kind: end
          title: 안녕히 주무세요
        """)

    /// The receipt scanner's store finder, for location: home's "Stores near me" leads to the
    /// screens given (usually a location button `near-me`), and `stores` ends the flow.
    public static let stores = ExampleFlow(app: "Receipts", home: "Find a store", action: "Stores near me", stock: """
        stores:
          kind: end
          title: Stores near you
        """)

    /// A bare flow for the structure rules: home's "Done" leads to the screens given, and `done` ends it.
    public static let demo = ExampleFlow(app: "Demo", home: "Home", action: "Done", stock: """
        done:
          kind: end
          title: Done
        """)
}
