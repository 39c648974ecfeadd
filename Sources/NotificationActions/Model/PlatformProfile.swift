/// The limits of one generation of Apple's notification API.
public struct PlatformProfile: Hashable, Sendable, CustomStringConvertible {
    /// The profile's name, as the command-line tool spells it.
    public var name: String
    /// How many actions the default context shows.
    public var defaultActionLimit: Int
    /// How many actions the minimal context shows.
    public var minimalActionLimit: Int

    /// Creates a profile.
    ///
    /// - Parameters:
    ///   - name: The name the tool and messages use.
    ///   - defaultActionLimit: How many actions the expanded view shows.
    ///   - minimalActionLimit: How many a banner shows.
    public init(name: String, defaultActionLimit: Int, minimalActionLimit: Int) {
        self.name = name
        self.defaultActionLimit = defaultActionLimit
        self.minimalActionLimit = minimalActionLimit
    }

    /// iOS 10 and later (`UNNotificationCategory`): ten actions expanded, two in banners.
    public static let modern = PlatformProfile(name: "modern", defaultActionLimit: 10, minimalActionLimit: 2)
    /// iOS 8 and 9 (`UIUserNotificationCategory`): four actions in alerts, two in banners.
    public static let legacy = PlatformProfile(name: "legacy", defaultActionLimit: 4, minimalActionLimit: 2)

    /// The built-in profiles.
    public static let all: [PlatformProfile] = [.modern, .legacy]

    /// How many actions a context shows.
    ///
    /// - Parameter context: The display context.
    public func limit(in context: ActionContext) -> Int {
        switch context {
        case .default: defaultActionLimit
        case .minimal: minimalActionLimit
        }
    }

    /// The profile's name.
    public var description: String { name }
}
