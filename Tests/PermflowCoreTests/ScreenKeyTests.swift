import Testing
@testable import PermflowCore

/// `ScreenKey` names a screen's key by its first byte and length, then one comparison: it must
/// name exactly `FlowKeys`' screen keys, and nothing else, however near.
@Suite struct ScreenKeyTests {
    @Test func namesAreTheFlowKeys() {
        #expect(Set(ScreenKey.allCases.map { "\($0.name)" }) == Set(FlowKeys.allScreenKeys))
        #expect(ScreenKey.allCases.count == FlowKeys.allScreenKeys.count)
        for name in FlowKeys.allScreenKeys {
            #expect(ScreenKey(name).map { "\($0.name)" } == name, "\(name)")
        }
    }

    /// Texts that share a key's first byte and length, differ in one byte anywhere, are a
    /// prefix or an extension of it, differ in case, or are not ASCII are no key.
    @Test func nearTextsAreNoKey() {
        for name in FlowKeys.allScreenKeys {
            let bytes = Array(name.utf8)
            for index in bytes.indices {
                var changed = bytes
                changed[index] = bytes[index] == 0x78 ? 0x79 : 0x78  // x or y
                let text = String(decoding: changed, as: UTF8.self)
                #expect(ScreenKey(text) == nil, "\(text)")
            }
            #expect(ScreenKey(String(name.dropLast())) == nil)
            #expect(ScreenKey(name + "s") == nil)
            #expect(ScreenKey(name.uppercased()) == nil)
            #expect(ScreenKey(" " + name) == nil)
        }
        for text in ["", "k", "é", "kïnd", "titlé", "on\u{301}", "go", "goto", "text", "kind\0"] {
            #expect(ScreenKey(text) == nil, "\(text)")
        }
    }

    /// What each kind takes, as bits, is `NodeReader.allowedKeys` as text.
    @Test func allowedBitsAreTheAllowedKeys() {
        for kind in ScreenKind.allCases {
            let allowed = ScreenKey.allowed(kind)
            let expected = Set(NodeReader.allowedKeys[kind] ?? [])
            for key in ScreenKey.allCases {
                #expect(allowed.contains(key) == expected.contains("\(key.name)"), "\(kind) \(key.name)")
            }
        }
    }
}
