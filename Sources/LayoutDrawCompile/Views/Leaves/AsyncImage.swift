import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `AsyncImage(url:)`, `AsyncImage(url:scale:content:placeholder:)` and
    /// `AsyncImage(url:scale:transaction:content:)`, as a still picture shows them: before the
    /// image loads (layoutdraw loads nothing), so the URL is never evaluated.
    ///
    /// SwiftUI's rule (Apple's `AsyncImage` documentation): "Until the image loads, the view
    /// displays a standard placeholder that fills the available space" — a grey box (the
    /// documentation's diagram), drawn here as a `Color` of the secondary system fill, which fills
    /// its proposal as a colour does; with `content:placeholder:`, "SwiftUI shows a ProgressView
    /// first", the placeholder closure's views; with a phase closure, its views for
    /// `AsyncImagePhase.empty` ("no image is loaded"), the phase's `image` and `error` nil.
    enum AsyncImageMapping: ViewMapping {
        static let names = ["AsyncImage"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            var fields: Parameters = [:]
            if case .record = input.value {
                guard
                    let parsed = d.parameters(
                        input.value!, of: "AsyncImage", allowed: ["url", "request", "scale", "transaction", "content", "placeholder"],
                        keyLocation: input.location)
                else { return nil }
                fields = parsed
            }
            if let placeholder = fields["placeholder"] {
                guard case .closure(let closure) = placeholder.value else {
                    d.error("the placeholder of 'AsyncImage' is a closure of views: placeholder: { ProgressView() }", at: d.location(of: placeholder.value, key: placeholder.key))
                    return nil
                }
                let nodes = d.builder(closure.closure.body, origin: closure.origin, input.context)
                return Chain(nodes, shape: .notShape("'AsyncImage' is not a shape"))
            }
            if let content = fields["content"] {
                // The phase closure: `.empty`, with no image and no error.
                let empty: Value = .symbol(Symbol(type: "AsyncImagePhase", path: [.init("empty")]))
                return contentMade(with: empty, content, of: "AsyncImage", example: "AsyncImage(url: url) { phase in phase.image ?? Image(systemName: \"photo\") }", input)
            }
            return Chain([ViewNode(LayoutEngine.Color(SystemColors.secondaryFill), source: input.location)], shape: .notShape("'AsyncImage' is not a shape"))
        }
    }
}
