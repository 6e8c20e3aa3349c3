import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Argument mappings of the modifiers that style controls: each sets an environment value the
// controls below it read, as in SwiftUI. Swift `.buttonStyle(.bordered)`; YAML `buttonStyle:
// bordered`.
extension Modifiers {
    /// `.buttonStyle(.automatic | .borderless | .bordered | .borderedProminent | .plain)`.
    static func buttonStyle(_ i: ModifierInput) -> Modification? {
        // `.buttonStyle(PrimaryButtonStyle())`: a `ButtonStyle` the source declares.
        if case .expression(let syntax)? = i.value, case .instance(let instance)? = i.session.evaluate(syntax, i.context, reportingErrors: false) {
            guard let definition = instance.type.definition, definition.method("makeBody") != nil else {
                i.session.error("'\(instance.type.name)' is not a ButtonStyle: it has no 'makeBody(configuration:)'", at: syntax.location)
                return nil
            }
            return .customButtonStyle(instance)
        }
        return style(i, ButtonStyleKind.self, kind: "button style").map { .modifier(ButtonStyleModifier($0)) }
    }

    /// `.controlSize(.mini | .small | .regular | .large | .extraLarge)`.
    static func controlSize(_ i: ModifierInput) -> Modification? {
        style(i, ControlSize.self, kind: "control size").map { .modifier(ControlSizeModifier($0)) }
    }

    /// `.textFieldStyle(.automatic | .plain | .roundedBorder)`.
    static func textFieldStyle(_ i: ModifierInput) -> Modification? {
        style(i, TextFieldStyleKind.self, kind: "text field style").map { .modifier(TextFieldStyleModifier($0)) }
    }

    /// `.progressViewStyle(.automatic | .linear | .circular)`.
    static func progressViewStyle(_ i: ModifierInput) -> Modification? {
        style(i, ProgressViewStyleKind.self, kind: "progress view style").map { .modifier(ProgressViewStyleModifier($0)) }
    }

    /// `.imageScale(.small | .medium | .large)`.
    static func imageScale(_ i: ModifierInput) -> Modification? {
        style(i, ImageScale.self, kind: "image scale").map { .modifier(ImageScaleModifier($0)) }
    }

    /// `.toggleStyle(.automatic | .switch)`: the switch is iOS's automatic style, so both change
    /// nothing; `.button` and `.checkbox` (macOS) are not drawn.
    static func toggleStyle(_ i: ModifierInput) -> Modification? {
        let table = ["automatic": true, "switch": true, "button": false, "checkbox": false]
        guard let supported = i.session.named(i.value, table, kind: "toggle style", for: i.name, keyLocation: i.location, context: i.context)
        else { return nil }
        guard supported else {
            i.session.error("only the switch toggle style is drawn (iOS's automatic style); '\(i.name)' other than .switch is not supported yet", at: i.session.location(of: i.value, key: i.location))
            return nil
        }
        return Modification.none
    }

    /// `.tint(.red)`: the colour controls draw their accent in.
    static func tint(_ i: ModifierInput) -> Modification? {
        i.session.color(i.value, for: i.name, keyLocation: i.location, i.context).map { .modifier(TintModifier($0)) }
    }

    /// `.labelsHidden()`; YAML `labelsHidden` (or `labelsHidden: true`).
    static func labelsHidden(_ i: ModifierInput) -> Modification? {
        i.session.bool(i.value, for: i.name, keyLocation: i.location, i.context, default: true).map { .modifier(LabelsHidden($0)) }
    }

    /// `.labelStyle(.automatic | .titleAndIcon | .iconOnly | .titleOnly)`; a `LabelStyle` the
    /// source declares is not drawn yet.
    static func labelStyle(_ i: ModifierInput) -> Modification? {
        if case .expression(let syntax)? = i.value, case .instance(let instance)? = i.session.evaluate(syntax, i.context, reportingErrors: false) {
            i.session.error(
                "a LabelStyle of the listing's own ('\(instance.type.name)') is not supported yet: use .titleAndIcon, .iconOnly or .titleOnly",
                at: syntax.location)
            return nil
        }
        return style(i, LabelStyleKind.self, kind: "label style").map { .modifier(LabelStyleModifier($0)) }
    }

    /// A style named by a case of `T` (`.bordered`, `bordered`).
    private static func style<T: RawRepresentable & CaseIterable>(_ i: ModifierInput, _: T.Type, kind: String) -> T?
    where T.RawValue == String {
        let table = Dictionary(uniqueKeysWithValues: T.allCases.map { ($0.rawValue, $0) })
        guard i.value != nil else {
            i.session.error("'\(i.name)' needs a \(kind): \(T.allCases.map { ".\($0.rawValue)" }.joined(separator: ", "))", at: i.location)
            return nil
        }
        return i.session.named(i.value, table, kind: kind, for: i.name, keyLocation: i.location, context: i.context)
    }
}
