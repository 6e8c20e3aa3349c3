import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// What `@Environment(\.key) var name` reads in a SwiftUI source: the environment of the
/// device the picture is drawn on. Keys a still picture has no value for (`\.dismiss`,
/// `\.openURL`, `\.modelContext`, …) are accepted and hold a value that is an error only where
/// it is read (`OpaqueValue`): a `Button` that calls `dismiss()` draws, since its action never
/// runs.
enum EnvironmentValues {
    /// The environment of a scene drawn on `device` (nil: a canvas of a size, no device),
    /// turned to landscape or not, in `scheme`.
    ///
    /// Size classes follow Apple's table (Human Interface Guidelines, "Layout", device size
    /// classes): every iPhone in portrait is compact wide and regular tall; in landscape it is
    /// compact tall, and regular wide only on the largest phones (the Max, Plus, XR and 11, 414
    /// points wide or more in portrait), compact otherwise. A canvas without a device is read as
    /// an iPhone in portrait. `displayScale` is the layout's pixel grid (the device's native
    /// scale, else 2), as `GeometryReader` and text rounding use it.
    /// Where `UIScreen.main.bounds` is kept (not an environment key a source can name).
    static let screenBoundsKey = EvaluationContext.screenBoundsKey

    static func values(
        device: DevicePreset?, landscape: Bool, scheme: ColorScheme, displayScale: Double, dynamicTypeSize: DynamicTypeSize = .large
    ) -> [String: Value] {
        func member(_ name: String, _ type: String? = nil) -> Value { .symbol(Symbol(type: type, path: [.init(name)])) }
        let portraitWidth = device.map { min($0.size.width, $0.size.height) } ?? 0
        let horizontal = landscape && portraitWidth >= 414 ? "regular" : "compact"
        let vertical = landscape ? "compact" : "regular"
        return [
            "colorScheme": member(scheme == .dark ? "dark" : "light"),
            "horizontalSizeClass": member(horizontal),
            "verticalSizeClass": member(vertical),
            "layoutDirection": member("leftToRight"),
            "dynamicTypeSize": member(dynamicTypeSize.name),
            "sizeCategory": member(dynamicTypeSize.contentSizeCategoryName),
            "displayScale": .double(displayScale),
            "pixelLength": .double(1 / displayScale),
            "colorSchemeContrast": member("standard"),
            "legibilityWeight": member("regular"),
            "isEnabled": .bool(true),
            "isFocused": .bool(false),
            "isSearching": .bool(false),
            "isPresented": .bool(false),
            "isScrollEnabled": .bool(true),
            "isLuminanceReduced": .bool(false),
            "supportsMultipleWindows": .bool(false),
            "accessibilityReduceMotion": .bool(false),
            "accessibilityReduceTransparency": .bool(false),
            "accessibilityDifferentiateWithoutColor": .bool(false),
            "accessibilityInvertColors": .bool(false),
            "accessibilityEnabled": .bool(false),
            "accessibilityVoiceOverEnabled": .bool(false),
            "accessibilityShowButtonShapes": .bool(false),
            "scenePhase": member("active"),
            "controlSize": member("regular"),
            "redactionReasons": .array([]),
            // The fixed en_US locale pictures are drawn in: `Locale.current`'s.
            "locale": .symbol(Symbol(type: "Locale", path: [.init("current")])),
            "calendar": .host(HostValue(CalendarValue())),
            "timeZone": .host(HostValue(OpaqueValue(name: "\\.timeZone", type: "TimeZone"))),
            // The text environment's defaults (the views read the scene's environment, not
            // what a `.font(…)` or `.lineLimit(…)` above them set).
            "font": .none,
            "lineLimit": .none,
            "textCase": .none,
            "lineSpacing": .double(0),
            "minimumScaleFactor": .double(1),
            "allowsTightening": .bool(false),
            "multilineTextAlignment": member("leading"),
            "truncationMode": member("tail"),
            // WidgetKit's: a widget's view is drawn as the small family in full colour on its
            // container background (the first family a widget supports by default, and how
            // the home screen shows it), unless a preview says otherwise.
            "widgetFamily": member("systemSmall"),
            "widgetRenderingMode": member("fullColor"),
            "showsWidgetContainerBackground": .bool(true),
        ]
    }

