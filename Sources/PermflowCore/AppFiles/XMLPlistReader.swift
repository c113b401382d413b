/// A reader of the XML property lists Xcode writes, in one pass: the Info.plist's top-level keys,
/// their places (as `XMLPlistScan` finds them) and the values permflow reads (as
/// `AppFileReader.PlistTop` decodes them from Foundation's `PropertyListDecoder`). The scan and
/// the decoder each read every byte of the file; on the generated apps they were 29 M of the 50
/// Info.plists' 33 M instructions (docs/benchmarks.md, "app32f").
///
/// It reads a strict subset and refuses the rest (nil), which is then read as before, by
/// `XMLPlistScan` and `PropertyListDecoder`, which also place and word the errors; so a file is
/// accepted exactly when Foundation accepts it. The subset: the declaration, document type and
/// `<plist version="1.0">` exactly as Xcode writes them, a `<dict>` at the top; inside, only
/// `<dict>`, `<array>` (or their empty `<dict/>`, `<array/>`), `<key>`, `<string>`, `<true/>`,
/// `<false/>` and `<integer>` of at most 18 digits; whitespace between elements that is space,
/// tab or line feed; text without a carriage return, control character, `>` or noncharacter,
/// whose only references are XML's five named entities; no comment, processing instruction or
/// CDATA section; no key written twice in one dictionary (or two keys Swift's strings call
/// equal); nesting at most `maxDepth`. A key `PlistTop` reads (a usage description, the bundle's
/// names and region, `CFBundleLocalizations`) must hold text (a list of texts for the
/// localizations): Foundation decides what another value reads as. `XMLPlistReaderTests`
/// compares the two readings on every Info.plist the project has and on hostile variants.
struct XMLPlistReader {
    /// A top-level value as `PlistTop` reads it.
    enum Value {
        case text(String)
        case texts([String])
        case other
    }

    private struct Refused: Error {}

    private let bytes: [UInt8]
    private let maxDepth: Int
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// The last column computed on the current line and the byte it is at: columns are counted
    /// on from there, so a long line costs its length once, not once per key on it.
    private var counted = (index: 0, column: 1)

