// libyaml's C API, the only place permflow calls it (docs/linting.md, "How a flow file is read").
import CLibYAML

/// Builds the `YAMLNode` tree of a text from libyaml's parse events, in one pass.
///
/// libyaml (its public `yaml_parser_parse` API) scans and parses; this composes: scalars become
/// `YAMLScalar`s with their marks as locations, anchors are remembered and aliases replaced by the
/// node they name, and every key a mapping repeats is recorded (`DuplicateKey`) and left out of
/// the mapping, so the first value wins. Composition is iterative (an explicit stack), so nesting
/// costs no call stack (the text prescan bounds it before, `TextPrescan`).
///
/// Errors are libyaml's own fields (problem, context and their marks), plus the two a composer
/// adds: an alias naming no anchor defined before it, and a second document.
struct YAMLComposer {
    /// What composing a text produced.
    struct Document: Sendable {
        /// The single document's root; nil for a text with no document, or after `error`.
        var root: YAMLNode?
        /// Every repeated key, in the order mappings end (inner before outer), and within one
        /// mapping by key text, then position.
        var duplicates: [DuplicateKey] = []
        /// What stopped composing; the duplicates of mappings that ended before it are kept.
        var error: Failure?
    }

    /// A key written again in the same mapping (same text and same resolved tag, as YAML compares
    /// keys; a key that is not text is never counted).
    struct DuplicateKey: Sendable, Equatable {
        /// The later occurrence: its text, where it starts, and the characters of its line it spans.
        var key: Located<String>
        /// Where the key is first written in the mapping.
        var first: SourceLocation
        /// How deep the mapping sits (0 for the root), and the text key whose value it is, if any.
        var level: Int
        var parentKey: String?
    }

