import Foundation
@_spi(Generated) import NotificationActions
import NotificationActionsPosting
import NotificationActionsTooling

/// `notification-actions preview`.
enum PreviewCommand: Subcommand {
    static let name = "preview"
    static let summary = "Show each category as the user will see it: expanded, and in a banner."
    struct Options: CommandOptions {
        var profile = PlatformProfile.modern
        var category: String?
        var locale: String?
        var strings: String?
        var html: String?
        var payload: String?
        var local: String?
        var config: [String] = []

        static var options: [OptionDeclaration<Self>] {
            [
                .profile(\.profile),
                .text("category", "ID", \.category, help: "Show only this category."),
                .text(
                    "locale", "LANG", \.locale,
                    help: "Show the buttons in this language (zh-Hans, de), translated by --strings."),
                .text(
                    "strings", "CATALOG", \.strings,
                    help:
                        "The app's translations (.xcstrings, an LANG.lproj folder, or a folder holding them), for --locale."
                ),
                .text(
                    "payload", "PUSH", \.payload,
                    help:
                        "Show the buttons one push would show: its server-chosen buttons (\"notification-actions\"), checked, or else its aps.category's."
                ),
                .text(
                    "local", "REQUEST", \.local,
                    help:
                        "Show a local notification the app would post (JSON: identifier, category, texts, userInfo, trigger), checked as NotificationScheduler checks it, with its category's buttons."
                ),
                .text(
                    "html", "OUT", \.html,
                    help:
                        "Also write a self-contained HTML page of notification cards (banner and expanded views) to OUT."
                ),
            ]
        }
        static var operands: OperandDeclaration<Self> { OperandDeclaration<Self>.one("CONFIG", \.config) }

        mutating func validate() throws(UsageError) {
            switch (locale, strings) {
            case (_?, nil):
                throw UsageError(
                    command: nil, message: "'--locale' needs '--strings CATALOG', the translations to show")
            case (nil, _?):
                throw UsageError(
                    command: nil, message: "'--strings' needs '--locale LANG', the language to show")
            default: break
            }
            if payload != nil, local != nil {
                throw UsageError(
                    command: nil, message: "'--payload' and '--local' each show one notification; pass one")
            }
            if let html { try OutputFile.check(html, option: "--html", inputs: config, command: nil) }
        }
    }

    static let details = """
        Prints every category with the buttons the expanded view shows (up to 10; 4 with --profile legacy)
        and the ones a banner or the lock screen shows (minimalActions, else the first two), marking
        destructive buttons (red), whether each opens the app or runs in the background, reply fields
        with their placeholder and send button, and icons. Colour when standard output is a terminal.
        --html writes a page of cards resembling the system's notifications, to open in a browser.
        --locale LANG with --strings shows each localized string's LANG translation (the development
        text where there is none, as the system does, with a warning naming the key).
        --payload PUSH shows the buttons one push would show: its server-chosen buttons
        ("notification-actions" beside aps) checked, with the category the service extension registers
        and what each button does; or else its aps.category's. A spec with errors exits 1, naming them.
        --local REQUEST shows a local notification the app would post: its texts, its userInfo, when it
        fires (in the machine's time zone), and its category's buttons, after the checks
        NotificationScheduler.schedule makes (declared category and payload keys, property lists,
        triggers that can never fire). A request with problems exits 1, naming each. REQUEST is JSON:
          {"identifier": "dose-42", "category": "reminder", "title": "Time for your dose",
           "userInfo": {"reminder": "r-7"}, "trigger": {"calendar": {"hour": 8}, "repeats": true}}
        A text is a string or {"key", "default", "arguments"} (localized when shown); the trigger is
        "now", {"after": SECONDS}, {"at": ISO-8601}, {"calendar": {COMPONENTS, "timeZone"}} or
        {"region": {"identifier", "latitude", "longitude", "radius"}}, with "repeats" where it applies.

        Exit status: 0 shown, 1 CONFIG or PUSH invalid, 2 usage error or unreadable file.

        Examples:
          notification-actions preview Examples/Configs/chat-and-reminders.json
          notification-actions preview --category invite --html invite.html Examples/Configs/chat-and-reminders.json
          notification-actions preview --payload Examples/Payloads/alert/server-chosen-buttons.json Examples/Configs/chat-and-reminders.json
          notification-actions preview --local Examples/LocalRequests/reminder.json Examples/Configs/chat-and-reminders.json
          notification-actions preview --locale zh-Hans --strings Examples/Configs/Localizable.xcstrings Examples/Configs/chat-and-reminders.json
        """

