/// What a route matches: which `handle…` call of ``RouterBuilder`` registered it.
public enum RouteKind: Hashable, Sendable, CustomStringConvertible {
    /// An action of one category (the default and dismiss actions included).
    case action(ActionIdentifier, in: CategoryIdentifier)
    /// An action in whichever category has it.
    case anyCategory(ActionIdentifier)
    /// Every response of a category that no action route takes.
    case categoryFallback(CategoryIdentifier)
    /// Every response that no other route takes, unregistered categories included.
    case globalFallback
    /// A button the server chose for one push (``ServerChosenButtons``), by identifier, in any dynamic category.
    case serverChosen(ActionIdentifier)

    /// "the handler for action 'x' in category 'y'", for messages.
    public var description: String {
        switch self {
        case .action(.defaultAction, let category): "the body-tap handler of category \(quoted(category))"
        case .action(.dismissAction, let category): "the dismiss handler of category \(quoted(category))"
        case .action(let action, let category):
            "the handler for action \(quoted(action)) in category \(quoted(category))"
        case .anyCategory(.defaultAction): "the body-tap handler for every category"
        case .anyCategory(.dismissAction): "the dismiss handler for every category"
        case .anyCategory(let action): "the handler for action \(quoted(action)) in any category"
        case .categoryFallback(let category): "the fallback of category \(quoted(category))"
        case .globalFallback: "the global fallback"
        case .serverChosen(let action): "the handler of the server-chosen button \(quoted(action))"
        }
    }
}
