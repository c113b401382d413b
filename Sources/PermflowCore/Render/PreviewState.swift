/// A walk state that shows one screen without walking to it, for `permflow render --screen`.
///
/// The simulated system behaves as in a walk: an alert screen whose resource is not determined
/// shows its alert over the screen that leads to it (a pre-alert whose `next` it is, else any
/// screen that links to it, else a blank screen); one whose resource is already determined is
/// not shown, and the preview follows the stored outcome as the walk would, saying so in the note.
public enum PreviewState {
    /// Why a preview cannot be made.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case unknownScreen(String, known: [String])

        public var description: String {
            switch self {
            case let .unknownScreen(id, known):
                return "no screen '\(id)' in this flow\(Suggestion.didYouMean(id, in: known)); screens: \(known.joined(separator: ", "))"
            }
        }
    }

    /// The state at screen `id` (the flow's start when nil) with `permissions` preset.
    public static func make(walker: Walker, screen id: String? = nil,
                            permissions: PermissionStore = PermissionStore()) throws(Problem) -> WalkState {
        let flow = walker.flow
        let target = id ?? flow.start.value
        guard flow.screen(target) != nil else {
            throw .unknownScreen(target, known: flow.screens.map(\.id.value))
        }
        var state = WalkState(screenID: target)
        state.permissions = permissions
        state.previousScreenID = predecessor(of: target, in: flow)
        var notes: [String] = []
        var current = target
        for _ in 0...flow.screens.count {
            state.screenID = current
            guard let screen = flow.screen(current) else {
                notes.append("screen '\(current)' does not exist")
                break
            }
            state.ended = screen.kind.value == .end
            guard screen.kind.value == .alert, let resourceID = screen.resource?.value,
                  let resource = walker.catalog.resource(resourceID) else { break }
            let stored = permissions.state(of: resourceID)
            if stored == .notDetermined {
                if let text = resource.alert(locale: flow.locale.value, ios: flow.ios.value) {
                    state.alert = PresentedAlert(resource: resourceID, text: text, secondStage: false,
                                                 backdrop: state.previousScreenID, fromLocationButton: false)
                }
                break
            }
            notes.append("not shown: \(resourceID) already \(stored.rawValue)")
            guard let key = outcomeKey(for: stored, resource: resource, ios: flow.ios.value),
                  let next = screen.outcomes.first(where: { $0.key.value == key })?.target.value else {
                notes.append("the flow does not say where \(resourceID) \(stored.rawValue) leads")
                break
            }
            state.previousScreenID = current
            current = next
        }
        state.note = notes.isEmpty ? nil : notes.joined(separator: "; ")
        return state
    }

    /// The screen a person would come from to reach `id`: a pre-alert whose `next` it is, else
    /// the first other screen (not an alert) that links to it.
    static func predecessor(of id: String, in flow: Flow) -> String? {
        if let preAlert = flow.screens.first(where: { $0.kind.value == .preAlert && $0.next?.value == id }) {
            return preAlert.id.value
        }
        return flow.screens.first { $0.id.value != id && $0.kind.value != .alert && $0.links.contains { $0.value == id } }?.id.value
    }

    /// The outcome whose state is stored, or the nearest one (as the walk picks it).
    static func outcomeKey(for stored: PermissionState, resource: ResourceInfo, ios: Int) -> String? {
        let available = resource.outcomes(ios: ios)
        if let exact = available.first(where: { $0.state == stored }) { return exact.key }
        if stored == .denied { return available.first { $0.state == .denied }?.key }
        return available.first { $0.state != .denied }?.key
    }
}
