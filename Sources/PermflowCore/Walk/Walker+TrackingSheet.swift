/// App Tracking Transparency's EU sheet in the walk (iOS 27.2 on a device in a country that
/// requires it): a full-page sheet with the app's formatted purpose, the refusal and Allow, and
/// Additional Information when the screen names where it goes.
///
/// When it shows and what its answers store is the system model's
/// (`SystemModel.asksWithTrackingSheet`, `answerAdditionalInformation`); Allow and the refusal
/// are the alert's own outcomes, answered as the alert's are (`answerAlert`).
extension Walker {
    /// Puts the sheet on screen for the tracking request of `screen`: `alertText` is the alert's,
    /// its title and buttons reworded as the sheet's (`SystemAlertCatalog.trackingSheet`), its
    /// outcomes kept.
    func presentTrackingSheet(_ resource: ResourceID, alertText: AlertText, screen: Screen, state: inout WalkState,
                              notes: inout [WalkNote]) {
        let words = catalog.trackingSheet(locale: flow.locale.value)
        var text = alertText
        if let title = words.title { text.title = title.text }
        text.buttons = text.buttons.map { button in
            var button = button
            let stores = button.outcome.flatMap { key in catalog.resource(resource)?.outcomes.first { $0.key.rawValue == key }?.state }
            if let word = stores == .authorized ? words.allow : words.deny { button.label = word.text }
            return button
        }
        state.alert = PresentedAlert(resource: resource, text: text, secondStage: false, backdrop: state.previousScreenID,
                                     fromLocationButton: false,
                                     trackingSheet: TrackingSheetState(additionalInformation: screen.additionalInformation?.value))
        let country = flow.samples.country?.value ?? "?"
        notes.append(.trackingSheet(resource: resource, country: country, optedIn: !EURegion.sheetRequired.contains(country)))
        noteWording(status: words.status, of: "\(resource) EU sheet (\(flow.locale.value)", resource: resource, overrideNote: nil,
                    state: &state, notes: &notes)
    }

    /// The sheet's choices: its two answers (numbered 1 and 2 as the alert's), then Additional
    /// Information when the app offers it.
    func trackingSheetChoices(_ alert: PresentedAlert, sheet: TrackingSheetState) -> [Choice] {
        var choices = alert.text.buttons.enumerated().map { index, button in
            Choice(index: index, label: button.label, action: button.outcome.map { .outcome(key: OutcomeKey($0)) } ?? .alertContinue)
        }
        if let target = sheet.additionalInformation {
            let label = catalog.trackingSheet(locale: flow.locale.value).additionalInformation?.text ?? "Additional Information"
            choices.append(Choice(index: choices.count, label: label, action: .additionalInformation(target: target)))
        }
        return choices
    }

    /// The formatted purpose the sheet shows, placeholders resolved: `purpose-markdown`
    /// (NSUserTrackingMarkdownUsageDescription), else `purpose`. Raw text: the renderer parses
    /// the Markdown subset and sanitizes every run like every flow string.
    public func trackingSheetPurpose(_ state: WalkState) -> (text: String, markdown: Bool)? {
        guard state.alert?.trackingSheet != nil, let screen = screen(state) else { return nil }
        let app = flow.app.value
        if let markdown = screen.purposeMarkdown, !TextMatcher.isBlank(markdown.value) {
            return (AppNamePlaceholders.resolve(markdown.value, app: app), true)
        }
        return screen.purpose.map { (AppNamePlaceholders.resolve($0.value, app: app), false) }
    }
}

/// The EU tracking sheet on screen.
public struct TrackingSheetState: Sendable, Equatable {
    /// Where Additional Information goes (the screen's `additional-information:`); nil when the
    /// app offers no such button.
    public var additionalInformation: String?

    public init(additionalInformation: String? = nil) {
        self.additionalInformation = additionalInformation
    }
}
