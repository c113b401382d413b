import Foundation
import Testing

/// Settings > Privacy in a real terminal: location is one choice in iOS's words and the flow's
/// language, with its Precise Location switch, and what is changed there is recorded.
@Suite(.serialized) struct WalkSettingsTmuxTests {
    struct Words: CustomTestStringConvertible, Sendable {
        var flow: String
        var home: String
        var name: String
        /// Ask Next Time (its first line: the phone is narrow), While Using, Always.
        var choices: [String]
        var precise: String
        var on: String
        var off: String
        var testDescription: String { flow }
    }

    static let words = [
        Words(flow: "flows/location.yaml", home: "Find a store near me", name: "Location Services",
              choices: ["Ask Next Time Or When I", "While Using the App", "Always"], precise: "Precise Location", on: "On", off: "Off"),
        Words(flow: "flows/ko-location.yaml", home: "내 주변 빵집 찾기", name: "위치 서비스",
              choices: ["다음번에 묻기 또는 내가", "앱을 사용하는 동안", "항상"], precise: "정확한 위치", on: "켬", off: "끔"),
    ]

    /// The panel's rows, without the status line (which narrates with ids).
    static func panel(_ lines: [String]) -> String { lines.dropLast().joined(separator: "\n") }

    @Test(arguments: words, PermflowBinary.available)
    func locationIsOneChoiceWithPreciseInTheFlowsLanguage(_ words: Words, _ binary: PermflowBinary) throws {
        let walk = try TmuxWalk([words.flow], binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor(words.home)
        try tmux.send("p")
        var screen = try tmux.waitFor(words.name, "\u{2039} \(words.choices[0])", words.precise)
        #expect(!Self.panel(screen).contains("not-determined") && !Self.panel(screen).contains("location-always"))
        #expect(screen.contains { $0.contains(words.precise) && $0.contains(words.on) })

        try tmux.send("Right")
        screen = try tmux.waitFor("\u{2039} \(words.choices[1]) \u{203A}")
        #expect(!Self.panel(screen).contains("while-using"))
        try tmux.press("Right", andWaitFor: "\u{2039} \(words.choices[2]) \u{203A}")

        // The Precise Location switch is the next line.
        try tmux.press("Down", andWaitFor: "\u{2039} \(words.on) \u{203A}")
        try tmux.send("Right")
        screen = try tmux.waitFor("\u{2039} \(words.off) \u{203A}")
        #expect(screen.contains { $0.contains(words.precise) && $0.contains(words.off) })

        try tmux.press("Escape", andWaitFor: words.home)
        try tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try tmux.send("y")
        #expect(try walk.status() == 0, "stderr: \(walk.standardError)")

        let lines = try walk.transcriptLines()
        let settings = lines.filter { $0["type"] as? String == "settings" }
        #expect(settings.map { $0["to"] as? String } == ["while-using", "always"])
        #expect(settings.allSatisfy { $0["resource"] as? String == "location" })
        let precise = lines.filter { $0["type"] as? String == "precise" }
        #expect(precise.map { $0["on"] as? Bool } == [false])
    }
}

/// "Come back from Settings" in a real terminal (issue 25): the settings hint's Open Settings goes
/// on to the feature's check when the panel closes, so the check reads what was turned on there.
@Suite(.serialized) struct WalkBackFromSettingsTmuxTests {
    @Test(arguments: PermflowBinary.available)
    func turningTheCameraOnInSettingsOpensTheScanner(_ binary: PermflowBinary) throws {
        let folder = try CLIRunner.temporaryDirectory()
        let text = try String(contentsOf: CLIRunner.root.appendingPathComponent("flows/camera.yaml"), encoding: .utf8)
        let changed = text.replacingOccurrences(of: "        opens-settings: true\n        go: scanner\n",
                                                with: "        opens-settings: true\n        go: camera-check\n")
        #expect(changed != text)
        let flow = folder.appendingPathComponent("camera.yaml")
        try changed.write(to: flow, atomically: true, encoding: .utf8)

        let walk = try TmuxWalk([flow.path], binary: binary)
        let tmux = walk.tmux
        try tmux.waitFor("Scan a receipt")
        try tmux.press("Enter", andWaitFor: "Continue")
        try tmux.press("Enter", andWaitFor: "Allow")
        try tmux.press("Enter", andWaitFor: "Camera is off for Receipts")  // Don't Allow has the focus
        try tmux.press("Enter", andWaitFor: "\u{2039} Off \u{203A}")       // Open Settings: the panel, on the camera
        try tmux.press("Right", andWaitFor: "\u{2039} On \u{203A}")
        let screen = try tmux.press("Escape", andWaitFor: "Found: Corner Market")
        #expect(screen.last?.contains("back from Settings") == true, "\(screen.last ?? "")")
        try tmux.press("Q", andWaitFor: "Quit the prototyper?")
        try tmux.send("y")
        #expect(try walk.status() == 0, "stderr: \(walk.standardError)")

        let lines = try walk.transcriptLines()
        let kinds = lines.compactMap { $0["type"] as? String }
        let settings = try #require(kinds.firstIndex(of: "settings"))
        let check = try #require(kinds.lastIndex(of: "check"))
        #expect(settings < check, "\(kinds)")
        #expect(lines[check]["state"] as? String == "authorized" && lines[check]["arrived"] as? String == "scanner")
    }
}
