/// A reader of the strict JSON a String Catalog is written in, straight into the catalog's types
/// (`AppFileReader.Catalog`) with where each string and key is written: one pass instead of
/// `JSONPathScan` and Foundation's `JSONDecoder` (half of an app file's reading, docs/benchmarks.md,
/// issue 32), and no general value tree between the bytes and the catalog (a dictionary per
/// object and a box per value were most of the reading: docs/benchmarks.md, app32h).
///
/// It reads a subset and refuses the rest: RFC 8259 JSON without numbers, surrogate escapes
/// (`\uD83D`), keys holding `JSONPathScan.separator`, a key written twice in one object (nor two
/// keys Swift's strings call equal), or nesting deeper than the bound; and a member the catalog's
/// `Decodable` types read holding a value of another type (their `Mismatch`). On a refusal (nil)
/// the file is read as before, by `JSONPathScan` and `JSONDecoder`, which also word the errors; so
/// a file is accepted exactly when Foundation accepts it, and what this reader accepts it reads as
/// Foundation does (`CatalogJSONReaderTests` compares the two on every catalog the project has and
/// on hostile variants). Members the types do not read are checked as JSON and dropped.
struct CatalogJSONReader {
    private struct Refused: Error {}

    private var cursor: ByteCursor
    private let maxDepth: Int
    private var depth = 0

    private init(_ bytes: [UInt8], maxDepth: Int) {
        cursor = ByteCursor(bytes)
        self.maxDepth = maxDepth
    }

    /// The whole text as a catalog, or nil when it is outside the subset.
    static func catalog(_ bytes: [UInt8], maxDepth: Int) -> AppFileReader.Catalog? {
        var reader = CatalogJSONReader(bytes, maxDepth: maxDepth)
        do {
            reader.skipSpace()
            let catalog = try reader.catalog()
            reader.skipSpace()
            guard reader.cursor.isAtEnd else { return nil }
            return catalog
        } catch {
            return nil
        }
    }

    private mutating func skipSpace() {
        while let byte = cursor.peek(), ByteCursor.isSpace(byte) { cursor.advance() }
    }

    /// An ASCII literal (`true`, `false`, `null`) at the cursor, read; else refused.
    private mutating func expect(_ literal: StaticString) throws {
        let count = literal.utf8CodeUnitCount
        let (bytes, at) = (cursor.bytes, cursor.index)
        let matches = literal.withUTF8Buffer { buffer in
            guard bytes.count - at >= buffer.count else { return false }
            for (offset, byte) in buffer.enumerated() where bytes[at + offset] != byte { return false }
            return true
        }
        guard matches else { throw Refused() }
        cursor.advance(withinLine: count, scalars: count)
    }

    /// Whether the value at the cursor is `null` (then read); an optional member reads nil.
    private mutating func null() throws -> Bool {
        guard cursor.peek() == UInt8(ascii: "n") else { return false }
        try expect("null")
        return true
    }

    // MARK: Values the catalog's types do not read: checked as JSON, dropped

