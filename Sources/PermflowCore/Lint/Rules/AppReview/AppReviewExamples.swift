/// The projects the app-review rules' examples are made of: a flow of the receipt scanner
/// (`ExampleFlow`) beside the app's Info.plist and privacy manifest, linted in one run.
extension RuleExample {
    /// The receipt scanner's camera flow (home → the stock camera alert → done) as
    /// `flows/scan.yaml`, with `files` (name, text) beside it.
    static func cameraFlow(with files: [(String, String)], note: String? = nil) -> RuleExample {
        RuleExample(project: [RuleExampleFile(name: "flows/scan.yaml", text: ExampleFlow.receipts.home(goesTo: "camera").expand(""))]
                        + files.map { RuleExampleFile(name: $0.0, text: $0.1) }, note: note)
    }

    /// The receipt scanner's offers flow (a pre-alert and the tracking alert) as `flows/offers.yaml`,
    /// with `files` beside it.
    static func offersFlow(with files: [(String, String)], note: String? = nil) -> RuleExample {
        RuleExample(project: [RuleExampleFile(name: "flows/offers.yaml", text: ExampleFlow.offers.expand(""))]
                        + files.map { RuleExampleFile(name: $0.0, text: $0.1) }, note: note)
    }

    /// The receipt scanner's camera purpose, as the camera flow writes it.
    static let cameraPurpose = "Receipts uses the camera to read the totals on receipts you scan."
    /// The offers flow's tracking purpose.
    static let trackingPurpose = "Receipts uses your activity in other apps to show offers from stores you visit."
}

/// An XML property list whose top-level dictionary holds `entries` (lines of `<key>`s and values).
func plistDocument(_ entries: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(entries)</dict>
    </plist>

    """
}

/// The receipt scanner's `Receipts/Info.plist`: its name and the usage keys `entries` (key, text), in order.
func appInfoPlist(_ entries: [(String, String)]) -> (String, String) {
    let lines = ([("CFBundleDisplayName", "Receipts")] + entries).map { "\t<key>\($0.0)</key>\n\t<string>\($0.1)</string>\n" }.joined()
    return ("Receipts/Info.plist", plistDocument(lines))
}

/// The receipt scanner's `Receipts/PrivacyInfo.xcprivacy`: `NSPrivacyTracking` (left out when nil)
/// and `NSPrivacyTrackingDomains`.
func privacyManifestExample(tracking: Bool?, domains: [String] = []) -> (String, String) {
    let trackingLines = tracking.map { "\t<key>NSPrivacyTracking</key>\n\t<\($0 ? "true" : "false")/>\n" } ?? ""
    let domainLines = domains.map { "\t\t<string>\($0)</string>\n" }.joined()
    return ("Receipts/PrivacyInfo.xcprivacy",
            plistDocument(trackingLines + "\t<key>NSPrivacyTrackingDomains</key>\n\t<array>\n" + domainLines + "\t</array>\n"))
}