    /// Why composing stopped.
    struct Failure: Error, Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            /// The text cannot be read as YAML characters (a control character, say).
            case reader
            /// libyaml's scanner or parser, or the composer (undefined alias, second document).
            case syntax
            /// libyaml could not allocate memory.
            case memory
            /// A collection nested deeper than the composer's `maxDepth`.
            case depth
        }

        var kind: Kind
        /// libyaml's description, such as "found character that cannot start any token".
        var problem: String
        /// What was being read when it happened ("while scanning a quoted scalar"), and the line
        /// where that started.
        var context: String?
        var contextLine: Int = 0
        var location: SourceLocation
    }

    /// Composes `text`, which must hold at most one document, with at most `maxDepth` collections
    /// open at once. The text prescan bounds nesting before, from the text alone; this bound is
    /// the tree's own, so a text the prescan misreads still cannot build a tree deep enough to
    /// exhaust the stack of whatever walks or frees it.
    static func compose(_ text: String, maxDepth: Int = Int.max) -> Document {
        if text.isEmpty { return Document() }
        var text = text
        return text.withUTF8 { bytes in
            var composer = YAMLComposer(bytes: bytes, maxDepth: maxDepth)
            return composer.run()
        }
    }

    // MARK: Composing

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private var anchors: [String: YAMLNode] = [:]
    private var stack: [Frame] = []
    /// The finished children of every open collection, in order (a mapping's as key, value, key,
    /// value): one buffer for all, so a collection costs one allocation, of its exact size, when
    /// it ends. Fitted arrays matter: a flow's tree is alive while it is read.
    private var children = Children()
    /// The keys of every open mapping with where each is first written, likewise shared.
    private var keys: [(id: KeyID, at: SourceLocation)] = []
    private var document = Document()

    private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// A collection being composed.
    private struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var anchor: String?
        /// Where its children and keys start in `children` and `keys`.
        var firstChild: Int
        var firstKey: Int
        /// A mapping's key waiting for its value, and whether it repeats an earlier key.
        var key: YAMLNode?
        var keyRepeats = false
        /// The keys again, hashed, once there are many (`screens`); a scan is cheaper for a few.
        var table: [KeyID: SourceLocation]?
        var duplicates: [DuplicateKey] = []
    }

    /// The text key whose value the collection open at `frame` is, if any: its parent mapping
    /// holds that key until the value ends. Asked only when a key repeats.
    private func parentKey(of frame: Int) -> String? {
        guard frame > 0, stack[frame - 1].isMapping, case let .scalar(key)? = stack[frame - 1].key else { return nil }
        return key.text
    }

    /// A key as YAML compares keys: its text and its resolved tag (nil for text, `!!str`).
    private struct KeyID: Hashable {
        var text: String
        var tag: String?

        init(text: String, tag: String?) {
            self.text = text
            switch tag {
            case nil, "!", "tag:yaml.org,2002:str": self.tag = nil
            case let other: self.tag = other
            }
        }
    }

    /// Where the open mapping `frame` has `id` already, or nil after adding it.
    private mutating func firstLocation(in frame: Int, of id: KeyID, at location: SourceLocation) -> SourceLocation? {
        if stack[frame].table != nil {
            if let first = stack[frame].table?[id] { return first }
            stack[frame].table?[id] = location
            return nil
        }
        // An index loop: the generic search of a slice cost more than the few keys it compares.
        var index = stack[frame].firstKey
        while index < keys.count {
            if keys[index].id == id { return keys[index].at }
            index += 1
        }
        let start = stack[frame].firstKey
        keys.append((id, location))
        if keys.count - start >= 32 {
            stack[frame].table = Dictionary(keys[start...].map { ($0.id, $0.at) }, uniquingKeysWith: { first, _ in first })
            keys.removeSubrange(start...)
        }
        return nil
    }

    private mutating func run() -> Document {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        // libyaml keeps a pointer to the parser itself (the read handler's data): it must not move.
        parser.initialize(to: yaml_parser_t())
        event.initialize(to: yaml_event_t())
        defer {
            yaml_event_delete(event)
            yaml_parser_delete(parser)
            event.deallocate()
            parser.deallocate()
            children.free()
        }
        guard yaml_parser_initialize(parser) == 1 else {
            return Document(error: Failure(kind: .memory, problem: "Memory error", location: .fileStart))
        }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)

        func next() -> Bool {
            yaml_event_delete(event)
            return yaml_parser_parse(parser, event) == 1
        }
        func fail() -> Document {
            document.error = failure(parser.pointee)
            return document
        }
        // Stream start, then a document start or the stream's end (a text of comments only).
        guard next(), next() else { return fail() }
        if event.pointee.type == YAML_STREAM_END_EVENT { return document }
        while document.root == nil {
            guard next() else { return fail() }
            // libyaml gives every document a node (an empty scalar at least): an end here has none.
            if [YAML_DOCUMENT_END_EVENT, YAML_STREAM_END_EVENT, YAML_NO_EVENT].contains(event.pointee.type) { return document }
            if let failure = compose(event.pointee) {
                document.error = failure
                return document
            }
        }
        // The document's end, then the stream's: anything else is a second document.
        guard next(), next() else { return fail() }
        if event.pointee.type != YAML_STREAM_END_EVENT {
            document.error = Failure(kind: .syntax, problem: "but found another document",
                                     context: "expected a single document in the stream", contextLine: 1,
                                     location: Self.location(event.pointee.start_mark))
        }
        return document
    }

    /// Takes one node event; a failure for an alias that names no anchor defined before it.
    private mutating func compose(_ event: yaml_event_t) -> Failure? {
        let location = Self.location(event.start_mark)
        switch event.type {
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            let style = YAMLScalar.Style(rawValue: UInt8(truncatingIfNeeded: data.style.rawValue)) ?? .plain
            let tag = Self.string(data.tag)
            if let anchor = Self.string(data.anchor) {
                anchors[anchor] = .scalar(YAMLScalar(text: text, style: style, tag: tag, location: location))
            }
            // A key goes its own way: looked up by its parts, then made into its node in its frame.
            if let top = stack.indices.last, stack[top].isMapping, stack[top].key == nil {
                addKey(text: text, style: style, tag: tag, at: location, in: top, event)
            } else {
                add(.scalar(YAMLScalar(text: text, style: style, tag: tag, location: location)), event)
            }
        case YAML_ALIAS_EVENT:
            guard let name = Self.string(event.data.alias.anchor), let node = anchors[name] else {
                return Failure(kind: .syntax, problem: "found undefined alias", location: location)
            }
            // An alias standing for a scalar, as a key, is compared with the mapping's keys too.
            if let top = stack.indices.last, stack[top].isMapping, stack[top].key == nil, case let .scalar(scalar) = node {
                addKey(text: scalar.text, style: scalar.style, tag: scalar.tag, at: scalar.location, in: top, event)
            } else {
                add(node, event)
            }
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            guard stack.count < maxDepth else { return Failure(kind: .depth, problem: "", location: location) }
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let anchor = Self.string(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
            stack.append(Frame(isMapping: isMapping, location: location, anchor: anchor, firstChild: children.count,
                               firstKey: keys.count))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return nil }
            let start = frame.firstChild
            let node: YAMLNode
            // Each child moves into its collection (swapped out of the shared buffer, an empty
            // scalar left in its place): indexing copied every child, and removing them released it.
            if frame.isMapping {
                if !frame.duplicates.isEmpty {
                    document.duplicates += frame.duplicates.sorted { ($0.key.value, $0.key.location) < ($1.key.value, $1.key.location) }
                }
                node = .mapping(children.takePairs(from: start), at: frame.location)
                Self.truncate(&keys, to: frame.firstKey)
            } else {
                node = .sequence(children.takeItems(from: start), at: frame.location)
            }
            if let anchor = frame.anchor { anchors[anchor] = node }
            add(node, event)
        default:
            break
        }
        return nil
    }

    /// `buffer` cut back to its first `count` elements, from the end, keeping its storage: the
    /// generic `removeSubrange` cost about 500 instructions a collection, more than the few
    /// (emptied) elements it removes.
    private static func truncate<Element>(_ buffer: inout [Element], to count: Int) {
        while buffer.count > count { buffer.removeLast() }
    }

    /// The shared buffer of finished children: nodes are moved in when they end and moved out,
    /// as one array of the exact size, when their collection ends. Its own storage, not an
    /// `Array`: an array's elements cannot be moved out, so each was swapped for an empty scalar
    /// and then removed one by one (docs/benchmarks.md, "flows32j"). `free` releases what is left
    /// (composing stopped by an error) and the storage; `run` calls it.
    private struct Children {
        private var base: UnsafeMutablePointer<YAMLNode>?
        private var capacity = 0
        private(set) var count = 0

        mutating func append(_ node: consuming YAMLNode) {
            if count == capacity { grow() }
            (base.unsafelyUnwrapped + count).initialize(to: node)
            count += 1
        }

        private mutating func grow() {
            let larger = max(64, capacity * 2)
            let storage = UnsafeMutablePointer<YAMLNode>.allocate(capacity: larger)
            if let base {
                storage.moveInitialize(from: base, count: count)
                base.deallocate()
            }
            base = storage
            capacity = larger
        }

        /// The children from `start` on, moved out as a mapping's pairs (key, value, key, value;
        /// an odd last child, which a finished mapping never has, is dropped).
        mutating func takePairs(from start: Int) -> [YAMLPair] {
            let pairCount = (count - start) / 2
            let first = base.map { $0 + start }
            let pairs = [YAMLPair](unsafeUninitializedCapacity: pairCount) { buffer, initialized in
                guard let first, let target = buffer.baseAddress else { return }
                for index in 0..<pairCount {
                    (target + index).initialize(to: YAMLPair(key: (first + 2 * index).move(), value: (first + 2 * index + 1).move()))
                }
                initialized = pairCount
            }
            if let first, count - start > 2 * pairCount { (first + 2 * pairCount).deinitialize(count: 1) }
            count = start
            return pairs
        }

        /// The children from `start` on, moved out as a list's items.
        mutating func takeItems(from start: Int) -> [YAMLNode] {
            let itemCount = count - start
            let first = base.map { $0 + start }
            let items = [YAMLNode](unsafeUninitializedCapacity: itemCount) { buffer, initialized in
                guard let first, let target = buffer.baseAddress else { return }
                target.moveInitialize(from: first, count: itemCount)
                initialized = itemCount
            }
            count = start
            return items
        }

        /// Releases the children left and the storage.
        mutating func free() {
            guard let base else { return }
            base.deinitialize(count: count)
            base.deallocate()
            self.base = nil
            capacity = 0
            count = 0
        }
    }

    /// Puts a finished node where it belongs: the root, a list item, a key or a value. It takes
    /// `node` over (consuming: the node just made moves in, never copied).
    private mutating func add(_ node: consuming YAMLNode, _ event: yaml_event_t) {
        let top = stack.count - 1
        guard top >= 0 else {
            document.root = node
            return
        }
        if !stack[top].isMapping {
            children.append(node)
            return
        }
        // The waiting key moves out of its frame too (`take` leaves nil there).
        guard let key = stack[top].key.take() else {
            // A key that is not text (an alias, a collection): never a repeat.
            stack[top].key = node
            stack[top].keyRepeats = false
            return
        }
        if !stack[top].keyRepeats {
            children.append(key)
            children.append(node)
        }
    }

    /// Puts a scalar key into the open mapping `top`, recording it when it repeats an earlier key.
    /// Looked up by its parts; its node is made where it stays, in its frame (a scalar made first
    /// and passed in was copied for the lookup and destroyed after).
    private mutating func addKey(text: String, style: YAMLScalar.Style, tag: String?, at location: SourceLocation,
                                 in top: Int, _ event: yaml_event_t) {
        let first = firstLocation(in: top, of: KeyID(text: text, tag: tag), at: location)
        stack[top].key = .scalar(YAMLScalar(text: text, style: style, tag: tag, location: location))
        stack[top].keyRepeats = first != nil
        guard let first else { return }
        let start = event.start_mark, end = event.end_mark
        let length = end.line == start.line && end.column > start.column ? Int(end.column - start.column) : 1
        stack[top].duplicates.append(DuplicateKey(key: Located(text, at: location, length: length),
                                                  first: first, level: top, parentKey: parentKey(of: top)))
    }

    // MARK: libyaml's values

    /// A libyaml mark (0-based) as a location (1-based; columns count Unicode scalars).
    private static func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private static func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// libyaml's error fields as a `Failure`.
    private func failure(_ parser: yaml_parser_t) -> Failure {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return Failure(kind: .memory, problem: "Memory error", location: .fileStart)
        case YAML_READER_ERROR:
            return Failure(kind: .reader, problem: problem, location: location(ofByte: parser.problem_offset))
        default:
            return Failure(kind: .syntax, problem: problem, context: parser.context.map { String(cString: $0) },
                           contextLine: Int(parser.context_mark.line) + 1, location: Self.location(parser.problem_mark))
        }
    }

    /// The location of the byte at `offset`, counted as libyaml counts marks: lines end at LF, CR
    /// or CR LF (and NEL, LS, PS), columns count Unicode scalars.
    private func location(ofByte offset: Int) -> SourceLocation {
        var line = 1, column = 1, index = 0
        let end = min(offset, bytes.count)
        func byte(_ at: Int) -> UInt8 { at < bytes.count ? bytes[at] : 0 }
        while index < end {
            let breakLength = switch (byte(index), byte(index + 1), byte(index + 2)) {
            case (0x0D, 0x0A, _), (0xC2, 0x85, _): 2
            case (0x0A, _, _), (0x0D, _, _): 1
            case (0xE2, 0x80, 0xA8), (0xE2, 0x80, 0xA9): 3
            default: 0
            }
            if breakLength > 0 {
                line += 1
                column = 1
                index += breakLength
                continue
            }
            if byte(index) & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }
}
