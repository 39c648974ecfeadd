/// What a misused completion handler does.
package enum CompletionMisusePolicy: Hashable, Sendable {
    /// Ignore the extra or late call and report it (the default: the app keeps running).
    case report
    /// Stop the program with the report, to catch the bug in a debugger.
    case trap
}
