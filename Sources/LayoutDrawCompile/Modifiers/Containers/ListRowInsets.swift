import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.listRowInsets(EdgeInsets(top: 0, leading: 25, bottom: 0, trailing: 0))`,
    /// `.listRowInsets(EdgeInsets())`, `.listRowInsets(nil)` (the default); YAML `listRowInsets:
    /// {top: 0, leading: 25, bottom: 0, trailing: 0}` (edges left out are 0) or `listRowInsets: 0`.
    enum ListRowInsetsMapping: ModifierMapping {
        static let names = ["listRowInsets"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value else {
                d.error("'listRowInsets' needs insets: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20), or nil for the default", at: i.location)
                return nil
            }
            if d.isNil(value, i.context) { return .modifier(ListRowInsets(nil)) }
            // A row as tall as infinity has no place in a list.
            func finite(_ insets: EdgeInsets) -> Modification? {
                for n in [insets.top, insets.leading, insets.bottom, insets.trailing] where !n.isFinite {
                    d.error("'listRowInsets' must be finite, not \(SwiftFormat.double(n))", at: d.location(of: value, key: i.location))
                    return nil
                }
                return .modifier(ListRowInsets(insets))
            }
            switch value {
            case .record:
                guard let fields = d.parameters(value, of: i.name, allowed: ["top", "leading", "bottom", "trailing"], keyLocation: i.location)
                else { return nil }
                var insets = EdgeInsets.zero
                for (name, field) in fields {
                    guard let n = d.number(field.value, for: name, keyLocation: field.key, i.context) else { return nil }
                    switch name {
                    case "top": insets.top = n
                    case "leading": insets.leading = n
                    case "bottom": insets.bottom = n
                    default: insets.trailing = n
                    }
                }
                return finite(insets)
            case .expression(let syntax):
                guard let evaluated = d.evaluate(syntax, i.context) else { return nil }
                switch evaluated {
                case .insets(let insets): return finite(insets)
                case .symbol(let symbol) where symbol.name == "init" && symbol.path.count == 1:
                    // `.init(top: 0, leading: 25, bottom: 0, trailing: 0)`.
                    var insets = EdgeInsets.zero
                    for argument in symbol.path[0].arguments ?? [] {
                        guard let n = argument.value.number, n.isFinite else {
                            d.error("an EdgeInsets takes numbers for top, leading, bottom and trailing", at: syntax.location)
                            return nil
                        }
                        switch argument.label {
                        case "top": insets.top = n
                        case "leading": insets.leading = n
                        case "bottom": insets.bottom = n
                        case "trailing": insets.trailing = n
                        default:
                            d.error("EdgeInsets takes (top:leading:bottom:trailing:), not '\(argument.label ?? "_")'", at: syntax.location)
                            return nil
                        }
                    }
                    return finite(insets)
                default:
                    d.error("expected EdgeInsets for 'listRowInsets', found \(evaluated.interpolationDescription)", at: syntax.location)
                    return nil
                }
            default:
                return number(i).flatMap { finite(EdgeInsets(all: $0)) }
            }
        }
    }
}
