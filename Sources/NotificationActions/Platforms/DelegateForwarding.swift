/// Whether a response or notification goes to the router or to the delegate that was installed before.
package enum DelegateForwarding: Hashable, Sendable {
    /// The router handles it.
    case route
    /// The previous delegate handles it: the category is not the registry's, and that delegate
    /// implements the method.
    case forward

    /// The decision for a category: the registry's categories, and every server-chosen one (`na.dyn.…`,
    /// derived from the push by this package, never registered in the registry), are routed; others go to
    /// the previous delegate when there is one that implements the method, and otherwise to the router,
    /// whose global fallback and `unknown-category` report make sure nothing is lost. A *local* notification
    /// with no category is routed too: the app scheduled it, and the router's any-category tap and
    /// dismissal handlers are where its taps belong (forwarded, they reached an earlier delegate and were
    /// lost without a report — audit B16). A category-less *push* may be another SDK's, and goes to it.
    package static func decide(
        category: CategoryIdentifier, origin: DeliveredNotification.Origin, registry: CategoryRegistry,
        previousImplementsMethod: Bool
    )
        -> DelegateForwarding
    {
        if category.rawValue.isEmpty, origin == .local { return .route }
        return registry.contains(category) || ServerChosenButtons.isDynamic(category)
            || !previousImplementsMethod
            ? .route : .forward
    }
}
