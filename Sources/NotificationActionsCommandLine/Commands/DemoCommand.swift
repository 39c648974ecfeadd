import NotificationActions

/// `notification-actions demo`.
enum DemoCommand: Subcommand {
    static let name = "demo"
    static let summary =
        "Walk through the bundled example: categories, router, and one response of every kind."
    static let usage = "notification-actions demo"
    static let options: [Arguments.Option] = []
    static let details = """
        Loads Examples/Configs/chat-and-reminders.json, prints what each category shows in each context,
        builds a router, and routes one response of every kind through it: a tap, background,
        foreground and destructive actions, a typed reply, a dismissal, an action forged from another
        category, an unknown category, and handlers that complete twice, never complete, throw, or miss
        a short deadline; then a cold start released by resume(). A table shows the route each took,
        how many times the system completion ran (always 1), and the diagnostics, printed in full below.
        Takes about a second.

        Examples:
          swift run notification-actions demo
        """

    static func run(_ parsed: Arguments, _ tool: inout CommandLineTool) async throws(UsageError) {
        try await tool.demo(parsed)
    }
}

extension CommandLineTool {
    mutating func demo(_ parsed: Arguments) async throws(UsageError) {
        guard parsed.operands.isEmpty else {
            throw UsageError(command: "demo", message: "'demo' takes no operands")
        }
        do {
            let report = try await Demo.run()
            result.standardOutput += Demo.text(
                report, configuration: Demo.configurationName)
            result.exitCode =
                (report.rows.allSatisfy { $0.systemCompletions == 1 } ? ExitStatus.success : .invalid)
                .rawValue
        } catch {
            printError("notification-actions: error: \(error)")
            result.exitCode = ExitStatus.invalid.rawValue
        }
    }
}
