import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Shared by `TimelineView`, `PhaseAnimator` and `KeyframeAnimator`: views whose content is a
// closure of one value that changes over time; a still picture shows it at one value.

extension Views {
    /// The views of `content`, a closure of one parameter (`{ context in … }`, `{ _ in … }`,
    /// `$0`), made with the parameter bound to `value`; like a `Group`, they are the views of
    /// their parent. A content that is not a closure is an error naming `owner`'s form.
    static func contentMade(with value: Value, _ content: Field?, of owner: String, example: String, _ input: ViewInput) -> Chain? {
        let d = input.session
        guard let content, case .closure(let closure) = content.value else {
            d.error("'\(owner)' needs its content: a closure of one value, \(example)", at: content.map { d.location(of: $0.value, key: $0.key) } ?? input.location)
            return nil
        }
        let parameters = closure.closure.parameters ?? []
        guard parameters.count <= 1 else {
            d.error("the content of '\(owner)' takes one parameter, found \(parameters.count)", at: closure.location)
            return nil
        }
        var inner = input.context
        let name = parameters.first ?? "$0"
        if name != "_" { inner.scope.bind(name, to: value) }
        let nodes = d.builder(closure.closure.body, origin: closure.origin, inner)
        return Chain(nodes, shape: .notShape("'\(owner)' is not a shape"))
    }

    /// The scene's fixed "now", as a `Date` (`--date`; 2024-06-10 09:41 UTC unless the scene says).
    static func fixedNow(_ input: ViewInput) -> Value {
        let now = input.context.scope.context?.now ?? EvaluationContext.defaultNow
        return .host(HostValue(DateValue(seconds: now, now: now)))
    }
}
