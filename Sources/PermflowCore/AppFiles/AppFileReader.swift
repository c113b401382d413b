#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads an app file's bytes into an `AppStringsFile`: the values with Foundation's own readers
/// (`PropertyListDecoder` for XML, binary and old-style property lists, `JSONDecoder` for String
/// Catalogs), their positions with a linear scan that also bounds nesting first (the property
/// list decoder recurses once per level: 100,000 nested arrays overflow the stack).
///
/// `PropertyListDecoder` is the reader FoundationEssentials has (on Linux, Foundation's
/// `PropertyListSerialization` would link ICU's data into the binary: docs/benchmarks.md); on
/// macOS it is the same parser.
public struct AppFileReader: Sendable {
    public var limits: ParseLimits

    public init(limits: ParseLimits = ParseLimits()) {
        self.limits = limits
    }

    public static let unreadableID = ParseRuleID.appFile

    /// The deepest nesting an app file may have, whatever `--max-depth` allows flows: Foundation's
    /// XML property-list reader takes about 600 bytes of stack per level, so 990 levels overflowed
    /// a 512 KiB stack (a secondary thread's on macOS); 128 take 77 KiB. An Info.plist nests about five.
    public static let deepestNesting = 128

    /// The nesting bound the scans apply: `--max-depth`, at most `deepestNesting`.
    var maxDepth: Int { min(limits.maxDepth, Self.deepestNesting) }

    /// Reads `data` as the kind of app file `kind` names.
    public func read(path: String, data: Data, kind: AppFileKind) -> Result<AppStringsFile, AppFileFailure> {
        let empty = SourceFile(path: path, text: "")
        if data.count > limits.maxBytes {
            return .failure(AppFileFailure(ParseRuleID.limit, "file is \(data.count) bytes, over the limit of \(limits.maxBytes) bytes",
                                           hint: "raise it with --max-bytes \(data.count) if the file is really \(kind.rawValue)", source: empty))
        }
        do {
            switch kind {
            case .infoPlist: return .success(try readInfoPlist(path: path, data: data))
            case .stringCatalog: return .success(try readCatalog(path: path, data: data))
            case .strings: return .success(try readStrings(path: path, data: data))
            case .xcodeProject: return .success(try readProject(path: path, data: data))
            case .privacyManifest: return .success(try readPrivacyManifest(path: path, data: data))
            }
        } catch let failure as AppFileFailure {
            return .failure(failure)
        } catch {
            return .failure(AppFileFailure(Self.unreadableID, "cannot read \(kind.rawValue): \(error)", source: empty))
        }
    }

    // MARK: Text

