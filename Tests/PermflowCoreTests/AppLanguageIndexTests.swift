import Testing
@testable import PermflowCore

/// `AppLanguageIndex` joined from parts made apart (`lint` makes them on every core) is the index
/// one pass over every file makes: on the fixture project and on random runs of random files, cut
/// anywhere, where the order of first development language, app name and declaring file matters.
@Suite struct AppLanguageIndexTests {
    /// One pass over the files, as `AppLanguageIndex.init(_:)` read them before it joined parts.
    static func onePass(_ files: [AppStringsFile]) -> AppLanguageIndex {
        var index = AppLanguageIndex()
        index.appName = files.first { $0.kind == .infoPlist && $0.appName != nil }?.appName ?? files.lazy.compactMap(\.appName).first
        for file in files {
            index.keys.formUnion(file.keys.keys)
            let folder = AppLanguageIndex.appFolder(of: file.source.path)
            if file.kind == .infoPlist || file.kind == .stringCatalog {
                index.keysByFolder[folder, default: []].formUnion(file.keys.keys)
                if let name = file.appName, index.appNames[folder] == nil { index.appNames[folder] = name }
            }
            if file.kind == .stringCatalog { index.catalogKeys.formUnion(file.keys.keys) }
            if index.developmentLanguage == nil, let language = file.developmentLanguage, !language.contains("$(") {
                index.developmentLanguage = language
            }
            for language in file.declaredLanguages where index.declared[language] == nil {
                index.declared[language] = "\(file.declaredBy ?? "the languages") in \(file.source.path)"
            }
            guard file.kind == .stringCatalog || file.kind == .strings else { continue }
            if file.kind == .strings, let language = AppFileReader.lprojLanguage(of: file.source.path) { index.stringsLanguages.insert(language) }
            for string in file.strings {
                index.translated.insert(AppLanguageIndex.pair(string.key, string.locale ?? index.developmentLanguage ?? "en"))
            }
        }
        return index
    }

    /// `files` cut before each of `cuts` (sorted offsets), each run made into a part, joined.
    static func joined(_ files: [AppStringsFile], cutAt cuts: [Int]) -> AppLanguageIndex {
        let bounds = [0] + cuts + [files.count]
        return AppLanguageIndex(joining: zip(bounds, bounds.dropFirst()).map { AppLanguageIndex.Part(files[$0..<$1]) })
    }

    static func randomFile(_ random: inout SplitMix64) -> AppStringsFile {
        let folders = ["App", "App/en.lproj", "App/ko.lproj", "App/Base.lproj", "Other", "Other/ja.lproj", "Other/Sub"]
        let kind = [AppFileKind.infoPlist, .stringCatalog, .strings, .xcodeProject].randomElement(using: &random) ?? .infoPlist
        let name: String
        switch kind {
        case .infoPlist: name = "Info.plist"
        case .stringCatalog: name = "InfoPlist.xcstrings"
        case .strings: name = "InfoPlist.strings"
        default: name = "project.pbxproj"
        }
        let path = (folders.randomElement(using: &random) ?? "App") + "/" + name
        var file = AppStringsFile(kind: kind, source: SourceFile(path: path, text: ""))
        let keys = ["NSCameraUsageDescription", "NSMicrophoneUsageDescription", "NSPhotoLibraryUsageDescription"]
        let languages: [String?] = [nil, nil, "en", "ko", "ja", "de"]
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let key = keys.randomElement(using: &random) ?? keys[0]
            file.keys[key] = .fileStart
            file.strings.append(UsageString(key: key, locale: languages.randomElement(using: &random) ?? nil, value: "x",
                                            location: .fileStart, keyPath: key))
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
            file.developmentLanguage = ["en", "ko", "$(DEVELOPMENT_LANGUAGE)", "ja"].randomElement(using: &random)
        }
        if Int.random(in: 0..<3, using: &random) == 0 { file.appName = ["Receipts", "Sleepy", "영수증"].randomElement(using: &random) }
        if Int.random(in: 0..<3, using: &random) == 0 {
            file.declaredLanguages = Array(["en", "ko", "ja", "de"].shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
            file.declaredBy = Bool.random(using: &random) ? "CFBundleLocalizations" : nil
        }
        return file
    }

    @Test func randomRunsCutAnywhereJoinAsOnePass() {
        var random = SplitMix64(seed: 32)
        for round in 0..<300 {
            let files = (0..<Int.random(in: 0...12, using: &random)).map { _ in Self.randomFile(&random) }
            let expected = Self.onePass(files)
            #expect(AppLanguageIndex(files) == expected, "round \(round)")
            var cuts: [Int] = []
            if !files.isEmpty {
                for offset in 1..<max(1, files.count) where Bool.random(using: &random) { cuts.append(offset) }
            }
            #expect(Self.joined(files, cutAt: cuts) == expected, "round \(round), cut at \(cuts)")
            // Every file a part of its own, and empty parts between them.
            #expect(Self.joined(files, cutAt: Array(files.indices.dropFirst())) == expected, "round \(round), one part a file")
            let empty = files.indices.flatMap { [$0, $0] }
            #expect(Self.joined(files, cutAt: empty) == expected, "round \(round), empty parts")
        }
    }

    @Test func aTranslationWithoutLanguageTakesTheDevelopmentLanguageOfAnEarlierPart() {
        func file(_ path: String, _ kind: AppFileKind, language: String? = nil, key: String? = nil) -> AppStringsFile {
            var file = AppStringsFile(kind: kind, source: SourceFile(path: path, text: ""))
            file.developmentLanguage = language
            if let key { file.strings = [UsageString(key: key, locale: nil, value: "x", location: .fileStart, keyPath: key)] }
            return file
        }
        let files = [file("A/InfoPlist.xcstrings", .stringCatalog, key: "NSCameraUsageDescription"),
                     file("B/Info.plist", .infoPlist, language: "ko"),
                     file("C/InfoPlist.xcstrings", .stringCatalog, key: "NSMicrophoneUsageDescription")]
        let index = Self.joined(files, cutAt: [1, 2])
        #expect(index == Self.onePass(files))
        #expect(index.has("NSCameraUsageDescription", in: "en"), "no development language before it: English")
        #expect(index.has("NSMicrophoneUsageDescription", in: "ko"), "the earlier part's")
        #expect(!index.has("NSMicrophoneUsageDescription", in: "en"))
    }

    @Test func theFixtureProjectJoinsAsOnePass() throws {
        let paths = ["Receipts/Info.plist", "Receipts/InfoPlist.xcstrings", "Receipts/ko.lproj/InfoPlist.strings",
                     "Receipts/en.lproj/InfoPlist.strings", "Receipts.xcodeproj/project.pbxproj"]
        let files = try paths.map(AppFileTests.read)
        let expected = Self.onePass(files)
        #expect(AppLanguageIndex(files) == expected)
        for cut in 1..<files.count { #expect(Self.joined(files, cutAt: [cut]) == expected, "cut at \(cut)") }
        #expect(!expected.translated.isEmpty && !expected.declared.isEmpty)
    }
}
