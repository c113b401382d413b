import Foundation
import Testing
@testable import PermflowCore
@testable import permflow

/// The HTML review as a browser draws it: headless Chromium (with `fonts-noto-cjk`, as a Korean
/// designer's machine has) loads the review, a script in the page measures every phone's border
/// lines and its Hangul with `getBoundingClientRect`, and the test checks the geometry: the right border cells
/// of each phone share one x, the bottom border is as wide as the top, the top border stops at its
/// corner, and Hangul takes exactly two cells. Run on an English and a Korean walk, each recorded in
/// the light and the dark theme, with the page in its light and its dark colour scheme.
///
/// Skipped when no Chromium is installed; CI installs it (`.ci/run`, `make deps`).
@Suite struct BrowserReviewTests {
    /// `PERMFLOW_CHROMIUM`, else the first of `chromium`, `chromium-browser`, `google-chrome` on the PATH.
    static let chromium: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["PERMFLOW_CHROMIUM"], FileManager.default.isExecutableFile(atPath: chosen) { return chosen }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) { return folder + "/" + name }
        }
        return nil
    }()

    /// Measures each phone picture in the page; the result replaces the page's body as JSON in
    /// `<pre id="geometry">`, which `--dump-dom` prints once the fonts have loaded.
    static let probe = """
    <script>
    document.fonts.ready.then(() => {
      const phones = [];
      for (const svg of document.querySelectorAll('svg.permflow-frame')) {
        const box = e => e.getBoundingClientRect();
        const lines = [...svg.querySelectorAll('path[data-box]')];
        const row = e => +e.getAttribute('data-row');
        const of = t => lines.filter(e => e.getAttribute('data-box') === t);
        const first = t => of(t).sort((a, b) => row(a) - row(b))[0];
        const last = t => of(t).sort((a, b) => row(b) - row(a))[0];
        const [tl, tr, bl, br] = [first('╭'), first('╮'), last('╰'), last('╯')];
        if (!tl || !tr || !bl || !br) { phones.push({missing: true}); continue; }
        const rights = [];
        for (let y = row(tr) + 1; y < row(br); y++) {
          const bars = of('│').filter(e => row(e) === y).map(box);
          rights.push(bars.length ? Math.max(...bars.map(b => b.right)) : null);
        }
        const topLine = of('─').filter(e => row(e) === row(tr)).map(box);
        const hangul = [...svg.querySelectorAll('tspan')].filter(s => /[\\uAC00-\\uD7A3]/.test(s.textContent)).map(s => box(s).width);
        const cell = box(svg).width / +svg.getAttribute('data-columns');
        phones.push({cell, rightCorner: box(tr).right, bottomCorner: box(br).right, rights,
                     top: box(tr).right - box(tl).left, bottom: box(br).right - box(bl).left,
                     topLineEnd: Math.max(...topLine.map(b => b.right)), hangul});
      }
      document.body.innerHTML = '<pre id="geometry">' + JSON.stringify(phones) + '</pre>';
    });
    </script>
    """

    /// Runs `program`, standard error into a file (Chromium writes much there), killed after `timeout` seconds.
    static func run(_ program: String, _ arguments: [String], in folder: URL, timeout: Double) throws -> CLIRunner.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let errorFile = folder.appendingPathComponent("chromium-stderr.txt")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let errors = try FileHandle(forWritingTo: errorFile)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        try errors.close()
        let stderr = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return CLIRunner.Result(status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: stderr)
    }

    struct Phone: Decodable {
        var missing: Bool?
        var cell: Double?
        var rightCorner: Double?
        var bottomCorner: Double?
        var rights: [Double?]?
        var top: Double?
        var bottom: Double?
        var topLineEnd: Double?
        var hangul: [Double]?
    }

    /// The phones of `html` as Chromium lays them out.
    static func measure(_ html: String, in folder: URL, dark: Bool) throws -> [Phone] {
        guard let json = try dumped(html, probe: probe, id: "geometry", in: folder, name: "measured-\(dark ? "dark" : "light").html",
                                    flags: dark ? ["--force-dark-mode"] : []) else { return [] }
        return try JSONDecoder().decode([Phone].self, from: Data(json.utf8))
    }

    /// Loads `html` with `probe` before its `</body>` in headless Chromium (with `flags`) and
    /// returns what the probe wrote into `<pre id="ID">`, unescaped; nil (with an issue
    /// recorded) when Chromium printed none.
    static func dumped(_ html: String, probe: String, id: String, in folder: URL, name: String, flags: [String] = []) throws -> String? {
        let chromium = try #require(chromium)
        let page = folder.appendingPathComponent(name)
        try html.replacingOccurrences(of: "</body>", with: probe + "</body>").write(to: page, atomically: true, encoding: .utf8)
        let arguments = flags + ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--allow-file-access-from-files",
                                 "--user-data-dir=" + folder.appendingPathComponent("profile").path,
                                 "--virtual-time-budget=10000", "--window-size=1200,900", "--dump-dom", page.absoluteString]
        let result = try Self.run(chromium, arguments, in: folder, timeout: 120)
        let dom = result.stdout
        guard let start = dom.range(of: "<pre id=\"\(id)\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            Issue.record("Chromium printed no \(id) (status \(result.status)): \(result.stderr.suffix(2000))")
            return nil
        }
        return String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test(.enabled(if: chromium != nil, "no Chromium on this machine (apt-get install chromium fonts-noto-cjk; CI installs both)"),
          arguments: [("camera", ThemeName.light), ("camera", .dark), ("ko-camera", .light), ("ko-camera", .dark)])
    func phonesLineUpInChromium(flow name: String, theme: ThemeName) throws {
        let (folder, flow) = try RecordedWalk.copyFlow(name)
        // Scan, Continue, Allow, then the scanner: an app screen, a pre-alert and the alert over it.
        let transcript = try RecordedWalk.record(flowPath: flow.path, choices: [1, 1, 2, 1], folder: folder, theme: theme)
        let output = folder.appendingPathComponent("review.html")
        let result = try CLIRunner.run(["review", transcript, "-o", output.path])
        try #require(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: output, encoding: .utf8)
        for dark in [false, true] {
            let phones = try Self.measure(html, in: folder, dark: dark)
            #expect(phones.count >= 4, "\(name) \(theme) dark page \(dark): \(phones.count) phones")
            try Self.check(phones, "\(name), \(theme) walk, \(dark ? "dark" : "light") page")
            if name.hasPrefix("ko") { #expect(phones.contains { !($0.hangul ?? []).isEmpty }) }
        }
    }

    /// Every screen of every bundled flow, as `render --svg` draws it, on one page.
    @Test(.enabled(if: chromium != nil, "no Chromium on this machine (apt-get install chromium fonts-noto-cjk; CI installs both)"))
    func everyBundledScreenLinesUpInChromium() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let flows = CLIRunner.root.appendingPathComponent("flows")
        let names = try FileManager.default.contentsOfDirectory(atPath: flows.path).filter { $0.hasSuffix(".yaml") }.sorted()
        var page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body>"
        var count = 0
        for name in names {
            let report = Linter().lint(contentsOf: flows.appendingPathComponent(name).path)
            let flow = try #require(report.flow)
            let walker = Walker(flow: flow, options: WalkOptions(refusingLocationButtonsFrom: report.diagnostics, in: flow))
            for screen in flow.screens {
                let theme: ThemeName = count % 2 == 0 ? .light : .dark
                let options = RenderOptions(width: 60, height: 24, theme: theme, color: true)
                let frame = Renderer.render(try walker.state(at: screen.id.value), walker: walker, options: options)
                page += FrameSVG.svg(frame, theme: theme, title: "\(name) \(screen.id.value)", standalone: false)
                count += 1
            }
        }
        page += "</body></html>"
        let phones = try Self.measure(page, in: folder, dark: false)
        #expect(phones.count == count)
        try Self.check(phones, "bundled screens")
    }

    /// The geometry every phone must have.
    static func check(_ phones: [Phone], _ where: String) throws {
        for (index, phone) in phones.enumerated() {
            let place = "\(`where`), phone \(index + 1)"
            #expect(phone.missing == nil, "\(place): no phone border")
            let cell = try #require(phone.cell)
            let corner = try #require(phone.rightCorner)
            let rights = try #require(phone.rights)
            #expect(!rights.isEmpty)
            for (row, right) in rights.enumerated() {
                let x = try #require(right, "\(place): row \(row + 1) has no right border")
                #expect(abs(x - corner) < 0.5, "\(place): row \(row + 1)'s right border at \(x), the corner at \(corner)")
            }
            #expect(abs((phone.bottomCorner ?? 0) - corner) < 0.5, "\(place): bottom corner at \(phone.bottomCorner ?? 0), top at \(corner)")
            #expect(abs((phone.top ?? 0) - (phone.bottom ?? -1)) < 0.5, "\(place): top \(phone.top ?? 0) wide, bottom \(phone.bottom ?? 0)")
            #expect((phone.topLineEnd ?? .infinity) <= corner + 0.5, "\(place): the top border runs to \(phone.topLineEnd ?? 0), past the corner ending at \(corner)")
            for width in phone.hangul ?? [] {
                #expect(abs(width - 2 * cell) < 0.5, "\(place): a Hangul syllable \(width) wide, two cells are \(2 * cell)")
            }
        }
    }
}

