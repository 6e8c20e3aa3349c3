import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `ViewThatFits: [views]` or `{in: horizontal, content: [views]}`; Swift
    /// `ViewThatFits(in: .horizontal) { … }` (both axes when `in` is left out; `[]` for none).
    static func viewThatFits(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let (fields, content) = containerArgument(input, parameters: ["in"]) else { return nil }
        var axes: Set<Axis> = [.horizontal, .vertical]
        if let field = fields["in"] {
            guard let parsed = d.axisSet(field.value, for: "in", keyLocation: field.key, input.context) else { return nil }
            axes = parsed
        }
        let children = d.views(content, input.context)
        return Chain(
            [ViewNode(ViewThatFits(in: axes), subviews: children, source: input.location)],
            shape: .notShape("'ViewThatFits' is not a shape"))
    }
}

extension CompileSession {
    static let axisNames: [String: Axis] = ["horizontal": .horizontal, "vertical": .vertical]

    /// An `Axis.Set`: `horizontal`, `vertical`, or a list of them (`[.horizontal, .vertical]`;
    /// `[]` is the empty set).
    func axisSet(_ node: ValueSyntax, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> Set<Axis>? {
        if let items = items(node, context) {
            var axes: Set<Axis> = []
            for item in items {
                guard let axis = named(item, Self.axisNames, kind: "axis", for: name, keyLocation: item.location, context: context) else {
                    return nil
                }
                axes.insert(axis)
            }
            return axes
        }
        if case .expression(let syntax) = node, case .implicitMember("all", _) = syntax.expression { return [.horizontal, .vertical] }
        return named(node, Self.axisNames, kind: "axis", for: name, keyLocation: keyLocation, context: context).map { [$0] }
    }
}

extension Modifiers {
    /// `safeAreaPadding`: the argument forms of `padding` (a length, edges and a length, per-edge
    /// lengths, `EdgeInsets`; 16 when left out), as padding added to the safe area.
    static func safeAreaPadding(_ i: ModifierInput) -> Modification? {
        guard case .modifier(let padding as Padding, _)? = padding(i) else { return nil }
        return .modifier(SafeAreaPadding(padding.insets))
    }
}

extension Modifiers {
    /// `containerRelativeFrame: horizontal` / `{axes, alignment}` / `{axes, count, span, spacing,
    /// alignment}` / `{axes, length: 'length * 0.9'}` (an expression of `length` and `axis`);
    /// Swift `.containerRelativeFrame(.horizontal)`, `.containerRelativeFrame([.horizontal,
    /// .vertical], alignment: .top)`, `.containerRelativeFrame(.horizontal, count: 4, span: 3,
    /// spacing: 10)`, `.containerRelativeFrame(.horizontal) { length, axis in length * 0.9 }`.
    static func containerRelativeFrame(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value, !value.isNull else {
            d.error("'containerRelativeFrame' needs axes: containerRelativeFrame: horizontal, or {axes: [horizontal, vertical]}", at: i.location)
            return nil
        }
        guard case .record = value else {
            return d.axisSet(value, for: i.name, keyLocation: i.location, i.context).map { .modifier(ContainerRelativeFrame($0)) }
        }
        guard
            let fields = d.parameters(
                value, of: i.name, allowed: ["axes", "count", "span", "spacing", "alignment", "length"], keyLocation: i.location)
        else { return nil }
        guard let axesField = fields["axes"] else {
            d.error("'containerRelativeFrame' needs 'axes' (horizontal, vertical or both)", at: d.location(value))
            return nil
        }
        guard let axes = d.axisSet(axesField.value, for: "axes", keyLocation: axesField.key, i.context) else { return nil }
        var alignment = Alignment.center
        if let field = fields["alignment"] {
            guard let a = d.alignment(field.value, for: "alignment", keyLocation: field.key, i.context) else { return nil }
            alignment = a
        }
        var length = ContainerRelativeFrame.Length.full
        if let field = fields["length"] {
            if let other = fields["count"] ?? fields["span"] ?? fields["spacing"] {
                d.error("'containerRelativeFrame' takes either 'count', 'span' and 'spacing', or 'length', not both", at: other.key)
                return nil
            }
            guard let compute = relativeLength(field, i) else { return nil }
            length = .custom(compute)
        } else if fields["count"] != nil || fields["span"] != nil || fields["spacing"] != nil {
            guard let countField = fields["count"], let spacingField = fields["spacing"] else {
                d.error("'containerRelativeFrame' with a 'count' needs 'spacing' too (and optionally 'span')", at: (fields["count"] ?? fields["span"] ?? fields["spacing"])!.key)
                return nil
            }
            guard let count = d.integer(countField.value, for: "count", keyLocation: countField.key, i.context),
                let spacing = d.number(spacingField.value, for: "spacing", keyLocation: spacingField.key, i.context)
            else { return nil }
            var span = 1
            if let field = fields["span"] {
                guard let s = d.integer(field.value, for: "span", keyLocation: field.key, i.context) else { return nil }
                span = s
            }
            guard count >= 1 else {
                d.valueError("'count' must be at least 1, found \(count)", at: d.location(of: countField.value, key: countField.key), i.context)
                return nil
            }
            guard span >= 1 else {
                let field = fields["span"]!
                d.valueError("'span' must be at least 1, found \(span)", at: d.location(of: field.value, key: field.key), i.context)
                return nil
            }
            length = .grid(count: count, span: span, spacing: spacing)
        }
        return .modifier(ContainerRelativeFrame(axes, length: length, alignment: alignment))
    }

