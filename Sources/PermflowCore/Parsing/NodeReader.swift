/// Walks the YAML node tree of one file, building a `Flow`, collecting parse diagnostics and
/// recording the facts rules report (`ParseFacts`).
struct NodeReader {
    let path: String
    let source: SourceFile
    let catalog: SystemAlertCatalog
    /// The flow's iOS version, once read: which states a check's keys may name.
    var ios = FlowParser.newestIOS
    /// The locales a flow may name (see `FlowParser.knownLocales`).
    var knownLocales: Set<String> = FlowParser.standardLocales
    /// The flow's `locale:` and `locales:`, once read: what an alert override may correct.
    var declaredLocales: [String] = ["en"]
    var diagnostics: [Diagnostic] = []
    /// What rules report from the file as written (duplicate keys, unknown resources).
    var facts = ParseFacts()
    /// Mapping entries merge keys (`<<`) may still bring in; shared anchors merged into one
    /// another could otherwise multiply without end.
    var mergeBudget = ParseLimits().maxMergedEntries
    var mergeLimit = ParseLimits().maxMergedEntries
    private var mergeLimitReported = false
    /// Mapping entries and list items that may still be read. Aliases share nodes, so a file can
    /// name one big anchored value a thousand times; reading walks each use, and this budget (the
    /// file's own size plus `ParseLimits.maxExpansion`) keeps that walk linear in the input.
    var expansionBudget = Int.max
    var expansionLimit = ParseLimits().maxExpansion
    private(set) var expansionExceeded = false

    /// Takes `count` entries from the expansion budget; false (reported once) when it runs out.
    mutating func spend(_ count: Int, at node: YAMLNode) -> Bool {
        if expansionExceeded { return false }
        expansionBudget -= count
        if expansionBudget >= 0 { return true }
        add(.error, ParseRuleID.limit, at: location(of: node),
            "aliases expand the flow past \(expansionLimit) entries more than the file holds; raise it with --max-expansion",
            hint: "each alias repeats its whole anchored value; anchor small values, or write them out")
        expansionExceeded = true
        return false
    }

    init(path: String, source: SourceFile, catalog: SystemAlertCatalog) {
        self.path = path
        self.source = source
        self.catalog = catalog
    }

    // MARK: Diagnostics

    mutating func add(_ severity: Severity, _ rule: String, at location: SourceLocation, length: Int = 1,
                      _ message: String, hint: String? = nil) {
        // Past the expansion limit the rest of the tree is skipped, not missing: stay quiet about it.
        if expansionExceeded { return }
        diagnostics.append(Diagnostic(path: path, location: location, length: length, severity: severity,
                                      ruleID: rule, message: message, hint: hint))
    }

    /// Reports what stopped YAML composition, in libyaml's words.
    mutating func addYAMLError(_ failure: YAMLComposer.Failure, limits: ParseLimits) {
        switch failure.kind {
        case .syntax:
            var message = "YAML syntax: \(failure.problem)"
            if let context = failure.context { message += " (\(context) at line \(failure.contextLine))" }
            var hint = "check the indentation and quoting around this line"
            if let line = source.line(failure.location.line), line.contains("\t") {
                hint = "YAML indents with spaces; this line has a tab"
            }
            add(.error, ParseRuleID.yamlSyntax, at: failure.location, message, hint: hint)
        case .reader:
            add(.error, ParseRuleID.yamlSyntax, at: failure.location, "YAML cannot read this text: \(failure.problem)",
                hint: "remove control characters; write them as \\u escapes in a double-quoted string if you mean them")
        case .memory:
            add(.error, ParseRuleID.yamlSyntax, at: .fileStart, "YAML: \(failure.problem)")
        case .depth:
            addPrescan(TextPrescan.Finding(kind: .depth, location: failure.location), limits: limits)
        }
    }

    /// Reports what the text pre-scan stopped at.
    mutating func addPrescan(_ finding: TextPrescan.Finding, limits: ParseLimits) {
        switch finding.kind {
        case .depth:
            add(.error, ParseRuleID.limit, at: finding.location,
                "nesting deeper than \(limits.maxDepth) levels; raise it with --max-depth",
                hint: "a flow nests about 5 levels (screens > screen > actions > action); check the indentation")
        case .aliases:
            add(.error, ParseRuleID.limit, at: finding.location,
                "more than \(limits.maxAliases) aliases (*name); raise it with --max-aliases",
                hint: "each alias repeats a whole anchored value; write the values out, or raise the limit")
        case .aliasKey:
            let name = finding.name.isEmpty ? "an alias" : "alias '*\(finding.name)'"
            add(.error, ParseRuleID.type, at: finding.location,
                "\(name) is used as a key; flow keys are plain text, never aliases or collections",
                hint: "write the key out as text; anchors and aliases may only stand for values")
        case .explicitKeyWithAliases:
            add(.error, ParseRuleID.type, at: finding.location,
                "an explicit key (`? `) in a file with aliases; flow keys are plain text",
                hint: "write `key: value` with a plain text key")
        }
    }

