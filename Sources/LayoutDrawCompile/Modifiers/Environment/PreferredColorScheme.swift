import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.preferredColorScheme(.dark)`: the canvas's colour scheme, unless the command line says.
    enum PreferredColorSchemeMapping: ModifierMapping {
        static let names = ["preferredColorScheme"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let schemes = Dictionary(uniqueKeysWithValues: ColorScheme.allCases.map { ($0.rawValue, $0) })
            guard let scheme = i.session.named(i.value, schemes, kind: "colour scheme", for: i.name, keyLocation: i.location, context: i.context)
            else { return nil }
            if i.session.canvasRequests.colorScheme == nil { i.session.canvasRequests.colorScheme = scheme }
            return Modification.none
        }
    }
}
