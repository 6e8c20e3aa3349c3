import LayoutDrawCore

/// A label placed on the diagram: its text on a rounded plate, and a leader line to what it
/// describes when it had to stand away from it.
public struct DiagramLabel: Hashable, Sendable {
    /// A line from a label's plate to the thing it describes.
    public struct Leader: Hashable, Sendable {
        /// On the plate's edge.
        public var from: Point
        /// On what the label describes.
        public var to: Point
    }

    /// The text, and the font it is set in (what the renderer lays out).
    public var text: TextRequest
    /// The plate: the label's whole extent.
    public var plate: Rect
    /// Where the text's lines go (the plate minus its padding).
    public var textFrame: Rect
    /// The text's colour (the annotation's).
    public var textColor: RGBA
    /// The plate's colour, translucent.
    public var plateColor: RGBA
    public var plateCornerRadius: Double
    /// A thin line from the plate to the thing it describes, when they do not touch.
    public var leader: Leader?

    /// A label with every part placed.
    public init(
        text: TextRequest, plate: Rect, textFrame: Rect, textColor: RGBA, plateColor: RGBA, plateCornerRadius: Double,
        leader: Leader? = nil
    ) {
        self.text = text
        self.plate = plate
        self.textFrame = textFrame
        self.textColor = textColor
        self.plateColor = plateColor
        self.plateCornerRadius = plateCornerRadius
        self.leader = leader
    }

    /// The label's string.
    public var string: String { text.string }

    /// The label moved by `delta`.
    func offsetBy(_ delta: Point) -> DiagramLabel {
        var moved = self
        moved.plate = plate.offsetBy(delta)
        moved.textFrame = textFrame.offsetBy(delta)
        moved.leader = leader.map { Leader(from: $0.from + delta, to: $0.to + delta) }
        return moved
    }
}
