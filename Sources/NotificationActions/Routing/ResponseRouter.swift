import Dispatch

/// Routes notification responses to their handlers and calls the system completion exactly once for
/// every response, whatever the handler does. A `Sendable` reference: build it once with a
/// ``RouterBuilder`` and share it. Its routes are immutable; its mutable state — the responses held for a
/// cold start and the recent responses it recognises as duplicates — is one per router, under locks.
///
/// Resolution order for a response of category `c` with action `a`:
/// 1. `c` is not registered: only the global fallback, with an `unknown-category` diagnostic.
/// 2. `a` is not an action of `c` (a stale or forged response): the category fallback, else the global
///    fallback, with an `action-not-in-category` diagnostic; never a handler of `a`.
/// 3. the handler of `a` in `c`, else of `a` in any category, else the category fallback, else the
///    global fallback, else an `unhandled-response` diagnostic.
public final class ResponseRouter: Sendable {
    /// The categories the router was built for.
    public let registry: CategoryRegistry
    /// The router's options.
    package var options: RouterOptions { shared.options }
    /// What every response's guard shares by reference: the options and the deadline clock.
    let shared: RouterShared
    let routes: [RouteKind: Route]
    let presentations: [CategoryIdentifier: RouterBuilder.PresentationOverride]
    let openSettingsRoute: RouterBuilder.OpenSettingsRoute?
    /// The route that opens server-chosen buttons' URLs, if one was registered.
    let urlOpener: RouterBuilder.URLOpener?
    let gate: ColdStartGate
    let duplicates: DuplicateFilter
    /// What the router keeps alive for its own lifetime (its notification delegate).
    private let kept = Locked<[any AnyObject & Sendable]>([])
    /// Every (category, action) a registered category can deliver — its actions and the two reserved
    /// ones — resolved once at build time, so routing a response is one look-up of its category and a
    /// scan of at most a dozen actions.
    private let resolved: [CategoryIdentifier: [Resolved]]

    private struct Resolved: Sendable {
        var action: ActionIdentifier
        var route: Route
        var isTextInput: Bool
    }

    init(
        registry: CategoryRegistry, routes: [RouteKind: Route],
        presentations: [CategoryIdentifier: RouterBuilder.PresentationOverride],
        openSettings: RouterBuilder.OpenSettingsRoute? = nil, urlOpener: RouterBuilder.URLOpener? = nil,
        options: RouterOptions
    ) {
        self.openSettingsRoute = openSettings
        self.urlOpener = urlOpener
        self.registry = registry
        self.routes = routes
        self.presentations = presentations
        self.shared = RouterShared(options: options)
        self.duplicates = DuplicateFilter(capacity: options.duplicateWindow)
        self.gate = ColdStartGate(
            held: options.startsHeld, capacity: options.coldStartCapacity, diagnostics: options.diagnostics)
        var resolved: [CategoryIdentifier: [Resolved]] = [:]
        for category in registry.categories {
            let fallback = routes[.categoryFallback(category.identifier)] ?? routes[.globalFallback]
            let members =
                category.actions.map { ($0.identifier, $0.isTextInput) } + [
                    (.defaultAction, false), (.dismissAction, false),
                ]
            var actions: [Resolved] = []
            for (action, isTextInput) in members {
                guard
                    let route = routes[.action(action, in: category.identifier)] ?? routes[
                        .anyCategory(action)] ?? fallback
                else { continue }
                actions.append(Resolved(action: action, route: route, isTextInput: isTextInput))
            }
            if !actions.isEmpty { resolved[category.identifier] = actions }
        }
        self.resolved = resolved
    }

    // MARK: Routing

    /// Routes a response for delegate code: `completion` (the system's) is called exactly once, on
    /// whichever thread finishes the response, never assumed to be the main actor.
    ///
    /// - Parameters:
    ///   - response: The notification response, converted from the system's.
    ///   - completion: The system's completion handler; called exactly once.
    public func route(_ response: NotificationResponse, completion: @escaping @Sendable () -> Void) {
        admit(response, completion, nil)
    }

