import Foundation
import Testing
@testable import PermflowCore

/// Issue 16's labelled corpus (Tests/Corpus/README.md): it must be valid, and the copy rules must
/// agree with its labels at least as well as they did when the floor was last raised.
/// `PERMFLOW_CORPUS_REPORT=<file>` writes the bench report (scripts/bench.sh, part `corpus`).
@Suite struct CorpusTests {
    @Test func corpusIsValid() throws {
        let (corpus, problems) = try Corpus.load()
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(40).joined(separator: "\n"))")
        // Issue 16 asks for at least 300 strings, English and Korean.
        #expect(corpus.entries.count >= 300, "\(corpus.entries.count) entries")
        for language in Corpus.languages {
            #expect(corpus.entries.contains { $0.lang == language }, "no \(language) entries")
        }
        // Every rule a label expects is scored (a rule no label expects, such as purpose-placeholder
        // today, is still scored: what it fires on counts against its precision).
        let expected = Set(corpus.entries.flatMap { corpus.expected($0) })
        #expect(expected.isSubset(of: Set(corpus.labels.rules)), "expected but not scored: \(expected.subtracting(corpus.labels.rules))")
    }

    /// The flows the texts are set in report none of the scored rules on their own, so whatever
    /// fires comes from the corpus text.
    @Test func baseFlowsAreClean() throws {
        let (corpus, _) = try Corpus.load()
        let runner = CorpusRunner(scoring: corpus.labels.rules)
        for language in Corpus.languages {
            for (kind, fields) in Corpus.kinds {
                for field in fields {
                    var entry = CorpusEntry(id: "\(language)-000", lang: language, kind: kind, field: field, key: "", resource: "camera",
                                            text: "", labels: [], source: "", path: "")
                    let clean: [String: String] = [
                        "en-purpose": "Sleepy records during the night to detect snoring sounds.",
                        "ko-purpose": "이 앱은 코골이를 탐지하기 위해 밤 동안 녹음합니다.",
                        "en-title": "Scan receipts with your camera", "ko-title": "카메라로 영수증 스캔",
                        "en-body": "Receipts reads the total on every receipt you scan.",
                        "ko-body": "영수증 앱은 스캔한 영수증의 합계를 읽습니다.",
                        "en-button": "Continue", "ko-button": "계속",
                    ]
                    entry.text = clean["\(language)-\(field)"] ?? ""
                    let report = runner.linter.lint(path: "base.yaml", text: CorpusRunner.flow(for: entry))
                    #expect(!report.isUnusable, "\(language) \(kind) \(field): \(report.diagnostics.map(\.message))")
                    #expect(report.active.isEmpty, "\(language) \(kind) \(field): \(report.active.map { "\($0.ruleID): \($0.message)" })")
                }
            }
        }
    }

    /// Texts with quotes, backslashes and line breaks reach the rule intact (a line break with
    /// nothing else YAML treats specially once came out plain and cut the text at the break).
    @Test(arguments: [
        "Signal's \"Screen Lock\" uses C:\\keys\nand a tab\there.",
        "웨더 아일랜드에서 위치 정보를 사용하고자 합니다.\n현재 위치의 날씨를 불러옵니다.",
        "Line one\u{2028}line two\u{85}three",
        "Plain text stays plain.",
    ])
    func textsArriveVerbatim(text: String) throws {
        let quoted = CorpusRunner.yamlQuoted(text)
        #expect(quoted.hasPrefix("\"") == !text.hasSuffix("plain."), "\(quoted)")
        let yaml = RuleExample(.sleepy, purpose: quoted).yaml
        let report = Linter().lint(path: "quoted.yaml", text: yaml)
        let alert = try #require(report.flow?.screens.first { $0.id.value == "mic" })
        #expect(alert.purpose?.value == text)
    }

    @Test func validationRejectsBrokenEntries() throws {
        let (corpus, _) = try Corpus.load()
        let good = CorpusEntry(id: "en-900", lang: "en", kind: "purpose", field: "purpose", key: "NSCameraUsageDescription",
                               resource: "camera", text: "Receipts reads totals.", labels: ["ok"], source: "owner/name", path: "Info.plist")
        #expect(Corpus.validate([good], labels: corpus.labels).isEmpty)
        var broken: [(CorpusEntry, String)] = []
        var entry = good
        entry.labels = ["okay"]; broken.append((entry, "unknown labels"))
        entry = good; entry.labels = ["ok", "passive"]; broken.append((entry, "ok together with"))
        entry = good; entry.labels = ["pressure"]; broken.append((entry, "no verdict"))
        entry = good; entry.source = ""; broken.append((entry, "source must be"))
        entry = good; entry.path = ""; broken.append((entry, "source must be"))
        entry = good; entry.source = "hand-written"; broken.append((entry, "without a reason"))
        entry = good; entry.text = "  "; broken.append((entry, "empty text"))
        entry = good; entry.text = "Red \u{1B}[31mtext"; broken.append((entry, "control or bidirectional"))
        entry = good; entry.lang = "ko"; broken.append((entry, "does not match the id"))
        entry = good; entry.kind = "pre-alert"; broken.append((entry, "field 'purpose'"))
        entry = good; entry.key = ""; broken.append((entry, "Info.plist key"))
        entry = good; entry.resource = "camra"; broken.append((entry, "not in the catalog"))
        for (entry, problem) in broken {
            let problems = Corpus.validate([entry], labels: corpus.labels)
            #expect(problems.contains { $0.contains(problem) }, "expected '\(problem)', got \(problems)")
        }
        #expect(Corpus.validate([good, good], labels: corpus.labels).contains { $0.contains("used twice") })
        let (entries, lineProblems) = Corpus.parse(jsonLines: Data("{\"id\": \"en-1\"}\n\n".utf8), file: "x.jsonl")
        #expect(entries.isEmpty)
        #expect(lineProblems.count == 1 && lineProblems[0].hasPrefix("x.jsonl:1:"), "\(lineProblems)")
    }

    /// The key the held-out file is deduplicated by (HELDOUT.md): case and surrounding white space
    /// do not make a text new; anything else does.
    @Test func dedupeKeyIgnoresCaseAndSurroundingSpaceOnly() {
        #expect(Corpus.dedupeKey("Face ID is used to access your app.") == Corpus.dedupeKey(" face id IS used to access your app.\n"))
        #expect(Corpus.dedupeKey("Face ID is used to access your app.") != Corpus.dedupeKey("Face ID is used to access your app"))
        #expect(Corpus.dedupeKey("카메라를 사용합니다.") != Corpus.dedupeKey("카메라를 사용합니다 ."))
    }

    /// The arithmetic of the bench line, on a case worked by hand.
    @Test func scoringCountsGainsAndLosses() {
        func entry(_ id: String, _ lang: String) -> CorpusEntry {
            CorpusEntry(id: id, lang: lang, kind: "purpose", field: "purpose", key: "NSCameraUsageDescription", resource: "camera",
                        text: id, labels: [], source: "a/b", path: "p")
        }
        let score = CorpusScore(rules: ["a", "b"], results: [
            (entry("en-1", "en"), ["a"], ["a"]),        // a: tp
            (entry("en-2", "en"), ["a"], []),           // a: fn
            (entry("en-3", "en"), [], ["a", "b"]),      // a: fp, b: fp
            (entry("ko-1", "ko"), ["b"], ["b"]),        // b: tp
            (entry("ko-2", "ko"), [], []),              // agrees
        ])
        #expect(score.perRule["a"] == RuleScore(truePositives: 1, falsePositives: 1, falseNegatives: 1))
        #expect(score.perRule["b"] == RuleScore(truePositives: 1, falsePositives: 1, falseNegatives: 0))
        #expect(score.perRule["b"]?.precision == 0.5)
        #expect(score.perRule["b"]?.recall == 1)
        #expect(score.agreeing == 3)
        #expect(score.agreement == 0.6)
        #expect(score.misses.map(\.id) == ["en-2", "en-3"])
        #expect(score.agreeingByLanguage["ko"]?.agreeing == 2)
        #expect(RuleScore().precision == nil)
        let report = score.report(rules: ["a", "b"], floor: 0.5)
        #expect(report.hasPrefix("corpus: 5 entries; agreement  60.0% (3/5), floor  50.0%\n  en:"), "\(report)")
        #expect(score.report(rules: ["a", "b"], floor: 0.5, flaggedGood: 1, good: 3)
            .hasPrefix("corpus: 5 entries; agreement  60.0% (3/5), floor  50.0%\n  good texts with any warning:  33.3% (1/3)\n  en:"))
        #expect(report.contains("  en-3  expected []  got [a,b]  en-3"), "\(report)")
        let heldOut = score.heldOutReport(rules: ["a", "b"], flaggedGood: 1, good: 4)
        #expect(heldOut.hasPrefix("held-out: 5 entries; agreement  60.0% (3/5), no floor\n  good texts with any warning:  25.0% (1/4)\n  en:"), "\(heldOut)")
        #expect(heldOut.contains("\nrule                       precision"), "\(heldOut)")
        #expect(heldOut.contains("  en-3  expected []  got [a,b]\n"), "held-out misses come without their texts: \(heldOut)")
        #expect(score.heldOutReport(rules: ["a", "b"], flaggedGood: 1, good: 4, withTexts: true)
            .hasSuffix(report.drop { $0 != "\n" }.dropFirst().description), "with texts, the rest is the tuned report's")
    }

    /// Issue 33's held-out file: valid, at least 200 texts in both languages, and held out for
    /// real: no text of the tuned corpus and no repository it drew on.
    @Test func heldOutIsValidAndApart() throws {
        let (entries, _, problems) = try Corpus.loadHeldOut()
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(40).joined(separator: "\n"))")
        #expect(entries.count >= 200, "\(entries.count) entries")
        for language in Corpus.languages {
            #expect(entries.contains { $0.lang == language }, "no \(language) entries")
        }
        let (loaded, _) = try Corpus.load()
        // A held-out file that was folded into the tuned corpus (HELDOUT.md, "How to fold it")
        // stays in heldout.jsonl until the next file replaces it; its folded copies (same text and
        // source, a note naming the held-out id) are that file, not an overlap.
        let tuned = loaded.entries.filter { !Corpus.isFoldedCopy($0, of: entries) }
        // Texts are compared as HELDOUT.md deduplicates them: exactly and case-insensitively,
        // after trimming white space, so "Face ID is used …" and "face id is used … " are one text.
        let tunedTexts = Set(tuned.map { Corpus.dedupeKey($0.text) })
        let tunedSources = Set(tuned.map(\.source))
        let heldTexts = entries.map { Corpus.dedupeKey($0.text) }
        #expect(Set(heldTexts).count == heldTexts.count, "a text appears twice in the held-out file")
        #expect(heldTexts.filter(tunedTexts.contains).isEmpty, "in the tuned corpus too: \(heldTexts.filter(tunedTexts.contains))")
        #expect(entries.filter { tunedSources.contains($0.source) }.isEmpty,
                "from a repository the tuned corpus used: \(Set(entries.filter { tunedSources.contains($0.source) }.map(\.source)))")
        if let first = entries.first {
            #expect(Corpus.validate([first], labels: loaded.labels).contains { $0.contains("does not match the id") }, "a held-out id is not a tuned-corpus id")
        }
    }

    /// The rules over the held-out file: measured, never a floor (issue 33). Writes the report
    /// where `PERMFLOW_HELDOUT_REPORT` says (scripts/bench.sh, part `corpus`).
    @Test func heldOutIsMeasured() throws {
        let (entries, labels, problems) = try Corpus.loadHeldOut()
        try #require(problems.isEmpty, "the held-out file is not valid: \(problems.prefix(5))")
        let corpus = Corpus(entries: entries, labels: labels, floor: CorpusFloor(about: "", agreement: 0))
        let runner = CorpusRunner(scoring: labels.rules)
        let active = entries.map { runner.active($0) }
        let results = zip(entries, active).map { ($0, corpus.expected($0), $1.intersection(labels.rules)) }
        let score = CorpusScore(rules: labels.rules, results: results)
        let good = zip(entries, active).filter { corpus.expected($0.0).isEmpty && $0.0.labels.contains("ok") }
        let report = score.heldOutReport(rules: labels.rules, flaggedGood: good.filter { !$0.1.isEmpty }.count, good: good.count,
                                         withTexts: ProcessInfo.processInfo.environment["PERMFLOW_HELDOUT_TEXTS"] == "1")
        if let path = ProcessInfo.processInfo.environment["PERMFLOW_HELDOUT_REPORT"], !path.isEmpty {
            try Data(report.utf8).write(to: URL(fileURLWithPath: path))
        }
        #expect(score.entries == entries.count)
    }

    /// The rules over every entry: agreement may not fall below the floor in floor.json.
    @Test func agreementHoldsTheFloor() throws {
        let (corpus, problems) = try Corpus.load()
        try #require(problems.isEmpty, "the corpus is not valid: \(problems.prefix(5))")
        let runner = CorpusRunner(scoring: corpus.labels.rules)
        let active = corpus.entries.map { runner.active($0) }
        let results = zip(corpus.entries, active).map { ($0, corpus.expected($0), $1.intersection(corpus.labels.rules)) }
        let score = CorpusScore(rules: corpus.labels.rules, results: results)
        let good = zip(corpus.entries, active).filter { corpus.expected($0.0).isEmpty && $0.0.labels.contains("ok") }
        let report = score.report(rules: corpus.labels.rules, floor: corpus.floor.agreement,
                                  flaggedGood: good.filter { !$0.1.isEmpty }.count, good: good.count)
        if let path = ProcessInfo.processInfo.environment["PERMFLOW_CORPUS_REPORT"], !path.isEmpty {
            try Data(report.utf8).write(to: URL(fileURLWithPath: path))
        }
        // The floor is stored to four decimals; a change that scores higher raises it (README).
        #expect(score.agreement + 0.00005 >= corpus.floor.agreement,
                "agreement \(CorpusScore.percent(score.agreement)) fell below the floor \(CorpusScore.percent(corpus.floor.agreement))\n\(report)")
    }
}
