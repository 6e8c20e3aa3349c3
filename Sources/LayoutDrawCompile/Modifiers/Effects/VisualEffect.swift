import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.visualEffect { content, proxy in content.offset(y: proxy.frame(in: .global).minY / 10) }`
    /// (iOS 17): the view, sized and placed as without the modifier; when it is placed, the
    /// closure runs with `content` the view and `proxy` its geometry, and its effects are drawn
    /// (the engine's `VisualEffect`). The closure may apply only what SwiftUI's `VisualEffect`
    /// protocol offers — effects that do not change layout (`effectNames`); anything else is
    /// swiftc's "value of type 'EmptyVisualEffect' has no member", said as what to write.
    enum VisualEffectMapping: ModifierMapping {
        static let names = ["visualEffect"]
        static let acceptsAnyArguments = true

        /// The modifiers of SwiftUI's `VisualEffect` protocol layoutdraw draws.
        static let effectNames: Set<String> = [
            "offset", "scaleEffect", "rotationEffect", "rotation3DEffect", "transformEffect", "opacity", "blur",
            "brightness", "contrast", "saturation", "grayscale", "hueRotation", "colorMultiply",
        ]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard i.call.arguments.count == 1, case .closure(let closure) = i.call.arguments[0].value else {
                d.error("'visualEffect' takes one closure: .visualEffect { content, proxy in content.offset(…) }", at: i.location)
                return nil
            }
            guard let parameters = closure.closure.parameters, parameters.count == 2 else {
                d.error("the closure of 'visualEffect' takes two parameters, the content and its geometry proxy: { content, proxy in … }", at: closure.location)
                return nil
            }
            guard checkEffects(closure, content: parameters[0], d) else { return nil }
            return .visualEffect(closure)
        }

        /// Whether the closure's effects are ones a `VisualEffect` has (reported if not). A body
        /// that is not one chain (an `if` around two) is checked as its views are built.
        private static func checkEffects(_ closure: ClosureSyntax, content: String, _ d: CompileSession) -> Bool {
            guard closure.closure.body.count == 1 else { return true }
            let expression: Expression
            switch closure.closure.body[0] {
            case .expression(let e): expression = e
            case .return(let e?, _): expression = e
            default: return true
            }
            guard let chain = ViewSyntax(expression: expression, origin: closure.origin) else { return true }
            if chain.base.name != content || !chain.base.isBare {
                d.error("the closure of 'visualEffect' returns its content with effects: '\(content).offset(…)', '\(content).opacity(…)'", at: chain.base.location)
                return false
            }
            for modifier in chain.modifiers where !effectNames.contains(modifier.name) {
                d.error(
                    "'\(modifier.name)' is not a visual effect: the closure of 'visualEffect' applies effects that do not change layout (\(effectNames.sorted().joined(separator: ", ")))",
                    at: modifier.location)
                return false
            }
            return true
        }

        /// Each of `nodes` in a `VisualEffect` whose effects the closure makes, at placement,
        /// with the node as `content` and its geometry as the proxy (a reader's content, built
        /// as a `GeometryReader`'s is: `CompileSession.readerCapture`).
        static func wrap(_ nodes: [ViewNode], in closure: ClosureSyntax, at location: SourceLocation, _ d: CompileSession, _ context: CompileContext) -> [ViewNode] {
            let parameters = closure.closure.parameters ?? ["$0", "$1"]
            let content = ReaderContent.builder(closure)
            return nodes.map { node in
                var inner = context
                if parameters[0] != "_" { inner.scope.bind(parameters[0], to: context.views.keep([node])) }
                let capture = d.readerCapture(content, proxyName: parameters[1], at: location, inner)
                let effect = VisualEffect(effects: { proxy throws(Diagnostic) in try capture.content(for: proxy) })
                return ViewNode(effect, subviews: [node], source: location)
            }
        }
    }
}
