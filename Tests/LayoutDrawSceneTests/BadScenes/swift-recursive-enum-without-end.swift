// expect: 7:39: error: calls nest more than 64 deep here (a recursion without end?)
indirect enum Tree {
    case leaf
    case node(Tree)
    func depth() -> Int {
        switch self {
        case .node(let t): return 1 + Tree.node(t).depth()
        case .leaf: return 0
        }
    }
}
struct ContentView: View {
    var body: some View {
        Text("\(Tree.node(.leaf).depth())")
    }
}
