import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawInterpreter
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// The Swift that view code is written in (issue 27): globals, `if` and `switch` as values,
/// labelled tuples and destructuring, nested types, static members that use each other. Each
/// scene is drawn on a 400 × 400 canvas without a safe area, so that a view's frame is its size
/// centred: a view w × h is at ((400 − w) / 2, (400 − h) / 2).
@Suite("Swift in view code")
struct SwiftLanguageTests {
    func layOut(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> FrameTree {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        do {
            let scene = try SceneDecoder.decode(source, file: "S.swift", options: options)
            return try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        } catch let error as DiagnosticList {
            Issue.record(Comment(rawValue: error.diagnostics.map { $0.formatted() }.joined(separator: "\n")), sourceLocation: sourceLocation)
            throw error
        }
    }

    @Test func globalsAreSeenByEveryTypeAndFunctionOfTheFile() throws {
        let tree = try layOut(
            """
            import SwiftUI

            let side: CGFloat = 40
            let blue = Color(red: 0, green: 146/255, blue: 219/255)
            let (gap, _) = (side / 4, 0)

            func half(_ x: CGFloat) -> CGFloat { x / 2 }

            struct ContentView: View {
                var body: some View {
                    VStack(spacing: gap) {
                        blue.frame(width: side, height: half(side)).accessibilityIdentifier("a")
                        Color.red.frame(width: height, height: 10).accessibilityIdentifier("b")
                    }
                }
                var height: CGFloat { side + gap }
            }
            """)
        // gap = 40 / 4 = 10. The stack holds a 40 × 20 and a 50 × 10 (40 + 10 wide) view, 10
        // apart: 50 × 40, at (175, 180). The narrower view is centred in it.
        #expect(tree.frame("a") == Rect(x: 180, y: 180, width: 40, height: 20))
        #expect(tree.frame("b") == Rect(x: 175, y: 210, width: 50, height: 10))
    }

    @Test func ifAndSwitchAreValues() throws {
        let tree = try layOut(
            """
            import SwiftUI

            enum Size { case small, medium, large }

            struct ContentView: View {
                let size = Size.large
                func height(_ flag: Bool) -> CGFloat {
                    let h: CGFloat = if flag { 20 } else { 5 }
                    return h
                }
                func extra(_ s: Size) -> CGFloat {
                    return switch s {
                    case .small: 1
                    case .medium: 3
                    default: if s == .large { 2 } else { 4 }
                    }
                }
                var width: CGFloat {
                    let base = switch size { case .small: 10 case .medium, .large: 30 }
                    return CGFloat(base)
                }
                var body: some View {
                    let w = if size == .large { width + extra(size) } else { 0 }
                    Color.red.frame(width: w, height: height(true) + height(false)).accessibilityIdentifier("a")
                }
            }
            """)
        // w = 30 + 2 (the `default:` branch's `if`, `s` being `.large`); height 20 + 5.
        #expect(tree.frame("a") == Rect(x: 184, y: 187.5, width: 32, height: 25))
    }

    @Test func labelledTuplesAndDestructuring() throws {
        let tree = try layOut(
            """
            import SwiftUI

            struct ContentView: View {
                let origin: (x: CGFloat, y: CGFloat) = (10, 20)
                func pair() -> (width: CGFloat, height: CGFloat) { (30, 40) }
                func weighted() -> CGFloat {
                    var total: CGFloat = 0
                    for (i, x) in [5, 7].enumerated() { total += CGFloat(i * x) }
                    for (a, b) in zip([1, 2], [3, 4]) { total += CGFloat(a * b) }
                    return total
                }
                var body: some View {
                    let (w, h) = pair()
                    VStack(spacing: 0) {
                        Color.red.frame(width: origin.x + w, height: h - origin.1).accessibilityIdentifier("a")
                        Color.blue.frame(width: weighted(), height: pair().height / 4).accessibilityIdentifier("b")
                    }
                }
            }
            """)
        // a: 10 + 30 = 40 wide, 40 − 20 = 20 tall. b: 0 × 5 + 1 × 7 + 1 × 3 + 2 × 4 = 18 wide,
        // 40 / 4 = 10 tall. The stack is 40 × 30 at (180, 185); b is centred in its width.
        #expect(tree.frame("a") == Rect(x: 180, y: 185, width: 40, height: 20))
        #expect(tree.frame("b") == Rect(x: 191, y: 205, width: 18, height: 10))
    }

    @Test func nestedTypesOfOneNameAreDifferentTypes() throws {
        let tree = try layOut(
            """
            import SwiftUI

            struct Chart: View {
                struct Segment {
                    let width: CGFloat
                    struct Segment { let height: CGFloat }
                }
                enum Style { case thin, thick }
                let style: Style = .thick
                var segment = Segment(width: 30)
                var body: some View {
                    Color.red.frame(width: segment.width, height: Segment.Segment(height: style == .thick ? 12 : 4).height)
                }
            }

            struct Legend {
                struct Segment { let width: CGFloat }
                static let first: Segment = Segment(width: 50)
            }

            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Chart().accessibilityIdentifier("a")
                        Color.blue.frame(width: Legend.first.width, height: Chart.Segment.Segment(height: 8).height).accessibilityIdentifier("b")
                    }
                }
            }
            """)
        // a: 30 × 12; b: 50 × 8. The stack is 50 × 20 at (175, 190).
        #expect(tree.frame("a") == Rect(x: 185, y: 190, width: 30, height: 12))
        #expect(tree.frame("b") == Rect(x: 175, y: 202, width: 50, height: 8))
    }

    @Test func staticMembersNameEachOtherWithoutTheirType() throws {
        let tree = try layOut(
            """
            import SwiftUI

            struct Marks {
                static let adjustment: CGFloat = 0.25
                static let points = [CGPoint(x: 0.5, y: 0.5 + adjustment)]
                static var first: CGPoint { points[0] }
                static func scaled(_ k: CGFloat) -> CGFloat { first.y * k }
            }

            enum Tone {
                case light, dark
                static let standard = light
            }

            struct ContentView: View {
                var body: some View {
                    Color.red.frame(width: Marks.scaled(40), height: Tone.standard == .light ? 10 : 20).accessibilityIdentifier("a")
                }
            }
            """)
        // 0.5 + 0.25 = 0.75; × 40 = 30.
        #expect(tree.frame("a") == Rect(x: 185, y: 195, width: 30, height: 10))
    }
}

extension SwiftLanguageTests {
    @Test func enumsWithAssociatedValuesAreMadeAndTakenApart() throws {
        let tree = try layOut(
            """
            import SwiftUI

            enum Shape {
                case circle(radius: CGFloat)
                case rect(CGFloat, CGFloat)
                case empty
                var area: CGFloat {
                    switch self {
                    case .circle(let r): r * r * 3
                    case let .rect(w, h): w * h
                    case .empty: 0
                    }
                }
            }

            indirect enum Tree {
                case leaf(CGFloat)
                case node(Tree, Tree)
                func total() -> CGFloat {
                    switch self {
                    case .leaf(let v): return v
                    case .node(let a, let b): return a.total() + b.total()
                    }
                }
            }

            struct ContentView: View {
                let shapes: [Shape] = [.circle(radius: 2), .rect(3, 4), .empty]
                func width(_ shape: Shape) -> CGFloat {
                    if case .rect(let w, _) = shape, w > 2 { return w * 10 }
                    return 5
                }
                func radius(_ shape: Shape) -> CGFloat {
                    guard case .circle(radius: let r) = shape else { return 0 }
                    return r
                }
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(0..<3) { i in
                            Color.red.frame(width: width(shapes[i]), height: shapes[i].area).accessibilityIdentifier("s\\(i)")
                        }
                        Color.blue.frame(width: Tree.node(.leaf(10), .node(.leaf(20), .leaf(5))).total(), height: radius(shapes[0]) + radius(shapes[1]))
                            .accessibilityIdentifier("t")
                    }
                }
            }
            """)
        // The circle: 5 wide (no `.rect`), 2 × 2 × 3 = 12 tall. The rect: 3 > 2, so 30 wide;
        // 3 × 4 = 12 tall. The empty case: 5 × 0. The tree: 10 + 20 + 5 = 35 wide; the radii
        // 2 + 0 = 2 tall. The stack is 35 × 26 at (182.5, 187), each view centred in its width.
        #expect(tree.frame("s0") == Rect(x: 197.5, y: 187, width: 5, height: 12))
        #expect(tree.frame("s1") == Rect(x: 185, y: 199, width: 30, height: 12))
        #expect(tree.frame("s2") == Rect(x: 197.5, y: 211, width: 5, height: 0))
        #expect(tree.frame("t") == Rect(x: 182.5, y: 211, width: 35, height: 2))
    }
}

extension SwiftLanguageTests {
    @Test func inoutParametersChangeTheCallersVariables() throws {
        let tree = try layOut(
            """
            import SwiftUI

            func bump(_ x: inout CGFloat, by step: CGFloat = 1) { x += step }
            func next(_ state: inout Int) -> Int {
                state = state * 2
                return state
            }
            func swapped(_ a: inout Int, _ b: inout Int) {
                let t = a
                a = b
                b = t
            }

            struct ContentView: View {
                func width() -> CGFloat {
                    var w: CGFloat = 10
                    bump(&w)
                    bump(&w, by: 9)
                    var p = 1, q = 2
                    swapped(&p, &q)
                    return w + CGFloat(p - q)
                }
                func height() -> CGFloat {
                    var s = 3
                    let a = next(&s)
                    var b = 0
                    b = next(&s)
                    return CGFloat(a + b + s)
                }
                var body: some View {
                    Color.red.frame(width: width(), height: height()).accessibilityIdentifier("a")
                }
            }
            """)
        // w: 10 + 1 + 9 = 20; p and q swapped: 2 − 1 = 1, so 21 wide. s: 3 → 6 (a) → 12 (b and
        // s): 6 + 12 + 12 = 30 tall.
        #expect(tree.frame("a") == Rect(x: 189.5, y: 185, width: 21, height: 30))
    }
}

extension SwiftLanguageTests {
    @Test func extensionsAddInstanceMembersToSwiftsTypes() throws {
        let tree = try layOut(
            """
            import SwiftUI

            extension Int {
                func doubled() -> Int { self * 2 }
                var isLarge: Bool { doubled() > 10 }
            }
            extension CGFloat {
                var half: CGFloat { self / 2 }
            }
            extension String {
                var shout: String { self.uppercased() + "!" }
            }

            struct ContentView: View {
                var body: some View {
                    let side: CGFloat = 48
                    VStack(spacing: 0) {
                        Color.red.frame(width: CGFloat(7.doubled()), height: side.half).accessibilityIdentifier("a")
                        Text("ok".shout).accessibilityIdentifier("b")
                        if 6.isLarge { Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("c") }
                        if 5.isLarge { Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("d") }
                    }
                }
            }
            """)
        // a: 7 × 2 = 14 wide, 48 / 2 = 24 tall. b: "OK!", 3 × 10.2 = 30.6 wide and 20.4 tall,
        // rounded up to the pixel grid at scale 2: 31 × 20.5. 6 doubled is 12 > 10: c is drawn;
        // 5 doubled is 10, not > 10: d is not. The stack is 31 × (24 + 20.5 + 10) = 54.5, at
        // (184.5, 172.75), each view centred in its width.
        #expect(tree.frame("a") == Rect(x: 193, y: 172.75, width: 14, height: 24))
        #expect(tree.frame("b") == Rect(x: 184.5, y: 196.75, width: 31, height: 20.5))
        #expect(tree.frame("c") == Rect(x: 195, y: 217.25, width: 10, height: 10))
        #expect(tree.node(id: "d") == nil)
    }
}

extension SwiftLanguageTests {
    @Test func computedPropertiesOfExtensionViewAreModifiersReadWithoutACall() throws {
        let tree = try layOut(
            """
            import SwiftUI

            extension View {
                var boxed: some View { self.padding(5).border(.black) }
                var wide: some View { frame(width: 60) }
            }

            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 20, height: 10).boxed.accessibilityIdentifier("a")
                        Color.blue.frame(width: 20, height: 10).wide.accessibilityIdentifier("b")
                    }
                }
            }
            """)
        // a: 20 × 10 padded by 5 on each side is 30 × 20 (a border takes no room). b: 10 tall in
        // a frame 60 wide. The stack is 60 × 30 at (170, 185).
        #expect(tree.frame("a") == Rect(x: 185, y: 185, width: 30, height: 20))
        #expect(tree.frame("b") == Rect(x: 170, y: 205, width: 60, height: 10))
    }
}

extension SwiftLanguageTests {
    /// Each `guard case` nests the rest of its block in a `switch`: past twice `--max-depth`
    /// (2 × 256 = 512) the file is refused at the first guard too deep, as nested expressions are.
    @Test func guardCasesNestBoundedly() {
        let guards = String(repeating: "        guard case .a = m else { return 0 }\n", count: 600)
        let source = """
            enum M { case a, b }
            struct ContentView: View {
                var body: some View { Text("\\(f(.a))") }
                func f(_ m: M) -> Int {
            \(guards)        return 1
                }
            }
            """
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        #expect(throws: DiagnosticList.self) { try SceneDecoder.decode(source, file: "S.swift", options: options) }
        do {
            _ = try SceneDecoder.decode(source, file: "S.swift", options: options)
        } catch {
            // The guards start on line 5; the 513th is on line 517.
            #expect(
                error.diagnostics.map { $0.formatted() }.first
                    == "S.swift:517:9: error: the 'guard case' statements of a block nest more than 512 deep (twice --max-depth)")
        }
    }
}

