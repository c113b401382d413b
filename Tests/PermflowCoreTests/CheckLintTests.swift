import Testing
@testable import PermflowCore

/// What the linter says about checks: states left unmapped (after the fallbacks), circles of
/// checks, and the rules that follow a check's routes.
@Suite struct CheckLintTests {
    /// The active diagnostics of `check` in CheckParserTests' flow (`header`: its `ios: 16` …).
    static func lint(_ check: String, header: String? = nil) -> [Diagnostic] {
        Linter().lint(path: "t.yaml", text: CheckParserTests.flow(check, header: header)).active
    }

    @Test func unmappedStatesAreReportedAtOnAfterTheFallbacks() throws {
        let found = Self.lint("""
          scan:
            kind: check
            resource: location
            on:
              not-determined: why
              while-using: feature

        """)
        let diagnostic = try #require(found.first { $0.ruleID == "flow-unhandled-outcome" })
        #expect(diagnostic.message == "check 'scan' does not say where location states 'allowed-once', 'denied', 'always', 'restricted' lead")
        #expect(diagnostic.location == SourceLocation(line: 24, column: 5))
        #expect(diagnostic.hint == "add `allowed-once: <screen>`, `denied: <screen>`, `always: <screen>`, `restricted: <screen>` under `on:`, "
                + "or `otherwise: <screen>` for every state left")
        // `denied` takes restricted too, `allowed` every grant: nothing is left.
        #expect(Self.lint("""
          scan:
            kind: check
            resource: location
            on: {not-determined: why, denied: off, allowed: feature}

        """).isEmpty)
        // Calendar's write-only exists from iOS 17: on 16 a check need not map it.
        let calendar = "  scan:\n    kind: check\n    resource: calendar\n    on: {not-determined: why, denied: off, authorized: feature}\n"
        #expect(Self.lint(calendar, header: "ios: 16").isEmpty)
        #expect(Self.lint(calendar).first?.message == "check 'scan' does not say where calendar state 'write-only' leads")
    }

    @Test func aCircleOfChecksIsAnErrorAtTheRouteThatClosesIt() throws {
        let circle = """
          scan:
            kind: check
            resource: camera
            on: {not-determined: why, denied: gate, allowed: feature}
          gate:
            kind: check
            resource: camera
            on: {restricted: scan, otherwise: off}

        """
        let found = Self.lint(circle)
        let loop = try #require(found.first { $0.ruleID == "flow-check-loop" })
        #expect(loop.severity == .error)
        #expect(loop.message == "checks lead in a circle with nothing on screen when camera is restricted: "
                + "scan (denied) \u{2192} gate (restricted) \u{2192} scan; the app would never show a screen")
        #expect(loop.location == SourceLocation(line: 28, column: 22))
        // A route back that the states on the way never take is no circle: only a denied or
        // restricted camera reaches gate, and gate sends only a granted one back.
        let noCircle = circle.replacingOccurrences(of: "{restricted: scan, otherwise: off}", with: "{allowed: scan, otherwise: off}")
        #expect(noCircle != circle)
        #expect(Self.lint(noCircle).allSatisfy { $0.ruleID != "flow-check-loop" })
        // A check whose route is itself.
        let selfLoop = Self.lint("  scan:\n    kind: check\n    resource: camera\n    on: {denied: scan, otherwise: feature}\n")
        #expect(selfLoop.first { $0.ruleID == "flow-check-loop" }?.message
                == "checks lead in a circle with nothing on screen when camera is denied or restricted: scan (denied) \u{2192} scan; the app would never show a screen")
    }

    /// A denial that leads home, and home to a check that sends a denied resource to Settings,
    /// is clean; without the check the pre-alert is asked again.
    @Test func noReRequestFollowsTheCheck() throws {
        let (_, report) = try CheckWalkTests.walker()
        #expect(report.active.isEmpty)
        let unguarded = CheckWalkTests.trails.replacingOccurrences(of: "go: trail-check", with: "go: why-location")
        let found = Linter().lint(path: "trails.yaml", text: unguarded).active
        #expect(found.contains { $0.ruleID == "no-re-request" }, "\(found.map(\.message))")
    }
}
