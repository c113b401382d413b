/// A frame as text with ANSI escape sequences: 24-bit colour (SGR 38;2 / 48;2) and bold, dim,
/// underline and reverse, for `permflow render --color`. Each line ends with a reset, so the
/// output can be pasted anywhere; trailing blanks without a colour are left out.
extension Frame {
    public var ansiText: String {
        var lines: [String] = []
        for row in 0..<height {
            var lastDrawn = -1
            for column in 0..<width {
                let cell = self[column, row]
                let blank = cell.text == " " && cell.background == nil && !cell.attributes.contains(.reverse)
                    && !cell.attributes.contains(.underline)
                if !blank && !cell.isContinuation { lastDrawn = column + max(0, cell.width - 1) }
            }
            var line = ""
            // Starts in the terminal's default style, which needs no escape.
            var current: (RGBAColor?, RGBAColor?, CellAttributes) = (nil, nil, [])
            for column in 0..<(lastDrawn + 1) {
                let cell = self[column, row]
                if cell.isContinuation { continue }
                let style = (cell.foreground, cell.background, cell.attributes)
                if current.0 != style.0 || current.1 != style.1 || current.2 != style.2 {
                    line += Self.sgr(foreground: cell.foreground, background: cell.background, attributes: cell.attributes)
                    current = style
                }
                line += cell.text
            }
            if current.0 != nil || current.1 != nil || !current.2.isEmpty { line += "\u{1B}[0m" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    static func sgr(foreground: RGBAColor?, background: RGBAColor?, attributes: CellAttributes) -> String {
        var codes = ["0"]
        if attributes.contains(.bold) { codes.append("1") }
        if attributes.contains(.dim) { codes.append("2") }
        if attributes.contains(.underline) { codes.append("4") }
        if attributes.contains(.reverse) { codes.append("7") }
        if let foreground { codes.append("38;2;" + channels(foreground)) }
        if let background { codes.append("48;2;" + channels(background)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    static func channels(_ color: RGBAColor) -> String {
        let opaque = color.alpha < 1 ? color.over(.black) : color
        func byte(_ value: Double) -> Int { Int((min(1, max(0, value)) * 255).rounded()) }
        return "\(byte(opaque.red));\(byte(opaque.green));\(byte(opaque.blue))"
    }
}