/// Local functions, members of the standard library's numeric protocols, `assert`.
@Suite("Local functions and numeric protocols")
struct LocalFunctionTests {
    let language = SwiftLanguageTests()

    /// A local function sees the names declared before it (`side`), takes labels and default
    /// arguments as a method does, and is called like one: padded(10) = 10 + 4 + 30 = 44,
    /// padded(10, by: 0) = 40; the 44 × 40 view is centred at (178, 180).
    @Test func aLocalFunctionSeesTheNamesBeforeIt() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            struct ContentView: View {
                var size: CGSize {
                    let side = 30.0
                    func padded(_ x: Double, by extra: Double = 4) -> Double {
                        assert(x > 0, "a positive length")
                        return x + extra + side
                    }
                    return CGSize(width: padded(10), height: padded(10, by: 0))
                }
                var body: some View {
                    Color.red.frame(width: size.width, height: size.height).accessibilityIdentifier("a")
                }
            }
            """)
        #expect(tree.frame("a") == Rect(x: 178, y: 180, width: 44, height: 40))
    }

    /// Local functions are called before their declarations (Swift binds a body's local
    /// functions before it runs) and share the body's variables by reference: `take` appends to
    /// `taken` and lowers `remaining`, which `fits` then reads. Widths 30, 50, 40 into 100: 30
    /// fits (70 left), 50 fits (20 left), 40 does not. The stack is 30 + 50 = 80 wide; the
    /// initializer's local function sets `self.count` to 2, 2 × 10 = 20 high. The 80 × 20 stack
    /// is centred at (160, 190); its second view at x = 160 + 30.
    @Test func localFunctionsAreCalledBeforeTheirDeclarationAndChangeTheBodysVariables() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            struct Packing {
                var widths: [Double] = []
                var count = 0
                init(_ candidates: [Double], into width: Double) {
                    var remaining = width
                    for w in candidates where fits(w) {
                        take(w)
                    }
                    func fits(_ w: Double) -> Bool { w <= remaining }
                    func take(_ w: Double) {
                        widths.append(w)
                        remaining -= w
                        countOne()
                    }
                    func countOne() { count += 1 }
                }
            }
            struct ContentView: View {
                let packing = Packing([30, 50, 40], into: 100)
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(packing.widths, id: \\.self) { w in
                            Color.red.frame(width: w, height: 10 * Double(packing.count)).accessibilityIdentifier("w\\(Int(w))")
                        }
                    }
                    .accessibilityIdentifier("stack")
                }
            }
            """)
        #expect(tree.frame("stack") == Rect(x: 160, y: 190, width: 80, height: 20))
        #expect(tree.frame("w50") == Rect(x: 190, y: 190, width: 50, height: 20))
        #expect(tree.node(id: "w40") == nil)
    }

    /// A local function's own parameters and `let`s are its own: `step`'s `w` and `next` do not
    /// change the body's `w` and `next` (2 and 5), while its change to `total` is kept:
    /// total = 0 + (1 + 1) + (2 + 1) = 5. Width (2 + 5) × 2 = 14, height 5 × 10 = 50: centred
    /// at (193, 175).
    @Test func aLocalFunctionsParametersAndLetsAreItsOwn() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            struct ContentView: View {
                var size: CGSize {
                    let w = 2.0
                    let next = 5.0
                    var total = 0.0
                    func step(_ w: Double) {
                        let next = w + 1
                        total += next
                    }
                    step(1)
                    step(2)
                    return CGSize(width: (w + next) * 2, height: total * 10)
                }
                var body: some View {
                    Color.red.frame(width: size.width, height: size.height).accessibilityIdentifier("a")
                }
            }
            """)
        #expect(tree.frame("a") == Rect(x: 193, y: 175, width: 14, height: 50))
    }

    /// An extension of `HorizontalAlignment` / `VerticalAlignment` may declare computed
    /// properties (Apple's Food Truck `FlowLayout`: `var percent: Double { switch self … }`),
    /// read on an `Alignment`'s guides: `.bottomTrailing.horizontal` is `.trailing` (1),
    /// `.center.vertical` is `.center` (0.5). `ViewSpacing()` is an ordinary view's: 8 from
    /// another. Width 100 × 1 + 8 = 108, height 100 × 0.5 = 50: centred at (146, 175).
    @Test func anAlignmentsGuidesHaveTheMembersTheirExtensionsDeclare() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            private extension HorizontalAlignment {
                var percent: Double {
                    switch self {
                    case .leading: return 0
                    case .trailing: return 1
                    default: return 0.5
                    }
                }
            }
            private extension VerticalAlignment {
                var percent: Double {
                    switch self {
                    case .top: 0
                    case .bottom: 1
                    default: 0.5
                    }
                }
            }
            struct ContentView: View {
                var alignment: Alignment = .bottomTrailing
                var body: some View {
                    Color.red
                        .frame(
                            width: 100 * alignment.horizontal.percent + ViewSpacing().distance(to: ViewSpacing(), along: .vertical),
                            height: 100 * Alignment.center.vertical.percent)
                        .accessibilityIdentifier("a")
                }
            }
            """)
        #expect(tree.frame("a") == Rect(x: 146, y: 175, width: 108, height: 50))
    }

    /// `extension BinaryFloatingPoint` gives every floating-point value its members, and
    /// `extension BinaryInteger` every integer: 0.5 eased is 0.25 × (3 − 1) = 0.5, × 100 = 50
    /// wide; 7.doubled = 14 high. The 50 × 14 view is at (175, 193).
    @Test func extensionsOfTheNumericProtocols() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            extension BinaryFloatingPoint {
                func eased() -> Self {
                    assert(self.isFinite && !self.isZero)
                    return self * self * (3 - 2 * self)
                }
            }
            extension BinaryInteger {
                var doubled: Self { self * 2 }
            }
            struct ContentView: View {
                let t: CGFloat = 0.5
                var body: some View {
                    Color.red.frame(width: 100 * t.eased(), height: CGFloat(7.doubled)).accessibilityIdentifier("a")
                }
            }
            """)
        #expect(tree.frame("a") == Rect(x: 175, y: 193, width: 50, height: 14))
    }
}

/// Subscripts a type declares (issue 27): `x[i]` runs the getter, its parameters unlabelled
/// unless they name a label, as Swift's.
@Suite("Declared subscripts")
struct DeclaredSubscriptTests {
    let language = SwiftLanguageTests()

    @Test func aDeclaredSubscriptRunsItsGetter() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            struct Sizes {
                var values: [CGFloat] = [10, 20, 30]
                subscript(index: Int) -> CGFloat { values[index % values.count] }
                subscript(double index: Int) -> CGFloat {
                    get { values[index] * 2 }
                    set { }
                }
                static subscript(square side: CGFloat) -> CGSize { CGSize(width: side, height: side) }
            }

            enum Gap {
                case small
                subscript(times: Int) -> CGFloat { CGFloat(times) * 4 }
            }

            struct ContentView: View {
                let sizes = Sizes()
                var body: some View {
                    Color.red
                        .frame(width: sizes[4] + Gap.small[2], height: sizes[double: 2])
                        .frame(width: Sizes[square: 100].width, height: Sizes[square: 100].height)
                        .accessibilityIdentifier("a")
                }
            }
            """)
        // sizes[4] = values[4 % 3] = 20, Gap.small[2] = 8: 28 wide; sizes[double: 2] = 30 × 2
        // = 60 high; inside a 100 × 100 frame at (150, 150), centred: (186, 170).
        #expect(tree.frame("a") == Rect(x: 150, y: 150, width: 100, height: 100))
        #expect(tree.nodes.first { $0.kind == "Color" }?.frame == Rect(x: 186, y: 170, width: 28, height: 60))
    }

    /// `profile[.sweet] += 2` runs the getter, then the setter as a mutating method that makes
    /// the new value (Apple's Food Truck's `FlavorProfile`): sweet 1 + 2 = 3, then set to 3 × 10
    /// = 30 wide; salty set to 12 (its setter names the value `value`).
    @Test func aDeclaredSubscriptsSetterRunsOnAssignment() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            enum Flavor { case salty, sweet }
            struct Profile {
                var salty = 0
                var sweet = 1
                subscript(flavor: Flavor) -> Int {
                    get {
                        switch flavor {
                        case .salty: salty
                        case .sweet: sweet
                        }
                    }
                    set(value) {
                        switch flavor {
                        case .salty: salty = value
                        case .sweet: sweet = value
                        }
                    }
                }
            }

            struct ContentView: View {
                var profile: Profile {
                    var p = Profile()
                    p[.sweet] += 2
                    p[.sweet] = p[.sweet] * 10
                    p[.salty] = 12
                    return p
                }
                var body: some View {
                    Color.red.frame(width: CGFloat(profile[.sweet]), height: CGFloat(profile.salty)).accessibilityIdentifier("a")
                }
            }
            """)
        #expect(tree.frame("a") == Rect(x: 185, y: 194, width: 30, height: 12))
    }
}

/// `.visualEffect { content, proxy in … }`: effects made from the view's geometry when it is
/// placed, which change no layout.
@Suite("visualEffect")
struct VisualEffectTests {
    let language = SwiftLanguageTests()

    /// The stack is 100 × 100, centred in 400 × 400 at (150, 150). The first view's frame is
    /// (150, 150, 100, 50) and stays so; its effect moves it by its global minY (150) across and
    /// its own height (50) down, and fades it to 0.5 (its width 100 is not over 100): drawn at
    /// (300, 200). The second view is where the stack puts it, (150, 200), and undrawn-moved.
    @Test func theEffectsAreMadeFromTheViewsGeometryAndChangeNoLayout() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 100, height: 50).accessibilityIdentifier("a")
                            .visualEffect { content, proxy in
                                content
                                    .offset(x: proxy.frame(in: .global).minY, y: proxy.size.height)
                                    .opacity(proxy.size.width > 100 ? 1 : 0.5)
                            }
                        Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("b")
                    }
                }
            }
            """)
        let a = try #require(tree.node(id: "a"))
        #expect(a.frame == Rect(x: 150, y: 150, width: 100, height: 50))
        #expect(a.visual == Rect(x: 300, y: 200, width: 100, height: 50))
        #expect(tree.frame("b") == Rect(x: 150, y: 200, width: 100, height: 50))
        #expect(tree.nodes.contains { $0.kind == "opacity" })
    }

    /// Only effects that change no layout: `padding` in the closure is refused at its name.
    @Test func aModifierThatChangesLayoutIsNotAVisualEffect() throws {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        #expect {
            try SceneDecoder.decode(
                """
                import SwiftUI

                struct ContentView: View {
                    var body: some View {
                        Text("a").visualEffect { content, proxy in content.padding(proxy.size.width) }
                    }
                }
                """, file: "S.swift", options: options)
        } throws: { error in
            (error as? DiagnosticList)?.diagnostics.contains {
                $0.location?.line == 5 && $0.location?.column == 60 && $0.message.hasPrefix("'padding' is not a visual effect")
            } == true
        }
    }
}

