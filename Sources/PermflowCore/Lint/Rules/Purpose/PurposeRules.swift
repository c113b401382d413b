extension RuleRegistry {
    /// The purpose family, in catalog order.
    static let purposeRules: [any Rule.Type] = [
    ]
}
