import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// The custom alignments a scene declares, by name: guides a stack can align by and
/// `alignmentGuide` can set, as SwiftUI's `AlignmentID`s.
///
/// Swift: `extension HorizontalAlignment { static let myLeading = HorizontalAlignment(MyLeading.self) }`
/// with `struct MyLeading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] } }`
/// (the `AlignmentID` may be a struct or an enum, nested in the extension or not), and
/// `extension Alignment { static let myAlignment = Alignment(horizontal: .myLeading, vertical: .top) }`.
/// YAML: `alignments: {myLeading: {axis: horizontal, defaultValue: 'd[leading]'}}`. What a
/// custom guide does in layout is `AlignmentID`'s and `CustomGuideCombination`'s business.
struct CustomAlignments: Sendable {
    var horizontal: [String: HorizontalAlignment] = [:]
    var vertical: [String: VerticalAlignment] = [:]
    /// `extension Alignment { static let … }`.
    var twoDimensional: [String: Alignment] = [:]

    var isEmpty: Bool { horizontal.isEmpty && vertical.isEmpty && twoDimensional.isEmpty }

    /// The horizontal guides a scene may name: the standard ones and the custom ones.
    var horizontalNames: [String: HorizontalAlignment] {
        Dictionary(uniqueKeysWithValues: HorizontalAlignment.allCases.map { ($0.rawValue, $0) }).merging(horizontal) { a, _ in a }
    }

    /// The vertical guides a scene may name: the standard ones, the baselines and the custom ones.
    var verticalNames: [String: VerticalAlignment] {
        Dictionary(uniqueKeysWithValues: VerticalAlignment.allCases.map { ($0.rawValue, $0) }).merging(vertical) { a, _ in a }
    }
}

extension CompileSession {
    // MARK: Swift

    /// The custom alignments of a Swift source's `extension HorizontalAlignment` (and
    /// `VerticalAlignment`, `Alignment`); each property's problems are reported at it.
    func customAlignments(
        _ extensions: [TypeDefinition], types: [String: TypeValue], scope: EvaluationScope, origin: ExpressionOrigin
    ) -> CustomAlignments {
        var alignments = CustomAlignments()
        var count = 0
        // One-dimensional guides first: a two-dimensional alignment is made of them.
        for definition in extensions where definition.name != "Alignment" {
            let isHorizontal = definition.name == "HorizontalAlignment"
            for property in definition.staticProperties {
                let at = origin.location(of: property.offset)
                guard let value = property.defaultValue, case .call(let callee, let arguments, _) = value,
                    callee.isName(definition.name) || callee.isImplicitMember("init"), arguments.count == 1, arguments[0].label == nil,
                    case .member(.name(let idName, let idOffset), "self", _) = arguments[0].value
                else {
                    error("write 'static let \(property.name) = \(definition.name)(\(property.name.capitalizedFirst).self)', naming a type that conforms to AlignmentID", at: at)
                    continue
                }
                guard let idType = types[idName]?.definition else {
                    error("cannot find type '\(idName)' in scope\(Suggestions.didYouMean(idName, in: types.keys))", at: origin.location(of: idOffset))
                    continue
                }
                guard let method = idType.methods.first(where: { $0.name == "defaultValue" && $0.isStatic }), method.parameters.count == 1 else {
                    error("'\(idName)' needs 'static func defaultValue(in context: ViewDimensions) -> CGFloat' to be an AlignmentID", at: origin.location(of: idType.offset))
                    continue
                }
                let id = AlignmentID(name: property.name, index: count, defaultValue: Self.swiftDefault(method, axis: isHorizontal ? .horizontal : .vertical, scope: scope, origin: origin))
                count += 1
                if isHorizontal {
                    alignments.horizontal[property.name] = .custom(id)
                } else {
                    alignments.vertical[property.name] = .custom(id)
                }
            }
        }
        for definition in extensions where definition.name == "Alignment" {
            for property in definition.staticProperties {
                let at = origin.location(of: property.offset)
                guard let value = property.defaultValue, case .call(let callee, let arguments, _) = value,
                    callee.isName("Alignment") || callee.isImplicitMember("init"), arguments.count == 2,
                    arguments[0].label == "horizontal", arguments[1].label == "vertical"
                else {
                    error("write 'static let \(property.name) = Alignment(horizontal: .myHorizontal, vertical: .myVertical)'", at: at)
                    continue
                }
                guard let h = guide(arguments[0].value, in: alignments.horizontalNames, type: "HorizontalAlignment", origin: origin),
                    let v = guide(arguments[1].value, in: alignments.verticalNames, type: "VerticalAlignment", origin: origin)
                else { continue }
                alignments.twoDimensional[property.name] = Alignment(horizontal: h, vertical: v)
            }
        }
        return alignments
    }

    /// `.myLeading` or `HorizontalAlignment.myLeading` among `table`.
    private func guide<T>(_ expression: Expression, in table: [String: T], type: String, origin: ExpressionOrigin) -> T? {
        let name: String
        switch expression {
        case .implicitMember(let n, _): name = n
        case .member(.name(let base, _), let n, _) where base == type: name = n
        default:
            error("expected a \(type) such as .leading or a custom one", at: origin.location(of: expression.offset))
            return nil
        }
        if let value = table[name] { return value }
        error("unknown \(type) '.\(name)'\(Suggestions.didYouMeanMember(name, in: table.keys))", at: origin.location(of: expression.offset))
        return nil
    }