    /// The closure `{ length, axis in … }` (Swift) or the expression of `length` and `axis`
    /// (YAML), run at layout with the container's length and `.horizontal` or `.vertical`.
    private static func relativeLength(_ field: Field, _ i: ModifierInput) -> (@Sendable (Double, Axis) throws(Diagnostic) -> Double)? {
        let d = i.session
        @Sendable func axisValue(_ axis: Axis) -> Value { .symbol(Symbol(type: "Axis", path: [.init(axis.rawValue)])) }
        let scope = i.context.scope
        if case .closure(let closure) = field.value {
            let function = FunctionValue(name: "length", body: .closure(closure.closure), captured: scope)
            let origin = closure.origin
            let offset = closure.offset
            @Sendable func call(_ length: Double, _ axis: Axis) throws(ExpressionError) -> Double {
                let result = try Interpreter.call(function, arguments: [LabeledValue(.double(length)), LabeledValue(axisValue(axis))], scope: scope, at: offset)
                guard let n = result.number else {
                    throw ExpressionError("a container-relative length is a number, not a value of type \(result.typeName)", at: offset)
                }
                return n
            }
            do throws(ExpressionError) {
                _ = try call(100, .horizontal)
            } catch where !CompileSession.dependsOnValues(error) {
                d.report(error, origin: origin, i.context)
                return nil
            } catch {}
            return { length, axis throws(Diagnostic) in
                do throws(ExpressionError) {
                    return try call(length, axis)
                } catch {
                    throw Diagnostic.error(CompileSession.explained(error, scope), at: origin.location(of: error.offset))
                }
            }
        }
        guard let (expression, origin) = d.expression(field.value, for: "length", keyLocation: field.key, i.context) else { return nil }
        do {
            _ = try expression.evaluateNumber(in: scope.binding("length", to: .double(100)).binding("axis", to: axisValue(.horizontal)))
        } catch where !CompileSession.dependsOnValues(error) {
            d.report(error, origin: origin, i.context)
            return nil
        } catch {}
        return { length, axis throws(Diagnostic) in
            let inner = scope.binding("length", to: .double(length)).binding("axis", to: axisValue(axis))
            do throws(ExpressionError) {
                return try expression.evaluateNumber(in: inner)
            } catch {
                throw Diagnostic.error(CompileSession.explained(error, inner), at: origin.location(of: error.offset))
            }
        }
    }
}

extension Modifiers {
    /// `gridCellColumns: 2` / `.gridCellColumns(2)`: at least 1.
    static func gridCellColumns(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let count = d.integer(i.value, for: i.name, keyLocation: i.location, i.context) else { return nil }
        guard count >= 1, count <= 10_000 else {
            let problem = count < 1 ? "must be at least 1" : "is at most 10000"
            d.valueError("'gridCellColumns' \(problem), found \(count)", at: d.location(of: i.value, key: i.location), i.context)
            return nil
        }
        return .modifier(GridCellColumns(count))
    }