    /// Routes a response and returns once its system completion would have been called: when the
    /// handler finished, threw, released its completion handler, or passed the deadline.
    ///
    /// - Parameter response: The notification response, converted from the system's.
    @discardableResult
    public func route(_ response: NotificationResponse) async -> ResponseOutcome {
        let start = DispatchTime.now().uptimeNanoseconds
        // Checked, although the guard resumes it exactly once: an unchecked one saves an allocation, but
        // ThreadSanitizer cannot see the runtime's synchronization of it and reports a race.
        let result = await withCheckedContinuation { continuation in
            admit(response, {}, { continuation.resume(returning: $0) })
        }
        return ResponseOutcome(
            result, elapsedSeconds: Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9)
    }

    /// Routes a response, reporting what finished it once the system completion has run (the test kit's
    /// way to observe routing).
    package func route(
        _ response: NotificationResponse, completion: @escaping @Sendable () -> Void,
        report: @escaping @Sendable (RoutingResult) -> Void
    ) {
        admit(response, completion, report)
    }

    /// Which route a response would take, without running it.
    ///
    /// - Parameter response: The notification response, converted from the system's.
    package func resolve(_ response: NotificationResponse) -> RouteDescription? {
        resolveRoute(response).route?.description
    }

    private func admit(
        _ response: NotificationResponse, _ complete: @escaping @Sendable () -> Void,
        _ report: ResultReceiver?
    ) {
        let report = observing(report)
        if let key = response.notification.values.tooDeep {
            shared.options.diagnostics(
                Diagnostic(
                    .payloadTooDeep, .warning, RoutingMessages.payloadTooDeep(response, key: key),
                    category: response.categoryIdentifier, action: response.actionIdentifier,
                    requestIdentifier: response.notification.requestIdentifier))
        }
        if duplicates.capacity > 0, duplicates.isDuplicate(response) {
            ColdStartGate.Pending(response: response, complete: complete, report: report)
                .completeWithoutHandler(
                    .duplicateResponse, .duplicate, queued: false, diagnostics: options.diagnostics,
                    RoutingMessages.duplicateResponse(response))
            return
        }
        switch gate.admit(response, complete, report, needsInterface: { needsInterface(response) }) {
        case .deliverNow:
            deliver(response, complete, report, queued: false)
        case .queued(let id, let arrived):
            holdUntilDeadline(id, response, since: arrived)
            shared.options.responseHeld?(response)
        case .overflow:
            ColdStartGate.Pending(response: response, complete: complete, report: report)
                .completeWithoutHandler(
                    .coldStartOverflow, .coldStartOverflow, queued: false, diagnostics: options.diagnostics,
                    RoutingMessages.coldStartOverflow(response, capacity: gate.capacity))
        }
    }

    /// `report` wrapped so that ``RouterOptions/observer`` is told too, timed from now.
    private func observing(_ report: ResultReceiver?) -> ResultReceiver? {
        // `shared.options.…`, not `options.…`: the computed `options` copies the whole struct.
        guard let observer = shared.options.observer else { return report }
        return observer.receiver(forwardingTo: report, arrived: DispatchTime.now().uptimeNanoseconds)
    }

    /// Bounds a held response's wait by the router's deadline, counted from its arrival: past it, the
    /// system completion is called and the hold reported (`cold-start-held-past-deadline`) — the system
    /// would not wait longer — and the response stays queued for its handler.
    private func holdUntilDeadline(_ id: UInt64, _ response: NotificationResponse, since arrived: UInt64) {
        guard
            let cancel = shared.scheduleDeadline(
                seconds: options.deadlineSeconds, since: arrived,
                request: response.notification.requestIdentifier,
                { [weak self] in self?.holdPassedDeadline(id) })
        else { return }
        gate.holdDeadlineScheduled(id, cancel)?()
    }

    private func holdPassedDeadline(_ id: UInt64) {
        guard let expired = gate.holdPassedDeadline(id) else { return }
        options.diagnostics(
            Diagnostic(
                .coldStartHeldPastDeadline, .warning,
                RoutingMessages.coldStartHeldPastDeadline(
                    expired.response, seconds: options.deadlineSeconds),
                category: expired.response.categoryIdentifier, action: expired.response.actionIdentifier,
                requestIdentifier: expired.response.notification.requestIdentifier))
        expired.complete()
        expired.report?(
            RoutingResult(response: expired.response, route: nil, cause: .heldPastDeadline, wasQueued: true))
    }

