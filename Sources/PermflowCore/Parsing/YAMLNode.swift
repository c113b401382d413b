/// One node of a YAML document, as `YAMLComposer` builds it and `NodeReader` reads it.
///
/// Only what reading a flow needs: each scalar's text, style, written tag and location; mappings
/// as ordered key/value pairs (a key is a node, so a key that is not text can be reported); lists.
/// Aliases are resolved: an alias is the node its anchor names, shared, not copied (arrays are
/// copy-on-write), so anchors and aliases leave no trace in the tree.
enum YAMLNode: Sendable {
    case scalar(YAMLScalar)
    case mapping([YAMLPair], at: SourceLocation)
    case sequence([YAMLNode], at: SourceLocation)

    /// Where the node starts (its anchor or tag, when one is written before it).
    var location: SourceLocation {
        switch self {
        case let .scalar(scalar): scalar.location
        case let .mapping(_, location), let .sequence(_, location): location
        }
    }
}

/// A scalar: text as YAML reads it (quotes removed, escapes decoded, lines folded).
struct YAMLScalar: Sendable {
    /// How the scalar is written; the raw values are libyaml's `yaml_scalar_style_t`.
    enum Style: UInt8, Sendable {
        case plain = 1, singleQuoted, doubleQuoted, literal, folded
    }

    var text: String
    var style: Style
    /// The tag written before the value, expanded (`!!binary` is `tag:yaml.org,2002:binary`);
    /// nil when none is written. A non-specific `!` stays `!`.
    var tag: String?
    var location: SourceLocation
}

/// One entry of a mapping.
struct YAMLPair: Sendable {
    var key: YAMLNode
    var value: YAMLNode
}
