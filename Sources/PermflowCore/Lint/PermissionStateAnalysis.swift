/// What is known, along each path of a flow, about each resource's authorization state, and the
/// requests that path reaches in a state where iOS would not show them as the flow means.
///
/// The model (docs/linting.md, "Path-sensitive rules"):
/// - The first launch starts at `start` with every resource not determined.
/// - An alert for a not-determined resource is shown: each outcome edge stores its outcome's state
///   (the catalog's `OutcomeSpec`). For a determined resource it is not shown and the path goes on
///   along the one outcome the walker follows (`ResourceInfo.outcomeKey(notShownFor:)`).
/// - An upgrade alert (`location-always`) acts on the resource it upgrades (`location`): it is
///   shown from While Using, once; reached while location is not determined, the system asks the
///   when-in-use question instead (its answers go on through the outcome that keeps the grant,
///   as the walker does); otherwise it is not shown.
/// - A state check (`kind: check`) narrows: each route is taken only in the states it maps
///   (`CheckRouting`, `FlowGraph.EdgeKind.route`).
/// - A location button grants one-time access (its first tap may be refused), leaves While Using
///   and Always as they are, and grants nothing while location is denied, as the walker does.
/// - An `opens-settings` action lets people change any answered resource to any state Settings
///   offers (`ResourceInfo.settableStates`).
/// - A relaunch is an edge from every screen back to `start`: one-time access ends (not
///   determined), and since people can change a permission in Settings between launches, an
///   answered resource may then be in any state Settings offers.
///
/// Each resource is explored on its own: a breadth-first search over (screen, fact) pairs, where
/// a fact is one state plus two marks (denied by an answer on this path and launch, with no
/// request for the resource and no pointer to Settings since; the upgrade alert already answered). The set of facts that
/// reach a screen is what may be true there. Facts are few (at most 64), so the search is linear:
/// O(facts × (screens + edges)) per requested resource, with the relaunch edges added once per
/// fact rather than once per screen. Alerts for other resources let the path through any outcome
/// they can produce, so what one resource's answer implies for another is not tracked (a path
/// may be counted that a second resource's state rules out).
public struct PermissionStateAnalysis: Sendable {
    /// A request reached in a state the rules report.
    public struct Finding: Sendable {
        public enum Kind: Sendable, Equatable {
            /// A pre-alert reached while its resource may be denied.
            case preAlertWhenDenied
            /// An alert reached again after a denial on this path, without pointing people to Settings.
            case alertAfterDenial
            /// A pre-alert reached while its resource may be allowed (its alert will not come).
            case preAlertWhenAllowed
            /// An upgrade (Always) alert reached while the resource it upgrades is not While Using.
            case upgradeNotFromWhileUsing
        }

        /// How the state reported came about: the edge that set it.
        public enum Cause: Sendable, Equatable {
            /// An answer to an alert or location button.
            case answer
            /// An `opens-settings` action: people may have changed it in Settings.
            case settings
            /// A relaunch: one-time access ended, or people changed it in Settings between launches.
            case relaunch
        }

        public var kind: Kind
        /// The request screen.
        public var screen: Int
        /// The resource whose state is reported (the one an upgrade alert upgrades).
        public var resource: ResourceID
        /// The state on the path found.
        public var state: PermissionState
        public var cause: Cause
        /// Whether the path relaunches the app after the state was set.
        public var relaunched: Bool
        /// The last edge into the request: where the finding is reported.
        public var edge: FlowGraph.Edge
        /// The path from the edge that set the state to the request, for messages.
        public var path: String
    }

    /// Findings in a stable order: resources in the order the flow first asks for them, then
    /// breadth-first (nearest the start first). At most one finding of each kind per screen.
    public let findings: [Finding]

