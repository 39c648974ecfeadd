import Dispatch
import NotificationActions

/// Builds a router for a test — diagnostics recorded, deadlines passed by hand — and routes one response
/// at a time, returning what happened to it as a value any test framework can assert on.
///
/// ```swift
/// let harness = try RouterHarness(NotificationLayer.routes(registry: registry, services: fakes))
/// let outcome = await harness.route(try simulate.press(InviteAction.accept, in: "invite"))
/// #expect(outcome.route?.kind == .action("invite.accept", in: "invite"))
/// #expect(outcome.systemCompletions == 1)
/// #expect(outcome.diagnostics.isEmpty)
/// ```
public final class RouterHarness: Sendable {
    /// The router under test.
    public let router: ResponseRouter
    /// Every diagnostic the router sent, build warnings included.
    public let recorder: DiagnosticRecorder
    /// The deadline timer; ``passDeadlines()`` fires it.
    public let clock: ManualDeadlineTimer

    /// Builds the router of `builder` with recorded diagnostics and a manual deadline timer.
    ///
    /// - Throws: ``RouterBuildError`` when the routes do not match the registry.
    public init(
        _ builder: RouterBuilder, deadline: Double = 25, misusePolicy: CompletionMisusePolicy = .report,
        startsHeld: Bool = false, coldStartCapacity: Int = 64
    ) throws(RouterBuildError) {
        let recorder = DiagnosticRecorder()
        let clock = ManualDeadlineTimer()
        self.recorder = recorder
        self.clock = clock
        self.router = try builder.build(
            options: RouterOptions(
                deadline: deadline, misusePolicy: misusePolicy, diagnostics: recorder.handler,
                startsHeld: startsHeld,
                coldStartCapacity: coldStartCapacity, timer: clock.timer))
    }

    /// Routes a response and waits until its system completion has run; on a held router, until
    /// ``ResponseRouter/resume()`` delivers it.
    @discardableResult
    public func route(_ response: NotificationResponse) async -> RoutingOutcome {
        let before = recorder.diagnostics.count
        let completions = Locked(0)
        let start = DispatchTime.now().uptimeNanoseconds
        let result = await withCheckedContinuation { continuation in
            router.route(
                response, completion: { completions.withLock { $0 += 1 } },
                report: { continuation.resume(returning: $0) })
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return RoutingOutcome(
            result: result, systemCompletions: completions.withLock { $0 }, elapsedSeconds: elapsed,
            diagnostics: Array(recorder.diagnostics.dropFirst(before)))
    }

    /// Passes the deadline of every response still being handled.
    @discardableResult
    public func passDeadlines() -> Int { clock.fireAll() }
}

/// What happened to one routed response.
public struct RoutingOutcome: Sendable {
    /// What the router reports: the route, the cause, whether it waited in the cold-start queue.
    public var result: RoutingResult
    /// How many times the system completion ran by the time the response finished: always 1.
    public var systemCompletions: Int
    /// Seconds from routing to the system completion.
    public var elapsedSeconds: Double
    /// The diagnostics sent while the response was routed.
    public var diagnostics: [Diagnostic]

    /// The route that took the response, with where it was registered; `nil` when none did.
    public var route: RouteDescription? { result.route }
    /// What called the system completion.
    public var cause: CompletionCause { result.cause }
    /// The codes of ``diagnostics``.
    public var diagnosticCodes: [Diagnostic.Code] { diagnostics.map(\.code) }
}

extension RouterBuilder {
    /// The registry's actions that no route takes: with `countingFallbacks` (the default), an action a
    /// fallback takes is covered; without, only an action route (in its category or any category)
    /// covers it. An empty result means every button the user can press has a handler.
    public func uncoveredActions(countingFallbacks: Bool = true) -> [ActionReference] {
        if countingFallbacks { return coverage().unroutedActions }
        return registry.categories.flatMap { category in
            category.actions.compactMap { action in
                let covered =
                    routeKinds.contains(.action(action.identifier, in: category.identifier))
                    || routeKinds.contains(.anyCategory(action.identifier))
                return covered
                    ? nil : ActionReference(category: category.identifier, action: action.identifier)
            }
        }
    }
}
