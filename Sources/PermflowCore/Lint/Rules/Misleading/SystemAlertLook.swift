/// What a system alert looks like in a flow's locale, and which custom screens people read just
/// before one: the shared knowledge of the misleading-screen rules.
///
/// Button labels and title templates come from the catalog (`SystemAlertCatalog`), for every
/// iOS version it knows (copying an older alert misleads as much as copying the current one),
/// plus the vocabulary's "system-button-labels" for wording the catalog lacks.
struct SystemAlertLook {
    /// Every alert button label of the locale, prepared for matching.
    let labels: CopyScanner.PhraseList
    /// Labels that only an alert uses: `labels` without "generic-button-labels" such as "OK".
    let distinctiveLabels: CopyScanner.PhraseList
    /// The distinctive labels, normalized.
    let distinctiveKeys: Set<String>
    /// The fixed parts of the catalog's alert titles ("Would Like to Access the Camera"),
    /// normalized, without the app name and its quotes.
    let titleFragments: [String]
    /// The fragments compiled for one-pass substring search.
    let titleFragmentMatcher: TextMatcher
    /// The first sentence of each alert's own message (notifications: "Notifications may include
    /// alerts, sounds, and icon badges"), without its end mark: what only that alert says.
    let messages: CopyScanner.PhraseList
    /// The locale's "alert-art-patterns", looked up once: `textArt` reads them for every title
    /// and body of every custom screen (looked up by name each time, 1.5 M of a 200-flow lint).
    let artPatterns: CopyScanner.PatternList

    /// The look for the flow's locale, built once per linter.
    static func shared(_ context: LintContext, scanner: CopyScanner) -> SystemAlertLook {
        context.cache.value(LintCacheKey(.systemAlertLook, context.flow.locale.value)) { SystemAlertLook(context, scanner: scanner) }
    }

    /// What `check` finds on each screen of the flow that is not a system alert (the screens
    /// that could pass for one), given the flow's copy scanner and alert look, in screen order.
    static func onCustomScreens(_ context: LintContext,
                                _ check: (Screen, CopyScanner, SystemAlertLook) -> [Violation]) -> [Violation] {
        let scanner = CopyScanner(context)
        let look = shared(context, scanner: scanner)
        var result: [Violation] = []
        for screen in context.flow.screens where screen.kind.value != .alert {
            result += check(screen, scanner, look)
        }
        return result
    }

    init(_ context: LintContext, scanner: CopyScanner) {
        let locale = context.flow.locale.value
        let language = LocaleLanguage.of(locale)
        // The texts' words only (`AlertLookWords`): the look reads no outcome, evidence or extra.
        var texts = context.catalog.resources.flatMap { $0.lookWords(in: [locale, language]) }
        if texts.isEmpty {
            texts = context.catalog.resources.flatMap { $0.lookWords(in: ["en"]) }
        }
        // Most versions repeat the same labels and titles: each distinct string is prepared once.
        var written: Set<String> = []
        var seen: Set<String> = []
        var labels: [String] = []
        for label in texts.flatMap(\.labels) + scanner.list(.systemButtonLabels)
        where written.insert(label).inserted && seen.insert(TextMatcher.normalize(label)).inserted {
            labels.append(label)
        }
        let generic = Set(scanner.list(.genericButtonLabels).map(TextMatcher.normalize))
        self.labels = CopyScanner.needles(labels, keepsScans: true)
        self.distinctiveLabels = self.labels.filter { !generic.contains(TextMatcher.normalize($0)) }
        self.distinctiveKeys = Set(distinctiveLabels.entries.map(TextMatcher.normalize))
        var fragments: [String] = []
        var titles: Set<String> = []
        for text in texts where titles.insert(text.title).inserted {
            let parts = Self.parts(of: text.title, around: "%@")
            guard parts.count > 1 else { continue }   // a title without the app's name
            for part in parts {
                let fragment = Self.unquoted(part)
                if fragment.unicodeScalars.count >= 10, !fragments.contains(fragment) { fragments.append(fragment) }
            }
        }
        self.titleFragments = fragments
        self.titleFragmentMatcher = TextMatcher(fragments, wholeWords: false)
        var messages: [String] = []
        for message in texts.compactMap(\.message) {
            guard var first = Sentences.split(message, ends: [".", "!", "?", "。"]).first?.text else { continue }
            while let last = first.last, last == "." || last == "!" || last == "?" || last == "。" { first.removeLast() }
            if !first.isEmpty, !messages.contains(first) { messages.append(first) }
        }
        self.messages = CopyScanner.needles(messages, keepsScans: true)
        self.artPatterns = scanner.patternList(.alertArtPatterns)
    }

