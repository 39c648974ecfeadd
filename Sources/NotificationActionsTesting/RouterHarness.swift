import Dispatch
@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// Builds a router for a test — diagnostics recorded, deadlines passed by hand — routes responses one at
/// a time or many at once, and returns what happened to each as a value any test framework can assert on.
///
/// ```swift
/// let harness = try RouterHarness(NotificationLayer.routes(registry: registry, services: fakes))
/// let outcome = await harness.route(try simulate.press(InviteAction.accept, in: "invite"))
/// #expect(outcome.route?.kind == .action("invite.accept", in: "invite"))
/// #expect(outcome.cause == .handlerReturned)
/// #expect(harness.diagnostics(of: outcome).isEmpty)
/// ```
///
/// Coverage warnings from building are kept apart, in ``buildWarnings``, so ``recorder`` holds only what
/// the router reported while routing.
public final class RouterHarness: Sendable {
    /// The router under test.
    public let router: ResponseRouter
    /// Every diagnostic the router sent while routing (build warnings are in ``buildWarnings``).
    public let recorder: DiagnosticRecorder
    /// The deadline timer; ``passDeadlines()`` and ``passDeadline(of:)`` fire it.
    package let clock: ManualDeadlineTimer
    /// The coverage warnings of building the router: unrouted actions, dismiss routes that cannot fire.
    public let buildWarnings: [Diagnostic]
    private let started = EventLog<NotificationResponse>()
    private let held = EventLog<NotificationResponse>()

    /// Builds the router of `builder` with the options you give, except that deadlines pass only when the
    /// test says so (``passDeadline(of:)``, ``passDeadlines()``: no test waits in real time) and
    /// diagnostics are recorded — and still sent to `options.diagnostics` when you set a handler there.
    /// Without `options`, or with the default handler (`DiagnosticHandler/platformDefault`), diagnostics
    /// are only recorded: a test that sets only `startsHeld` does not print every diagnostic to standard error.
    ///
    /// - Parameters:
    ///   - builder: The routes to build the router from.
    ///   - options: The router's options; its timer and diagnostics are replaced by the harness's (diagnostics are still forwarded).
    ///
    /// - Throws: `RouterBuildError` when the routes do not match the registry.
    public convenience init(_ builder: RouterBuilder, options: RouterOptions? = nil) throws(RouterBuildError)
    {
        try self.init(builder, options: options, clock: ManualDeadlineTimer())
    }

    /// The same, with a manual timer the package's own tests hold (two routers on one clock, the
    /// durations scheduled).
    package init(
        _ builder: RouterBuilder, options: RouterOptions?, clock: ManualDeadlineTimer
    ) throws(RouterBuildError) {
        let forwarded = options.flatMap { $0.diagnostics.isPlatformDefault ? nil : $0.diagnostics }
        let recorder = DiagnosticRecorder(forwardingTo: forwarded)
        let started = started
        let held = held
        var options = options ?? RouterOptions()
        options.diagnostics = recorder.handler
        options.timer = clock.timer
        options.handlerStarted = { started.append($0) }
        options.responseHeld = { held.append($0) }
        self.recorder = recorder
        self.clock = clock
        self.buildWarnings = builder.coverage().warnings
        self.router = try builder.build(options: options, coverageWarnings: .silent)
    }

    /// Builds the router of `builder` with recorded diagnostics and a manual deadline timer.
    ///
    /// - Parameters:
    ///   - builder: The routes to build the router from.
    ///   - deadline: Seconds a handler has before the router completes for it (default 25; the system allows about 30).
    ///   - misusePolicy: Whether completion misuse is reported (`CompletionMisusePolicy/report`, the default) or traps.
    ///   - startsHeld: Whether responses wait, queued, until `ResponseRouter/resume()` (for a cold start).
    ///   - coldStartCapacity: How many responses a held router queues before it completes the rest unhandled.
    ///
    /// - Throws: `RouterBuildError` when the routes do not match the registry.
    package convenience init(
        _ builder: RouterBuilder, deadline: Double = 25, misusePolicy: CompletionMisusePolicy = .report,
        startsHeld: Bool = false, coldStartCapacity: Int = 64
    ) throws(RouterBuildError) {
        let options = RouterOptions(
            deadline: deadline, misusePolicy: misusePolicy, diagnostics: .silent, startsHeld: startsHeld,
            coldStartCapacity: coldStartCapacity)
        try self.init(builder, options: options)
    }