    static let declaration = Array(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8)
    static let documentType = Array(#"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#.utf8)
    static let plistOpen = Array(#"<plist version="1.0">"#.utf8)
    static let plistClose = Array("</plist>".utf8)
    static let dictOpen = Array("<dict>".utf8)
    static let dictClose = Array("</dict>".utf8)
    static let dictEmpty = Array("<dict/>".utf8)
    static let arrayOpen = Array("<array>".utf8)
    static let arrayClose = Array("</array>".utf8)
    static let arrayEmpty = Array("<array/>".utf8)
    static let keyOpen = Array("<key>".utf8)
    static let keyClose = Array("</key>".utf8)
    static let stringOpen = Array("<string>".utf8)
    static let stringClose = Array("</string>".utf8)
    static let integerOpen = Array("<integer>".utf8)
    static let integerClose = Array("</integer>".utf8)
    static let trueTag = Array("<true/>".utf8)
    static let falseTag = Array("<false/>".utf8)

    private init(_ bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// The top-level entries (places as `XMLPlistScan.entries`) and values, or nil outside the subset.
    static func read(_ bytes: [UInt8], maxDepth: Int) -> (entries: [String: XMLPlistScan.Entry], top: AppFileReader.PlistTop)? {
        var reader = XMLPlistReader(bytes, maxDepth: maxDepth)
        return try? reader.document()
    }

    private mutating func document() throws -> (entries: [String: XMLPlistScan.Entry], top: AppFileReader.PlistTop) {
        try expect(Self.declaration)
        skipSpace()
        if take(Self.documentType) {
            skipSpace()
        }
        try expect(Self.plistOpen)
        skipSpace()
        guard maxDepth >= 1 else { throw Refused() }
        try expect(Self.dictOpen)
        var entries: [String: XMLPlistScan.Entry] = [:]
        var top = AppFileReader.PlistTop()
        while true {
            skipSpace()
            if take(Self.dictClose) {
                break
            }
            try expect(Self.keyOpen)
            let keyLocation = location()
            let key = try text()
            try expect(Self.keyClose)
            skipSpace()
            guard entries[key] == nil else { throw Refused() }
            var entry = XMLPlistScan.Entry(key: key, keyLocation: keyLocation, valueLocation: location(), valueLength: 1)
            let value: Value
            if take(Self.stringOpen) {
                entry.valueLocation = location()
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: "<"), bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                var scalars = 0
                for at in index..<end where bytes[at] & 0xC0 != 0x80 { scalars += 1 }
                entry.valueLength = max(1, scalars)
                value = .text(try text())
                try expect(Self.stringClose)
            } else {
                value = try self.value(depth: 1)
            }
            entries[key] = entry
            try top.read(key, value)
        }
        skipSpace()
        try expect(Self.plistClose)
        skipSpace()
        guard index == bytes.count else { throw Refused() }
        top.order.sort()
        return (entries, top)
    }

    /// A value inside a container `depth` levels deep (the top dictionary is level 1).
    private mutating func value(depth: Int) throws -> Value {
        if take(Self.stringOpen) {
            let text = try text()
            try expect(Self.stringClose)
            return .text(text)
        }
        if take(Self.trueTag) || take(Self.falseTag) {
            return .other
        }
        if take(Self.integerOpen) {
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let first = index
            while index < bytes.count, index - first <= 18, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            guard index > first, index - first <= 18 else { throw Refused() }
            try expect(Self.integerClose)
            return .other
        }
        if take(Self.dictEmpty) {
            return .other
        }
        if take(Self.arrayEmpty) {
            return .texts([])
        }
        guard depth < maxDepth else { throw Refused() }
        if take(Self.dictOpen) {
            var keys: Set<String> = []
            while true {
                skipSpace()
                if take(Self.dictClose) {
                    return .other
                }
                try expect(Self.keyOpen)
                guard keys.insert(try text()).inserted else { throw Refused() }
                try expect(Self.keyClose)
                skipSpace()
                _ = try value(depth: depth + 1)
            }
        }
        if take(Self.arrayOpen) {
            var texts: [String]? = []
            while true {
                skipSpace()
                if take(Self.arrayClose) {
                    return texts.map { .texts($0) } ?? .other
                }
                if case .text(let text) = try value(depth: depth + 1) { texts?.append(text) } else { texts = nil }
            }
        }
        throw Refused()
    }

    /// Element text up to the next `<`, its five named entities resolved.
    private mutating func text() throws -> String {
        let start = index
        var plain = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { break }
            switch byte {
            case UInt8(ascii: "&"): plain = false
            case 0x0A:
                line += 1
                lineStart = index + 1
            case 0x09: break
            case ..<0x20, UInt8(ascii: ">"), 0x7F: throw Refused()
            case 0xEF:
                // U+FFFE and U+FFFF (EF BF BE, EF BF BF): not characters XML allows.
                if index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE { throw Refused() }
            default: break
            }
            index += 1
        }
        guard index < bytes.count else { throw Refused() }
        if plain { return String(decoding: bytes[start..<index], as: UTF8.self) }
        var resolved: [UInt8] = []
        resolved.reserveCapacity(index - start)
        var at = start
        while at < index {
            guard bytes[at] == UInt8(ascii: "&") else {
                resolved.append(bytes[at])
                at += 1
                continue
            }
            guard let (length, byte) = Self.entity(bytes, at: at, end: index) else { throw Refused() }
            resolved.append(byte)
            at += length
        }
        return String(decoding: resolved, as: UTF8.self)
    }

    static let entities: [(name: [UInt8], byte: UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&amp;".utf8), UInt8(ascii: "&")),
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&apos;".utf8), UInt8(ascii: "'")),
    ]

    /// The named entity at `at` (its length and the byte it stands for), or nil.
    private static func entity(_ bytes: [UInt8], at: Int, end: Int) -> (Int, UInt8)? {
        for (name, byte) in entities where end - at >= name.count && bytes[at..<(at + name.count)].elementsEqual(name) {
            return (name.count, byte)
        }
        return nil
    }

    private mutating func location() -> SourceLocation {
        if counted.index < lineStart { counted = (lineStart, 1) }
        var column = counted.column
        for at in counted.index..<index where bytes[at] & 0xC0 != 0x80 { column += 1 }
        counted = (index, column)
        return SourceLocation(line: line, column: column)
    }

    private func looks(at literal: [UInt8]) -> Bool {
        guard bytes.count - index >= literal.count else { return false }
        for offset in 0..<literal.count where bytes[index + offset] != literal[offset] { return false }
        return true
    }

    /// Steps over `literal` if the text goes on with it.
    private mutating func take(_ literal: [UInt8]) -> Bool {
        guard looks(at: literal) else { return false }
        index += literal.count
        return true
    }

    private mutating func expect(_ literal: [UInt8]) throws {
        guard take(literal) else { throw Refused() }
    }

    /// Space, tab and line feed (a carriage return is refused: XML reads CR LF as LF).
    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }
}

extension AppFileReader.PlistTop {
    /// A top-level entry as `init(from:)` reads it from Foundation's decoder; a key it reads with
    /// a value of another kind is refused (Foundation decides what that reads as).
    fileprivate mutating func read(_ name: String, _ value: XMLPlistReader.Value) throws {
        if AppStringsFile.isUsageKey(name) {
            guard case .text(let text) = value else { throw XMLPlistReader.RefusedValue() }
            order.append(name)
            usage[name] = text
        } else if Self.named.contains(name) {
            guard case .text(let text) = value else { throw XMLPlistReader.RefusedValue() }
            other[name] = text
        } else if name == "CFBundleLocalizations" {
            guard case .texts(let texts) = value else { throw XMLPlistReader.RefusedValue() }
            localizations = texts
        }
    }
}

extension XMLPlistReader {
    /// A key `PlistTop` reads, holding a value of another kind.
    struct RefusedValue: Error {}
}
