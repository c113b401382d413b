/// A review document of one recorded walk, in Markdown (for GitHub) or one self-contained HTML
/// file: who walked which flow and when, whether the flow changed since, how it ended; every
/// step with the screen as shown, the choice, the dwell time, the permission states and notes;
/// and a summary of the resources requested, the screens seen and the flow's HIG warnings.
///
/// Dwell time is how long a step's screen was on before the choice: from the previous line of
/// the transcript (or the start) to the step.
public struct TranscriptReview: Sendable {
    /// The flow file now, compared with the one walked.
    public enum FlowStatus: Sendable, Equatable {
        case unchanged
        /// The file's hash now.
        case changed(sha256: String)
        /// The file is not where the transcript says (nor where `--flow` pointed).
        case missing
    }

    public var transcript: Transcript
    /// Where the flow was looked for.
    public var flowPath: String
    public var flowStatus: FlowStatus
    /// The flow's lint diagnostics now (nil when it could not be linted).
    public var currentDiagnostics: [Diagnostic]?

    public init(transcript: Transcript, flowPath: String, flowStatus: FlowStatus, currentDiagnostics: [Diagnostic]?) {
        self.transcript = transcript
        self.flowPath = flowPath
        self.flowStatus = flowStatus
        self.currentDiagnostics = currentDiagnostics
    }

    // MARK: Content shared by both formats

    struct Row {
        var key: String
        var value: String
    }

    /// One step or event in reading order, with its dwell time.
    enum Item {
        case step(number: Int, step: TranscriptStep, dwellMs: Int)
        case event(TranscriptEvent)
    }

    struct ResourceRow {
        var step: String
        var resource: String
        var what: String
        var state: String
    }

    var header: TranscriptHeader { transcript.header }

    var title: String { "Walk of “\(header.flow.name)”" }

    var headerRows: [Row] {
        let flow = header.flow
        var rows = [
            Row(key: "Walked by", value: header.designer),
            Row(key: "Started", value: TranscriptTime.readable(header.startDate)),
            Row(key: "Flow", value: "\(flow.path) — “\(flow.name)”, app “\(flow.app)”, \(flow.locale), iOS \(flow.ios)"),
            Row(key: "Flow file now", value: flowStatusText),
            Row(key: "Ended", value: "\(transcript.endingDescription), \(TranscriptTime.duration(ms: transcript.durationMs))"),
            Row(key: "Terminal", value: "\(header.terminal), \(header.theme.rawValue) theme\(header.color ? "" : ", no colour")"),
            Row(key: "Recorded by", value: "permflow \(header.permflow), transcript format \(header.format)"),
        ]
        if !header.suppressions.isEmpty {
            rows.append(Row(key: "Rules ignored", value: header.suppressions.map { "\($0.rule) on \($0.screen) (“\($0.reason)”)" }.joined(separator: "; ")))
        }
        return rows
    }

    var flowStatusText: String {
        let recorded = String(header.flow.sha256.prefix(12))
        switch flowStatus {
        case .unchanged: return "unchanged since the walk (sha256 \(recorded)…)"
        case .changed(let now): return "changed since the walk (sha256 \(recorded)… then, \(now.prefix(12))… now)"
        case .missing: return "not found at \(flowPath)"
        }
    }

    var items: [Item] {
        var result: [Item] = []
        var previousMs = 0
        var number = 0
        for line in transcript.lines {
            switch line.entry {
            case .step(let step):
                number += 1
                result.append(.step(number: number, step: step, dwellMs: step.ms.saturatingSubtract(previousMs)))
            case .event(let event):
                result.append(.event(event))
            }
            previousMs = line.entry.ms
        }
        return result
    }

    /// The last screen, with how long it stayed.
    var lastScreen: (screen: String, frame: [String], dwellMs: Int)? {
        guard let end = transcript.end, let frame = end.frame else { return nil }
        return (end.screen ?? "?", frame, end.ms.saturatingSubtract(transcript.lines.last?.entry.ms ?? 0))
    }

