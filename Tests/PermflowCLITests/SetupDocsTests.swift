import Foundation
import Testing

/// The README's "Set up" says what the Makefile does (issue 34): every package each target
/// installs, on Debian and on macOS, and CI runs exactly the README's test command.
@Suite struct SetupDocsTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: CLIRunner.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The rows of scripts/deps.sh's table: part, check, Debian package, Homebrew formula.
    static func table() throws -> [[String]] {
        let script = try read("scripts/deps.sh")
        let start = try #require(script.range(of: "TABLE='\n"))
        let end = try #require(script.range(of: "\n'\n", range: start.upperBound..<script.endIndex))
        return script[start.upperBound..<end.lowerBound].split(separator: "\n").map { $0.split(separator: "|").map(String.init) }
    }

    /// The README's set-up section, up to the next heading.
    static func setUp() throws -> String {
        let readme = try read("README.md")
        let start = try #require(readme.range(of: "## Set up"))
        let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        return String(readme[start.lowerBound..<end])
    }

    @Test func theReadmeListsEveryPackageEachTargetInstalls() throws {
        let setUp = try Self.setUp()
        let rows = try Self.table()
        #expect(rows.count >= 10 && rows.allSatisfy { $0.count == 4 }, "\(rows)")
        let lines = setUp.split(separator: "\n").map(String.init)
        let targets = ["run": "`make run`", "release": "`make release`", "test": "`make test`", "bench": "`make bench`"]
        for row in rows {
            let (part, debian, formula) = (row[0], row[2], row[3])
            let target = try #require(targets[part], "unknown part \(part)")
            let line = try #require(lines.first { $0.hasPrefix("| \(target)") }, "no row for \(target) in the README's set-up table")
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells.count == 3, "\(line)")
            guard cells.count == 3 else { continue }
            #expect(cells[1].contains("`\(debian)`"), "\(target): the Debian package \(debian) is not in the README")
            if formula.hasPrefix("pip:") {
                #expect(cells[2].contains("`\(formula.dropFirst(4))`") && cells[2].contains("pip3"), "\(target): \(formula)")
            } else if formula != "-" {
                #expect(cells[2].contains("`\(formula)`"), "\(target): the Homebrew formula \(formula) is not in the README")
            }
        }
        // And nothing the script does not install.
        let known = Set(rows.flatMap { [$0[2], $0[3], String($0[3].dropFirst(4))] })
        for line in lines where line.hasPrefix("| `make") {
            let cells = line.split(separator: "|").dropFirst().map(String.init)
            for cell in cells.dropFirst() {
                for name in cell.split(separator: "`").enumerated().filter({ $0.offset % 2 == 1 }).map({ String($0.element) })
                where !name.hasPrefix("make ") && !["pip3"].contains(name) {
                    #expect(known.contains(name), "the README lists \(name), which scripts/deps.sh does not install")
                }
            }
        }
    }

    @Test func eachTargetInstallsWhatItNeedsAndNoMore() throws {
        let makefile = try Self.read("Makefile")
        for (target, deps) in [("build", "deps"), ("release", "deps-release"), ("test", "deps-test"), ("asan", "deps-test"), ("bench", "deps-bench")] {
            #expect(makefile.contains("\n\(target): \(deps)\n"), "\(target) should depend on \(deps)")
        }
        for (deps, part) in [("deps", "run"), ("deps-release", "release"), ("deps-test", "test"), ("deps-bench", "bench")] {
            #expect(makefile.contains("\n\(deps):\n\t@./scripts/deps.sh \(part)\n"))
        }
        // dialog and yamllint are the benchmarks' peers, cmark-gfm a test's: `make run` never needs them.
        let run = try Self.table().filter { $0[0] == "run" }.map { $0[2] }
        #expect(run == ["pkg-config", "libncursesw5-dev", "libyaml-dev"])
    }

    @Test func ciRunsExactlyTheReadmesTestCommand() throws {
        let ci = try Self.read(".ci/run").split(separator: "\n").filter { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(ci.last == "make test")
        #expect(try Self.setUp().contains("make test    # "))
    }

    @Test func theReadmeSaysWhereMakeRunLeavesTheBinary() throws {
        let setUp = try Self.setUp()
        #expect(setUp.contains("`.build/debug/permflow`"))
        #expect(setUp.contains("export PATH="))
        #expect(try Self.read("Makefile").contains("@echo \"== permflow is $(BIN_DIR)/permflow"))
    }
}

/// `permflow init` with several resources, as the binary takes them (issue 34).
@Suite struct InitSeveralResourcesTests {
    @Test func severalResourcesWriteOneLintCleanFlow() throws {
        let result = try CLIRunner.run(["init", "location", "location-always", "motion", "notifications", "--app", "Stride"])
        #expect(result.status == 0, "\(result.stderr)")
        let lint = try CLIRunner.run(["lint", "--strict", "-"], stdin: result.stdout)
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(lint.stdout.hasSuffix("1 file, 0 errors, 0 warnings, 0 suppressed\n"))
        for id in ["location", "location-always", "motion", "notifications"] {
            #expect(result.stdout.contains("      - label: ") && result.stdout.contains("        go: \(id)-check\n"), "\(id)")
        }
        let help = try CLIRunner.run(["init", "--help"])
        #expect(help.stdout.contains("permflow init location location-always motion notifications --app Stride"))
    }

    @Test func aSlipInOneOfThemIsRefusedWithItsSuggestion() throws {
        let result = try CLIRunner.run(["init", "camera", "NSPhotoLibraryUsageDescription"])
        #expect(result.status == 2)
        #expect(result.stderr == "permflow init: unknown resource 'NSPhotoLibraryUsageDescription'; did you mean 'photos'?\n")
    }
}
