/// JSON text that could not be parsed, with where it went wrong.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package var message: String
    /// The 1-based line of the problem.
    package var line: Int
    /// The 1-based column (in characters) of the problem.
    package var column: Int

    init(failure: JSONParser.Failure, source: SourceText) {
        let position = source.position(ofOffset: failure.offset)
        self.message = failure.message
        self.line = position.line
        self.column = position.column
    }

    /// `LINE:COLUMN: message`.
    package var description: String { "\(line):\(column): \(message)" }
}
