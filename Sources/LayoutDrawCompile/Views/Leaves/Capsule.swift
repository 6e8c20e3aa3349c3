import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Capsule()`: a shape, a rounded rectangle whose radius is half its shorter side.
    enum CapsuleMapping: ViewMapping {
        static let names = ["Capsule"]

        static func compile(_ input: ViewInput) -> Chain? {
            shape(input, Capsule())
        }
    }
}
