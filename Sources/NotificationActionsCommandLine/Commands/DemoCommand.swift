@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// `notification-actions demo`.
enum DemoCommand: Subcommand {
    static let name = "demo"
    static let summary =
        "Walk through the bundled example: categories, router, and one response of every kind."
    struct Options: CommandOptions {
        static var options: [OptionDeclaration<Self>] { [] }
        static var operands: OperandDeclaration<Self> { OperandDeclaration<Self>.none }
    }

    static let details = """
        Loads Examples/Configs/chat-and-reminders.json, prints what each category shows in each context,
        builds a router, and routes one response of every kind through it: a tap, background,
        foreground and destructive actions, a typed reply, a dismissal, an action forged from another
        category, an unknown category, and handlers that complete twice, never complete, throw, or miss
        a short deadline; then a cold start released by resume(). A table shows the route each took,
        how many times the system completion ran (always 1), and the diagnostics, printed in full below.
        Takes about a second.

        Exit status: 0 the walk-through ran, 1 a response's system completion did not run exactly once (a
        broken guarantee: report it), 2 usage error (demo takes no options or operands).

        Examples:
          swift run notification-actions demo
        """

    static func run(_ options: Options, _ tool: inout CommandLineTool) async throws -> ExitStatus {
        do {
            let report = try await Demo.run()
            tool.result.standardOutput += Demo.text(report, configuration: Demo.configurationName)
            return report.rows.allSatisfy { $0.systemCompletions == 1 } ? .success : .invalid
        } catch {
            tool.printError("notification-actions: error: \(error)")
            return .invalid
        }
    }
}
