// expect: 6:24: error: 'tracking' is not a number (NaN)
// expect: 7:24: error: 'tracking' must be between -10000.0 and 10000.0 points, not 1000000000.0
// expect: 8:20: error: a font size must be positive, not -1000000000.0
// expect: 9:20: error: a font size must be at most 10000.0 points, not inf
VStack {
    Text("a").tracking(.nan)
    Text("b").tracking(1e9)
    Text("c").font(.system(size: -1e9))
    Text("d").font(.system(size: .infinity))
}
