import Testing
@testable import PermflowCore

/// "Did you mean" as people meet it (issue 34): each row a flow with one slip, and the exact
/// message lint gives for it. Error text is API.
struct SuggestionMessageTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        /// Top-level lines after `app:` (locale, ios …).
        var header: String = ""
        /// The screens after `home`, whose action goes to `ask`.
        var screens: String
        var rule: String
        var message: String
        var testDescription: String { name }
    }

    static func flow(_ row: Row) -> String {
        """
        permflow: 1
        name: Slips
        app: Stride
        \(row.header.isEmpty ? "" : row.header + "\n")start: home
        screens:
          home:
            kind: app
            title: Stride
            actions:
              - label: Start
                go: ask
        \(row.screens.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n"))
          done:
            kind: end
            title: Done

        """
    }

    static func alert(_ resource: String, _ on: String) -> String {
        """
        ask:
          kind: alert
          resource: \(resource)
          purpose: Stride uses it to record the runs you start.
          on:
        \(on.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        """
    }

    static let rows: [Row] = [
        Row(name: "locale nl: another language's code is no typo of en", header: "locale: nl",
            screens: "ask:\n  kind: end\n  title: Klaar", rule: ParseRuleID.invalidValue,
            message: "unknown locale 'nl'"),
        Row(name: "locale korean: a language's name means its code", header: "locale: korean",
            screens: "ask:\n  kind: end\n  title: 완료", rule: ParseRuleID.invalidValue,
            message: "'korean' is not a language code such as en, ko or de; did you mean 'ko'?"),
        Row(name: "locale kr: a country code", header: "locale: kr",
            screens: "ask:\n  kind: end\n  title: 완료", rule: ParseRuleID.invalidValue,
            message: "unknown locale 'kr'; did you mean 'ko'?"),
        Row(name: "resource photo-library: the framework's name", screens: alert("photo-library", "allow: done\ndeny: done"),
            rule: "flow-unknown-resource", message: "unknown resource 'photo-library'; did you mean 'photos'?"),
        Row(name: "resource NSCameraUsageDescription: the Info.plist key", screens: alert("NSCameraUsageDescription", "allow: done\ndeny: done"),
            rule: "flow-unknown-resource", message: "unknown resource 'NSCameraUsageDescription'; did you mean 'camera'?"),
        Row(name: "resource INFOPLIST_KEY_NSMotionUsageDescription: Xcode's build setting",
            screens: alert("INFOPLIST_KEY_NSMotionUsageDescription", "allow: done\ndeny: done"),
            rule: "flow-unknown-resource", message: "unknown resource 'INFOPLIST_KEY_NSMotionUsageDescription'; did you mean 'motion'?"),
        Row(name: "resource mic: an alias", screens: alert("mic", "allow: done\ndeny: done"),
            rule: "flow-unknown-resource", message: "unknown resource 'mic'; did you mean 'microphone'?"),
        Row(name: "location allow: the alert offers kinds of Allow", screens: alert("location", "allow: done\nallow-once: done\ndeny: done"),
            rule: "flow-unhandled-outcome", message: "the location alert has no 'allow' outcome; did you mean 'allow-while-using'?"),
        Row(name: "photos allow: full access", screens: alert("photos", "allow: done\nlimit: done\ndeny: done"),
            rule: "flow-unhandled-outcome", message: "the photos alert has no 'allow' outcome; did you mean 'allow-full'?"),
        Row(name: "cancel: Don't Allow", screens: alert("camera", "allow: done\ncancel: done"),
            rule: "flow-unhandled-outcome", message: "the camera alert has no 'cancel' outcome; did you mean 'deny'?"),
        Row(name: "tracking deny: its Don't Allow is Ask App Not to Track", screens: alert("tracking", "allow: done\ndeny: done"),
            rule: "flow-unhandled-outcome", message: "the tracking alert has no 'deny' outcome; did you mean 'ask-not-to-track'?"),
        Row(name: "alow: still a typo", screens: alert("camera", "alow: done\ndeny: done"),
            rule: "flow-unhandled-outcome", message: "the camera alert has no 'alow' outcome; did you mean 'allow'?"),
        Row(name: "ko-KR with English copy", header: "locale: ko-KR",
            screens: "ask:\n  kind: app\n  title: Your runs this week\n  body: Every run you record appears here.\n  actions:\n    - label: Start a run\n      go: done",
            rule: "copy-language",
            message: "the copy is not in the flow's language: its locale 'ko-KR' is Korean, but 3 of 6 texts have no Hangul "
                + "(\"Your runs this week\", \"Every run you record appears here.\" …)"),
    ]

    @Test(arguments: rows)
    func message(_ row: Row) {
        let report = Linter().lint(path: "slip.yaml", text: Self.flow(row))
        let found = report.active.filter { $0.ruleID == row.rule }.map(\.message)
        #expect(found == [row.message], "\(report.active.map { "\($0.location) [\($0.ruleID)] \($0.message)" })")
    }

    /// The slip is the one finding: what follows from it (a missing `deny`) is folded under it.
    @Test func aSlipIsTheOneFinding() {
        let row = Self.rows.first { $0.name.hasPrefix("cancel") }
        let report = Linter().lint(path: "slip.yaml", text: row.map(Self.flow) ?? "")
        #expect(report.active.count == 1)
        #expect(report.active.first?.followers.map(\.ruleID) == ["flow-unhandled-outcome"])
    }
}