    public init(flow: Flow, graph: FlowGraph, catalog: SystemAlertCatalog) {
        guard let start = graph.start else {
            findings = []
            return
        }
        let roles = Role.all(graph: graph, catalog: catalog)
        var requested: [ResourceID] = []
        var seen: Set<ResourceID> = []
        for role in roles where [.preAlert, .alert, .upgradeAlert, .locationButton].contains(role.kind) {
            if let resource = role.tracked, seen.insert(resource).inserted { requested.append(resource) }
        }
        var findings: [Finding] = []
        let system = SystemModel(catalog: catalog, ios: flow.ios.value)
        // Asked of the model once per flow, and only of a flow with a location button (8 k
        // instructions per search otherwise spent on answers no edge reads).
        let buttonAnswers = roles.contains { $0.kind == .locationButton } ? system.locationButtonAnswers : []
        let used = Set(graph.resources.compactMap { $0 })
        let steps = Steps(flow: flow, graph: graph, roles: roles)
        for resource in requested {
            guard let info = catalog.resource(resource) else { continue }
            var explorer = Explorer(flow: flow, graph: graph, catalog: catalog, roles: roles, steps: steps, resource: info,
                                    start: start, system: system, used: used, buttonAnswers: buttonAnswers)
            explorer.run()
            findings += explorer.findings
        }
        self.findings = findings
    }

    /// The analysis of the flow `context` lints, made once per file and shared by the rules.
    public static func of(_ context: LintContext) -> PermissionStateAnalysis {
        context.fileCache.value(LintCacheKey(.permissionStates)) {
            PermissionStateAnalysis(flow: context.flow, graph: context.graph, catalog: context.catalog)
        }
    }

    // MARK: What each screen does to a resource's state

    /// What a screen is, as far as states go.
    struct Role: Sendable {
        enum Kind: Sendable, Equatable {
            case other
            case preAlert
            case alert
            /// An alert whose resource upgrades another's grant (`ResourceInfo.upgrades`).
            case upgradeAlert
            case locationButton
            /// A settings screen for `tracked`, or for every resource when `tracked` is nil.
            case settings
            /// A state check (`kind: check`): each route takes only the states it names.
            case check
        }

        var kind: Kind
        /// The resource whose state the screen reads or changes (an upgrade's target).
        var tracked: ResourceID?
        /// The pre-alert's request is an upgrade (it explains an Always alert).
        var isUpgrade = false
        /// The screen's resource is in the catalog (alerts of unknown resources let every edge through).
        var known = false
        /// The screen's own resource, when the state it reads is stored under another's setting
        /// or holds a level of its own it does not read as such (`SystemModel.view`); nil when it
        /// reads the tracked state as it is. Its id, not its `ResourceInfo`: the search copies a
        /// role for every edge it crosses, and a role holding a whole `ResourceInfo` made the
        /// analysis of 100 flows 7 M instructions dearer (docs/benchmarks.md, "Issue 25, twelfth session").
        var reader: ResourceID?

        init(screen: Int, flow: Flow, graph: FlowGraph, catalog: SystemAlertCatalog) {
            self.init(kind: graph.kinds[screen], resource: graph.resources[screen].map { Role(checking: $0, catalog: catalog) })
        }

        /// The role of a check on `own`: what every screen that names `own` takes from it (a check
        /// keeps all of it). Made once per resource of a flow (`all`), not per screen, where it cost
        /// three catalog look-ups and a scan of the catalog each (docs/benchmarks.md, "flows32f").
        init(checking own: ResourceID, catalog: SystemAlertCatalog) {
            kind = .check
            let info = catalog.resource(own)
            known = info != nil
            isUpgrade = info?.upgrades != nil
            // The resource its state is stored under: an upgrade's target, a level's setting
            // (photos-add is tracked as photos, `StoredLevel`).
            tracked = info.map { $0.upgrades ?? $0.storedUnder?.resource ?? own } ?? own
            if let info, info.upgrades == nil,
               info.storedUnder != nil || catalog.resources.contains(where: { $0.storedUnder?.resource == info.id }) {
                reader = info.id
            }
        }

        /// The role of a screen of `screenKind` that names the resource `resource` checks (nil when
        /// it names none).
        init(kind screenKind: ScreenKind, resource: Role?) {
            known = resource?.known ?? false
            tracked = resource?.tracked
            isUpgrade = resource?.isUpgrade ?? false
            reader = resource?.reader
            switch screenKind {
            case .preAlert: kind = .preAlert
            case .alert: kind = isUpgrade ? .upgradeAlert : .alert
            case .locationButton: kind = .locationButton
            case .settings: kind = .settings
            case .check: kind = .check
            case .app, .end:
                kind = .other
                tracked = nil
            }
            if kind == .settings || kind == .locationButton { isUpgrade = false }
        }

