import Testing
@testable import PermflowCore

/// The status line cuts a long note at the terminal's width; `n` shows the notes in full.
@Suite struct NotesPanelTests {
    static let report = Linter().lint(path: "camera.yaml", text: ExampleFlow(name: "Notes", app: "Demo", home: "Home", action: "Scan").expand("""
    done:
      kind: end
      title: Done
    """))

    static func render(_ state: WalkState, _ walker: Walker, width: Int) -> Frame {
        Renderer.render(state, walker: walker, options: RenderOptions(width: width, height: 24, color: false))
    }

    @Test func aCutNoteOffersNAndTheKeyShowsItWholeThenPutsItBack() throws {
        let walker = Walker(flow: try #require(Self.report.flow))
        var state = walker.start()
        // A note longer than an 60-column status line can hold.
        let note = WalkNote.buttonCount(place: "this screen, which has a deliberately long name", count: 1)
        state.notes = [note]
        let narrow = Self.render(state, walker, width: 60).lines[23]
        #expect(narrow.contains("\u{2026}"), "the note is cut: \(narrow)")
        #expect(narrow.contains("n notes"), "\(narrow)")
        // Where it fits, no hint for it.
        let wide = Self.render(state, walker, width: 200).lines[23]
        #expect(wide.contains(note.english))
        #expect(!wide.contains("n notes"), "\(wide)")

        let open = try #require(KeyMap.event(for: .character("n"), in: state, walker: walker))
        #expect(open == .showNotes)
        let (opened, effects) = walker.update(state, open)
        #expect(effects.isEmpty)
        #expect(opened.overlay == .notes([note]))
        let panel = Self.render(opened, walker, width: 60)
        // The panel wraps the note: every word of it is on screen.
        let shown = panel.lines.joined(separator: " ")
        for word in note.english.split(separator: " ") { #expect(shown.contains(word), "\(word) missing") }
        #expect(panel.lines[23].contains("any key closes the notes"))
        #expect(panel.hotspots.isEmpty, "nothing behind the panel can be pressed")

        // Q still asks to quit; any other key closes it and the note is back on the status line.
        #expect(KeyMap.event(for: .character("Q"), in: opened, walker: walker) == .requestQuit)
        let close = try #require(KeyMap.event(for: .enter, in: opened, walker: walker))
        let (closed, closeEffects) = walker.update(opened, close)
        #expect(closeEffects.isEmpty, "Enter closed the panel and pressed nothing")
        #expect(closed.overlay == nil)
        #expect(closed.notes == [note])
        #expect(closed.screenID == state.screenID)
    }

    @Test func withNothingSaidThePanelSaysSo() throws {
        let walker = Walker(flow: try #require(Self.report.flow))
        let state = walker.start()
        let (opened, _) = walker.update(state, .showNotes)
        #expect(opened.overlay == .notes([]))
        #expect(Self.render(opened, walker, width: 80).plainText.contains("Nothing was said on this screen."))
    }
}
