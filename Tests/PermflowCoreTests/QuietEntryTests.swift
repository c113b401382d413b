import Testing
@testable import PermflowCore

/// `text-fits` enters every screen with a walker that does not note the wording of the system
/// text it enters (`Walker.notesWording`, branch flows32g): the rule throws the notes away, and
/// reading every string's evidence cost 10 k instructions an alert. These pin that nothing else
/// differs: the state entered and every frame drawn are a noting walker's.
@Suite struct QuietEntryTests {
    @Test func aWalkerThatNotesNoWordingEntersAndDrawsAsAWalkDoes() throws {
        let flows = try MayCutTests.flows()
        #expect(flows.count > 100)
        var wordingNotes = 0
        for (name, flow) in flows {
            let walker = Walker(flow: flow)
            var quiet = walker
            quiet.notesWording = false
            for screen in flow.screens {
                let id = screen.id.value
                var noted = WalkState(screenID: id)
                var silent = WalkState(screenID: id)
                var notes: [WalkNote] = []
                var quietNotes: [WalkNote] = []
                walker.enter(id, state: &noted, notes: &notes)
                quiet.enter(id, state: &silent, notes: &quietNotes)
                // The quiet walker's notes are the noting walker's without the wording ones.
                let others = notes.filter { !Self.isWording($0) }
                wordingNotes += notes.count - others.count
                #expect(quietNotes == others, "\(name) '\(id)'")
                #expect(silent.wordingNoted.isEmpty, "\(name) '\(id)'")
                // The one field told apart: which resources' wording was noted.
                silent.wordingNoted = noted.wordingNoted
                #expect(silent == noted, "\(name) '\(id)'")
                for (width, height) in [(30, 12), (80, 24)] {
                    let options = RenderOptions(width: width, height: height, color: false)
                    #expect(Renderer.render(silent, walker: quiet, options: options) == Renderer.render(noted, walker: walker, options: options),
                            "\(name) '\(id)' at \(width)×\(height)")
                    #expect(Renderer.mayCut(silent, walker: quiet, width: width, height: height)
                                == Renderer.mayCut(noted, walker: walker, width: width, height: height), "\(name) '\(id)'")
                }
            }
        }
        // Some entered screens do note their wording (an `alert:` override, a text no primary
        // source confirms): the comparison is not of walkers that never note anything.
        #expect(wordingNotes > 0)
    }

    private static func isWording(_ note: WalkNote) -> Bool {
        switch note {
        case .wordingUnverified, .overridden: true
        default: false
        }
    }
}
