// expect: 10:29: error: value of type Flavor has no member 'rawValue': declare its raw values' type, 'enum Flavor: String'
// expect: 11:24: error: type 'Flavor' has no member 'allCases': declare it 'enum Flavor: CaseIterable'
// expect: 12:17: error: 'Flavor' is an enum: write one of its cases, such as .vanilla
// expect: 13:22: error: type 'Size' has no member 'large'
// expect: 14:28: error: value of type Size has no member 'name'
enum Flavor { case vanilla, mint }
enum Size: Int, CaseIterable { case small = 1, medium }
struct ContentView: View {
    var body: some View {
        Text(Flavor.vanilla.rawValue)
        ForEach(Flavor.allCases, id: \.self) { Text("\($0)") }
        Text("\(Flavor())")
        Text("\(Size.large.rawValue)")
        Text("\(Size.small.name)")
    }
}
