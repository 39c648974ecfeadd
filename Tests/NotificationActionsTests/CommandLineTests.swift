import Foundation
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsCommandLine
@testable import NotificationActionsTooling

/// Writes files into a fresh temporary folder for one test, and removes it when the test is done, so the
/// suite leaves nothing behind (CI checks).
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "notification-actions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ name: String, _ bytes: some Sequence<UInt8>) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file.path
    }

    func write(_ name: String, _ text: String) throws -> String { try write(name, Array(text.utf8)) }
}

func run(_ arguments: String..., input: String = "") async -> CommandLineTool.Result {
    await CommandLineTool.run(arguments, readStandardInput: { Array(input.utf8) })
}

@Suite("notification-actions validate")
struct ValidateCommandTests {
    @Test("a valid example prints a summary and exits 0")
    func validExample() async {
        let path = packageRoot.appendingPathComponent("Examples/Configs/chat-and-reminders.json").path
        let result = await run("validate", path)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "\(path): valid (3 categories, 9 actions): 0 errors, 0 warnings\n")
        #expect(result.standardError.isEmpty)
    }

    @Test("errors are printed as FILE:LINE:COLUMN: error: and exit 1")
    func invalidFile() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "bad.json", "{\n  \"version\": 1,\n  \"categories\": [{\"identifier\": \"\"}]\n}\n")
        let result = await run("validate", path)
        #expect(result.exitCode == 1)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(
            lines.first?.hasPrefix(
                "\(path):3:33: error: categories[0].identifier: the category identifier is empty") == true)
        #expect(lines.last == "\(path): invalid: 1 error, 0 warnings")
    }

    @Test("warnings keep exit 0, and --strict makes them fail")
    func warningsAndStrict() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "warn.json", config(#"{"identifier": "c", "options": ["allowAnnouncement"]}"#))
        #expect(await run("validate", path).exitCode == 0)
        let strict = await run("validate", "--strict", path)
        #expect(strict.exitCode == 1)
        #expect(strict.standardOutput.contains("warning: categories[0].options: 'allowAnnouncement'"))
        #expect(strict.standardOutput.contains("(--strict: warnings fail)"))
    }

    @Test("--profile legacy applies iOS 8/9 limits")
    func legacyProfile() async throws {
        let folder = try TemporaryFolder()
        let actions = (0..<5).map { #"{"identifier": "a\#($0)", "title": "A"}"# }.joined(separator: ",")
        let path = try folder.write(
            "five.json", config(#"{"identifier": "c", "actions": [\#(actions)], "minimalActions": ["a0"]}"#))
        #expect(await run("validate", path).exitCode == 0)
        let legacy = await run("validate", "--profile", "legacy", path)
        #expect(legacy.exitCode == 1)
        #expect(legacy.standardOutput.contains("[too-many-actions]"))
        #expect(await run("validate", "--profile=legacy", path).exitCode == 1)
    }

    @Test("--format json reports every issue as data")
    func jsonFormat() async throws {
        let result = await run(
            "validate", "--format", "json", "-",
            input: config(#"{"identifier": "c", "actions": [{"identifier": "a"}]}"#))
        #expect(result.exitCode == 1)
        let output = try JSONValue(parsing: result.standardOutput.utf8)
        let file = try #require(output["files"]?.arrayValue?.first)
        #expect(file["file"] == "<stdin>")
        #expect(file["valid"] == false)
        #expect(file["errors"] == 1)
        let issue = try #require(file["issues"]?.arrayValue?.first)
        #expect(issue["code"] == "missing-key")
        #expect(issue["path"] == "categories[0].actions[0].title")
        #expect(issue["line"] == 1)
        #expect(issue["severity"] == "error")
    }

    @Test("an unreadable file exits 2 even when others are valid")
    func unreadable() async throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("good.json", config())
        let result = await run("validate", good, "/nonexistent.json", folder.url.path)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("/nonexistent.json: error: no such file"))
        #expect(result.standardError.contains("is a directory"))
        #expect(result.standardOutput.contains("good.json: valid"))
    }

    @Test(
        "usage errors exit 2 with a message that says how to fix them",
        arguments: [
            (["validate"], "needs at least one FILE"),
            (["validate", "--profle", "legacy", "x.json"], "Did you mean '--profile'?"),
            (["validate", "--profile", "ios9", "x.json"], "Use one of: modern, legacy"),
            (["validate", "--format"], "'--format' needs a value"),
            (["validate", "--strict=yes", "x.json"], "is a flag"),
            (["valdate", "x.json"], "Did you mean 'validate'?"),
            (["schema", "extra"], "takes no operands"),
            (["help", "nope"], "unknown command 'nope'"),
        ])
    func usageErrors(_ arguments: [String], _ message: String) async {
        let result = await CommandLineTool.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("help explains every option of every command, with an example")
    func help() async {
        #expect(CommandLineTool.subcommands.count == 10)
        for command in CommandLineTool.subcommands {
            let result = await CommandLineTool.run(["help", command.name])
            #expect(result.exitCode == 0)
            #expect(result.standardOutput.contains("Usage: notification-actions \(command.name)"))
            #expect(result.standardOutput.contains("Examples:"))
            for option in command.options { #expect(result.standardOutput.contains("--\(option.name)")) }
            #expect(
                await CommandLineTool.run([command.name, "--help"]).standardOutput
                    == result.standardOutput)
        }
        let overview = await CommandLineTool.run(["--help"])
        for command in CommandLineTool.subcommands { #expect(overview.standardOutput.contains(command.name)) }
        #expect(await CommandLineTool.run([]).standardOutput == overview.standardOutput)
    }

    @Test("a usage error names the real subcommand, in a help command that works")
    func usageNamesTheSubcommand() async {
        let result = await CommandLineTool.run(["check-payload", "--frmat", "json"])
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("Run 'notification-actions help check-payload' for more."))
        #expect(result.standardError.contains("Usage: notification-actions check-payload --config CONFIG"))
        #expect(await CommandLineTool.run(["help", "check-payload"]).exitCode == 0)
        let generate = await CommandLineTool.run(["generate-swift", "--outptu", "x"])
        #expect(generate.standardError.contains("Run 'notification-actions help generate-swift' for more."))
    }

    @Test("schema prints the shipped JSON Schema")
    func schema() async {
        let result = await run("schema")
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == ConfigurationFormat.jsonSchema)
    }
}

@Suite("Hostile configurations")
struct HostileInputTests {
    struct Hostile: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: @Sendable () -> [UInt8]
        var code: ValidationIssue.Code
        var testDescription: String { name }
    }

    static let cases: [Hostile] = [
        Hostile(name: "empty file", bytes: { [] }, code: .emptyDocument),
        Hostile(name: "whitespace only", bytes: { Array(" \n\t\n".utf8) }, code: .emptyDocument),
        Hostile(
            name: "not JSON", bytes: { Array("version: 1\ncategories: []\n".utf8) }, code: .malformedJSON),
        Hostile(
            name: "not UTF-8",
            bytes: {
                Array(#"{"version": 1, "categories": [{"identifier": ""#.utf8) + [0xC3, 0x28]
                    + Array(#""}]}"#.utf8)
            }, code: .invalidEncoding),
        Hostile(
            name: "UTF-16", bytes: { [0xFF, 0xFE] + Array("{}".utf8).flatMap { [$0, 0] } },
            code: .invalidEncoding),
        Hostile(
            name: "100,000 levels of nesting", bytes: { Array(repeating: UInt8(ascii: "["), count: 100_000) },
            code: .nestingTooDeep),
        Hostile(
            name: "deeply nested objects", bytes: { Array(String(repeating: #"{"a":"#, count: 10_000).utf8) },
            code: .nestingTooDeep),
        Hostile(
            name: "a 5 MB title",
            bytes: {
                Array(
                    config(
                        #"{"identifier": "c", "actions": [{"identifier": "a", "title": "\#(String(repeating: "é", count: 2_500_000))"}]}"#
                    ).utf8)
            }, code: .stringTooLong),
        Hostile(
            name: "a 5 MB unknown key",
            bytes: {
                Array(
                    #"{"\#(String(repeating: "k", count: 5_000_000))": 1, "version": 1, "categories": []}"#
                        .utf8)
            }, code: .unknownKey),
        Hostile(name: "top level is a string", bytes: { Array(#""categories""#.utf8) }, code: .wrongType),
        Hostile(name: "top level is null", bytes: { Array("null".utf8) }, code: .wrongType),
        Hostile(
            name: "actions is a string",
            bytes: { Array(config(#"{"identifier": "c", "actions": "a,b"}"#).utf8) }, code: .wrongType),
        Hostile(
            name: "identifier is a number", bytes: { Array(config(#"{"identifier": 42}"#).utf8) },
            code: .wrongType),
        Hostile(
            name: "options is an object",
            bytes: { Array(config(#"{"identifier": "c", "options": {"customDismissAction": true}}"#).utf8) },
            code: .wrongType),
        Hostile(name: "NUL bytes", bytes: { [0, 0, 0, 0] }, code: .malformedJSON),
        Hostile(
            name: "truncated", bytes: { Array(config(#"{"identifier": "c"}"#).utf8.dropLast(3)) },
            code: .malformedJSON),
    ]

    @Test("each hostile configuration is a located error and exit 1, never a crash", arguments: cases)
    func hostile(_ hostile: Hostile) async throws {
        let bytes = hostile.bytes()
        let report = CategoryRegistry.validate(jsonData: bytes, fileName: "hostile.json")
        #expect(!report.isValid)
        let issue = try #require(
            report.issues.first { $0.code == hostile.code }, "\(report.issues.map(\.code))")
        #expect(issue.location.line != nil)
        #expect(issue.location.column != nil)
        #expect(issue.message.count < 600, "the message quotes too much of the input")

        let folder = try TemporaryFolder()
        let path = try folder.write("hostile.json", bytes)
        let result = await run("validate", path)
        #expect(result.exitCode == 1)
        #expect(
            result.standardOutput.contains(
                "\(path):\(issue.location.line!):\(issue.location.column!): error:"))
    }
}

@Suite("Hostile configurations: the rest of the corpus")
struct HostileCorpusTests {
    @Test("a UTF-8 byte-order mark is accepted, and columns do not count it")
    func byteOrderMark() throws {
        let report = CategoryRegistry.validate(
            jsonData: [0xEF, 0xBB, 0xBF] + Array(config(#"{"identifier": ""}"#).utf8))
        let issue = try #require(report.issues.first)
        #expect(issue.code == .emptyIdentifier)
        #expect(issue.location.column == 46)
    }

    @Test("numbers where strings belong and strings where numbers belong are located type errors")
    func swappedTypes() {
        let codes = issues(
            in:
                #"{"version": "one", "categories": [{"identifier": 7, "actions": [{"identifier": "a", "title": ["A"], "options": "foreground"}]}]}"#
        ).map(\.code)
        #expect(codes == [.wrongType, .wrongType, .wrongType, .wrongType])
    }

    @Test("every field at its limit is valid; one character or one item past it is an error")
    func limits() {
        // 1,024 two-byte characters: at the limit, as JSON Schema's maxLength (which counts characters) sees it.
        let atLimit = String(repeating: "é", count: CategoryValidator.maxStringLength)
        let ten = (0..<10).map { #"{"identifier": "a\#($0)", "title": "\#(atLimit)"}"# }.joined(
            separator: ",")
        let valid = config(
            #"{"identifier": "\#(atLimit)", "actions": [\#(ten)], "minimalActions": ["a0", "a1"], "hiddenPreviewsBodyPlaceholder": "\#(atLimit)"}"#
        )
        #expect(CategoryRegistry.validate(jsonData: Array(valid.utf8)).errors == [])
        let over = config(#"{"identifier": "\#(atLimit)x"}"#)
        #expect(issues(in: over).map(\.code) == [.stringTooLong])
    }

    @Test("a 10 MB file of valid JSON with a huge string is one located error", .timeLimit(.minutes(1)))
    func tenMegabytes() {
        let huge = config(
            #"{"identifier": "c", "intentIdentifiers": ["\#(String(repeating: "i", count: 10_000_000))"]}"#)
        let found = issues(in: huge)
        #expect(found.map(\.code) == [.stringTooLong])
        #expect(found.first?.message.count ?? 0 < 400)
    }
}

@Suite("Control characters in configurations and payloads")
struct ControlCharacterTests {
    /// Every character that ends a line or steers a terminal, as a JSON string escape.
    static let hostile = [
        #"\r"#, #"\n"#, #"\u001b[2J"#, #"\u0085"#, #"\u2028"#, #"\u2029"#, #"\u202e"#, #"\u0000"#, #"\u007f"#,
    ]

    @Test("generate-swift writes no raw control character, so no title can end a comment and become code")
    func generatedSourceStaysInert() async {
        for character in Self.hostile {
            let title = #"Read\#(character)    public static var injected: Int { 42 } //"#
            let json =
                #"{"version": 1, "categories": [{"identifier": "news", "actions": [{"identifier": "news.read", "title": "\#(title)"}]}]}"#
            let result = await run("generate-swift", "-", input: json)
            #expect(result.exitCode == 0, "\(character)")
            let raw = result.standardOutput.unicodeScalars.filter { isControl($0) && $0 != "\n" }
            #expect(raw.isEmpty, "\(character): \(raw.map(\.value))")
            let injected = result.standardOutput.components(separatedBy: "\n").filter {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("public static var injected")
            }
            #expect(injected.isEmpty, "\(character)")
        }
    }

    @Test("validate, preview and check-payload show control characters as \\u{…}, never raw")
    func terminalOutputIsVisible() async throws {
        let json =
            #"{"version": 1, "categories": [{"identifier": "c", "actions": [{"identifier": "a", "title": "\u001b[2JRead", "textInput": {"buttonTitle": "Go\u001b[0m", "placeholder": "\u009b31m"}}]}]}"#
        for command in ["validate", "preview"] {
            let result = await run(command, "-", input: json)
            let all = result.standardOutput + result.standardError
            #expect(!all.unicodeScalars.contains("\u{1B}"), "\(command)")
            #expect(!all.unicodeScalars.contains("\u{9B}"), "\(command)")
            #expect(all.contains(#"\u{1B}[2JRead"#), "\(command): \(all)")
        }
        let folder = try TemporaryFolder()
        let config = try folder.write("config.json", json)
        let payload = await run(
            "check-payload", "--config", config, "-",
            input: #"{"aps": {"alert": "x", "category": "c\u001b[2J", "\u001b]0;pwned\u0007": 1}}"#)
        #expect(!(payload.standardOutput + payload.standardError).unicodeScalars.contains("\u{1B}"))
        #expect(payload.standardOutput.contains(#"\u{1B}"#))
    }

    @Test("an unknown key of any length is echoed bounded, in the message and in the path")
    func longKeysAreBounded() async {
        let key = String(repeating: "k", count: 2_000_000)
        let result = await run("validate", "-", input: #"{"version": 1, "categories": [], "\#(key)": 1}"#)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.count < 2_000)
        let json = await run(
            "validate", "--format", "json", "-", input: #"{"version": 1, "categories": [], "\#(key)": 1}"#)
        #expect(json.standardOutput.count < 3_000)
    }
}

@Suite("generate-swift names")
struct GeneratedNameTests {
    @Test(
        "identifiers in the styles real configurations use become idiomatic Swift names",
        arguments: [
            ("ACCEPT_ACTION", "acceptAction", "AcceptAction"),  // Apple's documentation example
            ("MEETING_INVITATION", "meetingInvitation", "MeetingInvitation"),
            ("snooze-10min", "snooze10min", "Snooze10min"),  // kebab-case with digits
            ("com.example.app.open", "comExampleAppOpen", "ComExampleAppOpen"),  // reverse DNS
            ("replyNow", "replyNow", "ReplyNow"),  // camelCase kept
            ("URLOpen", "urlOpen", "URLOpen"),  // a leading acronym
            ("2fa.approve", "_2faApprove", "_2faApprove"),  // a leading digit
            ("ID", "id", "Id"),
        ])
    func names(_ raw: String, _ lower: String, _ upper: String) {
        #expect(SwiftGenerator.identifier(raw, upper: false, fallback: "x") == lower)
        #expect(SwiftGenerator.identifier(raw, upper: true, fallback: "X") == upper)
    }
}

@Suite("generate-swift as the build plugin runs it")
struct GenerateSwiftValidationTests {
    /// A valid configuration with one warning under --platform ios --minimum 13.0: icons need iOS 15.
    let withIcon =
        #"{"version": 1, "categories": [{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "icon": {"systemImageName": "star"}}]}]}"#

    @Test("warnings go to standard error as located lines and the source is still written")
    func warnings() async throws {
        let temporary = try TemporaryFolder()
        let config = try temporary.write("c.notification-categories.json", withIcon)
        let output = temporary.url.appendingPathComponent("out.swift").path
        let result = await run(
            "generate-swift", "--quiet", "--output", output, "--platform", "ios", "--minimum", "13.0", config)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("c.notification-categories.json:1:"))
        #expect(result.standardError.contains("warning:"))
        #expect(result.standardError.contains("[unavailable-feature]"))
        #expect(!result.standardError.contains("wrote"))
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("enum CAction"))
        let plain = await run("generate-swift", "--output", output, config)
        #expect(plain.standardError == "wrote \(output)\n")
    }

    @Test("--strict: warnings fail and nothing is written; errors always fail, located")
    func strictAndErrors() async throws {
        let temporary = try TemporaryFolder()
        let config = try temporary.write("c.json", withIcon)
        let output = temporary.url.appendingPathComponent("out.swift").path
        let strict = await run(
            "generate-swift", "--strict", "--output", output, "--platform", "ios", "--minimum", "13.0", config
        )
        #expect(strict.exitCode == 1)
        #expect(strict.standardError.contains("1 warning and --strict: nothing generated"))
        #expect(!FileManager.default.fileExists(atPath: output))
        let broken = try temporary.write(
            "broken.json", #"{"version": 1, "categories": [{"identifier": ""}]}"#)
        let error = await run("generate-swift", "--output", output, broken)
        #expect(error.exitCode == 1)
        #expect(error.standardError.contains("broken.json:1:46: error:"))
        #expect(!FileManager.default.fileExists(atPath: output))
        let usage = await run("generate-swift", "--minimum", "13.0", config)
        #expect(usage.exitCode == 2)
        #expect(usage.standardError.contains("'--minimum' needs '--platform'"))
        #expect(usage.standardError.contains("help generate-swift"))
    }
}

@Suite("Typed options: one declaration parses, and writes usage and help")
struct TypedOptionTests {
    @Test("every declared option is in its command's usage line and help, required ones unbracketed")
    func usageFromDeclarations() {
        for command in CommandLineTool.subcommands {
            let usage = command.usage
            #expect(usage.hasPrefix("notification-actions \(command.name)"))
            for option in command.options {
                #expect(
                    usage.contains("--\(option.name)"), "\(command.name): --\(option.name) not in \(usage)")
                #expect(command.help.contains("--\(option.name)"))
            }
        }
        #expect(CheckPayloadCommand.usage.contains(" --config CONFIG "))
        #expect(!CheckPayloadCommand.usage.contains("[--config"))
        #expect(ValidateCommand.usage.contains("[--strict]"))
        #expect(ValidateCommand.usage.hasSuffix(" FILE..."))
        #expect(PreviewCommand.usage.hasSuffix(" CONFIG"))
        // A long list of values is named in usage and listed in help.
        #expect(CheckPayloadCommand.usage.contains("[--push-type TYPE]"))
        #expect(CheckPayloadCommand.help.contains("One of: alert, background,"))
    }

    @Test("options arrive typed: a choice as its value, a flag as true, a converted value converted")
    func typed() throws {
        let options = try CheckPayloadCommand.Options.parse(
            [
                "--config", "app.json", "--push-type=voip", "--max-size", "100", "--strict", "--format",
                "json", "a", "-",
            ],
            command: "check-payload")
        #expect(options.config == "app.json")
        #expect(options.pushType == .voip)
        #expect(options.maximumSize == 100)
        #expect(options.strict)
        #expect(options.format == .json)
        #expect(options.payloads == ["a", "-"])
        let defaults = try ValidateCommand.Options.parse(["x.json"], command: "validate")
        #expect(defaults.profile == .modern && !defaults.strict && defaults.format == .text)
        #expect(defaults.deploymentTarget == nil)
        let target = try ValidateCommand.Options.parse(
            ["--platform", "ios", "--minimum", "13.0", "x.json"], command: "validate")
        #expect(target.deploymentTarget == DeploymentTarget(.ios, "13.0"))
    }

    @Test(
        "a value an option cannot take, a missing required option and a wrong operand count are usage errors naming the command",
        arguments: [
            (
                ["check-payload", "--config", "a.json", "--max-size", "-3", "p.json"],
                "'--max-size' takes a number of bytes"
            ),
            (
                ["check-payload", "p.json"],
                "'check-payload' needs --config CONFIG: the categories payloads must name"
            ),
            (["check-extension", "--config", "a.json"], "'check-extension' needs at least one INFO.plist"),
            (["preview", "a.json", "b.json"], "'preview' takes exactly one CONFIG file"),
            (["localize", "--catalog", "x.strings", "a.json"], "is not a String Catalog"),
            (["generate-swift", "--platform", "tvos", "a.json"], "'tvos' is not a value of --platform"),
            (["demo", "now"], "'demo' takes no operands"),
        ])
    func refused(_ arguments: [String], _ message: String) async {
        let result = await CommandLineTool.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardError.contains("Usage: notification-actions \(arguments[0])"))
        #expect(result.standardOutput.isEmpty)
    }
}
