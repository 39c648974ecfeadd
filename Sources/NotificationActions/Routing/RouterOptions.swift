import Foundation

/// How a router treats time, misuse, diagnostics, cold starts and analytics.
public struct RouterOptions: Sendable {
    /// How long a handler has before the router completes on its behalf. Apple documents no budget;
    /// about 30 seconds is observed, and cross-platform toolkits use 15 to 25. Default 25 seconds.
    public var deadline: Duration {
        get { .nanoseconds(Int64((deadlineSeconds * 1e9).rounded())) }
        set { deadlineSeconds = newValue.seconds }
    }
    /// ``deadline`` in seconds, as the guard and the timer count it.
    package var deadlineSeconds: Double
    /// What a second call of a completion handler does.
    package var misusePolicy: CompletionMisusePolicy
    /// Where diagnostics go. Default: ``DiagnosticHandler/platformDefault`` — unified logging on Apple
    /// platforms, standard error elsewhere.
    public var diagnostics: DiagnosticHandler
    /// Whether the router starts held, queueing responses until ``ResponseRouter/resume()``.
    public var startsHeld: Bool
    /// How many responses a held router queues; one more is completed unhandled and reported. Default 64.
    package var coldStartCapacity: Int
    /// What measures the deadline; tests inject one they control.
    package var timer: DeadlineTimer
    /// How many recent responses the router remembers to recognise one delivered twice (same request
    /// identifier, action and delivery date): a scene-based app receives a launching notification's
    /// response both in `UIScene.ConnectionOptions.notificationResponse` and through the notification
    /// delegate. The duplicate's system completion runs; its handler does not; it is reported as
    /// `duplicate-response`. Default 0 (off), so tests that route the same simulated response twice keep
    /// handling both; a scene-based app that routes both paths sets it, for example to 32. The copy kept
    /// is the one that came first — the scene's, which has no system completion — so route only the
    /// delegate's where you can.
    public var duplicateWindow: Int = 0
    /// Told of every response's outcome — route, category, action, what finished it, whether it was
    /// queued, how long it took — once its system completion has run: the hook for analytics. Default
    /// `nil`, which costs nothing. See ``ResponseObserver``.
    public var observer: ResponseObserver?
    /// The URL schemes a server-chosen button may open; any other is refused and reported
    /// (`url-scheme-refused`). Default: `https` and the app's own schemes (its `Info.plist`
    /// `CFBundleURLTypes`).
    public var allowedURLSchemes: Set<String> = RouterOptions.defaultURLSchemes
    /// How a notification the router does not own is shown while the app is in the foreground — one with no
    /// category, one of a category the registry lacks (when no earlier delegate answers for it), one with
    /// server-chosen buttons. Default `[.banner, .list, .sound]`: shown, as a person expects a notification
    /// that arrived to be. `[]` hides them.
    public var defaultPresentation: NotificationCategory.ForegroundPresentation = [.banner, .list, .sound]
    /// Seconds a foreground-presentation answer may take — a presentation route's, or another delegate's
    /// it was forwarded to — before the router answers for it (the category's presentation, or
    /// ``defaultPresentation``). Short, default 3: the system shows nothing while it waits, and an answer
    /// that comes late means "not presented".
    package var presentationDeadline: Double = 3
    /// Called as a handler is given its response (the test kit's way to know a handler has started).
    package var handlerStarted: (@Sendable (NotificationResponse) -> Void)?
    /// Called, outside the router's locks, as a response is queued until ``ResponseRouter/resume()`` (the
    /// test kit's way to know a cold-start response is held before the test resumes).
    package var responseHeld: (@Sendable (NotificationResponse) -> Void)?

    /// Creates options; every value has a default.
    ///
    /// - Parameters:
    ///   - deadline: How long a handler has before the router completes for it (default 25 seconds; the
    ///     system allows about 30).
    ///   - diagnostics: Where reports go (``DiagnosticHandler/platformDefault`` by default: unified
    ///     logging on Apple platforms, standard error elsewhere).
    ///   - startsHeld: Whether responses wait, queued, until ``ResponseRouter/resume()`` (for a cold start).
    public init(
        deadline: Duration = .seconds(25), diagnostics: DiagnosticHandler = .platformDefault,
        startsHeld: Bool = false
    ) {
        self.init(deadline: deadline.seconds, diagnostics: diagnostics, startsHeld: startsHeld)
    }

    /// Creates options with the package's own knobs (the misuse policy, the cold-start capacity, the timer).
    ///
    /// - Parameters:
    ///   - deadline: Seconds a handler has before the router completes for it (default 25; the system allows about 30).
    ///   - misusePolicy: Whether completion misuse is reported (``CompletionMisusePolicy/report``, the default) or traps.
    ///   - diagnostics: Where reports go (``DiagnosticHandler/platformDefault`` by default: unified
    ///     logging on Apple platforms, standard error elsewhere).
    ///   - startsHeld: Whether responses wait, queued, until ``ResponseRouter/resume()`` (for a cold start).
    ///   - coldStartCapacity: How many responses a held router queues before it completes the rest unhandled.
    ///   - timer: What measures deadlines (``DeadlineTimer/dispatch``, real time, by default; tests pass a manual one).
    package init(
        deadline: Double = 25, misusePolicy: CompletionMisusePolicy = .report,
        diagnostics: DiagnosticHandler = .platformDefault, startsHeld: Bool = false,
        coldStartCapacity: Int = 64,
        timer: DeadlineTimer = .dispatch
    ) {
        self.deadlineSeconds = deadline
        self.misusePolicy = misusePolicy
        self.diagnostics = diagnostics
        self.startsHeld = startsHeld
        self.coldStartCapacity = coldStartCapacity
        self.timer = timer
    }
}

extension RouterOptions {
    /// `https` and the URL schemes the main bundle declares (`CFBundleURLTypes` / `CFBundleURLSchemes`).
    package static let defaultURLSchemes: Set<String> = {
        var schemes: Set<String> = ["https"]
        let types = Bundle.main.infoDictionary?["CFBundleURLTypes"] as? [[String: Any]] ?? []
        for type in types {
            for scheme in type["CFBundleURLSchemes"] as? [String] ?? [] {
                schemes.insert(scheme.lowercased())
            }
        }
        return schemes
    }()
}

extension Duration {
    /// The duration in seconds, as the deadline timer takes it.
    package var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
