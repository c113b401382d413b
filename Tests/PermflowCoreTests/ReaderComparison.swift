import Foundation
import Testing
@testable import PermflowCore

/// What the tests of a fast reader against the reading it replaces share (`CatalogJSONReaderTests`,
/// `XMLPlistReaderTests`): the project's files of a kind, and random edits of a text.
enum ReaderComparison {
    /// Every file under flows/ and Tests/ whose extension is `pathExtension`, by path.
    static func projectFiles(withExtension pathExtension: String) throws -> [(name: String, data: Data)] {
        var result: [(String, Data)] = []
        for folder in ["flows", "Tests"] {
            let base = BundledFlowsTests.root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == pathExtension {
                result.append((url.path, try Data(contentsOf: url)))
            }
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// `rounds` texts, each `base` with one to three random edits: a scalar deleted, one of
    /// `inserts` inserted, or a piece of at most `longestPiece` scalars repeated.
    /// `base` with each hand-made edit made (its first `from` replaced by `to`), with the edit's
    /// `to`; an edit whose `from` is not in `base` is an issue.
    static func edited(_ base: String, by edits: [(String, String)]) -> [(text: String, to: String)] {
        edits.compactMap { from, to in
            guard let range = base.range(of: from) else {
                Issue.record("edit not found: \(from)")
                return nil
            }
            return (base.replacingCharacters(in: range, with: to), to)
        }
    }

    static func randomEdits(of base: String, inserts: [Unicode.Scalar], longestPiece: Int, rounds: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        let scalars = Array(base.unicodeScalars)
        return (0..<rounds).map { _ in
            var edited = scalars
            for _ in 0...Int.random(in: 0...2, using: &random) {
                let at = Int.random(in: 0..<edited.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: edited.remove(at: at)
                case 1: edited.insert(inserts[Int.random(in: 0..<inserts.count, using: &random)], at: at)
                default:
                    let end = min(edited.count, at + Int.random(in: 1...longestPiece, using: &random))
                    edited.insert(contentsOf: edited[at..<end], at: at)
                }
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: edited)
            return text
        }
    }

    /// Everything a reading gives (values, places, key paths, states, languages, names), or its
    /// failure with its place, in one comparable text.
    static func outcome(_ read: () throws -> AppStringsFile) -> String {
        do {
            let file = try read()
            let strings = file.strings.map {
                "\($0.key) \($0.locale ?? "-") \($0.location.line):\($0.location.column)+\($0.length) [\($0.keyPath)] \($0.state ?? "-") \($0.value.debugDescription)"
            }
            let keys = file.keys.sorted { $0.key < $1.key }.map { "\($0.key)@\($0.value.line):\($0.value.column)" }
            return (["read \(file.isBinary) \(file.source.text.count)"] + strings + keys
                    + [file.declaredLanguages.joined(separator: ","), file.declaredBy ?? "-", file.developmentLanguage ?? "-",
                       file.appName ?? "-", file.untranslatedKeys.sorted().joined(separator: ",")]).joined(separator: "\n")
        } catch let failure as AppFileFailure {
            return "failed \(failure.ruleID) \(failure.location.line):\(failure.location.column) \(failure.message) | \(failure.hint ?? "-")"
        } catch {
            return "threw \(error)"
        }
    }
}
