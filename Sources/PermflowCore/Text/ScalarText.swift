extension String {
    /// The text of these scalars, encoded to UTF-8 in one pass. Building a `String` through
    /// `String.UnicodeScalarView` appends one scalar at a time (some 300 instructions each); this
    /// is the form every rule uses to turn a slice of scalars back into text.
    init<Scalars: Collection>(scalars: Scalars) where Scalars.Element == Unicode.Scalar {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars {
            if scalar.isASCII {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        self = String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    /// The text of these Characters: their UTF-8 joined in one pass. The same string as
    /// `String(characters)` (a string is its UTF-8), which appends one Character at a time
    /// (some 20 k instructions for a 20-letter Korean sentence; issue 32's figures).
    init<Characters: Sequence>(joining characters: Characters) where Characters.Element == Character {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.underestimatedCount)
        for character in characters { bytes.append(contentsOf: character.utf8) }
        self = String(decoding: bytes, as: UTF8.self)
    }
}
