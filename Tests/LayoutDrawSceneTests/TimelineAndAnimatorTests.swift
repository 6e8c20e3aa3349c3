import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawScene

/// `TimelineView`, `PhaseAnimator` and `KeyframeAnimator` in a still picture: the content at
/// the scene's fixed "now" (2024-06-10 09:41:00 UTC, 1 718 012 460 s after 1970), in the first
/// phase, with the initial value. Canvas 400 × 400 without a safe area; the fixed-advance
/// measurer: a body character 10.2 wide, a line 20.4 high, sizes rounded up to the half point.
@Suite("TimelineView and the animators")
struct TimelineAndAnimatorTests {
    func layOut(_ source: String) throws -> FrameTree {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(source, file: "S.swift", options: options)
        return try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
    }

    func problems(_ source: String) -> [String] {
        do {
            _ = try SceneDecoder.decode(source, file: "S.swift")
            return []
        } catch {
            return error.diagnostics.map { $0.formatted() }
        }
    }

    @Test func aTimelineViewShowsItsContentAtTheFixedNow() throws {
        // context.date is Date.now: 1718012460 seconds, 10 characters: 102 wide.
        let tree = try layOut(
            "TimelineView(.periodic(from: .now, by: 1)) { context in Text(\"\\(Int(context.date.timeIntervalSince1970))\").accessibilityIdentifier(\"t\") }")
        #expect(tree.frame("t").width == 102)
        // "9:41 AM", 7 characters: 71.4, 71.5 wide.
        let time = try layOut("TimelineView(.everyMinute) { context in Text(context.date, style: .time).accessibilityIdentifier(\"t\") }")
        #expect(time.frame("t").width == 71.5)
    }

    @Test func itsViewsAreItsParentsAsAGroupsAre() throws {
        // Two colours 10 and 20 wide in an HStack without spacing: 30 wide, centred: x 185, 195.
        let tree = try layOut("""
            HStack(spacing: 0) {
                TimelineView(.everyMinute) { _ in
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
                    Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("b")
                }
            }
            """)
        #expect(tree.frame("a") == Rect(x: 185, y: 195, width: 10, height: 10))
        #expect(tree.frame("b") == Rect(x: 195, y: 195, width: 20, height: 10))
    }

    @Test func aPhaseAnimatorShowsItsFirstPhase() throws {
        let tree = try layOut("""
            PhaseAnimator([40.0, 80.0]) { width in
                Color.red.frame(width: width, height: 10).accessibilityIdentifier("c")
            } animation: { _ in .easeInOut(duration: 1) }
            """)
        #expect(tree.frame("c").width == 40)
        let enumPhases = try layOut("""
            enum Phase: CaseIterable { case small, large }
            PhaseAnimator(Phase.allCases, trigger: 1) { phase in
                Color.red.frame(width: phase == .small ? 10 : 90, height: 10).accessibilityIdentifier("c")
            }
            """)
        #expect(enumPhases.frame("c").width == 10)
    }

    @Test func aKeyframeAnimatorShowsItsInitialValue() throws {
        let tree = try layOut("""
            struct Values { var scale = 1.5; var y = 10.0 }
            KeyframeAnimator(initialValue: Values()) { value in
                Color.green.frame(width: 40 * value.scale, height: 40).offset(y: value.y).accessibilityIdentifier("g")
            } keyframes: { _ in
                KeyframeTrack(\\.scale) {
                    LinearKeyframe(1.0, duration: 0.36)
                    SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                }
            }
            """)
        // 40 × 1.5 = 60 wide, centred: (170, 180) (the offset by value.y moves its drawing, not
        // its layout frame).
        #expect(tree.frame("g") == Rect(x: 170, y: 180, width: 60, height: 40))
    }

    @Test func missingPartsAreErrorsAtTheirPosition() {
        let noPhase = problems("PhaseAnimator([Double]()) { w in Color.red }")
        #expect(noPhase.count == 1 && noPhase.first?.contains("at least one phase") == true)
        let noInitial = problems("KeyframeAnimator { v in Color.red } keyframes: { _ in }")
        #expect(noInitial.count == 1 && noInitial.first?.hasPrefix("S.swift:1:1: error:") == true)
        let noSchedule = problems("TimelineView { context in Text(\"x\") }")
        #expect(noSchedule.count == 1 && noSchedule.first?.contains("needs a schedule") == true)
    }
}
