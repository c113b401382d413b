import Foundation
import Testing
@testable import PermflowCore

/// Replays every input the fuzzer found (Tests/Fuzz/crashes/) and every seed (Tests/Fuzz/corpus/)
/// through what the fuzz target does: parse, lint, and for a flow without errors, a walk drawn
/// at 80×24 and 30×12. A trap here fails the whole test run, which is the point.
///
/// This mirrors Sources/PermflowFuzz/FuzzTarget.swift (an executable target, so not importable
/// here); keep the two in step.
@Suite struct FuzzRegressionTests {
    static let fuzzDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    static func inputs(_ folder: String) -> [String] {
        let directory = fuzzDirectory.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
            .map { directory.appendingPathComponent($0).path }
    }

    static let events: [WalkEvent] = [
        .press(.key), .focusNext, .choose(1, .digit), .toggleHelp, .cancelOverlay,
        .openPrivacy, .privacyMove(1), .privacyCycle(1), .cancelOverlay,
        .back("esc"), .press(.key), .choose(0, .mouse), .showWarnings, .cancelOverlay, .press(.key),
    ]

    /// Parse + lint + render, as the fuzz target does; returns the report for the caller to check.
    @discardableResult
    static func exercise(_ data: Data) -> LintReport {
        let linter = Linter()
        let report = linter.lint(linter.parser.parse(path: "fuzz.yaml", data: data))
        guard let flow = report.flow, !report.isUnusable, report.errorCount == 0 else { return report }
        let walker = Walker(flow: flow, options: WalkOptions(refusingLocationButtonsFrom: report.diagnostics, in: flow))
        var state = walker.start()
        var states = [state]
        for event in events where !state.ended {
            state = walker.update(state, event).0
            states.append(state)
        }
        for state in states {
            for (width, height) in [(80, 24), (30, 12)] {
                _ = Renderer.render(state, walker: walker, options: RenderOptions(width: width, height: height, warnings: report.active))
            }
        }
        return report
    }

    @Test func seedsAreThere() {
        #expect(Self.inputs("corpus").count >= 40, "Tests/Fuzz/corpus/ should hold the bundled flows as seeds")
    }

    @Test(arguments: inputs("crashes"))
    func crashInputIsAnsweredWithoutATrap(_ path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let report = Self.exercise(data)
        // An input that is not a usable flow must say why.
        if report.isUnusable || report.flow == nil {
            #expect(!report.diagnostics.isEmpty, "\(path): unusable without a diagnostic")
        }
    }

    @Test(arguments: inputs("corpus"))
    func seedIsAnsweredWithoutATrap(_ path: String) throws {
        Self.exercise(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
