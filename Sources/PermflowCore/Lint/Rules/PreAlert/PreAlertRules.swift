extension RuleRegistry {
    /// The preAlert family, in catalog order.
    static let preAlertRules: [any Rule.Type] = [
    ]
}