    /// `gridColumnAlignment: trailing` / `.gridColumnAlignment(.trailing)` (a custom horizontal
    /// alignment too).
    static func gridColumnAlignment(_ i: ModifierInput) -> Modification? {
        i.session.named(
            i.value, i.context.program.alignments.horizontalNames, kind: "horizontal alignment", for: i.name, keyLocation: i.location,
            context: i.context
        ) { key in
            VerticalAlignment(rawValue: key) != nil || Alignment.named[key] != nil
                ? "a column aligns its cells horizontally: use leading, center or trailing ('\(key)' is not a horizontal alignment)" : nil
        }
        .map { .modifier(GridColumnAlignment($0)) }
    }

    /// `gridCellUnsizedAxes: horizontal` / `[horizontal, vertical]` / `.gridCellUnsizedAxes(.horizontal)`.
    static func gridCellUnsizedAxes(_ i: ModifierInput) -> Modification? {
        guard let value = i.value else {
            i.session.error("'gridCellUnsizedAxes' needs axes: horizontal, vertical or both", at: i.location)
            return nil
        }
        return i.session.axisSet(value, for: i.name, keyLocation: i.location, i.context).map { .modifier(GridCellUnsizedAxes($0)) }
    }

    /// `gridCellAnchor: topLeading` / `{x: 0.25, y: 0.75}` / `[0.25, 0.75]`;
    /// `.gridCellAnchor(.topLeading)`, `.gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))`.
    static func gridCellAnchor(_ i: ModifierInput) -> Modification? {
        guard let value = i.value else {
            i.session.error("'gridCellAnchor' needs a UnitPoint: topLeading, or {x: 0.25, y: 0.75}", at: i.location)
            return nil
        }
        var fields = Parameters()
        fields.append(Field(ArgumentSyntax(label: "anchor", labelLocation: i.location, value: value)))
        return anchor(fields, i).map { .modifier(GridCellAnchor($0)) }
    }
}

extension Modifiers {
    /// `truncationMode: head` / `.truncationMode(.head)`: head, middle or tail.
    static func truncationMode(_ i: ModifierInput) -> Modification? {
        let modes = Dictionary(uniqueKeysWithValues: TruncationMode.allCases.map { ($0.rawValue, $0) })
        return i.session.named(i.value, modes, kind: "truncation mode", for: i.name, keyLocation: i.location, context: i.context)
            .map { .modifier(TruncationModeModifier($0)) }
    }

    /// `allowsTightening: true` / `.allowsTightening(true)`.
    static func allowsTightening(_ i: ModifierInput) -> Modification? {
        guard i.value != nil else {
            i.session.error("'allowsTightening' needs a Bool: .allowsTightening(true), or in YAML allowsTightening: true", at: i.location)
            return nil
        }
        return i.session.bool(i.value, for: i.name, keyLocation: i.location, i.context).map { .modifier(AllowsTightening($0)) }
    }

    /// `minimumScaleFactor: 0.5` / `.minimumScaleFactor(0.5)`: between 0 and 1.
    static func minimumScaleFactor(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let factor = number(i) else { return nil }
        guard factor >= 0, factor <= 1 else {
            d.valueError(
                "'minimumScaleFactor' is between 0 and 1, found \(SwiftFormat.double(factor))", at: d.location(of: i.value, key: i.location), i.context)
            return nil
        }
        return .modifier(MinimumScaleFactor(factor))
    }
}
