// Small text operations the targets need, written here so they do not need Foundation proper:
// on Linux its string methods live beside ICU, whose data alone is 34 MB of the static binary.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Every occurrence of `target` replaced by `replacement`, matched byte for byte in UTF-8
    /// (so scalar for scalar). Unlike Foundation's `replacingOccurrences`, a match followed by a
    /// combining mark is replaced too: an escape that skipped `",\u{301}"` would not escape.
    /// The text between matches is copied a run at a time, and a text with no match is returned
    /// as it is without a copy (byte by byte it was 4,000 instructions an alert title:
    /// docs/benchmarks.md, "flows32f").
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        var text = self
        var target = target
        return text.withUTF8 { bytes in
            target.withUTF8 { needle in
                guard let first = needle.first, needle.count <= bytes.count,
                      let base = bytes.baseAddress, let needleBase = needle.baseAddress else { return self }
                var out: [UInt8] = []
                // Bytes before `copied` are in `out`; nothing is copied until a match.
                var copied = 0
                var changed = false
                var index = 0
                let last = bytes.count - needle.count
                while index <= last {
                    if bytes[index] == first, memcmp(base + index, needleBase, needle.count) == 0 {
                        if !changed { out.reserveCapacity(bytes.count + replacement.utf8.count) }
                        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                        out.append(contentsOf: replacement.utf8)
                        index += needle.count
                        copied = index
                        changed = true
                    } else {
                        index += 1
                    }
                }
                guard changed else { return self }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
                return String(decoding: out, as: UTF8.self)
            }
        }
    }

    /// Without leading and trailing whitespace as `CharacterSet.whitespaces` defines it: the tab,
    /// the space separators (general category Zs) and U+200B, trimmed scalar by scalar as
    /// Foundation does.
    package func trimmingWhitespaces() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.isHorizontalWhitespace }) else { return "" }
        guard let last = scalars.lastIndex(where: { !$0.isHorizontalWhitespace }) else { return "" }
        return String(scalars[start...last])
    }
}

extension Unicode.Scalar {
    /// The members of `CharacterSet.whitespaces`: the tab, the space separators (Zs), and the zero
    /// width space, which Unicode moved out of Zs in 4.0.1 and Foundation kept.
    var isHorizontalWhitespace: Bool {
        value == 0x09 || value == 0x200B || properties.generalCategory == .spaceSeparator
    }

    /// The members of `CharacterSet.whitespacesAndNewlines`: the above, and U+000A to U+000D,
    /// U+0085, U+2028 and U+2029.
    var isWhitespaceOrNewline: Bool {
        isHorizontalWhitespace || (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029
    }
}

/// A number written with a fixed count of decimals as C's `%.Nf` writes it, which is what
/// `String(format: "%.2f", x)` printed: the double's exact binary value rounded half to even,
/// `-` for any value with the sign bit (`-0.00`, `-nan`), `inf` and `nan` as they are. It reads no C locale, so
/// the decimal point is always `.`.
package enum FixedDecimal {
    package static func text(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return (value.sign == .minus ? "-" : "") + (value.isNaN ? "nan" : "inf") }
        let places = max(0, places)
        // value = significand × 2^exponent exactly, the significand a whole number.
        let subnormal = value.exponentBitPattern == 0
        let significand = value.significandBitPattern | (subnormal ? 0 : 1 << 52)
        let exponent = (subnormal ? 1 : Int(value.exponentBitPattern)) - 1075
        var number = BigNatural(significand)
        for _ in 0..<places { number.multiply(by: 10) }
        if exponent >= 0 {
            number.shiftLeft(exponent)
        } else {
            number.shiftRightRoundingHalfToEven(-exponent)
        }
        var digits = number.decimal()
        if digits.count <= places { digits = String(repeating: "0", count: places + 1 - digits.count) + digits }
        let sign = value.sign == .minus ? "-" : ""
        guard places > 0 else { return sign + digits }
        return sign + digits.dropLast(places) + "." + digits.suffix(places)
    }
}

/// A natural number of any size, in 32-bit limbs, least significant first: enough arithmetic
/// for `FixedDecimal` to write a double's exact value.
private struct BigNatural {
    private var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
        trim()
    }

    private mutating func trim() {
        while let last = limbs.last, last == 0 { limbs.removeLast() }
    }

    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    mutating func shiftLeft(_ bits: Int) {
        guard !limbs.isEmpty, bits > 0 else { return }
        let whole = bits / 32, part = bits % 32
        if part > 0 {
            var carry: UInt32 = 0
            for index in limbs.indices {
                let limb = limbs[index]
                limbs[index] = (limb << part) | carry
                carry = limb >> (32 - part)
            }
            if carry != 0 { limbs.append(carry) }
        }
        limbs.insert(contentsOf: repeatElement(0, count: whole), at: 0)
    }

    private func bit(_ position: Int) -> Bool {
        let index = position / 32
        return index < limbs.count && limbs[index] >> (position % 32) & 1 == 1
    }

    private func anyBit(below position: Int) -> Bool {
        let whole = min(position / 32, limbs.count)
        if limbs[..<whole].contains(where: { $0 != 0 }) { return true }
        let part = position % 32
        return whole < limbs.count && part > 0 && limbs[whole] & ((1 << part) - 1) != 0
    }

    /// Divides by 2^bits, rounding to the nearest whole number and a tie to the even one.
    mutating func shiftRightRoundingHalfToEven(_ bits: Int) {
        guard bits > 0 else { return }
        let half = bit(bits - 1)
        let roundUp = half && (anyBit(below: bits - 1) || bit(bits))
        let whole = bits / 32, part = bits % 32
        if whole >= limbs.count {
            limbs = []
        } else {
            limbs.removeFirst(whole)
            if part > 0 {
                for index in limbs.indices {
                    let next = index + 1 < limbs.count ? limbs[index + 1] : 0
                    limbs[index] = (limbs[index] >> part) | (next << (32 - part))
                }
            }
            trim()
        }
        if roundUp { addOne() }
    }

    private mutating func addOne() {
        for index in limbs.indices {
            limbs[index] &+= 1
            if limbs[index] != 0 { return }
        }
        limbs.append(1)
    }

    /// The number in decimal digits ("0" for zero).
    func decimal() -> String {
        var rest = limbs
        var chunks: [UInt32] = []   // base 10^9, least significant first
        while !rest.isEmpty {
            var remainder: UInt64 = 0
            for index in rest.indices.reversed() {
                let current = remainder << 32 | UInt64(rest[index])
                rest[index] = UInt32(current / 1_000_000_000)
                remainder = current % 1_000_000_000
            }
            chunks.append(UInt32(remainder))
            while let last = rest.last, last == 0 { rest.removeLast() }
        }
        guard let top = chunks.last else { return "0" }
        var text = String(top)
        for chunk in chunks.dropLast().reversed() {
            let part = String(chunk)
            text += String(repeating: "0", count: 9 - part.count) + part
        }
        return text
    }
}
