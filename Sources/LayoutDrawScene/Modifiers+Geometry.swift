import LayoutDrawCore
import LayoutEngine

/// Decoders for the modifiers that place, transform or order a view without being drawn
/// themselves (scene-format §2.2): `aspectRatio`, `position`, `offset`, `rotationEffect`,
/// `scaleEffect`, `coordinateSpace`, `alignmentGuide`, `zIndex`, `hidden`.
extension Modifiers {
    // MARK: aspectRatio

    /// `aspectRatio: fit` (`.aspectRatio(contentMode: .fit)`), or `{ratio, contentMode}` where
    /// `ratio` is a number, an expression (`'2/3'`), a CGSize `[w, h]`, or null.
    static func aspectRatio(_ i: ModifierInput) -> Modification? {
        let d = i.decoding
        let modes = Dictionary(uniqueKeysWithValues: ContentMode.allCases.map { ($0.rawValue, $0) })
        let usage = "write aspectRatio: fit, or {ratio: 0.667, contentMode: fill}"
        guard let value = i.value else {
            d.error("'aspectRatio' needs a content mode: \(usage)", at: i.location)
            return nil
        }
        if case .scalar(let scalar) = value {
            switch CoreScalar(scalar) {
            case .int, .double:
                d.error("'aspectRatio' needs a content mode with its ratio, as in SwiftUI: write {ratio: \(scalar.string), contentMode: fit}", at: d.location(value))
                return nil
            default:
                return d.named(value, modes, kind: "content mode", for: "aspectRatio", keyLocation: i.location)
                    .map { .modifier(AspectRatio(nil, contentMode: $0)) }
            }
        }
        guard let fields = d.parameters(value, of: "aspectRatio", allowed: ["ratio", "contentMode"], keyLocation: i.location)
        else { return nil }
        guard let modeField = fields["contentMode"] else {
            d.error("'aspectRatio' needs 'contentMode' (fit or fill), as in SwiftUI", at: d.location(value))
            return nil
        }
        guard let mode = d.named(modeField.value, modes, kind: "content mode", for: "contentMode", keyLocation: d.location(modeField.key))
        else { return nil }
        var ratio: Double?
        if let field = fields["ratio"], !field.value.isNull {
            let key = d.location(field.key)
            if case .sequence(let pair) = field.value {
                // `CGSize(width:height:)`: the ratio is width / height.
                guard pair.count == 2 else {
                    d.error("a CGSize ratio is [width, height], found \(pair.count) values", at: d.location(field.value))
                    return nil
                }
                guard let w = d.number(pair[0], for: "ratio", keyLocation: key, i.context),
                    let h = d.number(pair[1], for: "ratio", keyLocation: key, i.context)
                else { return nil }
                guard w > 0, h > 0 else {
                    d.valueError("a CGSize ratio needs a positive width and height, found [\(SwiftFormat.double(w)), \(SwiftFormat.double(h))]", at: d.location(field.value), i.context)
                    return nil
                }
                ratio = w / h
            } else {
                guard let r = d.number(field.value, for: "ratio", keyLocation: key, i.context) else { return nil }
                guard r > 0 else {
                    d.valueError("an aspect ratio must be positive, found \(SwiftFormat.double(r))", at: d.location(field.value), i.context)
                    return nil
                }
                ratio = r
            }
        }
        return .modifier(AspectRatio(ratio, contentMode: mode))
    }

    // MARK: position, offset

    /// `position: {x, y}`; either may be omitted (SwiftUI's defaults are 0).
    static func position(_ i: ModifierInput) -> Modification? {
        guard let point = point(i, allowed: ["x", "y"], defaults: (0, 0)) else { return nil }
        return .modifier(Position(x: point.x, y: point.y))
    }

    /// `offset: {x, y, ignoredByLayout}`; x and y default to 0.
    static func offset(_ i: ModifierInput) -> Modification? {
        guard let point = point(i, allowed: ["x", "y", "ignoredByLayout"], defaults: (0, 0)),
            let ignored = ignoredByLayout(i)
        else { return nil }
        return .modifier(Offset(x: point.x, y: point.y, ignoredByLayout: ignored))
    }

