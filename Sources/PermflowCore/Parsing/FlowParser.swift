#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What reading one flow file produced: the flow (when it could be built), every parse problem
/// found, and the facts rules report (kept when no flow could be built, too).
public struct ParseResult: Sendable {
    public var flow: Flow?
    public var diagnostics: [Diagnostic]
    public var source: SourceFile
    /// Duplicate keys and unknown resources, for `flow-duplicate-id` and `flow-unknown-resource`.
    public var facts: ParseFacts

    public init(flow: Flow?, diagnostics: [Diagnostic], source: SourceFile, facts: ParseFacts = .none) {
        self.flow = flow
        self.diagnostics = diagnostics
        self.source = source
        self.facts = facts
    }

    /// True when the file is unusable as a flow (not text, not YAML, not a flow, over a limit).
    public var isUnusable: Bool {
        flow == nil || diagnostics.contains { ParseRuleID.unusable.contains($0.ruleID) }
    }
}

/// Limits that keep hostile input from costing unbounded time or memory.
public struct ParseLimits: Sendable {
    /// Largest flow file read, in bytes.
    public var maxBytes: Int
    /// Most duplicate keys reported; past them the file is not read further.
    public var maxDuplicateKeys: Int
    /// Deepest nesting (indentation levels, `- ` entries and flow brackets together) read.
    /// A flow nests about 5 levels; the prescan and the composer both stop past this.
    public var maxDepth: Int
    /// Most alias uses (`*name`) in one file; each can stand for a whole shared subtree.
    public var maxAliases: Int
    /// Most mapping entries that merge keys (`<<`) may bring in over a whole file.
    public var maxMergedEntries: Int
    /// Most mapping entries and list items read beyond the file's own size in bytes: what aliases
    /// may add by repeating anchored values. A file without aliases never comes near it.
    public var maxExpansion: Int

    public init(maxBytes: Int = 8 * 1024 * 1024, maxDuplicateKeys: Int = 64, maxDepth: Int = 64,
                maxAliases: Int = 1_000, maxMergedEntries: Int = 10_000, maxExpansion: Int = 100_000) {
        self.maxBytes = maxBytes
        self.maxDuplicateKeys = maxDuplicateKeys
        self.maxDepth = maxDepth
        self.maxAliases = maxAliases
        self.maxMergedEntries = maxMergedEntries
        self.maxExpansion = maxExpansion
    }
}

/// Reads flow files (format v1) into `Flow` values, keeping the source location of every node
/// and reporting every problem at once.
public struct FlowParser: Sendable {
    public static let supportedVersions = [1]
    /// The newest iOS version whose alerts the catalog describes; the default for `ios:`.
    public static var newestIOS: Int { IOSVersions.newest }
    /// The oldest iOS version whose alerts permflow draws.
    public static var oldestIOS: Int { IOSVersions.oldest }
    /// The iOS versions permflow draws as themselves (`IOSVersions`), oldest first; a flow may
    /// also name a known version that is not sourced yet (drawn as another, with a warning).
    public static var iosVersions: [Int] { IOSVersions.drawn }
    /// The versions as people read them: "13–18, 26".
    public static var iosVersionsText: String {
        var parts: [String] = []
        var start: Int?
        var last: Int?
        for version in iosVersions {
            if let previous = last, version == previous + 1 { last = version; continue }
            if let first = start, let previous = last { parts.append(first == previous ? "\(first)" : "\(first)\u{2013}\(previous)") }
            start = version
            last = version
        }
        if let first = start, let previous = last { parts.append(first == previous ? "\(first)" : "\(first)\u{2013}\(previous)") }
        return parts.joined(separator: ", ")
    }

    public var catalog: SystemAlertCatalog
    public var limits: ParseLimits
    /// The locales `locale:` and `locales:` may name: those permflow has word lists or alert
    /// text for, built in or from a locale pack. A region (`en-GB`) counts by its language.
    public var knownLocales: Set<String>

    public init(catalog: SystemAlertCatalog = .standard, limits: ParseLimits = ParseLimits(),
                knownLocales: Set<String> = FlowParser.standardLocales) {
        self.catalog = catalog
        self.limits = limits
        self.knownLocales = knownLocales
    }

    /// The locales permflow knows without a pack: its built-in word lists and alert text.
    public static let standardLocales = FlowParser.knownLocales(vocabularies: .standard, catalog: .standard)

    /// The locales a flow may name with these word lists and this catalog.
    public static func knownLocales(vocabularies: VocabularyStore, catalog: SystemAlertCatalog) -> Set<String> {
        Set(vocabularies.locales).union(catalog.locales)
    }

    /// Reads flow bytes; `path` is used in diagnostics. The bytes are let go once they are text
    /// (taken, not copied: a large flow's bytes and its text need not both last while it is read).
    public func parse(path: String, data: consuming Data) -> ParseResult {
        if data.count > limits.maxBytes {
            return unusable(path: path, text: "", rule: ParseRuleID.limit,
                            message: "file is \(data.count) bytes, over the limit of \(limits.maxBytes) bytes",
                            hint: "raise it with --max-bytes \(data.count) if the file is really a flow")
        }
        switch Self.decode(consume data) {
        case let .text(text):
            return parse(path: path, text: text)
        case let .invalid(location, lossy):
            return ParseResult(flow: nil, diagnostics: [
                Diagnostic(path: path, location: location, severity: .error, ruleID: ParseRuleID.encoding,
                           message: "the file is not valid UTF-8 text",
                           hint: "save the file as UTF-8 (most editors: File > Save with Encoding > UTF-8)"),
            ], source: SourceFile(path: path, text: lossy))
        }
    }

