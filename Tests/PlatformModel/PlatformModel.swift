// A behavioural model of what the Apple bridge relies on, so that the bridge's decisions run on Linux as a
// device would run them. Each rule is written beside the Apple header line or documentation page it comes
// from; DeviceScenarioTests has, for each rule, a test that fails when the rule is taken out of the model.
//
// The model is deterministic: its clock moves only when a scenario says so (`advance`), the router's
// deadlines are scheduled on it, and its main thread is a queue of jobs the scenario drains.
import Foundation
@_spi(Generated) import NotificationActions

#if canImport(Glibc)
    import Glibc
#endif

// MARK: - The main thread

/// The modelled process's main thread: jobs run in order, on the scenario's thread, when it drains them.
///
/// Rule (UNUserNotificationCenter.h, `delegate`: "The delegate … is called on the main thread"; Apple's
/// "Handling notifications and notification-related actions": the methods run "on your app's main thread"):
/// the center calls its delegate only from here. Rule (UIKit, "Main Thread Checker"; apps that called the
/// system's completion handlers off the main thread crashed inside UIKit — background_downloader#72,
/// openhab-ios#945, duckduckgo apple-browsers#1912): a completion the model's UIKit receives off the main
/// thread is recorded as such.
public final class ModelMainThread: Sendable {
    private struct State: Sendable {
        var jobs: [@Sendable () -> Void] = []
        /// The thread draining the queue, while it drains.
        var drainer: pthread_t?
        var waiter: CheckedContinuation<Void, Never>?
    }
    private let state = Locked(State())

    public init() {}

    /// Whether the caller is the modelled main thread (a job being drained).
    public var isCurrent: Bool {
        state.withLock { state in state.drainer.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
    }

    /// Queues a job; a scenario waiting in ``next()`` is woken.
    public func enqueue(_ job: @escaping @Sendable () -> Void) {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.jobs.append(job)
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// Runs `work` as a job now, on the calling thread (the model's own calls into the app).
    public func run(_ work: () -> Void) {
        let outer = state.withLock { state -> Bool in
            if state.drainer != nil { return true }
            state.drainer = pthread_self()
            return false
        }
        work()
        drain()
        if !outer { state.withLock { $0.drainer = nil } }
    }

    /// Runs every queued job, and those they queue, in order.
    public func drain() {
        let outer = state.withLock { state -> Bool in
            if state.drainer != nil { return true }
            state.drainer = pthread_self()
            return false
        }
        while let job = state.withLock({ state -> (@Sendable () -> Void)? in
            state.jobs.isEmpty ? nil : state.jobs.removeFirst()
        }) {
            job()
        }
        if !outer { state.withLock { $0.drainer = nil } }
    }

    /// Waits until a job is queued (a handler on another thread finishing), without polling.
    public func next() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now = state.withLock { state -> Bool in
                    if !state.jobs.isEmpty || Task.isCancelled { return true }
                    state.waiter?.resume()
                    state.waiter = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            state.withLock { state in
                defer { state.waiter = nil }
                return state.waiter
            }?.resume()
        }
    }

    /// How the bridge reaches this main thread.
    package var bridgeMainThread: MainThread {
        MainThread(isCurrent: { [self] in isCurrent }, async: { [self] job in enqueue(job) })
    }
}

// MARK: - The clock

/// The model's clock: seconds since the scenario began, moved by ``DeviceModel/advance(_:)``. The router's
/// deadlines are scheduled on it (`timer`), so no scenario waits in real time.
public final class ModelClock: Sendable {
    private struct Scheduled: Sendable {
        var due: Double
        var request: String
        var fire: (@Sendable () -> Void)?
    }
    private struct State: Sendable {
        var now: Double = 0
        var scheduled: [Scheduled] = []
    }
    private let state = Locked(State())

    public init() {}

    public var now: Double { state.withLock { $0.now } }

    /// Deadlines scheduled and neither fired nor cancelled, by request.
    public var pending: [(due: Double, request: String)] {
        state.withLock { $0.scheduled.filter { $0.fire != nil }.map { ($0.due, $0.request) } }
    }

