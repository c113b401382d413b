/// The project's `.permflow.yaml`: the lint thresholds that are command-line flags, set once
/// for a project. A flag given on the command line overrides the file's value.
///
/// ```yaml
/// lint:
///   purpose-max-length: 120
///   min-contrast: 4.5
///   fit-size: [80x24, 30x12]
///   strict: true
///   docs-url: https://github.com/OWNER/permflow/blob/v0.1.0/docs/   # SARIF's helpUri base
/// ignore:            # the app files' switched-off rules (AppIgnoreFile), read beside them
///   "*":
///     plist-localization-missing: "Korean ships in 2.1"
/// ```
///
/// Keys are the flags' names without `--`. Every problem (an unknown key with a did-you-mean,
/// a value of the wrong type or out of range) is an error at its line and column.
public struct ProjectConfiguration: Sendable {
    public static let fileName = AppIgnoreFile.fileName
    /// Largest configuration file read, in bytes.
    public static let maxBytes = 1 << 20

    /// What a key takes.
    public enum Kind: Sendable {
        case integer(ClosedRange<Int>)
        case number(ClosedRange<Double>)
        case boolean
        /// Terminal sizes, `WIDTHxHEIGHT`, each side in its range.
        case sizes(width: ClosedRange<Int>, height: ClosedRange<Int>)
        /// File paths, relative to the configuration file's folder.
        case paths
        /// An absolute URI (`SARIFLog.documentationProblem`).
        case uri
    }

    public enum Value: Sendable, Equatable {
        case integer(Int)
        case number(Double)
        case boolean(Bool)
        case list([String])
        case text(String)
    }

    /// The keys under `lint:`, named as the flags are.
    public static let keys: [(name: String, kind: Kind)] = [
        ("purpose-max-length", .integer(1...100_000)),
        ("min-contrast", .number(1...21)),
        ("min-opacity", .number(0...1)),
        ("button-width", .number(1...10_000)),
        ("largest-text-size", .number(1...1_000)),
        ("fit-size", .sizes(width: PhoneLayout.minimumWidth...1_000, height: PhoneLayout.minimumHeight...1_000)),
        ("strict", .boolean),
        ("max-bytes", .integer(1...(1 << 40))),
        ("max-depth", .integer(1...1_000)),
        ("max-aliases", .integer(1...Int(Int32.max))),
        ("max-expansion", .integer(0...Int(Int32.max))),
        ("max-merged-entries", .integer(0...Int(Int32.max))),
        ("max-duplicate-keys", .integer(0...Int(Int32.max))),
        ("locale-pack", .paths),
        ("docs-url", .uri),
    ]

    /// The top-level keys: `lint` (this) and `ignore` (the app files', read by `AppIgnoreFile`).
    public static let sections = ["lint", "ignore"]

    public var source: SourceFile
    /// The values the file sets, by key.
    public var values: [String: Value] = [:]
    public var problems: [Diagnostic] = []

    public init(path: String, text: String) {
        source = SourceFile(path: path, text: text)
        let top = AppIgnoreFile.topLevel(text, what: "a configuration", expected: "expected a mapping with `lint:` (and `ignore:`) at the top")
        if let found = top.problem { problem(found.id, found.message, at: found.location) }
        for pair in top.pairs {
            guard case .scalar(let name) = pair.key, Self.sections.contains(name.text) else {
                let text = Self.keyText(pair.key)
                problem(ParseRuleID.unknownKey, "unknown key '\(VisibleText.sanitize(text))'\(Suggestion.didYouMean(text, in: Self.sections))",
                        at: pair.key.location)
                continue
            }
            guard name.text == "lint" else { continue }
            guard case .mapping(let settings, _) = pair.value else {
                problem(ParseRuleID.type, "`lint` is a mapping of settings, e.g. `purpose-max-length: 120`", at: pair.value.location)
                continue
            }
            for setting in settings { read(setting) }
        }
    }

    static func keyText(_ node: YAMLNode) -> String {
        if case .scalar(let key) = node { return key.text }
        return ""
    }

