/// The one substitution of the app's name into a purpose string, for lint, walk and render alike.
///
/// `$(PRODUCT_NAME)` (or `${PRODUCT_NAME}`, the other spelling of a build setting that Xcode
/// expands in an Info.plist) and `%@` become the app's name in a single pass from the start: the name
/// put in is not read again for placeholders (Xcode expands a build setting once), and
/// placeholders match whole Characters, so `%@` whose `@` carries a combining mark is left as
/// written. Every reader goes through here, so the text lint checks is the text an alert shows.
enum AppNamePlaceholders {
    /// What a purpose string may say for the app's name.
    static let all = ["$(PRODUCT_NAME)", "${PRODUCT_NAME}", "%@"]

    /// The bytes the placeholders of `all` start with (a test holds them to `all`).
    static let firstBytes: (UInt8, UInt8) = (UInt8(ascii: "$"), UInt8(ascii: "%"))

    /// Whether `text` may hold a placeholder: it has a byte one starts with (`$`, `%`). Most
    /// copy has neither, and is then its own resolution, with every offset its own.
    static func mayHold(_ text: String) -> Bool {
        ByteScan.contains(text, firstBytes.0, or: firstBytes.1)
    }

    /// `text` with every placeholder replaced by `app`.
    static func resolve(_ text: String, app: String) -> String {
        guard mayHold(text) else { return text }
        if ByteScan.isASCIIWithoutCR(text), ByteScan.isASCIIWithoutCR(app) { return resolvedASCII(text, app: app).0 }
        return String(resolve(Array(text), name: Array(app), placeholders: all.map { Array($0) }).0)
    }

    /// `text` with every placeholder replaced by `app`, and for each of its bytes (and one past
    /// the end) the offset in `text` it comes from; for ASCII text and app names, where a byte
    /// is a Character.
    static func resolvedASCII(_ text: String, app: String) -> (String, [Int]) {
        guard mayHold(text) else { return (text, Array(0...text.utf8.count)) }
        let (resolved, rawIndex) = resolve(Array(text.utf8), name: Array(app.utf8), placeholders: all.map { Array($0.utf8) })
        return (String(decoding: resolved, as: UTF8.self), rawIndex)
    }

    /// `raw` with every placeholder replaced by `name`, and for each element of the result (and
    /// one past the end) the offset in `raw` it comes from.
    static func resolve<Element: Equatable>(_ raw: [Element], name: [Element], placeholders: [[Element]]) -> ([Element], [Int]) {
        var resolved: [Element] = []
        var rawIndex: [Int] = []
        resolved.reserveCapacity(raw.count)
        rawIndex.reserveCapacity(raw.count + 1)
        var index = 0
        while index < raw.count {
            if let placeholder = placeholders.first(where: { $0.first == raw[index] && raw[index...].starts(with: $0) }) {
                resolved.append(contentsOf: name)
                rawIndex.append(contentsOf: repeatElement(index, count: name.count))
                index += placeholder.count
            } else {
                resolved.append(raw[index])
                rawIndex.append(index)
                index += 1
            }
        }
        rawIndex.append(raw.count)
        return (resolved, rawIndex)
    }
}
