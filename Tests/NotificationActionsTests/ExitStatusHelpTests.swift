import Foundation
import Testing

/// Every subcommand's `help` says what each exit status means; this reads those lines from the built
/// executable and provokes each case as a user would, so the help cannot drift from what the tool does.
@Suite("every subcommand's help says what its exit statuses mean, and each is what happens")
struct ExitStatusHelpTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// A status, a phrase its help's description of it must contain, and shell commands that provoke it
    /// (`$NA` the executable, `$C` a valid configuration, `$I` an invalid one, `$W` one with a warning, `$T` a
    /// temporary folder). An
    /// empty list: the status is documented but cannot be provoked from outside (an internal failure).
    struct Expectation: CustomTestStringConvertible {
        var command: String
        var cases: [(status: Int32, phrase: String, scripts: [String])]
        var testDescription: String { command }
    }

    static let expectations: [Expectation] = [
        Expectation(
            command: "validate",
            cases: [
                (0, "valid", [#""$NA" validate "$C""#]),
                (1, "error", [#""$NA" validate "$I""#, #""$NA" validate --strict "$W""#]),
                (2, "usage error", [#""$NA" validate --bogus "$C""#]),
                (2, "unreadable file", [#""$NA" validate "$T/missing.json""#]),
            ]),
        Expectation(
            command: "check-payload",
            cases: [
                (0, "valid", [#""$NA" check-payload --config "$C" "$P""#]),
                (1, "error", [#""$NA" check-payload --config "$C" "$BADPUSH""#]),
                (2, "usage error", [#""$NA" check-payload "$P""#]),
                (2, "unreadable file", [#""$NA" check-payload --config "$C" "$T/missing.json""#]),
            ]),
        Expectation(
            command: "check-extension",
            cases: [
                (0, "valid", [#""$NA" check-extension --config "$EXTCONFIG" "$EXT""#]),
                (1, "error", [#""$NA" check-extension --config "$EXTCONFIG" "$BADEXT""#]),
                (2, "usage error", [#""$NA" check-extension "$EXT""#]),
                (2, "unreadable file", [#""$NA" check-extension --config "$EXTCONFIG" "$T/missing.plist""#]),
            ]),
        Expectation(
            command: "check-app",
            cases: [
                (
                    0, "setup is valid",
                    [#""$NA" check-app --config "$C" --app-group group.com.example.chat "$SAMPLE""#]
                ),
                (
                    1, "an error",
                    [#""$NA" check-app --config "$C" --app-group group.example.other "$SAMPLE""#]
                ),
                (2, "usage error", [#""$NA" check-app "$SAMPLE""#]),
                (2, "unreadable file", [#""$NA" check-app --config "$C" "$T/missing/Info.plist""#]),
            ]),
        Expectation(
            command: "preview",
            cases: [
                (0, "shown", [#""$NA" preview "$C""#]),
                (
                    1, "CONFIG or PUSH invalid",
                    [#""$NA" preview "$I""#, #""$NA" preview --payload "$BADSPEC" "$C""#]
                ),
                (2, "usage error", [#""$NA" preview --bogus "$C""#]),
                (2, "unreadable file", [#""$NA" preview "$T/missing.json""#]),
            ]),
        Expectation(
            command: "generate-swift",
            cases: [
                (0, "written", [#""$NA" generate-swift --output "$T/out.swift" "$C""#]),
                (
                    1, "CONFIG invalid",
                    [#""$NA" generate-swift "$I""#, #""$NA" generate-swift --strict "$W""#]
                ),
                (2, "usage error", [#""$NA" generate-swift --bogus "$C""#]),
                (2, "unreadable CONFIG", [#""$NA" generate-swift "$T/missing.json""#]),
                (
                    2, "output that could not be written",
                    [#""$NA" generate-swift --output "$T/no/such/dir/x.swift" "$C""#]
                ),
            ]),
        Expectation(
            command: "schema",
            cases: [
                (0, "printed", [#""$NA" schema"#, #""$NA" schema --payloads "$C""#]),
                (1, "CONFIG invalid", [#""$NA" schema --payloads "$I""#]),
                (2, "usage error", [#""$NA" schema --bogus"#]),
                (2, "CONFIG unreadable", [#""$NA" schema --payloads "$T/missing.json""#]),
            ]),
        Expectation(
            command: "sample-pushes",
            cases: [
                (0, "written", [#""$NA" sample-pushes --output "$T/pushes" "$C""#]),
                (1, "CONFIG invalid", [#""$NA" sample-pushes --output "$T/pushes" "$I""#]),
                (2, "usage error", [#""$NA" sample-pushes "$C""#]),
                (2, "unreadable CONFIG", [#""$NA" sample-pushes --output "$T/pushes" "$T/missing.json""#]),
                (2, "could not be", [#""$NA" sample-pushes --output "$T/file/pushes" "$C""#]),
            ]),
        Expectation(
            command: "localize",
            cases: [
                (0, "written", [#""$NA" localize --catalog "$T/L.xcstrings" "$C""#]),
                (1, "CONFIG invalid", [#""$NA" localize --catalog "$T/L.xcstrings" "$I""#]),
                (2, "usage error", [#""$NA" localize "$C""#]),
                (2, "unreadable CONFIG", [#""$NA" localize --catalog "$T/L.xcstrings" "$T/missing.json""#]),
                (2, "unreadable catalog", [#""$NA" localize --catalog "$T/broken.xcstrings" "$C""#]),
            ]),
        Expectation(
            command: "demo",
            cases: [
                (0, "ran", [#""$NA" demo"#]),
                (1, "exactly once", []),
                (2, "usage error", [#""$NA" demo extra"#, #""$NA" demo --bogus"#]),
            ]),
    ]

    /// The statuses a help's `Exit status:` paragraph describes: `0 …, 1 …, 2 ….` → [0: "…", …].
    static func statuses(inHelp help: String) -> [Int32: String] {
        guard let start = help.range(of: "Exit status:") else { return [:] }
        let paragraph = help[start.upperBound...].components(separatedBy: "\n\n")[0]
            .replacingOccurrences(of: "\n", with: " ")
        var result: [Int32: String] = [:]
        // Each clause starts with a status digit, at the start or after ", ".
        let pieces = (" " + paragraph).components(separatedBy: ", ").flatMap { $0.split(separator: ";") }
        var current: Int32?
        for piece in pieces {
            let trimmed = piece.trimmingCharacters(in: .whitespaces)
            if let first = trimmed.first, let digit = Int32(String(first)),
                trimmed.dropFirst().first == " "
            {
                current = digit
                result[digit, default: ""] += String(trimmed.dropFirst(2))
            } else if let current {
                result[current, default: ""] += ", " + trimmed
            }
        }
        return result
    }

    @Test("every option's spelling and value name stand apart from its description, in one column")
    func optionColumns() async throws {
        for expectation in Self.expectations {
            let help = try await ToolProcess.shell(#""$NA" help "# + expectation.command).standardOutput
            let options = help.components(separatedBy: "\n\n").first { $0.hasPrefix("Options:") }
            let lines = options?.split(separator: "\n").dropFirst() ?? []
            var columns: Set<Int> = []
            for line in lines where line.hasPrefix("  --") {
                // "  --name VALUE  Description": the description starts after two or more spaces.
                let body = line.dropFirst(2)
                guard let gap = body.range(of: "  ") else {
                    Issue.record("help \(expectation.command): no gap after the option in '\(line)'")
                    continue
                }
                let spelled = body[..<gap.lowerBound]
                // "--name" and at most a value name: a description run into it shows as more words.
                #expect(
                    spelled.split(separator: " ").count <= 2,
                    "help \(expectation.command): '\(spelled)' runs into its description")
                let start = body[gap.upperBound...].firstIndex { $0 != " " }!
                columns.insert(body.distance(from: body.startIndex, to: start))
            }
            #expect(
                columns.count <= 1,
                "help \(expectation.command): descriptions start in columns \(columns.sorted())")
        }
    }

    @Test("the exit-status lines are read as the help writes them")
    func parsing() {
        let parsed = Self.statuses(
            inHelp:
                "Intro.\n\nExit status: 0 every file valid (warnings allowed, unless --strict), 1 a file has an error,\n2 usage error or unreadable file.\n\nExamples:"
        )
        #expect(parsed[0] == "every file valid (warnings allowed, unless --strict)")
        #expect(parsed[1] == "a file has an error")
        #expect(parsed[2] == "usage error or unreadable file.")
    }

    @Test("each documented status is what the tool does", arguments: expectations)
    func statuses(_ expectation: Expectation) async throws {
        let help = try await ToolProcess.shell(#""$NA" help "# + expectation.command)
        #expect(help.status == 0)
        let documented = Self.statuses(inHelp: help.standardOutput)
        #expect(
            Set(documented.keys) == Set(expectation.cases.map(\.status)),
            "help \(expectation.command) documents \(documented.keys.sorted()); the test expects \(Set(expectation.cases.map(\.status)).sorted())"
        )
        let temporary = try TemporaryFolder()
        _ = try temporary.write("broken.xcstrings", "{")
        _ = try temporary.write("file", "")
        // Valid, with a warning (a reply without a button title): --strict makes it exit 1.
        let warned = try temporary.write(
            "warned.json",
            #"{"version": 1, "categories": [{"identifier": "c", "actions": [{"identifier": "c.r", "title": "R", "textInput": {}}]}]}"#
        )
        let environment = [
            "C": "\(Self.root)/Examples/Configs/chat-and-reminders.json",
            "I": "\(Self.root)/Examples/Invalid/common-mistakes.json",
            "W": warned,
            "P": "\(Self.root)/Examples/Payloads/alert/invite.json",
            "BADPUSH": "\(Self.root)/Examples/Payloads/alert/invalid/invite-custom-key-mistakes.json",
            "BADSPEC": "\(Self.root)/Examples/Payloads/alert/invalid/server-chosen-mistakes.json",
            "EXTCONFIG": "\(Self.root)/Tests/Fixtures/Extensions/extensions.json",
            "EXT": "\(Self.root)/Tests/Fixtures/Extensions/home-assistant-map.plist",
            "BADEXT": "\(Self.root)/Tests/Fixtures/Extensions/mistakes.plist",
            "SAMPLE": "\(Self.root)/Examples/SampleApp",
            "T": temporary.url.path,
        ]
        for (status, phrase, scripts) in expectation.cases {
            let description = documented[status] ?? ""
            #expect(
                description.contains(phrase),
                "help \(expectation.command): status \(status) is '\(description)', which does not say '\(phrase)'"
            )
            for script in scripts {
                let run = try await ToolProcess.shell(script, environment: environment)
                #expect(
                    run.status == status,
                    "\(script) exited \(run.status), help \(expectation.command) says \(status) for '\(phrase)'; stderr: \(run.standardError.prefix(300))"
                )
            }
        }
    }
}