/// Key paths as values: kept in a property, passed to a function, read with
/// `value[keyPath:]` and written through a `WritableKeyPath`.
@Suite("Key paths")
struct KeyPathTests {
    let language = SwiftLanguageTests()

    /// `\Box.size.width` read from a box whose size is 40 × 30: 40; `\.size.height`: 30;
    /// through the writable path `\Box.size.height` += 20: 50. The view is 40 wide and
    /// 30 + 50 = 80 high, centred in 400 × 400: (180, 160).
    @Test func aKeyPathReadsAndWritesThePropertiesItNames() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            struct Box { var size: CGSize }
            struct ContentView: View {
                let box = Box(size: CGSize(width: 40, height: 30))
                let widthPath: KeyPath<Box, CGFloat> = \\Box.size.width
                func read(_ path: KeyPath<Box, CGFloat>, of box: Box) -> CGFloat { box[keyPath: path] }
                func grown(_ path: WritableKeyPath<Box, CGFloat>) -> Box {
                    var copy = box
                    copy[keyPath: path] += 20
                    return copy
                }
                var body: some View {
                    Color.red
                        .frame(width: box[keyPath: widthPath],
                               height: read(\\.size.height, of: box) + grown(\\Box.size.height).size.height)
                        .accessibilityIdentifier("a")
                }
            }
            """)
        #expect(tree.frame("a") == Rect(x: 180, y: 160, width: 40, height: 80))
    }
}

/// Forms real apps write that name a type as a value or pass SwiftUI's values around.
@Suite("Types as values")
struct TypesAsValuesTests {
    let language = SwiftLanguageTests()

    /// `[GridItem](repeating:count:)` is `Array(repeating:count:)`, and `alignment: nil` is the
    /// default: two flexible columns of (400 − 8) / 2 = 196, the second starting at 204.
    /// `AnyShape(Circle())` draws the circle; `AnyTransition` and `Animation` values are kept
    /// and change nothing; `\.widgetFamily` is `.systemSmall`, so the circle is 30 wide.
    @Test func arrayTypesAnyShapeTransitionsAndTheWidgetFamily() throws {
        let tree = try language.layOut(
            """
            import SwiftUI
            import WidgetKit

