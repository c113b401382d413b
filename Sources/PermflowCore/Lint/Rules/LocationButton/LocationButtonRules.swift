extension RuleRegistry {
    /// The locationButton family, in catalog order.
    static let locationButtonRules: [any Rule.Type] = [
        LocationButtonLabelRule.self,
        LocationButtonStyleRule.self,
        LocationButtonContrastRule.self,
        LocationButtonFitsRule.self,
    ]
}

extension ExampleFlow {
    /// A spot-sharing app: home's "Share where I am" leads to the screens given (a location button
    /// `share`), and `sent` ends the flow.
    static let spots = ExampleFlow(app: "Spots", home: "Spots", action: "Share where I am", stock: """
        share:
          kind: location-button
          label: Share My Current Location
          purpose: Spots uses your location once to pin it on the message you send.
          on:
            allow-once: sent
            deny: home
        sent:
          kind: end
          title: Sent
        """)
}
