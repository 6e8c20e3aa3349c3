import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Mappings for the modifiers that style text (`textCase`, `kerning`, `tracking`,
/// `baselineOffset`, `underline`, `strikethrough`, `monospacedDigit`, `monospaced`,
/// `fontDesign`, `lineSpacing`) and the image ones that are `aspectRatio` (`scaledToFit`,
/// `scaledToFill`), merged into `Modifiers.table`.
extension Modifiers {
    static let textTable: [String: Entry] = [
        "textCase": Entry(textCase),
        "kerning": Entry { i in finite(i).map { .modifier(Kerning($0)) } },
        "tracking": Entry { i in finite(i).map { .modifier(Tracking($0)) } },
        "baselineOffset": Entry { i in finite(i).map { .modifier(BaselineOffset($0)) } },
        "underline": Entry(["isActive"]) { i in textLine(i).map { .modifier(Underline($0.isActive, color: $0.color)) } },
        "strikethrough": Entry(["isActive"]) { i in textLine(i).map { .modifier(Strikethrough($0.isActive, color: $0.color)) } },
        "monospacedDigit": Entry(monospacedDigit),
        "monospaced": Entry(["isActive"]) { i in
            i.session.bool(i.value, for: i.name, keyLocation: i.location, i.context, default: true).map { .modifier(Monospaced($0)) }
        },
        "fontDesign": Entry(fontDesign),
        "lineSpacing": Entry(lineSpacing),
        "scaledToFit": Entry { i in scaledTo(.fit, i) },
        "scaledToFill": Entry { i in scaledTo(.fill, i) },
    ]

    /// A spacing or an offset in points, at most as large as the largest font (Pango keeps
    /// lengths as 32-bit integers of 1/1024 point; infinity is refused where it is written).
    private static func finite(_ i: ModifierInput) -> Double? {
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

    /// `textCase: uppercase` / `.textCase(.uppercase)`; `nil` removes a case set above.
    static func textCase(_ i: ModifierInput) -> Modification? {
        let d = i.session
        if let value = i.value, d.isNil(value, i.context) { return .modifier(TextCaseModifier(nil)) }
        let cases = Dictionary(uniqueKeysWithValues: TextCase.allCases.map { ($0.rawValue, $0) })
        // `Text.Case.uppercase`, written in full.
        if case .expression(let syntax)? = i.value, case .member(.member(.name("Text", _), "Case", _), let name, let offset) = syntax.expression {
            return d.named(
                .expression(ExpressionSyntax(.implicitMember(name, offset: offset), origin: syntax.origin)), cases, kind: "text case",
                for: "textCase", keyLocation: i.location, context: i.context
            ).map { .modifier(TextCaseModifier($0)) }
        }
        guard i.value != nil else {
            d.error("'textCase' needs a case: uppercase, lowercase or nil", at: i.location)
            return nil
        }
        return d.named(i.value, cases, kind: "text case", for: "textCase", keyLocation: i.location, context: i.context) { key in
            // `.upper` is a likely slip for `.uppercase`, though many edits away.
            let match = Suggestions.closest(to: key, in: cases.keys) ?? cases.keys.sorted().first { !key.isEmpty && $0.hasPrefix(key) }
            let dot = i.call.expression == nil ? "" : "."
            return "unknown text case '\(dot)\(key)'" + (match.map { "; did you mean '\(dot)\($0)'?" } ?? " (uppercase, lowercase or nil)")
        }
        .map { .modifier(TextCaseModifier($0)) }
    }

    /// `underline` / `strikethrough`: bare or `true` (on), `false` (off), or
    /// `{isActive, pattern, color}`; Swift `.underline()`, `.underline(false)`,
    /// `.underline(color: .red)`, `.strikethrough(true, pattern: .solid, color: .red)`.
    private static func textLine(_ i: ModifierInput) -> (isActive: Bool, color: ColorStyle?)? {
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

    /// `monospacedDigit` / `.monospacedDigit()`: no argument.
    static func monospacedDigit(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let on = d.bool(i.value, for: "monospacedDigit", keyLocation: i.location, i.context, default: true) else { return nil }
        guard on else {
            d.error("'monospacedDigit: false' is not a modifier; remove it", at: d.location(of: i.value, key: i.location))
            return nil
        }
        return .modifier(MonospacedDigit())
    }

    /// `fontDesign: rounded` / `.fontDesign(.rounded)`; `nil` leaves the font's design.
    static func fontDesign(_ i: ModifierInput) -> Modification? {
        let d = i.session
        if let value = i.value, d.isNil(value, i.context) { return .modifier(FontDesign(nil)) }
        return d.named(i.value, CompileSession.designs, kind: "font design", for: "fontDesign", keyLocation: i.location, context: i.context)
            .map { .modifier(FontDesign($0)) }
    }

    /// `lineSpacing: 10` / `.lineSpacing(10)`; a negative spacing is drawn as none, with a warning.
    static func lineSpacing(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let spacing = finite(i) else { return nil }
        if spacing < 0 {
            d.warning(
                "'lineSpacing' is negative (\(SwiftFormat.double(spacing))); SwiftUI's line spacing is never negative, so it is 0",
                at: d.location(of: i.value, key: i.location), i.context)
        }
        return .modifier(LineSpacing(spacing))
    }

    /// `scaledToFit` / `.scaledToFit()`: `aspectRatio(contentMode: .fit)` (and `.fill`).
    private static func scaledTo(_ mode: ContentMode, _ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let on = d.bool(i.value, for: i.name, keyLocation: i.location, i.context, default: true) else { return nil }
        guard on else {
            d.error("'\(i.name): false' is not a modifier; remove it", at: d.location(of: i.value, key: i.location))
            return nil
        }
        return .modifier(AspectRatio.scaledTo(mode))
    }
}
