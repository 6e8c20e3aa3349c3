import Foundation
import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// `Path` as a view and the `Shape`s a source declares: laid out as shapes (the proposal, 10
/// along an axis proposed nil), drawn where their points are from the frame's corner, a
/// declared shape's `path(in:)` run with the frame it was given. On the 400 × 400 canvas.
extension SwiftSourceTests {
    static let orange = ShapeStyle.color(ColorStyle.named["orange"]!)

    @Test func aDeclaredShapeDrawsItsPathForItsFrame() throws {
        let source = """
            struct Triangle: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                    return path
                }
            }
            struct ContentView: View {
                var body: some View {
                    Triangle().fill(.orange).frame(width: 100, height: 80).accessibilityIdentifier("t")
                }
            }
            """
        let tree = try layOut(source)
        // The frame is centred on the 400 × 400 canvas: (150, 160); the triangle takes its
        // proposal, 100 × 80, and is asked its path for (0, 0, 100, 80): apex (50, 0), then
        // (100, 80) and (0, 80).
        let frame = try #require(tree.node(id: "t"))
        let shape = tree.nodes[frame.children[0]]
        #expect(shape.kind == "Triangle")
        #expect(shape.frame == Rect(x: 150, y: 160, width: 100, height: 80))
        #expect(
            shape.paint
                == .shape(
                    .path([.move(Point(x: 50, y: 0)), .line(Point(x: 100, y: 80)), .line(Point(x: 0, y: 80)), .close]),
                    .fill(Self.orange)))
    }

    @Test func aPathViewIsAShapeDrawnWhereItsPointsAre() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Path { path in
                            path.move(to: CGPoint(x: 10, y: 10))
                            path.addLine(to: CGPoint(x: 110, y: 10))
                            path.addQuadCurve(to: CGPoint(x: 110, y: 70), control: CGPoint(x: 150, y: 40))
                        }
                        .stroke(.blue, lineWidth: 3)
                        .accessibilityIdentifier("p")
                        Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 40)).frame(width: 80, height: 40)
                    }
                    .frame(width: 200, height: 140)
                }
            }
            """
        let tree = try layOut(source)
        // The stack is proposed 200 × 140; the ellipse's frame takes 40 and the path, flexible,
        // the other 100 of the height and all 200 of the width: at (100, 130) in the canvas.
        let path = try #require(tree.node(id: "p"))
        #expect(path.kind == "Path")
        #expect(path.frame == Rect(x: 100, y: 130, width: 200, height: 100))
        // The quadratic from (110, 10) through control (150, 40) to (110, 70) as a cubic:
        // controls at 2/3 of the way to (150, 40) from each end: (136.67, 30), (136.67, 50).
        guard case .shape(.path(let commands), .stroke(_, let line)) = path.paint, line == StrokeStyle(lineWidth: 3) else {
            Issue.record("a stroked path, not \(String(describing: path.paint))")
            return
        }
        #expect(commands.count == 3)
        #expect(commands[0] == .move(Point(x: 10, y: 10)))
        #expect(commands[1] == .line(Point(x: 110, y: 10)))
        guard case .curve(let c1, let c2, let end) = commands[2] else {
            Issue.record("a curve, not \(commands[2])")
            return
        }
        #expect(abs(c1.x - (110 + 80.0 / 3)) < 1e-9 && abs(c1.y - 30) < 1e-9)
        #expect(abs(c2.x - (110 + 80.0 / 3)) < 1e-9 && abs(c2.y - 50) < 1e-9)
        #expect(end == Point(x: 110, y: 70))
    }

    @Test func rectanglesInsetAndMoveAsCoreGraphicsDoes() throws {
        let source = """
            struct ContentView: View {
                let r = CGRect(x: 0, y: 0, width: 10, height: 8)
                var body: some View {
                    VStack {
                        Text("\\(r.insetBy(dx: 2, dy: 1))").accessibilityIdentifier("inset")
                        Text("\\(r.offsetBy(dx: 3, dy: -1))").accessibilityIdentifier("moved")
                        Text("\\(2 * .pi)").accessibilityIdentifier("pi")
                    }
                }
            }
            """
        let tree = try layOut(source)
        // (0, 0, 10, 8) inset by 2 and 1 on each side: (2, 1, 6, 6); moved by (3, −1): (3, −1, 10, 8).
        #expect(tree.node(id: "inset")?.text == "(2.0, 1.0, 6.0, 6.0)")
        #expect(tree.node(id: "moved")?.text == "(3.0, -1.0, 10.0, 8.0)")
        #expect(tree.node(id: "pi")?.text == "6.283185307179586")
        // Inset by 6 on each side, 10 wide leaves −2: CoreGraphics's null rectangle, an error.
        // Line 5 is `            Text("\(r.insetBy…`: 12 spaces, then `Text("\(` (8 characters), so
        // the call, `r.insetBy(…)`, starts at column 21.
        let found = problems(source.replacingOccurrences(of: "insetBy(dx: 2", with: "insetBy(dx: 6"))
        #expect(found == ["S.swift:5:21: error: insetBy(dx: 6.0, dy: 1.0) of a 10.0 × 8.0 rectangle leaves nothing (CGRect.null)"])
    }

    /// A stroke without a colour, and `.foreground`, are the environment's foreground style,
    /// resolved when the shape is drawn (the primary colour when nothing sets one).
    @Test func aStrokeWithoutAColourIsInTheForegroundStyle() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    HStack {
                        Circle().stroke().accessibilityIdentifier("plain")
                        Circle().stroke(lineWidth: 6).accessibilityIdentifier("red").foregroundStyle(.red)
                        Circle().strokeBorder(lineWidth: 4).accessibilityIdentifier("blue").foregroundStyle(.blue)
                        Circle().fill(.foreground).accessibilityIdentifier("green").foregroundStyle(.green)
                    }
                }
            }
            """
        let tree = try layOut(source)
        // The identifier tags the circle itself (the chain up to it is the shape).
        func paint(_ id: String) -> Paint? { tree.node(id: id)?.paint }
        let named = { (name: String) in ShapeStyle.color(ColorStyle.named[name]!) }
        #expect(paint("plain") == .shape(.circle, .stroke(.color(.primary), lineWidth: 1)))
        #expect(paint("red") == .shape(.circle, .stroke(named("red"), lineWidth: 6)))
        #expect(paint("blue") == .shape(.circle, .strokeBorder(named("blue"), lineWidth: 4)))
        #expect(paint("green") == .shape(.circle, .fill(named("green"))))
    }

    @Test func pathMistakesAreNamed() {
        let base = """
            struct ContentView: View {
                var body: some View {
                    BODY
                }
            }
            """
        func found(_ body: String) -> [String] { problems(base.replacingOccurrences(of: "BODY", with: body)) }
        // `        Path(` is 8 characters: the call starts at column 9.
        #expect(
            found("Path { p in p.addRect(CGRect(x: 0, y: 0, width: 20, height: 20)) }.strokeBorder(.red)")
                == ["S.swift:3:76: error: 'strokeBorder' needs an InsettableShape, and a Path is not one; use stroke(_:lineWidth:)"])
        #expect(
            found("Path(42)")
                == ["S.swift:3:9: error: Path takes (), a closure (Path { path in … }), a CGRect, (roundedRect:cornerRadius:) or (ellipseIn:)"])
        #expect(
            found("Path { p in p.move(to: CGPoint(x: 0, y: .infinity)) }")
                == ["S.swift:3:21: error: 'move' takes a CGPoint with finite coordinates for 'to'"])
        #expect(
            found("Path { p in p.addLine(to: .zero, width: 2) }")
                == ["S.swift:3:21: error: Path's 'addLine' is written addLine(to:)"])
    }

    @Test func aDeclaredShapeWithoutPathInIsNamed() {
        let source = """
            struct Blob: Shape {
                func outline(in rect: CGRect) -> Path { Path(rect) }
            }
            struct ContentView: View {
                var body: some View { Blob() }
            }
            """
        #expect(
            problems(source) == [
                "S.swift:5:27: error: type 'Blob' does not conform to protocol 'Shape': it needs func path(in rect: CGRect) -> Path"
            ])
    }

    @Test func pathBuildsAsCoreGraphicsDoes() throws {
        // An arc of radius 50 about (60, 70) from 0° to 180°, `clockwise: false` (increasing
        // angles, which turn clockwise on a screen whose y axis points down): from (110, 70)
        // through (60, 120) to (10, 70), two quarter turns, each cubic's controls 4/3 · tan(π/8)
        // · 50 = 27.614 along the tangents.
        let path = PathValue()
        _ = try path.method("move", [LabeledValue(label: "to", .point(Point(x: 110, y: 70)))], at: 0)
        let degrees = { (d: Double) in Value.symbol(Symbol(path: [.init("degrees", arguments: [LabeledValue(label: nil, .double(d))])])) }
        _ = try path.method(
            "addArc",
            [
                LabeledValue(label: "center", .point(Point(x: 60, y: 70))), LabeledValue(label: "radius", .double(50)),
                LabeledValue(label: "startAngle", degrees(0)), LabeledValue(label: "endAngle", degrees(180)),
                LabeledValue(label: "clockwise", .bool(false)),
            ], at: 0)
        let k = 4.0 / 3.0 * tan(Double.pi / 8) * 50
        #expect(path.elements.count == 4)
        #expect(path.elements[1] == .line(Point(x: 110, y: 70)))
        guard case .curve(let mid, let c1, let c2) = path.elements[2], case .curve(let end, _, _) = path.elements[3] else {
            Issue.record("two curves, not \(path.elements)")
            return
        }
        #expect(abs(mid.x - 60) < 1e-9 && abs(mid.y - 120) < 1e-9)
        #expect(abs(c1.x - 110) < 1e-9 && abs(c1.y - (70 + k)) < 1e-9)
        #expect(abs(c2.x - (60 + k)) < 1e-9 && abs(c2.y - 120) < 1e-9)
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 70) < 1e-9)
        // `clockwise: true` over the same angles goes the other way round, through (60, 20).
        let other = PathValue()
        _ = try other.method(
            "addArc",
            [
                LabeledValue(label: "center", .point(Point(x: 60, y: 70))), LabeledValue(label: "radius", .double(50)),
                LabeledValue(label: "startAngle", degrees(0)), LabeledValue(label: "endAngle", degrees(180)),
                LabeledValue(label: "clockwise", .bool(true)),
            ], at: 0)
        guard case .curve(let top, _, _) = other.elements[1] else {
            Issue.record("a curve, not \(other.elements)")
            return
        }
        #expect(other.elements[0] == .move(Point(x: 110, y: 70)))
        #expect(abs(top.x - 60) < 1e-9 && abs(top.y - 20) < 1e-9)
        // A rectangle is its four corners clockwise from its origin, closed.
        #expect(
            PathValue.rectangle(Rect(x: 1, y: 2, width: 3, height: 4)) == [
                .move(Point(x: 1, y: 2)), .line(Point(x: 4, y: 2)), .line(Point(x: 4, y: 6)), .line(Point(x: 1, y: 6)), .close,
            ])
    }

    @Test func aYAMLPathIsSVGPathData() throws {
        let yaml = """
            canvas: {size: [200, 100]}
            view:
              Path: "M 10 10 h 100 v 50 Z"
              id: p
            """
        let scene = try SceneDecoder.decode(yaml, file: "s.yaml", options: SceneDecodingOptions())
        let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        let path = try #require(tree.node(id: "p"))
        // The path takes the whole canvas; `h 100` and `v 50` are relative: (110, 10), (110, 60).
        #expect(path.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        guard case .shape(.path(let commands), _) = path.paint else {
            Issue.record("a path, not \(String(describing: path.paint))")
            return
        }
        #expect(commands == [.move(Point(x: 10, y: 10)), .line(Point(x: 110, y: 10)), .line(Point(x: 110, y: 60)), .close])
    }
}
