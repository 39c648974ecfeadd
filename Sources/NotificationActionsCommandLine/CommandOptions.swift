@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// A subcommand's options and operands as typed properties, parsed once by
/// ``parse(_:command:)``, which also writes the usage line and the `--help` options list from the same
/// declarations, so the usage cannot drift from what is parsed.
protocol CommandOptions {
    /// The defaults, before any argument is read.
    init()
    /// Every option, in the order usage and help list them (required ones first reads best).
    static var options: [OptionDeclaration<Self>] { get }
    /// The operands the command takes.
    static var operands: OperandDeclaration<Self> { get }
    /// Checks what one option alone cannot (two options that need each other); runs after parsing.
    mutating func validate() throws(UsageError)
}

extension CommandOptions {
    mutating func validate() throws(UsageError) {}

    /// Parses `arguments` (after the subcommand's name) into the options; a usage error names `command`.
    static func parse(_ arguments: [String], command: String) throws(UsageError) -> Self {
        do throws(UsageError) {
            let parsed = try Arguments(arguments, options: options.map(\.spelling), command: command)
            try parsed.checkStandardInputReadOnce(command: command)
            var result = Self()
            for option in options {
                if option.spelling.isFlag {
                    if parsed.has(option.spelling.name) { try option.apply(&result, "") }
                } else if let value = parsed[option.spelling.name] {
                    try option.apply(&result, value)
                } else if option.isRequired {
                    throw UsageError(
                        command: command,
                        message:
                            "'\(command)' needs --\(option.spelling.name) \(option.spelling.valueName ?? ""): "
                            + option.requiredBecause)
                }
            }
            try operands.apply(parsed.operands, to: &result, command: command)
            try result.validate()
            return result
        } catch {
            var error = error
            if error.command == nil { error.command = command }
            throw error
        }
    }

    /// The usage line: `notification-actions NAME --required VALUE [--option VALUE] [--flag] OPERANDS`.
    static func usage(_ command: String) -> String {
        var words = ["notification-actions", command]
        for option in options {
            let spelling = option.spelling
            // A short list of values is spelled out; a long one is named (help lists it).
            let value =
                spelling.allowed.flatMap { $0.count <= 4 ? $0.joined(separator: "|") : nil }
                ?? spelling.valueName
            let word = "--\(spelling.name)" + (value.map { " \($0)" } ?? "")
            words.append(option.isRequired ? word : "[\(word)]")
        }
        switch operands.count {
        case .none: break
        case .one: words.append(operands.name)
        case .optional: words.append("[\(operands.name)]")
        case .oneOrMore: words.append("\(operands.name)...")
        }
        return words.joined(separator: " ")
    }
}

/// One option of a subcommand: how it is spelled and documented, and where its value goes.
struct OptionDeclaration<Options> {
    let spelling: Arguments.Option
    let isRequired: Bool
    /// Why a required option is needed, for the message when it is missing.
    let requiredBecause: String
    /// Stores the value (`""` for a flag); throws a usage error for a value it cannot take.
    let apply: (inout Options, String) throws(UsageError) -> Void

    /// `--name`, a flag that sets `keyPath` to true.
    static func flag(_ name: String, _ keyPath: WritableKeyPath<Options, Bool>, help: String) -> Self {
        Self(
            spelling: Arguments.Option(name: name, valueName: nil, allowed: nil, help: help),
            isRequired: false,
            requiredBecause: ""
        ) { options, _ in options[keyPath: keyPath] = true }
    }

    /// `--name VALUE`, any text, stored in `keyPath`.
    static func text(
        _ name: String, _ valueName: String, _ keyPath: WritableKeyPath<Options, String?>, help: String
    ) -> Self {
        Self(
            spelling: Arguments.Option(name: name, valueName: valueName, allowed: nil, help: help),
            isRequired: false, requiredBecause: ""
        ) { options, value in options[keyPath: keyPath] = value }
    }

    /// `--name VALUE`, required: the parser refuses a run without it, saying `because` (why it is needed).
    static func required(
        _ name: String, _ valueName: String, _ keyPath: WritableKeyPath<Options, String>, because: String,
        help: String
    ) -> Self {
        Self(
            spelling: Arguments.Option(name: name, valueName: valueName, allowed: nil, help: help),
            isRequired: true, requiredBecause: because
        ) { options, value in options[keyPath: keyPath] = value }
    }

    /// `--name VALUE`, one of `choices` (the parser refuses others, with "did you mean").
    static func choice<Value>(
        _ name: String, _ valueName: String, _ choices: [(String, Value)],
        _ keyPath: WritableKeyPath<Options, Value>,
        help: String
    ) -> Self {
        Self(
            spelling: Arguments.Option(
                name: name, valueName: valueName, allowed: choices.map(\.0), help: help),
            isRequired: false, requiredBecause: ""
        ) { options, value in
            // The parser only lets the allowed spellings through.
            if let choice = choices.first(where: { $0.0 == value }) { options[keyPath: keyPath] = choice.1 }
        }
    }

