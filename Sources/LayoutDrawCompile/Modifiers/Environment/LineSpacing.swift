import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `lineSpacing: 10` / `.lineSpacing(10)`; a negative spacing is drawn as none, with a warning.
    enum LineSpacingMapping: ModifierMapping {
        static let names = ["lineSpacing"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let spacing = finite(i) else { return nil }
            if spacing < 0 {
                d.warning(
                    "'lineSpacing' is negative (\(SwiftFormat.double(spacing))); SwiftUI's line spacing is never negative, so it is 0",
                    at: d.location(of: i.value, key: i.location), i.context)
            }
            return .modifier(LineSpacing(spacing))
        }
    }
}
