@_spi(Generated) import NotificationActions

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads files and descriptors with a size limit, and says exactly what went wrong when it cannot.
enum InputReader {
    static func tooLarge(_ limit: Int, kind: String?) -> InputFailure {
        let what = kind.map { "\($0) that holds " } ?? ""
        return InputFailure(
            "is \(what)more than the \(InputLimit.describe(limit)) limit; a category configuration is kilobytes and a push payload at most 5 KB, so this is not one"
        )
    }

    /// What kind of file `mode` is, for messages about special files.
    static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFIFO: "a pipe (FIFO)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: nil
        }
    }

    /// Reads a file: regular, a named pipe, a device or `/dev/fd/N` (process substitution).
    static func read(path: String, limit: Int) -> Result<[UInt8], InputFailure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            switch code {
            case ENOENT:
                return .failure(InputFailure("no such file"))
            case ELOOP:
                return .failure(
                    InputFailure("cannot open: a symbolic link loop (too many levels of symbolic links)"))
            case EACCES:
                return .failure(
                    InputFailure(
                        "permission denied: the file, or a directory on its path, cannot be read by this user"
                    ))
            case ENOTDIR:
                return .failure(
                    InputFailure("cannot open: a part of the path that should be a directory is a file"))
            default:
                return .failure(InputFailure("cannot open: \(describe(code))"))
            }
        }
        defer { close(fd) }
        return read(fileDescriptor: fd, limit: limit, closedMessage: "cannot read: the file is closed")
    }

    /// Reads at most `limit + 1` bytes from `fd`.
    static func read(fileDescriptor fd: Int32, limit: Int, closedMessage: String) -> Result<
        [UInt8], InputFailure
    > {
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            return .failure(InputFailure(errno == EBADF ? closedMessage : "cannot read: \(describe(errno))"))
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            return .failure(InputFailure("is a directory; name the JSON files inside it"))
        }
        let kind = kind(status.st_mode)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { buffer in systemRead(fd, buffer.baseAddress!, wanted) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EISDIR {
                    return .failure(InputFailure("is a directory; name the JSON files inside it"))
                }
                if code == EBADF { return .failure(InputFailure(closedMessage)) }
                return .failure(InputFailure("cannot read: \(describe(code))"))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .failure(tooLarge(limit, kind: kind))
    }

    static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// The C library's `read`, named apart from ``InputReader/read(path:limit:)``.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.read(fd, buffer, count)
    #elseif canImport(Musl)
        return Musl.read(fd, buffer, count)
    #else
        return Darwin.read(fd, buffer, count)
    #endif
}
