import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.fixedSize()`, `.fixedSize(horizontal:vertical:)`: the content's ideal size on those axes.
    enum FixedSizeMapping: ModifierMapping {
        static let names = ["fixedSize"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value else { return .modifier(FixedSize()) }
            if case .record = value {
                guard let fields = d.parameters(value, of: "fixedSize", allowed: ["horizontal", "vertical"], keyLocation: i.location)
                else { return nil }
                var axes: [Bool] = []
                for name in ["horizontal", "vertical"] {
                    guard let field = fields[name] else {
                        axes.append(false)
                        continue
                    }
                    guard let b = d.bool(field.value, for: name, keyLocation: field.key, i.context) else { return nil }
                    axes.append(b)
                }
                return .modifier(FixedSize(horizontal: axes[0], vertical: axes[1]))
            }
            guard let on = d.bool(value, for: "fixedSize", keyLocation: i.location, i.context, default: true) else { return nil }
            return .modifier(FixedSize(horizontal: on, vertical: on))
        }
    }
}
