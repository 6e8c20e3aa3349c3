import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Mappings for the modifiers that place, transform or order a view without being drawn
/// themselves (scene-format §2.2): `aspectRatio`, `position`, `offset`, `rotationEffect`,
/// `scaleEffect`, `modifier(_OffsetEffect(…))`, `coordinateSpace`, `alignmentGuide`,
/// `zIndex`, `hidden`.
extension Modifiers {
    // MARK: aspectRatio

    /// A ratio: a positive number, or a CGSize (`[w, h]`, `CGSize(width:height:)`) as width / height.
    static func ratio(_ value: ValueSyntax, key: SourceLocation, _ i: ModifierInput) -> Double? {
        let d = i.session
        var pair: (Double, Double)?
        if case .list(let list) = value {
            // `CGSize(width:height:)`: the ratio is width / height.
            guard list.items.count == 2 else {
                d.error("a CGSize ratio is [width, height], found \(list.items.count) values", at: d.location(value))
                return nil
            }
            guard let w = d.number(list.items[0], for: "ratio", keyLocation: key, i.context),
                let h = d.number(list.items[1], for: "ratio", keyLocation: key, i.context)
            else { return nil }
            pair = (w, h)
        } else if case .expression(let syntax) = value, case .size(let size)? = d.evaluate(syntax, i.context, reportingErrors: false) {
            pair = (size.width, size.height)
        }
        if let (w, h) = pair {
            guard w > 0, h > 0 else {
                d.valueError("a CGSize ratio needs a positive width and height, found [\(SwiftFormat.double(w)), \(SwiftFormat.double(h))]", at: d.location(value), i.context)
                return nil
            }
            return w / h
        }
        guard let r = d.number(value, for: "ratio", keyLocation: key, i.context) else { return nil }
        guard r > 0 else {
            d.valueError("an aspect ratio must be positive, found \(SwiftFormat.double(r))", at: d.location(value), i.context)
            return nil
        }
        return r
    }

    // MARK: position, offset

    // MARK: Rotation, scale

    // MARK: coordinateSpace

    // MARK: alignmentGuide

    /// The guides `alignmentGuide` can set; `center` alone is ambiguous, as in Swift.
    static let guideNames: [String: AlignmentGuide.Guide] = [
        "leading": .horizontal(.leading), "trailing": .horizontal(.trailing),
        "HorizontalAlignment.center": .horizontal(.center),
        "top": .vertical(.top), "bottom": .vertical(.bottom), "VerticalAlignment.center": .vertical(.center),
        "firstTextBaseline": .vertical(.firstTextBaseline), "lastTextBaseline": .vertical(.lastTextBaseline),
    ]

    /// `d` in an `alignmentGuide` expression: the content's size and guides, the scene's custom
    /// guides included (`CompileSession.dimensionsValue`). `center` is the centre along the
    /// guide's own axis.
    static func guideDimensions(_ dimensions: ViewDimensions, guide: AlignmentGuide.Guide, _ customs: CustomAlignments) -> Value {
        CompileSession.dimensionsValue(dimensions, axis: guide.axis, customs: customs)
    }

    /// Stand-in dimensions (100 × 100) for checking an expression's names at compile time.
    static func guideDimensions(stand guide: AlignmentGuide.Guide, _ customs: CustomAlignments) -> Value {
        var names = ["width", "height", "leading", "trailing", "HorizontalAlignment.center", "top", "bottom",
            "VerticalAlignment.center", "firstTextBaseline", "lastTextBaseline", "center",
            "HorizontalAlignment.leading", "HorizontalAlignment.trailing", "VerticalAlignment.top", "VerticalAlignment.bottom",
            "VerticalAlignment.firstTextBaseline", "VerticalAlignment.lastTextBaseline"]
        for name in customs.horizontal.keys { names += [name, "HorizontalAlignment.\(name)"] }
        for name in customs.vertical.keys { names += [name, "VerticalAlignment.\(name)"] }
        return .namespace(Dictionary(names.map { ($0, Value.double(100)) }) { a, _ in a })
    }

    // MARK: zIndex, hidden

    // MARK: Shared parameters

    /// `{x, y}` numbers, each defaulting; an empty value is the defaults (`.position()`).
    static func point(_ i: ModifierInput, allowed: [String], defaults: (Double, Double)) -> Point? {
        let d = i.session
        var point = Point(x: defaults.0, y: defaults.1)
        guard let value = i.value else { return point }
        guard let fields = d.parameters(value, of: i.name, allowed: allowed, keyLocation: i.location) else { return nil }
        for name in ["x", "y"] {
            guard let field = fields[name] else { continue }
            guard let n = d.number(field.value, for: name, keyLocation: field.key, i.context) else { return nil }
            if name == "x" { point.x = n } else { point.y = n }
        }
        return point
    }

    /// The `ignoredByLayout` flag of an effect's mapping (false when absent).
    static func ignoredByLayout(_ i: ModifierInput) -> Bool? {
        guard let value = i.value, case .record(let record) = value else { return false }
        for field in i.session.fields(of: record) where field.name == "ignoredByLayout" {
            return i.session.bool(field.value, for: "ignoredByLayout", keyLocation: field.key, i.context)
        }
        return false
    }

