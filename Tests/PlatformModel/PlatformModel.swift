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
/// A scenario run on the main actor (`@MainActor`) makes it the Swift main actor's executor too — the main
/// queue — so handlers written on the main actor start, hop and wait as they do on a device.
///
/// Rule (observed, not documented): the center calls its delegate on the main thread. The header says
/// nothing of the thread; its only sentence on the property is the line cited below. Apps observe the main
/// thread; the package's own Xcode 26 article notes calls from the framework's own queue. So the model can
/// call the delegate from another thread too (``DeviceModel/callsDelegateOffMain``): the harsher reading.
// Apple: UNUserNotificationCenter.h:41 "The delegate can only be set from an application"
/// Rule (observed, not documented: apps that called the system's completion handlers off the main thread
/// crashed inside UIKit — background_downloader#72, openhab-ios#945, duckduckgo apple-browsers#1912): a
/// completion the model's UIKit receives off the main thread is recorded as such.
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
    /// Whether it implements `userNotificationCenter(_:didReceive:withCompletionHandler:)`: the protocol's
    /// methods are optional, and the system calls only those implemented.
    // Apple: UNUserNotificationCenter.h:94 "@optional"
    var implementsDidReceive: Bool { get }
    /// Whether it implements `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
    var implementsWillPresent: Bool { get }
    func didReceive(
        _ response: NotificationResponse, center: ModelCenter, completion: @escaping @Sendable () -> Void)
    func willPresent(
        _ notification: DeliveredNotification, center: ModelCenter,
        completion: @escaping @Sendable (NotificationCategory.ForegroundPresentation) -> Void)
    /// Whether it implements `userNotificationCenter(_:openSettingsFor:)`.
    var implementsOpenSettings: Bool { get }
    func openSettings(for notification: DeliveredNotification?, center: ModelCenter)
}

extension ModelCenterDelegate {
    public var implementsOpenSettings: Bool { false }
    public func openSettings(for notification: DeliveredNotification?, center: ModelCenter) {}

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
    /// Rule: the center holds its delegate **weakly**. Set `holdsDelegateStrongly` to take the rule out.
    // Apple: UNUserNotificationCenter.h:42 "@property (NS_NONATOMIC_IOSONLY, nullable, weak) id <UNUserNotificationCenterDelegate> delegate;"

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

    /// Rule: whether a response brings the app to the foreground — a tap on the body (it opens the app), an
    /// action with the foreground option; not a dismissal, not another action (the harsher reading of what
    /// the header leaves unsaid: without the option the app is not brought forward).
    // Apple: UNNotificationResponse.h:25 "UNNotificationDefaultActionIdentifier if the user opened the application from the notification"
    // Apple: UNNotificationAction.h:22 "Whether this action should cause the application to launch in the foreground."
    public func opensApp(_ response: NotificationResponse) -> Bool {
        if response.actionIdentifier == .defaultAction { return true }
        if response.actionIdentifier == .dismissAction { return false }
        let category = categories.first { $0.identifier == response.categoryIdentifier }
        return category?.actions.first { $0.identifier == response.actionIdentifier }?.options.contains(
            .foreground) ?? false
    }

    /// Rule: a dismissal reaches the delegate only for a category registered with the custom-dismiss
    /// option; any other response is delivered. Set `deliversEveryDismissal` to take the rule out.
    // Apple: UNNotificationCategory.h:16 "Whether dismiss action should be sent to the UNUserNotificationCenter delegate"
    public func delivers(_ response: NotificationResponse) -> Bool {
        guard response.actionIdentifier == .dismissAction, !deliversEveryDismissal else { return true }
        let category = categories.first { $0.identifier == response.categoryIdentifier }
        return category?.options.contains(.customDismissAction) ?? false
    }
    public var deliversEveryDismissal = false
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

/// Another SDK that swizzles the router delegate's class (it replaces the class's method; the center's
/// delegate stays ours). Observed, not documented by Apple: what each SDK's hook does is its source's.
public enum SwizzlingSDK: Sendable {
    /// Records the response, then calls the original implementation with the same handler, never
    /// completing itself: firebase-ios-sdk `FirebaseMessaging/Sources/FIRMessagingRemoteNotificationsProxy.m`
    /// (`FCMSwizzleDidReceiveNotificationResponseWithHandler`).
    case callsThrough
    /// Calls the system's handler itself, then the original implementation with the same handler:
    /// OneSignal-iOS-SDK's early `UNUserNotificationCenter+OneSignal.m` (`tunnelToDelegate:` ends with
    /// `else handler();`). The system's completion is called twice, and the router cannot see the first.
    case completesThenCallsThrough
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

