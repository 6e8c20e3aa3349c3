// expect: 4:29: error: 'where' in a 'for' loop is not supported; use 'if' in its body
func total() -> Int {
    var sum = 0
    for i in 0..<10_000_000 where i > 0 {
        sum += i
    }
    return sum
}
Text("\(total())")
