import Foundation
import Testing
@testable import PermflowCore

/// The reviews' pictures: Markdown with SVG files beside it, frames shown once while they stay
/// the same, hostile text inert in the HTML's inline SVG, and `verify` reporting a drift once.
@Suite struct ReviewPicturesTests {
    /// A recorded walk of `flows/<name>.yaml` along `choices`.
    static func walk(_ name: String, choices: [Int], theme: ThemeName = .light) throws -> Transcript {
        let (flowPath, report, walker) = try TranscriptFixture.walkable(name)
        return try TranscriptFixture.record(walker.run(choices: choices), walker: walker, flowPath: flowPath,
                                            options: TranscriptFixture.options(report, theme: theme)).transcript()
    }

    /// `transcript` with its first step repeated twice right after it (the same frame).
    static func repeatingFirstStep(_ transcript: Transcript) throws -> Transcript {
        var copy = transcript
        let first = try #require(copy.lines.first)
        copy.lines.insert(contentsOf: [first, first], at: 1)
        return copy
    }

    @Test func markdownLinksOnePicturePerDistinctFrame() throws {
        let transcript = try Self.repeatingFirstStep(try Self.walk("camera", choices: [1, 1, 2, 1]))
        let review = TranscriptReview(transcript: transcript, flowPath: "flows/camera.yaml", flowStatus: .unchanged, currentDiagnostics: nil)
        let (document, images) = review.markdownWithImages(folder: "my review-frames")
        #expect(images.map(\.name) == ["step-01-home.svg", "step-04-why-camera.svg", "step-05-camera.svg",
                                       "step-06-scanner.svg", "last-screen.svg"])
        #expect(document.contains("![Step 1: home](my%20review-frames/step-01-home.svg)"))
        #expect(document.contains("*Unchanged for 3 steps (1–3).*"))
        #expect(document.components(separatedBy: "*Screen unchanged since step 1.*").count == 3)
        #expect(!document.contains("```text"))
        for image in images {
            let outline = SVGOutline.parse(image.svg)
            #expect(outline.error == nil, "\(image.name)")
            #expect(image.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        }
        // The camera alert's picture is in colour: the walk's light theme and the alert's blue.
        let alert = try #require(images.first { $0.name == "step-05-camera.svg" })
        #expect(alert.svg.contains("fill=\"#007aff\""))

        // Text frames, as before, when asked.
        let text = review.markdown()
        #expect(text.contains("```text"))
        #expect(!text.contains(".svg"))
    }

    @Test func aTranscriptWithoutStylesStillDrawsPictures() throws {
        var transcript = try Self.walk("camera", choices: [1, 1, 2, 1], theme: .dark)
        for index in transcript.lines.indices {
            if case .step(var step) = transcript.lines[index].entry {
                step.styles = nil
                transcript.lines[index].entry = .step(step)
            }
        }
        let review = TranscriptReview(transcript: transcript, flowPath: "flows/camera.yaml", flowStatus: .unchanged, currentDiagnostics: nil)
        let images = review.markdownWithImages(folder: "f").images
        let first = try #require(images.first)
        // The dark theme's default colours, the text and its cells as recorded.
        #expect(first.svg.contains("<rect width=\"") && first.svg.contains("fill=\"#000000\""))
        #expect(SVGOutline.parse(first.svg).elements.contains { $0.name == "text" && $0.text.contains("Scan a receipt") })
    }

    @Test(arguments: [("home", "step-07-home.svg"), ("../../etc/passwd", "step-07-etc-passwd.svg"), ("CON", "step-07-con.svg"),
                      ("영수증", "step-07.svg"), ("a/b\\c:d*e?f\"g<h>i|j", "step-07-a-b-c-d-e-f-g-h-i-j.svg"),
                      (String(repeating: "x", count: 300), "step-07-" + String(repeating: "x", count: 40) + ".svg")])
    func pictureNamesAreSafeOnEveryFileSystem(screen: String, name: String) {
        #expect(MarkdownReviewWriter.imageName(number: 7, screen: screen) == name)
    }

    @Test func hostileTextInTheHTMLsPicturesIsInert() throws {
        var transcript = try Self.walk("camera", choices: [1, 1, 2, 1])
        for index in transcript.lines.indices {
            if case .step(var step) = transcript.lines[index].entry {
                step.screen = "<script>alert(1)</script>\u{202E}"
                step.frame = step.frame.map { $0.replacingOccurrences(of: "Scan a receipt", with: "<svg/onload=alert(1)>\u{1B}[31m&amp;\u{2066}]]>") }
                transcript.lines[index].entry = .step(step)
            }
        }
        let review = TranscriptReview(transcript: transcript, flowPath: "flows/camera.yaml", flowStatus: .unchanged, currentDiagnostics: nil)
        let html = review.html()
        #expect(!html.contains("<script"))
        #expect(!html.contains("<svg/onload"))
        #expect(!html.unicodeScalars.contains { [0x1B, 0x202E, 0x2066].contains($0.value) })
        // Each inline picture is well-formed XML on its own.
        var rest = html[...]
        var pictures = 0
        while let start = rest.range(of: "<svg "), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" " + rest[start.upperBound..<end.upperBound]
            let outline = SVGOutline.parse(svg)
            #expect(outline.error == nil)
            #expect(Set(outline.elements.map(\.name)).isSubset(of: ["svg", "title", "rect", "text", "tspan", "path", "g"]))
            let text = outline.elements.filter { $0.name == "text" }.map(\.text).joined()
            if pictures == 0 { #expect(text.contains("<svg/onload=alert(1)>␛[31m&amp;⟨U+2066⟩]]>"), "\(text)") }
            pictures += 1
            rest = rest[end.upperBound...]
        }
        #expect(pictures >= 4)
    }

    @Test func verifyReportsTheSameDiffOnceWithEveryPlace() {
        let diff = ["--- recorded", "+++ now", "@@ -1 +1 @@", "-old", "+new"]
        let drifts = [
            TranscriptDrift(kind: .screenText, line: 2, message: "step 1 on 'home' (app): screen text changed", details: diff),
            TranscriptDrift(kind: .screenText, line: 3, message: "step 2 on 'why' (pre-alert): screen text changed", details: ["other"]),
            TranscriptDrift(kind: .screenText, line: 5, message: "step 4 on 'home' (app): screen text changed", details: diff),
            TranscriptDrift(kind: .screenText, line: 9, message: "the last screen, 'home': screen text changed", details: diff),
            TranscriptDrift(kind: .choiceMissing, line: 9, message: "step 5 on 'home' (app): the button \"x\" no longer exists"),
        ]
        let merged = TranscriptVerifier.merged(drifts)
        #expect(merged.count == 3)
        #expect(merged[0].line == 2 && merged[0].alsoAt == [5, 9])
        #expect(merged[0].message == "screen text changed the same way at 3 places: step 1 on 'home' (app); step 4 on 'home' (app); the last screen, 'home'")
        #expect(merged[0].details == diff)
        #expect(merged[1].message == "step 2 on 'why' (pre-alert): screen text changed" && merged[1].alsoAt.isEmpty)
        #expect(merged[2].kind == .choiceMissing)
    }

    @Test func theAsciicastPlaysInTheRecordedColours() throws {
        let transcript = try Self.walk("camera", choices: [1, 1, 2, 1], theme: .dark)
        let cast = TranscriptPlayback(transcript).asciicast()
        let lines = cast.split(separator: "\n")
        let head = try #require(lines.first)
        #expect(head.contains("\"theme\":{\"bg\":\"#000000\",\"fg\":\"#e5e5ea\",\"palette\":\"#000000:"))
        // The alert's blue buttons in 24-bit colour (dark theme: #0A84FF).
        #expect(cast.contains("38;2;10;132;255"))
        // An old transcript without styles plays as text, as before.
        var plain = transcript
        for index in plain.lines.indices {
            if case .step(var step) = plain.lines[index].entry {
                step.styles = nil
                plain.lines[index].entry = .step(step)
            }
        }
        plain.end?.styles = nil
        #expect(!TranscriptPlayback(plain).asciicast().contains("38;2;"))
    }
}

