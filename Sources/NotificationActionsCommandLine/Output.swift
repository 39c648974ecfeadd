@_spi(Generated) import NotificationActions

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the files a command produces (`--output`, `--html`), refusing to overwrite an input and saying
/// what went wrong in words rather than an error domain and number.
enum OutputFile {
    /// A usage error when `path` names a directory or the same file as one of `inputs`.
    static func check(_ path: String, option: String, inputs: [String], command: String?) throws(UsageError) {
        var output = stat()
        guard stat(path, &output) == 0 else { return }  // a new file
        if output.st_mode & S_IFMT == S_IFDIR {
            throw UsageError(
                command: command, message: "\(option) \(path) is a directory; name a file to write")
        }
        for input in inputs where input != "-" {
            var status = stat()
            if stat(input, &status) == 0, status.st_dev == output.st_dev, status.st_ino == output.st_ino {
                throw UsageError(
                    command: command,
                    message:
                        "\(option) \(path) is the input \(input); writing there would overwrite it. Name another file."
                )
            }
        }
    }

    /// Writes `text` to `path`, replacing it; the reason in words when it cannot.
    static func write(_ text: String, to path: String) -> String? {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return "cannot create the file: \(String(cString: strerror(errno)))" }
        defer { close(fd) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress!, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return "cannot write the file: \(String(cString: strerror(errno)))"
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }
}

extension CommandLineTool {
    /// Writes an output file; on failure reports it naming the file and throws ``ExitStatus/failure``.
    mutating func writeOutput(_ text: String, to path: String) throws(ExitStatus) {
        guard let failure = OutputFile.write(text, to: path) else { return }
        printError("\(path): error: \(failure)")
        throw .failure
    }
}

private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.write(fd, buffer, count)
    #elseif canImport(Musl)
        return Musl.write(fd, buffer, count)
    #else
        return Darwin.write(fd, buffer, count)
    #endif
}
