/// The queue of a breadth-first search over a flow's screens (or any indices): first in, first
/// out, an array read from the front so that taking a screen moves nothing. The searches keep
/// their own marks (seen, previous screen) and decide what to append.
struct BreadthFirstQueue {
    private var items: [Int]
    private var head = 0

    /// A queue holding `first`, or nothing.
    init(_ first: Int? = nil) {
        items = first.map { [$0] } ?? []
    }

    mutating func append(_ index: Int) {
        items.append(index)
    }

    /// The index queued longest ago and not taken yet; nil once all are taken.
    mutating func next() -> Int? {
        guard head < items.count else { return nil }
        head += 1
        return items[head - 1]
    }
}
