import Foundation
import Testing
@testable import PermflowCore

/// A walk lints its one flow with the rules spread over the cores (`checksRulesConcurrently`):
/// the report must be the one a sequential linter gives, diagnostic for diagnostic.
@Suite struct ConcurrentRulesTests {
    static let files: [URL] = BundledFlowsTests.goodFlows.map { BundledFlowsTests.flowsDirectory.appendingPathComponent($0) }
        + BundledFlowsTests.badFlows.map { BundledFlowsTests.badDirectory.appendingPathComponent($0) }

    @Test func concurrentRulesReportWhatSequentialRulesReport() throws {
        var concurrent = Linter()
        concurrent.checksRulesConcurrently = true
        #expect(Self.files.count > 20)
        var compared = 0
        for _ in 0..<3 {
            let sequential = Linter()
            for file in Self.files {
                let text = try String(contentsOf: file, encoding: .utf8)
                let expected = sequential.lint(path: file.lastPathComponent, text: text).diagnostics
                let got = concurrent.lint(path: file.lastPathComponent, text: text).diagnostics
                #expect(got == expected, "\(file.lastPathComponent): concurrent rules reported something else")
                compared += expected.count
            }
        }
        // The bad flows report something, so the comparison compared findings, not empty lists.
        #expect(compared > 60)
    }
}
