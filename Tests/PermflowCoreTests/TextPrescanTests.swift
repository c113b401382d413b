import Testing
@testable import PermflowCore

/// `TextPrescan` skips runs of ASCII letters and digits at once (branch flows32c); these pin that
/// what it finds after such runs, inside and outside quotes, lands where a byte-by-byte scan put it.
@Suite struct TextPrescanTests {
    @Test func anAliasKeyAfterWordsInFlowCollectionsIsFoundAtItsColumn() {
        let finding = TextPrescan(maxDepth: 64, maxAliases: 1_000).scan("a: {bb: [cc, {dd: *xy9: 1}]}\n")
        #expect(finding == TextPrescan.Finding(kind: .aliasKey, location: SourceLocation(line: 1, column: 19), name: "xy9"))
    }

    @Test func wordsInsideQuotesLeaveTheQuotesOpenUntilTheyClose() {
        // Every `*` before line 3 is inside quotes (an escaped quote, a doubled single quote) or a
        // comment, or follows a word: the first alias counted is line 3's.
        let text = "k: \"ab \\\"cd\\\" *ef\"\nm: 'gh''ij *kl'\nn: *mn\no: ab #*x\np: ab*c\n"
        let finding = TextPrescan(maxDepth: 64, maxAliases: 0).scan(text)
        #expect(finding == TextPrescan.Finding(kind: .aliases, location: SourceLocation(line: 3, column: 4)))
        #expect(TextPrescan(maxDepth: 64, maxAliases: 1).scan(text) == nil)
    }

    @Test func depthAfterWordsAndWideScalarsCountsColumnsInScalars() {
        let finding = TextPrescan(maxDepth: 3, maxAliases: 1_000).scan("k: [é한ab, [cd, [ef]]]\n")
        #expect(finding == TextPrescan.Finding(kind: .depth, location: SourceLocation(line: 1, column: 16)))
        #expect(TextPrescan(maxDepth: 4, maxAliases: 1_000).scan("k: [é한ab, [cd, [ef]]]\n") == nil)
    }

    @Test func aWordEndsAValuesStartSoADashAfterItIsNoEntry() {
        // `ab - c` holds no entry: `-` after a word is text. `- - - x` nests three entries.
        #expect(TextPrescan(maxDepth: 2, maxAliases: 1_000).scan("k: ab - c - d\n") == nil)
        let finding = TextPrescan(maxDepth: 2, maxAliases: 1_000).scan("- - - x\n")
        #expect(finding == TextPrescan.Finding(kind: .depth, location: SourceLocation(line: 1, column: 3)))
    }
}
