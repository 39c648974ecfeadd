/// An action of a category, named by both identifiers.
package struct ActionReference: Hashable, Sendable, CustomStringConvertible {
    /// The category.
    package var category: CategoryIdentifier
    /// The action.
    package var action: ActionIdentifier

    /// Creates a reference.
    ///
    /// - Parameters:
    ///   - category: The category.
    ///   - action: The action of it.
    package init(category: CategoryIdentifier, action: ActionIdentifier) {
        self.category = category
        self.action = action
    }

    /// `category/action`.
    package var description: String { "\(category)/\(action)" }
}
