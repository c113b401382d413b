import Foundation
import Testing
@testable import PermflowCore

/// `XMLPlistReader` against the reading it replaces (`XMLPlistScan` and Foundation's
/// `PropertyListDecoder`): on every Info.plist the project has, Xcode-shaped ones, hand-made
/// hostile variants and random edits of them, both readings give the same file (values, places,
/// languages, names) or the same failure at the same place.
@Suite struct XMLPlistReaderTests {
    static let reader = AppFileReader()

    /// Every `.plist` under flows/ and Tests/ (XML, binary, old-style and broken ones).
    static func projectPlists() throws -> [(name: String, data: Data)] {
        try ReaderComparison.projectFiles(withExtension: "plist")
    }

    /// An Info.plist as Xcode writes it, with the generated apps' keys (`scripts/gen_app_files.py`)
    /// and the nested values an app template has.
    static let xcode = [XMLPlistReader.declaration, XMLPlistReader.documentType, XMLPlistReader.plistOpen, XMLPlistReader.dictOpen]
        .map { String(decoding: $0, as: UTF8.self) + "\n" }.joined() + """
    \t<key>CFBundleDevelopmentRegion</key>
    \t<string>$(DEVELOPMENT_LANGUAGE)</string>
    \t<key>CFBundleDisplayName</key>
    \t<string>Receipts3</string>
    \t<key>CFBundleLocalizations</key>
    \t<array>
    \t\t<string>en</string>
    \t\t<string>ko</string>
    \t</array>
    \t<key>CFBundleName</key>
    \t<string>$(PRODUCT_NAME)</string>
    \t<key>LSRequiresIPhoneOS</key>
    \t<true/>
    \t<key>NSCameraUsageDescription</key>
    \t<string>Receipts3 uses the camera to read the totals on receipts you scan.</string>
    \t<key>NSContactsUsageDescription</key>
    \t<string>Receipts3은(는) 친구와 영수증을 나누기 위해 연락처를 읽습니다.</string>
    \t<key>UIApplicationSceneManifest</key>
    \t<dict>
    \t\t<key>UIApplicationSupportsMultipleScenes</key>
    \t\t<false/>
    \t\t<key>UISceneConfigurations</key>
    \t\t<dict>
    \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
    \t\t\t<array>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>UISceneConfigurationName</key>
    \t\t\t\t\t<string>Default Configuration</string>
    \t\t\t\t\t<key>UISceneDelegateClassName</key>
    \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
    \t\t\t\t</dict>
    \t\t\t</array>
    \t\t</dict>
    \t</dict>
    \t<key>UIDeviceFamily</key>
    \t<array>
    \t\t<integer>1</integer>
    \t\t<integer>2</integer>
    \t</array>
    \t<key>NSPhotoLibraryUsageDescription</key>
    \t<string>Receipts3 saves the receipts you scan to your photo library.</string>
    </dict>
    </plist>

    """

    static func outcome(_ data: Data, usingPlistReader: Bool) -> String {
        ReaderComparison.outcome { try reader.readInfoPlist(path: "App/Info.plist", data: data, usingPlistReader: usingPlistReader) }
    }

    static func expectSame(_ data: Data, _ comment: String) {
        let fast = outcome(data, usingPlistReader: true)
        let foundation = outcome(data, usingPlistReader: false)
        #expect(fast == foundation, "\(comment): \(String(decoding: data, as: UTF8.self).debugDescription)")
    }

    /// Compares the readings; whether the reader took the text itself (not handing it to Foundation).
    @discardableResult
    static func expectSame(_ text: String, _ comment: String) -> Bool {
        expectSame(Data(text.utf8), comment)
        return XMLPlistReader.read(Array(text.utf8), maxDepth: AppFileReader.deepestNesting) != nil
    }

