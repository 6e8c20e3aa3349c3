import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

/// Reading a `StrokeStyle`: Swift `StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 4])`
/// (or `.init(…)`), YAML `{lineWidth: 4, lineCap: round, dash: [8, 4]}` — the same labels.
extension CompileSession {
    static let strokeStyleLabels = ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"]
    static let lineCaps = Dictionary(uniqueKeysWithValues: StrokeStyle.LineCap.allCases.map { ($0.rawValue, $0) })
    static let lineJoins = Dictionary(uniqueKeysWithValues: StrokeStyle.LineJoin.allCases.map { ($0.rawValue, $0) })
    /// The most lengths a dash pattern may have (a pattern is a handful; this bounds the work).
    static let maximumDashCount = 64

    func strokeStyle(_ node: ValueSyntax, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> StrokeStyle? {
        // `StrokeStyle(lineWidth: 4, dash: [8, 4])`: read argument by argument.
        let node = node.labelledCall(of: ["StrokeStyle"]) ?? node
        switch node {
        case .record:
            guard let fields = parameters(node, of: "StrokeStyle", allowed: Self.strokeStyleLabels, keyLocation: keyLocation) else { return nil }
            var line = StrokeStyle()
            for (label, field) in fields {
                switch label {
                case "lineCap":
                    guard let cap = named(field.value, Self.lineCaps, kind: "line cap", for: label, keyLocation: field.key, context: context) else { return nil }
                    line.lineCap = cap
                case "lineJoin":
                    guard let join = named(field.value, Self.lineJoins, kind: "line join", for: label, keyLocation: field.key, context: context) else { return nil }
                    line.lineJoin = join
                case "dash":
                    var dash: [Double] = []
                    if let items = items(field.value, context) {
                        for item in items {
                            guard let n = number(item, for: "dash", keyLocation: field.key, context) else { return nil }
                            dash.append(n)
                        }
                    } else if case .expression(let syntax) = field.value, context.scope.context != nil {
                        // `dash: StrokeDash.subtle`, a design system's `[CGFloat]`: its lengths.
                        guard let value = evaluate(syntax, context) else { return nil }
                        guard case .array(let values) = value, let lengths = Optional(values.compactMap(\.number)), lengths.count == values.count else {
                            error("expected a list of lengths for 'dash' ([8, 4]: 8 points drawn, 4 left out), found a value of type \(value.typeName)", at: syntax.location)
                            return nil
                        }
                        dash = lengths
                    } else {
                        error("expected a list of lengths for 'dash' ([8, 4]: 8 points drawn, 4 left out)", at: location(of: field.value, key: field.key))
                        return nil
                    }
                    // (Each field is checked where it is written.)
                    guard validated(StrokeStyle(dash: dash), at: location(of: field.value, key: field.key)) != nil else { return nil }
                    line.dash = dash
                default:
                    guard let n = number(field.value, for: label, keyLocation: field.key, context) else { return nil }
                    var alone = StrokeStyle()
                    switch label {
                    case "lineWidth": alone.lineWidth = n
                    case "miterLimit": alone.miterLimit = n
                    default: alone.dashPhase = n
                    }
                    guard validated(alone, at: location(of: field.value, key: field.key)) != nil else { return nil }
                    switch label {
                    case "lineWidth": line.lineWidth = n
                    case "miterLimit": line.miterLimit = n
                    default: line.dashPhase = n
                    }
                }
            }
            return line
        case .expression(let syntax):
            guard let value = evaluate(syntax, context) else { return nil }
            return strokeStyle(value, for: name, at: syntax.location)
        default:
            error("expected a StrokeStyle for '\(name)': StrokeStyle(lineWidth: 2, dash: [6, 3])", at: location(of: node, key: keyLocation))
            return nil
        }
    }

    /// A Swift `StrokeStyle(…)` value.
    func strokeStyle(_ value: Value, for name: String, at location: SourceLocation) -> StrokeStyle? {
        guard case .symbol(let symbol) = value, symbol.path.count == 1, symbol.name == "init",
            symbol.type == nil || symbol.type == "StrokeStyle", let arguments = symbol.path[0].arguments
        else {
            error("expected a StrokeStyle for '\(name)': StrokeStyle(lineWidth: 2, dash: [6, 3]), found \(value.interpolationDescription)", at: location)
            return nil
        }
        var line = StrokeStyle()
        var seen: Set<String> = []
        for argument in arguments {
            guard let label = argument.label, Self.strokeStyleLabels.contains(label), seen.insert(label).inserted else {
                error(
                    "StrokeStyle takes (lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:), not '\(argument.label ?? "_")'"
                        + (argument.label.flatMap { Suggestions.closest(to: $0, in: Self.strokeStyleLabels) }.map { "; did you mean '\($0)'?" } ?? ""),
                    at: location)
                return nil
            }
            switch label {
            case "lineCap", "lineJoin":
                guard case .symbol(let member) = argument.value, member.path.count == 1, member.path[0].arguments == nil,
                    member.type == nil || member.type == (label == "lineCap" ? "CGLineCap" : "CGLineJoin")
                else {
                    error("expected a line \(label == "lineCap" ? "cap (.butt, .round, .square)" : "join (.miter, .round, .bevel)") for '\(label)', found \(argument.value.interpolationDescription)", at: location)
                    return nil
                }
                if label == "lineCap" {
                    guard let cap = Self.lineCaps[member.name] else {
                        error("unknown line cap '.\(member.name)'\(Suggestions.didYouMeanMember(member.name, in: Self.lineCaps.keys))", at: location)
                        return nil
                    }
                    line.lineCap = cap
                } else {
                    guard let join = Self.lineJoins[member.name] else {
                        error("unknown line join '.\(member.name)'\(Suggestions.didYouMeanMember(member.name, in: Self.lineJoins.keys))", at: location)
                        return nil
                    }
                    line.lineJoin = join
                }
            case "dash":
                guard case .array(let items) = argument.value else {
                    error("expected an array of lengths for 'dash' ([8, 4]: 8 points drawn, 4 left out), found \(argument.value.interpolationDescription)", at: location)
                    return nil
                }
                var dash: [Double] = []
                for item in items {
                    guard let n = item.number else {
                        error("expected a length in 'dash', found \(item.interpolationDescription)", at: location)
                        return nil
                    }
                    dash.append(n)
                }
                line.dash = dash
            default:
                guard let n = argument.value.number else {
                    error("expected a number for '\(label)', found \(argument.value.interpolationDescription)", at: location)
                    return nil
                }
                switch label {
                case "lineWidth": line.lineWidth = n
                case "miterLimit": line.miterLimit = n
                default: line.dashPhase = n
                }
            }
        }
        return validated(line, at: location)
    }

    /// The style, or nil after an error when a line could not be drawn from it.
    func validated(_ line: StrokeStyle, at location: SourceLocation) -> StrokeStyle? {
        if !line.lineWidth.isFinite || line.lineWidth < 0 {
            error("'lineWidth' must be a finite number of points, 0 or more, not \(SwiftFormat.double(line.lineWidth))", at: location)
            return nil
        }
        if !line.miterLimit.isFinite || !line.dashPhase.isFinite {
            let (label, n) = line.miterLimit.isFinite ? ("dashPhase", line.dashPhase) : ("miterLimit", line.miterLimit)
            error("'\(label)' must be a finite number, not \(SwiftFormat.double(n))", at: location)
            return nil
        }
        if line.dash.count > Self.maximumDashCount {
            error("a dash pattern of \(line.dash.count) lengths is more than layoutdraw draws (\(Self.maximumDashCount))", at: location)
            return nil
        }
        if let bad = line.dash.first(where: { !$0.isFinite || $0 < 0 }) {
            error("dash lengths must be finite numbers of points, 0 or more, not \(SwiftFormat.double(bad))", at: location)
            return nil
        }
        if !line.dash.isEmpty, line.dash.allSatisfy({ $0 == 0 }) {
            error("a dash pattern of zeros draws nothing; leave 'dash' out for a solid line", at: location)
            return nil
        }
        return line
    }
}