    private mutating func read(_ pair: YAMLPair) {
        let name = Self.keyText(pair.key)
        guard let kind = Self.keys.first(where: { $0.name == name })?.kind else {
            // `--min-contrast` and `minContrast` are near misses too.
            problem(ParseRuleID.unknownKey, "unknown key '\(VisibleText.sanitize(name))' in `lint`"
                    + Suggestion.didYouMean(name, in: Self.keys.map(\.name)), at: pair.key.location)
            return
        }
        if values[name] != nil {
            problem(ParseRuleID.type, "'\(name)' is set twice", at: pair.key.location)
            return
        }
        switch kind {
        case .integer(let range):
            guard case .scalar(let value) = pair.value, let number = Int(value.text), range.contains(number) else {
                return wrong(name, pair.value, "a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            values[name] = .integer(number)
        case .number(let range):
            guard case .scalar(let value) = pair.value, let number = Double(value.text), number.isFinite, range.contains(number) else {
                return wrong(name, pair.value, "a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))")
            }
            values[name] = .number(number)
        case .boolean:
            guard case .scalar(let value) = pair.value, value.text == "true" || value.text == "false" else {
                return wrong(name, pair.value, "true or false")
            }
            values[name] = .boolean(value.text == "true")
        case .sizes(let widths, let heights):
            let legal = "WIDTHxHEIGHT from \(widths.lowerBound)x\(heights.lowerBound) to \(widths.upperBound)x\(heights.upperBound), e.g. 80x24"
            var sizes: [String] = []
            for item in Self.items(pair.value) {
                guard case .scalar(let value) = item, let size = Self.size(value.text), widths.contains(size.width), heights.contains(size.height) else {
                    return wrong(name, item, legal)
                }
                sizes.append(value.text)
            }
            values[name] = .list(sizes)
        case .paths:
            var paths: [String] = []
            for item in Self.items(pair.value) {
                guard case .scalar(let value) = item, !value.text.isEmpty else { return wrong(name, item, "a file path") }
                paths.append(value.text)
            }
            values[name] = .list(paths)
        case .uri:
            guard case .scalar(let value) = pair.value else { return wrong(name, pair.value, "an absolute URI") }
            if let problem = SARIFLog.documentationProblem(value.text) {
                return wrong(name, pair.value, "an absolute URI; it \(problem)")
            }
            values[name] = .text(value.text)
        }
    }

    /// A list's items, or a single value as a list of one.
    static func items(_ node: YAMLNode) -> [YAMLNode] {
        if case .sequence(let items, _) = node { return items }
        return [node]
    }

    /// `80x24` (or `80×24`).
    public static func size(_ text: String) -> (width: Int, height: Int)? {
        let parts = text.lowercased().split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "\u{00D7}" })
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        return (width, height)
    }

    public static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    private mutating func wrong(_ name: String, _ node: YAMLNode, _ legal: String) {
        let shown: String
        switch node {
        case .scalar(let value):
            let text = VisibleText.sanitize(value.text)
            shown = "'" + (text.unicodeScalars.count > 40 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "…" : text) + "'"
        case .mapping: shown = "a mapping"
        case .sequence: shown = "a list"
        }
        problem(ParseRuleID.invalidValue, "'\(name)' is \(shown); it takes \(legal)", at: node.location)
    }

    private mutating func problem(_ id: String, _ message: String, at location: SourceLocation) {
        problems.append(Diagnostic(path: source.path, location: location, severity: .error, ruleID: id, message: message,
                                   hint: "see docs/linting.md, \"Project configuration\""))
    }

    public func integer(_ key: String) -> Int? {
        if case .integer(let value)? = values[key] { return value }
        return nil
    }

    public func number(_ key: String) -> Double? {
        switch values[key] {
        case .number(let value)?: value
        case .integer(let value)?: Double(value)
        default: nil
        }
    }

    public func boolean(_ key: String) -> Bool? {
        if case .boolean(let value)? = values[key] { return value }
        return nil
    }

    public func text(_ key: String) -> String? {
        if case .text(let value)? = values[key] { return value }
        return nil
    }

    public func list(_ key: String) -> [String]? {
        if case .list(let value)? = values[key] { return value }
        return nil
    }
}
