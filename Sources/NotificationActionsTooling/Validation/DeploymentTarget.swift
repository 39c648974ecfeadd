@_spi(Generated) import NotificationActions

/// The platform an app is built for and the oldest version it runs on — its deployment target — so that
/// validation can say which declared features that version ignores.
public struct DeploymentTarget: Hashable, Sendable, CustomStringConvertible {
    /// An Apple platform that shows notification categories.
    public enum Platform: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        /// iOS and iPadOS.
        case ios
        /// macOS.
        case macos
        /// watchOS.
        case watchos
        /// visionOS.
        case visionos

        /// The platform's name as Apple writes it.
        public var description: String {
            switch self {
            case .ios: "iOS"
            case .macos: "macOS"
            case .watchos: "watchOS"
            case .visionos: "visionOS"
            }
        }
    }

    /// The platform.
    public var platform: Platform
    /// The oldest version, as numbers: `[13]`, `[10, 15]`.
    public var minimum: [Int]

    /// Creates a target: `DeploymentTarget(.ios, "13.0")`. `nil` when the version is not numbers and dots.
    ///
    /// - Parameters:
    ///   - platform: The operating system.
    ///   - minimum: The oldest version the app supports, as written in Package.swift or Xcode (`13.0`, `10.15`); `nil` results when it is not a version.
    public init?(_ platform: Platform, _ minimum: String) {
        let parts = minimum.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        self.platform = platform
        self.minimum = parts.map { $0! }
    }

    /// `iOS 13.0`.
    public var description: String { "\(platform) \(Self.spell(minimum))" }

    /// Whether the target's minimum is at least `version`.
    func isAtLeast(_ version: [Int]) -> Bool {
        for index in 0..<max(version.count, minimum.count) {
            let mine = index < minimum.count ? minimum[index] : 0
            let theirs = index < version.count ? version[index] : 0
            if mine != theirs { return mine > theirs }
        }
        return true
    }

    static func spell(_ version: [Int]) -> String {
        (version.count == 1 ? version + [0] : version).map(String.init).joined(separator: ".")
    }

    /// The iOS 8/9 generation the `legacy` profile describes.
    static let legacyIOS = DeploymentTarget(.ios, "8.0")!
}