    /// Whether a response needs the app's interface, so that a held router keeps it until ``resume()``: a
    /// tap on the body, or an action with `.foreground` (a server-chosen button with a URL among them).
    /// Everything else — a background action, a reply without `.foreground`, a dismissal — comes with a
    /// launch in the background, where no interface will appear, and is delivered at once.
    func needsInterface(_ response: NotificationResponse) -> Bool {
        let action = response.actionIdentifier
        if action == .defaultAction { return true }
        if action == .dismissAction { return false }
        if let category = registry.category(response.categoryIdentifier) {
            return category.action(action)?.options.contains(.foreground) ?? false
        }
        if ServerChosenButtons.isDynamic(response.categoryIdentifier),
            let button = ServerChosenButtons.read(
                from: response.notification.json, registry: registry, rules: false
            )
            .buttons?.buttons.first(where: { $0.action.identifier == action })
        {
            return button.url != nil || button.action.options.contains(.foreground)
        }
        return false
    }

    /// Whether the response's action takes text: a declared text-input action, or a server-chosen button
    /// with a text field.
    private func isTextInput(_ response: NotificationResponse) -> Bool {
        let action = response.actionIdentifier
        if action.isReserved { return false }
        if let category = registry.category(response.categoryIdentifier) {
            return category.action(action)?.isTextInput ?? false
        }
        guard ServerChosenButtons.isDynamic(response.categoryIdentifier) else { return false }
        let buttons = ServerChosenButtons.read(
            from: response.notification.json, registry: registry, rules: false
        )
        .buttons?.buttons
        return buttons?.first(where: { $0.action.identifier == action })?.action.isTextInput ?? false
    }

    private func deliver(
        _ response: NotificationResponse, _ complete: @escaping @Sendable () -> Void,
        _ report: ResultReceiver?, queued: Bool, arrived: UInt64? = nil
    ) {
        // The fast path: a registered action of a registered category, resolved at build time.
        if let actions = resolved[response.categoryIdentifier],
            let match = actions.first(where: { $0.action == response.actionIdentifier })
        {
            if match.isTextInput, response.userText == nil {
                var typed = response
                typed.userText = ""
                return run(match.route, typed, complete, report, queued: queued, arrived: arrived)
            }
            return run(match.route, response, complete, report, queued: queued, arrived: arrived)
        }
        // A text-input action sent empty reaches its handler with "" (NotificationResponse.userText's
        // promise), whichever way it is resolved: a declared action off the fast path, or a server-chosen
        // button (issue #50).
        var response = response
        if response.userText == nil, isTextInput(response) { response.userText = "" }
        let resolution = resolveRoute(response)
        for note in resolution.notes { options.diagnostics(note) }
        guard let route = resolution.route else {
            ColdStartGate.Pending(response: response, complete: complete, report: report)
                .completeWithoutHandler(
                    .unhandledResponse, .unhandled, queued: queued, diagnostics: options.diagnostics,
                    RoutingMessages.unhandledResponse(response))
            return
        }
        run(route, response, complete, report, queued: queued, arrived: arrived)
    }

    /// Guards the response's completion, starts its deadline (counted from now) and hands it to the route.
    private func run(
        _ route: Route, _ response: NotificationResponse, _ complete: @escaping @Sendable () -> Void,
        _ report: ResultReceiver?, queued: Bool, arrived: UInt64?
    ) {
        // On the router's clock (real time) the deadline counts from now but is scheduled once the handler
        // has returned control: one that finished at once — most completion-style handlers — touches the
        // clock not at all. Any other timer (a test's) is told before the handler starts, so a test that
        // sees the handler start can pass its deadline.
        let onClock = shared.onClock
        let start = onClock ? arrived ?? DispatchTime.now().uptimeNanoseconds : arrived
        let handler = guardCompletion(
            GuardReporter(
                shared: shared, subject: .route(route), category: response.categoryIdentifier,
                action: response.actionIdentifier, request: response.notification.requestIdentifier,
                observer: report.map {
                    GuardReporter.Observer(receiver: $0, response: response, queued: queued)
                }),
            .response(complete), arrived: start, startsDeadline: !onClock)
        switch route.body {
        case .async(let body):
            // Queued responses are delivered one after another by resume(): start each handler on this
            // thread, up to its first suspension, so they begin in arrival order.
            let task = HandlerTask.start(
                body, with: response, guardedBy: handler, started: shared.options.handlerStarted,
                inOrder: queued)
            handler.guarded.core.attach(task)
        case .completion(let body):
            // In a task too, on the actor the handler was written on; it completes when it calls.
            HandlerTask.start(
                completionStyle: body, with: response, guardedBy: handler,
                started: shared.options.handlerStarted)
        }
        if onClock {
            handler.guarded.core.startDeadline(shared, seconds: shared.options.deadlineSeconds, since: start)
        }
    }

