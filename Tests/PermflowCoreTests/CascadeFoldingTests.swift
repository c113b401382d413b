import Foundation
import Testing
@testable import PermflowCore

/// One typo, one finding: what follows only from a mistake with a did-you-mean is folded under
/// it (`CascadeFolding`). The three typos of issue 34, each in flows/camera.yaml, pinned as
/// `permflow lint` prints them.
struct CascadeFoldingTests {
    static let camera: String = {
        let url = BundledFlowsTests.flowsDirectory.appendingPathComponent("camera.yaml")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The camera flow with the first `old` replaced by `new`, linted and printed as `lint` prints it.
    static func lintOutput(replacing old: String, with new: String, path: String) throws -> (String, LintReport) {
        let range = try #require(camera.range(of: old))
        var text = camera
        text.replaceSubrange(range, with: new)
        let report = Linter().lint(path: path, text: text)
        return (TextReporter().format([report]), report)
    }

    @Test func unknownKindFoldsTheMissingScreenAndWhatOnlyItReached() throws {
        let (output, report) = try Self.lintOutput(replacing: "kind: pre-alert", with: "kind: prealert", path: "prealert.yaml")
        #expect(output == """
            prealert.yaml:34:11: error: unknown screen kind 'prealert'; did you mean 'pre-alert'? [parse-invalid-value]
             34 |     kind: prealert
                |           ^~~~~~~~
               = hint: kinds: app, pre-alert, alert, location-button, settings, end, check
               = note: 2 more follow from this and go away with it:
                   29:23: error: screen 'camera-check' leads to 'why-camera', which does not exist [flow-unknown-target]
                   42:3: warning: screen 'camera' cannot be reached from start 'home' [flow-unreachable-screen]

            1 file, 1 error, 0 warnings, 0 suppressed

            """)
        #expect(report.errorCount == 1 && report.warningCount == 0, "followers are not counted")
    }

    @Test func misspelledLabelFoldsTheMissingLabelAndTheUnreachableScreens() throws {
        let (output, _) = try Self.lintOutput(replacing: "- label: Scan a receipt", with: "- lable: Scan a receipt", path: "lable.yaml")
        #expect(output == """
            lable.yaml:18:9: error: unknown key 'lable' in an action; did you mean 'label'? [parse-unknown-key]
             18 |       - lable: Scan a receipt
                |         ^~~~~
               = hint: keys here: label, go, opens-settings
               = note: 6 more follow from this and go away with it:
                   18:9: error: an action needs a `label` [parse-missing-key]
                   23:3: warning: screen 'camera-check' cannot be reached from start 'home' [flow-unreachable-screen]
                   33:3: warning: screen 'why-camera' cannot be reached from start 'home' [flow-unreachable-screen]
                   42:3: warning: screen 'camera' cannot be reached from start 'home' [flow-unreachable-screen]
                   50:3: warning: screen 'camera-off' cannot be reached from start 'home' [flow-unreachable-screen]
                   … and 1 more

            1 file, 1 error, 0 warnings, 0 suppressed

            """)
    }

    @Test func misspelledScreensComesFirstWithItsDidYouMean() throws {
        let (output, _) = try Self.lintOutput(replacing: "\nscreens:\n", with: "\nscrenes:\n", path: "screnes.yaml")
        #expect(output == """
            screnes.yaml:12:1: error: unknown key 'screnes' at the top level; did you mean 'screens'? [parse-unknown-key]
             12 | screnes:
                | ^~~~~~~
               = hint: keys here: permflow, name, app, locale, locales, ios, start, launch-request, device, screens
               = note: 2 more follow from this and go away with it:
                   6:1: error: missing required key `screens` at the top level [parse-missing-key]
                   11:8: error: start screen 'home' does not exist [flow-unknown-target]

            1 file, 1 error, 0 warnings, 0 suppressed

            """)
    }

    /// A rule's did-you-mean folds too: `cancel:` for `deny:` leaves `deny` unmapped only because of it.
    @Test func anOutcomeWithANearMatchFoldsTheOutcomeItLeavesUnmapped() throws {
        let (output, report) = try Self.lintOutput(replacing: "      deny: camera-off\n", with: "      cancel: camera-off\n", path: "cancel.yaml")
        let root = try #require(report.active.first)
        #expect(report.active.count == 1, "\(output)")
        #expect(root.message == "the camera alert has no 'cancel' outcome; did you mean 'deny'?")
        #expect(root.followers.map(\.message) == ["'camera' does not map the camera alert's outcome 'deny' to a screen"])
    }

    /// What does not go away with the fix stays on its own: a second, unrelated problem.
    @Test func anIndependentProblemIsNotFolded() throws {
        var text = Self.camera.replacingOccurrences(of: "kind: pre-alert", with: "kind: prealert")
        text = text.replacingOccurrences(of: "        go: manual\n\n  camera-check", with: "        go: manaul\n\n  camera-check")
        let report = Linter().lint(path: "two.yaml", text: text)
        #expect(report.active.map(\.ruleID).sorted() == ["flow-unknown-target", "parse-invalid-value"])
        #expect(report.active.first { $0.ruleID == "flow-unknown-target" }?.message.contains("'manaul'") == true)
    }

    /// JSON nests the followers under `follows`; GitHub keeps one annotation, the rest in its text.
    @Test func machineFormatsCarryTheFollowers() throws {
        let (_, report) = try Self.lintOutput(replacing: "kind: pre-alert", with: "kind: prealert", path: "p.yaml")
        let json = JSONReporter().format([report])
        #expect(json.contains("\"follows\" : ["))
        #expect(json.contains("\"summary\" : {\n    \"errors\" : 1,"))
        let github = GitHubReporter().format([report])
        #expect(github.split(separator: "\n").filter { $0.hasPrefix("::") }.count == 1)
        #expect(github.contains("%0A2 more follow from this: 29:23 screen 'camera-check' leads to 'why-camera'"))
    }
}