    /// Routes a response and waits until its system completion has run; on a held router, until
    /// `ResponseRouter/resume()` delivers it. Safe to call from many tasks at once.
    ///
    /// - Parameter response: The response to route.
    @discardableResult
    public func route(_ response: NotificationResponse) async -> ResponseOutcome {
        let before = recorder.count
        let completions = Locked(0)
        let start = DispatchTime.now().uptimeNanoseconds
        let result = await withCheckedContinuation { continuation in
            router.route(
                response, completion: { completions.withLock { $0 += 1 } },
                report: { continuation.resume(returning: $0) })
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let request = response.notification.requestIdentifier
        var outcome = ResponseOutcome(result, elapsedSeconds: elapsed)
        outcome.systemCompletions = completions.withLock { $0 }
        outcome.diagnostics = recorder.diagnostics.dropFirst(before).filter {
            $0.requestIdentifier == request
        }
        outcome.recordedFrom = before
        return outcome
    }

    /// Routes every response concurrently, each from its own task, and returns their outcomes in the
    /// order of `responses` once every system completion has run.
    ///
    /// - Parameter responses: The responses, routed concurrently.
    public func routeAll(_ responses: [NotificationResponse]) async -> [ResponseOutcome] {
        await withTaskGroup(of: (Int, ResponseOutcome).self) { group in
            for (index, response) in responses.enumerated() {
                group.addTask { (index, await self.route(response)) }
            }
            var outcomes = [ResponseOutcome?](repeating: nil, count: responses.count)
            for await (index, outcome) in group { outcomes[index] = outcome }
            return outcomes.map { $0! }
        }
    }

    /// Every diagnostic that names the outcome's request and was recorded from the moment its response was
    /// routed until now — including reports that came after its system completion (a second call, a late
    /// call).
    ///
    /// - Parameter outcome: The outcome of an earlier ``route(_:)``.
    public func diagnostics(of outcome: ResponseOutcome) -> [Diagnostic] {
        let request = outcome.response.notification.requestIdentifier
        return recorder.diagnostics.dropFirst(outcome.recordedFrom).filter { $0.requestIdentifier == request }
    }

    /// How many times the system completion of the outcome's response ran until it was returned: the
    /// guarantee says one, so an app's test has nothing to learn from it; the package's own tests check
    /// the guarantee with it.
    ///
    /// - Parameter outcome: The outcome of an earlier ``route(_:)``.
    package func systemCompletions(of outcome: ResponseOutcome) -> Int { outcome.systemCompletions }

    // MARK: Handlers started

    /// The responses whose handlers have been given them, in the order they started.
    public var startedResponses: [NotificationResponse] { started.elements }

    /// Waits until the handler of the response with `requestIdentifier` has started (been called, for an
    /// async handler: its task is running), so a test can pass its deadline knowing the handler began.
    /// Returns `false` when it had not started within `timeout` (default 60 seconds: a safety net for a
    /// test whose handler never starts, generous because sanitizers and parallel suites are slow).
    ///
    /// - Parameters:
    ///   - requestIdentifier: The request whose handler to wait for.
    ///   - timeout: How long to wait before giving up (a safety net so a test fails rather than hangs).
    @discardableResult
    public func waitUntilStarted(_ requestIdentifier: String, timeout: Duration = .seconds(60)) async -> Bool
    {
        await started.first(timeout: timeout.seconds) {
            $0.notification.requestIdentifier == requestIdentifier
        } != nil
    }

    /// Waits until the response with `requestIdentifier` is held — queued by a router that starts held
    /// (`RouterOptions(startsHeld: true)`) until `ResponseRouter.resume()` — so a cold-start test
    /// resumes knowing the response is waiting, not racing its arrival. Returns `false` when it was not
    /// held within `timeout` (a response that does not need the interface is delivered at once, never held).
    ///
    /// ```swift
    /// let tap = try simulate.tap("invite", requestIdentifier: "n1")
    /// async let launched = harness.route(tap)
    /// #expect(await harness.waitUntilHeld("n1"))
    /// harness.router.resume()
    /// #expect(await launched.wasQueued)
    /// ```
    ///
    /// - Parameters:
    ///   - requestIdentifier: The request to wait for.
    ///   - timeout: How long to wait before giving up (a safety net so a test fails rather than hangs).
    @discardableResult
    public func waitUntilHeld(_ requestIdentifier: String, timeout: Duration = .seconds(60)) async -> Bool {
        await held.first(timeout: timeout.seconds) { $0.notification.requestIdentifier == requestIdentifier }
            != nil
    }

    // MARK: The app's notification settings

    /// Asks for the app's notification settings as the system does — the person chose the settings button
    /// on `notification`, or the app's link in Settings (`nil`) — and returns once the route the builder's
    /// `handleOpenSettings(fileID:line:_:)` registered has run; `false` at once when none
    /// was registered (on a device the request then goes to the delegate installed before the package's).
    /// A router held for a cold start runs the route at `ResponseRouter.resume()`, so this returns after it.
    ///
    /// ```swift
    /// let reminder = try simulate.tap("reminder").notification
    /// #expect(await harness.openSettings(from: reminder))
    /// #expect(await harness.openSettings())  // from Settings
    /// ```
    ///
    /// - Parameter notification: The notification the request came from; `nil` (the default) from Settings.
    @discardableResult
    public func openSettings(from notification: DeliveredNotification? = nil) async -> Bool {
        await withCheckedContinuation { continuation in
            let ran = router.openSettings(
                for: notification, finished: { continuation.resume(returning: true) })
            if !ran { continuation.resume(returning: false) }
        }
    }

    // MARK: Deadlines

    /// The request identifiers of the responses whose deadlines are set and have not passed — handlers
    /// still running, kept completion handlers not called yet — in the order the deadlines were set. A
    /// deadline is set when the response is handed to its handler, which for an async handler is before
    /// its body runs: to know the handler began, wait with ``waitUntilStarted(_:timeout:)``.
    public var pendingDeadlines: [String] { clock.pendingRequestIdentifiers }

    /// Passes the deadline of every response still being handled.
    @discardableResult
    public func passDeadlines() -> Int { clock.fireAll() }

    /// Passes the deadline of the response with `requestIdentifier` while the others stay in flight.
    ///
    /// - Parameter requestIdentifier: The request whose deadline to pass.
    @discardableResult
    public func passDeadline(of requestIdentifier: String) -> Int {
        clock.fire(requestIdentifier: requestIdentifier)
    }
}