    /// The default value of a Swift `AlignmentID`: its `defaultValue(in:)` run with the view's
    /// dimensions (the standard guides only: a default that read another custom guide could
    /// read itself without end).
    private static func swiftDefault(
        _ method: FunctionDefinition, axis: Axis, scope: EvaluationScope, origin: ExpressionOrigin
    ) -> @Sendable (any AlignmentDimensions) throws(Diagnostic) -> Double {
        let function = FunctionValue(name: method.name, body: .function(method), captured: scope.declarationScope)
        let label = method.parameters[0].label
        return { dimensions throws(Diagnostic) in
            do throws(ExpressionError) {
                let d = dimensionsValue(dimensions, axis: axis, customs: nil)
                let result = try Interpreter.call(function, arguments: [LabeledValue(label: label, d)], scope: scope, at: method.offset)
                guard let n = result.number else {
                    throw ExpressionError("an alignment's default value is a number, not a value of type \(result.typeName)", at: method.offset)
                }
                return n
            } catch {
                throw Diagnostic.error(explained(error, scope), at: origin.location(of: error.offset))
            }
        }
    }

    // MARK: YAML

    /// `alignments: {myLeading: {axis: horizontal, defaultValue: 'd[leading]'}}`: the custom
    /// guides of a YAML scene. `d` is the view's dimensions, as in `alignmentGuide`.
    func customAlignments(_ field: Field?, _ context: CompileContext) -> CustomAlignments {
        var alignments = CustomAlignments()
        guard let field, !field.value.isNull else { return alignments }
        guard case .record(let record) = field.value else {
            error(
                "expected a mapping of names to {axis: horizontal, defaultValue: 'd[leading]'} for 'alignments', found \(field.value.kindDescription)",
                at: location(field.value))
            return alignments
        }
        let axes: [String: Axis] = ["horizontal": .horizontal, "vertical": .vertical]
        var count = 0
        for entry in fields(of: record) {
            let name = entry.name
            guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
                name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
            else {
                error("'\(name)' is not a valid alignment name: use letters, digits and '_'", at: entry.key)
                continue
            }
            if HorizontalAlignment(rawValue: name) != nil || VerticalAlignment(rawValue: name) != nil {
                error("'\(name)' is a standard alignment; give the custom one another name", at: entry.key)
                continue
            }
            if case .expression(let syntax) = entry.value, case .invalid = syntax.expression { continue }
            // `AlignmentID(axis: .horizontal, defaultValue: d[leading])`: read argument by argument.
            let written = entry.value.labelledCall(of: ["AlignmentID"]) ?? entry.value
            guard let parameters = self.parameters(written, of: name, allowed: ["axis", "defaultValue"], keyLocation: entry.key) else { continue }
            guard let axisField = parameters["axis"], let valueField = parameters["defaultValue"] else {
                error("'\(name)' needs 'axis' (horizontal or vertical) and 'defaultValue' (an expression of d, such as 'd[leading]')", at: entry.key)
                continue
            }
            guard let axis = named(axisField.value, axes, kind: "axis", for: "axis", keyLocation: axisField.key, context: context),
                let (expression, origin) = self.expression(valueField.value, for: "defaultValue", keyLocation: valueField.key, context)
            else { continue }
            // Check the names now, with stand-in dimensions; values are checked at layout.
            let stand = Self.dimensionsValue(BareDimensions(Size(width: 100, height: 100)), axis: axis, customs: nil)
            do {
                _ = try expression.evaluateNumber(in: context.scope.binding("d", to: stand))
            } catch where !Self.dependsOnValues(error) {
                report(error, origin: origin, context)
                continue
            } catch {}
            let scope = context.scope
            let id = AlignmentID(name: name, index: count) { dimensions throws(Diagnostic) in
                let inner = scope.binding("d", to: Self.dimensionsValue(dimensions, axis: axis, customs: nil))
                do throws(ExpressionError) {
                    return try expression.evaluateNumber(in: inner)
                } catch {
                    throw Diagnostic.error(Self.explained(error, inner), at: origin.location(of: error.offset))
                }
            }
            count += 1
            if axis == .horizontal {
                alignments.horizontal[name] = .custom(id)
            } else {
                alignments.vertical[name] = .custom(id)
            }
        }
        return alignments
    }

    // MARK: Dimensions

    /// `d` in an alignment expression: the view's size and guides (`d.width`, `d[leading]`,
    /// `d[.top]`, `d[HorizontalAlignment.center]`, a custom guide by its name). `center` alone
    /// is the centre along `axis` (the guide being computed).
    static func dimensionsValue(_ dimensions: any AlignmentDimensions, axis: Axis?, customs: CustomAlignments?) -> Value {
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
        values["HorizontalAlignment.leading"] = values["leading"]
        values["HorizontalAlignment.trailing"] = values["trailing"]
        values["VerticalAlignment.top"] = values["top"]
        values["VerticalAlignment.bottom"] = values["bottom"]
        values["VerticalAlignment.firstTextBaseline"] = values["firstTextBaseline"]
        values["VerticalAlignment.lastTextBaseline"] = values["lastTextBaseline"]
        if let customs {
            for (name, guide) in customs.horizontal {
                let value = Value.double(dimensions[guide])
                values[name] = value
                values["HorizontalAlignment.\(name)"] = value
            }
            for (name, guide) in customs.vertical {
                let value = Value.double(dimensions[guide])
                values[name] = value
                values["VerticalAlignment.\(name)"] = value
            }
        }
        values["center"] = axis == .vertical ? values["VerticalAlignment.center"] : values["HorizontalAlignment.center"]
        return .namespace(values)
    }
}

extension Expression {
    fileprivate func isName(_ name: String) -> Bool {
        if case .name(let n, _) = self { return n == name }
        return false
    }

    fileprivate func isImplicitMember(_ name: String) -> Bool {
        if case .implicitMember(let n, _) = self { return n == name }
        return false
    }
}

extension String {
    /// `myLeading` → `MyLeading`.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
