/// A walk's alerts in every language the flow ships in (`permflow review T --all-locales`), so a
/// localization reviewer sees each translation of a purpose string inside its alert, beside the
/// others: for each alert screen the walk showed (the first time it did), the alert drawn in each
/// locale the flow declares (`Flow.walked(in:)`), with the permissions the walk had just before
/// it. Drawn from the flow as it is now, phone-wide (the phone without the terminal around it),
/// in the walk's theme.
public struct ReviewLocaleAlert: Sendable, Equatable {
    /// One locale's picture of the alert.
    public struct Drawn: Sendable, Equatable {
        public var locale: String
        public var picture: ReviewPicture
        /// The purpose string the alert shows; nil for an alert with none (notifications).
        public var purpose: String?
        /// False when the flow has no translation for the locale, so the alert shows the flow's
        /// own locale's string (as iOS shows the development language's Info.plist string).
        public var translated: Bool
        /// What the walk would say of its wording there ("wording unverified … (ja, weak)").
        public var note: String?
    }

    /// The review's number of the step that first showed it.
    public var step: Int
    public var screen: String
    public var resource: String
    /// The flow's own locale: whose purpose string an untranslated locale shows.
    public var ownLocale: String
    public var drawn: [Drawn]

    /// `locales-step-3`: its anchor in the review.
    public var anchor: String { "locales-step-\(step)" }
    /// `Step 3: location (location alert)`.
    public var heading: String { "Step \(step): \(screen) (\(resource) alert)" }

    /// What is said under one locale's picture: whether the purpose is the locale's own, and the
    /// wording's evidence.
    public func caption(_ drawn: Drawn) -> String {
        var parts: [String] = []
        if drawn.purpose != nil {
            parts.append(drawn.locale == ownLocale ? "the flow's own purpose string"
                : drawn.translated ? "purpose in \(drawn.locale)"
                : "no \(drawn.locale) purpose: the \(ownLocale) string is shown")
        }
        if let note = drawn.note { parts.append(note) }
        return parts.joined(separator: "; ")
    }

    /// The pictures' lines side by side, `gap` cells apart, under a line naming each locale: a
    /// text frame for a terminal or a Markdown fence. Each line is padded to its picture's width
    /// in cells (a Japanese or Korean character is two), so the columns line up.
    public func sideBySideLines(gap: Int = 3) -> [String] {
        let pictures = drawn.map(\.picture)
        let rows = pictures.map(\.lines.count).max() ?? 0
        let spacer = String(repeating: " ", count: max(0, gap))
        func padded(_ text: String, to width: Int) -> String {
            let visible = VisibleText.sanitize(text)
            return visible + String(repeating: " ", count: max(0, width - TextLayout.width(visible)))
        }
        var out = [drawn.map { padded($0.locale, to: $0.picture.width) }.joined(separator: spacer)]
        for row in 0..<rows {
            out.append(pictures.map { padded(row < $0.lines.count ? $0.lines[row] : "", to: $0.width) }.joined(separator: spacer))
        }
        return out.map { line in
            var line = Substring(line)
            while line.last == " " { line.removeLast() }
            return String(line)
        }
    }
}

extension ReviewLocaleAlert {
    /// The alerts `transcript` showed, each drawn in every locale `flow` declares (its own first).
    /// Screens the flow no longer has, or that no longer show an alert, are left out.
    public static func make(transcript: Transcript, flow: Flow, diagnostics: [Diagnostic],
                            catalog: SystemAlertCatalog = .standard) -> [ReviewLocaleAlert] {
        let walkers = flow.declaredLocales.compactMap { locale -> (String, Walker)? in
            guard let walked = try? flow.walked(in: locale) else { return nil }
            return (locale, Walker(flow: walked, catalog: catalog,
                                   options: WalkOptions(refusingLocationButtonsFrom: diagnostics, in: walked)))
        }
        let header = transcript.header
        let side = TranscriptBounds.terminalSide
        let options = RenderOptions(width: PhoneLayout.preferredWidth,
                                    height: min(PhoneLayout.maximumHeight + 1, max(PhoneLayout.minimumHeight, side.clamp(header.terminal.height))),
                                    theme: header.theme, color: true)
        var seen: Set<String> = []
        var result: [ReviewLocaleAlert] = []
        var before: [String: String] = [:]
        for (offset, step) in transcript.steps.enumerated() {
            defer { before = step.permissions }
            guard let resource = step.alert, flow.screen(step.screen)?.kind.value == .alert, seen.insert(step.screen).inserted else { continue }
            var drawn: [Drawn] = []
            for (locale, walker) in walkers {
                var permissions = PermissionStore()
                for (key, value) in before {
                    if let state = PermissionState(rawValue: value) { permissions.set(ResourceID(key), to: state) }
                }
                guard let state = try? walker.state(at: step.screen, permissions: permissions), state.alert != nil else { continue }
                let frame = Renderer.render(state, walker: walker, options: options)
                let screen = walker.flow.screen(step.screen)
                let translated = locale == flow.locale.value || screen?.purposeTranslation(for: locale) != nil
                drawn.append(Drawn(locale: locale,
                                   picture: ReviewPicture(lines: TranscriptRecorder.trimmed(frame.lines), styles: FrameStyles(frame), width: frame.width),
                                   purpose: walker.alertMessage(state).flatMap { _ in screen?.purpose?.value },
                                   translated: translated, note: state.note))
            }
            guard !drawn.isEmpty else { continue }
            result.append(ReviewLocaleAlert(step: offset + 1, screen: step.screen, resource: resource.rawValue,
                                            ownLocale: flow.locale.value, drawn: drawn))
        }
        return result
    }
}
