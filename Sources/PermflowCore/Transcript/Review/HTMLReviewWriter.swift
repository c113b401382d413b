/// Prints a `ReviewDocument` as one self-contained HTML file: inline CSS and inline SVG
/// pictures of the frames (drawn in the theme the walk had), no scripts, images, fonts or links
/// to load; the page follows the reader's light or dark setting. Every text from the document
/// is escaped for HTML content and attribute values (`html`).
public struct HTMLReviewWriter: Sendable {
    public init() {}

    public func write(_ document: ReviewDocument) -> String {
        var out: [String] = []
        out.append("<!DOCTYPE html>")
        out.append("<html lang=\"\(Self.html(document.language))\">")
        out.append("<head>")
        out.append("<meta charset=\"utf-8\">")
        out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        out.append("<title>\(Self.html(document.title))</title>")
        out.append("<style>\(Self.css)</style>")
        out.append("</head>")
        out.append("<body>")
        out.append("<h1>\(Self.html(document.title))</h1>")
        out.append("<table class=\"facts\">")
        for fact in document.facts { out.append("<tr><th>\(Self.html(fact.key))</th><td>\(Self.html(fact.value))</td></tr>") }
        out.append("</table>")
        for warning in document.readerWarnings { out.append("<p class=\"warning\">\(Self.html(warning))</p>") }
        out.append("<h2>Steps</h2>")
        let steps = document.steps
        if steps.count >= ReviewDocument.contentsFromSteps {
            out.append("<nav class=\"contents\"><ol>" + steps.map { step in
                "<li value=\"\(step.number)\"><a href=\"#\(step.anchor)\"><code>\(Self.html(step.screen))</code> (\(Self.html(step.kind))) — “\(Self.html(step.choice))”</a></li>"
            }.joined() + (document.lastScreen == nil ? "" : "<li class=\"last\"><a href=\"#last-screen\">Last screen</a></li>") + "</ol></nav>")
        }
        for entry in document.entries {
            switch entry {
            case .step(let step):
                out += section(step, theme: document.theme)
            case .event(let event):
                out.append("<div class=\"event\" id=\"\(event.anchor)\"><p><strong>\(Self.html(event.title))</strong> at \(TranscriptTime.duration(ms: event.atMs)): \(Self.html(event.summary))</p>")
                if let picture = event.picture {
                    out.append("<div class=\"shot\"><figure class=\"phone\">" + picture.svg(theme: document.theme, title: event.caption, standalone: false)
                               + "<figcaption>On screen when it happened.</figcaption></figure>"
                               + (event.notes.isEmpty ? "" : "<dl><dt>Notes on arrival</dt><dd>\(Self.html(event.notes.joined(separator: "; ")))</dd></dl>")
                               + "</div>")
                }
                out.append("</div>")
            }
        }
        if let last = document.lastScreen {
            out.append("<section class=\"step\" id=\"last-screen\">")
            out.append("<h3>Last screen: <code>\(Self.html(last.screen))</code></h3>")
            out.append("<div class=\"shot\"><figure class=\"phone\">"
                       + last.picture.svg(theme: document.theme, title: ReviewLastScreen.caption(screen: last.screen), standalone: false)
                       + "</figure>"
                       + (last.notes.isEmpty ? "" : "<dl><dt>Notes on arrival</dt><dd>\(Self.html(last.notes.joined(separator: "; ")))</dd></dl>")
                       + "</div>")
            out.append("<p>On screen for \(TranscriptTime.duration(ms: last.dwellMs)), then the walk \(Self.html(last.ending)).</p>")
            out.append("</section>")
        }
        out += localeAlertsSection(document)
        for block in document.summary { out += Self.lines(block) }
        out.append("</body>")
        out.append("</html>")
        return out.joined(separator: "\n") + "\n"
    }

