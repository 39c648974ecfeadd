import Foundation
@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// The `demo` walk-through: the bundled example's categories, a router, and one response of every kind.
public enum Demo {
    /// One routed response and what happened to it.
    public struct Row: Sendable {
        /// What kind of response it is.
        public var label: String
        /// The response.
        public var response: NotificationResponse
        /// The route that took it.
        package var route: RouteDescription?
        /// What called the system completion.
        public var cause: CompletionCause
        /// How many times the system completion ran.
        public var systemCompletions: Int
        /// The diagnostics it caused.
        public var diagnostics: [Diagnostic]
    }

    /// What the walk-through did.
    public struct Report: Sendable {
        /// The categories.
        public var registry: CategoryRegistry
        /// The warnings of building the router.
        public var buildDiagnostics: [Diagnostic]
        /// One row per response, cold-start ones last.
        public var rows: [Row]
        /// How many system completions had run when the held router was resumed.
        public var completionsBeforeResume: Int
    }

    /// The name the example configuration is shown under.
    public static let configurationName = "Examples/Configs/chat-and-reminders.json"

    /// The routers' deadline; the slow handler's is passed by hand, never waited for.
    static let deadline = 25.0

    /// Runs the walk-through on the embedded example configuration, or on `configuration`'s JSON. No real
    /// time is involved: deadlines are passed by hand, so the table is the same on any machine.
    public static func run(configuration: String = configurationJSON) async throws -> Report {
        let registry = try CategoryRegistry(
            jsonData: Array(configuration.utf8), fileName: configurationName)
        // The slow handler completes only once its deadline has been reported, so the late completion is
        // certain whatever the machine's load.
        let recorded = EventLog<Diagnostic>()
        var routes = RouterBuilder(registry: registry)
        routes.handle(.defaultAction) { _ in }
        routes.handle("message.like", in: "message") { _ in }
        routes.handle("invite.view", in: "invite") { _ in }
        routes.handle("message.mute", in: "message") { _ in }
        routes.handleReply("message.reply", in: "message") { _, _ in }
        routes.handle(.dismissAction) { _ in }
        routes.handle(
            "reminder.complete", in: "reminder",
            .completion { _, completion in
                completion()
                completion()
            })
        routes.handle("reminder.snooze", in: "reminder", .completion { _, _ in })
        routes.handle("invite.decline", in: "invite") { _ in throw DemoError.serverUnavailable }
        routes.handle("reminder.delete", in: "reminder") { _ in }
        routes.handle(
            "invite.accept", in: "invite",
            .completion { _, completion in
                Task {
                    _ = await recorded.first(timeout: 60) { $0.code == .deadlineExceeded }
                    completion()
                }
            })
        routes.handleUnmatched { _ in }
        let deadlines = HandFiredDeadlines()
        let buildDiagnostics = routes.coverage().warnings
        let router = try routes.build(
            options: RouterOptions(
                deadline: deadline, diagnostics: .immediate { recorded.append($0) },
                timer: deadlines.timer),
            coverageWarnings: .silent)

        let info: [String: JSONValue] = ["id": "42"]
        func respond(
            _ category: CategoryIdentifier, _ action: ActionIdentifier, text: String? = nil, request: String
        ) -> NotificationResponse {
            NotificationResponse(
                notification: DeliveredNotification(
                    requestIdentifier: request, category: category, title: "Demo", userInfo: info,
                    origin: .push),
                actionIdentifier: action, userText: text)
        }
        let cases: [(String, NotificationResponse)] = [
            ("tap on the body", respond("message", .defaultAction, request: "tap")),
            ("background action", respond("message", "message.like", request: "like")),
            ("foreground action", respond("invite", "invite.view", request: "view")),
            ("destructive action", respond("message", "message.mute", request: "mute")),
            ("text reply", respond("message", "message.reply", text: "On my way", request: "reply")),
            ("dismissal", respond("invite", .dismissAction, request: "dismiss")),
            (
                "forged: reminder.delete on a message",
                respond("message", "reminder.delete", request: "forged")
            ),
            ("unknown category 'promo'", respond("promo", "promo.open", request: "promo")),
            ("handler completes twice", respond("reminder", "reminder.complete", request: "twice")),
            ("handler never completes", respond("reminder", "reminder.snooze", request: "never")),
            ("handler throws", respond("invite", "invite.decline", request: "throws")),
            (
                "handler misses the \(Int(deadline))s deadline",
                respond("invite", "invite.accept", request: "slow")
            ),
        ]
        /// The reports that come after a response's system completion, which the row waits for.
        let lateReports: [String: Diagnostic.Code] = [
            "twice": .completionCalledTwice, "slow": .completionAfterDeadline,
        ]
        var rows: [Row] = []
        for (label, response) in cases {
            let request = response.notification.requestIdentifier
            let before = recorded.count
            let completions = Locked(0)
            let result = await withCheckedContinuation { continuation in
                router.route(
                    response, completion: { completions.withLock { $0 += 1 } },
                    report: { continuation.resume(returning: $0) })
                // The slow handler's deadline was scheduled before it started: pass it now.
                if request == "slow" { deadlines.fire(request) }
            }
            if let late = lateReports[request] {
                _ = await recorded.first(timeout: 60) { $0.code == late && $0.requestIdentifier == request }
            }
            rows.append(
                Row(
                    label: label, response: response, route: result.route, cause: result.cause,
                    systemCompletions: completions.withLock { $0 },
                    diagnostics: recorded.elements.dropFirst(before).filter {
                        $0.requestIdentifier == request
                    }))
        }

        // Cold start: the app is launched by a notification before its UI is ready.
        let heldRouter = try routes.build(
            options: RouterOptions(diagnostics: .silent, startsHeld: true), coverageWarnings: .silent)
        let launch = [
            ("cold start: the launching tap", respond("reminder", .defaultAction, request: "launch")),
            ("cold start: a second response", respond("message", "message.like", request: "early")),
        ]
        let completions = Locked([String: Int]())
        let results = Locked([String: RoutingResult]())
        let (finished, finishedContinuation) = AsyncStream.makeStream(of: Void.self)
        for (_, response) in launch {
            let request = response.notification.requestIdentifier
            heldRouter.route(
                response, completion: { completions.withLock { $0[request, default: 0] += 1 } },
                report: { result in
                    results.withLock { $0[request] = result }
                    finishedContinuation.yield()
                })
        }
        let completionsBeforeResume = completions.withLock { $0.values.reduce(0, +) }
        heldRouter.resume()
        var count = 0
        for await _ in finished {
            count += 1
            if count == launch.count { break }
        }
        for (label, response) in launch {
            let request = response.notification.requestIdentifier
            let result = results.withLock { $0[request]! }
            rows.append(
                Row(
                    label: label, response: response, route: result.route, cause: result.cause,
                    systemCompletions: completions.withLock { $0[request] ?? 0 }, diagnostics: []))
        }
        return Report(
            registry: registry, buildDiagnostics: buildDiagnostics, rows: rows,
            completionsBeforeResume: completionsBeforeResume)
    }

