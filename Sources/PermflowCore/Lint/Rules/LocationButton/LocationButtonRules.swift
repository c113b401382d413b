extension RuleRegistry {
    /// The locationButton family, in catalog order.
    static let locationButtonRules: [any Rule.Type] = [
    ]
}
