/// iOS 18's limited contacts access: "Select Contacts" on the alert's second stage opens a
/// full-screen picker of the person's contacts (the flow's `device.contacts`, or sample names),
/// the person marks some and goes on to a confirmation that lists them, and confirming stores
/// `limited` with the count (WWDC24 10121, S9). What Cancel does is not in any source: permflow
/// goes back to the second stage and stores nothing, as a sheet dismissed without a choice would.
/// Confirming with nobody marked stores limited with 0: apps meet a limited grant that shares no
/// contacts (code-payments/code-ios-app#339), whether or not the picker itself allows it.
///
/// iOS 17's photos alert works the same way from its first stage: "Limit Access…" opens the photo
/// picker (the flow's `device.sample-photos`, or sample photos), and Done stores `limited` with
/// the count at once, with no confirmation (no source shows one). Cancel goes back to the alert.
extension Walker {
    /// The picker's words for the alert on screen, when its limited-access button opens one:
    /// the alert text's own, else the English text's for the same iOS version (a locale pack
    /// that corrects the alert without the picker keeps a picker).
    public func pickerText(_ alert: PresentedAlert) -> LimitedPickerText? {
        alert.text.picker ?? catalog.resource(alert.resource)?.alert(locale: "en", ios: flow.ios.value)?.picker
    }

    /// The names the contact picker lists.
    public var sampleContacts: [String] {
        flow.samples.contactNames(default: catalog.defaultContacts(locale: flow.locale.value))
    }

    /// The captions the photo picker lists.
    public var samplePhotos: [String] {
        flow.samples.photoNames(default: catalog.defaultPhotos(locale: flow.locale.value))
    }

    /// What the picker of `alert` lists: its photos or its contacts (`LimitedPickerText.items`).
    public func pickerItems(_ alert: PresentedAlert) -> [String] {
        pickerText(alert)?.items == .photos ? samplePhotos : sampleContacts
    }

    /// Whether `button` of `alert` opens the picker: its outcome stores `limited` and the alert
    /// has a picker.
    func opensPicker(_ button: AlertButton, of alert: PresentedAlert) -> Bool {
        // The outcome first: most buttons store something else, and the picker's text is a lookup.
        guard let key = button.outcome,
              catalog.resource(alert.resource)?.outcomes.first(where: { $0.key.rawValue == key })?.state == .limited else { return false }
        return pickerText(alert) != nil
    }

    /// The picker's choices: each contact (marked or not), then Continue and Cancel; on the
    /// confirmation, Allow and Back. Contacts come first so digits 1–9 mark the first nine.
    func pickerChoices(_ alert: PresentedAlert, _ picker: PickerState) -> [Choice] {
        guard let text = pickerText(alert) else { return [] }
        if picker.confirming {
            return [Choice(index: 0, label: text.confirm.text, action: .picker(.confirm)),
                    Choice(index: 1, label: text.back.text, action: .picker(.back))]
        }
        let names = pickerItems(alert)
        var choices = names.enumerated().map { Choice(index: $0, label: $1, action: .picker(.toggle($0))) }
        choices.append(Choice(index: names.count, label: text.done.text, action: .picker(.done)))
        choices.append(Choice(index: names.count + 1, label: text.cancel.text, action: .picker(.cancel)))
        return choices
    }

    /// The choice a way back (Esc, Backspace, `q`) presses while the picker is up: Cancel in
    /// the picker, Back on the confirmation.
    func pickerBackChoice(_ state: WalkState) -> Choice? {
        guard let alert = state.alert, let picker = alert.picker else { return nil }
        let wanted: PickerAction = picker.confirming ? .back : .cancel
        return pickerChoices(alert, picker).first { $0.action == .picker(wanted) }
    }

    /// Takes one picker step; returns the outcome key the walk followed when it confirmed.
    func pick(_ action: PickerAction, state: inout WalkState, notes: inout [WalkNote]) -> OutcomeKey? {
        guard var alert = state.alert else { return nil }
        // Notes are in English, like every walk note; the screens and Settings use the flow's words.
        let text = catalog.resource(alert.resource)?.alert(locale: "en", ios: flow.ios.value)?.picker
        let names = pickerItems(alert)
        switch action {
        case .open:
            alert.picker = PickerState()
            state.alert = alert
            state.focus = 0
            notes.append(pickerText(alert)?.items == .photos ? .photoPickerShown(photos: names.count) : .pickerShown(contacts: names.count))
        case .toggle(let index):
            guard var picker = alert.picker, names.indices.contains(index) else { return nil }
            if let at = picker.selected.firstIndex(of: index) {
                picker.selected.remove(at: at)
                notes.append(.unmarked(name: names[index], selected: picker.selected.count))
            } else {
                picker.selected = (picker.selected + [index]).sorted()
                notes.append(.marked(name: names[index], selected: picker.selected.count))
            }
            alert.picker = picker
            state.alert = alert
        case .done:
            guard var picker = alert.picker else { return nil }
            // The photo picker's Done grants at once: no confirmation.
            if pickerText(alert)?.hasConfirmation == false { return pick(.confirm, state: &state, notes: &notes) }
            picker.confirming = true
            alert.picker = picker
            state.alert = alert
            state.focus = 0
            notes.append(.confirmAsked(count: countText(picker.selected.count, text: text)))
        case .back:
            alert.picker?.confirming = false
            state.alert = alert
            state.focus = 0
            notes.append(.pickerBack)
        case .cancel:
            alert.picker = nil
            state.alert = alert
            state.focus = alert.buttons.firstIndex { opensPicker($0, of: alert) } ?? 0
            notes.append(.pickerCancelled)
        case .confirm:
            guard let picker = alert.picker, let key = alert.buttons.first(where: { opensPicker($0, of: alert) })?.outcome else { return nil }
            let count = picker.selected.count
            let stateResource = catalog.stateResource(alert.resource)
            notes.append(.limitedTo(resource: stateResource, count: countText(count, text: text)))
            let followed = answerAlert(key: OutcomeKey(key), state: &state, notes: &notes)
            state.permissions.setLimited(stateResource, count: count)
            return followed
        }
        return nil
    }

    /// "3 contacts" in the picker's words (English when the alert has no picker).
    func countText(_ count: Int, text: LimitedPickerText?) -> String {
        text.map { $0.count(count) } ?? "\(count) item\(count == 1 ? "" : "s")"
    }

    /// The limited grants a picker made, as the transcript records them: resource → count.
    func limitedCounts(_ permissions: PermissionStore) -> [String: Int] {
        var counts: [String: Int] = [:]
        for resource in permissions.states.keys {
            if let count = permissions.limitedCount(of: resource) { counts[resource.rawValue] = count }
        }
        return counts
    }

    /// What Settings shows for `resource` in `state`: its choice, with the count of a limited
    /// grant made in the picker ("Limited Access (3 contacts)").
    func settingsValue(_ resource: ResourceID, state: WalkState) -> String {
        let current = state.permissions.state(of: resource)
        let label = settingsLabel(current, of: resource)
        guard let count = state.permissions.limitedCount(of: resource) else { return label }
        // The locale's words, else its language's (`ja` for `ja-JP`), as the alerts fall back.
        let info = catalog.resource(resource)
        let text = [flow.locale.value, LocaleLanguage.of(flow.locale.value), "en"].lazy
            .compactMap { locale in info?.texts(in: [locale]).first { $0.picker != nil }?.picker }.first
            ?? info?.alerts.first { $0.picker != nil }?.picker
        return "\(label) (\(countText(count, text: text)))"
    }
}
