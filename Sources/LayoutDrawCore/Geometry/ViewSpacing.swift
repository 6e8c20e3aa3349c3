/// How a view spaces itself from its neighbours in a stack (SwiftUI's `ViewSpacing`, reduced
/// to the two kinds of view the engine tells apart).
public enum ViewSpacing: Hashable, Sendable {
    /// An ordinary view: 8 points from an ordinary neighbour. Also `ViewSpacing()`, which
    /// Apple documents as "an instance with default spacing values".
    case standard
    /// A `Spacer`: no gap beside it.
    case spacer

    /// The gap between two neighbours when the stack has no explicit spacing
    /// (layout-rules §3.2): 0 beside a spacer, 8 otherwise.
    public static func gap(_ a: ViewSpacing, _ b: ViewSpacing) -> Double {
        a == .spacer || b == .spacer ? 0 : 8
    }
}
