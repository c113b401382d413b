import Foundation
@testable import PermflowCore

/// The labelled corpus of issue 16 (Tests/Corpus): real purpose strings and pre-alert copy with
/// the labels a reviewer gave them, the rule each label expects, and how the rules score on it.
/// The files come from people, so every size is bounded and every entry is checked before use.
struct CorpusEntry: Codable, Sendable, Equatable {
    var id: String
    var lang: String
    /// `purpose` (the alert's purpose string) or `pre-alert` (copy on the screen before it).
    var kind: String
    /// `purpose`, or for a pre-alert the part the text is: `title`, `body` or `button`.
    var field: String
    /// The Info.plist key of a purpose string; empty for pre-alert copy.
    var key: String
    var resource: String
    var text: String
    var labels: [String]
    /// `owner/name` of the public repository, or `hand-written`.
    var source: String
    var path: String
    /// Why a hand-written entry exists.
    var reason: String?
    var note: String?
}

struct CorpusLabel: Codable, Sendable {
    var rule: String?
    var meaning: String
    /// Records a judgement without asking anything of the rules.
    var info: Bool?
}

struct CorpusLabels: Codable, Sendable {
    var about: String
    /// The rules the corpus scores; a label's rule must be one of them.
    var rules: [String]
    var labels: [String: CorpusLabel]
}

struct CorpusFloor: Codable, Sendable {
    var about: String
    /// The lowest overall agreement accepted (0 … 1).
    var agreement: Double
}

enum CorpusError: Error, CustomStringConvertible {
    case unreadable(String)
    var description: String {
        switch self {
        case .unreadable(let reason): reason
        }
    }
}

struct Corpus: Sendable {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")
    static let languages = ["en", "ko"]
    static let kinds = ["purpose": ["purpose"], "pre-alert": ["title", "body", "button"]]
    static let maxFileBytes = 4_000_000
    static let maxEntries = 20_000
    static let maxTextCharacters = 2_000

    var entries: [CorpusEntry]
    var labels: CorpusLabels
    var floor: CorpusFloor

    /// The held-out file of issue 33 (HELDOUT.md): real texts no rule was tuned on, scored apart
    /// from the tuned corpus and held to no floor. Ids are `ho-<lang>-<number>`.
    static let heldOutFile = "heldout.jsonl"
    static let heldOutPrefix = "ho-"

    /// Reads the corpus files; `problems` lists every entry that breaks a rule of the format.
    static func load(from directory: URL = root) throws -> (corpus: Corpus, problems: [String]) {
        let labels = try JSONDecoder().decode(CorpusLabels.self, from: read(directory.appendingPathComponent("labels.json")))
        let floor = try JSONDecoder().decode(CorpusFloor.self, from: read(directory.appendingPathComponent("floor.json")))
        var entries: [CorpusEntry] = []
        var problems: [String] = []
        for language in languages {
            let name = "\(language).jsonl"
            let (read, found) = parse(jsonLines: try read(directory.appendingPathComponent(name)), file: name)
            entries += read
            problems += found
        }
        if entries.count > maxEntries { problems.append("more than \(maxEntries) entries") }
        problems += validate(entries, labels: labels)
        if !(0...1).contains(floor.agreement) { problems.append("floor.json: agreement \(floor.agreement) is not between 0 and 1") }
        return (Corpus(entries: entries, labels: labels, floor: floor), problems)
    }

    /// Reads the held-out file with the tuned corpus's labels; `problems` as for `load`.
    static func loadHeldOut(from directory: URL = root) throws -> (entries: [CorpusEntry], labels: CorpusLabels, problems: [String]) {
        let labels = try JSONDecoder().decode(CorpusLabels.self, from: read(directory.appendingPathComponent("labels.json")))
        var (entries, problems) = parse(jsonLines: try read(directory.appendingPathComponent(heldOutFile)), file: heldOutFile)
        if entries.count > maxEntries {
            problems.append("more than \(maxEntries) entries")
            entries = Array(entries.prefix(maxEntries))
        }
        problems += validate(entries, labels: labels, idPrefix: heldOutPrefix)
        return (entries, labels, problems)
    }

    static func read(_ url: URL) throws -> Data {
        let data = try Data(contentsOf: url)
        guard data.count <= maxFileBytes else {
            throw CorpusError.unreadable("\(url.lastPathComponent): \(data.count) bytes, more than \(maxFileBytes)")
        }
        return data
    }

