import Testing
@testable import PermflowCore

/// iOS 26's alert wraps a stacked button's long title inside a taller capsule, as the classic
/// alert wraps it in its row (issue 29): German's "Beim Verwenden der App erlauben" was cut to
/// "Beim Verwenden der App erla…" on 26.
@Suite struct GlassLabelWrapTests {
    static func walker(ios: Int) throws -> Walker {
        let text = LocaleWalkTests.flow(purpose: LocaleWalkTests.allThree).replacingOccurrences(of: "ios: 18", with: "ios: \(ios)")
        let flow = try #require(LocaleWalkTests.parse(text).flow)
        return Walker(flow: try flow.walked(in: "de"))
    }

    @Test func germanAllowWhileUsingWrapsInItsCapsuleOn26() throws {
        let walker = try Self.walker(ios: 26)
        let frame = RendererTests.render(RendererTests.walk(walker, [0]), walker)
        let lines = frame.lines
        assertSnapshot(frame.plainText, named: "glass-wrapped-label-location-de-ios26-80x24")
        #expect(!lines.joined().contains("\u{2026}"), "\(lines.joined(separator: "\n"))")
        let row = try #require(lines.firstIndex { $0.contains("Beim Verwenden der App") })
        // The second line is in the same capsule (its ends on both rows), not the next button.
        let second = lines[row + 1]
        #expect(second.contains("erlauben") && !second.contains("Nicht"), "\(second)")
        #expect(second.contains("\u{2590}") && second.contains("\u{258C}"))
        let column = try #require(second.firstRange(of: "erlauben")).lowerBound.utf16Offset(in: second)
        #expect(frame.hit(column: column, row: row + 1) == .choice(1) && frame.hit(column: column, row: row) == .choice(1))
        // Don't Allow keeps its own capsule after a gap row.
        let deny = try #require(lines.firstIndex { $0.contains("Nicht erlauben") })
        #expect(deny == row + 3 && frame.hit(column: column, row: deny) == .choice(2))
    }

    /// A label that fits keeps one row: English's stacked buttons are drawn as before.
    @Test func aLabelThatFitsKeepsOneRow() {
        #expect(AlertPainter.stackedLabelRows(["Allow While Using App", "Beim Verwenden der App erlauben"],
                                              inner: AlertPainter.labelSpan(boxWidth: 38, look: .glass)) == [1, 2])
        #expect(AlertPainter.stackedLabelRows(["Allow While Using App", "Beim Verwenden der App erlauben"],
                                              inner: AlertPainter.labelSpan(boxWidth: 32, look: .classic)) == [1, 2])
    }
}
