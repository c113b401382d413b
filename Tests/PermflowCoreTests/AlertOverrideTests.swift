import Foundation
import Testing
@testable import PermflowCore

/// `alert:` on an alert screen (issue 14): what the parser takes and refuses (at file:line:column),
/// what the walker draws and notes, and what lint says of each string against the table.
@Suite struct AlertOverrideTests {
    /// A camera flow whose alert screen carries `alert` (written from column 4, under the screen);
    /// its outcomes go to `ExampleFlow.doneScreen`.
    static func flow(_ alert: String, resource: String = "camera", on: String = "allow: done\n      deny: done",
                     header: String = "locale: en\nios: 26") -> String {
        ExampleFlow(name: "Scan", app: "Receipts", header: header, home: "Receipts", action: "Scan a receipt",
                    stock: ExampleFlow.doneScreen).expand(indented: """
          ask:
            kind: alert
            resource: \(resource)
            purpose: Receipts uses the camera to read the totals on receipts you scan.
        \(alert)
            on:
              \(on)
        """)
    }

    static func parse(_ text: String) -> ParseResult {
        FlowParser().parse(path: "t.yaml", text: text)
    }

    static func errors(_ text: String) -> [String] {
        parse(text).diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message) [\($0.ruleID)]" }
    }

    // MARK: Parsing

    @Test func aSingleOverrideIsForTheFlowsLocale() throws {
        let result = Self.parse(Self.flow("""
            alert:
              title: "\u{201C}%@\u{201D} Would Like to Use Your Camera"
              buttons: {deny: Don't Allow}
              source: our iPhone 16, iOS 26.1
        """))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let screen = try #require(result.flow?.screen("ask"))
        let override = try #require(screen.alertOverride(for: "en"))
        #expect(override.locale.value == "en")
        #expect(override.title?.value == "\u{201C}%@\u{201D} Would Like to Use Your Camera")
        #expect(override.title?.location == SourceLocation(line: 19, column: 14))
        #expect(override.buttons.map { "\($0.key.value)=\($0.label.value)" } == ["deny=Don't Allow"])
        #expect(override.source?.value == "our iPhone 16, iOS 26.1")
        #expect(screen.alertOverride(for: "ko") == nil)
        #expect(screen.alertOverride(for: "en-GB")?.locale.value == "en")
    }

    @Test func overridesPerLocaleAreForTheDeclaredLocales() throws {
        let result = Self.parse(Self.flow("""
            alert:
              en: {buttons: {allow: Allow Access}}
              ko: {title: "\u{2018}$(PRODUCT_NAME)\u{2019}이(가) 카메라를 사용하려고 합니다"}
        """, header: "locale: en\nlocales: [ko]\nios: 26"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let screen = try #require(result.flow?.screen("ask"))
        #expect(screen.alertOverrides.map(\.locale.value) == ["en", "ko"])
        #expect(screen.alertOverride(for: "ko")?.titleTemplate == "\u{2018}%@\u{2019}이(가) 카메라를 사용하려고 합니다")
    }

    /// Error text is API: each refusal at its place, with its message.
    @Test func whatTheParserRefuses() {
        let long = String(repeating: "x", count: AlertOverride.maxTitle + 1)
        let label = String(repeating: "y", count: AlertOverride.maxLabel + 1)
        let cases: [(String, String, String)] = [
            ("    alert: Allow\n", "locale: en\nios: 26",
             "18:12: `alert` must be a mapping with `title`, `buttons` or `source`, or locale \u{2192} such a mapping, not text [parse-type]"),
            ("    alert:\n      titel: x\n", "locale: en\nios: 26",
             "19:7: unknown key 'titel' in `alert`; did you mean 'title'? [parse-unknown-key]"),
            ("    alert:\n      ja: {title: x}\n", "locale: en\nlocales: [ko]\nios: 26",
             "20:7: `alert` corrects locale 'ja', which the flow does not declare [parse-invalid-value]"),
            ("    alert:\n      buttons: {alow: Allow}\n", "locale: en\nios: 26",
             "19:17: 'alow' is not a button of the camera alert on iOS 26; did you mean 'allow'? [parse-unknown-key]"),
            ("    alert:\n      title: \(long)\n", "locale: en\nios: 26",
             "19:14: `alert.title` is longer than 200 characters; a system alert's title is far shorter [parse-invalid-value]"),
            ("    alert:\n      buttons: {allow: \(label)}\n", "locale: en\nios: 26",
             "19:24: `alert.buttons.allow` is longer than 60 characters; a system alert's button label is far shorter [parse-invalid-value]"),
            ("    alert:\n      source: a capture\n", "locale: en\nios: 26",
             "18:5: the alert override for 'en' changes nothing: it needs `title` or `buttons` [parse-missing-key]"),
            ("    alert:\n      buttons: [Allow]\n", "locale: en\nios: 26",
             "19:16: `alert.buttons` must map outcome keys to labels, e.g. `{allow: Allow, deny: Don\u{2019}t Allow}`, not a list [parse-type]"),
        ]
        for (alert, header, expected) in cases {
            let found = Self.errors(Self.flow(alert, header: header))
            #expect(found == [expected], "\(alert)")
        }
    }

    @Test func theStageButtonIsContinueAndSecondStageButtonsGoByTheirOutcomes() throws {
        let text = Self.flow("""
            alert:
              buttons: {continue: Next, limit: Choose Contacts}
        """, resource: "contacts", on: "allow-full: done\n      limit: done\n      deny: done", header: "locale: en\nios: 18")
        #expect(Self.errors(text).isEmpty, "\(Self.errors(text))")
        let walker = Walker(flow: try #require(Self.parse(text).flow))
        var state = walker.update(walker.start(), .choose(0, .script)).0
        #expect(state.alert?.buttons.map(\.label) == ["Don\u{2019}t Allow", "Next"])
        state = walker.update(state, .choose(1, .script)).0
        #expect(walker.choices(state).map(\.label) == ["Choose Contacts", "Share All 6 Contacts"])
        #expect(state.alert?.buttons.first?.evidence.status == .overridden)
        #expect(state.alert?.buttons.last?.evidence.status == .verified)
    }

    // MARK: The walk

    @Test func theWalkDrawsTheOverrideAndSaysWhichStringsCameFromTheFlow() throws {
        let walker = Walker(flow: try #require(Self.parse(Self.flow("""
            alert:
              title: "\u{201C}$(PRODUCT_NAME)\u{201D} Would Like to Use Your Camera"
              buttons: {deny: Don't Allow}
              source: our iPhone 16, iOS 26.1
        """)).flow))
        let state = walker.update(walker.start(), .choose(0, .script)).0
        let alert = try #require(state.alert)
        #expect(walker.alertTitle(state) == "\u{201C}Receipts\u{201D} Would Like to Use Your Camera")
        #expect(alert.buttons.map(\.label) == ["Don't Allow", "Allow"])
        #expect(alert.text.titleEvidence == Evidence(status: .overridden, source: "our iPhone 16, iOS 26.1"))
        #expect(alert.buttons.map(\.evidence.status) == [.overridden, .verified])
        // The rest is verified: the flow's strings are named, and nothing is called unverified.
        #expect(state.note == "overridden by the flow: camera alert title, deny (en; our iPhone 16, iOS 26.1)", "\(state.note ?? "")")
        let frame = Renderer.render(state, walker: walker, options: RenderOptions(width: 80, height: 24))
        #expect(frame.plainText.contains("Your Camera"), "\(frame.plainText)")
        #expect(frame.plainText.contains("Don't Allow"))
    }

    @Test func theRestOfAnAlertIsStillCalledUnverifiedWhereItIs() throws {
        // Korean tracking on 26: the buttons are verified, the title weak.
        let text = Self.flow("""
            alert:
              buttons: {ask-not-to-track: 추적 금지 요청}
        """, resource: "tracking", on: "allow: done\n      ask-not-to-track: done", header: "locale: ko\nios: 26")
        let walker = Walker(flow: try #require(Self.parse(text).flow))
        let state = walker.update(walker.start(), .choose(0, .script)).0
        #expect(state.alert?.buttons.first?.label == "추적 금지 요청")
        let note = try #require(state.note)
        #expect(note.contains("overridden by the flow: tracking alert ask-not-to-track (ko)"), "\(note)")
        #expect(note.contains("wording unverified for iOS 26: tracking alert (ko, weak)"), "\(note)")
    }

    /// A request for Always while location is not determined shows location's own alert: the
    /// screen's override is for its upgrade alert, drawn once that comes.
    @Test func anUpgradeScreensOverrideIsForTheUpgradeAlertOnly() throws {
        let text = Self.flow("""
            alert:
              buttons: {allow-always: Always Allow}
        """, resource: "location-always", on: "keep-while-using: ask\n      allow-always: done")
        let walker = Walker(flow: try #require(Self.parse(text).flow))
        let first = walker.update(walker.start(), .choose(0, .script)).0
        #expect(first.alert?.resource == "location")
        #expect(first.alert?.buttons.map(\.label) == ["Allow Once", "Allow While Using App", "Don\u{2019}t Allow"])
        let upgrade = walker.update(first, .choose(1, .script)).0
        #expect(upgrade.alert?.resource == "location-always")
        #expect(upgrade.alert?.buttons.map(\.label) == ["Keep Only While Using", "Always Allow"])
    }

    // MARK: Lint

    @Test func lintNotesEachChangedStringAndWarnsAtEachRepeatedOne() {
        let report = Linter().lint(path: "t.yaml", text: Self.flow("""
            alert:
              title: "\u{201C}%@\u{201D} would like to access the Camera."
              buttons: {deny: Don't Allow, allow: Allow}
        """))
        let found = report.diagnostics.filter { $0.ruleID.hasPrefix("alert-override") }
            .map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
        #expect(found == [
            "19:14: warning: the camera alert's title (en, iOS 26) repeats permflow's table word for word (verified); the override changes nothing",
            "20:23: hint: the camera alert's deny button (en, iOS 26) differs from permflow's table (verified): \u{201C}Don\u{2019}t Allow\u{201D}",
            "20:43: warning: the camera alert's allow button (en, iOS 26) repeats permflow's table word for word (verified); the override changes nothing",
        ], "\(found)")
        // A title written with the app's name itself compares the same as one with %@.
        let named = Linter().lint(path: "t.yaml", text: Self.flow("""
            alert:
              title: "\u{201C}Receipts\u{201D} Would Like to Scan"
        """))
        #expect(named.diagnostics.filter { $0.ruleID == "alert-override-differs" }.map(\.message)
            == ["the camera alert's title (en, iOS 26) differs from permflow's table (verified): \u{201C}Receipts\u{201D} would like to access the Camera."])
    }

    @Test func overrideTextIsCheckedForUnsafeCharacters() {
        let report = Linter().lint(path: "t.yaml", text: Self.flow("""
            alert:
              title: "\\e[31mAllow\\e[0m"
              source: "our \\u202Ecapture"
        """))
        let unsafe = report.diagnostics.filter { $0.ruleID == "flow-unsafe-text" }.map(\.message)
        #expect(unsafe.contains { $0.hasPrefix("alert title of 'ask' contains") }, "\(unsafe)")
        #expect(unsafe.contains { $0.hasPrefix("alert source of 'ask' contains") }, "\(unsafe)")
    }

    // MARK: Locale packs

    @Test func aPackTextThatRepeatsTheTableIsListed() throws {
        let pack = try LocalePack.decode(Data("""
            {"locale": "ko", "alerts": {"camera": [
              {"title": "\u{2018}%@\u{2019}이(가) 카메라에 접근하려고 합니다", "ios": {"from": 26},
               "buttons": [{"label": "허용 안 함", "outcome": "deny"}, {"label": "허용", "outcome": "allow"}],
               "status": "verified", "source": "our capture"}]}}
            """.utf8), path: "ko.json")
        #expect(SystemAlertCatalog.standard.overrideRepeats(pack.alerts ?? [:])
            == ["camera (ko, iOS 26\u{2013}27) repeats the table (verified) word for word; it changes nothing"])
        #expect(SystemAlertCatalog.standard.overrideDifferences(pack.alerts ?? [:]).isEmpty)
    }

    @Test func aPackCannotClaimAFlowsOverride() {
        #expect(throws: LocalePack.LoadError.self) {
            try LocalePack.decode(Data("""
                {"locale": "de", "alerts": {"camera": [{"title": "x", "status": "overridden",
                  "buttons": [{"label": "Nein", "outcome": "deny"}, {"label": "Ja", "outcome": "allow"}]}]}}
                """.utf8), path: "de.json")
        }
    }
}