        /// Every screen's role, in `graph`'s order, each resource's part made once. (Two lists,
        /// not a dictionary: a flow names a handful of resources, and a dictionary of a type of its
        /// own cost the scripted walk its generic metadata.)
        static func all(graph: FlowGraph, catalog: SystemAlertCatalog) -> [Role] {
            var resources: [ResourceID] = []
            var checks: [Role] = []
            var roles: [Role] = []
            roles.reserveCapacity(graph.kinds.count)
            for (kind, own) in zip(graph.kinds, graph.resources) {
                var check: Role?
                if let own {
                    if let found = resources.firstIndex(of: own) {
                        check = checks[found]
                    } else {
                        let made = Role(checking: own, catalog: catalog)
                        resources.append(own)
                        checks.append(made)
                        check = made
                    }
                }
                roles.append(Role(kind: kind, resource: check))
            }
            return roles
        }

        /// Whether the screen reads or changes `resource`'s state.
        func acts(on resource: ResourceID) -> Bool { tracked == resource }
    }

    // MARK: The edges, once per flow

    /// Every edge of the flow as the searches cross it, made once per flow and shared by every
    /// resource's search: its target, whether it is an action, and what it does to a resource its
    /// screen does not act on, which depends on the edge alone. Most edges a search crosses are
    /// such edges; reading them from here spares copying the edge (its strings retained and
    /// released) and the screen's role for each fact that crosses it (docs/benchmarks.md, "flows32d").
    struct Steps: Sendable {
        /// What crossing an edge of a screen that does not act on the resource does to a fact.
        enum Pass: UInt8, Sendable {
            /// The edge cannot be taken (another resource's outcome the alert cannot produce).
            case blocked
            /// The fact crosses unchanged.
            case keeps
            /// The edge opens Settings: the fact may become any state Settings offers.
            case widens
        }

        struct Step: Sendable {
            /// The target screen, or -1 when it does not exist.
            var to: Int32
            var pass: Pass
            var isAction: Bool
        }

        /// The edges of screen `s` are `steps[first[s]..<first[s + 1]]`, in `graph.outgoing[s]`'s order.
        let steps: [Step]
        let first: [Int]

        init(flow: Flow, graph: FlowGraph, roles: [Role]) {
            var steps: [Step] = []
            var first: [Int] = []
            first.reserveCapacity(graph.outgoing.count + 1)
            for (screen, edges) in graph.outgoing.enumerated() {
                first.append(steps.count)
                let role = roles[screen]
                for edge in edges {
                    let pass: Pass
                    switch role.kind {
                    case .alert, .upgradeAlert, .locationButton:
                        // Another resource's answer: any outcome it can produce (flow-unknown-resource
                        // reports an unknown one; its edges are let through).
                        pass = edge.storedState != nil || !role.known ? .keeps : .blocked
                    case .check:
                        // Another resource's state: any route some state takes.
                        if case let .route(_, states) = edge.kind {
                            pass = !states.isEmpty || !role.known ? .keeps : .blocked
                        } else {
                            pass = .keeps
                        }
                    case .other, .preAlert, .settings:
                        pass = Explorer.opensSettings(edge, in: flow) ? .widens : .keeps
                    }
                    steps.append(Step(to: edge.to.map { Int32(truncatingIfNeeded: $0) } ?? -1, pass: pass, isAction: edge.isAction))
                }
            }
            first.append(steps.count)
            self.steps = steps
            self.first = first
        }
    }

    // MARK: Facts

    /// One thing that may be true of the resource on a path: a state and two marks, packed in
    /// 6 bits (the state's index times 4, plus the marks).
    struct Fact: Hashable, Sendable {
        var state: PermissionState
        /// Denied by an answer on this path in this launch, with no request for the resource and
        /// no pointer to Settings since (the first request after a denial is the one to report).
        var deniedHere = false
        /// The upgrade alert was answered (iOS shows it at most once).
        var upgradeAsked = false

        /// How many codes there are; `Explorer` keeps one bit per code and screen in a UInt64.
        static let codeCount = PermissionState.allCases.count * 4

        var code: Int { Self.index(of: state) * 4 + (deniedHere ? 1 : 0) + (upgradeAsked ? 2 : 0) }

        /// A number per state below `PermissionState.allCases.count` (a switch, not a hash: this
        /// runs for every edge the analysis crosses).
        static func index(of state: PermissionState) -> Int {
            switch state {
            case .notDetermined: 0
            case .authorized: 1
            case .denied: 2
            case .limited: 3
            case .provisional: 4
            case .allowedOnce: 5
            case .whileUsing: 6
            case .always: 7
            case .restricted: 8
            case .writeOnly: 9
            }
        }
    }

