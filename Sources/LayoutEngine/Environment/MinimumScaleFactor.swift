import LayoutDrawCore

/// `.minimumScaleFactor(_:)`. Rule: a `Text` below it that does not fit its proposal at its
/// font's size (lines would be dropped: a `lineLimit`, or the proposed height) is set in a
/// smaller font instead, down to `factor` times the size: the largest size that fits, else the
/// smallest allowed (and then truncated). A text that fits keeps its size. It sets the
/// environment.
///
/// Evidence: Apple's documentation of `minimumScaleFactor(_:)`: "Sets the minimum amount that
/// text in this view scales down to fit in the available space… if the text doesn't fit, it
/// scales the text down… the factor… is between 0 and 1" (its example: a `Text` in a
/// `.lineLimit(1)` and a 200-point frame with `.minimumScaleFactor(0.5)` shrinks instead of
/// truncating). The largest size that fits is found by halving the interval [factor, 1] 16
/// times (the measurer is asked whether lines were dropped), so it is within 1/65536 of the
/// range of the exact scale, and the same on every machine.
public struct MinimumScaleFactor: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "minimumScaleFactor" }
    public var factor: Double

    public init(_ factor: Double) {
        self.factor = factor
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.minimumScaleFactor = min(max(factor, 0), 1)
    }
}
