import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Decoders for anchor preferences (scene-format §2.2): `anchorPreference` publishes a view's
/// bounds or a point of it under a key; `backgroundPreferenceValue` / `overlayPreferenceValue`
/// read them in the `GeometryReader`s of their content as `proxy[KEY]` or `proxy[KEY, i]`.
extension Modifiers {

    /// `backgroundPreferenceValue` / `overlayPreferenceValue: {key: K, alignment, content}`;
    /// several content views get an implicit ZStack. Swift:
    /// `.backgroundPreferenceValue(K.self) { preferences in … }`, where `preferences` is the
    /// key's value: its `defaultValue` reduced with every anchor's transform (`reduce`).
    static func preferenceValueLayer(_ i: ModifierInput, make: (String, Alignment) -> any ViewModifierLayout) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'\(i.name)' needs {key: NAME, content: VIEW}", at: i.location)
            return nil
        }
        guard let fields = d.parameters(value, of: i.name, allowed: ["key", "alignment", "content"], keyLocation: i.location)
        else { return nil }
        guard let keyField = fields["key"] else {
            d.error("'\(i.name)' needs 'key': the anchorPreference key its content reads", at: d.location(value))
            return nil
        }
        guard let key = preferenceKey(keyField, d, i.context) else { return nil }
        // Preferences flow up from the primary view, compiled before this modifier. (Content made
        // at layout time was checked when the file was compiled.)
        if i.context.checksReaders && !d.anchorPreferenceKeys.contains(key) {
            d.error(
                "no 'anchorPreference' with key '\(key)' comes before this\(Suggestions.didYouMean(key, in: d.anchorPreferenceKeys))",
                at: d.location(keyField.value))
            return nil
        }
        var alignment = Alignment.center
        if let field = fields["alignment"] {
            guard let a = d.alignment(field.value, for: "alignment", keyLocation: field.key, i.context) else { return nil }
            alignment = a
        }
        guard let content = fields["content"], !content.value.isNull else {
            d.error("'\(i.name)' needs 'content': a view (usually a GeometryReader) or a list of views", at: d.location(value))
            return nil
        }
        var views: [ViewNode]
        if case .closure(let closure) = content.value {
            var inner = i.context
            if let name = closure.closure.parameters?.first ?? (closure.closure.parameters == nil ? "$0" : nil), name != "_" {
                guard let preferences = d.preferenceValue(key, keyField, i.context) else { return nil }
                inner.scope.bind(name, to: preferences)
            }
            views = d.builder(closure.closure.body, origin: closure.origin, inner)
        } else {
            views = d.views(content.value, i.context)
        }
        let secondary: ViewNode
        switch views.count {
        case 0: secondary = ViewNode(EmptyView(), source: d.location(content.value))
        case 1: secondary = views[0]
        default: secondary = ViewNode(ZStack(alignment: alignment), subviews: views, source: d.location(content.value))
        }
        return .modifier(make(key, alignment), secondary: [secondary])
    }

    /// A preference key: a name that `proxy[KEY]` can spell (YAML), or a declared
    /// `PreferenceKey` type (`K.self`).
    static func preferenceKey(_ field: Field, _ d: CompileSession, _ context: CompileContext) -> String? {
        if case .expression(let syntax) = field.value, !syntax.expression.isStringLiteral {
            guard let value = d.evaluate(syntax, context) else { return nil }
            guard case .type(let type) = value else {
                d.error("a preference key is a type: write Key.self", at: syntax.location)
                return nil
            }
            if let definition = type.definition, !definition.conformances.contains("PreferenceKey") {
                d.error("'\(type.name)' does not conform to PreferenceKey", at: syntax.location)
                return nil
            }
            return type.name
        }
        // A key named by a string (a scene's `key: K`): the name.
        guard let key = d.string(field.value, for: "key", keyLocation: field.key, context: context) else { return nil }
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            key.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else {
            d.error("'\(key)' is not a valid preference key: use letters, digits and '_'", at: d.location(field.value))
            return nil
        }
        return key
    }
}

extension CompileSession {
    /// The value a preference reader's closure receives for `key`: the key's `defaultValue`,
    /// reduced (its `reduce(value:nextValue:)` run as written) with what each `anchorPreference`
    /// under the key contributed, in order.
    func preferenceValue(_ key: String, _ field: Field, _ context: CompileContext) -> Value? {
        let contributions = anchorTransforms[key, default: []].compactMap { $0 }
        guard let definition = context.scope.context?.types[key]?.definition else {
            return .array(contributions.flatMap { if case .array(let items) = $0 { items } else { [$0] } })
        }
        do throws(ExpressionError) {
            return try ValuePreferences.reduced(contributions, definition: definition, scope: context.scope.declarationScope)
        } catch {
            if error.offset == definition.offset {
                self.error("'\(key)' needs 'static func reduce(value: inout Value, nextValue: () -> Value)'", at: d(field))
            } else {
                report(error, origin: context.program.swiftFile.map { .file($0) } ?? .scalar(start: field.key, shift: nil), context)
            }
            return nil
        }
    }

    func d(_ field: Field) -> SourceLocation { field.key }
}
