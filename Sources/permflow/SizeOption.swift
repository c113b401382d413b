/// `--size WIDTHxHEIGHT` (`80x24`, or with `×`), for `walk` and `render`: both sides 1…1000,
/// the largest frame permflow draws.
enum SizeOption {
    static func parse(_ text: String) -> (width: Int, height: Int)? {
        // Empty parts kept, so `80xx24` and `x80x24` are three parts, not a size.
        let parts = text.lowercased().split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "\u{00D7}" })
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...1000).contains(width), (1...1000).contains(height) else { return nil }
        return (width, height)
    }

    static func problem(_ text: String) -> String {
        "--size '\(shown(text))' is not WIDTHxHEIGHT with sides from 1 to 1000, e.g. 80x24"
    }
}
