import Testing
import PermflowCore
import PermflowTerminal

/// The core measures text without a terminal; it must agree with what the C library (and so
/// ncurses) uses, or Korean layouts drift.
@Suite struct CellWidthTests {
    static let samples: [String] = [
        "Receipts", "영수증", "카메라에 접근하려고 합니다", "📷", "👇", "✕", "↓", "ü", "e\u{301}", "“Receipts”",
        "‘영수증’", "│─╭╮╰╯", "ｶﾒﾗ", "カメラ", "相机", "…", "⬇", "❤", "\u{200B}", "\u{FE0F}",
    ]

    @Test(arguments: samples)
    func agreesWithGlibc(_ sample: String) throws {
        let codeset = TerminalLocale.prepare()
        try #require(TerminalLocale.isUTF8, "needs a UTF-8 locale, got \(codeset)")
        for scalar in sample.unicodeScalars {
            guard let system = TerminalLocale.systemWidth(of: scalar) else { continue }
            #expect(CellWidth.of(scalar) == system, "U+\(String(scalar.value, radix: 16, uppercase: true)) '\(scalar)': core \(CellWidth.of(scalar)), glibc \(system)")
        }
    }

    @Test func hangulIsTwoCellsAndCombiningMarksNone() {
        #expect(CellWidth.of("영수증") == 6)
        #expect(CellWidth.of("e\u{301}") == 1)
        #expect(CellWidth.of("Allow “영수증”") == 14)
        #expect(CellWidth.ofPrefix("  go: 없는", scalars: 8) == 10)
    }
}
