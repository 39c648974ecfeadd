/// The indices of `keys` in ascending order of key, ties in the order given: a stable sort.
///
/// Every ordering the runtime makes by a number — issues by offset, problems errors first, offsets to
/// locate — goes through this one function, so the standard library's sort is specialised once rather
/// than once per call site (each copy is about 3.5 KB of machine code that every app and extension
/// links; `Scripts/code-size.sh` measures it). Orderings by text sort `[String]`, likewise once.
func stableOrder(of keys: [Int]) -> [Int] {
    var order = Array(keys.indices)
    order.sort { (keys[$0], $0) < (keys[$1], $1) }
    return order
}
