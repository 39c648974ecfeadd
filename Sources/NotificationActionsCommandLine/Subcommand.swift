@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// One subcommand of the tool: everything about it — its name, help, typed options and what it does — in
/// one type, in one file under `Commands/`. A new subcommand is a new type and one line in
/// ``CommandLineTool/subcommands``.
protocol Subcommand {
    /// Its options and operands, as typed properties; their declarations also write the usage line and
    /// the options list of `--help`.
    associatedtype Options: CommandOptions
    /// The name users type, such as `check-payload`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// What it checks or prints, its exit status and examples, for `help NAME`.
    static var details: String { get }
    /// Runs it and returns how the run ends. Throws a ``UsageError`` for a usage mistake (exit status 2,
    /// the usage printed), or an ``ExitStatus`` when it stops early having printed why (an unreadable or
    /// invalid input).
    static func run(_ options: Options, _ tool: inout CommandLineTool) async throws -> ExitStatus
}

extension Subcommand {
    /// The usage line, written from ``Options``' declarations.
    static var usage: String { Options.usage(name) }

    /// The options it takes, as the parser spells them.
    static var options: [Arguments.Option] { Options.options.map(\.spelling) }

    /// Parses `arguments` (after the name) into ``Options`` and runs it.
    static func parseAndRun(_ arguments: [String], _ tool: inout CommandLineTool) async throws -> ExitStatus {
        try await run(Options.parse(arguments, command: name), &tool)
    }

    /// `help NAME`: the summary, usage, options and details.
    static var help: String {
        var text = "\(summary)\n\nUsage: \(usage)\n"
        if !options.isEmpty {
            text += "\nOptions:\n"
            let spellings = options.map { "--\($0.name)" + ($0.valueName.map { " \($0)" } ?? "") }
            // The descriptions start in one column, at least two spaces after the longest spelling.
            let column = max(20, (spellings.map(\.count).max() ?? 0) + 2)
            for (option, spelled) in zip(options, spellings) {
                var help = option.help
                if let allowed = option.allowed, allowed.count > 4 {
                    help += " One of: \(allowed.joined(separator: ", "))."
                }
                text += "  \(spelled.padding(toLength: column, withPad: " ", startingAt: 0))\(help)\n"
            }
        }
        return text + "\n" + details
    }
}

/// How a run of the tool ends.
enum ExitStatus: Int32 {
    /// Everything checked is valid (warnings allowed, unless `--strict`).
    case success = 0
    /// Something checked is invalid.
    case invalid = 1
    /// A usage error, or an input that cannot be read or an output that cannot be written.
    case failure = 2
}

/// Thrown by a step that has already printed why the run stops (an unreadable file, an invalid
/// configuration): the run ends with this status.
extension ExitStatus: Error {}

extension ExitStatus {
    /// The status of a run over several inputs: 2 if any could not be read, else 1 if any was invalid,
    /// else 0.
    init(unreadable: Bool, invalid: Bool) {
        self = unreadable ? .failure : invalid ? .invalid : .success
    }
}