    /// One resource's search.
    struct Explorer {
        let flow: Flow
        let graph: FlowGraph
        let catalog: SystemAlertCatalog
        let roles: [Role]
        let steps: Steps
        /// Per screen: whether it reads or changes the resource (`Role.acts(on:)`), and whether
        /// arriving there points people to Settings for it (`entering`).
        let acting: [Bool]
        let clearsDenial: [Bool]
        let resource: ResourceInfo
        let start: Int
        /// What the system does with each alert's request, per screen and fact, made on first use.
        var requests: [Int: Request] = [:]
        /// The route a check takes for each state its resource reads, per screen, made on first
        /// use (`SystemModel.route`, which maps the screen's outcome keys: 940 instructions a call).
        var routes: [Int: OutcomeKey?] = [:]
        /// What iOS does (`SystemModel`): the analysis applies its moves to every fact a path allows.
        let system: SystemModel
        /// What Settings and relaunches can do to the resource, asked of the model once per
        /// search, and the location button's first-tap answers, once per flow.
        let settings: SettingsReach
        let buttonAnswers: [AlertAnswer]

        /// A reached (screen, fact) pair and how it was first reached.
        struct Node {
            var screen: Int32
            var fact: Fact
            /// Index in `nodes` of the node before, and the edge taken (its index in the previous
            /// screen's `outgoing`, or -1 for a relaunch); -1 for the root.
            var previous: Int32
            var edge: Int32
            /// Index in `nodes` of the first node with this node's state on its path (the state
            /// was set by the edge into it), and how many edges lie between.
            var runStart: Int32
            var runDepth: Int32
            var cause: Finding.Cause?
            var relaunched: Bool
        }

        var nodes: [Node] = []
        /// Bit `fact.code` set when (screen, fact) was reached.
        var reached: [UInt64]
        /// Bit `fact.code` set when the fact's relaunch successors were added (they are the same
        /// from every screen).
        var relaunchedFacts: UInt64 = 0
        /// (screen, kind) pairs already reported.
        var reported: Set<Int> = []
        var findings: [Finding] = []

        init(flow: Flow, graph: FlowGraph, catalog: SystemAlertCatalog, roles: [Role], steps: Steps, resource: ResourceInfo,
             start: Int, system: SystemModel, used: Set<ResourceID>, buttonAnswers: [AlertAnswer]) {
            self.flow = flow
            self.graph = graph
            self.catalog = catalog
            self.roles = roles
            self.steps = steps
            acting = roles.map { $0.acts(on: resource.id) }
            clearsDenial = roles.map { $0.kind == .settings && ($0.tracked == nil || $0.tracked == resource.id) }
            self.resource = resource
            self.start = start
            self.system = system
            settings = system.settings(for: resource, used: used)
            self.buttonAnswers = buttonAnswers
            reached = Array(repeating: 0, count: graph.kinds.count)
            // A search reaches most screens, each with a fact or more: sized once for one fact a
            // screen, the node list grows about three times less often.
            nodes.reserveCapacity(graph.kinds.count)
        }

        mutating func run() {
            guard Fact.codeCount <= 64 else { return }  // one UInt64 of marks per screen
            add(screen: start, fact: Fact(state: .notDetermined), from: nil, edge: -1)
            // Relaunches into a state changed in Settings wait until everything else is found, so
            // a path that keeps the state across a launch is the one a message shows.
            var changedInSettings: [(fact: Fact, from: Int)] = []
            var head = 0
            while head < nodes.count || !changedInSettings.isEmpty {
                if head == nodes.count {
                    for (fact, from) in changedInSettings { add(screen: start, fact: entering(start, fact), from: from, edge: -1) }
                    changedInSettings = []
                    continue
                }
                let index = head
                head += 1
                let node = nodes[index]
                let screen = Int(node.screen)
                if acting[screen] {
                    inspect(index)
                    for (offset, edge) in graph.outgoing[screen].enumerated() {
                        guard let to = edge.to else { continue }
                        switch successors(of: node.fact, across: edge, from: screen) {
                        case .none: break
                        case .one(let fact): add(screen: to, fact: entering(to, fact), from: index, edge: Int32(offset))
                        case .many(let facts):
                            for fact in facts { add(screen: to, fact: entering(to, fact), from: index, edge: Int32(offset)) }
                        }
                    }
                } else {
                    // A screen that does not act on the resource: what each edge does is the
                    // edge's own (`Steps`), the same for every fact.
                    let first = steps.first[screen]
                    for stepIndex in first..<steps.first[screen + 1] {
                        let step = steps.steps[stepIndex]
                        let to = Int(step.to)
                        guard to >= 0 else { continue }
                        let offset = Int32(truncatingIfNeeded: stepIndex - first)
                        switch step.pass {
                        case .blocked: break
                        case .keeps: add(screen: to, fact: entering(to, node.fact), from: index, edge: offset)
                        case .widens:
                            for fact in widened(node.fact) { add(screen: to, fact: entering(to, fact), from: index, edge: offset) }
                        }
                    }
                }
                let relaunchBit = UInt64(1) << UInt64(node.fact.code)
                if relaunchedFacts & relaunchBit == 0 {
                    relaunchedFacts |= relaunchBit
                    for fact in afterRelaunch(node.fact) {
                        if fact.state == node.fact.state || fact.state == .notDetermined {
                            add(screen: start, fact: entering(start, fact), from: index, edge: -1)
                        } else {
                            changedInSettings.append((fact, index))
                        }
                    }
                }
            }
        }