    /// The router's timer on this clock.
    package var timer: DeadlineTimer {
        // Weakly: the router's options hold this closure and a pending deadline holds its router (a cycle).
        DeadlineTimer(labelled: { [weak self] seconds, request, fire in
            guard let self else { return {} }
            let state = self.state
            let index = state.withLock { state -> Int in
                state.scheduled.append(Scheduled(due: state.now + seconds, request: request, fire: fire))
                return state.scheduled.count - 1
            }
            return {
                let cancelled = state.withLock { state in
                    defer { state.scheduled[index].fire = nil }
                    return state.scheduled[index].fire
                }
                _ = cancelled
            }
        })
    }

    /// Moves the clock to `time` and returns what fell due, in due order, to be run by the caller.
    func move(to time: Double) -> [@Sendable () -> Void] {
        state.withLock { state in
            state.now = max(state.now, time)
            var due: [(Double, @Sendable () -> Void)] = []
            for index in state.scheduled.indices {
                if let fire = state.scheduled[index].fire, state.scheduled[index].due <= state.now {
                    due.append((state.scheduled[index].due, fire))
                    state.scheduled[index].fire = nil
                }
            }
            return due.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}

// MARK: - The notification center

/// The model's `UNUserNotificationCenterDelegate`: what the center calls.
public protocol ModelCenterDelegate: AnyObject {
    /// The object's type name, as `String(describing: type(of:))` gives it.
    var typeName: String { get }
    /// Whether it implements `userNotificationCenter(_:didReceive:withCompletionHandler:)` (an optional
    /// protocol method: UNUserNotificationCenter.h marks both `@optional`).
    var implementsDidReceive: Bool { get }
    /// Whether it implements `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
    var implementsWillPresent: Bool { get }
    func didReceive(
        _ response: NotificationResponse, center: ModelCenter, completion: @escaping @Sendable () -> Void)
    func willPresent(
        _ notification: DeliveredNotification, center: ModelCenter,
        completion: @escaping @Sendable (NotificationCategory.ForegroundPresentation) -> Void)
}

extension ModelCenterDelegate {
    /// What the bridge knows of it.
    package var asOtherDelegate: OtherDelegate {
        OtherDelegate(
            typeName: typeName, implementsResponses: implementsDidReceive,
            implementsPresentation: implementsWillPresent, isRouterDelegate: self is ModelRouterDelegate)
    }
}

/// What the system did with one response's completion, or one presentation's answer.
public struct SystemCompletion: Sendable, Equatable {
    public var request: String
    /// Model time of the call.
    public var at: Double
    /// Whether it came on the main thread.
    public var onMain: Bool
    /// Whether the process had been suspended already (the call reached nobody).
    public var afterSuspension: Bool
}

/// The model's `UNUserNotificationCenter`. Unchecked: the scenario's thread, the model's main thread,
/// is the only one that touches it, as the system's delegate calls come on the main thread.
public final class ModelCenter: @unchecked Sendable {
    /// Rule (UNUserNotificationCenter.h: `@property (NS_NONATOMIC_IOSONLY, nullable, weak) id
    /// <UNUserNotificationCenterDelegate> delegate;`): the center holds its delegate **weakly**. Set
    /// `holdsDelegateStrongly` to take the rule out.
    public weak var delegate: (any ModelCenterDelegate)?
    public var strongDelegate: (any ModelCenterDelegate)?
    public var holdsDelegateStrongly = false {
        didSet { strongDelegate = holdsDelegateStrongly ? delegate : nil }
    }
    /// The categories registered (`setNotificationCategories:`).
    public var categories: [NotificationCategory] = []

    unowned let model: DeviceModel
    init(model: DeviceModel) { self.model = model }

    /// Whether the caller is on the modelled main thread.
    public var isOnMainThread: Bool { model.main.isCurrent }

    /// Sets the delegate (and keeps it when the weak rule is taken out).
    public func setDelegate(_ delegate: (any ModelCenterDelegate)?) {
        self.delegate = delegate
        if holdsDelegateStrongly { strongDelegate = delegate }
    }

    /// Rule (UNNotificationAction.h, `UNNotificationActionOptionForeground`: "Causes the app to launch in
    /// the foreground"; Apple, "Declaring your actionable notification types": actions without it run in
    /// the background; the default action "launches the app"; `UNNotificationDismissActionIdentifier` is
    /// delivered without opening the app): whether a response brings the app to the foreground.
    public func opensApp(_ response: NotificationResponse) -> Bool {
        if response.actionIdentifier == .defaultAction { return true }
        if response.actionIdentifier == .dismissAction { return false }
        let category = categories.first { $0.identifier == response.categoryIdentifier }
        return category?.actions.first { $0.identifier == response.actionIdentifier }?.options.contains(
            .foreground) ?? false
    }
}

// MARK: - The device

/// What the app's code does at each step of its life, as the samples do it (UIKit-free).
public protocol ModelApp: AnyObject {
    /// `application(_:willFinishLaunchingWithOptions:)` (or `applicationWillFinishLaunching(_:)` on macOS).
    func willFinishLaunching(center: ModelCenter, main: ModelMainThread)
    /// `scene(_:willConnectTo:options:)`, with the response in `connectionOptions.notificationResponse`.
    func sceneWillConnect(launchResponse: NotificationResponse?)
    /// `sceneDidBecomeActive(_:)` / `scenePhase` turning `.active`.
    func sceneDidBecomeActive()
}

/// One device with one app: the process's state, its main thread, the clock and the center.
public final class DeviceModel {
    public enum Process: Equatable, Sendable {
        case notRunning
        /// Launched or moved to the background at this model time.
        case background(since: Double)
        case foreground
        case suspended
    }

    /// Rule (Apple, "Handling notifications and notification-related actions": for an action without
    /// `.foreground` "the system launches your app in the background"; "About the background execution
    /// sequence": a background launch gets "about 30 seconds", after which the app is suspended and its
    /// pending work stops).
    public var backgroundBudget: Double = 30
    /// Rule (`willPresent`'s completion: the system shows nothing until it is called, and a notification
    /// still unanswered after a short while is not presented; a late answer means "not presented").
    public var presentationBound: Double = 5

    public private(set) var process: Process = .notRunning
    public let main = ModelMainThread()
    public let clock = ModelClock()
    public private(set) var center: ModelCenter!
    public let app: any ModelApp
    /// Every system completion of a response, in order.
    public private(set) var completions: [SystemCompletion] = []
    /// Every presentation answer: how it was shown (`nil`: not presented — answered too late, or never).
    public private(set) var presentations: [String: NotificationCategory.ForegroundPresentation?] = [:]
    private let recorded = Locked<[(String, Bool, NotificationCategory.ForegroundPresentation?)]>([])
    private let completed = Locked<[(String, Bool)]>([])
    /// Whether a scene is connected.
    public private(set) var hasScene = false

    public init(app: any ModelApp) {
        self.app = app
        center = ModelCenter(model: self)
    }

    // MARK: What a person does

    /// The person presses `response`'s action (or taps, or dismisses) on a delivered notification.
    public func personResponds(_ response: NotificationResponse) {
        let opens = center.opensApp(response)
        switch process {
        case .notRunning, .suspended:
            launch(foreground: opens, for: response)
        case .background where opens:
            process = .foreground
            main.run { connectScene(nil) }
            deliver(response)
        case .background, .foreground:
            deliver(response)
        }
    }

    /// A notification arrives while the app runs in the foreground: the center asks its delegate how to
    /// present it. Rule (UNUserNotificationCenter.h, `willPresentNotification`: "If your app is in the
    /// foreground … the system calls this method"; without a delegate that implements it, the notification
    /// is not presented).
    public func notificationArrives(_ notification: DeliveredNotification) {
        let request = notification.requestIdentifier
        presentations[request] = .some(nil)
        let askedAt = clock.now
        let bound = presentationBound
        main.run {
            guard let delegate = center.delegate, delegate.implementsWillPresent else { return }
            delegate.willPresent(notification, center: center) { [recorded, main, clock] presentation in
                let late = clock.now - askedAt >= bound
                recorded.withLock { $0.append((request, main.isCurrent, late ? nil : presentation)) }
            }
        }
        collect()
    }

    /// The app is launched by the person from the home screen (no notification).
    public func personOpensApp() {
        if process == .notRunning || process == .suspended { launch(foreground: true, for: nil) }
    }

    // MARK: Time

    /// Moves the model's clock by `seconds`, firing what falls due, and suspends a background process whose
    /// budget is spent.
    public func advance(_ seconds: Double) {
        let target = clock.now + seconds
        if case .background(let since) = process, target >= since + backgroundBudget {
            for fire in clock.move(to: since + backgroundBudget) { main.run { fire() } }
            collect()
            process = .suspended
        }
        for fire in clock.move(to: target) where process != .suspended { main.run { fire() } }
        collect()
    }

    /// Drains the main thread until `request`'s system completion has come, waiting (without polling) for
    /// handlers finishing on other threads; false when it has not come within 20 s of real time — a safety
    /// net, so a scenario whose completion never comes fails instead of hanging.
    @discardableResult
    public func settle(until request: String) async -> Bool {
        await settle { $0.completions.contains { $0.request == request } }
    }

    /// Drains the main thread until the presentation of `request` has been answered.
    @discardableResult
    public func settle(presentationOf request: String) async -> Bool {
        await settle { $0.presentations[request] != .some(nil) }
    }

    private func settle(_ done: (DeviceModel) -> Bool) async -> Bool {
        let limit = Date().addingTimeInterval(20)
        while true {
            main.drain()
            collect()
            if done(self) { return true }
            if Date() > limit { return false }
            let main = main
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await main.next() }
                // Wakes the wait in case no job ever comes (the safety net above); not what a scenario waits for.
                group.addTask { try? await Task.sleep(for: .milliseconds(50)) }
                await group.next()
                group.cancelAll()
            }
        }
    }

