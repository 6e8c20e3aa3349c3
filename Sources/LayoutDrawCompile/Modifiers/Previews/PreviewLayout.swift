import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.previewLayout(.sizeThatFits)`, `.previewLayout(.fixed(width: 400, height: 200))` or
    /// `.previewLayout(.device)` on a `PreviewProvider`'s view: the canvas Xcode draws it on
    /// (the view's ideal size, that size, or the device), unless the command line or a
    /// `#Preview`'s traits say otherwise. `.device` leaves the choice of device to the rest.
    enum PreviewLayoutMapping: ModifierMapping {
        static let names = ["previewLayout"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            let usage = "write .previewLayout(.sizeThatFits), .previewLayout(.fixed(width: 400, height: 300)) or .previewLayout(.device)"
            guard case .expression(let syntax)? = i.value, let value = d.evaluate(syntax, i.context) else {
                d.error(usage, at: d.location(of: i.value, key: i.location))
                return nil
            }
            guard case .symbol(let symbol) = value, symbol.path.count == 1, symbol.type == nil || symbol.type == "PreviewLayout" else {
                d.error(usage, at: syntax.location)
                return nil
            }
            let sizing: CanvasSpec.Sizing?
            switch (symbol.name, symbol.path[0].arguments) {
            case ("sizeThatFits", nil): sizing = .fit
            case ("device", nil): sizing = nil
            case ("fixed", let arguments?):
                guard arguments.count == 2, arguments[0].label == "width", arguments[1].label == "height",
                    let w = arguments[0].value.number, let h = arguments[1].value.number, w > 0, h > 0, w.isFinite, h.isFinite
                else {
                    d.error("write .previewLayout(.fixed(width: 400, height: 300)) with positive sizes", at: syntax.location)
                    return nil
                }
                sizing = .fixed(Size(width: w, height: h))
            default:
                d.error(usage, at: syntax.location)
                return nil
            }
            if d.canvasRequests.layout == nil { d.canvasRequests.layout = sizing.map { .some($0) } ?? .some(nil) }
            return Modification.none
        }
    }
}
