import Testing
@testable import PermflowCore

/// The structure rules: messages, locations and edge cases beyond their examples.
@Suite struct StructureRulesTests {
    func lint(_ yaml: String, _ rule: String) -> [Diagnostic] {
        Linter().lint(path: "structure.yaml", text: yaml).diagnostics.filter { $0.ruleID == rule }
    }

    func flow(start: String = "home", ios: Int? = nil, _ screens: String) -> String {
        "permflow: 1\nname: Test\napp: Demo\n" + (ios.map { "ios: \($0)\n" } ?? "") + "start: \(start)\nscreens:\n" + screens
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
        let yaml = flow(Self.home(to: "location") + """
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
        let yaml = flow(Self.home(to: "camera") + """
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
        let yaml = flow(Self.home(to: "camera") + """
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
        let yaml = flow(ios: 13, Self.home(to: "camera") + """
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
        let yaml = flow(Self.home(to: "camera") + """
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
        let yaml = flow(Self.home(to: "done") + Self.end + """
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
        let yaml = flow(start: "hom", Self.home(to: "done") + Self.end)
        #expect(lint(yaml, "flow-unreachable-screen").isEmpty)
        #expect(lint(yaml, "flow-unknown-target").count == 1)
    }

    @Test func unreachableIsSuppressible() {
        let yaml = flow(Self.home(to: "done") + Self.end + """
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
        let yaml = flow(Self.home(to: "camera") + """
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
        let yaml = flow(Self.home(to: "nowhere"))
        #expect(lint(yaml, "flow-dead-end").isEmpty)
        #expect(lint(yaml, "flow-unknown-target").count == 1)
    }

    // MARK: flow-unknown-resource, flow-duplicate-id (reported by the parser)

    @Test func parserReportsUnknownResourcesEverywhereAResourceIsNamed() {
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
            "unknown resource 'gps'",
            "unknown resource 'trackin'; did you mean 'tracking'?",
            "unknown resource 'camear'; did you mean 'camera'?",
        ])
        #expect(found.map(\.location.line) == [6, 12, 18])
    }

    @Test func parserOnlyRulesCheckNothingThemselves() throws {
        let flow = try #require(FlowParser().parse(path: "x.yaml", text: flow(Self.home(to: "done") + Self.end)).flow)
        let context = LintContext(flow: flow)
        #expect(FlowUnknownResourceRule().check(context).isEmpty)
        #expect(FlowDuplicateIDRule().check(context).isEmpty)
    }

    @Test func everyDuplicateIsReported() {
        let yaml = flow(Self.home(to: "done") + Self.end + Self.end + Self.end)
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
            "flow-unknown-target", "flow-unhandled-outcome", "flow-unreachable-screen", "flow-dead-end",
            "flow-unknown-resource", "flow-duplicate-id", "flow-unsafe-text",
        ])
        #expect(RuleRegistry.timingRules.map { $0.description.id } == [
            "request-in-context", "no-launch-request", "tracking-before-collection", "no-re-request",
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
    ])
    func unsafeCharacters(text: String, expected: [String]) {
        #expect(findings(text) == expected)
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
        let yaml = flow("""
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
        let yaml = flow("""
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
        let yaml = flow("""
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
        let yaml = flow("""
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
        let yaml = flow("""
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
        let yaml = flow("""
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
        let yaml = flow("""
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
}