    /// The system completions of `request`.
    public func completions(of request: String) -> [SystemCompletion] {
        collect()
        return completions.filter { $0.request == request }
    }

    // MARK: The system's side

    private func launch(foreground: Bool, for response: NotificationResponse?) {
        process = foreground ? .foreground : .background(since: clock.now)
        main.run { app.willFinishLaunching(center: center, main: main) }
        if foreground { main.run { connectScene(response) } }
        if let response { deliver(response) }
        if foreground { main.run { app.sceneDidBecomeActive() } }
    }

    private func connectScene(_ response: NotificationResponse?) {
        hasScene = true
        app.sceneWillConnect(launchResponse: response)
    }

    /// Rule (UNUserNotificationCenter.h, `didReceiveNotificationResponse`: "The method will be called on
    /// the delegate when the user responded to the notification … The delegate must be set before the
    /// application returns from application:didFinishLaunchingWithOptions:"; without a delegate the
    /// response is not delivered to the app at all).
    private func deliver(_ response: NotificationResponse) {
        let request = response.notification.requestIdentifier
        main.run {
            guard let delegate = center.delegate, delegate.implementsDidReceive else { return }
            delegate.didReceive(response, center: center) { [completed, main] in
                completed.withLock { $0.append((request, main.isCurrent)) }
            }
        }
        collect()
    }