    /// A frame of the walk as a picture: its recorded text and styles at the width it was drawn in.
    struct Picture: Equatable {
        var lines: [String]
        var styles: FrameStyles?
        var width: Int

        func svg(theme: ThemeName, title: String, standalone: Bool = true) -> String {
            FrameSVG.svg(Frame(recorded: lines, styles: styles, width: width), theme: theme, title: title, standalone: standalone)
        }
    }

    /// How a step's frame is shown: drawn, or as the same picture as an earlier step's.
    enum Showing: Equatable {
        /// Drawn; `repeats` more steps right after it show the same frame.
        case drawn(repeats: Int)
        /// The frame of step `number`, unchanged.
        case same(asStep: Int)
    }

    /// For each step number, its picture and how it is shown: consecutive steps (no event
    /// between them) whose frames are identical are drawn once.
    var pictures: [Int: (picture: Picture, showing: Showing)] {
        var result: [Int: (picture: Picture, showing: Showing)] = [:]
        var width = min(Frame.maximumSide, max(1, header.terminal.width))
        var runStart: (number: Int, picture: Picture)?
        var number = 0
        for line in transcript.lines {
            switch line.entry {
            case .step(let step):
                number += 1
                let picture = Picture(lines: step.frame, styles: step.styles, width: width)
                if let start = runStart, start.picture == picture {
                    result[number] = (picture, .same(asStep: start.number))
                    if case .drawn(let repeats)? = result[start.number]?.showing {
                        result[start.number]?.showing = .drawn(repeats: repeats + 1)
                    }
                } else {
                    result[number] = (picture, .drawn(repeats: 0))
                    runStart = (number, picture)
                }
            case .event(let event):
                runStart = nil
                if event.kind == .resize, let newWidth = event.width { width = min(Frame.maximumSide, max(1, newWidth)) }
            }
        }
        return result
    }

    /// The last screen's picture, at the width of the last frame drawn.
    var lastPicture: Picture? {
        guard let end = transcript.end, let frame = end.frame else { return nil }
        var width = min(Frame.maximumSide, max(1, header.terminal.width))
        for event in transcript.events where event.kind == .resize {
            if let newWidth = event.width { width = min(Frame.maximumSide, max(1, newWidth)) }
        }
        return Picture(lines: frame, styles: end.styles, width: width)
    }

    static func stepCaption(number: Int, screen: String) -> String { "Step \(number): \(screen)" }

    /// What a drawn frame that repeats says under it.
    static func repeatNote(number: Int, repeats: Int) -> String {
        repeats == 1 ? "Unchanged for 2 steps (\(number)–\(number + 1))."
            : "Unchanged for \(repeats + 1) steps (\(number)–\(number + repeats))."
    }

    var resourceRows: [ResourceRow] {
        var rows: [ResourceRow] = []
        var number = 0
        // An alert's steps before its answer (a first stage, the contact picker, the Health
        // sheet's switches) make one row only when no answer follows: the walk stopped there.
        var unanswered: (resource: ResourceID?, row: ResourceRow, at: Int)?
        for line in transcript.lines {
            switch line.entry {
            case .step(let step):
                number += 1
                if let open = unanswered, step.stepKind != .alert || step.alert != open.resource {
                    rows.insert(open.row, at: open.at)
                    unanswered = nil
                }
                if step.stepKind == .alert {
                    let resource = step.alert?.rawValue ?? "?"
                    let what = "asked; answered “\(step.choice)”" + (step.outcome.map { " (\($0))" } ?? " (first stage)")
                    let row = ResourceRow(step: "\(number)", resource: resource, what: what, state: Self.state(of: resource, in: step))
                    if step.outcome == nil {
                        if unanswered == nil { unanswered = (step.alert, row, rows.count) }
                    } else {
                        unanswered = nil
                        rows.append(row)
                    }
                }
                for skipped in step.skipped ?? [] {
                    let resource = skipped.resource.rawValue
                    let upgrade = skipped.upgrade.map { "; the \($0) alert was shown before" } ?? ""
                    rows.append(ResourceRow(step: "\(number)", resource: resource,
                                            what: "not asked again: already \(skipped.state)\(upgrade)",
                                            state: Self.state(of: resource, in: step)))
                }
            case .event(let event) where event.kind == .settings:
                rows.append(ResourceRow(step: "after \(number)", resource: event.resource?.rawValue ?? "?",
                                        what: "changed in Settings > Privacy (\(event.from ?? "?") → \(event.to ?? "?"))",
                                        state: event.to ?? "?"))
            case .event(let event) where event.kind == .check:
                let route = event.edge.map { $0 == event.state ? "" : ", route '\($0)'" } ?? ""
                rows.append(ResourceRow(step: "after \(number)", resource: event.resource?.rawValue ?? "?",
                                        what: "checked by '\(event.screen ?? "?")'\(route) → \(event.arrived ?? "?")",
                                        state: event.state ?? "?"))
            case .event(let event) where event.kind == .relaunch && !(event.expired ?? []).isEmpty:
                for resource in event.expired ?? [] {
                    rows.append(ResourceRow(step: "after \(number)", resource: resource.rawValue,
                                            what: "one-time access ended at relaunch", state: "not-determined"))
                }
            default:
                continue
            }
        }
        if let open = unanswered { rows.insert(open.row, at: open.at) }
        return rows
    }

