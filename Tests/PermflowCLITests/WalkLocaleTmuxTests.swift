import Foundation
import Testing

/// `walk --locale` of a flow that ships in several languages (flows/locales.yaml: `locales: [ja, de]`,
/// its purpose written in each), in a real terminal against the built and the installed binary:
/// the phone drawn in Japanese and in German with the flow's translated purpose string, the
/// phone's edges lined up, and the locale recorded in the transcript (issue 29).
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct WalkLocaleTmuxTests {
    static var flow: String { CLIRunner.root.appendingPathComponent("flows/locales.yaml").path }

    @Test(arguments: PermflowBinary.available)
    func walksTheFlowInJapanese(_ binary: PermflowBinary) throws {
        let walk = try TmuxWalk([Self.flow, "--locale", "ja"], binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor("Find a store near me")
        try tmux.press("Enter", andWaitFor: "Find stores near your location", "Continue")
        let alert = try tmux.press("Enter", andWaitFor: "“Corner”に位置情報", "Cornerは現在地", "1度だけ許可", "アプリの使用中は許可", "許可しない")
        #expect(WalkTmuxTests.misalignedRows(alert).rows.isEmpty, "\(alert.joined(separator: "\n"))")
        #expect(!alert.joined().contains("Corner uses your location"))
        try tmux.press("Enter", andWaitFor: "Stores near you")
        try tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try tmux.send("y")
        #expect(try walk.status() == 0, "stderr: \(walk.standardError)")
        let lines = try walk.transcriptLines()
        #expect((lines.first?["flow"] as? [String: Any])?["locale"] as? String == "ja", "\(lines.first ?? [:])")
        #expect(lines.contains { $0["choice"] as? String == "1度だけ許可" })
    }

    /// German: the long Allow While Using App label on iOS 18's alert takes two rows, whole.
    @Test(arguments: PermflowBinary.available)
    func walksTheFlowInGerman(_ binary: PermflowBinary) throws {
        let walk = try TmuxWalk([Self.flow, "--locale", "de"], binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor("Find a store near me")
        try tmux.press("Enter", andWaitFor: "Continue")
        let alert = try tmux.press("Enter", andWaitFor: "„Corner“", "Corner verwendet deinen", "Einmal erlauben", "Beim Verwenden der App", "Nicht erlauben")
        #expect(WalkTmuxTests.misalignedRows(alert).rows.isEmpty, "\(alert.joined(separator: "\n"))")
        let row = try #require(alert.firstIndex { $0.contains("Beim Verwenden der App") })
        #expect(alert[row + 1].contains("erlauben") && !alert.joined().contains("erla…"), "\(alert.joined(separator: "\n"))")
        // The second button, on either of its rows.
        try tmux.send("2")
        try tmux.waitFor("Stores near you")
        try tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try tmux.send("y")
        #expect(try walk.status() == 0, "stderr: \(walk.standardError)")
        let lines = try walk.transcriptLines()
        #expect((lines.first?["flow"] as? [String: Any])?["locale"] as? String == "de")
        #expect(lines.contains { $0["outcome"] as? String == "allow-while-using" })
    }
}

/// `walk --locale` refusals and `review --all-locales`, headless.
@Suite struct WalkLocaleCommandTests {
    @Test func aLocaleTheFlowDoesNotDeclareExitsTwoNamingTheDeclaredOnes() throws {
        let result = try CLIRunner.run(["walk", "flows/locales.yaml", "--locale", "jp", "--keys", "enter"])
        #expect(result.status == 2)
        #expect(result.stderr == "permflow walk: --locale jp: the flow does not declare locale 'jp' (it declares en, ja, de in `locale:` and `locales:`); did you mean 'ja'?\n")
        #expect(result.stdout.isEmpty)
        let korean = try CLIRunner.run(["walk", "flows/locales.yaml", "--locale", "ko", "--keys", "enter"])
        #expect(korean.status == 2 && korean.stderr.contains("does not declare locale 'ko' (it declares en, ja, de"))
        // A region of a declared language is that language.
        let region = try CLIRunner.run(["walk", "flows/locales.yaml", "--locale", "ja-JP", "--keys", "enter,enter"])
        #expect(region.status == 0 && region.stdout.contains("1度だけ許可"), "\(region.stderr)")
    }

    @Test func aReviewWithAllLocalesShowsTheAlertInEach() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("flows/locales.yaml"),
                                        to: folder.appendingPathComponent("flows/locales.yaml"))
        let walked = try CLIRunner.run(["walk", "flows/locales.yaml", "--locale", "de", "--keys", "enter,enter,enter",
                                        "--record", "transcripts/de.jsonl"], directory: folder)
        #expect(walked.status == 0, "\(walked.stderr)")
        let verified = try CLIRunner.run(["verify", "transcripts/de.jsonl"], directory: folder)
        #expect(verified.status == 0 && verified.stdout.contains("holds"), "\(verified.stdout)\(verified.stderr)")
        let review = try CLIRunner.run(["review", "transcripts/de.jsonl", "--all-locales"], directory: folder)
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stdout.contains("## The alerts in every language") && review.stdout.contains("- **ja:** purpose in ja"))
        let html = try CLIRunner.run(["review", "transcripts/de.jsonl", "--all-locales", "--format", "html"], directory: folder)
        #expect(html.stdout.contains("<figure class=\"phone\" lang=\"ja\""))
        // Without the flow there is nothing to draw from.
        let missing = try CLIRunner.run(["review", "transcripts/de.jsonl", "--all-locales", "--flow", "nowhere.yaml"], directory: folder)
        #expect(missing.status == 2 && missing.stderr.contains("--all-locales draws the alerts from the flow"), "\(missing.stderr)")
    }
}
