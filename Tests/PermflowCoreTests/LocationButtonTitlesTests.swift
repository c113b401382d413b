import Testing
@testable import PermflowCore

/// The walker draws the location button's title from the same table lint checks.
@Suite struct LocationButtonTitlesTests {
    @Test func translatesSystemTitlesAndKeepsOthers() {
        #expect(LocationButtonTitles.display("Share Current Location", locale: "ko") == "현재 위치 공유")
        #expect(LocationButtonTitles.display("current location", locale: "ko") == "현재 위치")
        #expect(LocationButtonTitles.display("Current Location", locale: "en") == "Current Location")
        #expect(LocationButtonTitles.display("Current Location", locale: "fi") == "Current Location", "no translation: English")
        #expect(LocationButtonTitles.display("none", locale: "en").isEmpty)
        #expect(LocationButtonTitles.display(nil, locale: "en").isEmpty)
    }

    @Test func aLocalePackAddsATranslation() {
        var store = VocabularyStore.standard
        var catalog = SystemAlertCatalog.standard
        LocalePack(locale: "fi", vocabulary: ["system-titles": ["Aktueller Ort", "a", "b", "c", "d"]]).apply(to: &store, catalog: &catalog)
        #expect(LocationButtonTitles.display("Current Location", locale: "fi", catalog: catalog) == "Aktueller Ort")
        #expect(LocationButtonTitles.display("Current Location", locale: "fi") == "Current Location", "the built-in catalog has none")
    }

    /// Issue 25: lint read a pack's titles, but the walker, renderer and graph drew the built-in
    /// lists' (English for `de`). They draw the pack's now.
    @Test func theWalkerRendererAndGraphDrawAPacksTitle() throws {
        var store = VocabularyStore.standard
        var catalog = SystemAlertCatalog.standard
        LocalePack(locale: "de", vocabulary: ["system-titles": ["Aktueller Ort", "Aktuellen Ort senden", "b", "c", "d"]])
            .apply(to: &store, catalog: &catalog)
        let text = """
        permflow: 1
        name: Standort
        app: Brew
        locale: de
        ios: 18
        start: near-me
        screens:
          near-me:
            kind: location-button
            title: Cafés
            label: Current Location
            purpose: Brew uses your location once to list the cafés within walking distance.
            on:
              allow-once: done
              deny: done
          done:
            kind: end
            title: Fertig
        """
        let flow = try #require(FlowParser(catalog: catalog, knownLocales: FlowParser.knownLocales(vocabularies: store, catalog: catalog)).parse(path: "de.yaml", text: text).flow)
        let walker = Walker(flow: flow, catalog: catalog)
        #expect(walker.choices(walker.start()).map(\.label) == ["Aktueller Ort"])
        let frame = Renderer.render(walker.start(), walker: walker, options: RenderOptions(width: 80, height: 24))
        #expect(frame.plainText.contains("Aktueller Ort"))
        #expect(!frame.plainText.contains("Current Location"))
        #expect(FlowDiagram(flow: flow, catalog: catalog).nodes.first?.caption == "Aktueller Ort")
    }
}
