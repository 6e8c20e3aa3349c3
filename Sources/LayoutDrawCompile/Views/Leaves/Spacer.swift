import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Spacer()` / `Spacer(minLength:)`: flexible space along its stack's axis.
    enum SpacerMapping: ViewMapping {
        static let names = ["Spacer"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            var minLength: Double?
            if let value = input.value {
                var lengthNode: ValueSyntax? = value
                var lengthKey = input.location
                if case .record = value {
                    guard let fields = d.parameters(value, of: "Spacer", allowed: ["minLength"], keyLocation: input.location)
                    else { return nil }
                    lengthNode = fields["minLength"]?.value.nonNull
                    lengthKey = fields["minLength"]?.key ?? input.location
                }
                if let lengthNode, !d.isNil(lengthNode, input.context) {
                    guard let length = d.number(lengthNode, for: "minLength", keyLocation: lengthKey, input.context) else { return nil }
                    // A spacer cannot be shorter than nothing: a negative minimum would make its
                    // stack, and a fitted canvas, negative.
                    guard length >= 0 else {
                        d.error("'minLength' must be 0 or more, not \(SwiftFormat.double(length))", at: d.location(of: lengthNode, key: lengthKey))
                        return nil
                    }
                    minLength = length
                }
            }
            return Chain([ViewNode(Spacer(minLength: minLength), source: input.location)], shape: .notShape("'Spacer' is not a shape"))
        }
    }
}
