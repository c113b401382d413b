import Testing
@testable import PermflowCore

/// FlowGraph: how a flow becomes nodes and edges, and the searches rules run over it.
@Suite struct FlowGraphTests {
    static let receipts = HomeFlow(name: "Receipts", app: "Receipts", title: "Receipts",
            actions: [("Scan a receipt", "why-camera"), ("Type it in", "manual")]).expand(indented: """
      why-camera:
        kind: pre-alert
        resource: camera
        title: Scan receipts with your camera
        button: Continue
        next: camera
      camera:
        kind: alert
        resource: camera
        purpose: Receipts uses the camera to read the totals on receipts you scan.
        on:
          allow: scanner
          deny: manual
      manual:
        kind: app
        title: Type it in
        actions:
          - label: Save
            go: scanner
          - label: Broken
            go: nowhere
      scanner:
        kind: end
        title: Receipt saved
      orphan:
        kind: end
        title: Never reached
    """)

    func graph(_ yaml: String) throws -> (Flow, FlowGraph) {
        let flow = try #require(FlowParser().parse(path: "graph.yaml", text: yaml).flow)
        return (flow, FlowGraph(flow: flow, catalog: .standard))
    }

    func index(_ flow: Flow, _ id: String) throws -> Int { try #require(flow.screenIndex[id]) }

    @Test func nodesKeepIdsKindsAndResources() throws {
        let (flow, graph) = try graph(Self.receipts)
        #expect(graph.ids == ["home", "why-camera", "camera", "manual", "scanner", "orphan"])
        #expect(graph.kinds == [.app, .preAlert, .alert, .app, .end, .end])
        #expect(graph.resources == [nil, "camera", "camera", nil, nil, nil])
        #expect(graph.start == (try index(flow, "home")))
        #expect(graph.outgoing.count == flow.screens.count)
        #expect(graph.incoming.count == flow.screens.count)
    }

    @Test func edgesForActionsNextAndOutcomes() throws {
        let (flow, graph) = try graph(Self.receipts)
        let home = graph.outgoing[try index(flow, "home")]
        #expect(home.count == 2)
        #expect(home[0].kind == .action(index: 0, label: "Scan a receipt"))
        #expect(home[0].to == (try index(flow, "why-camera")))
        #expect(home[0].isAction)
        #expect(home[0].target.location == SourceLocation(line: 11, column: 13))

        let preAlert = graph.outgoing[try index(flow, "why-camera")]
        #expect(preAlert.map(\.kind) == [.next])
        #expect(preAlert[0].to == (try index(flow, "camera")))

        let alert = graph.outgoing[try index(flow, "camera")]
        #expect(alert.map(\.kind) == [.outcome(key: "allow", state: .authorized), .outcome(key: "deny", state: .denied)])
        #expect(alert.map(\.outcomeKey) == ["allow", "deny"])
        #expect(alert.map(\.storedState) == [.authorized, .denied])
        #expect(!alert[0].isAction)
        #expect(preAlert[0].storedState == nil)
    }

    @Test func missingTargetsHaveNoIndexAndNoIncomingEdge() throws {
        let (flow, graph) = try graph(Self.receipts)
        let manual = graph.outgoing[try index(flow, "manual")]
        #expect(manual.count == 2)
        #expect(manual[1].to == nil)
        #expect(manual[1].target.value == "nowhere")
        let incomingCount = graph.incoming.reduce(0) { $0 + $1.count }
        let resolvedCount = graph.outgoing.joined().filter { $0.to != nil }.count
        #expect(incomingCount == resolvedCount)
    }

    @Test func incomingMirrorsOutgoing() throws {
        let (flow, graph) = try graph(Self.receipts)
        let scanner = try index(flow, "scanner")
        let sources = graph.incoming[scanner].map { graph.ids[$0.from] }.sorted()
        #expect(sources == ["camera", "manual"])
        #expect(graph.incoming[try index(flow, "home")].isEmpty)
        #expect(graph.incoming[try index(flow, "orphan")].isEmpty)
    }

    @Test func outcomeStatesFollowTheFlowsIOSVersion() throws {
        let yaml = demoFlow(header: "ios: 17\n", """
          contacts:
            kind: alert
            resource: contacts
            purpose: Demo finds friends among your contacts.
            on:
              allow-full: done
              limit: done
              deny: done
        """)
        let (_, graph) = try graph(yaml)
        #expect(graph.outgoing[0].map(\.storedState) == [.authorized, nil, .denied])
        let (_, newer) = try self.graph(yaml.replacingOccurrences(of: "ios: 17", with: "ios: 18"))
        #expect(newer.outgoing[0].map(\.storedState) == [.authorized, .limited, .denied])
    }

    @Test func locationButtonProducesOnlyOneTimeAccessOrDenial() throws {
        let yaml = demoFlow("""
          near-me:
            kind: location-button
            label: Current Location
            purpose: Demo uses your location once to find stores near you.
            on:
              allow-once: done
              allow-while-using: done
              deny: done
        """)
        let (flow, graph) = try graph(yaml)
        #expect(graph.resources[0] == "location")
        #expect(graph.outgoing[0].map(\.storedState) == [.allowedOnce, nil, .denied])
        let producible = FlowGraph.producibleOutcomes(of: flow.screens[0], catalog: .standard, ios: 18)
        #expect(producible?.map(\.key) == ["allow-once", "deny"])
        #expect(FlowGraph.producibleOutcomes(of: flow.screens[1], catalog: .standard, ios: 18) == nil)
    }

    @Test func reachabilityFromStart() throws {
        let (flow, graph) = try graph(Self.receipts)
        let reachable = graph.reachableFromStart
        #expect(flow.screens.indices.filter { !reachable[$0] }.map { graph.ids[$0] } == ["orphan"])
    }

    @Test func reachabilityCanSkipEdges() throws {
        let (flow, graph) = try graph(Self.receipts)
        let withoutActions = graph.reachable(from: [try index(flow, "why-camera")]) { !$0.isAction }
        let ids = flow.screens.indices.filter { withoutActions[$0] }.map { graph.ids[$0] }
        #expect(ids == ["why-camera", "camera", "manual", "scanner"])
        let onlyHome = graph.reachable(from: [try index(flow, "home")]) { _ in false }
        #expect(onlyHome.filter { $0 }.count == 1)
    }

    @Test func missingStartReachesNothing() throws {
        let (_, graph) = try graph(Self.receipts.replacingOccurrences(of: "start: home", with: "start: hom"))
        #expect(graph.start == nil)
        #expect(!graph.reachableFromStart.contains(true))
    }

    @Test func searchFindsShortestPathsAndDescribesThem() throws {
        let (flow, graph) = try graph(Self.receipts)
        let home = try index(flow, "home")
        let search = graph.search(from: [home])
        let scanner = FlowGraph.Search<FlowGraph.Stateless>.Node(screen: try index(flow, "scanner"), state: .init())
        #expect(search.reached(scanner))
        let path = search.edges(to: scanner)
        // home → manual → scanner (2 edges) beats home → why-camera → camera → scanner (3).
        #expect(path.count == 2)
        #expect(graph.describe(path: path, from: home) == "home \u{2192} manual \u{2192} scanner")
        #expect(search.root(of: scanner).screen == home)
        #expect(search.order.first?.screen == home)
        let orphan = FlowGraph.Search<FlowGraph.Stateless>.Node(screen: try index(flow, "orphan"), state: .init())
        #expect(!search.reached(orphan))
        #expect(search.edges(to: orphan).isEmpty)
    }

    @Test func describedPathsNameOutcomes() throws {
        let (flow, graph) = try graph(Self.receipts)
        let start = try index(flow, "why-camera")
        let search = graph.search(from: [start]) { $0.outcomeKey != "allow" }
        let scanner = FlowGraph.Search<FlowGraph.Stateless>.Node(screen: try index(flow, "scanner"), state: .init())
        #expect(graph.describe(path: search.edges(to: scanner), from: start)
            == "why-camera \u{2192} camera (deny) \u{2192} manual \u{2192} scanner")
    }

