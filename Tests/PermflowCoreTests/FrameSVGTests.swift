import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import PermflowCore

/// Collects what an XML parser saw: element names, attributes and the text inside `<text>`.
final class SVGOutline: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    var elements: [Element] = []
    private var open: [Int] = []
    var error: Error?

    static func parse(_ svg: String) -> SVGOutline {
        let outline = SVGOutline()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = outline
        if !parser.parse() { outline.error = parser.parserError ?? CocoaError(.coderReadCorrupt) }
        return outline
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        open.append(elements.count)
        elements.append(Element(name: name, attributes: attributes))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        for index in open { elements[index].text += string }
    }

    /// The `<tspan>`s, in order.
    var spans: [Element] { elements.filter { $0.name == "tspan" } }
}

@Suite struct FrameSVGTests {
    /// A frame with one row of `text` drawn from column 0 in `style`.
    static func frame(_ text: String, width: Int = 12, style: CellStyle = CellStyle()) -> Frame {
        var canvas = Canvas(width: width, height: 1)
        canvas.text(text, column: 0, row: 0, width: width, style: style)
        return canvas.frame
    }

    @Test func hostileTextIsEscapedAndMadeVisible() throws {
        var frame = Frame(width: 8, height: 2)
        // Cells made in code can hold anything: the picture must still be well-formed and inert.
        frame[0, 0] = Cell("<script>alert(1)</script>")
        frame[1, 0] = Cell("\u{1B}[31m")
        frame[2, 0] = Cell("\u{202E}")
        frame[3, 0] = Cell("&amp;\"'")
        frame[4, 0] = Cell("]]>")
        frame[5, 0] = Cell("\u{FFFF}\u{7}")
        frame[6, 0] = Cell("\n")
        let svg = FrameSVG.svg(frame, theme: .light, crop: false, title: "</title><svg onload=\"x()\">\u{202E}evil")
        let outline = SVGOutline.parse(svg)
        #expect(outline.error == nil)
        #expect(Set(outline.elements.map(\.name)).isSubset(of: ["svg", "title", "rect", "text", "tspan", "path", "g"]))
        #expect(outline.elements.allSatisfy { !$0.attributes.keys.contains { $0.lowercased().hasPrefix("on") } })
        let text = outline.elements.filter { $0.name == "text" }.map(\.text).joined()
        #expect(text.contains("<script>alert(1)</script>"))
        #expect(text.contains("␛[31m"))
        #expect(text.contains("⟨U+202E⟩"))
        #expect(text.contains("&amp;\"'"))
        let title = try #require(outline.elements.first { $0.name == "title" })
        #expect(title.text == "</title><svg onload=\"x()\">⟨U+202E⟩evil")
        for scalar in svg.unicodeScalars {
            #expect(scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80..<0xA0).contains(scalar.value))
            #expect(!(0x202A...0x202E).contains(scalar.value) && !(0x2066...0x2069).contains(scalar.value))
            #expect(scalar.value != 0xFFFF)
        }
    }

    @Test func everyCellHasItsOwnXAndWideCharactersSpanTwoCells() {
        let svg = FrameSVG.svg(Self.frame("ab한국c─│"), theme: .light, crop: false)
        let outline = SVGOutline.parse(svg)
        let spans = outline.spans
        // ASCII runs share a tspan with one x per character; the rest have their own.
        #expect(spans.map(\.text) == ["ab", "한", "국", "c"])
        #expect(spans.map { $0.attributes["x"] } == ["0 10", "20", "40", "60"])
        #expect(spans.map { $0.attributes["textLength"] } == [nil, "20", "20", nil])
        // Box drawing is drawn as lines through its cell: ─ across the middle, │ down the centre.
        let boxes = outline.elements.filter { $0.name == "path" }
        #expect(boxes.map { $0.attributes["data-box"] } == ["─", "│"])
        #expect(boxes.map { $0.attributes["d"] } == ["M70 10H80", "M85 0V20"])
        #expect(spans.filter { $0.attributes["textLength"] != nil }.allSatisfy { $0.attributes["lengthAdjust"] == "spacingAndGlyphs" })
    }

