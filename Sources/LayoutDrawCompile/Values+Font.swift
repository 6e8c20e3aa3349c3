import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// The members of a Swift `Font` issue 24 added — `.leading(_:)`, `.width(_:)`, `.smallCaps()`,
/// `.lowercaseSmallCaps()`, `.uppercaseSmallCaps()` — and how a custom font scales with Dynamic
/// Type (`relativeTo:`).
extension CompileSession {
    static let fontLeadings = Dictionary(uniqueKeysWithValues: Font.Leading.allCases.map { ($0.rawValue, $0) })

    /// Applies `member` of a font value to `font`; false (reported) when it is not one a font has.
    func applyFontMember(_ member: Symbol.Member, to font: inout Font, at location: SourceLocation, _ context: CompileContext) -> Bool {
        func argument(_ table: [String: some Any], usage: String) -> String? {
            guard case .symbol(let s)? = member.arguments?.first?.value, member.arguments?.count == 1, s.path.count == 1 else {
                error(usage, at: location)
                return nil
            }
            guard table[s.name] != nil else {
                error("unknown \(member.name == "leading" ? "leading" : "font width") '.\(s.name)'\(Suggestions.didYouMeanMember(s.name, in: table.keys))", at: location)
                return nil
            }
            return s.name
        }
        switch member.name {
        case "leading":
            guard let name = argument(Self.fontLeadings, usage: "write .leading(.tight), .leading(.loose) or .leading(.standard)") else { return false }
            font.leadingAdjustment = Self.fontLeadings[name]!
        case "width":
            guard let name = argument(Self.fontWidths, usage: "write .width(.condensed)") else { return false }
            font.width = Self.fontWidths[name]!
            warnOfMissingWidth(font.width, at: location, context)
        case "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps":
            if member.name != "uppercaseSmallCaps" { font.lowercaseSmallCaps = true }
            if member.name != "lowercaseSmallCaps" { font.uppercaseSmallCaps = true }
            warning(
                "small capitals are drawn only in a font that has them (OpenType 'smcp' and 'c2sc'): Inter, the shipped font, has neither, so the letters are drawn as they are",
                at: location, context)
        default:
            error(
                "'\(member.name)' of a font is not supported; use .bold(), .weight(_:), .italic(), .monospaced(), .monospacedDigit(), .leading(_:), .width(_:) or .smallCaps()",
                at: location)
            return false
        }
        return true
    }

    /// The style `.custom(_:size:)` scales with: body, or the one `relativeTo:` names; nil for
    /// `.custom(_:fixedSize:)`, which does not scale (Apple: "Create a custom font with the given
    /// name and a fixed size that does not scale with Dynamic Type"; `custom(_:size:)`: "scales
    /// … relative to the body text style").
    func customFontScaling(_ arguments: [LabeledValue], at location: SourceLocation, _ context: CompileContext) -> Font.TextStyle? {
        if arguments.contains(where: { $0.label == "fixedSize" }) { return nil }
        guard let relative = arguments.first(where: { $0.label == "relativeTo" }) else { return .body }
        guard case .symbol(let s) = relative.value, s.path.count == 1, let style = Self.textStyles[s.name] else {
            error("expected a text style such as .title for 'relativeTo'", at: location)
            return .body
        }
        return style
    }
}
