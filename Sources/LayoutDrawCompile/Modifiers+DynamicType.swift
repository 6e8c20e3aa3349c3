import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Mappings for Dynamic Type and the font modifiers issue 24 added (`dynamicTypeSize`,
/// `.environment(\.dynamicTypeSize, …)` and `.environment(\.sizeCategory, …)`, `fontWidth`),
/// merged into `Modifiers.table`.
extension Modifiers {
    static let dynamicTypeTable: [String: Entry] = [
        "dynamicTypeSize": Entry(["size"], dynamicTypeSize),
        "fontWidth": Entry(fontWidth),
    ]

    /// `.dynamicTypeSize(.accessibility3)`, a range (`...DynamicTypeSize.xxxLarge`,
    /// `.large ... .accessibility2`, `.xSmall...`); YAML's `dynamicTypeSize: AX3` and `[large, AX2]`
    /// are lowered to these.
    static func dynamicTypeSize(_ i: ModifierInput) -> Modification? {
        let d = i.session
        if case .expression(let syntax)? = i.value, case .binary(let op, let lower, let upper, _) = syntax.expression,
            op == .closedRange || op == .halfOpenRange
        {
            func bound(_ expression: Expression) -> DynamicTypeSize?? {
                if case .nil = expression { return .some(nil) }
                let value = ValueSyntax.expression(ExpressionSyntax(expression, origin: syntax.origin))
                guard let size = d.dynamicTypeSize(value, for: i.name, keyLocation: i.location, i.context) else { return nil }
                return .some(size)
            }
            guard let lowest = bound(lower), let highest = bound(upper) else { return nil }
            var top = highest ?? .accessibility5
            if op == .halfOpenRange, highest != nil {
                guard let below = DynamicTypeSize(rawValue: top.rawValue - 1) else {
                    d.error("the range of sizes is empty: nothing is smaller than \(top.shortName)", at: syntax.location)
                    return nil
                }
                top = below
            }
            let bottom = lowest ?? .xSmall
            guard bottom <= top else {
                d.error("the range of sizes is empty: \(bottom.shortName) is larger than \(top.shortName)", at: syntax.location)
                return nil
            }
            return .modifier(DynamicTypeSizeModifier(from: bottom, through: top))
        }
        return d.dynamicTypeSize(i.value, for: i.name, keyLocation: i.location, i.context).map { .modifier(DynamicTypeSizeModifier($0)) }
    }

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

    /// `.fontWidth(.condensed)` / `fontWidth: condensed`; `nil` leaves the font's width. A width
    /// other than the standard one warns that the shipped fonts have only that one.
    static func fontWidth(_ i: ModifierInput) -> Modification? {
        let d = i.session
        if let value = i.value, d.isNil(value, i.context) { return .modifier(FontWidth(nil)) }
        guard let width = d.fontWidth(i.value, for: i.name, keyLocation: i.location, i.context) else { return nil }
        d.warnOfMissingWidth(width, at: d.location(of: i.value, key: i.location), i.context)
        return .modifier(FontWidth(width))
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
