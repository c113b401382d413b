import Foundation
import Testing
@testable import PermflowCore

/// `ExampleFlow.spots` with one location button, `share`, whose id is on line 14 and `label` value
/// on line 16 at column 12 (a comment in its place when nil); `extra` lines (`width: 200`, from
/// column 0) follow the label.
func locationButtonFlow(label: String? = "Share Current Location", extra: String = "", locale: String = "en",
                        locales: [String] = []) -> String {
    let localesLine = locales.isEmpty ? "# one locale" : "locales: [\(locales.joined(separator: ", "))]"
    let flow = ExampleFlow.spots.with(locale: locale, header: localesLine, action: "Share")
    let button = flow.locationButton(label: label ?? "", attributes: extra.isEmpty ? nil : extra) ?? ""
    return flow.expand(label == nil ? button.replacingOccurrences(of: "  label: \n", with: "  # no label\n") : button)
}

@Suite struct LocationButtonRulesTests {
    // MARK: location-button-label

    @Test(arguments: [
        ("Share Location", [Reported(16, 12, 14, "location button title \"Share Location\" is not a system title; the nearest is \"Share Current Location\"")]),
        ("Send Location", [Reported(16, 12, 13, "location button title \"Send Location\" is not a system title; the nearest is \"Send Current Location\"")]),
        ("Use Current Location", [Reported(16, 12, 20, "location button title \"Use Current Location\" is not a system title; the nearest is \"Current Location\"")]),
        ("Curent Location", [Reported(16, 12, 15, "location button title \"Curent Location\" is not a system title; the nearest is \"Current Location\"")]),
        ("Share My Location", [Reported(16, 12, 17, "location button title \"Share My Location\" is not a system title; the nearest is \"Share My Current Location\"")]),
        ("Current Location", []),
        ("current location", []),
        ("Send My Current Location", []),
        ("none", []),
    ] as [(String, [Reported])])
    func label(label: String, expected: [Reported]) {
        #expect(report(LocationButtonLabelRule.self, locationButtonFlow(label: label)) == expected)
    }

