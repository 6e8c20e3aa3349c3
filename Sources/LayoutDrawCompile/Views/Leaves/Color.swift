import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Color.red`, `Color(red:green:blue:)`, `Color(.systemGray6)`, `Color("Brand")`: a colour as
    /// a view, which takes the whole proposal.
    enum ColorMapping: ViewMapping {
        static let names = ["Color"]
        static let positional = ["colorSpace"]

        static func compile(_ input: ViewInput) -> Chain? {
            color(input)
        }
    }

    static func color(_ input: ViewInput) -> Chain? {
        let d = input.session
        var style: ColorStyle?
        // `Color("Brand")`, `Color("Brand", bundle: nil)`, `Color(.brand)`: a colour set of the
        // project's asset catalogues (NamedColours.swift).
        let arguments = input.call.arguments
        if arguments.count == 1 || (arguments.count == 2 && arguments[1].label == "bundle"), arguments[0].label == nil {
            var values: [LabeledValue] = []
            for argument in arguments {
                guard case .expression(let syntax) = argument.value, let value = d.evaluate(syntax, input.context, reportingErrors: false) else { break }
                values.append(LabeledValue(label: argument.label, value))
            }
            if values.count == arguments.count, let named = d.assetColor(values) {
                d.reportAssetWarnings(at: d.location(arguments[0].value), input.context)
                return Chain([ViewNode(Color(named), source: input.location)], shape: .notShape("'Color' is not a shape"))
            }
        }
        // `Color(.systemGray6)`, `Color(UIColor.label)`: the argument is a UIKit colour.
        if input.call.arguments.count == 1, input.call.arguments[0].label == nil, case .expression(let syntax)? = input.value,
            case .symbol(let symbol)? = d.evaluate(syntax, input.context, reportingErrors: false),
            symbol.type == nil || symbol.type == "UIColor", symbol.path.count == 1, symbol.path[0].arguments == nil
        {
            style = d.uiKitColor(.expression(syntax), keyLocation: input.location, input.context)
            guard style != nil else { return nil }
        }
        guard let style = style ?? d.color(input.value, for: "Color", keyLocation: input.location, input.context)
        else { return nil }
        return Chain([ViewNode(Color(style), source: input.location)], shape: .notShape("'Color' is not a shape"))
    }
}
