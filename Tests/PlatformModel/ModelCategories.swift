// The model, part 2: what registration and a Notification Service Extension rely on. Each rule is written
// beside the Apple header line or documentation page it comes from; PlatformModelRuleTests has a test for
// each that fails when the rule is taken out of the model.
import Foundation
@_spi(Generated) import NotificationActions

// MARK: - Categories as the system keeps them

/// An action as the system keeps it (`UNNotificationAction`), with its icon.
///
/// Rule: the system keeps an action's icon, and nobody can read its image name back (UNNotificationActionIcon.h
/// has only the two class constructors, no property). So the package reads a registered action without its
/// icon, and only the object itself carries the icon further.
// Apple: UNNotificationAction.h:41 "@property (NS_NONATOMIC_IOSONLY, readonly, copy, nullable) UNNotificationActionIcon *icon"
// Apple: UNNotificationActionIcon.h:15 "+ (instancetype)iconWithTemplateImageName:(NSString *)templateImageName;"
package struct ModelSystemAction: Hashable, Sendable {
    package var identifier: String
    package var title: SystemText
    package var options: UInt
    /// The icon's image name: kept by the system, not readable through the API (see the rule above).
    package var icon: String?
    package var textInput: TextInput?

    /// A text input's button title and placeholder (`UNTextInputNotificationAction`).
    package struct TextInput: Hashable, Sendable {
        package var buttonTitle: SystemText
        package var placeholder: SystemText
    }

    package init(
        _ identifier: String, title: String, options: UInt = 0, icon: String? = nil,
        textInput: TextInput? = nil
    ) {
        self.identifier = identifier
        self.title = .text(title)
        self.options = options
        self.icon = icon
        self.textInput = textInput
    }
}

/// A category as the system keeps it (`UNNotificationCategory`).
package struct ModelSystemCategory: Hashable, Sendable {
    package var identifier: String
    package var actions: [ModelSystemAction]
    package var options: UInt

    package init(_ identifier: String, actions: [ModelSystemAction] = [], options: UInt = 0) {
        self.identifier = identifier
        self.actions = actions
        self.options = options
    }
}

// MARK: - The center's categories

