/// The Health sheet in the walk: HealthKit's full-screen request, with one switch per data type
/// the alert screen lists (`share:`, `read:`), Turn On All, and Don't Allow / Allow in its
/// navigation bar.
///
/// The sheet shows while some listed type was never asked, as `requestAuthorization(toShare:read:)`
/// does; switches start off, or as the person left them for types asked before. Allow stores each
/// share type as authorized (on) or denied (off) and each read switch as it is; Don't Allow turns
/// every one off. The walk follows `allow` when Allow was tapped with a switch on, else `deny`:
/// Allow with every switch off grants nothing, and the app learns only that its share types were
/// denied. Whether reading was allowed the app never learns (a check sees `asked`).
extension Walker {
    /// The sheet for a health alert `screen`, or nil when every listed type was already asked
    /// (iOS shows nothing then).
    func healthSheet(for screen: Screen, permissions: PermissionStore) -> HealthSheetState? {
        let share = screen.healthShare.map(\.value)
        let read = screen.healthRead.map(\.value)
        let health = permissions.health
        let unasked = share.contains { !health.asked($0, .share) } || read.contains { !health.asked($0, .read) }
        guard unasked || (share.isEmpty && read.isEmpty) else { return nil }
        return HealthSheetState(share: share, read: read,
                                shareOn: Set(share.filter { health.isOn($0, .share) }), readOn: Set(read.filter { health.isOn($0, .read) }))
    }

    /// The sheet's choices: Don't Allow and Allow (the nav bar's, numbered 1 and 2 as an alert's
    /// two buttons are), Turn On All / Turn Off All, then each switch, share before read.
    func healthChoices(_ alert: PresentedAlert, sheet: HealthSheetState) -> [Choice] {
        let words = HealthSheet.text(locale: flow.locale.value, ios: flow.ios.value)
        var choices = alert.text.buttons.enumerated().map { index, button in
            Choice(index: index, label: button.label, action: button.outcome.map { .outcome(key: OutcomeKey($0)) } ?? .alertContinue)
        }
        let bulk = sheet.allOn ? (words?.turnOffAll ?? "Turn Off All") : (words?.turnOnAll ?? "Turn On All")
        choices.append(Choice(index: choices.count, label: bulk, action: .toggleHealth(.all)))
        for (kind, type) in sheet.switches {
            choices.append(Choice(index: choices.count, label: healthSwitchLabel(type, kind), action: .toggleHealth(.type(kind, type))))
        }
        return choices
    }

    /// "Workouts (write)", "심박수 (read)": a switch as the transcript names it.
    func healthSwitchLabel(_ type: String, _ kind: HealthAccessKind) -> String {
        let name = HealthSheet.type(type)?.name(locale: flow.locale.value) ?? type
        return "\(name) (\(kind == .share ? "write" : "read"))"
    }

    /// Flips a switch (or all of them) on the sheet on screen.
    func toggleHealth(_ which: HealthSwitch, state: inout WalkState, notes: inout [WalkNote]) {
        guard var sheet = state.alert?.sheet else { return }
        switch which {
        case .all:
            let on = !sheet.allOn
            sheet.shareOn = on ? Set(sheet.share) : []
            sheet.readOn = on ? Set(sheet.read) : []
            notes.append(.healthAll(on: on))
        case let .type(kind, type):
            let on: Bool
            if kind == .share {
                on = sheet.shareOn.insert(type).inserted
                if !on { sheet.shareOn.remove(type) }
            } else {
                on = sheet.readOn.insert(type).inserted
                if !on { sheet.readOn.remove(type) }
            }
            notes.append(.healthSwitch(label: healthSwitchLabel(type, kind), on: on))
        }
        state.alert?.sheet = sheet
    }

