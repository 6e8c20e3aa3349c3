import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine

// Builders for the geometry modifiers (aspectRatio, position, effects, coordinate spaces,
// alignment guides, zIndex, anchor preferences), reading like the SwiftUI they stand for.

extension ViewNode {
    func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ViewNode {
        modified(by: AspectRatio(ratio, contentMode: contentMode))
    }

    func position(x: Double = 0, y: Double = 0) -> ViewNode { modified(by: Position(x: x, y: y)) }

    func offset(x: Double = 0, y: Double = 0, ignoredByLayout: Bool = false) -> ViewNode {
        modified(by: Offset(x: x, y: y, ignoredByLayout: ignoredByLayout))
    }

    func rotationEffect(degrees: Double, anchor: UnitPoint = .center, ignoredByLayout: Bool = false) -> ViewNode {
        modified(by: RotationEffect(degrees: degrees, anchor: anchor, ignoredByLayout: ignoredByLayout))
    }

    func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center, ignoredByLayout: Bool = false) -> ViewNode {
        modified(by: ScaleEffect(x: x, y: y, anchor: anchor, ignoredByLayout: ignoredByLayout))
    }

    func scaleEffect(_ s: Double, anchor: UnitPoint = .center, ignoredByLayout: Bool = false) -> ViewNode {
        modified(by: ScaleEffect(s, anchor: anchor, ignoredByLayout: ignoredByLayout))
    }

    func coordinateSpace(name: String) -> ViewNode { modified(by: CoordinateSpaceModifier(name: name)) }

    func zIndex(_ value: Double) -> ViewNode { modified(by: ZIndex(value)) }

    func alignmentGuide(_ guide: HorizontalAlignment, _ compute: @escaping @Sendable (ViewDimensions) -> Double) -> ViewNode {
        modified(by: AlignmentGuide(guide, computeValue: { d in compute(d) }))
    }

    func alignmentGuide(_ guide: VerticalAlignment, _ compute: @escaping @Sendable (ViewDimensions) -> Double) -> ViewNode {
        modified(by: AlignmentGuide(guide, computeValue: { d in compute(d) }))
    }

    func anchorPreference(_ key: String, _ source: AnchorSource = .bounds) -> ViewNode {
        modified(by: AnchorPreference(key: key, value: source))
    }

    func backgroundPreferenceValue(_ key: String, _ secondary: ViewNode) -> ViewNode {
        modified(by: BackgroundPreferenceValue(key: key), secondary: [secondary])
    }

    func overlayPreferenceValue(_ key: String, _ secondary: ViewNode) -> ViewNode {
        modified(by: OverlayPreferenceValue(key: key), secondary: [secondary])
    }

    func hidden() -> ViewNode { modified(by: Hidden()) }
}

/// `Circle()`, tagged.
func circle(_ id: String? = nil) -> ViewNode { ViewNode(Circle(), id: id) }

extension FrameTree {
    /// The visual bounds (after effects) of the node tagged `id`.
    func visual(_ id: String) -> Rect {
        guard let node = node(id: id) else { fatalError("no node with id '\(id)'") }
        return node.visual
    }

    /// The drawn text of the node tagged `id`.
    func text(_ id: String) -> String? { node(id: id)?.text }
}

/// `a` and `b` agree to within `tolerance` on every edge.
func isClose(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A reader whose content is one Text, tagged `textID`, printing `describe(proxy)`.
func readout(id: String? = nil, _ textID: String, _ describe: @escaping @Sendable (GeometryProxy) -> String) -> ViewNode {
    reader(id: id) { proxy in [text(describe(proxy), id: textID).fixedSize()] }
}

/// "x y w h" of a rect, each printed as Swift prints a Double.
func describe(_ rect: Rect?) -> String {
    guard let r = rect else { return "nil" }
    return "\(r.minX) \(r.minY) \(r.width) \(r.height)"
}
