import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Mappings for Dynamic Type and the font modifiers issue 24 added (`dynamicTypeSize`,
/// `.environment(\.dynamicTypeSize, …)` and `.environment(\.sizeCategory, …)`, `fontWidth`),
/// merged into `Modifiers.table`.
extension Modifiers {

    /// `.environment(\.dynamicTypeSize, .xxxLarge)`, `.environment(\.sizeCategory, .extraLarge)`:
    /// the size set below, as `.dynamicTypeSize(_:)` does; nil for another key.
    static func environmentDynamicTypeSize(_ i: ModifierInput) -> Modification?? {
        guard i.call.arguments.count == 2, case .expression(let key) = i.call.arguments[0].value,
            case .keyPath(let path, _) = key.expression, path == ["dynamicTypeSize"] || path == ["sizeCategory"]
        else { return nil }
        return .some(
            i.session.dynamicTypeSize(i.call.arguments[1].value, for: path[0], keyLocation: i.location, i.context)
                .map { .modifier(DynamicTypeSizeModifier($0)) })
    }

}

extension CompileSession {
    static let fontWidths = Dictionary(uniqueKeysWithValues: Font.Width.allCases.map { ($0.rawValue, $0) })

    /// A Dynamic Type size: `.accessibility3`, `DynamicTypeSize.xxxLarge`, `ContentSizeCategory.extraLarge`,
    /// `.accessibilityExtraLarge` (YAML's `AX3` is lowered to `.accessibility3`). A name that is no
    /// size is reported with the closest one.
    func dynamicTypeSize(_ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> DynamicTypeSize? {
        guard let node, !node.isNull else {
            error("'\(name)' needs a Dynamic Type size: xSmall … xxxLarge, AX1 … AX5", at: keyLocation)
            return nil
        }
        guard case .expression(let syntax) = node else {
            error("expected a Dynamic Type size such as .xxxLarge or .accessibility3 for '\(name)', found \(node.kindDescription)", at: location(node))
            return nil
        }
        guard let value = evaluate(syntax, context) else { return nil }
        guard case .symbol(let symbol) = value, symbol.path.count == 1, symbol.path[0].arguments == nil,
            symbol.type == nil || symbol.type == "DynamicTypeSize" || symbol.type == "ContentSizeCategory"
        else {
            error("expected a Dynamic Type size such as .xxxLarge or .accessibility3 for '\(name)', found \(value.interpolationDescription)", at: syntax.location)
            return nil
        }
        if let size = DynamicTypeSize(named: symbol.name), symbol.name.first?.isLowercase == true { return size }
        error("unknown Dynamic Type size '.\(symbol.name)'\(Suggestions.didYouMeanMember(symbol.name, in: DynamicTypeSize.allNames))", at: syntax.location)
        return nil
    }

    /// `.condensed` / `condensed`.
    func fontWidth(_ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> Font.Width? {
        named(node, Self.fontWidths, kind: "font width", for: name, keyLocation: keyLocation, context: context)
    }

    /// Warns that a width other than the standard one is drawn in Inter's only width.
    func warnOfMissingWidth(_ width: Font.Width, at location: SourceLocation, _ context: CompileContext) {
        guard width != .standard else { return }
        warning(
            "the \(width.rawValue) width is drawn at the standard width: Inter, the shipped font, has no other (a font given with --font-dir that has it is used in it)",
            at: location, context)
    }
}
