/// A walk carried over to a new version of its flow (`walk --watch`).
public struct WalkReload: Sendable {
    /// The walker for the new flow.
    public var walker: Walker
    /// Where the walk is now, in the new flow.
    public var state: WalkState
    /// What happened, for the status line and the transcript; always starts with "reloaded: ".
    public var note: String
    /// True when the walk stayed on the screen it was on; false when it went back to `start`.
    public var keptScreen: Bool
}

extension Walker {
    /// Carries `state` over to `newFlow`, as `walk --watch` does after the file changed on disk.
    ///
    /// Permission states are always kept: editing copy must not reset the simulated system.
    /// When the current screen's id still exists, the walk stays there: focus is clamped to the
    /// new choices, and an alert that was up stays up when the screen is still that alert
    /// (its text is taken from the new flow's locale and iOS version). A screen that has become
    /// an alert is arrived at again, which is a request. When the screen is gone, the walk
    /// restarts at the new `start`. The step count carries on.
    ///
    /// - Parameters:
    ///   - newFlow: the flow as it is now.
    ///   - options: the new flow's options (its refused location buttons); nil keeps these.
    ///   - state: the state of the walk on the old flow.
    public func reload(flow newFlow: Flow, options: WalkOptions? = nil, state old: WalkState) -> WalkReload {
        let walker = Walker(flow: newFlow, catalog: catalog, options: options ?? self.options)
        var state = old
        state.notes = []
        var notes: [WalkNote] = []
        let kept: Bool

        if let screen = newFlow.screen(old.screenID) {
            kept = true
            notes.append(.reloadedKept(screen: old.screenID))
            if let previous = state.previousScreenID, newFlow.screen(previous) == nil { state.previousScreenID = nil }
            walker.carryAlert(old.alert, to: screen, state: &state, notes: &notes)
        } else {
            kept = false
            notes.append(.reloadedGone(screen: old.screenID))
            let overlay = state.overlay
            walker.resetToStart(&state, notes: &notes)
            state.overlay = overlay
        }

        let count = walker.choices(state).count
        state.focus = count == 0 ? 0 : min(max(state.focus, 0), count - 1)
        if case .privacy(let selection) = state.overlay {
            let rows = walker.privacyRows.count
            state.overlay = .privacy(selection: rows == 0 ? 0 : min(max(selection, 0), rows - 1))
        }
        let note = notes.english ?? ""
        state.notes = notes
        return WalkReload(walker: walker, state: state, note: note, keptScreen: kept)
    }

    /// Keeps `alert` on `screen` when the screen is still where it came from; otherwise shows the
    /// screen as it now is.
    private func carryAlert(_ alert: PresentedAlert?, to screen: Screen, state: inout WalkState, notes: inout [WalkNote]) {
        let kind = screen.kind.value
        state.ended = kind == .end
        if var alert {
            let sameSource = alert.fromLocationButton
                ? kind == .locationButton
                : kind == .alert && screen.resourceID == alert.resource
            if sameSource, let text = catalog.resource(alert.resource)?.alert(locale: flow.locale.value, ios: flow.ios.value) {
                alert.text = text
                alert.secondStage = alert.secondStage && text.followUp != nil
                // The picker stays while the alert still has one; marks past the new list go.
                if pickerText(alert) == nil || !alert.buttons.contains(where: { opensPicker($0, of: alert) }) { alert.picker = nil }
                let items = pickerItems(alert).count
                alert.picker?.selected.removeAll { $0 >= items }
                if let backdrop = alert.backdrop, flow.screen(backdrop) == nil { alert.backdrop = state.previousScreenID }
                state.alert = alert
                return
            }
            state.alert = nil
            notes.append(.alertGone(resource: alert.resource))
        }
        if kind == .alert, state.alert == nil {
            // The screen is an alert now (or a different one): arriving at it is a request.
            enter(screen.id.value, state: &state, notes: &notes)
        }
    }
}
