/// The bytes of a source file with an index of its line starts, so that byte offsets turn into 1-based
/// lines and columns in O(log n) however many problems are reported.
struct SourceText: Sendable {
    let bytes: [UInt8]
    private let lineStarts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.lineStarts = starts
    }

    /// The line and column of a byte offset; the column counts characters (Unicode scalars), not bytes.
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        var column = 1
        var index = start
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        // A BOM at the start of the first line is not a column.
        if low == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]), offset >= 3 { column -= 1 }
        return (low + 1, column)
    }
}
