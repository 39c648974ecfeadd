@_spi(Generated) import NotificationActions
import NotificationActionsTooling

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `notification-actions sample-pushes`.
enum SamplePushesCommand: Subcommand {
    static let name = "sample-pushes"
    static let summary =
        "Write a sample .apns push per category, to try every category's buttons on the Simulator."
    struct Options: CommandOptions {
        var output = ""
        var bundleID: String?
        var category: String?
        var serverChosen = false
        var config: [String] = []

        static var options: [OptionDeclaration<Self>] {
            [
                .required(
                    "output", "DIRECTORY", \.output, because: "where to write the .apns files",
                    help: "The directory to write CATEGORY.apns files into; created if missing. Required."),
                .text(
                    "bundle-id", "BUNDLE_ID", \.bundleID,
                    help:
                        "The app's bundle identifier, written as \"Simulator Target Bundle\" so the file can be dragged onto the Simulator."
                ),
                .text("category", "ID", \.category, help: "Only this category. Default: every category."),
                .flag(
                    "server-chosen", \.serverChosen,
                    help:
                        "Also write server-chosen.apns: a push carrying its own buttons (\"notification-actions\"), for the service extension to register."
                ),
            ]
        }
        static var operands: OperandDeclaration<Self> { OperandDeclaration<Self>.one("CONFIG", \.config) }
    }

    static let details = """
        Writes one alert push per category of CONFIG: a title naming the category, a body listing its
        buttons, "aps.category", a sound, a thread, and the custom keys the category declares in
        "payload", each with an example value of its type (a category that declares none gets app data:
        "notificationID", "sample") — each a file that check-payload --strict passes. On the iOS Simulator, drag a file onto the device, or run
          xcrun simctl push booted BUNDLE_ID DIRECTORY/CATEGORY.apns
        then press and hold the notification to see the buttons. Files are named after the category
        ("/" and other characters a file name cannot hold become "_"); existing files are replaced.

        Exit status: 0 all written, 1 CONFIG invalid, 2 usage error, unreadable CONFIG or a file could not be
        written.

        Examples:
          notification-actions sample-pushes --output pushes --bundle-id com.example.app Examples/Configs/chat-and-reminders.json
          xcrun simctl push booted com.example.app pushes/invite.apns
        """

    static func run(_ options: Options, _ tool: inout CommandLineTool) async throws -> ExitStatus {
        let directory = options.output
        let (_, registry, _) = try tool.loadConfiguration(options.config[0])
        var wanted = registry.categoryIdentifiers
        if let name = options.category {
            let names = registry.categoryIdentifiers.map(\.rawValue)
            guard registry.contains(CategoryIdentifier(name)) else {
                throw UsageError(
                    command: Self.name,
                    message:
                        "no category \(quoted(name)) in the configuration.\(Suggestion.didYouMean(name, in: names)) The categories are \(quotedList(names))."
                )
            }
            wanted = [CategoryIdentifier(name)]
        }
        var status = stat()
        if stat(directory, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw UsageError(
                    command: Self.name,
                    message: "--output \(directory) is a file; name a directory to write the .apns files into"
                )
            }
        } else if mkdir(directory, 0o755) != 0 {
            tool.printError(
                "\(directory): error: cannot create the directory: \(String(cString: strerror(errno)))")
            return .failure
        }
        var used: Set<String> = []
        for identifier in wanted {
            guard let text = registry.samplePush(for: identifier, simulatorTarget: options.bundleID) else {
                continue
            }
            var base = fileName(for: identifier.rawValue)
            var number = 2
            while !used.insert(base).inserted {
                base = "\(fileName(for: identifier.rawValue))-\(number)"
                number += 1
            }
            let path = directory.hasSuffix("/") ? "\(directory)\(base).apns" : "\(directory)/\(base).apns"
            try tool.writeOutput(text, to: path)
            tool.print("wrote \(path) (category \(quoted(identifier.rawValue)))")
        }
        if options.serverChosen {
            let path =
                directory.hasSuffix("/")
                ? "\(directory)server-chosen.apns" : "\(directory)/server-chosen.apns"
            try tool.writeOutput(registry.serverChosenSamplePush(simulatorTarget: options.bundleID), to: path)
            tool.print("wrote \(path) (server-chosen buttons)")
        }
        return .success
    }

    /// A file name for a category identifier: characters a file name cannot hold, and a leading dot,
    /// become "_".
    static func fileName(for identifier: String) -> String {
        var name = String(
            identifier.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "/", "\\", ":", "*", "?", "\"", "<", ">", "|": "_"
                case _ where scalar.properties.generalCategory == .control: "_"
                default: Character(scalar)
                }
            })
        if name.hasPrefix(".") { name = "_" + name.dropFirst() }
        return name.isEmpty ? "_" : String(name.prefix(200))
    }
}
