extension String {
    /// The text of these scalars, encoded to UTF-8 in one pass. Building a `String` through
    /// `String.UnicodeScalarView` appends one scalar at a time (some 300 instructions each); this
    /// is the form every rule uses to turn a slice of scalars back into text.
    init<Scalars: Collection>(scalars: Scalars) where Scalars.Element == Unicode.Scalar {
        // Counted first, then written straight into the string's storage: no array of bytes
        // made and freed for each string (rules make one per word and per sentence).
        var count = 0
        for scalar in scalars { count += UTF8.width(scalar) }
        guard count > 0 else {
            self = ""
            return
        }
        self = String(unsafeUninitializedCapacity: count) { storage in
            var index = 0
            for scalar in scalars {
                if scalar.isASCII {
                    storage[index] = UInt8(truncatingIfNeeded: scalar.value)
                    index += 1
                } else {
                    UTF8.encode(scalar) { byte in
                        storage[index] = byte
                        index += 1
                    }
                }
            }
            return index
        }
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
