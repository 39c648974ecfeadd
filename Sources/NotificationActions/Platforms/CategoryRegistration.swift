import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What registering categories needs of a notification center: `UNUserNotificationCenter` on Apple
/// platforms (the bridge conforms it), the test kit's `InMemoryCategoryCenter` in tests.
///
/// Categories stay the center's own objects (``SystemCategory``, `UNNotificationCategory`): a registration
/// keeps every category it does not define exactly as it read it — another SDK's icons included, which the
/// system lets nobody read back — and converts only its own.
///
/// Not `Sendable`, because `UNUserNotificationCenter` is not in any SDK: a fake of your own is best an
/// actor (as `InMemoryCategoryCenter` is), which a test can hand to the package from any isolation
/// without `@unchecked Sendable`.
package protocol NotificationCategoryCenter {
    /// The center's category object (`UNNotificationCategory`).
    associatedtype SystemCategory
    /// The categories registered now, the app's and every SDK's (`notificationCategories()`).
    func registeredCategories() async -> [SystemCategory]
    /// Replaces the registered categories (`setNotificationCategories(_:)`).
    ///
    /// - Parameter categories: The whole set.
    func setRegisteredCategories(_ categories: [SystemCategory]) async
    /// The categories of the notifications still in Notification Center (`deliveredNotifications()`).
    func deliveredCategoryIdentifiers() async -> Set<CategoryIdentifier>
    /// A registered category's identifier.
    ///
    /// - Parameter category: A category as the center keeps it.
    func identifier(of category: SystemCategory) -> CategoryIdentifier
    /// What the package can read of a registered category, to compare it with its own definition.
    ///
    /// - Parameter category: A category as the center keeps it.
    func definition(of category: SystemCategory) -> NotificationCategory
    /// The center's object for one of the package's categories.
    ///
    /// - Parameter category: A category to register.
    func systemCategory(for category: NotificationCategory) -> SystemCategory
}

extension NotificationCategoryCenter {
    /// ``registerCategories(_:serverChosen:translatedIn:diagnostics:)`` with its defaults, for the package's own
    /// centers (the platform model's, the test kit's).
    @discardableResult
    package func register(
        _ registry: CategoryRegistry, serverChosen store: ServerChosenCategoryStore? = nil,
        translatedIn bundle: Bundle? = .main, diagnostics: DiagnosticHandler = .platformDefault
    ) async -> [Diagnostic] {
        await registerCategories(
            registry, serverChosen: store, translatedIn: bundle, diagnostics: diagnostics)
    }

    /// Registers the app's categories — and, given the ledger of server-chosen buttons, prunes the
    /// server-chosen categories no delivered notification uses — in one step that no other registration,
    /// in this process or in the Notification Service Extension, can interleave with.
    ///
    /// The step reads what is registered, keeps every category the registry does not define as the system
    /// holds it (another SDK's, with its icons), replaces (and reports) those it redefines, sets the
    /// union, and reads it back until the registry's categories are there, setting once more if they are
    /// not and reporting `categories-not-registered` if they still are not. Call it once at every launch,
    /// before the app finishes launching; calls made at the same moment run one after the other.
    ///
    /// Localized strings (the keys given with `localized(…)`) whose key the app's `Localizable` strings
    /// have in every language are registered to be localized when shown, in the person's language of that
    /// moment; the others are resolved through `bundle` (default `Bundle.main`) as they are registered, and
    /// stay in that language until the next registration — a language change ends the app but launches
    /// nothing. Pass `nil` to register the development text, never localized.
    ///
    /// - Parameters:
    ///   - registry: The app's categories.
    ///   - store: The ledger of server-chosen buttons in the App Group container, if the app uses them.
    ///   - bundle: The bundle whose strings tables translate the keys; `nil` for the development text.
    ///   - diagnostics: Where problems go (unified logging by default).
    /// - Returns: The diagnostics, also sent to `diagnostics`.
    ///
    /// The public `register` of `UNUserNotificationCenter` and of the test kit's center call it.
    package func registerCategories(
        _ registry: CategoryRegistry, serverChosen store: ServerChosenCategoryStore?,
        translatedIn bundle: Bundle?,
        diagnostics: DiagnosticHandler
    ) async -> [Diagnostic] {
        await CategoryRegistration.register(
            bundle.map { registry.translated(in: $0) } ?? registry.withoutLocalizationKeys, center: self,
            store: store,
            now: Date().timeIntervalSince1970, grace: 60, patience: .standard, diagnostics: diagnostics)
    }
}

