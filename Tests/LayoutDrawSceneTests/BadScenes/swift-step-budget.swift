// expect: 5:9: error: the code runs too long: more than 2000000 steps (a loop or a recursion without end?; limit --max-steps)
func total() -> Int {
    var sum = 0
    for i in 0..<100_000 {
        for j in 0..<100 {
            sum += i * j % 7
        }
    }
    return sum
}
Text("\(total())")
