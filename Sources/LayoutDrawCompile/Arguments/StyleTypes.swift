import LayoutDrawInterpreter
import LayoutDrawSyntax

/// SwiftUI's style types constructed, as listings written before iOS 15 spell a style:
/// `.pickerStyle(SegmentedPickerStyle())` is `.pickerStyle(.segmented)`,
/// `.buttonStyle(PlainButtonStyle())` is `.buttonStyle(.plain)`.
///
/// Evidence: each static member is declared as that type's instance (`extension PickerStyle where
/// Self == SegmentedPickerStyle { static var segmented: SegmentedPickerStyle }`, Apple's
/// documentation of each `*Style` protocol), so the two spellings are one value. The `Default*`
/// types are the `.automatic` members. A type the source declares with one of these names is
/// its own (never rewritten). List and tab view styles read their types themselves.
enum StyleTypes {
    /// Each type's member, by the modifier that takes it.
    static let members: [String: (modifier: String, member: String)] = {
        let table: [String: [String: String]] = [
            "buttonStyle": [
                "DefaultButtonStyle": "automatic", "PlainButtonStyle": "plain", "BorderlessButtonStyle": "borderless",
                "BorderedButtonStyle": "bordered", "BorderedProminentButtonStyle": "borderedProminent",
            ],
            "pickerStyle": [
                "DefaultPickerStyle": "automatic", "SegmentedPickerStyle": "segmented", "WheelPickerStyle": "wheel",
                "InlinePickerStyle": "inline", "MenuPickerStyle": "menu", "NavigationLinkPickerStyle": "navigationLink",
                "PalettePickerStyle": "palette", "RadioGroupPickerStyle": "radioGroup",
            ],
            "toggleStyle": [
                "DefaultToggleStyle": "automatic", "SwitchToggleStyle": "switch", "ButtonToggleStyle": "button",
                "CheckboxToggleStyle": "checkbox",
            ],
            "labelStyle": [
                "DefaultLabelStyle": "automatic", "TitleOnlyLabelStyle": "titleOnly", "IconOnlyLabelStyle": "iconOnly",
                "TitleAndIconLabelStyle": "titleAndIcon",
            ],
            "textFieldStyle": [
                "DefaultTextFieldStyle": "automatic", "PlainTextFieldStyle": "plain", "RoundedBorderTextFieldStyle": "roundedBorder",
                "SquareBorderTextFieldStyle": "squareBorder",
            ],
            "navigationViewStyle": [
                "DefaultNavigationViewStyle": "automatic", "StackNavigationViewStyle": "stack",
                "DoubleColumnNavigationViewStyle": "columns", "ColumnNavigationViewStyle": "columns",
            ],
            "progressViewStyle": [
                "DefaultProgressViewStyle": "automatic", "CircularProgressViewStyle": "circular", "LinearProgressViewStyle": "linear",
            ],
            "datePickerStyle": [
                "DefaultDatePickerStyle": "automatic", "CompactDatePickerStyle": "compact", "GraphicalDatePickerStyle": "graphical",
                "WheelDatePickerStyle": "wheel",
            ],
            "menuStyle": ["DefaultMenuStyle": "automatic", "BorderlessButtonMenuStyle": "borderlessButton", "ButtonMenuStyle": "button"],
            "gaugeStyle": [
                "DefaultGaugeStyle": "automatic", "LinearCapacityGaugeStyle": "linearCapacity",
                "AccessoryCircularGaugeStyle": "accessoryCircular", "AccessoryCircularCapacityGaugeStyle": "accessoryCircularCapacity",
                "AccessoryLinearGaugeStyle": "accessoryLinear", "AccessoryLinearCapacityGaugeStyle": "accessoryLinearCapacity",
            ],
            "groupBoxStyle": ["DefaultGroupBoxStyle": "automatic"],
            "indexViewStyle": ["PageIndexViewStyle": "page"],
            "formStyle": ["AutomaticFormStyle": "automatic", "ColumnsFormStyle": "columns", "GroupedFormStyle": "grouped"],
            "controlGroupStyle": ["AutomaticControlGroupStyle": "automatic", "NavigationControlGroupStyle": "navigation"],
        ]
        var members: [String: (String, String)] = [:]
        for (modifier, types) in table { for (type, member) in types { members[type] = (modifier, member) } }
        return members
    }()

    /// The type names, for the name check.
    static let names = Set(members.keys)

    /// `call` with its style argument written as the member (`SegmentedPickerStyle()` →
    /// `.segmented`), when it constructs one of SwiftUI's style types with no arguments (or a
    /// progress view style's `tint:`, which iOS ignores since iOS 16) and the source declares
    /// no type of that name; else `call` itself.
    static func members(of call: CallSyntax, isDeclared: (String) -> Bool) -> CallSyntax {
        guard call.name.hasSuffix("Style"), let index = call.arguments.firstIndex(where: { $0.label == nil }),
            case .expression(let syntax) = call.arguments[index].value,
            case .call(.name(let type, let offset), let arguments, _) = syntax.expression,
            let entry = members[type], entry.modifier == call.name, !isDeclared(type),
            arguments.isEmpty || (type == "CircularProgressViewStyle" && arguments.allSatisfy { $0.label == "tint" })
        else { return call }
        var rewritten = call.arguments
        rewritten[index].value = .expression(ExpressionSyntax(.implicitMember(entry.member, offset: offset), origin: syntax.origin))
        return CallSyntax(
            name: call.name, location: call.location, arguments: rewritten, isBare: call.isBare, expression: call.expression,
            argumentsLocation: call.argumentsLocation)
    }
}
