import Foundation
import Testing

/// Settings > Privacy, walked by keys through the session a terminal runs (`WalkPilot`): location is one choice in iOS's words and the flow's
/// language, with its Precise Location switch, and what is changed there is recorded.
@Suite struct WalkSettingsPilotTests {
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

    @Test(arguments: words)
    func locationIsOneChoiceWithPreciseInTheFlowsLanguage(_ words: Words) throws {
        let pilot = try WalkPilot(words.flow)
        try pilot.expect(words.home)
        var screen = try pilot.press("p", andExpect: words.name, "\u{2039} \(words.choices[0])", words.precise)
        #expect(!Self.panel(screen).contains("not-determined") && !Self.panel(screen).contains("location-always"))
        #expect(screen.contains { $0.contains(words.precise) && $0.contains(words.on) })

        screen = try pilot.press("Right", andExpect: "\u{2039} \(words.choices[1]) \u{203A}")
        #expect(!Self.panel(screen).contains("while-using"))
        try pilot.press("Right", andExpect: "\u{2039} \(words.choices[2]) \u{203A}")

        // The Precise Location switch is the next line.
        try pilot.press("Down", andExpect: "\u{2039} \(words.on) \u{203A}")
        screen = try pilot.press("Right", andExpect: "\u{2039} \(words.off) \u{203A}")
        #expect(screen.contains { $0.contains(words.precise) && $0.contains(words.off) })

        try pilot.press("Escape", andExpect: words.home)
        try pilot.quit()

        let lines = try pilot.transcriptLines()
        let settings = TranscriptLines.ofType("settings", in: lines)
        #expect(settings.map { $0["to"] as? String } == ["while-using", "always"])
        #expect(settings.allSatisfy { $0["resource"] as? String == "location" })
        let precise = TranscriptLines.ofType("precise", in: lines)
        #expect(precise.map { $0["on"] as? Bool } == [false])
    }
}

/// "Come back from Settings", walked by keys (issue 25): the settings hint's Open Settings goes
/// on to the feature's check when the panel closes, so the check reads what was turned on there.
@Suite struct WalkBackFromSettingsPilotTests {
    @Test func turningTheCameraOnInSettingsOpensTheScanner() throws {
        let text = try String(contentsOf: CLIRunner.root.appendingPathComponent("flows/camera.yaml"), encoding: .utf8)
        let changed = text.replacingOccurrences(of: "        opens-settings: true\n        go: scanner\n",
                                                with: "        opens-settings: true\n        go: camera-check\n")
        #expect(changed != text)
        let pilot = try WalkPilot(text: changed, name: "camera.yaml")
        try pilot.expect("Scan a receipt")
        try pilot.press("Enter", andExpect: "Continue")
        try pilot.press("Enter", andExpect: "Allow")
        try pilot.press("Enter", andExpect: "Camera is off for Receipts")  // Don't Allow has the focus
        try pilot.press("Enter", andExpect: "\u{2039} Off \u{203A}")       // Open Settings: the panel, on the camera
        try pilot.press("Right", andExpect: "\u{2039} On \u{203A}")
        let screen = try pilot.press("Escape", andExpect: "Found: Corner Market")
        #expect(screen.last?.contains("back from Settings") == true, "\(screen.last ?? "")")
        try pilot.quit()

        let lines = try pilot.transcriptLines()
        let kinds = lines.compactMap { $0["type"] as? String }
        let settings = try #require(kinds.firstIndex(of: "settings"))
        let check = try #require(kinds.lastIndex(of: "check"))
        #expect(settings < check, "\(kinds)")
        #expect(lines[check]["state"] as? String == "authorized" && lines[check]["arrived"] as? String == "scanner")
    }
}
