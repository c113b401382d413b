/// `purpose-placeholder`: no unresolved placeholder is left in a purpose string.
public struct PurposePlaceholderRule: Rule {
    /// Shapes of placeholders from build settings, format strings and templates. `$(PRODUCT_NAME)`,
    /// `${PRODUCT_NAME}` and `%@` are gone by the time these run: they stand for the app's name.
    /// Each pattern with the character every match starts with: a text without it is not
    /// searched (and a clean flow never compiles the patterns).
    static let patterns: [(pattern: String, isFormat: Bool, first: UInt8)] = [
        (#"\$\([^)\s]*\)"#, true, UInt8(ascii: "$")),     // $(EXECUTABLE_NAME)
        (#"\$\{[^}\s]*\}"#, true, UInt8(ascii: "$")),     // ${APP}
        (#"%(?:\d+\$)?[-+#0]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j)?[@dDiuUxXoOfeEgGcCsSpaA]"#, true, UInt8(ascii: "%")),  // %1$@ %d %s
        (#"\{\{[^{}]*\}\}"#, false, UInt8(ascii: "{")),   // {{app}}
        (#"<[^<>\n]{1,40}>"#, false, UInt8(ascii: "<")),  // <app name>
        (#"\[[^\[\]\n]{1,40}\]"#, false, UInt8(ascii: "[")),  // [APP]
    ]

    public static let description = RuleDescription(
        id: "purpose-placeholder",
        name: "No placeholder left in the purpose string",
        family: .purpose,
        severity: .error,
        summary: "no unresolved placeholder is left (`$(PRODUCT_NAME)`, `${PRODUCT_NAME}` and `%@` resolve to the flow's app name; anything else is an error)",
        rationale: HIGQuote.rationale(HIGQuote.describeUse, """
        iOS shows the purpose string as it is: only `$(PRODUCT_NAME)` is filled in by the \
        build (Xcode expands a build setting in an Info.plist written either way, so `${PRODUCT_NAME}` too), \
        and permflow reads `%@` as the app's name too. Any other `$(…)`, `${…}`, format specifier \
        (`%1$@`, `%d`, `%s`), `{{…}}`, `<…>` or `[…]` (but not a tag in the copy's own script that opens \
        the text, `[선택권한] …`: that is written copy), and the vocabulary's `placeholder-words` (TODO, TBD, \
        lorem ipsum …; upper-case ones match only in upper case), would reach people as written.
        """),
        hint: "replace it with the final copy; write the app's name or `$(PRODUCT_NAME)`",
        triggering: [
            RuleExample(.sleepy, purpose: "$(APP_NAME) records during the night to detect snoring sounds.", note: "only $(PRODUCT_NAME) is replaced"),
            RuleExample(purpose: "Receipts uses the camera to TODO.", note: "unfinished copy"),
            RuleExample(.sleepy, purpose: #""[App Name] records during the night to detect snoring sounds.""#, note: "a template's slot for the name"),
        ],
        nonTriggering: [
            RuleExample(.sleepy, purpose: "$(PRODUCT_NAME) records during the night to detect snoring sounds.", note: "$(PRODUCT_NAME) becomes the app's name"),
            RuleExample(.sleepy, purpose: "${PRODUCT_NAME} records during the night to detect snoring sounds.",
                        note: "${PRODUCT_NAME}, Xcode's other spelling, becomes the app's name too"),
            RuleExample(.app("Receipts", locale: "ko", action: "영수증 스캔", end: "저장됨"), screens: """
            camera:
              kind: alert
              resource: camera
              purpose: "%@은(는) 스캔한 영수증의 합계를 읽기 위해 카메라를 사용합니다."
              on:
                allow: done
                deny: done
            """, note: "%@ becomes the app's name"),
            RuleExample(.sleepyKo, purpose: #""[선택권한] 이 앱은 코골이를 탐지하기 위해 밤 동안 녹음합니다.""#,
                        note: "a tag in the copy's own script before the sentence is written copy, not a slot"),
        ]
    )

    public init() {}

    /// Whether a `[…]` is a tag set before the sentence (`[선택권한] 카메라 촬영을 하려면 …`, "optional
    /// permission") rather than a slot in it: it opens the text, a space follows it, and it holds
    /// words of the copy's own script, no ASCII letter, digit or `_` that a template's key (`[APP]`,
    /// `[App Name]`, `[APP_NAME]`) is written in. A tag is written copy, not an unresolved placeholder;
    /// the placeholder words (앱 이름 …) are still looked for inside it.
    static func isLeadingTag(_ range: Range<String.Index>, in text: String) -> Bool {
        guard text[text.startIndex..<range.lowerBound].allSatisfy(\.isWhitespace),
              range.upperBound < text.endIndex, text[range.upperBound].isWhitespace else { return false }
        let inside = text[range].dropFirst().dropLast()
        return !inside.isEmpty && inside.contains(where: \.isLetter)
            && !inside.unicodeScalars.contains { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    public func check(_ context: LintContext) -> [Violation] {
        // "TODO" is a placeholder; "your todo list" is not: shouted words match case-sensitively.
        let (shouted, plain) = context.cache.value(LintCacheKey(.placeholderWords, context.flow.locale.value)) {
            let words = PurposeString.list(.placeholderWords, in: context, english: .merged)
            let isShouted: (String) -> Bool = { $0.contains(where: \.isUppercase) && !$0.contains(where: \.isLowercase) }
            return (TextMatcher(words.filter(isShouted), caseSensitive: true), TextMatcher(words.filter { !isShouted($0) }))
        }
        let app = context.flow.app.value
        var result: [Violation] = []
        for purpose in PurposeString.all(in: context) {
            var found: [(offset: Int, length: Int, isFormat: Bool)] = []
            let text = purpose.resolved
            for (pattern, isFormat, first) in Self.patterns where ByteScan.contains(text, first, or: first) {
                // Compiled at most once per linter, when a purpose string first holds its first character.
                // Offsets are counted on from the previous match (the ranges are in text order),
                // not from the text's start each time.
                var counted = (index: text.startIndex, offset: 0)
                for range in CopyScanner.regex(pattern, ignoresCase: false, in: context.cache).ranges(in: text) {
                    if first == UInt8(ascii: "["), Self.isLeadingTag(range, in: text) { continue }
                    let offset = counted.offset + text.distance(from: counted.index, to: range.lowerBound)
                    counted = (range.lowerBound, offset)
                    found.append((offset, text.distance(from: range.lowerBound, to: range.upperBound), isFormat))
                }
            }
            // The regexes' matches first: where a format and a word tie, the format is reported.
            for hit in shouted.occurrences(in: purpose.resolvedForMatching, counting: .characters)
                + plain.occurrences(in: purpose.resolvedForMatching, counting: .characters) {
                found.append((hit.offset, hit.length, false))
            }
            // In text order, a candidate overlapping one taken is left out: one that starts before
            // the furthest end taken so far (comparing with each taken one was quadratic).
            var taken: [(offset: Int, length: Int, isFormat: Bool)] = []
            var reachedEnd = Int.min
            for candidate in found.sorted(by: { ($0.offset, -$0.length) < ($1.offset, -$1.length) })
            where candidate.length > 0 && candidate.offset >= reachedEnd {
                taken.append(candidate)
                reachedEnd = candidate.offset + candidate.length
            }
            for placeholder in taken {
                let value = purpose.phrase(at: placeholder.offset, length: placeholder.length)
                var message = "purpose string still contains the placeholder \"\(value)\""
                if placeholder.isFormat {
                    message += "; only $(PRODUCT_NAME) and %@ are replaced (by \"\(app)\")"
                    if value.hasPrefix("$(") || value.hasPrefix("${") {
                        let name = String(value.dropFirst(2).dropLast())
                        if Suggestion.nearest(to: name, in: ["PRODUCT_NAME"]) != nil {
                            message += "; did you mean '$(PRODUCT_NAME)'?"
                        }
                    }
                }
                result.append(purpose.violation(at: placeholder.offset, length: placeholder.length, message, in: context))
            }
        }
        return result
    }
}