    /// Every key `@Environment(\.key)` may name: those with a value in a still picture and
    /// those without one (`EnvironmentKeys.typeNames`).
    static let knownKeys: Set<String> = Set(values(device: nil, landscape: false, scheme: .light, displayScale: 2).keys)
        .union(EnvironmentKeys.typeNames.keys)

    /// `@Environment(\.colourScheme)`: a key SwiftUI's `EnvironmentValues` does not have, close
    /// to one it has, is an error where it is declared, with the key meant. A key far from every
    /// known one is another framework's (StoreKit's `\.displayStoreKitMessage`, SwiftData's
    /// `\.modelContext`): a warning, and the property has no value — declaring it is fine, as
    /// for `\.dismiss`, and reading it is an error that says why.
    static func check(_ document: SceneSyntax, _ session: CompileSession, _ origin: ExpressionOrigin) {
        let declared = Set(document.builtinExtensions["EnvironmentValues"]?.staticProperties.map(\.name) ?? [])
        for definition in document.types {
            for property in definition.storedProperties {
                guard let key = property.environmentKey, !knownKeys.contains(key), !declared.contains(key) else { continue }
                let suggestion = Suggestions.didYouMean(key, in: knownKeys.union(declared).sorted())
                let location = origin.location(of: property.environmentKeyOffset ?? property.offset)
                guard suggestion.isEmpty else {
                    session.error("'\\.\(key)' is not an environment value layoutdraw knows\(suggestion)", at: location)
                    continue
                }
                session.warning(
                    "'\\.\(key)' is not an environment value layoutdraw knows (a framework's it does not model?): '\(property.name)' has no value in the picture",
                    at: location)
            }
        }
    }
}

extension CompileSession {
    /// `.environmentObject(model)` and `.environment(model)` on a view: the objects it puts in
    /// the environment of its content, for `@EnvironmentObject var model: Model` and
    /// `@Environment(Model.self) var model` to read. (They are read before the view itself is
    /// compiled, since the view's content is compiled with it.)
    func providingEnvironmentObjects(_ syntax: ViewSyntax, _ context: inout CompileContext) {
        guard context.scope.context != nil else { return }
        for modifier in syntax.modifiers where modifier.name == "environmentObject" || modifier.name == "environment" {
            if let (key, value) = customEnvironmentValue(modifier, context) {
                context.scope.environmentObjects[Expression.customEnvironmentPrefix + key] = value
                continue
            }
            guard modifier.arguments.count == 1, modifier.arguments[0].label == nil,
                case .expression(let expression) = modifier.arguments[0].value
            else { continue }
            if case .keyPath = expression.expression { continue }
            guard let value = evaluate(expression, context) else { continue }
            guard case .instance(let instance) = value, instance.storage != nil else {
                error(
                    "'\(modifier.name)' takes an object (an instance of a class), not a value of type \(value.typeName)",
                    at: expression.location)
                continue
            }
            context.scope.environmentObjects[instance.type.name] = value
        }
    }

    /// `.environment(\.accent, .red)` for a value the source declares (`extension
    /// EnvironmentValues`): its key and the value, typed as the declaration's; nil for another.
    func customEnvironmentValue(_ modifier: CallSyntax, _ context: CompileContext) -> (String, Value)? {
        guard modifier.name == "environment", modifier.arguments.count == 2, case .expression(let key) = modifier.arguments[0].value,
            case .keyPath(let path, _) = key.expression, path.count == 1,
            let declared = context.scope.context?.extensions["EnvironmentValues"]?.definition?.staticProperties.first(where: { $0.name == path[0] }),
            case .expression(let expression) = modifier.arguments[1].value, let value = evaluate(expression, context)
        else { return nil }
        return (path[0], value.typed(as: declared.type, in: context.scope.context))
    }
}
