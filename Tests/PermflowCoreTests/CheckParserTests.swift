import Testing
@testable import PermflowCore

/// `kind: check`: what the parser accepts, and where and how it reports what it refuses.
@Suite struct CheckParserTests {
    /// The screens the check's routes go to, after home (whose action goes to the check).
    static let rest = """
      why:
        kind: end
        title: Why
      off:
        kind: end
        title: Off
      feature:
        kind: end
        title: Feature

    """

    /// `check` (written indented under `screens:`) after home and `rest`; `header` lines
    /// (`ios: 17`) go before `start:`.
    static func flow(_ check: String, header: String? = nil) -> String {
        HomeFlow(header: header, actions: [("Scan", "scan")]).expand(indented: rest + check)
    }

    /// `flow` with the check `scan` of the camera, its `routes` (`state: screen`) under `on:`.
    static func cameraCheck(routes: [String]) -> String {
        flow((["  scan:", "    kind: check", "    resource: camera", "    on:"] + routes.map { "      " + $0 }).joined(separator: "\n") + "\n")
    }

    static func parse(_ text: String) -> ParseResult {
        FlowParser().parse(path: "t.yaml", text: text)
    }

    @Test func aValidCheckParsesWithItsRoutes() throws {
        let result = Self.parse(Self.cameraCheck(routes: ["not-determined: why", "denied: off", "allowed: feature"]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let scan = try #require(result.flow?.screen("scan"))
        #expect(scan.kind.value == .check)
        #expect(scan.resourceID == "camera")
        #expect(scan.outcomes.map(\.key.value) == ["not-determined", "denied", "allowed"])
        #expect(scan.links.map(\.value) == ["why", "off", "feature"])
    }

    /// A state the resource does not have, a near miss, an alert's answer written for its state,
    /// and a state only other iOS versions have: each at its key, saying which states there are.
    @Test func unknownStatesAreReportedAtTheirKey() throws {
        let result = Self.parse(Self.cameraCheck(routes: ["limited: why", "denid: off", "allow: feature", "otherwise: off"]))
        let messages = result.diagnostics.map { "\($0.location.line):\($0.location.column) [\($0.ruleID)] \($0.message)" }
        #expect(messages == [
            "25:7 [parse-unknown-key] camera has no state 'limited'",
            "26:7 [parse-unknown-key] camera has no state 'denid'; did you mean 'denied'?",
            "27:7 [parse-unknown-key] camera has no state 'allow'; 'allow' is an answer to its alert, a check reads the state it stores, 'authorized'",
        ], "\(messages)")
        #expect(result.diagnostics.allSatisfy { $0.hint?.contains("camera's states on iOS 27: not-determined, authorized, denied, restricted") == true })
    }

    @Test func aStateOfANewerIOSIsNamed() throws {
        let result = Self.parse(Self.flow("""
          scan:
            kind: check
            resource: contacts
            on: {limited: why, otherwise: off}

        """, header: "ios: 17"))
        let found = try #require(result.diagnostics.first)
        #expect(found.message == "contacts has no state 'limited' on iOS 17 (iOS 18 and later have it)")
        #expect(found.location == SourceLocation(line: 25, column: 10))
        #expect(found.ruleID == ParseRuleID.unknownKey)
    }

    @Test func aMissingResourceOrOnIsReported() throws {
        let result = Self.parse(Self.flow("""
          scan:
            kind: check
            on: {denied: off, otherwise: feature}
          scan2:
            kind: check
            resource: camera

        """))
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains("check screen 'scan' is missing `resource`"))
        #expect(messages.contains("check screen 'scan2' is missing `on`"))
        #expect(result.diagnostics.allSatisfy { $0.ruleID == ParseRuleID.missingKey })
    }

    @Test func aCheckDrawsNothing() throws {
        let result = Self.parse(Self.flow("""
          scan:
            kind: check
            resource: camera
            title: Checking
            on: {denied: off, otherwise: feature}

        """))
        let found = try #require(result.diagnostics.first)
        #expect(found.ruleID == ParseRuleID.keyNotAllowed)
        #expect(found.message.hasPrefix("a check draws nothing, so it has no `title`"))
        #expect(found.location == SourceLocation(line: 24, column: 5))
    }

    /// A target that is no screen is flow-unknown-target's, as for any link.
    @Test func aBadTargetIsReportedByTheLinter() throws {
        let report = Linter().lint(path: "t.yaml", text: Self.flow("""
          scan:
            kind: check
            resource: camera
            on: {denied: of, otherwise: feature}

        """))
        let found = try #require(report.diagnostics.first { $0.ruleID == "flow-unknown-target" })
        #expect(found.location == SourceLocation(line: 24, column: 18))
        #expect(found.message.contains("'of'"))
    }
}
