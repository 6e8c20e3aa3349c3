import LayoutDrawCore
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `ViewThatFits: [views]` or `{in: horizontal, content: [views]}`; Swift
    /// `ViewThatFits(in: .horizontal) { … }` (both axes when `in` is left out; `[]` for none).
    static func viewThatFits(_ input: ViewInput) -> Chain? {
        let d = input.decoding
        guard let (fields, content) = containerArgument(input, parameters: ["in"]) else { return nil }
        var axes: Set<Axis> = [.horizontal, .vertical]
        if let field = fields["in"] {
            guard let parsed = d.axisSet(field.value, for: "in", keyLocation: field.key, input.context) else { return nil }
            axes = parsed
        }
        let children = d.views(content, input.context)
        return Chain(
            [ViewNode(ViewThatFits(in: axes), subviews: children, source: input.location)],
            shape: .notShape("'ViewThatFits' is not a shape"))
    }
}

extension SceneDecoding {
    static let axisNames: [String: Axis] = ["horizontal": .horizontal, "vertical": .vertical]

    /// An `Axis.Set`: `horizontal`, `vertical`, or a list of them (`[.horizontal, .vertical]`;
    /// `[]` is the empty set).
    func axisSet(_ node: ValueSyntax, for name: String, keyLocation: SourceLocation, _ context: DecodingContext) -> Set<Axis>? {
        if let items = items(node, context) {
            var axes: Set<Axis> = []
            for item in items {
                guard let axis = named(item, Self.axisNames, kind: "axis", for: name, keyLocation: item.location, context: context) else {
                    return nil
                }
                axes.insert(axis)
            }
            return axes
        }
        if case .expression(let syntax) = node, case .implicitMember("all", _) = syntax.expression { return [.horizontal, .vertical] }
        if case .literal(let literal) = node, literal.text.trimmingSpaces.droppingLeading(".") == "all" { return [.horizontal, .vertical] }
        return named(node, Self.axisNames, kind: "axis", for: name, keyLocation: keyLocation, context: context).map { [$0] }
    }
}

extension Modifiers {
    /// `safeAreaPadding`: the argument forms of `padding` (a length, edges and a length, per-edge
    /// lengths, `EdgeInsets`; 16 when left out), as padding added to the safe area.
    static func safeAreaPadding(_ i: ModifierInput) -> Modification? {
        guard case .modifier(let padding as Padding, _)? = padding(i) else { return nil }
        return .modifier(SafeAreaPadding(padding.insets))
    }
}
