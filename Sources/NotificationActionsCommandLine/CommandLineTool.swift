import Foundation
import NotificationActions

/// The `notification-actions` command-line tool, runnable in-process so tests can call it.
public struct CommandLineTool {
    /// What one run printed and its exit status.
    public struct Result: Sendable {
        /// What was written to standard output.
        public var standardOutput = ""
        /// What was written to standard error.
        public var standardError = ""
        /// The exit status: 0 success, 1 invalid input, 2 usage error or unreadable file.
        public var exitCode: Int32 = 0
    }

    /// Standard input, for operands spelled `-`.
    let standardInput: InputSource
    /// Whether standard output is a terminal (colour and layout decisions).
    let isTerminal: Bool
    /// Whether colour is allowed at all (`NO_COLOR` unset).
    let allowsColor: Bool
    var result = Result()

    /// Creates a tool reading standard input from `standardInput`.
    public init(isTerminal: Bool = false, allowsColor: Bool = true, standardInput: InputSource) {
        self.isTerminal = isTerminal
        self.allowsColor = allowsColor
        self.standardInput = standardInput
    }

    /// Creates a tool whose standard input is the bytes `readStandardInput` returns (tests).
    public init(isTerminal: Bool = false, readStandardInput: @escaping @Sendable () -> [UInt8] = { [] }) {
        self.init(
            isTerminal: isTerminal,
            standardInput: InputSource { limit in InputSource.bytes(readStandardInput()).read(limit) })
    }

    /// Runs the tool with its arguments (without the program name).
    public static func run(
        _ arguments: [String], isTerminal: Bool = false, allowsColor: Bool = true, standardInput: InputSource
    ) async -> Result {
        var tool = CommandLineTool(
            isTerminal: isTerminal, allowsColor: allowsColor, standardInput: standardInput)
        await tool.run(arguments)
        return tool.result
    }

    /// Runs the tool with its arguments (without the program name), standard input given as bytes.
    public static func run(
        _ arguments: [String], isTerminal: Bool = false,
        readStandardInput: @escaping @Sendable () -> [UInt8] = { [] }
    ) async -> Result {
        var tool = CommandLineTool(isTerminal: isTerminal, readStandardInput: readStandardInput)
        await tool.run(arguments)
        return tool.result
    }

    mutating func print(_ text: String) { result.standardOutput += text + "\n" }
    mutating func printError(_ text: String) { result.standardError += text + "\n" }

    mutating func run(_ arguments: [String]) async {
        guard let first = arguments.first else {
            print(Help.overview)
            return
        }
        let rest = Array(arguments.dropFirst())
        do throws(UsageError) {
            switch first {
            case "-h", "--help", "help":
                try help(rest)
            case "--version":
                print("notification-actions \(Help.version)")
            default:
                guard let command = Command(rawValue: first) else {
                    let hint = Suggestion.didYouMean(first, in: Command.allCases.map(\.rawValue))
                    throw UsageError(
                        command: nil,
                        message:
                            "unknown command '\(first)'.\(hint) Run 'notification-actions --help' for the list."
                    )
                }
                if rest.contains("--help") || rest.contains("-h") {
                    print(Help.text(for: command))
                    return
                }
                try await run(command, rest)
            }
        } catch {
            printError("notification-actions: error: \(visible(error.message))")
            if let command = error.command.flatMap(Command.init(rawValue:)) {
                printError("Usage: \(Help.usage(for: command))")
                printError("Run 'notification-actions help \(command)' for more.")
            }
            result.exitCode = 2
        }
    }

    private mutating func help(_ arguments: [String]) throws(UsageError) {
        guard let name = arguments.first else { return print(Help.overview) }
        guard let command = Command(rawValue: name) else {
            let hint = Suggestion.didYouMean(name, in: Command.allCases.map(\.rawValue))
            throw UsageError(command: nil, message: "no help for unknown command '\(name)'.\(hint)")
        }
        print(Help.text(for: command))
    }

    private mutating func run(_ command: Command, _ arguments: [String]) async throws(UsageError) {
        let parsed = try Arguments(arguments, options: command.options, command: command.rawValue)
        try parsed.checkStandardInputReadOnce(command: command.rawValue)
        switch command {
        case .demo: try await demo(parsed)
        case .checkPayload: try checkPayload(parsed)
        case .preview: try preview(parsed)
        case .generateSwift: try generateSwift(parsed)
        case .validate: try validate(parsed)
        case .schema:
            guard parsed.operands.isEmpty else {
                throw UsageError(command: "schema", message: "'schema' takes no operands")
            }
            result.standardOutput += ConfigurationFormat.jsonSchema
        }
    }

