import Foundation
import NotificationActions

extension CommandLineTool {
    mutating func preview(_ parsed: Arguments) throws(UsageError) {
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
        print(CategoryPreview.text(registry, only: only, colour: isTerminal))
        for warning in report.warnings { printError(warning.description) }
        if let out = parsed["html"] {
            let page = HTMLPreview.page(registry, source: name, only: only)
            do {
                try Data(page.utf8).write(to: URL(fileURLWithPath: out))
                print("wrote \(out)")
            } catch {
                printError("\(out): error: cannot write the page: \(error.localizedDescription)")
                result.exitCode = 2
            }
        }
    }
}
