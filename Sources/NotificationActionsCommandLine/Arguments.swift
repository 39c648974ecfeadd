@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// The options and operands of one subcommand, parsed by hand (the package has no dependencies):
/// `--name value`, `--name=value` and flags; `--` ends the options; `-` is an operand (standard input).
struct Arguments {
    struct Option {
        var name: String
        var valueName: String?
        var allowed: [String]?
        var help: String
        var isFlag: Bool { valueName == nil }
    }

    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var operands: [String] = []

    init(_ arguments: [String], options: [Option], command: String) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                operands.append(contentsOf: remaining)
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                operands.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { "--\($0.name)" == name }) else {
                let hint = Suggestion.didYouMean(name, in: options.map { "--\($0.name)" })
                let known =
                    options.isEmpty
                    ? "it takes no options"
                    : "its options are \(options.map { "--\($0.name)" }.joined(separator: ", "))"
                throw UsageError(
                    command: command,
                    message:
                        "unknown option '\(name)' for '\(command)'.\(hint) \(known.prefix(1).uppercased() + known.dropFirst())."
                )
            }
            if option.isFlag {
                if inlineValue != nil {
                    throw UsageError(command: command, message: "'\(name)' is a flag and takes no value")
                }
                flags.insert(option.name)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError(
                    command: command, message: "'\(name)' needs a value: \(name) \(option.valueName!)")
            }
            if let allowed = option.allowed, !allowed.contains(value) {
                let hint = Suggestion.didYouMean(value, in: allowed)
                throw UsageError(
                    command: command,
                    message:
                        "'\(value)' is not a value of \(name).\(hint) Use one of: \(allowed.joined(separator: ", "))."
                )
            }
            values[option.name] = value
        }
    }

    /// Standard input can be read once: `-` named twice (as operands or as an option's value) is a
    /// usage error rather than an empty second read.
    func checkStandardInputReadOnce(command: String) throws(UsageError) {
        let uses = operands.filter { $0 == "-" }.count + values.values.filter { $0 == "-" }.count
        guard uses <= 1 else {
            throw UsageError(
                command: command,
                message:
                    "standard input ('-') is named \(uses) times; it can be read only once, so name it once")
        }
    }

    subscript(option: String) -> String? { values[option] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A mistake in how the tool was called: exit status 2.
struct UsageError: Error {
    var command: String?
    var message: String
}
