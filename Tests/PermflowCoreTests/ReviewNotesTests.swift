import Testing
@testable import PermflowCore

/// `export --review-notes`: every request a flow makes, reached from a fresh install by the
/// walker's own moves, shortest path first and tracking first (issue 30).
@Suite struct ReviewNotesTests {
    static let runs = HomeFlow(name: "Runs", app: "Stride", header: "ios: 18", title: "Stride",
                               actions: [("Start a run", "where"), ("Get offers", "offers")]).expand(indented: """
          where:
            kind: alert
            resource: location
            purpose: Stride uses your location to draw the route of each run.
            on:
              allow-once: steps
              allow-while-using: steps
              deny: done
          steps:
            kind: alert
            resource: motion
            purpose: Stride counts your steps to show your cadence.
            on:
              allow: done
              deny: done
          offers:
            kind: app
            title: Offers
            actions:
              - label: See partner offers
                go: ask-tracking
          ask-tracking:
            kind: alert
            resource: tracking
            purpose: Stride shares your activity with partners to show offers for running gear.
            on:
              allow: done
              ask-not-to-track: done
          done:
            kind: end
            title: Done
        """)

    static func flow(_ text: String) throws -> Flow {
        try #require(FlowParser().parse(path: "runs.yaml", text: text).flow)
    }

    @Test func everyRequestWithItsShortestTapsTrackingFirst() throws {
        let notes = ReviewNotes([(path: "flows/runs.yaml", flow: try Self.flow(Self.runs))])
        #expect(notes.requests.map(\.resource) == ["tracking", "location", "motion"])
        #expect(notes.requests.map(\.taps) == [["Get offers", "See partner offers"], ["Start a run"], ["Start a run", "Allow Once"]])
        #expect(notes.requests[0].title == "Allow \u{201C}Stride\u{201D} to track your activity across other companies\u{2019} apps and websites?")
        #expect(notes.requests[2].message == "Stride counts your steps to show your cadence.")
        #expect(notes.truncated.isEmpty)
        let markdown = notes.markdown()
        #expect(markdown.hasPrefix("# Where Stride asks for access\n"))
        #expect(markdown.contains("""
            1. **Tracking**: tap **Get offers** → **See partner offers**
               - iOS asks: Allow “Stride” to track your activity across other companies’ apps and websites?
               - purpose string: Stride shares your activity with partners to show offers for running gear.
               - flow “Runs” (runs.yaml), screen `ask-tracking`
            """), "\(markdown)")
        #expect(markdown.contains("3. **Motion \\& Fitness**: tap **Start a run** → **Allow Once**\n"), "\(markdown)")
    }

    @Test func aRequestBehindACheckIsReachedAsThePhoneReachesIt() throws {
        // The check reads not determined on a fresh install, so the alert is reached through it;
        // the Settings screen after a denial is not a request.
        let text = Self.runs.replacingOccurrences(of: "      - label: Start a run\n        go: where",
                                                  with: "      - label: Start a run\n        go: check-where")
            + "\n  check-where:\n    kind: check\n    resource: location\n    on:\n      not-determined: where\n      otherwise: done\n"
        let notes = ReviewNotes([(path: "runs.yaml", flow: try Self.flow(text))])
        #expect(notes.requests.first { $0.resource == "location" }?.taps == ["Start a run"])
    }

    @Test func wordsFromTheFlowAreEscapedForMarkdown() throws {
        let text = Self.runs.replacingOccurrences(of: "label: Get offers", with: "label: \"[Win](http://x.test) <b>*now*</b>\"")
        let markdown = ReviewNotes([(path: "runs.yaml", flow: try Self.flow(text))]).markdown()
        #expect(markdown.contains("tap **\\[Win\\](http\\://x.test) \\<b\\>\\*now\\*\\</b\\>** → **See partner offers**"), "\(markdown)")
    }

    @Test func aFlowWithoutRequestsSaysSo() throws {
        let text = ExampleFlow(name: "Plain", app: "Stride").expand("home:\n  kind: end\n  title: Done")
        let notes = ReviewNotes([(path: "plain.yaml", flow: try Self.flow(text))])
        #expect(notes.requests.isEmpty)
        #expect(notes.markdown().contains("No flow asks for a permission."))
    }
}
