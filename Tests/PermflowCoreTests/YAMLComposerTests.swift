import Foundation
import Testing
@testable import PermflowCore

/// The composer over libyaml's events: the tree it builds, every repeated key, and libyaml's
/// errors with their positions.
@Suite struct YAMLComposerTests {
    /// A tree written out with everything NodeReader reads from it.
    static func describe(_ node: YAMLNode?) -> String {
        guard let node else { return "nil" }
        switch node {
        case let .scalar(scalar):
            let tag = scalar.tag.map { " \($0)" } ?? ""
            return "\(scalar.text.debugDescription) \(scalar.style)\(tag) @\(scalar.location)"
        case let .mapping(pairs, location):
            return "{" + pairs.map { "\(describe($0.key)): \(describe($0.value))" }.joined(separator: ", ") + "} @\(location)"
        case let .sequence(items, location):
            return "[" + items.map { describe($0) }.joined(separator: ", ") + "] @\(location)"
        }
    }

    static func scalar(_ node: YAMLNode?) -> YAMLScalar? {
        if case let .scalar(scalar)? = node { return scalar }
        return nil
    }

    static func pairs(_ node: YAMLNode?) -> [YAMLPair] {
        if case let .mapping(pairs, _)? = node { return pairs }
        return []
    }

    // MARK: The tree