/// The app's categories in the notification center, shared by the app and its extensions.
///
/// Rule: a set replaces the whole set. The center is one per app: the app and its service extension set
/// and read the same categories.
// Apple doc: setNotificationCategories(_:) (developer.apple.com/documentation/usernotifications/unusernotificationcenter/setnotificationcategories(_:)) "This method registers all of your categories at once, replacing any previously registered categories with the new ones in the `categories` parameter."
///
/// Rule (the same page and `getNotificationCategories(completionHandler:)`'s say nothing of when a set
/// takes effect; UNUserNotificationCenter.h:56-57 has `setNotificationCategories` return nothing and the
/// getter answer asynchronously; shipping SDKs re-read — OneSignal reads the categories back for buttons
/// missing on a first notification): a read after a set may still return the set before it, for
/// ``readLag`` reads (0 by default; a scenario raises it).
///
/// Rule: a ``SystemText/localizedWhenShown(key:)`` text is resolved in the device's language when
/// displayed, in the app's `Localizable` strings; a missing key shows the key (the documentation page of
/// `localizedUserNotificationString(forKey:arguments:)`, not re-read here: unchecked). A plain text stays
/// as it was registered, whatever the language is now.
// Apple: NSString+UserNotifications.h:14 "to provide a string that will be localized at the time that the notification is presented."
///
/// Rule (observed, not documented: a language change ends running apps and launches none): a language
/// change leaves the registered categories as they were — texts registered translated keep the old
/// language until the app next registers, at a launch the person makes.
package final class ModelCategoryCenter: NotificationCategoryCenter, Sendable {
    private struct State: Sendable {
        var registered: [ModelSystemCategory]
        var previous: [ModelSystemCategory]
        var lagLeft = 0
        var readLag = 0
        var sets = 0
        var delivered: Set<CategoryIdentifier> = []
        var language = "en"
        var reads = 0
        var afterRead: [Int: @Sendable () async -> Void] = [:]
        var beforeRead: [Int: @Sendable () -> Void] = [:]
    }

    private let state: Locked<State>
    /// The app's `Localizable` strings, by language: what the system's look-up finds when it shows a text
    /// localized when shown.
    package let strings: [String: [String: String]]
    /// The strings of each bundle the registering process asks before deferring a text (the bridge's
    /// `Bundle.notificationStringBundles`): the app's for the app; the extension's and the app's for a
    /// service extension.
    package let bundlesAsked: [[String: [String: String]]]

    package init(_ categories: [ModelSystemCategory] = [], strings: [String: [String: String]] = [:]) {
        state = Locked(State(registered: categories, previous: categories))
        self.strings = strings
        self.bundlesAsked = [strings]
    }

    private init(sharing center: ModelCategoryCenter, bundlesAsked: [[String: [String: String]]]) {
        state = center.state
        strings = center.strings
        self.bundlesAsked = bundlesAsked
    }

    /// The same center as a service extension sees it: the same categories, registered from a process
    /// whose own bundle has `extensionStrings` (none by default: Xcode puts a String Catalog in the app
    /// target only).
    package func fromExtension(strings extensionStrings: [String: [String: String]] = [:])
        -> ModelCategoryCenter
    {
        ModelCategoryCenter(sharing: self, bundlesAsked: [extensionStrings, strings])
    }

    /// The bridge's `Bundle.hasNotificationString` for every bundle asked: the key in every language.
    private func translatedEverywhere(_ key: LocalizationKey) -> Bool {
        bundlesAsked.allSatisfy { bundle in
            !bundle.isEmpty && bundle.values.allSatisfy { $0[key.key] != nil }
        }
    }

    /// Reads after each set that still return the set before it.
    package var readLag: Int {
        get { state.withLock { $0.readLag } }
        set { state.withLock { $0.readLag = newValue } }
    }

    /// The device's language now. A change ends the app but launches nothing: texts localized when shown
    /// follow it; texts registered translated do not, until the next registration.
    package var language: String {
        get { state.withLock { $0.language } }
        set { state.withLock { $0.language = newValue } }
    }

    /// What the system holds now, whatever a lagging read would answer.
    package var categories: [ModelSystemCategory] { state.withLock { $0.registered } }
    /// How many times the categories were set.
    package var sets: Int { state.withLock { $0.sets } }

    /// Leaves notifications of these categories in Notification Center.
    package func deliver(_ identifiers: Set<CategoryIdentifier>) {
        state.withLock { $0.delivered = identifiers }
    }

    /// Another SDK's registration: it sets the whole set its own way (as an SDK that does not merge would).
    package func setWithoutMerging(_ categories: [ModelSystemCategory]) {
        state.withLock { state in
            state.previous = state.registered
            state.registered = categories
            state.sets += 1
        }
    }

    /// The titles a notification of `category` shows on its buttons now, in the device's language; `nil`
    /// when the category is not registered (the notification shows no buttons).
    package func shownTitles(of category: CategoryIdentifier) -> [String]? {
        let (registered, language) = state.withLock { ($0.registered, $0.language) }
        guard let found = registered.first(where: { $0.identifier == category.rawValue }) else { return nil }
        return found.actions.map { resolve($0.title, in: language) }
    }

    /// The icons a notification of `category` shows on its buttons.
    package func shownIcons(of category: CategoryIdentifier) -> [String?]? {
        categories.first { $0.identifier == category.rawValue }?.actions.map(\.icon)
    }

    private func resolve(_ text: SystemText, in language: String) -> String {
        switch text {
        case .text(let text): text
        case .localizedWhenShown(let key): strings[language]?[key] ?? key
        }
    }

    // The center's API, as the package sees it.

    package func registeredCategories() async -> [ModelSystemCategory] {
        let before = state.withLock { $0.beforeRead.removeValue(forKey: $0.reads + 1) }
        before?()
        let (categories, hook) = state.withLock { state in
            state.reads += 1
            let hook = state.afterRead.removeValue(forKey: state.reads)
            guard state.lagLeft == 0 else {
                state.lagLeft -= 1
                return (state.previous, hook)
            }
            return (state.registered, hook)
        }
        await hook?()
        return categories
    }

    /// Runs `hook` after the `read`-th read of the categories (counting from 1), before that read returns:
    /// a scenario's seam for holding one registration between its read and its set.
    package func afterRead(_ read: Int, _ hook: @escaping @Sendable () async -> Void) {
        state.withLock { $0.afterRead[read] = hook }
    }

    /// Runs `hook` just before the `read`-th read of the categories (counting from 1) takes its answer.
    package func beforeRead(_ read: Int, _ hook: @escaping @Sendable () -> Void) {
        state.withLock { $0.beforeRead[read] = hook }
    }

    /// Holds whoever reads the categories first, just after that read, until `proceed` opens; `parked`
    /// opens once it is held. With `releasedBySecondRead`, a second read opens `proceed` (the second reader
    /// got in between: nothing kept them apart); a scenario opens it too when the second reader waits.
    package func holdFirstReader(releasedBySecondRead: Bool = true) -> (parked: ModelGate, proceed: ModelGate)
    {
        let parked = ModelGate()
        let proceed = ModelGate()
        afterRead(1) {
            parked.open()
            await proceed.wait()
        }
        if releasedBySecondRead { afterRead(2) { proceed.open() } }
        return (parked, proceed)
    }

    /// The reads of the categories so far.
    package var reads: Int { state.withLock { $0.reads } }

    package func setRegisteredCategories(_ categories: [ModelSystemCategory]) async {
        state.withLock { state in
            state.previous = state.registered
            state.registered = categories
            state.lagLeft = state.readLag
            state.sets += 1
        }
    }

    package func deliveredCategoryIdentifiers() async -> Set<CategoryIdentifier> {
        state.withLock { $0.delivered }
    }

    package func identifier(of category: ModelSystemCategory) -> CategoryIdentifier {
        CategoryIdentifier(category.identifier)
    }

    /// What the API lets anyone read: no icons (the rule above); a text localized when shown reads as it
    /// shows now.
    package func definition(of category: ModelSystemCategory) -> NotificationCategory {
        let language = self.language
        return NotificationCategory(
            identifier: CategoryIdentifier(category.identifier),
            actions: category.actions.map { action in
                NotificationAction(
                    identifier: ActionIdentifier(action.identifier),
                    title: resolve(action.title, in: language),
                    options: NotificationAction.Options(rawValue: action.options),
                    textInput: action.textInput.map {
                        NotificationAction.TextInput(
                            buttonTitle: resolve($0.buttonTitle, in: language),
                            placeholder: resolve($0.placeholder, in: language))
                    }, icon: nil, site: nil)
            }, minimalActions: nil, options: NotificationCategory.Options(rawValue: category.options),
            intentIdentifiers: [], hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: nil,
            foregroundPresentation: [], site: nil)
    }

    /// The bridge's conversion (`NotificationCategory.systemCategory`, UserNotifications+Conversion.swift),
    /// twinned: registered action order, icons, and keyed texts localized when shown when every bundle the
    /// registering process asks has the key in every language.
    package func systemCategory(for category: NotificationCategory) -> ModelSystemCategory {
        ModelSystemCategory(
            category.identifier.rawValue,
            actions: category.registeredActions(for: .modern).map { action in
                let texts = action.systemTexts(isTranslated: translatedEverywhere)
                var system = ModelSystemAction(
                    action.identifier.rawValue, title: "", options: action.options.rawValue,
                    icon: action.icon.map { icon in
                        switch icon {
                        case .systemImage(let name), .templateImage(let name): name
                        }
                    })
                system.title = texts.title
                if let buttonTitle = texts.buttonTitle, let placeholder = texts.placeholder {
                    system.textInput = .init(buttonTitle: buttonTitle, placeholder: placeholder)
                }
                return system
            }, options: category.options.rawValue)
    }
}