    @Test func labelWithoutTitleNeedsAGlyph() {
        #expect(report(LocationButtonLabelRule.self, locationButtonFlow(label: "none", extra: "glyph: none"))
            == [Reported(16, 12, 4, "location button 'share' has neither a title nor a glyph")])
        #expect(report(LocationButtonLabelRule.self, locationButtonFlow(label: nil, extra: "glyph: none"))
            == [Reported(17, 12, 4, "location button 'share' has neither a title nor a glyph")])
        // No label and no glyph: the system's filled arrow.
        #expect(report(LocationButtonLabelRule.self, locationButtonFlow(label: nil)) == [])
        #expect(report(LocationButtonLabelRule.self, locationButtonFlow(label: "Current Location", extra: "glyph: none")) == [])
    }

    @Test func labelInKoreanFlows() {
        // A Korean flow may write the English id or the Korean title.
        #expect(report(LocationButtonLabelRule.self, locationButtonFlow(label: "현재 위치 공유", locale: "ko")) == [])
        #expect(report(LocationButtonLabelRule.self, locationButtonFlow(label: "Share Current Location", locale: "ko")) == [])
        #expect(report(LocationButtonLabelRule.self, locationButtonFlow(label: "현재 위치 공유", locale: "en", locales: ["ko"])) == [])
        #expect(report(LocationButtonLabelRule.self, locationButtonFlow(label: "현재 위치 공유하기", locale: "ko"))
            == [Reported(16, 12, 10, "location button title \"현재 위치 공유하기\" is not a system title; the nearest is \"현재 위치 공유\"")])
        // Korean titles are not system titles of a flow that does not declare Korean.
        #expect(report(LocationButtonLabelRule.self, locationButtonFlow(label: "현재 위치")).count == 1)
    }

    // MARK: location-button-style

    @Test(arguments: [
        ("font-size: 22", [Reported(17, 5, 9, "location button cannot set `font-size`; apps may set only its glyph, background, foreground and corner-radius")]),
        ("tint: \"#FFFFFF\"", [Reported(17, 5, 4, "location button cannot set `tint`; apps may set only its glyph, background, foreground and corner-radius; did you mean 'foreground'?")]),
        ("cornerRadius: 8", [Reported(17, 5, 12, "location button cannot set `cornerRadius`; apps may set only its glyph, background, foreground and corner-radius; did you mean 'corner-radius'?")]),
        ("backgroud: \"#000000\"", [Reported(17, 5, 9, "location button cannot set `backgroud`; apps may set only its glyph, background, foreground and corner-radius; did you mean 'background'?")]),
        ("icon: filled", [Reported(17, 5, 4, "location button cannot set `icon`; apps may set only its glyph, background, foreground and corner-radius; did you mean 'glyph'?")]),
        ("border: 1", [Reported(17, 5, 6, "location button cannot set `border`; apps may set only its glyph, background, foreground and corner-radius")]),
        ("opacity: 0.5", [Reported(17, 5, 7, "location button cannot set `opacity`; apps may set only its glyph, background, foreground and corner-radius")]),
        ("corner-radius: 8", []),
        ("glyph: outlined", []),
        ("width: 300", []),
    ] as [(String, [Reported])])
    func style(line: String, expected: [Reported]) {
        #expect(report(LocationButtonStyleRule.self, locationButtonFlow(extra: line)) == expected)
    }

    @Test func styleReportsEveryKey() {
        let found = report(LocationButtonStyleRule.self, locationButtonFlow(extra: "font: Avenir\nshadow: true\nimage: pin.png"))
        #expect(found.map(\.line) == [17, 18, 19])
    }

    // MARK: location-button-contrast

    @Test(arguments: [
        ("background: \"#34C759\"\nforeground: \"#FFFFFF\"",
         [Reported(18, 17, 9, "location button contrast is 2.22:1 (foreground #FFFFFF on background #34C759); it must be at least 3:1")]),
        // The system's own look, light (#007AFF, 4.02:1) and dark (#0A84FF, 3.65:1): accepted.
        ("background: \"#007AFF\"", []),
        ("foreground: \"#FFFFFF\"", []),
        ("background: \"#0A84FF\"\nforeground: \"#FFFFFF\"", []),
        ("background: \"#8E8E93\"\nforeground: \"#FFFFFF\"", []),  // 3.26:1
        ("background: \"#999999\"\nforeground: \"#FFFFFF\"",
         [Reported(18, 17, 9, "location button contrast is 2.85:1 (foreground #FFFFFF on background #999999); it must be at least 3:1")]),
        ("background: \"#0040DD\"\nforeground: \"#FFFFFF80\"",
         [Reported(18, 17, 11, "location button contrast is 2.94:1 at worst (foreground #FFFFFF80 on background #0040DD); it must be at least 3:1"),
          Reported(18, 17, 11, "location button foreground #FFFFFF80 is 50% opaque; it must be at least 90%")]),
        ("background: \"#0040DD\"\nforeground: \"#FFFFFF\"", []),
        ("background: \"#FFFFFF\"\nforeground: \"#000000\"", []),
        ("background: \"#000\"\nforeground: \"#FFD60A\"", []),
        ("", []),
    ] as [(String, [Reported])])
    func contrast(extra: String, expected: [Reported]) {
        #expect(report(LocationButtonContrastRule.self, locationButtonFlow(extra: extra)) == expected)
    }

    @Test func contrastUsesTheOptions() {
        var options = LintOptions()
        options.minimumOpacity = 0.4
        #expect(report(LocationButtonContrastRule.self, locationButtonFlow(extra: "background: \"#0040DD80\""), options: options)
            == [Reported(17, 17, 11, "location button contrast is 2.59:1 at worst (the system's foreground #FFFFFF on background #0040DD80); it must be at least 3:1")])
        // WCAG's body-text ratio, asked for: the system blue no longer passes.
        options.minimumContrast = 4.5
        #expect(report(LocationButtonContrastRule.self, locationButtonFlow(extra: "background: \"#007AFF\""), options: options)
            == [Reported(17, 17, 9, "location button contrast is 4.02:1 (the system's foreground #FFFFFF on background #007AFF); it must be at least 4.5:1")])
    }

    @Test func defaultThresholdIsThreeToOne() {
        #expect(LintOptions().minimumContrast == 3)
    }

    @Test func contrastRatioMatchesWCAG() throws {
        let white = try #require(RGBAColor(hex: "#FFFFFF"))
        let black = try #require(RGBAColor(hex: "#000000"))
        #expect(abs(RGBAColor.contrastRatio(white, black) - 21) < 1e-9)
        let gray = try #require(RGBAColor(hex: "#767676"))  // the classic 4.54:1 gray on white
        #expect(String(format: "%.2f", RGBAColor.contrastRatio(gray, white)) == "4.54")
    }

    // MARK: location-button-fits

    @Test func fitsAtTheDefaultWidth() {
        // 361 pt: every system title fits in English and Korean.
        for title in ["Current Location", "Send Current Location", "Send My Current Location",
                      "Share Current Location", "Share My Current Location"] {
            #expect(report(LocationButtonFitsRule.self, locationButtonFlow(label: title, locales: ["ko"])) == [], "\(title)")
        }
    }

    @Test func fitsNamesLocaleNeededAndAvailableWidth() {
        #expect(report(LocationButtonFitsRule.self, locationButtonFlow(label: "Share My Current Location", extra: "width: 200"))
            == [Reported(16, 12, 25, "location button title \"Share My Current Location\" (en) needs 335 pt at the largest text size (53 pt, at most 3 lines); the button is 200 pt wide")])
        // "Location" alone is 238.5 pt at 53 pt; with the glyph (63.6) and padding (32) that is 335.
        #expect(report(LocationButtonFitsRule.self, locationButtonFlow(label: "Current Location", extra: "width: 335", locales: ["ko"]))
            == [])
        #expect(report(LocationButtonFitsRule.self, locationButtonFlow(label: "Current Location", extra: "width: 334", locales: ["ko"]))
            == [Reported(16, 12, 16, "location button title \"Current Location\" (en) needs 335 pt at the largest text size (53 pt, at most 3 lines); the button is 334 pt wide")])
        #expect(report(LocationButtonFitsRule.self, locationButtonFlow(label: "Share My Current Location", extra: "width: 300", locales: ["ko"]))
            == [Reported(16, 12, 25, "location button title \"Share My Current Location\" (en) needs 335 pt at the largest text size (53 pt, at most 3 lines); the button is 300 pt wide"),
                Reported(16, 12, 25, "location button title \"나의 현재 위치 공유\" (ko) needs 323 pt at the largest text size (53 pt, at most 3 lines); the button is 300 pt wide")])
        // Without the glyph there is 1.2 × 53 pt more room for the words.
        #expect(report(LocationButtonFitsRule.self, locationButtonFlow(label: "Share My Current Location", extra: "glyph: none\nwidth: 300", locales: ["ko"]))
            == [])
    }

    @Test func fitsMeasuresTooManyLines() {
        // Korean words are about an em wide each: at 250 pt, "나의 현재 위치 공유" needs four lines.
        #expect(report(LocationButtonFitsRule.self, locationButtonFlow(label: "나의 현재 위치 공유", extra: "width: 250", locale: "ko"))
            == [Reported(16, 12, 11, "location button title \"나의 현재 위치 공유\" (ko) needs 323 pt at the largest text size (53 pt, at most 3 lines); the button is 250 pt wide")])
    }

    /// A locale whose file has no location-button titles (every built-in one has them now; a
    /// pack's `nl` here) is measured with English's title, and the hint says so.
    @Test func fitsFallsBackToEnglishAndSaysSo() throws {
        var catalog = SystemAlertCatalog.standard
        var vocabularies = VocabularyStore.standard
        try LocalePack.decode(Data(#"{"locale": "nl", "quotes": ["\u201C", "\u201D"]}"#.utf8), path: "nl.json")
            .apply(to: &vocabularies, catalog: &catalog)
        let linter = Linter(rules: [LocationButtonFitsRule.self], catalog: catalog, vocabularies: vocabularies)
        let result = linter.lint(path: "t.yaml", text: locationButtonFlow(label: "Share My Current Location", extra: "width: 200", locales: ["nl"]))
        let diagnostics = result.diagnostics.filter { $0.ruleID == "location-button-fits" }
        #expect(diagnostics.map(\.message) == ["location button title \"Share My Current Location\" (en, nl) needs 335 pt at the largest text size (53 pt, at most 3 lines); the button is 200 pt wide"])
        let hint = try #require(diagnostics.first?.hint)
        #expect(hint == "make the button at least 335 pt wide (`width`) or choose a shorter system title such as \"Current Location\"; permflow knows no nl title, so it measured the English one")
        // zh-Hant has its own titles: its is measured and reported on its own.
        let chinese = Linter(rules: [LocationButtonFitsRule.self]).lint(path: "t.yaml", text: locationButtonFlow(label: "Share My Current Location", extra: "width: 200", locales: ["zh-Hant"]))
        #expect(chinese.diagnostics.map(\.message).contains("location button title \"分享我的目前位置\" (zh-Hant) needs 255 pt at the largest text size (53 pt, at most 3 lines); the button is 200 pt wide"))
    }

    @Test func fitsGlyphOnlyButtons() {
        #expect(report(LocationButtonFitsRule.self, locationButtonFlow(label: "none", extra: "width: 60"))
            == [Reported(17, 12, 2, "location button glyph needs 96 pt at the largest text size; the button is 60 pt wide")])
        #expect(report(LocationButtonFitsRule.self, locationButtonFlow(label: "none", extra: "width: 96")) == [])
    }

    @Test func fitsUsesTheOptions() {
        var options = LintOptions()
        options.largestTextSize = 17
        options.maxTitleLines = 1
        #expect(report(LocationButtonFitsRule.self, locationButtonFlow(label: "Share My Current Location", extra: "width: 300"), options: options) == [])
        options.defaultButtonWidth = 200
        #expect(report(LocationButtonFitsRule.self, locationButtonFlow(label: "Share My Current Location"), options: options)
            == [Reported(16, 12, 25, "location button title \"Share My Current Location\" (en) needs 280 pt at the largest text size (17 pt, at most 1 line); the button is the default 200 pt wide")])
    }

    @Test func unknownTitlesAreLeftToTheLabelRule() {
        #expect(report(LocationButtonFitsRule.self, locationButtonFlow(label: "Share my location with everyone nearby", extra: "width: 100")) == [])
    }

    // MARK: the text width model

    @Test func widthModelAdvances() {
        let model = TextWidthModel.standard
        #expect(model.advance(of: "a") == 0.55)
        #expect(model.advance(of: "L") == 0.65)
        #expect(model.advance(of: "7") == 0.55)
        #expect(model.advance(of: " ") == 0.28)
        #expect(model.advance(of: "위") == 1.0)
        #expect(model.advance(of: "現") == 1.0)
        #expect(model.advance(of: "-") == 0.6)
        #expect(abs(model.width(of: "Location", size: 10) - 45) < 1e-9)
    }

    @Test func widthModelWraps() {
        let model = TextWidthModel.standard
        // "Share" 28.5, "My" 12, "Current" 39.5, "Location" 45 at 10 pt; a space is 2.8.
        #expect(model.wrap("Share My Current Location", size: 10, maxWidth: 50) == ["Share My", "Current", "Location"])
        #expect(model.wrap("Share My Current Location", size: 10, maxWidth: 40) == nil)
        #expect(abs(model.minimumWidth(of: "Share My Current Location", size: 10, maxLines: 3) - 45) < 1e-9)
        #expect(abs(model.minimumWidth(of: "Share My Current Location", size: 10, maxLines: 1) - 133.4) < 1e-9)
        // Kana and CJK break anywhere; a Hangul word stays whole.
        #expect(model.wrap("現在地を共有", size: 10, maxWidth: 30) == ["現在地", "を共有"])
        #expect(model.wrap("현재위치", size: 10, maxWidth: 30) == nil)
    }
}
