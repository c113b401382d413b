extension RuleRegistry {
    /// The locationButton family, in catalog order.
    static let locationButtonRules: [any Rule.Type] = [
        LocationButtonLabelRule.self,
        LocationButtonStyleRule.self,
        LocationButtonContrastRule.self,
        LocationButtonFitsRule.self,
    ]
}
