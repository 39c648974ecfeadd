/// The messages of the router's own diagnostics, one function per ``Diagnostic/Code``, so routing logic
/// reads as logic and every message of a code is in one place. (The completion guarantee's messages are
/// in `GuardReporter+Messages.swift`.)
enum RoutingMessages {
    /// `duplicate-response`.
    @inline(never) static func duplicateResponse(_ response: NotificationResponse) -> String {
        "\(quotedResponse(response)) was delivered again (a scene-based app gets a launching notification's "
            + "response both in the scene's connection options and through the notification delegate); it was "
            + "handled once, so this delivery was completed without running the handler again. Routing both "
            + "paths is safe; routing only the delegate's is enough."
    }

    /// `cold-start-overflow`.
    @inline(never) static func coldStartOverflow(_ response: NotificationResponse, capacity: Int) -> String {
        "the router is held and its queue of \(capacity) responses is full; \(quotedResponse(response)) was "
            + "completed without being handled. Call resume() once the app is ready, or raise "
            + "RouterOptions.coldStartCapacity."
    }

    /// `payload-too-deep`.
    @inline(never) static func payloadTooDeep(_ response: NotificationResponse, key: String) -> String {
        "\(quotedResponse(response)) carries userInfo[\(quoted(key))] nested more than "
            + "\(SendableValues.maxDepth) levels deep; the levels beyond were replaced by NSNull and the response "
            + "was routed. A push is at most 4 KB: check the server that sent it."
    }

    /// `unhandled-response`.
    @inline(never) static func unhandledResponse(_ response: NotificationResponse) -> String {
        "\(quotedResponse(response)) matched no route and no fallback; the system completion was called. "
            + "Register a handler for it, or a fallback."
    }

    /// `unknown-category`, for a response; `hint` is a "did you mean" or empty.
    @inline(never) static func unknownCategory(_ response: NotificationResponse, hint: String) -> String {
        "a response with action \(quoted(response.actionIdentifier)) (request "
            + "\(quoted(response.notification.requestIdentifier))) names category "
            + "\(quoted(response.categoryIdentifier)), which is not registered; only the global fallback may "
            + "receive it.\(hint) Check the notification's categoryIdentifier or the payload's aps.category: a "
            + "notification of an unregistered category shows no buttons."
    }

    /// `unknown-category`, for a notification to present in the foreground.
    @inline(never) static func unknownCategory(presenting notification: DeliveredNotification) -> String {
        "a notification (request \(quoted(notification.requestIdentifier))) names category "
            + "\(quoted(notification.categoryIdentifier)), which is not registered; it is not presented in the "
            + "foreground and shows no buttons. Check its categoryIdentifier or the payload's aps.category."
    }

    /// `action-not-in-category`; `actions` are the category's.
    @inline(never) static func actionNotInCategory(
        _ response: NotificationResponse, actions: [ActionIdentifier]
    ) -> String {
        "a response of category \(quoted(response.categoryIdentifier)) (request "
            + "\(quoted(response.notification.requestIdentifier))) carries action "
            + "\(quoted(response.actionIdentifier)), which is not one of its actions "
            + "(\(quotedList(actions.map(\.rawValue)))); it is stale or forged, so no handler of that action "
            + "receives it, only a fallback."
    }

    /// `cold-start-abandoned`.
    /// `cold-start-held-past-deadline`.
    @inline(never) static func coldStartHeldPastDeadline(_ response: NotificationResponse, seconds: Double)
        -> String
    {
        let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        return
            "response \(quoted(response.actionIdentifier)) of category \(quoted(response.categoryIdentifier)) "
            + "waited \(shown) seconds for the app's interface (ResponseRouter.resume() was not called); its "
            + "system completion was called so the system does not kill the app. It stays queued and reaches "
            + "its handler when resume() is called: call it when the first scene becomes active."
    }

    @inline(never) static func coldStartAbandoned(_ response: NotificationResponse) -> String {
        "the router was released while held, before resume() delivered \(quotedResponse(response)); its system "
            + "completion was called without handling it. Keep the router for the app's lifetime and call resume() "
            + "once the app is ready."
    }

    /// `action-not-in-category`, for a dynamic category whose push's spec is missing, invalid, or another.
    @inline(never) static func serverChosenUnreadable(
        _ response: NotificationResponse, _ reading: ServerChosenButtons.Reading
    )
        -> String
    {
        let why =
            reading.buttons != nil
            ? "describes other buttons than the ones \(quoted(response.categoryIdentifier)) was made from"
            : reading.issues.isEmpty
                ? "has no \"\(ServerChosenButtons.payloadKey)\" spec"
                : "has an invalid \"\(ServerChosenButtons.payloadKey)\" spec (\(reading.issues.first!.message))"
        return "\(quotedResponse(response)) is of a server-chosen category, but its push \(why); no button "
            + "handler receives it, only the global fallback. Check the push with notification-actions check-payload."
    }

    /// `url-scheme-refused`.
    @inline(never) static func urlSchemeRefused(_ url: String, allowed: Set<String>) -> String {
        "a server-chosen button asked to open \(quoted(url)), whose scheme is not one the app allows "
            + "(\(quotedList(Array(allowed).sorted()))); it was not opened and the response was completed. Add the scheme "
            + "to RouterOptions.allowedURLSchemes if the app means to open it."
    }

    /// `url-not-opened`.
    @inline(never) static func urlNotOpened(_ url: String) -> String {
        "a server-chosen button asked to open \(quoted(url)), but no route opens URLs; the response was "
            + "completed without opening it. Register routes.handleServerChosenURLs { url in … } (on iOS, "
            + "UIApplication.shared.open(url))."
    }

    /// `delegate-replaced`; `replacement` is the new delegate's type.
    @inline(never) static func delegateReplaced(by replacement: String) -> String {
        "the notification center's delegate is now \(replacement), not the router's "
            + "NotificationRouterDelegate, and no response or presentation has reached the router through it; "
            + "unless it forwards to the router's delegate, responses and foreground presentations no longer "
            + "reach the router. If that library wraps the delegate and forwards (the report stops once a call "
            + "comes through it), nothing is lost; if it replaced it, install the router's delegate after it "
            + "(the router forwards that library's notifications to it)."
    }
}

/// "the response with action 'a' of category 'c' (request 'r')", for messages.
@inline(never) func quotedResponse(_ response: NotificationResponse) -> String {
    "the response with action \(quoted(response.actionIdentifier)) of category "
        + "\(quoted(response.categoryIdentifier)) (request \(quoted(response.notification.requestIdentifier)))"
}
