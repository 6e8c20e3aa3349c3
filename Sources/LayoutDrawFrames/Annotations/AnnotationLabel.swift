import LayoutDrawCore

/// The text of an annotation's `label:`, with its readouts evaluated once layout is known.
///
/// The front end that read the label supplies its content (`AnnotationLabelContent`): the
/// compiler's is a Swift string with `\(…)` readouts that see the names where the label was
/// written (`params`, `index`, `item`, an enclosing reader's proxy) and the annotated view's
/// geometry: `frame` (its layout frame, a `CGRect` in canvas coordinates), `size` (a `CGSize`),
/// `origin` (a `CGPoint`, in the annotation's `space`) and `proposal` (a `String` such as
/// "117.33 × nil", printed as the layout-tree panel prints proposals).
public struct AnnotationLabel: Hashable, Sendable {
    /// The names a label sees for the annotated view's geometry.
    public static let geometryNames = ["frame", "size", "origin", "proposal"]

    /// What the label says, readouts unevaluated.
    public var content: any AnnotationLabelContent

    public init(_ content: any AnnotationLabelContent) {
        self.content = content
    }

    /// A label without readouts.
    public init(verbatim: String) {
        self.init(VerbatimLabel(text: verbatim))
    }

    /// The label's text for a view of `frame`, `origin` (in the annotation's space) and
    /// `proposal` (already printed).
    public func text(frame: Rect, origin: Point, proposal: String) throws(AnnotationLabelError) -> String {
        try content.text(frame: frame, origin: origin, proposal: proposal)
    }

    public static func == (a: AnnotationLabel, b: AnnotationLabel) -> Bool {
        AnyHashable(a.content) == AnyHashable(b.content)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(content))
    }
}

/// What an annotation label says, evaluated for the annotated view's geometry.
public protocol AnnotationLabelContent: Hashable, Sendable {
    func text(frame: Rect, origin: Point, proposal: String) throws(AnnotationLabelError) -> String
}

/// A readout of a label that could not be evaluated.
public struct AnnotationLabelError: Error, Hashable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// A label without readouts.
public struct VerbatimLabel: AnnotationLabelContent {
    public var text: String

    public func text(frame: Rect, origin: Point, proposal: String) throws(AnnotationLabelError) -> String { text }
}
