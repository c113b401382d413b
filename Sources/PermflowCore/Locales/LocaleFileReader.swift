/// Reads a built-in locale file's JSON into a `LocalePack` through the pack's own `Decodable`
/// code, for a fraction of `JSONDecoder`'s cost: the bytes become a tree of values in one pass,
/// and a decoder over the tree answers the pack's containers. `JSONDecoder` took about 20 M
/// instructions a file, more than half of a scripted walk (docs/benchmarks.md, "Locale files in
/// the binary"). The built-in files are permflow's own, so errors are terse: a test reads every
/// file with both and compares. A user's pack goes through `LocalePack.decode`, whose messages
/// name the path and the JSON path of what is wrong.
enum LocaleFileReader {
    /// The pack in `text`, or nil when it is not one.
    static func pack(_ text: String) -> LocalePack? {
        var text = text
        return text.withUTF8 { bytes in
            var parser = JSONTreeParser(bytes: bytes)
            guard let tree = try? parser.document() else { return nil }
            return try? LocalePack(from: JSONTreeDecoder(tree: tree))
        }
    }

    /// The one value in bytes `range` of `text`, as `Value`; nil when the range is not inside the
    /// text or its bytes are not one such value. The members of its objects named in `leavingOut`
    /// are passed over unread, for a `Value` that reads none of them (`AlertLookWords`).
    static func value<Value: Decodable>(_ type: Value.Type, in text: String, at range: Range<Int>,
                                        leavingOut: Set<String> = []) -> Value? {
        var text = text
        return text.withUTF8 { bytes in
            guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
            var parser = JSONTreeParser(bytes: UnsafeBufferPointer(rebasing: bytes[range]), leavingOut: leavingOut)
            guard let tree = try? parser.document() else { return nil }
            return try? JSONTreeValue(tree: tree).decode(Value.self)
        }
    }
}

/// A JSON value: objects keep their members in the file's order.
enum JSONTree {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONTree])
    case object([(key: String, value: JSONTree)])
}

/// What a built-in file holds that the reader does not take (never shown to a user).
struct JSONTreeError: Error {
    var what: String
}

/// Reads JSON's bytes into a `JSONTree` (numbers: integers only, all a locale file has).
struct JSONTreeParser {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Names of object members whose values are passed over (`skipValue`), not kept.
    let leavingOut: Set<String>
    private var at = 0

    init(bytes: UnsafeBufferPointer<UInt8>, leavingOut: Set<String> = []) {
        self.bytes = bytes
        self.leavingOut = leavingOut
    }

    /// The one value the bytes hold.
    mutating func document() throws -> JSONTree {
        let tree = try value()
        skipSpace()
        guard at == bytes.count else { throw JSONTreeError(what: "text after the value at byte \(at)") }
        return tree
    }

    private mutating func skipSpace() {
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
    }

