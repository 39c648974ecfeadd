/// A type whose values name actions: typically an app's `enum` of one category's actions.
///
/// ```swift
/// enum InviteAction: String, ActionIdentifierConvertible, CaseIterable {
///     case accept = "invite.accept"
///     case decline = "invite.decline"
/// }
/// ```
///
/// Registering all cases of such an enum with one closure that `switch`es over them lets the compiler
/// prove that every action is handled.
public protocol ActionIdentifierConvertible: RawRepresentable, Hashable, Sendable where RawValue == String {}

extension ActionIdentifierConvertible {
    /// The action identifier this value stands for.
    public var actionIdentifier: ActionIdentifier { ActionIdentifier(rawValue: rawValue) }
}