    /// An effect's angle in radians, from exactly one of its fields `degrees`, `radians` (numbers)
    /// or `angle` (a Swift `Angle`: `.degrees(45)`, `Angle(radians: .pi)`) — the record form of
    /// `rotationEffect` and a shape's `rotation`.
    static func angle(_ fields: Parameters, in value: ValueSyntax, _ i: ModifierInput) -> Double? {
        let d = i.session
        let angles = ["degrees", "radians", "angle"].compactMap { fields[$0] }
        guard angles.count == 1, let angle = angles.first else {
            if angles.isEmpty {
                d.error("'\(i.name)' needs 'degrees' or 'radians'", at: d.location(value))
            } else {
                d.error("'\(i.name)' takes 'degrees' or 'radians', not both", at: angles[1].key)
            }
            return nil
        }
        if angle.name == "angle", case .expression(let syntax) = angle.value {
            return d.angle(syntax, i.context)
        }
        guard let amount = d.number(angle.value, for: angle.name, keyLocation: angle.key, i.context) else { return nil }
        return angle.name == "radians" ? amount : amount * Double.pi / 180
    }

    /// An effect's `anchor`: a UnitPoint name (`topLeading`, `.center`, …), `[x, y]` or
    /// `{x, y}`; the centre when absent.
    static func anchor(_ fields: Parameters, _ i: ModifierInput) -> UnitPoint? {
        let d = i.session
        guard let field = fields["anchor"] else { return .center }
        let key = field.key
        // `UnitPoint(x: 0.5, y: 0)`: read argument by argument.
        let value = field.value.labelledCall(of: ["UnitPoint"]) ?? field.value
        switch value {
        case .list(let list):
            guard list.items.count == 2 else {
                d.error("a UnitPoint is [x, y], found \(list.items.count) values", at: d.location(field.value))
                return nil
            }
            guard let x = d.number(list.items[0], for: "anchor", keyLocation: key, i.context),
                let y = d.number(list.items[1], for: "anchor", keyLocation: key, i.context)
            else { return nil }
            return UnitPoint(x: x, y: y)
        case .record:
            guard let xy = d.parameters(value, of: "anchor", allowed: ["x", "y"], keyLocation: key) else { return nil }
            var unit = UnitPoint(x: 0, y: 0)
            for name in ["x", "y"] {
                guard let f = xy[name] else { continue }
                guard let n = d.number(f.value, for: name, keyLocation: f.key, i.context) else { return nil }
                if name == "x" { unit.x = n } else { unit.y = n }
            }
            return unit
        case .expression(let syntax) where !syntax.expression.isImplicitMember:
            guard let value = d.evaluate(syntax, i.context) else { return nil }
            guard let unit = d.unitPoint(value) else {
                d.error("an anchor is a UnitPoint such as .topLeading or UnitPoint(x: 0.5, y: 0)", at: syntax.location)
                return nil
            }
            return unit
        default:
            return d.named(field.value, UnitPoint.named, kind: "anchor", for: "anchor", keyLocation: key, context: i.context)
        }
    }
}

extension CompileSession {
    /// An `Angle` written in Swift (`.degrees(30)`, `.radians(.pi)`, `Angle(degrees: 30)`), in radians.
    func angle(_ syntax: ExpressionSyntax, _ context: CompileContext) -> Double? {
        guard let value = evaluate(syntax, context) else { return nil }
        guard let radians = radians(value) else {
            error("expected an angle such as .degrees(45), found \(value.interpolationDescription)", at: syntax.location)
            return nil
        }
        return radians
    }

    /// An `Angle` value in radians; nil when the value is not one.
    func radians(_ value: Value) -> Double? {
        // `.zero` (Angle's static `zero`, 0 radians).
        if case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "Angle", symbol.path.count == 1,
            symbol.name == "zero", symbol.path[0].arguments == nil
        {
            return 0
        }
        guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "Angle", symbol.path.count == 1,
            let arguments = symbol.path[0].arguments, arguments.count == 1, let amount = arguments[0].value.number
        else { return nil }
        let unit = symbol.name == "init" ? arguments[0].label : symbol.name
        switch unit {
        case "degrees": return amount * Double.pi / 180
        case "radians": return amount
        default: return nil
        }
    }

    /// A `UnitPoint` value (`.topLeading`, `UnitPoint(x:y:)`); nil when the value is not one.
    func unitPoint(_ value: Value) -> UnitPoint? {
        guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "UnitPoint", symbol.path.count == 1 else { return nil }
        if symbol.name == "init", let arguments = symbol.path[0].arguments, arguments.map(\.label) == ["x", "y"],
            let x = arguments[0].value.number, let y = arguments[1].value.number
        {
            return UnitPoint(x: x, y: y)
        }
        return symbol.path[0].arguments == nil ? UnitPoint.named[symbol.name] : nil
    }

    /// A `CGSize` value, also written `.init(width:height:)` where one is expected.
    func size(_ value: Value) -> Size? {
        switch value {
        case .size(let s): return s
        case .symbol(let symbol) where symbol.path.count == 1 && symbol.name == "init":
            guard let arguments = symbol.path[0].arguments, arguments.map(\.label) == ["width", "height"],
                let w = arguments[0].value.number, let h = arguments[1].value.number
            else { return nil }
            return Size(width: w, height: h)
        default: return nil
        }
    }
}
