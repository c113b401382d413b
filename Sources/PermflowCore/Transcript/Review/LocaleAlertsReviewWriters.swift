/// The review's section of alerts in every language (`ReviewLocaleAlert`, `review --all-locales`),
/// as each writer prints it: the pictures of one alert side by side, one per locale, each
/// captioned with its locale and what it shows; every text escaped for where it lands.
extension ReviewDocument {
    static let localeAlertsTitle = "The alerts in every language"

    /// What the section says first: how the pictures were made.
    var localeAlertsIntro: String {
        "Each alert the walk showed, drawn from the flow as it is now in every locale it declares "
            + "(\(localeAlerts.first?.drawn.map(\.locale).joined(separator: ", ") ?? "")), with the permissions the walk had just before it."
    }
}

extension HTMLReviewWriter {
    /// The section in HTML: per alert, a row of figures (they wrap on a narrow page).
    func localeAlertsSection(_ document: ReviewDocument) -> [String] {
        guard !document.localeAlerts.isEmpty else { return [] }
        var out = ["<h2 id=\"all-locales\">\(Self.html(ReviewDocument.localeAlertsTitle))</h2>",
                   "<p>\(Self.html(document.localeAlertsIntro))</p>"]
        for alert in document.localeAlerts {
            out.append("<section class=\"step\" id=\"\(alert.anchor)\">")
            out.append("<h3><a href=\"#step-\(alert.step)\">\(Self.html(alert.heading))</a></h3>")
            out.append("<div class=\"shot\">")
            for drawn in alert.drawn {
                out.append("<figure class=\"phone\" lang=\"\(Self.html(drawn.locale))\" style=\"flex:1 1 14rem;max-width:22rem\">"
                           + drawn.picture.svg(theme: document.theme, title: "\(alert.heading), \(drawn.locale)", standalone: false)
                           + "<figcaption><strong>\(Self.html(drawn.locale))</strong>: \(Self.html(alert.caption(drawn)))</figcaption></figure>")
            }
            out.append("</div>")
            out.append("</section>")
        }
        return out
    }
}

extension MarkdownReviewWriter {
    /// The section in Markdown: per alert, a table row of pictures (one column per locale) when
    /// pictures are written, else the frames side by side in one fenced block; then a line per
    /// locale saying what its picture shows.
    func localeAlertsSection(_ document: ReviewDocument) -> (lines: [String], images: [Image]) {
        guard !document.localeAlerts.isEmpty else { return ([], []) }
        var out = ["", "<a id=\"all-locales\"></a>", "", "## \(Self.md(ReviewDocument.localeAlertsTitle))", "", Self.md(document.localeAlertsIntro)]
        var images: [Image] = []
        for alert in document.localeAlerts {
            out += ["", "<a id=\"\(alert.anchor)\"></a>", "", "### \(Self.md(alert.heading))", ""]
            if let imagesFolder {
                out.append("| " + alert.drawn.map { Self.md($0.locale) }.joined(separator: " | ") + " |")
                out.append("|" + alert.drawn.map { _ in "---|" }.joined())
                out.append("| " + alert.drawn.map { drawn in
                    let name = "locales-" + String(alert.step).leftPadded(to: 2) + "-" + Self.slug(alert.screen) + "-" + Self.slug(drawn.locale) + ".svg"
                    let title = VisibleText.sanitize("\(alert.heading), \(drawn.locale)")
                    images.append(Image(name: name, svg: drawn.picture.svg(theme: document.theme, title: title)))
                    return "![\(Self.md(title))](\(Self.linkPath(imagesFolder))/\(name))"
                }.joined(separator: " | ") + " |")
            } else {
                out += Self.fenced(alert.sideBySideLines())
            }
            out.append("")
            for drawn in alert.drawn {
                out.append("- **\(Self.md(drawn.locale)):** \(Self.md(alert.caption(drawn)))")
            }
        }
        return (out, images)
    }
}