            struct ContentView: View {
                @Environment(\\.widgetFamily) var family
                let columns = [GridItem](repeating: GridItem(.flexible(), alignment: nil), count: 2)
                let shape = AnyShape(Circle())
                let transition = AnyTransition.slide
                let animation: Animation = .easeInOut(duration: 1)
                var body: some View {
                    LazyVGrid(columns: columns) {
                        Color.red.frame(height: 10).accessibilityIdentifier("first")
                        shape.fill(.blue).frame(width: family == .systemSmall ? 30 : 60, height: 30)
                            .transition(transition).animation(animation, value: 1)
                            .accessibilityIdentifier("second")
                    }
                }
            }
            """)
        #expect(tree.frame("first").width == 196)
        let second = try #require(tree.node(id: "second"))
        #expect(second.frame.width == 30 && second.frame.minX == 204 + (196 - 30) / 2)
        #expect(tree.nodes.contains { $0.kind == "Circle" })
    }
}

/// The locale, its extensions, and a wrapper set with `.init(initialValue:)`.
@Suite("Locale and wrapped state")
struct LocaleAndWrappedStateTests {
    let language = SwiftLanguageTests()

    /// `\.locale` is the fixed en_US locale (`Locale.current`'s), which an `extension Locale`
    /// may extend: "en_US".prefix(2) is "en", whose translation "Frankreich" the method
    /// `name(locale:)` returns beside the property `name`. `self._count = .init(initialValue: 3)`
    /// sets the `@State`: 3 × 10 = 30 wide.
    @Test func theLocaleIsEnUSAndAnImplicitWrapperInitSetsTheState() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            extension Locale {
                var shortIdentifier: String { String(identifier.prefix(2)) }
            }
            final class Country {
                var name: String
                var translations: [String: String?]
                init(name: String, translations: [String: String?]) {
                    self.name = name
                    self.translations = translations
                }
                func name(locale: Locale) -> String {
                    if let value = translations[locale.shortIdentifier], let localized = value { return localized }
                    return name
                }
            }
            struct ContentView: View {
                @Environment(\\.locale) var locale: Locale
                @State private var count: Int
                let country = Country(name: "France", translations: ["en": "Frankreich"])
                init() {
                    self._count = .init(initialValue: 3)
                }
                var body: some View {
                    VStack {
                        Text(country.name(locale: locale))
                        Color.red.frame(width: CGFloat(count * 10), height: 10).accessibilityIdentifier("count")
                    }
                }
            }
            """)
        #expect(tree.nodes.compactMap(\.text) == ["Frankreich"])
        #expect(tree.frame("count").width == 30)
    }
}