    /// One JSON object a line; blank lines are allowed, anything else that does not decode is a problem.
    static func parse(jsonLines data: Data, file: String) -> ([CorpusEntry], [String]) {
        guard let text = String(data: data, encoding: .utf8) else { return ([], ["\(file): not UTF-8"]) }
        var entries: [CorpusEntry] = []
        var problems: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.allSatisfy({ $0 == " " || $0 == "\r" }) { continue }
            do {
                entries.append(try JSONDecoder().decode(CorpusEntry.self, from: Data(line.utf8)))
            } catch {
                problems.append("\(file):\(index + 1): not a corpus entry (\(error))")
            }
        }
        return (entries, problems)
    }

    /// Every rule of the format at once: ids, languages, kinds, known labels, a verdict per entry,
    /// a source for every entry and a reason for every hand-written one.
    /// `idPrefix` comes before `<lang>-` in every id (`ho-` in the held-out file).
    static func validate(_ entries: [CorpusEntry], labels: CorpusLabels, idPrefix: String = "") -> [String] {
        var problems: [String] = []
        var seen: Set<String> = []
        for (label, definition) in labels.labels {
            if let rule = definition.rule, !labels.rules.contains(rule) {
                problems.append("labels.json: \(label) expects \(rule), which is not in rules")
            }
            if let rule = definition.rule, RuleRegistry.description(of: rule) == nil {
                problems.append("labels.json: \(label) expects \(rule), which permflow does not have")
            }
        }
        for entry in entries {
            let at = entry.id.isEmpty ? "an entry with no id" : entry.id
            if !seen.insert(entry.id).inserted { problems.append("\(at): the id is used twice") }
            if !languages.contains(entry.lang) || !entry.id.hasPrefix(idPrefix + entry.lang + "-") {
                problems.append("\(at): lang '\(entry.lang)' does not match the id or is not one of \(languages)")
            }
            if let fields = kinds[entry.kind] {
                if !fields.contains(entry.field) { problems.append("\(at): field '\(entry.field)' is not one of \(fields)") }
            } else {
                problems.append("\(at): kind '\(entry.kind)' is not one of \(kinds.keys.sorted())")
            }
            if entry.kind == "purpose" && !entry.key.hasSuffix("UsageDescription") {
                problems.append("\(at): a purpose string needs its Info.plist key")
            }
            if SystemAlertCatalog.standard.resource(entry.resource) == nil {
                problems.append("\(at): resource '\(entry.resource)' is not in the catalog")
            }
            if entry.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { problems.append("\(at): empty text") }
            if entry.text.count > maxTextCharacters { problems.append("\(at): text longer than \(maxTextCharacters) characters") }
            // The bench prints texts to a terminal: nothing in them may steer it.
            if entry.text.unicodeScalars.contains(where: isUnsafe) { problems.append("\(at): a control or bidirectional character in the text") }
            let unknown = entry.labels.filter { labels.labels[$0] == nil }
            if !unknown.isEmpty { problems.append("\(at): unknown labels \(unknown)") }
            if Set(entry.labels).count != entry.labels.count { problems.append("\(at): a label is given twice") }
            let verdicts = entry.labels.filter { labels.labels[$0].map { $0.info != true } ?? false }
            if verdicts.isEmpty { problems.append("\(at): no verdict (ok or a problem label)") }
            if verdicts.contains("ok") && verdicts.count > 1 { problems.append("\(at): ok together with \(verdicts.filter { $0 != "ok" })") }
            if entry.source == "hand-written" {
                if (entry.reason ?? "").trimmingCharacters(in: .whitespaces).isEmpty { problems.append("\(at): hand-written without a reason") }
            } else {
                let parts = entry.source.split(separator: "/", omittingEmptySubsequences: false)
                if parts.count != 2 || parts.contains(where: \.isEmpty) || entry.path.isEmpty {
                    problems.append("\(at): source must be owner/name with a path, or hand-written")
                }
            }
        }
        return problems
    }

    /// Control characters other than a line feed, and bidirectional overrides and isolates.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// What two texts must not share across the corpus files (HELDOUT.md): the text with surrounding
    /// white space trimmed, lowercased. A held-out text may not have the key of a tuned text.
    static func dedupeKey(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// Whether `entry` is a held-out entry folded into the tuned corpus (HELDOUT.md, "How to fold
    /// it"): the same text and source as one of `heldOut`, and a note that names its held-out id.
    static func isFoldedCopy(_ entry: CorpusEntry, of heldOut: [CorpusEntry]) -> Bool {
        guard let note = entry.note else { return false }
        return heldOut.contains { $0.text == entry.text && $0.source == entry.source && note.contains("held-out file") && note.contains(": \($0.id) ") }
    }

    /// The rules a reviewer expects to fire on `entry`.
    func expected(_ entry: CorpusEntry) -> Set<String> {
        Set(entry.labels.compactMap { labels.labels[$0]?.rule })
    }
}

