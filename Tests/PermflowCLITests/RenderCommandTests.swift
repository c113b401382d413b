import Foundation
import Testing
import PermflowCore

/// `permflow render` as designers and reviewers use it to preview one screen.
@Suite struct RenderCommandTests {
    @Test func drawsTheStartScreenInsideThePhone() throws {
        let result = try CLIRunner.run(["render", "flows/camera.yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }
        #expect(lines.count == 24)
        #expect(result.stdout.contains("Keep every receipt in one place"))
        #expect(lines.first?.contains("╭") == true)
        #expect(!result.stdout.contains("\u{1B}"), "plain text without --color")
    }

    @Test func drawsTheSystemAlertWithItsOwnTitleAndButtons() throws {
        let result = try CLIRunner.run(["render", "flows/ko-camera.yaml", "--screen", "camera"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("카메라에"))
        #expect(result.stdout.contains("허용 안 함"))
        #expect(result.stdout.contains("┬") && result.stdout.contains("┴"), "two buttons side by side with a vertical rule")
    }

    @Test func koreanRowsLineUpInCells() throws {
        let result = try CLIRunner.run(["render", "flows/ko-camera.yaml", "--screen", "camera", "--size", "60x20"])
        let rows = result.stdout.components(separatedBy: "\n").filter { $0.contains("│") }
        let rightEdges = Set(rows.compactMap { row -> Int? in
            guard let last = row.lastIndex(of: "│") else { return nil }
            return CellWidth.of(row[..<last])
        })
        #expect(rightEdges.count == 1, "the phone's right edge sits in one column: \(rightEdges)")
    }

    @Test func presetStateSkipsTheAlertAndSaysSo() throws {
        let result = try CLIRunner.run(["render", "flows/camera.yaml", "--screen", "camera", "--state", "camera=denied"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("not shown: camera already denied"))
        #expect(!result.stdout.contains("Would Like to Access"))
    }

    /// render refuses the location buttons a walk refuses: a problem suppressed with `ignore:`
    /// still makes iOS refuse the button, as `walk` says (WalkOptions decides for both).
    @Test func refusesALocationButtonWhoseProblemIsSuppressed() throws {
        let bad = try String(contentsOf: CLIRunner.root.appendingPathComponent("flows/bad/location-button-contrast.yaml"), encoding: .utf8)
        let suppressed = bad.replacingOccurrences(of: "    corner-radius: 12\n", with: """
                corner-radius: 12
                ignore:
                  location-button-contrast: "Brand green, signed off by the brand team."

            """)
        #expect(suppressed != bad)
        let result = try CLIRunner.run(["render", "-", "--screen", "near-me", "--size", "80x40"], stdin: suppressed)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("The system would refuse this"), "\(result.stdout)")
    }

    @Test func tooSmallAsksForMoreRoom() throws {
        let result = try CLIRunner.run(["render", "flows/camera.yaml", "--size", "20x8"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("enlarge"))
    }

    /// `--size` is WIDTHxHEIGHT and nothing else, refused alike by `render` and `walk` (a usage
    /// error, exit 64); `80xx24` was read as 80 by 24.
    @Test(arguments: ["80xx24", "x80x24", "80x24x", "80x", "0x24", "80x1001", "99999999999999999999x24", " 80x24"])
    func aSizeThatIsNotWidthByHeightIsRefusedAlike(_ size: String) throws {
        let render = try CLIRunner.run(["render", "flows/camera.yaml", "--size", size])
        let walk = try CLIRunner.run(["walk", "flows/camera.yaml", "--keys", "enter", "--size", size])
        for (command, result) in [("render", render), ("walk", walk)] {
            #expect(result.status == 64, "\(command) --size '\(size)': exit \(result.status)")
            #expect(result.stderr.contains("is not WIDTHxHEIGHT with sides from 1 to 1000"), "\(command): \(result.stderr)")
        }
        #expect(try CLIRunner.run(["render", "flows/camera.yaml", "--size", "80X24"]).status == 0)
        #expect(try CLIRunner.run(["render", "flows/camera.yaml", "--size", "80×24"]).status == 0)
    }

    @Test func colourOnlyWhenAsked() throws {
        let colour = try CLIRunner.run(["render", "flows/camera.yaml", "--color"])
        #expect(colour.stdout.contains(";38;2;"), "24-bit colour")
        let noColor = try CLIRunner.run(["render", "flows/camera.yaml", "--color"], environment: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}["))
    }

    @Test func badInputExitsTwoWithSuggestion() throws {
        let screen = try CLIRunner.run(["render", "flows/camera.yaml", "--screen", "camra"])
        #expect(screen.status == 2)
        #expect(screen.stderr.contains("did you mean"))
        let state = try CLIRunner.run(["render", "flows/camera.yaml", "--state", "camera=maybe"])
        #expect(state.status == 2)
        let missing = try CLIRunner.run(["render", "/nonexistent.yaml"])
        #expect(missing.status == 2)
    }
}
