import NotificationActions

/// `notification-actions preview`.
enum PreviewCommand: Subcommand {
    static let name = "preview"
    static let summary = "Show each category as the user will see it: expanded, and in a banner."
    static let usage =
        "notification-actions preview [--profile modern|legacy] [--category ID] [--locale LANG --strings CATALOG] [--html OUT] CONFIG"
    static let options: [Arguments.Option] = [
        Arguments.Option.profile,
        Arguments.Option(
            name: "category", valueName: "ID", allowed: nil, help: "Show only this category."),
        Arguments.Option(
            name: "locale", valueName: "LANG", allowed: nil,
            help: "Show the buttons in this language (zh-Hans, de), translated by --strings."),
        Arguments.Option(
            name: "strings", valueName: "CATALOG", allowed: nil,
            help:
                "The app's translations (.xcstrings, an LANG.lproj folder, or a folder holding them), for --locale."
        ),
        Arguments.Option(
            name: "html", valueName: "OUT", allowed: nil,
            help:
                "Also write a self-contained HTML page of notification cards (banner and expanded views) to OUT."
        ),
    ]
    static let details = """
        Prints every category with the buttons the expanded view shows (up to 10; 4 with --profile legacy)
        and the ones a banner or the lock screen shows (minimalActions, else the first two), marking
        destructive buttons (red), whether each opens the app or runs in the background, reply fields
        with their placeholder and send button, and icons. Colour when standard output is a terminal.
        --html writes a page of cards resembling the system's notifications, to open in a browser.
        --locale LANG with --strings shows each localized string's LANG translation (the development
        text where there is none, as the system does, with a warning naming the key).

        Examples:
          notification-actions preview Examples/Configs/chat-and-reminders.json
          notification-actions preview --category invite --html invite.html Examples/Configs/chat-and-reminders.json
          notification-actions preview --locale zh-Hans --strings Examples/Configs/Localizable.xcstrings Examples/Configs/chat-and-reminders.json
        """

    static func run(_ parsed: Arguments, _ tool: inout CommandLineTool) async throws(UsageError) {
        try tool.preview(parsed)
    }
}

extension CommandLineTool {
    mutating func preview(_ parsed: Arguments) throws(UsageError) {
        if let out = parsed["html"] {
            try OutputFile.check(out, option: "--html", inputs: parsed.operands, command: "preview")
        }
        switch (parsed["locale"], parsed["strings"]) {
        case (_?, nil):
            throw UsageError(
                command: "preview", message: "'--locale' needs '--strings CATALOG', the translations to show")
        case (nil, _?):
            throw UsageError(
                command: "preview", message: "'--strings' needs '--locale LANG', the language to show")
        default: break
        }
        guard let loaded = try loadConfiguration(parsed, command: PreviewCommand.self) else { return }
        var name = loaded.name
        var registry = loaded.registry
        let report = loaded.report
        if let locale = parsed["locale"], let path = parsed["strings"] {
            let catalog: StringsCatalog
            do {
                catalog = try StringsCatalog(contentsOf: path)
            } catch {
                printError(error.description)
                result.exitCode = ExitStatus.failure.rawValue
                return
            }
            guard catalog.languages.contains(locale) else {
                throw UsageError(
                    command: "preview",
                    message:
                        "\(path) has no '\(locale)' translations.\(Suggestion.didYouMean(locale, in: catalog.languages)) Its languages are \(catalog.languages.joined(separator: ", "))."
                )
            }
            var untranslated: [String] = []
            registry = registry.localized { key, _ in
                let translation = catalog.translation(key, language: locale)
                if translation == nil, locale != catalog.developmentLanguage {
                    untranslated.append(key.description)
                }
                return translation
            }
            for key in untranslated {
                printError(
                    "\(path): warning: '\(key)' has no finished '\(locale)' translation; showing the development text"
                )
            }
            name += " (\(locale))"
        }
        var only: CategoryIdentifier?
        if let wanted = parsed["category"] {
            guard registry.contains(CategoryIdentifier(wanted)) else {
                let names = registry.categoryIdentifiers.map(\.rawValue)
                let hint = Suggestion.didYouMean(wanted, in: names)
                throw UsageError(
                    command: "preview",
                    message:
                        "\(name) has no category '\(wanted)'.\(hint) Its categories are \(names.map { "'\($0)'" }.joined(separator: ", "))."
                )
            }
            only = CategoryIdentifier(wanted)
        }
        print(CategoryPreview.text(registry, only: only, colour: isTerminal && allowsColor))
        for warning in report.warnings { printError(warning.description) }
        if let out = parsed["html"] {
            let page = HTMLPreview.page(registry, source: name, only: only)
            if writeOutput(page, to: out) { print("wrote \(out)") }
        }
    }
}
