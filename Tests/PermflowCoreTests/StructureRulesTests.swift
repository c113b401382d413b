import Testing
@testable import PermflowCore

/// The structure rules: messages, locations and edge cases beyond their examples.
@Suite struct StructureRulesTests {
    func lint(_ yaml: String, _ rule: String) -> [Diagnostic] {
        Linter().lint(path: "structure.yaml", text: yaml).diagnostics.filter { $0.ruleID == rule }
    }

    static let end = """
      done:
        kind: end
        title: Done

    """

    /// An app screen `home` leading to `target`.
    static func home(to target: String) -> String {
        """
          home:
            kind: app
            title: Home
            actions:
              - label: Go
                go: \(target)

        """
    }

    // MARK: flow-unhandled-outcome

    @Test func missingOutcomesAreNamedAtTheOnKey() {
        let yaml = demoFlow(Self.home(to: "location") + """
          location:
            kind: alert
            resource: location
            purpose: Demo uses your location to find stores near you.
            on:
              allow-while-using: done

        """ + Self.end)
        let found = lint(yaml, "flow-unhandled-outcome")
        #expect(found.map(\.message) == ["'location' does not map the location alert's outcomes 'allow-once', 'deny' to a screen"])
        #expect(found.first?.location == SourceLocation(line: 16, column: 5))
        #expect(found.first?.length == 2)
        #expect(found.first?.hint == "add `allow-once: <screen>`, `deny: <screen>` under `on:`")
        #expect(found.first?.severity == .error)
    }

    @Test func flowStyleOnKeyIsFound() {
        let yaml = demoFlow(Self.home(to: "camera") + """
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on: {allow: done}

        """ + Self.end)
        let found = lint(yaml, "flow-unhandled-outcome")
        #expect(found.first?.location == SourceLocation(line: 16, column: 5))
    }

    @Test func emptyOnIsReportedAtTheScreenId() {
        let yaml = demoFlow(Self.home(to: "camera") + """
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on: {}

        """ + Self.end)
        let found = lint(yaml, "flow-unhandled-outcome")
        #expect(found.map(\.message) == ["'camera' does not map the camera alert's outcomes 'allow', 'deny' to a screen"])
        #expect(found.first?.location == SourceLocation(line: 12, column: 3))
    }