        /// Adds (screen, fact) unless it was reached before.
        private mutating func add(screen: Int, fact: Fact, from previous: Int?, edge: Int32) {
            let bit = UInt64(1) << UInt64(fact.code)
            guard reached[screen] & bit == 0 else { return }
            reached[screen] |= bit
            let index = Int32(nodes.count)
            guard let previous else {
                nodes.append(Node(screen: Int32(screen), fact: fact, previous: -1, edge: -1, runStart: index, runDepth: 0,
                                  cause: nil, relaunched: false))
                return
            }
            let before = nodes[previous]
            let isRelaunch = edge < 0
            if before.fact.state == fact.state {
                nodes.append(Node(screen: Int32(screen), fact: fact, previous: Int32(previous), edge: edge,
                                  runStart: before.runStart, runDepth: before.runDepth + 1, cause: before.cause,
                                  relaunched: before.relaunched || isRelaunch))
            } else {
                let cause: Finding.Cause = isRelaunch ? .relaunch
                    : (steps.steps[steps.first[Int(before.screen)] + Int(edge)].isAction ? .settings : .answer)
                nodes.append(Node(screen: Int32(screen), fact: fact, previous: Int32(previous), edge: edge,
                                  runStart: index, runDepth: 0, cause: cause, relaunched: false))
            }
        }

        // MARK: Transfer

        /// What crossing an edge leaves: most edges keep or set one fact, so that case allocates nothing.
        enum Successors {
            case none
            case one(Fact)
            case many([Fact])
        }

