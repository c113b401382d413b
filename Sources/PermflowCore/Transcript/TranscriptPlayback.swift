/// The frames of a transcript in the order and at the times they were on screen: what
/// `replay --print` prints and `export --asciicast` plays.
///
/// Each step's and event's frame is the one on screen when it happened, so it appeared when the
/// line before it was written (or at the start) and stayed until its own time; the closing
/// line's frame (the last screen) appeared at the last step or event.
public struct TranscriptPlayback: Sendable {
    public struct Shot: Sendable, Equatable {
        /// Milliseconds since the start when the frame appeared.
        public var from: Int
        /// Milliseconds since the start when it was replaced (the choice, event or end).
        public var until: Int
        /// One line saying what happened on it, e.g. `step 1 · home (app) · chose “Scan a receipt” by key → why-camera`,
        /// made visible (`VisibleText.sanitize`): its words come from the transcript.
        public var caption: String
        public var lines: [String]
        /// The width of the terminal the frame was drawn in (the header's, or the last resize's),
        /// bounded by `TranscriptPlayback.maximumWidth`: a frame is laid out at this width, not
        /// at the width of its longest line (recorded lines lose their trailing blanks).
        public var terminalWidth: Int = 0
        /// The frame's recorded colours and attributes, if the transcript has them.
        public var styles: FrameStyles?

        /// The frame as cells, at the width it was drawn in.
        public var frame: Frame { Frame(recorded: lines, styles: styles, width: terminalWidth) }
    }

    /// The widest terminal a replay lays a frame out in (`Frame.maximumSide`; the reader refuses
    /// a transcript that claims more, and a transcript made in code is held to it).
    public static let maximumWidth = Frame.maximumSide
    /// The tallest, likewise.
    public static let maximumHeight = Frame.maximumSide

    public var transcript: Transcript
    public var shots: [Shot]

    /// Most checks one caption tells of (a hand-made transcript may list thousands in a row).
    static let checksPerCaption = 8

    public init(_ transcript: Transcript) {
        self.transcript = transcript
        var shots: [Shot] = []
        var previous = 0
        var number = 0
        var terminalWidth = min(Self.maximumWidth, max(0, transcript.header.terminal.width))
        // Checks draw nothing: what they did is told in the caption of the shot after them, after
        // the shot's own words, so the step number opens the caption and a status line cut at the
        // terminal's width never loses it.
        var checks: [String] = []
        func captioned(_ caption: String) -> String {
            defer { checks = [] }
            return VisibleText.sanitize(checks.isEmpty ? caption : caption + " · before it: " + checks.joined(separator: " · "))
        }
        for line in transcript.lines {
            let ms = line.entry.ms
            let before = shots.count
            switch line.entry {
            case .step(let step):
                number += 1
                let kind = step.stepKind == .alert ? "\(step.alert ?? "system") alert" : step.kind
                var caption = "step \(number) · \(step.screen) (\(kind)) · chose “\(step.choice)” by \(step.method.rawValue) → \(step.arrived)"
                // A grant the contact picker made says how many it shares.
                if step.outcome != nil, let resource = step.alert?.rawValue, step.limited?[resource] != nil,
                   let state = step.stateText(resource) {
                    caption += " · \(resource) \(state)"
                }
                // The Health sheet's answer, per type, on the step that answered it.
                if step.outcome != nil, step.stepKind == .alert, let health = step.health { caption += " · Health \(health.summary)" }
                shots.append(Shot(from: previous, until: ms, caption: captioned(caption), lines: step.frame, styles: step.styles))
            case .event(let event):
                if event.kind == .check, checks.count < Self.checksPerCaption {
                    checks.append(event.summary)
                } else if let frame = event.frame {
                    shots.append(Shot(from: previous, until: ms, caption: captioned("\(event.kind.rawValue) · \(event.summary)"),
                                      lines: frame, styles: event.styles))
                }
            }
            for index in before..<shots.count { shots[index].terminalWidth = terminalWidth }
            if case .event(let event) = line.entry, event.kind == .resize, let width = event.width {
                terminalWidth = min(Self.maximumWidth, max(0, width))
            }
            previous = ms
        }
        if let end = transcript.end, let frame = end.frame {
            shots.append(Shot(from: previous, until: end.ms,
                              caption: captioned("end · \(transcript.endingDescription) · at \(end.screen ?? "?")"), lines: frame,
                              terminalWidth: terminalWidth, styles: end.styles))
        }
        self.shots = shots
    }

