// expect: 8:17: error: 'if' must have an unconditional 'else' to be used as expression
// expect: 14:9: error: non-expression branch of 'switch' expression may only end with a 'throw'
struct ContentView: View {
    var body: some View {
        Text("\(pick(true)) \(other(1))")
    }
    func pick(_ flag: Bool) -> Int {
        let x = if flag { 1 }
        return x
    }
    func other(_ n: Int) -> Int {
        return switch n {
        case 0: 1
        default:
            let y = 2
            y
        }
    }
}
