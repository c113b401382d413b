import Foundation
import Testing
@testable import PermflowCore

/// Flow diagrams, their DOT and Mermaid text, and coverage from recorded walks.
@Suite struct GraphTests {
    static let missingTarget = HomeFlow(name: "\"Broken \\\"quoted\\\" flow\"",
            actions: [("Go \"there\"", "nowhere"), ("Finish", "end")]).expand(indented: """
      end:
        kind: end
        title: Done
    """)

    @Test func theCameraFlowHasItsScreensAndEdges() throws {
        let diagram = FlowDiagram(flow: try WalkFixture.bundled("camera"))
        #expect(diagram.nodes.map(\.id) == ["home", "camera-check", "why-camera", "camera", "camera-off", "scanner", "manual", "added"])
        #expect(diagram.nodes.map(\.kind) == [.app, .check, .preAlert, .alert, .settings, .app, .app, .end])
        #expect(diagram.nodes[0].isStart && !diagram.nodes[1].isStart)
        #expect(diagram.nodes[1].caption == "camera state?")
        #expect(diagram.nodes[3].caption == "camera alert")
        #expect(diagram.edges.map { $0.description(in: diagram) } == [
            "home --Scan a receipt--> camera-check", "home --Type it in--> manual",
            "camera-check --not-determined--> why-camera", "camera-check --denied--> camera-off", "camera-check --allowed--> scanner",
            "why-camera --Continue--> camera",
            "camera --allow--> scanner", "camera --deny--> camera-off",
            "camera-off --Open Settings--> scanner", "camera-off --Type it in instead--> manual",
            "scanner --Add receipt--> added", "manual --Add receipt--> added",
        ])
        #expect(!diagram.hasCoverage && diagram.coverageLine == "12/12 edges walked, 100 %")
    }

    @Test func coverageLinesNeverRoundToAllOrNothing() throws {
        var diagram = FlowDiagram(flow: try WalkFixture.bundled("camera"))
        func line(walked: Int, of total: Int) -> String {
            diagram.edges = (0..<total).map { FlowDiagram.Edge(from: 0, to: 0, target: "x", label: "x", kind: .next, walked: $0 < walked) }
            return diagram.coverageLine
        }
        #expect(line(walked: 12, of: 15) == "12/15 edges walked, 80 %")
        #expect(line(walked: 2, of: 3) == "2/3 edges walked, 67 %")
        #expect(line(walked: 199, of: 200) == "199/200 edges walked, 99 %")
        #expect(line(walked: 1, of: 300) == "1/300 edges walked, 1 %")
        #expect(line(walked: 0, of: 3) == "0/3 edges walked, 0 %")
        #expect(line(walked: 0, of: 0) == "0/0 edges walked, 100 %")
    }

    /// Recording every path of a bundled flow, each followed by a relaunch and its first choice
    /// again (so a check routes by the answer the path stored), walks every edge of it but the
    /// routes for states only Settings sets.
    @Test(arguments: WalkFixture.bundledNames)
    func allPathsCoverEveryEdge(name: String) throws {
        let (flowPath, report, walker) = try TranscriptFixture.walkable(name)
        let flow = walker.flow
        var transcripts: [Transcript] = []
        for path in ScriptedWalkTests.allPaths(walker) {
            let script = (path.map(String.init) + ["R"] + path.prefix(1).map(String.init)).joined(separator: ",")
            let walk = try walker.run(script: script)
            #expect(walk.succeeded, "\(name) \(script): \(walk.failure?.message ?? "")")
            let lines = try TranscriptFixture.record(walk, walker: walker, flowPath: flowPath,
                                                     options: TranscriptFixture.options(report))
            transcripts.append(try lines.transcript())
        }
        var diagram = FlowDiagram(flow: flow)
        let coverage = FlowCoverage(diagram: diagram, flow: flow, transcripts: transcripts)
        diagram.apply(coverage)
        #expect(coverage.unmatchedSteps == 0)
        // Calendar's write-only access comes from Settings (or a write-only request), never from
        // this flow's alert.
        // The EU sheet's page leads back to the sheet: a path never goes back to a place it has
        // been, so that edge is walked by TrackingSheetTests and the tmux test, not here.
        let settingsOnly = name == "calendar" ? ["calendar-check --write-only--> tasks"]
            : name == "tracking-eu" ? ["about-ads --Back to the question--> tracking"] : []
        #expect(diagram.edges.filter { !$0.walked }.map { $0.description(in: diagram) } == settingsOnly, "\(name)")
    }

    @Test func skippedAlertsAndLocationButtonsAreFollowed() throws {
        // Deny the camera, relaunch, then Continue on the pre-alert (no check before it): the
        // alert is not shown and `deny` is followed.
        let text = try String(contentsOf: WalkFixture.root.appendingPathComponent("flows/camera.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "go: camera-check", with: "go: why-camera")
        let camera = Walker(flow: try WalkFixture.inline(text))
        let denied = try TranscriptFixture.record(
            try camera.run(script: "enter,enter,enter,R,enter,enter"), walker: camera,
            flowPath: WalkFixture.root.appendingPathComponent("flows/camera.yaml").path, options: RenderOptions()).transcript()
        var diagram = FlowDiagram(flow: camera.flow)
        let coverage = FlowCoverage(diagram: diagram, flow: camera.flow, transcripts: [denied])
        diagram.apply(coverage)
        #expect(diagram.edges.filter(\.walked).map { $0.description(in: diagram) } == [
            "home --Scan a receipt--> why-camera", "why-camera --Continue--> camera", "camera --deny--> camera-off",
        ])
    }

    /// A check's route counts as walked from the transcript's check line, and from a step that
    /// passed the check (the state recorded after the step picks the route).
    @Test func checkRoutesAreFollowed() throws {
        let camera = try WalkFixture.walker("camera")
        let cameraPath = WalkFixture.root.appendingPathComponent("flows/camera.yaml").path
        let denied = try TranscriptFixture.record(
            try camera.run(script: "enter,enter,enter,R,enter"), walker: camera, flowPath: cameraPath,
            options: RenderOptions()).transcript()
        for transcript in [denied, Self.withoutCheckLines(denied)] {
            var diagram = FlowDiagram(flow: camera.flow)
            let coverage = FlowCoverage(diagram: diagram, flow: camera.flow, transcripts: [transcript])
            diagram.apply(coverage)
            #expect(diagram.edges.filter(\.walked).map { $0.description(in: diagram) } == [
                "home --Scan a receipt--> camera-check", "camera-check --not-determined--> why-camera",
                "camera-check --denied--> camera-off", "why-camera --Continue--> camera", "camera --deny--> camera-off",
            ])
        }
    }

    static func withoutCheckLines(_ transcript: Transcript) -> Transcript {
        var copy = transcript
        copy.lines = transcript.lines.filter { if case .event(let event) = $0.entry { event.kind != .check } else { true } }
        return copy
    }

    @Test func missingTargetsAreDrawnApart() throws {
        let flow = try WalkFixture.inline(Self.missingTarget)
        let diagram = FlowDiagram(flow: flow)
        #expect(diagram.missingTargets == ["nowhere"])
        let dot = DotWriter.write(diagram)
        #expect(dot.contains(#""missing screen: nowhere" [label="nowhere\n(no such screen)", shape=box, style=dashed, color=red"#))
        #expect(dot.contains(#""home" -> "missing screen: nowhere" [label="Go \"there\""];"#))
        #expect(dot.contains(#"digraph "Broken \"quoted\" flow" {"#))
        let mermaid = MermaidWriter.write(diagram)
        #expect(mermaid.contains(#"m0["nowhere<br/>(no such screen)"]:::missing"#))
        #expect(mermaid.contains(#"s0 -->|"Go #34;there#34;"| m0"#))
        #expect(mermaid.contains(#"s1(("end<br/>Done"))"#))
        #expect(mermaid.contains("classDef missing"))
    }

    @Test func escaping() {
        #expect(DotWriter.quote(#"a "b" \c"# + "\nd") == #""a \"b\" \\c\nd""#)
        #expect(DotWriter.quote("권한 ‘허용’") == "\"권한 ‘허용’\"")
        #expect(MermaidWriter.escape(#"x "y" #1 <b>&|`;"#) == "x #34;y#34; #35;1 #60;b#62;#38;#124;#96;#59;")
        #expect(MermaidWriter.escape("허용 안 함\n둘째 줄") == "허용 안 함<br/>둘째 줄")
        #expect(MermaidWriter.escape("bell\u{07}") == MermaidWriter.escape(VisibleText.sanitize("bell\u{07}")))
        // A combining mark after a quote makes one Character that equals no quote: the escapers
        // work on scalars, so the quote is escaped all the same.
        #expect(DotWriter.quote("a\"\u{301}b") == "\"a\\\"\u{301}b\"")
        #expect(MermaidWriter.escape("a\"\u{301}|\u{301}b") == "a#34;\u{301}#124;\u{301}b")
        #expect(HTMLReviewWriter.html("\"\u{301}><\u{301}") == "&quot;\u{301}&gt;&lt;\u{301}")
        #expect(MarkdownReviewWriter.md("[\u{301}x](y) |\u{301}") == "\\[\u{301}x\\](y) \\|\u{301}")
        #expect(MarkdownReviewWriter.code("a`\u{301}b") == "``a`\u{301}b``")
        #expect(MarkdownReviewWriter.code("`\u{301}") == "`` `\u{301} ``")
        #expect(FlowDiagram.cut("가나다라마바사아자차카타파하가나다라마바사", to: 10) == "가나다라…")
        #expect(FlowDiagram.cut("short", to: 10) == "short")
    }
}
