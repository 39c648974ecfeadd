import Foundation

/// What registering server-chosen categories needs of a notification center: `UNUserNotificationCenter`
/// on Apple platforms (the bridge conforms it), the test kit's `InMemoryCategoryCenter` in tests.
///
/// Not `Sendable`, because `UNUserNotificationCenter` is not in any SDK: a fake of your own is best an
/// actor (as `InMemoryCategoryCenter` is), which a test can hand to the package from any isolation
/// without `@unchecked Sendable`.
public protocol NotificationCategoryCenter {
    /// The categories registered now, the app's and every SDK's (`notificationCategories()`).
    func registeredCategories() async -> [NotificationCategory]
    /// Replaces the registered categories (`setNotificationCategories(_:)`).
    ///
    /// - Parameter categories: The whole set.
    func setRegisteredCategories(_ categories: [NotificationCategory]) async
    /// The categories of the notifications still in Notification Center (`deliveredNotifications()`).
    func deliveredCategoryIdentifiers() async -> Set<CategoryIdentifier>
}

extension DynamicButtons {
    /// The Notification Service Extension's one call, before it hands the content back: reads the push's
    /// button spec, checks it, records the button set's category in the shared ledger (evicting the least
    /// recently used beyond `capacity`), registers it merged with what is registered — never removing a
    /// category that is not dynamic, the app's or another SDK's — and reads the registration back before
    /// returning. Returns the category to set as the content's `categoryIdentifier`; `nil` when the push
    /// has no spec, or an invalid one (reported to `diagnostics`), so the push keeps its own category, or
    /// none: it is never dropped.
    ///
    /// Apple documents no moment at which `setNotificationCategories(_:)` takes effect, only that it
    /// replaces the app's categories; reading them back (`notificationCategories()`) before the content
    /// handler is called is the ordering an extension can observe. That it suffices is not something this
    /// package can measure on Linux; it is what shipping SDKs do (OneSignal re-reads the categories for
    /// buttons missing on a first notification).
    ///
    /// - Parameters:
    ///   - userInfo: The push payload (`request.content.userInfo`, converted).
    ///   - registry: The app's static categories (a button may not take one of their action identifiers).
    ///   - store: The ledger in the App Group container the app shares.
    ///   - center: The notification center.
    ///   - capacity: The most dynamic categories to keep (default ``DynamicCategoryLedger/defaultCapacity``).
    ///   - now: Now, in seconds since 1970.
    ///   - diagnostics: Where problems go.
    public static func prepare(
        userInfo: [String: JSONValue], registry: CategoryRegistry, store: DynamicCategoryStore,
        center: some NotificationCategoryCenter, capacity: Int = DynamicCategoryLedger.defaultCapacity,
        now: Double = Date().timeIntervalSince1970, diagnostics: DiagnosticHandler = .platformDefault
    ) async -> CategoryIdentifier? {
        let reading = read(from: userInfo, registry: registry)
        for issue in reading.issues {
            diagnostics(
                Diagnostic(
                    .serverChosenButtonsInvalid, issue.severity == .error ? .error : .warning,
                    "the push's server-chosen buttons: \(issue.location.path): \(issue.message)"))
        }
        guard let buttons = reading.buttons else { return nil }
        let category = buttons.category
        let (evicted, problems) = store.update { $0.use(category.identifier, at: now, capacity: capacity) }
        for problem in problems { diagnostics(problem) }
        let existing = await center.registeredCategories()
        if !evicted.isEmpty || !existing.contains(where: { $0.identifier == category.identifier }) {
            await center.setRegisteredCategories(
                DynamicRegistration.plan(existing: existing, adding: category, removing: evicted))
            _ = await center.registeredCategories()
        }
        return category.identifier
    }

    /// The app's call at launch: forgets the dynamic categories no delivered notification uses (after a
    /// grace period), and unregisters them — and any dynamic category the ledger no longer knows (after a
    /// reset) that no delivered notification uses. Static and other SDKs' categories are untouched.
    ///
    /// - Parameters:
    ///   - store: The ledger in the App Group container.
    ///   - center: The notification center.
    ///   - now: Now, in seconds since 1970.
    ///   - grace: Seconds a new category survives without a delivered notification. Default 60.
    ///   - diagnostics: Where problems go.
    /// - Returns: The categories unregistered.
    @discardableResult
    public static func prune(
        store: DynamicCategoryStore, center: some NotificationCategoryCenter,
        now: Double = Date().timeIntervalSince1970, grace: Double = 60,
        diagnostics: DiagnosticHandler = .platformDefault
    ) async -> [CategoryIdentifier] {
        let delivered = await center.deliveredCategoryIdentifiers()
        let (result, problems) = store.update { ledger in
            (ledger.prune(keeping: delivered, now: now, grace: grace), Set(ledger.identifiers))
        }
        for problem in problems { diagnostics(problem) }
        let (pruned, kept) = result
        let existing = await center.registeredCategories()
        let orphans = existing.map(\.identifier).filter {
            isDynamic($0) && !kept.contains($0) && !delivered.contains($0)
        }
        let removing = Set(pruned + orphans).map(\.rawValue).sorted().map { CategoryIdentifier($0) }
        guard existing.contains(where: { removing.contains($0.identifier) }) else { return removing }
        await center.setRegisteredCategories(
            DynamicRegistration.plan(existing: existing, adding: nil, removing: removing))
        return removing
    }
}

extension Diagnostic.Code {
    /// A push's server-chosen button spec has a problem; with an error, the push kept its own category.
    public static let serverChosenButtonsInvalid = Diagnostic.Code(
        "server-chosen-buttons-invalid", topic: .registration)
}
