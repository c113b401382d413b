/// `flow-unhandled-outcome`: every system alert and location button maps every outcome its alert
/// can produce on the flow's iOS version, and nothing it cannot produce; every check maps every
/// state its resource can be in, after its fallbacks (`CheckRouting`).
public struct FlowUnhandledOutcomeRule: Rule {
    public static let description = RuleDescription(
        id: "flow-unhandled-outcome",
        name: "Every alert outcome leads somewhere",
        family: .structure,
        severity: .error,
        summary: "every system alert maps every outcome its resource's alert can produce, and only those; every check maps every state",
        rationale: """
        People can press any button of a system alert, so a flow has to say where each one leads; \
        an outcome the alert cannot produce on the flow's iOS version is a typo or a wrong \
        assumption about the alert, and no walk can ever take it. Likewise a check (`kind: check`) \
        reads whatever state the resource is in, so it has to say where each state leads: \
        `restricted` goes where `denied` goes, `allowed` takes every granted state not mapped on \
        its own, `otherwise` the rest.
        """,
        hint: "map each outcome under `on:` to a screen; `permflow resources` lists each alert's outcomes",
        triggering: [
            RuleExample(.demoScanner, screens: """
            camera:
              kind: alert
              resource: camera
              purpose: Demo uses the camera to read the totals on receipts you scan.
              on:
                allow: done
            """, note: "nothing handles Don't Allow"),
            RuleExample(.demo.with(header: "ios: 17", home: "Friends", action: "Find friends"), screens: """
            contacts:
              kind: alert
              resource: contacts
              purpose: Demo looks for friends among the contacts you choose.
              on:
                allow-full: done
                limit: done
                deny: done
            """, note: "the iOS 17 contacts alert has no limited access"),
            RuleExample(.demo.withoutHome, screens: """
            near-me:
              kind: location-button
              label: Current Location
              purpose: Demo uses your location once to find stores near you.
              on:
                allow-once: done
                allow-while-using: done
                deny: done
            """, note: "a location button grants one-time access only"),
            RuleExample(.demoScanner, screens: ExampleFlow.cameraCheck("scan", "not-determined: done", "allowed: done"), note: "a camera that is denied or restricted has nowhere to go"),
        ],
        nonTriggering: [
            RuleExample(.demo.with(home: "Stores", action: "Find stores near me"), screens: """
            location:
              kind: alert
              resource: location
              purpose: Demo uses your location to find stores near you.
              on:
                allow-once: done
                allow-while-using: done
                deny: done
            """),
            RuleExample(.demo.with(header: "ios: 17", home: "Friends", action: "Find friends"), screens: """
            contacts:
              kind: alert
              resource: contacts
              purpose: Demo looks for friends among your contacts.
              on: {allow-full: done, deny: done}
            """),
            RuleExample(.demoScanner, screens: ExampleFlow.cameraCheck("scan", "not-determined: done", "denied: done", "allowed: done"), note: "restricted goes where denied goes"),
            RuleExample(.demo.with(home: "Photos", action: "Pick photos"), screens: """
            library:
              kind: check
              resource: photos
              on: {limited: done, otherwise: done}
            """),
        ]
    )

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let flow = context.flow
        let ios = flow.ios.value
        var result: [Violation] = []
        for screen in flow.screens where screen.kind.value == .check {
            guard let resource = screen.resourceID.flatMap({ context.catalog.resource($0) }) else { continue }
            let mapped = screen.outcomes.map(\.key.value)
            var missing = CheckRouting.unmapped(resource.states(ios: ios), mapped: mapped).map(\.rawValue)
            if resource.has(.healthSheet), screen.healthShare.isEmpty {
                // Read access reads only as asked or not (the parser reports any other key).
                let takes = { (key: String) in mapped.contains(key) || mapped.contains(CheckRouting.otherwiseKey) }
                missing = [PermissionState.notDetermined.rawValue, CheckRouting.askedKey].filter { !takes($0) }
            }
            guard !missing.isEmpty else { continue }
            let keys = missing.map { "'\($0)'" }.joined(separator: ", ")
            let (location, length) = onKeyLocation(of: screen, in: flow.source)
            let states = missing.count == 1 ? "state \(keys) leads" : "states \(keys) lead"
            result.append(Violation(at: location, length: length,
                                    "check '\(screen.id.value)' does not say where \(resource.id) \(states)",
                                    hint: "add \(missing.map { "`\($0): <screen>`" }.joined(separator: ", ")) under `on:`, "
                                        + "or `\(CheckRouting.otherwiseKey): <screen>` for every state left",
                                    screen: screen.id.value))
        }
        for screen in flow.screens {
            guard let producible = FlowGraph.producibleOutcomes(of: screen, catalog: context.catalog, ios: ios),
                  let resource = FlowGraph.resource(of: screen, catalog: context.catalog) else { continue }
            let isButton = screen.kind.value == .locationButton
            let what = isButton ? "the location button" : "the \(resource.displayName) alert"
            let legal = producible.map(\.key.rawValue)
            let mapped = Set(screen.outcomes.map(\.key.value))
            let missing = legal.filter { !mapped.contains($0) }
            if !missing.isEmpty {
                let keys = missing.map { "'\($0)'" }.joined(separator: ", ")
                let noun = missing.count == 1 ? "outcome" : "outcomes"
                let (location, length) = onKeyLocation(of: screen, in: flow.source)
                result.append(Violation(at: location, length: length,
                                        "'\(screen.id.value)' does not map \(what)'s \(noun) \(keys) to a screen",
                                        hint: "add \(missing.map { "`\($0): <screen>`" }.joined(separator: ", ")) under `on:`",
                                        screen: screen.id.value))
            }
            for outcome in screen.outcomes where !legal.contains(outcome.key.value) {
                let key = outcome.key.value
                var message = "\(what) has no '\(key)' outcome"
                var meant: String?
                if isButton, resource.outcomes.contains(where: { $0.key.rawValue == key }) {
                    message += "; a location button grants one-time access only"
                } else if let other = resource.outcomes.first(where: { $0.key.rawValue == key }) {
                    message = "\(what) on iOS \(ios) has no '\(key)' outcome (\(Self.describe(other.ios)) offer it)"
                } else if let near = Self.meantOutcome(key, legal: legal) {
                    meant = near
                    message += "; did you mean '\(near)'?"
                }
                var violation = Violation(outcome.key, message,
                                          screen: screen, hint: "\(what)'s outcomes on iOS \(ios): \(legal.joined(separator: ", "))")
                violation.replacement = meant
                result.append(violation)
            }
        }
        return result
    }

    /// Words written for an alert's answers that are no typo of its outcome keys (`cancel` for
    /// Don't Allow, a bare `allow` where the alert offers only kinds of Allow), each with the keys
    /// it may mean, most likely first; the first the alert has is suggested.
    static let outcomeAliases: [String: [OutcomeKey]] = {
        let deny: [OutcomeKey] = [.deny, .askNotToTrack, .keepWhileUsing]
        let allow: [OutcomeKey] = [.allow, .allowWhileUsing, .allowFull, .allowAlways]
        var table: [String: [OutcomeKey]] = [:]
        for word in ["deny", "cancel", "denied", "decline", "declined", "reject", "rejected", "refuse", "no", "dont-allow",
                     "don't-allow", "do-not-allow", "not-allowed", "disallow", "block", "later", "not-now", "dismiss"] {
            table[word] = deny
        }
        for word in ["allow", "allowed", "accept", "accepted", "grant", "granted", "yes", "ok", "authorized",
                     "authorised", "approve", "approved"] {
            table[word] = allow
        }
        let meaningOne: [String: OutcomeKey] = [
            "allow-when-in-use": .allowWhileUsing, "when-in-use": .allowWhileUsing, "while-using": .allowWhileUsing,
            "always": .allowAlways, "once": .allowOnce, "limited": .limit, "select": .limit, "full": .allowFull,
            "full-access": .allowFull, "track": .allow, "dont-track": .askNotToTrack, "ask-app-not-to-track": .askNotToTrack]
        for (word, key) in meaningOne { table[word] = [key] }
        return table
    }()

    /// The outcome key `key` most likely means among `legal`: a word for the same answer
    /// (`outcomeAliases`), else the nearest key by edit distance.
    static func meantOutcome(_ key: String, legal: [String]) -> String? {
        let lowered = key.lowercased().replacingEvery("_", with: "-").replacingEvery(" ", with: "-")
        if let meant = outcomeAliases[lowered]?.first(where: { legal.contains($0.rawValue) }) { return meant.rawValue }
        return Suggestion.nearest(to: key, in: legal)
    }

    /// "iOS 18 and later", "iOS 14 to 16".
    public static func describe(_ range: IOSRange) -> String {
        switch (range.from, range.through) {
        case let (from?, through?): "iOS \(from) to \(through)"
        case let (from?, nil): "iOS \(from) and later"
        case let (nil, through?): "iOS \(through) and earlier"
        case (nil, nil): "all iOS versions"
        }
    }

    /// Where the screen's `on:` key is written: searched backwards from its first outcome key (the
    /// mapping's own node does not keep its key's position), else the screen id.
    func onKeyLocation(of screen: Screen, in source: SourceFile) -> (SourceLocation, Int) {
        guard let first = screen.outcomes.first?.key.location else { return (screen.id.location, screen.id.length) }
        var lineNumber = first.line
        while lineNumber >= screen.id.location.line, source.line(lineNumber) != nil {
            // Only the screen's own text is searched (from its id, up to the first outcome), so a
            // one-line flow is not copied whole for every screen.
            let from = lineNumber == screen.id.location.line ? max(0, screen.id.location.column - 1) : 0
            let to = lineNumber == first.line ? max(from, first.column - 1) : source.scalarCount(ofLine: lineNumber)
            let scalars = Array(source.scalars(ofLine: lineNumber, from..<to).unicodeScalars)
            var index = scalars.count - 2
            while index >= 0 {
                let before = index == 0 ? " " : scalars[index - 1]
                if scalars[index] == "o", scalars[index + 1] == "n", [" ", "{", ","].contains(before) {
                    let rest = scalars[(index + 2)...].drop { $0 == " " }
                    if rest.first == ":" { return (SourceLocation(line: lineNumber, column: from + index + 1), 2) }
                }
                index -= 1
            }
            lineNumber -= 1
        }
        return (screen.id.location, screen.id.length)
    }
}
