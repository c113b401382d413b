import Testing
@testable import PermflowCore

/// `walk` shows the flow's lint warnings as a count in the status line and, on `w`, in a panel.
@Suite struct WarningsPanelTests {
    static let yaml = ExampleFlow(name: "Warned", app: "Demo", home: "Home", action: "Finish").expand("""
    done:
      kind: end
      title: Done
    orphan:
      kind: end
      title: Nobody comes here
    """)

    @Test func countInStatusLineAndListInPanel() throws {
        let report = Linter().lint(path: "warned.yaml", text: Self.yaml)
        let flow = try #require(report.flow)
        let warnings = report.active.filter { $0.severity == .warning }
        #expect(warnings.map(\.ruleID) == ["flow-unreachable-screen"])
        let walker = Walker(flow: flow)
        var state = walker.start()
        let options = RenderOptions(width: 80, height: 24, color: false, warnings: warnings)
        let first = Renderer.render(state, walker: walker, options: options).plainText
        #expect(first.contains("1 warning"))
        #expect(first.contains("w warnings"))

        let event = try #require(KeyMap.event(for: .character("w"), in: state, walker: walker))
        state = walker.update(state, event).0
        #expect(state.overlay == .warnings)
        let panel = Renderer.render(state, walker: walker, options: options).plainText
        #expect(panel.contains("Lint warnings (1)"))
        #expect(panel.contains("[flow-unreachable-screen]"))
        #expect(panel.contains("orphan"))

        let close = try #require(KeyMap.event(for: .escape, in: state, walker: walker))
        state = walker.update(state, close).0
        #expect(state.overlay == nil)
    }
}
