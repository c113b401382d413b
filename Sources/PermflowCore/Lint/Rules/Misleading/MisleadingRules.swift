extension RuleRegistry {
    /// The misleading family, in catalog order.
    static let misleadingRules: [any Rule.Type] = [
    ]
}
