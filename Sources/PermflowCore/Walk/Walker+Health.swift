/// The Health sheet in the walk: HealthKit's full-screen request, with one switch per data type
/// the alert screen lists (`share:`, `read:`), Turn On All, and Don't Allow / Allow in its
/// navigation bar.
///
/// What iOS does with it (when the sheet shows, what each answer stores per type, what a check
/// reads, what Settings changes) is the system model's (`SystemModel`, "Health"). The walker
/// keeps what only a walk has: the switches while the sheet is up, its choices and its notes.
extension Walker {
    /// The sheet for a health alert `screen`, or nil when the system shows none
    /// (`SystemModel.healthSheetShows`): switches start off, or as the person left them for
    /// types asked before.
    func healthSheet(for screen: Screen, permissions: PermissionStore) -> HealthSheetState? {
        let share = screen.healthShare.map(\.value)
        let read = screen.healthRead.map(\.value)
        let health = permissions.health
        guard system.healthSheetShows(share: share, read: read, asked: health) else { return nil }
        var sheet = HealthSheetState(share: share, read: read,
                                     shareOn: Set(share.filter { health.isOn($0, .share) }), readOn: Set(read.filter { health.isOn($0, .read) }))
        if system.healthOffersRecentWindow(read: read) { sheet.recentOnly = false }
        return sheet
    }

    /// The sheet's choices: Don't Allow and Allow (the nav bar's, numbered 1 and 2 as an alert's
    /// two buttons are), Turn On All / Turn Off All, then each switch, share before read.
    func healthChoices(_ alert: PresentedAlert, sheet: HealthSheetState) -> [Choice] {
        let words = catalog.healthSheet(locale: flow.locale.value, ios: flow.ios.value)
        var choices = alert.text.buttons.enumerated().map { index, button in
            Choice(index: index, label: button.label, action: button.outcome.map { .outcome(key: OutcomeKey($0)) } ?? .alertContinue)
        }
        let bulk = sheet.allOn ? (words?.turnOffAll ?? "Turn Off All") : (words?.turnOnAll ?? "Turn On All")
        choices.append(Choice(index: choices.count, label: bulk, action: .toggleHealth(.all)))
        for (kind, type) in sheet.switches {
            choices.append(Choice(index: choices.count, label: healthSwitchLabel(type, kind), action: .toggleHealth(.type(kind, type))))
        }
        if sheet.recentOnly != nil {
            choices.append(Choice(index: choices.count, label: recentWindowLabel, action: .toggleHealth(.recentWindow)))
        }
        return choices
    }

    /// iOS 27's Only Recent Data switch, in the flow's language.
    var recentWindowLabel: String {
        catalog.word(flow.locale.value, .health) { $0.health?.recentWindow?.text } ?? "Only Recent Data"
    }

    /// "Workouts (write)", "심박수 (read)": a switch as the transcript names it.
    func healthSwitchLabel(_ type: String, _ kind: HealthAccessKind) -> String {
        let name = catalog.healthTypeName(type, locale: flow.locale.value)?.text ?? type
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
        case .recentWindow:
            let on = !(sheet.recentOnly ?? false)
            sheet.recentOnly = on
            notes.append(.healthSwitch(label: recentWindowLabel, on: on))
        }
        state.alert?.sheet = sheet
    }

    /// Stores the sheet's answer per type (`SystemModel.answerHealthSheet`) and returns the
    /// outcome key the walk follows.
    func answerHealthSheet(_ sheet: HealthSheetState, key: OutcomeKey, resource: ResourceID, state: inout WalkState,
                           notes: inout [WalkNote]) -> OutcomeKey {
        guard let info = catalog.resource(resource) else { return key }
        let answered = system.answerHealthSheet(info, key: key, sheet: sheet, before: state.permissions.health)
        state.permissions.health = answered.health
        if answered.allowedNothing {
            notes.append(.healthAllowsNothing(follows: answered.answer.follows))
        }
        state.permissions.set(resource, to: answered.answer.stores)
        notes.append(.healthAnswer(summary: answered.health.summary))
        if sheet.recentOnly == true, answered.answer.stores.isGranted { notes.append(.healthRecentWindow) }
        return answered.answer.follows
    }

    /// The state a health check reads (`SystemModel.healthCheckReads`).
    func healthCheckState(_ screen: Screen, resource: ResourceID, permissions: PermissionStore) -> PermissionState {
        system.healthCheckReads(share: screen.healthShare.first?.value, read: screen.healthRead.first?.value,
                                request: permissions.state(of: resource), health: permissions.health)
    }

    /// A change made in Settings > Privacy (the panel, or a transcript's settings line replayed):
    /// the resource's state, and for Health every type's with it (`SystemModel.healthAfterSettings`).
    func setInSettings(_ resource: ResourceID, to state: PermissionState, permissions: inout PermissionStore) {
        permissions.set(resource, to: state)
        if catalog.resource(resource, has: .healthSheet) {
            permissions.health = system.healthAfterSettings(state, permissions.health)
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
        guard notesWording, let alert = state.alert, let sheet = alert.sheet,
              let words = catalog.healthSheet(locale: flow.locale.value, ios: flow.ios.value) else { return }
        let names = sheet.switches.compactMap { catalog.healthTypeName($0.type, locale: flow.locale.value)?.evidence.status }
        // iOS 27's recent-data switch, when the sheet has it.
        let window = sheet.recentOnly == nil ? [] : [catalog.word(flow.locale.value, .health) { $0.health?.recentWindow?.evidence.status } ?? .unverified]
        let status = ([words.status, HealthSheet.layoutEvidence.status] + names + window).max() ?? .unverified
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
