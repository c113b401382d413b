#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cheap, linear look at flow text before it reaches YAML composition.
///
/// A flow nests about five levels and uses few aliases; a hostile file can nest thousands of levels
/// (libyaml bounds only block nesting, and freeing a tree that deep recurses) or use an alias a
/// million times, each one standing for a whole shared subtree. This pass counts nesting depth
/// (block indentation, `- ` entries and flow brackets) and alias uses (`*name`) in one sweep over
/// the bytes and stops at the first limit crossed, with the line and column where it was crossed.
/// An alias used as a key is refused here too: flow keys are plain text.
///
/// It is deliberately approximate where that is safe: it may count a level too many for a plain
/// scalar continued on a more indented line, never fewer for real nesting.
struct TextPrescan {
    /// What stopped the scan.
    struct Finding: Equatable {
        enum Kind: Equatable { case depth, aliases, aliasKey, explicitKeyWithAliases }
        var kind: Kind
        var location: SourceLocation
        /// The alias name, for `aliasKey`.
        var name: String = ""
    }

    let maxDepth: Int
    let maxAliases: Int

    /// The first limit crossed in `text`, or nil when the text is within every limit.
    func scan(_ text: String) -> Finding? {
        // The string's own bytes, not a copy: this runs over every file before anything else.
        ByteScan.withBytes(text) { scan(bytes: $0) }
    }