    /// Records the repeated keys the composer found (for `flow-duplicate-id`), in its order;
    /// false when reading stops there. It stops past `limit` (reported as `parse-limit`, at the
    /// first occurrence of the key), and at a repeat written after another entry on its line
    /// (`{title: A, title: B}`), which is reported at the first occurrence alone: see
    /// `DuplicateKey.Place.unreachable`.
    mutating func recordDuplicates(_ duplicates: [YAMLComposer.DuplicateKey], limit: Int) -> Bool {
        for (index, duplicate) in duplicates.enumerated() {
            guard index < limit else {
                add(.error, ParseRuleID.limit, at: duplicate.first,
                    "more than \(limit) duplicate keys; raise it with --max-duplicate-keys",
                    hint: "the file is not read past them; remove the repeats first")
                return false
            }
            let at = duplicate.key.location
            let leadingSpaces = source.line(at.line)?.utf8.prefix { $0 == 0x20 }.count ?? -1
            guard at.column == duplicate.first.column, leadingSpaces == at.column - 1 else {
                record(DuplicateKey(key: Located(duplicate.key.value, at: duplicate.first), first: duplicate.first, place: .unreachable))
                return false
            }
            let isScreen = duplicate.level == 1 && duplicate.parentKey == "screens"
            record(DuplicateKey(key: duplicate.key, first: duplicate.first, place: isScreen ? .screens : .mapping))
        }
        return true
    }

    private mutating func record(_ duplicate: DuplicateKey) {
        // Quiet past the expansion limit, as `add` is.
        if !expansionExceeded { facts.duplicateKeys.append(duplicate) }
    }

    // MARK: Node helpers

    func location(of node: YAMLNode) -> SourceLocation {
        node.location
    }

    /// How many scalars of its line a scalar node spans in the source.
    func length(of node: YAMLNode) -> Int {
        guard case let .scalar(scalar) = node else { return 1 }
        return length(of: scalar)
    }

    /// How many scalars of its line `scalar` spans in the source.
    func length(of scalar: YAMLScalar) -> Int {
        guard scalar.location.line >= 1, scalar.location.line <= source.lines.count else { return 1 }
        let mark = scalar.location
        // Counted once per line, not per node: on a one-line flow counting the line for every
        // value was quadratic (SourceFile keeps the count of long lines).
        let remaining = source.scalarCount(ofLine: mark.line) - (mark.column - 1)
        // (A double-quoted value may hold escapes that decode past ASCII.)
        var count = source.isASCII && scalar.style != .doubleQuoted ? scalar.text.utf8.count : scalar.text.unicodeScalars.count
        if scalar.style == .singleQuoted || scalar.style == .doubleQuoted { count += 2 }
        if scalar.style == .literal || scalar.style == .folded { count = 1 }
        return max(1, min(count, remaining))
    }