    /// `--name VALUE`, converted by `convert`, which throws a usage error for a value it cannot take.
    static func converted<Value>(
        _ name: String, _ valueName: String, _ keyPath: WritableKeyPath<Options, Value?>, help: String,
        _ convert: @escaping (String) throws(UsageError) -> Value
    ) -> Self {
        Self(
            spelling: Arguments.Option(name: name, valueName: valueName, allowed: nil, help: help),
            isRequired: false, requiredBecause: ""
        ) { options, value throws(UsageError) in options[keyPath: keyPath] = try convert(value) }
    }

    /// `--profile modern|legacy`.
    static func profile(_ keyPath: WritableKeyPath<Options, PlatformProfile>) -> Self {
        choice(
            "profile", "PROFILE", PlatformProfile.all.map { ($0.name, $0) }, keyPath,
            help:
                "The platform limits to check against: modern (iOS 10+: 10 actions, 2 in banners) or legacy (iOS 8/9: 4 and 2). Default: modern."
        )
    }

    /// `--format text|json`.
    static func format(_ keyPath: WritableKeyPath<Options, OutputFormat>) -> Self {
        choice(
            "format", "FORMAT", [("text", .text), ("json", .json)], keyPath,
            help: "text (FILE:LINE:COLUMN: severity: message, as editors read) or json. Default: text.")
    }

    /// `--strict`.
    static func strict(_ keyPath: WritableKeyPath<Options, Bool>) -> Self {
        flag("strict", keyPath, help: "Treat warnings as errors (exit 1 when there are any).")
    }

    /// `--platform PLATFORM`, half of a deployment target (see ``DeploymentTargetOptions``).
    static func platform(_ keyPath: WritableKeyPath<Options, DeploymentTarget.Platform?>) -> Self {
        Self(
            spelling: Arguments.Option(
                name: "platform", valueName: "PLATFORM",
                allowed: DeploymentTarget.Platform.allCases.map(\.rawValue),
                help:
                    "With --minimum: warn for every feature this platform (ios, macos, watchos, visionos) ignores. Default: no platform check."
            ), isRequired: false, requiredBecause: ""
        ) { options, value in options[keyPath: keyPath] = DeploymentTarget.Platform(rawValue: value) }
    }

    /// `--minimum VERSION`, the other half of a deployment target.
    static func minimum(_ keyPath: WritableKeyPath<Options, String?>) -> Self {
        text(
            "minimum", "VERSION", keyPath,
            help:
                "The deployment target, as in Package.swift's platforms or Xcode's Minimum Deployments (13.0): warn for features it lacks."
        )
    }
}

/// The operands a subcommand takes: how many, how usage names them, and where they go.
struct OperandDeclaration<Options> {
    enum Count {
        case none, one, optional, oneOrMore
    }

    let name: String
    let count: Count
    let keyPath: WritableKeyPath<Options, [String]>?
    /// The message when too few or too many are given.
    let wrongCount: String

    /// No operands: any given is a usage error.
    static var none: Self { Self(name: "", count: .none, keyPath: nil, wrongCount: "takes no operands") }

    /// Exactly one, `name` in usage (`CONFIG`).
    static func one(_ name: String, _ keyPath: WritableKeyPath<Options, [String]>) -> Self {
        Self(
            name: name, count: .one, keyPath: keyPath,
            wrongCount: "takes exactly one \(name) file (or - for standard input)")
    }

    /// One or more, `name...` in usage (`FILE...`).
    static func oneOrMore(_ name: String, _ keyPath: WritableKeyPath<Options, [String]>) -> Self {
        Self(
            name: name, count: .oneOrMore, keyPath: keyPath,
            wrongCount: "needs at least one \(name) (or - for standard input)")
    }

    func apply(_ operands: [String], to options: inout Options, command: String) throws(UsageError) {
        let fits =
            switch count {
            case .none: operands.isEmpty
            case .one: operands.count == 1
            case .optional: operands.count <= 1
            case .oneOrMore: !operands.isEmpty
            }
        guard fits else { throw UsageError(command: command, message: "'\(command)' \(wrongCount)") }
        if let keyPath { options[keyPath: keyPath] = operands }
    }
}

/// How results are printed.
enum OutputFormat {
    /// `FILE:LINE:COLUMN: severity: message`, as editors read, and a summary line per file.
    case text
    /// One JSON document on standard output.
    case json
}

/// `--platform` and `--minimum`, both or neither, as one deployment target.
enum DeploymentTargetOptions {
    static func target(platform: DeploymentTarget.Platform?, minimum: String?) throws(UsageError)
        -> DeploymentTarget?
    {
        switch (platform, minimum) {
        case (nil, nil): return nil
        case (let platform?, let minimum?):
            guard let target = DeploymentTarget(platform, minimum) else {
                throw UsageError(
                    command: nil,
                    message: "'--minimum' takes a version such as 13.0 or 10.15, found '\(minimum)'")
            }
            return target
        case (nil, _?):
            throw UsageError(
                command: nil,
                message:
                    "'--minimum' needs '--platform' (ios, macos, watchos or visionos) to know which OS it names"
            )
        case (_?, nil):
            throw UsageError(
                command: nil,
                message:
                    "'--platform' needs '--minimum VERSION', the app's deployment target (for example 13.0)")
        }
    }
}
