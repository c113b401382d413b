import Foundation
import Testing
@testable import PermflowCore

/// Every class of parse problem, pinned to its rule id, position and message.
@Suite struct ParserTests {
    /// A flow text and the one problem it must give: `expected` (FamilyTestSupport.swift) with a
    /// part of its message.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var yaml: String
        var expected: Expected
        var testDescription: String { name }

        init(name: String, yaml: String, rule: String, line: Int, column: Int, message: String) {
            self.name = name
            self.yaml = yaml
            expected = Expected(rule, line, column, message)
        }
    }

    static let header = "permflow: 1\nname: T\napp: Demo\nstart: home\nscreens:\n"
    static let home = "  home:\n    kind: app\n    title: Home\n    actions:\n      - label: Go\n        go: done\n  done:\n    kind: end\n    title: Done\n"

    static let cases: [Case] = [
        Case(name: "yaml syntax", yaml: "permflow: 1\nname: [unclosed\napp: Demo\n", rule: ParseRuleID.yamlSyntax,
             line: 3, column: 4, message: "YAML syntax"),
        Case(name: "tab indentation", yaml: header + "  home:\n\tkind: app\n", rule: ParseRuleID.yamlSyntax,
             line: 7, column: 1, message: "YAML syntax"),
        Case(name: "wrong type for title", yaml: header + "  home:\n    kind: end\n    title: [a, b]\n", rule: ParseRuleID.type,
             line: 8, column: 12, message: "`title` must be one string, not a list"),
        Case(name: "missing top-level key", yaml: "permflow: 1\nname: T\nstart: home\nscreens:\n" + home, rule: ParseRuleID.missingKey,
             line: 1, column: 1, message: "missing required key `app` at the top level"),
        Case(name: "missing screen key", yaml: header + home + "  why:\n    kind: pre-alert\n    title: T\n    button: Continue\n    next: done\n",
             rule: ParseRuleID.missingKey, line: 15, column: 3, message: "pre-alert screen 'why' is missing `resource`"),
        Case(name: "unknown top-level key", yaml: "permflow: 1\nname: T\napp: Demo\nstrat: home\nstart: home\nscreens:\n" + home,
             rule: ParseRuleID.unknownKey, line: 4, column: 1, message: "unknown key 'strat' at the top level; did you mean 'start'?"),
        Case(name: "unknown screen key", yaml: header + "  home:\n    kind: end\n    titel: Home\n", rule: ParseRuleID.unknownKey,
             line: 8, column: 5, message: "unknown key 'titel' in screen 'home'; did you mean 'title'?"),
        Case(name: "unknown resource", yaml: header + home + "  cam:\n    kind: alert\n    resource: camra\n    purpose: X uses it.\n    on: {allow: done, deny: done}\n",
             rule: "flow-unknown-resource", line: 17, column: 15, message: "unknown resource 'camra'; did you mean 'camera'?"),
        Case(name: "unknown kind", yaml: header + "  home:\n    kind: prealert\n    title: Home\n", rule: ParseRuleID.invalidValue,
             line: 7, column: 11, message: "unknown screen kind 'prealert'; did you mean 'pre-alert'?"),
        Case(name: "duplicate screen id", yaml: header + home + "  home:\n    kind: end\n    title: Again\n", rule: "flow-duplicate-id",
             line: 15, column: 3, message: "duplicate screen id 'home' (first defined at t.yaml:6:3)"),
        Case(name: "duplicate key in a screen", yaml: header + "  home:\n    kind: end\n    title: A\n    title: B\n", rule: "flow-duplicate-id",
             line: 9, column: 5, message: "duplicate key 'title' (first at t.yaml:8:5)"),
        Case(name: "unsupported version", yaml: "permflow: 2\nname: T\napp: Demo\nstart: home\nscreens: {}\n", rule: ParseRuleID.version,
             line: 1, column: 11, message: "unsupported flow format version 2; this permflow reads version 1"),
        Case(name: "not a flow (list)", yaml: "- a\n- b\n", rule: ParseRuleID.notAFlow, line: 1, column: 1, message: "not a flow: the top level is a list"),
        Case(name: "not a flow (other YAML)", yaml: "version: 2\nservices: {}\n", rule: ParseRuleID.notAFlow, line: 1, column: 1,
             message: "not a flow: no `permflow:` version"),
        Case(name: "empty file", yaml: "", rule: ParseRuleID.notAFlow, line: 1, column: 1, message: "the file is empty"),
        Case(name: "key not allowed on alert", yaml: header + home + "  cam:\n    kind: alert\n    resource: camera\n    title: Hi\n    purpose: X uses it.\n    on: {allow: done, deny: done}\n",
             rule: ParseRuleID.keyNotAllowed, line: 18, column: 5, message: "a system alert has no `title` of its own"),
        Case(name: "invalid screen id", yaml: header + "  home page:\n    kind: end\n    title: Home\n", rule: ParseRuleID.invalidID,
             line: 6, column: 3, message: "screen id 'home page' may only use letters, digits, - and _"),
        Case(name: "ignore without reason", yaml: header + "  home:\n    kind: end\n    title: Home\n    ignore:\n      purpose-brief:\n", rule: ParseRuleID.ignore,
             line: 10, column: 7, message: "ignoring 'purpose-brief' needs a reason"),
        Case(name: "bad colour", yaml: header + home + "  btn:\n    kind: location-button\n    background: blue\n    on: {allow-once: done, deny: done}\n",
             rule: ParseRuleID.invalidValue, line: 17, column: 17, message: "`background` 'blue' is not a colour"),
        Case(name: "unknown locale", yaml: "permflow: 1\nname: T\napp: Demo\nlocale: kr\nstart: home\nscreens:\n" + home,
             rule: ParseRuleID.invalidValue, line: 4, column: 9, message: "unknown locale 'kr'; did you mean 'ko'?"),
        Case(name: "unknown entry of locales", yaml: "permflow: 1\nname: T\napp: Demo\nlocales: [en, zz]\nstart: home\nscreens:\n" + home,
             rule: ParseRuleID.invalidValue, line: 4, column: 15, message: "unknown locale 'zz'"),
        Case(name: "goto in an action", yaml: header + home.replacingOccurrences(of: "go: done", with: "goto: done"),
             rule: ParseRuleID.unknownKey, line: 11, column: 9, message: "unknown key 'goto' in an action; did you mean 'go'?"),
        Case(name: "tagged text", yaml: header + home.replacingOccurrences(of: "title: Home", with: "title: !!binary aGVsbG8="),
             rule: ParseRuleID.type, line: 8, column: 12, message: "`title` is tagged `!!binary`; a text field takes plain text"),
        Case(name: "number expected", yaml: "permflow: 1\nname: T\napp: Demo\nios: eighteen\nstart: home\nscreens:\n" + home,
             rule: ParseRuleID.type, line: 4, column: 6, message: "`ios` must be a whole number, not 'eighteen'"),
    ]

    /// The parser's problems, with the two rules that report what it records (duplicate keys,
    /// unknown resources) and no other.
    static let parseFactsLinter = Linter(rules: [FlowUnknownResourceRule.self, FlowDuplicateIDRule.self])

    @Test(arguments: cases)
    func reportsProblem(_ c: Case) throws {
        let result = Self.parseFactsLinter.lint(path: "t.yaml", text: c.yaml)
        let expected = c.expected
        let match = result.diagnostics.first { $0.ruleID == expected.rule && $0.message.contains(expected.message) }
        let found = try #require(match, "expected \(expected.rule) «\(expected.message)»; got \(result.diagnostics.map { "\($0.location) \($0.ruleID): \($0.message)" })")
        #expect(found.location == SourceLocation(line: expected.line, column: expected.column),
                "\(c.name): at \(found.location), expected \(expected.line):\(expected.column)")
        #expect(found.severity == .error)
    }

    /// A locale pack makes its locale known; a region counts by its language.
    @Test func localesAreKnownFromPacksAndByLanguage() {
        let flow = { (locale: String) in "permflow: 1\nname: T\napp: Demo\nlocale: \(locale)\nstart: home\nscreens:\n" + Self.home }
        let unknown = { (parser: FlowParser, locale: String) in
            parser.parse(path: "t.yaml", text: flow(locale)).diagnostics.filter { $0.message.hasPrefix("unknown locale") }.count
        }
        #expect(unknown(FlowParser(), "nl") == 1)
        #expect(unknown(FlowParser(), "pt-PT") == 1, "pt-BR is built in, Portugal's Portuguese is not")
        #expect(unknown(FlowParser(), "ko-KR") == 0)
        var vocabularies = VocabularyStore.standard
        var catalog = SystemAlertCatalog.standard
        LocalePack(locale: "nl").apply(to: &vocabularies, catalog: &catalog)
        let linter = Linter(catalog: catalog, vocabularies: vocabularies)
        #expect(unknown(linter.parser, "nl") == 0, "a pack with neither lists nor alerts still declares its locale")
        #expect(unknown(linter.parser, "nl-BE") == 0)
        #expect(unknown(linter.parser, "kr") == 1)
        #expect(Suggestion.nearest(to: "kr", in: FlowParser.standardLocales.sorted(), aliases: FlowKeys.localeAliases) == "ko")
        #expect(Suggestion.nearest(to: "kr", in: ["en"], aliases: FlowKeys.localeAliases) == nil, "an alias is only suggested when it is a candidate")
    }

    /// A list `button` and `actions` on a pre-alert are recorded for prealert-single-button, which
    /// reports them (so `ignore:` applies); the parser reports no rule's id for them itself.
    @Test func extraPreAlertButtonsAreRecordedNotReported() throws {
        let yaml = Self.header + Self.home + "  why:\n    kind: pre-alert\n    resource: camera\n    title: T\n    button: [Continue, Not now]\n    next: done\n"
            + "  why2:\n    kind: pre-alert\n    resource: camera\n    title: T\n    next: done\n    actions:\n      - label: Skip\n        go: done\n"
        let result = FlowParser().parse(path: "t.yaml", text: yaml)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { "\($0.location) [\($0.ruleID)] \($0.message)" })")
        let screens = try #require(result.flow?.screens)
        let list = try #require(screens.first { $0.id.value == "why" })
        #expect(list.extraButtons.map(\.labels) == [["Continue", "Not now"]])
        #expect(list.extraButtons.first?.key.location == SourceLocation(line: 19, column: 5))
        #expect(list.button?.value == "Continue")
        let actions = try #require(screens.first { $0.id.value == "why2" })
        #expect(actions.extraButtons.map(\.labels) == [["Skip"]])
        #expect(actions.extraButtons.first?.key.location == SourceLocation(line: 26, column: 5))
        #expect(actions.button?.value == "Skip", "the first action stands in for the missing `button`")
    }

    @Test func recordsEveryDuplicateNotOnlyTheFirst() {
        let yaml = Self.header + Self.home + "  home:\n    kind: end\n    title: A\n  done:\n    kind: end\n    title: B\n"
        let result = FlowParser().parse(path: "t.yaml", text: yaml)
        #expect(result.diagnostics.isEmpty, "recorded for flow-duplicate-id, not reported by the parser")
        // In the order YAML finds them, which is not always the file's (the linter sorts them).
        let duplicates = result.facts.duplicateKeys.sorted { $0.key.location < $1.key.location }
        #expect(duplicates.map(\.key.location.line) == [15, 18])
        #expect(duplicates.map(\.first.line) == [6, 12])
        #expect(result.facts.duplicateKeys.map(\.place) == [.screens, .screens])
        #expect(result.flow?.screens.map(\.id.value) == ["home", "done"], "the first definition of each id is kept")
    }

    @Test func reportsManyProblemsAtOnce() {
        let yaml = "permflow: 1\nname: T\napp: Demo\nstart: home\nscreens:\n  home:\n    kind: app\n    titel: x\n  cam:\n    kind: alert\n    resource: camra\n    on: {allow: home, deny: home}\n"
        let result = Self.parseFactsLinter.lint(path: "t.yaml", text: yaml)
        let rules = Set(result.diagnostics.map(\.ruleID))
        #expect(rules.isSuperset(of: [ParseRuleID.unknownKey, "flow-unknown-resource"]))
        // The missing `title` follows from `titel` and is folded under it (CascadeFolding).
        let titel = result.diagnostics.first { $0.ruleID == ParseRuleID.unknownKey }
        #expect(titel?.followers.map(\.ruleID) == [ParseRuleID.missingKey])
    }

    @Test func invalidUTF8IsLocated() {
        var bytes = Array("permflow: 1\nname: caf".utf8)
        bytes.append(0xE9) // Latin-1 é
        bytes += Array("\n".utf8)
        let result = FlowParser().parse(path: "t.yaml", data: Data(bytes))
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.ruleID == ParseRuleID.encoding)
        #expect(diagnostic?.location == SourceLocation(line: 2, column: 10))
        #expect(result.isUnusable)
    }

    @Test func byteOrderMarkAndCRLFAreAccepted() {
        let text = (Self.header + Self.home).replacingOccurrences(of: "\n", with: "\r\n")
        let result = FlowParser().parse(path: "t.yaml", data: Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.flow?.screens.count == 2)
        #expect(result.flow?.screen("done")?.title?.location == SourceLocation(line: 14, column: 12))
    }

    @Test func keepsLocationsOfValues() throws {
        let result = FlowParser().parse(path: "t.yaml", text: Self.header + Self.home)
        let flow = try #require(result.flow)
        #expect(flow.start.location == SourceLocation(line: 4, column: 8))
        let home = try #require(flow.screen("home"))
        #expect(home.id.location == SourceLocation(line: 6, column: 3))
        #expect(home.actions.first?.label.location == SourceLocation(line: 10, column: 16))
        #expect(home.actions.first?.target?.location == SourceLocation(line: 11, column: 13))
        #expect(flow.ios.value == FlowParser.newestIOS)
        #expect(flow.locale.value == "en")
    }

    @Test func oversizedInputNamesTheLimit() {
        let parser = FlowParser(limits: ParseLimits(maxBytes: 100))
        let result = parser.parse(path: "big.yaml", data: Data(repeating: 0x61, count: 500))
        #expect(result.diagnostics.first?.ruleID == ParseRuleID.limit)
        #expect(result.diagnostics.first?.message.contains("over the limit of 100 bytes") == true)
        #expect(result.diagnostics.first?.hint?.contains("--max-bytes") == true)
    }
}
