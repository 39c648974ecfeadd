@_spi(Generated) import NotificationActions
import Testing

@testable import NotificationActionsCommandLine
@testable import NotificationActionsTooling

@Suite("notification-actions demo")
struct DemoTests {
    @Test("every response in the demo's table ran its system completion exactly once")
    func exactlyOnce() async throws {
        let report = try await Demo.run()
        #expect(report.rows.count == 14)
        #expect(report.rows.allSatisfy { $0.systemCompletions == 1 })
        #expect(report.completionsBeforeResume == 0)
        #expect(report.buildDiagnostics.isEmpty)
    }

    @Test("the demo shows each kind of response taking its route and causing its diagnostics")
    func routesAndDiagnostics() async throws {
        let rows = try await Demo.run().rows
        let byRequest = Dictionary(
            uniqueKeysWithValues: rows.map { ($0.response.notification.requestIdentifier, $0) })
        #expect(byRequest["reply"]?.route?.kind == .action("message.reply", in: "message"))
        #expect(byRequest["forged"]?.route?.kind == .globalFallback)
        #expect(byRequest["forged"]?.diagnostics.map(\.code) == [.actionNotInCategory])
        #expect(byRequest["promo"]?.diagnostics.map(\.code) == [.unknownCategory])
        #expect(byRequest["twice"]?.diagnostics.map(\.code) == [.completionCalledTwice])
        #expect(byRequest["never"]?.cause == .completionDropped)
        #expect(byRequest["throws"]?.cause == .handlerThrew)
        #expect(byRequest["slow"]?.cause == .deadlineExceeded)
        #expect(byRequest["slow"]?.diagnostics.map(\.code) == [.deadlineExceeded, .completionAfterDeadline])
        #expect(rows.suffix(2).map(\.response.notification.requestIdentifier) == ["launch", "early"])
        for request in ["tap", "like", "view", "mute", "reply", "dismiss", "launch", "early"] {
            #expect(byRequest[request]?.diagnostics.isEmpty == true, "\(request)")
            #expect(byRequest[request]?.cause == .handlerReturned, "\(request)")
        }
    }

    @Test("the embedded example configuration is exactly Examples/Configs/chat-and-reminders.json")
    func embeddedConfiguration() throws {
        let file = try String(
            contentsOf: packageRoot.appendingPathComponent(Demo.configurationName), encoding: .utf8)
        #expect(Demo.configurationJSON == file)
    }

    @Test("the demo command prints the table and exits 0")
    func command() async {
        let result = await CommandLineTool.run(["demo"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("Every response's system completion ran exactly once: yes."))
        #expect(
            result.standardOutput.contains(
                "NotificationActions: completion misuse: the handler for action 'reminder.complete'"))
        #expect(await CommandLineTool.run(["demo", "extra"]).exitCode == 2)
    }
}
