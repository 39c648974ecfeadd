// The build plugin's lean tool (Sources/notification-actions-build) compiles this file with the tool's core
// sources in its own module.
#if !NOTIFICATION_ACTIONS_BUILD_TOOL
    import NotificationActionsCommandLine
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Standard streams may be closed (`<&-`, `>&-`, `2>&-`). A closed one is put back as /dev/null, so a file
// the tool opens can never take its number; a closed standard output still fails the run below, because
// results that cannot be written must not exit 0.
let closedStreams = (0...2).filter { fcntl($0, F_GETFD) == -1 }
for descriptor in closedStreams {
    let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
    if null >= 0, null != descriptor {
        dup2(null, descriptor)
        close(null)
    }
}
// A reader that goes away (`| head`) is a write error reported below, not a silent SIGPIPE death.
signal(SIGPIPE, SIG_IGN)

/// Writes all of `text` to `descriptor`; the error number of the first failed write, or `nil`.
func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        bytes = bytes.dropFirst(written)
    }
    return nil
}

// https://no-color.org: colour is off when NO_COLOR is set to anything but an empty string.
let allowsColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true
let result = await CommandLineTool.run(
    Array(CommandLine.arguments.dropFirst()),
    isTerminal: isatty(STDOUT_FILENO) == 1 && !closedStreams.contains(1),
    allowsColor: allowsColor,
    standardInput: closedStreams.contains(0) ? .closed : .standardInput
)
var status = result.exitCode
if closedStreams.contains(1), !result.standardOutput.isEmpty {
    _ = writeAll(
        "notification-actions: error: standard output is closed; the results were not written\n", to: 2)
    status = 2
} else if let code = writeAll(result.standardOutput, to: 1) {
    let reason = String(cString: strerror(code))
    _ = writeAll(
        "notification-actions: error: cannot write the results to standard output: \(reason)\n", to: 2)
    status = 2
}
if !closedStreams.contains(2) { _ = writeAll(result.standardError, to: 2) }
exit(status)
