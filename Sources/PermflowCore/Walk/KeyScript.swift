/// A problem with a key script or a choice list, before any key is pressed.
public struct KeyScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based position of the bad item in the comma-separated list.
    public var position: Int
    /// The item as written.
    public var item: String
    /// A lowercase one-liner that quotes the item and names the legal ones.
    public var message: String

    public var description: String { message }
}

/// Key scripts for headless walks: `permflow walk --keys "enter,tab,enter,2,esc"` and
/// `--choose 1,2`.
///
/// A key script is a comma-separated list of key names:
///
/// | name | key |
/// |---|---|
/// | `enter` (`return`) | Enter |
/// | `space` | Space |
/// | `tab` | Tab |
/// | `btab` (`shift-tab`, `backtab`) | Shift-Tab |
/// | `up`, `down`, `left`, `right` | the arrow keys |
/// | `esc` (`escape`) | Esc |
/// | `backspace` (`bspace`) | Backspace |
/// | `ctrl-c` (`c-c`, `^c`) | Ctrl-C |
/// | `comma` | the `,` character |
/// | any single character | that character: digits `1`–`9` press the nth button, `p`, `R`, `r`, `q`, `Q`, `?`, `t`, `y` … |
///
/// Names are case-insensitive (`Enter`, `ESC`); single characters are not (`R` relaunches, `r`
/// restarts). Spaces around items are ignored. See `KeyMap` for what each key does.
public enum KeyScript {
    /// Every name a script may use, canonical ones first, with the key it stands for.
    public static let namedKeys: [(name: String, key: KeyInput)] = [
        ("enter", .enter), ("space", .space), ("tab", .tab), ("btab", .backTab),
        ("up", .up), ("down", .down), ("left", .left), ("right", .right),
        ("esc", .escape), ("backspace", .backspace), ("ctrl-c", .controlC), ("comma", .character(",")),
        ("return", .enter), ("shift-tab", .backTab), ("backtab", .backTab), ("escape", .escape),
        ("bspace", .backspace), ("c-c", .controlC), ("^c", .controlC),
    ]

    /// The legal names as an error message lists them.
    public static let legalNames =
        "enter, space, tab, btab (shift-tab), up, down, left, right, esc, backspace, ctrl-c, comma, digits 1-9, or any single character such as p, R, r, Q, ?"

    /// Reads a key script such as `"enter,tab,enter,2,esc,R,p,right,esc"`.
    ///
    /// An empty script is no keys. Throws for an empty item (`"enter,,tab"`) and for an unknown
    /// name, quoting it, suggesting the nearest legal name and listing them all:
    /// `unknown key 'entr' at position 3; did you mean 'enter'? keys are enter, space, …`.
    public static func parse(_ script: String) throws(KeyScriptError) -> [KeyInput] {
        try readItems(script) { item, position throws(KeyScriptError) in
            if item.isEmpty {
                throw KeyScriptError(position: position, item: item,
                                     message: "empty key at position \(position); separate keys with single commas (write 'comma' for the character)")
            }
            if item.count == 1, let character = item.first { return .character(character) }
            if let named = namedKeys.first(where: { $0.name == item.lowercased() }) { return named.key }
            let suggestion = Suggestion.nearest(to: item, in: namedKeys.map(\.name)).map { " did you mean '\($0)'?" } ?? ""
            throw KeyScriptError(position: position, item: item,
                                 message: "unknown key '\(item)' at position \(position);\(suggestion) keys are \(legalNames)")
        }
    }

    /// Reads a choice list such as `"1,2"`: 1-based button numbers, in order. An empty list is
    /// no choices; anything but a whole number from 1 up is an error that quotes it.
    public static func parseChoices(_ list: String) throws(KeyScriptError) -> [Int] {
        try readItems(list) { item, position throws(KeyScriptError) in
            guard let number = Int(item), item.allSatisfy(\.isASCII) else {
                throw KeyScriptError(position: position, item: item,
                                     message: "choice '\(item)' at position \(position) is not a button number; write numbers from 1, e.g. --choose 1,2")
            }
            guard number >= 1 else {
                throw KeyScriptError(position: position, item: item,
                                     message: "choice '\(item)' at position \(position) is not a button number; buttons are numbered from 1")
            }
            return number
        }
    }

    /// Each item of a comma-separated list read in order with its 1-based position; an empty
    /// list is no items.
    private static func readItems<Item>(
        _ list: String, _ readItem: (_ item: String, _ position: Int) throws(KeyScriptError) -> Item
    ) throws(KeyScriptError) -> [Item] {
        let items = split(list)
        if items.count == 1, items[0].isEmpty { return [] }
        var values: [Item] = []
        for (offset, item) in items.enumerated() { values.append(try readItem(item, offset + 1)) }
        return values
    }

    /// The script name of `key` (`enter`, `btab`, `p`), for messages and transcripts.
    public static func name(of key: KeyInput) -> String {
        switch key {
        case .character(","): "comma"
        case .character(let character): String(character)
        case .click(let column, let row): "click(\(column),\(row))"
        default: namedKeys.first { $0.key == key }?.name ?? "?"
        }
    }

    /// Items between commas, trimmed of spaces and tabs. Trimmed in place on the substring: a
    /// `reversed().drop(while:)` chain instantiated generic types whose first conformance checks
    /// cost 1.6 M instructions at every walk's start.
    private static func split(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { item in
            var trimmed = item
            while let first = trimmed.first, first == " " || first == "\t" { trimmed.removeFirst() }
            while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
            return String(trimmed)
        }
    }
}