    /// Rule (observed, not documented for notification responses: Apple gives no figure; 30 s is the
    /// background-launch time peers and Apple's background-execution pages describe): a background launch
    /// is suspended at the latest this long after it began, and its pending work stops.
    public var backgroundBudget: Double = 30
    /// Rule (observed, not documented: the system suspends an app launched in the background soon after
    /// it completed what it was launched for — the 0xdead10cc kills of apps holding a file lock at that
    /// moment, Apple's crash-report page on that code): once every response delivered in the background
    /// is completed, the process is suspended this long after the last completion. The harsher reading.
    public var suspensionAfterLastCompletion: Double = 1
    /// Rule: a presentation not answered in a timely manner is not presented. The header gives no figure;
    /// 5 s is the model's (observed, not documented).
    // Apple: UNUserNotificationCenter.h:96 "If the method is not implemented or the handler is not called in a timely manner then the notification will not be presented."
    public var presentationBound: Double = 5
    public var asksInBackground = false
    /// Calls the delegate from a thread other than the main thread (see ``ModelMainThread``).
    public var callsDelegateOffMain = false
    /// An SDK that swizzles the router delegate's class, if any.
    public var swizzlingSDK: SwizzlingSDK?

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
    /// How many times the process was launched (`willFinishLaunching` ran): a resumed process is not.
    public private(set) var launches = 0
    /// Responses delivered while the process ran in the background, by request, and not yet completed.
    private var outstanding: Set<String> = []
    /// When the last of them completed.
    private var lastCompletion: Double?

    public init(app: any ModelApp) {
        self.app = app
        center = ModelCenter(model: self)
    }

    // MARK: What a person does

    /// The person presses `response`'s action (or taps, or dismisses) on a delivered notification.
    public func personResponds(_ response: NotificationResponse) {
        guard center.delivers(response) else { return }
        let opens = center.opensApp(response)
        switch process {
        case .notRunning:
            launch(foreground: opens, for: response)
        case .suspended:
            resumeProcess(foreground: opens, for: response)
        case .background where opens:
            // Rule (observed, not documented): the app comes to the foreground; a scene connects with the
            // response if none exists (a background launch has none), or the existing one enters the
            // foreground; either way it becomes active.
            process = .foreground
            main.run { enterForeground(response) }
            deliver(response)
            main.run { app.sceneDidBecomeActive() }
        case .background, .foreground:
            deliver(response)
        }
    }

    /// The person asks for the app's notification settings — the button in a notification's inline
    /// settings (`notification`) or in Settings (`nil`): the app is launched in the foreground if it is not
    /// running, and the delegate is asked.
    // Apple: UNUserNotificationCenter.h:102 "The method will be called on the delegate when the application is launched in response to the user's request to view in-app notification settings."
    public func personOpensNotificationSettings(from notification: DeliveredNotification? = nil) {
        let ask = { [self] in
            main.run {
                guard let delegate = center.delegate, delegate.implementsOpenSettings else { return }
                delegate.openSettings(for: notification, center: center)
            }
        }
        switch process {
        case .notRunning:
            process = .foreground
            launches += 1
            main.run { app.willFinishLaunching(center: center, main: main) }
            main.run { connectScene(nil) }
            ask()
            main.run { app.sceneDidBecomeActive() }
        case .suspended, .background:
            process = .foreground
            main.run { enterForeground(nil) }
            ask()
            main.run { app.sceneDidBecomeActive() }
        case .foreground:
            ask()
        }
    }

