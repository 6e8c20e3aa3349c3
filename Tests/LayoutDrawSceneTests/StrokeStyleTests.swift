import Foundation
import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// `StrokeStyle` (`.stroke(_:style:)`, `.strokeBorder(_:style:)`) and `trim(from:to:)`, from
/// SwiftUI source and from YAML: the same style and the same trimmed path either way.
extension SwiftSourceTests {
    static let blue = ShapeStyle.color(ColorStyle.named["blue"]!)

    @Test func aStrokeStyleReachesTheShapeFromBothFrontEnds() throws {
        let swift = try layOut("""
            RoundedRectangle(cornerRadius: 8)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [6, 3], dashPhase: 2))
                .frame(width: 200, height: 60)
                .accessibilityIdentifier("r")
            """)
        let yaml = try decodeYAMLTree("""
            view:
              RoundedRectangle: 8
              stroke: {color: blue, style: {lineWidth: 3, lineCap: round, lineJoin: bevel, miterLimit: 4, dash: [6, 3], dashPhase: 2}}
              frame: {width: 200, height: 60}
              id: r
            """)
        let line = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [6, 3], dashPhase: 2)
        for tree in [swift, yaml] {
            let frame = try #require(tree.node(id: "r"))
            let shape = tree.nodes[frame.children[0]]
            #expect(shape.paint == .shape(.roundedRectangle(cornerRadius: 8), .stroke(Self.blue, line)))
        }
    }

    @Test func aStrokeStyleWithoutAColourIsTheForegroundStyle() throws {
        let tree = try layOut("""
            Circle().stroke(style: StrokeStyle(lineWidth: 2, dash: [4])).foregroundStyle(.blue).frame(width: 50, height: 50).accessibilityIdentifier("c")
            """)
        let frame = try #require(tree.node(id: "c"))
        let circle = tree.nodes[tree.nodes[frame.children[0]].children[0]]
        #expect(circle.paint == .shape(.circle, .stroke(Self.blue, StrokeStyle(lineWidth: 2, dash: [4]))))
    }

    @Test func aTrimmedShapeIsDrawnAsThePartOfItsPathFromBothFrontEnds() throws {
        // A 100 × 50 rectangle's path is 300 long from its top-leading corner, clockwise: 0.25 …
        // 0.75 is 75 … 225, from (75, 0) round the trailing edge to (25, 50).
        let swift = try layOut("""
            Rectangle()
                .trim(from: 0.25, to: 0.75)
                .stroke(.blue, lineWidth: 2)
                .frame(width: 100, height: 50)
                .accessibilityIdentifier("r")
            """)
        let yaml = try decodeYAMLTree("""
            view:
              Rectangle:
              trim: {from: 0.25, to: 0.75}
              stroke: {color: blue, lineWidth: 2}
              frame: {width: 100, height: 50}
              id: r
            """)
        for tree in [swift, yaml] {
            let frame = try #require(tree.node(id: "r"))
            let shape = tree.nodes[frame.children[0]]
            #expect(shape.kind == "Rectangle")
            #expect(shape.frame == Rect(x: 150, y: 175, width: 100, height: 50))
            let part: [PathCommand] = [
                .move(Point(x: 75, y: 0)), .line(Point(x: 100, y: 0)), .line(Point(x: 100, y: 50)), .line(Point(x: 25, y: 50)),
            ]
            #expect(shape.paint == .shape(.path(part), .stroke(Self.blue, lineWidth: 2)))
        }
    }

    @Test func aRotatedShapeTurnsItsPathFromBothFrontEnds() throws {
        // A 100 × 50 rectangle turned a quarter clockwise about its centre (50, 25): its
        // top-leading corner (−50, −25) from the centre turns to (25, −50), i.e. (75, −25); the
        // frame stays 100 × 50 and the dump keeps the kind. YAML reads the angle in radians too.
        let swift = try layOut("""
            Rectangle().rotation(.degrees(90)).stroke(.blue, lineWidth: 2).frame(width: 100, height: 50).accessibilityIdentifier("r")
            """)
        let yaml = try decodeYAMLTree("""
            view:
              Rectangle:
              rotation: {radians: 1.5707963267948966}
              stroke: {color: blue, lineWidth: 2}
              frame: {width: 100, height: 50}
              id: r
            """)
        for tree in [swift, yaml] {
            let frame = try #require(tree.node(id: "r"))
            let shape = tree.nodes[frame.children[0]]
            #expect(shape.kind == "Rectangle")
            #expect(shape.frame == Rect(x: 150, y: 175, width: 100, height: 50))
            guard case .shape(.path(let commands), let paint)? = shape.paint, case .move(let start)? = commands.first,
                case .line(let next) = commands[1]
            else {
                Issue.record("expected a path, found \(String(describing: shape.paint))")
                continue
            }
            #expect(paint == .stroke(Self.blue, lineWidth: 2))
            #expect(abs(start.x - 75) < 1e-9 && abs(start.y + 25) < 1e-9)
            // The top-trailing corner (50, −25) turns to (25, 50): (75, 75).
            #expect(abs(next.x - 75) < 1e-9 && abs(next.y - 75) < 1e-9)
        }
    }

    @Test func trimDefaultsToTheWholePathAndFillsUnstyled() throws {
        // `trim(to: 0.5)` from 0; unstyled, the part is filled with the foreground style.
        let tree = try layOut("""
            Rectangle().trim(to: 0.5).frame(width: 100, height: 50).accessibilityIdentifier("r")
            """)
        let frame = try #require(tree.node(id: "r"))
        let shape = tree.nodes[frame.children[0]]
        let half: [PathCommand] = [.move(Point(x: 0, y: 0)), .line(Point(x: 100, y: 0)), .line(Point(x: 100, y: 50))]
        #expect(shape.paint == .shape(.path(half), .fill(.color(.primary))))
    }

    /// A `StrokeStyle` written out is read argument by argument, as a scene's `{lineWidth: …}`
    /// is: each problem is reported at the argument that has it (column 43 is `lineWidht`, 52
    /// `.rounded`, 49 the dash's `[`, 54 the `-1`).
    @Test func strokeStyleAndTrimProblems() {
        #expect(
            problems("Circle().stroke(.blue, style: StrokeStyle(lineWidht: 2))")
                == ["S.swift:1:43: error: unknown parameter 'lineWidht' for 'StrokeStyle'; did you mean 'lineWidth'?"])
        #expect(
            problems("Circle().stroke(.blue, style: StrokeStyle(lineCap: .rounded))")
                == ["S.swift:1:52: error: unknown line cap '.rounded'; did you mean '.round'?"])
        #expect(
            problems("Circle().stroke(.blue, style: StrokeStyle(dash: [0, 0]))")
                == ["S.swift:1:49: error: a dash pattern of zeros draws nothing; leave 'dash' out for a solid line"])
        #expect(
            problems("Circle().stroke(.blue, style: StrokeStyle(lineWidth: -1))")
                == ["S.swift:1:54: error: 'lineWidth' must be a finite number of points, 0 or more, not -1.0"])
        #expect(
            problems("Circle().trim(from: 0, to: 0.5).strokeBorder(.blue, lineWidth: 2)")
                == ["S.swift:1:33: error: 'strokeBorder' needs an InsettableShape, and a trimmed shape is not one; use stroke(_:lineWidth:)"])
        #expect(
            problems("Text(\"Hi\").trim(from: 0, to: 0.5)")
                == ["S.swift:1:12: warning: 'trim' applies to a shape; 'Text' is not a shape, so it is ignored"])
    }
}

/// Lays out a YAML scene on the 400 × 400 canvas with the fixed-advance measurer.
func decodeYAMLTree(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> FrameTree {
    let scene = try decode("canvas: {size: [400, 400]}\n" + yaml, sourceLocation: sourceLocation)
    return try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
}
