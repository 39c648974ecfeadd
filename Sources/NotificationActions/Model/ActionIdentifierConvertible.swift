/// A type whose values name one category's actions: the `enum` the build plugin generates for each
/// category (`InviteAction`), or one of your own.
///
/// ```swift
/// nonisolated enum InviteAction: String, ActionIdentifierConvertible, CaseIterable {
///     static let category: CategoryIdentifier = "invite"
///     case accept = "invite.accept"
///     case decline = "invite.decline"
/// }
/// ```
///
/// ``RouterBuilder`` takes its values where it takes identifiers, in the category the type names
/// (`routes.handle(InviteAction.accept) { … }`), and registering all cases with one closure that
/// `switch`es over them lets the compiler prove that every action is handled.
public protocol ActionIdentifierConvertible: RawRepresentable, Hashable, Sendable where RawValue == String {
    /// The category whose actions the values name.
    static var category: CategoryIdentifier { get }
}

extension ActionIdentifierConvertible {
    /// The action identifier this value stands for.
    public var actionIdentifier: ActionIdentifier { ActionIdentifier(rawValue: rawValue) }
}