/// The picture of a step is the moment of the choice: the button chosen highlighted, however it
/// was chosen, and a mark beside it saying how.
@Suite struct ReviewChoicePicturesTests {
    /// `flows/<name>.yaml` walked with `keys` (a key script), recorded.
    static func walk(_ name: String, keys: String) throws -> Transcript {
        let (flowPath, report, walker) = try TranscriptFixture.walkable(name)
        return try TranscriptFixture.record(walker.run(script: keys), walker: walker, flowPath: flowPath,
                                            options: TranscriptFixture.options(report)).transcript()
    }

    /// The `<g>` marking the choice in `svg`: its row and method.
    static func mark(_ svg: String) -> (row: String?, method: String?) {
        let group = SVGOutline.parse(svg).elements.first { $0.name == "g" && $0.attributes["class"] == "permflow-choice" }
        return (group?.attributes["data-chosen-row"], group?.attributes["data-method"])
    }

    @Test func aDigitChoiceIsRecordedWithTheChosenButtonFocused() throws {
        // Scan, Continue, then 2: Allow, while the alert's focus was on Don’t Allow.
        let transcript = try Self.walk("camera", keys: "1,1,2")
        let step = try #require(transcript.steps.last)
        #expect(step.choice == "Allow" && step.method == .digit)
        #expect(step.focus == step.index, "focus \(step.focus), chosen \(step.index)")
        #expect(step.frame.contains { $0.contains("▸ Allow ◂") }, "\(step.frame.joined(separator: "\n"))")
        #expect(!step.frame.contains { $0.contains("▸ Don") })
    }

