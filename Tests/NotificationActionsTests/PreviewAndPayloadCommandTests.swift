import Foundation
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsCommandLine
@testable import NotificationActionsTooling

@Suite("notification-actions check-payload and preview")
struct PreviewAndPayloadCommandTests {
    let config = packageRoot.appendingPathComponent("Examples/Configs/chat-and-reminders.json").path

    @Test("check-payload: the example payloads are valid; the mistakes file is not")
    func checkPayloadFiles() async {
        let payloads = ["invite", "message"].map {
            packageRoot.appendingPathComponent("Examples/Payloads/alert/\($0).json").path
        }
        let good = await CommandLineTool.run(["check-payload", "--config", config] + payloads)
        #expect(good.exitCode == 0)
        #expect(
            good.standardOutput.contains(
                "invite.json: valid (alert push, inferred; 237 of 4096 bytes): 0 errors, 0 warnings"))
        let bad = await CommandLineTool.run([
            "check-payload", "--config", config,
            packageRoot.appendingPathComponent("Examples/Invalid/payload-mistakes.json").path,
        ])
        #expect(bad.exitCode == 1)
        #expect(
            bad.standardOutput.contains(
                "payload-mistakes.json:4:17: error: aps.category: category 'reminders' is not registered"))
        #expect(
            bad.standardOutput.contains(
                "invalid (alert push, inferred; 232 of 4096 bytes): 5 errors, 1 warning"))
    }

    @Test("check-payload reads standard input, reports JSON, and honours --strict")
    func checkPayloadOptions() async throws {
        let noCategory = #"{"aps": {"alert": "Hi"}}"#
        let plain = await CommandLineTool.run(
            ["check-payload", "--config", config, "-"], readStandardInput: { Array(noCategory.utf8) })
        #expect(plain.exitCode == 0)
        #expect(plain.standardOutput.contains("<stdin>:1:9: warning: aps.category:"))
        let strict = await CommandLineTool.run(
            ["check-payload", "--strict", "--config", config, "-"],
            readStandardInput: { Array(noCategory.utf8) })
        #expect(strict.exitCode == 1)
        let json = await CommandLineTool.run(
            ["check-payload", "--format", "json", "--config", config, "-"],
            readStandardInput: { Array(noCategory.utf8) })
        let file = try #require(try JSONValue(parsing: json.standardOutput.utf8)["files"]?.arrayValue?.first)
        #expect(file["warnings"] == 1)
        #expect(file["issues"]?.arrayValue?.first?["code"] == "missing-category")
    }

    @Test(
        "check-payload usage errors exit 2",
        arguments: [
            (["check-payload", "x.json"], "needs --config CONFIG"),
            (["check-payload", "--config", "c.json"], "needs at least one PAYLOAD"),
            (["check-payload", "--config", "/nonexistent.json", "x.json"], "no such file"),
            (
                ["check-payload", "--max-size", "big", "--config", "c.json", "x.json"],
                "takes a number of bytes"
            ),
        ])
    func checkPayloadUsage(_ arguments: [String], _ message: String) async {
        let result = await CommandLineTool.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    @Test("check-payload refuses an invalid configuration as every command does: every issue, exit 1")
    func invalidConfig() async {
        let bad = packageRoot.appendingPathComponent("Examples/Invalid/common-mistakes.json").path
        let result = await CommandLineTool.run(
            ["check-payload", "--config", bad, "-"], readStandardInput: { Array("{}".utf8) })
        let preview = await CommandLineTool.run(["preview", bad])
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("common-mistakes.json: invalid: "))
        #expect(result.standardError == preview.standardError)
        let fromStandardInput = await CommandLineTool.run(
            ["check-payload", "--config", "-", "payload.json"], readStandardInput: { Array("{".utf8) })
        #expect(fromStandardInput.exitCode == 1)
        #expect(fromStandardInput.standardError.hasPrefix("<stdin>:1:"))
    }

    @Test("preview shows both contexts of every category, plain when not a terminal")
    func previewText() async {
        let result = await CommandLineTool.run(["preview", config])
        #expect(result.exitCode == 0)
        #expect(
            result.standardOutput.contains(
                "  invite  [customDismissAction]  foreground: banner, list\n    expanded  Accept (background, unlock) · Decline (red, background) · View (opens app)\n    banner    Accept (background, unlock) · Decline (red, background)"
            ))
        #expect(
            result.standardOutput.contains(
                "Reply (type: \"Write a reply…\" → Send, background, icon arrowshape.turn.up.left)"))
        #expect(!result.standardOutput.contains("\u{1B}["))
        let coloured = await CommandLineTool.run(
            ["preview", "--category", "invite", config], isTerminal: true)
        #expect(coloured.standardOutput.contains("\u{1B}[31mDecline (red, background)\u{1B}[0m"))
        #expect(!coloured.standardOutput.contains("message"))
    }

    @Test("preview lists a category's declared payload keys, optional ones marked, nested keys indented")
    func previewPayload() async {
        let result = await CommandLineTool.run(["preview", "--category", "invite", config])
        #expect(result.exitCode == 0)
        #expect(
            result.standardOutput.contains(
                """
                    payload   the keys beside "aps":
                      invitation: a string  — The invitation to accept or decline.
                      kind?: one of 'dinner', 'meeting', 'party'
                      host?: an object
                        name: a string
                        avatar?: a URL string
                      startsAt?: an ISO 8601 date string
                """))
        let plain = await CommandLineTool.run(
            ["preview", "-"],
            readStandardInput: { Array(#"{"version": 1, "categories": [{"identifier": "c"}]}"#.utf8) })
        #expect(!plain.standardOutput.contains("payload"))
    }

    @Test("preview --profile legacy shows at most four actions expanded")
    func previewLegacy() async throws {
        let actions = (1...4).map { #"{"identifier": "a\#($0)", "title": "A\#($0)"}"# }.joined(separator: ",")
        let json =
            #"{"version": 1, "categories": [{"identifier": "c", "actions": [\#(actions)], "minimalActions": ["a4", "a1"]}]}"#
        let result = await CommandLineTool.run(
            ["preview", "--profile", "legacy", "-"], readStandardInput: { Array(json.utf8) })
        #expect(
            result.standardOutput.contains(
                "expanded  A1 (background) · A2 (background) · A3 (background) · A4 (background)"))
        #expect(result.standardOutput.contains("banner    A4 (background) · A1 (background)"))
    }

    @Test("preview --html writes a self-contained page with escaped text")
    func previewHTML() async throws {
        let folder = try TemporaryFolder()
        let out = folder.url.appendingPathComponent("page.html").path
        let json =
            #"{"version": 1, "categories": [{"identifier": "c<script>", "actions": [{"identifier": "a", "title": "Tom & \"Jerry\"", "options": ["destructive"]}]}]}"#
        let result = await CommandLineTool.run(
            ["preview", "--html", out, "-"], readStandardInput: { Array(json.utf8) })
        #expect(result.exitCode == 0)
        let page = try String(contentsOfFile: out, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("Tom &amp; &quot;Jerry&quot;"))
        #expect(page.contains("c&lt;script&gt;"))
        #expect(!page.contains("<script>"))
        #expect(!page.contains("http"))
        #expect(page.contains("class=\"button destructive\""))
    }

    @Test(
        "an invalid configuration's hint names the command an adopter has: the package plugin, then the tool"
    )
    func invalidConfigurationHint() async {
        let path = packageRoot.appendingPathComponent("Examples/Invalid/common-mistakes.json").path
        let generated = await CommandLineTool.run(["generate-swift", path])
        #expect(generated.exitCode == 1)
        #expect(
            generated.standardError.contains("in a package: 'swift package notification-actions validate'"))
        #expect(generated.standardError.contains("'notification-actions validate \(path)'"))
    }

    @Test("preview errors: unknown category, invalid configuration, missing file")
    func previewErrors() async {
        let unknown = await CommandLineTool.run(["preview", "--category", "invit", config])
        #expect(unknown.exitCode == 2)
        #expect(unknown.standardError.contains("Did you mean 'invite'?"))
        let invalid = await CommandLineTool.run([
            "preview", packageRoot.appendingPathComponent("Examples/Invalid/common-mistakes.json").path,
        ])
        #expect(invalid.exitCode == 1)
        #expect(invalid.standardError.contains("fix them first"))
        #expect(await CommandLineTool.run(["preview", "/nonexistent.json"]).exitCode == 2)
        #expect(await CommandLineTool.run(["preview", "a.json", "b.json"]).exitCode == 2)
        let hostile = await CommandLineTool.run(["preview", "-"], readStandardInput: { [0xFF, 0xFE, 0x00] })
        #expect(hostile.exitCode == 1)
    }
}