/// Where Chromium puts every glyph of a review's pictures, against the cells of the frames they
/// were drawn from: the HTML review's inline SVG and the Markdown review's SVG files (each opened
/// as the file it is, in an `<iframe>`), English and Korean.
@Suite struct BrowserGlyphTests {
    /// Lists every glyph of every `svg.permflow-frame` in the page and its frames:
    /// `[{glyphs: [[x, y, "c"], …], texts: ["Don’t Allow", …]}, …]`, picture by picture in page order,
    /// each glyph's x and y as `SVGTextContentElement.getStartPositionOfChar` gives them.
    static let probe = """
    <script>
    window.addEventListener('load', () => document.fonts.ready.then(() => {
      const docs = [document, ...[...document.querySelectorAll('iframe')].map(f => f.contentDocument)];
      const pictures = [];
      for (const doc of docs) {
        for (const svg of doc.querySelectorAll('svg.permflow-frame')) {
          const glyphs = [];
          for (const span of svg.querySelectorAll('tspan')) {
            const text = span.textContent;
            const count = span.getNumberOfChars();
            for (let i = 0; i < count; i++) {
              const code = text.charCodeAt(i);
              if (code >= 0xDC00 && code <= 0xDFFF) continue;
              const p = span.getStartPositionOfChar(i);
              glyphs.push([p.x, p.y, String.fromCodePoint(text.codePointAt(i))]);
            }
          }
          // The fill of the cell under each glyph of the marked row: which button is highlighted.
          const mark = svg.querySelector('[data-chosen-row]');
          const row = mark ? +mark.getAttribute('data-chosen-row') : -1;
          const rects = [...svg.querySelectorAll(':scope > rect')].map(r => [+(r.getAttribute('x') || 0), +(r.getAttribute('y') || 0),
                                                                              +r.getAttribute('width'), r.getAttribute('fill')]);
          const chosenRow = glyphs.filter(g => Math.floor(g[1] / 20) === row).sort((a, b) => a[0] - b[0]).map(g => {
            const under = rects.filter(r => r[1] === row * 20 && r[0] <= g[0] + 1 && g[0] + 1 < r[0] + r[2]).pop();
            return [g[2], under ? under[3] : 'page'];
          });
          pictures.push({glyphs, chosenRow, texts: [...svg.querySelectorAll('text')].map(t => t.textContent),
                         marks: [...svg.querySelectorAll('[data-chosen-row]')].map(m => [+m.getAttribute('data-chosen-row'), m.getAttribute('data-method')])});
        }
      }
      document.body.innerHTML = '<pre id="glyphs">' + JSON.stringify(pictures) + '</pre>';
    }));
    </script>
    """

