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
            "19:7: `purpose` is written for locale 'jp', which the flow does not declare; did you mean 'ja'? [parse-invalid-value]",
        ])
        #expect(Self.messages(Self.flow(purpose: "\n      ja: \(Self.japanese)")) == [
            "17:5: `purpose` has no text for the flow's locale 'en' [parse-missing-key]",
        ])
        #expect(Self.messages(Self.flow(purpose: "\n      en: [a, b]")) == [
            "18:11: `purpose.en` must be one string, not a list [parse-type]",
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
        #expect(transcript.steps.last?.frame.joined().contains("許可しない") == true)
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

    // MARK: Review

    /// The character drawn at cell `column` of `line`, or nil past its end.
    static func character(atCell column: Int, of line: String) -> Character? {
        var cell = 0
        for character in line {
            if cell == column { return character }
            cell += TextLayout.width(String(character))
            if cell > column { return nil }
        }
        return nil
    }

    /// The flow at `flows/locales.yaml` walked in `locale` to its location alert and answered,
    /// reviewed with its alerts in every locale.
    static func reviewed(flowPath: String, report: LintReport, locale: String) throws -> TranscriptReview {
        let flow = try #require(report.flow)
        let walker = Walker(flow: try flow.walked(in: locale), options: WalkOptions(refusingLocationButtonsFrom: report.diagnostics, in: flow))
        let walk = try walker.run(script: "1,1,1")
        let lines = try TranscriptFixture.record(walk, walker: walker, flowPath: flowPath, options: TranscriptFixture.options(report))
        let transcript = try lines.transcript()
        var review = TranscriptReview(transcript: transcript, flowPath: flowPath, flowStatus: .unchanged, currentDiagnostics: nil)
        review.localeAlerts = ReviewLocaleAlert.make(transcript: transcript, flow: flow, diagnostics: report.diagnostics)
        return review
    }

    @Test func aReviewShowsEachAlertInEveryLocaleSideBySide() throws {
        let (flowPath, report, _) = try TranscriptFixture.walkable("locales")
        let review = try Self.reviewed(flowPath: flowPath, report: report, locale: "de")
        let alert = try #require(review.localeAlerts.first)
        #expect(review.localeAlerts.count == 1 && alert.step == 3 && alert.screen == "location")
        #expect(alert.drawn.map(\.locale) == ["en", "ja", "de"] && alert.drawn.allSatisfy(\.translated))
        #expect(alert.drawn[1].picture.lines.joined().contains("最寄"))

        // Text: the three phones side by side, each starting at the same cell on every row,
        // Japanese's two-cell characters included.
        let text = alert.sideBySideLines()
        #expect(text.first == "en" + String(repeating: " ", count: 41) + "ja" + String(repeating: " ", count: 41) + "de")
        for line in text.dropFirst() where TextLayout.width(line) > 86 {
            for column in [43, 86] {
                let edge = Self.character(atCell: column, of: line)
                #expect(edge.map { "╭│╰ ".contains($0) } == true, "cell \(column) of \(line)")
            }
        }
        let markdown = review.markdown()
        #expect(markdown.contains("## The alerts in every language") && markdown.contains("- **ja:** purpose in ja"))
        #expect(markdown.contains("- **en:** the flow's own purpose string"))
        let (_, images) = review.markdownWithImages(folder: "review-frames")
        #expect(images.map(\.name).filter { $0.hasPrefix("locales-") } == ["locales-03-location-en.svg", "locales-03-location-ja.svg", "locales-03-location-de.svg"])
        let html = review.html()
        #expect(html.components(separatedBy: "<figure class=\"phone\" lang=").count == 4)
        // Without --all-locales nothing changes.
        var plain = review
        plain.localeAlerts = []
        #expect(!plain.html().contains("all-locales") && !plain.markdown().contains("every language"))
    }

    /// A translation is the flow's text: escaped in HTML, and one that is missing says so.
    @Test func aReviewEscapesTranslationsAndNamesAMissingOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try String(contentsOf: WalkFixture.root.appendingPathComponent("flows/locales.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "      ja: Corner", with: "      ja: \"<script>x</script> & Corner")
            .replacingOccurrences(of: "表示します。\n", with: "表示します。\"\n")
            .replacingOccurrences(of: "      de: Corner verwendet deinen Standort, um die nächsten Geschäfte und ihre Öffnungszeiten anzuzeigen.\n", with: "")
        #expect(source.contains("<script>") && !source.contains("de: Corner"))
        let path = folder.appendingPathComponent("locales.yaml").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let report = try Linter().lint(fixture: path)
        // The translation is linted in Japanese now: its tags read as placeholders left in it.
        #expect(report.active.filter { $0.severity == .error }.map(\.ruleID) == ["purpose-placeholder", "purpose-placeholder"],
                "\(report.diagnostics.map(\.message))")
        #expect(report.active.contains { $0.ruleID == "purpose-translated" && $0.message.contains("'de'") })
        let review = try Self.reviewed(flowPath: path, report: report, locale: "ja")
        let alert = try #require(review.localeAlerts.first)
        #expect(alert.drawn.map(\.translated) == [true, true, false])
        #expect(alert.caption(alert.drawn[2]).hasPrefix("no de purpose: the en string is shown"))
        let html = review.html()
        #expect(!html.contains("<script>") && html.contains("&lt;script&gt;"))
    }
}
