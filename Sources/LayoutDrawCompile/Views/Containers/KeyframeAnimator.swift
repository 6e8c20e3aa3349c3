import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `KeyframeAnimator(initialValue: AnimationValues()) { value in … } keyframes: { _ in … }`
    /// (and `trigger:`, `repeating:`): its content with the initial value. The keyframes are
    /// never run.
    ///
    /// SwiftUI's rule: the animator "plays the keyframes … each time the trigger value
    /// changes", and its content closure receives "the current value of the animation"; before
    /// the first change (a still picture) that is `initialValue` ("the initial value that the
    /// keyframes will animate from", Apple's `KeyframeAnimator` documentation). The content is
    /// its body, so it lays out as the content does.
    enum KeyframeAnimatorMapping: ViewMapping {
        static let names = ["KeyframeAnimator"]
        static let positional = ["content", "keyframes"]
        /// The types a `keyframes:` closure is written with: declared for the name check, never
        /// evaluated.
        static let keyframeTypeNames: Set<String> = [
            "KeyframeTrack", "LinearKeyframe", "SpringKeyframe", "CubicKeyframe", "MoveKeyframe", "KeyframeTimeline",
        ]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            let example = "KeyframeAnimator(initialValue: 1.0) { scale in Text(\"Hi\").scaleEffect(scale) } keyframes: { _ in … }"
            guard let value = input.value, case .record = value else {
                d.error("'KeyframeAnimator' needs an initial value and its content: \(example)", at: input.location)
                return nil
            }
            guard let fields = d.parameters(
                value, of: "KeyframeAnimator", allowed: ["initialValue", "trigger", "repeating", "content", "keyframes"], keyLocation: input.location)
            else { return nil }
            guard let initialField = fields["initialValue"] else {
                d.error("'KeyframeAnimator' needs 'initialValue': \(example)", at: input.location)
                return nil
            }
            guard case .expression(let syntax) = initialField.value, let initial = d.evaluate(syntax, input.context) else {
                if case .expression = initialField.value {} else {
                    d.error("expected a value for 'initialValue' of 'KeyframeAnimator'", at: d.location(of: initialField.value, key: initialField.key))
                }
                return nil
            }
            return contentMade(with: initial, fields["content"], of: "KeyframeAnimator", example: example, input)
        }
    }
}
