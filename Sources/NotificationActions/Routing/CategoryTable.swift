/// A read-only table from category identifiers to values, built once with a router: open addressing over
/// an FNV-1a hash of the identifier's UTF-8 bytes. For the few short keys a router has it costs a fraction
/// of `Dictionary`'s seeded SipHash. It cannot be flooded: nothing is inserted after it is built, so a
/// forged identifier costs at most one probe sequence over the registered ones, in a table at most half
/// full. Keys match byte for byte, as the system matches category identifiers; a response naming a
/// registered category in another Unicode normalization misses here and is resolved by the registry.
struct CategoryTable<Value: Sendable>: Sendable {
    /// Index into `entries` plus one; 0 is an empty slot.
    private let slots: [Int32]
    private let entries: [(key: CategoryIdentifier, value: Value)]
    private let mask: Int

    init(_ pairs: [(CategoryIdentifier, Value)]) {
        var capacity = 8
        while capacity < pairs.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        var entries: [(key: CategoryIdentifier, value: Value)] = []
        for (key, value) in pairs {
            var slot = Self.hash(key.rawValue) & (capacity - 1)
            var replaced = false
            while slots[slot] != 0 {
                if entries[Int(slots[slot]) - 1].key == key {
                    entries[Int(slots[slot]) - 1].value = value
                    replaced = true
                    break
                }
                slot = (slot + 1) & (capacity - 1)
            }
            if !replaced {
                entries.append((key, value))
                slots[slot] = Int32(entries.count)
            }
        }
        self.slots = slots
        self.entries = entries
        self.mask = capacity - 1
    }

    subscript(key: CategoryIdentifier) -> Value? {
        var slot = Self.hash(key.rawValue) & mask
        while true {
            let index = Int(slots[slot])
            if index == 0 { return nil }
            if entries[index - 1].key == key { return entries[index - 1].value }
            slot = (slot + 1) & mask
        }
    }

    /// 64-bit FNV-1a of the UTF-8 bytes, folded.
    @inline(__always)
    static func hash(_ text: String) -> Int {
        func fnv(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
        // Native strings (every identifier a router holds or receives) hand over their bytes without a
        // copy; any other is made native first.
        let value =
            text.utf8.withContiguousStorageIfAvailable(fnv)
            ?? {
                var native = text
                return native.withUTF8(fnv)
            }()
        return Int(truncatingIfNeeded: value ^ (value >> 29))
    }
}
