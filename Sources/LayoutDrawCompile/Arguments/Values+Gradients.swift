import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Reading gradients: `LinearGradient`, `RadialGradient`, `EllipticalGradient` and
/// `AngularGradient` values, their stops, colours, points and angles.
extension CompileSession {
    /// An argument of a gradient: as written (a YAML value, or a Swift argument as syntax), an
    /// evaluated Swift value, or the implied full turn of `conicGradient`.
    enum StyleArgument {
        case syntax(ValueSyntax, key: SourceLocation)
        case value(Value)
        case fullTurn
    }

    /// A gradient from its view's or style's arguments as a record (`{colors: […], startPoint:
    /// top, endPoint: bottom}`, Swift's labelled arguments).
    func gradient(_ value: ValueSyntax?, kind: String, at location: SourceLocation, _ context: CompileContext) -> GradientStyle? {
        guard let value else {
            error("'\(kind)' needs \(Self.gradientSignature(kind))", at: location)
            return nil
        }
        var list: [(label: String?, argument: StyleArgument)] = []
        switch value {
        case .record(let record):
            for field in record.fields { list.append((field.label, .syntax(field.value, key: field.labelLocation))) }
        default:
            list.append((nil, .syntax(value, key: location)))
        }
        return gradient(list, kind: kind, at: location, context)
    }

    /// What each gradient takes besides its colours.
    private static let gradientParameters: [String: [String]] = [
        "LinearGradient": ["startPoint", "endPoint"],
        "RadialGradient": ["center", "startRadius", "endRadius"],
        "EllipticalGradient": ["center", "startRadiusFraction", "endRadiusFraction"],
        "AngularGradient": ["center", "startAngle", "endAngle", "angle"],
    ]

    static func gradientSignature(_ kind: String) -> String {
        let parameters = gradientParameters[kind] ?? []
        return "'colors', 'stops' or 'gradient', and " + parameters.map { "'\($0)'" }.joined(separator: ", ")
    }

