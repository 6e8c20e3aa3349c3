import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `minimumScaleFactor: 0.5` / `.minimumScaleFactor(0.5)`: between 0 and 1.
    enum MinimumScaleFactorMapping: ModifierMapping {
        static let names = ["minimumScaleFactor"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let factor = number(i) else { return nil }
            guard factor >= 0, factor <= 1 else {
                d.valueError(
                    "'minimumScaleFactor' is between 0 and 1, found \(SwiftFormat.double(factor))", at: d.location(of: i.value, key: i.location), i.context)
                return nil
            }
            return .modifier(MinimumScaleFactor(factor))
        }
    }
}