    @Test func buildsScalarsMappingsAndListsWithTheirLocations() {
        let document = YAMLComposer.compose("a: 1\nb:\n  - x\n  - 'y'\nc: {d: \"e\"}\n")
        #expect(document.error == nil)
        #expect(document.duplicates.isEmpty)
        #expect(Self.describe(document.root) == """
            {"a" plain @1:1: "1" plain @1:4, "b" plain @2:1: ["x" plain @3:5, "y" singleQuoted @4:5] @3:3, \
            "c" plain @5:1: {"d" plain @5:5: "e" doubleQuoted @5:8} @5:4} @1:1
            """)
    }

    @Test func keepsEveryScalarStyle() {
        let document = YAMLComposer.compose("p: plain\ns: 'single'\nd: \"double\\tescape\"\nl: |\n  line\nf: >\n  folded\n  text\n")
        let values = Self.pairs(document.root).compactMap { Self.scalar($0.value) }
        #expect(values.map(\.style) == [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
        #expect(values.map(\.text) == ["plain", "single", "double\tescape", "line\n", "folded text\n"])
    }

    @Test func aliasesStandForTheirAnchoredNode() {
        let document = YAMLComposer.compose("base: &b {x: 1}\nuse: *b\nname: &n Camera\ntitle: *n\n")
        #expect(document.error == nil)
        let pairs = Self.pairs(document.root)
        #expect(pairs.count == 4)
        // The alias is the anchored node itself, located where the anchor is written.
        #expect(Self.describe(pairs[1].value) == Self.describe(pairs[0].value))
        #expect(Self.describe(pairs[1].value) == "{\"x\" plain @1:11: \"1\" plain @1:14} @1:7")
        #expect(Self.scalar(pairs[3].value)?.text == "Camera")
        #expect(Self.scalar(pairs[3].value)?.location == SourceLocation(line: 3, column: 7))
    }

    @Test func aRedefinedAnchorNamesItsLatestNode() {
        let document = YAMLComposer.compose("a: &x one\nb: *x\nc: &x two\nd: *x\n")
        #expect(Self.pairs(document.root).compactMap { Self.scalar($0.value)?.text } == ["one", "one", "two", "two"])
    }

    @Test func tagsAreKeptAsWrittenAndExpanded() {
        let document = YAMLComposer.compose("a: !!binary aGk=\nb: !custom x\nc: !!str y\nd: ! z\ne: 'q'\nf: p\n")
        let tags = Self.pairs(document.root).map { Self.scalar($0.value)?.tag }
        #expect(tags == ["tag:yaml.org,2002:binary", "!custom", "tag:yaml.org,2002:str", "!", nil, nil])
        // The tag and anchor are part of the node: its location is where they start.
        #expect(Self.scalar(Self.pairs(document.root)[0].value)?.location == SourceLocation(line: 1, column: 4))
    }

    // MARK: Repeated keys

    @Test func everyRepeatedKeyIsRecordedWithItsPlace() throws {
        let text = "screens:\n  home:\n    title: A\n    title: B\n    title: C\n  home:\n    kind: end\n"
        let document = YAMLComposer.compose(text)
        #expect(document.error == nil)
        // Inner mappings end first; each repeat points at the first occurrence.
        #expect(document.duplicates.map { "\($0.key.value) \($0.key.location) first \($0.first) level \($0.level) in \($0.parentKey ?? "-")" } == [
            "title 4:5 first 3:5 level 2 in home",
            "title 5:5 first 3:5 level 2 in home",
            "home 6:3 first 2:3 level 1 in screens",
        ])
        #expect(document.duplicates.map(\.key.length) == [5, 5, 4])
        // The repeats are left out: the first value wins.
        let screens = Self.pairs(document.root)
        #expect(screens.count == 1)
        let home = Self.pairs(try #require(screens.first).value)
        #expect(home.count == 1)
        let title = Self.pairs(home.first?.value)
        #expect(title.count == 1)
        #expect(Self.scalar(title.first?.value)?.text == "A")
    }

    @Test func aRepeatNamesTheKeyWhoseValueItsMappingIs() {
        // In a list item (no key), under a key that itself repeats, in a mapping hashed past 32
        // keys, and at the top level: the parent key is the one its mapping is the value of.
        let many = (0..<40).map { "  k\($0): x\n" }.joined()
        let text = "list:\n  - a: 1\n    a: 2\nscreens:\n  s: 1\nscreens:\n  t: 1\n  t: 2\nbig:\n" + many + "  k3: y\n"
        let document = YAMLComposer.compose(text)
        #expect(document.error == nil)
        #expect(document.duplicates.map { "\($0.key.value) \($0.key.location) first \($0.first) level \($0.level) in \($0.parentKey ?? "-")" } == [
            "a 3:5 first 2:5 level 2 in -",
            "t 8:3 first 7:3 level 1 in screens",
            "k3 50:3 first 13:3 level 1 in big",
            "screens 6:1 first 4:1 level 0 in -",
        ])
        // A mapping used as a key has no parent key: it is not yet the parent's key while it is read.
        let complex = YAMLComposer.compose("? {a: 1, a: 2}\n: v\n")
        #expect(complex.duplicates.map { "\($0.key.value) level \($0.level) in \($0.parentKey ?? "-")" } == ["a level 1 in -"])
    }

    @Test func repeatsWithinOneMappingComeByKeyThenPosition() {
        let document = YAMLComposer.compose("b: 1\na: 2\nb: 3\na: 4\na: 5\n")
        #expect(document.duplicates.map { "\($0.key.value)@\($0.key.location.line)" } == ["a@4", "a@5", "b@3"])
    }

    @Test func keysCompareByTextAndResolvedTag() {
        // Quoting does not change a key; `!!str` and `!` resolve to text too; `!!int` does not.
        let document = YAMLComposer.compose("a: 1\n'a': 2\n!!str a: 3\n! a: 4\n!!int 1: 5\n\"1\": 6\n")
        #expect(document.duplicates.map(\.key.location.line) == [2, 3, 4])
        #expect(document.duplicates.map(\.key.length) == [3, 7, 3])
    }

    @Test func aRepeatInAFlowMappingIsRecordedWhereItIs() {
        let document = YAMLComposer.compose("home: {kind: app, title: A, title: B}\n")
        #expect(document.duplicates.map { "\($0.key.location) first \($0.first)" } == ["1:29 first 1:19"])
    }

    @Test func manyKeysSwitchToATableAndStillFindRepeats() {
        let keys = (0..<100).map { "k\($0): \($0)\n" }.joined()
        let document = YAMLComposer.compose(keys + "k7: again\nk99: again\n")
        #expect(document.duplicates.map { "\($0.key.value) \($0.key.location) first \($0.first)" } == [
            "k7 101:1 first 8:1", "k99 102:1 first 100:1",
        ])
        #expect(Self.pairs(document.root).count == 100)
    }

    @Test func slotsLeftByEndedCollectionsHoldNothingOfThem() {
        // Collections share the composer's child and key buffers: what a later collection holds,
        // and the keys a later mapping compares with, are its own, whatever an ended one left.
        // `z`, `x`, `y` at the top are not repeats of the ended mapping's keys; `top` after a
        // hashed mapping still is.
        let big = (0..<33).map { "k\($0): \($0)" }.joined(separator: ", ")
        let text = "a: {x: 1, y: 2, z: [3, 4, 5]}\nz: [[1, 2, 3], [4], []]\nx: 6\ny: {y: 7, y: 8}\n"
            + "top: 9\nbig: {\(big)}\ntop: 10\n"
        let document = YAMLComposer.compose(text)
        #expect(document.error == nil)
        #expect(document.duplicates.map { "\($0.key.value) \($0.key.location) first \($0.first)" } == [
            "y 4:11 first 4:5", "top 7:1 first 5:1",
        ])
        let top = Self.pairs(document.root)
        #expect(top.map { Self.scalar($0.key)?.text ?? "?" } == ["a", "z", "x", "y", "top", "big"])
        #expect(Self.describe(top[1].value) == """
            [["1" plain @2:6, "2" plain @2:9, "3" plain @2:12] @2:5, ["4" plain @2:17] @2:16, [] @2:21] @2:4
            """)
        #expect(Self.describe(top[3].value) == #"{"y" plain @4:5: "7" plain @4:8} @4:4"#)
        #expect(Self.pairs(top[5].value).count == 33)
    }

    /// An alias standing for a scalar, as a key, is compared with the mapping's other keys: it
    /// repeats the anchored key's text (the repeat located, as before, where the anchored scalar is).
    @Test func anAliasKeyThatRepeatsAKeyIsRecorded() {
        let document = YAMLComposer.compose("&k a: 1\nb: 2\n*k : 3\n")
        #expect(document.error == nil)
        #expect(document.duplicates.map { "\($0.key.value) \($0.key.location) first \($0.first) \($0.key.length)" } == [
            "a 1:1 first 1:1 2",
        ])
        #expect(Self.pairs(document.root).map { Self.scalar($0.value)?.text ?? "?" } == ["1", "2"])
    }

    /// The shared child buffer grows while collections at several depths hold children in it:
    /// each collection still gets its own children, in order, whole.
    @Test func collectionsOpenAcrossTheChildBuffersGrowthKeepTheirChildren() {
        let items = (0..<70).map { "i\($0)" }.joined(separator: ", ")
        let pairs = (0..<70).map { "k\($0): v\($0)" }.joined(separator: ", ")
        let document = YAMLComposer.compose("a: [\(items), [\(items), {\(pairs)}, \(items)], end]\nb: last\n")
        #expect(document.error == nil)
        let top = Self.pairs(document.root)
        #expect(top.map { Self.scalar($0.key)?.text ?? "?" } == ["a", "b"])
        guard case let .sequence(outer, _) = top[0].value, outer.count == 72,
              case let .sequence(inner, _) = outer[70], inner.count == 141 else {
            Issue.record("unexpected shape: \(Self.describe(top.first?.value))")
            return
        }
        #expect(outer.prefix(70).map { Self.scalar($0)?.text ?? "?" } == (0..<70).map { "i\($0)" })
        #expect(Self.scalar(outer[71])?.text == "end")
        #expect(inner.prefix(70).map { Self.scalar($0)?.text ?? "?" } == (0..<70).map { "i\($0)" })
        #expect(inner.suffix(70).map { Self.scalar($0)?.text ?? "?" } == (0..<70).map { "i\($0)" })
        #expect(Self.pairs(inner[70]).map { "\(Self.scalar($0.key)?.text ?? "?")=\(Self.scalar($0.value)?.text ?? "?")" }
            == (0..<70).map { "k\($0)=v\($0)" })
        #expect(Self.scalar(top[1].value)?.text == "last")
    }

    @Test func keysThatAreNotTextAreNotCompared() {
        let document = YAMLComposer.compose("? [a]\n: 1\n? [a]\n: 2\n")
        #expect(document.duplicates.isEmpty)
        #expect(Self.pairs(document.root).count == 2)
    }

    /// YAML reports a repeat when its mapping ends: an error before that leaves it unrecorded.
    @Test func repeatsOfMappingsThatEndedBeforeAnErrorAreKept() {
        let document = YAMLComposer.compose("a:\n  x: 1\n  x: 2\nb: 1\nb: 2\nc: [1\n")
        #expect(document.duplicates.map(\.key.value) == ["x"])
        #expect(document.error?.kind == .syntax)
        #expect(document.root == nil)
    }

    // MARK: Errors

    @Test func syntaxErrorsCarryLibyamlsProblemContextAndPosition() {
        #expect(YAMLComposer.compose("a: 1\nb: \"open\nc: 2\n").error == YAMLComposer.Failure(
            kind: .syntax, problem: "found unexpected end of stream", context: "while scanning a quoted scalar", contextLine: 2,
            location: SourceLocation(line: 4, column: 1)))
        #expect(YAMLComposer.compose("a:\n\tb: 1\n").error == YAMLComposer.Failure(
            kind: .syntax, problem: "found character that cannot start any token", context: "while scanning for the next token",
            contextLine: 2, location: SourceLocation(line: 2, column: 1)))
    }

    @Test func anUndefinedAliasIsAnError() {
        let document = YAMLComposer.compose("a: 1\nb: *missing\n")
        #expect(document.error == YAMLComposer.Failure(kind: .syntax, problem: "found undefined alias",
                                                       location: SourceLocation(line: 2, column: 4)))
        // An anchor is defined once its node ends, so a node cannot contain itself.
        let cycle = YAMLComposer.compose("a: &x [1, *x]\n")
        #expect(cycle.error?.problem == "found undefined alias")
        #expect(cycle.error?.location == SourceLocation(line: 1, column: 11))
    }

    @Test func aSecondDocumentIsAnError() {
        #expect(YAMLComposer.compose("a: 1\n---\nb: 2\n").error == YAMLComposer.Failure(
            kind: .syntax, problem: "but found another document", context: "expected a single document in the stream",
            contextLine: 1, location: SourceLocation(line: 2, column: 1)))
        // One document with its markers is fine.
        let one = YAMLComposer.compose("---\na: 1\n...\n")
        #expect(one.error == nil)
        #expect(Self.pairs(one.root).count == 1)
    }

    @Test func controlCharactersAreReaderErrorsAtTheirPosition() {
        let document = YAMLComposer.compose("a: 1\nb: x\u{0}y\n")
        #expect(document.error == YAMLComposer.Failure(kind: .reader, problem: "control characters are not allowed",
                                                       location: SourceLocation(line: 2, column: 5)))
        // Columns count characters, not bytes; CR LF ends one line.
        let wide = YAMLComposer.compose("a: 1\r\nb: 한국\u{1}\r\n")
        #expect(wide.error?.location == SourceLocation(line: 2, column: 6))
    }

    // MARK: Edges of the input

    @Test func emptyInputAndCommentsHoldNoDocument() {
        for text in ["", "# only a comment\n", "\n\n   \n"] {
            let document = YAMLComposer.compose(text)
            #expect(document.root == nil, "\(text.debugDescription)")
            #expect(document.error == nil, "\(text.debugDescription)")
        }
        // A document marker alone holds one empty scalar.
        let marker = YAMLComposer.compose("---\n")
        #expect(Self.describe(marker.root) == "\"\" plain @2:1")
    }

    /// libyaml skips a byte order mark at the start but counts it as a column, so the first line
    /// sits one column right of the next: text read from bytes loses its mark first
    /// (`FlowParser.parse(path:data:)`).
    @Test func aByteOrderMarkIsSkippedButTakesAColumn() {
        let one = YAMLComposer.compose("\u{FEFF}a: 1\n")
        #expect(one.error == nil)
        #expect(Self.describe(one.root) == "{\"a\" plain @1:2: \"1\" plain @1:5} @1:2")
        let two = YAMLComposer.compose("\u{FEFF}a: 1\nb: 2\n")
        #expect(two.error?.problem == "did not find expected <document start>")
        #expect(two.error?.location == SourceLocation(line: 2, column: 1))
        let read = FlowParser().parse(path: "t.yaml", data: Data("\u{FEFF}permflow: 1\nname: N\n".utf8))
        #expect(!read.diagnostics.contains { $0.ruleID == ParseRuleID.yamlSyntax })
    }

    @Test func crlfLineEndsLeaveNoCarriageReturns() {
        let document = YAMLComposer.compose("a: 1\r\nb: |\r\n  x\r\n  y\r\nc: 'p\r\n  q'\r\n")
        #expect(document.error == nil)
        let pairs = Self.pairs(document.root)
        #expect(pairs.compactMap { Self.scalar($0.value)?.text } == ["1", "x\ny\n", "p q"])
        #expect(pairs.compactMap { Self.scalar($0.key)?.location.line } == [1, 2, 5])
    }

    @Test func theComposerBoundsNestingItself() {
        let text = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        let document = YAMLComposer.compose(text, maxDepth: 64)
        #expect(document.error?.kind == .depth)
        #expect(document.error?.location == SourceLocation(line: 1, column: 65))
        #expect(YAMLComposer.compose(text, maxDepth: 65).error == nil)
    }

    @Test func deepNestingComposesWithoutABound() {
        // The composer keeps its stack in an array: no call stack grows with nesting.
        let depth = 1_000
        let document = YAMLComposer.compose(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(document.error == nil)
        var node = document.root
        var levels = 0
        while case let .sequence(items, _)? = node {
            levels += 1
            node = items.first
        }
        #expect(levels == depth)
    }

    // MARK: Through the parser

    /// Every YAML file the project ships composes, and every bundled flow as one mapping with no
    /// repeats.
    @Test func everyBundledFlowComposes() throws {
        for name in BundledFlowsTests.goodFlows {
            let text = try String(contentsOf: BundledFlowsTests.flowsDirectory.appendingPathComponent(name), encoding: .utf8)
            let document = YAMLComposer.compose(text)
            #expect(document.error == nil, "\(name)")
            #expect(document.duplicates.isEmpty, "\(name)")
            guard case .mapping? = document.root else {
                Issue.record("\(name): the root is not a mapping")
                continue
            }
        }
    }

    @Test func theParserReportsRepeatsAndStopsWhereARepeatSharesItsLine() {
        let header = "permflow: 1\nname: T\napp: A\nstart: home\nscreens:\n"
        let inline = FlowParser().parse(path: "t.yaml", text: header + "  home: {kind: end, title: A, title: B}\n")
        #expect(inline.flow == nil)
        #expect(inline.facts.duplicateKeys == [
            DuplicateKey(key: Located("title", at: SourceLocation(line: 6, column: 21)),
                         first: SourceLocation(line: 6, column: 21), place: .unreachable),
        ])
        let block = FlowParser().parse(path: "t.yaml", text: header + "  home:\n    kind: end\n    title: A\n    'title': B\n")
        #expect(block.flow?.screens.first?.title?.value == "A")
        #expect(block.facts.duplicateKeys == [
            DuplicateKey(key: Located("title", at: SourceLocation(line: 9, column: 5), length: 7),
                         first: SourceLocation(line: 8, column: 5), place: .mapping),
        ])
    }

    @Test func theDuplicateLimitBoundsWhatIsReported() {
        let text = "permflow: 1\n" + String(repeating: "name: again\n", count: 5)
        var limits = ParseLimits()
        limits.maxDuplicateKeys = 3
        let result = FlowParser(limits: limits).parse(path: "t.yaml", text: text)
        #expect(result.flow == nil)
        #expect(result.facts.duplicateKeys.map(\.key.location.line) == [3, 4, 5])
        #expect(result.diagnostics.map(\.message) == ["more than 3 duplicate keys; raise it with --max-duplicate-keys"])
        #expect(result.diagnostics.first?.location == SourceLocation(line: 2, column: 1))
    }
}