// MARK: - The service extension

/// A push's content as the extension gets and hands it back (`UNNotificationContent` and its mutable copy).
package final class ModelContent: @unchecked Sendable {
    // Not Sendable in the SDK either; the model's threads use it the way the SDK's would.
    package var categoryIdentifier: String
    package var userInfo: [String: JSONValue]

    package init(categoryIdentifier: String = "", userInfo: [String: JSONValue]) {
        self.categoryIdentifier = categoryIdentifier
        self.userInfo = userInfo
    }

    /// `copy()` / `mutableCopy()`.
    package func copy() -> ModelContent {
        ModelContent(categoryIdentifier: categoryIdentifier, userInfo: userInfo)
    }
}

/// The system's side of a Notification Service Extension: one process per extension launch, with the
/// content handler it passes and the time limit it enforces.
///
/// Rule: the system delivers what the first content-handler call gives it, or the unmodified content when
/// the time runs out; a second call is a bug the model records. The time limit (about 30 s) is from
/// Apple's page on modifying content in newly delivered notifications, not re-read here: unchecked.
// Apple: UNNotificationServiceExtension.h:18 "Call contentHandler with the modified notification content to deliver. If the handler is not called before the service's time expires then the unmodified notification will be delivered."
// Apple: UNNotificationServiceExtension.h:22 "Will be called just before this extension is terminated by the system."
/// `serviceExtensionTimeWillExpire` runs on a thread of its own, while the extension's work may still run.
package final class ModelServiceExtensionLaunch: Sendable {
    private struct State: Sendable {
        var handed: [ModelContent] = []
    }

    private let state = Locked(State())

    package init() {}

    /// The content handler the system passes to `didReceive`.
    package var contentHandler: @Sendable (ModelContent) -> Void {
        { [state] content in
            // What the system shows is what it was handed at that moment.
            state.withLock { $0.handed.append(content.copy()) }
        }
    }

    /// The time runs out: the system calls `serviceExtensionTimeWillExpire` on another thread and waits
    /// for it to return.
    package func timeRunsOut(_ serviceExtensionTimeWillExpire: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        Thread {
            serviceExtensionTimeWillExpire()
            done.signal()
        }.start()
        done.wait()
    }

    /// Every content the handler was given, in order (exactly one is right).
    package var handed: [ModelContent] { state.withLock { $0.handed } }
}