    /// Stores the sheet's answer per type and returns the outcome key the walk follows: `allow`
    /// for Allow with a switch on, `deny` for Don't Allow or Allow with every switch off.
    func answerHealthSheet(_ sheet: HealthSheetState, key: OutcomeKey, resource: ResourceID, state: inout WalkState,
                           notes: inout [WalkNote]) -> OutcomeKey {
        guard let info = catalog.resource(resource) else { return key }
        let (answer, allowed) = system.answerHealthSheet(info, key: key, anySwitchOn: sheet.anyOn)
        var health = state.permissions.health
        for type in sheet.share { health.share[type] = allowed && sheet.shareOn.contains(type) ? .authorized : .denied }
        for type in sheet.read { health.read[type] = allowed && sheet.readOn.contains(type) }
        state.permissions.health = health
        if allowed && answer.follows != key {
            notes.append(.healthAllowsNothing(follows: answer.follows))
        }
        state.permissions.set(resource, to: answer.stores)
        notes.append(.healthAnswer(summary: health.summary))
        return answer.follows
    }

    /// The state a health check reads: a share type's own state, or for read access (one type's,
    /// or the request's) the sheet's answer once it asked, which the check can only take as `asked`.
    func healthCheckState(_ screen: Screen, resource: ResourceID, permissions: PermissionStore) -> PermissionState {
        let whole = permissions.state(of: resource)
        if let type = screen.healthShare.first?.value {
            return permissions.health.share[type] ?? .notDetermined
        }
        if let type = screen.healthRead.first?.value {
            return permissions.health.asked(type, .read) ? whole : .notDetermined
        }
        return whole
    }

    /// A change made in Settings > Privacy (the panel, or a transcript's settings line replayed):
    /// the resource's state, and for Health every type's with it.
    func setInSettings(_ resource: ResourceID, to state: PermissionState, permissions: inout PermissionStore) {
        permissions.set(resource, to: state)
        if catalog.resource(resource, has: .healthSheet) { settingsChangedHealth(to: state, permissions: &permissions) }
    }

    /// Settings > Privacy > Health as one row: a reset forgets every type's answer, a change sets
    /// every switch asked so far.
    func settingsChangedHealth(to state: PermissionState, permissions: inout PermissionStore) {
        if state == .notDetermined {
            permissions.health = HealthAccess()
        } else {
            permissions.health.setAll(on: state.isGranted)
        }
    }
}

extension Walker {
    /// "health share workouts", "health read heart-rate", "health (the request)": what a health
    /// check read, for notes.
    func healthCheckSubject(_ screen: Screen) -> String {
        let resource = screen.resourceID?.rawValue ?? "health"
        if let type = screen.healthShare.first?.value { return "\(resource) share \(type)" }
        if let type = screen.healthRead.first?.value { return "\(resource) read \(type) (only whether it was asked)" }
        return "\(resource) (only whether the sheet asked)"
    }

    /// Says once per walk what the flow's `alert:` overrides on the sheet, and that the sheet's
    /// wording is not all verified for this iOS version (`noteWording`).
    func noteHealthWording(overrideNote: WalkNote?, state: inout WalkState, notes: inout [WalkNote]) {
        guard let alert = state.alert, let sheet = alert.sheet,
              let words = HealthSheet.text(locale: flow.locale.value, ios: flow.ios.value) else { return }
        let language = LocaleLanguage.of(flow.locale.value)
        let names = sheet.switches.compactMap { HealthSheet.type($0.type)?.evidence[language]?.status }
        let status = ([words.status, HealthSheet.layoutEvidence.status] + names).max() ?? .unverified
        noteWording(status: status, of: "\(alert.resource) sheet (\(words.locale)", resource: alert.resource, overrideNote: overrideNote,
                    state: &state, notes: &notes)
    }
}

extension Walker {
    /// The purpose strings of the health alert on screen, placeholders resolved: share (write,
    /// NSHealthUpdateUsageDescription, `share-purpose`) and read (NSHealthShareUsageDescription,
    /// `purpose`). Raw text: the renderer sanitizes it like every flow string.
    public func healthPurposes(_ state: WalkState) -> (share: String?, read: String?) {
        guard state.alert?.sheet != nil, let screen = screen(state) else { return (nil, nil) }
        let app = flow.app.value
        return (screen.sharePurpose.map { AppNamePlaceholders.resolve($0.value, app: app) },
                screen.purpose.map { AppNamePlaceholders.resolve($0.value, app: app) })
    }
}