    /// Screens in the order first seen, with visits and time on screen.
    var screensSeen: [(screen: String, kind: String, visits: Int, ms: Int)] {
        var order: [String] = []
        var info: [String: (kind: String, visits: Int, ms: Int)] = [:]
        func add(_ screen: String, kind: String, ms: Int) {
            if info[screen] == nil { order.append(screen) }
            // Saturating: a transcript made in code is not range-checked (the reader's bounds
            // keep these sums far from overflowing).
            var entry = info[screen] ?? (kind, 0, 0)
            entry.visits = entry.visits.saturatingAdd(1)
            entry.ms = entry.ms.saturatingAdd(max(0, ms))
            info[screen] = entry
        }
        for item in items {
            if case .step(_, let step, let dwell) = item { add(step.screen, kind: step.kind, ms: dwell) }
        }
        if let last = lastScreen { add(last.screen, kind: "last screen", ms: last.dwellMs) }
        return order.compactMap { screen in info[screen].map { (screen, $0.kind, $0.visits, $0.ms) } }
    }

    /// `camera: denied, location: while-using`, and Precise Location when it was off.
    /// `resource`'s state after `step`; the upgrade alert's answer is stored under the resource
    /// it upgrades (`location-always` → `location`).
    /// The resource's state after the step, with a picker's count (`limited (2 contacts)`).
    static func state(of resource: String, in step: TranscriptStep) -> String {
        let stored = SystemAlertCatalog.standard.stateResource(ResourceID(resource)).rawValue
        return step.stateText(resource) ?? step.stateText(stored) ?? "not-determined"
    }

    func permissionsText(_ step: TranscriptStep) -> String {
        let permissions = step.permissions
        let states = permissions.isEmpty ? "none determined" : permissions.keys.sorted().map { "\($0): \(step.stateText($0) ?? "")" }.joined(separator: ", ")
        let health = step.health.map { "; Health \($0.summary) (read switches hidden from the app)" } ?? ""
        return (step.preciseOn ? states : states + "; Precise Location off") + health
    }

    func choiceText(_ step: TranscriptStep) -> String {
        var text = "“\(step.choice)” (button \(step.index.saturatingAdd(1)), by \(step.method.rawValue))"
        if let outcome = step.outcome { text += ", outcome \(outcome)" }
        return text + " → \(step.arrived)"
    }