    /// Moves past `byte` after any space; whether it was there.
    private mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard at < bytes.count, bytes[at] == byte else { return false }
        at += 1
        return true
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard take(byte) else { throw JSONTreeError(what: "expected '\(Character(Unicode.Scalar(byte)))' at byte \(at)") }
    }

    private mutating func value() throws -> JSONTree {
        skipSpace()
        guard at < bytes.count else { throw JSONTreeError(what: "a value missing at the end") }
        switch bytes[at] {
        case UInt8(ascii: "{"):
            at += 1
            var members: [(key: String, value: JSONTree)] = []
            if take(UInt8(ascii: "}")) { return .object(members) }
            repeat {
                skipSpace()
                let key = try string()
                try expect(UInt8(ascii: ":"))
                if !leavingOut.isEmpty, leavingOut.contains(key) {
                    try skipValue()
                } else {
                    members.append((key, try value()))
                }
            } while take(UInt8(ascii: ","))
            try expect(UInt8(ascii: "}"))
            return .object(members)
        case UInt8(ascii: "["):
            at += 1
            var items: [JSONTree] = []
            if take(UInt8(ascii: "]")) { return .array(items) }
            repeat { items.append(try value()) } while take(UInt8(ascii: ","))
            try expect(UInt8(ascii: "]"))
            return .array(items)
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default:
            return .integer(try integer())
        }
    }

    /// Moves past one value without building it: a string to its closing quote (escapes
    /// stepped over), an object or an array to its matching bracket (strings inside included),
    /// anything else to the next delimiter. Not checked as `value` checks it: the bytes are a
    /// built-in file's, which a test reads whole; what follows the value is checked as ever.
    private mutating func skipValue() throws {
        skipSpace()
        var depth = 0
        repeat {
            guard at < bytes.count else { throw JSONTreeError(what: "a value missing at the end") }
            switch bytes[at] {
            case UInt8(ascii: "\""):
                at += 1
                while at < bytes.count, bytes[at] != UInt8(ascii: "\"") { at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1 }
                guard at < bytes.count else { throw JSONTreeError(what: "a string without its closing quote") }
                at += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                at += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > 0 else { throw JSONTreeError(what: "a value missing at byte \(at)") }
                depth -= 1
                at += 1
            case UInt8(ascii: ","), UInt8(ascii: ":"), 0x20, 0x0A, 0x0D, 0x09:
                guard depth > 0 else { throw JSONTreeError(what: "a value missing at byte \(at)") }
                at += 1
            default:
                // A number or a literal: to the next delimiter.
                while at < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) {
                    at += 1
                }
            }
        } while depth > 0
    }

    private mutating func literal(_ word: String, _ tree: JSONTree) throws -> JSONTree {
        for byte in word.utf8 {
            guard at < bytes.count, bytes[at] == byte else { throw JSONTreeError(what: "unknown literal at byte \(at)") }
            at += 1
        }
        return tree
    }

    private mutating func integer() throws -> Int {
        let negative = bytes[at] == UInt8(ascii: "-")
        if negative { at += 1 }
        var value = 0
        var digits = 0
        while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") {
            // Bounded: a locale file's numbers are iOS versions.
            guard digits < 18 else { throw JSONTreeError(what: "a number too long at byte \(at)") }
            value = value * 10 + Int(bytes[at] - UInt8(ascii: "0"))
            digits += 1
            at += 1
        }
        guard digits > 0 else { throw JSONTreeError(what: "unexpected byte at \(at)") }
        return negative ? -value : value
    }

    /// A string at the cursor (its opening quote); escapes are decoded.
    private mutating func string() throws -> String {
        guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw JSONTreeError(what: "expected a string at byte \(at)") }
        at += 1
        let start = at
        while at < bytes.count, bytes[at] != UInt8(ascii: "\""), bytes[at] != UInt8(ascii: "\\") { at += 1 }
        guard at < bytes.count else { throw JSONTreeError(what: "a string without its closing quote") }
        if bytes[at] == UInt8(ascii: "\"") {
            at += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(at - 1)]), as: UTF8.self)
        }
        // The text as UTF-8 bytes, each escape written as its scalar's bytes, made a String once
        // (appending to a String's scalars a piece at a time cost some 5 k instructions a
        // string). Invalid bytes are repaired as before: an escape's bytes never continue them.
        var text = Array(UnsafeBufferPointer(rebasing: bytes[start..<at]))
        func append(_ scalar: Unicode.Scalar) { text.append(contentsOf: scalar.utf8) }
        while at < bytes.count, bytes[at] != UInt8(ascii: "\"") {
            guard bytes[at] == UInt8(ascii: "\\") else {
                text.append(bytes[at])
                at += 1
                continue
            }
            guard at + 1 < bytes.count else { break }
            let escaped = bytes[at + 1]
            at += 2
            switch escaped {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "u"):
                var code = try hex4()
                // A high surrogate pairs only with a low one; another escape after it is left for
                // the loop to read as itself, and the lone surrogate becomes U+FFFD below.
                if (0xD800..<0xDC00).contains(code), bytes.count - at >= 6, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") {
                    let escape = at
                    at += 2
                    let low = try hex4()
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        at = escape
                    }
                }
                append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default: append(Unicode.Scalar(escaped))
            }
        }
        guard at < bytes.count else { throw JSONTreeError(what: "a string without its closing quote") }
        at += 1
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func hex4() throws -> UInt32 {
        guard bytes.count - at >= 4 else { throw JSONTreeError(what: "a short \\u escape at byte \(at)") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[at])).hexDigitValue else { throw JSONTreeError(what: "a bad \\u escape at byte \(at)") }
            code = code << 4 | UInt32(digit)
            at += 1
        }
        return code
    }
}

/// A `Decoder` over a `JSONTree`. Coding paths are not kept: no message shows them.
struct JSONTreeDecoder: Decoder {
    let tree: JSONTree
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = tree else { throw JSONTreeError(what: "not an object") }
        return KeyedDecodingContainer(JSONTreeKeyed<Key>(members: members))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = tree else { throw JSONTreeError(what: "not an array") }
        return JSONTreeUnkeyed(items: items)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { JSONTreeValue(tree: tree) }
}

