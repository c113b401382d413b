extension HealthWords {
    /// The Health sheet's rows in one language: data type id → its name, every name with
    /// `evidence` unless `sourced` gives the type its own. A locale file states its names' common
    /// evidence once instead of on every row.
    static func typeNames(_ evidence: Evidence, _ names: [String: String],
                          sourced: [String: Evidence] = [:]) -> [String: SystemString] {
        names.reduce(into: [:]) { rows, name in rows[name.key] = SystemString(name.value, sourced[name.key] ?? evidence) }
    }
}
