/// A card's content: a title and a subtitle, laid out as the `Card Layout` article draws it.
public struct CardContent: Sendable {
    public var title: String
    public var subtitle: String

    public init(title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
    }
}
