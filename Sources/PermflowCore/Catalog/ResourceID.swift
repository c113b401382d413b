/// The id of a protected resource as flow files write it (`camera`, `location`).
///
/// Any text is an id: a flow naming a resource the catalog does not know still parses, and
/// `flow-unknown-resource` reports it; `SystemAlertCatalog.resource(_:)` is nil for it. What a
/// resource can do is never read from its id but from its catalog entry (`ResourceCapability`),
/// so code holds no resource names: a new resource is a new catalog entry.
public struct ResourceID: TextKey {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
}
