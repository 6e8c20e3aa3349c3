import LayoutDrawCore

/// `.coordinateSpace(name:)`. Rule (layout-rules §3.9): no effect on layout; it names the
/// view's frame (as geometry queries see it) so that a `GeometryReader` inside can ask
/// `proxy.frame(in: .named(name))`: its own frame with that frame's origin as zero. An inner
/// space of the same name shadows an outer one.
public struct CoordinateSpaceModifier: TransparentModifier, CoordinateSpaceLayout {
    public var kind: String { "coordinateSpace" }
    public var name: String

    public init(name: String) {
        self.name = name
    }

    public var coordinateSpaceName: String? { name }
}
