import LayoutDrawCore

/// `.allowsTightening(_:)`. Rule: a `Text` below it that would be cut (lines dropped by its
/// `lineLimit` or the proposed height) is set with its characters closer together instead, when
/// that makes it fit: the tracking of every character is reduced by the least amount that fits,
/// the gaps between its characters closing by at most `tighteningFactor` (5%) of the width it is
/// offered; when even that does not fit, the text is cut untightened. Tightening is tried first,
/// then `minimumScaleFactor`. It sets the environment.
///
/// Evidence: Apple's `allowsTightening(_:)` — "Sets whether text in this view can compress the
/// space between characters when necessary to fit text in a line … to try to fit the text in the
/// view's bounds" (`EnvironmentValues.allowsTightening`, default `false`); UIKit's
/// `UILabel.allowsDefaultTighteningForTruncation`: "the label tightens intercharacter spacing of
/// its text before allowing any truncation to occur … only intended for use with a single-line
/// label", the amount depending on "the font, current line width" without a number. The number
/// is AppKit's: `NSParagraphStyle.tighteningFactorForTruncation` tightens "provided that the
/// ratio of the text width to the line fragment width does not exceed 1.0 + the value of
/// tighteningFactorForTruncation … The default value is 0.05" — a one-line text up to 5% wider
/// than its width is tightened to fit, a wider one is truncated. The 5% is spread over all the
/// text's gaps between characters, so a text cut after several lines gains little.
public struct AllowsTightening: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "allowsTightening" }
    public var isAllowed: Bool
    /// AppKit's default `tighteningFactorForTruncation`.
    public static let tighteningFactor = 0.05

    public init(_ isAllowed: Bool) {
        self.isAllowed = isAllowed
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.text.allowsTightening = isAllowed
    }
}
