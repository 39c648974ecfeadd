/// An action of a category, named by both identifiers.
public struct ActionReference: Hashable, Sendable, CustomStringConvertible {
    /// The category.
    public var category: CategoryIdentifier
    /// The action.
    public var action: ActionIdentifier

    /// Creates a reference.
    ///
    /// - Parameters:
    ///   - category: The category.
    ///   - action: The action of it.
    public init(category: CategoryIdentifier, action: ActionIdentifier) {
        self.category = category
        self.action = action
    }

    /// `category/action`.
    public var description: String { "\(category)/\(action)" }
}