    /// Moves what completions and answers recorded from any thread into the model's lists, stamped with
    /// the model's time and state.
    private func collect() {
        for (request, onMain) in completed.exchange(with: []) {
            completions.append(
                SystemCompletion(
                    request: request, at: clock.now, onMain: onMain, afterSuspension: process == .suspended))
        }
        for (request, _, presentation) in recorded.exchange(with: []) {
            presentations[request] = .some(presentation)
        }
    }
}

// MARK: - The router's delegate, as the Apple shim does it

/// The model's twin of `NotificationRouterDelegate`: the same calls into ``NotificationCenterBridge``, with
/// the model's types where the shim has Apple's. Keep the two in step: each only converts and calls.
public final class ModelRouterDelegate: ModelCenterDelegate, Sendable {
    public let router: ResponseRouter
    let bridge: NotificationCenterBridge
    private let previous: Previous

    /// Set once in `init`; the model runs it on its main thread only.
    private struct Previous: @unchecked Sendable {
        weak var value: (any ModelCenterDelegate)?
    }

    init(router: ResponseRouter, previous: (any ModelCenterDelegate)?, main: ModelMainThread) {
        self.router = router
        self.bridge = NotificationCenterBridge(router: router, main: main.bridgeMainThread)
        self.previous = Previous(value: previous)
    }

