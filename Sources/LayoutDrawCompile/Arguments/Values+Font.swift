import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Reading fonts: text styles, `.system(size:weight:design:)`, `.custom(_:size:)`, and the
/// members of a Swift `Font` issue 24 added — `.leading(_:)`, `.width(_:)`, `.smallCaps()`,
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

    // MARK: Fonts

    static let textStyles = Dictionary(uniqueKeysWithValues: Font.TextStyle.allCases.map { ($0.rawValue, $0) })
    static let weights = Dictionary(uniqueKeysWithValues: Font.Weight.allCases.map { ($0.rawValue, $0) })
    static let designs = Dictionary(uniqueKeysWithValues: Font.Design.allCases.map { ($0.rawValue, $0) })

    /// `caption` (a text style), a size, or `{size | style, weight, design}`; Swift `.caption`,
    /// `.system(size: 14, weight: .bold, design: .monospaced)`, `.title.bold()`,
    /// `.system(.title, design: .rounded)`.
    func font(_ node: ValueSyntax?, keyLocation: SourceLocation, _ context: CompileContext) -> Font? {
        guard let node, !node.isNull else {
            error("expected a font for 'font': a text style such as 'caption', or {size: 14, weight: bold}", at: keyLocation)
            return nil
        }
        switch node {
        case .record:
            guard
                let fields = parameters(
                    node, of: "font", allowed: ["size", "style", "weight", "design"], keyLocation: keyLocation)
            else { return nil }
            var font: Font
            switch (fields["size"], fields["style"]) {
            case (let size?, nil):
                guard let points = number(size.value, for: "size", keyLocation: size.key, context),
                    fontSize(points, at: location(of: size.value, key: size.key), context)
                else { return nil }
                font = Font(size: points)
            case (nil, let style?):
                guard let textStyle = named(style.value, Self.textStyles, kind: "text style", for: "style", keyLocation: style.key) else { return nil }
                font = Font(textStyle)
            case (_?, let style?):
                error("a font has either a 'size' or a text 'style', not both", at: style.key)
                return nil
            case (nil, nil):
                error("a font needs a 'size' or a text 'style'", at: location(node))
                return nil
            }
            if let weight = fields["weight"] {
                guard let w = named(weight.value, Self.weights, kind: "font weight", for: "weight", keyLocation: weight.key) else { return nil }
                font.weight = w
            }
            if let design = fields["design"] {
                guard let d = named(design.value, Self.designs, kind: "font design", for: "design", keyLocation: design.key) else { return nil }
                font.design = d
            }
            return font
        case .expression(let syntax):
            guard let value = evaluate(syntax, context, expecting: "Font") else { return nil }
            return font(value, at: syntax.location, spelling: syntax.spelling, context)
        default:
            error("expected a font for 'font', found \(node.kindDescription)", at: location(node))
            return nil
        }
    }

    /// A Swift `Font` value.
    func font(_ value: Value, at location: SourceLocation, spelling: Spelling, _ context: CompileContext) -> Font? {
        guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "Font", let first = symbol.path.first else {
            error("expected a font such as .caption or .system(size: 14), found \(value.interpolationDescription)", at: location)
            return nil
        }
        var font: Font
        if first.name == "system", let arguments = first.arguments {
            if let style = arguments.first(where: { $0.label == nil }) {
                guard case .symbol(let s) = style.value, let textStyle = Self.textStyles[s.name] else {
                    error("expected a text style such as .title in .system(_:design:)", at: location)
                    return nil
                }
                font = Font(textStyle)
            } else if let size = arguments.first(where: { $0.label == "size" })?.value.number {
                guard fontSize(size, at: location, context) else { return nil }
                font = Font(size: size)
            } else {
                error("write .system(size: 14) or .system(.title)", at: location)
                return nil
            }
            for argument in arguments where argument.label == "weight" || argument.label == "design" {
                guard case .symbol(let s) = argument.value else { continue }
                if argument.label == "weight" {
                    guard let w = Self.weights[s.name] else {
                        error("unknown font weight '.\(s.name)'\(Suggestions.didYouMeanMember(s.name, in: Self.weights.keys))", at: location)
                        return nil
                    }
                    font.weight = w
                } else {
                    guard let d = Self.designs[s.name] else {
                        error("unknown font design '.\(s.name)'\(Suggestions.didYouMeanMember(s.name, in: Self.designs.keys))", at: location)
                        return nil
                    }
                    font.design = d
                }
            }
        } else if first.arguments == nil, let textStyle = Self.textStyles[first.name] {
            font = Font(textStyle)
        } else if first.name == "custom", let arguments = first.arguments, case .string(let family)? = arguments.first?.value,
            let size = arguments.first(where: { $0.label == "size" || $0.label == "fixedSize" })?.value.number
        {
            // `.custom("Avenir Next", size: 18)`: a font of the app's that layoutdraw does not
            // have; the system font at the same size keeps the layout close, and a warning says so.
            guard fontSize(size, at: location, context) else { return nil }
            font = Font(size: size)
            font.scalesWith = customFontScaling(arguments, at: location, context)
            warning("the custom font '\(family)' is drawn in the system font at \(SwiftFormat.double(size)) points: layoutdraw ships its own fonts only", at: location, context)
        } else {
            error("unknown font '\(spelling.name(first.name))'\(spelling.didYouMean(first.name, in: Self.textStyles.keys))", at: location)
            return nil
        }
        // `.title.bold()`, `.body.weight(.semibold)`, `.caption.monospaced()`, `.title.italic()`,
        // `.body.monospacedDigit()`.
        for member in symbol.path.dropFirst() {
            switch member.name {
            case "bold": font.embolden()
            case "weight":
                guard case .symbol(let s)? = member.arguments?.first?.value, let w = Self.weights[s.name] else {
                    error("write .weight(.semibold)", at: location)
                    return nil
                }
                font.weight = w
            case "monospaced": font.design = .monospaced
            case "monospacedDigit": font.monospacedDigit = true
            case "italic": font.isItalic = true
            default:
                // `.leading(.tight)`, `.width(.condensed)`, `.smallCaps()` (Values+Font.swift).
                guard applyFontMember(member, to: &font, at: location, context) else { return nil }
            }
        }
        return font
    }
}