    static func warningText(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location): \(diagnostic.message) [\(diagnostic.ruleID)]"
    }

    var recordedWarnings: [Diagnostic] { header.warnings.filter { !$0.isSuppressed } }

    var currentFindings: [Diagnostic]? {
        currentDiagnostics?.filter { !$0.isSuppressed && $0.severity >= .warning }
    }

    // MARK: Markdown

    /// A picture the Markdown review links to: its file name inside the frames folder.
    public struct Image: Sendable, Equatable {
        public var name: String
        public var svg: String
    }

    /// The Markdown review with every frame as text (fenced blocks), for terminals.
    public func markdown() -> String {
        markdown(imagesFolder: nil).document
    }

    /// The Markdown review with every frame as an SVG picture in `folder` (a folder name beside
    /// the review, e.g. `review-frames`), linked as an image so a pull request shows pictures;
    /// returns the document and the pictures to write there. File names are ASCII letters,
    /// digits and hyphens (`step-03-why-camera.svg`): safe on every file system.
    public func markdownWithImages(folder: String) -> (document: String, images: [Image]) {
        markdown(imagesFolder: folder)
    }

    func markdown(imagesFolder: String?) -> (document: String, images: [Image]) {
        var images: [Image] = []
        let pictures = imagesFolder == nil ? [:] : self.pictures
        func image(_ name: String, _ picture: Picture, alt: String) -> String {
            images.append(Image(name: name, svg: picture.svg(theme: header.theme, title: alt)))
            let folder = imagesFolder ?? ""
            return "![\(Self.md(alt))](\(Self.linkPath(folder))/\(name))"
        }
        var out: [String] = []
        out.append("# \(Self.md(title))")
        out.append("")
        out.append("| | |")
        out.append("|---|---|")
        for row in headerRows { out.append("| **\(row.key)** | \(Self.md(row.value)) |") }
        for warning in transcript.warnings { out.append("\n> ⚠️ \(Self.md(warning))") }
        out.append("")
        out.append("## Steps")
        for item in items {
            out.append("")
            switch item {
            case let .step(number, step, dwell):
                let kind = step.stepKind == .alert ? "\(step.alert?.rawValue ?? "system") alert" : step.kind
                out.append("### \(number). \(Self.code(step.screen)) (\(Self.md(kind))) — “\(Self.md(step.choice))”")
                out.append("")
                if let (picture, showing) = pictures[number] {
                    switch showing {
                    case .drawn(let repeats):
                        out.append(image(Self.imageName(number: number, screen: step.screen), picture,
                                         alt: Self.stepCaption(number: number, screen: VisibleText.sanitize(step.screen))))
                        if repeats > 0 { out += ["", "*\(Self.repeatNote(number: number, repeats: repeats))*"] }
                    case .same(let first):
                        out.append("*Screen unchanged since step \(first).*")
                    }
                } else {
                    out += Self.fenced(step.frame)
                }
                out.append("")
                out.append("- **Choice:** \(Self.md(choiceText(step)))")
                out.append("- **Dwell:** \(TranscriptTime.duration(ms: dwell)) (at \(TranscriptTime.duration(ms: step.ms)))")
                out.append("- **Permissions after:** \(Self.md(permissionsText(step)))")
                if !step.notes.isEmpty { out.append("- **Notes:** \(Self.md(step.notes.joined(separator: "; ")))") }
            case .event(let event):
                out.append("> **\(Self.md(event.kind.title))** at \(TranscriptTime.duration(ms: event.ms)): \(Self.md(event.summary))")
            }
        }
        if let last = lastScreen {
            out.append("")
            out.append("### Last screen: \(Self.code(last.screen))")
            out.append("")
            if imagesFolder != nil, let picture = lastPicture {
                out.append(image("last-screen.svg", picture, alt: "Last screen: \(VisibleText.sanitize(last.screen))"))
            } else {
                out += Self.fenced(last.frame)
            }
            out.append("")
            out.append("- **On screen for:** \(TranscriptTime.duration(ms: last.dwellMs)), then the walk \(transcript.end?.ending.rawValue ?? "stopped")")
        }
        out.append("")
        out.append("## Summary")
        out.append("")
        out.append("### Resources requested")
        out.append("")
        let resources = resourceRows
        if resources.isEmpty {
            out.append("No system alert was shown and no permission changed.")
        } else {
            out.append("| Step | Resource | What happened | State after |")
            out.append("|---|---|---|---|")
            for row in resources { out.append("| \(Self.md(row.step)) | \(Self.md(row.resource)) | \(Self.md(row.what)) | \(Self.md(row.state)) |") }
        }
        out.append("")
        out.append("### Screens seen")
        out.append("")
        out.append("| Screen | Kind | Visits | Time on screen |")
        out.append("|---|---|---|---|")
        for screen in screensSeen {
            out.append("| \(Self.code(screen.screen)) | \(Self.md(screen.kind)) | \(screen.visits) | \(TranscriptTime.duration(ms: screen.ms)) |")
        }
        out.append("")
        out.append("### HIG warnings")
        out.append("")
        out.append("During the walk: " + (recordedWarnings.isEmpty ? "none." : "\(recordedWarnings.count)."))
        for warning in recordedWarnings { out.append("- \(Self.md(Self.warningText(warning)))") }
        out.append("")
        if let current = currentFindings {
            out.append("In \(Self.code(flowPath)) now: " + (current.isEmpty ? "none." : "\(current.count)."))
            for finding in current { out.append("- \(Self.md("\(finding.severity.rawValue): " + Self.warningText(finding)))") }
        } else {
            out.append("The flow file could not be linted now (\(Self.md(flowStatusText))).")
        }
        return (out.joined(separator: "\n") + "\n", images)
    }

    /// `step-03-why-camera.svg`: the step number, then the screen's id cut to ASCII letters,
    /// digits and hyphens (at most 40), so the name is the same and legal on every file system.
    static func imageName(number: Int, screen: String) -> String {
        var slug = ""
        for scalar in screen.lowercased().unicodeScalars {
            guard slug.count < 40 else { break }
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, slug.last != "-" {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return "step-" + String(number).leftPadded(to: 2) + (slug.isEmpty ? "" : "-" + slug) + ".svg"
    }

    /// A folder name as a relative link: every byte but ASCII letters, digits and `-._~` percent-encoded.
    static func linkPath(_ folder: String) -> String {
        var result = ""
        for byte in folder.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// Markdown text with the characters GitHub would read as markup escaped, so that text
    /// from a transcript reads as typed (judged with `cmark-gfm`, GitHub's renderer, raw HTML
    /// allowed): no tag (`<`), no entity (`&amp;` stays `&amp;`), no emphasis, link, image,
    /// table cell or heading, and no autolink: the `:` before `//` and the `.` after `www` are
    /// escaped, and an `@` before a letter or digit is followed by an empty HTML comment
    /// (`<!---->`, which renders as nothing): GitHub's e-mail autolinks ignore escapes.
    static func md(_ text: String) -> String {
        // Scalars, not Characters: `[` or `|` followed by a combining mark is still markup.
        var result = ""
        let scalars = Array(VisibleText.sanitize(text).unicodeScalars)
        func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        for (index, scalar) in scalars.enumerated() {
            var escape = "\\`*_[]<>|#!~&".unicodeScalars.contains(scalar)
            if scalar == ":", index + 1 < scalars.count, scalars[index + 1] == "/" { escape = true }
            if scalar == ".", index >= 3, String(scalars: scalars[(index - 3)..<index]).lowercased() == "www" { escape = true }
            if escape { result.append("\\") }
            result.unicodeScalars.append(scalar)
            if scalar == "@", index + 1 < scalars.count, isLetterOrDigit(scalars[index + 1]) {
                result.append("<!---->")
            }
        }
        return result
    }

    /// Inline code, with a fence longer than any run of backquotes inside.
    static func code(_ text: String) -> String {
        let text = VisibleText.sanitize(text)
        let fence = String(repeating: "`", count: longestRun(of: "`", in: text) + 1)
        let pad = text.unicodeScalars.first == "`" || text.unicodeScalars.last == "`" ? " " : ""
        return fence + pad + text + pad + fence
    }

    /// A fenced `text` block of `lines`.
    static func fenced(_ lines: [String]) -> [String] {
        let body = lines.map { VisibleText.sanitize($0) }
        let fence = String(repeating: "`", count: max(3, body.map { longestRun(of: "`", in: $0) }.max().map { $0 + 1 } ?? 3))
        return [fence + "text"] + body + [fence]
    }

    /// Counted in scalars: a backquote with a combining mark still closes a code span.
    private static func longestRun(of mark: Unicode.Scalar, in text: String) -> Int {
        var longest = 0, current = 0
        for scalar in text.unicodeScalars {
            current = scalar == mark ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    // MARK: HTML

    /// One self-contained HTML file: inline CSS and inline SVG pictures of the frames (drawn in
    /// the theme the walk had), no scripts, images, fonts or links to load; the page follows the
    /// reader's light or dark setting.
    public func html() -> String {
        var out: [String] = []
        let lang = Self.html(header.flow.locale)
        out.append("<!DOCTYPE html>")
        out.append("<html lang=\"\(lang)\">")
        out.append("<head>")
        out.append("<meta charset=\"utf-8\">")
        out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        out.append("<title>\(Self.html(title))</title>")
        out.append("<style>\(Self.css)</style>")
        out.append("</head>")
        out.append("<body>")
        out.append("<h1>\(Self.html(title))</h1>")
        out.append("<table class=\"facts\">")
        for row in headerRows { out.append("<tr><th>\(Self.html(row.key))</th><td>\(Self.html(row.value))</td></tr>") }
        out.append("</table>")
        for warning in transcript.warnings { out.append("<p class=\"warning\">\(Self.html(warning))</p>") }
        out.append("<h2>Steps</h2>")
        let pictures = self.pictures
        for item in items {
            switch item {
            case let .step(number, step, dwell):
                let kind = step.stepKind == .alert ? "\(step.alert?.rawValue ?? "system") alert" : step.kind
                out.append("<section class=\"step\">")
                out.append("<h3>\(number). <code>\(Self.html(step.screen))</code> (\(Self.html(kind))) — “\(Self.html(step.choice))”</h3>")
                out.append("<div class=\"shot\">")
                switch pictures[number]?.showing {
                case .drawn(let repeats)?:
                    let caption = Self.stepCaption(number: number, screen: step.screen)
                    out.append("<figure class=\"phone\">" + (pictures[number]?.picture.svg(theme: header.theme, title: caption, standalone: false) ?? ""))
                    if repeats > 0 { out.append("<figcaption>\(Self.repeatNote(number: number, repeats: repeats))</figcaption>") }
                    out.append("</figure>")
                case .same(let first)?:
                    out.append("<p class=\"same\">Screen unchanged since step \(first).</p>")
                case nil:
                    out.append("<pre class=\"frame\">\(Self.html(step.frame.joined(separator: "\n")))</pre>")
                }
                out.append("<dl>")
                out.append("<dt>Choice</dt><dd>\(Self.html(choiceText(step)))</dd>")
                out.append("<dt>Dwell</dt><dd>\(TranscriptTime.duration(ms: dwell)) (at \(TranscriptTime.duration(ms: step.ms)))</dd>")
                out.append("<dt>Permissions after</dt><dd>\(Self.html(permissionsText(step)))</dd>")
                if !step.notes.isEmpty { out.append("<dt>Notes</dt><dd>\(Self.html(step.notes.joined(separator: "; ")))</dd>") }
                out.append("</dl>")
                out.append("</div>")
                out.append("</section>")
            case .event(let event):
                out.append("<p class=\"event\"><strong>\(Self.html(event.kind.title))</strong> at \(TranscriptTime.duration(ms: event.ms)): \(Self.html(event.summary))</p>")
            }
        }
        if let last = lastScreen {
            out.append("<section class=\"step\">")
            out.append("<h3>Last screen: <code>\(Self.html(last.screen))</code></h3>")
            if let picture = lastPicture {
                out.append("<div class=\"shot\"><figure class=\"phone\">" + picture.svg(theme: header.theme, title: "Last screen: \(last.screen)", standalone: false)
                           + "</figure></div>")
            }
            out.append("<p>On screen for \(TranscriptTime.duration(ms: last.dwellMs)), then the walk \(Self.html(transcript.end?.ending.rawValue ?? "stopped")).</p>")
            out.append("</section>")
        }
        out.append("<h2>Summary</h2>")
        out.append("<h3>Resources requested</h3>")
        let resources = resourceRows
        if resources.isEmpty {
            out.append("<p>No system alert was shown and no permission changed.</p>")
        } else {
            out.append("<table><tr><th>Step</th><th>Resource</th><th>What happened</th><th>State after</th></tr>")
            for row in resources {
                out.append("<tr><td>\(Self.html(row.step))</td><td>\(Self.html(row.resource))</td><td>\(Self.html(row.what))</td><td>\(Self.html(row.state))</td></tr>")
            }
            out.append("</table>")
        }
        out.append("<h3>Screens seen</h3>")
        out.append("<table><tr><th>Screen</th><th>Kind</th><th>Visits</th><th>Time on screen</th></tr>")
        for screen in screensSeen {
            out.append("<tr><td><code>\(Self.html(screen.screen))</code></td><td>\(Self.html(screen.kind))</td><td>\(screen.visits)</td><td>\(TranscriptTime.duration(ms: screen.ms))</td></tr>")
        }
        out.append("</table>")
        out.append("<h3>HIG warnings</h3>")
        out.append("<p>During the walk: \(recordedWarnings.isEmpty ? "none." : "\(recordedWarnings.count).")</p>")
        if !recordedWarnings.isEmpty {
            out.append("<ul>" + recordedWarnings.map { "<li>\(Self.html(Self.warningText($0)))</li>" }.joined() + "</ul>")
        }
        if let current = currentFindings {
            out.append("<p>In <code>\(Self.html(flowPath))</code> now: \(current.isEmpty ? "none." : "\(current.count).")</p>")
            if !current.isEmpty {
                out.append("<ul>" + current.map { "<li>\(Self.html("\($0.severity.rawValue): " + Self.warningText($0)))</li>" }.joined() + "</ul>")
            }
        } else {
            out.append("<p>The flow file could not be linted now (\(Self.html(flowStatusText))).</p>")
        }
        out.append("</body>")
        out.append("</html>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Text safe in HTML content and attribute values.
    static func html(_ text: String) -> String {
        VisibleText.escaped(text, VisibleText.markupEntity)
    }

    /// Monospace fonts with Hangul first in line, so Korean frames keep their columns.
    static let css = """
    body{font:15px/1.5 -apple-system,"Segoe UI","Apple SD Gothic Neo","Noto Sans KR",sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f;background:#fff}\
    h1{font-size:1.6rem}h2{margin-top:2rem;border-bottom:1px solid #ddd}h3{font-size:1.05rem;margin:1.2rem 0 .4rem}\
    table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #ddd;padding:.25rem .6rem;text-align:left;vertical-align:top}\
    table.facts th{background:#f5f5f7;white-space:nowrap}\
    .shot{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:flex-start}.shot dl{flex:1 1 16rem}\
    figure.phone{margin:0}figure.phone svg{display:block;max-width:100%;height:auto;border-radius:6px;box-shadow:0 0 0 1px #d2d2d7}\
    figcaption,.same{font-style:italic;color:#6e6e73;margin:.3rem 0}\
    pre.frame{font-family:"D2Coding","Noto Sans Mono CJK KR","Sarasa Mono K",ui-monospace,Menlo,Consolas,monospace;\
    line-height:1.25;background:#1d1d1f;color:#f5f5f7;padding:.6rem .8rem;border-radius:8px;overflow-x:auto}\
    code{font-family:ui-monospace,Menlo,Consolas,monospace;background:#f0f0f3;padding:0 .2em;border-radius:3px}\
    dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem;margin:.3rem 0}dt{font-weight:600}dd{margin:0}\
    .event{background:#f5f5f7;border-left:4px solid #8e8e93;padding:.3rem .7rem}.warning{background:#fff4e5;border-left:4px solid #ff9500;padding:.3rem .7rem}\
    @media (prefers-color-scheme:dark){body{background:#111;color:#eee}table.facts th,.event{background:#222}code{background:#2a2a2e}th,td{border-color:#444}\
    figure.phone svg{box-shadow:0 0 0 1px #3a3a3c}figcaption,.same{color:#a1a1a6}}
    """
}
