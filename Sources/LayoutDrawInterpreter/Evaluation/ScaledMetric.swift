import LayoutDrawCore

/// `@ScaledMetric var spacing = 8`, `@ScaledMetric(relativeTo: .title) var size: CGFloat = 24`: a
/// number that scales with the scene's Dynamic Type size as its text style does.
extension Expression {
    /// `value` scaled as SwiftUI's `ScaledMetric.wrappedValue` scales it, for a property with
    /// that wrapper (any other value unchanged): times its style's scale factor at the scene's
    /// Dynamic Type size (the environment's `dynamicTypeSize`), rounded to the nearest pixel of
    /// its `displayScale` — OpenSwiftUI's `ScaledMetric` (audited against SwiftUI 6.5.4):
    /// `(value * Font.scaleFactor(textStyle:in:)).rounded(toMultipleOf: pixelLength)`, the scale
    /// factor being the style's leading there over its leading at the default size
    /// (`Font.TextStyle.scaleFactor(at:)`). So `@ScaledMetric var x = 17.0` is 16.333 at Medium on
    /// a 3x phone (17 × 21 / 22 = 16.23), as Jared Sinclair measured `UIFontMetrics` giving.
    static func scaledMetric(_ value: Value, for property: TypeDefinition.StoredProperty, scope: EvaluationScope) -> Value {
        guard property.wrapper == "ScaledMetric", let number = value.number else { return value }
        let environment = scope.context?.environment
        var size = DynamicTypeSize.large
        if case .symbol(let symbol)? = environment?["dynamicTypeSize"], let named = DynamicTypeSize(named: symbol.name) { size = named }
        let style = property.scaledMetricStyle.flatMap(Font.TextStyle.init(rawValue:)) ?? .body
        var displayScale = 2.0
        if let scale = environment?["displayScale"]?.number, scale > 0, scale.isFinite { displayScale = scale }
        let scaled = number * style.scaleFactor(at: size)
        guard scaled.isFinite, abs(scaled) < 1e15 else { return .double(scaled) }
        return .double((scaled * displayScale).rounded() / displayScale)
    }
}
