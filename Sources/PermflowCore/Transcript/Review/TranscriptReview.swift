/// A recorded walk read for review: who walked which flow and when, whether the flow changed
/// since, how it ended; every step with the screen as shown, the choice, the dwell time, the
/// permission states and notes; and a summary of the resources requested, the screens seen and
/// the flow's HIG warnings. It builds one `ReviewDocument`, which `MarkdownReviewWriter` (for
/// GitHub) and `HTMLReviewWriter` (one self-contained file) print.
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

    /// A row of the summary's resources table.
    struct ResourceRow {
        var step: String
        var resource: String
        var what: String
        var state: String
    }

    public var transcript: Transcript
    /// Where the flow was looked for.
    public var flowPath: String
    public var flowStatus: FlowStatus
    /// The flow's lint diagnostics now (nil when it could not be linted).
    public var currentDiagnostics: [Diagnostic]?
    /// The walk's alerts in each of the flow's locales, when the review shows them
    /// (`ReviewLocaleAlert.make`, `review --all-locales`).
    public var localeAlerts: [ReviewLocaleAlert] = []

    public init(transcript: Transcript, flowPath: String, flowStatus: FlowStatus, currentDiagnostics: [Diagnostic]?) {
        self.transcript = transcript
        self.flowPath = flowPath
        self.flowStatus = flowStatus
        self.currentDiagnostics = currentDiagnostics
    }

    // MARK: Printed

    /// The review in Markdown with every frame as text (fenced blocks), for terminals.
    public func markdown() -> String {
        MarkdownReviewWriter(imagesFolder: nil).write(document).document
    }

    /// The review in Markdown with every frame as an SVG picture in `folder` (a folder name
    /// beside the review, e.g. `review-frames`), linked as an image so a pull request shows
    /// pictures; returns the document and the pictures to write there.
    public func markdownWithImages(folder: String) -> (document: String, images: [MarkdownReviewWriter.Image]) {
        MarkdownReviewWriter(imagesFolder: folder).write(document)
    }

    /// The review as one self-contained HTML file.
    public func html() -> String {
        HTMLReviewWriter().write(document)
    }

    // MARK: The document

    var header: TranscriptHeader { transcript.header }

    /// The review as a value, before any markup.
    public var document: ReviewDocument {
        ReviewDocument(title: "Walk of “\(header.flow.name)”", language: header.flow.locale, theme: header.theme,
                       facts: facts, readerWarnings: transcript.warnings, entries: entries, lastScreen: lastScreen,
                       summary: summary, localeAlerts: localeAlerts)
    }

    var summary: [ReviewBlock] {
        let resources = ReviewTable(columns: ["Step", "Resource", "What happened", "State after"],
                                    rows: resourceRows.map { [.text($0.step), .text($0.resource), .text($0.what), .text($0.state)] })
        let screens = ReviewTable(columns: ["Screen", "Kind", "Visits", "Time on screen"],
                                  rows: screensSeen.map { [.code($0.screen), .text($0.kind), .number($0.visits), .duration(ms: $0.ms)] })
        let warnings = header.warnings.filter { !$0.isSuppressed }.map(Self.warningText)
        var blocks: [ReviewBlock] = [
            .heading(level: 2, "Summary"),
            .heading(level: 3, "Resources requested"),
            resources.rows.isEmpty ? .paragraph([.text("No system alert was shown and no permission changed.")]) : .table(resources),
            .heading(level: 3, "Screens seen"),
            .table(screens),
            .heading(level: 3, "HIG warnings"),
            .paragraph([.text("During the walk: " + Self.count(warnings))]),
            .list(warnings),
        ]
        if let current = currentDiagnostics {
            let findings = current.filter { !$0.isSuppressed && $0.severity >= .warning }.map { "\($0.severity.rawValue): " + Self.warningText($0) }
            blocks += [.paragraph([.text("In "), .code(Self.shownPath(flowPath)), .text(" now: " + Self.count(findings))]), .list(findings)]
        } else {
            blocks.append(.paragraph([.text("The flow file could not be linted now ("), .text(flowStatusText), .text(").")]))
        }
        return blocks
    }

    /// A path as a review shows it: a relative path as it is (`flows/camera.yaml`, relative to
    /// the transcript's project), an absolute one by its file name only, so a review meant for a
    /// pull request never shows the reviewer's or the walker's local folders.
    static func shownPath(_ path: String) -> String {
        path.hasPrefix("/") || path.hasPrefix("~") ? FilePathText.lastComponent(of: path) : path
    }

    /// `none.` or `3.`
    private static func count(_ items: [String]) -> String { items.isEmpty ? "none." : "\(items.count)." }

    var facts: [ReviewDocument.Fact] {
        let flow = header.flow
        var facts = [
            ReviewDocument.Fact(key: "Walked by", value: header.designer),
            ReviewDocument.Fact(key: "Started", value: TranscriptTime.readable(header.startDate)),
            ReviewDocument.Fact(key: "Flow", value: "\(Self.shownPath(flow.path)) — “\(flow.name)”, app “\(flow.app)”, \(flow.locale), iOS \(flow.ios)"),
            ReviewDocument.Fact(key: "Flow file now", value: flowStatusText),
            ReviewDocument.Fact(key: "Ended", value: "\(transcript.endingDescription), \(TranscriptTime.duration(ms: transcript.durationMs))"),
            ReviewDocument.Fact(key: "Terminal", value: "\(header.terminal), \(header.theme.rawValue) theme\(header.color ? "" : ", no colour")"),
            ReviewDocument.Fact(key: "Recorded by", value: "permflow \(header.permflow), transcript format \(header.format)"),
        ]
        if !header.suppressions.isEmpty {
            facts.append(ReviewDocument.Fact(key: "Rules ignored", value: header.suppressions.map { "\($0.rule) on \($0.screen) (“\($0.reason)”)" }
                .joined(separator: "; ")))
        }
        return facts
    }

    var flowStatusText: String {
        let recorded = String(header.flow.sha256.prefix(12))
        switch flowStatus {
        case .unchanged: return "unchanged since the walk (sha256 \(recorded)…)"
        case .changed(let now): return "changed since the walk (sha256 \(recorded)… then, \(now.prefix(12))… now)"
        case .missing: return "not found at \(Self.shownPath(flowPath))"
        }
    }

    /// The width frames were drawn at, held to what a frame can be.
    private static func drawnWidth(_ width: Int) -> Int { min(Frame.maximumSide, max(1, width)) }

    /// Steps and events in reading order. Consecutive steps (no event between them) whose
    /// frames are identical show one picture: the first is drawn, the others point to it.
    ///
    /// Notes go with the screen they were said on: the notes of a choice (or a relaunch) are
    /// what the status line said when the next screen appeared, so they are shown on the next
    /// picture (the next step, the event that left that screen, or the last screen), in full.
    var entries: [ReviewDocument.Entry] {
        var result: [ReviewDocument.Entry] = []
        var previousMs = 0
        var number = 0
        var width = Self.drawnWidth(header.terminal.width)
        // The first step of the run of identical pictures going on, and where it is in `result`.
        var runStart: (at: Int, step: ReviewStep)?
        var pendingNotes: [String] = []
        for line in transcript.lines {
            switch line.entry {
            case .step(let step):
                number += 1
                let chosen = ReviewPicture.Chosen(label: step.choice, index: step.index, method: step.method, highlighted: step.focus == step.index)
                let picture = ReviewPicture(lines: step.frame, styles: step.styles, width: width, chosen: chosen)
                var showing = ReviewPicture.Showing.drawn(repeats: 0)
                if var start = runStart, start.step.picture == picture {
                    showing = .same(asStep: start.step.number)
                    if case .drawn(let repeats) = start.step.showing {
                        start.step.showing = .drawn(repeats: repeats + 1)
                        result[start.at] = .step(start.step)
                        runStart = start
                    }
                }
                let reviewed = reviewStep(step, number: number, dwellMs: step.ms.saturatingSubtract(previousMs), picture: picture,
                                          showing: showing, notes: pendingNotes)
                pendingNotes = step.notes
                if case .drawn = showing { runStart = (result.count, reviewed) }
                result.append(.step(reviewed))
            case .event(let event):
                runStart = nil
                if event.kind == .resize, let newWidth = event.width { width = Self.drawnWidth(newWidth) }
                var reviewed = ReviewEvent(title: event.kind.title, atMs: event.ms, summary: event.summary)
                reviewed.seq = event.seq
                if let frame = event.frame {
                    reviewed.picture = ReviewPicture(lines: frame, styles: event.styles, width: width)
                    reviewed.notes = pendingNotes
                    pendingNotes = []
                }
                if let notes = event.notes, event.kind == .relaunch || event.kind == .restart { pendingNotes = notes }
                result.append(.event(reviewed))
            }
            previousMs = line.entry.ms
        }
        return result
    }

    func reviewStep(_ step: TranscriptStep, number: Int, dwellMs: Int, picture: ReviewPicture,
                    showing: ReviewPicture.Showing, notes: [String]) -> ReviewStep {
        var details = [
            ReviewDocument.Fact(key: "Choice", value: choiceText(step)),
            ReviewDocument.Fact(key: "Dwell", value: "\(TranscriptTime.duration(ms: dwellMs)) (at \(TranscriptTime.duration(ms: step.ms)))"),
            ReviewDocument.Fact(key: "Permissions after", value: permissionsText(step)),
        ]
        if !notes.isEmpty { details.append(ReviewDocument.Fact(key: "Notes on arrival", value: notes.joined(separator: "; "))) }
        let kind = step.stepKind == .alert ? "\(step.alert?.rawValue ?? "system") alert" : step.kind
        return ReviewStep(number: number, screen: step.screen, kind: kind, choice: step.choice, picture: picture,
                          showing: showing, details: details)
    }

    /// The notes said when the last screen appeared: those of the last choice or relaunch,
    /// unless a picture after it showed them already.
    var lastNotes: [String] {
        var pending: [String] = []
        for line in transcript.lines {
            switch line.entry {
            case .step(let step): pending = step.notes
            case .event(let event):
                if event.frame != nil { pending = [] }
                if let notes = event.notes, event.kind == .relaunch || event.kind == .restart { pending = notes }
            }
        }
        return pending
    }

    /// The last screen, at the width of the last frame drawn, with how long it stayed.
    var lastScreen: ReviewLastScreen? {
        guard let end = transcript.end, let frame = end.frame else { return nil }
        var width = Self.drawnWidth(header.terminal.width)
        for event in transcript.events where event.kind == .resize {
            if let newWidth = event.width { width = Self.drawnWidth(newWidth) }
        }
        var last = ReviewLastScreen(screen: end.screen ?? "?", picture: ReviewPicture(lines: frame, styles: end.styles, width: width),
                                    dwellMs: end.ms.saturatingSubtract(transcript.lines.last?.entry.ms ?? 0),
                                    ending: end.ending.rawValue)
        last.notes = lastNotes
        return last
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
                    let what = skipped.cause == SkippedAlert.trackingRequestsOff
                        ? "not asked: Allow Apps to Request to Track is off in Settings, so the request read denied"
                        : "not asked again: already \(skipped.state)\(upgrade)"
                    rows.append(ResourceRow(step: "\(number)", resource: resource, what: what,
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
        var previousMs = 0
        // Where the walk is: a screen left with R or r before any choice there was seen too.
        // The event names the screen it left; older transcripts don't, and the screen the last
        // step or relaunch arrived at stands in (unknown before the first step).
        var current: String?
        for line in transcript.lines {
            switch line.entry {
            case .step(let step):
                add(step.screen, kind: step.kind, ms: step.ms.saturatingSubtract(previousMs))
                current = step.arrived
            case .event(let event) where event.kind == .relaunch || event.kind == .restart:
                if let screen = event.screen ?? current {
                    add(screen, kind: "left by \(event.kind == .relaunch ? "relaunch (R)" : "restart (r)")", ms: event.ms.saturatingSubtract(previousMs))
                }
                current = event.arrived
            default:
                break
            }
            previousMs = line.entry.ms
        }
        if let last = lastScreen { add(last.screen, kind: "last screen", ms: last.dwellMs) }
        return order.compactMap { screen in info[screen].map { (screen, $0.kind, $0.visits, $0.ms) } }
    }

    /// `resource`'s state after `step`, with a picker's count (`limited (2 contacts)`); the
    /// upgrade alert's answer is stored under the resource it upgrades (`location-always` →
    /// `location`).
    static func state(of resource: String, in step: TranscriptStep) -> String {
        let stored = SystemAlertCatalog.standard.stateResource(ResourceID(resource)).rawValue
        return step.stateText(resource) ?? step.stateText(stored) ?? "not-determined"
    }

    /// `camera: denied, location: while-using`, and Precise Location when it was off.
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

}
