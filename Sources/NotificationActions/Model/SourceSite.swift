/// A place in Swift source: where a category, an action or a route was declared.
package struct SourceSite: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` spells it (`Module/File.swift`).
    package var fileID: String
    /// The 1-based line.
    package var line: Int

    /// Creates a site; the defaults capture the caller's location.
    ///
    /// - Parameters:
    ///   - fileID: The file, as `#fileID` spells it.
    ///   - line: The line.
    package init(fileID: String = #fileID, line: Int = #line) {
        self.fileID = fileID
        self.line = line
    }

    /// `fileID:line`.
    package var description: String { "\(fileID):\(line)" }
}

/// Holds a value that takes no part in equality or hashing: where a value was declared is not part of
/// what it is, so a category built in Swift equals the same category decoded from JSON.
package struct IgnoredInEquality<Value: Sendable>: Hashable, Sendable {
    package var value: Value
    package init(_ value: Value) { self.value = value }
    package static func == (lhs: Self, rhs: Self) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}

/// A system object a value was read from — immutable once delivered (a `UNNotificationResponse`), handed
/// back to the app as it came — carried across threads with the value that holds it.
package struct SystemObject: @unchecked Sendable {
    package let object: AnyObject
    package init(object: AnyObject) { self.object = object }
}
