@_spi(Generated) import NotificationActions

/// Where the tool's standard input comes from: the process's file descriptor 0, or bytes a test gives.
public struct InputSource: Sendable {
    let read: @Sendable (_ limit: Int) -> Result<[UInt8], InputFailure>

    /// Bytes given in memory (tests); more than the limit is refused as a file would be.
    public static func bytes(_ bytes: [UInt8]) -> InputSource {
        InputSource { limit in
            bytes.count > limit ? .failure(InputReader.tooLarge(limit, kind: nil)) : .success(bytes)
        }
    }

    /// A closed standard input (`<&-`).
    public static let closed = InputSource { _ in .failure(InputFailure("standard input is closed")) }

    /// The process's standard input.
    public static let standardInput = InputSource { limit in
        InputReader.read(fileDescriptor: 0, limit: limit, closedMessage: "standard input is closed")
    }
}
