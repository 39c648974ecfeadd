/// An app's validated notification categories: immutable, `Sendable`, with O(1) look-up of a category and
/// of an action within a category.
///
/// ```swift
/// let registry = try CategoryRegistry {
///     NotificationCategory("invite", options: .customDismissAction) {
///         NotificationAction("invite.accept", title: "Accept")
///         NotificationAction("invite.decline", title: "Decline", options: .destructive)
///     }
/// }
/// ```
///
/// Building a registry checks every platform rule; errors throw one ``RegistryError`` that lists them
/// all, and warnings are kept in ``warnings``.
public struct CategoryRegistry: Sendable, Equatable {
    /// The categories, in declaration order.
    public private(set) var categories: [NotificationCategory]
    /// The platform limits the categories were checked against.
    package let profile: PlatformProfile
    /// The problems found that did not stop the registry from being built.
    public let warnings: [ValidationIssue]

    private let categoryIndex: [CategoryIdentifier: Int]
    private let actionIndex: [ActionKey: Int]

    struct ActionKey: Hashable, Sendable {
        var category: CategoryIdentifier
        var action: ActionIdentifier
    }

    /// Builds a registry from categories listed by a result builder.
    ///
    /// - Parameter categories: The categories, built with the result-builder DSL.
    ///
    /// - Throws: ``RegistryError`` listing every error, each located at the `#fileID` and line where the
    ///   category or action was declared.
    public init(@ListBuilder<NotificationCategory> _ categories: () -> [NotificationCategory])
        throws(RegistryError)
    {
        try self.init(categories: categories(), profile: .modern)
    }

    /// Builds a registry checked against `profile`'s limits (generated code for a `.legacy` configuration).
    @_spi(Generated) public init(
        profile: PlatformProfile,
        @ListBuilder<NotificationCategory> _ categories: () -> [NotificationCategory]
    ) throws(RegistryError) {
        try self.init(categories: categories(), profile: profile)
    }

    /// Builds a registry from categories.
    ///
    /// - Parameter categories: The categories, in registration order.
    ///
    /// - Throws: ``RegistryError`` listing every error found.
    package init(categories: [NotificationCategory]) throws(RegistryError) {
        try self.init(categories: categories, profile: .modern)
    }

    /// Builds a registry from categories, checked against `profile`'s limits.
    package init(categories: [NotificationCategory], profile: PlatformProfile) throws(RegistryError) {
        let findings = CategoryValidator.validate(categories, profile: profile)
        let issues = findings.map { finding in
            ValidationIssue(
                finding.severity, finding.code, at: Self.swiftLocation(of: finding, in: categories),
                finding.message)
        }
        try self.init(validated: categories, profile: profile, issues: issues)
    }

    /// Builds a registry from categories and the issues found in them, throwing if any is an error.
    init(validated categories: [NotificationCategory], profile: PlatformProfile, issues: [ValidationIssue])
        throws(RegistryError)
    {
        guard !issues.contains(where: { $0.severity == .error }) else { throw RegistryError(issues: issues) }
        self.categories = categories
        self.profile = profile
        self.warnings = issues
        var categoryIndex = [CategoryIdentifier: Int]()
        var actionIndex = [ActionKey: Int]()
        actionIndex.reserveCapacity(categories.count * 4)
        categoryIndex.reserveCapacity(categories.count)
        for (c, category) in categories.enumerated() {
            categoryIndex[category.identifier] = c
            for (a, action) in category.actions.enumerated() {
                actionIndex[ActionKey(category: category.identifier, action: action.identifier)] = a
            }
        }
        self.categoryIndex = categoryIndex
        self.actionIndex = actionIndex
    }

    /// The registry with each category transformed by `transform`, which must keep identifiers and the
    /// order of actions (so the look-up indexes stay right): translations, for one.
    func replacingCategories(_ transform: (NotificationCategory) -> NotificationCategory) -> CategoryRegistry
    {
        var copy = self
        copy.categories = categories.map(transform)
        return copy
    }

    private static func swiftLocation(of finding: Finding, in categories: [NotificationCategory])
        -> IssueLocation
    {
        var site: SourceSite?
        if let c = finding.categoryIndex {
            site = categories[c].declaredAt
            if let a = finding.actionIndex { site = categories[c].actions[a].declaredAt ?? site }
        }
        return IssueLocation(path: finding.path, file: site?.fileID, line: site?.line)
    }

    /// Registries are equal when they hold the same categories in the same order under the same profile
    /// (their warnings may differ in where they point: a JSON line, or a Swift declaration).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.categories == rhs.categories && lhs.profile == rhs.profile
    }

    // MARK: Look-up

    /// The identifiers of the categories, in declaration order.
    package var categoryIdentifiers: [CategoryIdentifier] { categories.map(\.identifier) }

    /// The category with an identifier, in O(1).
    ///
    /// - Parameter identifier: The category's identifier.
    public func category(_ identifier: CategoryIdentifier) -> NotificationCategory? {
        categoryIndex[identifier].map { categories[$0] }
    }

    /// Whether a category with this identifier is registered.
    ///
    /// - Parameter identifier: The category's identifier.
    package func contains(_ identifier: CategoryIdentifier) -> Bool { categoryIndex[identifier] != nil }

    /// The action with an identifier in a category, in O(1); `nil` when the category does not have it.
    ///
    /// - Parameters:
    ///   - action: The action's identifier.
    ///   - category: The category it belongs to.
    package func action(_ action: ActionIdentifier, in category: CategoryIdentifier) -> NotificationAction? {
        guard let c = categoryIndex[category],
            let a = actionIndex[ActionKey(category: category, action: action)]
        else { return nil }
        return categories[c].actions[a]
    }

    /// Whether a category has an action: the membership check that routing enforces.
    ///
    /// - Parameters:
    ///   - action: The action's identifier.
    ///   - category: The category it must belong to.
    package func contains(_ action: ActionIdentifier, in category: CategoryIdentifier) -> Bool {
        actionIndex[ActionKey(category: category, action: action)] != nil
    }

    /// The categories that have an action with this identifier, in declaration order (a linear scan:
    /// it serves coverage reports, not routing).
    ///
    /// - Parameter action: The action's identifier.
    package func categories(containing action: ActionIdentifier) -> [CategoryIdentifier] {
        categories.filter { contains(action, in: $0.identifier) }.map(\.identifier)
    }

    /// Exactly the actions the user sees for a category in a context, in order: the default context
    /// shows the first ``PlatformProfile/defaultActionLimit`` actions in their registered order (with the
    /// modern profile, `minimalActions` first: see ``NotificationCategory/registeredActions(for:)``); the
    /// minimal context shows the category's `minimalActions` when it names them, and otherwise the first
    /// two actions.
    ///
    /// - Parameters:
    ///   - category: The category's identifier.
    ///   - context: The display context: the expanded view or a banner.
    package func actions(for category: CategoryIdentifier, in context: ActionContext) -> [NotificationAction]
    {
        guard let category = self.category(category) else { return [] }
        let limit = profile.limit(in: context)
        switch context {
        case .default:
            return Array(category.registeredActions(for: profile).prefix(limit))
        case .minimal:
            guard let minimal = category.minimalActions else { return Array(category.actions.prefix(limit)) }
            return minimal.prefix(limit).compactMap { action($0, in: category.identifier) }
        }
    }
}
