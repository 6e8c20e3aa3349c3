import LayoutDrawCore
import LayoutEngine

/// Decoders for anchor preferences (scene-format §2.2): `anchorPreference` publishes a view's
/// bounds or a point of it under a key; `backgroundPreferenceValue` / `overlayPreferenceValue`
/// read them in the `GeometryReader`s of their content as `proxy[KEY]` or `proxy[KEY, i]`.
extension Modifiers {
    /// `anchorPreference: {key: K, value: bounds | topLeading | center | …}`.
    static func anchorPreference(_ i: ModifierInput) -> Modification? {
        let d = i.decoding
        guard let value = i.value else {
            d.error("'anchorPreference' needs {key: NAME, value: bounds}", at: i.location)
            return nil
        }
        guard let fields = d.parameters(value, of: "anchorPreference", allowed: ["key", "value"], keyLocation: i.location)
        else { return nil }
        guard let keyField = fields["key"], let valueField = fields["value"] else {
            d.error("'anchorPreference' needs both 'key' and 'value' (bounds, or a point such as topLeading)", at: d.location(value))
            return nil
        }
        guard let key = preferenceKey(keyField, d) else { return nil }
        var sources = UnitPoint.named.mapValues { AnchorSource.point($0) }
        sources["bounds"] = .bounds
        guard let source = d.named(valueField.value, sources, kind: "anchor", for: "value", keyLocation: d.location(valueField.key))
        else { return nil }
        d.anchorPreferenceKeys.insert(key)
        return .modifier(AnchorPreference(key: key, value: source))
    }

    /// `backgroundPreferenceValue` / `overlayPreferenceValue: {key: K, alignment, content}`;
    /// several content views get an implicit ZStack.
    static func preferenceValueLayer(_ i: ModifierInput, make: (String, Alignment) -> any ViewModifierLayout) -> Modification? {
        let d = i.decoding
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
        guard let key = preferenceKey(keyField, d) else { return nil }
        // Preferences flow up from the primary view, decoded before this modifier. (Content made
        // at layout time was checked when the file was decoded.)
        if i.context.checksReaders && !d.anchorPreferenceKeys.contains(key) {
            d.error(
                "no 'anchorPreference' with key '\(key)' comes before this\(Suggestions.didYouMean(key, in: d.anchorPreferenceKeys))",
                at: d.location(keyField.value))
            return nil
        }
        var alignment = Alignment.center
        if let field = fields["alignment"] {
            guard let a = d.alignment(field.value, for: "alignment", keyLocation: d.location(field.key)) else { return nil }
            alignment = a
        }
        guard let content = fields["content"], !content.value.isNull else {
            d.error("'\(i.name)' needs 'content': a view (usually a GeometryReader) or a list of views", at: d.location(value))
            return nil
        }
        let secondary = d.singleView(content.value, i.context) { views, at in
            ViewNode(ZStack(alignment: alignment), subviews: views, source: at)
        }
        return .modifier(make(key, alignment), secondary: [secondary])
    }

    /// A preference key: a name that `proxy[KEY]` can spell.
    private static func preferenceKey(_ field: Field, _ d: SceneDecoding) -> String? {
        guard let key = d.string(field.value, for: "key", keyLocation: d.location(field.key)) else { return nil }
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            key.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else {
            d.error("'\(key)' is not a valid preference key: use letters, digits and '_'", at: d.location(field.value))
            return nil
        }
        return key
    }
}
