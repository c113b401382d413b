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
        // When the frame appeared (0 ms), as `replay --print` heads it; not when it was left.
        #expect(lines[5].hasPrefix("replay 1/2 · at 0.0 s · step 1 · home"))
        #expect(frame[0, 5].attributes.contains(.reverse))
        let narrow = ReplayView.render(Self.shots, state: ReplayState(index: 1), width: 12, height: 3)
        #expect(narrow.lines[2].hasSuffix("\u{2026}"), "a status line that cannot fit is cut with …")
        #expect(narrow.lines.allSatisfy { CellWidth.of($0) <= 12 })
    }

    /// A step reached through a check: its caption carries the check's long account, and the
    /// 80-column status line still shows which step it is and its screen.
    @Test func theStatusLineKeepsItsStepNumberAfterACheck() throws {
        let (flowPath, report, walker) = try TranscriptFixture.walkable("camera")
        let transcript = try TranscriptFixture.record(walker.run(choices: [1, 1]), walker: walker, flowPath: flowPath,
                                                      options: TranscriptFixture.options(report)).transcript()
        let shots = TranscriptPlayback(transcript).shots
        let shot = try #require(shots.firstIndex { $0.caption.contains("why-camera (pre-alert)") })
        #expect(shots[shot].caption.contains("check 'camera-check'"))
        let status = ReplayView.render(shots, state: ReplayState(index: shot), width: 80, height: 24).lines[23]
        #expect(status.contains("step 2 · why-camera"), "\(status)")
    }

    /// One clock: the status line says the time `replay --print` prints over the same frame.
    @Test func theStatusLineAndThePrintedReplayShareOneClock() {
        let shots: [TranscriptPlayback.Shot] = [
            .init(from: 0, until: 6_600, caption: "step 1", lines: ["a"]),
            .init(from: 6_600, until: 9_050, caption: "step 2", lines: ["b"]),
            .init(from: 9_050, until: 75_000, caption: "end", lines: ["c"]),
        ]
        let expected = ["at 0.0 s", "at 6.6 s", "at 9.1 s"]
        for index in shots.indices {
            let status = ReplayView.render(shots, state: ReplayState(index: index), width: 80, height: 4).lines[3]
            #expect(status.contains(expected[index]), "\(status)")
            #expect(status.contains("at \(TranscriptTime.duration(ms: shots[index].from))"))
        }
    }

    /// A frame recorded in a 100-column terminal is drawn at column 0 of a 100-column terminal,
    /// not centred by its longest line (recorded lines lose their trailing blanks).
    @Test func aFrameIsLaidOutAtTheWidthItWasRecordedAt() {
        let line = String(repeating: "x", count: 70)
        var shot = TranscriptPlayback.Shot(from: 0, until: 10, caption: "step 1", lines: [line, "  y"])
        shot.terminalWidth = 100
        let same = ReplayView.render([shot], state: ReplayState(), width: 100, height: 5)
        #expect(same.lines[0].hasPrefix(line), "\(same.lines[0])")
        #expect(same.lines[1].hasPrefix("  y"))
        // Wider than recorded: the whole recorded terminal is centred (10 columns each side).
        let wider = ReplayView.render([shot], state: ReplayState(), width: 120, height: 5)
        #expect(wider.lines[0].hasPrefix(String(repeating: " ", count: 10) + line), "\(wider.lines[0])")
        // A transcript claiming a huge terminal is bounded, and drawn from the left edge.
        shot.terminalWidth = TranscriptPlayback.maximumWidth
        #expect(ReplayView.render([shot], state: ReplayState(), width: 100, height: 5).lines[0].hasPrefix(line))
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