    /// Chromium collapses the blanks of a `<tspan>` whatever `xml:space` says, and a collapsed
    /// blank takes its x with it: every glyph after it moved left (`Don         ’t Allow`).
    /// No blank is drawn; each word has its own x, and one space between words keeps the text.
    @Test func spacesAreNeverDrawnSoNoWhitespaceHandlingMovesAGlyph() {
        let svg = FrameSVG.svg(Self.frame("  Don’t  Allow ", width: 16), theme: .light, crop: false)
        #expect(!svg.contains("xml:space"))
        let outline = SVGOutline.parse(svg)
        #expect(outline.spans.map(\.text) == ["Don", "’", "t", "Allow"])
        #expect(outline.spans.map { $0.attributes["x"] } == ["20 30 40", "50", "60", "90 100 110 120 130"])
        #expect(!outline.spans.contains { $0.text.contains(" ") })
        // One run, read as typed: one `<text>` whose words are separated by one space.
        #expect(outline.elements.filter { $0.name == "text" }.map(\.text) == ["Don’t Allow"])
    }

    @Test func koreanWordsKeepTheirCells() {
        let outline = SVGOutline.parse(FrameSVG.svg(Self.frame("0 개 선택됨 [ 계속 ]", width: 24), theme: .light, crop: false))
        #expect(outline.spans.map(\.text) == ["0", "개", "선", "택", "됨", "[", "계", "속", "]"])
        #expect(outline.spans.map { $0.attributes["x"] } == ["0", "20", "50", "70", "90", "120", "140", "160", "190"])
        #expect(outline.elements.filter { $0.name == "text" }.map(\.text) == ["0 개 선택됨 [ 계속 ]"])
    }

