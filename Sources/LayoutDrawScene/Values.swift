import LayoutDrawCore
import LayoutEngine

/// Reading parameter values: numbers and expressions, booleans, strings with interpolations,
/// colours, alignments, edges and fonts. Each reports its own problems and returns nil then.
extension SceneDecoding {
    // MARK: Numbers

    /// A number, or an expression (a string) evaluated where a `CGFloat` is expected.
    /// `infinity`, `.infinity` and `.inf` are infinity, allowed only with `allowInfinity`.
    func number(
        _ node: YAMLNode?, for name: String, keyLocation: SourceLocation, _ context: DecodingContext,
        allowInfinity: Bool = false
    ) -> Double? {
        guard let node, !node.isNull else {
            error("expected a number for '\(name)'", at: keyLocation)
            return nil
        }
        guard case .scalar(let scalar) = node else {
            error("expected a number for '\(name)', found \(describeKind(node))", at: location(node))
            return nil
        }
        var value: Double
        switch CoreScalar(scalar) {
        case .int(let i): value = Double(i)
        case .double(let d): value = d
        case .bool, .null:
            error("expected a number for '\(name)', found \(describeKind(node))", at: location(node))
            return nil
        case .string(let text):
            let trimmed = text.trimmingSpaces
            if [".infinity", "infinity", ".inf"].contains(trimmed) {
                value = .infinity
            } else if ["-.infinity", "-infinity", "-.inf"].contains(trimmed) {
                value = -.infinity
            } else {
                guard let evaluated = evaluateNumber(text, in: node, for: name, context) else { return nil }
                value = evaluated
            }
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

    /// Parses and evaluates an expression written as a scalar, reporting errors at their
    /// column in the file.
    private func evaluateNumber(_ text: String, in node: YAMLNode, for name: String, _ context: DecodingContext) -> Double? {
        let expression: Expression
        do {
            expression = try ExpressionParser.parse(text, limits: context.limits.expressions)
        } catch {
            self.error("expected a number for '\(name)', found \(describeKind(node)): \(error.message)", at: location(in: node, offset: error.offset))
            return nil
        }
        do {
            return try expression.evaluateNumber(in: context.scope)
        } catch {
            if case .name(let word, _) = expression, error.message.hasPrefix("unknown name") {
                var message = "expected a number for '\(name)', found '\(word)'"
                if case .namespace(let params)? = context.scope.names["params"], params[word] != nil {
                    message += "; did you mean 'params.\(word)'?"
                }
                self.error(message, at: location(node))
                return nil
            }
            report(error, in: node, context)
            return nil
        }
    }

    /// An integer (a count, a range bound).
    func integer(_ node: YAMLNode?, for name: String, keyLocation: SourceLocation, _ context: DecodingContext) -> Int? {
        guard let value = number(node, for: name, keyLocation: keyLocation, context) else { return nil }
        guard value == value.rounded(), abs(value) < 1e15 else {
            valueError("expected a whole number for '\(name)', found \(SwiftFormat.double(value))", at: location(of: node, key: keyLocation), context)
            return nil
        }
        return Int(value)
    }

    /// Reports an evaluation error at its column; in a reader's trial run, errors that depend
    /// on the placeholder proxy's values are left for layout time.
    func report(_ error: ExpressionError, in node: YAMLNode, _ context: DecodingContext) {
        if context.isTrialRun && Self.dependsOnValues(error) { return }
        self.error(Self.explained(error, context.scope), at: location(in: node, offset: error.offset))
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
            || m.hasPrefix("no enclosing coordinate space") || m.hasPrefix("format \"")
    }

    // MARK: Booleans

    /// `true`/`false`; an empty value is `defaultValue` (a modifier called without arguments).
    func bool(_ node: YAMLNode?, for name: String, keyLocation: SourceLocation, default defaultValue: Bool? = nil) -> Bool? {
        guard let node, !node.isNull else {
            if let defaultValue { return defaultValue }
            error("expected true or false for '\(name)'", at: keyLocation)
            return nil
        }
        if case .scalar(let scalar) = node, case .bool(let b) = CoreScalar(scalar) { return b }
        var message = "expected true or false for '\(name)', found \(describeKind(node))"
        if case .scalar(let scalar) = node, ["yes", "no", "on", "off", "y", "n"].contains(scalar.string.lowercased()) {
            message += " (YAML 1.2 reads it as a string)"
        }
        error(message, at: location(node))
        return nil
    }

    // MARK: Strings

    /// A scalar's text, for names (`proxy: p`, a device, a font style).
    func string(_ node: YAMLNode?, for name: String, keyLocation: SourceLocation) -> String? {
        guard let node, !node.isNull else {
            error("expected a value for '\(name)'", at: keyLocation)
            return nil
        }
        guard case .scalar(let scalar) = node else {
            error("expected a name for '\(name)', found \(describeKind(node))", at: location(node))
            return nil
        }
        return scalar.string
    }

    /// A string with `\(expr)` interpolations, evaluated in the context's scope.
    func interpolated(_ node: YAMLNode?, for name: String, keyLocation: SourceLocation, _ context: DecodingContext) -> String? {
        guard let node, !node.isNull else {
            error("expected a string for '\(name)'", at: keyLocation)
            return nil
        }
        guard case .scalar(let scalar) = node else {
            error("expected a string for '\(name)', found \(describeKind(node))", at: location(node))
            return nil
        }
        let parsed: InterpolatedString
        do {
            parsed = try ExpressionParser.parseInterpolated(scalar.string, limits: context.limits.expressions)
        } catch {
            self.error(error.message, at: location(in: node, offset: error.offset))
            return nil
        }
        do {
            return try parsed.evaluated(in: context.scope)
        } catch {
            report(error, in: node, context)
            return nil
        }
    }

    // MARK: Colours

    /// A colour: a name (`red`, `.red`), `#RRGGBB`, `#RRGGBBAA`, or `{color: red, opacity: 0.3}`.
    func color(_ node: YAMLNode?, for name: String, keyLocation: SourceLocation, _ context: DecodingContext) -> ColorStyle? {
        guard let node, !node.isNull else {
            var message = "expected a colour for '\(name)'"
            if let line = sourceLine(keyLocation.line), line.contains("#") {
                message += "; quote a '#RRGGBB' colour, or YAML reads it as a comment"
            }
            error(message, at: keyLocation)
            return nil
        }
        switch node {
        case .scalar(let scalar):
            return color(named: scalar.string, at: location(node))
        case .mapping:
            guard let fields = parameters(node, of: name, allowed: ["color", "opacity"], keyLocation: keyLocation) else { return nil }
            guard let colorField = fields["color"] else {
                error("'\(name)' needs 'color:' (and optionally 'opacity:')", at: location(node))
                return nil
            }
            guard var style = color(colorField.value, for: "color", keyLocation: location(colorField.key), context) else { return nil }
            if let opacity = fields["opacity"] {
                guard let value = number(opacity.value, for: "opacity", keyLocation: location(opacity.key), context) else { return nil }
                style = style.opacity(min(max(value, 0), 1))
            }
            return style
        default:
            error("expected a colour for '\(name)', found \(describeKind(node))", at: location(node))
            return nil
        }
    }

    func color(named text: String, at location: SourceLocation) -> ColorStyle? {
        var name = text.trimmingSpaces
        if name.hasPrefix("#") {
            let hex = name.dropFirst()
            if hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit), let value = UInt64(hex, radix: 16) {
                if hex.count == 6 { return ColorStyle(RGBA(hex: UInt32(value))) }
                return ColorStyle(RGBA(hex: UInt32(value >> 8), alpha: Double(value & 0xFF) / 255))
            }
            error("invalid colour '\(text)': write #RRGGBB or #RRGGBBAA with hexadecimal digits", at: location)
            return nil
        }
        if name.hasPrefix(".") { name.removeFirst() }
        if let style = ColorStyle.named[name] { return style }
        error("unknown colour '\(text)'\(Suggestions.didYouMean(name, in: ColorStyle.named.keys))", at: location)
        return nil
    }

    // MARK: Alignments, edges

    /// A name from `table`, with an optional leading `.`; `kind` names it in messages
    /// ("alignment"). `hint` explains a name that exists but does not fit here.
    func named<T>(
        _ node: YAMLNode?, _ table: [String: T], kind: String, for name: String, keyLocation: SourceLocation,
        hint: (String) -> String? = { _ in nil }
    ) -> T? {
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

    func alignment(_ node: YAMLNode?, for name: String, keyLocation: SourceLocation) -> Alignment? {
        named(node, Alignment.named, kind: "alignment", for: name, keyLocation: keyLocation) { key in
            ["firstTextBaseline", "lastTextBaseline"].contains(key)
                ? "'\(key)' is a vertical alignment for an HStack; here a 2-D alignment is needed (center, topLeading, …)"
                : nil
        }
    }

    static let edgeNames: [String: EdgeSet] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
        "horizontal": .horizontal, "vertical": .vertical, "all": .all,
    ]

    /// An edge set: `top`, `horizontal`, `all`, or a list of them.
    func edges(_ node: YAMLNode?, for name: String, keyLocation: SourceLocation) -> EdgeSet? {
        if let node, case .sequence(let sequence) = node {
            var set: EdgeSet = []
            var ok = true
            for item in sequence {
                if let edge = named(item, Self.edgeNames, kind: "edge", for: name, keyLocation: location(item)) {
                    set.formUnion(edge)
                } else {
                    ok = false
                }
            }
            return ok ? set : nil
        }
        return named(node, Self.edgeNames, kind: "edge", for: name, keyLocation: keyLocation)
    }

    // MARK: Fonts

    static let textStyles = Dictionary(uniqueKeysWithValues: Font.TextStyle.allCases.map { ($0.rawValue, $0) })
    static let weights = Dictionary(uniqueKeysWithValues: Font.Weight.allCases.map { ($0.rawValue, $0) })
    static let designs = Dictionary(uniqueKeysWithValues: Font.Design.allCases.map { ($0.rawValue, $0) })

    /// `caption` (a text style), a size, or `{size | style, weight, design}`.
    func font(_ node: YAMLNode?, keyLocation: SourceLocation, _ context: DecodingContext) -> Font? {
        guard let node, !node.isNull else {
            error("expected a font for 'font': a text style such as 'caption', or {size: 14, weight: bold}", at: keyLocation)
            return nil
        }
        switch node {
        case .scalar(let scalar):
            switch CoreScalar(scalar) {
            case .int, .double:
                guard let points = number(node, for: "font", keyLocation: keyLocation, context),
                    fontSize(points, at: location(node), context)
                else { return nil }
                return Font(size: points)
            default:
                return named(node, Self.textStyles, kind: "font", for: "font", keyLocation: keyLocation).map { Font($0) }
            }
        case .mapping:
            guard
                let fields = parameters(
                    node, of: "font", allowed: ["size", "style", "weight", "design"], keyLocation: keyLocation)
            else { return nil }
            var font: Font
            switch (fields["size"], fields["style"]) {
            case (let size?, nil):
                guard let points = number(size.value, for: "size", keyLocation: location(size.key), context),
                    fontSize(points, at: location(of: size.value, key: location(size.key)), context)
                else { return nil }
                font = Font(size: points)
            case (nil, let style?):
                guard let textStyle = named(style.value, Self.textStyles, kind: "text style", for: "style", keyLocation: location(style.key)) else { return nil }
                font = Font(textStyle)
            case (_?, let style?):
                error("a font has either a 'size' or a text 'style', not both", at: location(style.key))
                return nil
            case (nil, nil):
                error("a font needs a 'size' or a text 'style'", at: location(node))
                return nil
            }
            if let weight = fields["weight"] {
                guard let w = named(weight.value, Self.weights, kind: "font weight", for: "weight", keyLocation: location(weight.key)) else { return nil }
                font.weight = w
            }
            if let design = fields["design"] {
                guard let d = named(design.value, Self.designs, kind: "font design", for: "design", keyLocation: location(design.key)) else { return nil }
                font.design = d
            }
            return font
        default:
            error("expected a font for 'font', found \(describeKind(node))", at: location(node))
            return nil
        }
    }
}

extension SceneDecoding {
    /// The largest font size, in points: far above any text style, well inside what Pango
    /// measures exactly.
    static let maximumFontSize = 10_000.0

    /// Whether `points` is a usable font size; reports it when not.
    func fontSize(_ points: Double, at location: SourceLocation, _ context: DecodingContext) -> Bool {
        if points <= 0 {
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

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
}
