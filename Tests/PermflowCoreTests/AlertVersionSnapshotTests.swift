import Testing
@testable import PermflowCore

/// Every resource's alert on iOS 13, 17, 18, 26 and 27, in English and Korean, light and dark
/// (issues 14 and 28; iOS 27 draws what no source shows changed since 26 as 26, and its status
/// line says the wording is carried over). One snapshot per resource, version and locale: dark draws the same text as
/// light (checked here), in the dark palette; iOS 26 draws the glass look. A resource that does
/// not exist on a version (AlarmKit before iOS 26) has no snapshot there. An upgrade alert
/// (location-always) is drawn from the state it upgrades (While Using), as iOS shows it; the
/// alert its first request shows instead (location's When In Use alert) has a snapshot of its own.
@Suite struct AlertVersionSnapshotTests {
    static let versions = [13, 17, 18, 26, 27]

    @Test(arguments: SystemAlertCatalog.standard.ids.map(\.rawValue))
    func alertOnEachVersion(resource: String) throws {
        let info = try #require(SystemAlertCatalog.standard.resource(resource))
        for ios in Self.versions where info.exists(ios: ios) {
            for locale in RendererTests.locales {
                let walker = Walker(flow: RenderFixtures.parse(RenderFixtures.alertFlow(resource, locale: locale, ios: ios)))
                var start = walker.start()
                if let upgraded = info.upgrades, let from = info.upgradedFrom {
                    // Not determined, the request shows the upgraded resource's own alert first.
                    let first = walker.update(start, .choose(0, .script)).0
                    #expect(first.alert?.resource == upgraded, "\(resource) iOS \(ios) \(locale): first alert")
                    try check(first, walker, named: "alert-v\(ios)-\(resource)-first-\(locale)", ios: ios)
                    start.permissions.set(upgraded, to: from)
                }
                let state = walker.update(start, .choose(0, .script)).0
                #expect(state.alert?.resource == info.id, "\(resource) iOS \(ios) \(locale): shows \(String(describing: state.alert?.resource))")
                try check(state, walker, named: "alert-v\(ios)-\(resource)-\(locale)", ios: ios)
            }
        }
    }

    /// AlarmKit is drawn on iOS 26 and later only: its flows for older versions are refused by lint, and a
    /// walker given one anyway shows no alert and says why instead of failing.
    @Test func aResourceAVersionLacksShowsNoAlertThere() throws {
        let info = try #require(SystemAlertCatalog.standard.resource("alarmkit"))
        #expect(Self.versions.filter { info.exists(ios: $0) } == [26, 27])
        for ios in [13, 17, 18] {
            let yaml = RenderFixtures.alertFlow("alarmkit", locale: "en", ios: ios)
            let report = Linter().lint(path: "alarm.yaml", text: yaml)
            #expect(report.active.contains { $0.ruleID == "flow-unknown-resource" && $0.message.contains("does not exist on iOS \(ios)") })
            let walker = Walker(flow: RenderFixtures.parse(yaml))
            let state = walker.update(walker.start(), .choose(0, .script)).0
            #expect(state.alert == nil)
            #expect(state.note?.contains("no alarmkit alert text for en, iOS \(ios)") == true, "\(state.note ?? "")")
        }
    }

    private func check(_ state: WalkState, _ walker: Walker, named name: String, ios: Int) throws {
        let alert = try #require(state.alert, "\(name): no alert")
        let light = RendererTests.render(state, walker, theme: .light)
        let dark = RendererTests.render(state, walker, theme: .dark)
        assertSnapshot(light.plainText, named: name)
        #expect(dark.plainText == light.plainText)
        let lightPalette = try #require(Theme(.light).palette), darkPalette = try #require(Theme(.dark).palette)
        if alert.sheet != nil {
            // Health's full-screen sheet: the screen's colours, a hot spot per choice.
            // (The focused button's reverse video may use the light screen's white.)
            let darkScreen = dark.cells.filter { $0.background == darkPalette.screenBackground }.count
            #expect(darkScreen > dark.cells.filter { $0.background == lightPalette.screenBackground }.count)
            #expect(light.cells.filter { $0.background == lightPalette.screenBackground }.count > darkScreen / 2)
            for index in walker.choices(state).indices {
                #expect(light.hotspots.contains { $0.target == .choice(index) }, "\(name): no hot spot for choice \(index)")
            }
            return
        }
        #expect(light.cells.contains { $0.background == lightPalette.alertBackground })
        #expect(dark.cells.contains { $0.background == darkPalette.alertBackground })
        #expect(!dark.cells.contains { $0.background == lightPalette.alertBackground })
        for index in alert.buttons.indices {
            #expect(light.hotspots.contains { $0.target == .choice(index) }, "\(name): no hot spot for button \(index)")
        }
        let glass = ios >= 26
        // Classic alerts rule their buttons off; glass ones draw capsules and no rules.
        #expect(light.plainText.contains("\u{251C}") == !glass, "\(name): rules")
        #expect(light.plainText.contains("\u{2590}") == glass, "\(name): capsules")
        if glass {
            // The message is dimmer than the title: secondary text on the alert.
            #expect(light.cells.contains { $0.foreground == lightPalette.secondaryText && $0.background == lightPalette.alertBackground })
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
