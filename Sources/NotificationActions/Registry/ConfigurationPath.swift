/// Where a value is in a configuration ("categories[1].actions[0].title"), kept as steps and written as
/// text only when a finding is reported.
///
/// The last step is kept inline and the ones before it in a shared chain, so a leaf's path (a field read
/// once: `path.key("title")`) allocates nothing; a path extended many times (a category's, an action's)
/// is made ``shared`` once, and then each extension allocates nothing either.
///
/// Measured four other ways (`Benchmarks/instructions.sh load-json`, `Scripts/code-size.sh`):
/// `@autoclosure () -> String` paths allocated nothing, but every call site became a closure holding its
/// own string interpolation, and the decoder compiled to about 500 KB; a text built at each step took
/// 1.22× the instructions to load; the first eight steps kept inline (no allocation, but a 200-byte value
/// copied with its strings at each step) 1.13×; a chain allocating at every step, 1.0× with a third more
/// allocations.
struct ConfigurationPath: Sendable, CustomStringConvertible {
    private enum Step: Sendable {
        case key(String)
        case index(Int)
    }

    /// The steps before the last, newest first.
    private final class Link: Sendable {
        let parent: Link?
        let step: Step
        init(_ parent: Link?, _ step: Step) { (self.parent, self.step) = (parent, step) }
    }

    private let chain: Link?
    private let last: Step?

    /// The whole configuration: its text is empty.
    static let root = ConfigurationPath(chain: nil, last: nil)

    private init(chain: Link?, last: Step?) { (self.chain, self.last) = (chain, last) }

    /// The value of `name` in the object at this path.
    func key(_ name: String) -> ConfigurationPath { appending(.key(name)) }

    /// The element at `position` in the array at this path.
    func index(_ position: Int) -> ConfigurationPath { appending(.index(position)) }

    /// The same path with its last step moved into the chain, for a path that is extended many times:
    /// each extension then allocates nothing.
    var shared: ConfigurationPath {
        guard let last else { return self }
        return ConfigurationPath(chain: Link(chain, last), last: nil)
    }

    private func appending(_ step: Step) -> ConfigurationPath {
        guard let last else { return ConfigurationPath(chain: chain, last: step) }
        return ConfigurationPath(chain: Link(chain, last), last: step)
    }

    private var steps: [Step] {
        var steps: [Step] = last.map { [$0] } ?? []
        var link = chain
        while let current = link {
            steps.append(current.step)
            link = current.parent
        }
        return steps.reversed()
    }

    /// The path as findings show it: `categories[1].actions[0].title`; empty for the root.
    var description: String {
        var text = ""
        for step in steps {
            switch step {
            case .key(let name): text += text.isEmpty ? name : "." + name
            case .index(let position): text += "[\(position)]"
            }
        }
        return text
    }

    /// The last key's name (`title` for `categories[1].actions[0].title`, `actions` for
    /// `categories[1].actions[0]`); empty for the root.
    var lastKey: String {
        for step in steps.reversed() { if case .key(let name) = step { return name } }
        return ""
    }
}
