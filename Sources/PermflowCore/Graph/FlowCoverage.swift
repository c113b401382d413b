/// Which edges of a flow recorded walks have taken.
///
/// Each step names the screen it was on and the button pressed; the edge is the action with
/// that label, the pre-alert's `next`, or the alert outcome with the recorded key (for a
/// location button, the outcome the walk followed: `deny` when the answer stored a denial, else
/// `allow-once`, as the walker does). When the walk arrived further than that edge's target,
/// the system followed alerts that were not shown; those outcome edges are marked too, chosen
/// by the state the resource had (the permissions recorded after the step); so are the routes of
/// checks on the way, which `check` lines also name.
///
/// Steps on screens or with buttons the flow no longer has are skipped: coverage is of the
/// flow as it is now.
public struct FlowCoverage: Sendable {
    /// Indices into `FlowDiagram.edges` of walked edges.
    public var walked: Set<Int>
    /// Steps whose edge could not be found in the flow (it changed since the walk).
    public var unmatchedSteps: Int

    public init(diagram: FlowDiagram, flow: Flow, transcripts: [Transcript], catalog: SystemAlertCatalog = .standard) {
        walked = []
        unmatchedSteps = 0
        let system = SystemModel(catalog: catalog, ios: flow.ios.value)
        var outgoing = Array(repeating: [Int](), count: diagram.nodes.count)
        for (index, edge) in diagram.edges.enumerated() { outgoing[edge.from].append(index) }

        for transcript in transcripts {
            // A check line names the route the system took: that edge was walked, whether a
            // choice or a relaunch led to the check.
            for event in transcript.events where event.kind == .check {
                guard let screen = event.screen.flatMap({ flow.screenIndex[$0] }), diagram.nodes[screen].kind == .check,
                      let edge = outgoing[screen].first(where: { diagram.edges[$0].routeKey == event.edge }) else {
                    unmatchedSteps += 1
                    continue
                }
                walked.insert(edge)
            }
            for step in transcript.steps {
                guard let screen = flow.screenIndex[step.screen] else {
                    unmatchedSteps += 1
                    continue
                }
                let candidates = outgoing[screen]
                let primary: Int?
                switch diagram.nodes[screen].kind {
                case .app, .settings:
                    let actions = candidates.filter { diagram.edges[$0].edgeIsAction }
                    if step.index < actions.count, diagram.edges[actions[step.index]].label == VisibleText.sanitize(step.choice) {
                        primary = actions[step.index]
                    } else {
                        primary = actions.first { diagram.edges[$0].label == VisibleText.sanitize(step.choice) }
                    }
                case .preAlert:
                    primary = candidates.first { diagram.edges[$0].kind == .next }
                case .alert:
                    // An alert's first stage of two (contacts), and the contact picker's steps
                    // before its confirmation, produce no outcome yet.
                    guard let key = step.outcome else {
                        // The EU tracking sheet's Additional Information answers nothing: the walk
                        // went on to the screen's own target.
                        let more = candidates.first { diagram.edges[$0].outcomeKey == SystemModel.additionalInformationKey.rawValue }
                        if let more, let to = diagram.edges[more].to, diagram.nodes[to].id == step.arrived {
                            walked.insert(more)
                        }
                        continue
                    }
                    primary = candidates.first { diagram.edges[$0].outcomeKey == key }
                case .locationButton:
                    guard let key = step.outcome else { continue }
                    // An answer to the button's first-tap alert: the walk followed the button's outcome.
                    let followed = step.stepKind == .alert ? system.answerLocationButton(OutcomeKey(key)).follows : OutcomeKey(key)
                    primary = candidates.first { diagram.edges[$0].outcomeKey == followed.rawValue }
                case .end, .check:
                    primary = nil
                }
                guard let primary else {
                    unmatchedSteps += 1
                    continue
                }
                walked.insert(primary)
                followSkippedAlerts(from: diagram.edges[primary].to, to: step.arrived, permissions: step.permissions,
                                    precise: step.precise ?? true, diagram: diagram, flow: flow, outgoing: outgoing, system: system)
            }
        }
    }

    /// Marks the outcome edges of alerts the system answered by itself on the way from `start`
    /// to `arrived`.
    private mutating func followSkippedAlerts(from start: Int?, to arrived: String, permissions: [String: String], precise: Bool,
                                              diagram: FlowDiagram, flow: Flow, outgoing: [[Int]],
                                              system: SystemModel) {
        var current = start
        var hops = 0
        while let node = current, diagram.nodes[node].id != arrived, [.alert, .check].contains(diagram.nodes[node].kind),
              hops <= diagram.nodes.count {
            hops += 1
            let screen = flow.screens[node]
            // The state the resource is stored under (an upgrade alert reads the resource it
            // upgrades); absent from `permissions`: not determined.
            let resource = screen.resourceID.map { system.catalog.stateResource($0) }
            let state = resource.flatMap { permissions[$0.rawValue] }.flatMap(PermissionState.init(rawValue:)) ?? .notDetermined
            if diagram.nodes[node].kind == .check {
                // The route the state after the step takes.
                // As the check's own resource reads it (photos-add reads Full Access as allowed).
                let read = screen.resourceID.flatMap { system.catalog.resource($0) }.map { system.view($0, stored: state) } ?? state
                guard let key = system.route(reading: read, precise: precise, mapped: screen.orderedOutcomeKeys),
                      let next = outgoing[node].first(where: { diagram.edges[$0].routeKey == key.rawValue }) else { return }
                walked.insert(next)
                current = diagram.edges[next].to
                continue
            }
            // The alert was not shown: the system followed the outcome the model says it follows for
            // the state (an upgrade alert skipped was asked before); else the one edge that leads
            // where the walk arrived.
            let requested = screen.resourceID.flatMap { system.catalog.resource($0) }
            let follows = requested.flatMap {
                system.notShown($0, facts: ResourceFacts(state: state, upgradeAsked: true), mapped: screen.outcomeKeys).follows
            }
            let outcomes = outgoing[node].filter { diagram.edges[$0].outcomeKey != nil }
            let leadsThere = outcomes.filter { diagram.edges[$0].target == arrived }
            guard let next = outcomes.first(where: { follows != nil && diagram.edges[$0].outcomeKey == follows?.rawValue })
                    ?? (leadsThere.count == 1 ? leadsThere.first : nil) else { return }
            walked.insert(next)
            current = diagram.edges[next].to
        }
    }
}

extension FlowDiagram.Edge {
    var edgeIsAction: Bool {
        if case .action = kind { return true }
        return false
    }

    var outcomeKey: String? {
        if case .outcome(let key, _) = kind { return key }
        return nil
    }

    var routeKey: String? {
        if case .route(let key, _) = kind { return key }
        return nil
    }
}
