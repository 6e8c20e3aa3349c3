// expect: 7:29: error: a range needs its lower bound at most its upper bound, not 5...1
// expect: 8:15: error: division by zero
// expect: 9:21: error: arithmetic overflow: 9223372036854775807 + 1 is not an Int
// expect: 10:13: error: this makes 1000000000 elements, more than the limit of 100000
// expect: 11:13: error: index 5 is out of range: the array has 2 elements
VStack {
    Text("\(Int.random(in: 5...1))")
    Text("\(7 / (3 - 3))")
    Text("\(Int.max + 1)")
    Text("\(Array(repeating: 0, count: 1_000_000_000).count)")
    Text("\([1, 2][5])")
}
