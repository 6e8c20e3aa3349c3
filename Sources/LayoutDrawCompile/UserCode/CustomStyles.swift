import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutEngine

/// The controls whose look a style the source declares can replace: `.buttonStyle(X())`,
/// `.toggleStyle(X())`, `.labelStyle(X())`, `.progressViewStyle(X())`, `.groupBoxStyle(X())`
/// with `struct X: ButtonStyle { func makeBody(configuration: Configuration) -> some View { … } }`.
///
/// SwiftUI's rule: a style is an environment value; every control of its kind below the
/// modifier — but those below a nearer style modifier of the same kind, which wins as a nearer
/// environment value does — is drawn by the style's `makeBody(configuration:)`, whose result is
/// the control's whole look (the platform's look is not drawn). The configuration holds what the
/// control was made with: "The properties of a button" (`label`, `isPressed`, `role`), "…of a
/// toggle" (`label`, `isOn`, `$isOn`, `isMixed`), "…of a label" (`icon`, `title`), "…of a
/// progress view" (`fractionCompleted`, `label`, `currentValueLabel`), "…of a group box"
/// (`label`, `content`) (Apple's `ButtonStyleConfiguration`, `ToggleStyleConfiguration`,
/// `LabelStyleConfiguration`, `ProgressViewStyleConfiguration` and
/// `GroupBoxStyleConfiguration` documentation). A still picture shows a button at rest
/// (`isPressed` false).
enum CustomStyleRole: String, Sendable {
    case button, toggle, label, progressView, groupBox

    /// The protocol a style of this role conforms to (`ToggleStyle`).
    var protocolName: String {
        switch self {
        case .button: "ButtonStyle"
        case .toggle: "ToggleStyle"
        case .label: "LabelStyle"
        case .progressView: "ProgressViewStyle"
        case .groupBox: "GroupBoxStyle"
        }
    }

    /// Whether `view` is a nearer style modifier of this role, which the style does not cross.
    func isNearerStyle(_ view: any ViewLayout) -> Bool {
        switch self {
        case .button: view is ButtonStyleModifier
        case .label: view is LabelStyleModifier
        case .progressView: view is ProgressViewStyleModifier
        case .toggle, .groupBox: false
        }
    }
}

extension CompileSession {
    /// How a style modifier's argument reads: a style the source declares, or a built-in one.
    enum CustomStyleReading {
        /// Not a value the source declares (`.switch`, `.bordered`): the modifier reads it.
        case builtIn
        /// A struct or class the source declares: its modification, or nil after an error.
        case custom(Modification?)
    }

    /// `.xStyle(X())` where `X` is a struct or class the source declares: draws the controls
    /// below when it has a `makeBody(configuration:)` (else an error naming what it lacks).
    func customStyle(_ i: ModifierInput, _ role: CustomStyleRole) -> CustomStyleReading {
        guard case .expression(let syntax)? = i.value else { return .builtIn }
        var value: Value?
        switch syntax.expression {
        case .implicitMember(let name, _): value = declaredStyle(name, arguments: nil, role, i.context)
        case .call(.implicitMember(let name, _), let arguments, _): value = declaredStyle(name, arguments: arguments, role, i.context)
        default: break
        }
        if value == nil { value = evaluate(syntax, i.context, reportingErrors: false) }
        guard case .instance(let instance)? = value else { return .builtIn }
        guard let definition = instance.type.definition, definition.method("makeBody") != nil else {
            error("'\(instance.type.name)' is not a \(role.protocolName): it has no 'makeBody(configuration:)'", at: syntax.location)
            return .custom(nil)
        }
        return .custom(.customStyle(instance, role))
    }

    /// `.labelStyle(.trailingIcon)`, `.progressViewStyle(.rounded(background: .black))`: the
    /// static member (or, called, the static method) of that name of a style the source
    /// declares for `role` (`extension LabelStyle where Self == TrailingIconLabelStyle { static
    /// var trailingIcon: Self { Self() } }` adds it to `TrailingIconLabelStyle`), as Swift finds
    /// it through the constrained extension; nil when no such style declares one.
    private func declaredStyle(_ name: String, arguments: [Expression.Argument]?, _ role: CustomStyleRole, _ context: CompileContext) -> Value? {
        guard let types = context.scope.context?.types else { return nil }
        let conforming = types.values.compactMap(\.definition)
            .filter { definition in
                guard definition.conformances.contains(role.protocolName) else { return false }
                if arguments != nil { return definition.methods.contains { $0.name == name && $0.isStatic } }
                return definition.staticProperties.contains { $0.name == name } || definition.computedProperties.contains { $0.name == name && $0.isStatic }
            }
            .sorted { $0.name < $1.name }
        guard let style = conforming.first else { return nil }
        var member = Expression.member(.name(style.name, offset: style.offset), name, offset: style.offset)
        if let arguments { member = .call(member, arguments, offset: style.offset) }
        return try? member.evaluate(in: context.scope)
    }

