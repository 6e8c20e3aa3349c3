import LayoutDrawInterpreter
import Foundation
import LayoutDraw
import Testing

/// The geometry examples of articles 001–004 (position, effects, anchors, coordinate spaces,
/// aspect ratios), checked over the layout dump of their fixtures.
@Suite struct GeometryArticleTests {
    func node(_ tree: FrameTree, _ id: String) throws -> FrameNode {
        try #require(tree.node(id: id), "no node '\(id)'")
    }

    /// The text drawn by the Text inside the node tagged `id` (the node itself or below it).
    func text(_ tree: FrameTree, _ id: String) throws -> String? {
        var pending = [try node(tree, id).index]
        while let index = pending.first {
            pending.removeFirst()
            if let text = tree.nodes[index].text { return text }
            pending += tree.nodes[index].children
        }
        return nil
    }

    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
        close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
            && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
    }

    // MARK: 004

    @Test func article004CoordinateSpaces() throws {
        let tree = try layOutFixture("004-coordinate-spaces.yaml")
        // iPhone 11 Pro Max: 414 × 896, safe area 44 top / 34 bottom, so the root HStack is
        // proposed 414 × 818 and, being flexible both ways, fills it at (0, 44): centred in the
        // safe area. Its yellow bar is 30 wide, then the default 8 gap, so the VStack (HStackCS
        // → VStackCS) starts at x = 38. In the VStack the blue bar is 200 high, then 8, so the
        // reader starts 208 below the VStack's top: global origin (38, 44 + 208) = (38, 252).
        #expect(try node(tree, "reader").frame == Rect(x: 38, y: 252, width: 376, height: 610))
        #expect(try text(tree, "local") == "(x: 0, y: 0)")
        #expect(try text(tree, "global") == "(x: 38, y: 252)")
        #expect(try text(tree, "vstackcs") == "(x: 0, y: 208)")
        #expect(try text(tree, "hstackcs") == "(x: 38, y: 208)")
    }

    // MARK: 003 rotation and offset

    @Test func article003RotationAt30Degrees() throws {
        let tree = try layOutFixture("003-rotation-geometry-30deg.yaml")
        // iPhone 14: safe area 390 × 763 from y = 47. Sliders 31 (UISlider's height) + 2 × 16 =
        // 63 each; VStack 63 + 63 + 200 + 200 + 3 × 8 = 550, from y = 47 + (763 − 550) / 2 =
        // 153.5; the first rectangle at 153.5 + 63 + 8 + 63 + 8 = 295.5, the second 208 lower.
        #expect(try node(tree, "standard").frame == Rect(x: 95, y: 295.5, width: 200, height: 200))
        #expect(try node(tree, "ignored").frame == Rect(x: 95, y: 503.5, width: 200, height: 200))
        // Rotated 30°: a side of 200 (cos 30° + sin 30°) = 273.2; minX = 195 − 136.6 + 40 = 98.4.
        #expect(try text(tree, "standardX") == "x = 98")
        #expect(try text(tree, "standardSize") == "273, 273")
        #expect(try text(tree, "ignoredX") == "x = 95")
        #expect(try text(tree, "ignoredSize") == "200, 200")
        // Both are drawn the same way: rotated and moved by 40.
        let side = 200 * (cos(Double.pi / 6) + sin(Double.pi / 6))
        #expect(close(try node(tree, "standard").visual.width, side))
        #expect(close(try node(tree, "ignored").visual.width, side))
        #expect(close(try node(tree, "ignored").visual.minX, 195 - side / 2 + 40))
    }

    @Test func article003RotationAt45DegreesAndTheOffset() throws {
        let source = try Repository.source("003-rotation-geometry-45deg.yaml")
        let tree = try sharedPipeline.layout(sharedPipeline.decode(source, file: "Fixtures/003-rotation-geometry-45deg.yaml"))
        // 45°: a side of 200 √2 = 282.84…, printed through Int() as 282; minX = 195 − 141.42 +
        // 50 = 103.58 → 103. The ignoredByLayout twin keeps its layout frame: x = 95, 200 × 200.
        #expect(try text(tree, "standardSize") == "282, 282")
        #expect(try text(tree, "standardX") == "x = 103")
        #expect(try text(tree, "ignoredSize") == "200, 200")
        #expect(try text(tree, "ignoredX") == "x = 95")
        #expect(close(try node(tree, "standard").visual.width, 200 * 2.0.squareRoot()))
        // The same scene with the offset slider at 0: only the standard rectangle's minX moves,
        // by exactly the 50 points of the offset (103.58 → 53.58).
        let still = source.replacingOccurrences(of: "\n  x: 50\n", with: "\n  x: 0\n")
        #expect(still != source)
        let unmoved = try sharedPipeline.layout(sharedPipeline.decode(still, file: "Fixtures/003-rotation-geometry-45deg.yaml"))
        #expect(try text(unmoved, "standardX") == "x = 53")
        #expect(try text(unmoved, "ignoredX") == "x = 95")
        #expect(close(try node(tree, "standard").visual.minX - node(unmoved, "standard").visual.minX, 50))
    }

    // MARK: 003 anchors

    @Test func article003AnchorUnderRotationIsTheRotatedBoundingBox() throws {
        let tree = try layOutFixture("003-anchor-preference-rotated.yaml")
        let item = try node(tree, "item").frame
        let reader = try node(tree, "reader").frame
        // The reader is the item's VStack, which has the item's frame.
        #expect(reader == item)
        // At 30° the item's w × h resolves to its bounding box, w cos + h sin by w sin + h cos,
        // measured from the reader's own bounding box, which is the same box: offset (0, 0).
        let (c, s) = (cos(Double.pi / 6), sin(Double.pi / 6))
        let expected = Rect(
            x: reader.minX, y: reader.minY, width: item.width * c + item.height * s, height: item.width * s + item.height * c)
        #expect(close(try node(tree, "bg").frame, expected))
        #expect(try node(tree, "bg").frame.width > item.width)
    }

    @Test func article003AnchorWithIgnoredByLayoutRotationIsTheItem() throws {
        let tree = try layOutFixture("003-anchor-preference-ignored-by-layout.yaml")
        // The rotation is hidden from geometry queries: the red rectangle is the item exactly.
        #expect(try node(tree, "bg").frame == node(tree, "item").frame)
        // Both are still drawn rotated, together.
        #expect(try node(tree, "bg").visual == node(tree, "item").visual)
        #expect(try node(tree, "item").visual.width > node(tree, "item").frame.width)
    }

    // MARK: 003 scale

    @Test func article003ThreeScaleEffectFormsLayOutAlike() throws {
        let tree = try layOutFixture("003-scale-effect-three-forms.yaml")
        let rectangles = try ["standard", "effect", "ignored"].map { try node(tree, $0) }
        let captions = try ["belowStandard", "belowEffect", "belowIgnored"].map { try node(tree, $0) }
        for (rectangle, caption) in zip(rectangles, captions) {
            // Layout as if unscaled: 30 × 30, the caption 8 below it; drawn 90 × 90.
            #expect(rectangle.frame.size == Size(width: 30, height: 30))
            #expect(rectangle.frame.minY == rectangles[0].frame.minY)
            #expect(caption.frame.minY == rectangle.frame.maxY + 8)
            #expect(rectangle.visual == Rect(x: rectangle.frame.minX - 30, y: rectangle.frame.minY - 30, width: 90, height: 90))
        }
    }

    // MARK: 001 position

    @Test func article001CircleWithoutPositionSitsTopLeading() throws {
        let tree = try layOutFixture("001-circle-in-reader.yaml")
        // Safe area 414 × 818 at y 44; each Spacer (priority −∞) keeps its minimum 100, so the
        // reader is 314 × 718 at (100, 144), and its content sits at its top-leading corner.
        #expect(try node(tree, "reader").frame == Rect(x: 100, y: 144, width: 314, height: 718))
        #expect(try node(tree, "circle").frame == Rect(x: 100, y: 144, width: 80, height: 80))
    }

    @Test func article001PositionZeroCentresTheCircleOnTheCorner() throws {
        let tree = try layOutFixture("001-circle-position-zero.yaml")
        let reader = try node(tree, "reader").frame
        let circle = try node(tree, "circle").frame
        #expect(circle == Rect(x: 60, y: 104, width: 80, height: 80))
        #expect(circle.center == reader.origin)
    }

    @Test func article001PositionAtMidXMidYCentresTheCircle() throws {
        let tree = try layOutFixture("001-circle-position-centred.yaml")
        // Local midX, midY = 157, 359 → centre (100 + 157, 144 + 359) = (257, 503).
        #expect(try node(tree, "circle").frame == Rect(x: 217, y: 463, width: 80, height: 80))
        #expect(try node(tree, "circle").frame.center == node(tree, "reader").frame.center)
    }

    @Test func article001LoginButtonPositionedFromTheLocalFrame() throws {
        let tree = try layOutFixture("001-login-button.yaml")
        // min(414 × 0.4, 400) = 165.6 by 60, centred at (207, 818 − 80) in the reader at y 44.
        let button = try node(tree, "button").frame
        #expect(close(button, Rect(x: 207 - 82.8, y: 44 + 738 - 30, width: 165.6, height: 60)))
    }

    // MARK: 002

    @Test func article002ImageAtHalfTheReader() throws {
        let tree = try layOutFixture("002-image-half-size-in-reader.yaml")
        // The reader is 414 × 818 at y 44. The flexible frame proposes its maxima 207 × 409;
        // the 300 × 400 image fits at scale 0.69: 207 × 276. The frame is 207 × 409, centred
        // at (103.5, 44 + 204.5); the image centred in it at y 248.5 + 66.5 = 315.
        #expect(try node(tree, "halfFrame").frame == Rect(x: 103.5, y: 248.5, width: 207, height: 409))
        #expect(close(try node(tree, "image").frame, Rect(x: 103.5, y: 315, width: 207, height: 276)))
    }

    @Test func article002OverlayReaderMeasuresTheImage() throws {
        let tree = try layOutFixture("002-overlay-bottom-half.yaml")
        // The image fits the safe area at scale 414 / 300 = 1.38: 414 × 552 at y 44 + 133.
        let picture = try node(tree, "picture").frame
        #expect(close(picture, Rect(x: 0, y: 177, width: 414, height: 552), 1e-9))
        #expect(try node(tree, "reader").frame == picture)
        // 414 × 276 centred at (0, 276) in the reader: `.position(y:)` leaves x at 0.
        #expect(close(try node(tree, "overlayImage").frame, Rect(x: -207, y: 315, width: 414, height: 276), 1e-9))
    }

    @Test func article002LowPriorityReaderInAZStack() throws {
        let tree = try layOutFixture("002-zstack-low-priority-reader.yaml")
        let picture = try node(tree, "picture").frame
        // Only the image sizes the ZStack; the reader is proposed and takes its size.
        #expect(try node(tree, "reader").frame == picture)
        #expect(close(try node(tree, "overlayImage").frame, Rect(x: -207, y: 315, width: 414, height: 276), 1e-9))
    }
}

