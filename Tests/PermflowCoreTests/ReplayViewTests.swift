import Testing
@testable import PermflowCore

/// The interactive replay's pure parts: keys, stepping, and the frame it draws.
@Suite struct ReplayViewTests {
    static let shots: [TranscriptPlayback.Shot] = [
        .init(from: 0, until: 1000, caption: "step 1 · home", lines: ["영수증 \u{1B}[31m홈", "line"]),
        .init(from: 1000, until: 2500, caption: "step 2 · end", lines: ["second"]),
    ]

    @Test func drawsTheRecordedFrameCentredWithAStatusLine() {
        let frame = ReplayView.render(Self.shots, state: ReplayState(index: 0), width: 40, height: 6)
        let lines = frame.lines
        #expect(lines[0].contains("영수증 ␛[31m홈"), "escape made visible: \(lines[0])")
        #expect(!frame.plainText.contains("\u{1B}"))
        #expect(lines[5].hasPrefix("replay 1/2 · step 1 · home · at 1.0 s"))
        #expect(frame[0, 5].attributes.contains(.reverse))
        let narrow = ReplayView.render(Self.shots, state: ReplayState(index: 1), width: 12, height: 3)
        #expect(narrow.lines[2].hasSuffix("\u{2026}"), "a status line that cannot fit is cut with …")
        #expect(narrow.lines.allSatisfy { CellWidth.of($0) <= 12 })
    }

    @Test func keysStepAndStopAtTheEnds() {
        var state = ReplayState()
        #expect(ReplayView.command(for: .right) == .next)
        #expect(ReplayView.command(for: .left) == .previous)
        #expect(ReplayView.command(for: .character("q")) == .quit)
        #expect(ReplayView.command(for: .character("x")) == nil)
        state = ReplayView.apply(.previous, to: state, count: 2)
        #expect(state.index == 0)
        state = ReplayView.apply(.togglePlay, to: state, count: 2)
        #expect(state.playing)
        state = ReplayView.apply(.next, to: state, count: 2)
        #expect(state.index == 1)
        #expect(!state.playing, "playing stops at the last frame")
        state = ReplayView.apply(.next, to: state, count: 2)
        #expect(state.index == 1)
        #expect(ReplayView.apply(.first, to: state, count: 2).index == 0)
    }
}