    struct Picture: Decodable {
        enum Glyph: Decodable {
            case glyph(x: Double, y: Double, text: String)
            init(from decoder: any Decoder) throws {
                var list = try decoder.unkeyedContainer()
                self = .glyph(x: try list.decode(Double.self), y: try list.decode(Double.self), text: try list.decode(String.self))
            }
        }
        var glyphs: [Glyph]
        /// The glyphs of the row the choice mark points at, left to right, each with the fill under it.
        var chosenRow: [[String]]
        var texts: [String]
        var marks: [[StringOrInt]]
    }

    enum StringOrInt: Decodable, Equatable {
        case int(Int), string(String)
        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let number = try? value.decode(Int.self) { self = .int(number) } else { self = .string(try value.decode(String.self)) }
        }
    }

    /// The pictures of `page` (HTML) as Chromium draws them.
    static func measure(_ page: String, in folder: URL, name: String) throws -> [Picture] {
        guard let json = try BrowserReviewTests.dumped(page, probe: probe, id: "glyphs", in: folder, name: name) else { return [] }
        return try JSONDecoder().decode([Picture].self, from: Data(json.utf8))
    }

    /// Every glyph Chromium drew stands within half a cell of its cell's left edge, on its row,
    /// and is the character the frame holds there; every character the frame shows is drawn.
    static func check(_ picture: Picture, against frame: Frame, _ place: String) {
        let cropped = FrameSVG.cropped(frame)
        let cellWidth = Double(FrameSVG.cellWidth), cellHeight = Double(FrameSVG.cellHeight)
        var drawn = Set<[Int]>()
        var wrong = 0
        for case let .glyph(x, y, text) in picture.glyphs {
            let column = Int((x / cellWidth).rounded()), row = Int((y / cellHeight).rounded(.down))
            guard column >= 0, column < cropped.width, row >= 0, row < cropped.height else {
                Issue.record("\(place): “\(text)” drawn at (\(x), \(y)), outside the picture")
                continue
            }
            let cell = cropped[column, row]
            let expected = cell.text.unicodeScalars.first.map(String.init) ?? ""
            if abs(x - Double(column) * cellWidth) >= cellWidth / 2 || expected != text {
                wrong += 1
                if wrong <= 5 {
                    Issue.record("\(place): “\(text)” drawn at x \(x) on row \(row): the cell there (column \(column)) holds “\(cell.text)”, row reads “\(cropped.lines[row])”")
                }
            }
            drawn.insert([column, row])
        }
        #expect(wrong == 0, "\(place): \(wrong) glyphs out of their cells")
        var missing: [String] = []
        var shown = 0
        for row in 0..<cropped.height {
            for column in 0..<cropped.width {
                let cell = cropped[column, row]
                guard !cell.isContinuation, !cell.text.allSatisfy({ $0.isWhitespace }), !FrameSVG.boxCharacters.contains(cell.text) else { continue }
                shown += 1
                if !drawn.contains([column, row]) { missing.append("“\(cell.text)” at \(column),\(row)") }
            }
        }
        #expect(missing.isEmpty, "\(place): not drawn: \(missing.prefix(8).joined(separator: ", "))")
        #expect(picture.glyphs.count == shown, "\(place): \(picture.glyphs.count) glyphs drawn, the frame shows \(shown)")
    }

    /// The pictures a review draws, in the order they appear, each with the file name the
    /// Markdown review gives it and the frame it is drawn from.
    static func pictures(_ document: ReviewDocument) -> [(name: String, frame: Frame)] {
        func frame(_ picture: ReviewPicture) -> Frame { Frame(recorded: picture.lines, styles: picture.styles, width: picture.width) }
        var pictures: [(name: String, frame: Frame)] = []
        for entry in document.entries {
            switch entry {
            case .step(let step):
                if case .drawn = step.showing {
                    pictures.append((MarkdownReviewWriter.imageName(number: step.number, screen: step.screen), frame(step.picture)))
                }
            case .event(let event):
                if let picture = event.picture {
                    pictures.append(("event-" + String(event.seq).leftPadded(to: 2) + "-" + MarkdownReviewWriter.slug(event.title) + ".svg", frame(picture)))
                }
            }
        }
        if let last = document.lastScreen { pictures.append(("last-screen.svg", frame(last.picture))) }
        return pictures
    }

    @Test(.enabled(if: BrowserReviewTests.chromium != nil, "no Chromium on this machine (apt-get install chromium fonts-noto-cjk; CI installs both)"),
          arguments: ["camera", "ko-camera"])
    func everyGlyphStandsInItsCell(flow name: String) throws {
        let (folder, flow) = try RecordedWalk.copyFlow(name)
        // Scan, Continue, Allow (by digit: the default focus is on the other button); Settings >
        // Privacy, camera changed; relaunch from the scanner; Scan again.
        let transcript = try RecordedWalk.record(flowPath: flow.path, keys: "1,1,2,p,left,esc,R,1", folder: folder)
        let read = try TranscriptReader.parse(data: try Data(contentsOf: URL(fileURLWithPath: transcript)), path: transcript)
        let document = TranscriptReview(transcript: read, flowPath: flow.path, flowStatus: .unchanged, currentDiagnostics: nil).document
        let pictures = Self.pictures(document)
        #expect(pictures.contains { $0.name.hasSuffix("-settings.svg") } && pictures.contains { $0.name.hasSuffix("-relaunch.svg") },
                "\(pictures.map(\.name))")

        // The HTML review, as one page.
        let html = folder.appendingPathComponent("review.html")
        let result = try CLIRunner.run(["review", transcript, "-o", html.path])
        try #require(result.status == 0, "\(result.stderr)")
        let inline = try Self.measure(try String(contentsOf: html, encoding: .utf8), in: folder, name: "measured-html.html")
        #expect(inline.count == pictures.count, "\(name): \(inline.count) pictures in the HTML review, \(pictures.count) frames")
        for (picture, expected) in zip(inline, pictures) { Self.check(picture, against: expected.frame, "\(name) HTML \(expected.name)") }

        // The Markdown review's SVG files, each opened as a file.
        let markdown = folder.appendingPathComponent("review.md")
        let written = try CLIRunner.run(["review", transcript, "-o", markdown.path])
        try #require(written.status == 0, "\(written.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("review-frames").path)
        #expect(Set(files) == Set(pictures.map(\.name)))
        let page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body>"
            + pictures.map { "<iframe src=\"review-frames/\($0.name)\" width=\"600\" height=\"600\"></iframe>" }.joined() + "</body></html>"
        let standalone = try Self.measure(page, in: folder, name: "measured-files.html")
        #expect(standalone.count == pictures.count, "\(name): \(standalone.count) SVG files measured")
        for (picture, expected) in zip(standalone, pictures) { Self.check(picture, against: expected.frame, "\(name) \(expected.name)") }

        // The alert's picture highlights the button chosen, Allow (허용), not the focus it opened
        // with, and marks it as chosen by its digit.
        let alertPicture = try #require(inline.first { $0.chosenRow.contains { $0.first == "◂" } && $0.marks.first?.last == .string("digit")
            && $0.chosenRow.map { $0[0] }.joined().contains(name.hasPrefix("ko") ? "허용안함" : "Don’tAllow") })
        #expect(alertPicture.marks == [[alertPicture.marks.first?.first ?? .int(-1), .string("digit")]])
        let row = alertPicture.chosenRow
        let open = try #require(row.firstIndex { $0[0] == "▸" }), close = try #require(row.firstIndex { $0[0] == "◂" })
        try #require(open < close)
        let chosen = row[(open + 1)..<close]
        #expect(chosen.map { $0[0] }.joined() == (name.hasPrefix("ko") ? "허용" : "Allow"), "\(row)")
        let highlight = try #require(chosen.first?[1])
        #expect(highlight != "page" && chosen.allSatisfy { $0[1] == highlight }, "the chosen button is not highlighted: \(row)")
        let others = row[..<open].filter { $0[0] != "│" }
        #expect(!others.isEmpty && others.allSatisfy { $0[1] != highlight }, "another button is highlighted too: \(row)")

        // “Don’t Allow” (or 허용 안 함) is one run of text: its words in one `<text>`.
        let dontAllow = name.hasPrefix("ko") ? "허용 안 함" : "Don’t Allow"
        #expect(inline.contains { $0.texts.contains { $0.contains(dontAllow) } }, "no picture draws “\(dontAllow)” as one run")
    }
}