        /// The facts after crossing `edge` from `screen`, a screen that acts on the resource, with
        /// `fact`; none when the edge cannot be taken then.
        private mutating func successors(of fact: Fact, across edge: FlowGraph.Edge, from screen: Int) -> Successors {
            // Only for a screen that acts on the resource (`acting`); other screens' edges are `Steps`.
            let role = roles[screen]
            switch role.kind {
            case .alert, .upgradeAlert:
                guard let key = edge.outcomeKey.map({ OutcomeKey($0) }) else { return .none }
                switch request(at: screen, fact) {
                case .shows where key == SystemModel.additionalInformationKey:
                    // The EU tracking sheet's Additional Information: no answer, the fact unchanged,
                    // taken only where the request is asked with the sheet.
                    return trackingSheet(at: screen) ? .one(fact) : .none
                case .shows(let answers):
                    let facts = answers.filter { $0.key == key }.map(\.fact)
                    return facts.count == 1 ? .one(facts[0]) : facts.isEmpty ? .none : .many(facts)
                case .notShown(let follows):
                    guard follows == key else { return .none }
                    // The request is the one reported; later ones on this path are not blamed again.
                    return .one(role.kind == .upgradeAlert ? fact : Fact(state: fact.state, upgradeAsked: fact.upgradeAsked))
                }
            case .locationButton:
                guard let key = edge.outcomeKey.map({ OutcomeKey($0) }), edge.storedState != nil else { return .none }
                // Whether the button was approved before is not tracked: both taps may happen.
                var facts: [Fact] = []
                for approved in [false, true] {
                    let facts0 = ResourceFacts(state: fact.state, upgradeAsked: fact.upgradeAsked, buttonApproved: approved)
                    let tap = system.tapLocationButton(facts: facts0, refused: false)
                    switch tap {
                    case .keeps, .staysDenied, .refused:
                        if tap.follows == key { facts.append(fact) }
                    case .grantsOnce:
                        if tap.follows == key { facts.append(Fact(state: .allowedOnce, upgradeAsked: fact.upgradeAsked)) }
                    case .showsAlert:
                        for answer in buttonAnswers where answer.follows == key {
                            facts.append(Fact(state: answer.stores, deniedHere: answer.stores == .denied, upgradeAsked: fact.upgradeAsked))
                        }
                    }
                }
                var unique: [Fact] = []
                for fact in facts where !unique.contains(fact) { unique.append(fact) }
                return unique.count == 1 ? .one(unique[0]) : unique.isEmpty ? .none : .many(unique)
            case .check:
                // The route narrows the path to the states it takes. A state the check's own
                // resource cannot be in (a check on `location-always` reads location's state)
                // goes the way the walker sends it, by the keys the check maps.
                guard case let .route(key, states) = edge.kind else { return .one(fact) }
                // The check's own resource reads the state stored its way (a level, `StoredLevel`).
                let read = self.read(fact.state, at: screen)
                if states.contains(read) { return .one(fact) }
                // A Health share type's state is its own switch, which the sheet's answer as a
                // whole (the fact) does not decide: once asked, any answered route may be taken.
                if let mayRead = system.healthCheckMayRead(share: flow.screens[screen].healthShare.first?.value, request: fact.state),
                   states.contains(where: mayRead.contains) { return .one(fact) }
                return route(at: screen, reading: read) == OutcomeKey(key) ? .one(fact) : .none
            case .preAlert:
                return .one(Fact(state: fact.state, upgradeAsked: fact.upgradeAsked))
            case .other, .settings:
                return Self.opensSettings(edge, in: flow) ? .many(widened(fact)) : .one(fact)
            }
        }

        /// The route the check on `screen` takes when its resource reads `read`.
        private mutating func route(at screen: Int, reading read: PermissionState) -> OutcomeKey? {
            let slot = screen * Fact.codeCount + Fact.index(of: read)
            if let known = routes[slot] { return known }
            let route = system.route(reading: read, precise: true, on: flow.screens[screen])
            routes[slot] = route
            return route
        }

        /// Whether the request on `screen` is asked with the EU tracking sheet (iOS 27.2).
        private func trackingSheet(at screen: Int) -> Bool {
            system.asksWithTrackingSheet(on: flow.screens[screen], in: flow)
        }

        /// A fact as it is on arriving at `screen`: a settings screen for the resource (or for
        /// none in particular) has pointed people to Settings.
        private func entering(_ screen: Int, _ fact: Fact) -> Fact {
            guard fact.deniedHere, clearsDenial[screen] else { return fact }
            var result = fact
            result.deniedHere = false
            return result
        }

        static func opensSettings(_ edge: FlowGraph.Edge, in flow: Flow) -> Bool {
            guard case let .action(index, _) = edge.kind else { return false }
            let actions = flow.screens[edge.from].actions
            return index < actions.count && actions[index].opensSettings
        }

        /// In Settings people may change an answered resource to any state Settings offers.
        private func widened(_ fact: Fact) -> [Fact] {
            settings.afterSettings(ResourceFacts(state: fact.state, upgradeAsked: fact.upgradeAsked))
                .map { Fact(state: $0.state, upgradeAsked: $0.upgradeAsked) }
        }

        /// The facts at `start` after a relaunch: one-time access has ended, and an answered
        /// resource may have been changed in Settings between launches.
        private func afterRelaunch(_ fact: Fact) -> [Fact] {
            settings.afterRelaunch(ResourceFacts(state: fact.state, upgradeAsked: fact.upgradeAsked))
                .map { Fact(state: $0.state, upgradeAsked: $0.upgradeAsked) }
        }

        /// What the system does with the request on `screen` (an alert) when the resource is as
        /// `fact` says: the answers it offers, each with the outcome followed and the fact it
        /// leaves, or the outcome followed without an alert. Made once per screen and fact.
        enum Request {
            case shows([(key: OutcomeKey, fact: Fact)])
            case notShown(OutcomeKey?)
        }