    @Test func impossibleOutcomeKeysGetSuggestionsOrTheIOSVersionsThatHaveThem() {
        let yaml = demoFlow(header: "ios: 13\n", Self.home(to: "camera") + """
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on:
              alow: done
              allow: done
              deny: done
          photos:
            kind: alert
            resource: photos
            purpose: Demo shows the photos you pick.
            on:
              allow-full: done
              limit: done
              deny: done

        """ + Self.end)
        let found = lint(yaml, "flow-unhandled-outcome")
        #expect(found.map(\.message) == [
            "the camera alert has no 'alow' outcome; did you mean 'allow'?",
            "the photos alert on iOS 13 has no 'limit' outcome (iOS 14 and later offer it)",
        ])
        #expect(found.first?.location == SourceLocation(line: 18, column: 7))
        #expect(found.first?.hint == "the camera alert's outcomes on iOS 13: allow, deny")
    }

    @Test func unknownResourcesAreLeftToTheParser() {
        let yaml = demoFlow(Self.home(to: "camera") + """
          camera:
            kind: alert
            resource: camra
            purpose: Demo uses the camera to read receipts.
            on:
              yes: done

        """ + Self.end)
        #expect(lint(yaml, "flow-unhandled-outcome").isEmpty)
        #expect(lint(yaml, "flow-unknown-resource").count == 1)
    }

    @Test func everyResourceOnEveryIOSVersionHasOutcomes() {
        for resource in SystemAlertCatalog.standard.resources {
            for ios in 13...FlowParser.newestIOS {
                #expect(!resource.outcomes(ios: ios).isEmpty, "\(resource.id) on iOS \(ios)")
            }
        }
    }

    // MARK: flow-unreachable-screen

    @Test func unreachableScreensAreWarningsAtTheirIds() {
        let yaml = demoFlow(Self.home(to: "done") + Self.end + """
          lost:
            kind: end
            title: Lost

        """)
        let found = lint(yaml, "flow-unreachable-screen")
        #expect(found.map(\.message) == ["screen 'lost' cannot be reached from start 'home'"])
        #expect(found.first?.location == SourceLocation(line: 15, column: 3))
        #expect(found.first?.severity == .warning)
    }

    @Test func noStartNoUnreachableNoise() {
        let yaml = demoFlow(Self.home(to: "done") + Self.end).replacingOccurrences(of: "start: home\n", with: "start: hom\n")
        #expect(lint(yaml, "flow-unreachable-screen").isEmpty)
        #expect(lint(yaml, "flow-unknown-target").count == 1)
    }

    @Test func unreachableIsSuppressible() {
        let yaml = demoFlow(Self.home(to: "done") + Self.end + """
          draft:
            kind: end
            title: Draft
            ignore:
              flow-unreachable-screen: "kept for the next version"

        """)
        #expect(lint(yaml, "flow-unreachable-screen").map(\.isSuppressed) == [true])
    }

    // MARK: flow-dead-end

    @Test func deadEndsPerKind() {
        let yaml = demoFlow(Self.home(to: "camera") + """
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on: {}
          help:
            kind: settings
            title: Help
          last:
            kind: end
            title: Last

        """)
        let found = lint(yaml, "flow-dead-end")
        #expect(found.map(\.message) == [
            "alert screen 'camera' maps no outcomes under `on:`, so the flow stops there",
            "settings screen 'help' has no actions, so the flow stops there",
        ])
    }

    @Test func aBrokenLinkStillCountsAsAWayForward() {
        let yaml = demoFlow(Self.home(to: "nowhere"))
        #expect(lint(yaml, "flow-dead-end").isEmpty)
        #expect(lint(yaml, "flow-unknown-target").count == 1)
    }

    // MARK: flow-dead-end: loops with no way to an end screen

    /// An app screen `id` whose actions lead to `targets`, in order.
    static func app(_ id: String, to targets: String...) -> String {
        "  \(id):\n    kind: app\n    title: \(id)\n" + (targets.isEmpty ? "" : "    actions:\n")
            + targets.map { "      - label: To \($0)\n        go: \($0)\n" }.joined()
    }

    @Test func aScreenLeadingOnlyToItselfIsStuck() {
        let yaml = demoFlow(Self.app("home", to: "home") + Self.end)
        let found = lint(yaml, "flow-dead-end")
        #expect(found.map(\.message) == ["the only way forward from app screen 'home' leads back to itself, so the flow is stuck there"])
        #expect(found.first?.location == SourceLocation(line: 6, column: 3))
        #expect(found.first?.severity == .warning)
        #expect(found.first?.hint == "point one of its links at the next screen, or make it an `end` screen")
    }

    @Test func anAlertWhoseOutcomesAllLeadBackIsStuck() {
        let yaml = demoFlow(Self.app("home", to: "camera") + """
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on:
              allow: camera
              deny: camera

        """ + Self.end)
        #expect(lint(yaml, "flow-dead-end").map(\.message) == [
            "every way forward from alert screen 'camera' leads back to itself, so the flow is stuck there",
        ])
    }

    @Test func aTwoScreenLoopIsNamedAtItsFirstScreen() {
        let yaml = demoFlow(Self.app("home", to: "details") + Self.app("details", to: "home") + Self.end)
        let found = lint(yaml, "flow-dead-end")
        #expect(found.map(\.message) == ["screens 'home' → 'details' → 'home' form a loop with no way to an end screen"])
        #expect(found.first?.location == SourceLocation(line: 6, column: 3))
        #expect(found.first?.hint == "give one of the loop's screens an action or outcome that leads on toward an `end` screen")
    }

    @Test func aThreeScreenTrapIsReportedWhereTheWalkEntersIt() {
        // The loop is written c, a, b in the file; a walk from home enters it at a.
        let yaml = demoFlow(Self.app("home", to: "a") + Self.app("c", to: "a") + Self.app("a", to: "b") + Self.app("b", to: "c") + Self.end)
        let found = lint(yaml, "flow-dead-end")
        #expect(found.map(\.message) == ["screens 'a' → 'b' → 'c' → 'a' form a loop with no way to an end screen"])
        #expect(found.first?.location == SourceLocation(line: 18, column: 3))
    }

    @Test func aLoopWithAWayOutIsFine() {
        let yaml = demoFlow(Self.app("home", to: "a") + Self.app("a", to: "b") + Self.app("b", to: "a", "done") + Self.end)
        #expect(lint(yaml, "flow-dead-end").isEmpty)
        let selfLoopWithExit = demoFlow(Self.app("home", to: "home", "done") + Self.end)
        #expect(lint(selfLoopWithExit, "flow-dead-end").isEmpty)
    }

    @Test func aTrapReachedOnlyAfterAnAlertOutcomeIsFound() {
        let yaml = demoFlow(Self.app("home", to: "why") + """
          why:
            kind: pre-alert
            resource: camera
            title: Scan receipts with your camera
            body: Demo reads the total for you.
            button: Continue
            next: camera
          camera:
            kind: alert
            resource: camera
            purpose: Demo uses the camera to read receipts.
            on:
              allow: done
              deny: manual

        """ + Self.app("manual", to: "help") + Self.app("help", to: "manual") + Self.end)
        let found = lint(yaml, "flow-dead-end")
        #expect(found.map(\.message) == ["screens 'manual' → 'help' → 'manual' form a loop with no way to an end screen"])
    }

    @Test func onlyTheLoopWhereThePathStopsIsReported() {
        // a ⇄ b leads on to c ⇄ d, which goes nowhere: the fix belongs in c ⇄ d, so a ⇄ b is not reported.
        let chained = demoFlow(Self.app("a", to: "b") + Self.app("b", to: "a", "c") + Self.app("c", to: "d") + Self.app("d", to: "c") + Self.end)
        #expect(lint(chained, "flow-dead-end").map(\.message) == ["screens 'c' → 'd' → 'c' form a loop with no way to an end screen"])
        // A loop whose way out is a screen with nothing to choose: that screen is the one reported.
        let intoDeadEnd = demoFlow(Self.app("a", to: "b") + Self.app("b", to: "a", "stuck") + Self.app("stuck") + Self.end)
        #expect(lint(intoDeadEnd, "flow-dead-end").map(\.message) == ["app screen 'stuck' has no actions, so the flow stops there"])
        // A loop whose way out is a broken link: flow-unknown-target reports it.
        let broken = demoFlow(Self.app("a", to: "b") + Self.app("b", to: "a", "nowhere") + Self.end)
        #expect(lint(broken, "flow-dead-end").isEmpty)
        // Loops nobody reaches are flow-unreachable-screen's.
        let unreachable = demoFlow(Self.app("home", to: "done") + Self.app("x", to: "y") + Self.app("y", to: "x") + Self.end)
        #expect(lint(unreachable, "flow-dead-end").isEmpty)
        #expect(lint(unreachable, "flow-unreachable-screen").count == 2)
    }

    @Test func screensOffTheNamedRoundAreListed() {
        let yaml = demoFlow(Self.app("home", to: "list") + Self.app("list", to: "item", "home") + Self.app("item", to: "list") + Self.end)
        #expect(lint(yaml, "flow-dead-end").map(\.message) == [
            "screens 'home' → 'list' → 'home' and 'item' form a loop with no way to an end screen",
        ])
    }

    @Test func longLoopsAreCappedInTheMessage() {
        let ids = (0..<8).map { "s\($0)" }
        let screens = ids.indices.map { Self.app(ids[$0], to: ids[($0 + 1) % ids.count]) }.joined()
        let yaml = demoFlow(screens + Self.end)
        #expect(lint(yaml, "flow-dead-end").map(\.message) == [
            "screens 's0' → 's1' → 's2' → 's3' → 's4' → \u{2026} 3 more → 's0' form a loop with no way to an end screen",
        ])
        // A shortcut s3 → spoke → s0 makes a shorter round; the screens off it are counted.
        let shortcut = ids.indices.map { $0 == 3 ? Self.app("s3", to: "s4", "spoke") : Self.app(ids[$0], to: ids[($0 + 1) % ids.count]) }
            .joined() + Self.app("spoke", to: "s0")
        #expect(lint(demoFlow(shortcut + Self.end), "flow-dead-end").map(\.message) == [
            "screens 's0' → 's1' → 's2' → 's3' → 'spoke' → 's0' and 4 more linked to them form a loop with no way to an end screen",
        ])
    }

    @Test func aFlowWithoutEndScreensIsOpenEnded() {
        // An app prototype that always comes back home has no end screen: its loops are the design.
        let hub = demoFlow(Self.app("home", to: "details", "settings") + Self.app("details", to: "home") + Self.app("settings", to: "home"))
        #expect(lint(hub, "flow-dead-end").isEmpty)
        // A screen that only leads to itself is stuck all the same.
        let stuck = demoFlow(Self.app("home", to: "spin") + Self.app("spin", to: "spin"))
        #expect(lint(stuck, "flow-dead-end").map(\.message) == [
            "the only way forward from app screen 'spin' leads back to itself, so the flow is stuck there",
        ])
    }

    @Test func aLoopIsSuppressibleAtItsEntry() {
        let yaml = demoFlow(Self.app("home", to: "home") + """
            ignore:
              flow-dead-end: "a kiosk that never ends"

        """ + Self.end)
        #expect(lint(yaml, "flow-dead-end").map(\.isSuppressed) == [true])
    }

    /// A flow of `count` app screens in a chain, s0 → s1 → …, built without parsing (a
    /// 100,000-screen YAML file takes long to read in a debug build); the last screen leads
    /// back to screen `back`, and an `end` screen no path reaches comes last.
    static func chain(_ count: Int, back: Int) -> Flow {
        let here = SourceLocation(line: 1, column: 1)
        func text(_ value: String) -> Located<String> { Located(value, at: here) }
        var screens: [Screen] = []
        screens.reserveCapacity(count + 1)
        for index in 0..<count {
            var screen = Screen(id: text("s\(index)"), kind: Located(.app, at: here), location: here)
            screen.title = text("Step \(index)")
            let target = index + 1 < count ? index + 1 : back
            screen.actions = [Action(label: text("Next"), target: text("s\(target)"), location: here)]
            screens.append(screen)
        }
        var end = Screen(id: text("done"), kind: Located(.end, at: here), location: here)
        end.title = text("Done")
        screens.append(end)
        return Flow(source: SourceFile(path: "chain.yaml", text: ""), version: Located(1, at: here), name: text("Chain"),
                    app: text("Demo"), locale: text("en"), ios: Located(18, at: here), start: text("s0"), screens: screens)
    }

    @Test func aHundredThousandScreenChainIntoALoopIsLinear() {
        let started = ContinuousClock.now
        // 99,998 screens of chain, then s99998 ⇄ s99999.
        let tail = FlowDeadEndRule().check(LintContext(flow: Self.chain(100_000, back: 99_998)))
        #expect(tail.map(\.message) == ["screens 's99998' → 's99999' → 's99998' form a loop with no way to an end screen"])
        // One loop through all 100,000 screens: Tarjan's search goes 100,000 deep without recursion.
        let ring = FlowDeadEndRule().check(LintContext(flow: Self.chain(100_000, back: 0)))
        #expect(ring.map(\.message) == ["screens 's0' → 's1' → 's2' → 's3' → 's4' → \u{2026} 99995 more → 's0' form a loop with no way to an end screen"])
        // A chain ending in a self-loop.
        let spin = FlowDeadEndRule().check(LintContext(flow: Self.chain(100_000, back: 99_999)))
        #expect(spin.map(\.message) == ["the only way forward from app screen 's99999' leads back to itself, so the flow is stuck there"])
        #expect(ContinuousClock.now - started < .seconds(30), "three 100,000-screen flows should take a few seconds in a debug build")
    }

    // MARK: flow-unknown-resource, flow-duplicate-id (recorded by the parser, reported by the rules)

    @Test func unknownResourcesAreReportedEverywhereAResourceIsNamed() {
        let yaml = "permflow: 1\nname: Test\napp: Demo\nstart: home\nlaunch-request:\n  resource: gps\n  reason: Directions need it.\nscreens:\n"
            + """
              home:
                kind: app
                title: Home
                collects: [trackin]
                actions:
                  - label: Help
                    go: help
              help:
                kind: settings
                resource: camear
                title: Help
                actions:
                  - label: Done
                    go: done

            """ + Self.end
        let found = lint(yaml, "flow-unknown-resource")
        #expect(found.map(\.message) == [
            "unknown resource 'gps'; did you mean 'location'?",
            "unknown resource 'trackin'; did you mean 'tracking'?",
            "unknown resource 'camear'; did you mean 'camera'?",
        ])
        #expect(found.map(\.location.line) == [6, 12, 18])
    }

    /// The parser records unknown resources and duplicate keys but reports neither; the rules
    /// report what it recorded, from the lint context.
    @Test func parseFactRulesReportWhatTheParserRecorded() throws {
        let yaml = demoFlow(Self.home(to: "cam") + """
              cam:
                kind: alert
                resource: camra
                purpose: Demo uses the camera to read receipts.
                on: {allow: done, deny: done}

            """ + Self.end + Self.end)
        let parsed = FlowParser().parse(path: "x.yaml", text: yaml)
        #expect(!parsed.diagnostics.contains { RuleRegistry.description(of: $0.ruleID) != nil },
                "\(parsed.diagnostics.map { "[\($0.ruleID)] \($0.message)" })")
        #expect(parsed.facts.unknownResources.map(\.value) == ["camra"])
        #expect(parsed.facts.duplicateKeys.map(\.key.value) == ["done"])
        let flow = try #require(parsed.flow)
        let context = LintContext(flow: flow, facts: parsed.facts)
        let resources = FlowUnknownResourceRule().check(context)
        #expect(resources.map(\.message) == ["unknown resource 'camra'; did you mean 'camera'?"])
        #expect(resources.map(\.location) == [SourceLocation(line: 14, column: 15)])
        #expect(resources.map(\.length) == [5])
        let duplicates = FlowDuplicateIDRule().check(context)
        #expect(duplicates.map(\.message) == ["duplicate screen id 'done' (first defined at x.yaml:17:3)"])
        #expect(duplicates.map(\.location) == [SourceLocation(line: 20, column: 3)])
        #expect(duplicates.map(\.hint) == ["give each screen its own id; only the first 'done' is used"])
        // Without the facts (a flow built in code) there is nothing to report.
        #expect(FlowUnknownResourceRule().check(LintContext(flow: flow)).isEmpty)
        #expect(FlowDuplicateIDRule().check(LintContext(flow: flow)).isEmpty)
    }

    /// A duplicate inside `{…}` stops reading before there is a flow; the rule still reports it,
    /// and a linter without the rule reports nothing for it.
    @Test func parseFactRulesRunWithoutAFlow() {
        let yaml = "permflow: 1\nname: T\napp: Demo\nstart: home\nscreens: {home: {kind: end, title: A, title: B}}\n"
        let report = Linter().lint(path: "x.yaml", text: yaml)
        #expect(report.flow == nil)
        let found = report.diagnostics.filter { $0.ruleID == "flow-duplicate-id" }
        #expect(found.map(\.message) == ["duplicate key 'title'"])
        #expect(found.map(\.location) == [SourceLocation(line: 5, column: 29)])
        #expect(found.map(\.hint) == ["YAML keeps one value per key; remove or rename one of them"])
        #expect(found.map(\.severity) == [.error])
        let without = Linter(rules: RuleRegistry.all.filter { $0.description.id != "flow-duplicate-id" }).lint(path: "x.yaml", text: yaml)
        #expect(!without.diagnostics.contains { $0.ruleID == "flow-duplicate-id" })
        // Unknown resources too, when a missing `name` leaves no flow.
        let nameless = Linter().lint(path: "x.yaml", text: "permflow: 1\napp: Demo\nstart: home\nlaunch-request:\n  resource: gps\n  reason: R.\nscreens: {}\n")
        #expect(nameless.flow == nil)
        #expect(nameless.diagnostics.filter { $0.ruleID == "flow-unknown-resource" }.map(\.message) == ["unknown resource 'gps'; did you mean 'location'?"])
    }

    @Test func everyDuplicateIsReported() {
        let yaml = demoFlow(Self.home(to: "done") + Self.end + Self.end + Self.end)
        let found = lint(yaml, "flow-duplicate-id")
        #expect(found.count == 2)
        #expect(found.map(\.location.line) == [15, 18])
        #expect(found.first?.message == "duplicate screen id 'done' (first defined at structure.yaml:12:3)")
    }

    @Test func structureErrorsCannotBeSuppressed() {
        for id in ["flow-unknown-target", "flow-unhandled-outcome", "flow-unknown-resource", "flow-duplicate-id", "flow-unsafe-text"] {
            #expect(RuleRegistry.description(of: id)?.isSuppressible == false, "\(id)")
        }
        for id in ["flow-unreachable-screen", "flow-dead-end"] {
            #expect(RuleRegistry.description(of: id)?.isSuppressible == true, "\(id)")
        }
    }

    @Test func structureRulesAreInCatalogOrder() {
        #expect(RuleRegistry.structureRules.map { $0.description.id } == [
            "flow-unknown-target", "flow-unhandled-outcome", "flow-unreachable-screen", "flow-dead-end", "flow-check-loop",
            "flow-unknown-resource", "flow-duplicate-id", "flow-unsafe-text", "text-fits", "copy-language", "ignore-unused",
            "alert-override-differs", "alert-override-redundant",
        ])
        #expect(RuleRegistry.timingRules.map { $0.description.id } == [
            "request-in-context", "no-launch-request", "tracking-before-collection", "no-re-request",
            "no-prealert-when-allowed", "always-from-while-using", "photos-access-level",
        ])
    }

    // MARK: flow-unsafe-text: what counts

    func findings(_ text: String, multiline: Bool = false) -> [String] {
        UnsafeCharacters.findings(in: text, allowsLineBreaks: multiline).map { UnsafeCharacters.describe($0.scalar) }
    }

    @Test(arguments: [
        ("\u{1B}[31mred\u{1B}[0m", ["U+001B ESCAPE", "U+001B ESCAPE"]),
        ("\u{1B}]0;title\u{07}after", ["U+001B ESCAPE"]),
        ("\u{1B}]8;;http://x\u{1B}\\link", ["U+001B ESCAPE"]),
        ("\u{9B}2J", ["U+009B CONTROL SEQUENCE INTRODUCER"]),
        ("a\u{1B}b", ["U+001B ESCAPE"]),
        ("tab\there", ["U+0009 CHARACTER TABULATION"]),
        ("nul\u{0}", ["U+0000 NULL"]),
        ("del\u{7F}", ["U+007F DELETE"]),
        ("next\u{85}line", ["U+0085 NEXT LINE"]),
        ("two\nlines", ["U+000A LINE FEED"]),
        ("cr\rhere", ["U+000D CARRIAGE RETURN"]),
        ("trailing\n", []),
        ("\u{202E}gnp.exe", ["U+202E RIGHT-TO-LEFT OVERRIDE"]),
        ("\u{2067}isolate\u{2069}", ["U+2067 RIGHT-TO-LEFT ISOLATE", "U+2069 POP DIRECTIONAL ISOLATE"]),
        ("fr\u{200B}ee", ["U+200B ZERO WIDTH SPACE"]),
        ("무\u{200B}료", ["U+200B ZERO WIDTH SPACE"]),
        ("fr\u{200D}ee", ["U+200D ZERO WIDTH JOINER"]),
        ("fr\u{200C}ee", ["U+200C ZERO WIDTH NON-JOINER"]),
        ("fr\u{AD}ee", ["U+00AD SOFT HYPHEN"]),
        ("\u{FEFF}bom", ["U+FEFF ZERO WIDTH NO-BREAK SPACE"]),
        ("line\u{2028}sep", ["U+2028 LINE SEPARATOR"]),
        ("fr\u{200E}ee", ["U+200E LEFT-TO-RIGHT MARK"]),
        ("👩\u{200D}💻 ❤\u{FE0F}\u{200D}🔥 👍🏽", []),
        ("می\u{200C}خواهم", []),
        ("क्\u{200D}ष", []),
        ("שלום\u{200F} (100)", []),
        ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", []),
        ("영수증을 스캔하려면 카메라가 필요합니다.", []),
        ("Café — “quotes” … ✓", []),
        // Hidden tag text, runs of direction marks, joiners between variation selectors.
        ("Hi\u{E0069}\u{E0067}\u{E006E}", ["U+E0069 TAG LATIN SMALL LETTER I"]),
        ("\u{E0067}\u{E0062}\u{E007F}", ["U+E0067 TAG LATIN SMALL LETTER G"]),
        ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E0069}\u{E0067}\u{E006E}\u{E007F}", ["U+E0067 TAG LATIN SMALL LETTER G"]),
        ("ok\u{200F}\u{200F}\u{200F} (100)", ["U+200F RIGHT-TO-LEFT MARK"]),
        ("שלום\u{200F}\u{200E} (100)", []),
        ("👩\u{200D}\u{FE0F}\u{200D}\u{FE0F}", ["U+200D ZERO WIDTH JOINER", "U+200D ZERO WIDTH JOINER"]),
        // A mark flood is one finding, at its first mark.
        ("Ze\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}lgo", ["U+0301 COMBINING ACUTE ACCENT"]),
        ("a\u{FE00}\u{FE01}\u{FE02}\u{FE03}\u{FE04}\u{FE05}", ["U+FE00 VARIATION SELECTOR-1"]),
    ])
    func unsafeCharacters(text: String, expected: [String]) {
        #expect(findings(text) == expected)
    }

    /// `mayHoldUnsafeCharacter` says no only for texts in which `characters(in:)` finds nothing:
    /// every scalar of the BMP, the tags and the planes' first scalars, alone, between Hangul and
    /// inside a flag's tag run, in one-line and multi-line fields. And the Hangul syllables
    /// and CJK ideographs that `markStacks` skips hold no combining mark.
    @Test func theUnsafeCharactersFirstPassMissesNothing() {
        let values = Array(UInt32(0)...0xFFFF) + Array(UInt32(0xE0000)...0xE01EF) + (1...16).map { UInt32($0) << 16 }
        var missed: [String] = []
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in ["가" + String(scalar) + "나", String(scalar), "\u{1F3F4}" + String(scalar) + "\u{E007F}"]
            where !UnsafeCharacters.mayHoldUnsafeCharacter(text) {
                if !UnsafeCharacters.characters(in: text, allowsLineBreaks: false).isEmpty
                    || !UnsafeCharacters.characters(in: text, allowsLineBreaks: true).isEmpty {
                    missed.append(String(value, radix: 16))
                }
            }
        }
        #expect(missed.isEmpty, "\(missed.prefix(20))")
        #expect(UnsafeCharacters.mayHoldUnsafeCharacter("카메라\u{1B}[2J") && !UnsafeCharacters.mayHoldUnsafeCharacter("카메라로 영수증을 스캔해요."))
        let letters = (UInt32(0xAC00)...0xD7A3).compactMap(Unicode.Scalar.init) + (UInt32(0x4E00)...0x9FFF).compactMap(Unicode.Scalar.init)
        #expect(!letters.contains { [.nonspacingMark, .enclosingMark].contains($0.properties.generalCategory) })
    }

    func stacks(_ text: String) -> [UnsafeCharacters.MarkStack] {
        UnsafeCharacters.findings(in: text, allowsLineBreaks: true).compactMap(\.stack)
    }

    @Test func zalgoFloodsAreCountedPerLetter() {
        let zalgo = "Fr" + String(repeating: "\u{0301}", count: 37) + "ee m\u{0300}\u{0301}\u{0302}\u{0303}\u{0304}onth"
        #expect(stacks(zalgo) == [
            UnsafeCharacters.MarkStack(marks: 37, base: "r", character: 2),
            UnsafeCharacters.MarkStack(marks: 5, base: "m", character: 6),
        ])
        // Four is the most real writing needs; five is a flood.
        #expect(stacks("e\u{0301}\u{0302}\u{0303}\u{0304}").isEmpty)
        #expect(stacks("\u{0301}\u{0302}\u{0303}\u{0304}\u{0305} at the start").first?.base == nil)
        // Two runs on one character split by a joiner or a letter are two runs.
        #expect(stacks("a\u{0301}\u{0302}\u{0303}\u{200D}\u{0301}\u{0302}\u{0303}").isEmpty)
    }

    /// Real writing that stacks marks, decomposed where it can be (NFD), and emoji sequences.
    @Test(arguments: [
        "Việt Nam có nhiều người dùng điện thoại", // Vietnamese, precomposed
        "Vie\u{0323}\u{0302}t Nam co\u{0301} nhie\u{0302}\u{0300}u ngu\u{031B}o\u{031B}\u{0300}i", // Vietnamese, decomposed: two marks
        "ถ่ายรูปใบเสร็จได้ที่นี่ น้ำ กี่ ปู่ ฟื้น", // Thai: vowel plus tone mark
        "क्षत्रिय हिन्दी में कैमरा चाहिए", // Devanagari
        "בְּרֵאשִׁ֖ית שָּׁ֑", // Hebrew: points and cantillation, up to four on a letter
        "مُحَمَّدٌ يُرِيدُ الكَامِيرَا", // Arabic with full vowel marks
        "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}\u{110B}\u{1165}", // Korean as conjoining jamo (NFD 한국어)
        "영수증을 스캔하려면 카메라가 필요합니다.",
        "👨\u{200D}👩\u{200D}👧\u{200D}👦 🏳\u{FE0F}\u{200D}⚧\u{FE0F} 👁\u{FE0F}\u{200D}🗨\u{FE0F} 1\u{FE0F}\u{20E3} 👩🏽\u{200D}💻 🇰🇷",
    ])
    func realScriptsAndEmojiAreNotFloods(text: String) {
        #expect(UnsafeCharacters.findings(in: text, allowsLineBreaks: true).isEmpty)
    }

    @Test func aFloodIsReportedOnceAtItsLetter() {
        let letters = "Free month".map { String($0) + "\u{0300}\u{0301}\u{0302}\u{0303}\u{0304}\u{0305}" }.joined()
        let yaml = demoFlow("""
          home:
            kind: app
            title: \(letters)
            body: "Scan m\\u0300\\u0301\\u0302\\u0303\\u0304\\u0305\\u0306ore"
            actions:
              - label: Done
                go: done

        """ + Self.end)
        let found = lint(yaml, "flow-unsafe-text")
        #expect(found.map(\.message) == [
            "title of 'home' has 6 combining marks stacked on \"F\" (character 1 of the text), and 9 more letters carry such stacks; "
                + "ordinary writing stacks at most 4 on one letter",
            "body of 'home' has 7 combining marks stacked on \"m\" (character 6 of the text); ordinary writing stacks at most 4 on one letter",
        ])
        // At the letter itself, raw or before an escaped first mark.
        #expect(found.map(\.location) == [SourceLocation(line: 8, column: 12), SourceLocation(line: 9, column: 17)])
        #expect(found.first?.hint == "delete the stacked marks (\"Zalgo\" text) and write the letters plainly")
        #expect(found.allSatisfy { $0.severity == .error })
    }

    @Test func aFloodOnASpaceOrOnNothingNamesNoRawCharacter() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: "Home\\u00A0\\u0301\\u0301\\u0301\\u0301\\u0301"
            body: "Home \\u2060\\u0301\\u0301\\u0301\\u0301\\u0301"
            actions:
              - label: Done
                go: done

        """ + Self.end)
        // A word joiner is a control to grapheme breaking: the marks after it sit on nothing.
        #expect(lint(yaml, "flow-unsafe-text").map(\.message) == [
            "title of 'home' has 5 combining marks stacked on U+00A0 NO-BREAK SPACE (character 5 of the text); ordinary writing stacks at most 4 on one letter",
            "body of 'home' contains U+2060 WORD JOINER, an invisible character that can hide or split words",
            "body of 'home' has 5 combining marks stacked with no letter under them (character 7 of the text); ordinary writing stacks at most 4 on one letter",
        ])
    }

    @Test func floodsStayLinear() {
        let started = ContinuousClock.now
        let marks = "H" + String(repeating: "\u{0301}", count: 200_000) + "ome"
        #expect(stacks(marks) == [UnsafeCharacters.MarkStack(marks: 200_000, base: "H", character: 1)])
        // Line feeds in a one-line field: each is checked once, not against the rest of the text.
        let breaks = "a" + String(repeating: "\n", count: 200_000) + "b"
        #expect(UnsafeCharacters.findings(in: breaks, allowsLineBreaks: false).count == 200_000)
        let tags = "x" + String(repeating: "\u{E0041}", count: 200_000)
        #expect(findings(tags) == ["U+E0041 TAG LATIN CAPITAL LETTER A"])
        let marksOfDirection = String(repeating: "\u{200F}", count: 200_000)
        #expect(findings(marksOfDirection) == ["U+200F RIGHT-TO-LEFT MARK"])
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test func lineBreaksAreFineInMultiLineFields() {
        #expect(findings("one\ntwo\n", multiline: true).isEmpty)
        #expect(findings("one\ttwo", multiline: true) == ["U+0009 CHARACTER TABULATION"])
    }

    @Test func namesNeverContainTheRawCharacter() {
        for value: UInt32 in [0x00, 0x1B, 0x7F, 0x9B, 0x9F, 0x202E, 0x200B] {
            let scalar = Unicode.Scalar(value) ?? " "
            let described = UnsafeCharacters.describe(scalar)
            #expect(described.hasPrefix("U+"))
            #expect(!described.unicodeScalars.contains(scalar))
        }
        #expect(UnsafeCharacters.describe(Unicode.Scalar(0x90) ?? " ") == "U+0090 CONTROL CHARACTER")
    }

    // MARK: flow-unsafe-text: where it points

    @Test func escapesInDoubleQuotedStringsPointAtTheEscape() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: "\\e[1mBold\\e[0m and \\u202Ehidden"
            actions:
              - label: Done
                go: done

        """ + Self.end)
        let found = lint(yaml, "flow-unsafe-text")
        #expect(found.map(\.location) == [
            SourceLocation(line: 8, column: 13), SourceLocation(line: 8, column: 22), SourceLocation(line: 8, column: 32),
        ])
        #expect(found.map(\.length) == [2, 2, 6])
        #expect(found.map(\.message) == [
            "title of 'home' contains U+001B ESCAPE, starting an ANSI escape sequence (ESC [ \u{2026}) a terminal would run",
            "title of 'home' contains U+001B ESCAPE, starting an ANSI escape sequence (ESC [ \u{2026}) a terminal would run",
            "title of 'home' contains U+202E RIGHT-TO-LEFT OVERRIDE, a bidirectional embedding or override that reorders the text around it",
        ])
        #expect(found.allSatisfy { $0.severity == .error && !$0.message.unicodeScalars.contains("\u{1B}") })
    }

    @Test func rawCharactersPointAtTheirColumnAcrossLines() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: Home
            body: |
              First line is fine.
              Then a \u{202E}override and \u{200B}a space.
            actions:
              - label: Done
                go: done

        """ + Self.end)
        let found = lint(yaml, "flow-unsafe-text")
        #expect(found.map(\.location) == [SourceLocation(line: 11, column: 14), SourceLocation(line: 11, column: 28)])
        #expect(found.map(\.length) == [1, 1])
    }

    @Test func repeatedCharactersEachGetTheirOwnColumn() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: a\u{200B}b\u{200B}c
            actions:
              - label: 'x\u{200B}y'
                go: done

        """ + Self.end)
        let found = lint(yaml, "flow-unsafe-text")
        #expect(found.map(\.location) == [
            SourceLocation(line: 8, column: 13), SourceLocation(line: 8, column: 15), SourceLocation(line: 10, column: 18),
        ])
        #expect(found.last?.message == "action label of 'home' contains U+200B ZERO WIDTH SPACE, an invisible character that can hide or split words")
    }

    @Test func allowedOccurrencesDoNotShiftTheColumn() {
        // The first ZWJ joins emoji (allowed); the second splits a word and is the one reported.
        let yaml = demoFlow("""
          home:
            kind: app
            title: 👩\u{200D}💻 fr\u{200D}ee
            actions:
              - label: Done
                go: done
          done:
            kind: end
            title: x\u{200D}y

        """)
        let found = lint(yaml, "flow-unsafe-text")
        #expect(found.map(\.location) == [SourceLocation(line: 8, column: 18), SourceLocation(line: 14, column: 13)])
    }

    @Test func aFoldedLineBreakFallsBackToTheValueStart() {
        // A blank line inside double quotes folds into a line break that is written nowhere, so
        // there is no column to point at; the body's own break is not taken for it.
        let yaml = demoFlow("""
          home:
            kind: app
            title: "one

              two"
            body: "three\\nfour"
            actions:
              - label: Done
                go: done

        """ + Self.end)
        let found = lint(yaml, "flow-unsafe-text")
        #expect(found.map(\.location) == [SourceLocation(line: 8, column: 12)])
        #expect(found.first?.message.hasPrefix("title of 'home' contains U+000A LINE FEED") == true)
    }

    @Test func aLineBreakThatIsNotWrittenFallsBackToTheValue() {
        let yaml = demoFlow("""
          home:
            kind: app
            title: |
              Two
              lines
            actions:
              - label: Done
                go: done

        """ + Self.end)
        let found = lint(yaml, "flow-unsafe-text")
        #expect(found.map(\.message) == ["title of 'home' contains U+000A LINE FEED, a line break in a one-line field, which can forge lines of output"])
        #expect(found.first?.location.line == 8)
    }

    @Test func flowLevelTextsAndIgnoreReasonsAreChecked() {
        let yaml = """
        permflow: 1
        name: "Flow\\tname"
        app: "App\\u2066"
        start: home
        launch-request:
          resource: location
          reason: "Needed.\\nerror: forged line"
        screens:
          home:
            kind: app
            title: Home
            ignore:
              flow-dead-end: "fine\\e]0;pwned\\a"
            actions:
              - label: Done
                go: done
          done:
            kind: end
            title: Done
        """
        let found = lint(yaml, "flow-unsafe-text")
        #expect(found.map(\.message) == [
            "the flow's `name` contains U+0009 CHARACTER TABULATION, a control character",
            "`app` contains U+2066 LEFT-TO-RIGHT ISOLATE, a bidirectional isolate that reorders the text around it",
            "the `launch-request` reason contains U+000A LINE FEED, a line break in a one-line field, which can forge lines of output",
            "the `ignore` reason on 'home' contains U+001B ESCAPE, starting an OSC escape sequence (ESC ] \u{2026}) a terminal would run",
        ])
        #expect(found.map(\.location) == [
            SourceLocation(line: 2, column: 12), SourceLocation(line: 3, column: 10),
            SourceLocation(line: 7, column: 19), SourceLocation(line: 13, column: 27),
        ])
    }

    @Test func manyUnsafeCharactersAreCappedPerValue() {
        let title = String(repeating: "x\u{200B}", count: 14)
        let yaml = demoFlow("""
          home:
            kind: app
            title: \(title)
            actions:
              - label: Done
                go: done

        """ + Self.end)
        let found = lint(yaml, "flow-unsafe-text")
        #expect(found.count == FlowUnsafeTextRule.maxPerValue + 1)
        // The count comes at the value's start, so it sorts first.
        #expect(found.first?.message == "title of 'home' contains 4 more unsafe characters")
    }

    // MARK: ignore-unused: suppressions that suppress nothing

    /// `home` (line 6) with `ignore:` entries written on lines 9…, leading to `target`; `draft`, an
    /// unreachable end screen (flow-unreachable-screen fires there, not on `home`).
    func ignoring(_ entries: [String], draftIgnores: [String] = []) -> String {
        demoFlow("  home:\n    kind: app\n    title: Home\n    ignore:\n" + entries.map { "      \($0)\n" }.joined()
             + "    actions:\n      - label: Go\n        go: done\n"
             + "  draft:\n    kind: end\n    title: Draft\n"
             + (draftIgnores.isEmpty ? "" : "    ignore:\n" + draftIgnores.map { "      \($0)\n" }.joined())
             + Self.end)
    }

    @Test func anEntryThatSuppressesNothingIsAWarningAtItsKey() throws {
        let report = Linter().lint(path: "structure.yaml", text: ignoring(["purpose-brief: \"legal text\"",
                                                                            "flow-unreachable-screen: \"wrong screen\""]))
        let unused = report.diagnostics.filter { $0.ruleID == "ignore-unused" }
        #expect(unused.map(\.message) == [
            "`ignore` entry 'purpose-brief' suppresses nothing: purpose-brief reports nothing on screen 'home'",
            "`ignore` entry 'flow-unreachable-screen' suppresses nothing: flow-unreachable-screen reports nothing on screen 'home'",
        ])
        #expect(unused.map(\.location) == [SourceLocation(line: 10, column: 7), SourceLocation(line: 11, column: 7)])
        #expect(unused.map(\.length) == [13, 23], "the entry's key is underlined")
        #expect(unused.allSatisfy { $0.severity == .warning && !$0.isSuppressed })
        #expect(unused.first?.hint == IgnoreUnusedRule.description.hint)
        // The warning that entry meant to switch off is still there, on the other screen.
        #expect(report.diagnostics.contains { $0.ruleID == "flow-unreachable-screen" && !$0.isSuppressed })
    }

    @Test func anEntryThatSuppressesSomethingIsFine() {
        let report = Linter().lint(path: "structure.yaml", text: ignoring(["request-in-context: \"x\""],
                                                                           draftIgnores: ["flow-unreachable-screen: \"next version\""]))
        #expect(report.diagnostics.filter { $0.ruleID == "ignore-unused" }.map(\.location) == [SourceLocation(line: 10, column: 7)])
        #expect(report.diagnostics.contains { $0.ruleID == "flow-unreachable-screen" && $0.suppressedBecause == "next version" })
    }

    @Test func ignoreUnusedCanItselfBeSwitchedOffAndIsNeverReported() {
        let report = Linter().lint(path: "structure.yaml", text: ignoring(["ignore-unused: \"kept while the copy is drafted\"",
                                                                            "purpose-brief: \"legal text\""]))
        let unused = report.diagnostics.filter { $0.ruleID == "ignore-unused" }
        #expect(unused.count == 1, "\(unused.map(\.message))")
        #expect(unused.first?.location == SourceLocation(line: 11, column: 7))
        #expect(unused.first?.suppressedBecause == "kept while the copy is drafted")
        #expect(report.warningCount == 1, "only flow-unreachable-screen on draft: \(report.active.map(\.message))")
    }

    @Test func onlyEntriesForRulesThatRanAreJudged() {
        let yaml = ignoring(["purpose-brief: \"legal text\"", "no-such-rule: \"typo\"", "flow-unknown-target: \"no\""])
        // A linter that runs other rules cannot tell whether purpose-brief would have fired.
        let subset = Linter(rules: [FlowUnreachableScreenRule.self, IgnoreUnusedRule.self]).lint(path: "s.yaml", text: yaml)
        #expect(!subset.diagnostics.contains { $0.ruleID == "ignore-unused" })
        // Entries already refused (unknown rule, a flow-* error) are not reported twice.
        let all = Linter().lint(path: "s.yaml", text: yaml)
        #expect(all.diagnostics.filter { $0.ruleID == "ignore-unused" }.map(\.location.line) == [10])
        #expect(all.diagnostics.filter { $0.ruleID == ParseRuleID.ignore }.map(\.location.line) == [11, 12])
        let without = Linter(rules: RuleRegistry.all.filter { $0.description.id != IgnoreUnusedRule.id }).lint(path: "s.yaml", text: yaml)
        #expect(!without.diagnostics.contains { $0.ruleID == "ignore-unused" })
    }
}
