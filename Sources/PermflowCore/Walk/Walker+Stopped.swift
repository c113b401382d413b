/// A screen id that names no screen of the flow, with the ones it does have.
public struct UnknownScreen: Error, Equatable, CustomStringConvertible {
    public var id: String
    public var known: [String]

    public var description: String {
        "no screen '\(id)' in this flow\(Suggestion.didYouMean(id, in: known)); screens: \(known.joined(separator: ", "))"
    }
}

extension Walker {
    /// The walk stopped at screen `id` (the flow's start when nil), with `permissions` preset:
    /// what `permflow render` draws.
    ///
    /// The screen is entered exactly as a walk enters it (`enter`): an alert screen whose
    /// resource is not determined shows its alert; one already determined is passed through to
    /// the outcome a walk would follow, saying so in the note. With no walk behind it, the
    /// screen a person would come from (a pre-alert whose `next` it is, else a screen that
    /// links to it) stands for the screen the walk showed last, so an alert is drawn over it.
    /// The start has nothing before it, as when a walk begins.
    public func state(at id: String? = nil, permissions: PermissionStore = PermissionStore()) throws(UnknownScreen) -> WalkState {
        let target = id ?? flow.start.value
        guard flow.screen(target) != nil else {
            throw UnknownScreen(id: target, known: flow.screens.map { $0.id.value })
        }
        var state = WalkState(screenID: target)
        state.permissions = permissions
        state.previousScreenID = id == nil ? nil : predecessor(of: target)
        var notes: [WalkNote] = []
        enter(target, state: &state, notes: &notes)
        state.notes = notes
        return state
    }

    /// The screen a person would come from to reach `id`: a pre-alert whose `next` it is, else
    /// the first other screen (not an alert) that links to it.
    private func predecessor(of id: String) -> String? {
        if let preAlert = flow.screens.first(where: { $0.kind.value == .preAlert && $0.next?.value == id }) {
            return preAlert.id.value
        }
        return flow.screens.first { $0.id.value != id && $0.kind.value != .alert && $0.links.contains { $0.value == id } }?.id.value
    }
}
