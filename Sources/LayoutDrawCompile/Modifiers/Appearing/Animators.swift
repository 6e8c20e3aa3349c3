import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.phaseAnimator(phases) { content, phase in … }` and `.keyframeAnimator(initialValue:
    /// trigger:) { content, value in … } keyframes: { … }` (iOS 17): a still picture is the
    /// animation's start — the first phase ("the animator starts in the first phase", Apple's
    /// `phaseAnimator` documentation; without a trigger it then cycles, with one it waits), and
    /// the keyframe animator's `initialValue` ("the initial value that the keyframes will
    /// animate from"; it shows that value until its trigger changes). The content closure is
    /// built with the view as `content` and that value; `trigger:`, `animation:` and the
    /// keyframes are read by no still picture.
    enum AnimatorsMapping: ModifierMapping {
        static let names = ["phaseAnimator", "keyframeAnimator"]
        static let acceptsAnyArguments = true

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            let arguments = i.call.arguments
            guard let content = arguments.first(where: { $0.label == nil || $0.label == "content" }).flatMap({ argument -> ClosureSyntax? in
                if case .closure(let closure) = argument.value { closure } else { nil }
            }) ?? arguments.lazy.compactMap({ if case .closure(let c) = $0.value, $0.label != "keyframes" { c } else { nil } }).first
            else {
                d.error("'\(i.name)' needs its content closure: .\(i.name)(…) { content, value in … }", at: i.location)
                return nil
            }
            guard let start = startValue(i) else { return nil }
            return .contentClosure(content, [start])
        }

        /// The first phase, or the initial value.
        private static func startValue(_ i: ModifierInput) -> Value? {
            let d = i.session
            if i.name == "keyframeAnimator" {
                guard let argument = i.call.argument("initialValue"), case .expression(let syntax) = argument.value else {
                    d.error("'keyframeAnimator' needs its initialValue: .keyframeAnimator(initialValue: 1.0) { content, value in … } keyframes: { … }", at: i.location)
                    return nil
                }
                return d.evaluate(syntax, i.context)
            }
            guard let argument = i.call.arguments.first(where: { $0.label == nil }), case .expression(let syntax) = argument.value,
                let phases = d.evaluate(syntax, i.context)
            else {
                d.error("'phaseAnimator' needs its phases: .phaseAnimator([false, true]) { content, phase in … }", at: i.location)
                return nil
            }
            let sequence: [Value]
            do throws(ExpressionError) {
                sequence = try Expression.sequence(phases, scope: i.context.scope, at: 0) ?? []
            } catch {
                d.report(error, origin: syntax.origin, i.context)
                return nil
            }
            guard let first = sequence.first else {
                d.error("'phaseAnimator' needs at least one phase", at: syntax.location)
                return nil
            }
            return first
        }
    }
}