        private mutating func request(at screen: Int, _ fact: Fact) -> Request {
            let slot = screen * Fact.codeCount + fact.code
            if let known = requests[slot] { return known }
            let alert = flow.screens[screen]
            let result: Request
            if let requested = alert.resourceID.flatMap({ catalog.resource($0) }) {
                let mapped = alert.outcomeKeys
                switch system.request(requested, facts: ResourceFacts(state: fact.state, upgradeAsked: fact.upgradeAsked), mapped: mapped) {
                case let .shows(shown, _):
                    result = .shows(system.answers(of: shown, requested: requested, mapped: mapped).map { answer in
                        (answer.follows, Fact(state: answer.stores, deniedHere: answer.stores == .denied && !answer.asksUpgrade,
                                              upgradeAsked: fact.upgradeAsked || answer.asksUpgrade))
                    })
                case let .notShown(move):
                    result = .notShown(move.follows)
                }
            } else {
                result = .notShown(nil)
            }
            requests[slot] = result
            return result
        }

        // MARK: Findings

        /// The state `screen`'s own resource reads while the tracked one is `stored` (`Role.reader`).
        private func read(_ stored: PermissionState, at screen: Int) -> PermissionState {
            guard let reader = roles[screen].reader, let info = catalog.resource(reader) else { return stored }
            return system.view(info, stored: stored)
        }

        /// Records what the request at `nodes[index]` finds, once per screen and kind.
        private mutating func inspect(_ index: Int) {
            let node = nodes[index]
            let screen = Int(node.screen)
            guard acting[screen] else { return }
            let role = roles[screen]
            let fact = node.fact
            let kind: Finding.Kind?
            switch role.kind {
            case .preAlert where role.isUpgrade:
                // Only Always: whether the upgrade was already asked is something an app remembers
                // itself (no API reports it) and a flow cannot check, so an Always pre-alert that a
                // feature offers again is not reported for it; the alert's own rule still is.
                kind = fact.state == .always ? .preAlertWhenAllowed : nil
            case .preAlert:
                // As the screen's own resource reads it: Add Photos Only is not a grant of photos.
                let read = self.read(fact.state, at: screen)
                kind = read == .denied ? .preAlertWhenDenied : (read.isGranted ? .preAlertWhenAllowed : nil)
            case .alert:
                kind = fact.state == .denied && fact.deniedHere ? .alertAfterDenial : nil
            case .upgradeAlert:
                kind = fact.state == .whileUsing || fact.state == .always ? nil : .upgradeNotFromWhileUsing
            case .other, .locationButton, .settings, .check:
                kind = nil
            }
            guard let kind, node.previous >= 0, reported.insert(screen * 4 + Self.order(of: kind)).inserted else { return }
            findings.append(finding(kind, at: index))
        }

        private static func order(of kind: Finding.Kind) -> Int {
            switch kind {
            case .preAlertWhenDenied: 0
            case .alertAfterDenial: 1
            case .preAlertWhenAllowed: 2
            case .upgradeNotFromWhileUsing: 3
            }
        }

        /// The edge into `nodes[index]` from the node before it.
        private func edge(into index: Int) -> FlowGraph.Edge? {
            let node = nodes[index]
            guard node.previous >= 0 else { return nil }
            let from = Int(nodes[Int(node.previous)].screen)
            return node.edge < 0 ? graph.relaunch(from: from, start: flow.start) : graph.outgoing[from][Int(node.edge)]
        }

        private func finding(_ kind: Finding.Kind, at index: Int) -> Finding {
            let node = nodes[index]
            // The last `pathLimit` edges back to where the state was set, and the edge that set it.
            var tail: [FlowGraph.Edge] = []
            var current = index
            let runStart = Int(node.runStart)
            while current != runStart, tail.count < FlowGraph.pathLimit, let edge = edge(into: current) {
                tail.append(edge)
                current = Int(nodes[current].previous)
            }
            tail.reverse()
            let setting = edge(into: runStart)
            let omitted = Int(node.runDepth) - tail.count
            let root = setting?.from ?? Int(nodes[runStart].screen)
            let path = graph.describe(path: setting.map { [$0] } ?? [], from: root, omitting: omitted, then: tail)
            let last = tail.last ?? setting ?? graph.relaunch(from: Int(node.screen), start: flow.start)
            return Finding(kind: kind, screen: Int(node.screen), resource: resource.id, state: node.fact.state,
                           cause: node.cause ?? .answer, relaunched: node.relaunched, edge: last, path: path)
        }
    }
}
