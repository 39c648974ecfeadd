// The completion-style registrations whose shape was chosen by the closure's arity alone. A one-parameter
// closure that starts a callback API and returns is an async handler that completes at once — the
// "completion called too early" failure — so the shape is now said by name: `.completion { response,
// completion in … }`. These spellings keep working, with a deprecation warning that says what to write.

extension RouterBuilder {
    /// Handles an action of a category with a completion-style handler.
    ///
    /// - Parameters:
    ///   - action: The action's identifier.
    ///   - category: The category the action belongs to.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the response and a completion handler to call exactly once.
    @available(
        *, deprecated,
        message: "say the shape: handle(_:in:_:) with .completion { response, completion in … }"
    )
    public mutating func handle(
        _ action: ActionIdentifier, in category: CategoryIdentifier, fileID: String = #fileID,
        line: Int = #line, _ handler: @escaping CompletionResponseHandler
    ) {
        handle(action, in: category, fileID: fileID, line: line, .completion(handler))
    }

    /// Handles an action in whichever category has it, with a completion-style handler.
    ///
    /// - Parameters:
    ///   - action: The action's identifier.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the response and a completion handler to call exactly once.
    @available(
        *, deprecated, message: "say the shape: handle(_:_:) with .completion { response, completion in … }"
    )
    public mutating func handle(
        _ action: ActionIdentifier, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping CompletionResponseHandler
    ) {
        handle(action, fileID: fileID, line: line, .completion(handler))
    }

    /// Handles taps on the notification body with a completion-style handler.
    ///
    /// - Parameters:
    ///   - category: The category; `nil` for every category.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the response and a completion handler to call exactly once.
    @available(
        *, deprecated,
        message: "say the shape: handleDefaultAction(in:_:) with .completion { response, completion in … }"
    )
    public mutating func handleDefaultAction(
        in category: CategoryIdentifier? = nil, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping CompletionResponseHandler
    ) {
        handleDefaultAction(in: category, fileID: fileID, line: line, .completion(handler))
    }

    /// Handles dismissals with a completion-style handler.
    ///
    /// - Parameters:
    ///   - category: The category; `nil` for every category.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the response and a completion handler to call exactly once.
    @available(
        *, deprecated,
        message: "say the shape: handleDismiss(in:_:) with .completion { response, completion in … }"
    )
    public mutating func handleDismiss(
        in category: CategoryIdentifier? = nil, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping CompletionResponseHandler
    ) {
        handleDismiss(in: category, fileID: fileID, line: line, .completion(handler))
    }

    /// A category fallback with a completion-style handler.
    ///
    /// - Parameters:
    ///   - category: The category.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the response and a completion handler to call exactly once.
    @available(
        *, deprecated,
        message: "say the shape: fallback(for:_:) with .completion { response, completion in … }"
    )
    public mutating func fallback(
        for category: CategoryIdentifier, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping CompletionResponseHandler
    ) {
        fallback(for: category, fileID: fileID, line: line, .completion(handler))
    }

    /// The global fallback with a completion-style handler.
    ///
    /// - Parameters:
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the response and a completion handler to call exactly once.
    @available(
        *, deprecated, message: "say the shape: fallback(_:) with .completion { response, completion in … }"
    )
    public mutating func fallback(
        fileID: String = #fileID, line: Int = #line, _ handler: @escaping CompletionResponseHandler
    ) {
        fallback(fileID: fileID, line: line, .completion(handler))
    }
}
