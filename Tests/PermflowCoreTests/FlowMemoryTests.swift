import Foundation
import Testing
@testable import PermflowCore

/// What a large flow holds per value (issue 32: one flow of 100,001 screens peaked at 385 MiB);
/// docs/benchmarks.md, "Issue 32: memory", has the figures these sizes give.
@Suite struct FlowMemoryTests {
    @Test func locationsAndLocatedValuesUse32BitNumbers() {
        #expect(MemoryLayout<PermflowCore.SourceLocation>.size == 8)
        #expect(MemoryLayout<Located<String>>.size == 28)
        #expect(MemoryLayout<Located<String>?>.stride == 32)
        // Clamped past 32 bits, never trapped; read back as Int.
        let far = PermflowCore.SourceLocation(line: Int.max, column: -5)
        #expect(far.line == Int(Int32.max) && far.column == -5)
        var located = Located("x", at: .fileStart, length: 0)
        #expect(located.length == 1)
        located.length = Int.max
        #expect(located.length == Int(Int32.max))
    }

    @Test func aLocationIsCodedWithIntegerLineAndColumn() throws {
        let data = try JSONEncoder().encode(PermflowCore.SourceLocation(line: 12, column: 5))
        #expect(String(decoding: data, as: UTF8.self).contains("\"line\":12"))
        #expect(try JSONDecoder().decode(PermflowCore.SourceLocation.self, from: data) == PermflowCore.SourceLocation(line: 12, column: 5))
    }

    /// The fields most screens set are stored; the rest cost a screen 8 bytes until one is set.
    @Test func aScreenStoresTheFieldsFewScreensSetApart() {
        #expect(MemoryLayout<Screen.Fields>.size <= 300)
        var screen = Screen(id: Located("a", at: .fileStart), kind: Located(.locationButton, at: .fileStart),
                            location: .fileStart)
        #expect(screen.label == nil && screen.suppressions.isEmpty)
        let copy = screen
        screen.label = Located("Share location", at: PermflowCore.SourceLocation(line: 3, column: 4))
        screen.suppressions = [Suppression(ruleID: Located("purpose-brief", at: .fileStart), reason: Located("legal", at: .fileStart))]
        #expect(screen.label?.value == "Share location" && screen.suppressions.count == 1)
        // A copy taken before is not changed by a write to the other (copy on write, both levels).
        #expect(copy.label == nil && copy.suppressions.isEmpty)
        var second = screen
        second.label = nil
        #expect(screen.label?.value == "Share location" && second.label == nil && second.suppressions.count == 1)
    }

    /// The line index is offsets into the text; lines come out as the text's substrings, without
    /// LF or CR LF (a CR alone, or at the very end, stays).
    @Test func linesAreCutFromOffsetsAsBefore() throws {
        let text = "permflow: 1\r\nname: x\n\nlast\r\r\nend\r"
        let source = SourceFile(path: "x.yaml", text: text)
        #expect(Array(source.lines) == ["permflow: 1", "name: x", "", "last\r", "end\r"])
        #expect(source.line(5) == "end\r" && source.line(6) == nil && source.line(0) == nil)
        #expect(Array(SourceFile(path: "x", text: "").lines) == [""])
        #expect(Array(SourceFile(path: "x", text: "a\n").lines) == ["a", ""])
        #expect(Array(SourceFile(path: "x", text: "한국어\r\n😀\n").lines) == ["한국어", "😀", ""])
        #expect(MemoryLayout<SourceFile.Lines>.size <= 32)
    }
}

/// What the lint of a large flow keeps beside the flow (issue 32, second branch): the graph's
/// entering edges and its searches refer to `outgoing` instead of copying edges, and the texts
/// near an alert are made as they are read from one flag a screen. docs/benchmarks.md has the
/// figures ("Issue 32: memory, second branch").
@Suite struct LintMemoryTests {
    func context() throws -> LintContext {
        // Home's two actions lead to a pre-alert and to `manual`, whose actions lead to the end
        // screen and nowhere; `camera` allows into the end screen too.
        LintContext(flow: try #require(FlowParser().parse(path: "memory.yaml", text: FlowGraphTests.receipts).flow))
    }

    /// A screen's entering edges are its targets' edges in `outgoing`, in the order of their
    /// screens and places there, as the copies were; only a (screen, place) pair is stored.
    @Test func enteringEdgesAreReadFromOutgoing() throws {
        let graph = try context().graph
        var expected = Array(repeating: [(from: Int, target: String)](), count: graph.outgoing.count)
        for edges in graph.outgoing {
            for edge in edges { if let to = edge.to { expected[to].append((edge.from, edge.target.value)) } }
        }
        #expect(graph.incoming.count == graph.outgoing.count)
        for screen in graph.incoming.indices {
            let entering = graph.incoming[screen]
            #expect(entering.map(\.from) == expected[screen].map(\.from))
            #expect(entering.map(\.target.value) == expected[screen].map(\.target))
            #expect(entering.allSatisfy { $0.to == screen })
        }
        // The alert and manual's first action lead to scanner; the broken action enters nothing.
        let scanner = try #require(graph.ids.firstIndex(of: "scanner"))
        #expect(graph.incoming[scanner].map { graph.ids[$0.from] } == ["camera", "manual"])
        #expect(graph.incoming.references.count == graph.outgoing.joined().filter { $0.to != nil }.count)
        #expect(MemoryLayout<FlowGraph.Incoming>.size <= 24)
    }

    /// A search stores, per node reached, the edge taken as its place in `outgoing`: a copy of
    /// the edge made the entry about 130 bytes.
    @Test func aSearchKeepsNoCopyOfTheEdgesTaken() throws {
        let context = try context()
        let graph = context.graph
        #expect(MemoryLayout<FlowGraph.Search<FlowGraph.Stateless>.Step>.stride <= 40)
        let home = try #require(graph.start)
        let scanner = try #require(graph.ids.firstIndex(of: "scanner"))
        let search = graph.search(from: [home])
        let node = FlowGraph.Search<FlowGraph.Stateless>.Node(screen: scanner, state: .init())
        #expect(search.reached(node) && search.depth(of: node) == 2)
        #expect(graph.describe(pathTo: node, in: search) == "home → manual → scanner")
        // Read back from their places: home's second action, then manual's first.
        #expect(search.edges(to: node).map(\.kind) == [.action(index: 1, label: "Type it in"), .action(index: 0, label: "Save")])
        #expect(search.edges(to: node, last: 1).map(\.from) == [try #require(graph.ids.firstIndex(of: "manual"))])
    }

    /// The texts people read with an alert in view: made from one flag a screen, kept in the
    /// file's cache, the same on every read; a location button's label and other screens' texts
    /// (but their purpose strings) are left out.
    @Test func copyNearAnAlertIsMadeFromAFlagAScreen() throws {
        let context = try context()
        let read = SystemAlertLook.copyNearAlert(context).map { "\($0.screen.id.value) \($0.field): \($0.text.value)" }
        #expect(read == [
            "home title: Receipts", "home action: Scan a receipt", "home action: Type it in",
            "why-camera title: Scan receipts with your camera", "why-camera button: Continue",
            "camera purpose: Receipts uses the camera to read the totals on receipts you scan.",
        ])
        #expect(SystemAlertLook.copyNearAlert(context).map { "\($0.screen.id.value) \($0.field): \($0.text.value)" } == read)
        let flags = context.fileCache.value(LintCacheKey<[Bool]>(.copyNearAlert)) { [] }
        #expect(flags == SystemAlertLook.screensBeforeAlert(context))
        #expect(flags.count == context.flow.screens.count)
    }
}