    /// The nodes below `node` of `role`'s control, each drawn by `style`'s
    /// `makeBody(configuration:)` (see `CustomStyleRole`). A button keeps its node (its frame,
    /// its id, its action's place) and draws nothing of its own (no tint, no insets); the other
    /// controls become the views of the body. Controls a `GeometryReader` makes while laid out
    /// keep their style.
    func style(_ node: ViewNode, with style: Instance, role: CustomStyleRole, at location: SourceLocation, _ context: CompileContext) -> ViewNode {
        if role.isNearerStyle(node.view) { return node }
        if let configuration = configuration(of: node, role, context) {
            guard let definition = style.type.definition, let makeBody = definition.method("makeBody"), let file = context.program.swiftFile
            else { return node }
            var inner = context
            inner.depth += 1
            guard inner.depth <= limits.maximumDepth else {
                error("views and modifiers are nested more than \(limits.maximumDepth) levels deep (limit --max-depth)", at: location)
                return node
            }
            var scope = context.scope.declarationScope.binding("self", to: .instance(style))
            for parameter in makeBody.parameters { scope.bind(parameter.name, to: .tuple(configuration)) }
            inner.scope = scope
            let body = builder(makeBody.body, origin: .file(file), inner)
            let views = body.count == 1 ? body[0] : ViewNode(VStack(), subviews: body, source: location)
            if role == .button, var button = node.view as? Button {
                var node = node
                button.isStyledBySource = true
                node.view = button
                node.subviews = [views]
                return node
            }
            var styled = views
            if styled.id == nil { styled.id = node.id }
            return styled
        }
        var node = node
        node.subviews = node.subviews.map { self.style($0, with: style, role: role, at: location, context) }
        return node
    }

    /// What a control of `role` passes its style (its views kept for the body to place), or nil
    /// when `node` is not such a control (or one a style of the source already draws).
    private func configuration(of node: ViewNode, _ role: CustomStyleRole, _ context: CompileContext) -> [LabeledValue]? {
        let views = context.views
        func kept(_ node: ViewNode?) -> Value { node.map { views.keep([$0]) } ?? .none }
        switch role {
        case .button:
            guard let button = node.view as? Button, !button.isStyledBySource, let label = node.subviews.first else { return nil }
            let role: Value = button.role.map { .symbol(Symbol(type: "ButtonRole", path: [.init($0.rawValue)])) } ?? .none
            return [LabeledValue(label: "label", kept(label)), LabeledValue(label: "isPressed", .bool(false)), LabeledValue(label: "role", role)]
        case .toggle:
            guard let toggle = node.view as? Toggle, let wrapper = node.subviews.first else { return nil }
            // The label as written, inside the control's label slot (`ControlLabel`).
            let label = wrapper.view is ControlLabel ? wrapper.subviews.first : wrapper
            return [
                LabeledValue(label: "label", kept(label)), LabeledValue(label: "isOn", .bool(toggle.isOn)),
                LabeledValue(label: "$isOn", .bool(toggle.isOn)), LabeledValue(label: "isMixed", .bool(false)),
            ]
        case .label:
            guard node.view is Label, node.subviews.count == 2 else { return nil }
            return [LabeledValue(label: "icon", kept(node.subviews[0])), LabeledValue(label: "title", kept(node.subviews[1]))]
        case .progressView:
            guard let progress = node.view as? ProgressView else { return nil }
            return [
                LabeledValue(label: "fractionCompleted", progress.fraction.map { .double($0) } ?? .none),
                LabeledValue(label: "label", kept(node.subviews.first)), LabeledValue(label: "currentValueLabel", .none),
            ]
        case .groupBox:
            guard let box = node.view as? GroupBox else { return nil }
            // The label without the default style's headline font (`GroupBoxLabelStyle`).
            var label = box.hasLabel ? node.subviews.first : nil
            if let styled = label, styled.view is GroupBoxLabelStyle { label = styled.subviews.first }
            let content = Array(node.subviews.dropFirst(box.hasLabel ? 1 : 0))
            return [
                LabeledValue(label: "label", kept(label)),
                LabeledValue(label: "content", views.keep(content)),
            ]
        }
    }
}
