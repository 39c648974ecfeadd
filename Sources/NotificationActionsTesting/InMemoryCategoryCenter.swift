import NotificationActions

/// A notification center in memory, for testing server-chosen buttons' registration
/// (``DynamicButtons/prepare(userInfo:registry:store:center:capacity:now:diagnostics:)`` and
/// ``DynamicButtons/prune(store:center:now:grace:diagnostics:)``) without a device: the categories
/// registered, the notifications delivered, and how often the categories were replaced.
///
/// An actor, so a test — main-actor isolated or not — passes it to the package and reads it afterwards
/// without `@unchecked Sendable`:
///
/// ```swift
/// let center = InMemoryCategoryCenter([NotificationCategory("invite")])
/// let registered = await DynamicButtons.prepare(userInfo: push, registry: registry, store: store, center: center)
/// #expect(await center.categories.map(\.identifier).contains(registered!))
/// ```
public actor InMemoryCategoryCenter: NotificationCategoryCenter {
    /// The categories registered now.
    public private(set) var categories: [NotificationCategory]
    /// The categories of the notifications in Notification Center now.
    public private(set) var delivered: Set<CategoryIdentifier> = []
    /// How many times the categories were replaced.
    public private(set) var replacements = 0

    /// A center with `categories` registered and nothing delivered.
    ///
    /// - Parameter categories: The categories registered at the start (the app's, other SDKs').
    public init(_ categories: [NotificationCategory] = []) { self.categories = categories }

    /// The categories registered now.
    public func registeredCategories() async -> [NotificationCategory] { categories }

    /// Replaces the registered categories, and counts it.
    ///
    /// - Parameter categories: The whole set.
    public func setRegisteredCategories(_ categories: [NotificationCategory]) async {
        self.categories = categories
        replacements += 1
    }

    /// The categories of the delivered notifications.
    public func deliveredCategoryIdentifiers() async -> Set<CategoryIdentifier> { delivered }

    /// Sets which categories' notifications are in Notification Center, as if the user had left them there.
    ///
    /// - Parameter identifiers: The delivered notifications' categories.
    public func deliver(_ identifiers: Set<CategoryIdentifier>) { delivered = identifiers }
}