    @Test func searchWithStateVisitsEachScreenOncePerState() throws {
        let (flow, graph) = try graph(Self.receipts)
        // State: has the camera been allowed on this path?
        let search = graph.search(from: [(screen: try index(flow, "home"), state: false)]) { edge, allowed in
            allowed || edge.storedState == .authorized
        }
        let screens = Set(search.order.map(\.screen))
        #expect(search.order.count <= flow.screens.count * 2)
        #expect(search.order.count == Set(search.order).count)
        let scanner = try index(flow, "scanner")
        let allowed = FlowGraph.Search<Bool>.Node(screen: scanner, state: true)
        let notAllowed = FlowGraph.Search<Bool>.Node(screen: scanner, state: false)
        #expect(search.reached(allowed) && search.reached(notAllowed))
        #expect(graph.describe(path: search.edges(to: allowed), from: try index(flow, "home"))
            == "home \u{2192} why-camera \u{2192} camera (allow) \u{2192} scanner")
        #expect(!screens.contains(try index(flow, "orphan")))
    }

    @Test func searchStepCanRefuseEdges() throws {
        let (flow, graph) = try graph(Self.receipts)
        let search = graph.search(from: [(screen: try index(flow, "home"), state: 0)]) { _, depth in
            depth < 1 ? depth + 1 : nil
        }
        #expect(Set(search.order.map { graph.ids[$0.screen] }) == ["home", "why-camera", "manual"])
    }

    @Test func multipleRootsAreSearchedTogether() throws {
        let (flow, graph) = try graph(Self.receipts)
        let roots = [try index(flow, "orphan"), try index(flow, "manual"), try index(flow, "orphan")]
        let search = graph.search(from: roots)
        #expect(search.order.prefix(2).map { graph.ids[$0.screen] } == ["orphan", "manual"])
        let scanner = FlowGraph.Search<FlowGraph.Stateless>.Node(screen: try index(flow, "scanner"), state: .init())
        #expect(search.root(of: scanner).screen == (try index(flow, "manual")))
    }

    @Test func longPathsLoseTheirMiddle() throws {
        var screens = ""
        for number in 0..<30 {
            screens += "  s\(number):\n    kind: app\n    title: S\n    actions:\n      - label: On\n        go: s\(number + 1)\n"
        }
        screens += "  s30:\n    kind: end\n    title: End\n"
        let (flow, graph) = try graph("permflow: 1\nname: Long\napp: Demo\nstart: s0\nscreens:\n" + screens)
        let search = graph.search(from: [0])
        let last = FlowGraph.Search<FlowGraph.Stateless>.Node(screen: try index(flow, "s30"), state: .init())
        #expect(search.depth(of: last) == 30)
        #expect(search.edges(to: last).count == 30)
        #expect(search.edges(to: last, last: 3).map { graph.ids[$0.from] } == ["s27", "s28", "s29"])
        let shown = (20...30).map { "s\($0)" }.joined(separator: " \u{2192} ")
        #expect(graph.describe(pathTo: last, in: search) == "s0 \u{2192} \u{2026} \u{2192} " + shown)
        let near = FlowGraph.Search<FlowGraph.Stateless>.Node(screen: try index(flow, "s3"), state: .init())
        #expect(graph.describe(pathTo: near, in: search) == "s0 \u{2192} s1 \u{2192} s2 \u{2192} s3")
        #expect(search.root(of: near).screen == 0)
    }

    @Test func cyclesTerminate() throws {
        let yaml = """
        permflow: 1
        name: Loop
        app: Demo
        start: a
        screens:
          a:
            kind: app
            title: A
            actions:
              - label: To B
                go: b
          b:
            kind: app
            title: B
            actions:
              - label: To A
                go: a
              - label: Stay
                go: b
        """
        let (_, graph) = try graph(yaml)
        #expect(graph.reachableFromStart == [true, true])
        let search = graph.search(from: [0])
        #expect(search.order.count == 2)
    }

    // MARK: Strongly connected components

    @Test func componentsGroupLoopsAndNumberInReverseTopologicalOrder() throws {
        let (flow, graph) = try graph("""
        permflow: 1
        name: Loops
        app: Demo
        start: a
        screens:
          a: {kind: app, title: A, actions: [{label: B, go: b}]}
          b: {kind: app, title: B, actions: [{label: A, go: a}, {label: C, go: c}, {label: Gone, go: gone}]}
          c: {kind: app, title: C, actions: [{label: C, go: c}, {label: D, go: d}]}
          d: {kind: end, title: D}
        """)
        let components = graph.stronglyConnectedComponents()
        let component = components.component
        let (a, b, c, d) = try (index(flow, "a"), index(flow, "b"), index(flow, "c"), index(flow, "d"))
        #expect(components.count == 3)
        #expect(component[a] == component[b])
        #expect(Set([component[a], component[c], component[d]]).count == 3)
        // Every edge between components goes to a smaller number.
        for edges in graph.outgoing {
            for edge in edges {
                guard let to = edge.to else { continue }
                #expect(component[edge.from] >= component[to])
            }
        }
    }

    @Test func componentsOfAHundredThousandScreenRingNeedNoRecursion() throws {
        let flow = StructureRulesTests.chain(100_000, back: 0)
        let components = FlowGraph(flow: flow, catalog: .standard).stronglyConnectedComponents()
        #expect(components.count == 2)  // the ring, and the end screen
        #expect(Set(components.component.prefix(100_000)).count == 1)
    }
}