@Suite("Every command on hostile input")
struct HostileCommandTests {
    static let inputs: [(name: String, bytes: [UInt8])] = [
        ("not JSON", Array("categories:\n  - invite\n".utf8)),
        (
            "not UTF-8",
            Array(#"{"version": 1, "categories": [{"identifier": ""#.utf8) + [0xFF, 0xFE]
                + Array(#""}]}"#.utf8)
        ),
        ("deeply nested", Array(repeating: UInt8(ascii: "["), count: 100_000)),
        (
            "5 MB string",
            Array(
                #"{"version": 1, "categories": [{"identifier": "\#(String(repeating: "x", count: 5_000_000))"}]}"#
                    .utf8)
        ),
    ]

    @Test(
        "validate, check-payload, preview and generate-swift give a located error and exit 1",
        arguments: ["validate", "check-payload", "preview", "generate-swift"])
    func hostile(_ command: String) async throws {
        let config = packageRoot.appendingPathComponent("Examples/Configs/chat-and-reminders.json").path
        for input in Self.inputs {
            let arguments = command == "check-payload" ? [command, "--config", config, "-"] : [command, "-"]
            let result = await CommandLineTool.run(arguments, readStandardInput: { input.bytes })
            let output = result.standardOutput + result.standardError
            if command == "check-payload", input.bytes.count > InputLimit.payload {
                #expect(result.exitCode == 2)
                #expect(
                    output
                        == "<stdin>: error: is more than the 1 MB limit; a category configuration is kilobytes and a push payload at most 5 KB, so this is not one\n"
                )
                continue
            }
            #expect(result.exitCode == 1, "\(command) on \(input.name)")
            #expect(output.contains("<stdin>:1:"), "\(command) on \(input.name): \(output.prefix(300))")
            #expect(output.count < 5_000, "\(command) on \(input.name) echoes too much of its input")
        }
    }
}