/// Expression readouts (scene-format §5) and bad geometry arguments, over inline scenes.
@Suite struct GeometryExpressionTests {
    func texts(_ yaml: String) throws -> [String] {
        try sharedPipeline.layout(sharedPipeline.decode(yaml, file: "s.yaml")).nodes.compactMap(\.text)
    }

    /// The problems of a scene that fails to decode or lay out, each as "LINE:COL: MESSAGE".
    func problems(_ yaml: String) -> [String] {
        do {
            _ = try sharedPipeline.layout(sharedPipeline.decode(yaml, file: "s.yaml"))
            return []
        } catch {
            guard case .invalidScene(let list) = error else { return ["\(error)"] }
            return list.diagnostics.filter { $0.severity == .error }.map { d in
                "\(d.location?.line ?? 0):\(d.location?.column ?? 0): \(d.message)"
            }
        }
    }

    @Test func pointsSizesAndRectsPrintAsSwiftPrintsThem() throws {
        let yaml = """
            canvas: {size: [300, 200]}
            params: {gap: 12}
            view:
              GeometryReader:
                proxy: outer
                content:
                  - VStack:
                      spacing: 'params.gap'
                      content:
                        - Text: '\\(outer.frame(in: .global))'
                        - Text: '\\(outer.frame(in: .global).origin) \\(outer.size)'
                        - GeometryReader:
                            proxy: inner
                            content:
                              - Text: '\\(outer.size.width) \\(inner.size.width) \\(String(format: "%.1f|%d|%.f", inner.size.height, Int(inner.size.height), 2.5))'
                          frame: {width: 'outer.size.width / 3', height: 40}
              padding: 10
            """
        // The outer reader is 280 × 180 at (10, 10); the inner one is 280 / 3 wide. `%.f`
        // rounds 2.5 half to even, as C's printf (and so Foundation) does.
        #expect(
            try texts(yaml) == [
                "(10.0, 10.0, 280.0, 180.0)", "(10.0, 10.0) (280.0, 180.0)", "280.0 93.33333333333333 40.0|40|2",
            ])
    }

    @Test func alignmentGuideExpressionsSeeTheDimensions() throws {
        let yaml = """
            view:
              VStack:
                alignment: leading
                content:
                  - Color: red
                    frame: {width: 100, height: 20}
                    id: a
                  - Color: blue
                    frame: {width: 50, height: 20}
                    alignmentGuide: {alignment: leading, value: 'd.width / 2 + d[trailing] - d.width'}
                    id: b
            """
        let tree = try sharedPipeline.layout(sharedPipeline.decode(yaml, file: "s.yaml"))
        // b's leading guide is 25 + 50 − 50 = 25: b starts 25 left of a; the stack is 125 wide.
        let a = try #require(tree.node(id: "a")).frame
        let b = try #require(tree.node(id: "b")).frame
        #expect(a.minX - b.minX == 25)
        #expect(tree.root?.frame.width == 125)
    }

    @Test func anchorsAreReadByIndex() throws {
        let yaml = """
            canvas: {size: [300, 200]}
            view:
              HStack:
                spacing: 0
                content:
                  - Color: red
                    frame: {width: 40, height: 40}
                    anchorPreference: {key: Cell, value: bounds}
                  - Color: blue
                    frame: {width: 60, height: 20}
                    anchorPreference: {key: Cell, value: topTrailing}
              overlayPreferenceValue:
                key: Cell
                content:
                  GeometryReader:
                    - Text: '\\(proxy[Cell].size) \\(proxy[Cell, 1])'
                      fixedSize: true
            """
        // The HStack is 100 × 40; the red square fills its height, the blue bar is centred
        // (y 10): its top-trailing point is (100, 10) in the reader.
        #expect(try texts(yaml) == ["(40.0, 40.0) (100.0, 10.0)"])
    }

    @Test func unknownProxyMemberIsAPositionedError() {
        let yaml = """
            view:
              GeometryReader:
                - Text: '\\(proxy.sise.width)'
            """
        #expect(problems(yaml) == ["3:22: value of type GeometryProxy has no member 'sise'; did you mean 'size'?"])
    }

    @Test func divisionByZeroInsideAReaderSurfacesAtLayout() {
        let yaml = """
            canvas: {size: [300, 200]}
            view:
              GeometryReader:
                - Color: red
                  frame: {width: 'proxy.size.width / (proxy.size.height - proxy.size.height)'}
            """
        #expect(problems(yaml) == ["5:40: division by zero"])
    }

    @Test func divisionByZeroInAnAlignmentGuideSurfacesAtLayout() {
        let yaml = """
            view:
              VStack:
                alignment: leading
                content:
                  - Text: hi
                  - Text: there
                    alignmentGuide: {alignment: leading, value: 'd.width / (d.height - d.height)'}
            """
        #expect(problems(yaml) == ["7:62: division by zero"])
    }

    @Test func unknownAnchorKeysArePositionedErrors() {
        let misread = """
            view:
              VStack:
                - Text: hi
                  anchorPreference: {key: Item, value: bounds}
              backgroundPreferenceValue:
                key: Item
                content:
                  GeometryReader:
                    - Color: red
                      frame: {width: 'proxy[Itme].width'}
            """
        #expect(problems(misread) == ["10:33: no anchor preference named 'Itme' reaches this reader; did you mean 'Item'?"])
        let unpublished = misread.replacingOccurrences(of: "key: Item\n", with: "key: Other\n")
        #expect(problems(unpublished) == ["6:10: no 'anchorPreference' with key 'Other' comes before this"])
    }

    @Test func unknownCoordinateSpaceIsAPositionedError() {
        let yaml = """
            view:
              VStack:
                - GeometryReader:
                    - Text: '\\(proxy.frame(in: .named("Stak")).minX)'
              coordinateSpace: Stack
            """
        #expect(problems(yaml) == ["4:36: no enclosing coordinate space named 'Stak'; did you mean 'Stack'?"])
    }

    @Test func badEffectArgumentsArePositionedErrors() {
        let yaml = """
            view:
              VStack:
                - Color: red
                  aspectRatio: 2
                - Color: red
                  rotationEffect: {degrees: 10, radians: 1}
                - Color: red
                  scaleEffect: {scale: 2, x: 1}
                - Color: red
                  alignmentGuide: {alignment: center, value: 0}
                - Color: red
                  aspectRatio: {ratio: -1, contentMode: fit}
            """
        #expect(
            problems(yaml) == [
                "4:20: 'aspectRatio' needs a content mode with its ratio, as in SwiftUI: write {ratio: 2, contentMode: fit}",
                "6:37: 'rotationEffect' takes 'degrees' or 'radians', not both",
                "8:31: 'scaleEffect' takes either 'scale' or 'x'/'y', not both",
                "10:35: 'center' is ambiguous here: write HorizontalAlignment.center or VerticalAlignment.center",
                "12:28: an aspect ratio must be positive, found -1.0",
            ])
    }

    @Test func negativeFrameIsOnlyAWarning() throws {
        let yaml = """
            canvas: {size: [100, 100]}
            view:
              Color: red
              frame: {width: -10, height: 20}
              rotationEffect: 30
            """
        let scene = try sharedPipeline.decode(yaml, file: "s.yaml")
        #expect(scene.warnings.map(\.message) == ["invalid frame dimension: 'width' is negative (-10.0); SwiftUI ignores it"])
        #expect(try sharedPipeline.layout(scene).root?.frame.height == 20)
    }
}
