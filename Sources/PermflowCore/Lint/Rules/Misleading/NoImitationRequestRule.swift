/// `no-imitation-request`: a custom screen does not look like the system's request.
///
/// Three signs: a title shaped like a system alert title (the vocabulary's "alert-title-patterns",
/// and the fixed parts of the catalog's own alert titles for the flow's locale), the alert's own
/// message (notifications) in a title or body, and the alert's button labels used as the screen's
/// choices or as lines of its title/body. On a pre-alert the labels are its button when that is,
/// as a whole, one of the alert's own ("Allow", "Don't Allow", 허용 안 함), and a label of several
/// words written as the alert writes it in its title or body ("tap Don't Allow", 허용 안 함을
/// 누르세요): the screen then shows the request's own buttons, whatever else prealert-button-title,
/// prealert-no-exit or no-alert-annotation say of the same words (the corpus labels both, issue 33).
/// Labels drawn as text art (boxes, pipes, brackets) are no-alert-image's.
public struct NoImitationRequestRule: Rule {
    public static let description = RuleDescription(
        id: "no-imitation-request",
        name: "No imitation of the system request",
        family: .misleading,
        severity: .error,
        summary: "no custom screen looks like a system request: a title shaped like an alert title (\"… Would Like to Access …\", \"Allow “…” to …\", "
            + "\"…에 접근하려고 합니다\"), the alert's own message (\"Notifications may include alerts, sounds, and icon badges\"), "
            + "or the alert's button labels (\"Don't Allow\", \"Allow\", \"Ask App Not to Track\", \"Allow Once\", \"허용 안 함\") as its actions, "
            + "a pre-alert's button, or text",
        rationale: """
        HIG, Accessing private data: "Never precede the system-provided alert with a custom screen that could confuse \
        or mislead people. People sometimes tap quickly to dismiss alerts without reading them." Prohibited designs \
        include "displaying a screen that looks like a request". Alert titles and button labels come from the \
        catalog (every iOS version) plus the vocabulary's "alert-title-patterns" and "system-button-labels"; labels \
        also common outside alerts ("OK", "Continue") count only next to a distinctive one. The first sentence of \
        an alert's own message ("Notifications may include alerts, sounds, and icon badges.") counts on any custom \
        screen, pre-alerts included. A pre-alert whose one button is the alert's own label ("Allow", "Don't \
        Allow", 허용, 허용 안 함) shows the request's own button, and so does one whose title or body writes a label \
        of several words as the alert writes it ("If you'd rather not, tap Don't Allow.", 허용 안 함을 누르세요): \
        reported here as well as by prealert-button-title, prealert-no-exit or no-alert-annotation, which say \
        what else is wrong with the same words. A one-word label inside a sentence ("Tap Allow on the next \
        screen.") and "don't allow" as ordinary words ("If you don't allow it, …") are not the alert's buttons. \
        A line of a body that one of the "alert-title-patterns" matches ("Allow Kuil to use your data for a better, \
        personalized experience", mollip이 내 위치에 접근하려고 합니다: the request line of an alert drawn on the \
        screen) looks like the request as a title would and is reported too (tune41); the catalog's title fragments \
        are read in titles only.
        """,
        hint: "title the screen after the feature and label its choices with what they do; leave the request's wording to the system alert",
        triggering: [
            RuleExample(screens: """
            home:
              kind: app
              title: "“Receipts” Would Like to Access the Camera"
              actions:
                - label: Don’t Allow
                  go: done
                - label: Allow
                  go: camera
            """, note: "an app screen dressed as the camera alert"),
            RuleExample(.receiptsKo, preAlert: "‘영수증’이(가) 카메라에 접근하려고 합니다",
                        body: "카메라를 영수증에 대면 합계를 읽어 옵니다.",
                        button: "계속",
                        note: "a pre-alert titled like the Korean camera alert"),
            RuleExample(.reminders, preAlert: "Reminders for your receipts",
                        body: "Notifications may include alerts, sounds, and icon badges.",
                        button: "Continue",
                        note: "a pre-alert that repeats the notifications alert's own message"),
            RuleExample(preAlert: "Scan receipts with your camera", body: "The next screen offers “Allow Once” and “Don’t Allow”.",
                        button: "Continue",
                        note: "a pre-alert that shows the alert's buttons in its body (a button titled \"Allow\" is reported too, "
                            + "beside prealert-button-title)"),
        ],
        nonTriggering: [
            RuleExample(screens: """
            intro:
              kind: app
              title: Welcome to Receipts
              body: Keep every receipt in one place.
              actions:
                - label: OK
                  go: home
            home:
              kind: app
              title: Receipts
              actions:
                - label: Scan a receipt
                  go: why-camera
            why-camera:
              kind: pre-alert
              resource: camera
              title: Scan receipts with your camera
              body: Next, iOS asks whether Receipts may use the camera.
              button: Continue
              next: camera
            """, note: "\"OK\" alone is an ordinary button; explaining the request is not imitating it"),
            RuleExample(preAlert: "Scan receipts with your camera",
                        body: "If you don't allow it, you can type totals in instead.",
                        button: "Continue",
                        note: "\"don't allow\" as ordinary words is not the alert's button"),
            RuleExample(.storesKo, screens: """
            why-location:
              kind: pre-alert
              resource: location
              title: 가까운 매장을 찾으려면 위치가 필요해요
              body: 다음 화면에서 위치 사용 여부를 선택할 수 있습니다.
              button: 다음
              next: location
            location:
              kind: alert
              resource: location
              purpose: 영수증 앱은 가까운 매장을 찾기 위해 위치를 사용합니다.
              on:
                allow-once: done
                allow-while-using: done
                deny: done
            """),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let kept = KeptScans.shared(context)
        return SystemAlertLook.onCustomScreens(context) { screen, scanner, look in
            var result: [Violation] = []
            var titleReported = false
            if let title = screen.title,
               kept.titles.value(title.value, scan: { Self.isShapedLikeAlertTitle(title.value, look: look, scanner: scanner) }) {
                titleReported = true
                result.append(Violation(title,
                    "\(SystemAlertLook.describe("title", on: screen)) \"\(title.value)\" is shaped like a system alert title; a custom screen must not look like the request itself",
                    screen: screen))
            }
            // A line of the body in the request's own shape ("Allow Kuil to use your data …",
            // mollip이 내 위치에 접근하려고 합니다, the request line of an alert drawn on the screen):
            // the vocabulary's title patterns, read line by line, as a title is read (issue 33, tune41).
            if let body = screen.body, let line = Self.requestShapedLine(in: body.value, scanner) {
                result.append(CopyScanner.violation(context, line, in: body, screen: screen,
                    "\(SystemAlertLook.describe("body", on: screen)) line \"\(line.written)\" is shaped like a system alert title; "
                        + "a custom screen must not look like the request itself"))
            }
            // The alert's own message (notifications) on any custom screen, pre-alerts included:
            // no other rule reads it.
            for (field, text) in TitleAndBody(screen, skippingTitle: titleReported) {
                guard let text, let message = CopyScanner.phrases(of: look.messages, in: text.value).first else { continue }
                result.append(CopyScanner.violation(context, message, in: text, screen: screen,
                    "\(SystemAlertLook.describe(field, on: screen)) repeats the system alert's own text (\"\(message.written)\"); "
                        + "a custom screen must not look like the request itself"))
            }
            // A pre-alert shows the request's buttons through its one button, or by writing a label
            // of several words as the alert does; its choices are otherwise the pre-alert rules'.
            guard screen.kind.value != .preAlert else { return result + Self.preAlertLabels(screen, context, look, scanner, titleReported) }
            for action in screen.actions {
                guard let label = CopyScanner.whole(of: look.distinctiveLabels, action.label.value) else { continue }
                result.append(Violation(action.label,
                    "\(SystemAlertLook.describe("action", on: screen)) \"\(action.label.value)\" copies the system alert's \"\(label.entry)\" button; label it with what it does",
                    screen: screen))
            }
            for (field, text) in TitleAndBody(screen, skippingTitle: titleReported) {
                guard let text else { continue }
                let lines = kept.labelLines.value(text.value) { Self.labelLines(in: text.value, look: look, scanner: scanner) }
                for labels in lines {
                    guard let first = labels.first else { continue }
                    let quoted = labels.map { "\"\($0.written)\"" }.joined(separator: ", ")
                    result.append(CopyScanner.violation(context, first, in: text, screen: screen,
                        "\(SystemAlertLook.describe(field, on: screen)) shows the system alert's buttons (\(quoted)); a custom screen must not look like the request itself"))
                }
            }
            return result
        }
    }

    /// The alert's own buttons on a pre-alert: its button when that is, as a whole, one of the
    /// alert's distinctive labels, and in its title and body the first label of several words
    /// written as the alert writes it (`writtenLabels`), outside lines of text art.
    static func preAlertLabels(_ screen: Screen, _ context: LintContext, _ look: SystemAlertLook, _ scanner: CopyScanner,
                               _ titleReported: Bool) -> [Violation] {
        var result: [Violation] = []
        if let button = screen.button, let label = CopyScanner.whole(of: look.distinctiveLabels, button.value) {
            result.append(Violation(button,
                "pre-alert button \"\(button.value)\" is the system alert's own \"\(label.entry)\" button; a custom screen must not look like the request itself",
                screen: screen))
        }
        for (field, text) in TitleAndBody(screen, skippingTitle: titleReported) {
            guard let text else { continue }
            let art = look.textArtLines(in: text.value, scanner)
            guard let label = writtenLabels(in: text.value, look: look).first(where: { match in !art.contains { $0.contains(match.offset) } })
            else { continue }
            result.append(CopyScanner.violation(context, label, in: text, screen: screen,
                "\(SystemAlertLook.describe(field, on: screen)) shows the system alert's \"\(label.entry)\" button; a custom screen must not look like the request itself"))
        }
        return result
    }

    /// The alert's distinctive labels of more than one word ("Don't Allow", "Allow Once", 허용 안 함)
    /// in `text`, where the text writes them as the alert does: with its capitals, apostrophes
    /// aside, or in quotes. "If you don't allow it" is ordinary English, and a one-word label
    /// ("Allow", 허용) is an ordinary verb in a sentence.
    static func writtenLabels(in text: String, look: SystemAlertLook) -> [CopyScanner.Match] {
        let found = CopyScanner.phrases(of: look.distinctiveLabels, in: text).filter { $0.entry.contains(" ") }
        guard !found.isEmpty else { return [] }
        let scalars = Array(text.unicodeScalars)
        let quotes = Set("\"“”'‘’「『".unicodeScalars)
        return found.filter { match in
            if match.offset > 0, match.offset <= scalars.count, quotes.contains(scalars[match.offset - 1]) { return true }
            func apostrophesAside(_ text: String) -> String { String(text.map { $0 == "’" ? "'" : $0 }) }
            return apostrophesAside(match.written) == apostrophesAside(match.entry)
        }
    }

    /// The first line of a body that one of the locale's `alert-title-patterns` matches, as a
    /// whole line: a body that writes the request as the alert does looks like the request as much
    /// as such a title (HIG: "displaying a screen that looks like a request"). The catalog's title
    /// fragments are a title's only: in a sentence of a body they may be ordinary words.
    static func requestShapedLine(in body: String, _ scanner: CopyScanner) -> CopyScanner.Match? {
        for line in CopyScanner.lines(body) where !scanner.patterns(.alertTitlePatterns, in: line.text).isEmpty {
            let trimmed = CopyScanner.trimmed(line.text)
            return CopyScanner.Match(written: trimmed.text, entry: "alert-title-patterns", offset: line.offset + trimmed.offset,
                                     length: trimmed.text.unicodeScalars.count)
        }
        return nil
    }

    /// Whether a title reads like an alert's: one of the locale's title patterns, or a fixed part
    /// of one of the catalog's alert titles.
    static func isShapedLikeAlertTitle(_ title: String, look: SystemAlertLook, scanner: CopyScanner) -> Bool {
        if !scanner.patterns(.alertTitlePatterns, in: title).isEmpty { return true }
        let plain = SystemAlertLook.unquoted(title)
        return look.titleFragmentMatcher.occurs(in: plain)
    }

    /// The labels of each line of `text` that is nothing but alert labels (`labelsOnly`), in line
    /// order, leaving out the lines of text art (`SystemAlertLook.textArtLines`).
    static func labelLines(in text: String, look: SystemAlertLook, scanner: CopyScanner) -> [[CopyScanner.Match]] {
        let art = look.textArtLines(in: text, scanner)
        return CopyScanner.lines(text).compactMap { line in
            guard !art.contains(where: { $0.contains(line.offset) }) else { return nil }
            let labels = labelsOnly(line.text, look: look)
            return labels.isEmpty ? nil : labels
        }
    }

    /// What the rule reads from a title or a body, kept by text for every file one linter checks
    /// in one locale: whether a title is shaped like an alert's, and the lines of alert labels.
    /// Both are pure functions of the text, the locale's alert look and its word lists (the look
    /// is kept per locale too), and an app's flows repeat their copy: the 200 generated flows of
    /// `make bench`'s generator have 4,400 such titles and bodies, 26 distinct, and the rule cost
    /// 52 M instructions of a lint's 1,070 M, 25 M with these kept (docs/benchmarks.md, "Issue 32,
    /// fifteenth session").
    final class KeptScans: @unchecked Sendable {
        let titles = ScansByText<Bool>()
        let labelLines = ScansByText<[[CopyScanner.Match]]>()

        static func shared(_ context: LintContext) -> KeptScans {
            context.cache.value(LintCacheKey(.imitationScans, context.flow.locale.value)) { KeptScans() }
        }
    }

    /// The alert labels a line consists of, when it is nothing but labels and separators and at
    /// least one of them is only ever an alert's.
    static func labelsOnly(_ line: String, look: SystemAlertLook) -> [CopyScanner.Match] {
        let labels = CopyScanner.phrases(of: look.labels, in: line)
        guard !labels.isEmpty else { return [] }
        guard labels.contains(where: { look.distinctiveKeys.contains(TextMatcher.normalize($0.entry)) }) else { return [] }
        let separators = Set(" \t/|·•,-–—()[]".unicodeScalars)
        for (offset, scalar) in line.unicodeScalars.enumerated()
        where !labels.contains(where: { ($0.offset..<$0.end).contains(offset) }) && !separators.contains(scalar)
            && !scalar.properties.isWhitespace {
            return []
        }
        return labels
    }
}
