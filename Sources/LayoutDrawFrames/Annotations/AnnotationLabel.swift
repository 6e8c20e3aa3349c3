import LayoutDrawCore

/// The text of an annotation's `label:`, with `\(…)` readouts evaluated once layout is known.
///
/// Besides the names the scene offers where the label is written (`params`, `index`, `item`,
/// an enclosing reader's proxy), a label sees the annotated view's geometry:
/// `frame` (its layout frame, a `CGRect` in canvas coordinates), `size` (a `CGSize`),
/// `origin` (a `CGPoint`, in the annotation's `space`) and `proposal` (a `String` such as
/// "117.33 × nil", printed as the layout-tree panel prints proposals).
public struct AnnotationLabel: Hashable, Sendable {
    /// The names a label sees for the annotated view's geometry.
    public static let geometryNames = ["frame", "size", "origin", "proposal"]

    /// The text, with its `\(…)` readouts unevaluated.
    public var template: InterpolatedString
    /// The names of the scene where the label was written.
    public var scope: EvaluationScope

    /// A label whose readouts see `scope`'s names and the view's geometry.
    public init(template: InterpolatedString, scope: EvaluationScope = EvaluationScope()) {
        self.template = template
        self.scope = scope
    }

    /// A label without readouts.
    public init(verbatim: String) {
        self.init(template: InterpolatedString(verbatim: verbatim))
    }

    /// The label's text for a view of `frame`, `origin` (in the annotation's space) and
    /// `proposal` (already printed).
    public func text(frame: Rect, origin: Point, proposal: String) throws(ExpressionError) -> String {
        let names = scope
            .binding("frame", to: .rect(frame))
            .binding("size", to: .size(frame.size))
            .binding("origin", to: .point(origin))
            .binding("proposal", to: .string(proposal))
        return try template.evaluated(in: names)
    }
}
