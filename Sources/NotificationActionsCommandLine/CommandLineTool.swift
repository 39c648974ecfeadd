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

    /// Every subcommand, in the order `--help` lists them.
    static var subcommands: [any Subcommand.Type] {
        [
            DemoCommand.self, ValidateCommand.self, CheckPayloadCommand.self, SamplePushesCommand.self,
            PreviewCommand.self, LocalizeCommand.self, GenerateSwiftCommand.self, CheckExtensionCommand.self,
            SchemaCommand.self,
        ]
    }

    static func subcommand(named name: String) -> (any Subcommand.Type)? {
        subcommands.first { $0.name == name }
    }

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
                guard let command = Self.subcommand(named: first) else {
                    let hint = Suggestion.didYouMean(first, in: Self.subcommands.map { $0.name })
                    throw UsageError(
                        command: nil,
                        message:
                            "unknown command '\(first)'.\(hint) Run 'notification-actions --help' for the list."
                    )
                }
                if rest.contains("--help") || rest.contains("-h") {
                    print(command.help)
                    return
                }
                let parsed = try Arguments(rest, options: command.options, command: command.name)
                try parsed.checkStandardInputReadOnce(command: command.name)
                try await command.run(parsed, &self)
            }
        } catch {
            printError("notification-actions: error: \(visible(error.message))")
            if let command = error.command.flatMap(Self.subcommand(named:)) {
                printError("Usage: \(command.usage)")
                printError("Run 'notification-actions help \(command.name)' for more.")
            }
            result.exitCode = ExitStatus.failure.rawValue
        }
    }

    private mutating func help(_ arguments: [String]) throws(UsageError) {
        guard let name = arguments.first else { return print(Help.overview) }
        guard let command = Self.subcommand(named: name) else {
            let hint = Suggestion.didYouMean(name, in: Self.subcommands.map { $0.name })
            throw UsageError(command: nil, message: "no help for unknown command '\(name)'.\(hint)")
        }
        print(command.help)
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
    mutating func loadConfiguration(_ parsed: Arguments, command: any Subcommand.Type) throws(UsageError)
        -> (name: String, registry: CategoryRegistry, report: ValidationReport)?
    {
        guard parsed.operands.count == 1, let path = parsed.operands.first else {
            throw UsageError(
                command: command.name,
                message: "'\(command.name)' takes exactly one CONFIG file (or - for standard input)")
        }
        return loadConfiguration(path, profile: Self.profile(parsed))
    }

    /// Reads a configuration (a path, or `-`) and validates it; `nil`, with every issue printed and the exit
    /// status set, when it cannot be read (2) or is invalid (1). Every command that takes a configuration
    /// loads it here.
    mutating func loadConfiguration(
        _ path: String, profile: PlatformProfile, deploymentTarget: DeploymentTarget? = nil
    ) -> (name: String, registry: CategoryRegistry, report: ValidationReport)? {
        guard let bytes = read(path) else {
            result.exitCode = ExitStatus.failure.rawValue
            return nil
        }
        let name = Self.displayName(path)
        let report = CategoryRegistry.validate(
            jsonData: bytes, profile: profile, fileName: name, deploymentTarget: deploymentTarget)
        guard let registry = report.registry else {
            for issue in report.issues { printError(issue.description) }
            printError(
                "\(name): invalid: \(Self.plural(report.errors.count, "error")); fix them first ('notification-actions validate \(path)')"
            )
            result.exitCode = ExitStatus.invalid.rawValue
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
