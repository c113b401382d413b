import Foundation
import Testing
@testable import PermflowCore

/// Locale packs are written by other people: a pattern that can take exponential time on a
/// backtracking engine refuses the pack instead of hanging every lint that loads it.
@Suite struct PatternSafetyTests {
    @Test(arguments: [
        "(a+)+$", "(\\w*\\s?)*x", "(?:x{2,})+", "((ab)*c)+", "(a|b+)*", "([a-z]+)*!", "(x+){2,}", "(.*a){1,}",
    ])
    func nestedRepetitionIsRefused(_ pattern: String) {
        #expect(PatternSafety.problem(in: pattern)?.contains("repeated group whose body repeats too") == true, "\(pattern)")
    }

    @Test(arguments: ["(a)\\1", "(?<w>a)\\k<w>"])
    func backReferencesAreRefused(_ pattern: String) {
        #expect(PatternSafety.problem(in: pattern)?.contains("back reference") == true, "\(pattern)")
    }

    @Test(arguments: [
        "(\\S+\\s+){0,3}free", "(ab)+", "(a+)?", "[(+)]+x", "\\(a+\\)+", "a{2,}b+", "(?i)(tap|press)\\s+(on\\s+)?allow",
        "[\\]+]+(x)*", "x{", "(a|b)*",
    ])
    func boundedOrFlatRepetitionIsAllowed(_ pattern: String) {
        #expect(PatternSafety.problem(in: pattern) == nil, "\(pattern): \(PatternSafety.problem(in: pattern) ?? "")")
    }

    @Test func everyBuiltInPatternIsSafe() {
        for pack in BuiltInLocales.packs {
            for (name, entries) in pack.vocabulary ?? [:] where name.hasSuffix("-patterns") {
                for pattern in entries {
                    #expect(PatternSafety.problem(in: pattern) == nil, "\(pack.locale) \(name): \(pattern)")
                }
            }
        }
    }

    @Test func aLongPatternIsRefused() {
        #expect(PatternSafety.problem(in: String(repeating: "a", count: 1_001))?.contains("longer than 1000") == true)
        #expect(PatternSafety.problem(in: String(repeating: "a", count: 1_000)) == nil)
    }

    @Test func aPackWithAnExponentialPatternIsRefusedWithItsPlace() {
        let json = #"{"locale": "xx", "vocabulary": {"incentive-patterns": ["\\d+ off", "(\\w+\\s?)+!"]}}"#
        let error = #expect(throws: LocalePack.LoadError.self) { try LocalePack.decode(Data(json.utf8), path: "evil.json") }
        #expect(error?.description == "cannot load locale pack evil.json: vocabulary.incentive-patterns[1] is refused: "
            + "a repeated group whose body repeats too (such as (a+)+) can take exponential time")
    }
}