    /// Deadlines the walk-through passes by hand, by request identifier: the table is the same on any
    /// machine, and nothing waits in real time.
    final class HandFiredDeadlines: Sendable {
        private let pending = Locked([String: @Sendable () -> Void]())

        var timer: DeadlineTimer {
            DeadlineTimer(labelled: { [pending] _, request, fire in
                pending.withLock { $0[request] = fire }
                return { pending.withLock { _ = $0.removeValue(forKey: request) } }
            })
        }

        func fire(_ request: String) { pending.withLock { $0.removeValue(forKey: request) }?() }
    }

    enum DemoError: Error, CustomStringConvertible {
        case serverUnavailable
        var description: String { "DemoError.serverUnavailable" }
    }

    /// The report as text.
    static func text(_ report: Report, configuration: String) -> String {
        var out = "NotificationActions demo — \(configuration)\n\n"
        out += "1. The categories, as the user sees them (profile \(report.registry.profile))\n\n"
        out += CategoryPreview.text(report.registry) + "\n\n"
        let routes = report.rows.count
        out += "2. The router: built with every action routed"
        out +=
            report.buildDiagnostics.isEmpty
            ? ", no coverage warnings.\n\n" : ", \(report.buildDiagnostics.count) coverage warnings.\n\n"
        out +=
            "3. One response of every kind (\(routes) responses; deadline \(Int(deadline))s, passed by hand for the slow handler)\n\n"
        var table: [[String]] = [
            ["#", "response", "route taken", "system completions", "finished by", "diagnostics"]
        ]
        for (index, row) in report.rows.enumerated() {
            table.append([
                String(index + 1),
                "\(row.label) [\(row.response.categoryIdentifier) / \(shortName(row.response.actionIdentifier))]",
                row.route.map { shortRoute($0.kind) } ?? "none", String(row.systemCompletions),
                row.cause.rawValue,
                row.diagnostics.isEmpty ? "—" : row.diagnostics.map(\.code.rawValue).joined(separator: ", "),
            ])
        }
        out += format(table) + "\n\n"
        out +=
            "4. Cold start: the router was held; \(report.completionsBeforeResume) system completions ran before resume(), "
        out += "then both queued responses were delivered in arrival order.\n\n"
        let all = report.rows.allSatisfy { $0.systemCompletions == 1 }
        out += "Every response's system completion ran exactly once: \(all ? "yes" : "NO").\n\n"
        out += "5. The diagnostics, in full\n\n"
        for (index, row) in report.rows.enumerated() {
            for diagnostic in row.diagnostics { out += "  #\(index + 1): \(diagnostic)\n" }
        }
        return out
    }

    private static func shortName(_ action: ActionIdentifier) -> String {
        switch action {
        case .defaultAction: "default action"
        case .dismissAction: "dismiss action"
        default: action.rawValue
        }
    }

    private static func shortRoute(_ kind: RouteKind) -> String {
        switch kind {
        case .action(let action, let category): "\(category) / \(shortName(action))"
        case .anyCategory(let action): "any category / \(shortName(action))"
        case .categoryFallback(let category): "fallback of \(category)"
        case .globalFallback: "global fallback"
        case .serverChosen(let action): "server-chosen / \(action)"
        }
    }

    private static func format(_ table: [[String]]) -> String {
        let widths = table[0].indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.enumerated().map { index, row in
            let line = row.enumerated().map { column, cell in
                column == row.count - 1
                    ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
            return index == 0 ? line + "\n" + String(repeating: "-", count: line.count) : line
        }.joined(separator: "\n")
    }
}
