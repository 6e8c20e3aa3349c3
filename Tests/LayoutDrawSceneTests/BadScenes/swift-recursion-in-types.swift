// expect: 7:24: error: calls nest more than 64 deep here (a recursion without end?)
// expect: 11:22: error: calls nest more than 64 deep here (a recursion without end?)
// expect: 15:28: error: calls nest more than 64 deep here (a recursion without end?)
// expect: 21:9: error: the code runs too long: more than 2000000 steps (a loop or a recursion without end?; limit --max-steps)
struct Node {
    var depth: Int
    init(depth: Int) { self.init(depth: depth + 1) }
}
final class Tree {
    var child: Tree?
    init() { child = Tree() }
}
struct Counter {
    var n = 0
    mutating func bump() { bump() }
}
class Log: ObservableObject {
    @Published var lines: [String] = []
    func spin() {
        var i = 0
        while i >= 0 { i += 0 }
    }
}
struct ContentView: View {
    var body: some View {
        Text("\(Node(depth: 0).depth)")
        Text("\(Tree().child == nil)")
        Text("\(bumped())")
        Text("\(spun())")
    }
    func bumped() -> Int { var c = Counter(); c.bump(); return c.n }
    func spun() -> Int { Log().spin(); return 0 }
}
