extension RuleRegistry {
    /// The timing family, in catalog order.
    static let timingRules: [any Rule.Type] = [
        RequestInContextRule.self,
        NoLaunchRequestRule.self,
        TrackingBeforeCollectionRule.self,
        NoReRequestRule.self,
        NoPreAlertWhenAllowedRule.self,
        AlwaysFromWhileUsingRule.self,
        PhotosAccessLevelRule.self,
    ]
}
