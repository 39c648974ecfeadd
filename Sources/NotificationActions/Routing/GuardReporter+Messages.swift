/// The messages of the completion guarantee's diagnostics, each beside its code.
extension GuardReporter {
    /// What the response's handler is, as the subject of a sentence.
    var subjectText: String {
        switch subject {
        case .route(let route):
            var text = route.description.description
            if case .action = route.description.kind {
            } else {
                text += ", handling action \(quoted(action)) of category \(quoted(category)),"
            }
            return text
        case .presentation(let site):
            return
                "the foreground-presentation handler of category \(quoted(category)) (registered at \(site))"
        case .forwarded(let owner):
            return "the previous notification delegate (\(owner)), handling action \(quoted(action)) "
                + "of category \(quoted(category)) it was forwarded,"
        }
    }

    /// ``RouterOptions/deadline``, written as a person would.
    var seconds: String {
        let value = deadline ?? shared.options.deadlineSeconds
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Whether the subject is an async handler, whose task the deadline cancels.
    var runsInTask: Bool {
        if case .route(let route) = subject, case .async = route.body { return true }
        return false
    }

    /// `deadline-exceeded`.
    var deadlineMessage: String {
        "\(subjectText) had not completed after \(seconds) seconds; the system completion was called so the "
            + "system does not suspend or kill the app mid-work. "
            + (runsInTask
                ? "Its task was cancelled: a handler that checks Task.isCancelled or awaits a cancellable call "
                    + "stops there. A later return will be ignored."
                : "A later completion will be ignored.")
    }

    /// `completion-dropped`.
    var droppedMessage: String {
        "\(subjectText) released its completion handler without calling it; the system completion was called "
            + "on its behalf. Call it on every path, or register an async handler, which completes when it "
            + "returns."
    }

    /// `handler-threw`, when the throw finished the response.
    @inline(never) func threwMessage(_ description: String) -> String {
        "\(subjectText) threw \(description); the system completion was called. Catch the error in the "
            + "handler to decide what the user sees."
    }

    /// `payload-undecodable`; `description` is the payload type and where its decoding failed.
    @inline(never) func undecodableMessage(_ description: String) -> String {
        "\(subjectText) was not run: the push's custom keys do not decode into \(description). The system "
            + "completion was called. The server and the app disagree on the payload: check the server's pushes "
            + "with `notification-actions check-payload` or the schema of `schema --payloads`."
    }

    /// The code, message and whether it is a misuse (trapped on under ``CompletionMisusePolicy/trap``) of
    /// an event after the first.
    @inline(never) func lateReport(_ late: CompletionStateMachine.LateEvent, thrown: String?) -> (
        Diagnostic.Code, String, misuse: Bool
    ) {
        switch late {
        case .completedAgain(previous: .deadlineExceeded):
            (
                .completionAfterDeadline,
                "\(subjectText) completed after its \(seconds)-second deadline had passed; the system "
                    + "completion had already been called, so this completion was ignored. Finish the work "
                    + "sooner, or raise RouterOptions.deadline.",
                true
            )
        case .completedAgain:
            (
                .completionCalledTwice,
                "\(subjectText) called its completion handler more than once; the extra call was ignored. "
                    + "Call it exactly once, on every path.",
                true
            )
        case .stoppedOnCancellation:
            (
                .handlerCancelled,
                "\(subjectText) stopped with \(thrown ?? "CancellationError()") after its \(seconds)-second deadline "
                    + "cancelled its task; the system completion had already been called.",
                false
            )
        case .threwLate:
            (
                .handlerThrew,
                "\(subjectText) threw \(thrown ?? "an error") after its \(seconds)-second deadline had passed; the "
                    + "system completion had already been called.",
                false
            )
        }
    }
}