    /// `text` cut at every `separator` (an ASCII string), like `components(separatedBy:)`.
    static func parts(of text: String, around separator: String) -> [String] {
        let bytes = Array(text.utf8), mark = Array(separator.utf8)
        var parts: [String] = []
        var start = 0, index = 0
        while index + mark.count <= bytes.count {
            if bytes[index..<(index + mark.count)].elementsEqual(mark) {
                parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += mark.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return parts
    }

    /// Text normalized for comparing titles: lowercased, quotes removed, spaces trimmed.
    static func unquoted(_ text: String) -> String {
        // Catalog titles are ASCII but for their curly quotes: one pass over the scalars folds
        // them, leaving the quotes out, and falls back below at the first other scalar (or a
        // CR). Filtering into a new String first cost 0.6 M of a walk's start.
        var folded: [UInt8] = []
        folded.reserveCapacity(text.utf8.count)
        var plain = true
        for scalar in text.unicodeScalars where !isQuote(scalar) {
            guard scalar.isASCII, scalar != "\r" else {
                plain = false
                break
            }
            let byte = TextMatcher.foldASCII(UInt8(scalar.value))
            if byte != 0x22 && byte != 0x27 { folded.append(byte) }
        }
        if plain {
            guard let first = folded.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
                  let last = folded.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
            return String(decoding: folded[first...last], as: UTF8.self)
        }
        var text = text
        if !TextMatcher.isPlainASCII(text) {
            // Catalog titles are ASCII but for their curly quotes: drop the quotes first, and
            // what is left usually takes the ASCII path.
            text = String(scalars: text.unicodeScalars.lazy.filter { !isQuote($0) })
        }
        if TextMatcher.isPlainASCII(text) {
            // ASCII copy: fold, drop quotes and trim spaces and tabs byte by byte.
            let bytes = text.utf8.map(TextMatcher.foldASCII).filter { $0 != 0x22 && $0 != 0x27 }
            guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
                  let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
            return String(decoding: bytes[first...last], as: UTF8.self)
        }
        let kept = Array(TextMatcher.normalize(text).unicodeScalars.lazy.filter { !isQuote($0) })
        // Trimmed of spaces and tabs (what `CharacterSet.whitespaces` holds), without Foundation;
        // Unicode properties are looked up only beyond ASCII.
        let isSpace: (Unicode.Scalar) -> Bool = {
            $0 == " " || $0 == "\t" || ($0.value >= 0x80 && $0.properties.generalCategory == .spaceSeparator)
        }
        guard let first = kept.firstIndex(where: { !isSpace($0) }), let last = kept.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars: kept[first...last])
    }

    static func isQuote(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\"", "“", "”", "'", "‘", "’", "«", "»", "„", "「", "」": true
        default: false
        }
    }

    /// Alert button labels drawn as text art in `text`: the labels on lines that also draw boxes,
    /// rules or [buttons], when those lines show at least two different labels. Empty otherwise.
    func textArt(in text: String, _ scanner: CopyScanner) -> [CopyScanner.Match] {
        var found: [CopyScanner.Match] = []
        if !ByteScan.contains(text, 0x0A, or: 0x0D) {
            // Most copy is one line: read as it is, with no list of its lines made.
            guard !scanner.patterns(artPatterns, in: text).isEmpty else { return [] }
            found = CopyScanner.phrases(of: labels, in: text)
        } else {
            for line in CopyScanner.lines(text) where !scanner.patterns(artPatterns, in: line.text).isEmpty {
                found += CopyScanner.phrases(of: labels, in: line.text).map { $0.shifted(by: line.offset) }
            }
        }
        // Two different labels need two matches at least.
        guard found.count >= 2 else { return [] }
        let distinct = Set(found.map { TextMatcher.normalize($0.entry) })
        return distinct.count >= 2 ? found : []
    }