    func describe(_ node: YAMLNode) -> String {
        switch node {
        case .scalar: "text"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }

    /// The pairs of a mapping with string keys; reports keys that are not text.
    ///
    /// A YAML merge key (`<<: *defaults`, or `<<: [*a, *b]`) brings in the entries of the
    /// anchored mappings that the mapping does not set itself; the earlier of several merged
    /// mappings wins, as in YAML 1.1. Merged entries keep their locations at the anchor.
    mutating func pairs(_ node: YAMLNode) -> [(key: Located<String>, value: YAMLNode)] {
        guard case let .mapping(mapping, _) = node, spend(mapping.count, at: node) else { return [] }
        var result: [(key: Located<String>, value: YAMLNode)] = []
        result.reserveCapacity(mapping.count)
        var merged: [(Located<String>, YAMLNode)] = []
        // By index, each pair read where it is: only the value is copied, into the result.
        for index in mapping.indices {
            guard case let .scalar(scalar) = mapping[index].key else {
                let keyNode = mapping[index].key
                add(.error, ParseRuleID.type, at: location(of: keyNode), "a key must be text, not \(describe(keyNode))")
                continue
            }
            // The length first: a string comparison for every key cost more than the rest of the test.
            if scalar.text.utf8.count == 2 && scalar.text == "<<" && scalar.style == .plain {
                merged += mergedPairs(mapping[index].value, at: mapping[index].key)
                continue
            }
            result.append((Located(scalar.text, at: scalar.location, length: length(of: scalar)), mapping[index].value))
        }
        guard !merged.isEmpty else { return result }
        var seen = Set(result.map(\.0.value))
        for pair in merged where !seen.contains(pair.0.value) {
            seen.insert(pair.0.value)
            result.append(pair)
        }
        return result
    }

    /// The entries a merge key's value brings in: one mapping, or a list of mappings.
    private mutating func mergedPairs(_ value: YAMLNode, at keyNode: YAMLNode) -> [(Located<String>, YAMLNode)] {
        let sources: [YAMLNode]
        switch value {
        case .mapping: sources = [value]
        case let .sequence(sequence, _) where sequence.allSatisfy({ if case .mapping = $0 { true } else { false } }):
            sources = Array(sequence)
        default:
            add(.error, ParseRuleID.type, at: location(of: value),
                "a merge key `<<` takes an anchored mapping (`<<: *defaults`) or a list of them, not \(describe(value))")
            return []
        }
        var result: [(Located<String>, YAMLNode)] = []
        for source in sources {
            guard case let .mapping(mapping, _) = source else { continue }
            mergeBudget -= mapping.count
            if mergeBudget < 0 {
                if !mergeLimitReported {
                    mergeLimitReported = true
                    add(.error, ParseRuleID.limit, at: location(of: keyNode),
                        "merge keys (`<<`) bring in more than \(mergeLimit) entries; raise it with --max-merged-entries",
                        hint: "merged mappings that merge one another multiply; merge each anchor once, or write the values out")
                }
                return result
            }
            result += pairs(source)
        }
        return result
    }

    /// `field` names the value in a diagnostic: worked out only for one (the names of outcomes
    /// and list items are interpolated, and most values are fine).
    mutating func string(_ node: YAMLNode, field: @autoclosure () -> String) -> Located<String>? {
        guard case let .scalar(scalar) = node else {
            add(.error, ParseRuleID.type, at: location(of: node), "`\(field())` must be one string, not \(describe(node))")
            return nil
        }
        if scalar.style == .plain && Self.isNull(scalar.text) {
            add(.error, ParseRuleID.type, at: location(of: node), "`\(field())` is empty; it needs text")
            return nil
        }
        let at = scalar.location
        if let tag = Self.explicitTag(scalar) {
            let field = field()
            // `!!binary aGVsbG8=` would be read as the text "aGVsbG8=", `!custom` ignored: say so.
            // The value is still read as written, so the rest of the flow is checked as usual.
            let written = source.scalars(ofLine: at.line, from: at.column - 1, limit: tag.unicodeScalars.count) == tag
            add(.error, ParseRuleID.type, at: at, length: written ? tag.unicodeScalars.count : 1,
                "`\(field)` is tagged `\(tag)`; a text field takes plain text, not a YAML tag",
                hint: "remove `\(tag)` (quote the value if it needs quotes); only `!!str` may tag text")
        }
        return Located(scalar.text, at: at, length: length(of: node))
    }

    /// The YAML tag written on a scalar (`!!binary`, `!custom`), unless it has none or says text
    /// (`!!str`, or the non-specific `!`).
    static func explicitTag(_ scalar: YAMLScalar) -> String? {
        // Most scalars have no tag written.
        guard let name = scalar.tag else { return nil }
        switch name {
        case "", "!", Self.yamlTagPrefix + "str": return nil
        default:
            return name.hasPrefix(Self.yamlTagPrefix) ? "!!" + name.dropFirst(Self.yamlTagPrefix.count) : name
        }
    }

    static let yamlTagPrefix = "tag:yaml.org,2002:"

    /// The plain scalars YAML reads as null.
    static func isNull(_ text: String) -> Bool {
        // Every null is at most four bytes: a longer text (most values) compares with none.
        guard text.utf8.count <= 4 else { return false }
        return switch text {
        case "", "~", "null", "Null", "NULL": true
        default: false
        }
    }

    mutating func integer(_ node: YAMLNode, field: @autoclosure () -> String) -> Located<Int>? {
        guard case let .scalar(scalar) = node, let value = Int(scalar.text.trimmingWhitespaces()) else {
            add(.error, ParseRuleID.type, at: location(of: node), length: length(of: node),
                "`\(field())` must be a whole number, not \(quoteValue(node))")
            return nil
        }
        return Located(value, at: location(of: node), length: length(of: node))
    }

    mutating func number(_ node: YAMLNode, field: @autoclosure () -> String) -> Located<Double>? {
        guard case let .scalar(scalar) = node, let value = Double(scalar.text.trimmingWhitespaces()),
              value.isFinite else {
            add(.error, ParseRuleID.type, at: location(of: node), length: length(of: node),
                "`\(field())` must be a number, not \(quoteValue(node))")
            return nil
        }
        return Located(value, at: location(of: node), length: length(of: node))
    }

    mutating func boolean(_ node: YAMLNode, field: @autoclosure () -> String) -> Located<Bool>? {
        guard case let .scalar(scalar) = node else {
            add(.error, ParseRuleID.type, at: location(of: node), "`\(field())` must be true or false, not \(describe(node))")
            return nil
        }
        switch scalar.text.lowercased() {
        case "true", "yes", "on": return Located(true, at: location(of: node), length: length(of: node))
        case "false", "no", "off": return Located(false, at: location(of: node), length: length(of: node))
        default:
            add(.error, ParseRuleID.type, at: location(of: node), length: length(of: node),
                "`\(field())` must be true or false, not \(quoteValue(node))")
            return nil
        }
    }

    func quoteValue(_ node: YAMLNode) -> String {
        if case let .scalar(scalar) = node { return "'\(scalar.text.prefix(60))'" }
        return describe(node)
    }

    mutating func stringList(_ node: YAMLNode, field: @autoclosure () -> String) -> [Located<String>] {
        switch node {
        case let .sequence(sequence, _):
            guard spend(sequence.count, at: node) else { return [] }
            return sequence.compactMap { string($0, field: "\(field()) item") }
        case .scalar:
            return string(node, field: field()).map { [$0] } ?? []
        default:
            add(.error, ParseRuleID.type, at: location(of: node), "`\(field())` must be a list of strings, not \(describe(node))")
            return []
        }
    }

    mutating func unknownKey(_ key: Located<String>, known: [String], place: String) {
        let meant = Suggestion.nearest(to: key.value, in: known, aliases: FlowKeys.aliases)
        add(.error, ParseRuleID.unknownKey, at: key.location, length: key.length,
            "unknown key '\(key.value)' \(place)\(meant.map { "; did you mean '\($0)'?" } ?? "")",
            hint: "keys here: \(known.joined(separator: ", "))")
        offerRepair(key, meant, rule: ParseRuleID.unknownKey)
    }

    /// Records the fix a did-you-mean names for `written`, when the text is written plainly
    /// where it was read (not quoted or escaped), so the linter can tell what follows from it.
    mutating func offerRepair(_ written: Located<String>, _ replacement: String?, rule: String) {
        guard let replacement, replacement != written.value, !expansionExceeded,
              facts.repairs.count < Self.maxRepairs else { return }
        let count = written.value.unicodeScalars.count
        guard written.length == count,
              source.scalars(ofLine: written.location.line, from: written.location.column - 1, limit: count)
                  .unicodeScalars.elementsEqual(written.value.unicodeScalars) else { return }
        facts.repairs.append(Repair(ruleID: rule, location: written.location, written: written.value, replacement: replacement))
    }

    /// "; did you mean 'x'?" or "", recording the fix (see `offerRepair`) for the diagnostic of
    /// `rule` at `written`.
    mutating func didYouMean(_ written: Located<String>, in candidates: some Sequence<String>,
                             aliases: [String: String] = [:], rule: String) -> String {
        let meant = Suggestion.nearest(to: written.value, in: candidates, aliases: aliases)
        offerRepair(written, meant, rule: rule)
        return meant.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Most fixes recorded per file: each costs the linter one more lint of the file.
    static let maxRepairs = 8

    // MARK: The flow

    mutating func readFlow(_ root: consuming YAMLNode) -> Flow? {
        // The screens' nodes are most of the tree: taken out of it here, each screen's are freed
        // once it is read, so the tree and the flow built from it never both exist whole.
        var screensNode: YAMLNode?
        (root, screensNode) = Self.takeScreens(from: root)
        guard case .mapping = root else {
            add(.error, ParseRuleID.notAFlow, at: location(of: root),
                "not a flow: the top level is \(describe(root)), not a mapping that starts with `permflow: 1`",
                hint: "run `permflow init camera` for a starter flow")
            return nil
        }
        let top = pairs(root)
        // Sized once: growing it cost each flow two rehashes.
        var values = [String: (key: Located<String>, value: YAMLNode)](minimumCapacity: top.count)
        for pair in top { values[pair.key.value] = pair }
        if values["permflow"] == nil && values["screens"] == nil {
            add(.error, ParseRuleID.notAFlow, at: location(of: root),
                "not a flow: no `permflow:` version and no `screens:` at the top level",
                hint: "a flow file starts with `permflow: 1`; run `permflow init camera` for a starter")
            return nil
        }
        for pair in top where !FlowKeys.topLevel.contains(pair.key.value) {
            unknownKey(pair.key, known: FlowKeys.topLevel, place: "at the top level")
        }
        for key in FlowKeys.topLevelRequired where values[key] == nil {
            add(.error, ParseRuleID.missingKey, at: location(of: root), "missing required key `\(key)` at the top level",
                hint: Self.requiredHint[key])
        }

        var version = Located(1, at: location(of: root))
        if let (_, node) = values["permflow"] {
            guard let parsed = integer(node, field: "permflow") else { return nil }
            guard FlowParser.supportedVersions.contains(parsed.value) else {
                let supported = FlowParser.supportedVersions.map(String.init).joined(separator: ", ")
                add(.error, ParseRuleID.version, at: parsed.location, length: parsed.length,
                    "unsupported flow format version \(parsed.value); this permflow reads version \(supported)",
                    hint: "set `permflow: 1`, or update permflow if the file was written for a newer one")
                return nil
            }
            version = parsed
        }
        let name = values["name"].flatMap { string($0.value, field: "name") }
        let app = values["app"].flatMap { string($0.value, field: "app") }
        let start = values["start"].flatMap { string($0.value, field: "start") }
        var locale = Located("en", at: location(of: root))
        if let (_, node) = values["locale"], let parsed = string(node, field: "locale") {
            locale = parsed
            checkLocale(parsed)
        }
        var extraLocales: [Located<String>] = []
        if let (_, node) = values["locales"] {
            extraLocales = stringList(node, field: "locales")
            extraLocales.forEach { checkLocale($0) }
        }
        var ios = Located(FlowParser.newestIOS, at: location(of: root))
        var iosMinor = 0
        if let (_, node) = values["ios"], let (parsed, minor) = iosVersion(node) {
            iosMinor = minor
            switch IOSVersions.reading(parsed.value) {
            case .drawn:
                ios = parsed
            case .drawnAs(let stand):
                add(.warning, ParseRuleID.unsourcedIOS, at: parsed.location, length: parsed.length,
                    "`ios: \(parsed.value)` is drawn as iOS \(stand) until its alerts are sourced")
                ios = Located(stand, at: parsed.location, length: parsed.length)
            case .skipped(let next, let gap):
                add(.error, ParseRuleID.invalidValue, at: parsed.location, length: parsed.length,
                    "iOS \(parsed.value) does not exist: iOS \(next) followed iOS \(gap.lowerBound - 1) "
                        + "(\(gap.lowerBound) to \(gap.upperBound) were skipped); permflow draws \(FlowParser.iosVersionsText)")
            case .unknown:
                add(.error, ParseRuleID.invalidValue, at: parsed.location, length: parsed.length,
                    "`ios: \(parsed.value)` is outside the versions permflow draws (\(FlowParser.iosVersionsText))")
            }
        }
        self.ios = ios.value
        declaredLocales = [locale.value] + extraLocales.map(\.value)
        var launchRequest: LaunchRequest?
        if let (_, node) = values["launch-request"] {
            launchRequest = readLaunchRequest(node)
        }
        let device = values["device"].flatMap { readDevice($0.value) }
        var screens: [Screen] = []
        if let (_, written) = values["screens"] {
            let node = screensNode.take() ?? written
            if case .mapping = node {
                var entries = pairs(consume node)
                for index in entries.indices {
                    let value = Self.take(&entries[index].value)
                    if let screen = readScreen(id: entries[index].key, node: value) { screens.append(screen) }
                }
            } else {
                add(.error, ParseRuleID.type, at: location(of: node),
                    "`screens` must be a mapping of screen id → screen, not \(describe(node))")
            }
        }
        guard let name, let app, let start else { return nil }
        var flow = Flow(source: source, version: version, name: name, app: app, locale: locale, extraLocales: extraLocales,
                        ios: ios, start: start, launchRequest: launchRequest, device: device, screens: screens)
        flow.iosMinor = iosMinor
        return flow
    }

    /// `root` with the value of its own last `screens` key (the one `readFlow` reads) replaced
    /// by an empty scalar, and that value; `root` unchanged and nil when it has none (a screens
    /// mapping merged in with `<<` stays where it is).
    static func takeScreens(from root: consuming YAMLNode) -> (YAMLNode, YAMLNode?) {
        switch consume root {
        case .mapping(var mapping, let location):
            let index = mapping.lastIndex { pair in
                if case let .scalar(key) = pair.key { key.text == "screens" } else { false }
            }
            guard let index else { return (.mapping(mapping, at: location), nil) }
            let screens = take(&mapping[index].value)
            return (.mapping(mapping, at: location), screens)
        case let other:
            return (other, nil)
        }
    }

    /// The node in `slot`, moved out; an empty scalar (nothing to free) is left in its place.
    static func take(_ slot: inout YAMLNode) -> YAMLNode {
        var node = YAMLNode.scalar(YAMLScalar(text: "", style: .plain, tag: nil, location: .fileStart))
        swap(&node, &slot)
        return node
    }

    static let requiredHint: [String: String] = [
        "permflow": "add `permflow: 1` as the first line",
        "name": "add `name:` with the flow's title",
        "app": "add `app:` with the app name the system alerts show",
        "start": "add `start:` with the id of the first screen",
        "screens": "add `screens:` with at least one screen",
    ]

    mutating func checkLocale(_ locale: Located<String>) {
        let parts = locale.value.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        let language = parts.first ?? ""
        let valid = (2...3).contains(language.count) && language.allSatisfy { $0.isASCII && $0.isLowercase }
            && parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        let known = knownLocales.sorted()
        if !valid {
            // A language's name (`korean`, `한국어`) or a code in capitals (`KO`) names a code.
            let meant = FlowKeys.languageNames[locale.value.lowercased()] ?? FlowKeys.localeAliases[locale.value.lowercased()]
                ?? (locale.value.lowercased() == locale.value ? nil : locale.value.lowercased())
            let examples = Self.exampleLocales(known)
            add(.error, ParseRuleID.invalidValue, at: locale.location, length: locale.length,
                "'\(locale.value)' is not a language code such as \(examples)\(didYouMean(locale, in: known, meant: meant))",
                hint: "permflow knows \(known.joined(separator: ", ")); a locale pack adds another (`--locale-pack FILE`, see docs/locales.md)")
            return
        }
        // A locale permflow has nothing for would fall back to English alerts and lists, so every
        // copy rule of the language meant would be skipped without a word.
        if knownLocales.contains(locale.value) || knownLocales.contains(String(language)) { return }
        // Another language's code (`es`) is no typo of a known one (`en`) however near: only a
        // country or ISO 639-2 code written for one (`kr`, `kor` for `ko`) is suggested.
        let meant = FlowKeys.localeAliases[locale.value.lowercased()]
        let note = FlowKeys.localeNotes[String(language)].map { "\($0); " } ?? ""
        add(.error, ParseRuleID.invalidValue, at: locale.location, length: locale.length,
            "unknown locale '\(locale.value)'\(didYouMean(locale, in: known, meant: meant))",
            hint: "\(note)permflow knows \(known.joined(separator: ", ")); a locale pack adds another (`--locale-pack FILE`, see docs/locales.md)")
    }

    /// "; did you mean 'x'?" when `meant` is one of `known` (recording the fix), else "".
    private mutating func didYouMean(_ locale: Located<String>, in known: [String], meant: String?) -> String {
        guard let meant, known.contains(meant) else { return "" }
        offerRepair(locale, meant, rule: ParseRuleID.invalidValue)
        return "; did you mean '\(meant)'?"
    }

    /// Two or three codes permflow knows, for "such as …": English and Korean first.
    static func exampleLocales(_ known: [String]) -> String {
        let preferred = ["en", "ko"].filter(known.contains)
        let examples = Array((preferred + known.filter { !preferred.contains($0) }).prefix(3))
        switch examples.count {
        case 0: return "en"
        case 1: return examples[0]
        default: return examples.dropLast().joined(separator: ", ") + " or " + (examples.last ?? "")
        }
    }

    mutating func readLaunchRequest(_ node: YAMLNode) -> LaunchRequest? {
        guard case .mapping = node else {
            add(.error, ParseRuleID.type, at: location(of: node),
                "`launch-request` must be a mapping with `resource` and `reason`, not \(describe(node))")
            return nil
        }
        var resource: Located<String>?
        var reason: Located<String>?
        for (key, value) in pairs(node) {
            switch key.value {
            case "resource":
                resource = string(value, field: "resource")
                if let resource { recordUnknownResource(resource) }
            case "reason": reason = string(value, field: "reason")
            default: unknownKey(key, known: FlowKeys.launchRequest, place: "in `launch-request`")
            }
        }
        if resource == nil || reason == nil {
            let missing = resource == nil ? "resource" : "reason"
            add(.error, ParseRuleID.missingKey, at: location(of: node), "`launch-request` needs `\(missing)`",
                hint: "say which resource is essential at launch and why, in one sentence")
            return nil
        }
        guard let resource, let reason else { return nil }
        return LaunchRequest(resource: resource, reason: reason, location: location(of: node))
    }

    /// Records a resource the catalog does not know, or one the flow's iOS version lacks, for
    /// `flow-unknown-resource` to report.
    mutating func recordUnknownResource(_ resource: Located<String>) {
        // Quiet past the expansion limit, as `add` is.
        if expansionExceeded { return }
        guard let info = catalog.resource(resource.value) else {
            facts.unknownResources.append(resource)
            offerRepair(resource, catalog.suggestedResource(for: resource.value)?.rawValue, rule: FlowUnknownResourceRule.description.id)
            return
        }
        if !info.exists(ios: ios) { facts.absentResources.append((resource, ios)) }
    }

    // MARK: Screens

    /// Whether `id` is a valid screen id: ASCII letters, digits, `-` and `_`, at least one.
    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.allSatisfy { TextMatcher.isASCIIWordByte($0) || $0 == 0x2D || $0 == 0x5F }
    }

    mutating func readScreen(id: Located<String>, node: YAMLNode) -> Screen? {
        if !Self.isValidID(id.value) {
            add(.error, ParseRuleID.invalidID, at: id.location, length: id.length,
                "screen id '\(id.value)' may only use letters, digits, - and _")
        }
        guard case .mapping = node else {
            add(.error, ParseRuleID.type, at: location(of: node),
                "screen '\(id.value)' must be a mapping with at least `kind:`, not \(describe(node))")
            return nil
        }
        let entries = pairs(node)
        guard let kindEntry = entries.first(where: { $0.key.value == "kind" }) else {
            add(.error, ParseRuleID.missingKey, at: id.location, length: id.length, "screen '\(id.value)' has no `kind`",
                hint: "kinds: \(ScreenKind.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        guard let kindText = string(kindEntry.value, field: "kind") else { return nil }
        guard let kind = ScreenKind(rawValue: kindText.value) else {
            let kinds = ScreenKind.allCases.map(\.rawValue)
            add(.error, ParseRuleID.invalidValue, at: kindText.location, length: kindText.length,
                "unknown screen kind '\(kindText.value)'\(didYouMean(kindText, in: kinds, rule: ParseRuleID.invalidValue))",
                hint: "kinds: \(kinds.joined(separator: ", "))")
            return nil
        }
        var screen = Screen(id: id, kind: Located(kind, at: kindText.location, length: kindText.length),
                            location: location(of: node))
        // Each key named once, by its first byte and length (`ScreenKey`), and kept as a bit.
        let allowed = ScreenKey.allowed(kind)
        var present = ScreenKey.Set()
        for (key, value) in entries {
            let known = ScreenKey(key.value)
            if let known { present.insert(known) }
            if known == .kind { continue }
            guard let known, allowed.contains(known) else {
                keyNotAllowed(key, value: value, kind: kind, screen: &screen)
                continue
            }
            readField(key, known, value, into: &screen)
        }
        for key in FlowKeys.requiredPerKind[kind] ?? [] where !(ScreenKey(key).map(present.contains) ?? false) {
            // A pre-alert's list of actions instead of `button` is prealert-single-button's to report.
            if kind == .preAlert, key == "button", present.contains(.actions) { continue }
            add(.error, ParseRuleID.missingKey, at: id.location, length: id.length,
                "\(kind.rawValue) screen '\(id.value)' is missing `\(key)`", hint: Self.missingHint(kind: kind, key: key))
        }
        // Reports on an alert or check only when it writes a Health key or asks for Health.
        if kind == .alert || kind == .check,
           present.contains(.share) || present.contains(.read) || present.contains(.sharePurpose)
            || screen.resourceID.map({ catalog.resource($0, has: .healthSheet) }) == true {
            checkHealthKeys(of: screen, present: entries)
        }
        // Reports only `access-level` and the tracking sheet's keys: most screens have none.
        if present.contains(.accessLevel) || present.contains(.purposeMarkdown) || present.contains(.additionalInformation)
            || present.contains(.expandedInterface) {
            checkTrackingKeys(of: screen, present: entries)
        }
        if kind == .check { checkRouteKeys(of: screen) }
        if kind == .alert { checkAlertOverrideButtons(of: screen) }
        return screen
    }

    /// The keys each kind of screen takes (`FlowKeys.common` and its own), joined once rather
    /// than for every screen read.
    static let allowedKeys: [ScreenKind: [String]] = Dictionary(uniqueKeysWithValues: ScreenKind.allCases.map {
        ($0, FlowKeys.common + (FlowKeys.perKind[$0] ?? []))
    })

    /// Reports keys of a check's `on:` that are none of its resource's states on the flow's iOS
    /// version, nor `allowed` or `otherwise`. A resource the catalog does not know is
    /// `flow-unknown-resource`'s to report; its keys are not checked.
    mutating func checkRouteKeys(of screen: Screen) {
        guard let resourceID = screen.resourceID, let resource = catalog.resource(resourceID) else { return }
        if resource.has(.healthSheet), screen.healthShare.isEmpty {
            healthReadRouteKeys(of: screen)
            return
        }
        let legal = CheckRouting.keys(for: resource, ios: ios)
        for outcome in screen.outcomes where !legal.contains(outcome.key.value) {
            // Written only for a key that needs it: most checks have none, and joining the
            // states cost a walk 0.2 M instructions (docs/benchmarks.md, "speed25h").
            let states = resource.states(ios: ios).map(\.rawValue).joined(separator: ", ")
            let hint = "\(resourceID)'s states on iOS \(ios): \(states); `\(CheckRouting.allowedKey)` takes every granted state "
                + "not mapped on its own, `\(CheckRouting.otherwiseKey)` every state left"
            let key = outcome.key
            var message = "\(resourceID) has no state '\(key.value)'"
            if let state = PermissionState(rawValue: key.value), let range = resource.iosRange(having: state) {
                message = "\(resourceID) has no state '\(key.value)' on iOS \(ios) (\(FlowUnhandledOutcomeRule.describe(range)) have it)"
            } else if let alertOutcome = resource.outcomes.first(where: { $0.key.rawValue == key.value }) {
                message += "; '\(key.value)' is an answer to its alert, a check reads the state it stores, '\(alertOutcome.state.rawValue)'"
            } else {
                message += didYouMean(key, in: legal, rule: ParseRuleID.unknownKey)
            }
            add(.error, ParseRuleID.unknownKey, at: key.location, length: key.length, message, hint: hint)
        }
    }

    static func missingHint(kind: ScreenKind, key: String) -> String? {
        switch (kind, key) {
        case (.preAlert, "button"): "give the pre-alert one button, titled like \"Continue\" or \"Next\""
        case (.preAlert, "next"): "point `next` at the system alert for the same resource"
        case (.alert, "on"): "map every outcome of the alert to a screen, e.g. `on: {allow: …, deny: …}`"
        case (.check, "on"): "map the resource's states to screens, e.g. `on: {not-determined: …, denied: …, allowed: …}`"
        case (_, "resource"): "name the protected resource, e.g. `resource: camera`"
        default: nil
        }
    }

    mutating func keyNotAllowed(_ key: Located<String>, value: YAMLNode, kind: ScreenKind, screen: inout Screen) {
        switch (kind, key.value) {
        case (.preAlert, "actions"):
            var labels: [String] = []
            if case let .sequence(sequence, _) = value, spend(sequence.count, at: value) {
                for item in sequence {
                    for (itemKey, itemValue) in pairs(item) where itemKey.value == "label" {
                        if case let .scalar(scalar) = itemValue { labels.append(scalar.text) }
                    }
                }
            }
            // Reported by prealert-single-button (so `ignore:` can switch it off), not here.
            screen.extraButtons.append(ExtraButtons(form: .actions, key: key, labels: labels))
            if screen.button == nil, let first = labels.first {
                screen.button = Located(first, at: key.location, length: key.length)
            }
        case (.locationButton, _):
            screen.disallowedStyleKeys.append(key)
        case (.alert, "title"), (.alert, "body"), (.alert, "button"), (.alert, "actions"):
            add(.error, ParseRuleID.keyNotAllowed, at: key.location, length: key.length,
                "a system alert has no `\(key.value)` of its own: its title and buttons are the system's",
                hint: "put your explanation in the alert's `purpose`, or on a pre-alert before it; to correct the system's wording from a capture, use `alert:`")
        case (.check, "title"), (.check, "body"), (.check, "actions"), (.check, "button"), (.check, "next"), (.check, "image"):
            add(.error, ParseRuleID.keyNotAllowed, at: key.location, length: key.length,
                "a check draws nothing, so it has no `\(key.value)`: it reads the resource's state and goes on at once",
                hint: "put what people see on the screens its `on:` leads to")
        case (.end, "actions"), (.end, "next"), (.end, "on"), (.end, "button"):
            add(.error, ParseRuleID.keyNotAllowed, at: key.location, length: key.length,
                "an end screen has no way forward; `\(key.value)` is not allowed there",
                hint: "make it an `app` screen if people can go on from it")
        default:
            if FlowKeys.allScreenKeys.contains(key.value) {
                let takes = FlowKeys.common + (FlowKeys.perKind[kind] ?? [])
                add(.error, ParseRuleID.keyNotAllowed, at: key.location, length: key.length,
                    "`\(key.value)` is not a key of \(kind.rawValue) screens",
                    hint: "\(kind.rawValue) screens take: \(takes.joined(separator: ", "))")
            } else {
                unknownKey(key, known: FlowKeys.common + (FlowKeys.perKind[kind] ?? []), place: "in screen '\(screen.id.value)'")
            }
        }
    }

    /// Reads the value of `key`, which `field` names, into `screen`.
    mutating func readField(_ key: Located<String>, _ field: ScreenKey, _ value: YAMLNode, into screen: inout Screen) {
        switch field {
        case .kind: break
        case .title: screen.title = string(value, field: "title")
        case .body: screen.body = string(value, field: "body")
        case .purpose: readPurpose(key, value, into: &screen)
        case .sharePurpose: screen.sharePurpose = string(value, field: "share-purpose")
        case .purposeMarkdown: screen.purposeMarkdown = string(value, field: "purpose-markdown")
        case .additionalInformation: screen.additionalInformation = string(value, field: "additional-information")
        case .expandedInterface: screen.expandedInterface = boolean(value, field: "expanded-interface")
        case .accessLevel: screen.accessLevel = string(value, field: "access-level")
        case .share: screen.healthShare = healthTypes(value, key: key, kind: screen.kind.value)
        case .read: screen.healthRead = healthTypes(value, key: key, kind: screen.kind.value)
        case .image: screen.image = string(value, field: "image")
        case .label: screen.label = string(value, field: "label")
        case .next: screen.next = string(value, field: "next")
        case .resource:
            screen.resource = string(value, field: "resource")
            if let resource = screen.resource { recordUnknownResource(resource) }
        case .button:
            if case let .sequence(sequence, _) = value {
                guard spend(sequence.count, at: value) else { return }
                let labels = sequence.compactMap { node -> String? in
                    if case let .scalar(scalar) = node { return scalar.text }
                    return nil
                }
                // Reported by prealert-single-button (so `ignore:` can switch it off), not here.
                screen.extraButtons.append(ExtraButtons(form: .buttonList, key: key, labels: labels))
                if let first = sequence.first, case let .scalar(scalar) = first {
                    screen.button = Located(scalar.text, at: location(of: first), length: length(of: first))
                }
            } else {
                screen.button = string(value, field: "button")
            }
        case .dismissible: screen.dismissible = boolean(value, field: "dismissible")
        case .collects:
            screen.collects = stringList(value, field: "collects")
            screen.collects.forEach { recordUnknownResource($0) }
        case .glyph:
            if let glyph = string(value, field: "glyph") {
                if FlowKeys.locationButtonGlyphs.contains(glyph.value) {
                    screen.glyph = glyph
                } else {
                    add(.error, ParseRuleID.invalidValue, at: glyph.location, length: glyph.length,
                        "unknown glyph '\(glyph.value)'\(didYouMean(glyph, in: FlowKeys.locationButtonGlyphs, rule: ParseRuleID.invalidValue))",
                        hint: "glyphs: filled, outlined, none")
                }
            }
        case .background: screen.background = color(value, field: "background")
        case .foreground: screen.foreground = color(value, field: "foreground")
        case .cornerRadius: screen.cornerRadius = number(value, field: "corner-radius")
        case .width: screen.width = number(value, field: "width")
        case .on: screen.outcomes = readOutcomes(value, screen: screen)
        case .actions: screen.actions = readActions(value)
        case .ignore: screen.suppressions = readIgnore(value)
        case .alert: screen.alertOverrides = readAlertOverrides(key, value)
        }
    }

    mutating func color(_ node: YAMLNode, field: String) -> Located<String>? {
        guard let text = string(node, field: field) else { return nil }
        if RGBAColor(hex: text.value) == nil {
            add(.error, ParseRuleID.invalidValue, at: text.location, length: text.length,
                "`\(field)` '\(text.value)' is not a colour; write #RRGGBB or #RRGGBBAA",
                hint: "for example \"#0A84FF\" (quote it: # starts a YAML comment)")
            return nil
        }
        return text
    }

    mutating func readOutcomes(_ node: YAMLNode, screen: Screen) -> [Outcome] {
        guard case .mapping = node else {
            let example = screen.kind.value == .check ? "each state to a screen id, e.g. `on: {denied: blocked, allowed: feature}`"
                                                      : "each outcome to a screen id, e.g. `on: {allow: next, deny: other}`"
            add(.error, ParseRuleID.type, at: location(of: node), "`on` must map \(example), not \(describe(node))")
            return []
        }
        var result: [Outcome] = []
        for (key, value) in pairs(node) {
            guard let target = string(value, field: "on.\(key.value)") else { continue }
            result.append(Outcome(key: key, target: target))
        }
        return result
    }

    mutating func readActions(_ node: YAMLNode) -> [Action] {
        guard case let .sequence(sequence, _) = node else {
            add(.error, ParseRuleID.type, at: location(of: node),
                "`actions` must be a list of `- label: … go: …`, not \(describe(node))")
            return []
        }
        var result: [Action] = []
        guard spend(sequence.count, at: node) else { return [] }
        result.reserveCapacity(sequence.count)
        for item in sequence {
            guard case .mapping = item else {
                add(.error, ParseRuleID.type, at: location(of: item),
                    "each action must be a mapping with `label` and `go`, not \(describe(item))")
                continue
            }
            var label: Located<String>?
            var target: Located<String>?
            var opensSettings = false
            for (key, value) in pairs(item) {
                switch key.value {
                case "label": label = string(value, field: "label")
                case "go": target = string(value, field: "go")
                case "opens-settings": opensSettings = boolean(value, field: "opens-settings")?.value ?? false
                default: unknownKey(key, known: FlowKeys.action, place: "in an action")
                }
            }
            guard let label else {
                add(.error, ParseRuleID.missingKey, at: location(of: item), "an action needs a `label`")
                continue
            }
            if target == nil {
                add(.error, ParseRuleID.missingKey, at: location(of: item), "action \"\(label.value)\" needs `go:` with a screen id")
            }
            result.append(Action(label: label, target: target, opensSettings: opensSettings, location: location(of: item)))
        }
        return result
    }

    mutating func readIgnore(_ node: YAMLNode) -> [Suppression] {
        guard case .mapping = node else {
            add(.error, ParseRuleID.ignore, at: location(of: node),
                "`ignore` must map rule ids to reasons, e.g. `ignore: {purpose-brief: \"legal text required\"}`")
            return []
        }
        var result: [Suppression] = []
        for (key, value) in pairs(node) {
            guard case let .scalar(scalar) = value,
                  !scalar.text.unicodeScalars.allSatisfy(\.isWhitespaceOrNewline),
                  !(scalar.style == .plain && ["~", "null"].contains(scalar.text)) else {
                add(.error, ParseRuleID.ignore, at: key.location, length: key.length,
                    "ignoring '\(key.value)' needs a reason", hint: "write why, e.g. `\(key.value): \"reviewed with legal\"`")
                continue
            }
            result.append(Suppression(ruleID: key, reason: Located(scalar.text, at: location(of: value), length: length(of: value))))
        }
        return result
    }
}
