import Foundation
import Testing
import Yams
@testable import PermflowCore

/// The event composer must build exactly the tree Yams builds (strings, styles, marks,
/// anchors, aliases), and hand back to Yams every text it does not model.
@Suite struct EventComposerTests {
    static let root = BundledFlowsTests.root

    /// Every YAML file the project ships or tests with: flows, bad flows, parse errors,
    /// hostile inputs, the fuzz corpus, and the rule examples.
    static func corpus() throws -> [(name: String, text: String)] {
        var result: [(String, String)] = []
        let folders = ["flows", "flows/bad", "flows/bad/parse", "Tests/Hostile", "Tests/Fuzz/corpus"]
        for folder in folders {
            let directory = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() {
                let url = directory.appendingPathComponent(name)
                guard let data = try? Data(contentsOf: url), data.count < 1_000_000,
                      let text = String(data: data, encoding: .utf8) else { continue }
                result.append(("\(folder)/\(name)", text))
            }
        }
        for rule in RuleRegistry.all {
            for (index, example) in (rule.description.triggering + rule.description.nonTriggering).enumerated() {
                result.append(("\(rule.description.id) example \(index)", example.yaml))
            }
        }
        return result
    }

    /// A node written out with everything NodeReader reads from it, up to `budget` nodes (alias
    /// bombs in the hostile files repeat anchored values exponentially).
    static func describe(_ node: Node) -> String {
        var budget = 20_000
        return describe(node, &budget)
    }

    static func describe(_ node: Node, _ budget: inout Int) -> String {
        budget -= 1
        guard budget >= 0 else { return "…" }
        let mark = node.mark.map { "@\($0.line):\($0.column)" } ?? "@-"
        switch node {
        case let .scalar(scalar):
            return "S(\(scalar.string.debugDescription) \(scalar.style) \(scalar.anchor?.rawValue ?? "") \(mark))"
        case let .mapping(mapping):
            var pairs: [String] = []
            for (key, value) in mapping where budget >= 0 {
                pairs.append("\(describe(key, &budget)): \(describe(value, &budget))")
            }
            return "M(\(mapping.style) \(mapping.anchor?.rawValue ?? "") \(mark) {\(pairs.joined(separator: ", "))})"
        case let .sequence(sequence):
            var items: [String] = []
            for item in sequence where budget >= 0 { items.append(describe(item, &budget)) }
            return "L(\(sequence.style) \(sequence.anchor?.rawValue ?? "") \(mark) [\(items.joined(separator: ", "))])"
        case .alias:
            return "A(\(mark))"
        }
    }

    @Test func buildsWhatYamsBuilds() throws {
        #expect(EventComposer.canMakeMarks, "Mark's layout changed: the composer is off and every parse goes through Yams")
        let corpus = try Self.corpus()
        #expect(corpus.count > 200)
        var composed = 0
        for (name, text) in corpus {
            guard let fast = EventComposer.compose(text) else { continue }
            composed += 1
            let yams = try? Parser(yaml: text, resolver: .basic, encoding: .utf8).singleRoot()
            #expect(yams.map(Self.describe) == Self.describe(fast), "\(name)")
        }
        // Every bundled flow and most examples take the fast path.
        #expect(composed * 2 > corpus.count, "composed \(composed) of \(corpus.count)")
    }

    @Test func handsBackWhatYamsMustJudge() {
        let cases = [
            "a: 1\na: 2\n",                       // a duplicate key: Yams reports it
            "a: [1\n",                            // a syntax error
            "a: *missing\n",                      // an undefined alias
            "--- 1\n--- 2\n",                     // two documents
            "? [a, b]\n: c\n",                    // a key that is not text
            "",                                   // no document
        ]
        for text in cases {
            #expect(EventComposer.compose(text) == nil, "\(text.debugDescription)")
        }
        let anchored = EventComposer.compose("base: &b {x: 1}\nuse: *b\n")
        #expect(anchored.map(Self.describe) == (try? Parser(yaml: "base: &b {x: 1}\nuse: *b\n", resolver: .basic).singleRoot()).map(Self.describe))
    }

    /// Every bundled flow lints the same whichever composer built its tree: the same
    /// diagnostics (rule ids, severities, lines, columns, lengths, messages, hints), in order.
    @Test(arguments: BundledFlowsTests.goodFlows + BundledFlowsTests.badFlows.map { "bad/\($0)" })
    func bundledFlowLintsTheSameEitherWay(name: String) throws {
        let url = BundledFlowsTests.flowsDirectory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        // The fast path really is taken (a duplicate key is Yams' to report).
        #expect(EventComposer.compose(text) != nil || name.hasPrefix("bad/flow-duplicate-id"), "\(name) was not composed")
        let composed = Linter()
        #expect(composed.parser.usesEventComposer)
        var yams = Linter()
        yams.parser.usesEventComposer = false
        let fast = composed.lint(path: url.path, text: text)
        let slow = yams.lint(path: url.path, text: text)
        #expect(fast.isUnusable == slow.isUnusable, "\(name)")
        #expect((fast.flow == nil) == (slow.flow == nil), "\(name)")
        #expect(fast.diagnostics == slow.diagnostics,
                "\(name)\ncomposer:\n\(BundledFlowsTests.describe(fast))\nYams:\n\(BundledFlowsTests.describe(slow))")
        // Bad flows must report something, or the comparison would hold vacuously.
        if name.hasPrefix("bad/") { #expect(!slow.diagnostics.isEmpty, "\(name)") }
    }
}
