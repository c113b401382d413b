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