    /// A guard for `completion` with its deadline started (unless `startsDeadline` is false) — `seconds`
    /// long, counted from `arrived` (now when `nil`) — held by the returned handler.
    func guardCompletion(
        _ reporter: GuardReporter, _ completion: GuardedCompletion, seconds: Double? = nil,
        arrived: UInt64? = nil,
        startsDeadline: Bool = true
    ) -> CompletionHandler {
        let core = GuardCore(reporter: reporter, completion: completion)
        if startsDeadline {
            core.startDeadline(shared, seconds: seconds ?? shared.options.deadlineSeconds, since: arrived)
        }
        return CompletionHandler(CompletionGuard(core))
    }

    func resolveRoute(_ response: NotificationResponse) -> (route: Route?, notes: [Diagnostic]) {
        let category = response.categoryIdentifier
        let action = response.actionIdentifier
        let request = response.notification.requestIdentifier
        if ServerChosenButtons.isDynamic(category), registry.category(category) == nil {
            return resolveServerChosen(response)
        }
        // No category is not an unknown one: a plain push. A tap or a dismissal reaches the handlers for
        // every category, as for a server-chosen push; nothing is reported.
        if category.rawValue.isEmpty, action.isReserved {
            return (routes[.anyCategory(action)] ?? routes[.globalFallback], [])
        }
        guard let definition = registry.category(category) else {
            let hint = Suggestion.didYouMean(
                category.rawValue, in: registry.categoryIdentifiers.map(\.rawValue))
            let note = Diagnostic(
                .unknownCategory, .warning,
                RoutingMessages.unknownCategory(response, hint: hint),
                category: category, action: action, requestIdentifier: request)
            return (routes[.globalFallback], [note])
        }
        if action.isReserved || registry.contains(action, in: category) {
            return (route(for: action, in: category), [])
        }
        let note = Diagnostic(
            .actionNotInCategory, .warning,
            RoutingMessages.actionNotInCategory(response, actions: definition.actions.map(\.identifier)),
            category: category, action: action, requestIdentifier: request)
        return (routes[.categoryFallback(category)] ?? routes[.globalFallback], [note])
    }

    /// The route of an action `category` has (or a tap or dismissal of it): the action's own, else the one
    /// for every category, else the category's fallback, else the global one. A tap on a server-chosen
    /// notification that names `category` in `aps.category` takes the same.
    func route(for action: ActionIdentifier, in category: CategoryIdentifier) -> Route? {
        routes[.action(action, in: category)] ?? routes[.anyCategory(action)]
            ?? routes[.categoryFallback(category)] ?? routes[.globalFallback]
    }

    // MARK: The app's notification settings

    /// Whether a route for the app's notification settings was registered
    /// (``RouterBuilder/handleOpenSettings(fileID:line:_:)``).
    package var handlesOpenSettings: Bool { openSettingsRoute != nil }

    /// Runs the open-settings route with the notification the request came from (`nil` from Settings);
    /// returns false, having done nothing, when none was registered.
    ///
    /// - Parameters:
    ///   - notification: The notification the request came from, or `nil` from Settings.
    ///   - finished: Run once the route's handler has returned (the test kit waits for it).
    @discardableResult
    package func openSettings(
        for notification: DeliveredNotification?, finished: (@Sendable () -> Void)? = nil
    ) -> Bool {
        guard let route = openSettingsRoute else { return false }
        // On the actor the route was written on (the main actor in main-actor code); held for a cold start
        // until resume(), like a tap: the settings screen needs the interface (audit B11).
        let run: @Sendable () -> Void = {
            ImmediateTask.start {
                await route.handle(notification)
                finished?()
            }
        }
        if gate.deferWhileHeld(run) { run() }
        return true
    }