    /// The scalar ranges of the lines of `text` that draw the alert as text art.
    func textArtLines(in text: String, _ scanner: CopyScanner) -> [Range<Int>] {
        let art = textArt(in: text, scanner)
        guard !art.isEmpty else { return [] }
        return CopyScanner.lines(text).compactMap { line in
            let range = line.offset..<(line.offset + line.text.unicodeScalars.count + 1)
            return art.contains { range.contains($0.offset) } ? range : nil
        }
    }

    /// Screens whose copy people read right before a system alert: every pre-alert, every
    /// location-button screen (its alert opens from the button), and every app or settings screen
    /// with a choice that opens a pre-alert or an alert directly.
    ///
    /// Deliberately not "every screen from which an alert is reachable": an app's home screen
    /// may advertise a sale without offering it in return for a permission.
    static func screensBeforeAlert(_ context: LintContext) -> [Bool] {
        let screens = context.flow.screens
        return screens.indices.map { index in
            switch screens[index].kind.value {
            case .preAlert, .locationButton:
                return true
            case .app, .settings:
                return context.graph.outgoing[index].contains { edge in
                    guard let to = edge.to else { return false }
                    return context.graph.drawnScreens(from: to).contains { [.preAlert, .alert].contains(screens[$0].kind.value) }
                }
            case .alert, .end, .check:
                return false
            }
        }
    }

    /// The app's own copy people read with a system alert in view, in screen order: every text of
    /// a screen right before an alert (`screensBeforeAlert`) and every purpose string, wherever
    /// it is. A location button's label is left out: it is one of the system's titles, not the
    /// app's copy. The rules on steering and incentives read these texts.
    ///
    /// Which screens come right before an alert is worked out once per file
    /// (`LintContext.fileCache`, one flag a screen): `no-incentive` and `no-alert-annotation` both
    /// read the texts, each walking the screens again. A list of the texts themselves, kept for
    /// the whole lint, was 9 MB at 100,001 screens (docs/benchmarks.md, issue 32's memory).
    static func copyNearAlert(_ context: LintContext) -> CopyNearAlert {
        let beforeAlert = context.fileCache.value(LintCacheKey(.copyNearAlert)) { screensBeforeAlert(context) }
        return CopyNearAlert(screens: context.flow.screens, beforeAlert: beforeAlert)
    }

    /// The texts of `copyNearAlert`, made one screen at a time as they are read.
    struct CopyNearAlert: Sequence {
        typealias Element = (screen: Screen, field: String, text: Located<String>)
        let screens: [Screen]
        let beforeAlert: [Bool]

        struct Iterator: IteratorProtocol {
            let screens: [Screen]
            let beforeAlert: [Bool]
            var index = 0
            var texts: [(field: String, text: Located<String>)] = []
            var position = 0

            mutating func next() -> Element? {
                while true {
                    while position < texts.count {
                        let (field, text) = texts[position]
                        position += 1
                        if field != "label" && (beforeAlert[index - 1] || field == "purpose" || field == "share-purpose") {
                            return (screens[index - 1], field, text)
                        }
                    }
                    guard index < screens.count else { return nil }
                    let screen = screens[index]
                    index += 1
                    position = 0
                    // A screen not before an alert gives only its purpose strings: most have none.
                    texts = beforeAlert[index - 1] || screen.purpose != nil || screen.sharePurpose != nil ? screen.texts : []
                }
            }
        }

        func makeIterator() -> Iterator { Iterator(screens: screens, beforeAlert: beforeAlert) }
    }

    /// How messages name a text field: "pre-alert body", "app screen title", "action label".
    static func describe(_ field: String, on screen: Screen) -> String {
        let kind: String
        switch screen.kind.value {
        case .app: kind = "app screen"
        case .preAlert: kind = "pre-alert"
        case .alert: kind = "alert"
        case .locationButton: kind = "location-button screen"
        case .settings: kind = "settings screen"
        case .end: kind = "end screen"
        case .check: kind = "check"
        }
        switch field {
        case "purpose": return "purpose string"
        case "action": return "\(kind) action"
        default: return "\(kind) \(field)"
        }
    }
}
