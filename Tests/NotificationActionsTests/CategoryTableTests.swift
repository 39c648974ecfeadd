import Testing

@testable import NotificationActions
@testable import NotificationActionsTooling

@Suite("The router's category table")
struct CategoryTableTests {
    @Test("every registered identifier is found with its value; others, near misses included, are not")
    func lookups() {
        let keys =
            (0..<3_000).map { CategoryIdentifier("category\($0)") }
            + [
                "", "é", "💬 chat", String(repeating: "long", count: 40),
            ].map { CategoryIdentifier($0) }
        let table = CategoryTable(keys.enumerated().map { ($1, $0) })
        for (index, key) in keys.enumerated() { #expect(table[key] == index, "\(key)") }
        for missing in ["category3000", "category-1", "Category1", "categor", "chat", "long"] {
            #expect(table[CategoryIdentifier(missing)] == nil, "\(missing)")
        }
    }

    @Test("an empty table finds nothing, and a key given twice keeps the later value")
    func emptyAndRepeated() {
        #expect(CategoryTable<Int>([])["chat"] == nil)
        let table = CategoryTable([(CategoryIdentifier("chat"), 1), ("invite", 2), ("chat", 3)])
        #expect(table["chat"] == 3)
        #expect(table["invite"] == 2)
    }
}
