import Testing
@testable import PermflowCore

/// The state analysis keeps what each search asks the model (an alert's request per fact, a
/// check's route per state) in a row per acting screen, or in dictionaries for a resource with
/// more than `listedRows` acting screens (branch flows32g). These pin that both give the same
/// findings, and that the catalog reads the analysis now makes in place answer as the scans did.
@Suite struct StateAnalysisRowsTests {
    @Test func rowsAndDictionariesFindTheSameOnEveryFlow() throws {
        var findings = 0, flows = 0
        var texts = try MayCutTests.flows()
        // One resource with many acting screens: 80 camera features, each checked, explained and asked.
        texts.append(("80 camera checks", try #require(Self.manyChecks(80))))
        for (name, flow) in texts {
            let graph = FlowGraph(flow: flow, catalog: .standard)
            let listed = PermissionStateAnalysis(flow: flow, graph: graph, catalog: .standard)
            let keyed = PermissionStateAnalysis(flow: flow, graph: graph, catalog: .standard, listedRows: 0)
            #expect(listed.findings.map(Self.describe) == keyed.findings.map(Self.describe), "\(name)")
            findings += listed.findings.count
            flows += 1
        }
        // Some flows have findings (bad flows, rule examples): the comparison is not of empty lists.
        #expect(flows > 100 && findings > 10, "\(flows) flows, \(findings) findings")
        let many = try #require(texts.last?.1)
        let analysis = PermissionStateAnalysis(flow: many, graph: FlowGraph(flow: many, catalog: .standard), catalog: .standard)
        // Each feature's "Try again" asks again after its own denial: 80 alerts after a denial.
        #expect(analysis.findings.filter { $0.kind == .alertAfterDenial }.count == 80)
    }

    @Test func aLevelStoredUnderAResourceIsFoundInPlace() {
        let catalog = SystemAlertCatalog.standard
        for resource in catalog.resources {
            #expect(catalog.hasLevel(storedUnder: resource.id)
                        == catalog.resources.contains { $0.storedUnder?.resource == resource.id }, "\(resource.id)")
        }
        #expect(catalog.hasLevel(storedUnder: "photos"))
        #expect(!catalog.hasLevel(storedUnder: "camera"))
        #expect(!catalog.hasLevel(storedUnder: "no-such-resource"))
    }

    @Test func settableStatesAreTheStatesLessTheOnesSettingsCannotSet() {
        var checked = 0
        for resource in SystemAlertCatalog.standard.resources {
            for version in IOSVersions.table.map(\.version) {
                var states: [PermissionState] = [.notDetermined]
                for outcome in resource.outcomes(ios: version) where !states.contains(outcome.state) { states.append(outcome.state) }
                #expect(Array(resource.states(ios: version).prefix(states.count)) == states, "\(resource.id) iOS \(version)")
                let excluded: Set<PermissionState> = [.allowedOnce, .provisional, .restricted]
                let settable = resource.states(ios: version).filter { !excluded.contains($0) && ($0 != .notDetermined || resource.grantsOnce) }
                #expect(resource.settableStates(ios: version) == settable, "\(resource.id) iOS \(version)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    /// A flow of `count` camera features: home → check → (not determined) pre-alert → alert →
    /// allowed: done, denied: an app screen whose "Try again" asks again (no pointer to Settings).
    static func manyChecks(_ count: Int) -> Flow? {
        var text = "permflow: 1\nname: Many\napp: Receipts\nstart: h0\nscreens:\n"
        for index in 0..<count {
            let next = index + 1 < count ? "h\(index + 1)" : "end"
            text += """
              h\(index):
                kind: app
                title: Step \(index)
                actions:
                  - label: Scan
                    go: c\(index)
                  - label: Skip
                    go: \(next)
              c\(index):
                kind: check
                resource: camera
                on:
                  not-determined: w\(index)
                  denied: o\(index)
                  allowed: d\(index)
              w\(index):
                kind: pre-alert
                resource: camera
                title: Scan receipts
                body: Receipts reads the totals on the receipts you scan.
                button: Continue
                next: a\(index)
              a\(index):
                kind: alert
                resource: camera
                purpose: Receipts uses the camera to read the totals on receipts you scan.
                on:
                  allow: d\(index)
                  deny: o\(index)
              d\(index):
                kind: app
                title: Ready
                actions:
                  - label: Next
                    go: \(next)
              o\(index):
                kind: app
                title: Camera is off
                actions:
                  - label: Try again
                    go: a\(index)
                  - label: Next
                    go: \(next)

            """
        }
        text += "  end:\n    kind: end\n    title: Done\n"
        return FlowParser().parse(path: "many.yaml", text: text).flow
    }

    static func describe(_ finding: PermissionStateAnalysis.Finding) -> String {
        "\(finding.kind) \(finding.screen) \(finding.resource) \(finding.state) \(finding.cause) \(finding.relaunched) "
            + "\(finding.edge.from)->\(finding.edge.to ?? -1) \(finding.path)"
    }
}
