@_spi(Generated) import NotificationActions

/// A notification center in memory, for testing registration — the app's
/// (`NotificationCategoryCenter/register(_:serverChosen:translatedIn:diagnostics:)`)
/// and server-chosen buttons' (`ServerChosenButtons/prepare(userInfo:registry:store:center:capacity:now:diagnostics:)`)
/// — without a device: the categories registered, the notifications delivered, and how often the
/// categories were replaced. It keeps the package's own `NotificationCategory`
/// values, icons included.
///
/// `Sendable`, so a test — main-actor isolated or not — passes it to the package and reads it afterwards:
///
/// ```swift
/// let center = InMemoryCategoryCenter([NotificationCategory("sdk.promo")])  // another SDK's
/// await center.register(registry)
/// #expect(center.categories.map(\.identifier).contains("sdk.promo"))  // merged, not replaced
/// ```
public final class InMemoryCategoryCenter: NotificationCategoryCenter, Sendable {
    private struct State {
        var categories: [NotificationCategory]
        var delivered: Set<CategoryIdentifier> = []
        var replacements = 0
    }

    private let state: Locked<State>

    /// The categories registered now.
    public var categories: [NotificationCategory] { state.withLock { $0.categories } }
    /// The categories of the notifications in Notification Center now.
    public var delivered: Set<CategoryIdentifier> { state.withLock { $0.delivered } }
    /// How many times the categories were replaced.
    public var replacements: Int { state.withLock { $0.replacements } }

    /// A center with `categories` registered and nothing delivered.
    ///
    /// - Parameter categories: The categories registered at the start (the app's, other SDKs').
    public init(_ categories: [NotificationCategory] = []) { state = Locked(State(categories: categories)) }

    /// The categories registered now.
    package func registeredCategories() async -> [NotificationCategory] { categories }

    /// Replaces the registered categories, and counts it.
    ///
    /// - Parameter categories: The whole set.
    package func setRegisteredCategories(_ categories: [NotificationCategory]) async {
        state.withLock {
            $0.categories = categories
            $0.replacements += 1
        }
    }

    /// The categories of the delivered notifications.
    package func deliveredCategoryIdentifiers() async -> Set<CategoryIdentifier> { delivered }

    /// Sets which categories' notifications are in Notification Center, as if the user had left them there.
    ///
    /// - Parameter identifiers: The delivered notifications' categories.
    public func deliver(_ identifiers: Set<CategoryIdentifier>) {
        state.withLock { $0.delivered = identifiers }
    }

    /// A category's identifier.
    ///
    /// - Parameter category: A registered category.
    package func identifier(of category: NotificationCategory) -> CategoryIdentifier { category.identifier }

    /// The category itself: this center keeps the package's own values.
    ///
    /// - Parameter category: A registered category.
    package func definition(of category: NotificationCategory) -> NotificationCategory { category }

    /// The category itself.
    ///
    /// - Parameter category: A category to register.
    package func systemCategory(for category: NotificationCategory) -> NotificationCategory { category }

    /// Registers `registry` as `UNUserNotificationCenter.register` does on a device — the same step, the
    /// same merging, pruning and reading back — against this center.
    ///
    /// - Parameters:
    ///   - registry: The app's categories.
    ///   - store: The ledger of server-chosen buttons, if the test uses them.
    ///   - diagnostics: Where problems go.
    /// - Returns: The diagnostics, also sent to `diagnostics`.
    @discardableResult
    public func register(
        _ registry: CategoryRegistry, serverChosen store: ServerChosenCategoryStore? = nil,
        diagnostics: DiagnosticHandler = .silent
    ) async -> [Diagnostic] {
        await registerCategories(registry, serverChosen: store, translatedIn: nil, diagnostics: diagnostics)
    }
}
