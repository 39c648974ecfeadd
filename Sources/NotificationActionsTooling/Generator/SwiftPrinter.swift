@_spi(Generated) import NotificationActions

/// Writes Swift source a line at a time. The printer owns indentation — four spaces a level — so no line of
/// the generator spells its own, and every `{` is closed by the ``block(_:close:_:)`` that opened it.
struct SwiftPrinter {
    /// The source so far, every line ending in a newline.
    private(set) var text = ""
    /// How many levels in the next line is written.
    private(set) var depth: Int

    /// A printer whose first lines are `depth` levels in (a nested type printed apart, then appended).
    init(depth: Int = 0) { self.depth = depth }

    /// One line at the current indentation; an empty one is written empty, with no trailing spaces.
    mutating func line(_ line: String = "") {
        if !line.isEmpty { text += String(repeating: "    ", count: depth) + line }
        text += "\n"
    }

    /// A `///` documentation line.
    mutating func doc(_ line: String) { self.line("/// " + line) }

    /// `header {`, `body` one level in, then `close` (`}` and anything that follows it on its line).
    mutating func block(_ header: String, close: String = "}", _ body: (inout SwiftPrinter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line(close)
    }

    /// What another printer wrote (at its own indentation), appended.
    mutating func append(_ other: SwiftPrinter) { text += other.text }
}