    /// How an operand is named in messages: its path, or `<stdin>` for `-`.
    static func displayName(_ operand: String) -> String { operand == "-" ? "<stdin>" : operand }

    /// Reads an operand — a file path, or `-` for standard input — of at most `limit` bytes. `nil` (with
    /// the reason printed) when it cannot be read.
    mutating func read(_ operand: String, limit: Int = InputLimit.configuration) -> [UInt8]? {
        let outcome =
            operand == "-" ? standardInput.read(limit) : InputReader.read(path: operand, limit: limit)
        switch outcome {
        case .success(let bytes): return bytes
        case .failure(let failure):
            printError("\(Self.displayName(operand)): error: \(failure.message)")
            return nil
        }
    }

    /// Reads the one CONFIG operand of a command and validates it; `nil`, with the errors printed and the
    /// exit status set, when it cannot be read (2) or is invalid (1).
    mutating func loadConfiguration(_ parsed: Arguments, command: Command) throws(UsageError)
        -> (name: String, registry: CategoryRegistry, report: ValidationReport)?
    {
        guard parsed.operands.count == 1, let path = parsed.operands.first else {
            throw UsageError(
                command: command.rawValue,
                message: "'\(command.rawValue)' takes exactly one CONFIG file (or - for standard input)")
        }
        return loadConfiguration(path, profile: Self.profile(parsed))
    }

    /// Reads a configuration (a path, or `-`) and validates it; `nil`, with every issue printed and the exit
    /// status set, when it cannot be read (2) or is invalid (1). Every command that takes a configuration
    /// loads it here.
    mutating func loadConfiguration(_ path: String, profile: PlatformProfile)
        -> (name: String, registry: CategoryRegistry, report: ValidationReport)?
    {
        guard let bytes = read(path) else {
            result.exitCode = 2
            return nil
        }
        let name = Self.displayName(path)
        let report = CategoryRegistry.validate(jsonData: bytes, profile: profile, fileName: name)
        guard let registry = report.registry else {
            for issue in report.issues { printError(issue.description) }
            printError(
                "\(name): invalid: \(Self.plural(report.errors.count, "error")); fix them first ('notification-actions validate \(path)')"
            )
            result.exitCode = 1
            return nil
        }
        return (name, registry, report)
    }

    static func profile(_ parsed: Arguments) -> PlatformProfile {
        PlatformProfile.all.first { $0.name == parsed["profile"] } ?? .modern
    }

    static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : plural ?? word + "s")"
    }
}

/// The subcommands.
enum Command: String, CaseIterable {
    case demo, validate
    case checkPayload = "check-payload"
    case preview
    case generateSwift = "generate-swift"
    case schema

    var options: [Arguments.Option] {
        let profile = Arguments.Option(
            name: "profile", valueName: "PROFILE", allowed: PlatformProfile.all.map(\.name),
            help:
                "The platform limits to check against: modern (iOS 10+: 10 actions, 2 in banners) or legacy (iOS 8/9: 4 and 2). Default: modern."
        )
        let format = Arguments.Option(
            name: "format", valueName: "FORMAT", allowed: ["text", "json"],
            help: "text (FILE:LINE:COLUMN: severity: message, as editors read) or json. Default: text.")
        switch self {
        case .validate:
            return [
                profile, format,
                Arguments.Option(
                    name: "strict", valueName: nil, allowed: nil,
                    help: "Treat warnings as errors (exit 1 when there are any)."),
            ]
        case .checkPayload:
            return [
                Arguments.Option(
                    name: "config", valueName: "CONFIG", allowed: nil,
                    help:
                        "The app's category configuration (JSON) that payloads must name a category of. Required."
                ),
                format,
                Arguments.Option(
                    name: "max-size", valueName: "BYTES", allowed: nil,
                    help: "The size limit: 4096 (remote notifications, the default) or 5120 (VoIP pushes)."),
                Arguments.Option(
                    name: "strict", valueName: nil, allowed: nil, help: "Treat warnings as errors."),
            ]
        case .preview:
            return [
                profile,
                Arguments.Option(
                    name: "category", valueName: "ID", allowed: nil, help: "Show only this category."),
                Arguments.Option(
                    name: "html", valueName: "OUT", allowed: nil,
                    help:
                        "Also write a self-contained HTML page of notification cards (banner and expanded views) to OUT."
                ),
            ]
        case .generateSwift:
            return [
                Arguments.Option(
                    name: "output", valueName: "FILE", allowed: nil,
                    help: "Write the source to FILE instead of standard output."),
                Arguments.Option(
                    name: "access-level", valueName: "LEVEL", allowed: ["public", "internal"],
                    help: "The access level of the generated declarations. Default: public."),
            ]
        case .schema, .demo: return []
        }
    }
}
