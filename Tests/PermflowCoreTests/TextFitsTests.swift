import Foundation
import Testing
@testable import PermflowCore

/// `text-fits` reports exactly what the renderer cuts (issue 34: a 31-character button shown as
/// "Keep tracking in the backgrou…", a purpose string cut at the smallest size).
@Suite struct TextFitsTests {
    static let flow = HomeFlow(name: "Runs", app: "Stride", header: "ios: 18", title: "Stride",
            actions: [("Keep tracking in the background", "why")]).expand(indented: """
          why:
            kind: pre-alert
            resource: camera
            title: Scan your running track
            button: Continue
            next: camera
          camera:
            kind: alert
            resource: camera
            purpose: Stride uses the camera to scan the paper map of the running track you hold up to it.
            on:
              allow: done
              deny: done
          done:
            kind: end
            title: Done

        """)

    @Test func aButtonLabelTooLongForItsButtonIsReportedAsTheWalkShowsIt() throws {
        let report = Linter().lint(path: "runs.yaml", text: Self.flow)
        let found = report.active.filter { $0.ruleID == "text-fits" }
        #expect(found.map(\.message) == [
            "button \"Keep tracking in the background\" does not fit the simulated iPhone (80×24 terminal): "
                + "it shows as \"Keep tracking in the backgrou…\"",
        ])
        #expect(found.map(\.location) == [SourceLocation(line: 11, column: 16)])
        #expect(found.first?.severity == .warning)
        // The same words the walk draws: one source of truth.
        let flow = try #require(report.flow)
        let walker = Walker(flow: flow)
        let frame = Renderer.render(try walker.state(at: "home"), walker: walker, options: RenderOptions(width: 80, height: 24, color: false))
        #expect(frame.plainText.contains("Keep tracking in the backgrou…"))
        #expect(frame.cuts.map(\.shown) == ["Keep tracking in the backgrou…"])
    }

    @Test func thePurposeStringIsMeasuredAtTheSizesAskedFor() throws {
        var options = LintOptions()
        options.textFitSizes = [.init(width: 30, height: 12)]
        let report = Linter(options: options).lint(path: "runs.yaml", text: Self.flow)
        let purpose = report.active.filter { $0.ruleID == "text-fits" && $0.location.line == 22 }
        #expect(purpose.map(\.message) == [
            "purpose string does not fit the simulated iPhone (30×12 terminal): it shows as \"Stride uses the camera to scan the…\"",
        ])
        // At the usual size it fits.
        #expect(!Linter().lint(path: "runs.yaml", text: Self.flow).active.contains { $0.location.line == 22 })
    }

    @Test func theBundledFlowsFitAt80By24() throws {
        for name in BundledFlowsTests.goodFlows {
            let report = try Linter().lint(fixture: BundledFlowsTests.flowsDirectory.appendingPathComponent(name).path)
            #expect(!report.active.contains { $0.ruleID == "text-fits" }, "\(name)")
        }
    }
}

/// `Renderer.mayCut` lets `text-fits` skip drawing screens whose texts fit: it must never say
/// "no cut" for a frame that has one. Every screen of every bundled, bad and hostile flow and of
/// every rule example, entered as a walk enters it, in both states an alert screen can show, at
/// sizes from the smallest to a large terminal.
@Suite struct MayCutTests {
    static func flows() throws -> [(String, Flow)] {
        var texts: [(String, String)] = []
        let folders = ["flows", "flows/bad", "Tests/Hostile"]
        for folder in folders {
            let url = WalkFixture.root.appendingPathComponent(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] where name.hasSuffix(".yaml") {
                if let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) { texts.append(("\(folder)/\(name)", text)) }
            }
        }
        for rule in RuleRegistry.all {
            for (index, example) in (rule.description.triggering + rule.description.nonTriggering).enumerated() where example.fileName == nil {
                texts.append(("\(rule.description.id) example \(index)", example.yaml))
            }
        }
        return texts.compactMap { name, text in Linter().lint(path: "x.yaml", text: text).flow.map { (name, $0) } }
    }

    @Test func noFrameThatMayCutNothingCutsSomething() throws {
        let flows = try Self.flows()
        #expect(flows.count > 100)
        var drawn = 0, skipped = 0
        for (name, flow) in flows {
            let walker = Walker(flow: flow)
            for screen in flow.screens {
                for permissions in [PermissionStore(), { var p = PermissionStore(); p.set(ResourceID(screen.resource?.value ?? ""), to: .denied); return p }()] {
                    guard let state = try? walker.state(at: screen.id.value, permissions: permissions) else { continue }
                    for (width, height) in [(30, 12), (40, 16), (60, 20), (80, 24), (120, 40)] {
                        let frame = Renderer.render(state, walker: walker, options: RenderOptions(width: width, height: height, color: false))
                        if Renderer.mayCut(state, walker: walker, width: width, height: height) {
                            drawn += 1
                        } else {
                            skipped += 1
                            #expect(frame.cuts.isEmpty, "\(name) '\(screen.id.value)' at \(width)×\(height): \(frame.cuts.map(\.text))")
                        }
                    }
                }
            }
        }
        // Most frames are skipped, and some are not: the condition is neither "always" nor "never".
        #expect(skipped > drawn && drawn > 0, "drawn \(drawn), skipped \(skipped)")
    }
}
