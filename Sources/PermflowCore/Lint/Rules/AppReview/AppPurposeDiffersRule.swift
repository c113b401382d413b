/// `app-purpose-differs`: the app ships a different purpose string than the flow designed.
public struct AppPurposeDiffersRule: AppReviewRule {
    public static let description = RuleDescription(
        id: "app-purpose-differs",
        name: "The app says what the flow says",
        family: .appReview,
        severity: .warning,
        summary: "a flow's purpose string is the app's value for the same key and language "
            + "(after `$(PRODUCT_NAME)` and `%@` become the app's name)",
        rationale: HIGQuote.rationale(HIGQuote.describeUseInAlert, """
        The flow is where the request was designed, walked and reviewed; the app's files are what people \
        see. When they differ, one of them is stale, and the text that ships was never walked in context. \
        Both places are named. A flow is compared with the values in its own `locale`: Info.plist and build \
        settings are the development language's, a catalog or `.strings` file says its language. Checked when \
        one `permflow lint` run is given flows and app files.
        """),
        hint: "make them the same: copy the flow's text into the app (`permflow export` writes it), or the app's into the flow",
        triggering: [
            .cameraFlow(with: [appInfoPlist([("NSCameraUsageDescription", "Receipts needs the camera.")])],
                        note: "the app ships other words"),
        ],
        nonTriggering: [
            .cameraFlow(with: [appInfoPlist([("NSCameraUsageDescription",
                                              "$(PRODUCT_NAME) uses the camera to read the totals on receipts you scan.")])],
                        note: "$(PRODUCT_NAME) is the app's name, Receipts"),
        ]
    )

    public init() {}

    public func check(_ context: AppReviewContext) -> [AppReviewFinding] {
        guard context.comparesFlowsAndApp else { return [] }
        var result: [AppReviewFinding] = []
        for file in context.appFiles {
            let appContext = AppFileContext(file: file, languages: context.languages, catalog: context.catalog)
            let appName = context.languages.appName(for: file)
            for string in file.strings where !TextMatcher.isBlank(string.value) {
                let language = string.locale ?? appContext.developmentLanguage
                var seen: Set<String> = []
                for flow in context.flows where Self.sameLanguage(flow.flow.locale.value, language) {
                    guard let purpose = flow.purposes.first(where: { $0.key == string.key }), seen.insert(purpose.text).inserted else { continue }
                    let name = appName ?? flow.flow.app.value
                    guard Self.resolved(purpose.text, app: flow.flow.app.value) != Self.resolved(string.value, app: name) else { continue }
                    let (location, _) = context.location(of: purpose, in: flow.flow)
                    result.append(AppReviewFinding(path: file.source.path, Violation(
                        at: string.location, length: string.length,
                        AppFileContext.prefix(string) + "the app's purpose string differs from the flow's: the app says \"\(string.value)\"; "
                            + "\(flow.path):\(location) (screen '\(purpose.screen)') says \"\(purpose.text)\"",
                        screen: string.key), keyPath: string.keyPath))
                }
            }
        }
        return result
    }

    /// `text` as iOS shows it for the app `app`: `$(PRODUCT_NAME)` (also `${PRODUCT_NAME}`) and
    /// `%@` become the name, and the ends are trimmed.
    static func resolved(_ text: String, app: String) -> String {
        var result = text
        for placeholder in ["$(PRODUCT_NAME)", "${PRODUCT_NAME}", "%@"] where result.contains(placeholder) {
            result = result.replacingEvery(placeholder, with: app)
        }
        return result.trimmingWhitespace()
    }

    /// `en` and `en` or `en-US`; not `en-GB` and `en-US` (a region's own text is compared with that region's).
    static func sameLanguage(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.lowercased().replacingEvery("_", with: "-"), right = rhs.lowercased().replacingEvery("_", with: "-")
        if left == right { return true }
        guard LocaleLanguage.of(left) == LocaleLanguage.of(right) else { return false }
        return !left.contains("-") || !right.contains("-")
    }
}
