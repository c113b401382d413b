/// Where an interactive replay is: which recorded frame, and whether it plays by itself.
public struct ReplayState: Sendable, Equatable {
    public var index: Int
    public var playing: Bool

    public init(index: Int = 0, playing: Bool = false) {
        self.index = index
        self.playing = playing
    }
}

/// What a key does in a replay (read-only: nothing here changes the flow or the transcript).
public enum ReplayCommandKey: Sendable, Equatable {
    case next, previous, first, last, togglePlay, quit
}

/// The interactive replay, pure: keys to commands, commands to states, states to frames.
public enum ReplayView {
    /// The command for a key, or nil when the key means nothing in a replay.
    public static func command(for key: KeyInput) -> ReplayCommandKey? {
        switch key {
        case .right, .down, .enter, .tab, .character("n"), .character("l"): .next
        case .left, .up, .backspace, .backTab, .character("p"), .character("h"): .previous
        case .character("g"): .first
        case .character("G"): .last
        case .space: .togglePlay
        case .character("q"), .character("Q"), .escape, .controlC: .quit
        default: nil
        }
    }

    /// The state after `command` over `count` shots (quit leaves it as it is).
    public static func apply(_ command: ReplayCommandKey, to state: ReplayState, count: Int) -> ReplayState {
        var state = state
        let last = max(0, count - 1)
        switch command {
        case .next: state.index = min(last, state.index + 1)
        case .previous: state.index = max(0, state.index - 1)
        case .first: state.index = 0
        case .last: state.index = last
        case .togglePlay: state.playing.toggle()
        case .quit: break
        }
        if state.index == last && command != .togglePlay { state.playing = false }
        return state
    }

    /// The recorded frame `state.index`, centred in `width`×`height`, with a replay status line
    /// at the bottom. Recorded text is made visible (never sent raw) and cut at cell boundaries.
    public static func render(_ shots: [TranscriptPlayback.Shot], state: ReplayState, width: Int, height: Int) -> Frame {
        var frame = Frame(width: width, height: height)
        guard width > 0, height > 0 else { return frame }
        let status: String
        if shots.isEmpty {
            status = "replay · this transcript has no frames · q quits"
        } else {
            let shot = shots[min(state.index, shots.count - 1)]
            let lines = shot.lines.prefix(max(0, height - 1))
            // Laid out at the width it was recorded at, as `walk` drew it: centred when the
            // terminal is wider, from the left edge when it is not.
            let longest = lines.map { CellWidth.of(VisibleText.sanitize($0)) }.max() ?? 0
            let recordedWidth = max(shot.terminalWidth, longest)
            let left = max(0, (width - recordedWidth) / 2)
            for (row, line) in lines.enumerated() {
                put(VisibleText.sanitize(line), row: row, from: left, in: &frame, attributes: [])
            }
            // The time the frame appeared, as `replay --print` heads it: one clock.
            // Before the caption, which may be long: the time is never the part cut off.
            status = "replay \(state.index + 1)/\(shots.count) · at \(TranscriptTime.duration(ms: shot.from)) · \(shot.caption) · "
                + "←/→ step · Space \(state.playing ? "pause" : "play") · q quit"
        }
        put(VisibleText.sanitize(status), row: height - 1, from: 0, in: &frame, attributes: [.reverse])
        return frame
    }

    private static func put(_ text: String, row: Int, from start: Int, in frame: inout Frame, attributes: CellAttributes) {
        var column = start
        for character in text {
            let cells = CellWidth.of(character)
            guard cells > 0 else { continue }
            if column + cells > frame.width {
                // Cut here: the last cell says there is more.
                if frame.width > 0 { frame[frame.width - 1, row] = Cell("\u{2026}", attributes: attributes) }
                return
            }
            frame[column, row] = Cell(String(character), width: cells, attributes: attributes)
            if cells == 2 { frame[column + 1, row] = Cell("", width: 0, attributes: attributes) }
            column += cells
        }
        if attributes.contains(.reverse) {
            while column < frame.width {
                frame[column, row] = Cell(" ", attributes: attributes)
                column += 1
            }
        }
    }
}
