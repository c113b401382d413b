import Foundation
import Testing
import PermflowCore

/// `PrivacyInfo.xcprivacy` is read with the Info.plist's reader and bounds: the hostile cases
/// `HostileAppFileTests` runs on Info.plist, on a manifest. A clear error or a report, in bounded
/// time and memory, never a crash.
@Suite struct HostileManifestTests {
    static let name = "PrivacyInfo.xcprivacy"

    @Test func deeplyNestedXMLManifestIsRefusedBeforeFoundationRecurses() throws {
        let depth = 100_000
        let xml = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>NSPrivacyTrackingDomains</key>\n"
            + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "\n</dict>\n</plist>\n"
        let url = try HostileInputTests.write(Data(xml.utf8), name: Self.name)
        let run = try HostileInputTests.lint([url.path], stackBytes: 512 << 10)
        HostileInputTests.expectSafe(run, allowed: [2], "100,000 nested arrays in a manifest")
        #expect(run.stdout.contains("PrivacyInfo.xcprivacy:5:442: error: nesting deeper than 64 levels [parse-limit]"), "\(run.stdout.prefix(500))")
        #expect(run.seconds < 5)
    }

    @Test func deeplyNestedBinaryManifestIsNeverWalked() throws {
        // A binary manifest whose tracking domains hold 200,000 nested arrays, each referring to the next.
        let count = 200_000
        var objects: [[UInt8]] = []
        objects.append([0xD2, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4])  // dict: keys 1, 2 → values 3, 4
        for key in ["NSPrivacyTracking", "NSPrivacyTrackingDomains"] {
            let bytes = Array(key.utf8)
            objects.append([0x5F, 0x10, UInt8(bytes.count)] + bytes)
        }
        objects.append([0x08])  // false
        for index in 0..<count {
            let next = UInt32(5 + index)
            objects.append([0xA1] + Self.bigEndian(next))
        }
        objects.append([0x50])
        let data = Self.binaryPlist(objects)
        let url = try HostileInputTests.write(data, name: Self.name)
        let run = try HostileInputTests.lint([url.path], stackBytes: 512 << 10)
        HostileInputTests.expectSafe(run, allowed: [0, 1, 2], "a binary manifest nested 200,000 levels")
        // Not a list of text: no domains, so nothing to report.
        #expect(run.stdout.hasSuffix("1 file, 0 errors, 0 warnings, 0 suppressed\n"), "\(run.stdout.prefix(800))")
        #expect(run.seconds < 5)
    }

    @Test func manifestOverTheSizeLimitIsRefusedUnread() throws {
        let url = try HostileInputTests.write(Data(repeating: UInt8(ascii: " "), count: 9 << 20), name: Self.name)
        let run = try HostileInputTests.lint([url.path])
        HostileInputTests.expectSafe(run, allowed: [2], "9 MiB manifest")
        #expect(run.stdout.contains("error: file is 9437184 bytes, over the limit of 8388608 bytes [parse-limit]"))
    }

    @Test func malformedAndWrongShapedManifestsAreNamed() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let cases: [(String, String, String)] = [
            ("mismatch", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>NSPrivacyTracking</key>\n\t<true/>\n</dcit>\n</plist>\n",
             "PrivacyInfo.xcprivacy:6:1: error: not a property list: </dcit> closes <dict> [parse-app-file]"),
            ("array", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array/>\n</plist>\n",
             "error: not a privacy manifest: the property list is not a dictionary"),
            ("garbage", "bplist00\u{1}\u{2}\u{3}", "error: not a property list"),
        ]
        for (label, text, expected) in cases {
            let sub = folder.appendingPathComponent(label)
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            let url = try HostileInputTests.write(Data(text.utf8), name: Self.name, in: sub)
            let run = try HostileInputTests.lint([url.path])
            HostileInputTests.expectSafe(run, allowed: [2], "manifest \(label)")
            #expect(run.stdout.contains(expected), "\(label): \(run.stdout.prefix(600))")
        }
    }

    @Test func thousandsOfTrackingDomainsStayBounded() throws {
        let domains = (0..<50_000).map { "\t\t<string>t\($0).example.com</string>\n" }.joined()
        let xml = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>NSPrivacyTracking</key>\n\t<false/>\n"
            + "\t<key>NSPrivacyTrackingDomains</key>\n\t<array>\n\(domains)\t</array>\n</dict>\n</plist>\n"
        let url = try HostileInputTests.write(Data(xml.utf8), name: Self.name)
        let run = try HostileInputTests.lint([url.path], timeout: 60)
        HostileInputTests.expectSafe(run, allowed: [1], "50,000 domains", timeout: 60)
        // Three named, the rest counted: the message stays one line.
        #expect(run.stdout.contains("NSPrivacyTrackingDomains lists \"t0.example.com\", \"t1.example.com\", \"t2.example.com\" and 49997 more, "
                                    + "but NSPrivacyTracking is false"), "\(run.stdout.prefix(600))")
    }

    /// A binary property list of `objects` (object 0 the top), with 4-byte offsets and references.
    static func binaryPlist(_ objects: [[UInt8]]) -> Data {
        let header = Array("bplist00".utf8)
        let body = header + Array(objects.joined())
        var next = header.count
        let starts = objects.map { object in
            defer { next += object.count }
            return next
        }
        let table = starts.flatMap { bigEndian(UInt32($0)) }
        let trailer: [UInt8] = [0, 0, 0, 0, 0, 0, 4, 4] + [UInt64(objects.count), 0, UInt64(body.count)].flatMap { bigEndian($0) }
        return Data(body + table + trailer)
    }

    static func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value.bigEndian) { Array($0) }
    }
}
