import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// Views of the frameworks and packages apps use beside SwiftUI, which layoutdraw does not
    /// model: each is a `ForeignView` labelled with its type — image-like views (`KFImage(url)`)
    /// behave as an `Image` whose file is not there, the others take their proposal — with a
    /// warning naming the module. Their arguments and content closures are code a still picture
    /// does not run (nothing is downloaded, no map tile or chart mark is drawn): they are never
    /// evaluated, so they never stop the picture.
    enum ForeignViewMapping: ViewMapping {
        /// `ForeignFrameworks.views`; a type the source declares under one of these names is its
        /// own (`isShadowed`).
        static let frameworks = ForeignFrameworks.views
        static var names: [String] { frameworks.keys.sorted() }
        /// Any unlabelled arguments: none is read.
        static let positional = (0..<16).map { "argument\($0)" }

        static func compile(_ input: ViewInput) -> Chain? {
            guard let (module, isImageLike) = frameworks[input.name] else { return nil }
            input.session.warning(
                "'\(input.name)' is from \(module), which layoutdraw does not model: it is drawn as a placeholder "
                    + (isImageLike ? "that behaves as an Image of \(Int(Image.placeholderSize.width)) × \(Int(Image.placeholderSize.height))" : "that takes the space it is offered"),
                at: input.location, input.context)
            return Chain([node(input.name, module: module, isImageLike: isImageLike, input.location)], shape: .notShape("'\(input.name)' is not a shape"))
        }

        /// The placeholder of a foreign view.
        static func node(_ name: String, module: String, isImageLike: Bool, _ location: SourceLocation) -> ViewNode {
            ForeignView.node(
                typeName: name, module: module, sizing: isImageLike ? .image(naturalSize: Image.placeholderSize, isResizable: false) : .flexible,
                source: location)
        }
    }
}
