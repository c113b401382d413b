import Foundation
import Testing
@testable import PermflowCore

/// A flow that ships in several languages (`locales: [en, ja, de]`, issue 29): its purpose
/// strings written per locale, a walk in each (`walk --locale`), what a transcript of such a walk
/// verifies against, a long German button label wrapped as iOS wraps it, and the pickers' words
/// found for a region through its language.
@Suite struct LocaleWalkTests {
    static let english = "Corner uses your location to list the stores nearest you and their opening hours."
    static let japanese = "Cornerは現在地を使って、最寄りの店舗と営業時間を表示します。"
    static let german = "Corner verwendet deinen Standort, um die nächsten Geschäfte und ihre Öffnungszeiten anzuzeigen."

    static func flow(purpose: String, locales: String = "[ja, de]") -> String {
        """
        permflow: 1
        name: Stores
        app: Corner
        locales: \(locales)
        ios: 18
        start: home
        screens:
          home:
            kind: app
            title: Corner
            actions:
              - label: Find a store
                go: location
          location:
            kind: alert
            resource: location
            purpose:\(purpose)
            on:
              allow-once: done
              allow-while-using: done
              deny: done
          done:
            kind: end
            title: Done
        """
    }

    static let allThree = "\n      en: \(english)\n      ja: \(japanese)\n      de: \(german)"

    static func parse(_ text: String) -> ParseResult { FlowParser().parse(path: "t.yaml", text: text) }

