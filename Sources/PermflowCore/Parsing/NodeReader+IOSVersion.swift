extension NodeReader {
    /// `ios:` as a major version (`27`) or a major and minor release (`27.2`): the minor is
    /// read from the text as written, so `27.10` is ten, not one, and has at most two digits;
    /// anything else is the whole-number error `ios` always had.
    mutating func iosVersion(_ node: YAMLNode) -> (Located<Int>, minor: Int)? {
        guard case let .scalar(scalar) = node else { return integer(node, field: "ios").map { ($0, 0) } }
        let text = scalar.text.trimmingWhitespaces()
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let major = Int(parts[0]), parts[0].allSatisfy(\.isASCII), parts[1].count <= 2,
              !parts[1].isEmpty, parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let minor = Int(parts[1]) else {
            if parts.count >= 2 {
                add(.error, ParseRuleID.type, at: location(of: node), length: length(of: node),
                    "`ios` must be a version such as 27 or 27.2, not \(quoteValue(node))")
                return nil
            }
            return integer(node, field: "ios").map { ($0, 0) }
        }
        return (Located(major, at: location(of: node), length: length(of: node)), minor)
    }
}