/// Runs permflow's rules over corpus entries, each set in the flow its rule examples use.
struct CorpusRunner {
    let linter = Linter()
    let scored: Set<String>

    init(scoring rules: [String]) {
        scored = Set(rules)
    }

    /// The complete flow the entry's text is linted in: a purpose string in the sleep recorder's
    /// microphone alert, pre-alert copy in the receipt scanner's pre-alert (English or Korean).
    static func flow(for entry: CorpusEntry) -> String {
        let korean = entry.lang == "ko"
        let text = yamlQuoted(entry.text)
        if entry.kind == "purpose" {
            return RuleExample(korean ? .sleepyKo : .sleepy, purpose: text).yaml
        }
        var title = korean ? "카메라로 영수증 스캔" : "Scan receipts with your camera"
        var body: String?
        var button = korean ? "계속" : "Continue"
        switch entry.field {
        case "title": title = text
        case "button": button = text
        default: body = text
        }
        // Home reads the camera's state first, as a real app does, so the path-sensitive rules
        // (a pre-alert reached again on the next launch) say nothing about the text under test.
        let flow: ExampleFlow = korean ? .receiptsKo : .receipts
        let preAlert = flow.preAlert(title: title, body: body, button: button) ?? ""
        return flow.expand("""
        scan:
          kind: check
          resource: camera
          on:
            not-determined: why-camera
            otherwise: camera
        """ + "\n" + preAlert)
    }

    /// The scored rules that fire on the entry's flow.
    func fired(_ entry: CorpusEntry) -> Set<String> {
        fired(in: Self.flow(for: entry), path: "\(entry.id).yaml")
    }

    func fired(in yaml: String, path: String) -> Set<String> {
        active(in: yaml, path: path).intersection(scored)
    }

    /// Every rule that reports on the entry's flow, scored or not (the base flows report none).
    func active(_ entry: CorpusEntry) -> Set<String> {
        active(in: Self.flow(for: entry), path: "\(entry.id).yaml")
    }

    func active(in yaml: String, path: String) -> Set<String> {
        Set(linter.lint(path: path, text: yaml).active.map(\.ruleID))
    }

    /// The text as a YAML scalar, as `permflow init` writes copy: quoted and escaped where needed.
    static func yamlQuoted(_ text: String) -> String {
        StarterFlow.quote(text)
    }
}

/// What a rule gained and lost against the labels.
struct RuleScore: Equatable {
    var truePositives = 0
    var falsePositives = 0
    var falseNegatives = 0
    /// nil when the rule fired on nothing.
    var precision: Double? { ratio(truePositives, truePositives + falsePositives) }
    /// nil when no label expects the rule.
    var recall: Double? { ratio(truePositives, truePositives + falseNegatives) }

    private func ratio(_ part: Int, _ whole: Int) -> Double? { whole == 0 ? nil : Double(part) / Double(whole) }
}

/// One entry whose fired rules differ from the expected ones.
struct CorpusMiss: Equatable {
    var id: String
    var text: String
    var expected: Set<String>
    var got: Set<String>
}

struct CorpusScore {
    var perRule: [String: RuleScore]
    var entries: Int
    var agreeing: Int
    var agreeingByLanguage: [String: (agreeing: Int, entries: Int)]
    var misses: [CorpusMiss]

    /// Overall agreement: the share of entries whose fired rules are exactly the expected ones.
    var agreement: Double { entries == 0 ? 0 : Double(agreeing) / Double(entries) }

