/// Where a value is in a configuration ("categories[1].actions[0].title"), kept as steps and turned into
/// text only when a finding is reported.
///
/// The decoder used to take paths as `@autoclosure () -> String`: lazy, but every call site became a
/// closure the optimizer specialised, and the decoder alone compiled to about 500 KB. A path value is
/// one small allocation per step (a key's name is a string literal) and one function, whatever the
/// call site.
struct ConfigurationPath: Sendable, CustomStringConvertible {
    private indirect enum Step: Sendable {
        case root
        case key(Step, String)
        case index(Step, Int)
    }

    private let step: Step

    /// The whole configuration: its text is empty.
    static let root = ConfigurationPath(step: .root)

    private init(step: Step) { self.step = step }

    /// The value of `name` in the object at this path.
    func key(_ name: String) -> ConfigurationPath { ConfigurationPath(step: .key(step, name)) }

    /// The element at `position` in the array at this path.
    func index(_ position: Int) -> ConfigurationPath { ConfigurationPath(step: .index(step, position)) }

    /// The path as findings show it: `categories[1].actions[0].title`; empty for the root.
    var description: String {
        var text = ""
        Self.write(step, into: &text)
        return text
    }

    private static func write(_ step: Step, into text: inout String) {
        switch step {
        case .root: break
        case .key(let parent, let name):
            write(parent, into: &text)
            if !text.isEmpty { text += "." }
            text += name
        case .index(let parent, let position):
            write(parent, into: &text)
            text += "[\(position)]"
        }
    }

    /// The last key's name (`title` for `categories[1].actions[0].title`, `actions` for
    /// `categories[1].actions[0]`); empty for the root.
    var lastKey: String {
        var step = self.step
        while true {
            switch step {
            case .root: return ""
            case .key(_, let name): return name
            case .index(let parent, _): step = parent
            }
        }
    }
}
