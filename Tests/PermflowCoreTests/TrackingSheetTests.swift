import Foundation
import Testing
@testable import PermflowCore

/// App Tracking Transparency's EU sheet (issue 28, item 0, iOS 27.2): on a device whose country
/// requires it, the tracking request is a full-page sheet with the formatted purpose
/// (`purpose-markdown`), Allow and the refusal, and Additional Information, which closes it
/// with no answer; a flow names the minor release (`ios: 27.2`) and the country (`device:`).
@Suite struct TrackingSheetTests {
    static func yaml(ios: String = "27.2", country: String? = "FR", more: Bool = true, expanded: Bool? = nil,
                     markdown: String = "Demo shows **ads you like**.\\n\\n- Stories stay *free*.\\n- Change it in Settings.") -> String {
        """
        permflow: 1
        name: Ads that fit
        app: Demo
        ios: \(ios)
        start: home
        \(country.map { "device:\n  country: \($0)\n" } ?? "")screens:
          home:
            kind: app
            title: Home
            actions:
              - label: Personalise
                go: tracking
          tracking:
            kind: alert
            resource: tracking
            purpose: Demo uses your activity in other apps to show ads you like.
            purpose-markdown: "\(markdown)"
        \(more ? "    additional-information: about\n" : "")\(expanded.map { "    expanded-interface: \($0)\n" } ?? "")    on: {allow: tailored, ask-not-to-track: plain}
          about:
            kind: app
            title: About ads
            actions:
              - label: Back
                go: tracking
          tailored: {kind: end, title: Tailored ads}
          plain: {kind: end, title: Plain ads}
        """
    }

    @Test func theFlowNamesAMinorReleaseAndACountry() throws {
        let flow = try WalkFixture.inline(Self.yaml())
        #expect(flow.ios.value == 27 && flow.iosMinor == 2)
        #expect(flow.samples.country?.value == "FR")
        #expect(try WalkFixture.inline(Self.yaml(ios: "27", country: "de")).iosMinor == 0)
        #expect(try WalkFixture.inline(Self.yaml(ios: "27", country: "de")).samples.country?.value == "DE")
        #expect(try WalkFixture.inline(Self.yaml(ios: "27.10")).iosMinor == 10)
        let badVersion = FlowParser().parse(path: "t.yaml", text: Self.yaml(ios: "27.2.1"))
        #expect(badVersion.diagnostics.contains { $0.message == "`ios` must be a version such as 27 or 27.2, not '27.2.1'" })
        let badCountry = FlowParser().parse(path: "t.yaml", text: Self.yaml(country: "France"))
        let error = try #require(badCountry.diagnostics.first { $0.severity == .error })
        #expect(error.message == "`device.country` must be a two-letter country code (ISO 3166-1), not 'France'; did you mean 'FR'?")
        #expect(error.location.line == 7 && error.location.column == 12)
    }

