import LayoutDrawCore
import LayoutDrawFrames
import Testing
@testable import LayoutDrawRender

/// The pixel size of a canvas: never a trap, whatever numbers layout produced.
@Suite struct PixelSizeTests {
    private func pixels(_ width: Double, _ height: Double, scale: Double = 2) throws(RenderError) -> (width: Int, height: Int) {
        try Renderer.pixelSize(of: CanvasGeometry(size: Size(width: width, height: height), scale: scale))
    }

    @Test func pointsTimesScaleRoundedUp() throws {
        // 390 × 3 is 1170 exactly even when computed as 1170.0000000001; 100.2 × 2 = 200.4 → 201.
        #expect(try pixels(390, 100.2, scale: 3) == (1170, 301))
        #expect(try pixels(100.2, 0) == (201, 1))
    }

    @Test(arguments: [-1e308, -5, .infinity, -.infinity, .nan, 1e308])
    func anImpossibleSideIsAnErrorNotATrap(_ side: Double) {
        #expect(throws: RenderError.self) { try pixels(100, side) }
        #expect(throws: RenderError.self) { try pixels(side, 100) }
    }
}
