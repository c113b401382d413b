import Testing
@testable import PermflowCore

/// `Screen.links` fills one buffer of its final size, `hasLinks` answers `!links.isEmpty` without
/// listing them, and `texts` is sized once (branch flows32h). These pin the lists against the
/// way they were made before, in the same order, on every bundled, bad and hostile flow and
/// every rule example, and on a screen that has every kind of link.
@Suite struct ScreenLinksTests {
    /// The links as they were listed before: `next`, the outcomes' targets, the actions' targets,
    /// `additional-information`.
    static func listedLinks(_ screen: Screen) -> [Located<String>] {
        var result: [Located<String>] = []
        if let next = screen.next { result.append(next) }
        result.append(contentsOf: screen.outcomes.map(\.target))
        result.append(contentsOf: screen.actions.compactMap(\.target))
        if let more = screen.additionalInformation { result.append(more) }
        return result
    }

    @Test func linksAndHasLinksAreTheListedLinksOnEveryFlow() throws {
        let flows = try MayCutTests.flows()
        #expect(flows.count > 100)
        var withLinks = 0, without = 0
        for (name, flow) in flows {
            for screen in flow.screens {
                let listed = Self.listedLinks(screen)
                #expect(screen.links == listed, "\(name) '\(screen.id.value)'")
                #expect(screen.hasLinks == !listed.isEmpty, "\(name) '\(screen.id.value)'")
                if listed.isEmpty { without += 1 } else { withLinks += 1 }
            }
        }
        // Both answers occur: screens that stop (end screens, dead ends) and screens that go on.
        #expect(withLinks > 0 && without > 0)
    }

    @Test func everyKindOfLinkIsListedInOrder() throws {
        let yaml = ExampleFlow.receipts.withoutHome.expand("""
            home:
              kind: app
              title: Home
              actions:
                - label: Ask
                  go: ask
                - label: Broken
                - label: Done
                  go: done
            ask:
              kind: alert
              resource: tracking
              purpose: Receipts uses your activity to show ads you may like.
              additional-information: more
              on: {allow: done, deny: home}
            more:
              kind: pre-alert
              title: More
              button: Continue
              next: done
            done:
              kind: end
              title: Done
            """)
        let flow = try #require(Linter().lint(path: "links.yaml", text: yaml).flow)
        let links = flow.screens.map { ($0.id.value, $0.links.map(\.value), $0.hasLinks) }
        #expect(links.map(\.0) == ["home", "ask", "more", "done"])
        #expect(links.map(\.1) == [["ask", "done"], ["done", "home", "more"], ["done"], []])
        #expect(links.map(\.2) == [true, true, true, false])
    }

    @Test func textsKeepTheirFieldsAndOrder() throws {
        for (name, flow) in try MayCutTests.flows() {
            for screen in flow.screens {
                var listed: [(String, Located<String>)] = []
                let singles: [(String, Located<String>?)] = [
                    ("title", screen.title), ("body", screen.body), ("button", screen.button), ("purpose", screen.purpose),
                    ("share-purpose", screen.sharePurpose), ("label", screen.label), ("image", screen.image),
                ]
                for case let (field, text?) in singles { listed.append((field, text)) }
                for action in screen.actions { listed.append(("action", action.label)) }
                #expect(screen.texts.map(\.field) == listed.map(\.0), "\(name) '\(screen.id.value)'")
                #expect(screen.texts.map(\.text) == listed.map(\.1), "\(name) '\(screen.id.value)'")
            }
        }
    }
}
