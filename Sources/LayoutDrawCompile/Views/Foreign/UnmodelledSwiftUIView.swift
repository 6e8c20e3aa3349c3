import LayoutDrawCore
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// SwiftUI's views that layoutdraw does not draw yet (`DatePicker`, `TextEditor`,
    /// `ContentUnavailableView`…, `ForeignFrameworks.swiftUIViewsNotModelled`): each is a
    /// placeholder labelled with its name, as wide as it is offered and one control high (an editor,
    /// a table, an empty state: as high as offered; `ForeignView.Sizing.standIn`), with a warning that says so. One
    /// such view no longer stops a screen that is otherwise drawn; its arguments (a selection
    /// binding, a label closure) are not run.
    enum UnmodelledSwiftUIViewMapping: ViewMapping {
        static var names: [String] { ForeignFrameworks.swiftUIViewsNotModelled.sorted() }
        /// The placeholder's size where the proposal leaves a side unspecified: 34 high, a
        /// compact control's height (so its label shows in a list row), and as wide as a
        /// 100-point field.
        static let idealSize = Size(width: 100, height: 34)
        /// The views that fill the height they are offered, as an editor, a table or an empty
        /// state does; the others are controls of one row.
        static let fillingHeight: Set<String> = ["TextEditor", "Table", "ContentUnavailableView", "OutlineGroup"]
        /// Any unlabelled arguments: none is read.
        static let positional = (0..<16).map { "argument\($0)" }

        static func compile(_ input: ViewInput) -> Chain? {
            input.session.warning(
                "'\(input.name)' is not supported yet: it is drawn as a placeholder (layoutdraw draws SwiftUI's layout views, shapes, text, images, the common controls and navigation: Docs/Controls.md)",
                at: input.location, input.context)
            let node = ForeignView.node(typeName: input.name, module: "SwiftUI", sizing: .standIn(idealSize: idealSize, fillsHeight: fillingHeight.contains(input.name)), source: input.location)
            return Chain([node], shape: .notShape("'\(input.name)' is not a shape"))
        }
    }
}
