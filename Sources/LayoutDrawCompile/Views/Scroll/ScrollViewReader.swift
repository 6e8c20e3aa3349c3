import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `ScrollViewReader { proxy in … }`: its content, with `proxy` a `ScrollViewProxy`. Like a
    /// `Group`, the content's views are the reader's parent's.
    ///
    /// SwiftUI's rule: "A view that provides programmatic scrolling, by working with a proxy to
    /// scroll to known child views … The scroll view reader's content view builder receives a
    /// `ScrollViewProxy` instance; you use the proxy's `scrollTo(_:anchor:)` to perform
    /// scrolling" (Apple's `ScrollViewReader` documentation). The reader adds no layout of its
    /// own: its content is its body. A still picture shows every scroll view at its start, so
    /// `proxy.scrollTo` is never applied: in an action it is never run; run while appearing
    /// (`.onAppear { proxy.scrollTo(last) }`) it is a warning naming it, and the picture keeps
    /// the scroll view at its start.
    enum ScrollViewReaderMapping: ViewMapping {
        static let names = ["ScrollViewReader"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            let example = "ScrollViewReader { proxy in ScrollView { … } }"
            var content: Field?
            switch input.value {
            case .closure(let closure)?:
                content = Field(ArgumentSyntax(label: "content", labelLocation: closure.location, value: .closure(closure)))
            case .record?:
                guard let fields = d.parameters(input.value!, of: "ScrollViewReader", allowed: ["content"], keyLocation: input.location) else { return nil }
                content = fields["content"]
            default:
                content = nil
            }
            return contentMade(with: .host(HostValue(ScrollViewProxyValue())), content, of: "ScrollViewReader", example: example, input)
        }
    }
}

/// The `ScrollViewProxy` a `ScrollViewReader`'s content receives. Its one method,
/// `scrollTo(_:anchor:)`, cannot be applied to a still picture (every scroll view is drawn at its
/// start): called, it is an error that says so, which appearing turns into a warning and an
/// action never meets (actions are never run).
struct ScrollViewProxyValue: HostObject, Hashable {
    var typeName: String { "ScrollViewProxy" }

    func hasMethod(_ name: String) -> Bool { name == "scrollTo" }

    func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        guard name == "scrollTo" else { return nil }
        throw ExpressionError(
            "'scrollTo' is not applied: layoutdraw draws every scroll view at its start", at: offset)
    }

    func isEqual(to other: any HostObject) -> Bool { other is ScrollViewProxyValue }
}
