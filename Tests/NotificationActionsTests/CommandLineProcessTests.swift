import Dispatch
import Foundation
import Testing

/// The built `notification-actions`, run as a user runs it: a separate process, with its exit status and
/// its two streams, including closed, full and special ones.
struct ToolProcess {
    /// The executable, built with the tests (the test target depends on it), beside the test binary.
    static let executable: URL = {
        let testBinary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return testBinary.deletingLastPathComponent().appendingPathComponent("notification-actions")
    }()

    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs the tool through `/bin/sh -c` so a test can close or redirect streams as a shell user would;
    /// `$NA` is the executable.
    static func shell(_ script: String, environment: [String: String] = [:], in directory: URL? = nil)
        async throws -> Run
    {
        // Waiting for a process blocks its thread: do it off Swift's cooperative pool, which other tests share.
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try run(script, environment: environment, in: directory) })
            }
        }
    }

    private static func run(_ script: String, environment: [String: String], in directory: URL?) throws -> Run
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        var env = ProcessInfo.processInfo.environment
        env["NA"] = executable.path
        env.removeValue(forKey: "NO_COLOR")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }
}

@Suite("notification-actions as a process")
struct CommandLineProcessTests {
    let valid =
        #"{"version": 1, "categories": [{"identifier": "c", "actions": [{"identifier": "a", "title": "A"}]}]}"#

    @Test("the shipped executable links no test kit: no symbol of NotificationActionsTesting is in it")
    func noTestKit() throws {
        let binary = try Data(contentsOf: ToolProcess.executable)
        // Every symbol of a module carries its mangled name; the library's own are the control.
        #expect(binary.range(of: Data("19NotificationActions".utf8)) != nil)
        #expect(binary.range(of: Data("26NotificationActionsTesting".utf8)) == nil)
    }

