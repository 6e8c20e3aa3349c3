import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `PhaseAnimator([false, true]) { phase in … } animation: { phase in … }` (and
    /// `trigger:`): its content in its first phase. The animation closure is never run.
    ///
    /// SwiftUI's rule: "A phase animator … cycles through a sequence of phases … When the view
    /// first appears, the content is in the first phase" (Apple's `PhaseAnimator` documentation:
    /// a trigger-less animator "cycles through the phases continuously", starting from the
    /// first); the content is its body, so it lays out as the content does. A still picture is
    /// the moment before anything changes.
    enum PhaseAnimatorMapping: ViewMapping {
        static let names = ["PhaseAnimator"]
        static let positional = ["phases", "content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            let example = "PhaseAnimator([false, true]) { phase in Text(\"Hi\").scaleEffect(phase ? 1.5 : 1) }"
            guard let value = input.value, case .record = value else {
                d.error("'PhaseAnimator' needs its phases and its content: \(example)", at: input.location)
                return nil
            }
            guard let fields = d.parameters(value, of: "PhaseAnimator", allowed: ["phases", "trigger", "content", "animation"], keyLocation: input.location)
            else { return nil }
            guard let phasesField = fields["phases"] else {
                d.error("'PhaseAnimator' needs its phases: \(example)", at: input.location)
                return nil
            }
            guard let phases = d.sequence(phasesField.value, for: "phases", input.context) else { return nil }
            guard let first = phases.first else {
                d.error("'PhaseAnimator' needs at least one phase: its content is drawn in the first", at: d.location(of: phasesField.value, key: phasesField.key))
                return nil
            }
            return contentMade(with: first, fields["content"], of: "PhaseAnimator", example: example, input)
        }
    }
}