/// How registrations keep each other's changes: every one is a single step — read, merge, set, read back
/// — under a lock shared by the app and its extensions, and a merge keeps the system's objects for every
/// category it does not define.
package enum CategoryRegistration {
    /// How long a registration waits for the lock and for its categories to read back.
    package struct Patience: Sendable {
        /// What a registration is waiting for.
        package enum Wait: Equatable, Sendable {
            /// Another holder of the lock (the app's or an extension's registration).
            case lock
            /// The categories just set to read back; `attempt` counts from 0 across both settings.
            case readBack(attempt: Int)
        }

        /// Tries at the lock before registering without it (reported).
        package var lockAttempts: Int
        /// Read-backs after each setting of the categories (there are two at most).
        package var readBackAttempts: Int
        /// Waits between two tries. Never blocks a thread.
        package var pause: @Sendable (Wait) async -> Void

        package init(
            lockAttempts: Int, readBackAttempts: Int, pause: @escaping @Sendable (Wait) async -> Void
        ) {
            self.lockAttempts = lockAttempts
            self.readBackAttempts = readBackAttempts
            self.pause = pause
        }

        /// 10 ms between tries at the lock, 200 tries (2 s: a registration holds it for milliseconds; an
        /// extension has about 30 s in all); 5 read-backs per setting, 20 ms more apart each time.
        package static let standard = Patience(lockAttempts: 200, readBackAttempts: 5) { wait in
            switch wait {
            case .lock: try? await Task.sleep(nanoseconds: 10_000_000)
            case .readBack(let attempt):
                try? await Task.sleep(nanoseconds: UInt64(20_000_000 * (attempt + 1)))
            }
        }
    }

    /// What one registration changes.
    package struct Change {
        /// The app's categories, replacing any registered under their identifiers.
        package var defining: [NotificationCategory] = []
        /// A server-chosen category, added when it is not registered.
        package var adding: NotificationCategory?
        /// Server-chosen categories to unregister (never any other kind).
        package var removing: Set<CategoryIdentifier> = []

        package init(
            defining: [NotificationCategory] = [], adding: NotificationCategory? = nil,
            removing: Set<CategoryIdentifier> = []
        ) {
            self.defining = defining
            self.adding = adding
            self.removing = removing
        }
    }

    /// The categories to set: the registry's (in its registered action order), then every existing
    /// category the change neither defines nor removes — as the center holds it, untouched — then the
    /// added one. An existing category the change defines differently (an earlier launch's, or another
    /// library's of the same name) is replaced and reported.
    package static func merge<Center: NotificationCategoryCenter>(
        _ existing: [Center.SystemCategory], with change: Change, center: Center
    ) -> (categories: [Center.SystemCategory], diagnostics: [Diagnostic]) {
        merge(
            existing, with: change, identify: center.identifier(of:), describe: center.definition(of:),
            make: center.systemCategory(for:))
    }

    /// ``merge(_:with:center:)`` over any representation of a category.
    package static func merge<Category>(
        _ existing: [Category], with change: Change, identify: (Category) -> CategoryIdentifier,
        describe: (Category) -> NotificationCategory, make: (NotificationCategory) -> Category
    ) -> (categories: [Category], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let defined = Dictionary(
            change.defining.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        var result = change.defining.map(make)
        var present = Set(defined.keys)
        for category in existing {
            let identifier = identify(category)
            if let mine = defined[identifier] {
                let theirs = describe(category).comparable(keyedAs: mine)
                if mine.comparable(keyedAs: mine) != theirs {
                    diagnostics.append(
                        Diagnostic(
                            .categoryRedefined, .warning,
                            PlatformMessages.categoryRedefined(
                                identifier,
                                difference: CategoryRegistry.difference(
                                    theirs, mine.comparable(keyedAs: mine))),
                            category: identifier))
                }
                continue
            }
            if ServerChosenButtons.isDynamic(identifier) && change.removing.contains(identifier) { continue }
            guard present.insert(identifier).inserted else { continue }
            result.append(category)
        }
        if let adding = change.adding, !present.contains(adding.identifier) {
            result.append(make(adding))
        }
        return (result, diagnostics)
    }

    /// The app's registration: see ``NotificationCategoryCenter/register(_:serverChosen:translatedIn:diagnostics:)``.
    @discardableResult
    package static func register<Center: NotificationCategoryCenter>(
        _ registry: CategoryRegistry, center: Center, store: ServerChosenCategoryStore?, now: Double,
        grace: Double, patience: Patience, queue: Queue = .shared, diagnostics: DiagnosticHandler
    ) async -> [Diagnostic] {
        let reported = Reported(diagnostics)
        await serialized(store: store, patience: patience, queue: queue, report: reported.report) {
            let ours = registry.categories.map { category in
                var registered = category
                registered.actions = category.registeredActions(for: registry.profile)
                return registered
            }
            var removing: Set<CategoryIdentifier> = []
            if let store {
                let delivered = await center.deliveredCategoryIdentifiers()
                let registered = await center.registeredCategories().map { center.identifier(of: $0) }
                removing = Set(
                    store.prunable(
                        registered: registered, delivered: delivered, now: now, grace: grace,
                        report: reported.report))
            }
            let existing = await center.registeredCategories()
            let merged = merge(existing, with: Change(defining: ours, removing: removing), center: center)
            for diagnostic in merged.diagnostics { reported.report(diagnostic) }
            await setAndConfirm(
                merged.categories, expecting: Set(ours.map(\.identifier)), center: center, patience: patience,
                report: reported.report)
        }
        return reported.all
    }

    /// Sets `categories` and reads them back until every identifier in `expecting` is there; sets them
    /// once more if they are not, and reports `categories-not-registered` if they still are not.
    /// Apple documents no moment at which `setNotificationCategories(_:)` takes effect; reading back is
    /// the ordering an app or an extension can observe.
    package static func setAndConfirm<Center: NotificationCategoryCenter>(
        _ categories: [Center.SystemCategory], expecting: Set<CategoryIdentifier>, center: Center,
        patience: Patience, report: (Diagnostic) -> Void
    ) async {
        var missing = expecting
        let reads = max(patience.readBackAttempts, 1)
        for round in 0..<2 {
            await center.setRegisteredCategories(categories)
            for attempt in 0..<reads {
                let registered = Set(await center.registeredCategories().map { center.identifier(of: $0) })
                missing = expecting.subtracting(registered)
                if missing.isEmpty { return }
                if round == 0 || attempt + 1 < reads {
                    await patience.pause(.readBack(attempt: round * reads + attempt))
                }
            }
        }
        report(
            Diagnostic(
                .categoriesNotRegistered, .error,
                PlatformMessages.categoriesNotRegistered(missing.map(\.rawValue).sorted(), sets: 2)))
    }

    /// Runs `body` as the only registration: one at a time in this process, and — with a store in the App
    /// Group container — one at a time across the app and its extensions, by a lock file beside the
    /// ledger. The lock is tried without blocking a thread and given up, reported, after
    /// `patience.lockAttempts` tries: the body then runs unlocked, and its read-back reports what a
    /// registration at the same moment took away.
    package static func serialized<Result>(
        store: ServerChosenCategoryStore?, patience: Patience, queue: Queue = .shared,
        report: (Diagnostic) -> Void,
        _ body: () async -> Result
    ) async -> Result {
        await queue.acquire()
        var lock: FileLock?
        if let store {
            lock = await FileLock.acquire(path: store.lockPath, patience: patience, report: report)
        }
        let result = await body()
        lock?.release()
        await queue.release()
        return result
    }

    /// Registrations in one process, one at a time, in the order they asked: `shared` in an app or an
    /// extension; a test models a second process with a queue of its own, which only the lock file then
    /// keeps apart from the first, as between real processes.
    package actor Queue {
        package static let shared = Queue()
        private var busy = false
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private let onWait: (@Sendable () -> Void)?

        /// A queue; `onWait` is told each time a registration has to wait for another (a test's seam).
        package init(onWait: (@Sendable () -> Void)? = nil) { self.onWait = onWait }

        package func acquire() async {
            guard busy else {
                busy = true
                return
            }
            onWait?()
            await withCheckedContinuation { waiting.append($0) }
        }

        package func release() {
            precondition(busy, "a registration released the process's registration lock it did not hold")
            if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
        }
    }

    /// Collects what a registration reported, and passes each on as it comes.
    private final class Reported {
        private let handler: DiagnosticHandler
        private(set) var all: [Diagnostic] = []
        init(_ handler: DiagnosticHandler) { self.handler = handler }
        func report(_ diagnostic: Diagnostic) {
            all.append(diagnostic)
            handler(diagnostic)
        }
    }
}

/// An exclusive `flock` on a file, held across processes (an app and its extensions in one App Group),
/// taken with `LOCK_NB` and a pause between tries so that a waiting task never blocks a thread of Swift's
/// cooperative pool. `flock` locks belong to an open file description: two opens in one process exclude
/// each other exactly as two processes do (flock(2)).
package struct FileLock: Sendable {
    private let descriptor: Int32

    /// Takes the lock at `path`, creating the file; `nil`, reported, when it cannot be opened or another
    /// holder kept it through every try.
    package static func acquire(
        path: String, patience: CategoryRegistration.Patience, report: (Diagnostic) -> Void
    )
        async -> FileLock?
    {
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            report(
                Diagnostic(
                    .registrationLockUnavailable, .warning,
                    PlatformMessages.lockUnopened(path, reason: String(cString: strerror(errno)))))
            return nil
        }
        var attempt = 0
        while attempt < patience.lockAttempts {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return FileLock(descriptor: descriptor) }
            if errno == EINTR { continue }
            attempt += 1
            if attempt < patience.lockAttempts { await patience.pause(.lock) }
        }
        close(descriptor)
        report(
            Diagnostic(
                .registrationLockUnavailable, .warning,
                PlatformMessages.lockTimedOut(path, attempts: patience.lockAttempts)))
        return nil
    }

    /// Releases the lock and closes the file.
    package func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

