/// iOS 18's contacts request in two steps: the alert (Don't Allow / Continue), then a sheet a
/// separate system process shows (ContactsUI's LimitedAccessPromptView): "How do you want to share
/// contacts?" with Select Contacts and "Share All N Contacts", N the contacts on the device
/// (research 2026-11-27: XCUITests on simulators, ids 51979075679, 56053140907). A resource whose
/// second stage is such a sheet has `ResourceCapability.followUpSheet`; the walk's choices are the
/// sheet's buttons, and the renderer draws it full-screen (`SharingSheetPainter`).
extension Walker {
    /// Whether `alert` is on its second stage and that stage is the system's sharing sheet.
    public func showsSharingSheet(_ alert: PresentedAlert) -> Bool {
        alert.secondStage && alert.picker == nil && catalog.resource(alert.resource, has: .followUpSheet)
    }

    /// A button's label as drawn: `{count}` is how many items the device holds for the alert's
    /// picker ("Share All 6 Contacts").
    func buttonLabel(_ button: AlertButton, of alert: PresentedAlert) -> String {
        // No `{` byte, no `{count}`: most labels are answered without String.contains, whose
        // first call costs a walk 0.3 M instructions (docs/benchmarks.md, "speed25h").
        guard button.label.utf8.contains(UInt8(ascii: "{")), button.label.contains("{count}") else { return button.label }
        return button.label.replacingEvery("{count}", with: TranscriptBounds.grouped(pickerItems(alert).count))
    }
}
