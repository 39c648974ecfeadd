/// The limits of one generation of Apple's notification API.
@_spi(Generated) public struct PlatformProfile: Hashable, Sendable, CustomStringConvertible {
    /// The profile's name, as the command-line tool spells it.
    package var name: String
    /// How many actions the default context shows.
    package var defaultActionLimit: Int
    /// How many actions the minimal context shows.
    package var minimalActionLimit: Int

    /// Creates a profile.
    ///
    /// - Parameters:
    ///   - name: The name the tool and messages use.
    ///   - defaultActionLimit: How many actions the expanded view shows.
    ///   - minimalActionLimit: How many a banner shows.
    package init(name: String, defaultActionLimit: Int, minimalActionLimit: Int) {
        self.name = name
        self.defaultActionLimit = defaultActionLimit
        self.minimalActionLimit = minimalActionLimit
    }

    /// iOS 10 and later (`UNNotificationCategory`): ten actions expanded, two in banners.
    @_spi(Generated) public static let modern = PlatformProfile(
        name: "modern", defaultActionLimit: 10, minimalActionLimit: 2)
    /// iOS 8 and 9 (`UIUserNotificationCategory`): four actions in alerts, two in banners.
    @_spi(Generated) public static let legacy = PlatformProfile(
        name: "legacy", defaultActionLimit: 4, minimalActionLimit: 2)

    /// The built-in profiles.
    package static let all: [PlatformProfile] = [.modern, .legacy]

    /// How many actions a context shows.
    ///
    /// - Parameter context: The display context.
    package func limit(in context: ActionContext) -> Int {
        switch context {
        case .default: defaultActionLimit
        case .minimal: minimalActionLimit
        }
    }

    /// The profile's name.
    @_spi(Generated) public var description: String { name }
}
