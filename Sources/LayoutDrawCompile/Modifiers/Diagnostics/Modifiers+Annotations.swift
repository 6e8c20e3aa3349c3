import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
}

extension CompileSession {
    static let annotationKeys = ["kind", "color", "label", "placement", "space"]
    static let annotationKinds = Dictionary(uniqueKeysWithValues: AnnotationKind.allCases.map { ($0.rawValue, $0) })
    static let annotationPlacements = Dictionary(uniqueKeysWithValues: AnnotationPlacement.allCases.map { ($0.rawValue, $0) })

    /// A list of annotation items (a single item may stand alone). Each item is a kind name,
    /// `{kind, color, label, placement, space}`, or `KIND: {color, …}` (`label: TEXT` for a
    /// free label). Reports every bad item; nil when any was bad.
    func annotations(_ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> [AnnotationRequest]? {
        guard let node, !node.isNull else {
            error("'\(name)' needs a list of annotations, such as [frame, size]", at: keyLocation)
            return nil
        }
        let items: [ValueSyntax]
        if let list = self.items(node, context) { items = list } else { items = [node] }
        var result: [AnnotationRequest] = []
        var valid = true
        for item in items {
            if let request = annotation(item, context) { result.append(request) } else { valid = false }
        }
        return valid ? result : nil
    }

    /// One annotation item.
    func annotation(_ item: ValueSyntax, _ context: CompileContext) -> AnnotationRequest? {
        // `Annotation(kind: .size, color: .red)`: read argument by argument.
        let item = item.labelledCall(of: ["Annotation"]) ?? item
        if case .expression(let syntax) = item, case .implicitMember = syntax.expression {
            // `.frame`: a kind alone.
            guard let kind = annotationKind(item, keyLocation: location(item)) else { return nil }
            if kind == .label {
                error("a 'label' annotation needs its text: write label: 'TEXT'", at: location(item))
                return nil
            }
            return AnnotationRequest(kind, source: location(item))
        }
        switch item {
        case .record:
            return annotationParameters(item, kind: nil, at: location(item), context)
        default:
            error("expected an annotation (frame, size, origin, …) or {kind: …}, found \(item.kindDescription)", at: location(item))
            return nil
        }
    }

    /// `{kind, color, label, placement, space}`; `kind` may be given by the shorthand key.
    func annotationParameters(_ node: ValueSyntax?, kind given: AnnotationKind?, at location: SourceLocation, _ context: CompileContext) -> AnnotationRequest? {
        let allowed = given == nil ? Self.annotationKeys : Self.annotationKeys.filter { $0 != "kind" }
        var fields = Parameters()
        if let node {
            guard let parsed = parameters(node, of: given.map { "\($0.rawValue)' annotation" } ?? "annotation", allowed: allowed, keyLocation: location)
            else { return nil }
            fields = parsed
        }
        var valid = true
        var kind = given
        if let field = fields["kind"] {
            kind = annotationKind(field.value, keyLocation: field.key)
            if kind == nil { valid = false }
        } else if given == nil {
            if fields["label"] != nil {
                kind = .label
            } else {
                error("an annotation needs 'kind': one of \(AnnotationKind.allCases.map(\.rawValue).joined(separator: ", "))", at: location)
                return nil
            }
        }
        var request = AnnotationRequest(kind ?? .frame, source: location)
        if let field = fields["color"] {
            if let color = annotationColor(field.value, keyLocation: field.key, context) { request.color = color } else { valid = false }
        }
        if let field = fields["label"] {
            if let label = annotationLabel(field.value, keyLocation: field.key, context) { request.label = label } else { valid = false }
        }
        if let field = fields["placement"] {
            if let placement = named(field.value, Self.annotationPlacements, kind: "placement", for: "placement", keyLocation: field.key) {
                request.placement = placement
            } else {
                valid = false
            }
        }
        if let field = fields["space"] {
            if let space = coordinateSpace(field.value, keyLocation: field.key, context) { request.space = space } else { valid = false }
        }
        guard valid, let kind else { return nil }
        if kind == .label && request.label == nil {
            error("a 'label' annotation needs its text: add label: 'TEXT'", at: location)
            return nil
        }
        if kind == .guides, let field = fields["label"] {
            error("'label' does not apply to a 'guides' annotation: each tick shows its own value", at: field.key)
            return nil
        }
        return request
    }

    func annotationKind(_ node: ValueSyntax, keyLocation: SourceLocation) -> AnnotationKind? {
        named(node, Self.annotationKinds, kind: "annotation", for: "kind", keyLocation: keyLocation) { key in
            MappingTable.modifiers[key] != nil
                ? "'\(key)' is a modifier, not an annotation; annotations are \(AnnotationKind.allCases.map(\.rawValue).joined(separator: ", "))"
                : nil
        }
    }

    /// A colour name (drawn in the house palette's variant) or any scene colour, used as written.
    func annotationColor(_ node: ValueSyntax, keyLocation: SourceLocation, _ context: CompileContext) -> AnnotationColor? {
        if case .expression(let syntax) = node, case .implicitMember(let name, _) = syntax.expression, ColorStyle.named[name] != nil {
            return .named(name)
        }
        return color(node, for: "color", keyLocation: keyLocation, context).map { .custom($0) }
    }

    /// `global`, `local`, or the name given to `coordinateSpace`.
    func coordinateSpace(_ node: ValueSyntax, keyLocation: SourceLocation, _ context: CompileContext) -> CoordinateSpace? {
        guard let text = string(node, for: "space", keyLocation: keyLocation, context: context) else { return nil }
        switch text.trimmingSpaces {
        case "global", ".global": return .global
        case "local", ".local": return .local
        case "":
            error("expected global, local or a coordinate space name for 'space'", at: keyLocation)
            return nil
        case let name: return .named(name)
        }
    }

    /// A label with `\(…)` readouts, checked now against the names it will see (the scene's,
    /// and the annotated view's `frame`, `size`, `origin`, `proposal`), evaluated after layout.
    func annotationLabel(_ node: ValueSyntax, keyLocation: SourceLocation, _ context: CompileContext) -> AnnotationLabel? {
        let template: InterpolatedString
        let origin: ExpressionOrigin
        switch node {
        case .expression(let syntax):
            // `"W: \(size.width)"`: a string, its readouts evaluated after layout.
            switch syntax.expression {
            case .string(let text, _): template = InterpolatedString(verbatim: text)
            case .interpolation(let string, _): template = string
            case .invalid: return nil
            default:
                error("expected text for 'label'", at: syntax.location)
                return nil
            }
            origin = syntax.origin
        default:
            error("expected text for 'label'", at: location(of: node, key: keyLocation))
            return nil
        }
        let content = InterpolatedLabel(template: template, scope: context.scope)
        do {
            // A trial with placeholder geometry: unknown names and members are reported now.
            _ = try content.evaluated(frame: Rect(x: 0, y: 0, width: 1, height: 1), origin: .zero, proposal: "nil × nil")
        } catch {
            if !Self.dependsOnValues(error) {
                self.error(Self.explained(error, context.scope), at: origin.location(of: error.offset))
                return nil
            }
        }
        return AnnotationLabel(content)
    }
}

/// A label written as a string with `\(…)` readouts: they see the names where the label was
/// written and the annotated view's geometry (`AnnotationLabel.geometryNames`).
struct InterpolatedLabel: AnnotationLabelContent {
    var template: InterpolatedString
    var scope: EvaluationScope

    func evaluated(frame: Rect, origin: Point, proposal: String) throws(ExpressionError) -> String {
        let names = scope
            .binding("frame", to: .rect(frame))
            .binding("size", to: .size(frame.size))
            .binding("origin", to: .point(origin))
            .binding("proposal", to: .string(proposal))
        return try template.evaluated(in: names)
    }

    func text(frame: Rect, origin: Point, proposal: String) throws(AnnotationLabelError) -> String {
        do throws(ExpressionError) {
            return try evaluated(frame: frame, origin: origin, proposal: proposal)
        } catch {
            throw AnnotationLabelError(error.message)
        }
    }
}
