import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `HStack`, `VStack`, `ZStack` with their `alignment:` and `spacing:` and a view builder: the
    /// engine's stacks.
    enum StackMapping: ViewMapping {
        static let names = ["HStack", "VStack", "ZStack"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            stack(input)
        }
    }

    static func stack(_ input: ViewInput) -> Chain? {
        let d = input.session
        let isZStack = input.name == "ZStack"
        guard let (fields, content) = containerArgument(input, parameters: isZStack ? ["alignment"] : ["alignment", "spacing"])
        else { return nil }
        var valid = true
        var spacing: Double?
        if let field = fields["spacing"], !d.isNil(field.value, input.context) {
            spacing = d.number(field.value, for: "spacing", keyLocation: field.key, input.context)
            valid = valid && spacing != nil
        }
        let layout: (any ViewLayout)?
        let alignmentField = fields["alignment"]
        let alignmentKey = alignmentField?.key ?? input.location
        switch input.name {
        case "HStack":
            let value: VerticalAlignment? = alignmentField == nil ? .center : d.named(
                alignmentField!.value, input.context.program.alignments.verticalNames,
                kind: "alignment", for: "alignment", keyLocation: alignmentKey, context: input.context
            ) { key in
                // (`left`, `right`, `start`, `end`: the web's words for horizontal alignments.)
                HorizontalAlignment(rawValue: key) != nil || Alignment.named[key] != nil
                    || Suggestions.webSynonyms[key.lowercased()]?.contains(where: { $0 == "leading" || $0 == "trailing" }) == true
                    ? "an HStack aligns its views vertically: use top, center, bottom, firstTextBaseline or lastTextBaseline ('\(key)' is not a vertical alignment)"
                    : nil
            }
            layout = value.map { HStack(alignment: $0, spacing: spacing) }
        case "VStack":
            let value: HorizontalAlignment? = alignmentField == nil ? .center : d.named(
                alignmentField!.value, input.context.program.alignments.horizontalNames,
                kind: "alignment", for: "alignment", keyLocation: alignmentKey, context: input.context
            ) { key in
                VerticalAlignment(rawValue: key) != nil || Alignment.named[key] != nil
                    ? "a VStack aligns its views horizontally: use leading, center or trailing ('\(key)' is not a horizontal alignment)"
                    : nil
            }
            layout = value.map { VStack(alignment: $0, spacing: spacing) }
        default:
            let value: Alignment? = alignmentField == nil ? .center : d.alignment(alignmentField!.value, for: "alignment", keyLocation: alignmentKey, input.context)
            layout = value.map { ZStack(alignment: $0) }
        }
        let children = d.views(content, input.context)
        guard valid, let layout else { return nil }
        return Chain([ViewNode(layout, subviews: children, source: input.location)], shape: .notShape("'\(input.name)' is not a shape"))
    }
}
