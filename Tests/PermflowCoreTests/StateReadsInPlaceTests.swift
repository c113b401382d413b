import Testing
@testable import PermflowCore

/// What the state analysis now reads in place (branch flows32i): a check's route from the
/// screen's outcomes, a resource's states and settable states without the arrays and set made
/// per call. Each is pinned against the way it was made before.
@Suite struct StateReadsInPlaceTests {
    /// `ResourceInfo.settableStates(ios:)` as it was: a set of excluded states, and the outcomes
    /// filtered into an array first.
    static func settableBefore(_ info: ResourceInfo, ios version: Int) -> [PermissionState] {
        var states: [PermissionState] = [.notDetermined]
        for outcome in info.outcomes(ios: version) where !states.contains(outcome.state) { states.append(outcome.state) }
        if info.has(.settingsOffersAlways), !states.contains(.always) { states.append(.always) }
        if info.has(.provisional), !states.contains(.provisional) { states.append(.provisional) }
        for other in info.otherStates where other.ios.contains(version) && !states.contains(other.state) { states.append(other.state) }
        let excluded: Set<PermissionState> = [.allowedOnce, .provisional, .restricted]
        return states.filter { !excluded.contains($0) && ($0 != .notDetermined || info.grantsOnce) }
    }

    @Test func settableStatesAreAsBeforeForEveryResourceAndVersion() {
        let catalog = SystemAlertCatalog.standard
        var compared = 0
        for info in catalog.resources {
            for version in IOSVersions.drawn {
                #expect(info.settableStates(ios: version) == Self.settableBefore(info, ios: version), "\(info.id.rawValue) iOS \(version)")
                compared += 1
            }
        }
        #expect(compared > 20)
    }

    @Test func aChecksRouteReadInPlaceIsTheMappedKeysRoute() throws {
        let flows = try MayCutTests.flows()
        var checks = 0
        for (name, flow) in flows {
            let system = SystemModel(catalog: .standard, ios: flow.ios.value)
            for screen in flow.screens where screen.kind.value == .check {
                checks += 1
                for state in PermissionState.allCases {
                    for precise in [true, false] {
                        #expect(system.route(reading: state, precise: precise, on: screen)
                                    == system.route(reading: state, precise: precise, mapped: screen.orderedOutcomeKeys),
                                "\(name) '\(screen.id.value)' \(state) precise \(precise)")
                    }
                }
            }
        }
        #expect(checks > 10)
    }
}
