import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Mappings for the modifiers that style text (`textCase`, `kerning`, `tracking`,
/// `baselineOffset`, `underline`, `strikethrough`, `monospacedDigit`, `monospaced`,
/// `fontDesign`, `lineSpacing`) and the image ones that are `aspectRatio` (`scaledToFit`,
/// `scaledToFill`), merged into `Modifiers.table`.
extension Modifiers {

    /// A spacing or an offset in points, at most as large as the largest font (Pango keeps
    /// lengths as 32-bit integers of 1/1024 point; infinity is refused where it is written).
    static func finite(_ i: ModifierInput) -> Double? {
        let d = i.session
        guard let value = d.number(i.value, for: i.name, keyLocation: i.location, i.context) else { return nil }
        let limit = CompileSession.maximumFontSize
        guard abs(value) <= limit else {
            d.valueError(
                "'\(i.name)' must be between -\(SwiftFormat.double(limit)) and \(SwiftFormat.double(limit)) points, not \(SwiftFormat.double(value))",
                at: d.location(of: i.value, key: i.location), i.context)
            return nil
        }
        return value
    }

    /// `underline` / `strikethrough`: bare or `true` (on), `false` (off), or
    /// `{isActive, pattern, color}`; Swift `.underline()`, `.underline(false)`,
    /// `.underline(color: .red)`, `.strikethrough(true, pattern: .solid, color: .red)`.
    static func textLine(_ i: ModifierInput) -> (isActive: Bool, color: ColorStyle?)? {
        let d = i.session
        guard let value = i.value, case .record = value else {
            return d.bool(i.value, for: i.name, keyLocation: i.location, i.context, default: true).map { ($0, nil) }
        }
        guard let fields = d.parameters(value, of: i.name, allowed: ["isActive", "pattern", "color"], keyLocation: i.location)
        else { return nil }
        var isActive = true
        if let field = fields["isActive"] {
            guard let b = d.bool(field.value, for: "isActive", keyLocation: field.key, i.context) else { return nil }
            isActive = b
        }
        if let field = fields["pattern"] {
            let patterns = ["solid": true, "dot": false, "dash": false, "dashDot": false, "dashDotDot": false]
            guard let solid = d.named(field.value, patterns, kind: "line pattern", for: "pattern", keyLocation: field.key, context: i.context)
            else { return nil }
            guard solid else {
                d.error(
                    "only the solid pattern is drawn: dotted and dashed lines are not supported yet (remove 'pattern', or write .solid)",
                    at: d.location(of: field.value, key: field.key))
                return nil
            }
        }
        var color: ColorStyle?
        if let field = fields["color"], !d.isNil(field.value, i.context) {
            guard let c = d.color(field.value, for: "color", keyLocation: field.key, i.context) else { return nil }
            color = c
        }
        return (isActive, color)
    }

    /// `scaledToFit` / `.scaledToFit()`: `aspectRatio(contentMode: .fit)` (and `.fill`).
    static func scaledTo(_ mode: ContentMode, _ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let on = d.bool(i.value, for: i.name, keyLocation: i.location, i.context, default: true) else { return nil }
        guard on else {
            d.error("'\(i.name): false' is not a modifier; remove it", at: d.location(of: i.value, key: i.location))
            return nil
        }
        return .modifier(AspectRatio.scaledTo(mode))
    }
}