    /// The reader itself takes the Info.plists Xcode writes (else it would save nothing), with
    /// the places `XMLPlistScan` finds.
    @Test func readsTheInfoPlistsXcodeWrites() throws {
        let fixture = try #require(Self.projectPlists().first { $0.name.hasSuffix("AppFiles/Receipts/Receipts/Info.plist") })
        for text in [Self.xcode, String(decoding: fixture.data, as: UTF8.self)] {
            let bytes = Array(text.utf8)
            let (entries, top) = try #require(XMLPlistReader.read(bytes, maxDepth: AppFileReader.deepestNesting))
            #expect(!top.usage.isEmpty)
            let scan = XMLPlistScan(bytes, maxDepth: AppFileReader.deepestNesting)
            #expect(entries.count == scan.entries.count)
            for (key, entry) in scan.entries {
                let read = try #require(entries[key])
                #expect((read.keyLocation, read.valueLocation, read.valueLength) == (entry.keyLocation, entry.valueLocation, entry.valueLength), "\(key)")
            }
        }
        let top = try #require(XMLPlistReader.read(Array(Self.xcode.utf8), maxDepth: AppFileReader.deepestNesting)).top
        #expect(top.order == ["NSCameraUsageDescription", "NSContactsUsageDescription", "NSPhotoLibraryUsageDescription"])
        #expect(top.localizations == ["en", "ko"])
        #expect(top.literal("CFBundleDisplayName") == "Receipts3")
        #expect(top.literal("CFBundleName") == nil)
    }

    @Test func sameAsFoundationOnTheProjectsPlists() throws {
        let plists = try Self.projectPlists()
        #expect(plists.count >= 15)
        for (name, data) in plists { Self.expectSame(data, name) }
        Self.expectSame(Self.xcode, "xcode")
    }

