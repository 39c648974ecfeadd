import NotificationActions

/// One subcommand of the tool: everything about it — its name, help, options and what it does — in one
/// type, in one file under `Commands/`. A new subcommand is a new type and one line in
/// ``CommandLineTool/subcommands``.
protocol Subcommand {
    /// The name users type, such as `check-payload`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The usage line.
    static var usage: String { get }
    /// The options it takes.
    static var options: [Arguments.Option] { get }
    /// What it checks or prints, its exit status and examples, for `help NAME`.
    static var details: String { get }
    /// Runs it; throws for a usage error (exit status 2).
    static func run(_ parsed: Arguments, _ tool: inout CommandLineTool) async throws(UsageError)
}

extension Subcommand {
    /// `help NAME`: the summary, usage, options and details.
    static var help: String {
        var text = "\(summary)\n\nUsage: \(usage)\n"
        if !options.isEmpty {
            text += "\nOptions:\n"
            for option in options {
                let spelled = "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
                text += "  \(spelled.padding(toLength: 20, withPad: " ", startingAt: 0))\(option.help)\n"
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

extension Arguments.Option {
    /// `--profile modern|legacy`.
    static let profile = Arguments.Option(
        name: "profile", valueName: "PROFILE", allowed: PlatformProfile.all.map(\.name),
        help:
            "The platform limits to check against: modern (iOS 10+: 10 actions, 2 in banners) or legacy (iOS 8/9: 4 and 2). Default: modern."
    )
    /// `--format text|json`.
    static let format = Arguments.Option(
        name: "format", valueName: "FORMAT", allowed: ["text", "json"],
        help: "text (FILE:LINE:COLUMN: severity: message, as editors read) or json. Default: text.")
}
