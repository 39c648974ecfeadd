import Foundation

extension ServerChosenButtons {
    /// The Notification Service Extension's one call, before it hands the content back: reads the push's
    /// button spec, checks it, and — in one step under the registration lock the app and its extensions
    /// share — records the button set's category in the ledger (evicting the least recently used beyond
    /// `capacity`), registers it merged with what is registered (every other category kept as the system
    /// holds it: the app's, another SDK's, their icons), and reads the registration back until the
    /// category is there, setting it once more if not and reporting `categories-not-registered` if it
    /// still is not. Returns the category to set as the content's `categoryIdentifier`; `nil` when the
    /// push has no spec, or an invalid one (reported to `diagnostics`), so the push keeps its own category,
    /// or none: it is never dropped.
    ///
    /// Apple documents no moment at which `setNotificationCategories(_:)` takes effect, only that it
    /// replaces the app's categories; reading them back (`notificationCategories()`) before the content
    /// handler is called is the ordering an extension can observe.
    ///
    /// - Parameters:
    ///   - userInfo: The push payload (`request.content.userInfo`, converted).
    ///   - registry: The app's static categories (a button may not take one of their action identifiers).
    ///   - store: The ledger in the App Group container the app shares.
    ///   - center: The notification center.
    ///   - capacity: The most dynamic categories to keep (default ``ServerChosenCategoryLedger/defaultCapacity``).
    ///   - now: Now, in seconds since 1970.
    ///   - diagnostics: Where problems go.
    package static func prepare(
        userInfo: [String: JSONValue], registry: CategoryRegistry, store: ServerChosenCategoryStore,
        center: some NotificationCategoryCenter, capacity: Int = ServerChosenCategoryLedger.defaultCapacity,
        now: Double = Date().timeIntervalSince1970, diagnostics: DiagnosticHandler = .platformDefault
    ) async -> CategoryIdentifier? {
        await prepare(
            userInfo: userInfo, registry: registry, store: store, center: center, capacity: capacity,
            now: now,
            patience: .standard, diagnostics: diagnostics)
    }

    /// ``prepare(userInfo:registry:store:center:capacity:now:diagnostics:)`` with the waits chosen.
    package static func prepare(
        userInfo: [String: JSONValue], registry: CategoryRegistry, store: ServerChosenCategoryStore,
        center: some NotificationCategoryCenter, capacity: Int, now: Double,
        patience: CategoryRegistration.Patience, queue: CategoryRegistration.Queue = .shared,
        diagnostics: DiagnosticHandler
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
        await CategoryRegistration.serialized(
            store: store, patience: patience, queue: queue, report: diagnostics.callAsFunction
        ) {
            let (evicted, problems) = store.updateHoldingLock {
                $0.use(category.identifier, at: now, capacity: capacity)
            }
            for problem in problems { diagnostics(problem) }
            let existing = await center.registeredCategories()
            let registered = existing.contains { center.identifier(of: $0) == category.identifier }
            guard !evicted.isEmpty || !registered else { return }
            let merged = CategoryRegistration.merge(
                existing, with: .init(adding: category, removing: Set(evicted)), center: center)
            await CategoryRegistration.setAndConfirm(
                merged.categories, expecting: [category.identifier], center: center, patience: patience,
                report: diagnostics.callAsFunction)
        }
        return category.identifier
    }

    /// Forgets the server-chosen categories no delivered notification uses (after a grace period) and
    /// unregisters them, in the same single step as a registration; static and other SDKs' categories are
    /// untouched. ``NotificationCategoryCenter/register(_:serverChosen:translatedIn:diagnostics:)`` given
    /// the store does this as part of the app's registration: call this only to prune at another moment.
    ///
    /// - Parameters:
    ///   - store: The ledger in the App Group container.
    ///   - center: The notification center.
    ///   - now: Now, in seconds since 1970.
    ///   - grace: Seconds a category survives without a delivered notification. Default 60.
    ///   - diagnostics: Where problems go.
    /// - Returns: The categories unregistered.
    @discardableResult
    package static func prune(
        store: ServerChosenCategoryStore, center: some NotificationCategoryCenter,
        now: Double = Date().timeIntervalSince1970, grace: Double = 60,
        diagnostics: DiagnosticHandler = .platformDefault
    ) async -> [CategoryIdentifier] {
        await CategoryRegistration.prune(
            store: store, center: center, now: now, grace: grace, patience: .standard,
            diagnostics: diagnostics)
    }
}

extension CategoryRegistration {
    /// ``ServerChosenButtons/prune(store:center:now:grace:diagnostics:)`` with the waits and the process's queue chosen.
    package static func prune(
        store: ServerChosenCategoryStore, center: some NotificationCategoryCenter, now: Double, grace: Double,
        patience: Patience, queue: Queue = .shared, diagnostics: DiagnosticHandler
    ) async -> [CategoryIdentifier] {
        await serialized(store: store, patience: patience, queue: queue, report: diagnostics.callAsFunction) {
            let delivered = await center.deliveredCategoryIdentifiers()
            let existing = await center.registeredCategories()
            let identifiers = existing.map { center.identifier(of: $0) }
            let removing = store.prunable(
                registered: identifiers, delivered: delivered, now: now, grace: grace,
                report: diagnostics.callAsFunction)
            guard identifiers.contains(where: removing.contains) else { return removing }
            let merged = merge(existing, with: .init(removing: Set(removing)), center: center)
            await center.setRegisteredCategories(merged.categories)
            return removing
        }
    }
}

extension Diagnostic.Code {
    /// A push's server-chosen button spec has a problem; with an error, the push kept its own category.
    public static let serverChosenButtonsInvalid = Diagnostic.Code(
        "server-chosen-buttons-invalid", topic: .registration)
}