/// The sample's `NotificationService` (Examples/SampleApp/ServiceExtension), twinned on the model: what
/// `ServerChosenButtons.deliver` does with the system's types, with the model's — a handoff that calls the
/// content handler once, and a task that prepares a copy.
package final class ModelNotificationService: Sendable {
    private let registry: CategoryRegistry
    private let store: ServerChosenCategoryStore
    private let center: ModelCategoryCenter
    /// This extension process's queue of registrations (its own: a process of its own).
    private let queue = CategoryRegistrationQueue()
    private let patience: CategoryRegistration.Patience
    private let diagnostics: DiagnosticHandler
    private let delivery = Locked<ContentHandoff<ModelContent>?>(nil)

    package init(
        registry: CategoryRegistry, store: ServerChosenCategoryStore, center: ModelCategoryCenter,
        patience: CategoryRegistration.Patience, diagnostics: DiagnosticHandler
    ) {
        self.registry = registry
        self.store = store
        self.center = center
        self.patience = patience
        self.diagnostics = diagnostics
    }

    /// `didReceive(_:withContentHandler:)`: returns the task preparing the content, for a scenario to await.
    @discardableResult
    package func didReceive(
        _ content: ModelContent, contentHandler: @escaping @Sendable (ModelContent) -> Void
    )
        -> Task<Void, Never>
    {
        let handoff = ContentHandoff(fallback: content.copy(), handler: contentHandler)
        delivery.withLock { $0 = handoff }
        let working = content.copy()
        let (registry, store, center, queue, patience, diagnostics) = (
            registry, store, center, queue.queue, patience, diagnostics
        )
        return Task {
            if let category = await ServerChosenButtons.prepare(
                userInfo: working.userInfo, registry: registry, store: store, center: center,
                capacity: ServerChosenCategoryLedger.defaultCapacity, now: 100, patience: patience,
                queue: queue,
                diagnostics: diagnostics)
            {
                working.categoryIdentifier = category.rawValue
            }
            handoff.deliver(working.copy())
        }
    }

    /// `serviceExtensionTimeWillExpire()`.
    package func serviceExtensionTimeWillExpire() { delivery.withLock { $0 }?.expire() }
}

/// A process's registration queue, for the model's processes (the package's type is `package`).
package struct CategoryRegistrationQueue: Sendable {
    package let queue: CategoryRegistration.Queue
    package init(onWait: (@Sendable () -> Void)? = nil) { queue = CategoryRegistration.Queue(onWait: onWait) }
}

/// A gate tasks wait at until a scenario opens it: how a scenario holds one process's registration at a
/// chosen point (after its read) until another process has reached its own (its read, or its wait for the
/// lock) — an interleaving chosen, not left to scheduling luck.
package final class ModelGate: Sendable {
    private struct State: Sendable {
        var open = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    package init() {}

    /// Waits until the gate is open.
    package func wait() async {
        await withCheckedContinuation { continuation in
            let proceed = state.withLock { state -> Bool in
                if state.open { return true }
                state.waiting.append(continuation)
                return false
            }
            if proceed { continuation.resume() }
        }
    }

    /// Opens the gate for every waiter, now and later.
    package func open() {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.open = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}
