/// Notes for App Review (`permflow export FLOW… --review-notes`): for every system request a
/// flow makes, the taps from a fresh install that reach it, the alert iOS shows and the purpose
/// string, so a reviewer can find it (App Review Guideline 2.1: "Please explain where we can find
/// the App Tracking Transparency permission request").
///
/// The paths are the walker's own: a breadth-first search over the states a walk can reach by
/// choices alone, starting from a fresh install, so a request reached only after another answer
/// (Allow on an earlier alert) says so, and a check that skips a request once it is determined
/// is followed as the phone follows it. The first path found to a request is a shortest one.
public struct ReviewNotes: Sendable {
    /// One system request and how to reach it.
    public struct Request: Sendable, Equatable {
        /// The flow's file as given, and its name.
        public var path: String
        public var flowName: String
        /// The alert screen (or location button screen) that asks.
        public var screen: String
        public var resource: ResourceID
        /// The labels tapped from launch, in order (app actions, pre-alert buttons, earlier alerts' answers).
        public var taps: [String]
        /// The alert's title as iOS shows it, with the app's name.
        public var title: String
        /// The purpose string (or the system's own message) under the title.
        public var message: String?
        /// Whether the request is App Tracking Transparency's.
        public var isTracking: Bool
    }

    public var app: String
    public var requests: [Request]
    /// Flows whose search stopped at `maximumStates` before it had seen every state.
    public var truncated: [String]

    /// The most states one flow's search visits (a flow's states multiply with its resources).
    public static let maximumStates = 20_000

    /// The requests of every flow, tracking first, then the shortest paths first, then in the
    /// flows' order.
    public init(_ flows: [(path: String, flow: Flow)], catalog: SystemAlertCatalog = .standard) {
        var all: [(order: Int, request: Request)] = []
        var truncated: [String] = []
        for (path, flow) in flows {
            let (found, complete) = Self.requests(in: flow, path: path, catalog: catalog)
            if !complete { truncated.append(path) }
            all += found.map { (all.count, $0) }
        }
        requests = all.sorted { a, b in
            if a.request.isTracking != b.request.isTracking { return a.request.isTracking }
            if a.request.taps.count != b.request.taps.count { return a.request.taps.count < b.request.taps.count }
            return a.order < b.order
        }.map(\.request)
        // One app's flows, as a team keeps them; flows of several apps are named as such.
        let apps = Set(flows.map(\.flow.app.value))
        app = apps.count == 1 ? apps.first ?? "" : ""
        self.truncated = truncated
    }

    /// Every request one flow can make, each with a shortest path; and whether the search saw
    /// every reachable state.
    static func requests(in flow: Flow, path: String, catalog: SystemAlertCatalog) -> (requests: [Request], complete: Bool) {
        let walker = Walker(flow: flow, catalog: catalog)
        let tracking = catalog.trackingResourceID
        var queue: [(state: WalkState, taps: [String])] = [(walker.start(), [])]
        var head = 0
        var seen: Set<String> = []
        var found: [String: Request] = [:]
        var order: [String] = []
        func key(_ state: WalkState) -> String {
            let alert = state.alert.map { "\($0.resource.rawValue)/\($0.secondStage)/\($0.picker != nil)/\($0.sheet != nil)" } ?? ""
            return ([state.screenID, alert, state.ended ? "end" : ""] + state.permissions.summary).joined(separator: "\u{1F}")
        }
        seen.insert(key(queue[0].state))
        while head < queue.count {
            let (state, taps) = queue[head]
            head += 1
            if let alert = state.alert, !alert.secondStage, alert.picker == nil {
                let id = state.screenID + "\u{1F}" + alert.resource.rawValue
                if found[id] == nil {
                    found[id] = Request(path: path, flowName: flow.name.value, screen: state.screenID, resource: alert.resource, taps: taps,
                                        title: walker.alertTitle(state) ?? "", message: walker.alertMessage(state),
                                        isTracking: alert.resource == tracking)
                    order.append(id)
                }
            }
            if state.ended { continue }
            for choice in walker.choices(state) {
                let next = walker.update(state, .choose(choice.index, .script)).0
                guard seen.insert(key(next)).inserted else { continue }
                guard seen.count <= maximumStates else { return (order.compactMap { found[$0] }, false) }
                queue.append((next, taps + [choice.label]))
            }
        }
        return (order.compactMap { found[$0] }, true)
    }

    /// The notes as Markdown for App Store Connect's review notes (or a pull request): every
    /// word from a flow escaped so it reads as typed.
    public func markdown(catalog: SystemAlertCatalog = .standard) -> String {
        let md = MarkdownReviewWriter.md
        var lines = ["# Where \(md(app.isEmpty ? "the app" : app)) asks for access", ""]
        if requests.isEmpty {
            lines += ["No flow asks for a permission.", ""]
            return lines.joined(separator: "\n")
        }
        lines += ["From a fresh install (nothing allowed or denied yet), these taps lead to each permission request"
                  + (requests.contains(where: \.isTracking) ? "; App Tracking Transparency first." : "."), ""]
        for (index, request) in requests.enumerated() {
            // Settings' English name (Location Services, Photos …): the words a reviewer looks for on the phone.
            let name = catalog.settingsName(request.resource, locale: "en")
            let taps = request.taps.isEmpty ? "at launch, before any tap" : "tap " + request.taps.map { "**\(md($0))**" }.joined(separator: " → ")
            lines.append("\(index + 1). **\(md(name))**: \(taps)")
            lines.append("   - iOS asks: \(md(request.title))")
            if let message = request.message { lines.append("   - purpose string: \(md(message))") }
            lines.append("   - flow “\(md(request.flowName))” (\(md(FilePathText.lastComponent(of: request.path)))), screen \(MarkdownReviewWriter.code(request.screen))")
        }
        if !truncated.isEmpty {
            lines += ["", "Not every path was searched in \(truncated.map { md(FilePathText.lastComponent(of: $0)) }.joined(separator: ", ")) "
                      + "(more than \(Self.maximumStates) states): a request reached only by a longer path may be missing."]
        }
        return (lines + [""]).joined(separator: "\n")
    }
}