    /// Scores (entry, expected, got) triples against `rules`.
    init(rules: [String], results: [(entry: CorpusEntry, expected: Set<String>, got: Set<String>)]) {
        var perRule = Dictionary(uniqueKeysWithValues: rules.map { ($0, RuleScore()) })
        var agreeing = 0
        var byLanguage: [String: (agreeing: Int, entries: Int)] = [:]
        var misses: [CorpusMiss] = []
        for (entry, expected, got) in results {
            for rule in rules {
                switch (expected.contains(rule), got.contains(rule)) {
                case (true, true): perRule[rule, default: RuleScore()].truePositives += 1
                case (false, true): perRule[rule, default: RuleScore()].falsePositives += 1
                case (true, false): perRule[rule, default: RuleScore()].falseNegatives += 1
                case (false, false): break
                }
            }
            var language = byLanguage[entry.lang] ?? (0, 0)
            language.entries += 1
            if expected == got {
                agreeing += 1
                language.agreeing += 1
            } else {
                misses.append(CorpusMiss(id: entry.id, text: entry.text, expected: expected, got: got))
            }
            byLanguage[entry.lang] = language
        }
        self.perRule = perRule
        self.entries = results.count
        self.agreeing = agreeing
        self.agreeingByLanguage = byLanguage
        self.misses = misses
    }

    static func percent(_ value: Double?) -> String {
        guard let value else { return "    -" }
        let tenths = Int((value * 1000).rounded())
        let text = "\(tenths / 10).\(tenths % 10)%"
        return String(repeating: " ", count: max(0, 6 - text.count)) + text
    }

    /// The bench line: precision and recall per rule, overall agreement, and every miss.
    /// With `flaggedGood` and `good`, a second line says how many good texts (labelled `ok`) get any
    /// warning at all, scored rule or not (issue 33's "good texts with any warning").
    func report(rules: [String], floor: Double, flaggedGood: Int? = nil, good: Int? = nil) -> String {
        var heading = "corpus: \(entries) entries; agreement \(Self.percent(agreement)) (\(agreeing)/\(entries)), floor \(Self.percent(floor))"
        if let flaggedGood, let good {
            heading += "\n  good texts with any warning: \(Self.percent(good == 0 ? nil : Double(flaggedGood) / Double(good))) (\(flaggedGood)/\(good))"
        }
        return report(rules: rules, heading: heading)
    }

    /// The held-out file's report (issue 33): the same figures under their own heading, no floor,
    /// and how many good texts (labelled `ok`) get any warning at all, from `flaggedGood`
    /// (good texts with at least one active rule) over `good`.
    /// Its misses are listed by id, expected and got, without their texts: the file is never
    /// tuned on (HELDOUT.md), and a bench that printed every miss's words on each run invited it.
    /// `withTexts` (PERMFLOW_HELDOUT_TEXTS=1) prints them, for auditing a label.
    func heldOutReport(rules: [String], flaggedGood: Int, good: Int, withTexts: Bool = false) -> String {
        let share = good == 0 ? nil : Double(flaggedGood) / Double(good)
        return report(rules: rules, heading: "held-out: \(entries) entries; agreement \(Self.percent(agreement)) (\(agreeing)/\(entries)), no floor"
            + "\n  good texts with any warning: \(Self.percent(share)) (\(flaggedGood)/\(good))", withTexts: withTexts)
    }

    private func report(rules: [String], heading: String, withTexts: Bool = true) -> String {
        var lines = [heading]
        for language in agreeingByLanguage.keys.sorted() {
            if let counts = agreeingByLanguage[language] {
                let share = counts.entries == 0 ? nil : Double(counts.agreeing) / Double(counts.entries)
                lines.append("  \(language): agreement \(Self.percent(share)) (\(counts.agreeing)/\(counts.entries))")
            }
        }
        lines.append("")
        lines.append("rule                       precision  recall     tp   fp   fn")
        for rule in rules {
            let score = perRule[rule] ?? RuleScore()
            let name = rule + String(repeating: " ", count: max(1, 27 - rule.count))
            lines.append(name + "   \(Self.percent(score.precision))  \(Self.percent(score.recall))"
                + "  \(pad(score.truePositives)) \(pad(score.falsePositives)) \(pad(score.falseNegatives))")
        }
        lines.append("")
        lines.append("misses (\(misses.count)): id, expected, got" + (withTexts ? ", text" : " (texts not shown: PERMFLOW_HELDOUT_TEXTS=1 shows them)"))
        for miss in misses {
            let expected = miss.expected.sorted().joined(separator: ",")
            let got = miss.got.sorted().joined(separator: ",")
            let text = withTexts ? "  " + miss.text.replacingOccurrences(of: "\n", with: "\\n") : ""
            lines.append("  \(miss.id)  expected [\(expected)]  got [\(got)]" + text)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func pad(_ number: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, 4 - text.count)) + text
    }
}
