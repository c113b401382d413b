/// Reading what a flow says about the Health sheet: the data types a health alert asks to share
/// (write) and to read, its share purpose, and the one type a health check reads.
extension NodeReader {
    /// `share:` or `read:` on an alert (a list of type names) or a check (one type name). Names
    /// are checked here, against `HealthSheet.types`; whether the screen may carry the key at all
    /// is `checkHealthKeys`'s business, once the resource is known.
    mutating func healthTypes(_ node: YAMLNode, key: Located<String>, kind: ScreenKind) -> [Located<String>] {
        let field = key.value
        var names: [Located<String>]
        if kind == .check {
            guard case .scalar = node else {
                add(.error, ParseRuleID.type, at: location(of: node),
                    "a check reads one Health data type: `\(field): <type>`, not \(describe(node))",
                    hint: "write one check per type, e.g. `\(field): workouts`")
                return []
            }
            names = string(node, field: field).map { [$0] } ?? []
        } else {
            guard case let .sequence(sequence, _) = node else {
                if case .scalar = node { names = string(node, field: field).map { [$0] } ?? [] } else {
                    add(.error, ParseRuleID.type, at: location(of: node), "`\(field)` must be a list of Health data types, not \(describe(node))",
                        hint: "for example `\(field): [workouts, heart-rate]`")
                    return []
                }
                return checkedTypes(names, field: field)
            }
            let limit = HealthSheet.maxTypesPerList
            if sequence.count > limit {
                add(.error, ParseRuleID.invalidValue, at: location(of: node),
                    "`\(field)` lists \(sequence.count) types; a list holds at most \(limit), the Health data types permflow knows",
                    hint: "name each type once")
            }
            guard spend(min(sequence.count, limit), at: node) else { return [] }
            names = sequence.prefix(limit).compactMap { string($0, field: "\(field) item") }
        }
        return checkedTypes(names, field: field)
    }

    /// Keeps known, unrepeated names; reports the others (with a near match) and types Health
    /// does not let apps write.
    private mutating func checkedTypes(_ names: [Located<String>], field: String) -> [Located<String>] {
        var seen: Set<String> = []
        var result: [Located<String>] = []
        for name in names {
            guard let type = HealthSheet.type(name.value) else {
                add(.error, ParseRuleID.invalidValue, at: name.location, length: name.length,
                    "unknown Health data type '\(name.value)'\(didYouMean(name, in: HealthSheet.typeIDs, rule: ParseRuleID.invalidValue))",
                    hint: "types: \(HealthSheet.typeIDs.joined(separator: ", "))")
                continue
            }
            guard seen.insert(type.id).inserted else {
                add(.error, ParseRuleID.invalidValue, at: name.location, length: name.length,
                    "'\(name.value)' is listed twice in `\(field)`", hint: "the sheet has one switch per type and list")
                continue
            }
            if field == HealthAccessKind.share.rawValue, !type.shareable {
                add(.error, ParseRuleID.invalidValue, at: name.location, length: name.length,
                    "Health does not let apps write '\(name.value)' (\(type.healthKit)); an app may only read it",
                    hint: "move it to `read:`")
                continue
            }
            result.append(name)
        }
        return result
    }

    /// Reports Health keys on a screen whose resource has no Health sheet, a health alert that
    /// asks for no type, and a missing purpose for a list the alert declares is the purpose
    /// rules' business (`purpose-present`).
    mutating func checkHealthKeys(of screen: Screen, present: [(key: Located<String>, value: YAMLNode)]) {
        let kind = screen.kind.value
        guard kind == .alert || kind == .check else { return }
        let resource = screen.resourceID.flatMap { catalog.resource($0) }
        let isHealth = resource?.has(.healthSheet) ?? false
        if !isHealth {
            // An unknown resource is flow-unknown-resource's to report.
            guard let resource else { return }
            for (key, _) in present where FlowKeys.healthOnly.contains(key.value) {
                add(.error, ParseRuleID.keyNotAllowed, at: key.location, length: key.length,
                    "`\(key.value)` belongs to a health \(kind.rawValue): \(resource.id) has no Health data types",
                    hint: "remove it, or make the screen's resource `health`")
            }
            return
        }
        if kind == .check {
            if !screen.healthShare.isEmpty, !screen.healthRead.isEmpty,
               let key = present.first(where: { $0.key.value == HealthAccessKind.read.rawValue })?.key {
                add(.error, ParseRuleID.keyNotAllowed, at: key.location, length: key.length,
                    "a check reads one Health data type: `share:` or `read:`, not both", hint: "write a check for each")
            }
            if let key = present.first(where: { $0.key.value == "share-purpose" })?.key {
                add(.error, ParseRuleID.keyNotAllowed, at: key.location, length: key.length,
                    "a check draws nothing, so it has no `share-purpose`", hint: "put it on the health alert")
            }
            return
        }
        let declared = present.contains { [HealthAccessKind.share.rawValue, HealthAccessKind.read.rawValue].contains($0.key.value) }
        if !declared {
            add(.error, ParseRuleID.missingKey, at: screen.id.location, length: screen.id.length,
                "health alert '\(screen.id.value)' asks for no Health data type: HealthKit's request needs `share:` or `read:`",
                hint: "list the types the sheet's switches are for, e.g. `share: [workouts]` and `read: [heart-rate]`")
        }
    }
}

extension NodeReader {
    /// A health check without `share:` reads read access (one type's, or the request's as a
    /// whole), and an app learns only whether it was asked: HealthKit answers a read of a denied
    /// type as if there were no data. Routing on `denied`, `authorized` or `allowed` there is
    /// an error that says so, at the key.
    mutating func healthReadRouteKeys(of screen: Screen) {
        let legal = CheckRouting.healthReadKeys
        let what = screen.healthRead.first.map { "read access to '\($0.value)'" } ?? "the Health request"
        for outcome in screen.outcomes where !legal.contains(outcome.key.value) {
            let key = outcome.key
            let message: String
            if PermissionState(rawValue: key.value) != nil || key.value == CheckRouting.allowedKey {
                message = "an app cannot learn whether Health read access was allowed or denied (HealthKit answers a denied read as if "
                    + "there were no data), so a check on \(what) cannot route on '\(key.value)'; it sees only "
                    + "`\(PermissionState.notDetermined.rawValue)` and `\(CheckRouting.askedKey)`"
            } else {
                message = "a check on \(what) has no route '\(key.value)'\(didYouMean(key, in: legal, rule: ParseRuleID.unknownKey))"
            }
            add(.error, ParseRuleID.unknownKey, at: key.location, length: key.length, message,
                hint: "route `\(CheckRouting.askedKey)` and let the feature cope with missing data; a share type's state can be read: "
                    + "`share: <type>` with `authorized` and `denied`")
        }
    }
}