    /// A step: its heading, its picture (or a word that it is the one shown before) and its details.
    private func section(_ step: ReviewStep, theme: ThemeName) -> [String] {
        var out: [String] = []
        out.append("<section class=\"step\" id=\"\(step.anchor)\">")
        out.append("<h3><a href=\"#\(step.anchor)\">\(step.number).</a> <code>\(Self.html(step.screen))</code> (\(Self.html(step.kind))) — “\(Self.html(step.choice))”</h3>")
        out.append("<div class=\"shot\">")
        switch step.showing {
        case .drawn:
            out.append("<figure class=\"phone\">" + step.picture.svg(theme: theme, title: step.caption(screen: step.screen), standalone: false))
            if let note = step.showing.note(number: step.number) { out.append("<figcaption>\(note)</figcaption>") }
            out.append("</figure>")
        case .same:
            out.append("<p class=\"same\">\(step.showing.note(number: step.number) ?? "")</p>")
        }
        out.append("<dl>")
        for detail in step.details { out.append("<dt>\(detail.key)</dt><dd>\(Self.html(detail.value))</dd>") }
        out.append("</dl>")
        out.append("</div>")
        out.append("</section>")
        return out
    }

    /// A block of the summary; a table has its titles in the opening line and a line per row.
    static func lines(_ block: ReviewBlock) -> [String] {
        switch block {
        case let .heading(level, text):
            return ["<h\(level)>\(html(text))</h\(level)>"]
        case .paragraph(let runs):
            return ["<p>" + runs.map { run in
                switch run {
                case .text(let text): html(text)
                case .code(let text): "<code>\(html(text))</code>"
                }
            }.joined() + "</p>"]
        case .list(let items):
            return items.isEmpty ? [] : ["<ul>" + items.map { "<li>\(html($0))</li>" }.joined() + "</ul>"]
        case .table(let table):
            let rows = table.rows.map { cells in
                "<tr>" + cells.map { cell in
                    switch cell {
                    case .text(let text): "<td>\(html(text))</td>"
                    case .code(let text): "<td><code>\(html(text))</code></td>"
                    case .number(let number): "<td>\(number)</td>"
                    case .duration(let ms): "<td>\(TranscriptTime.duration(ms: ms))</td>"
                    }
                }.joined() + "</tr>"
            }
            return ["<table><tr>" + table.columns.map { "<th>\($0)</th>" }.joined() + "</tr>"] + rows + ["</table>"]
        }
    }

    /// Text safe in HTML content and attribute values.
    static func html(_ text: String) -> String {
        VisibleText.escaped(text, VisibleText.markupEntity)
    }

    /// Monospace fonts with Hangul first in line, so Korean frames keep their columns.
    static let css = """
    body{font:15px/1.5 -apple-system,"Segoe UI","Apple SD Gothic Neo","Noto Sans KR",sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f;background:#fff}\
    h1{font-size:1.6rem}h2{margin-top:2rem;border-bottom:1px solid #ddd}h3{font-size:1.05rem;margin:1.2rem 0 .4rem}\
    h3 a{color:inherit;text-decoration:none}h3 a:hover{text-decoration:underline}nav.contents ol{columns:2 20rem;margin:.5rem 0}\
    table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #ddd;padding:.25rem .6rem;text-align:left;vertical-align:top}\
    table.facts th{background:#f5f5f7;white-space:nowrap}\
    .shot{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:flex-start}.shot dl{flex:1 1 16rem}\
    figure.phone{margin:0}figure.phone svg{display:block;max-width:100%;height:auto;border-radius:6px;box-shadow:0 0 0 1px #d2d2d7}\
    figcaption,.same{font-style:italic;color:#6e6e73;margin:.3rem 0}\
    pre.frame{font-family:"D2Coding","Noto Sans Mono CJK KR","Sarasa Mono K",ui-monospace,Menlo,Consolas,monospace;\
    line-height:1.25;background:#1d1d1f;color:#f5f5f7;padding:.6rem .8rem;border-radius:8px;overflow-x:auto}\
    code{font-family:ui-monospace,Menlo,Consolas,monospace;background:#f0f0f3;padding:0 .2em;border-radius:3px}\
    dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem;margin:.3rem 0}dt{font-weight:600}dd{margin:0}\
    .event{background:#f5f5f7;border-left:4px solid #8e8e93;padding:.3rem .7rem}.warning{background:#fff4e5;border-left:4px solid #ff9500;padding:.3rem .7rem}\
    @media (prefers-color-scheme:dark){body{background:#111;color:#eee}table.facts th,.event{background:#222}code{background:#2a2a2e}th,td{border-color:#444}\
    figure.phone svg{box-shadow:0 0 0 1px #3a3a3c}figcaption,.same{color:#a1a1a6}}
    """
}
