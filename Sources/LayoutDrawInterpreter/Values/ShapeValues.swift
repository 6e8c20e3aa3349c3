import LayoutDrawCore

/// SwiftUI's built-in shapes as values (`Rectangle()`, `Circle()`, `Ellipse()`, `Capsule()`,
/// `RoundedRectangle(cornerRadius: 8)`): what a view builder draws when such a value is used as
/// a view, and whose `path(in: rect)` a `Canvas` fills. The paths, as SwiftUI's shapes fit
/// themselves in a rectangle: a rectangle is the rectangle; an ellipse fills it; a circle is
/// the largest circle centred in it; a capsule rounds the shorter side's ends fully; a rounded
/// rectangle has the corner radius given (clamped to half the shorter side).
enum ShapeValues {
    static let names: Set<String> = ["Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle"]

    /// The value `Shape(…)` makes.
    static func make(_ type: String, _ values: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value {
        if type == "RoundedRectangle" {
            guard values.first?.label == "cornerRadius" || values.first?.label == "cornerSize" else {
                throw ExpressionError("RoundedRectangle takes (cornerRadius:) or (cornerSize:)", at: offset)
            }
        } else if !values.isEmpty {
            throw ExpressionError("\(type)() takes no arguments", at: offset)
        }
        return .symbol(Symbol(type: type, path: [.init("init", arguments: values)]))
    }

    /// `shape.path(in: rect)`: the shape's outline fitted to `rect`; nil when the value is no
    /// built-in shape.
    static func path(of symbol: Symbol, _ values: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        guard let type = symbol.type, names.contains(type), symbol.path.count == 1, symbol.path[0].name == "init" else { return nil }
        guard values.count == 1, values[0].label == "in", case .rect(let r) = values[0].value else {
            throw ExpressionError("path(in:) takes a CGRect: \(type)().path(in: rect)", at: offset)
        }
        let elements: [PathValue.Element]
        switch type {
        case "Rectangle":
            elements = PathValue.rectangle(r)
        case "Ellipse":
            elements = PathValue.ellipse(in: r)
        case "Circle":
            let side = min(r.width, r.height)
            elements = PathValue.ellipse(in: Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
        case "Capsule":
            elements = PathValue.roundedRectangle(r, radius: min(r.width, r.height) / 2)
        default:
            let argument = symbol.path[0].arguments?.first?.value
            let radius = argument?.number ?? argument?.sizeValue?.width ?? 0
            elements = PathValue.roundedRectangle(r, radius: radius)
        }
        return .host(HostValue(PathValue(elements: elements)))
    }
}
