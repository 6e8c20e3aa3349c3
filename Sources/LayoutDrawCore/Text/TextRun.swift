/// A part of a text set one way: its characters and their attributes, or an image set in the
/// text (`attachment`, its one character the object replacement character U+FFFC).
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var attributes: TextAttributes
    /// An image in the line (`Text("\(Image(systemName: "star")) 4.5")`); nil for characters.
    public var attachment: TextAttachment?

    public init(_ string: String, _ attributes: TextAttributes, attachment: TextAttachment? = nil) {
        self.string = string
        self.attributes = attributes
        self.attachment = attachment
    }

    /// The one character an attachment's run holds: U+FFFC OBJECT REPLACEMENT CHARACTER, which
    /// stands for an embedded object in Unicode text (as in an `NSAttributedString` holding an
    /// `NSTextAttachment`).
    public static let attachmentCharacter = "\u{FFFC}"

    /// The run of an image set in a text with `attributes`.
    public init(attachment: TextAttachment, _ attributes: TextAttributes) {
        self.init(Self.attachmentCharacter, attributes, attachment: attachment)
    }
}

/// An image set in a line of text, as one character of its width: what measuring needs (its
/// advance and the line it needs) and where it is drawn. Which image it is, the text's paint
/// holds (`index`), so that measuring never looks at drawings.
public struct TextAttachment: Hashable, Sendable {
    /// Which of its text's attachments this is, in order (the text's paint draws each by it).
    public var index: Int
    /// The advance: how far it moves the characters after it.
    public var width: Double
    /// How far the line must reach above and below the baseline for it; nil: as far as a
    /// character of its run's font (an SF Symbol, designed to sit in text, keeps the line's
    /// height).
    public var lineAscent: Double?
    public var lineDescent: Double?
    /// Where it is drawn, from its pen position on the baseline (y grows down: a rectangle above
    /// the baseline has a negative `minY`).
    public var drawn: Rect

    public init(index: Int, width: Double, lineAscent: Double? = nil, lineDescent: Double? = nil, drawn: Rect) {
        self.index = index
        self.width = width
        self.lineAscent = lineAscent
        self.lineDescent = lineDescent
        self.drawn = drawn
    }

    /// The same attachment `scale` times the size (a text scaled down by `minimumScaleFactor`).
    public func scaled(by scale: Double) -> TextAttachment {
        TextAttachment(
            index: index, width: width * scale, lineAscent: lineAscent.map { $0 * scale }, lineDescent: lineDescent.map { $0 * scale },
            drawn: Rect(x: drawn.minX * scale, y: drawn.minY * scale, width: drawn.width * scale, height: drawn.height * scale))
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