    private mutating func skipValue() throws {
        switch cursor.peek() {
        case UInt8(ascii: "{"):
            var keys = ObjectKeys()
            try members { reader, key, _ in
                try keys.insert(key)
                try reader.skipValue()
            }
        case UInt8(ascii: "["): try skipArray()
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "t"): try expect("true")
        case UInt8(ascii: "f"): try expect("false")
        case UInt8(ascii: "n"): try expect("null")
        default: throw Refused()   // numbers too: a catalog has none, and Foundation reads them its own way
        }
    }

    private mutating func skipArray() throws {
        try enter()
        defer { depth -= 1 }
        if cursor.peek() == UInt8(ascii: "]") {
            cursor.advance()
            return
        }
        repeat { try skipValue() } while try goesOn(closing: UInt8(ascii: "]"))
    }

    /// After a member or element: a comma (read, and the space after it: true) or the container's
    /// closing `close` (read: false); anything else is refused.
    private mutating func goesOn(closing close: UInt8) throws -> Bool {
        skipSpace()
        switch cursor.peek() {
        case UInt8(ascii: ","):
            cursor.advance()
            skipSpace()
            return true
        case close:
            cursor.advance()
            return false
        default: throw Refused()
        }
    }

    /// A string not kept: without an escape, only its end is found.
    private mutating func skipString() throws {
        cursor.advance()
        if let (end, scalars) = cursor.plainRun(upTo: UInt8(ascii: "\""), stoppingAt: UInt8(ascii: "\\")) {
            cursor.advance(withinLine: end + 1 - cursor.index, scalars: scalars + 1)
            return
        }
        _ = try stringBody()
    }

    /// The keys of an object the types do not read, or their unknown members: a key twice (or two
    /// keys Swift's strings call equal) is refused. Most such objects have one key, kept without a set.
    private struct ObjectKeys {
        private var first: String?
        private var rest: Set<String> = []

        mutating func insert(_ key: String) throws {
            guard let first else {
                self.first = key
                return
            }
            guard key != first, rest.insert(key).inserted else { throw Refused() }
        }
    }

    // MARK: Objects

    private mutating func enter() throws {
        depth += 1
        guard depth <= maxDepth else { throw Refused() }
        cursor.advance()
        skipSpace()
    }

    /// An object at the cursor, `body` reading each member's value (the cursor at it) given its
    /// key and the key's place. Not an object: refused (a `Mismatch` for the types).
    private mutating func members(_ body: (inout CatalogJSONReader, String, JSONPathScan.Place) throws -> Void) throws {
        guard cursor.peek() == UInt8(ascii: "{") else { throw Refused() }
        try enter()
        defer { depth -= 1 }
        if cursor.peek() == UInt8(ascii: "}") {
            cursor.advance()
            return
        }
        repeat {
            guard cursor.peek() == UInt8(ascii: "\"") else { throw Refused() }
            let (key, place, escaped) = try string()
            // A control character is written escaped (`\u001f`) or refused, so only an escaped key can hold one.
            guard !escaped || !key.unicodeScalars.contains(where: { $0 == "\u{1F}" }) else { throw Refused() }
            skipSpace()
            guard cursor.peek() == UInt8(ascii: ":") else { throw Refused() }
            cursor.advance()
            skipSpace()
            try body(&self, key, place)
        } while try goesOn(closing: UInt8(ascii: "}"))
    }

    /// An object of one of the catalog's types: `read` reads the value of the member named
    /// `names[field]` (a null one is nil, and not passed), each at most once (a second one, or a key
    /// Swift's strings call equal to it, is refused; the names are ASCII letters, which no other
    /// text equals); other members are checked as JSON and dropped.
    private mutating func fields(_ names: [String], _ read: (inout CatalogJSONReader, Int) throws -> Void) throws {
        var seen: UInt8 = 0
        var others = ObjectKeys()
        try members { reader, key, _ in
            guard let field = names.firstIndex(of: key) else {
                try others.insert(key)
                return try reader.skipValue()
            }
            guard seen & (1 << field) == 0 else { throw Refused() }
            seen |= 1 << field
            if try !reader.null() { try read(&reader, field) }
        }
    }

    /// Text at the cursor, or a mismatch.
    private mutating func text() throws -> (String, JSONPathScan.Place) {
        guard cursor.peek() == UInt8(ascii: "\"") else { throw Refused() }
        let (text, place, _) = try string()
        return (text, place)
    }

    /// A dictionary of `read` values keyed by an object's keys (a key twice is refused).
    private mutating func dictionary<Value>(_ read: (inout CatalogJSONReader, JSONPathScan.Place) throws -> Value) throws -> [String: Value] {
        var result: [String: Value] = [:]
        try members { reader, key, place in
            guard result.updateValue(try read(&reader, place), forKey: key) == nil else { throw Refused() }
        }
        return result
    }

    // MARK: The catalog's types, as their `Decodable` reads them

    // A required member absent or null, or a value of another type, is refused (the file is then
    // read again by Foundation, which words the error); an optional member absent or null is nil.

    private mutating func catalog() throws -> AppFileReader.Catalog {
        var sourceLanguage: String?
        var strings: [String: AppFileReader.Entry]?
        try fields(["sourceLanguage", "strings"]) { reader, field in
            if field == 0 { sourceLanguage = try reader.text().0 }
            else { strings = try reader.dictionary { reader, place in try reader.entry(keyPlace: place) } }
        }
        guard let sourceLanguage, let strings else { throw Refused() }
        return AppFileReader.Catalog(sourceLanguage: sourceLanguage, strings: strings)
    }

    private mutating func entry(keyPlace: JSONPathScan.Place) throws -> AppFileReader.Entry {
        var entry = AppFileReader.Entry(localizations: nil, shouldTranslate: nil, keyPlace: keyPlace.location)
        try fields(["localizations", "shouldTranslate"]) { reader, field in
            if field == 0 {
                entry.localizations = try reader.dictionary { reader, _ in try reader.localization() }
            } else if reader.cursor.peek() == UInt8(ascii: "t") {
                try reader.expect("true")
                entry.shouldTranslate = true
            } else {
                try reader.expect("false")
                entry.shouldTranslate = false
            }
        }
        return entry
    }

    private mutating func localization() throws -> AppFileReader.Localization {
        var localization = AppFileReader.Localization(stringUnit: nil, variations: nil)
        try fields(["stringUnit", "variations"]) { reader, field in
            if field == 0 {
                localization.stringUnit = try reader.stringUnit()
            } else {
                localization.variations = try reader.dictionary { reader, _ in
                    try reader.dictionary { reader, _ in try reader.localization() }
                }
            }
        }
        return localization
    }

    private mutating func stringUnit() throws -> AppFileReader.StringUnit {
        var unit = AppFileReader.StringUnit(state: nil, value: nil, valuePlace: nil)
        try fields(["state", "value"]) { reader, field in
            if field == 0 { unit.state = try reader.text().0 }
            else { (unit.value, unit.valuePlace) = try reader.text() }
        }
        return unit
    }

    /// A string at its opening quote, and its place as `JSONPathScan` gives it: just after the
    /// quote, its scalars as written (escapes count as written; JSON strings hold no line break);
    /// and whether it has an escape.
    private mutating func string() throws -> (String, JSONPathScan.Place, escaped: Bool) {
        cursor.advance()
        return try stringBody()
    }

    /// `string()` after its opening quote.
    private mutating func stringBody() throws -> (String, JSONPathScan.Place, escaped: Bool) {
        let location = cursor.location
        let first = cursor.index
        // Most strings have no escape: their text is their bytes, taken at once (byte by byte
        // into an array, a string cost 2.3 k instructions: docs/benchmarks.md, "app32f").
        if let (end, scalars) = cursor.plainRun(upTo: UInt8(ascii: "\""), stoppingAt: UInt8(ascii: "\\")) {
            let text = String(decoding: cursor.bytes[first..<end], as: UTF8.self)
            cursor.advance(withinLine: end + 1 - first, scalars: scalars + 1)
            return (text, JSONPathScan.Place(location: location, length: max(1, scalars)), false)
        }
        var text: [UInt8] = []
        while let byte = cursor.peek() {
            switch byte {
            case UInt8(ascii: "\""):
                let length = cursor.scalars(from: first)
                cursor.advance()
                return (String(decoding: text, as: UTF8.self), JSONPathScan.Place(location: location, length: max(1, length)), true)
            case UInt8(ascii: "\\"):
                cursor.advance()
                try escape(into: &text)
            case ..<0x20:
                throw Refused()
            default:
                text.append(byte)
                cursor.advance()
            }
        }
        throw Refused()
    }

    private mutating func escape(into text: inout [UInt8]) throws {
        guard let byte = cursor.peek() else { throw Refused() }
        cursor.advance()
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let next = cursor.peek(), let digit = ByteCursor.hexValue(next) else { throw Refused() }
                value = value * 16 + digit
                cursor.advance()
            }
            guard let scalar = Unicode.Scalar(value) else { throw Refused() }   // a surrogate
            text.append(contentsOf: Array(String(scalar).utf8))
        default: throw Refused()
        }
    }
}
