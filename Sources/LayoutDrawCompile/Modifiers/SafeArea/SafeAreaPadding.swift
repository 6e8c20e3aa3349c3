import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `safeAreaPadding`: the argument forms of `padding` (a length, edges and a length, per-edge
    /// lengths, `EdgeInsets`; 16 when left out), as padding added to the safe area.
    enum SafeAreaPaddingMapping: ModifierMapping {
        static let names = ["safeAreaPadding"]
        static let positional = ["edges", "length"]

        static func compile(_ i: ModifierInput) -> Modification? {
            guard case .modifier(let padding as Padding, _)? = padding(i) else { return nil }
            return .modifier(SafeAreaPadding(padding.insets))
        }
    }
}