    func gradient(
        _ arguments: [(label: String?, argument: StyleArgument)], kind: String, at location: SourceLocation, _ context: CompileContext
    ) -> GradientStyle? {
        let allowed = ["gradient", "colors", "stops"] + (Self.gradientParameters[kind] ?? [])
        var byLabel: [String: StyleArgument] = [:]
        for (index, item) in arguments.enumerated() {
            // An unlabelled first argument is the gradient (`.linearGradient(g, startPoint:…)`).
            let label = item.label ?? (index == 0 ? "gradient" : "")
            guard allowed.contains(label) else {
                let at = if case .syntax(_, let key) = item.argument { key } else { location }
                error(
                    "unknown parameter '\(label)' for '\(kind)'\(Suggestions.didYouMean(label, in: allowed)); it takes \(Self.gradientSignature(kind))",
                    at: at)
                return nil
            }
            byLabel[label] = item.argument
        }
        let colourArguments = ["gradient", "colors", "stops"].filter { byLabel[$0] != nil }
        guard colourArguments.count == 1 else {
            error(
                colourArguments.isEmpty
                    ? "'\(kind)' needs its colours: 'colors', 'stops' or 'gradient'"
                    : "'\(kind)' takes one of 'colors', 'stops' and 'gradient', not \(colourArguments.map { "'\($0)'" }.joined(separator: " and "))",
                at: location)
            return nil
        }
        let stops: [GradientStop]?
        switch colourArguments[0] {
        case "colors": stops = colors(byLabel["colors"]!, at: location, context).map(GradientStop.evenlySpaced)
        case "stops": stops = self.stops(byLabel["stops"]!, at: location, context)
        default: stops = gradientStops(byLabel["gradient"]!, at: location, context)
        }
        guard let stops else { return nil }
        guard !stops.isEmpty else {
            error("'\(kind)' needs at least one colour", at: location)
            return nil
        }

        func required(_ names: [String]) -> Bool {
            let missing = names.filter { byLabel[$0] == nil }
            guard missing.isEmpty else {
                error("'\(kind)' needs \(missing.map { "'\($0)'" }.joined(separator: " and "))", at: location)
                return false
            }
            return true
        }
        func point(_ name: String, default value: UnitPoint? = nil) -> UnitPoint?? {
            guard let argument = byLabel[name] else { return .some(value) }
            return unitPoint(argument, for: name, at: location, context).map { .some($0) } ?? nil
        }
        func length(_ name: String, default value: Double) -> Double? {
            guard let argument = byLabel[name] else { return value }
            return number(argument, for: name, at: location, context)
        }

        switch kind {
        case "LinearGradient":
            guard required(["startPoint", "endPoint"]), case .some(let start?) = point("startPoint"), case .some(let end?) = point("endPoint")
            else { return nil }
            return GradientStyle(stops: stops, geometry: .linear(start: start, end: end))
        case "RadialGradient":
            guard required(["center", "startRadius", "endRadius"]), case .some(let center?) = point("center"),
                let startRadius = length("startRadius", default: 0), let endRadius = length("endRadius", default: 0)
            else { return nil }
            return GradientStyle(stops: stops, geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius))
        case "EllipticalGradient":
            guard case .some(let center?) = point("center", default: .center),
                let start = length("startRadiusFraction", default: 0), let end = length("endRadiusFraction", default: 0.5)
            else { return nil }
            return GradientStyle(stops: stops, geometry: .elliptical(center: center, startRadiusFraction: start, endRadiusFraction: end))
        default:
            guard case .some(let center?) = point("center", default: .center) else { return nil }
            if let angle = byLabel["angle"] {
                if let other = ["startAngle", "endAngle"].first(where: { byLabel[$0] != nil }) {
                    error("'\(kind)' takes 'angle' (a full turn) or 'startAngle' and 'endAngle', not '\(other)' with 'angle'", at: location)
                    return nil
                }
                let start: Double
                if case .fullTurn = angle {
                    start = 0
                } else {
                    guard let a = self.angle(angle, for: "angle", at: location, context) else { return nil }
                    start = a
                }
                return GradientStyle(stops: stops, geometry: .angular(center: center, startAngle: start, endAngle: start + 2 * .pi))
            }
            var angles: [Double] = []
            for name in ["startAngle", "endAngle"] {
                guard let argument = byLabel[name] else {
                    angles.append(0)
                    continue
                }
                guard let a = angle(argument, for: name, at: location, context) else { return nil }
                angles.append(a)
            }
            return GradientStyle(stops: stops, geometry: .angular(center: center, startAngle: angles[0], endAngle: angles[1]))
        }
    }

    // MARK: Gradient arguments

    /// `colors: [red, blue]` / `colors: [.red, .blue]`.
    private func colors(_ argument: StyleArgument, at location: SourceLocation, _ context: CompileContext) -> [ColorStyle]? {
        switch argument {
        case .syntax(let value, let key):
            if case .expression(let syntax) = value, items(value, context) == nil {
                guard let evaluated = evaluate(syntax, context) else { return nil }
                return colors(.value(evaluated), at: syntax.location, context)
            }
            guard let list = items(value, context) else {
                error("expected a list of colours for 'colors', found \(value.kindDescription)", at: self.location(of: value, key: key))
                return nil
            }
            var result: [ColorStyle] = []
            for item in list {
                guard let color = color(item, for: "colors", keyLocation: item.location, context) else { return nil }
                result.append(color)
            }
            return result
        case .value(let value):
            guard case .array(let values) = value else {
                error("expected an array of colours for 'colors', found \(value.interpolationDescription)", at: location)
                return nil
            }
            var result: [ColorStyle] = []
            for item in values {
                guard let color = color(item) else {
                    error("expected a colour in 'colors', found \(item.interpolationDescription)", at: location)
                    return nil
                }
                result.append(color)
            }
            return result
        case .fullTurn:
            return nil
        }
    }

    /// `stops: [{color: red, location: 0}, …]` / `stops: [.init(color: .red, location: 0), …]`.
    private func stops(_ argument: StyleArgument, at location: SourceLocation, _ context: CompileContext) -> [GradientStop]? {
        switch argument {
        case .syntax(let value, let key):
            guard let list = items(value, context) else {
                if case .expression(let syntax) = value, let evaluated = evaluate(syntax, context) {
                    return stops(.value(evaluated), at: syntax.location, context)
                }
                error("expected a list of stops for 'stops', found \(value.kindDescription)", at: self.location(of: value, key: key))
                return nil
            }
            var result: [GradientStop] = []
            for item in list {
                // `Gradient.Stop(color: .red, location: 0)`: read argument by argument.
                let item = item.labelledCall(of: ["Gradient.Stop"]) ?? item
                switch item {
                case .record:
                    guard let fields = parameters(item, of: "stop", allowed: ["color", "location"], keyLocation: item.location) else { return nil }
                    guard let colorField = fields["color"], let locationField = fields["location"] else {
                        error("a gradient stop needs 'color' and 'location'", at: item.location)
                        return nil
                    }
                    guard let color = color(colorField.value, for: "color", keyLocation: colorField.key, context),
                        let at = number(locationField.value, for: "location", keyLocation: locationField.key, context)
                    else { return nil }
                    result.append(GradientStop(color: color, location: at))
                case .expression(let syntax):
                    guard let evaluated = evaluate(syntax, context), let stop = stop(evaluated, at: syntax.location) else { return nil }
                    result.append(stop)
                default:
                    error("expected a stop {color: …, location: …}, found \(item.kindDescription)", at: item.location)
                    return nil
                }
            }
            return result
        case .value(let value):
            guard case .array(let values) = value else {
                error("expected an array of Gradient.Stop for 'stops', found \(value.interpolationDescription)", at: location)
                return nil
            }
            var result: [GradientStop] = []
            for item in values {
                guard let stop = stop(item, at: location) else { return nil }
                result.append(stop)
            }
            return result
        case .fullTurn:
            return nil
        }
    }

    /// `Gradient.Stop(color: .red, location: 0.2)`, `.init(color:location:)`.
    private func stop(_ value: Value, at location: SourceLocation) -> GradientStop? {
        guard case .symbol(let symbol) = value, symbol.path.count == 1, let arguments = symbol.path[0].arguments,
            arguments.map(\.label) == ["color", "location"], let color = color(arguments[0].value),
            let at = arguments[1].value.number
        else {
            error("expected a stop such as .init(color: .red, location: 0.5), found \(value.interpolationDescription)", at: location)
            return nil
        }
        return GradientStop(color: color, location: at)
    }

    /// `gradient: Gradient(colors: …)` / `gradient: {colors: […]}` / `.blue.gradient`.
    private func gradientStops(_ argument: StyleArgument, at location: SourceLocation, _ context: CompileContext) -> [GradientStop]? {
        switch argument {
        case .syntax(let value, let key):
            switch value.labelledCall(of: ["Gradient"]) ?? value {
            case .record(let record) where record.fields.count == 1:
                let field = record.fields[0]
                if field.label == "colors" { return colors(.syntax(field.value, key: field.labelLocation), at: location, context).map(GradientStop.evenlySpaced) }
                if field.label == "stops" { return stops(.syntax(field.value, key: field.labelLocation), at: location, context) }
            case .expression(let syntax):
                guard let evaluated = evaluate(syntax, context) else { return nil }
                return gradientStops(.value(evaluated), at: syntax.location, context)
            default:
                break
            }
            error("expected a gradient: {colors: […]} or {stops: […]}, found \(value.kindDescription)", at: self.location(of: value, key: key))
            return nil
        case .value(let value):
            if case .symbol(let symbol) = value, symbol.type == "Gradient", symbol.path.count == 1, let arguments = symbol.path[0].arguments,
                arguments.count == 1
            {
                if arguments[0].label == "colors" { return colors(.value(arguments[0].value), at: location, context).map(GradientStop.evenlySpaced) }
                if arguments[0].label == "stops" { return stops(.value(arguments[0].value), at: location, context) }
            }
            if case .gradient(let gradient)? = shapeStyle(value, for: "gradient", at: location, context) { return gradient.stops }
            return nil
        case .fullTurn:
            return nil
        }
    }

    /// A unit point: `top`, `[0.5, 0]`, `{x: 0.5, y: 0}`; Swift `.top`, `UnitPoint(x: 0.5, y: 0)`.
    private func unitPoint(_ argument: StyleArgument, for name: String, at location: SourceLocation, _ context: CompileContext) -> UnitPoint? {
        switch argument {
        case .syntax(let value, let key):
            let value = value.labelledCall(of: ["UnitPoint"]) ?? value
            switch value {
            case .expression(let syntax):
                guard let evaluated = evaluate(syntax, context) else { return nil }
                return unitPoint(.value(evaluated), for: name, at: syntax.location, context)
            case .list(let list) where list.items.count == 2:
                guard let x = number(list.items[0], for: name, keyLocation: key, context),
                    let y = number(list.items[1], for: name, keyLocation: key, context)
                else { return nil }
                return UnitPoint(x: x, y: y)
            case .record:
                guard let fields = parameters(value, of: name, allowed: ["x", "y"], keyLocation: key) else { return nil }
                guard let xField = fields["x"], let yField = fields["y"] else {
                    error("a unit point needs 'x' and 'y'", at: self.location(of: value, key: key))
                    return nil
                }
                // A bad number is reported where it is written, and only there.
                guard let x = number(xField.value, for: "x", keyLocation: xField.key, context),
                    let y = number(yField.value, for: "y", keyLocation: yField.key, context)
                else { return nil }
                return UnitPoint(x: x, y: y)
            default:
                return named(value, UnitPoint.named, kind: "unit point", for: name, keyLocation: key)
            }
        case .value(let value):
            if let point = unitPoint(value) { return point }
            error("expected a unit point such as .top or UnitPoint(x: 0.5, y: 0) for '\(name)', found \(value.interpolationDescription)", at: location)
            return nil
        case .fullTurn:
            return nil
        }
    }

    private func number(_ argument: StyleArgument, for name: String, at location: SourceLocation, _ context: CompileContext) -> Double? {
        switch argument {
        case .syntax(let value, let key): return number(value, for: name, keyLocation: key, context)
        case .value(let value):
            if let n = value.number, n.isFinite { return n }
            error("expected a number for '\(name)', found \(value.interpolationDescription)", at: location)
            return nil
        case .fullTurn: return nil
        }
    }

    /// An angle: `90` (degrees) or `{degrees: 90}` / `{radians: 1.5}`; Swift `.degrees(90)`.
    private func angle(_ argument: StyleArgument, for name: String, at location: SourceLocation, _ context: CompileContext) -> Double? {
        switch argument {
        case .syntax(let value, let key):
            let value = value.labelledCall(of: ["Angle"]) ?? value
            switch value {
            case .expression(let syntax):
                return angle(syntax, context)
            case .record:
                guard let fields = parameters(value, of: name, allowed: ["degrees", "radians"], keyLocation: key) else { return nil }
                if let field = fields["degrees"] { return number(field.value, for: "degrees", keyLocation: field.key, context).map { $0 * .pi / 180 } }
                if let field = fields["radians"] { return number(field.value, for: "radians", keyLocation: field.key, context) }
                error("an angle needs 'degrees' or 'radians'", at: self.location(of: value, key: key))
                return nil
            default:
                return number(value, for: name, keyLocation: key, context).map { $0 * .pi / 180 }
            }
        case .value(let value):
            if let radians = radians(value) { return radians }
            error("expected an angle such as .degrees(45) for '\(name)', found \(value.interpolationDescription)", at: location)
            return nil
        case .fullTurn:
            return 0
        }
    }
}