    /// As `NotificationRouterDelegate.install(router:on:)`.
    public static func install(router: ResponseRouter, on center: ModelCenter, main: ModelMainThread)
        -> ModelRouterDelegate
    {
        let replaced = center.delegate
        let previous = NotificationCenterBridge.previousForInstall(
            current: replaced, isRouterDelegate: { $0 is ModelRouterDelegate },
            previousOf: { ($0 as? ModelRouterDelegate)?.previousDelegate })
        if let earlier = replaced as? ModelRouterDelegate, earlier.router === router { earlier.bridge.retire() }
        let delegate = ModelRouterDelegate(router: router, previous: previous, main: main)
        center.setDelegate(delegate)
        router.keepAlive(delegate)
        router.onResume { [weak delegate, weak center] in
            guard let delegate, let center else { return }
            delegate.bridge.checkInstalled(
                current: center.delegate?.asOtherDelegate, isSelf: center.delegate === delegate)
        }
        return delegate
    }

    public var previousDelegate: (any ModelCenterDelegate)? { previous.value }
    public var typeName: String { "NotificationRouterDelegate" }
    public var implementsDidReceive: Bool { true }
    public var implementsWillPresent: Bool { true }

    public func didReceive(
        _ response: NotificationResponse, center: ModelCenter, completion: @escaping @Sendable () -> Void
    ) {
        bridge.called(isSelf: center.delegate === self, current: { center.delegate?.asOtherDelegate })
        let target = previousDelegate
        if let forward = bridge.didReceive(
            response, previous: target?.asOtherDelegate, completion: completion)
        {
            target?.didReceive(response, center: center, completion: forward)
        }
    }

    public func willPresent(
        _ notification: DeliveredNotification, center: ModelCenter,
        completion: @escaping @Sendable (NotificationCategory.ForegroundPresentation) -> Void
    ) {
        bridge.called(isSelf: center.delegate === self, current: { center.delegate?.asOtherDelegate })
        let target = previousDelegate
        if let forward = bridge.willPresent(
            notification, previous: target?.asOtherDelegate, completion: completion)
        {
            target?.willPresent(notification, center: center, completion: forward)
        }
    }
}

// MARK: - Other SDKs' delegates

/// Another SDK's delegate (a push SDK such as OneSignal or Firebase Messaging installs one at load): it
/// records what it was given and completes at once.
public final class OtherSDKDelegate: ModelCenterDelegate, @unchecked Sendable {
    // Touched only on the model's main thread.
    public let typeName: String
    public let implementsDidReceive: Bool
    public let implementsWillPresent: Bool
    public private(set) var received: [NotificationResponse] = []
    public private(set) var presented: [DeliveredNotification] = []
    /// What it answers for a presentation.
    public var answer: NotificationCategory.ForegroundPresentation = [.banner, .sound]

    public init(
        typeName: String = "OneSignalNotificationDelegate", didReceive: Bool = true, willPresent: Bool = true
    ) {
        self.typeName = typeName
        self.implementsDidReceive = didReceive
        self.implementsWillPresent = willPresent
    }

    public func didReceive(
        _ response: NotificationResponse, center: ModelCenter, completion: @escaping @Sendable () -> Void
    ) {
        received.append(response)
        completion()
    }

    public func willPresent(
        _ notification: DeliveredNotification, center: ModelCenter,
        completion: @escaping @Sendable (NotificationCategory.ForegroundPresentation) -> Void
    ) {
        presented.append(notification)
        completion(answer)
    }
}

/// An SDK that wraps whatever delegate is installed and forwards every call to it (as Firebase's
/// swizzling proxy does), installed after ours.
public final class WrappingSDKDelegate: ModelCenterDelegate, @unchecked Sendable {
    public let typeName = "FIRMessagingRemoteNotificationsProxy"
    public let wrapped: any ModelCenterDelegate
    public private(set) var seen = 0
    public init(wrapping wrapped: any ModelCenterDelegate) { self.wrapped = wrapped }
    public var implementsDidReceive: Bool { true }
    public var implementsWillPresent: Bool { true }
    public func didReceive(
        _ response: NotificationResponse, center: ModelCenter, completion: @escaping @Sendable () -> Void
    ) {
        seen += 1
        wrapped.didReceive(response, center: center, completion: completion)
    }
    public func willPresent(
        _ notification: DeliveredNotification, center: ModelCenter,
        completion: @escaping @Sendable (NotificationCategory.ForegroundPresentation) -> Void
    ) {
        seen += 1
        wrapped.willPresent(notification, center: center, completion: completion)
    }
}