    @Test func theIOS18ContactsAlertsSecondStageByDigit() throws {
        // Split, Next, Continue (2), then 2 on the sharing sheet (iOS 18+): Share All 6 Contacts.
        let transcript = try Self.walk("contacts", keys: "1,1,2,2")
        let steps = transcript.steps
        try #require(steps.count == 4)
        for step in steps { #expect(step.focus == step.index, "\(step.screen) \(step.choice): focus \(step.focus), chosen \(step.index)") }
        #expect(steps[2].frame.contains { $0.contains("▸ Continue ◂") })
        #expect(steps[3].choice == "Share All 6 Contacts")
        #expect(steps[3].frame.contains { $0.contains("▸ Share All 6 Contacts ◂") }, "\(steps[3].frame.joined(separator: "\n"))")
    }

    @Test func thePictureMarksHowTheChoiceWasMade() throws {
        let transcript = try Self.walk("camera", keys: "1,enter,tab,enter")
        let review = TranscriptReview(transcript: transcript, flowPath: "flows/camera.yaml", flowStatus: .unchanged, currentDiagnostics: nil)
        let pictures = review.document.entries.compactMap { entry -> ReviewPicture? in
            if case .step(let step) = entry { step.picture } else { nil }
        }
        try #require(pictures.count == 3)
        #expect(pictures.map { $0.chosen?.markText } == ["◀ 1 key", "◀ Enter", "◀ Enter"])
        let svg = pictures[2].svg(theme: .light, title: "Step 3")
        let (row, method) = Self.mark(svg)
        #expect(method == "key")
        // The mark stands on the row of the chosen button, counted in the cropped picture.
        let chosenRow = try #require(pictures[2].chosenRow)
        let frame = Frame(recorded: pictures[2].lines, styles: pictures[2].styles, width: pictures[2].width)
        #expect(row == String(chosenRow - FrameSVG.cropBox(frame).row + FrameSVG.margin))
        #expect(pictures[2].lines[chosenRow].contains("▸ Allow ◂"))
        #expect(SVGOutline.parse(svg).elements.contains { $0.name == "text" && $0.text == "◀ Enter" })
    }

    @Test func anOlderTranscriptsPictureMarksTheLabelNotTheFocus() throws {
        // Recorded before the moment of the choice was drawn: focus on Don’t Allow, Allow chosen by 2.
        var transcript = try Self.walk("camera", keys: "1,1,tab,enter")
        let index = try #require(transcript.lines.lastIndex { if case .step = $0.entry { true } else { false } })
        guard case .step(var step) = transcript.lines[index].entry else { return }
        step.focus = 0
        step.method = .digit
        step.frame = step.frame.map { $0.replacingOccurrences(of: "▸ Allow ◂", with: "  Allow  ") }
        transcript.lines[index].entry = .step(step)
        let review = TranscriptReview(transcript: transcript, flowPath: "flows/camera.yaml", flowStatus: .unchanged, currentDiagnostics: nil)
        guard case .step(let reviewed)? = review.document.entries.last(where: { if case .step = $0 { true } else { false } }) else {
            Issue.record("no step")
            return
        }
        #expect(reviewed.picture.chosen?.highlighted == false)
        let row = try #require(reviewed.picture.chosenRow)
        #expect(reviewed.picture.lines[row].contains("Allow"))
    }
}

/// One numbering of steps: the status line, the transcript, the review, replay and verify all
/// call the N-th choice of the walk "step N", restarts included.
@Suite struct StepNumberingTests {
    @Test func everyPartCallsTheSameChoiceByTheSameNumber() throws {
        let (flowPath, report, walker) = try TranscriptFixture.walkable("camera")
        // Scan, restart, Scan, Continue, Allow by its digit.
        let walk = try walker.run(script: "1,r,1,1,2")
        let transcript = try TranscriptFixture.record(walk, walker: walker, flowPath: flowPath,
                                                      options: TranscriptFixture.options(report)).transcript()
        let steps = transcript.steps
        try #require(steps.count == 4)
        #expect(steps.map(\.step) == [1, 2, 3, 4])
        for (offset, step) in steps.enumerated() {
            let status = try #require(step.frame.last)
            #expect(status.contains("\(step.screen) · step \(offset + 1) ·"), "step \(offset + 1)'s status line: \(status)")
        }
        let review = TranscriptReview(transcript: transcript, flowPath: flowPath, flowStatus: .unchanged, currentDiagnostics: nil)
        let numbers = review.document.entries.compactMap { entry -> Int? in if case .step(let step) = entry { step.number } else { nil } }
        #expect(numbers == [1, 2, 3, 4])
        let printed = TranscriptPlayback(transcript).printed()
        for (offset, step) in steps.enumerated() {
            #expect(printed.contains("step \(offset + 1) · \(step.screen) ("), "replay: \(printed)")
        }
        // The alert is step 4 everywhere: its status line, the review's heading, replay's caption.
        #expect(steps[3].screen == "camera" && steps[3].frame.last?.contains("camera · step 4") == true)
    }

