// expect: 4:5: error: this makes 10000000 elements, more than the limit of 100000
func total() -> Int {
    var sum = 0
    for i in 0..<10_000_000 where i > 0 {
        sum += i
    }
    return sum
}
Text("\(total())")