    static func run(_ options: Options, _ tool: inout CommandLineTool) async throws -> ExitStatus {
        let loaded = try tool.loadConfiguration(options.config[0], profile: options.profile)
        var name = loaded.name
        var registry = loaded.registry
        let report = loaded.report
        if let locale = options.locale, let path = options.strings {
            let catalog = try tool.loadCatalog(path)
            guard catalog.languages.contains(locale) else {
                throw UsageError(
                    command: name,
                    message:
                        "\(path) has no '\(locale)' translations.\(Suggestion.didYouMean(locale, in: catalog.languages)) Its languages are \(catalog.languages.joined(separator: ", "))."
                )
            }
            var untranslated: [String] = []
            registry = registry.translated { key, _ in
                let translation = catalog.translation(key, language: locale)
                if translation == nil, locale != catalog.developmentLanguage {
                    untranslated.append(key.description)
                }
                return translation
            }
            for key in untranslated {
                tool.printError(
                    "\(path): warning: '\(key)' has no finished '\(locale)' translation; showing the development text"
                )
            }
            name += " (\(locale))"
        }
        var only: CategoryIdentifier?
        if let wanted = options.category {
            guard registry.contains(CategoryIdentifier(wanted)) else {
                let names = registry.categoryIdentifiers.map(\.rawValue)
                let hint = Suggestion.didYouMean(wanted, in: names)
                throw UsageError(
                    command: name,
                    message:
                        "\(name) has no category '\(wanted)'.\(hint) Its categories are \(names.map { "'\($0)'" }.joined(separator: ", "))."
                )
            }
            only = CategoryIdentifier(wanted)
        }
        if let path = options.local {
            guard let status = previewLocal(path, registry: registry, &tool) else { return .success }
            return status
        }
        if let push = options.payload {
            switch previewPush(push, registry: registry, &tool) {
            case .stop(let status): return status
            case .category(let category): only = category
            case .shown: return .success
            }
        }
        tool.print(CategoryPreview.text(registry, only: only, colour: tool.isTerminal && tool.allowsColor))
        for warning in report.warnings { tool.printError(warning.description) }
        if let out = options.html {
            try tool.writeOutput(HTMLPreview.page(registry, source: name, only: only), to: out)
            tool.print("wrote \(out)")
        }
        return .success
    }

    /// Shows a local request, or returns the exit status of its problems.
    private static func previewLocal(
        _ path: String, registry: CategoryRegistry, _ tool: inout CommandLineTool
    )
        -> ExitStatus?
    {
        guard let bytes = tool.read(path, limit: InputLimit.payload) else { return .failure }
        let parsed: JSONValue
        do {
            parsed = try JSONValue(parsing: bytes)
        } catch {
            tool.printError("\(path):\(error.line):\(error.column): error: \(error.message)")
            return .invalid
        }
        guard let object = parsed.objectValue else {
            tool.printError(
                "\(path): error: a local request is a JSON object with \"identifier\" and \"category\"")
            return .invalid
        }
        let now = Date()
        let (request, readProblems) = LocalRequestPreview.request(from: object)
        let problems =
            readProblems + (request?.problems(against: registry, now: now, calendar: .current) ?? [])
        for problem in problems { tool.printError("\(path): error: \(problem)") }
        guard let request, problems.isEmpty else { return .invalid }
        for line in LocalRequestPreview.summary(request, now: now, calendar: .current) { tool.print(line) }
        tool.print(
            CategoryPreview.text(
                registry, only: request.category, colour: tool.isTerminal && tool.allowsColor))
        return nil
    }

    private enum PushPreview {
        /// Unreadable (2) or invalid (1).
        case stop(ExitStatus)
        case category(CategoryIdentifier?)
        case shown
    }

    /// The buttons `push` would show: its server-chosen buttons, checked and previewed; or its category.
    private static func previewPush(_ push: String, registry: CategoryRegistry, _ tool: inout CommandLineTool)
        -> PushPreview
    {
        guard let bytes = tool.read(push, limit: InputLimit.payload) else { return .stop(.failure) }
        let parsed: JSONValue
        do {
            parsed = try JSONValue(parsing: bytes)
        } catch {
            tool.printError("\(push):\(error.line):\(error.column): error: \(error.message)")
            return .stop(.invalid)
        }
        guard let object = parsed.objectValue else {
            tool.printError(
                "\(push): error: a push is a JSON object with an \"aps\" object; check it with "
                    + "'notification-actions check-payload'")
            return .stop(.invalid)
        }
        let reading = ServerChosenButtons.read(from: object, registry: registry)
        for issue in reading.issues {
            tool.printError(
                "\(push): \(issue.severity): \(issue.location.path): \(issue.message) [\(issue.code)]")
        }
        if let buttons = reading.buttons, let single = try? CategoryRegistry(categories: [buttons.category]) {
            tool.print("\(push): server-chosen buttons, registered as category \(buttons.categoryIdentifier)")
            tool.print(CategoryPreview.text(single, colour: tool.isTerminal && tool.allowsColor))
            for button in buttons.buttons {
                let does =
                    button.url.map { "opens \($0)" }
                    ?? "routed to handleServerChosen(\"\(button.action.identifier)\")"
                tool.print("    \(visible(button.action.title)): \(does)")
            }
            return .shown
        }
        if reading.issues.contains(where: { $0.severity == .error }) { return .stop(.invalid) }
        let name = object["aps"]?["category"]?.stringValue
        guard let name, registry.contains(CategoryIdentifier(name)) else {
            tool.print("\(push): shows no buttons (no server-chosen buttons, and no registered aps.category)")
            return .shown
        }
        return .category(CategoryIdentifier(name))
    }
}
