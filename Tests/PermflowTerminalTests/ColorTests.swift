import Testing
import PermflowCore
@testable import PermflowTerminal

/// Colour depth detection and the mapping of RGBA cells to terminal colours.
@Suite struct ColorTests {
    @Test func depthDetection() {
        func depth(_ environment: [String: String], colors: Int, hasColors: Bool = true, canChange: Bool = false) -> ColorDepth {
            ColorDepth.detect(environment: environment, hasColors: hasColors, colors: colors, canChangeColor: canChange)
        }
        #expect(depth([:], colors: 1 << 24) == .direct)
        #expect(depth(["COLORTERM": "truecolor"], colors: 256, canChange: true) == .palette)
        #expect(depth(["COLORTERM": "24bit"], colors: 256, canChange: true) == .palette)
        // COLORTERM alone cannot make a fixed palette show exact colours.
        #expect(depth(["COLORTERM": "truecolor"], colors: 256, canChange: false) == .indexed256)
        #expect(depth([:], colors: 256, canChange: true) == .indexed256)
        #expect(depth([:], colors: 16) == .indexed8)
        #expect(depth([:], colors: 8) == .indexed8)
        #expect(depth([:], colors: 2) == ColorDepth.none)
        #expect(depth([:], colors: 256, hasColors: false) == ColorDepth.none)
        // NO_COLOR wins over everything when set to anything non-empty (no-color.org).
        #expect(depth(["NO_COLOR": "1", "COLORTERM": "truecolor"], colors: 1 << 24) == ColorDepth.none)
        #expect(depth(["NO_COLOR": ""], colors: 256) == .indexed256)
        #expect(!ColorDepth.none.showsColor && ColorDepth.indexed8.showsColor)
    }

    @Test func nearest256() {
        #expect(ColorMapper.nearest256(RGB8(red: 0, green: 0, blue: 0)) == 16)
        #expect(ColorMapper.nearest256(RGB8(red: 255, green: 255, blue: 255)) == 231)
        #expect(ColorMapper.nearest256(RGB8(red: 255, green: 0, blue: 0)) == 196)
        #expect(ColorMapper.nearest256(RGB8(red: 0, green: 122, blue: 255)) == 33)   // iOS system blue
        #expect(ColorMapper.nearest256(RGB8(red: 128, green: 128, blue: 128)) == 244) // grey ramp, 128
        #expect(ColorMapper.nearest256(RGB8(red: 242, green: 242, blue: 247)) == 255)
        #expect(ColorMapper.nearest256(RGB8(red: 28, green: 28, blue: 30)) == 234)
    }

    @Test func every256EntryMapsToItself() {
        for index in 16..<256 {
            #expect(ColorMapper.nearest256(ColorMapper.xterm256(index)) == index, "xterm colour \(index)")
        }
    }

    @Test func nearest8() {
        #expect(ColorMapper.nearest8(RGB8(red: 0, green: 0, blue: 0)) == 0)
        #expect(ColorMapper.nearest8(RGB8(red: 255, green: 59, blue: 48)) == 1)   // iOS red
        #expect(ColorMapper.nearest8(RGB8(red: 52, green: 199, blue: 89)) == 2)   // iOS green
        #expect(ColorMapper.nearest8(RGB8(red: 0, green: 122, blue: 255)) == 4)   // iOS blue
        #expect(ColorMapper.nearest8(RGB8(red: 255, green: 255, blue: 255)) == 7)
        #expect(ColorMapper.nearest8(RGB8(red: 242, green: 242, blue: 247)) == 7)
        #expect(ColorMapper.nearest8(RGB8(red: 28, green: 28, blue: 30)) == 0)
        #expect(ColorMapper.nearest8(RGB8(red: 128, green: 0, blue: 0)) == 1)
        #expect(ColorMapper.nearest8(RGB8(red: 255, green: 204, blue: 0)) == 3)   // iOS yellow
        #expect(ColorMapper.nearest8(RGB8(red: 175, green: 82, blue: 222)) == 5)  // iOS purple
        #expect(ColorMapper.nearest8(RGB8(red: 50, green: 173, blue: 230)) == 6)  // iOS cyan
    }

