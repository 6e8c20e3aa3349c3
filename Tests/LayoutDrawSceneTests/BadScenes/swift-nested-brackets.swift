// expect: 4:22: error: more than 10 '[' nested inside each other: Swift's parser takes time exponential in this nesting; give the inner collections names with 'let'
// Twenty nested arrays: swift-syntax's parser would take about half a minute (time doubles
// with each level); the source is refused at the eleventh '['.
let grid = [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]
Text("\(grid.count)")