/// `Optional` spelled as a type: `IfContent?.some(view)` and `IfContent?.none`.
@Suite("Optional views")
struct OptionalViewTests {
    let language = SwiftLanguageTests()

    /// Landmarks' `RenderIf`: `IfContent?.some(ifContent())` is the content, `IfContent?.none`
    /// nothing. Of the two, only the red 10 × 10 is drawn, over the green 10 × 20: a stack
    /// 10 + 20 = 30 high, centred at y = 185; the green below the red at y = 195.
    @Test func anOptionalTypesSomeIsItsValueAndNoneIsNothing() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            struct RenderIf<IfContent: View>: View {
                let render: Bool
                let ifContent: () -> IfContent
                init(_ render: Bool, @ViewBuilder content ifContent: @escaping () -> IfContent) {
                    self.render = render
                    self.ifContent = ifContent
                }
                var body: some View {
                    if render {
                        return IfContent?.some(ifContent())
                    } else {
                        return IfContent?.none
                    }
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        RenderIf(true) { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("red") }
                        RenderIf(false) { Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("blue") }
                        Color.green.frame(width: 10, height: 20).accessibilityIdentifier("green")
                    }
                }
            }
            """)
        #expect(tree.frame("red") == Rect(x: 195, y: 185, width: 10, height: 10))
        #expect(tree.frame("green") == Rect(x: 195, y: 195, width: 10, height: 20))
        #expect(tree.node(id: "blue") == nil)
    }
}

/// `AttributedString`: runs styled by their attributes, drawn by `Text`.
@Suite("AttributedString")
struct AttributedStringTests {
    let language = SwiftLanguageTests()

    /// "Hello World" in `.title` (28 points) with "World" red and underlined through
    /// `range(of:)`, then " and **more**" from Markdown in blue, appended: 20 characters,
    /// 11 at 0.6 × 28 = 16.8 and 9 at 0.6 × 17 = 10.2 each (the fixed-advance measurer), so
    /// 184.8 + 91.8 = 276.6 wide; its spans carry the styles: the red one with its underline,
    /// "more" bold.
    @Test func anAttributedStringsRunsAreTheTextsSpans() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            struct ContentView: View {
                var message: AttributedString {
                    var text = AttributedString("Hello World")
                    text.font = .title
                    if let range = text.range(of: "World") {
                        text[range].foregroundColor = .red
                        text[range].underlineStyle = .single
                    }
                    var tail = AttributedString(markdown: " and **more**")
                    tail.foregroundColor = .blue
                    text.append(tail)
                    return text
                }
                var body: some View { Text(message).accessibilityIdentifier("t") }
            }
            """)
        let text = try #require(tree.node(id: "t"))
        #expect(text.text == "Hello World and more")
        #expect(abs(text.frame.width - 276.6) < 0.5, "\(text.frame.width)")
        let scene = try SceneDecoder.decode(
            """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    Text({ () -> AttributedString in
                        var s = AttributedString("ab")
                        s[s.range(of: "b")!].foregroundColor = .red
                        return s
                    }())
                }
            }
            """, file: "S.swift")
        var next = [scene.root]
        var found: Text?
        while found == nil, !next.isEmpty {
            let node = next.removeFirst()
            found = node.view as? Text
            next += node.subviews
        }
        let node = try #require(found)
        #expect(node.spans.map(\.string) == ["a", "b"])
        #expect(node.spans[0].modifiers.isEmpty && node.spans[1].modifiers.first is ForegroundStyle)
    }
}