    /// Hand-made edits of the Xcode-shaped Info.plist: each either outside the subset (Foundation
    /// reads it) or inside with the same result.
    static let edits: [(String, String)] = [
        ("<string>Receipts3</string>", "<string>Receipts &amp; 3 &lt;b&gt; &quot;x&quot; &apos;y&apos;</string>"),
        ("<string>Receipts3</string>", "<string>Receipts&#51;</string>"),
        ("<string>Receipts3</string>", "<string>Receipts&#x33;</string>"),
        ("<string>Receipts3</string>", "<string>Receipts&nbsp;3</string>"),
        ("<string>Receipts3</string>", "<string>Receipts & 3</string>"),
        ("<string>Receipts3</string>", "<string>Receipts&amp3</string>"),
        ("<string>Receipts3</string>", "<string>a > b</string>"),
        ("<string>Receipts3</string>", "<string>a ]]> b</string>"),
        ("<string>Receipts3</string>", "<string>a\tb</string>"),
        ("<string>Receipts3</string>", "<string>a\u{1}b</string>"),
        ("<string>Receipts3</string>", "<string>a\u{7F}b</string>"),
        ("<string>Receipts3</string>", "<string>a\u{FFFE}b</string>"),
        ("<string>Receipts3</string>", "<string>a\u{FFFD}b\u{85}c</string>"),
        ("<string>Receipts3</string>", "<string>  Receipts3\n  second line  </string>"),
        ("<string>Receipts3</string>", "<string>a\r\nb</string>"),
        ("<string>Receipts3</string>", "<string></string>"),
        ("<string>Receipts3</string>", "<string/>"),
        ("<string>Receipts3</string>", "<string><![CDATA[Receipts3]]></string>"),
        ("<string>Receipts3</string>", "<string>Receipts3<!-- note --></string>"),
        ("<string>Receipts3</string>", "<string>Receipts3</strin>"),
        ("<string>Receipts3</string>", "<string>Receipts3</key>"),
        ("<string>Receipts3</string>", "<string>Receipts3"),
        ("<string>Receipts3</string>", "<integer>3</integer>"),
        ("<string>Receipts3</string>", "<true/>"),
        ("<string>Receipts3</string>", "<array><string>Receipts3</string></array>"),
        ("<key>CFBundleDisplayName</key>", "<key>CFBundleName</key>"),
        ("<key>CFBundleDisplayName</key>", "<key> CFBundleDisplayName </key>"),
        ("<key>CFBundleDisplayName</key>", "<key>CFBundle&#68;isplayName</key>"),
        ("<key>CFBundleDisplayName</key>", "<key></key>"),
        ("<key>CFBundleDisplayName</key>", "<key/>"),
        ("<key>CFBundleDisplayName</key>", "<key>NSCameraUsageDescription</key>"),
        ("<key>CFBundleDisplayName</key>", "<key>Caf\u{E9}</key><string>1</string><key>Cafe\u{301}</key>"),
        ("<key>CFBundleDisplayName</key>", "<key>NSCamera&amp;UsageDescription</key>"),
        ("<key>CFBundleDisplayName</key>", "<key>CFBundleDisplayName</key><!-- the name -->"),
        ("<key>CFBundleDisplayName</key>", "<?pi x?><key>CFBundleDisplayName</key>"),
        ("<key>CFBundleDisplayName</key>", "x<key>CFBundleDisplayName</key>"),
        ("<key>CFBundleDisplayName</key>", "<key>CFBundleDisplayName</key>\r"),
        ("<key>CFBundleDisplayName</key>", "<key>CFBundleDisplayName</key>\u{A0}"),
        ("<key>CFBundleDisplayName</key>", "<key >CFBundleDisplayName</key>"),
        ("<key>CFBundleDisplayName</key>", "<key\tid=\"1\">CFBundleDisplayName</key>"),
        ("<true/>", "<false/>"),
        ("<true/>", "<true></true>"),
        ("<true/>", "<true />"),
        ("<true/>", "<yes/>"),
        ("<true/>", "<integer>-42</integer>"),
        ("<true/>", "<integer>007</integer>"),
        ("<true/>", "<integer>999999999999999999</integer>"),
        ("<true/>", "<integer>99999999999999999999</integer>"),
        ("<true/>", "<integer></integer>"),
        ("<true/>", "<integer>0x10</integer>"),
        ("<true/>", "<integer>+1</integer>"),
        ("<true/>", "<integer> 1 </integer>"),
        ("<true/>", "<integer>1.5</integer>"),
        ("<true/>", "<real>1.5</real>"),
        ("<true/>", "<date>2020-01-01T00:00:00Z</date>"),
        ("<true/>", "<date>yesterday</date>"),
        ("<true/>", "<data>AAAA</data>"),
        ("<true/>", "<data>!!</data>"),
        ("<true/>", "<dict/>"),
        ("<true/>", "<array/>"),
        ("<true/>", "<dict></dict>"),
        ("<true/>", "<dict><key>a</key><string>1</string><key>a</key><string>2</string></dict>"),
        ("<true/>", "<dict><key>a</key></dict>"),
        ("<true/>", "<dict><string>a</string></dict>"),
        ("<true/>", "<dict><key>a</key><string>1</string><string>2</string></dict>"),
        ("<true/>", "<array><key>a</key></array>"),
        ("<true/>", "<string>x</string><string>y</string>"),
        ("<true/>", ""),
        ("<true/>", "<plist><dict/></plist>"),
        ("<true/>", String(repeating: "<array>", count: 126) + String(repeating: "</array>", count: 126)),
        ("<true/>", String(repeating: "<array>", count: 127) + String(repeating: "</array>", count: 127)),
        ("<true/>", String(repeating: "<array>", count: 128) + String(repeating: "</array>", count: 128)),
        ("<true/>", String(repeating: "<dict><key>k</key>", count: 200) + "<true/>" + String(repeating: "</dict>", count: 200)),
        ("<string>Receipts3 uses the camera", "<string>\u{E9} \u{1F4F7} uses the camera"),
        ("<key>NSCameraUsageDescription</key>\n\t<string>Receipts3", "<key>NSCameraUsageDescription</key>\n\t<true/><string>Receipts3"),
        ("<key>NSCameraUsageDescription</key>\n\t<string>Receipts3 uses the camera to read the totals on receipts you scan.</string>",
         "<key>NSCameraUsageDescription</key>\n\t<true/>"),
        ("<key>NSCameraUsageDescription</key>\n\t<string>Receipts3 uses the camera to read the totals on receipts you scan.</string>",
         "<key>NSCameraUsageDescription</key>\n\t<dict/>"),
        ("<key>NSCameraUsageDescription</key>\n\t<string>Receipts3 uses the camera to read the totals on receipts you scan.</string>",
         "<key>NSCameraUsageDescription</key>\n\t<integer>5</integer>"),
        ("<string>en</string>\n\t\t<string>ko</string>", ""),
        ("<string>en</string>\n\t\t<string>ko</string>", "<string>en</string><integer>1</integer>"),
        ("<string>en</string>\n\t\t<string>ko</string>", "<string>Base</string><string>en</string><string>en</string>"),
        ("<array>\n\t\t<string>en</string>\n\t\t<string>ko</string>\n\t</array>", "<array/>"),
        ("<array>\n\t\t<string>en</string>\n\t\t<string>ko</string>\n\t</array>", "<string>en</string>"),
        ("<array>\n\t\t<string>en</string>\n\t\t<string>ko</string>\n\t</array>", "<dict/>"),
        ("<string>$(DEVELOPMENT_LANGUAGE)</string>", "<string>ko</string>"),
        ("<string>$(DEVELOPMENT_LANGUAGE)</string>", "<array/>"),
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?xml version=\"1.0\" encoding=\"utf-8\"?>"),
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?xml version=\"1.0\"?>"),
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>"),
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", ""),
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", " <?xml version=\"1.0\" encoding=\"UTF-8\"?>"),
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>"),
        ("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">", ""),
        ("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
         "<!DOCTYPE plist [ <!ENTITY x \"Receipts\"> ]>"),
        ("<plist version=\"1.0\">", "<plist>"),
        ("<plist version=\"1.0\">", "<plist version=\"2.0\">"),
        ("<plist version=\"1.0\">", ""),
        ("<plist version=\"1.0\">\n<dict>", "<plist version=\"1.0\">\n<array><dict>"),
        ("</dict>\n</plist>", "</dict>\n</array></plist>"),
        ("</dict>\n</plist>", "</dict>\n</plist>\n<plist/>"),
        ("</dict>\n</plist>", "</dict>\n</plist>\nx"),
        ("</dict>\n</plist>", "</dict>\n</plist><!-- end -->"),
        ("</dict>\n</plist>", "</dict>"),
        ("</dict>\n</plist>", "</plist>"),
        ("</dict>\n</plist>", "</dict>\n</plist>\n\n\t "),
        ("\t</array>\n\t<key>CFBundleName</key>", "\t</dict>\n\t<key>CFBundleName</key>"),
    ]

    @Test func sameAsFoundationOnHostileEdits() {
        var taken = 0
        for (text, to) in ReaderComparison.edited(Self.xcode, by: Self.edits) {
            if Self.expectSame(text, "edit \(to)") { taken += 1 }
        }
        // Both sides of the subset are compared: edits the reader takes and edits it hands on.
        print("XMLPlistReaderTests: the reader took \(taken) of \(Self.edits.count) hand-made edits")
        #expect(taken >= 20 && taken <= Self.edits.count - 40)
        Self.expectSame(Self.xcode.replacingOccurrences(of: "\n", with: "\r\n"), "CR LF")
        Self.expectSame(Self.xcode.replacingOccurrences(of: "\n", with: ""), "one line")
        Self.expectSame(Self.xcode.replacingOccurrences(of: "\t", with: "    "), "spaces")
        let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"
        for text in ["", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", header, header + "<dict/>\n</plist>\n",
                     header + "<dict></dict></plist>", header + "<array></array></plist>", header + "<string>x</string></plist>"] {
            Self.expectSame(text, "whole text")
        }
    }

    /// Random edits: a scalar deleted, one of XML's punctuation (or a character beyond ASCII)
    /// inserted, or a piece repeated, at random places of the Xcode-shaped Info.plist.
    @Test func sameAsFoundationOnRandomEdits() {
        let inserts: [Unicode.Scalar] = ["<", ">", "/", "&", ";", "\"", "=", "!", "?", " ", "\n", "\r", "\t", "\u{E9}", "\u{1}", "k", "y", "t"]
        let texts = ReaderComparison.randomEdits(of: Self.xcode, inserts: inserts, longestPiece: 60, rounds: 400, seed: 32)
        var taken = 0
        for (round, text) in texts.enumerated() where Self.expectSame(text, "random edit \(round)") { taken += 1 }
        print("XMLPlistReaderTests: the reader took \(taken) of 400 random edits")
        #expect(taken >= 40)
    }

    /// A long line: places are counted on from the last one, once per line (a one-line file of
    /// 2,000 keys reads as Foundation reads it).
    @Test func oneLongLine() {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>"
        for index in 0..<2_000 { text += "<key>NSK\(index)UsageDescription</key><string>\u{D55C} \(index)</string>" }
        text += "</dict></plist>"
        #expect(XMLPlistReader.read(Array(text.utf8), maxDepth: 128) != nil)
        Self.expectSame(text, "one long line")
    }
}
