extension RuleRegistry {
    /// The purpose family, in catalog order.
    static let purposeRules: [any Rule.Type] = [
        PurposePresentRule.self,
        PurposeTranslatedRule.self,
        PurposePeriodRule.self,
        PurposeSentenceCaseRule.self,
        PurposeBriefRule.self,
        PurposeActiveVoiceRule.self,
        PurposeSpecificRule.self,
        PurposePlaceholderRule.self,
        PurposeMarkdownRule.self,
    ]
}
