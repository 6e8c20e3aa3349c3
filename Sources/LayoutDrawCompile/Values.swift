import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Reading argument values: numbers and expressions, booleans, strings with interpolations,
/// colours, alignments, edges and fonts. Each reads both spellings — a YAML scalar (text whose
/// meaning depends on what is expected: a number, a name, an expression) and a Swift
/// expression (evaluated: `.leading`, `Color.red.opacity(0.3)`, `g.size.width / 2`) — and
/// reports its own problems, returning nil then.
extension CompileSession {
    // MARK: Swift expressions

    /// Evaluates a Swift expression; reports an error at its position (nil then).
    func evaluate(_ syntax: ExpressionSyntax, _ context: CompileContext, numeric: Bool = false, reportingErrors: Bool = true) -> Value? {
        var scope = context.scope
        scope.integerLiteralsAreDoubles = numeric
        do throws(ExpressionError) {
            return try syntax.expression.evaluate(in: scope)
        } catch {
            if reportingErrors { report(error, origin: syntax.origin, context) }
            return nil
        }
    }

    /// Whether a value is Swift's `nil` (an argument left at its default: `spacing: nil`), written
    /// so or computed (`maxWidth: wide ? .infinity : nil`, a property holding nil). Calls are
    /// not evaluated here: a second evaluation would draw another random number.
    func isNil(_ value: ValueSyntax, _ context: CompileContext) -> Bool {
        guard case .expression(let syntax) = value else { return false }
        switch syntax.expression {
        case .nil:
            return true
        case .ternary, .name, .member:
            if case .none? = evaluate(syntax, context, reportingErrors: false) { return true }
            return false
        default:
            return false
        }
    }

    /// Whether a Swift expression is a colour (`.blue`, `Color.red.opacity(0.3)`) rather than a view.
    func isColor(_ syntax: ExpressionSyntax, _ context: CompileContext) -> Bool {
        if isView(syntax.expression, context) { return false }
        if let view = ViewSyntax(expression: syntax.expression, origin: syntax.origin), view.base.name != "Color",
            Views.table[view.base.name] != nil || context.scope.context?.types[view.base.name] != nil
        {
            return false
        }
        guard let value = evaluate(syntax, context, reportingErrors: false) else { return true }
        switch value {
        case .symbol(let symbol): return symbol.type == nil || symbol.type == "Color"
        default: return false
        }
    }

    /// The items of a list value (YAML list, Swift array literal or array value) as values to
    /// read one by one; nil when the value is not a list.
    func items(_ value: ValueSyntax, _ context: CompileContext) -> [ValueSyntax]? {
        switch value {
        case .list(let list): return list.items
        case .expression(let syntax):
            if case .array(let elements, _) = syntax.expression {
                return elements.map { .expression(ExpressionSyntax($0, origin: syntax.origin)) }
            }
            return nil
        default: return nil
        }
    }

    /// The elements of a Swift sequence (a range, an array) for `ForEach`.
    func sequence(_ value: ValueSyntax, for name: String, _ context: CompileContext) -> [Value]? {
        guard case .expression(let syntax) = value else {
            error("expected a range or an array for '\(name)', found \(value.kindDescription)", at: location(value))
            return nil
        }
        guard let evaluated = evaluate(syntax, context) else { return nil }
        do throws(ExpressionError) {
            if let items = try Expression.sequence(evaluated, scope: context.scope, at: syntax.expression.offset) { return items }
        } catch {
            report(error, origin: syntax.origin, context)
            return nil
        }
        error("'\(name)' needs a range or an array, not a value of type \(evaluated.typeName)", at: syntax.location)
        return nil
    }

