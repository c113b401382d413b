#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON object written field by field in a chosen order (JSONEncoder's order is not stable),
/// each value encoded by JSONEncoder with sorted keys, so lines are deterministic and readable.
struct OrderedJSONObject {
    private var fields: [String] = []
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    mutating func add<Value: Encodable>(_ key: String, _ value: Value?) {
        guard let value else { return }
        fields.append("\"\(key)\":\(Self.encoded(value))")
    }

    /// `value` as JSON. Encoding plain values, arrays and dictionaries of strings cannot fail;
    /// should it ever, the value is written as null rather than breaking the line.
    static func encoded<Value: Encodable>(_ value: Value) -> String {
        (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    var text: String { "{" + fields.joined(separator: ",") + "}" }
}
