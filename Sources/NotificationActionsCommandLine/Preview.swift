import NotificationActions

extension CommandLineTool {
    mutating func preview(_ parsed: Arguments) throws(UsageError) {
        if let out = parsed["html"] {
            try OutputFile.check(out, option: "--html", inputs: parsed.operands, command: "preview")
        }
        guard let (name, registry, report) = try loadConfiguration(parsed, command: .preview) else { return }
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
            if let failure = OutputFile.write(page, to: out) {
                printError("\(out): error: \(failure)")
                result.exitCode = 2
            } else {
                print("wrote \(out)")
            }
        }
    }
}