    @Test func aTranscriptNumberedTheOldWayStillHolds() throws {
        let (flowPath, report, walker) = try TranscriptFixture.walkable("camera")
        let walk = try walker.run(script: "1,1,2")
        var transcript = try TranscriptFixture.record(walk, walker: walker, flowPath: flowPath,
                                                      options: TranscriptFixture.options(report)).transcript()
        // Before: the status line counted the choices made so far ("step 0" on the first screen).
        for index in transcript.lines.indices {
            guard case .step(var step) = transcript.lines[index].entry, let status = step.frame.last else { continue }
            step.frame[step.frame.count - 1] = status.replacingOccurrences(of: "step \(step.step)", with: "step \(step.step - 1)")
            transcript.lines[index].entry = .step(step)
        }
        #expect(transcript.steps.first?.frame.last?.contains("home · step 0") == true)
        let flow = try #require(report.flow)
        let verification = transcript.verified(against: flow, report, flowPath: flowPath)
        #expect(verification.holds, "\(verification.drifts.map(\.message)) \(verification.drifts.map(\.details))")
        // A change of the text on the status line is still drift.
        guard case .step(var step) = transcript.lines[0].entry, let status = step.frame.last else { return }
        step.frame[step.frame.count - 1] = status.replacingOccurrences(of: "home", with: "hom")
        transcript.lines[0].entry = .step(step)
        #expect(!transcript.verified(against: flow, report, flowPath: flowPath).holds)
    }
}

/// Every screen shown has its picture, notes sit on the screen they were said on, every step
/// has an anchor, and no local path leaks into a review.
@Suite struct ReviewScreensTests {
    static func review(_ name: String, keys: String, flowPath: String? = nil) throws -> (TranscriptReview, Transcript) {
        let (path, report, walker) = try TranscriptFixture.walkable(name)
        let transcript = try TranscriptFixture.record(walker.run(script: keys), walker: walker, flowPath: path,
                                                      options: TranscriptFixture.options(report)).transcript()
        return (TranscriptReview(transcript: transcript, flowPath: flowPath ?? "flows/\(name).yaml", flowStatus: .unchanged,
                                 currentDiagnostics: []), transcript)
    }

