import Foundation
import Testing
@testable import PermflowCore

/// `CatalogJSONReader` against the reading it replaces (`JSONPathScan` and Foundation's
/// `JSONDecoder`): on every String Catalog the project has, generated ones, hand-made hostile
/// variants and random edits of them, both readings give the same file (values, places, key
/// paths, languages) or the same failure.
@Suite struct CatalogJSONReaderTests {
    static let reader = AppFileReader()

    /// Every `.xcstrings` under flows/ and Tests/.
    static func projectCatalogs() throws -> [(name: String, text: String)] {
        try ReaderComparison.projectFiles(withExtension: "xcstrings").map { ($0.name, String(decoding: $0.data, as: UTF8.self)) }
    }

    /// A catalog as `scripts/gen_app_files.py` writes it (two keys of its eight).
    static let generated = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "NSCameraUsageDescription" : {
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Receipts3 uses the camera to read the totals on receipts you scan."
              }
            },
            "ko" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Receipts3은(는) 스캔한 영수증의 합계를 읽기 위해 카메라를 사용합니다."
              }
            }
          }
        },
        "NSContactsUsageDescription" : {
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Receipts3 reads your contacts {{count}} to split a receipt with a friend."
              }
            },
            "ko" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Receipts3은(는) 친구와 영수증을 나누기 위해 연락처를 읽습니다"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }

    """

    static func outcome(_ text: String, usingCatalogReader: Bool) -> String {
        ReaderComparison.outcome { try reader.readCatalog(path: "App/InfoPlist.xcstrings", data: Data(text.utf8), usingCatalogReader: usingCatalogReader) }
    }

    static func expectSame(_ text: String, _ comment: String) {
        let fast = outcome(text, usingCatalogReader: true)
        let foundation = outcome(text, usingCatalogReader: false)
        #expect(fast == foundation, "\(comment): \(text.debugDescription)")
    }

    /// The reader itself takes the catalogs Xcode writes (else it would save nothing).
    @Test func readsTheCatalogsXcodeWrites() throws {
        let fixture = try #require(Self.projectCatalogs().first { $0.name.hasSuffix("AppFiles/Receipts/Receipts/InfoPlist.xcstrings") })
        for text in [Self.generated, fixture.text] {
            let catalog = try #require(CatalogJSONReader.catalog(Array(text.utf8), maxDepth: AppFileReader.deepestNesting))
            #expect(!catalog.strings.isEmpty)
            #expect(catalog.strings.values.allSatisfy { $0.keyPlace != nil })
        }
    }

    @Test func sameAsFoundationOnTheProjectsCatalogs() throws {
        let catalogs = try Self.projectCatalogs()
        #expect(catalogs.count >= 7)
        for (name, text) in catalogs + [("generated", Self.generated)] { Self.expectSame(text, name) }
    }

    /// Hand-made edits of the generated catalog: each either outside the subset (Foundation reads
    /// it) or inside with the same result.
    static let edits: [(String, String)] = [
        ("\"extractionState\" : \"extracted_with_value\",", "\"shouldTranslate\" : false,"),
        ("\"extractionState\" : \"extracted_with_value\",", "\"shouldTranslate\" : true,"),
        ("\"extractionState\" : \"extracted_with_value\",", "\"shouldTranslate\" : 0,"),
        ("\"extractionState\" : \"extracted_with_value\",", "\"shouldTranslate\" : \"no\","),
        ("\"extractionState\" : \"extracted_with_value\",", "\"shouldTranslate\" : null,"),
        ("\"extractionState\" : \"extracted_with_value\",", "\"localizations\" : {},"),
        ("\"extractionState\" : \"extracted_with_value\",", "\"extractionState\" : [1, 2.5e3, -0, true, null, {}, []],"),
        ("\"value\" : \"Receipts3 uses", "\"value\" : null, \"x\" : \"Receipts3 uses"),
        ("\"value\" : \"Receipts3 uses", "\"value\" : 3, \"x\" : \"Receipts3 uses"),
        ("\"state\" : \"translated\",", "\"state\" : null,"),
        ("\"state\" : \"translated\",", "\"state\" : false,"),
        ("\"state\" : \"translated\",", ""),
        ("\"version\" : \"1.0\"", "\"version\" : 1.0"),
        ("\"version\" : \"1.0\"", "\"version\" : 1e999"),
        ("\"version\" : \"1.0\"", "\"version\" : 01"),
        ("\"version\" : \"1.0\"", "\"version\" : \"1.0\", \"version\" : \"2.0\""),
        ("\"version\" : \"1.0\"", "\"version\" : \"1.0\",}"),
        ("\"version\" : \"1.0\"", "\"version\" : \"1.0\" // comment"),
        ("\"version\" : \"1.0\"", "'version' : '1.0'"),
        ("\"version\" : \"1.0\"", "\"version\" : \"1.0\u{0009}tab\""),
        ("\"version\" : \"1.0\"", "\"version\" : \"line\nbreak\""),
        ("\"version\" : \"1.0\"", "\"version\" : \"\\u00e9 \\/ \\b\\f\\n\\r\\t \\\" \\\\ \\u0000\""),
        ("\"version\" : \"1.0\"", "\"version\" : \"\\ud83d\\ude00\""),
        ("\"version\" : \"1.0\"", "\"version\" : \"\\ud800\""),
        ("\"version\" : \"1.0\"", "\"version\" : \"\\x41\""),
        ("\"version\" : \"1.0\"", "\"version\" : \"\\u12G4\""),
        ("\"version\" : \"1.0\"", "\"version\" : \"1.0\"\u{00A0}"),
        ("\"version\" : \"1.0\"", "\"version\" :\u{000C}\"1.0\""),
        ("\"version\" : \"1.0\"", "\"version\" : " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200)),
        ("\"version\" : \"1.0\"", "\"version\" : " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100)),
        ("\"version\" : \"1.0\"", "\"a\\u001fb\" : \"1.0\""),
        ("\"version\" : \"1.0\"", "\"\u{E9}\" : \"1\", \"e\u{301}\" : \"2\""),
        ("\"en\" : {", "\"\\u0065n\" : {"),
        ("\"ko\" : {", "\"en\" : {"),
        ("\"ko\" : {", "\"ko\\ud83d\\ude00\" : {"),
        ("\"NSCameraUsageDescription\" : {", "\"NSCamera\\u0055sageDescription\" : {"),
        ("\"NSCameraUsageDescription\" : {", "\"CFBundleDisplayName\" : {"),
        ("\"NSCameraUsageDescription\" : {", "\"NSContactsUsageDescription\" : {"),
        ("\"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Receipts3 uses",
         "\"variations\" : { \"device\" : { \"iphone\" : { \"stringUnit\" : { \"value\" : \"On iPhone\" } }, \"mac\" : null } },\n            \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Receipts3 uses"),
        ("\"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Receipts3 uses",
         "\"variations\" : { \"device\" : [] },\n            \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Receipts3 uses"),
        ("\"sourceLanguage\" : \"en\",", ""),
        ("\"sourceLanguage\" : \"en\",", "\"sourceLanguage\" : null,"),
        ("\"sourceLanguage\" : \"en\",", "\"sourceLanguage\" : [\"en\"],"),
        ("\"sourceLanguage\" : \"en\",", "\"sourceLanguage\" : \"ko\","),
        ("\"strings\" : {", "\"strings\" : null, \"x\" : {"),
        ("\"localizations\" : {", "\"localizations\" : null, \"x\" : {"),
        ("{\n  \"sourceLanguage\"", "[{\n  \"sourceLanguage\""),
        // Members the types read written twice, and members they drop (checked as JSON, keys included).
        ("\"sourceLanguage\" : \"en\",", "\"sourceLanguage\" : \"en\", \"sourceLanguage\" : \"en\","),
        ("\"sourceLanguage\" : \"en\",", "\"sourceLanguage\" : \"en\", \"sourceL\\u0061nguage\" : \"ko\","),
        ("\"strings\" : {", "\"strings\" : {}, \"strings\" : {"),
        ("\"extractionState\" : \"extracted_with_value\",", "\"localizations\" : null,"),
        ("\"extractionState\" : \"extracted_with_value\",", "\"shouldTranslate\" : false, \"shouldTranslate\" : false,"),
        ("\"extractionState\" : \"extracted_with_value\",", "\"extractionState\" : \"a\", \"comment\" : \"b\", \"extractionState\" : \"c\","),
        ("\"extractionState\" : \"extracted_with_value\",", "\"x\" : \"a\", \"y\" : \"b\", \"z\" : \"c\", \"y\" : \"d\","),
        ("\"extractionState\" : \"extracted_with_value\",", "\"K\" : \"a\", \"\u{212A}\" : \"b\","),
        ("\"extractionState\" : \"extracted_with_value\",", "\"x\" : {\"a\" : [{\"b\" : true, \"b\" : false}]},"),
        ("\"extractionState\" : \"extracted_with_value\",", "\"x\" : {\"a\" : [{\"b\" : true, \"c\" : \"\\u00e9\\n\"}, [], {}, null]},"),
        ("\"extractionState\" : \"extracted_with_value\",", "\"x\" : {\"a\" : \"\\ud800\"},"),
        ("\"extractionState\" : \"extracted_with_value\",", "\"x\" : [tru],"),
        ("\"state\" : \"translated\",", "\"state\" : \"translated\", \"state\" : \"new\","),
        ("\"state\" : \"translated\",", "\"value\" : \"first\","),
        ("\"state\" : \"translated\",", "\"state\" : \"tr\\u0061nslated\\t\", \"x\" : [\"\\\"\"],"),
        ("\"ko\" : {", "\"ja\" : null, \"ko\" : {"),
        ("\"ko\" : {", "\"ja\" : {\"stringUnit\" : []}, \"ko\" : {"),
        ("\"ko\" : {", "\"ja\" : {\"stringUnit\" : null, \"variations\" : null, \"x\" : 1}, \"ko\" : {"),
        ("\"ko\" : {", "\"ja\" : {\"stringUnit\" : null, \"stringUnit\" : null}, \"ko\" : {"),
        ("\"ko\" : {", "\"ja\" : {\"variations\" : {\"plural\" : {\"one\" : {\"stringUnit\" : {\"value\" : \"One\"}}, \"one\" : {}}}}, \"ko\" : {"),
        ("\"ko\" : {", "\"ja\" : {\"variations\" : {\"plural\" : {\"one\" : {\"stringUnit\" : {\"value\" : \"One\"}}, \"other\" : {}}}}, \"ko\" : {"),
        ("\"NSCameraUsageDescription\" : {", "\"NSMotionUsageDescription\" : null, \"NSCameraUsageDescription\" : {"),
        ("\"NSCameraUsageDescription\" : {", "\"NSMotionUsageDescription\" : {}, \"NSCameraUsageDescription\" : {"),
        ("\"version\" : \"1.0\"", "\"version\" : \"1.0\", \"x\" : " + String(repeating: "{\"a\":", count: 126) + "null" + String(repeating: "}", count: 126)),
        ("\"version\" : \"1.0\"", "\"version\" : \"1.0\", \"x\" : " + String(repeating: "{\"a\":", count: 127) + "null" + String(repeating: "}", count: 127)),
        ("\"version\" : \"1.0\"", "\"version\" : \"1.0\", \"x\" : " + String(repeating: "{\"a\":", count: 128) + "null" + String(repeating: "}", count: 128)),
    ]

    @Test func sameAsFoundationOnHostileEdits() {
        var taken = 0
        for (text, to) in ReaderComparison.edited(Self.generated, by: Self.edits) {
            Self.expectSame(text, "edit \(to)")
            if CatalogJSONReader.catalog(Array(text.utf8), maxDepth: AppFileReader.deepestNesting) != nil { taken += 1 }
        }
        // Both sides are exercised: the reader takes some edits itself and hands the rest to Foundation.
        print("CatalogJSONReader took \(taken) of \(Self.edits.count) edits")
        #expect(taken >= 15 && taken < Self.edits.count - 15)
        for text in ["", " ", "null", "{}", "[]", "\"x\"", "{\"sourceLanguage\" : \"en\", \"strings\" : {}}",
                     "{\"sourceLanguage\" : \"en\", \"strings\" : {}} x", "{\"sourceLanguage\" : \"en\", \"strings\" : {}}{}",
                     "\r\n\t{\"strings\":{},\"sourceLanguage\":\"en\"}\r\n"] {
            Self.expectSame(text, "whole text")
        }
    }

    /// Random edits: a scalar deleted, one of JSON's punctuation (or a character beyond ASCII)
    /// inserted, or a piece repeated, at random places of the generated catalog.
    @Test func sameAsFoundationOnRandomEdits() {
        let inserts: [Unicode.Scalar] = ["\"", "\\", ",", ":", "{", "}", "[", "]", "0", "n", " ", "\n", "\u{E9}", "\u{1F}", "u", "t"]
        let texts = ReaderComparison.randomEdits(of: Self.generated, inserts: inserts, longestPiece: 40, rounds: 400, seed: 32)
        for (round, text) in texts.enumerated() { Self.expectSame(text, "random edit \(round)") }
    }
}