    private func scan(bytes: UnsafeBufferPointer<UInt8>) -> Finding? {
        let count = bytes.count
        var index = 0
        var line = 1
        var aliases = 0
        var firstExplicitKey: SourceLocation?
        var blockIndents: [Int] = []
        // One entry per open flow collection: whether an alias occurs inside it.
        var flowStack: [Bool] = []
        var inDouble = false, inSingle = false
        var blockScalarParent: Int?

        @inline(__always) func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        /// A-Z, a-z, 0-9.
        @inline(__always) func isWordByte(_ byte: UInt8) -> Bool {
            (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
        }
        @inline(__always) func isAnchorByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x5F
        }

        while index < count {
            // One line: [index, end).
            // memchr: this finds every line's end in every file (a byte loop cost ~4 instructions a byte).
            var end = count
            if let base = bytes.baseAddress, let found = memchr(base + index, 0x0A, count - index) {
                end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            }
            var indent = 0
            while index + indent < end && bytes[index + indent] == 0x20 { indent += 1 }
            var position = index + indent
            var column = indent + 1
            let blank = position >= end || bytes[position] == 0x0D
                || (bytes[position] == 0x23 && !inDouble && !inSingle)

            if let parent = blockScalarParent {
                if blank || indent > parent { index = end + 1; line += 1; continue }
                blockScalarParent = nil
            }
            if blank && !inDouble && !inSingle { index = end + 1; line += 1; continue }

            var dashes = 0
            if !inDouble && !inSingle && flowStack.isEmpty {
                while let top = blockIndents.last, top > indent { blockIndents.removeLast() }
                if blockIndents.last != indent { blockIndents.append(indent) }
                if blockIndents.count > maxDepth {
                    return Finding(kind: .depth, location: SourceLocation(line: line, column: column))
                }
            }
            var valueStart = !inDouble && !inSingle
            var previousWasSpace = true
            scanning: while position < end {
                let byte = bytes[position]
                // A run of ASCII letters and digits (most of a flow's bytes) opens, closes and
                // names nothing in any state: it only ends a value's start, outside quotes, as the
                // switch's `default` does. Skipped as a run: the scan cost ~40 instructions a byte
                // (docs/benchmarks.md, "flows32c").
                if isWordByte(byte) {
                    var run = position + 1
                    while run < end && isWordByte(bytes[run]) { run += 1 }
                    column += run - position
                    position = run
                    if !inDouble && !inSingle { valueStart = false }
                    previousWasSpace = false
                    continue
                }
                if inDouble {
                    if byte == 0x5C { position += 1; column += 1 } else if byte == 0x22 { inDouble = false; valueStart = false }
                } else if inSingle {
                    if byte == 0x27 {
                        if position + 1 < end && bytes[position + 1] == 0x27 { position += 1; column += 1 } else { inSingle = false; valueStart = false }
                    }
                } else {
                    switch byte {
                    case 0x23 where previousWasSpace: // # comment
                        break scanning
                    case 0x22 where valueStart: inDouble = true
                    case 0x27 where valueStart: inSingle = true
                    case 0x2D where valueStart && flowStack.isEmpty
                        && (position + 1 >= end || isSpace(bytes[position + 1])): // "- "
                        dashes += 1
                        if blockIndents.count + dashes > maxDepth {
                            return Finding(kind: .depth, location: SourceLocation(line: line, column: column))
                        }
                    case 0x3F where valueStart && (position + 1 >= end || isSpace(bytes[position + 1])): // "? "
                        if firstExplicitKey == nil { firstExplicitKey = SourceLocation(line: line, column: column) }
                    case 0x5B, 0x7B: // [ {
                        if valueStart || !flowStack.isEmpty {
                            flowStack.append(false)
                            if blockIndents.count + dashes + flowStack.count > maxDepth {
                                return Finding(kind: .depth, location: SourceLocation(line: line, column: column))
                            }
                            valueStart = true
                        } else {
                            valueStart = false
                        }
                    case 0x5D, 0x7D: // ] }
                        if let hadAlias = flowStack.popLast() {
                            if hadAlias {
                                if !flowStack.isEmpty { flowStack[flowStack.count - 1] = true }
                                var ahead = position + 1
                                while ahead < end && isSpace(bytes[ahead]) { ahead += 1 }
                                if ahead < end && bytes[ahead] == 0x3A {
                                    return Finding(kind: .aliasKey, location: SourceLocation(line: line, column: column))
                                }
                            }
                        }
                        valueStart = false
                    case 0x2C where !flowStack.isEmpty: valueStart = true // ,
                    case 0x3A where position + 1 >= end || isSpace(bytes[position + 1]) || !flowStack.isEmpty: // ": "
                        valueStart = true
                    case 0x7C where valueStart && flowStack.isEmpty, 0x3E where valueStart && flowStack.isEmpty: // | > block scalar
                        blockScalarParent = indent
                        break scanning
                    case 0x26 where valueStart, 0x21 where valueStart: // &anchor, !tag: the node still follows
                        while position + 1 < end && !isSpace(bytes[position + 1]) { position += 1; column += 1 }
                    case 0x2A where valueStart && position + 1 < end && isAnchorByte(bytes[position + 1]): // *alias
                        let aliasColumn = column
                        let nameStart = position + 1
                        while position + 1 < end && isAnchorByte(bytes[position + 1]) { position += 1; column += 1 }
                        aliases += 1
                        if aliases > maxAliases {
                            return Finding(kind: .aliases, location: SourceLocation(line: line, column: aliasColumn))
                        }
                        if !flowStack.isEmpty { flowStack[flowStack.count - 1] = true }
                        var ahead = position + 1
                        while ahead < end && isSpace(bytes[ahead]) { ahead += 1 }
                        if ahead < end && bytes[ahead] == 0x3A {
                            let name = String(decoding: bytes[nameStart...position], as: UTF8.self)
                            return Finding(kind: .aliasKey, location: SourceLocation(line: line, column: aliasColumn), name: name)
                        }
                        valueStart = false
                    case 0x20, 0x09, 0x0D: break
                    default: valueStart = false
                    }
                }
                previousWasSpace = isSpace(byte)
                position += 1
                // Columns count code points, as libyaml's marks do: skip UTF-8 continuation bytes.
                if byte & 0xC0 != 0x80 { column += 1 }
            }
            index = end + 1
            line += 1
        }
        if aliases > 0, let firstExplicitKey {
            return Finding(kind: .explicitKeyWithAliases, location: firstExplicitKey)
        }
        return nil
    }
}
