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
        store.add(Vocabulary(locale: "de", lists: ["system-titles": ["Aktueller Ort", "a", "b", "c", "d"]]))
        #expect(LocationButtonTitles.display("Current Location", locale: "de", vocabularies: store) == "Aktueller Ort")
    }
}
