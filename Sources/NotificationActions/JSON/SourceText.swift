/// The bytes of a source file with an index of its line starts, so that byte offsets turn into 1-based
/// lines and columns. Lines end at `\n`, `\r\n` or a lone `\r` (old Mac files).
package struct SourceText: Sendable {
    package let bytes: [UInt8]
    private let lineStarts: [Int]

    package init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"): starts.append(index + 1)
            case UInt8(ascii: "\r"):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            default: break
            }
            index += 1
        }
        self.lineStarts = starts
    }

    /// The line and column of a byte offset; the column counts characters (Unicode scalars), not bytes.
    package func position(ofOffset offset: Int) -> (line: Int, column: Int) { positions(of: [offset])[0] }

    /// The lines and columns of many offsets, in the order given, found in one forward sweep over the
    /// text — O(bytes + k log k) — so that thousands of issues on one long (minified) line stay linear.
    package func positions(of offsets: [Int]) -> [(line: Int, column: Int)] {
        var result = [(line: Int, column: Int)](repeating: (1, 1), count: offsets.count)
        let order = stableOrder(of: offsets)
        var line = 0
        var cursor = 0
        var column = 1
        for slot in order {
            let offset = min(max(offsets[slot], 0), bytes.count)
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset {
                line += 1
                cursor = lineStarts[line]
                column = 1
            }
            while cursor < offset {
                if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
                cursor += 1
            }
            var reported = column
            // A BOM at the start of the first line is not a column.
            if line == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]), offset >= 3 { reported -= 1 }
            result[slot] = (line + 1, reported)
        }
        return result
    }
}
