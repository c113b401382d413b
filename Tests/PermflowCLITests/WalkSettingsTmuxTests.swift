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
