/// A part of a text set one way: its characters and their attributes.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var attributes: TextAttributes

    public init(_ string: String, _ attributes: TextAttributes) {
        self.string = string
        self.attributes = attributes
    }
}

/// How a run of text is set and drawn: its font, and what SwiftUI's text modifiers add to it.
/// The defaults are a plain text's.
public struct TextAttributes: Hashable, Sendable {
    public var font: Font
    /// `kerning(_:)`: points added after every character, a line's last included (so a text's
    /// width grows by kerning × characters).
    public var kerning: Double
    /// `tracking(_:)`: points added after every character but a line's last (a text's width
    /// grows by tracking × (characters − 1)); nonessential ligatures are off. It supersedes
    /// `kerning`.
    public var tracking: Double
    /// `baselineOffset(_:)`: points the run is raised above its line's baseline (lowered when
    /// negative); the line grows to hold it.
    public var baselineOffset: Double
    /// `underline(_:pattern:color:)`: a line under the run; nil for none.
    public var underline: TextDecoration?
    /// `strikethrough(_:pattern:color:)`: a line through the run; nil for none.
    public var strikethrough: TextDecoration?
    /// The run's own colour (a `foregroundStyle` on one part of `Text("a") + Text("b")`); nil
    /// draws it in the text's colour. It never changes a size.
    public var color: ColorStyle?

    public init(
        font: Font, kerning: Double = 0, tracking: Double = 0, baselineOffset: Double = 0,
        underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil, color: ColorStyle? = nil
    ) {
        self.font = font
        self.kerning = kerning
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
        self.color = color
    }

    /// The space the text's modifiers add after each character: tracking when set, else kerning
    /// (Core Text's kCTTrackingAttributeName: "If you apply both … tracking supersedes kerning").
    public var explicitSpacing: Double { tracking != 0 ? tracking : kerning }

    /// The tracking the system font applies at the run's size (`SystemFontMetrics.tracking`), 0
    /// for a font measured with its own metrics.
    public var systemTracking: Double {
        font.usesSystemMetrics ? SystemFontMetrics.tracking(size: font.size, design: font.design) : 0
    }

    /// The space added after each character: the system font's tracking, and what `tracking` or
    /// `kerning` adds to it (`NSAttributedString.Key.tracking`: "The amount to modify the default
    /// tracking"; kerning moves characters from where the font's spacing puts them).
    public var letterSpacing: Double { systemTracking + explicitSpacing }

    /// Whether space after a line's last character counts in the line's width: kerning's does,
    /// tracking's (the system font's included) is trailing whitespace.
    public var spacesLastCharacter: Bool { tracking == 0 && kerning != 0 }

    /// The space after a line's last character that counts in its width: the kerning, when it is
    /// not superseded by tracking.
    public var trailingSpacing: Double { spacesLastCharacter ? kerning : 0 }
}

/// A line drawn along a run of text (`underline`, `strikethrough`), solid, at the font's own
/// position and thickness.
public struct TextDecoration: Hashable, Sendable {
    /// The line's colour; nil draws it in its run's colour.
    public var color: ColorStyle?

    public init(color: ColorStyle? = nil) {
        self.color = color
    }
}
