@_spi(Generated) import NotificationActions

/// How much the tool reads from one input. A category configuration is kilobytes and a push payload at
/// most 5 KB; anything past these is refused after reading one byte more than the limit, so an endless
/// stream (`yes |`, `/dev/zero`) or a huge file never fills memory.
public enum InputLimit {
    /// 10 MB: the most a configuration may hold.
    public static let configuration = 10 * 1024 * 1024
    /// 1 MB: the most a push payload file may hold (APNs accepts 4 KB, 5 KB for VoIP).
    public static let payload = 1024 * 1024

    static func describe(_ limit: Int) -> String {
        limit % (1024 * 1024) == 0 ? "\(limit / (1024 * 1024)) MB" : "\(limit) bytes"
    }
}
