import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Group { … }`: its views, each modified by what is applied to the group.
    enum GroupMapping: ViewMapping {
        static let names = ["Group"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let content: ValueSyntax?
            if let value = input.value, case .record = value {
                guard let (_, inner) = containerArgument(input, parameters: []) else { return nil }
                content = inner
            } else {
                content = input.value
            }
            return Chain(input.session.views(content, input.context), shape: .notShape("'Group' is not a shape"))
        }
    }
}
