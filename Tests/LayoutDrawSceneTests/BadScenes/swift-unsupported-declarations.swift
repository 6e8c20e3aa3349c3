// Protocols and enum cases with associated values are read since issue 27, and classes that
// inherit from another since stop 40: 'Shape', 'Message' and 'Dog' are fine; the struct's
// two mistakes are still reported.
// expect: 16:16: error: cannot assign to property: 'self' is immutable here (an initializer or a 'mutating func' may change it)
// expect: 19:5: error: return from initializer without initializing all stored properties: 'y' has no value
protocol Shape {}
enum Message {
    case text(String)
}
class Animal { var name = "" }
class Dog: Animal {}
struct Point {
    var x = 0, y: Int
    var z = 0
    func reset() -> Int {
        self.x = 0
        return x
    }
    init(x: Int) {
        self.x = x
    }
    init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
struct ContentView: View {
    var body: some View {
        Text("\(Point(x: 1).z)")
        Text("\(Point(x: 1, y: 2).reset())")
    }
}
