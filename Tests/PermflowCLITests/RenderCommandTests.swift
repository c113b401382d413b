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

    /// Location is one authorization: `location-always=…` sets location's state, so the two
    /// cannot disagree (the later one wins).
    @Test func locationAlwaysPresetsLocationsOneState() throws {
        let result = try CLIRunner.run(["render", "flows/location.yaml", "--screen", "location", "--size", "120x24",
                                        "--state", "location=denied", "--state", "location-always=always"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("1 stored · not shown: location already always"), "\(result.stdout.suffix(300))")
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

    /// A headless walk at a frame too small for the phone is refused before it walks or records
    /// (exit 2, as a terminal that cannot be used): its keys acted while every recorded frame
    /// said "enlarge the terminal" (issue 25).
    @Test func aHeadlessWalkTooSmallForThePhoneIsRefused() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let transcript = folder.appendingPathComponent("t.jsonl").path
        let small = try CLIRunner.run(["walk", "flows/camera.yaml", "--keys", "enter,enter,2", "--size", "20x8", "--record", transcript])
        #expect(small.status == 2, "\(small.stderr)")
        #expect(small.stderr.contains("--size 20x8 is too small to show the phone; use at least 30x12"), "\(small.stderr)")
        #expect(!FileManager.default.fileExists(atPath: transcript))
        let smallest = try CLIRunner.run(["walk", "flows/camera.yaml", "--keys", "enter,enter,2", "--size", "30x12", "--record", transcript])
        #expect(smallest.status == 0, "\(smallest.stderr)")
        #expect(smallest.stdout.contains("scanner"))
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
