import LayoutDrawCore
import LayoutDrawFrames
import Testing

@testable import LayoutDrawDiagram

/// Label placement: labels never intersect, never leave the picture, and stand beside what
/// they describe when there is room.
@Suite struct LabelPlacementTests {
    /// Twelve 24-point squares 4 points apart, each with its frame, size and origin annotated,
    /// and every frame of the scene outlined and sized by `canvas.annotate`, with debug
    /// outlines on top: far more labels than room.
    static let crowded = """
        canvas:
          size: [220, 120]
          annotate: [frame, size]
          debug: true
        view:
          VStack:
            spacing: 4
            content:
              - ForEach:
                  count: 3
                  content:
                    HStack:
                      spacing: 4
                      content:
                        - ForEach:
                            count: 4
                            content:
                              Color: orange
                              frame: {width: 24, height: 24}
                              annotate: [size, origin, {kind: label, label: 'cell', placement: center}]
        """

    @Test func labelsOfACrowdedSceneDoNotIntersect() throws {
        let (_, diagram) = try diagram(Self.crowded)
        let plates = diagram.plates
        #expect(plates.count > 60)
        for i in plates.indices {
            for j in plates.indices where j > i {
                #expect(!plates[i].intersects(plates[j]), "labels \(i) and \(j) overlap: \(plates[i]) \(plates[j])")
            }
        }
    }

    @Test(arguments: [
        LabelPlacementTests.crowded,
        // Labels of views flush against every edge of a fixed canvas.
        """
        canvas: {size: [200, 100]}
        view:
          Color: mint
          annotate: [size, {kind: label, label: 'leading label', placement: leading}, origin, guides]
        """,
        // A fit canvas with no margin, a layout tree beside it and a shaded safe area.
        """
        canvas: {size: fit, layoutTree: bottom, showSafeArea: true, safeArea: {top: 10}}
        view:
          Text: Hi
          offset: {x: -30, y: -30}
          annotate: [offset, bounds, proposal]
        """,
    ])
    func nothingIsDrawnOutsideThePicture(_ yaml: String) throws {
        let (frames, diagram) = try diagram(yaml)
        let picture = Rect(origin: .zero, size: diagram.canvasSize)
        #expect(diagram.canvasSize.width >= frames.canvas.size.width && diagram.canvasSize.height >= frames.canvas.size.height)
        for item in diagram.items {
            let bounds = item.mark.bounds
            #expect(
                bounds.minX >= -1e-9 && bounds.minY >= -1e-9 && bounds.maxX <= picture.maxX + 1e-9 && bounds.maxY <= picture.maxY + 1e-9,
                "\(item.role) is drawn at \(bounds), outside the \(picture.size) picture")
        }
    }

    @Test func aLabelStandsOutsideTheViewItDescribesWhenThereIsRoom() throws {
        let (frames, diagram) = try diagram("""
            canvas: {size: [300, 200]}
            view:
              Color: gray
              frame: {width: 100, height: 60}
              id: box
              annotate: [size, {kind: label, label: 'note', placement: trailing}]
            """)
        let box = frames.frame("box").offsetBy(diagram.contentOrigin)
        let size = try #require(diagram.labels.first { $0.label.string == "100.0 × 60.0" }?.label.plate)
        #expect(!size.intersects(box))
        // The default for a size is below the view, centred.
        #expect(size.minY == box.maxY + HouseStyle.standard.labelGap)
        #expect(abs(size.midX - box.midX) < 1e-9)
        let note = try #require(diagram.labels.first { $0.label.string == "note" }?.label.plate)
        #expect(note.minX == box.maxX + HouseStyle.standard.labelGap)
        #expect(diagram.contentOrigin == .zero && diagram.canvasSize == frames.canvas.size)
    }

    @Test func theCanvasGrowsWhenALabelMustLeaveIt() throws {
        // The view fills the canvas and asks for its label outside, above it.
        let (frames, diagram) = try diagram("""
            canvas: {size: [200, 100]}
            view:
              Color: mint
              annotate: [{kind: label, label: 'above', placement: top}]
            """)
        let plate = try #require(diagram.plates.first)
        // The label is above the view (which now starts at the content origin) and on the picture.
        #expect(plate.maxY <= diagram.contentOrigin.y)
        #expect(plate.minY >= 0)
        #expect(diagram.contentOrigin.y == (HouseStyle.standard.margin + plate.height + HouseStyle.standard.labelGap).rounded(.up))
        #expect(diagram.canvasSize.height == frames.canvas.size.height + diagram.contentOrigin.y)
        #expect(diagram.canvasSize.width == frames.canvas.size.width)
    }

    @Test func aSceneWithoutDiagramKeepsItsCanvas() throws {
        let (frames, diagram) = try diagram("""
            canvas: {size: fit}
            view:
              Text: Plain
            """)
        #expect(diagram.items.isEmpty)
        #expect(diagram.canvasSize == frames.canvas.size && diagram.contentOrigin == .zero)
    }
}
