extension RouterBuilder {
    // The typed forms: the push's custom keys decoded into a `NotificationPayload` (the build plugin
    // generates one per category that declares `payload`), its category the payload's. A push whose keys
    // do not decode is completed without running the handler and reported as `payload-undecodable`.

    /// Handles an action of the payload's category, with the push's keys decoded.
    ///
    /// - Parameters:
    ///   - action: The action's identifier.
    ///   - payload: The type the push's custom keys decode into; its `category` is the route's.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the decoded keys and the response.
    public mutating func handle<Payload: NotificationPayload>(
        _ action: ActionIdentifier, payload: Payload.Type, fileID: String = #fileID, line: Int = #line,
        @_inheritActorContext _ handler:
            @escaping @isolated(any) @Sendable (Payload, NotificationResponse) async throws -> Void
    ) {
        handle(action, in: Payload.category, payload: payload, fileID: fileID, line: line, handler)
    }

    /// Handles a case of an action enum, with the push's keys decoded.
    ///
    /// - Parameters:
    ///   - action: The action: `OrderAction.track`.
    ///   - payload: The type the push's custom keys decode into.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the decoded keys and the response.
    public mutating func handle<Action: ActionIdentifierConvertible, Payload: NotificationPayload>(
        _ action: Action, payload: Payload.Type, fileID: String = #fileID, line: Int = #line,
        @_inheritActorContext _ handler:
            @escaping @isolated(any) @Sendable (Payload, NotificationResponse) async throws -> Void
    ) {
        handle(
            action.actionIdentifier, in: Action.category, payload: payload, fileID: fileID, line: line,
            handler)
    }

    /// Handles every case of an action enum with one closure, with the push's keys decoded.
    ///
    /// - Parameters:
    ///   - actions: The enum: `OrderAction.self`.
    ///   - payload: The type the push's custom keys decode into.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the case, the decoded keys and the response.
    public mutating func handle<
        Action: ActionIdentifierConvertible & CaseIterable, Payload: NotificationPayload
    >(
        all actions: Action.Type, payload: Payload.Type, fileID: String = #fileID, line: Int = #line,
        @_inheritActorContext _ handler:
            @escaping @isolated(any) @Sendable (Action, Payload, NotificationResponse) async throws -> Void
    ) {
        handle(all: actions, in: Action.category, payload: payload, fileID: fileID, line: line, handler)
    }

    /// Handles a text-input case of an action enum, with the typed text and the push's keys decoded.
    ///
    /// - Parameters:
    ///   - action: The text-input action: `MessageAction.reply`.
    ///   - payload: The type the push's custom keys decode into.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the typed text (empty when the user typed nothing), the decoded keys and the response.
    public mutating func handleReply<Action: ActionIdentifierConvertible, Payload: NotificationPayload>(
        _ action: Action, payload: Payload.Type, fileID: String = #fileID, line: Int = #line,
        @_inheritActorContext _ handler:
            @escaping @isolated(any) @Sendable (_ text: String, Payload, NotificationResponse) async throws ->
            Void
    ) {
        handleReply(
            action.actionIdentifier, in: Action.category, payload: payload, fileID: fileID, line: line,
            handler)
    }
}

/// Handlers that receive a push's custom keys decoded into a payload type (one `generate-swift` wrote, or
/// any `Decodable`). The keys are decoded once, when the response arrives, before the handler runs; a
/// push whose keys do not decode does not run the handler: its response is completed and reported as
/// `payload-undecodable`, naming the key path, the expected type and what arrived. Routes without a
/// payload type decode nothing.
extension RouterBuilder {
    /// Routes `action` of `category` to `handler`, with the push's custom keys decoded.
    ///
    /// ```swift
    /// routes.handle("invite.accept", payload: InvitePayload.self) { payload, response in
    ///     try await invitations.accept(payload.invitation)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - action: The action's identifier.
    ///   - category: The category it belongs to.
    ///   - payload: The type the push's custom keys decode into.
    ///   - fileID: Where the route is registered, for reports; leave the default.
    ///   - line: The line of the registration; leave the default.
    ///   - handler: Runs with the decoded keys and the response; the response completes when it returns.
    package mutating func handle<Payload: Decodable & Sendable>(
        _ action: ActionIdentifier, in category: CategoryIdentifier, payload: Payload.Type,
        fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @isolated(any) @Sendable (Payload, NotificationResponse) async throws -> Void
    ) {
        handle(
            action, in: category, fileID: fileID, line: line, ResponseHandler(Self.decoding(payload, handler))
        )
    }

    /// Routes every action of `actions` in `category` to one handler, with the action as a value for an
    /// exhaustive `switch` and the push's custom keys decoded.
    ///
    /// - Parameters:
    ///   - actions: The generated enum of the category's actions.
    ///   - category: The category.
    ///   - payload: The type the push's custom keys decode into.
    ///   - fileID: Where the route is registered, for reports; leave the default.
    ///   - line: The line of the registration; leave the default.
    ///   - handler: Runs with the action, the decoded keys and the response.
    package mutating func handle<
        Action: ActionIdentifierConvertible & CaseIterable, Payload: Decodable & Sendable
    >(
        all actions: Action.Type, in category: CategoryIdentifier, payload: Payload.Type,
        fileID: String = #fileID, line: Int = #line,
        _ handler:
            @escaping @isolated(any) @Sendable (Action, Payload, NotificationResponse) async throws -> Void
    ) {
        for action in actions.allCases {
            handle(
                action.actionIdentifier, in: category, payload: payload, fileID: fileID, line: line
            ) { decoded, response in
                try await handler(action, decoded, response)
            }
        }
    }

    /// Routes the typed replies of a text-input `action`, with the push's custom keys decoded.
    ///
    /// - Parameters:
    ///   - action: The text-input action's identifier.
    ///   - category: The category it belongs to.
    ///   - payload: The type the push's custom keys decode into.
    ///   - fileID: Where the route is registered, for reports; leave the default.
    ///   - line: The line of the registration; leave the default.
    ///   - handler: Runs with the typed text (never `nil`; empty when the user sent nothing), the decoded
    ///     keys and the response.
    package mutating func handleReply<Payload: Decodable & Sendable>(
        _ action: ActionIdentifier, in category: CategoryIdentifier, payload: Payload.Type,
        fileID: String = #fileID, line: Int = #line,
        _ handler:
            @escaping @isolated(any) @Sendable (_ text: String, Payload, NotificationResponse) async throws ->
            Void
    ) {
        handle(
            action, in: category, fileID: fileID, line: line,
            ResponseHandler(
                Self.decoding(payload) { decoded, response in
                    try await handler(response.userText ?? "", decoded, response)
                }))
    }

    /// A handler that decodes the push's custom keys, then runs `handler`; a decoding failure is thrown as
    /// ``UndecodablePayload``, which the completion guard reports as `payload-undecodable`.
    static func decoding<Payload: Decodable & Sendable>(
        _ type: Payload.Type,
        _ handler: @escaping @isolated(any) @Sendable (Payload, NotificationResponse) async throws -> Void
    ) -> AsyncResponseHandler {
        { response in
            let payload: Payload
            do throws(PayloadDecodingError) {
                payload = try PayloadDecoding.decode(type, from: response.notification.json)
            } catch {
                throw UndecodablePayload(error: error, type: String(describing: type))
            }
            try await handler(payload, response)
        }
    }
}

/// What a typed route throws when the push's keys do not decode: its handler did not run.
struct UndecodablePayload: Error {
    let error: PayloadDecodingError
    /// The payload type's name.
    let type: String
}