    /// What a file's bytes read as: its text (without a byte order mark), or where UTF-8 breaks
    /// and the text with replacement characters.
    private enum Decoded {
        case text(String)
        case invalid(SourceLocation, String)
    }

    private static func decode(_ data: consuming Data) -> Decoded {
        var bytes = consume data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let text = String(data: bytes, encoding: .utf8) else {
            return .invalid(firstInvalidUTF8(in: Array(bytes)), String(decoding: bytes, as: UTF8.self))
        }
        return .text(text)
    }

    /// Reads flow text; `path` is used in diagnostics.
    public func parse(path: String, text: String) -> ParseResult {
        let source = SourceFile(path: path, text: text)
        var reader = NodeReader(path: path, source: source, catalog: catalog)
        reader.knownLocales = knownLocales
        reader.mergeBudget = limits.maxMergedEntries
        reader.mergeLimit = limits.maxMergedEntries
        reader.expansionLimit = limits.maxExpansion
        let (budget, overflow) = text.utf8.count.addingReportingOverflow(limits.maxExpansion)
        reader.expansionBudget = overflow ? Int.max : budget

        // Before YAML sees the text: nesting and aliases that would cost unbounded stack or time.
        if let finding = TextPrescan(maxDepth: limits.maxDepth, maxAliases: limits.maxAliases).scan(text) {
            reader.addPrescan(finding, limits: limits)
            return ParseResult(flow: nil, diagnostics: reader.diagnostics, source: source, facts: reader.facts)
        }

        // YAML reads U+0085, U+2028 and U+2029 as line breaks (and folds NEL inside quotes into
        // a space), so every line number after one would differ from the editor's: refuse them
        // where the editor shows them.
        if !source.isASCII {
            let breaks = Self.yamlOnlyLineBreaks(in: text)
            if !breaks.isEmpty {
                for (location, scalar) in breaks {
                    reader.add(.error, ParseRuleID.encoding, at: location,
                               "raw \(VisibleText.sanitize(String(scalar))) (\(Self.lineBreakNames[scalar.value] ?? "")): YAML reads it as a line break, which editors do not show",
                               hint: "delete it; for a new line in a text, use a block scalar (`|`)")
                }
                return ParseResult(flow: nil, diagnostics: reader.diagnostics, source: source, facts: reader.facts)
            }
        }

        var document = YAMLComposer.compose(text, maxDepth: limits.maxDepth)
        guard reader.recordDuplicates(document.duplicates, limit: limits.maxDuplicateKeys) else {
            return ParseResult(flow: nil, diagnostics: reader.diagnostics, source: source, facts: reader.facts)
        }
        if let failure = document.error {
            reader.addYAMLError(failure, limits: limits)
            return ParseResult(flow: nil, diagnostics: reader.diagnostics, source: source, facts: reader.facts)
        }
        // Taken out of the document and handed over, so the reader can free each screen's
        // nodes once it has read them (`NodeReader.readFlow`).
        guard let root = document.root.take() else {
            reader.add(.error, ParseRuleID.notAFlow, at: .fileStart, "the file is empty; a flow starts with `permflow: 1`",
                       hint: "run `permflow init camera` for a starter flow")
            return ParseResult(flow: nil, diagnostics: reader.diagnostics, source: source, facts: reader.facts)
        }
        let flow = reader.readFlow(consume root)
        // A flow cut short by the expansion limit is missing parts; linting it would mislead.
        return ParseResult(flow: reader.expansionExceeded ? nil : flow, diagnostics: reader.diagnostics, source: source,
                           facts: reader.facts)
    }

    private func unusable(path: String, text: String, rule: String, message: String, hint: String?) -> ParseResult {
        ParseResult(flow: nil, diagnostics: [
            Diagnostic(path: path, location: .fileStart, severity: .error, ruleID: rule, message: message, hint: hint),
        ], source: SourceFile(path: path, text: text))
    }

    static let lineBreakNames: [UInt32: String] = [
        0x85: "NEXT LINE", 0x2028: "LINE SEPARATOR", 0x2029: "PARAGRAPH SEPARATOR",
    ]

    /// Every U+0085, U+2028 and U+2029 in `text`, at the line and column an editor shows
    /// (lines end at LF only).
    static func yamlOnlyLineBreaks(in text: String) -> [(SourceLocation, Unicode.Scalar)] {
        var found: [(SourceLocation, Unicode.Scalar)] = []
        var line = 1, column = 1
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
                continue
            }
            if lineBreakNames[scalar.value] != nil { found.append((SourceLocation(line: line, column: column), scalar)) }
            column += 1
        }
        return found
    }

    /// Line and column of the first byte that breaks UTF-8.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> SourceLocation {
        var line = 1, column = 1, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return SourceLocation(line: line, column: column)
            }
            if index + length > bytes.count { return SourceLocation(line: line, column: column) }
            if length > 1, bytes[(index + 1)..<(index + length)].contains(where: { $0 & 0xC0 != 0x80 }) {
                return SourceLocation(line: line, column: column)
            }
            if String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars.first == "\u{FFFD}",
               length > 1 {
                return SourceLocation(line: line, column: column)
            }
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
            index += length
        }
        return SourceLocation(line: line, column: column)
    }
}
