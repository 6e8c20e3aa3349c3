import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `ignoresSafeArea: true` (or bare) is `.ignoresSafeArea()`; `{edges, regions}` picks the
    /// edges (`[top]`, `vertical`, `all`, `none`) and the regions (`all`, `container`,
    /// `keyboard`, or a list).
    /// `.edgesIgnoringSafeArea(.all)` (deprecated in iOS 14, in most posts from before): every
    /// region of the safe area on those edges, as `.ignoresSafeArea(.all, edges:)`.
    enum EdgesIgnoringSafeAreaMapping: ModifierMapping {
        static let names = ["edgesIgnoringSafeArea"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value else {
                d.error("'edgesIgnoringSafeArea' needs the edges: .edgesIgnoringSafeArea(.all)", at: i.location)
                return nil
            }
            guard let edges = safeAreaEdges(Field(ArgumentSyntax(label: "edges", labelLocation: d.location(value), value: value)), d, i.context) else { return nil }
            return .modifier(IgnoresSafeArea(.all, edges: edges))
        }
    }
}