    /// A notification arrives: while the app runs in the foreground, the center asks its delegate how to
    /// present it; without a delegate that implements the method, it is not presented. In the background
    /// or not running, the delegate is not asked (set `asksInBackground` to take the rule out).
    // Apple: UNUserNotificationCenter.h:96 "The method will be called on the delegate only if the application is in the foreground. If the method is not implemented or the handler is not called in a timely manner then the notification will not be presented."
    public func notificationArrives(_ notification: DeliveredNotification) {
        let request = notification.requestIdentifier
        presentations[request] = .some(nil)
        // Only in the foreground; otherwise the notification shows as the system shows it, unasked.
        guard process == .foreground || asksInBackground else { return }
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

    /// The app is launched by the person from the home screen (no notification), or brought back.
    public func personOpensApp() {
        switch process {
        case .notRunning: launch(foreground: true, for: nil)
        case .suspended where relaunchesSuspendedApps: launch(foreground: true, for: nil)
        case .suspended, .background:
            process = .foreground
            main.run { enterForeground(nil) }
            main.run { app.sceneDidBecomeActive() }
        case .foreground: break
        }
    }

    /// The person leaves the app for the home screen: it runs in the background, its scene kept, until
    /// the budget ends or it is suspended.
    public func personLeavesApp() {
        guard process == .foreground else { return }
        process = .background(since: clock.now)
    }

    /// The notification content extension showing the app's categories, if the app has one.
    public var contentExtension: ContentExtensionRouter?

    /// The person presses a button in a notification's expanded interface, shown by the content extension:
    /// the extension answers first; only `.dismissAndForwardAction` delivers the response to the app, as a
    /// press outside the extension would be.
    // Apple: UNNotificationContentExtension.h:56 "Dismiss the notification interface and forward the notification to the app."
    // Apple: UNNotificationContentExtension.h:51 "Dismiss the notification interface."
    public func personPressesInExpandedNotification(_ response: NotificationResponse) async
        -> ContentExtensionResponseOption?
    {
        guard let contentExtension else {
            personResponds(response)
            return nil
        }
        let option = await contentExtension.route(response)
        if option == .dismissAndForwardAction { personResponds(response) }
        return option
    }

    // MARK: Time

    /// Moves the model's clock by `seconds`, firing what falls due, and suspends a background process whose
    /// budget is spent.
    public func advance(_ seconds: Double) {
        let target = clock.now + seconds
        collect()
        if case .background(let since) = process {
            var suspension = since + backgroundBudget
            if outstanding.isEmpty, let lastCompletion {
                suspension = min(suspension, lastCompletion + suspensionAfterLastCompletion)
            }
            if target >= suspension {
                for fire in clock.move(to: suspension) { main.run { fire() } }
                collect()
                process = .suspended
                suspensions += 1
            }
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
        launches += 1
        lastCompletion = nil
        main.run { app.willFinishLaunching(center: center, main: main) }
        // Rule: the launching response goes to the delegate set by the time launch finished; one set later
        // (in the scene delegate, after an await) never gets it. Apple says when the delegate must be set,
        // not when the response comes: the harsher reading is that it comes at once (the cited line is the
        // one in ``deliver(_:)``). Set `deliversToLateDelegates` to take the rule out.
        let delegateSetInTime = center.delegate != nil
        if foreground { main.run { connectScene(response) } }
        if let response, delegateSetInTime || deliversToLateDelegates { deliver(response) }
        if foreground { main.run { app.sceneDidBecomeActive() } }
    }
    public var deliversToLateDelegates = false

    /// Rule (observed, not documented in the headers: the app life cycle): a suspended process is resumed,
    /// not launched again — `willFinishLaunching` does not run, and what it holds in memory (the router,
    /// its gate, its launch response) is as it was. Set `relaunchesSuspendedApps` to take the rule out.
    private func resumeProcess(foreground: Bool, for response: NotificationResponse) {
        if relaunchesSuspendedApps { return launch(foreground: foreground, for: response) }
        process = foreground ? .foreground : .background(since: clock.now)
        lastCompletion = nil
        if foreground { main.run { enterForeground(response) } }
        deliver(response)
        if foreground { main.run { app.sceneDidBecomeActive() } }
    }
    public var relaunchesSuspendedApps = false
    /// How many times the process was suspended.
    public private(set) var suspensions = 0

    private func connectScene(_ response: NotificationResponse?) {
        hasScene = true
        app.sceneWillConnect(launchResponse: response)
    }

    /// A scene connects (with the response that brought it) if none exists; an existing one just enters
    /// the foreground.
    private func enterForeground(_ response: NotificationResponse?) {
        if !hasScene { connectScene(response) }
    }

    /// Rule: the response goes to the delegate set when it comes, which must be set before launch finishes;
    /// without a delegate, or one that implements the method, the app never gets it.
    // Apple: UNUserNotificationCenter.h:99 "The method will be called on the delegate when the user responded to the notification by opening the application, dismissing the notification or choosing a UNNotificationAction. The delegate must be set before the application returns from application:didFinishLaunchingWithOptions:."
    private func deliver(_ response: NotificationResponse) {
        let request = response.notification.requestIdentifier
        if case .background = process { outstanding.insert(request) }
        let call = { [self] in
            guard let delegate = center.delegate, delegate.implementsDidReceive else { return }
            let completion: @Sendable () -> Void = { [completed, main] in
                completed.withLock { $0.append((request, main.isCurrent)) }
            }
            if let swizzlingSDK, let ours = delegate as? ModelRouterDelegate {
                // The SDK's hook runs in place of the class's method, then calls the original.
                if swizzlingSDK == .completesThenCallsThrough { completion() }
                ours.didReceive(response, center: center, completion: completion)
            } else {
                delegate.didReceive(response, center: center, completion: completion)
            }
        }
        if callsDelegateOffMain {
            // The scenario's thread waits while the other thread makes the call: the model is touched by one
            // thread at a time, as when the call is on the main thread.
            struct OneThreadAtATime: @unchecked Sendable { let call: () -> Void }
            let box = OneThreadAtATime(call: call)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                box.call()
                done.signal()
            }
            thread.start()
            done.wait()
            main.drain()
        } else {
            main.run(call)
        }
        collect()
    }

    /// Moves what completions and answers recorded from any thread into the model's lists, stamped with
    /// the model's time and state.
    private func collect() {
        for (request, onMain) in completed.exchange(with: []) {
            if outstanding.remove(request) != nil, outstanding.isEmpty { lastCompletion = clock.now }
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
        if let earlier = replaced as? ModelRouterDelegate, earlier.router === router {
            earlier.bridge.retire()
        }
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
    public var implementsOpenSettings: Bool { true }

    public func openSettings(for notification: DeliveredNotification?, center: ModelCenter) {
        if router.openSettings(for: notification) { return }
        if let previous = previousDelegate, previous.implementsOpenSettings {
            previous.openSettings(for: notification, center: center)
        }
    }

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

/// Another SDK's delegate (a push SDK such as OneSignal installs one at load): it records what it was
/// given and, by default, completes at once. Rule (observed, not documented: peers' code and issues):
/// other SDKs also keep a completion and never call it, or call it twice — `completes` says which.
public final class OtherSDKDelegate: ModelCenterDelegate, @unchecked Sendable {
    public enum Completes: Sendable { case once, never, twice }
    // Touched only on the model's main thread.
    public let typeName: String
    public let implementsDidReceive: Bool
    public let implementsWillPresent: Bool
    public private(set) var received: [NotificationResponse] = []
    public private(set) var presented: [DeliveredNotification] = []
    /// What it answers for a presentation.
    public var answer: NotificationCategory.ForegroundPresentation = [.banner, .sound]
    /// How it treats the handlers it is given.
    public var completes: Completes = .once
    /// Handlers it keeps without calling (`.never`).
    public private(set) var kept: [Any] = []

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
        switch completes {
        case .once: completion()
        case .never: kept.append(completion)
        case .twice:
            completion()
            completion()
        }
    }

    public func willPresent(
        _ notification: DeliveredNotification, center: ModelCenter,
        completion: @escaping @Sendable (NotificationCategory.ForegroundPresentation) -> Void
    ) {
        presented.append(notification)
        switch completes {
        case .once: completion(answer)
        case .never: kept.append(completion)
        case .twice:
            completion(answer)
            completion(answer)
        }
    }
}

/// An SDK that wraps whatever delegate is installed and forwards every call to it, installed after ours:
/// customerio-ios's `UNUserNotificationCenterDelegateWrapper` (customerio-ios issue #726). Firebase does
/// not do this: it swizzles the delegate's class and leaves the center's delegate as it is
/// (``SwizzlingSDK/callsThrough``).
public final class WrappingSDKDelegate: ModelCenterDelegate, @unchecked Sendable {
    public let typeName = "UNUserNotificationCenterDelegateWrapper"
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
