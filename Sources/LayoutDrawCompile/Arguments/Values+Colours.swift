import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Reading colours: a name (`.red`, YAML's `red`), `#RRGGBB`, `Color(red:green:blue:)`, a
/// colour with opacity, UIKit's system colours.
extension CompileSession {
    /// A colour: a name (`red`, `.red`), `#RRGGBB`, `#RRGGBBAA`, or `{color: red, opacity: 0.3}`;
    /// in Swift `.red`, `Color.red.opacity(0.3)`, `Color(red: 1, green: 0.5, blue: 0)`.
    func color(_ written: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> ColorStyle? {
        guard var written, !written.isNull else {
            var message = "expected a colour for '\(name)'"
            if let line = sourceLine(keyLocation.line), line.contains("#") {
                message += "; quote a '#RRGGBB' colour, or YAML reads it as a comment"
            }
            error(message, at: keyLocation)
            return nil
        }
        // `Color(red: 1, green: 0, blue: 0)`, `Color(color: .red, opacity: 0.3)`: read argument by
        // argument.
        // (`Color(hex: 0x3366FF)` with an `init(hex:)` the source declares: evaluated.)
        let ownInit = colourOfOwnInit(written, context)
        if let ownInit { written = ownInit }
        let node = ownInit != nil ? written : written.labelledCall(of: ["Color"]) ?? written
        switch node {
        case .record:
            let keys = Set(node.recordLabels)
            if keys.contains("red") || keys.contains("white") || keys.contains("hue") || keys.contains("uiColor") {
                return rgbColor(node, for: name, keyLocation: keyLocation, context)
            }
            if keys.contains("hex") {
                // `Color(hex: "#3366FF")` where no extension of Color declares `init(hex:)`.
                error(
                    "Color(hex:) is not SwiftUI's (apps declare it in an extension of Color: 'extension Color { init(hex: UInt) { self.init(red: …, green: …, blue: …) } }'); write Color(red: 0.2, green: 0.4, blue: 1), or '#3366FF' in YAML",
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
            defer { reportAssetWarnings(at: syntax.location, context) }
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

    /// `Color(hex: 0x3366FF)` or `.init(theme)` where a colour is expected, with an `init` an
    /// extension of Color declares that fits the call: the call as `Color(…)`, to be evaluated
    /// (not read argument by argument as SwiftUI's own initialisers are); nil for any other value.
    func colourOfOwnInit(_ written: ValueSyntax, _ context: CompileContext) -> ValueSyntax? {
        guard case .expression(let syntax) = written else { return nil }
        var expression = syntax.expression
        if case .call(.implicitMember("init", let at), let arguments, let offset) = expression {
            expression = .call(Expression.name("Color", offset: at), arguments, offset: offset)
        }
        guard Expression.callsExtensionInitializer(expression, in: context.scope.context) else { return nil }
        return .expression(ExpressionSyntax(expression, origin: syntax.origin))
    }

    /// A Swift colour value: `.red`, `Color.red`, `Color(red:green:blue:opacity:)`,
    /// `Color(white:opacity:)`, `Color(hue:saturation:brightness:opacity:)`, with a colour
    /// space first (`Color(.sRGBLinear, white: 0, opacity: 0.33)`), UIKit's colours
    /// (`Color(.systemGray6)`, `Color(uiColor: .label)`, `Color(UIColor.separator)`), each
    /// followed by any `.opacity(x)`.
    func color(_ value: Value) -> ColorStyle? {
        if let made = Self.uiColorMade(value) { return made }
        guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "Color", let first = symbol.path.first else { return nil }
        var style: ColorStyle
        if first.name == "init", let arguments = first.arguments {
            if let named = assetColor(arguments) {
                style = named
            } else if let uiColor = Self.uiColor(arguments) {
                style = uiColor
            } else if arguments.count == 1, arguments[0].label == nil || arguments[0].label == "uiColor",
                let made = Self.uiColorMade(arguments[0].value)
            {
                style = made
            } else if arguments.count == 1, arguments[0].label == nil, let inner = color(arguments[0].value) {
                // `Color(.systemGray5)` where the project declares `static let systemGray5 =
                // Color(UIColor.systemGray5)` (Swift picks `Color(_: UIColor)` with UIKit's; the
                // same colour): a colour made from a colour is that colour.
                style = inner
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
            // `.brand`, `Color.brand`: SwiftUI's colours, then Xcode's generated asset symbols.
            // (`Color.accentColor`: the app's accent colour set, when it has one.)
            let accent = first.name == "accentColor" ? projectAccentColor : nil
            guard first.arguments == nil, let named = accent ?? ColorStyle.named[first.name] ?? assetColor(symbol: first.name) else { return nil }
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

    /// `UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)` (which `#colorLiteral(…)` is),
    /// `UIColor(white:alpha:)`, `UIColor(hue:saturation:brightness:alpha:)`: the colour of
    /// those components, `alpha` being SwiftUI's `opacity`, each followed by any
    /// `.withAlphaComponent(x)`; nil for any other value.
    static func uiColorMade(_ value: Value) -> ColorStyle? {
        guard case .symbol(let symbol) = value, symbol.type == "UIColor", let first = symbol.path.first, first.name == "init",
            let arguments = first.arguments, !arguments.isEmpty
        else { return nil }
        var numbers: [String: Double] = [:]
        for argument in arguments {
            guard let label = argument.label, ["red", "green", "blue", "white", "hue", "saturation", "brightness", "alpha"].contains(label),
                let n = argument.value.number
            else { return nil }
            numbers[label == "alpha" ? "opacity" : label] = n
        }
        guard var style = rgba(numbers, colorSpace: nil).map(ColorStyle.init) else { return nil }
        for member in symbol.path.dropFirst() {
            guard member.name == "withAlphaComponent", let arguments = member.arguments, arguments.count == 1, let x = arguments[0].value.number
            else { return nil }
            style = ColorStyle(rgba(numbers.merging(["opacity": min(max(x, 0), 1)]) { $1 }, colorSpace: nil)!)
        }
        return style
    }

    /// A UIKit colour's name (`systemGray6`, `.label`, `UIColor.separator`).
    func uiKitColor(_ node: ValueSyntax, keyLocation: SourceLocation, _ context: CompileContext) -> ColorStyle? {
        if case .expression(let syntax) = node {
            guard let value = evaluate(syntax, context) else { return nil }
            if let made = Self.uiColorMade(value) { return made }
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
}