    // MARK: Other delegates

    /// Runs `observer` each time the router is resumed, before the queue is delivered (the bridge checks
    /// that it is still the notification center's delegate).
    package func onResume(_ observer: @escaping @Sendable () -> Void) { gate.onResume(observer) }

    /// Keeps `object` (the router's notification delegate) alive as long as the router: the notification
    /// center holds its delegate weakly, and an app that drops the one `install` returns loses every
    /// response.
    package func keepAlive(_ object: any AnyObject & Sendable) {
        kept.withLock { $0.append(object) }
    }

    /// Reports that another object replaced the bridge's delegate on the notification center, so that
    /// responses no longer reach the router — the failure of two libraries each installing their own.
    package func reportDelegateReplaced(by replacement: String) {
        options.diagnostics(
            Diagnostic(.delegateReplaced, .warning, RoutingMessages.delegateReplaced(by: replacement)))
    }

    /// Guards Apple's completion handler before it is handed to another notification delegate (another
    /// library's, for a notification the router does not own): the returned closure calls `completion`
    /// exactly once — a second call is ignored and reported, naming `owner`; a closure released uncalled
    /// completes at once; one still held at the deadline completes then. The same promise as for the
    /// router's own handlers, across the library boundary.
    ///
    /// - Parameters:
    ///   - response: The notification response, converted from the system's.
    ///   - owner: The other delegate's type name, for reports.
    ///   - completion: The system's completion handler.
    package func guardForwarded(
        _ response: NotificationResponse, to owner: String, completion: @escaping @Sendable () -> Void
    ) -> @Sendable () -> Void {
        let handler = guardCompletion(
            GuardReporter(
                shared: shared, subject: .forwarded(owner), category: response.categoryIdentifier,
                action: response.actionIdentifier, request: response.notification.requestIdentifier,
                observer: nil),
            .response(completion))
        return { handler.complete() }
    }

    // MARK: Cold start

    /// Whether responses are being held until ``resume()``.
    package var isHeld: Bool { gate.isHeld }

    /// How many responses wait for ``resume()``.
    package var queuedCount: Int { gate.queuedCount }

    /// The response that opened the app's interface: the first one that needs it (a tap, a `.foreground`
    /// action) received before the first ``resume()``, or `nil`. A background action (a Like, a reply) is
    /// never it: the app launched in the background for it shows no screen, and a later tap resumes that
    /// same process, whose first screen is the tap's. Set once; never set after the first `resume()`.
    public var launchResponse: NotificationResponse? { gate.launchResponse }

    /// Delivers the held responses in the order they arrived, then routes new ones as they come.
    ///
    /// Handlers start in arrival order: each queued response's handler is started on the calling thread
    /// (the main thread, for the delegate) before the next one's — a completion-style handler is called, an
    /// async handler runs up to its first suspension, a main-actor handler too when called on the main queue
    /// (where the runtime has `Task.immediate`: Linux, and Apple platforms from the 26 releases; before them
    /// each handler's task is started in order but may begin running after a later one's — the article
    /// "Writing notification code in apps made with Xcode 26" has the table). Their *completions* are not ordered: a handler that awaits finishes when its work
    /// does. Responses that arrive while the queue is being delivered — routed by a handler, or by another
    /// thread — join the end of the queue whatever its capacity, so the order is kept. Calling it on a
    /// router that is not held does nothing.
    public func resume() {
        for observer in gate.resumeObservers { observer() }
        guard let deferred = gate.beginDraining() else { return }
        defer { for work in deferred { work() } }
        while let pending = gate.next() {
            pending.expiry?()
            // A response whose hold passed the deadline was completed then; its handler gets a deadline of
            // its own from now.
            deliver(
                pending.response, pending.complete, pending.report, queued: true,
                arrived: pending.completedWhileHeld ? nil : pending.arrived)
        }
    }
}
