import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.modifier(_OffsetEffect(offset: CGSize(…)).ignoredByLayout())`, `_RotationEffect(angle:
    /// anchor:)`, `_ScaleEffect(scale:anchor:)`: the geometry effects behind `offset`,
    /// `rotationEffect` and `scaleEffect` (article 003); `ignoredByLayout()` hides the effect
    /// from geometry queries. (A declared `ViewModifier` is applied by the chain itself.)
    enum CustomModifierMapping: ModifierMapping {
        static let names = ["modifier"]

        static func compile(_ i: ModifierInput) -> Modification? {
            modifier(i)
        }
    }

    /// `.modifier(_OffsetEffect(offset: CGSize(…)).ignoredByLayout())`, `_RotationEffect(angle:
    /// anchor:)`, `_ScaleEffect(scale:anchor:)`: the geometry effects behind `offset`,
    /// `rotationEffect` and `scaleEffect` (article 003); `ignoredByLayout()` hides the effect
    /// from geometry queries. (A declared `ViewModifier` is applied by the chain itself.)
    static func modifier(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard case .expression(let syntax)? = i.value else {
            d.error("'modifier' takes a geometry effect such as _OffsetEffect(offset: …) or a ViewModifier", at: i.location)
            return nil
        }
        guard let value = d.evaluate(syntax, i.context) else { return nil }
        guard case .symbol(let symbol) = value, let type = symbol.type, ["_OffsetEffect", "_RotationEffect", "_ScaleEffect"].contains(type),
            symbol.name == "init", let arguments = symbol.path[0].arguments
        else {
            d.error("'modifier' takes _OffsetEffect, _RotationEffect, _ScaleEffect or a declared ViewModifier, not \(value.interpolationDescription)", at: syntax.location)
            return nil
        }
        let ignored = symbol.path.dropFirst().contains { $0.name == "ignoredByLayout" }
        if let other = symbol.path.dropFirst().first(where: { $0.name != "ignoredByLayout" }) {
            d.error("unknown member '\(other.name)' of \(type)\(Suggestions.didYouMean(other.name, in: ["ignoredByLayout"]))", at: syntax.location)
            return nil
        }
        func argument(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        var anchor = UnitPoint.center
        if let value = argument("anchor") {
            guard let a = d.unitPoint(value) else {
                d.error("\(type)'s anchor is a UnitPoint such as .center", at: syntax.location)
                return nil
            }
            anchor = a
        }
        switch type {
        case "_OffsetEffect":
            guard let offset = argument("offset"), let size = d.size(offset) else {
                d.error("_OffsetEffect takes (offset: CGSize(width:height:))", at: syntax.location)
                return nil
            }
            return .modifier(Offset(x: size.width, y: size.height, ignoredByLayout: ignored))
        case "_RotationEffect":
            guard let angle = argument("angle"), let radians = d.radians(angle) else {
                d.error("_RotationEffect takes (angle: .degrees(…), anchor:)", at: syntax.location)
                return nil
            }
            return .modifier(RotationEffect(radians: radians, anchor: anchor, ignoredByLayout: ignored))
        default:
            guard let scale = argument("scale"), let size = d.size(scale) else {
                d.error("_ScaleEffect takes (scale: CGSize(width:height:), anchor:)", at: syntax.location)
                return nil
            }
            return .modifier(ScaleEffect(x: size.width, y: size.height, anchor: anchor, ignoredByLayout: ignored))
        }
    }
}