    static func messages(_ text: String) -> [String] {
        parse(text).diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message) [\($0.ruleID)]" }
    }

    // MARK: The format

    @Test func aPurposePerLocaleKeepsTheFlowsOwnAsThePurpose() throws {
        let result = Self.parse(Self.flow(purpose: Self.allThree))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let screen = try #require(result.flow?.screen("location"))
        #expect(screen.purpose?.value == Self.english)
        #expect(screen.purposeTranslations.map(\.locale.value) == ["ja", "de"])
        #expect(screen.purposeTranslation(for: "ja-JP")?.value == Self.japanese)
        #expect(screen.purposeTranslation(for: "fr") == nil)
        // One string still reads as before.
        let plain = Self.parse(Self.flow(purpose: " \(Self.english)"))
        #expect(plain.diagnostics.isEmpty && plain.flow?.screen("location")?.purpose?.value == Self.english)
    }

    @Test func aPurposeForAnUndeclaredLocaleOrWithoutItsOwnIsAnError() {
        #expect(Self.messages(Self.flow(purpose: "\n      en: \(Self.english)\n      jp: \(Self.japanese)")) == [
            "15:7: `purpose` is written for locale 'jp', which the flow does not declare; did you mean 'ja'? [parse-invalid-value]",
        ])
        #expect(Self.messages(Self.flow(purpose: "\n      ja: \(Self.japanese)")) == [
            "14:5: `purpose` has no text for the flow's locale 'en' [parse-missing-key]",
        ])
        #expect(Self.messages(Self.flow(purpose: "\n      en: [a, b]")) == [
            "14:11: `purpose.en` must be one string, not a list [parse-type]",
        ])
    }

    @Test func aTranslatedPurposeIsCheckedForUnsafeText() throws {
        let report = Linter().lint(Self.parse(Self.flow(purpose: "\n      en: \(Self.english)\n      ja: \"最寄り\\u202Eの店舗\"")))
        let unsafe = report.diagnostics.filter { $0.ruleID == "flow-unsafe-text" }
        #expect(unsafe.count == 1 && unsafe.first?.message.contains("purpose (ja) of 'location'") == true, "\(report.diagnostics.map(\.message))")
    }

    // MARK: Walking in a locale

    @Test func aWalkInADeclaredLocaleDrawsItsWordsAndItsPurpose() throws {
        let flow = try #require(Self.parse(Self.flow(purpose: Self.allThree)).flow)
        for (locale, purpose, title) in [("ja", Self.japanese, "位置情報"), ("ja-JP", Self.japanese, "位置情報"), ("de", Self.german, "Standort"),
                                         ("en", Self.english, "location")] {
            let walked = try flow.walked(in: locale)
            #expect(walked.locale.value == locale && Set(walked.declaredLocales) == Set(flow.declaredLocales + [locale]))
            let walker = Walker(flow: walked)
            let alert = RendererTests.walk(walker, [0])
            #expect(walker.alertMessage(alert) == purpose, "\(locale)")
            #expect(walker.alertTitle(alert)?.contains(title) == true, "\(locale): \(walker.alertTitle(alert) ?? "")")
        }
        // Without a translation the alert shows the flow's own string, as iOS shows the Info.plist's.
        let partial = try #require(Self.parse(Self.flow(purpose: "\n      en: \(Self.english)\n      ja: \(Self.japanese)")).flow)
        #expect(partial.untranslatedPurposes(in: "de") == ["location"] && partial.untranslatedPurposes(in: "ja").isEmpty)
        let german = Walker(flow: try partial.walked(in: "de"))
        #expect(german.alertMessage(RendererTests.walk(german, [0])) == Self.english)
    }

    @Test func aLocaleTheFlowDoesNotDeclareIsRefusedNamingTheDeclaredOnes() throws {
        let flow = try #require(Self.parse(Self.flow(purpose: Self.allThree)).flow)
        #expect(throws: UndeclaredLocale.self) { try flow.walked(in: "fr") }
        do {
            _ = try flow.walked(in: "jp")
            Issue.record("jp was walked")
        } catch {
            #expect(error.description == "the flow does not declare locale 'jp' (it declares en, ja, de in `locale:` and `locales:`); did you mean 'ja'?")
        }
    }

    /// A transcript records the locale it was walked in; verify draws it again in that locale, so
    /// a Japanese walk of an English flow holds (and the English flow drawn as it is would not).
    @Test func aTranscriptOfALocaleWalkVerifiesInThatLocale() throws {
        let (flowPath, report, _) = try TranscriptFixture.walkable("locales")
        let flow = try #require(report.flow)
        let japanese = Walker(flow: try flow.walked(in: "ja"), options: WalkOptions(refusingLocationButtonsFrom: report.diagnostics, in: flow))
        // Find a store near me, Continue, 1度だけ許可.
        let walk = try japanese.run(script: "1,1,1")
        let lines = try TranscriptFixture.record(walk, walker: japanese, flowPath: flowPath, options: TranscriptFixture.options(report))
        let transcript = try lines.transcript()
        #expect(transcript.header.flow.locale == "ja")
        #expect(transcript.steps.last?.frame.joined().contains("最寄りの店舗") == true)
        let verification = transcript.verified(against: flow, report, flowPath: flowPath)
        #expect(verification.holds, "\(verification.drifts.map(\.message))")
        // The same transcript claiming English drifts: its frames are Japanese.
        let english = lines.lines.map { $0.replacingOccurrences(of: "\"locale\":\"ja\"", with: "\"locale\":\"en\"") }
        let relabelled = try TranscriptReader.parse(data: Data(english.map { $0 + "\n" }.joined().utf8), path: "en.jsonl")
        #expect(!relabelled.verified(against: flow, report, flowPath: flowPath).holds)
    }

    // MARK: Long labels

    /// iOS 13–18 wrap a stacked button's long title onto a second line; permflow used to cut it
    /// ("Beim Verwenden der App erla…").
    @Test func germanAllowWhileUsingIsWrappedNotCutOnTheClassicAlert() throws {
        let flow = try #require(Self.parse(Self.flow(purpose: Self.allThree)).flow)
        let walker = Walker(flow: try flow.walked(in: "de"))
        let lines = RendererTests.render(RendererTests.walk(walker, [0]), walker).lines
        #expect(!lines.joined().contains("\u{2026}"), "\(lines.joined(separator: "\n"))")
        let row = try #require(lines.firstIndex { $0.contains("Beim Verwenden der App") })
        #expect(lines[row + 1].contains("erlauben") && !lines[row + 1].contains("Nicht"))
        // Both rows press the button.
        let frame = RendererTests.render(RendererTests.walk(walker, [0]), walker)
        let column = try #require(lines[row + 1].firstRange(of: "erlauben")).lowerBound.utf16Offset(in: lines[row + 1])
        #expect(frame.hit(column: column, row: row + 1) == .choice(1) && frame.hit(column: column, row: row) == .choice(1))
    }

    // MARK: Pickers

    /// Settings' count of a limited grant is worded from the picker's words in the flow's locale,
    /// else its language's, as the alerts are: `ja-JP` counts in Japanese, not in English.
    @Test(arguments: ["ja", "ko", "de"])
    func aRegionCountsThePickersGrantInItsLanguage(_ language: String) {
        func label(_ locale: String) -> String? {
            let walker = ContactPickerTests.walker(ios: 26, locale: locale)
            var state = ContactPickerTests.picker(walker)
            for event in [WalkEvent.choose(0, .key), .choose(6, .key), .choose(0, .key)] { state = walker.update(state, event).0 }
            return walker.privacyEntries(state).first?.stateLabel
        }
        let own = label(language)
        #expect(own != nil && own != label("en"))
        #expect(label("\(language)-\(language == "ja" ? "JP" : language == "ko" ? "KR" : "DE")") == own)
        #expect(label("\(language)_XX") == own)
    }
}