    @Test func rgbaToEightBit() {
        #expect(RGB8(RGBAColor(red: 1, green: 0.5, blue: 0)) == RGB8(red: 255, green: 128, blue: 0))
        // Half-transparent white over black is mid grey.
        #expect(RGB8(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5), over: .black) == RGB8(red: 128, green: 128, blue: 128))
        #expect(RGB8(red: 0x12, green: 0x34, blue: 0x56).packed == 0x123456)
    }

    @Test func resolverByDepth() throws {
        let blue = try #require(RGBAColor(hex: "#007AFF"))
        let white = RGBAColor.white
        var none = ColorResolver(depth: .none)
        #expect(none.numbers(foreground: white, background: blue).foreground == -1)
        var direct = ColorResolver(depth: .direct)
        let numbers = direct.numbers(foreground: white, background: blue)
        #expect(numbers.foreground == 0xFFFFFF && numbers.background == 0x007AFF && numbers.define.isEmpty)
        var indexed = ColorResolver(depth: .indexed256)
        let defaults = indexed.numbers(foreground: nil, background: nil)
        #expect(defaults.foreground == -1 && defaults.background == -1)
        #expect(indexed.numbers(foreground: white, background: blue).background == 33)
    }

    @Test func paletteDefinesEachColourOnce() throws {
        var palette = ColorResolver(depth: .palette)
        let blue = try #require(RGBAColor(hex: "#007AFF"))
        let first = palette.numbers(foreground: .white, background: blue)
        #expect(first.foreground == 16 && first.background == 17)
        #expect(first.define.map(\.0) == [16, 17])
        #expect(first.define[1].1 == RGB8(red: 0, green: 122, blue: 255))
        let again = palette.numbers(foreground: blue, background: .white)
        #expect(again.foreground == 17 && again.background == 16 && again.define.isEmpty)
    }

    @Test func paletteFullFallsBackToNearestDefined() {
        var slots = PaletteSlots(slots: 16..<18)
        #expect(slots.slot(for: RGB8(red: 0, green: 0, blue: 0)) == (16, true))
        #expect(slots.slot(for: RGB8(red: 250, green: 250, blue: 250)) == (17, true))
        #expect(slots.slot(for: RGB8(red: 240, green: 240, blue: 240)) == (17, false))
        #expect(slots.slot(for: RGB8(red: 10, green: 10, blue: 10)) == (16, false))
    }

    @Test func textNeverVanishesIntoItsBackground() {
        // Two different greys that land on the same one of eight colours: the text becomes black
        // or white, whichever stands out.
        var eight = ColorResolver(depth: .indexed8)
        let light = eight.numbers(foreground: RGBAColor(red: 0.8, green: 0.8, blue: 0.8),
                                  background: RGBAColor(red: 0.95, green: 0.95, blue: 0.95))
        #expect(light.background == 7 && light.foreground == 0)
        let dark = eight.numbers(foreground: RGBAColor(red: 0.2, green: 0.2, blue: 0.2), background: .black)
        #expect(dark.background == 0 && dark.foreground == 7)
        var indexed = ColorResolver(depth: .indexed256)
        let near = indexed.numbers(foreground: RGBAColor(red: 1, green: 1, blue: 1),
                                   background: RGBAColor(red: 0.99, green: 0.99, blue: 0.99))
        #expect(near.foreground != near.background)
    }

    @Test func pairsAreCachedAndBounded() {
        var table = ColorPairTable(capacity: 3)
        #expect(table.pair(foreground: -1, background: -1) == (0, false))
        #expect(table.pair(foreground: 7, background: 4) == (1, true))
        #expect(table.pair(foreground: 7, background: 4) == (1, false))
        #expect(table.pair(foreground: 0, background: -1) == (2, true))
        // Out of pairs: the default pair, never an undefined one.
        #expect(table.pair(foreground: 1, background: 2) == (0, false))
        #expect(table.count == 2)
    }
}
