import LayoutDrawCore

/// `.bold()`. Rule: text below it uses its font's emphasized weight — a text style's from the
/// Human Interface Guidelines (Bold for largeTitle, title and title2, Semibold for the others:
/// `.body.bold()` is Semibold, `.headline` stays Semibold), Bold for any other font — or the
/// font's own, if heavier (`Font.embolden()`); no other layout effect, though a heavier weight
/// makes wider text. Evidence: the Human Interface Guidelines, Typography → Specifications:
/// "You can display emphasized variants of system text styles using symbolic traits. In
/// SwiftUI, use the bold() modifier; in UIKit, use traitBold … The following specifications
/// include the emphasized weight for each text style"; DanceUI's reverse-engineered
/// `Font.BoldModifier` adds the `traitBold` symbolic trait to the font descriptor.
public struct Bold: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "bold" }
    public var isActive: Bool

    public init(_ isActive: Bool = true) {
        self.isActive = isActive
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.isBold = isActive
    }
}
