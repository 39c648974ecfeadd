import NotificationActions

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
    static let usage =
        "notification-actions sample-pushes --output DIRECTORY [--bundle-id BUNDLE_ID] [--category ID] CONFIG"
    static let options: [Arguments.Option] = [
        Arguments.Option(
            name: "output", valueName: "DIRECTORY", allowed: nil,
            help: "The directory to write CATEGORY.apns files into; created if missing. Required."),
        Arguments.Option(
            name: "bundle-id", valueName: "BUNDLE_ID", allowed: nil,
            help:
                "The app's bundle identifier, written as \"Simulator Target Bundle\" so the file can be dragged onto the Simulator."
        ),
        Arguments.Option(
            name: "category", valueName: "ID", allowed: nil,
            help: "Only this category. Default: every category."),
    ]
    static let details = """
        Writes one alert push per category of CONFIG: a title naming the category, a body listing its
        buttons, "aps.category", a sound, a thread, and app data ("notificationID", "sample"), each a file
        that check-payload passes. On the iOS Simulator, drag a file onto the device, or run
          xcrun simctl push booted BUNDLE_ID DIRECTORY/CATEGORY.apns
        then press and hold the notification to see the buttons. Files are named after the category
        ("/" and other characters a file name cannot hold become "_"); existing files are replaced.

        Exit status: 0 all written, 1 CONFIG invalid, 2 usage error or a file could not be written.

        Examples:
          notification-actions sample-pushes --output pushes --bundle-id com.example.app Examples/Configs/chat-and-reminders.json
          xcrun simctl push booted com.example.app pushes/invite.apns
        """

    static func run(_ parsed: Arguments, _ tool: inout CommandLineTool) async throws(UsageError) {
        try tool.samplePushes(parsed)
    }
}

extension CommandLineTool {
    mutating func samplePushes(_ parsed: Arguments) throws(UsageError) {
        guard let directory = parsed["output"] else {
            throw UsageError(
                command: SamplePushesCommand.name,
                message: "'sample-pushes' needs --output DIRECTORY: where to write the .apns files")
        }
        guard let (_, registry, _) = try loadConfiguration(parsed, command: SamplePushesCommand.self) else {
            return
        }
        var wanted = registry.categoryIdentifiers
        if let name = parsed["category"] {
            let names = registry.categoryIdentifiers.map(\.rawValue)
            guard registry.contains(CategoryIdentifier(name)) else {
                throw UsageError(
                    command: SamplePushesCommand.name,
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
                    command: SamplePushesCommand.name,
                    message: "--output \(directory) is a file; name a directory to write the .apns files into"
                )
            }
        } else if mkdir(directory, 0o755) != 0 {
            printError(
                "\(directory): error: cannot create the directory: \(String(cString: strerror(errno)))")
            result.exitCode = ExitStatus.failure.rawValue
            return
        }
        var used: Set<String> = []
        for identifier in wanted {
            guard let text = registry.samplePush(for: identifier, simulatorTarget: parsed["bundle-id"]) else {
                continue
            }
            var base = Self.fileName(for: identifier.rawValue)
            var number = 2
            while !used.insert(base).inserted {
                base = "\(Self.fileName(for: identifier.rawValue))-\(number)"
                number += 1
            }
            let path = directory.hasSuffix("/") ? "\(directory)\(base).apns" : "\(directory)/\(base).apns"
            guard writeOutput(text, to: path) else { return }
            print("wrote \(path) (category \(quoted(identifier.rawValue)))")
        }
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
