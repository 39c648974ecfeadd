import Foundation
@_spi(Generated) import NotificationActions
import NotificationActionsTooling

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

    static func subcommand(named name: String) -> (any Subcommand.Type)? {
        subcommands.first { $0.name == name }
    }

    mutating func run(_ arguments: [String]) async {
        guard let first = arguments.first else {
            print(Help.overview)
            return
        }
        let rest = Array(arguments.dropFirst())
        do {
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
                result.exitCode = try await command.parseAndRun(rest, &self).rawValue
            }
        } catch let error as UsageError {
            printError("notification-actions: error: \(visible(error.message))")
            if let command = error.command.flatMap(Self.subcommand(named:)) {
                printError("Usage: \(command.usage)")
                printError("Run 'notification-actions help \(command.name)' for more.")
            }
            result.exitCode = ExitStatus.failure.rawValue
        } catch let status as ExitStatus {
            result.exitCode = status.rawValue
        } catch {
            printError("notification-actions: error: \(error)")
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

    /// Reads a configuration (a path, or `-`) and validates it. Every command that takes a configuration
    /// loads it here. Throws ``ExitStatus/failure`` when it cannot be read and ``ExitStatus/invalid`` when
    /// it is invalid, with every issue printed.
    mutating func loadConfiguration(
        _ path: String, profile: PlatformProfile = .modern, deploymentTarget: DeploymentTarget? = nil,
        strings: StringsCatalog? = nil
    ) throws(ExitStatus) -> (name: String, registry: CategoryRegistry, report: ValidationReport) {
        guard let bytes = read(path) else { throw .failure }
        let name = Self.displayName(path)
        let report = CategoryRegistry.validate(
            jsonData: bytes, profile: profile, fileName: name, deploymentTarget: deploymentTarget,
            strings: strings)
        guard let registry = report.registry else {
            for issue in report.issues { printError(issue.description) }
            printError(
                "\(name): invalid: \(Self.plural(report.errors.count, "error")); fix them first (in a package: "
                    + "'swift package notification-actions validate'; with the tool installed: "
                    + "'notification-actions validate \(path)')"
            )
            throw .invalid
        }
        return (name, registry, report)
    }

    /// Every command that takes input files checks them here, one after another: each `operand` is read
    /// (at most `limit` bytes; one that cannot be read is reported, and `unreadable` told its display
    /// name), then `check` prints what it found and returns whether the input failed. The run's status
    /// folds them: 2 if any could not be read, else 1 if any failed, else 0.
    mutating func checkInputs(
        _ operands: [String], limit: Int = InputLimit.configuration, unreadable: (String) -> Void = { _ in },
        check: (inout CommandLineTool, _ name: String, _ bytes: [UInt8]) throws -> Bool
    ) rethrows -> ExitStatus {
        var anyUnreadable = false
        var anyInvalid = false
        for operand in operands {
            guard let bytes = read(operand, limit: limit) else {
                anyUnreadable = true
                unreadable(Self.displayName(operand))
                continue
            }
            if try check(&self, Self.displayName(operand), bytes) { anyInvalid = true }
        }
        return ExitStatus(unreadable: anyUnreadable, invalid: anyInvalid)
    }

    /// Reads the translations `--strings` names; throws ``ExitStatus/failure`` with the reason printed.
    mutating func loadCatalog(_ path: String) throws(ExitStatus) -> StringsCatalog {
        do {
            return try StringsCatalog(contentsOf: path)
        } catch {
            printError(error.description)
            throw .failure
        }
    }

    static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : plural ?? word + "s")"
    }
}
