import Yams
#if canImport(CYaml)
// libyaml's C module, which Yams builds and ships; SwiftPM makes it importable by the targets
// that depend on Yams. Where it is not (another build system), every parse goes through Yams.
import CYaml
#endif

/// Builds the YAML node tree straight from libyaml's events (libyaml ships inside Yams), for
/// the common case of a well-formed single document without duplicate keys.
///
/// Yams' own composer costs more than half of parsing a flow: a tag object per node, every
/// scalar decoded through Foundation, every mapping's keys hashed as whole nodes to find
/// duplicates (see docs/benchmarks.md). This one builds the same `Node` values (same strings,
/// styles, marks and anchors; aliases repeat their anchored node) and returns `nil` whenever
/// the input is anything else: a syntax error, an undefined alias, two keys spelled alike
/// (which Yams may report as duplicates), a key that is not text, a second document. The
/// caller then parses with Yams as before, so every error and every message stays Yams'.
struct EventComposer {
    /// Whether `Mark` can be made here: Yams gives it no public initializer, so it is filled
    /// from its two stored integers. Checked once; when the layout is not as expected, the
    /// composer is never used and Yams parses everything.
    static let canMakeMarks: Bool = {
        guard MemoryLayout<Mark>.size == MemoryLayout<(Int, Int)>.size else { return false }
        let mark = unsafeBitCast((7, 9), to: Mark.self)
        return mark.line == 7 && mark.column == 9
    }()

    /// The single root node of `text`, or nil when Yams must decide (see the type's summary).
    /// A text with no document at all also returns nil.
    static func compose(_ text: String) -> Node? {
        #if canImport(CYaml)
        guard canMakeMarks else { return nil }
        var text = text
        return text.withUTF8 { bytes in
            var composer = Composer()
            return composer.run(bytes)
        }
        #else
        return nil
        #endif
    }

    #if canImport(CYaml)
    private struct Composer {
        var parser = yaml_parser_t()
        var event = yaml_event_t()
        var anchors: [String: Node] = [:]
        let implicit = Tag(.implicit, .basic)
        static let strName = "tag:yaml.org,2002:str"
        let str = Tag(Tag.Name(rawValue: Composer.strName), .basic)
        /// Nesting, bounded like the prescan bounds it, so recursion cannot run away.
        var depth = 0

        mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Node? {
            guard !bytes.isEmpty, yaml_parser_initialize(&parser) == 1 else { return nil }
            defer {
                yaml_event_delete(&event)
                yaml_parser_delete(&parser)
            }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            guard next(), event.type == YAML_STREAM_START_EVENT else { return nil }
            guard next(), event.type == YAML_DOCUMENT_START_EVENT else { return nil }
            guard next(), let root = node() else { return nil }
            guard next(), event.type == YAML_DOCUMENT_END_EVENT else { return nil }
            guard next(), event.type == YAML_STREAM_END_EVENT else { return nil }
            return root
        }

        /// Reads the next event into `event`, freeing the previous one.
        mutating func next() -> Bool {
            yaml_event_delete(&event)
            return yaml_parser_parse(&parser, &event) == 1
        }

        /// The keys of one mapping: a list for the handful most mappings hold (hashing each
        /// key cost more), a set once there are many (the `screens` of a big flow).
        struct KeySet {
            var list: [String] = []
            var set: Set<String>?

            /// Adds `key`; false when it was there already.
            mutating func insert(_ key: String) -> Bool {
                if let inserted = set?.insert(key).inserted { return inserted }
                if list.contains(key) { return false }
                list.append(key)
                if list.count >= 32 { set = Set(list) }
                return true
            }
        }

        static func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
            pointer.map { String(cString: $0) }
        }

        var mark: Mark {
            unsafeBitCast((Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1), to: Mark.self)
        }

        func tag(_ name: String?) -> Tag {
            guard let name else { return implicit }
            return name == Self.strName ? str : Tag(Tag.Name(rawValue: name), .basic)
        }

        /// The node starting at the current event; nil hands the text back to Yams.
        mutating func node() -> Node? {
            depth += 1
            defer { depth -= 1 }
            guard depth < 256 else { return nil }
            switch event.type {
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                let value = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
                guard let style = Node.Scalar.Style(rawValue: numericCast(data.style.rawValue)) else { return nil }
                let anchor = Self.string(data.anchor)
                let name = data.quoted_implicit == 1 ? Self.strName : Self.string(data.tag)
                let node = Node.scalar(.init(value, tag(name), style, mark, anchor.map(Anchor.init(rawValue:))))
                if let anchor { anchors[anchor] = node }
                return node
            case YAML_ALIAS_EVENT:
                guard let anchor = Self.string(event.data.alias.anchor) else { return nil }
                return anchors[anchor]
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                let anchor = Self.string(start.anchor)
                let tag = tag(Self.string(start.tag))
                let mark = mark
                var items: [Node] = []
                items.reserveCapacity(4)
                while true {
                    guard next() else { return nil }
                    if event.type == YAML_SEQUENCE_END_EVENT { break }
                    guard let item = node() else { return nil }
                    items.append(item)
                }
                // Yams takes the style from the end event (it reads it from the last event it saw).
                guard let style = Node.Sequence.Style(rawValue: numericCast(event.data.sequence_start.style.rawValue)) else { return nil }
                let node = Node.sequence(.init(items, tag, style, mark, anchor.map(Anchor.init(rawValue:))))
                if let anchor { anchors[anchor] = node }
                return node
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                let anchor = Self.string(start.anchor)
                let tag = tag(Self.string(start.tag))
                let mark = mark
                // Room for a screen's keys up front: growing from empty was a tenth of composing.
                var pairs: [(Node, Node)] = []
                pairs.reserveCapacity(8)
                var keys = KeySet()
                keys.list.reserveCapacity(8)
                while true {
                    guard next() else { return nil }
                    if event.type == YAML_MAPPING_END_EVENT { break }
                    // Only text keys, each spelled once: anything else is Yams' to judge.
                    guard event.type == YAML_SCALAR_EVENT || event.type == YAML_ALIAS_EVENT,
                          let key = node(), case let .scalar(scalar) = key,
                          keys.insert(scalar.string) else { return nil }
                    guard next(), let value = node() else { return nil }
                    pairs.append((key, value))
                }
                guard let style = Node.Mapping.Style(rawValue: numericCast(event.data.mapping_start.style.rawValue)) else { return nil }
                let node = Node.mapping(.init(pairs, tag, style, mark, anchor.map(Anchor.init(rawValue:))))
                if let anchor { anchors[anchor] = node }
                return node
            default:
                return nil
            }
        }
    }
    #endif
}