    /// The file's text: UTF-16 with a byte order mark (or, without one, NUL bytes in every other
    /// position, as Xcode's older `.strings` are), else UTF-8 (a UTF-8 byte order mark dropped).
    static func text(of data: Data, path: String) throws -> String {
        let bytes = [UInt8](data)
        var utf16: (bigEndian: Bool, start: Int)?
        if bytes.starts(with: [0xFF, 0xFE]) { utf16 = (false, 2) }
        else if bytes.starts(with: [0xFE, 0xFF]) { utf16 = (true, 2) }
        else if bytes.count >= 2, bytes.count % 2 == 0 {
            if bytes[0] != 0, bytes[1] == 0 { utf16 = (false, 0) }
            else if bytes[0] == 0, bytes[1] != 0 { utf16 = (true, 0) }
        }
        if let (bigEndian, start) = utf16 {
            guard (bytes.count - start) % 2 == 0 else {
                throw AppFileFailure(ParseRuleID.encoding, "the file is UTF-16 with an odd number of bytes",
                                     hint: "save it again as UTF-8 or UTF-16", source: SourceFile(path: path, text: ""))
            }
            var units: [UInt16] = []
            units.reserveCapacity((bytes.count - start) / 2)
            var index = start
            while index + 1 < bytes.count {
                let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                units.append(UInt16(high) << 8 | UInt16(low))
                index += 2
            }
            var text = ""
            var iterator = units.makeIterator()
            var decoder = UTF16()
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
                case .emptyInput: break loop
                case .error:
                    throw AppFileFailure(ParseRuleID.encoding, "the file is not valid UTF-16 text (an unpaired surrogate)",
                                         hint: "save it again as UTF-8 or UTF-16", source: SourceFile(path: path, text: text))
                }
            }
            return text
        }
        var body = data[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(data: body, encoding: .utf8) else {
            throw AppFileFailure(ParseRuleID.encoding, "the file is not valid UTF-8 or UTF-16 text",
                                 hint: "save it as UTF-8", source: SourceFile(path: path, text: String(decoding: body, as: UTF8.self)))
        }
        return text
    }

    /// What Foundation's decoder said, in one line.
    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(let type, let context):
            // "Expected to decode Dictionary<String, Any> but found an array instead." in people's words.
            let text = context.debugDescription
            let found = text.firstRange(of: "but found ").map { text[$0.upperBound...].prefix { $0 != "." && $0 != "," } }
                .map { String($0.hasSuffix(" instead") ? $0.dropLast(" instead".count) : $0) }
            let name = String(describing: type)
            let expected = name.hasPrefix("Dictionary") ? "a dictionary" : name.hasPrefix("Array") ? "a list" : name == "String" ? "text" : name
            let place = context.codingPath.map(\.stringValue).joined(separator: " › ")
            return (place.isEmpty ? "" : "at \(place): ") + "expected \(expected)" + (found.map { ", found \($0)" } ?? "")
        case DecodingError.keyNotFound(let key, let context):
            let place = context.codingPath.map(\.stringValue).joined(separator: " › ")
            return "no `\(key.stringValue)`" + (place.isEmpty ? "" : " at \(place)")
        case DecodingError.dataCorrupted(let context):
            if let underlying = context.underlyingError {
                let text = String(describing: underlying)
                if let range = text.firstRange(of: "NSDebugDescription\": \"") {
                    let rest = text[range.upperBound...]
                    return context.debugDescription + " " + String(rest.prefix { $0 != "\"" })
                }
            }
            return context.debugDescription
        default:
            return String(describing: error)
        }
    }

    // MARK: Info.plist

    /// Where a top-level key of a property list and its value are written.
    struct Place {
        var key: SourceLocation
        var value: SourceLocation
        var length: Int
    }

    /// An XML, binary or old-style property list of `kind`, its top-level dictionary decoded as
    /// `T`, with where each top-level key and value is written (none for a binary one): the
    /// Info.plist's reading, shared by the privacy manifest. Nesting is bounded before the
    /// decoder reads it.
    func propertyList<T: Decodable>(_ type: T.Type, path: String, data: Data, kind: AppFileKind,
                                    what: String) throws -> (file: AppStringsFile, places: [String: Place], top: T) {
        let isBinary = data.starts(with: Array("bplist".utf8))
        var file: AppStringsFile
        var places: [String: Place] = [:]
        var mismatch: (location: SourceLocation, found: String, open: String?)?
        if isBinary {
            file = AppStringsFile(kind: kind, source: SourceFile(path: path, text: ""))
            file.isBinary = true
        } else {
            let text = try Self.text(of: data, path: path)
            let source = SourceFile(path: path, text: text)
            file = AppStringsFile(kind: kind, source: source)
            let bytes = Array(text.utf8)
            let trimmed = text.drop { $0.isWhitespace }
            if trimmed.hasPrefix("<") {
                let scan = XMLPlistScan(bytes, maxDepth: maxDepth)
                if let deep = scan.tooDeep { throw tooDeep(at: deep, source: source) }
                mismatch = scan.mismatch
                for (key, entry) in scan.entries { places[key] = Place(key: entry.keyLocation, value: entry.valueLocation, length: entry.valueLength) }
            } else {
                let scan = try openStep(bytes, source: source)
                for (name, value) in scan.assignments where name.depth == 1 {
                    places[name.text] = Place(key: name.location, value: value.location, length: value.length)
                }
            }
        }
        let top: T
        do {
            top = try PropertyListDecoder().decode(T.self, from: isBinary ? data : Data(file.source.text.utf8))
        } catch {
            // Foundation says the file is malformed but not where (its line numbers are off): a
            // closing tag the scan could not match is the place to look.
            if let mismatch {
                let closes = mismatch.open.map { "closes <\(ReportText.visible($0))>" } ?? "closes nothing"
                throw AppFileFailure(Self.unreadableID, "not a property list: </\(ReportText.visible(mismatch.found))> \(closes)",
                                     hint: "open it in Xcode or check it with `plutil -lint`", at: mismatch.location, source: file.source)
            }
            throw notAPropertyList(error, kind: what, source: file.source)
        }
        return (file, places, top)
    }

    /// `usingPlistReader`: false reads an XML file with `XMLPlistScan` and Foundation's decoder
    /// only, as `XMLPlistReaderTests` compares.
    func readInfoPlist(path: String, data: Data, usingPlistReader: Bool = true) throws -> AppStringsFile {
        let (read, places, top) = try usingPlistReader ? xcodePlist(path: path, data: data) ?? infoPlist(path: path, data: data)
                                                       : infoPlist(path: path, data: data)
        var file = read
        let isBinary = file.isBinary
        for key in top.order {
            let place = places[key]
            let keyLocation = place?.key ?? (isBinary ? SourceLocation(line: 0, column: 0) : .fileStart)
            file.keys[key] = keyLocation
            guard let value = top.usage[key] else { continue }
            file.strings.append(UsageString(key: key, locale: nil, value: value,
                                            location: place?.value ?? keyLocation, length: place?.length ?? 1, keyPath: key))
        }
        file.strings.sort { ($0.location, $0.key) < ($1.location, $1.key) }
        file.declaredLanguages = (top.localizations ?? []).filter { $0 != "Base" }
        if top.localizations != nil { file.declaredBy = "CFBundleLocalizations" }
        file.developmentLanguage = top.literal("CFBundleDevelopmentRegion")
        file.appName = top.literal("CFBundleDisplayName") ?? top.literal("CFBundleName")
        return file
    }

    private func infoPlist(path: String, data: Data) throws -> (file: AppStringsFile, places: [String: Place], top: PlistTop) {
        try propertyList(PlistTop.self, path: path, data: data, kind: .infoPlist, what: "an Info.plist")
    }

    /// An Info.plist as Xcode writes it, read in one pass by `XMLPlistReader`; nil for any other
    /// file (binary, old-style, UTF-16, outside the reader's subset), which `propertyList` reads.
    private func xcodePlist(path: String, data: Data) throws -> (file: AppStringsFile, places: [String: Place], top: PlistTop)? {
        guard data.starts(with: XMLPlistReader.declaration) else { return nil }
        let text = try Self.text(of: data, path: path)
        guard let (entries, top) = XMLPlistReader.read(Array(text.utf8), maxDepth: maxDepth) else { return nil }
        var places: [String: Place] = [:]
        for (key, entry) in entries { places[key] = Place(key: entry.keyLocation, value: entry.valueLocation, length: entry.valueLength) }
        return (AppStringsFile(kind: .infoPlist, source: SourceFile(path: path, text: text)), places, top)
    }

    /// The top-level dictionary of an Info.plist: only the keys permflow reads are decoded, so the
    /// rest of the file (however large or nested a value) is never built into values.
    struct PlistTop: Decodable {
        var order: [String] = []
        /// Usage-description keys with a text value.
        var usage: [String: String] = [:]
        var other: [String: String] = [:]
        var localizations: [String]?

        static let named: Set<String> = ["CFBundleDevelopmentRegion", "CFBundleDisplayName", "CFBundleName"]

        /// Nothing read yet (`XMLPlistReader` fills it in).
        init() {}

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                let name = key.stringValue
                if AppStringsFile.isUsageKey(name) {
                    order.append(name)
                    // A value that is not text reads as empty: what iOS would show is nothing.
                    usage[name] = (try? container.decode(String.self, forKey: key)) ?? ""
                } else if Self.named.contains(name) {
                    other[name] = try? container.decode(String.self, forKey: key)
                } else if name == "CFBundleLocalizations" {
                    localizations = try? container.decode([String].self, forKey: key)
                }
            }
        }

        /// The value of `key` when it is literal text (not a build setting such as `$(PRODUCT_NAME)`).
        func literal(_ key: String) -> String? {
            guard let value = other[key], !value.isEmpty, !value.contains("$(") else { return nil }
            return value
        }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes anything, keeping nothing: for checking that a whole old-style file is a property list.
    struct Anything: Decodable {
        init(from decoder: any Decoder) throws {
            if let container = try? decoder.container(keyedBy: AnyKey.self) {
                for key in container.allKeys { _ = try container.decode(Anything.self, forKey: key) }
            } else if var list = try? decoder.unkeyedContainer() {
                while !list.isAtEnd { _ = try list.decode(Anything.self) }
            }
        }
    }

    private func tooDeep(at location: SourceLocation, source: SourceFile) -> AppFileFailure {
        AppFileFailure(ParseRuleID.limit, "nesting deeper than \(maxDepth) levels",
                       hint: "raise it with --max-depth if the file is really this deep", at: location, source: source)
    }

    private func notAPropertyList(_ error: any Error, kind: String, source: SourceFile) -> AppFileFailure {
        if case DecodingError.typeMismatch = error {
            return AppFileFailure(Self.unreadableID, "not \(kind): the property list is not a dictionary (\(Self.describe(error)))",
                                  hint: "\(kind) is a dictionary of keys, `<dict>` at the top", source: source)
        }
        return AppFileFailure(Self.unreadableID, "not a property list: \(Self.describe(error))",
                              hint: "open it in Xcode or check it with `plutil -lint`", source: source)
    }

    private func openStep(_ bytes: [UInt8], source: SourceFile) throws -> OpenStepScan {
        let scan = OpenStepScan(bytes, maxDepth: maxDepth)
        if let deep = scan.tooDeep { throw tooDeep(at: deep, source: source) }
        if let open = scan.unterminated {
            throw AppFileFailure(Self.unreadableID, "not a property list: a quoted string or comment that never ends",
                                 hint: "close it with \" (or */)", at: open, source: source)
        }
        return scan
    }

    // MARK: InfoPlist.strings

    func readStrings(path: String, data: Data) throws -> AppStringsFile {
        let text = try Self.text(of: data, path: path)
        let source = SourceFile(path: path, text: text)
        var file = AppStringsFile(kind: .strings, source: source)
        let scan = try openStep(Array(text.utf8), source: source)
        let values: [String: String]
        if scan.tokens.isEmpty {
            values = [:]
        } else {
            do {
                values = try PropertyListDecoder().decode([String: String].self, from: Data(text.utf8))
            } catch {
                throw notAPropertyList(error, kind: "a .strings file", source: source)
            }
        }
        let locale = Self.lprojLanguage(of: path)
        for (name, value) in scan.assignments where name.depth == 0 && AppStringsFile.isUsageKey(name.text) {
            file.keys[name.text] = name.location
            file.strings.append(UsageString(key: name.text, locale: locale, value: values[name.text] ?? value.text,
                                            location: value.location, length: value.length, keyPath: name.text))
        }
        return file
    }

    /// `ko` for `…/ko.lproj/InfoPlist.strings`; nil for `Base.lproj` (the development language) or no `.lproj`.
    public static func lprojLanguage(of path: String) -> String? {
        let folder = FilePathText.lastComponent(of: FilePathText.folder(of: path))
        guard folder.lowercased().hasSuffix(".lproj") else { return nil }
        let language = String(folder.dropLast(".lproj".count))
        return language == "Base" || language.isEmpty ? nil : language
    }

    // MARK: project.pbxproj

    func readProject(path: String, data: Data) throws -> AppStringsFile {
        let text = try Self.text(of: data, path: path)
        let source = SourceFile(path: path, text: text)
        var file = AppStringsFile(kind: .xcodeProject, source: source)
        let scan = try openStep(Array(text.utf8), source: source)
        do {
            _ = try PropertyListDecoder().decode([String: Anything].self, from: Data(text.utf8))
        } catch {
            throw notAPropertyList(error, kind: "an Xcode project", source: source)
        }
        let prefix = "INFOPLIST_KEY_"
        for (name, value) in scan.assignments {
            if name.text.hasPrefix(prefix) {
                let key = String(name.text.dropFirst(prefix.count))
                if AppStringsFile.isUsageKey(key) {
                    if file.keys[key] == nil { file.keys[key] = name.location }
                    file.strings.append(UsageString(key: key, locale: nil, value: value.text, location: value.location,
                                                    length: value.length, keyPath: "buildSettings › \(name.text)"))
                } else if key == "CFBundleDisplayName", !value.text.contains("$("), !value.text.isEmpty {
                    file.appName = value.text
                }
            } else if name.text == "PRODUCT_NAME", file.appName == nil, !value.text.contains("$("), !value.text.isEmpty {
                file.appName = value.text
            } else if name.text == "developmentRegion" {
                file.developmentLanguage = value.text
            }
        }
        if let regions = scan.list(named: "knownRegions") {
            file.declaredLanguages = regions.map(\.text).filter { $0 != "Base" }
            file.declaredBy = "knownRegions"
        }
        return file
    }

    // MARK: InfoPlist.xcstrings

    struct Catalog: Decodable {
        var sourceLanguage: String
        var strings: [String: Entry]
    }

    struct Entry: Decodable {
        var localizations: [String: Localization]?
        var shouldTranslate: Bool?
        /// Where the entry's key is written, when `CatalogJSONReader` read the file.
        var keyPlace: SourceLocation?

        enum CodingKeys: String, CodingKey { case localizations, shouldTranslate }
    }

    struct Localization: Decodable {
        var stringUnit: StringUnit?
        /// `device` › `iphone` › a localization, `plural` › `one` › …
        var variations: [String: [String: Localization]]?
    }

    struct StringUnit: Decodable {
        var state: String?
        var value: String?
        /// Where `value` is written, when `CatalogJSONReader` read the file.
        var valuePlace: JSONPathScan.Place?

        enum CodingKeys: String, CodingKey { case state, value }
    }

    /// `usingCatalogReader`: false reads it with `JSONPathScan` and Foundation's `JSONDecoder`
    /// only, as `CatalogJSONReaderTests` compares.
    func readCatalog(path: String, data: Data, usingCatalogReader: Bool = true) throws -> AppStringsFile {
        let text = try Self.text(of: data, path: path)
        let source = SourceFile(path: path, text: text)
        var file = AppStringsFile(kind: .stringCatalog, source: source)
        let bytes = Array(text.utf8)
        let catalog: Catalog
        /// Where keys and values are written when Foundation read the file; nil when the catalog
        /// reader did, which keeps the places in the entries and units.
        var scan: JSONPathScan?
        if usingCatalogReader, let read = CatalogJSONReader.catalog(bytes, maxDepth: maxDepth) {
            catalog = read
        } else {
            let pathScan = JSONPathScan(bytes, maxDepth: maxDepth)
            if let deep = pathScan.tooDeep { throw tooDeep(at: deep, source: source) }
            scan = pathScan
            do {
                catalog = try JSONDecoder().decode(Catalog.self, from: Data(text.utf8))
            } catch {
                let what: String
                if case DecodingError.dataCorrupted = error { what = "not JSON: \(Self.describe(error))" }
                else { what = "not a String Catalog: \(Self.describe(error))" }
                throw AppFileFailure(Self.unreadableID, what,
                                     hint: "a String Catalog is JSON with `sourceLanguage` and `strings`, as Xcode writes it", source: source)
            }
        }
        var languages: Set<String> = [catalog.sourceLanguage]
        file.developmentLanguage = catalog.sourceLanguage
        for key in catalog.strings.keys.sorted() {
            guard let entry = catalog.strings[key] else { continue }
            for language in (entry.localizations ?? [:]).keys { languages.insert(language) }
            guard AppStringsFile.isUsageKey(key) else {
                if key == "CFBundleDisplayName", file.appName == nil,
                   let value = entry.localizations?[catalog.sourceLanguage]?.stringUnit?.value, !value.contains("$(") {
                    file.appName = value
                }
                continue
            }
            let entryPath = ["strings", key]
            let keyLocation = scan.map { $0.keys[JSONPathScan.path(entryPath)]?.location } ?? entry.keyPlace
            file.keys[key] = keyLocation ?? .fileStart
            if entry.shouldTranslate == false { file.untranslatedKeys.insert(key) }
            for (language, localization) in (entry.localizations ?? [:]).sorted(by: { $0.key < $1.key }) {
                for (components, unit) in Self.units(localization, path: entryPath + ["localizations", language]) {
                    guard let value = unit.value else { continue }
                    let place = scan.map { $0.values[JSONPathScan.path(components + ["stringUnit", "value"])] } ?? unit.valuePlace
                    file.strings.append(UsageString(
                        key: key, locale: language, value: value, location: place?.location ?? file.keys[key] ?? .fileStart,
                        length: place?.length ?? 1, keyPath: Self.keyPath(components.dropFirst(), then: " › stringUnit › value"),
                        state: unit.state))
                }
            }
        }
        file.strings.sort { ($0.location, $0.key) < ($1.location, $1.key) }
        file.declaredLanguages = languages.filter { $0 != "Base" }.sorted()
        file.declaredBy = "the catalog's languages"
        return file
    }

    /// `components.joined(separator: " › ") + tail`, its bytes written once into a string of the
    /// right size: the generic `joined` on a slice cost 8 k instructions a string (6.6 M of 50
    /// catalogs' 54 M), and appending the parts one by one to a growing string 3.8 k (app32h).
    static func keyPath(_ components: ArraySlice<String>, then tail: String = "") -> String {
        let separator = " › "
        var count = tail.utf8.count
        for component in components { count += component.utf8.count }
        count += separator.utf8.count * max(0, components.count - 1)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for (index, component) in components.enumerated() {
            if index > 0 { bytes.append(contentsOf: separator.utf8) }
            bytes.append(contentsOf: component.utf8)
        }
        bytes.append(contentsOf: tail.utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A localization's string units with their key paths: its own, and its variations' (by device, plural …).
    static func units(_ localization: Localization, path: [String]) -> [([String], StringUnit)] {
        var result: [([String], StringUnit)] = []
        if let unit = localization.stringUnit { result.append((path, unit)) }
        for (kind, cases) in (localization.variations ?? [:]).sorted(by: { $0.key < $1.key }) {
            for (name, inner) in cases.sorted(by: { $0.key < $1.key }) {
                result += units(inner, path: path + ["variations", kind, name])
            }
        }
        return result
    }
}
