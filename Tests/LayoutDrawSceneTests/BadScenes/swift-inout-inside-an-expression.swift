// expect: 8:54: error: '&' passes a variable to an 'inout' parameter of a call written as a statement ('bump(&x)') or as a 'let' or assignment's value ('let y = next(&x)')
// expect: 9:51: error: '&' is for an 'inout' parameter: this parameter of 'plain(_:)' is not 'inout'
// expect: 10:45: error: passing value of type 'Int' to an inout parameter requires explicit '&'
func next(_ state: inout Int) -> Int { state += 1; return state }
func plain(_ value: Int) -> Int { value }
struct ContentView: View {
    var body: some View { Text("\(twice()) \(other()) \(third())") }
    func twice() -> Int { var s = 1; return 1 + next(&s) }
    func other() -> Int { var s = 1; return plain(&s) }
    func third() -> Int { var s = 1; return next(s) }
}
