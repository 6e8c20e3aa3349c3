import LayoutDrawCore
import LayoutDrawFrames

/// The SVG document as it is built: groups (a view, a clip, a group opacity, the diagram) and
/// shapes (a filled or stroked path, a text's glyphs, an image), each with its ink bounds in
/// document coordinates. Kept as a tree until the end so that a group opacity can be decided
/// once its content is known (see `SVGGroup.applyOpacity`).
final class SVGGroup {
    enum Role {
        /// Only structure: written as its content, or as a `<g>` if it carries a view.
        case plain
        /// Clipped to the clip path with this number (`<clipPath id="…-c3">`).
        case clip(Int)
        /// The diagram drawn over the views.
        case diagram
        /// A layer with an effect (`SVGCanvas.effects[n]`): a filter, or a mask (`mask`).
        case effect(Int)
        /// A copy of what is behind a material, blurred by the filter of `SVGCanvas.effects[n]`
        /// and clipped to the material's shape (clip path `clip`).
        case backdrop(Int, clip: Int)
    }

    var role: Role
    /// The view (frame-tree node) this group is, if any: its index, kind and `id`.
    var view: SVGView?
    var items: [SVGItem] = []
    /// Group opacity that could not be folded into the content: the group is composited as
    /// a layer (`opacity="…"`) inside a clip to its bounds.
    var layerOpacity: Double = 1
    /// A masked layer's mask.
    var mask: SVGGroup?
    /// Where an effect layer can put ink (its effect spreads beyond its content).
    var effectBounds: Rect?

    /// Whether the group is composited as one picture (an effect or a backdrop).
    var isEffect: Bool {
        switch role {
        case .effect, .backdrop: true
        default: false
        }
    }

    init(role: Role, view: SVGView? = nil) {
        self.role = role
        self.view = view
    }

    /// The union of the items' bounds; nil when nothing is drawn.
    var bounds: Rect? {
        if let effectBounds { return effectBounds }
        var union: Rect?
        for item in items {
            guard let b = item.bounds else { continue }
            union = union.map { $0.union(b) } ?? b
        }
        return union
    }

    /// Applies a group opacity. When the content's drawn parts do not overlap, drawing each of
    /// them at `opacity` gives exactly the group's picture, without an offscreen layer (which
    /// librsvg allocates at the size of the whole picture, and browsers are slow to composite):
    /// a view's translucent background, a faded icon. When they overlap (text over its
    /// background) but are all of solid colours, and `backdrop` finds one opaque colour under
    /// the whole group, each colour is mixed with it (`SVGDrawnShapes`): again exactly the
    /// group's picture. Otherwise the group is a layer.
    func applyOpacity(_ opacity: Double, backdrop: (Rect) -> RGBA? = { _ in nil }) {
        guard opacity < 1 else { return }
        var leaves: [SVGItem] = []
        collectLeaves(into: &leaves, limit: Self.foldLimit)
        if leaves.count <= Self.foldLimit, Self.disjoint(leaves) {
            for leaf in leaves { leaf.multiplyOpacity(by: opacity) }
            return
        }
        var shapes: [SVGShape] = []
        if let bounds, collectSolidShapes(into: &shapes), let under = backdrop(bounds) {
            for shape in shapes {
                let c = shape.color
                shape.color = RGBA(
                    red: opacity * c.red + (1 - opacity) * under.red, green: opacity * c.green + (1 - opacity) * under.green,
                    blue: opacity * c.blue + (1 - opacity) * under.blue, alpha: c.alpha)
            }
            return
        }
        layerOpacity = opacity
    }

    /// Every shape under this group, through plain and clip groups drawn as they are, when
    /// each is of one solid colour (a fill, a stroke, glyphs; no gradient, image or layer).
    private func collectSolidShapes(into shapes: inout [SVGShape]) -> Bool {
        for item in items {
            switch item {
            case .shape(let shape):
                guard shape.paint == nil else { return false }
                switch shape.body {
                case .fill, .fillEvenOdd, .stroke, .glyphs: shapes.append(shape)
                case .image, .background: return false
                }
            case .group(let group):
                switch group.role {
                case .plain, .clip: break
                case .diagram, .effect, .backdrop: return false
                }
                guard group.layerOpacity >= 1, group.mask == nil, group.collectSolidShapes(into: &shapes) else { return false }
            }
        }
        return true
    }

    /// The most drawn parts a group opacity is folded into (pairwise compared).
    static let foldLimit = 64

    /// Shapes, and groups that are layers, under this group (through plain, clip and view groups).
    private func collectLeaves(into leaves: inout [SVGItem], limit: Int) {
        for item in items {
            guard leaves.count <= limit else { return }
            switch item {
            case .shape:
                leaves.append(item)
            case .group(let group):
                if group.layerOpacity < 1 || group.isEffect { leaves.append(item) } else { group.collectLeaves(into: &leaves, limit: limit) }
            }
        }
    }

    /// Whether no two items' bounds, grown by half a point, meet: drawing them one by one
    /// then composites no pixel twice (half a point keeps apart even the anti-aliased edge
    /// pixels of two shapes that touch, at the scales pictures are drawn at).
    private static func disjoint(_ items: [SVGItem]) -> Bool {
        let rects = items.compactMap { $0.bounds.map { $0.insetBy(-0.5) } }
        for i in rects.indices {
            for j in rects.indices where j > i && rects[i].intersects(rects[j]) {
                return false
            }
        }
        return true
    }
}

/// A frame-tree node drawn as a group: `id="PREFIX-nINDEX" data-kind="KIND"`, and a `<title>`
/// with the scene's `id`.
struct SVGView {
    var index: Int
    var kind: String
    var id: String?
}

/// A filled or stroked path, a text's glyphs, or an image; `bounds` is where it can put ink.
final class SVGShape {
    enum Body {
        /// Path data in document coordinates, filled (nonzero).
        case fill(path: [UInt8])
        /// Path data in document coordinates, filled with the even-odd rule (icons with holes).
        case fillEvenOdd(path: [UInt8])
        /// Path data in document coordinates, or in user space under `transform`, stroked with
        /// `line` (SVG's defaults where it has them: butt caps, mitred joins).
        case stroke(path: [UInt8], line: StrokeStyle, transform: AffineTransform?)
        /// `<use>`s of glyphs and the text's invisible `<text>` lines, under `transform`.
        case glyphs(content: [UInt8], transform: AffineTransform?)
        /// A `<use>` of an image (a fragment in the defs).
        case image(use: [UInt8])
        /// The canvas background: a rect of the whole picture.
        case background(width: Double, height: Double)
    }

    var body: Body
    var color: RGBA
    var bounds: Rect?
    /// Multiplies the colour's alpha (a folded group opacity).
    var opacity: Double = 1
    /// The gradient or pattern it is painted with instead of `color` (`fill="url(#…-pN)"`).
    var paint: Int?

    init(body: Body, color: RGBA, bounds: Rect?) {
        self.body = body
        self.color = color
        self.bounds = bounds
    }
}

enum SVGItem {
    case shape(SVGShape)
    case group(SVGGroup)

    var bounds: Rect? {
        switch self {
        case .shape(let shape): shape.bounds
        case .group(let group): group.bounds
        }
    }

    func multiplyOpacity(by factor: Double) {
        switch self {
        case .shape(let shape): shape.opacity *= factor
        case .group(let group): group.layerOpacity *= factor
        }
    }
}

extension Rect {
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