/// `Duration`: made, added, scaled, compared and formatted as Foundation does in en_US.
@Suite("Duration")
struct DurationTests {
    let language = SwiftLanguageTests()

    /// 90 s is "0:01:30" by default (hour-minute-second) and "1:30" as minute-second; 90 s +
    /// 5 000 ms = 95 s, "1 minute, 35 seconds" wide; 90 s × 41 = 3 690 s = "1 hr, 1 min, 30 sec"
    /// abbreviated; 90 s > 5 s.
    @Test func aDurationIsMadeComputedAndFormatted() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            struct ContentView: View {
                let d = Duration.seconds(90)
                let e: Duration = .milliseconds(5000)
                var body: some View {
                    VStack {
                        Text(d.formatted())
                        Text(d.formatted(.time(pattern: .minuteSecond)))
                        Text((d + e).formatted(.units(width: .wide)))
                        Text((d * 41).formatted(.units()))
                        Text("\\(d > e)")
                    }
                }
            }
            """)
        #expect(tree.nodes.compactMap(\.text) == ["0:01:30", "1:30", "1 minute, 35 seconds", "1 hr, 1 min, 30 sec", "true"])
    }
}

/// `DateInterval`: a start and a duration.
@Suite("DateInterval")
struct DateIntervalTests {
    let language = SwiftLanguageTests()

    /// From 1970-01-01 00:00 UTC for an hour: 3600.0 seconds long, ending at 1:00 AM (pictures
    /// are drawn in UTC), containing 00:30; made from a start and an end two hours apart, it
    /// intersects the first; an end before the start is an error at the call.
    @Test func aDateIntervalHasAStartADurationAndAnEnd() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            struct ContentView: View {
                let hour = DateInterval(start: Date(timeIntervalSince1970: 0), duration: 3600)
                let two = DateInterval(start: Date(timeIntervalSince1970: 1800), end: Date(timeIntervalSince1970: 9000))
                var body: some View {
                    VStack {
                        Text("\\(hour.duration)")
                        Text(hour.end, style: .time)
                        Text("\\(hour.contains(Date(timeIntervalSince1970: 1800))) \\(hour.intersects(two)) \\(two.duration)")
                    }
                }
            }
            """)
        // (iOS sets a narrow no-break space before AM.)
        #expect(tree.nodes.compactMap(\.text) == ["3600.0", "1:00\u{202F}AM", "true true 7200.0"])
        #expect(throws: (any Error).self) {
            try SceneDecoder.decode(
                """
                import SwiftUI
                struct ContentView: View {
                    let bad = DateInterval(start: Date(timeIntervalSince1970: 10), end: Date(timeIntervalSince1970: 0))
                    var body: some View { Text("\\(bad.duration)") }
                }
                """, file: "S.swift")
        }
    }
}

