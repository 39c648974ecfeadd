extension ResponseRouter {
    /// How a notification should show while the app is in the foreground: the category's
    /// `foregroundPresentation`, or the answer of a presentation route registered for it. `completion`
    /// is called exactly once; a presentation route that passes the deadline is answered with the
    /// category's presentation. Held routers answer too: the system will not wait for `resume()`.
    ///
    /// - Parameters:
    ///   - notification: The delivered notification.
    ///   - completion: Called exactly once with how to present it.
    package func presentation(
        for notification: DeliveredNotification,
        completion: @escaping @Sendable (NotificationCategory.ForegroundPresentation) -> Void
    ) {
        // Not the router's: no category, an unregistered one, server-chosen buttons. Shown as the app set
        // (RouterOptions.defaultPresentation), quietly: a tap, if one comes, is reported when it is routed.
        guard let category = registry.category(notification.categoryIdentifier) else {
            return completion(options.defaultPresentation)
        }
        guard let override = presentations[category.identifier] else {
            return completion(category.foregroundPresentation)
        }
        let handler = guardCompletion(
            GuardReporter(
                shared: shared, subject: .presentation(override.site), category: category.identifier,
                action: .defaultAction, request: notification.requestIdentifier, observer: nil,
                deadline: options.presentationDeadline),
            .presentation(completion, fallback: category.foregroundPresentation),
            seconds: options.presentationDeadline)
        let task = Task {
            let presentation = await override.decide(notification)
            handler.guarded.core.handlerFinished(cause: .handlerReturned, presentation: presentation)
        }
        handler.guarded.core.attach(task)
    }

    /// Guards a foreground-presentation completion handed to another notification delegate (another
    /// library's): its first answer goes to the system; a second is ignored and reported naming `owner`
    /// (the other delegate's type); none by the deadline, or a dropped one, is answered with
    /// ``RouterOptions/defaultPresentation`` — how the app chose to show notifications it does not own (a
    /// fixed "shown" here showed an SDK's pushes the app had hidden, 3 s late: audit B17) — and reported.
    ///
    /// - Parameters:
    ///   - notification: The delivered notification.
    ///   - owner: The other delegate's type name, for reports.
    ///   - completion: The system's presentation completion.
    package func guardForwardedPresentation(
        for notification: DeliveredNotification, to owner: String,
        completion: @escaping @Sendable (NotificationCategory.ForegroundPresentation) -> Void
    ) -> @Sendable (NotificationCategory.ForegroundPresentation) -> Void {
        let handler = guardCompletion(
            GuardReporter(
                shared: shared, subject: .forwarded(owner), category: notification.categoryIdentifier,
                action: .defaultAction, request: notification.requestIdentifier, observer: nil,
                deadline: options.presentationDeadline),
            .presentation(completion, fallback: options.defaultPresentation),
            seconds: options.presentationDeadline)
        return { presentation in
            handler.guarded.core.handlerFinished(cause: .handlerCompleted, presentation: presentation)
        }
    }

    /// How a notification should show while the app is in the foreground.
    ///
    /// - Parameter notification: The delivered notification.
    public func presentation(for notification: DeliveredNotification) async
        -> NotificationCategory.ForegroundPresentation
    {
        await withCheckedContinuation { continuation in
            presentation(for: notification) { continuation.resume(returning: $0) }
        }
    }
}
