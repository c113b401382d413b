/// Whole-text byte tests, eight bytes at a time.
///
/// Rules ask these of the same copy many times (is it ASCII, so the fast paths apply?), and
/// `String.UTF8View.allSatisfy` walks a text index by index (figures in docs/benchmarks.md).
/// Each test reads the string's UTF-8 in place (native and small strings need no copy).
enum ByteScan {
    /// Whether every byte is below 0x80 (the text is ASCII).
    static func isASCII(_ text: String) -> Bool {
        withBytes(text) { isASCII($0) }
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        all(bytes, word: { $0 & high == 0 }, byte: { $0 < 0x80 })
    }

    /// Whether the text is ASCII without a carriage return, so one byte is one `Character`.
    static func isASCIIWithoutCR(_ text: String) -> Bool {
        withBytes(text) {
            all($0, word: { $0 & high == 0 && !hasZeroByte($0 ^ (ones &* 0x0D)) }, byte: { $0 < 0x80 && $0 != 0x0D })
        }
    }

    /// Whether every byte is printable ASCII (0x20 to 0x7E): no control character, no DEL,
    /// nothing beyond ASCII.
    static func isPrintableASCII(_ text: String) -> Bool {
        withBytes(text) { isPrintableASCII($0) }
    }

    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        all(bytes, word: { $0 & high == 0 && !hasByteBelow($0, 0x20) && !hasZeroByte($0 ^ (ones &* 0x7F)) },
            byte: { $0 >= 0x20 && $0 < 0x7F })
    }

    /// Whether the text contains byte `a` or byte `b` (e.g. a line feed or a carriage return).
    static func contains(_ text: String, _ a: UInt8, or b: UInt8) -> Bool {
        let wordA = ones &* UInt64(a), wordB = ones &* UInt64(b)
        return !withBytes(text) {
            all($0, word: { !hasZeroByte($0 ^ wordA) && !hasZeroByte($0 ^ wordB) }, byte: { $0 != a && $0 != b })
        }
    }

    /// The text's UTF-8, in place when the string is contiguous (native or small), else copied once.
    @inline(__always)
    static func withBytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let high: UInt64 = 0x8080_8080_8080_8080

    /// Whether some byte of `word` is zero (exact: no false positives).
    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & high != 0
    }

    /// Whether some byte of `word` is below `limit` (limit ≤ 0x80; exact as a yes/no test).
    @inline(__always)
    private static func hasByteBelow(_ word: UInt64, _ limit: UInt64) -> Bool {
        (word &- ones &* limit) & ~word & high != 0
    }

    @inline(__always)
    private static func all(_ bytes: UnsafeBufferPointer<UInt8>, word: (UInt64) -> Bool, byte: (UInt8) -> Bool) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            if !word(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return false }
            offset += 8
        }
        while offset < bytes.count {
            if !byte(bytes[offset]) { return false }
            offset += 1
        }
        return true
    }
}