    // MARK: Rotation, scale

    /// `rotationEffect: 45` (degrees) or `{degrees | radians, anchor, ignoredByLayout}`.
    static func rotationEffect(_ i: ModifierInput) -> Modification? {
        let d = i.decoding
        guard let value = i.value else {
            d.error("'rotationEffect' needs an angle: rotationEffect: 45, or {degrees: 45, anchor: topLeading}", at: i.location)
            return nil
        }
        guard case .mapping = value else {
            return d.number(value, for: "rotationEffect", keyLocation: i.location, i.context).map { .modifier(RotationEffect(degrees: $0)) }
        }
        guard let fields = d.parameters(value, of: "rotationEffect", allowed: ["degrees", "radians", "anchor", "ignoredByLayout"], keyLocation: i.location)
        else { return nil }
        let angles = ["degrees", "radians"].compactMap { fields[$0] }
        guard angles.count == 1, let angle = angles.first else {
            if angles.isEmpty {
                d.error("'rotationEffect' needs 'degrees' or 'radians'", at: d.location(value))
            } else {
                d.error("'rotationEffect' takes 'degrees' or 'radians', not both", at: d.location(angles[1].key))
            }
            return nil
        }
        guard let amount = d.number(angle.value, for: angle.name, keyLocation: d.location(angle.key), i.context),
            let anchor = anchor(fields, i), let ignored = ignoredByLayout(i)
        else { return nil }
        let radians = angle.name == "degrees" ? amount * Double.pi / 180 : amount
        return .modifier(RotationEffect(radians: radians, anchor: anchor, ignoredByLayout: ignored))
    }

    /// `scaleEffect: 2`, or `{x, y, anchor, ignoredByLayout}` (x and y default to 1), or
    /// `{scale: 2 | [x, y], anchor, ignoredByLayout}`.
    static func scaleEffect(_ i: ModifierInput) -> Modification? {
        let d = i.decoding
        guard let value = i.value else {
            d.error("'scaleEffect' needs a scale: scaleEffect: 2, or {x: 2, y: 1, anchor: center}", at: i.location)
            return nil
        }
        guard case .mapping = value else {
            return d.number(value, for: "scaleEffect", keyLocation: i.location, i.context).map { .modifier(ScaleEffect($0)) }
        }
        guard let fields = d.parameters(value, of: "scaleEffect", allowed: ["scale", "x", "y", "anchor", "ignoredByLayout"], keyLocation: i.location)
        else { return nil }
        var x = 1.0, y = 1.0
        if let scale = fields["scale"] {
            if let other = fields["x"] ?? fields["y"] {
                d.error("'scaleEffect' takes either 'scale' or 'x'/'y', not both", at: d.location(other.key))
                return nil
            }
            let key = d.location(scale.key)
            if case .sequence(let pair) = scale.value {
                guard pair.count == 2 else {
                    d.error("a CGSize scale is [x, y], found \(pair.count) values", at: d.location(scale.value))
                    return nil
                }
                guard let sx = d.number(pair[0], for: "scale", keyLocation: key, i.context),
                    let sy = d.number(pair[1], for: "scale", keyLocation: key, i.context)
                else { return nil }
                (x, y) = (sx, sy)
            } else {
                guard let s = d.number(scale.value, for: "scale", keyLocation: key, i.context) else { return nil }
                (x, y) = (s, s)
            }
        } else {
            for name in ["x", "y"] {
                guard let field = fields[name] else { continue }
                guard let n = d.number(field.value, for: name, keyLocation: d.location(field.key), i.context) else { return nil }
                if name == "x" { x = n } else { y = n }
            }
        }
        guard let anchor = anchor(fields, i), let ignored = ignoredByLayout(i) else { return nil }
        return .modifier(ScaleEffect(x: x, y: y, anchor: anchor, ignoredByLayout: ignored))
    }

    // MARK: coordinateSpace