/// `strokeBorder` on an `InsettableShape` the source declares, and `self.$binding`.
@Suite("Declared insettable shapes")
struct DeclaredInsettableShapeTests {
    let language = SwiftLanguageTests()

    /// `strokeBorder(lineWidth: 4)` strokes the shape `inset(by: 2)` returns: an ellipse in the
    /// 50 × 50 frame inset by 2 on each side, its outline's points within (2, 2)…(48, 48) and
    /// touching each side (a circle's Bézier control points reach its bounding box), stroked 4
    /// wide. `Child(width: self.$width)` passes the binding: its text reads 3.0.
    @Test func strokeBorderStrokesTheShapeItsInsetByMakes() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            struct Ring: InsettableShape {
                var inset: CGFloat = 0
                func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: inset, dy: inset)) }
                func inset(by amount: CGFloat) -> some InsettableShape {
                    var ring = self
                    ring.inset += amount
                    return ring
                }
            }
            struct Child: View {
                @Binding var width: Double
                var body: some View { Text("\\(width)") }
            }
            struct ContentView: View {
                @State var width = 3.0
                var body: some View {
                    VStack {
                        Ring().strokeBorder(.red, lineWidth: 4).frame(width: 50, height: 50).accessibilityIdentifier("ring")
                        Child(width: self.$width)
                    }
                }
            }
            """)
        let ring = try #require(tree.nodes.first { $0.kind == "Ring" })
        guard case .shape(.path(let commands), .stroke(_, let stroke))? = ring.paint else {
            Issue.record("expected a stroked path, found \(String(describing: ring.paint))")
            return
        }
        #expect(stroke.lineWidth == 4)
        var points: [Point] = []
        for command in commands {
            switch command {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let a, let b, let c): points += [a, b, c]
            case .close: break
            }
        }
        #expect(points.map(\.x).min() == 2 && points.map(\.x).max() == 48)
        #expect(points.map(\.y).min() == 2 && points.map(\.y).max() == 48)
        #expect(tree.nodes.compactMap(\.text) == ["3.0"])
    }
}

/// `Measurement`: a value in a unit, converted and formatted as en_US Foundation does.
@Suite("Measurement")
struct MeasurementTests {
    let language = SwiftLanguageTests()

    /// Apple's examples (`Measurement.FormatStyle`): 38 °C formats as "100°F" by default and
    /// "100 degrees Fahrenheit" wide in en_US (38 × 9/5 + 32 = 100.4, whole degrees), 36.8 °C
    /// as "98°F" (98.24); 5 km prints "5.0 km", is "5 kilometers" wide as provided and 5,000
    /// meters, more than 900 m and equal to 5,000 m (compared in one unit); a default
    /// `formatted()` of a length is an error that says to keep its unit.
    @Test func aMeasurementIsConvertedAndFormatted() throws {
        let tree = try language.layOut(
            """
            import SwiftUI

            struct ContentView: View {
                let d = Measurement(value: 5, unit: UnitLength.kilometers)
                let t = Measurement(value: 38, unit: UnitTemperature.celsius)
                let fever = Measurement<UnitTemperature>(value: 36.8, unit: .celsius)
                var body: some View {
                    VStack {
                        Text(t.formatted())
                        Text(t.formatted(.measurement(width: .wide)))
                        Text(fever.formatted())
                        Text("\\(d)")
                        Text(d.formatted(.measurement(width: .wide, usage: .asProvided)))
                        Text("\\(d.converted(to: .meters).value)")
                        Text("\\(d > Measurement(value: 900, unit: UnitLength.meters)) \\(d == Measurement(value: 5000, unit: UnitLength.meters))")
                    }
                }
            }
            """)
        #expect(tree.nodes.compactMap(\.text) == ["100°F", "100 degrees Fahrenheit", "98°F", "5.0 km", "5 kilometers", "5000.0", "true true"])
        #expect(throws: (any Error).self) {
            try SceneDecoder.decode(
                """
                import SwiftUI
                struct ContentView: View {
                    var body: some View { Text(Measurement(value: 5, unit: UnitLength.kilometers).formatted()) }
                }
                """, file: "S.swift")
        }
    }
}

/// Methods overloaded by their argument labels, as Swift chooses among them.
@Suite struct MethodOverloadTests {
    let language = SwiftLanguageTests()

    /// `donuts(fromIDs:)` and `donuts(sortedBy:)` beside `var donuts` (Apple's Food Truck
    /// model): each call runs the method its labels name, an instance's and a type's alike.
    @Test func theLabelsChooseTheOverload() throws {
        let tree = try language.layOut(
            """
            final class Shop {
                var donuts = [10.0, 20.0, 30.0]
                func donuts(fromIDs ids: [Int]) -> [Double] { ids.map { donuts[$0] } }
                func donuts(sortedBy descending: Bool) -> [Double] { descending ? donuts.reversed() : donuts }
                static func size(of n: Double) -> Double { n }
                static func size(doubling n: Double) -> Double { 2 * n }
            }
            struct V: View {
                let shop = Shop()
                let ids = [1]
                var body: some View {
                    VStack {
                        Color.red.frame(width: shop.donuts(sortedBy: true)[0], height: 1).id("a")
                        Color.red.frame(width: shop.donuts(fromIDs: ids)[0], height: 1).id("b")
                        Color.red.frame(width: Shop.size(doubling: 7), height: 1).id("c")
                        Color.red.frame(width: Shop.size(of: 7), height: 1).id("d")
                    }
                }
            }
            """)
        #expect(tree.frame("a").width == 30)
        #expect(tree.frame("b").width == 20)
        #expect(tree.frame("c").width == 14)
        #expect(tree.frame("d").width == 7)
    }
}

/// A shape kept in a view builder's `let` and used where a shape is expected (Apple's Food
/// Truck `OrderRow`: `let iconShape = RoundedRectangle(…)`, `.background(in: iconShape)`,
/// `iconShape.strokeBorder(…)`): the name is that shape.
@Suite struct KeptShapeTests {
    @Test func aShapeKeptInALetIsAShape() throws {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(
            """
            HStack {
                let iconShape = RoundedRectangle(cornerRadius: 4, style: .continuous)
                Color.clear.frame(width: 30, height: 20)
                    .background(in: iconShape)
                    .overlay { iconShape.strokeBorder(.red, lineWidth: 2).id("border") }
            }
            """, file: "S.swift", options: options)
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
        let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        // The border is the 30 × 20 view's overlay, drawn as the kept rounded rectangle's.
        let border = try #require(tree.node(id: "border"))
        #expect(border.frame.size == Size(width: 30, height: 20))
        #expect(border.kind != "Color")
    }
}