extension Diagnostic.Code {
    /// Registration replaced a category registered earlier with a different definition.
    package static let categoryRedefined = Self("category-redefined", topic: .registration)
    /// The categories a registration set did not read back, after setting them twice.
    package static let categoriesNotRegistered = Self("categories-not-registered", topic: .registration)
    /// A registration ran without the lock shared with the app's extensions (held too long by another, or
    /// its file could not be opened).
    package static let registrationLockUnavailable = Self(
        "registration-lock-unavailable", topic: .registration)
}

/// The categories to hand the system after a dynamic category is added or removed: every category that is
/// not dynamic — the app's static ones, another SDK's — exactly as registered (never clobbered), the
/// dynamic ones the ledger keeps, and the new one.
package enum DynamicRegistration {
    /// The full set to pass to `setNotificationCategories`.
    ///
    /// - Parameters:
    ///   - existing: What is registered now (`notificationCategories()`).
    ///   - adding: The dynamic category a push needs, if any.
    ///   - removing: Dynamic categories the ledger evicted or pruned.
    package static func plan(
        existing: [NotificationCategory], adding: NotificationCategory?, removing: [CategoryIdentifier]
    ) -> [NotificationCategory] {
        CategoryRegistration.merge(
            existing, with: .init(adding: adding, removing: Set(removing)), identify: \.identifier,
            describe: { $0 }, make: { $0 }
        ).categories
    }
}
