import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine
import Testing

/// `trim(from:to:)`: the part of a shape's path between two fractions of its length
/// (PathTrimming, TrimmedShape). Lengths below are worked out by hand from the outlines.
@Suite struct TrimTests {
    /// A 100 × 50 rectangle's path: (0,0) → (100,0) → (100,50) → (0,50), closed. Perimeter 300.
    let rectangle = ShapeOutline.rectangle.commands(in: rect(0, 0, 100, 50))

    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test func aRectangleStartsAtItsTopLeadingCornerAndRunsClockwise() {
        #expect(rectangle == [.move(p(0, 0)), .line(p(100, 0)), .line(p(100, 50)), .line(p(0, 50)), .close])
        #expect(PathTrimming.length(of: rectangle) == 300)
    }

    @Test func halfARectangleIsItsTopAndTrailingEdges() {
        // 0.5 × 300 = 150 = the top edge (100) and the trailing edge (50).
        #expect(PathTrimming.trimmed(rectangle, from: 0, to: 0.5) == [.move(p(0, 0)), .line(p(100, 0)), .line(p(100, 50))])
    }

    @Test func aMiddlePartStartsAndEndsInsideEdges() {
        // 75 … 225: 25 of the top edge from x = 75, the trailing edge, then 75 of the bottom
        // edge leftwards from (100, 50): x = 25.
        #expect(
            PathTrimming.trimmed(rectangle, from: 0.25, to: 0.75)
                == [.move(p(75, 0)), .line(p(100, 0)), .line(p(100, 50)), .line(p(25, 50))])
    }

    @Test func theClosingLineCounts() {
        // 270 … 300 lies on the closing line from (0, 50) up to (0, 0), which covers 250 … 300:
        // it starts 20 points up, at y = 30.
        #expect(PathTrimming.trimmed(rectangle, from: 0.9, to: 1) == [.move(p(0, 30)), .line(p(0, 0))])
    }

    @Test func theWholeRangeKeepsThePathAndAnEmptyOneDrawsNothing() {
        #expect(PathTrimming.trimmed(rectangle, from: 0, to: 1) == rectangle)
        // Fractions are clamped to 0 … 1.
        #expect(PathTrimming.trimmed(rectangle, from: -1, to: 2) == rectangle)
        #expect(PathTrimming.trimmed(rectangle, from: 0.5, to: 0.5).isEmpty)
        #expect(PathTrimming.trimmed(rectangle, from: 0.8, to: 0.2).isEmpty)
    }

    @Test func aMoveBetweenSubpathsIsNotLength() {
        // Two lines of 10 and 30: 40 in all; the first half is the first line and 10 of the second.
        let path: [PathCommand] = [.move(p(0, 0)), .line(p(10, 0)), .move(p(0, 10)), .line(p(30, 10))]
        #expect(PathTrimming.length(of: path) == 40)
        #expect(PathTrimming.trimmed(path, from: 0, to: 0.5) == [.move(p(0, 0)), .line(p(10, 0)), .move(p(0, 10)), .line(p(10, 10))])
    }

    @Test func aClosedSubpathInsideTheRangeStaysClosed() {
        // A 3-4-5 triangle (12) then a line of 12: the first half is the whole triangle.
        let triangle: [PathCommand] = [.move(p(0, 0)), .line(p(4, 0)), .line(p(4, 3)), .close]
        let path = triangle + [.move(p(0, 10)), .line(p(12, 10))]
        #expect(PathTrimming.trimmed(path, from: 0, to: 0.5) == triangle)
    }

    @Test func aCircleStartsAtThreeOClockAndRunsTowardsTheBottom() throws {
        // A circle of radius 50 in 100 × 100: length 2π·50 ≈ 314.16 (the cubic quarters are
        // within 0.03 % of the radius of a circle).
        let circle = ShapeOutline.circle.commands(in: rect(0, 0, 100, 100))
        #expect(abs(PathTrimming.length(of: circle) - 2 * .pi * 50) < 0.1)
        // The first quarter: from (100, 50) to the bottom, (50, 100).
        let quarter = PathTrimming.trimmed(circle, from: 0, to: 0.25)
        #expect(quarter.first == .move(p(100, 50)))
        guard case .curve(_, _, let end)? = quarter.last else {
            Issue.record("expected a curve, got \(quarter)")
            return
        }
        #expect(abs(end.x - 50) < 0.05 && abs(end.y - 100) < 0.05)
        // The half from 6 o'clock to 12 o'clock passes 9 o'clock, (0, 50).
        let half = PathTrimming.trimmed(circle, from: 0.25, to: 0.75)
        guard case .move(let start)? = half.first, case .curve(_, _, let top)? = half.last else {
            Issue.record("expected a move and curves, got \(half)")
            return
        }
        #expect(abs(start.x - 50) < 0.05 && abs(start.y - 100) < 0.05)
        #expect(abs(top.x - 50) < 0.05 && abs(top.y - 0) < 0.05)
        #expect(half.contains { if case .curve(_, _, let q) = $0 { abs(q.x) < 1e-9 && abs(q.y - 50) < 1e-9 } else { false } })
    }

    @Test func aTrimmedShapeLaysOutAsItsShapeAndDrawsThePart() throws {
        let tree = try lay(ViewNode(TrimmedShape(Rectangle().stroke(.color(.primary), lineWidth: 2), from: 0, to: 0.5), id: "r").frame(width: 100, height: 50))
        let node = try #require(tree.node(id: "r"))
        // The frame (100 × 50) centred on the 400 × 400 canvas; the kind is the shape's.
        #expect(node.frame == rect(150, 175, 100, 50))
        #expect(node.kind == "Rectangle")
        #expect(node.paint == .shape(.path([.move(p(0, 0)), .line(p(100, 0)), .line(p(100, 50))]), .stroke(.color(.primary), lineWidth: 2)))
    }

    @Test func aTrimOfATrimCutsTheFirstPart() {
        // Half of 0.2 … 0.6 onwards: 0.4 … 0.6 of the shape.
        let twice = TrimmedShape(TrimmedShape(Circle(), from: 0.2, to: 0.6), from: 0.5, to: 1)
        #expect(twice.base is Circle)
        #expect(abs(twice.from - 0.4) < 1e-12 && abs(twice.to - 0.6) < 1e-12)
    }

    @Test func aStrokeStyleReachesFurtherAtMitresAndSquareCaps() {
        // Half the width; × the miter limit for mitred joins; × √2 for square caps.
        #expect(StrokeStyle(lineWidth: 4, lineJoin: .round).reach == 2)
        #expect(StrokeStyle(lineWidth: 4).reach == 20)
        #expect(StrokeStyle(lineWidth: 4, lineCap: .square, lineJoin: .bevel).reach == 2 * 2.0.squareRoot())
    }
}
