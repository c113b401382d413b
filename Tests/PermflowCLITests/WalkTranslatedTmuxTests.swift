import Foundation
import Testing

/// Japanese and German flows walked in a real terminal (issue 29): the starter `init --locale ja` writes,
/// walked by keys through its pre-alert and the location alert drawn in Japanese, with the
/// phone's edges lined up under wide characters (as `WalkTmuxTests.koreanPhoneEdgesLineUp`
/// checks Korean), against the built and the installed binary.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed; `make deps` installs it (CI does)"))
struct WalkTranslatedTmuxTests {
    @Test(arguments: PermflowBinary.available)
    func walksAJapaneseLocationFlow(_ binary: PermflowBinary) throws {
        let folder = try CLIRunner.temporaryDirectory()
        let flow = folder.appendingPathComponent("ja-location.yaml").path
        let written = try CLIRunner.run(["init", "location", "--app", "地図", "--locale", "ja", "--ios", "26", "-o", flow])
        #expect(written.status == 0, "\(written.stderr)")

        let walk = try TmuxWalk([flow], binary: binary)
        let tmux = walk.tmux
        func phoneLinesUp(_ lines: [String]) {
            let (edge, bad) = WalkTmuxTests.misalignedRows(lines)
            #expect(edge != nil, "no phone box on screen:\n\(lines.joined(separator: "\n"))")
            #expect(bad.isEmpty, "\(bad.joined(separator: "\n"))\n\(lines.joined(separator: "\n"))")
        }
        phoneLinesUp(try tmux.waitFor("下から機能を選んでください。", "近くの店舗を探す"))
        phoneLinesUp(try tmux.press("Enter", andWaitFor: "示します。", "続ける"))
        // The system alert in Japanese: its title with the app's name in “ ”, the purpose string,
        // Precise, and the three buttons.
        let alert = try tmux.press("Enter", andWaitFor: "“地図”に位置情報", "正確な位置情報: オン", "1度だけ許可",
                                   "アプリの使用中は許可", "許可しない")
        phoneLinesUp(alert)
        // The first button is focused; the next one is Allow While Using App.
        try tmux.send("Tab")
        Thread.sleep(forTimeInterval: 0.2)
        phoneLinesUp(try tmux.press("Enter", andWaitFor: "店舗が見つかりました"))
        try tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try tmux.send("y")
        #expect(try walk.status() == 0, "stderr: \(walk.standardError)")
        let lines = try walk.transcriptLines()
        #expect(lines.contains { ($0.values.compactMap { $0 as? String }).contains("アプリの使用中は許可") }, "\(lines)")
    }

    /// German: „ “ around the app's name, the camera alert on iOS 18 (Don’t Allow focused first, as
    /// on iOS), and the Settings hint in German after a denial.
    @Test(arguments: PermflowBinary.available)
    func walksAGermanCameraFlow(_ binary: PermflowBinary) throws {
        let folder = try CLIRunner.temporaryDirectory()
        let flow = folder.appendingPathComponent("de-camera.yaml").path
        let written = try CLIRunner.run(["init", "camera", "--app", "Belege", "--locale", "de", "--ios", "18", "-o", flow])
        #expect(written.status == 0, "\(written.stderr)")
        let walk = try TmuxWalk([flow], binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor("Dokument scannen")
        try tmux.press("Enter", andWaitFor: "Mit der Kamera scannen", "Weiter")
        let alert = try tmux.press("Enter", andWaitFor: "\u{201E}Belege\u{201C} möchte auf", "Nicht erlauben", "Erlauben")
        #expect(WalkTmuxTests.misalignedRows(alert).rows.isEmpty, "\(alert.joined(separator: "\n"))")
        try tmux.press("Enter", andWaitFor: "Kamerazugriff ist für Belege aus", "Einstellungen öffnen")
        try tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try tmux.send("y")
        #expect(try walk.status() == 0, "stderr: \(walk.standardError)")
    }
}