    @Test("results go to standard output, problems to standard error, with the documented exit codes")
    func streamsAndExitCodes() async throws {
        let temporary = try TemporaryFolder()
        let good = try temporary.write("good.json", valid)
        let bad = try temporary.write("bad.json", #"{"version": 1, "categories": [{"identifier": ""}]}"#)
        let ok = try await ToolProcess.shell("\"$NA\" validate '\(good)'")
        #expect(ok.status == 0)
        #expect(
            ok.standardOutput.hasSuffix("good.json: valid (1 category, 1 action): 0 errors, 0 warnings\n"))
        #expect(ok.standardError.isEmpty)
        let invalid = try await ToolProcess.shell("\"$NA\" validate '\(bad)'")
        #expect(invalid.status == 1)
        #expect(invalid.standardOutput.contains("bad.json:1:46: error:"))
        let usage = try await ToolProcess.shell("\"$NA\" validate --frmat json x")
        #expect(usage.status == 2)
        #expect(usage.standardOutput.isEmpty)
        #expect(
            usage.standardError.contains("unknown option '--frmat' for 'validate'. Did you mean '--format'?"))
        let unknown = try await ToolProcess.shell("\"$NA\" check-payloads")
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("Did you mean 'check-payload'?"))
    }

    @Test(
        "an unusable standard stream exits 2 with one line where one can be written, never a crash",
        arguments: [
            ("\"$NA\" validate - <&-", "<stdin>: error: standard input is closed\n"),
            (
                "\"$NA\" validate - < \"$TMPDIR\"",
                "<stdin>: error: is a directory; name the JSON files inside it\n"
            ),
            (
                "\"$NA\" validate \"$GOOD\" >&-",
                "notification-actions: error: standard output is closed; the results were not written\n"
            ),
            (
                "\"$NA\" validate \"$GOOD\" > /dev/full",
                "notification-actions: error: cannot write the results to standard output: No space left on device\n"
            ),
            ("\"$NA\" validate missing.json 2>&-", ""),
            ("\"$NA\" validate - -", nil),
        ] as [(String, String?)])
    func unusableStreams(_ script: String, _ expectedError: String?) async throws {
        let temporary = try TemporaryFolder()
        let good = try temporary.write("good.json", valid)
        let run = try await ToolProcess.shell(
            script, environment: ["GOOD": good, "TMPDIR": temporary.url.path])
        #expect(run.status == 2, "\(script): \(run.standardError)")
        if let expectedError { #expect(run.standardError == expectedError) }
        #expect(run.standardError.count < 400)
        #expect(!run.standardError.contains("Fatal error"))
    }

    @Test("validate checks a category's priority: a whole number from 0 to 100, located, exit 1")
    func priority() async throws {
        let temporary = try TemporaryFolder()
        let good = try temporary.write(
            "good.json", #"{"version": 1, "categories": [{"identifier": "dose", "priority": 90}]}"#)
        let bad = try temporary.write(
            "bad.json", #"{"version": 1, "categories": [{"identifier": "dose", "priority": "high"}]}"#)
        let ok = try await ToolProcess.shell("\"$NA\" validate '\(good)'")
        #expect(ok.status == 0)
        let invalid = try await ToolProcess.shell("\"$NA\" validate '\(bad)'")
        #expect(invalid.status == 1)
        #expect(invalid.standardOutput.contains("bad.json:1:66: error:"))
        #expect(invalid.standardOutput.contains("'priority' must be a whole number from 0 to 100"))
    }

    @Test("preview --local shows a local request with its category's buttons, or exits 1 naming each problem")
    func previewLocal() async throws {
        let config = packageRoot.appendingPathComponent("Examples/Configs/chat-and-reminders.json").path
        let good = packageRoot.appendingPathComponent("Examples/LocalRequests/reminder.json").path
        let bad = packageRoot.appendingPathComponent("Examples/LocalRequests/invalid/mistakes.json").path
        let shown = try await ToolProcess.shell("\"$NA\" preview --local '\(good)' '\(config)'")
        #expect(shown.status == 0)
        #expect(shown.standardError.isEmpty)
        #expect(shown.standardOutput.hasPrefix("local request 'reminder-r-7', category reminder\n"))
        #expect(
            shown.standardOutput.contains("  body: Due at 8:00 (localized when shown: key REMINDER_BODY)\n"))
        #expect(shown.standardOutput.contains("  fires: next at "))
        #expect(shown.standardOutput.contains(", repeating\n"))
        #expect(shown.standardOutput.contains("Snooze 10 minutes"))
        let refused = try await ToolProcess.shell("\"$NA\" preview --local '\(bad)' '\(config)'")
        #expect(refused.status == 1)
        #expect(refused.standardOutput.isEmpty)
        let errors = refused.standardError.split(separator: "\n").map(String.init)
        #expect(errors.count == 4)
        #expect(errors.allSatisfy { $0.hasPrefix("\(bad): error: ") })
        #expect(
            errors.contains {
                $0.hasSuffix("'titel' is not a field of a local request. Did you mean 'title'?")
            })
        #expect(errors.contains { $0.contains("userInfo 'reminder' must be a string") })
        #expect(errors.contains { $0.contains("under 60 seconds") })
        let both = try await ToolProcess.shell(
            "\"$NA\" preview --local '\(good)' --payload '\(good)' '\(config)'")
        #expect(both.status == 2)
        #expect(both.standardError.contains("'--payload' and '--local' each show one notification; pass one"))
    }

    @Test("special and missing files say what actually happened")
    func fileErrors() async throws {
        let temporary = try TemporaryFolder()
        let dir = temporary.url.path
        let cases: [(String, String)] = [
            (
                "\"$NA\" validate /dev/zero",
                "/dev/zero: error: is a character device that holds more than the 10 MB limit"
            ),
            (
                "ln -s loop2 \"$D/loop1\"; ln -s loop1 \"$D/loop2\"; \"$NA\" validate \"$D/loop1\"",
                "loop1: error: cannot open: a symbolic link loop"
            ),
            ("\"$NA\" validate \"$D\"", "error: is a directory; name the JSON files inside it"),
            ("\"$NA\" validate \"$D/missing.json\"", "missing.json: error: no such file"),
            (
                "yes | \"$NA\" validate -",
                "<stdin>: error: is a pipe (FIFO) that holds more than the 10 MB limit"
            ),
            (
                "echo '{}' > \"$D/p.json\"; \"$NA\" check-payload --config \"$D/p.json\" - -",
                "standard input ('-') is named 2 times"
            ),
        ]
        for (script, expected) in cases {
            let run = try await ToolProcess.shell(script, environment: ["D": dir])
            #expect(run.status == 2, "\(script)")
            #expect(run.standardError.contains(expected), "\(script): \(run.standardError)")
        }
        _ = try temporary.write("good.json", valid)
        let fifo = try await ToolProcess.shell(
            "mkfifo \"$D/f\"; (timeout 20 cat \"$D/good.json\" > \"$D/f\" 2>/dev/null &); \"$NA\" validate \"$D/f\"",
            environment: ["D": dir])
        #expect(fifo.status == 0, "\(fifo.standardError)")
    }

    @Test("--output and --html refuse to overwrite the configuration or to write into a directory")
    func outputs() async throws {
        let temporary = try TemporaryFolder()
        let config = try temporary.write("config.json", valid)
        let same = try await ToolProcess.shell("\"$NA\" generate-swift --output '\(config)' '\(config)'")
        #expect(same.status == 2)
        #expect(
            same.standardError.contains(
                "--output \(config) is the input \(config); writing there would overwrite it"))
        #expect(try String(contentsOfFile: config, encoding: .utf8) == valid)
        let html = try await ToolProcess.shell("\"$NA\" preview --html '\(temporary.url.path)' '\(config)'")
        #expect(html.status == 2)
        #expect(html.standardError.contains("is a directory; name a file to write"))
        let written = try await ToolProcess.shell(
            "\"$NA\" generate-swift --output '\(temporary.url.path)/Ids.swift' '\(config)'")
        #expect(written.status == 0)
        #expect(FileManager.default.fileExists(atPath: temporary.url.path + "/Ids.swift"))
    }

    @Test("a copy of the executable runs the demo from any directory")
    func demoAnywhere() async throws {
        let temporary = try TemporaryFolder()
        // The copy is made by `cp` in the child shell, not by this process: a file this (multithreaded) test
        // process writes can be held open for writing by a process another test spawns at that moment, and
        // running it then fails with "Text file busy" (ETXTBSY). That race failed CI once.
        let run = try await ToolProcess.shell(#"cp "$NA" ./na && ./na demo"#, in: temporary.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Every response's system completion ran exactly once: yes."))
    }

    @Test("NO_COLOR and a non-terminal standard output both give plain text")
    func noColor() async throws {
        let temporary = try TemporaryFolder()
        let config = try temporary.write("config.json", valid)
        let run = try await ToolProcess.shell("\"$NA\" preview '\(config)'", environment: ["NO_COLOR": "1"])
        #expect(run.status == 0)
        #expect(!run.standardOutput.contains("\u{1B}"))
    }
}