    @Test func theSheetsKeysBelongToTrackingAlerts() {
        let text = Self.yaml().replacingOccurrences(of: "resource: tracking", with: "resource: camera")
        let errors = FlowParser().parse(path: "t.yaml", text: text).diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.contains("`purpose-markdown` belongs to a tracking alert (iOS 27.2's EU sheet): camera has no such sheet"))
        #expect(errors.contains("`additional-information` belongs to a tracking alert (iOS 27.2's EU sheet): camera has no such sheet"))
    }

    @Test func theModelAsksWithTheSheetOnlyWhereAndWhenIOSDoes() throws {
        let catalog = SystemAlertCatalog.standard
        let tracking = try #require(catalog.resource(ResourceID("tracking")))
        let camera = try #require(catalog.resource(ResourceID("camera")))
        func device(_ country: String?) -> DeviceSamples {
            var device = DeviceSamples()
            device.country = country.map { Located($0, at: SourceLocation(line: 1, column: 1)) }
            return device
        }
        let model = SystemModel(catalog: catalog, ios: 27)
        for country in ["DE", "FR", "IT", "PL", "RO"] {
            for expanded in [false, true] {
                #expect(model.asksWithTrackingSheet(tracking, device: device(country), minor: 2, expanded: expanded), "\(country)")
                #expect(!model.asksWithTrackingSheet(tracking, device: device(country), minor: 1, expanded: expanded), "\(country) before 27.2")
            }
        }
        // Elsewhere in the EU the app opts in with the expanded interface; without it, the alert.
        for country in ["ES", "NL", "AT", "SE"] {
            #expect(model.asksWithTrackingSheet(tracking, device: device(country), minor: 2, expanded: true), "\(country)")
            #expect(!model.asksWithTrackingSheet(tracking, device: device(country), minor: 2, expanded: false), "\(country)")
            #expect(!model.asksWithTrackingSheet(tracking, device: device(country), minor: 1, expanded: true), "\(country) before 27.2")
        }
        // Outside the EU the alert, whatever the app asks for.
        for country in ["KR", "US", "CH", "GB", nil] {
            for expanded in [false, true] {
                #expect(!model.asksWithTrackingSheet(tracking, device: device(country), minor: 2, expanded: expanded))
            }
        }
        #expect(!model.asksWithTrackingSheet(camera, device: device("FR"), minor: 2, expanded: true))
        #expect(!SystemModel(catalog: catalog, ios: 26).asksWithTrackingSheet(tracking, device: device("FR"), minor: 4, expanded: true))
        #expect(model.answerAdditionalInformation(facts: ResourceFacts(state: .notDetermined)) == .notDetermined)
    }

    @Test func theWalkShowsTheSheetWithItsChoices() throws {
        let walker = Walker(flow: try WalkFixture.inline(Self.yaml()))
        let asked = try WalkFixture.keys(walker, "1")
        let alert = try #require(asked.finalState.alert)
        #expect(alert.trackingSheet == TrackingSheetState(additionalInformation: "about"))
        #expect(walker.choices(asked.finalState).map(\.label) == ["Reject", "Allow", "Additional Information"])
        #expect(asked.records.last?.notes.map(\.english).first
            == "tracking: asked with iOS 27.2's EU sheet (the device is in FR, where apps must ask so)")
        // The purpose it shows is the Markdown one, the app's name resolved.
        #expect(walker.trackingSheetPurpose(asked.finalState)?.markdown == true)
        // Allow stores what the alert's Allow stores.
        let allowed = try WalkFixture.keys(walker, "1,2")
        #expect(allowed.finalState.screenID == "tailored")
        #expect(allowed.finalState.permissions.state(of: "tracking") == .authorized)
        let refused = try WalkFixture.keys(walker, "1,1")
        #expect(refused.finalState.permissions.state(of: "tracking") == .denied)
        // Without the sheet's country, or on 27.0, the classic alert.
        for yaml in [Self.yaml(country: "ES"), Self.yaml(ios: "27"), Self.yaml(country: nil)] {
            let classic = try WalkFixture.keys(Walker(flow: try WalkFixture.inline(yaml)), "1")
            #expect(classic.finalState.alert?.trackingSheet == nil)
            #expect(classic.finalState.alert?.resource == "tracking")
        }
    }

    @Test func anAppElsewhereInTheEUOptsInWithTheExpandedInterface() throws {
        // The Netherlands on 27.2: the sheet only when the alert says `expanded-interface: true`.
        let optedIn = Walker(flow: try WalkFixture.inline(Self.yaml(country: "NL", expanded: true)))
        let asked = try WalkFixture.keys(optedIn, "1")
        #expect(asked.finalState.alert?.trackingSheet == TrackingSheetState(additionalInformation: "about"))
        #expect(asked.records.last?.notes.map(\.english).first
            == "tracking: asked with iOS 27.2's EU sheet (the device is in NL, and the app asks with the expanded interface)")
        #expect(try WalkFixture.keys(optedIn, "1,3").finalState.screenID == "about")
        for yaml in [Self.yaml(country: "NL", expanded: false), Self.yaml(country: "NL"), Self.yaml(country: "US", expanded: true),
                     Self.yaml(ios: "27.1", country: "NL", expanded: true)] {
            let classic = try WalkFixture.keys(Walker(flow: try WalkFixture.inline(yaml)), "1")
            #expect(classic.finalState.alert?.trackingSheet == nil, "\(yaml)")
            #expect(classic.finalState.alert?.resource == "tracking")
        }
        // A flag that is not a boolean, or on another resource, is an error at its place.
        let wrong = FlowParser().parse(path: "t.yaml", text: Self.yaml(country: "NL", expanded: nil)
            .replacingOccurrences(of: "    on: {allow", with: "    expanded-interface: sometimes\n    on: {allow"))
        #expect(wrong.diagnostics.contains { $0.message == "`expanded-interface` must be true or false, not 'sometimes'" })
        let camera = FlowParser().parse(path: "t.yaml", text: Self.yaml(expanded: true).replacingOccurrences(of: "resource: tracking", with: "resource: camera"))
        #expect(camera.diagnostics.contains { $0.message.hasPrefix("`expanded-interface` belongs to a tracking alert") })
    }

    @Test func additionalInformationClosesTheSheetWithNoAnswerAndItAsksAgain() throws {
        let walker = Walker(flow: try WalkFixture.inline(Self.yaml()))
        let more = try WalkFixture.keys(walker, "1,3")
        #expect(more.finalState.alert == nil)
        #expect(more.finalState.screenID == "about")
        #expect(more.finalState.permissions.state(of: "tracking") == .notDetermined)
        #expect(more.records.last?.outcome == nil)
        #expect(more.records.last?.notes.map(\.english).first?.hasPrefix("Additional Information: the sheet closed with no answer") == true)
        let again = try WalkFixture.keys(walker, "1", from: more.finalState)
        #expect(again.finalState.alert?.trackingSheet != nil)
        // Without `additional-information`, the app offers no such button.
        let without = Walker(flow: try WalkFixture.inline(Self.yaml(more: false)))
        #expect(walker.choices(try WalkFixture.keys(without, "1").finalState).count == 2)
    }

    @Test func lintFollowsAdditionalInformationWithTrackingStillNotAsked() throws {
        let report = Linter().lint(path: "t.yaml", text: Self.yaml())
        #expect(!report.diagnostics.contains { $0.ruleID == "flow-unreachable-screen" })
        // Collecting tracking data after Additional Information is collecting before the answer.
        let collecting = Self.yaml().replacingOccurrences(of: "title: About ads\n", with: "title: About ads\n    collects: [tracking]\n")
        let collected = Linter().lint(path: "t.yaml", text: collecting)
        #expect(collected.diagnostics.contains { $0.ruleID == "tracking-before-collection" && $0.message.contains("'about'") })
    }

    @Test func lintFollowsAdditionalInformationOnlyWhereTheSheetIsShown() throws {
        func findings(_ yaml: String) -> [Diagnostic] {
            Linter().lint(path: "t.yaml", text: yaml.replacingOccurrences(of: "title: About ads\n", with: "title: About ads\n    collects: [tracking]\n"))
                .diagnostics
        }
        // Asked with the sheet (NL with the expanded interface): About is reached before any answer.
        #expect(findings(Self.yaml(country: "NL", expanded: true)).contains { $0.ruleID == "tracking-before-collection" && $0.message.contains("'about'") })
        // Asked with the alert, which has no Additional Information: About is never reached that way
        // (the graph still links it, so flow-unreachable-screen, which reads the graph only, is quiet).
        for yaml in [Self.yaml(country: "NL", expanded: false), Self.yaml(country: "US", expanded: true), Self.yaml(ios: "27.1", country: "NL", expanded: true)] {
            let found = findings(yaml)
            #expect(!found.contains { $0.ruleID == "tracking-before-collection" }, "\(found.map(\.message))")
        }
    }

    @Test func theMarkdownSubsetParsesAndReportsWhatIsNotWellFormed() {
        let parsed = MarkdownSubset("We show **ads you like**.\n\n- Stories stay *free*.\n- Change it\n  in Settings.\n\nSecond paragraph\nwraps.")
        #expect(parsed.blocks == [
            .paragraph([.init("We show "), .init("ads you like", bold: true), .init(".")]),
            .bullet([.init("Stories stay "), .init("free", italic: true), .init(".")]),
            .bullet([.init("Change it")]),
            .paragraph([.init("in Settings.")]),
            .paragraph([.init("Second paragraph wraps.")]),
        ])
        #expect(parsed.issues.isEmpty)
        #expect(MarkdownSubset("snake_case_name and \\*stars\\*").plainText == "snake_case_name and *stars*")
        let bad = MarkdownSubset("# Ads\n**never closed and [a link](https://x) and `code` <u>u</u>")
        #expect(bad.issues.map(\.kind) == [
            .unsupported(what: "a heading (#)"), .unsupported(what: "a link"), .unsupported(what: "code (`)"),
            .unsupported(what: "HTML (<…>)"), .unclosed(marker: "**"),
        ])
        #expect(bad.issues.last?.offset == 6)
        let long = MarkdownSubset(String(repeating: "a", count: MarkdownSubset.maxLength + 5))
        #expect(long.issues.first?.kind == .tooLong(length: MarkdownSubset.maxLength + 5))
        #expect(long.plainText.count == MarkdownSubset.maxLength)
        let many = MarkdownSubset(Array(repeating: "- item", count: MarkdownSubset.maxBlocks + 1).joined(separator: "\n"))
        #expect(many.blocks.count == MarkdownSubset.maxBlocks && many.issues.first?.kind == .tooManyBlocks(count: MarkdownSubset.maxBlocks + 1))
    }

    @Test(arguments: ["en", "ko"]) func theSheetIsDrawnAsAFullPage(locale: String) throws {
        let yaml = Self.yaml().replacingOccurrences(of: "app: Demo\n", with: "app: Demo\nlocale: \(locale)\n")
        let walker = Walker(flow: try WalkFixture.inline(yaml))
        let state = try WalkFixture.keys(walker, "1").finalState
        let frame = RendererTests.render(state, walker, width: 80, height: 24)
        assertSnapshot(frame.plainText, named: "tracking-eu-sheet-\(locale)-80x24")
        let small = RendererTests.render(state, walker, width: 50, height: 20)
        assertSnapshot(small.plainText + "\n\n" + RendererTests.attributeMap(small), named: "tracking-eu-sheet-\(locale)-50x20")
        // Bold and italic (underlined: a cell has no italic) reach the cells.
        let text = frame.plainText.components(separatedBy: "\n")
        let row = try #require(text.firstIndex { $0.contains("Stories stay free") })
        let free = try #require(text[row].range(of: "free")).lowerBound
        let column = text[row].distance(from: text[row].startIndex, to: free)
        #expect(frame[column, row].attributes.contains(.underline) && !frame[column - 2, row].attributes.contains(.underline))
        let boldRow = try #require(text.firstIndex { $0.contains("ads you like") })
        let ads = text[boldRow].distance(from: text[boldRow].startIndex, to: try #require(text[boldRow].range(of: "ads you like")).lowerBound)
        #expect(frame[ads, boldRow].attributes.contains(.bold) && !frame[ads - 2, boldRow].attributes.contains(.bold))
        // Each choice can be clicked where it is drawn.
        #expect(Set(frame.hotspots.compactMap { if case let .choice(index) = $0.target { index } else { nil } }) == [0, 1, 2])
    }

    @Test func theSettingsSwitchReadsAsInTheEU() throws {
        let walker = Walker(flow: try WalkFixture.inline(Self.yaml()))
        let open = walker.update(walker.start(), .openPrivacy).0
        #expect(RendererTests.render(open, walker).plainText.contains("Allow Apps to Request to Link"))
        let elsewhere = Walker(flow: try WalkFixture.inline(Self.yaml(country: "KR")))
        let panel = RendererTests.render(elsewhere.update(elsewhere.start(), .openPrivacy).0, elsewhere).plainText
        #expect(panel.contains("Allow Apps to Request to Track") && !panel.contains("to Link"))
    }
}