/// One value, as a single-value container; the keyed and unkeyed containers hand theirs to it.
struct JSONTreeValue: SingleValueDecodingContainer {
    let tree: JSONTree
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool {
        if case .null = tree { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let value) = tree else { throw JSONTreeError(what: "not a Boolean") }
        return value
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let value) = tree else { throw JSONTreeError(what: "not a string") }
        return value
    }

    func decode(_ type: Double.Type) throws -> Double { Double(try integer(Int.self)) }
    func decode(_ type: Float.Type) throws -> Float { Float(try integer(Int.self)) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    /// A pack's strings, lists, maps and string-valued enums are read here directly: through
    /// their own `Decodable` code each value cost an existential container and the generic code's
    /// runtime metadata look-ups (Array's and Dictionary's `init(from:)`, about 5 M instructions of
    /// English's decode; docs/benchmarks.md, "speed25i" and "speed25j"). The type tests compare
    /// metadata, no conformance scan; every other type decodes through its own code.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == String.self { return try Self.same(decode(String.self)) }
        if T.self == EvidenceStatus.self { return try Self.same(rawValue(EvidenceStatus.self)) }
        if T.self == PermissionState.self { return try Self.same(rawValue(PermissionState.self)) }
        if T.self == [String].self { return try Self.same(array(String.self)) }
        if T.self == [AlertButton].self { return try Self.same(array(AlertButton.self)) }
        if T.self == [AlertText].self { return try Self.same(array(AlertText.self)) }
        if T.self == [AlertLookWords].self { return try Self.same(array(AlertLookWords.self)) }
        if T.self == [AlertLookWords.Label].self { return try Self.same(array(AlertLookWords.Label.self)) }
        if T.self == [ChoiceLabel].self { return try Self.same(array(ChoiceLabel.self)) }
        if T.self == [String: String].self { return try Self.same(map(String.self)) }
        if T.self == [String: [String]].self { return try Self.same(map([String].self)) }
        if T.self == [String: [AlertText]].self { return try Self.same(map([AlertText].self)) }
        if T.self == [String: [ChoiceLabel]].self { return try Self.same(map([ChoiceLabel].self)) }
        if T.self == [String: SystemString].self { return try Self.same(map(SystemString.self)) }
        if T.self == [String: StarterCopy].self { return try Self.same(map(StarterCopy.self)) }
        return try T(from: JSONTreeDecoder(tree: tree))
    }

    /// `value` as `T`, the type the caller's metadata comparison found it is. Out of line: the
    /// cast's `Optional<T>` metadata is then asked for on a fast path taken, not at every
    /// `decode` (about 520 instructions each, 0.34 M over English; docs/benchmarks.md, "speed25j").
    @inline(never)
    private static func same<Value, T>(_ value: Value) throws -> T {
        guard let value = value as? T else { throw JSONTreeError(what: "not a \(T.self)") }
        return value
    }

    /// A string-valued enum's case, as `RawRepresentable`'s `init(from:)` reads it.
    private func rawValue<Value: RawRepresentable>(_ type: Value.Type) throws -> Value where Value.RawValue == String {
        guard case .string(let text) = tree, let value = Value(rawValue: text) else { throw JSONTreeError(what: "not a \(Value.self)") }
        return value
    }

    /// An array's items, each decoded as `Element`.
    private func array<Element: Decodable>(_ type: Element.Type) throws -> [Element] {
        guard case .array(let items) = tree else { throw JSONTreeError(what: "not an array") }
        var values: [Element] = []
        values.reserveCapacity(items.count)
        for item in items { values.append(try JSONTreeValue(tree: item).decode(Element.self)) }
        return values
    }

    /// An object's members by name, each decoded as `Value` (a repeated name: the first wins, as
    /// `Dictionary`'s own decoding over `JSONTreeKeyed` has it).
    private func map<Value: Decodable>(_ type: Value.Type) throws -> [String: Value] {
        guard case .object(let members) = tree else { throw JSONTreeError(what: "not an object") }
        var values: [String: Value] = [:]
        for member in members where values.index(forKey: member.key) == nil {
            values[member.key] = try JSONTreeValue(tree: member.value).decode(Value.self)
        }
        return values
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case .integer(let value) = tree, let exact = T(exactly: value) else { throw JSONTreeError(what: "not a \(T.self)") }
        return exact
    }
}

/// An object's members, as a keyed container.
struct JSONTreeKeyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [(key: String, value: JSONTree)]
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

    private func value(_ key: Key) throws -> JSONTreeValue {
        let name = key.stringValue
        guard let member = members.first(where: { $0.key == name }) else { throw JSONTreeError(what: "no key '\(name)'") }
        return JSONTreeValue(tree: member.value)
    }

    /// An optional member in one pass over the members (the protocol's default takes three).
    private func present(_ key: Key) -> JSONTreeValue? {
        let name = key.stringValue
        guard let member = members.first(where: { $0.key == name }) else { return nil }
        if case .null = member.value { return nil }
        return JSONTreeValue(tree: member.value)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(key)?.decode(type) }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(key)?.decode(type) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present(key)?.decode(type) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try present(key)?.decode(type) }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONTreeDecoder(tree: value(key).tree).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONTreeDecoder(tree: value(key).tree).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { JSONTreeDecoder(tree: .object(members)) }
    func superDecoder(forKey key: Key) throws -> any Decoder { JSONTreeDecoder(tree: try value(key).tree) }
}

/// An array's items, as an unkeyed container.
struct JSONTreeUnkeyed: UnkeyedDecodingContainer {
    let items: [JSONTree]
    var codingPath: [any CodingKey] { [] }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }
    private(set) var currentIndex = 0

    init(items: [JSONTree]) { self.items = items }

    private mutating func next() throws -> JSONTreeValue {
        guard currentIndex < items.count else { throw JSONTreeError(what: "past the array's end") }
        currentIndex += 1
        return JSONTreeValue(tree: items[currentIndex - 1])
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < items.count, case .null = items[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next().decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().decode(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next().decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().decode(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().decode(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().decode(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().decode(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decode(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next().decode(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().decode(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().decode(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().decode(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decode(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONTreeDecoder(tree: next().tree).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try JSONTreeDecoder(tree: next().tree).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { JSONTreeDecoder(tree: try next().tree) }
}