    @Test func aScreenLeftWithRAndTheSettingsPanelHavePictures() throws {
        // Scan, Continue, Don’t Allow: camera-off; Settings > Privacy, camera on; R from camera-off.
        let (review, _) = try Self.review("camera", keys: "enter,enter,enter,p,right,esc,R,enter")
        let events = review.document.entries.compactMap { entry -> ReviewEvent? in if case .event(let event) = entry { event } else { nil } }
        let settings = try #require(events.first { $0.title == "Settings" })
        #expect(settings.picture?.lines.contains { $0.contains("Settings › Privacy") } == true)
        let relaunch = try #require(events.first { $0.title == "Relaunch" })
        #expect(relaunch.picture?.lines.contains { $0.contains("Camera is off for Receipts") } == true)
        let html = review.html()
        #expect(html.contains("<title>Relaunch at "), "the relaunch's picture is in the HTML review")
        #expect(html.contains("<title>Settings at "))
        let (markdown, images) = review.markdownWithImages(folder: "f")
        #expect(images.contains { $0.name.hasPrefix("event-") && $0.name.hasSuffix("-relaunch.svg") }, "\(images.map(\.name))")
        #expect(markdown.contains("](f/event-"))
        // Screens seen counts the screen left with R.
        #expect(review.screensSeen.contains { $0.screen == "camera-off" && $0.kind == "left by relaunch (R)" && $0.visits == 1 },
                "\(review.screensSeen)")
    }

    @Test func theStartScreenLeftWithRBeforeAnyChoiceIsAScreenSeen() throws {
        // R on the first screen, before any choice: the relaunch names the screen it left.
        let (review, transcript) = try Self.review("camera", keys: "R,enter")
        let relaunch = try #require(transcript.events.first { $0.kind == .relaunch })
        #expect(relaunch.screen == "home")
        #expect(review.screensSeen.first { $0.screen == "home" }?.kind == "left by relaunch (R)", "\(review.screensSeen)")
        #expect(review.screensSeen.first { $0.screen == "home" }?.visits == 2, "left by R, then the step after it")
        // A transcript from before the field (no `screen`) still reads; its start screen is unknown.
        var old = transcript
        for index in old.lines.indices {
            if case .event(var event) = old.lines[index].entry, event.kind == .relaunch {
                event.screen = nil
                old.lines[index].entry = .event(event)
            }
        }
        let oldReview = TranscriptReview(transcript: old, flowPath: "flows/camera.yaml", flowStatus: .unchanged, currentDiagnostics: [])
        #expect(oldReview.screensSeen.first { $0.screen == "home" }?.visits == 1)
    }

    @Test func notesSitOnTheScreenTheyWereSaidOn() throws {
        // iOS 18's contacts alert wording is unverified: said when the alert appears, after Next.
        let (review, transcript) = try Self.review("contacts", keys: "1,1,1")
        let wording = try #require(transcript.steps[1].notes.first { $0.hasPrefix("wording unverified") })
        let steps = review.document.steps
        try #require(steps.count == 3)
        #expect(!steps[1].details.contains { $0.value.contains(wording) }, "the pre-alert: \(steps[1].details)")
        #expect(steps[2].details.contains { $0.key == "Notes on arrival" && $0.value == wording }, "the alert: \(steps[2].details)")
        // The first choice's check note is on the pre-alert it led to.
        #expect(steps[1].details.contains { $0.key == "Notes on arrival" && $0.value.hasPrefix("checked contacts") })
    }

    @Test func everyStepHasAnAnchorAndALongWalkAContents() throws {
        let (short, _) = try Self.review("camera", keys: "1,1,2")
        #expect(short.html().contains("<section class=\"step\" id=\"step-3\">"))
        #expect(!short.html().contains("<nav class=\"contents\">"))
        #expect(short.markdown().contains("<a id=\"step-3\"></a>"))
        // Six choices: a table of contents linking every step.
        let (long, _) = try Self.review("camera", keys: "1,1,1,2,r,1,1,2")
        let html = long.html(), markdown = long.markdown()
        #expect(html.contains("<nav class=\"contents\">") && html.contains("<a href=\"#step-6\">"))
        #expect(markdown.contains("](#step-6)") && markdown.contains("<a id=\"step-6\"></a>"))
    }

    @Test func noLocalPathInAReview() throws {
        var (review, _) = try Self.review("camera", keys: "1,1,2", flowPath: "/tmp/permflow-x/flows/camera.yaml")
        review.transcript.header.flow.path = "/home/mina/work/flows/camera.yaml"
        for text in [review.html(), review.markdown()] {
            #expect(!text.contains("/tmp/") && !text.contains("/home/"))
            #expect(text.contains("camera.yaml"))
        }
        review.flowStatus = .missing
        #expect(!review.markdown().contains("/tmp/"))
    }
}
