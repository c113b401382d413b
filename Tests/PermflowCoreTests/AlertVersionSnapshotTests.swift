import Testing
@testable import PermflowCore

/// Every resource's alert on iOS 13, 17, 18 and 26, in English and Korean, light and dark
/// (issue 14). One snapshot per resource, version and locale: dark draws the same text as
/// light (checked here), in the dark palette; iOS 26 draws the glass look.
@Suite struct AlertVersionSnapshotTests {
    static let versions = [13, 17, 18, 26]

    @Test(arguments: SystemAlertCatalog.standard.ids.map(\.rawValue))
    func alertOnEachVersion(resource: String) throws {
        for ios in Self.versions {
            for locale in RendererTests.locales {
                let walker = Walker(flow: RenderFixtures.parse(RenderFixtures.alertFlow(resource, locale: locale, ios: ios)))
                let state = RendererTests.walk(walker, [0])
                let alert = try #require(state.alert, "\(resource) iOS \(ios) \(locale): no alert")
                let light = RendererTests.render(state, walker, theme: .light)
                let dark = RendererTests.render(state, walker, theme: .dark)
                assertSnapshot(light.plainText, named: "alert-v\(ios)-\(resource)-\(locale)")
                #expect(dark.plainText == light.plainText)
                let lightPalette = try #require(Theme(.light).palette), darkPalette = try #require(Theme(.dark).palette)
                if alert.sheet != nil {
                    // Health's full-screen sheet: the screen's colours, a hot spot per choice.
                    // (The focused button's reverse video may use the light screen's white.)
                    let darkScreen = dark.cells.filter { $0.background == darkPalette.screenBackground }.count
                    #expect(darkScreen > dark.cells.filter { $0.background == lightPalette.screenBackground }.count)
                    #expect(light.cells.filter { $0.background == lightPalette.screenBackground }.count > darkScreen / 2)
                    for index in walker.choices(state).indices {
                        #expect(light.hotspots.contains { $0.target == .choice(index) }, "\(resource) iOS \(ios): no hot spot for choice \(index)")
                    }
                    continue
                }
                #expect(light.cells.contains { $0.background == lightPalette.alertBackground })
                #expect(dark.cells.contains { $0.background == darkPalette.alertBackground })
                #expect(!dark.cells.contains { $0.background == lightPalette.alertBackground })
                for index in alert.buttons.indices {
                    #expect(light.hotspots.contains { $0.target == .choice(index) }, "\(resource) iOS \(ios): no hot spot for button \(index)")
                }
                let glass = ios >= 26
                // Classic alerts rule their buttons off; glass ones draw capsules and no rules.
                #expect(light.plainText.contains("\u{251C}") == !glass, "\(resource) iOS \(ios) \(locale): rules")
                #expect(light.plainText.contains("\u{2590}") == glass, "\(resource) iOS \(ios) \(locale): capsules")
                if glass {
                    // The message is dimmer than the title: secondary text on the alert.
                    #expect(light.cells.contains { $0.foreground == lightPalette.secondaryText && $0.background == lightPalette.alertBackground })
                }
            }
        }
    }

    @Test func glassAlignsTitleAndMessageToTheLeadingEdge() throws {
        let walker = Walker(flow: RenderFixtures.parse(RenderFixtures.alertFlow("notifications", locale: "en", ios: 26)))
        let frame = RendererTests.render(RendererTests.walk(walker, [0]), walker)
        let lines = frame.plainText.split(separator: "\n").map(String.init)
        let title = try #require(lines.first { $0.contains("\u{201C}Receipts\u{201D} Would") })
        let message = try #require(lines.first { $0.contains("Notifications may") })
        #expect(title.firstIndex(of: "\u{201C}")?.utf16Offset(in: title) == message.firstIndex(of: "N")?.utf16Offset(in: message))
    }
}
