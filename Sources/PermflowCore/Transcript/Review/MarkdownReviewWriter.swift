/// Prints a `ReviewDocument` as Markdown for GitHub: frames as fenced text, or as SVG pictures
/// in a folder beside the review, linked as images so a pull request shows them. Every text
/// from the document is escaped so that it reads as typed (`md`, `code`, `fenced`).
public struct MarkdownReviewWriter: Sendable {
    /// A picture the review links to: its file name inside the pictures' folder.
    public struct Image: Sendable, Equatable {
        public var name: String
        public var svg: String
    }

    /// The pictures' folder as the review links to it (`review-frames`); nil keeps frames as text.
    public var imagesFolder: String?

    public init(imagesFolder: String?) {
        self.imagesFolder = imagesFolder
    }

    /// The review, and the pictures to write in `imagesFolder` (none without one). File names
    /// are ASCII letters, digits and hyphens (`step-03-why-camera.svg`): safe on every file system.
    public func write(_ document: ReviewDocument) -> (document: String, images: [Image]) {
        var out: [String] = []
        var images: [Image] = []
        func image(_ name: String, _ picture: ReviewPicture, alt: String, folder: String) -> String {
            images.append(Image(name: name, svg: picture.svg(theme: document.theme, title: alt)))
            return "![\(Self.md(alt))](\(Self.linkPath(folder))/\(name))"
        }
        out.append("# \(Self.md(document.title))")
        out.append("")
        out.append("| | |")
        out.append("|---|---|")
        for fact in document.facts { out.append("| **\(fact.key)** | \(Self.md(fact.value)) |") }
        for warning in document.readerWarnings { out.append("\n> ⚠️ \(Self.md(warning))") }
        out.append("")
        out.append("## Steps")
        let steps = document.steps
        if steps.count >= ReviewDocument.contentsFromSteps {
            out.append("")
            for step in steps {
                out.append("\(step.number). [\(Self.code(step.screen)) (\(Self.md(step.kind))) — “\(Self.md(step.choice))”](#\(step.anchor))")
            }
            if document.lastScreen != nil { out.append("- [Last screen](#last-screen)") }
        }
        for entry in document.entries {
            out.append("")
            switch entry {
            case .step(let step):
                out.append("<a id=\"\(step.anchor)\"></a>")
                out.append("")
                out.append("### \(step.number). \(Self.code(step.screen)) (\(Self.md(step.kind))) — “\(Self.md(step.choice))”")
                out.append("")
                if let imagesFolder {
                    if case .drawn = step.showing {
                        out.append(image(Self.imageName(number: step.number, screen: step.screen), step.picture,
                                         alt: step.caption(screen: VisibleText.sanitize(step.screen)), folder: imagesFolder))
                        if let note = step.showing.note(number: step.number) { out += ["", "*\(note)*"] }
                    } else if let note = step.showing.note(number: step.number) {
                        out.append("*\(note)*")
                    }
                } else {
                    out += Self.fenced(step.picture.lines)
                }
                out.append("")
                for detail in step.details { out.append("- **\(detail.key):** \(Self.md(detail.value))") }
            case .event(let event):
                out.append("> **\(Self.md(event.title))** at \(TranscriptTime.duration(ms: event.atMs)): \(Self.md(event.summary))")
                if let picture = event.picture {
                    out.append("")
                    if let imagesFolder {
                        out.append(image("event-" + String(event.seq).leftPadded(to: 2) + "-" + Self.slug(event.title) + ".svg", picture,
                                         alt: event.caption, folder: imagesFolder))
                    } else {
                        out += Self.fenced(picture.lines)
                    }
                    if !event.notes.isEmpty { out += ["", "- **Notes on arrival:** \(Self.md(event.notes.joined(separator: "; ")))"] }
                }
            }
        }
        if let last = document.lastScreen {
            out.append("")
            out.append("<a id=\"last-screen\"></a>")
            out.append("")
            out.append("### Last screen: \(Self.code(last.screen))")
            out.append("")
            if let imagesFolder {
                out.append(image("last-screen.svg", last.picture, alt: ReviewLastScreen.caption(screen: VisibleText.sanitize(last.screen)),
                                 folder: imagesFolder))
            } else {
                out += Self.fenced(last.picture.lines)
            }
            out.append("")
            out.append("- **On screen for:** \(TranscriptTime.duration(ms: last.dwellMs)), then the walk \(last.ending)")
            if !last.notes.isEmpty { out.append("- **Notes on arrival:** \(Self.md(last.notes.joined(separator: "; ")))") }
        }
        let locales = localeAlertsSection(document)
        out += locales.lines
        images += locales.images
        for block in document.summary {
            if case .list = block {} else { out.append("") }
            out += Self.lines(block)
        }
        return (out.joined(separator: "\n") + "\n", images)
    }