    @Test func coloursAndAttributesComeFromTheCells() throws {
        var frame = Frame(width: 4, height: 1)
        let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)
        frame[0, 0] = Cell("B", foreground: red, attributes: .bold)
        frame[1, 0] = Cell("R", foreground: red, background: blue, attributes: .reverse)
        frame[2, 0] = Cell("D", attributes: .dim)
        frame[3, 0] = Cell("U", attributes: .underline)
        let outline = SVGOutline.parse(FrameSVG.svg(frame, theme: .dark, crop: false))
        let texts = outline.elements.filter { $0.name == "text" }
        let byText = Dictionary(uniqueKeysWithValues: texts.map { ($0.text, $0.attributes) })
        #expect(byText["B"]?["fill"] == "#ff0000")
        #expect(byText["B"]?["font-weight"] == "bold")
        // Reverse video: the text takes the background colour, the cell the foreground's.
        #expect(byText["R"]?["fill"] == "#0000ff")
        #expect(outline.elements.contains { $0.name == "rect" && $0.attributes["x"] == "10" && $0.attributes["fill"] == "#ff0000" })
        #expect(byText["D"]?["opacity"] == "0.6")
        // Underline is a line under the cell, not a font's decoration.
        #expect(outline.elements.contains { $0.name == "path" && $0.attributes["data-underline"] == "0" && $0.attributes["d"] == "M30 18H40" })
        // Cells without colours take the dark theme's defaults.
        #expect(byText["D"]?["fill"] == "#e5e5ea")
        #expect(outline.elements.first { $0.name == "rect" }?.attributes["fill"] == "#000000")
    }

    @Test func aRenderedScreenIsCroppedToThePhoneWithAMargin() throws {
        let (_, report, walker) = try TranscriptFixture.walkable("ko-camera")
        let frame = Renderer.render(walker.start(), walker: walker, options: TranscriptFixture.options(report, width: 80, height: 24))
        let phone = try #require(FrameSVG.phoneBox(in: frame))
        let picture = FrameSVG.cropped(frame)
        #expect(picture.width == phone.width + 2 && picture.height == phone.height + 2)
        // The margin is blank, whatever was beside the phone (the status line below it).
        #expect((0..<picture.width).allSatisfy { picture[$0, picture.height - 1] == .blank })
        #expect(picture[1, 1].text == "╭" && picture[picture.width - 2, picture.height - 2].text == "╯")
        let outline = SVGOutline.parse(FrameSVG.svg(frame, theme: .light))
        #expect(outline.error == nil)
        let root = try #require(outline.elements.first)
        #expect(root.attributes["width"] == "\(picture.width * FrameSVG.cellWidth)")
        #expect(root.attributes["height"] == "\(picture.height * FrameSVG.cellHeight)")
        // The right side: the corners and every │ come down the same x, the centre of its cell.
        let right = (picture.width - 2) * FrameSVG.cellWidth + FrameSVG.cellWidth / 2
        let paths = outline.elements.filter { $0.name == "path" }
        let corner = try #require(paths.first { $0.attributes["data-box"] == "╮" })
        #expect(corner.attributes["d"]?.contains(" \(right) ") == true)
        let bars = paths.filter { $0.attributes["data-box"] == "│" && $0.attributes["d"]?.hasPrefix("M\(right) ") == true }
        #expect(bars.count == phone.height - 2)
        assertSnapshot(FrameSVG.svg(frame, theme: .light).replacingOccurrences(of: "><", with: ">\n<"), named: "svg-ko-camera-start-80x24")
    }

    /// Every screen of every bundled flow (alerts drawn over the screens that lead to them), at
    /// two sizes, in both themes: well-formed XML, the phone found, its right side one x.
    @Test func everyBundledScreenDrawsAWholePhone() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: WalkFixture.root.appendingPathComponent("flows").path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
        #expect(names.count >= 10)
        var pictures = 0
        for name in names {
            let (_, report, walker) = try TranscriptFixture.walkable(name)
            let flow = walker.flow
            for screen in flow.screens {
                let state = try walker.state(at: screen.id.value)
                for (width, height, theme) in [(60, 24, ThemeName.light), (80, 30, .dark)] {
                    let frame = Renderer.render(state, walker: walker, options: TranscriptFixture.options(report, width: width, height: height, theme: theme))
                    let place = "\(name) \(screen.id.value) \(width)x\(height)"
                    let phone = try #require(FrameSVG.phoneBox(in: frame), "\(place): no phone")
                    let outline = SVGOutline.parse(FrameSVG.svg(frame, theme: theme, title: place))
                    #expect(outline.error == nil, "\(place)")
                    let paths = outline.elements.filter { $0.name == "path" }
                    let right = (phone.width) * FrameSVG.cellWidth + FrameSVG.cellWidth / 2
                    let rows = Set(paths.filter { $0.attributes["data-box"] == "│" && $0.attributes["d"]?.hasPrefix("M\(right) ") == true }
                        .compactMap { $0.attributes["data-row"] })
                    #expect(rows.count == phone.height - 2, "\(place): the right side has \(rows.count) of \(phone.height - 2) rows")
                    pictures += 1
                }
            }
        }
        #expect(pictures > 60)
    }

    @Test func aFrameWithoutAPhoneIsCroppedToWhatItShows() {
        let picture = FrameSVG.cropped(Self.frame("  hi", width: 10))
        #expect(picture.lines == ["", " hi", ""])
    }

    @Test func recordedStylesRebuildTheSameCells() throws {
        for (name, theme) in [("camera", ThemeName.light), ("ko-camera", .dark), ("location", .dark)] {
            let (_, report, walker) = try TranscriptFixture.walkable(name)
            var state = walker.start()
            for _ in 0..<3 {
                let frame = Renderer.render(state, walker: walker, options: TranscriptFixture.options(report, theme: theme))
                let styles = FrameStyles(frame)
                let again = Frame(recorded: TranscriptRecorder.trimmed(frame.lines), styles: styles, width: frame.width)
                #expect(again.width == frame.width)
                for row in 0..<min(again.height, frame.height) {
                    for column in 0..<frame.width {
                        // Colours are recorded to 8 bits a channel, as they are shown.
                        let (a, b) = (again[column, row], frame[column, row])
                        #expect(a.text == b.text && a.width == b.width && FrameStyles.entry(a) == FrameStyles.entry(b), "\(name) \(column),\(row)")
                    }
                }
                guard !walker.choices(state).isEmpty else { break }
                state = walker.update(state, .choose(0, .script)).0
            }
        }
    }

    @Test func stylesOutsideTheirBoundsAreRefused() throws {
        func decode(_ json: String) -> Error? {
            do {
                _ = try JSONDecoder().decode(FrameStyles.self, from: Data(json.utf8))
                return nil
            } catch {
                return error
            }
        }
        #expect(decode(##"{"palette":["#ffffff - b"],"rows":[[0,3]]}"##) == nil)
        #expect(decode(##"{"palette":["#ffffff - b"],"rows":[[1,3]]}"##) != nil)
        #expect(decode(##"{"palette":["#ffffff - b"],"rows":[[0,0]]}"##) != nil)
        #expect(decode(##"{"palette":["#ffffff - b"],"rows":[[0]]}"##) != nil)
        #expect(decode(##"{"palette":["red - b"],"rows":[]}"##) != nil)
        #expect(decode(##"{"palette":["#ffffff - x"],"rows":[]}"##) != nil)
        #expect(decode(##"{"palette":["- - -"],"rows":[[0,1001]]}"##) != nil)
    }
}
