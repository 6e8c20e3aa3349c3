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

    /// `aspectRatio: fit` (`.aspectRatio(contentMode: .fit)`), or `{ratio, contentMode}` where
    /// `ratio` is a number, an expression (`'2/3'`), a CGSize `[w, h]`, or null. Swift:
    /// `.aspectRatio(2/3, contentMode: .fit)`, `.aspectRatio(CGSize(width: 2, height: 1), contentMode: .fill)`,
    /// `.aspectRatio(1)` (fit).
    static func aspectRatio(_ i: ModifierInput) -> Modification? {
        let d = i.session
        let modes = Dictionary(uniqueKeysWithValues: ContentMode.allCases.map { ($0.rawValue, $0) })
        let usage = "write aspectRatio: fit, or {ratio: 0.667, contentMode: fill}"
        guard let value = i.value else {
            if i.call.expression != nil { return .modifier(AspectRatio(nil, contentMode: .fit)) }
            d.error("'aspectRatio' needs a content mode: \(usage)", at: i.location)
            return nil
        }
        switch value {
        case .expression(let syntax):
            guard let evaluated = d.evaluate(syntax, i.context) else { return nil }
            if case .symbol = evaluated {
                return d.named(value, modes, kind: "content mode", for: "aspectRatio", keyLocation: i.location, context: i.context)
                    .map { .modifier(AspectRatio(nil, contentMode: $0)) }
            }
            return ratio(value, key: i.location, i).map { .modifier(AspectRatio($0, contentMode: .fit)) }
        default:
            break
        }
        guard let fields = d.parameters(value, of: "aspectRatio", allowed: ["ratio", "contentMode"], keyLocation: i.location)
        else { return nil }
        var mode = ContentMode.fit
        if let modeField = fields["contentMode"] {
            guard let named = d.named(modeField.value, modes, kind: "content mode", for: "contentMode", keyLocation: modeField.key, context: i.context)
            else { return nil }
            mode = named
        } else if i.call.expression == nil {
            d.error("'aspectRatio' needs 'contentMode' (fit or fill), as in SwiftUI", at: d.location(value))
            return nil
        }
        var ratio: Double?
        if let field = fields["ratio"], !field.value.isNull, !d.isNil(field.value, i.context) {
            guard let r = self.ratio(field.value, key: field.key, i) else { return nil }
            ratio = r
        }
        return .modifier(AspectRatio(ratio, contentMode: mode))
    }

    /// A ratio: a positive number, or a CGSize (`[w, h]`, `CGSize(width:height:)`) as width / height.
    private static func ratio(_ value: ValueSyntax, key: SourceLocation, _ i: ModifierInput) -> Double? {
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

    /// `position: {x, y}`; either may be omitted (SwiftUI's defaults are 0). Swift also
    /// `.position(CGPoint(x:y:))`.
    static func position(_ i: ModifierInput) -> Modification? {
        if case .expression(let syntax)? = i.value {
            guard let value = i.session.evaluate(syntax, i.context) else { return nil }
            guard case .point(let p) = value else {
                i.session.error("'position' takes a CGPoint or (x:y:), not a value of type \(value.typeName)", at: syntax.location)
                return nil
            }
            return .modifier(Position(x: p.x, y: p.y))
        }
        guard let point = point(i, allowed: ["x", "y", "point"], defaults: (0, 0)) else { return nil }
        return .modifier(Position(x: point.x, y: point.y))
    }

    /// `offset: {x, y, ignoredByLayout}`; x and y default to 0. Swift also `.offset(CGSize(…))`.
    static func offset(_ i: ModifierInput) -> Modification? {
        if case .expression(let syntax)? = i.value {
            guard let value = i.session.evaluate(syntax, i.context) else { return nil }
            guard case .size(let s) = value else {
                i.session.error("'offset' takes a CGSize or (x:y:), not a value of type \(value.typeName)", at: syntax.location)
                return nil
            }
            return .modifier(Offset(x: s.width, y: s.height, ignoredByLayout: false))
        }
        guard let point = point(i, allowed: ["x", "y", "ignoredByLayout"], defaults: (0, 0)),
            let ignored = ignoredByLayout(i)
        else { return nil }
        return .modifier(Offset(x: point.x, y: point.y, ignoredByLayout: ignored))
    }

    // MARK: Rotation, scale

    /// `rotationEffect: 45` (degrees) or `{degrees | radians, anchor, ignoredByLayout}`;
    /// Swift `.rotationEffect(.degrees(45), anchor: .topLeading)`.
    static func rotationEffect(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'rotationEffect' needs an angle: rotationEffect: 45, or {degrees: 45, anchor: topLeading}", at: i.location)
            return nil
        }
        switch value {
        case .record: break
        case .expression(let syntax):
            guard let radians = d.angle(syntax, i.context) else { return nil }
            return .modifier(RotationEffect(radians: radians, anchor: .center, ignoredByLayout: false))
        default:
            return d.number(value, for: "rotationEffect", keyLocation: i.location, i.context).map { .modifier(RotationEffect(degrees: $0)) }
        }
        guard let fields = d.parameters(value, of: "rotationEffect", allowed: ["degrees", "radians", "angle", "anchor", "ignoredByLayout"], keyLocation: i.location)
        else { return nil }
        let angles = ["degrees", "radians", "angle"].compactMap { fields[$0] }
        guard angles.count == 1, let angle = angles.first else {
            if angles.isEmpty {
                d.error("'rotationEffect' needs 'degrees' or 'radians'", at: d.location(value))
            } else {
                d.error("'rotationEffect' takes 'degrees' or 'radians', not both", at: angles[1].key)
            }
            return nil
        }
        let radians: Double
        if angle.name == "angle", case .expression(let syntax) = angle.value {
            guard let r = d.angle(syntax, i.context) else { return nil }
            radians = r
        } else {
            guard let amount = d.number(angle.value, for: angle.name, keyLocation: angle.key, i.context) else { return nil }
            radians = angle.name == "radians" ? amount : amount * Double.pi / 180
        }
        guard let anchor = anchor(fields, i), let ignored = ignoredByLayout(i) else { return nil }
        return .modifier(RotationEffect(radians: radians, anchor: anchor, ignoredByLayout: ignored))
    }

    /// `scaleEffect: 2`, or `{x, y, anchor, ignoredByLayout}` (x and y default to 1), or
    /// `{scale: 2 | [x, y], anchor, ignoredByLayout}`; Swift `.scaleEffect(2, anchor: .top)`,
    /// `.scaleEffect(x: 2, y: 1)`, `.scaleEffect(CGSize(width: 2, height: 1))`.
    static func scaleEffect(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'scaleEffect' needs a scale: scaleEffect: 2, or {x: 2, y: 1, anchor: center}", at: i.location)
            return nil
        }
        guard case .record = value else {
            if case .expression(let syntax) = value, case .size(let s)? = d.evaluate(syntax, i.context, reportingErrors: false) {
                return .modifier(ScaleEffect(x: s.width, y: s.height, anchor: .center, ignoredByLayout: false))
            }
            return d.number(value, for: "scaleEffect", keyLocation: i.location, i.context).map { .modifier(ScaleEffect($0)) }
        }
        guard let fields = d.parameters(value, of: "scaleEffect", allowed: ["scale", "x", "y", "anchor", "ignoredByLayout"], keyLocation: i.location)
        else { return nil }
        var x = 1.0, y = 1.0
        if let scale = fields["scale"] {
            if let other = fields["x"] ?? fields["y"] {
                d.error("'scaleEffect' takes either 'scale' or 'x'/'y', not both", at: other.key)
                return nil
            }
            let key = scale.key
            if case .list(let list) = scale.value {
                guard list.items.count == 2 else {
                    d.error("a CGSize scale is [x, y], found \(list.items.count) values", at: d.location(scale.value))
                    return nil
                }
                guard let sx = d.number(list.items[0], for: "scale", keyLocation: key, i.context),
                    let sy = d.number(list.items[1], for: "scale", keyLocation: key, i.context)
                else { return nil }
                (x, y) = (sx, sy)
            } else if case .expression(let syntax) = scale.value, case .size(let s)? = d.evaluate(syntax, i.context, reportingErrors: false) {
                (x, y) = (s.width, s.height)
            } else {
                guard let s = d.number(scale.value, for: "scale", keyLocation: key, i.context) else { return nil }
                (x, y) = (s, s)
            }
        } else {
            for name in ["x", "y"] {
                guard let field = fields[name] else { continue }
                guard let n = d.number(field.value, for: name, keyLocation: field.key, i.context) else { return nil }
                if name == "x" { x = n } else { y = n }
            }
        }
        guard let anchor = anchor(fields, i), let ignored = ignoredByLayout(i) else { return nil }
        return .modifier(ScaleEffect(x: x, y: y, anchor: anchor, ignoredByLayout: ignored))
    }

    /// `.modifier(_OffsetEffect(offset: CGSize(…)).ignoredByLayout())`, `_RotationEffect(angle:
    /// anchor:)`, `_ScaleEffect(scale:anchor:)`: the geometry effects behind `offset`,
    /// `rotationEffect` and `scaleEffect` (article 003); `ignoredByLayout()` hides the effect
    /// from geometry queries. (A declared `ViewModifier` is applied by the chain itself.)
    static func modifier(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard case .expression(let syntax)? = i.value else {
            d.error("'modifier' takes a geometry effect such as _OffsetEffect(offset: …) or a ViewModifier", at: i.location)
            return nil
        }
        guard let value = d.evaluate(syntax, i.context) else { return nil }
        guard case .symbol(let symbol) = value, let type = symbol.type, ["_OffsetEffect", "_RotationEffect", "_ScaleEffect"].contains(type),
            symbol.name == "init", let arguments = symbol.path[0].arguments
        else {
            d.error("'modifier' takes _OffsetEffect, _RotationEffect, _ScaleEffect or a declared ViewModifier, not \(value.interpolationDescription)", at: syntax.location)
            return nil
        }
        let ignored = symbol.path.dropFirst().contains { $0.name == "ignoredByLayout" }
        if let other = symbol.path.dropFirst().first(where: { $0.name != "ignoredByLayout" }) {
            d.error("unknown member '\(other.name)' of \(type)\(Suggestions.didYouMean(other.name, in: ["ignoredByLayout"]))", at: syntax.location)
            return nil
        }
        func argument(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        var anchor = UnitPoint.center
        if let value = argument("anchor") {
            guard let a = d.unitPoint(value) else {
                d.error("\(type)'s anchor is a UnitPoint such as .center", at: syntax.location)
                return nil
            }
            anchor = a
        }
        switch type {
        case "_OffsetEffect":
            guard let offset = argument("offset"), let size = d.size(offset) else {
                d.error("_OffsetEffect takes (offset: CGSize(width:height:))", at: syntax.location)
                return nil
            }
            return .modifier(Offset(x: size.width, y: size.height, ignoredByLayout: ignored))
        case "_RotationEffect":
            guard let angle = argument("angle"), let radians = d.radians(angle) else {
                d.error("_RotationEffect takes (angle: .degrees(…), anchor:)", at: syntax.location)
                return nil
            }
            return .modifier(RotationEffect(radians: radians, anchor: anchor, ignoredByLayout: ignored))
        default:
            guard let scale = argument("scale"), let size = d.size(scale) else {
                d.error("_ScaleEffect takes (scale: CGSize(width:height:), anchor:)", at: syntax.location)
                return nil
            }
            return .modifier(ScaleEffect(x: size.width, y: size.height, anchor: anchor, ignoredByLayout: ignored))
        }
    }

    // MARK: coordinateSpace

    /// `coordinateSpace: NAME` or `{name: NAME}`; Swift `.coordinateSpace(name: "X")` or
    /// `.coordinateSpace(.named("X"))`.
    static func coordinateSpace(_ i: ModifierInput) -> Modification? {
        let d = i.session
        var node = i.value
        var key = i.location
        if let value = i.value, case .record = value {
            guard let fields = d.parameters(value, of: "coordinateSpace", allowed: ["name"], keyLocation: i.location) else { return nil }
            guard let field = fields["name"] else {
                d.error("'coordinateSpace' needs 'name'", at: d.location(value))
                return nil
            }
            node = field.value
            key = field.key
        }
        if case .expression(let syntax)? = node, case .coordinateSpace(.named(let name))? = d.evaluate(syntax, i.context, reportingErrors: false) {
            return .modifier(CoordinateSpaceModifier(name: name))
        }
        guard let name = d.string(node, for: "coordinateSpace", keyLocation: key, context: i.context) else { return nil }
        guard !name.trimmingSpaces.isEmpty else {
            d.error("a coordinate space name must not be empty", at: d.location(of: node, key: key))
            return nil
        }
        return .modifier(CoordinateSpaceModifier(name: name))
    }

    // MARK: alignmentGuide

    /// The guides `alignmentGuide` can set; `center` alone is ambiguous, as in Swift.
    static let guideNames: [String: AlignmentGuide.Guide] = [
        "leading": .horizontal(.leading), "trailing": .horizontal(.trailing),
        "HorizontalAlignment.center": .horizontal(.center),
        "top": .vertical(.top), "bottom": .vertical(.bottom), "VerticalAlignment.center": .vertical(.center),
        "firstTextBaseline": .vertical(.firstTextBaseline), "lastTextBaseline": .vertical(.lastTextBaseline),
    ]

    /// `alignmentGuide: {alignment: leading, value: EXPR}`: EXPR sees the content's dimensions
    /// as `d` (`d.width`, `d.height`, `d[leading]`, `d[top]`, …) and is evaluated at layout.
    /// Swift: `.alignmentGuide(.leading) { d in d.width / 2 }`.
    static func alignmentGuide(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'alignmentGuide' needs {alignment: leading, value: 'd.width / 2'}", at: i.location)
            return nil
        }
        guard let fields = d.parameters(value, of: "alignmentGuide", allowed: ["alignment", "value", "computeValue"], keyLocation: i.location)
        else { return nil }
        guard let alignmentField = fields["alignment"], let valueField = fields["value"] ?? fields["computeValue"] else {
            d.error("'alignmentGuide' needs both 'alignment' and 'value'", at: d.location(value))
            return nil
        }
        let customs = i.context.program.alignments
        var names = guideNames
        for (name, guide) in customs.horizontal { names[name] = .horizontal(guide) }
        for (name, guide) in customs.vertical { names[name] = .vertical(guide) }
        guard
            let guide = d.named(
                alignmentField.value, names, kind: "alignment guide", for: "alignment", keyLocation: alignmentField.key,
                context: i.context,
                hint: { key in
                    key == "center"
                        ? "'center' is ambiguous here: write HorizontalAlignment.center or VerticalAlignment.center" : nil
                })
        else { return nil }
        let compute: @Sendable (ViewDimensions) throws(Diagnostic) -> Double
        switch valueField.value {
        case .closure(let closure):
            // `{ d in … }` / `{ $0[.leading] }`, called with the content's dimensions.
            let function = FunctionValue(name: "computeValue", body: .closure(closure.closure), captured: i.context.scope)
            let scope = i.context.scope
            let origin = closure.origin
            do throws(ExpressionError) {
                _ = try Interpreter.call(function, arguments: [LabeledValue(guideDimensions(stand: guide, customs))], scope: scope, at: closure.offset)
            } catch where !CompileSession.dependsOnValues(error) {
                d.report(error, origin: origin, i.context)
                return nil
            } catch {}
            compute = { dimensions throws(Diagnostic) in
                do throws(ExpressionError) {
                    let result = try Interpreter.call(
                        function, arguments: [LabeledValue(guideDimensions(dimensions, guide: guide, customs))], scope: scope, at: closure.offset)
                    guard let n = result.number else {
                        throw ExpressionError("an alignment guide's value is a number, not a value of type \(result.typeName)", at: closure.offset)
                    }
                    return n
                } catch {
                    throw Diagnostic.error(CompileSession.explained(error, scope), at: origin.location(of: error.offset))
                }
            }
        default:
            guard let parsed = d.expression(valueField.value, for: "value", keyLocation: valueField.key, i.context) else { return nil }
            let (expression, origin) = parsed
            // Check the names now, with stand-in dimensions; values are checked at layout.
            do {
                _ = try expression.evaluateNumber(in: i.context.scope.binding("d", to: guideDimensions(stand: guide, customs)))
            } catch where !CompileSession.dependsOnValues(error) {
                d.report(error, origin: origin, i.context)
                return nil
            } catch {}
            let scope = i.context.scope
            compute = { dimensions throws(Diagnostic) in
                let inner = scope.binding("d", to: guideDimensions(dimensions, guide: guide, customs))
                do throws(ExpressionError) {
                    return try expression.evaluateNumber(in: inner)
                } catch {
                    throw Diagnostic.error(CompileSession.explained(error, inner), at: origin.location(of: error.offset))
                }
            }
        }
        switch guide {
        case .horizontal(let h): return .modifier(AlignmentGuide(h, computeValue: compute))
        case .vertical(let v): return .modifier(AlignmentGuide(v, computeValue: compute))
        }
    }

    /// `d` in an `alignmentGuide` expression: the content's size and guides, the scene's custom
    /// guides included (`CompileSession.dimensionsValue`). `center` is the centre along the
    /// guide's own axis.
    static func guideDimensions(_ dimensions: ViewDimensions, guide: AlignmentGuide.Guide, _ customs: CustomAlignments) -> Value {
        CompileSession.dimensionsValue(dimensions, axis: guide.axis, customs: customs)
    }

    /// Stand-in dimensions (100 × 100) for checking an expression's names at compile time.
    private static func guideDimensions(stand guide: AlignmentGuide.Guide, _ customs: CustomAlignments) -> Value {
        var names = ["width", "height", "leading", "trailing", "HorizontalAlignment.center", "top", "bottom",
            "VerticalAlignment.center", "firstTextBaseline", "lastTextBaseline", "center",
            "HorizontalAlignment.leading", "HorizontalAlignment.trailing", "VerticalAlignment.top", "VerticalAlignment.bottom",
            "VerticalAlignment.firstTextBaseline", "VerticalAlignment.lastTextBaseline"]
        for name in customs.horizontal.keys { names += [name, "HorizontalAlignment.\(name)"] }
        for name in customs.vertical.keys { names += [name, "VerticalAlignment.\(name)"] }
        return .namespace(Dictionary(names.map { ($0, Value.double(100)) }) { a, _ in a })
    }

    // MARK: zIndex, hidden

    static func zIndex(_ i: ModifierInput) -> Modification? {
        i.session.number(i.value, for: "zIndex", keyLocation: i.location, i.context).map { .modifier(ZIndex($0)) }
    }

    static func hidden(_ i: ModifierInput) -> Modification? {
        guard let on = i.session.bool(i.value, for: "hidden", keyLocation: i.location, i.context, default: true) else { return nil }
        guard on else {
            i.session.error("'hidden: false' is not a modifier; remove it to show the view", at: i.session.location(of: i.value, key: i.location))
            return nil
        }
        return .modifier(Hidden())
    }

    // MARK: Shared parameters

    /// `{x, y}` numbers, each defaulting; an empty value is the defaults (`.position()`).
    private static func point(_ i: ModifierInput, allowed: [String], defaults: (Double, Double)) -> Point? {
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
    private static func ignoredByLayout(_ i: ModifierInput) -> Bool? {
        guard let value = i.value, case .record(let record) = value else { return false }
        for field in i.session.fields(of: record) where field.name == "ignoredByLayout" {
            return i.session.bool(field.value, for: "ignoredByLayout", keyLocation: field.key, i.context)
        }
        return false
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