    /// A block of the summary.
    static func lines(_ block: ReviewBlock) -> [String] {
        switch block {
        case let .heading(level, text):
            return [String(repeating: "#", count: level) + " " + md(text)]
        case .paragraph(let runs):
            return [runs.map { run in
                switch run {
                case .text(let text): md(text)
                case .code(let text): code(text)
                }
            }.joined()]
        case .list(let items):
            return items.map { "- \(md($0))" }
        case .table(let table):
            let rows = table.rows.map { cells in
                "| " + cells.map { cell in
                    switch cell {
                    case .text(let text): md(text)
                    case .code(let text): code(text)
                    case .number(let number): String(number)
                    case .duration(let ms): TranscriptTime.duration(ms: ms)
                    }
                }.joined(separator: " | ") + " |"
            }
            return ["| " + table.columns.joined(separator: " | ") + " |", "|" + table.columns.map { _ in "---|" }.joined()] + rows
        }
    }

    /// `step-03-why-camera.svg`: the step number, then the screen's id cut to ASCII letters,
    /// digits and hyphens (at most 40), so the name is the same and legal on every file system.
    static func imageName(number: Int, screen: String) -> String {
        let slug = slug(screen)
        return "step-" + String(number).leftPadded(to: 2) + (slug.isEmpty ? "" : "-" + slug) + ".svg"
    }

    /// `screen`'s ASCII letters and digits, runs of anything else as one hyphen, at most 40.
    static func slug(_ screen: String) -> String {
        var slug = ""
        for scalar in screen.lowercased().unicodeScalars {
            guard slug.count < 40 else { break }
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, slug.last != "-" {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }

    /// A folder name as a relative link: every byte but ASCII letters, digits and `-._~` percent-encoded.
    static func linkPath(_ folder: String) -> String {
        var result = ""
        for byte in folder.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// Markdown text with the characters GitHub would read as markup escaped, so that text
    /// from a transcript reads as typed (judged with `cmark-gfm`, GitHub's renderer, raw HTML
    /// allowed): no tag (`<`), no entity (`&amp;` stays `&amp;`), no emphasis, link, image,
    /// table cell or heading, and no autolink: the `:` before `//` and the `.` after `www` are
    /// escaped, and an `@` before a letter or digit is followed by an empty HTML comment
    /// (`<!---->`, which renders as nothing): GitHub's e-mail autolinks ignore escapes.
    static func md(_ text: String) -> String {
        // Scalars, not Characters: `[` or `|` followed by a combining mark is still markup.
        var result = ""
        let scalars = Array(VisibleText.sanitize(text).unicodeScalars)
        func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        for (index, scalar) in scalars.enumerated() {
            var escape = "\\`*_[]<>|#!~&".unicodeScalars.contains(scalar)
            if scalar == ":", index + 1 < scalars.count, scalars[index + 1] == "/" { escape = true }
            if scalar == ".", index >= 3, String(scalars: scalars[(index - 3)..<index]).lowercased() == "www" { escape = true }
            if escape { result.append("\\") }
            result.unicodeScalars.append(scalar)
            if scalar == "@", index + 1 < scalars.count, isLetterOrDigit(scalars[index + 1]) {
                result.append("<!---->")
            }
        }
        return result
    }

    /// Inline code, with a fence longer than any run of backquotes inside.
    static func code(_ text: String) -> String {
        let text = VisibleText.sanitize(text)
        let fence = String(repeating: "`", count: longestRun(of: "`", in: text) + 1)
        let pad = text.unicodeScalars.first == "`" || text.unicodeScalars.last == "`" ? " " : ""
        return fence + pad + text + pad + fence
    }

    /// A fenced `text` block of `lines`.
    static func fenced(_ lines: [String]) -> [String] {
        let body = lines.map { VisibleText.sanitize($0) }
        let fence = String(repeating: "`", count: max(3, body.map { longestRun(of: "`", in: $0) }.max().map { $0 + 1 } ?? 3))
        return [fence + "text"] + body + [fence]
    }

    /// Counted in scalars: a backquote with a combining mark still closes a code span.
    private static func longestRun(of mark: Unicode.Scalar, in text: String) -> Int {
        var longest = 0, current = 0
        for scalar in text.unicodeScalars {
            current = scalar == mark ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
