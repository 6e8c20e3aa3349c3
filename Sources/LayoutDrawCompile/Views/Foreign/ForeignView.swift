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

        /// A view no SwiftUI module, no mapping and no file of the project declares, when the
        /// source or the project imports a package layoutdraw does not read
        /// (`WithViewStore(store) { … }` of ComposableArchitecture, `StoreProvider`): the package's,
        /// drawn as a placeholder labelled with its type that takes the space it is offered (a
        /// package's container view sizes itself by its content, which is not run), with a
        /// warning naming the package it probably comes from. Its arguments are not evaluated.
        static func packageView(_ call: CallSyntax, _ context: CompileContext, session: CompileSession) -> Chain {
            let name = call.name, location = call.location
            let module = FrameworkOfName.probableModule(imports: session.imports, projectImports: session.projectImports) ?? "a package"
            let whose = FrameworkOfName.explanation(for: name, imports: session.imports, projectImports: session.projectImports, suggestion: "")
            // `StoreProvider(store: store) { TabbarView() }`, `StateHosting(state) { $state in
            // CardView(card: state) }`: a container of the package around views of the source.
            // Its content is drawn when it compiles with each of the closure's parameters a
            // value of the package (nothing read from one); else the container is a placeholder.
            if let last = call.arguments.last, case .closure(let closure) = last.value,
                let content = session.speculatively({ () -> [ViewNode]? in
                    var inner = context
                    for parameter in closure.closure.parameters ?? [] where parameter != "_" {
                        inner.scope.bind(parameter, to: .host(HostValue(PackageValue(type: name, module: module, isFramework: false))))
                    }
                    let nodes = session.builder(closure.closure.body, origin: closure.origin, inner)
                    return nodes.isEmpty ? nil : nodes
                })
            {
                session.warning(
                    "'\(name)' is no view layoutdraw knows\(whose): drawn is its content, without what '\(name)' adds to it",
                    at: location, context)
                return Chain(content, shape: .notShape("'\(name)' is not a shape"))
            }
            session.warning(
                "'\(name)' is no view layoutdraw knows\(whose): it is drawn as a placeholder that takes the space it is offered",
                at: location, context)
            return Chain([node(name, module: module, isImageLike: false, location)], shape: .notShape("'\(name)' is not a shape"))
        }

        /// A type of the project that is a view through a protocol of a package layoutdraw does
        /// not read (`struct DialogsList: ConnectedView` of SwiftUIRedux, whose extension
        /// declares `body` from the type's `body(props:)`): a placeholder labelled with the type,
        /// as the package's own views are, with a warning naming the protocol and the package.
        static func conformingView(
            _ definition: TypeDefinition, to conformance: String, _ location: SourceLocation, _ context: CompileContext, session: CompileSession
        ) -> Chain {
            let name = definition.name
            // The modules its own file imports, when that is another of the project's.
            let imports = definition.fileImports.isEmpty ? session.imports : definition.fileImports
            let module = FrameworkOfName.probableModule(imports: imports, projectImports: session.projectImports) ?? "a package"
            let whose = FrameworkOfName.explanation(for: conformance, imports: imports, projectImports: session.projectImports, suggestion: "")
                .replacingOccurrences(of: "imported by the source", with: "imported by its file")
                .replacingOccurrences(of: "; it probably", with: ", which probably")
            session.warning(
                "'\(name)' is a view through '\(conformance)'\(whose): it is drawn as a placeholder that takes the space it is offered",
                at: location, context)
            return Chain([node(name, module: module, isImageLike: false, location)], shape: .notShape("'\(name)' is not a shape"))
        }

        /// The placeholder of a foreign view.
        static func node(_ name: String, module: String, isImageLike: Bool, _ location: SourceLocation) -> ViewNode {
            ForeignView.node(
                typeName: name, module: module, sizing: isImageLike ? .image(naturalSize: Image.placeholderSize, isResizable: false) : .flexible,
                source: location)
        }
    }
}
