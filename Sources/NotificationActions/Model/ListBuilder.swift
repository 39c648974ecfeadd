/// Builds a list of categories or actions from declarations, with `if`, `switch`, `for` and
/// `#available` working inside.
@resultBuilder
public enum ListBuilder<Element> {
    /// One element.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// Several elements, spliced in order.
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    /// An optional element; `nil` adds nothing.
    package static func buildExpression(_ element: Element?) -> [Element] { element.map { [$0] } ?? [] }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [Element]) -> [Element] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [Element]) -> [Element] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
    /// An `if #available` branch.
    package static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }
}