    /// Every frame with a header line before it, for `replay --print`. Every line is made
    /// visible (`VisibleText.sanitize`): nothing from the transcript reaches the terminal as a
    /// control character.
    public func printed() -> String {
        var out = ""
        let header = transcript.header
        out += VisibleText.sanitize("permflow replay: “\(header.flow.name)” (\(header.flow.path)) walked by "
            + "\(header.designer) at \(TranscriptTime.readable(header.startDate)), \(transcript.endingDescription)") + "\n"
        for warning in transcript.warnings { out += VisibleText.sanitize("warning: \(warning)") + "\n" }
        for shot in shots {
            out += "\n── \(TranscriptTime.duration(ms: shot.from)) · \(shot.caption) ──\n"
            for line in shot.lines { out += VisibleText.sanitize(line) + "\n" }
        }
        return out
    }

    /// An asciicast v2 recording (https://docs.asciinema.org/manual/asciicast/v2/): a header
    /// line, then `[seconds, "o", text]` events that clear the screen and draw each frame at
    /// the time it appeared. Times strictly increase; a last empty event keeps the last frame
    /// on screen for as long as it was. The only escape sequences are the ones that clear the
    /// screen and, for frames recorded with their styles, the colours and attributes the person
    /// saw (24-bit SGR, as `render --color` prints them; JSON-encoded as `\u001b`); the frames and
    /// the title are made visible. The header's `theme` gives the walk's default colours.
    ///
    /// The width and height are held to 1…`maximumWidth` and 1…`maximumHeight`, and times that
    /// would overflow stay at the largest `Int`: a transcript made in code is not range-checked.
    public func asciicast() -> String {
        let header = transcript.header
        var width = header.terminal.width, height = header.terminal.height
        for event in transcript.events where event.kind == .resize {
            width = max(width, event.width ?? 0)
            height = max(height, event.height ?? 0)
        }
        for shot in shots {
            // Only as far as the widest terminal: past it the answer is the same.
            if width < Self.maximumWidth {
                width = max(width, shot.lines.map { CellWidth.of(VisibleText.sanitize($0)) }.max() ?? 0)
            }
            height = max(height, shot.lines.count)
        }
        width = min(max(width, 1), Self.maximumWidth)
        height = min(max(height, 1), Self.maximumHeight)
        var lines: [String] = []
        var head = OrderedJSONObject()
        head.add("version", 2)
        head.add("width", width)
        head.add("height", height)
        head.add("timestamp", header.startedMs / 1000)
        head.add("title", VisibleText.sanitize("permflow walk of “\(header.flow.name)” by \(header.designer)"))
        head.add("env", ["TERM": "xterm-256color"])
        let (foreground, background) = FrameSVG.defaults(header.theme)
        head.add("theme", ["fg": FrameSVG.hex(foreground), "bg": FrameSVG.hex(background), "palette": Self.xtermPalette])
        lines.append(head.text)
        var last = -1
        func event(_ ms: Int, _ text: String) {
            let time = max(ms, last.saturatingAdd(1))
            last = time
            var array = OrderedJSONArray()
            array.add(raw: "\(time / 1000).\(String(repeating: "0", count: 3 - String(time % 1000).count))\(time % 1000)")
            array.add("o")
            array.add(text)
            lines.append(array.text)
        }
        for shot in shots {
            let text = shot.styles == nil ? shot.lines.map { VisibleText.sanitize($0) }.joined(separator: "\r\n")
                : shot.frame.ansiText.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
            event(shot.from, "\u{1B}[H\u{1B}[2J" + text)
        }
        if let end = shots.last?.until { event(end, "") }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension TranscriptPlayback {
    /// xterm's 16 colours, which asciicast's `theme` requires; permflow's own colours are 24-bit.
    static let xtermPalette = "#000000:#cd0000:#00cd00:#cdcd00:#0000ee:#cd00cd:#00cdcd:#e5e5e5:"
        + "#7f7f7f:#ff0000:#00ff00:#ffff00:#5c5cff:#ff00ff:#00ffff:#ffffff"
}

/// A JSON array written element by element (numbers as written, strings JSON-encoded).
struct OrderedJSONArray {
    private var elements: [String] = []

    mutating func add(raw: String) { elements.append(raw) }

    mutating func add(_ text: String) { elements.append(OrderedJSONObject.encoded(text)) }

    var text: String { "[" + elements.joined(separator: ", ") + "]" }
}
