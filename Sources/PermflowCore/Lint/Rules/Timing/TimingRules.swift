extension RuleRegistry {
    /// The timing family, in catalog order.
    static let timingRules: [any Rule.Type] = [
    ]
}
