import Foundation
import Testing
import PermflowCore

/// `permflow lint` on hostile app files made at run time (the small ones are in Tests/Hostile):
/// 100,000-level nesting, a file over the size limit, a binary property
/// list nested 200,000 levels deep under a usage key, a catalog of 6,000 strings. A clear error or a report, in bounded time
/// and memory, never a crash.
@Suite struct HostileAppFileTests {
    static func folder() throws -> URL { try CLIRunner.temporaryDirectory() }

    @Test func deeplyNestedXMLPlistIsRefusedBeforeFoundationRecurses() throws {
        let depth = 100_000
        let xml = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>NSCameraUsageDescription</key>\n"
            + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "\n</dict>\n</plist>\n"
        let url = try HostileInputTests.write(Data(xml.utf8), name: "Info.plist", in: Self.folder())
        let run = try HostileInputTests.lint([url.path], stackBytes: 512 << 10)
        HostileInputTests.expectSafe(run, allowed: [2], "100,000 nested arrays")
        #expect(run.stdout.contains("Info.plist:5:442: error: nesting deeper than 64 levels [parse-limit]"), "\(run.stdout.prefix(500))")
        #expect(run.seconds < 5)
    }

    /// `--max-depth 1000` lets flows nest 1,000 levels; Foundation's XML reader overflowed a 512 KiB
    /// stack at 990, so app files stop at 128 whatever the flag says.
    @Test func appFilesNestAtMost128LevelsWhateverMaxDepthSays() throws {
        let folder = try Self.folder()
        let deep = "<?xml version=\"1.0\"?><plist><dict><key>A</key>" + String(repeating: "<array>", count: 990)
            + String(repeating: "</array>", count: 990) + "</dict></plist>\n"
        let refused = try HostileInputTests.write(Data(deep.utf8), name: "Info.plist", in: folder)
        let run = try HostileInputTests.lint(["--max-depth", "1000", refused.path], stackBytes: 512 << 10)
        HostileInputTests.expectSafe(run, allowed: [2], "990 levels with --max-depth 1000")
        #expect(run.stdout.contains("error: nesting deeper than 128 levels [parse-limit]"), "\(run.stdout.prefix(500))")
        let fine = "<?xml version=\"1.0\"?><plist><dict><key>NSCameraUsageDescription</key><string>Receipts uses the camera to read totals.</string>"
            + "<key>A</key>" + String(repeating: "<array>", count: 120) + String(repeating: "</array>", count: 120) + "</dict></plist>\n"
        let read = try HostileInputTests.write(Data(fine.utf8), name: "Other-Info.plist", in: folder)
        let deepRun = try HostileInputTests.lint(["--max-depth", "1000", read.path], stackBytes: 512 << 10)
        HostileInputTests.expectSafe(deepRun, allowed: [0], "120 levels on a 512 KiB stack")
    }

    @Test func deeplyNestedBinaryPlistIsNeverWalked() throws {
        // A binary plist whose usage key holds 200,000 nested arrays, each referring to the next.
        let count = 200_000
        var objects: [[UInt8]] = []
        objects.append([0xD1, 0, 0, 0, 1, 0, 0, 0, 2])  // top dict: key object 1 → value object 2
        let key = Array("NSCameraUsageDescription".utf8)
        objects.append([0x5F, 0x10, UInt8(key.count)] + key)
        for index in 0..<count {
            let next = UInt32(3 + index)
            objects.append([0xA1] + withUnsafeBytes(of: next.bigEndian) { Array($0) })
        }
        objects.append([0x50])
        var data: [UInt8] = Array("bplist00".utf8)
        var offsets: [UInt32] = []
        for object in objects {
            offsets.append(UInt32(data.count))
            data += object
        }
        let table = data.count
        for offset in offsets { data += withUnsafeBytes(of: offset.bigEndian) { Array($0) } }
        data += [0, 0, 0, 0, 0, 0, 4, 4]
        for value in [UInt64(objects.count), 0, UInt64(table)] { data += withUnsafeBytes(of: value.bigEndian) { Array($0) } }
        let url = try HostileInputTests.write(Data(data), name: "Info.plist", in: Self.folder())
        let run = try HostileInputTests.lint([url.path], stackBytes: 512 << 10)
        HostileInputTests.expectSafe(run, allowed: [1, 2], "a binary plist nested 200,000 levels")
        // What is not text reads as empty: iOS would show nothing.
        #expect(run.stdout.contains("Info.plist (NSCameraUsageDescription): error: NSCameraUsageDescription: the usage description is empty"),
                "\(run.stdout.prefix(800))")
        #expect(run.seconds < 5)
    }

    @Test func catalogOverTheSizeLimitIsRefusedUnread() throws {
        let big = Data(repeating: UInt8(ascii: " "), count: 9 << 20)
        let url = try HostileInputTests.write(big, name: "InfoPlist.xcstrings", in: Self.folder())
        let run = try HostileInputTests.lint([url.path])
        HostileInputTests.expectSafe(run, allowed: [2], "9 MiB catalog")
        #expect(run.stdout.contains("error: file is 9437184 bytes, over the limit of 8388608 bytes [parse-limit]"))
    }

    @Test func aCatalogOfThousandsOfStringsStaysBounded() throws {
        // 3,000 usage keys the catalog does not know, in two languages (1 MB of JSON): every string is linted.
        var entries: [String] = []
        for index in 0..<3_000 {
            entries.append("""
                "NSKey\(index)UsageDescription" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Receipts uses this to read the totals on receipt number \(index)." } },
                  "ko" : { "stringUnit" : { "state" : "translated", "value" : "영수증 앱은 \(index)번 영수증의 합계를 읽기 위해 이것을 사용합니다." } } } }
            """)
        }
        let json = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
        let url = try HostileInputTests.write(Data(json.utf8), name: "InfoPlist.xcstrings", in: Self.folder())
        let run = try HostileInputTests.lint([url.path], timeout: 90)
        HostileInputTests.expectSafe(run, allowed: [0, 1], "1 MB catalog", memory: HostileInputTests.largeMemoryBound, timeout: 90)
        #expect(run.stdout.hasSuffix("1 file, 0 errors, 0 warnings, 0 suppressed\n"), "\(run.stdout.suffix(400))")
        #expect(run.seconds < 30)
    }

    @Test func aFolderOfHostileAppFilesAtOnce() throws {
        let run = try HostileInputTests.lint(["--format", "json", "Tests/Hostile"])
        HostileInputTests.expectSafe(run, allowed: [2], "Tests/Hostile as JSON")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        let paths = Set(files.compactMap { $0["path"] as? String })
        #expect(paths.contains("Tests/Hostile/xcstrings-not-json/InfoPlist.xcstrings"))
        #expect(paths.contains("Tests/Hostile/strings-unpaired-surrogate/ko.lproj/InfoPlist.strings"))
    }
}
