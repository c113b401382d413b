import Foundation
import PermflowCore

/// The libFuzzer entry point: parse, lint and (for a structurally walkable flow, copy errors
/// and all) render a few walk steps.
///
/// Meant for `make fuzz` (`swift build --sanitize=fuzzer`), where libFuzzer supplies `main`
/// and SwiftPM compiles this file as a library. A plain `swift build` (CI builds everything)
/// compiles the one file as the program's main file, so it links with an empty `main` that
/// exits 0; replay an input with the fuzzer build (`PermflowFuzz FILE`) or the regression
/// tests instead. Any Swift trap is a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.run(Data(bytes: data, count: size))
    return 0
}

/// What one fuzz input goes through; kept free of libFuzzer so the plain-build replay uses it too.
enum FuzzHarness {
    /// Sizes the walker is drawn at: the usual terminal and one below the phone's minimum.
    static let sizes = [(80, 24), (30, 12)]

    /// Events after the start screen: press, move, pick, open and close the overlays, go back.
    static let events: [WalkEvent] = [
        .press(.key), .focusNext, .choose(1, .digit), .toggleHelp, .cancelOverlay,
        .openPrivacy, .privacyMove(1), .privacyCycle(1), .cancelOverlay,
        .back("esc"), .press(.key), .choose(0, .mouse), .showWarnings, .cancelOverlay, .press(.key),
    ]

    /// Errors that make a flow's links meaningless to walk: a link to no screen, an alert
    /// outcome left unmapped, a resource the catalog lacks, a screen id used twice. Every other
    /// error (copy rules, `flow-unsafe-text`, a wrong type in a text field) still leaves a flow
    /// the walker can step through, and such flows carry the hostile text the renderer must draw
    /// safely, so they are walked and drawn too. (`permflow walk` refuses any error; the fuzzer
    /// is stricter with the renderer than people are.)
    static let structuralRules: Set<String> = [
        "flow-unknown-target", "flow-unhandled-outcome", "flow-unknown-resource", "flow-duplicate-id",
    ]

    /// A usable flow without structural errors.
    static func walkable(_ report: LintReport) -> Flow? {
        guard let flow = report.flow, !report.isUnusable else { return nil }
        let broken = report.active.contains { $0.severity == .error && structuralRules.contains($0.ruleID) }
        return broken ? nil : flow
    }

    static func run(_ data: Data) {
        let linter = Linter()
        let parsed = linter.parser.parse(path: "fuzz.yaml", data: data)
        let report = linter.lint(parsed)
        guard let flow = walkable(report) else { return }
        let walker = Walker(flow: flow, options: WalkOptions(refusingLocationButtonsFrom: report.diagnostics, in: flow))
        var state = walker.start()
        render(state, walker: walker, warnings: report.active)
        for event in events where !state.ended {
            state = walker.update(state, event).0
            render(state, walker: walker, warnings: report.active)
        }
    }

    static func render(_ state: WalkState, walker: Walker, warnings: [Diagnostic]) {
        for (width, height) in sizes {
            let options = RenderOptions(width: width, height: height, warnings: warnings)
            _ = Renderer.render(state, walker: walker, options: options)
        }
    }
}