    /// `coordinateSpace: NAME` or `{name: NAME}`.
    static func coordinateSpace(_ i: ModifierInput) -> Modification? {
        let d = i.decoding
        var node = i.value
        var key = i.location
        if let value = i.value, case .mapping = value {
            guard let fields = d.parameters(value, of: "coordinateSpace", allowed: ["name"], keyLocation: i.location) else { return nil }
            guard let field = fields["name"] else {
                d.error("'coordinateSpace' needs 'name'", at: d.location(value))
                return nil
            }
            node = field.value
            key = d.location(field.key)
        }
        guard let name = d.string(node, for: "coordinateSpace", keyLocation: key) else { return nil }
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
    static func alignmentGuide(_ i: ModifierInput) -> Modification? {
        let d = i.decoding
        guard let value = i.value else {
            d.error("'alignmentGuide' needs {alignment: leading, value: 'd.width / 2'}", at: i.location)
            return nil
        }
        guard let fields = d.parameters(value, of: "alignmentGuide", allowed: ["alignment", "value"], keyLocation: i.location)
        else { return nil }
        guard let alignmentField = fields["alignment"], let valueField = fields["value"] else {
            d.error("'alignmentGuide' needs both 'alignment' and 'value'", at: d.location(value))
            return nil
        }
        guard
            let guide = d.named(
                alignmentField.value, guideNames, kind: "alignment guide", for: "alignment", keyLocation: d.location(alignmentField.key),
                hint: { key in
                    key == "center"
                        ? "'center' is ambiguous here: write HorizontalAlignment.center or VerticalAlignment.center" : nil
                })
        else { return nil }
        let node = valueField.value
        guard case .scalar(let scalar) = node, !node.isNull else {
            d.error("expected a number or an expression for 'value', found \(describeKind(node))", at: d.location(of: node, key: d.location(valueField.key)))
            return nil
        }
        let expression: Expression
        do {
            expression = try ExpressionParser.parse(scalar.string, limits: i.context.limits.expressions)
        } catch {
            d.error("expected a number or an expression for 'value': \(error.message)", at: d.location(in: node, offset: error.offset))
            return nil
        }
        // Check the names now, with stand-in dimensions; values are checked at layout.
        do {
            _ = try expression.evaluateNumber(in: i.context.scope.binding("d", to: guideDimensions(stand: guide)))
        } catch where !SceneDecoding.dependsOnValues(error) {
            d.report(error, in: node, i.context)
            return nil
        } catch {}
        let scope = i.context.scope
        let start = d.location(in: node, offset: 0)
        let compute: @Sendable (ViewDimensions) throws(Diagnostic) -> Double = { dimensions throws(Diagnostic) in
            let inner = scope.binding("d", to: guideDimensions(dimensions, guide: guide))
            do throws(ExpressionError) {
                return try expression.evaluateNumber(in: inner)
            } catch {
                var at = start
                at.column += error.offset
                throw Diagnostic.error(SceneDecoding.explained(error, inner), at: at)
            }
        }
        switch guide {
        case .horizontal(let h): return .modifier(AlignmentGuide(h, computeValue: compute))
        case .vertical(let v): return .modifier(AlignmentGuide(v, computeValue: compute))
        }
    }

    /// `d` in an `alignmentGuide` expression: the content's size and guides. `center` is the
    /// centre along the guide's own axis.
    static func guideDimensions(_ dimensions: ViewDimensions, guide: AlignmentGuide.Guide) -> Value {
        var values: [String: Value] = [
            "width": .double(dimensions.width), "height": .double(dimensions.height),
            "leading": .double(dimensions[HorizontalAlignment.leading]),
            "trailing": .double(dimensions[HorizontalAlignment.trailing]),
            "HorizontalAlignment.center": .double(dimensions[HorizontalAlignment.center]),
            "top": .double(dimensions[VerticalAlignment.top]), "bottom": .double(dimensions[VerticalAlignment.bottom]),
            "VerticalAlignment.center": .double(dimensions[VerticalAlignment.center]),
            "firstTextBaseline": .double(dimensions[VerticalAlignment.firstTextBaseline]),
            "lastTextBaseline": .double(dimensions[VerticalAlignment.lastTextBaseline]),
        ]
        if case .horizontal = guide {
            values["center"] = values["HorizontalAlignment.center"]
        } else {
            values["center"] = values["VerticalAlignment.center"]
        }
        return .namespace(values)
    }

    /// Stand-in dimensions (100 × 100) for checking an expression's names at decode time.
    private static func guideDimensions(stand guide: AlignmentGuide.Guide) -> Value {
        let names = ["width", "height", "leading", "trailing", "HorizontalAlignment.center", "top", "bottom",
            "VerticalAlignment.center", "firstTextBaseline", "lastTextBaseline", "center"]
        return .namespace(Dictionary(uniqueKeysWithValues: names.map { ($0, Value.double(100)) }))
    }

    // MARK: zIndex, hidden

    static func zIndex(_ i: ModifierInput) -> Modification? {
        i.decoding.number(i.value, for: "zIndex", keyLocation: i.location, i.context).map { .modifier(ZIndex($0)) }
    }

    static func hidden(_ i: ModifierInput) -> Modification? {
        guard let on = i.decoding.bool(i.value, for: "hidden", keyLocation: i.location, default: true) else { return nil }
        guard on else {
            i.decoding.error("'hidden: false' is not a modifier; remove it to show the view", at: i.decoding.location(of: i.value, key: i.location))
            return nil
        }
        return .modifier(Hidden())
    }

    // MARK: Shared parameters

    /// `{x, y}` numbers, each defaulting; an empty value is the defaults (`.position()`).
    private static func point(_ i: ModifierInput, allowed: [String], defaults: (Double, Double)) -> Point? {
        let d = i.decoding
        var point = Point(x: defaults.0, y: defaults.1)
        guard let value = i.value else { return point }
        guard let fields = d.parameters(value, of: i.name, allowed: allowed, keyLocation: i.location) else { return nil }
        for name in ["x", "y"] {
            guard let field = fields[name] else { continue }
            guard let n = d.number(field.value, for: name, keyLocation: d.location(field.key), i.context) else { return nil }
            if name == "x" { point.x = n } else { point.y = n }
        }
        return point
    }

    /// The `ignoredByLayout` flag of an effect's mapping (false when absent).
    private static func ignoredByLayout(_ i: ModifierInput) -> Bool? {
        guard let value = i.value, case .mapping(let mapping) = value else { return false }
        for field in i.decoding.fields(of: mapping) where field.name == "ignoredByLayout" {
            return i.decoding.bool(field.value, for: "ignoredByLayout", keyLocation: i.decoding.location(field.key))
        }
        return false
    }

    /// An effect's `anchor`: a UnitPoint name (`topLeading`, `.center`, …), `[x, y]` or
    /// `{x, y}`; the centre when absent.
    private static func anchor(_ fields: Parameters, _ i: ModifierInput) -> UnitPoint? {
        let d = i.decoding
        guard let field = fields["anchor"] else { return .center }
        let key = d.location(field.key)
        switch field.value {
        case .sequence(let pair):
            guard pair.count == 2 else {
                d.error("a UnitPoint is [x, y], found \(pair.count) values", at: d.location(field.value))
                return nil
            }
            guard let x = d.number(pair[0], for: "anchor", keyLocation: key, i.context),
                let y = d.number(pair[1], for: "anchor", keyLocation: key, i.context)
            else { return nil }
            return UnitPoint(x: x, y: y)
        case .mapping:
            guard let xy = d.parameters(field.value, of: "anchor", allowed: ["x", "y"], keyLocation: key) else { return nil }
            var unit = UnitPoint(x: 0, y: 0)
            for name in ["x", "y"] {
                guard let f = xy[name] else { continue }
                guard let n = d.number(f.value, for: name, keyLocation: d.location(f.key), i.context) else { return nil }
                if name == "x" { unit.x = n } else { unit.y = n }
            }
            return unit
        default:
            return d.named(field.value, UnitPoint.named, kind: "anchor", for: "anchor", keyLocation: key)
        }
    }
}