    /// An expression to evaluate later (an alignment's default value), as written.
    func expression(_ value: ValueSyntax, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> (Expression, ExpressionOrigin)? {
        switch value {
        case .expression(let syntax): return (syntax.expression, syntax.origin)
        default:
            error("expected a number or an expression for '\(name)', found \(value.kindDescription)", at: location(of: value, key: keyLocation))
            return nil
        }
    }

    // MARK: Numbers

    /// A number, or an expression evaluated where a `CGFloat` is expected. In YAML a string is
    /// an expression, and `infinity`, `.infinity` and `.inf` are infinity, allowed only with
    /// `allowInfinity`.
    func number(
        _ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext,
        allowInfinity: Bool = false
    ) -> Double? {
        guard let node, !node.isNull else {
            error("expected a number for '\(name)'", at: keyLocation)
            return nil
        }
        var value: Double
        switch node {
        case .expression(let syntax):
            if case .name(let word, _) = syntax.expression, evaluate(syntax, context, numeric: true, reportingErrors: false) == nil,
                context.scope.names[word] == nil, !(context.scope.context?.types.keys.contains(word) ?? false)
            {
                // A word where a number goes: say so, and what it may have meant.
                var message = "expected a number for '\(name)', found '\(word)'"
                if case .namespace(let params)? = context.scope.names["params"], params[word] != nil {
                    message += "; did you mean 'params.\(word)'?"
                }
                error(message, at: syntax.location)
                return nil
            }
            guard let evaluated = evaluate(syntax, context, numeric: true) else { return nil }
            guard let number = evaluated.number else {
                error("expected a number for '\(name)', found a value of type \(evaluated.typeName)", at: syntax.location)
                return nil
            }
            value = number
        default:
            error("expected a number for '\(name)', found \(node.kindDescription)", at: location(node))
            return nil
        }
        if value.isNaN {
            valueError("'\(name)' is not a number (NaN)", at: location(node), context)
            return nil
        }
        if value.isInfinite && !allowInfinity {
            valueError("'\(name)' must be finite, not \(value < 0 ? "-" : "")infinity", at: location(node), context)
            return nil
        }
        return value
    }

    /// An integer (a count, a range bound).
    func integer(_ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> Int? {
        guard let value = number(node, for: name, keyLocation: keyLocation, context) else { return nil }
        guard value == value.rounded(), abs(value) < 1e15 else {
            valueError("expected a whole number for '\(name)', found \(SwiftFormat.double(value))", at: location(of: node, key: keyLocation), context)
            return nil
        }
        return Int(value)
    }

    /// The error's message, with a hint when it names `index`, `item` or `proxy` where they
    /// are not defined.
    static func explained(_ error: ExpressionError, _ scope: EvaluationScope) -> String {
        let prefix = "unknown name '"
        guard error.message.hasPrefix(prefix), !error.message.contains("did you mean") else { return error.message }
        let name = String(error.message.dropFirst(prefix.count).prefix { $0 != "'" })
        let proxies = scope.names.filter { if case .proxy = $0.value { true } else { false } }.keys.sorted()
        switch name {
        case "index", "item":
            return error.message + "; '\(name)' is defined only inside a ForEach"
        case "proxy" where proxies.isEmpty:
            return error.message + "; 'proxy' is defined only inside a GeometryReader"
        case "proxy":
            return error.message + "; the enclosing GeometryReader calls its proxy '\(proxies.last!)'"
        default:
            return error.message
        }
    }

    /// Evaluation errors that depend on the values an expression sees rather than on its names.
    static func dependsOnValues(_ error: ExpressionError) -> Bool {
        let m = error.message
        return m.hasPrefix("division by zero") || m.contains("cannot be represented as an Int") || m.hasPrefix("arithmetic overflow")
            || m.hasPrefix("no anchor preference") || m.hasPrefix("anchor index")
            || m.hasPrefix("no enclosing coordinate space") || m.hasPrefix("format \"") || m.hasPrefix("index ")
            || m.hasPrefix("a range needs its lower bound")
    }

    // MARK: Booleans

    /// `true`/`false`; an empty value is `defaultValue` (a modifier called without arguments).
    func bool(
        _ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext? = nil, default defaultValue: Bool? = nil
    ) -> Bool? {
        guard let node, !node.isNull else {
            if let defaultValue { return defaultValue }
            error("expected true or false for '\(name)'", at: keyLocation)
            return nil
        }
        if case .expression(let syntax) = node, let context {
            guard let value = evaluate(syntax, context) else { return nil }
            if case .bool(let b) = value { return b }
            error("expected true or false for '\(name)', found a value of type \(value.typeName)", at: syntax.location)
            return nil
        }
        error("expected true or false for '\(name)', found \(node.kindDescription)", at: location(node))
        return nil
    }

    // MARK: Strings

    /// A scalar's text, for names (`proxy: p`, a device, a font style); with a context, a
    /// Swift expression evaluated to a string.
    func string(_ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, context: CompileContext? = nil) -> String? {
        guard let node, !node.isNull else {
            error("expected a value for '\(name)'", at: keyLocation)
            return nil
        }
        switch node {
        case .expression(let syntax) where context != nil:
            guard let value = evaluate(syntax, context!) else { return nil }
            guard case .string(let s) = value else {
                error("expected a string for '\(name)', found a value of type \(value.typeName)", at: syntax.location)
                return nil
            }
            return s
        default:
            error("expected a name for '\(name)', found \(node.kindDescription)", at: location(node))
            return nil
        }
    }

    /// A string with `\(expr)` interpolations, evaluated in the context's scope.
    func interpolated(_ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> String? {
        guard let node, !node.isNull else {
            error("expected a string for '\(name)'", at: keyLocation)
            return nil
        }
        switch node {
        case .expression(let syntax):
            guard let value = evaluate(syntax, context) else { return nil }
            guard case .string(let s) = value else {
                error("expected a String for '\(name)', found a value of type \(value.typeName); write \"\\(…)\"", at: syntax.location)
                return nil
            }
            return s
        default:
            error("expected a string for '\(name)', found \(node.kindDescription)", at: location(node))
            return nil
        }
    }

    // MARK: Colours

    /// A colour: a name (`red`, `.red`), `#RRGGBB`, `#RRGGBBAA`, or `{color: red, opacity: 0.3}`;
    /// in Swift `.red`, `Color.red.opacity(0.3)`, `Color(red: 1, green: 0.5, blue: 0)`.
    func color(_ written: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> ColorStyle? {
        guard let written, !written.isNull else {
            var message = "expected a colour for '\(name)'"
            if let line = sourceLine(keyLocation.line), line.contains("#") {
                message += "; quote a '#RRGGBB' colour, or YAML reads it as a comment"
            }
            error(message, at: keyLocation)
            return nil
        }
        // `Color(red: 1, green: 0, blue: 0)`, `Color(color: .red, opacity: 0.3)`: read argument by
        // argument.
        let node = written.labelledCall(of: ["Color"]) ?? written
        switch node {
        case .record:
            let keys = Set(node.recordLabels)
            if keys.contains("red") || keys.contains("white") || keys.contains("hue") || keys.contains("uiColor") {
                return rgbColor(node, for: name, keyLocation: keyLocation, context)
            }
            if keys.contains("hex") {
                // `Color(hex: "#3366FF")`: an initialiser apps declare in an extension of Color,
                // not SwiftUI's.
                error(
                    "Color(hex:) is not SwiftUI's (apps declare it in an extension of Color, which layoutdraw cannot run); write Color(red: 0.2, green: 0.4, blue: 1), or '#3366FF' in YAML",
                    at: location(node))
                return nil
            }
            guard let fields = parameters(node, of: name, allowed: ["color", "opacity"], keyLocation: keyLocation) else { return nil }
            guard let colorField = fields["color"] else {
                error("'\(name)' needs 'color:' (and optionally 'opacity:')", at: location(node))
                return nil
            }
            guard var style = color(colorField.value, for: "color", keyLocation: colorField.key, context) else { return nil }
            if let opacity = fields["opacity"] {
                guard let value = number(opacity.value, for: "opacity", keyLocation: opacity.key, context) else { return nil }
                style = style.opacity(min(max(value, 0), 1))
            }
            return style
        case .expression(let syntax):
            guard let value = evaluate(syntax, context) else { return nil }
            guard let style = color(value) else {
                if case .symbol(let symbol) = value, symbol.path.count >= 1, symbol.type == nil || symbol.type == "Color",
                    ColorStyle.named[symbol.name] == nil, symbol.path[0].arguments == nil
                {
                    error("unknown colour '\(syntax.spelling.name(symbol.name))'\(Suggestions.didYouMean(symbol.name, in: ColorStyle.named.keys))", at: syntax.location)
                } else if case .symbol(let symbol) = value, symbol.type == "Color", symbol.name == "init", let arguments = symbol.path[0].arguments,
                    arguments.count == 1, case .symbol(let ui) = arguments[0].value, ui.type == nil || ui.type == "UIColor", ui.path.count == 1
                {
                    error("unknown UIKit colour '.\(ui.name)'\(Suggestions.didYouMeanMember(ui.name, in: ColorStyle.uiKit.keys))", at: syntax.location)
                } else {
                    error("expected a colour for '\(name)', found \(value.interpolationDescription)", at: syntax.location)
                }
                return nil
            }
            return style
        default:
            error("expected a colour for '\(name)', found \(node.kindDescription)", at: location(node))
            return nil
        }
    }

    /// A Swift colour value: `.red`, `Color.red`, `Color(red:green:blue:opacity:)`,
    /// `Color(white:opacity:)`, `Color(hue:saturation:brightness:opacity:)`, with a colour
    /// space first (`Color(.sRGBLinear, white: 0, opacity: 0.33)`), UIKit's colours
    /// (`Color(.systemGray6)`, `Color(uiColor: .label)`, `Color(UIColor.separator)`), each
    /// followed by any `.opacity(x)`.
    func color(_ value: Value) -> ColorStyle? {
        guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "Color", let first = symbol.path.first else { return nil }
        var style: ColorStyle
        if first.name == "init", let arguments = first.arguments {
            if let uiColor = Self.uiColor(arguments) {
                style = uiColor
            } else {
                var numbers: [String: Double] = [:]
                for argument in arguments {
                    guard let label = argument.label else { continue }
                    guard let n = argument.value.number else { return nil }
                    numbers[label] = n
                }
                var space: String?
                if let first = arguments.first, first.label == nil {
                    guard case .symbol(let s) = first.value, s.path.count == 1, s.path[0].arguments == nil else { return nil }
                    space = s.name
                }
                guard let rgba = Self.rgba(numbers, colorSpace: space) else { return nil }
                style = ColorStyle(rgba)
            }
        } else {
            guard first.arguments == nil, let named = ColorStyle.named[first.name] else { return nil }
            style = named
        }
        for member in symbol.path.dropFirst() {
            guard member.name == "opacity", let arguments = member.arguments, arguments.count == 1, let x = arguments[0].value.number else {
                return nil
            }
            style = style.opacity(min(max(x, 0), 1))
        }
        return style
    }

    /// `{red: 1, green: 0, blue: 0, opacity: 0.5}` / `{white: 0.5}` / `{hue: 0.6, saturation: 1,
    /// brightness: 1}`, with an optional `colorSpace: sRGB | sRGBLinear | displayP3`; `{uiColor:
    /// systemGray6}` (Swift's `Color(red:green:blue:)`, `Color(.sRGB, red:…)`, `Color(uiColor:)`
    /// with labelled arguments).
    private func rgbColor(_ node: ValueSyntax, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> ColorStyle? {
        let components = ["red", "green", "blue", "white", "hue", "saturation", "brightness", "opacity"]
        guard let fields = parameters(node, of: "Color", allowed: components + ["colorSpace", "uiColor"], keyLocation: keyLocation)
        else { return nil }
        if let field = fields["uiColor"] {
            if let other = fields.first(where: { $0.name != "uiColor" }) {
                error("'uiColor' takes a UIKit colour alone, not with '\(other.name)'", at: other.field.key)
                return nil
            }
            return uiKitColor(field.value, keyLocation: field.key, context)
        }
        var numbers: [String: Double] = [:]
        for component in components {
            guard let field = fields[component] else { continue }
            guard let n = number(field.value, for: component, keyLocation: field.key, context) else { return nil }
            numbers[component] = n
        }
        var space: String?
        if let field = fields["colorSpace"] {
            guard let named = self.named(field.value, Self.colorSpaces, kind: "colour space", for: "colorSpace", keyLocation: field.key, context: context)
            else { return nil }
            space = named
        }
        if numbers["white"] == nil && numbers["hue"] == nil && (numbers["red"] == nil || numbers["green"] == nil || numbers["blue"] == nil) {
            error("a colour needs 'red', 'green' and 'blue', 'white', or 'hue', 'saturation' and 'brightness'", at: location(node))
            return nil
        }
        guard let rgba = Self.rgba(numbers, colorSpace: space) else {
            error("a colour needs 'red', 'green' and 'blue', 'white', or 'hue', 'saturation' and 'brightness'", at: location(node))
            return nil
        }
        return ColorStyle(rgba)
    }

    /// The colour spaces `Color(_:red:green:blue:opacity:)` and `Color(_:white:opacity:)` take.
    static let colorSpaces = Dictionary(uniqueKeysWithValues: RGBColorSpace.allCases.map { ($0.rawValue, $0.rawValue) })

    /// Components by label (`red`, `white`, `hue`, … `opacity`) in a colour space as an sRGB
    /// colour, components clamped to 0…1 as SwiftUI's colours are drawn; nil when the
    /// components are not a colour's.
    static func rgba(_ numbers: [String: Double], colorSpace: String?) -> RGBA? {
        let space = colorSpace.flatMap(RGBColorSpace.init(rawValue:)) ?? .sRGB
        let alpha = numbers["opacity"] ?? 1
        if let white = numbers["white"] {
            return space.sRGB(red: white, green: white, blue: white, alpha: alpha)
        }
        if let hue = numbers["hue"], let saturation = numbers["saturation"], let brightness = numbers["brightness"] {
            func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
            let c = RGBA(hue: unit(hue), saturation: unit(saturation), brightness: unit(brightness))
            return space.sRGB(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
        }
        if let red = numbers["red"], let green = numbers["green"], let blue = numbers["blue"] {
            return space.sRGB(red: red, green: green, blue: blue, alpha: alpha)
        }
        return nil
    }

    /// `Color(.systemGray6)`, `Color(uiColor: .label)`, `Color(UIColor.separator)`: a UIKit
    /// colour from the arguments of `Color(…)`; nil when they are not one.
    static func uiColor(_ arguments: [LabeledValue]) -> ColorStyle? {
        guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "uiColor",
            case .symbol(let symbol) = arguments[0].value, symbol.type == nil || symbol.type == "UIColor",
            symbol.path.count == 1, symbol.path[0].arguments == nil
        else { return nil }
        return ColorStyle.uiKit[symbol.name]
    }

    /// A UIKit colour's name (`systemGray6`, `.label`, `UIColor.separator`).
    func uiKitColor(_ node: ValueSyntax, keyLocation: SourceLocation, _ context: CompileContext) -> ColorStyle? {
        if case .expression(let syntax) = node {
            guard let value = evaluate(syntax, context) else { return nil }
            if case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "UIColor", symbol.path.count == 1,
                symbol.path[0].arguments == nil
            {
                if let style = ColorStyle.uiKit[symbol.name] { return style }
                error("unknown UIKit colour '.\(symbol.name)'\(Suggestions.didYouMeanMember(symbol.name, in: ColorStyle.uiKit.keys))", at: syntax.location)
                return nil
            }
            error("expected a UIKit colour such as .systemGray6, found \(value.interpolationDescription)", at: syntax.location)
            return nil
        }
        return named(node, ColorStyle.uiKit, kind: "UIKit colour", for: "uiColor", keyLocation: keyLocation, context: context)
    }

    /// The names a colour may have: SwiftUI's, and UIKit's that SwiftUI has not.
    static let colorNames = Array(ColorStyle.named.keys) + Array(ColorStyle.uiKitOnly.keys)

    // MARK: Alignments, edges

    /// A name from `table`, with an optional leading `.`; `kind` names it in messages
    /// ("alignment"). `hint` explains a name that exists but does not fit here. A Swift
    /// expression names it as a member (`.leading`, `HorizontalAlignment.center`).
    func named<T>(
        _ node: ValueSyntax?, _ table: [String: T], kind: String, for name: String, keyLocation: SourceLocation,
        context: CompileContext? = nil, hint: (String) -> String? = { _ in nil }
    ) -> T? {
        if case .expression(let syntax)? = node {
            let key: String
            var written = syntax.written(at: syntax.expression.offset)
            switch syntax.expression {
            // A name written on its own (`.leading`, YAML's `leading`) is read as written.
            case .implicitMember(let member, _):
                key = member
            // A name given as a string (`device: "iPhone SE"`).
            case .string(let text, _):
                key = text
                written = .asText
            case .member(.name(let type, _), let member, let offset) where table["\(type).\(member)"] != nil || context == nil:
                key = table["\(type).\(member)"] != nil ? "\(type).\(member)" : member
                written = syntax.written(at: offset)
            default:
                guard let context else {
                    error("expected \(kind.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(kind) for '\(name)', found \(syntax.text)", at: syntax.location)
                    return nil
                }
                guard let value = evaluate(syntax, context) else { return nil }
                switch value {
                case .symbol(let symbol) where symbol.path.count == 1 && symbol.path[0].arguments == nil:
                    if let type = symbol.type, table["\(type).\(symbol.name)"] != nil {
                        key = "\(type).\(symbol.name)"
                    } else {
                        key = symbol.name
                    }
                case .string(let s):
                    key = s
                    written = .asText
                case .coordinateSpace(let space):
                    key = space.description
                default:
                    error("expected \(kind.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(kind) for '\(name)', found \(value.interpolationDescription)", at: syntax.location)
                    return nil
                }
            }
            if let value = table[key] { return value }
            if let hint = hint(key) {
                error(hint, at: syntax.location)
            } else {
                error("unknown \(kind) '\(written.name(key))'\(written.didYouMean(key, in: table.keys))", at: syntax.location)
            }
            return nil
        }
        guard let text = string(node, for: name, keyLocation: keyLocation) else { return nil }
        var key = text.trimmingSpaces
        if key.hasPrefix(".") { key.removeFirst() }
        if let value = table[key] { return value }
        let at = location(of: node, key: keyLocation)
        if let hint = hint(key) {
            error(hint, at: at)
        } else {
            error("unknown \(kind) '\(text)'\(Suggestions.didYouMean(key, in: table.keys))", at: at)
        }
        return nil
    }

    func alignment(_ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext? = nil) -> Alignment? {
        var table = Alignment.named
        if let context, !context.program.alignments.isEmpty {
            if let composed = composedAlignment(node, context) { return composed }  // (nil inside: reported)
            table.merge(context.program.alignments.twoDimensional) { a, _ in a }
        }
        return named(node, table, kind: "alignment", for: name, keyLocation: keyLocation, context: context) { key in
            ["firstTextBaseline", "lastTextBaseline"].contains(key)
                ? "'\(key)' is a vertical alignment for an HStack; here a 2-D alignment is needed (center, topLeading, …)"
                : nil
        }
    }

    /// `Alignment(horizontal: .myLeading, vertical: .top)` (Swift) or `{horizontal: myLeading,
    /// vertical: top}` (YAML), in a scene with custom alignments: nil when the value is not
    /// written so; `.some(nil)` when it is, with a problem (reported).
    private func composedAlignment(_ node: ValueSyntax?, _ context: CompileContext) -> Alignment?? {
        let customs = context.program.alignments
        var horizontal: ValueSyntax?, vertical: ValueSyntax?
        var at = node.map(location) ?? SourceLocation(file: "", line: 1, column: 1)
        switch node {
        case .expression(let syntax)?:
            guard case .call(let callee, let arguments, _) = syntax.expression, arguments.count == 2,
                arguments[0].label == "horizontal", arguments[1].label == "vertical"
            else { return nil }
            switch callee {
            case .name("Alignment", _), .implicitMember("init", _): break
            default: return nil
            }
            horizontal = .expression(ExpressionSyntax(arguments[0].value, origin: syntax.origin))
            vertical = .expression(ExpressionSyntax(arguments[1].value, origin: syntax.origin))
            at = syntax.location
        case .record(let record)?:
            let labels = record.fields.compactMap(\.label)
            guard labels.sorted() == ["horizontal", "vertical"] else { return nil }
            horizontal = record.fields.first { $0.label == "horizontal" }?.value
            vertical = record.fields.first { $0.label == "vertical" }?.value
        default:
            return nil
        }
        let h = named(horizontal, customs.horizontalNames, kind: "horizontal alignment", for: "horizontal", keyLocation: at, context: context)
        let v = named(vertical, customs.verticalNames, kind: "vertical alignment", for: "vertical", keyLocation: at, context: context)
        guard let h, let v else { return .some(nil) }
        return Alignment(horizontal: h, vertical: v)
    }

    static let edgeNames: [String: EdgeSet] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
        "horizontal": .horizontal, "vertical": .vertical, "all": .all,
    ]

    /// An edge set: `top`, `horizontal`, `all`, or a list of them (`[.top, .trailing]`).
    func edges(_ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext? = nil) -> EdgeSet? {
        if let node, let context, let items = items(node, context) {
            var set: EdgeSet = []
            var ok = true
            for item in items {
                if let edge = named(item, Self.edgeNames, kind: "edge", for: name, keyLocation: item.location, context: context) {
                    set.formUnion(edge)
                } else {
                    ok = false
                }
            }
            return ok ? set : nil
        }
        if let node, case .list(let list) = node {
            var set: EdgeSet = []
            var ok = true
            for item in list.items {
                if let edge = named(item, Self.edgeNames, kind: "edge", for: name, keyLocation: location(item)) {
                    set.formUnion(edge)
                } else {
                    ok = false
                }
            }
            return ok ? set : nil
        }
        return named(node, Self.edgeNames, kind: "edge", for: name, keyLocation: keyLocation, context: context)
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
            guard let value = evaluate(syntax, context) else { return nil }
            return font(value, at: syntax.location, spelling: syntax.spelling, context)
        default:
            error("expected a font for 'font', found \(node.kindDescription)", at: location(node))
            return nil
        }
    }

    /// A Swift `Font` value.
    private func font(_ value: Value, at location: SourceLocation, spelling: Spelling, _ context: CompileContext) -> Font? {
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

extension CompileSession {
    /// The largest font size, in points: far above any text style, well inside what Pango
    /// measures exactly.
    static let maximumFontSize = 10_000.0

    /// Whether `points` is a usable font size; reports it when not.
    func fontSize(_ points: Double, at location: SourceLocation, _ context: CompileContext) -> Bool {
        if !(points > 0) {  // and NaN
            valueError("a font size must be positive, not \(SwiftFormat.double(points))", at: location, context)
            return false
        }
        if points > Self.maximumFontSize {
            valueError(
                "a font size must be at most \(SwiftFormat.double(Self.maximumFontSize)) points, not \(SwiftFormat.double(points))",
                at: location, context)
            return false
        }
        return true
    }
}

extension Suggestions {
    /// `"; did you mean '.x'?"` (a Swift member) or the empty string.
    static func didYouMeanMember(_ name: String, in candidates: some Sequence<String>) -> String {
        guard let match = closest(to: name, in: candidates) else { return "" }
        return "; did you mean '.\(match)'?"
    }
}

extension ValueSyntax {
    /// The labels of a record's fields.
    var recordLabels: [String] {
        if case .record(let record) = self { return record.fields.compactMap(\.label) }
        return []
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
}
