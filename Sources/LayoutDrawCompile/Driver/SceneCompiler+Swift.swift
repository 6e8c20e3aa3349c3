import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Compiling a SwiftUI source: its declarations become the types and functions expressions
/// call, one view is chosen to draw, and the canvas comes from the command line, the
/// `#Preview`'s traits or the view's `.previewDevice`.
extension SceneCompiler {
    /// The device a SwiftUI source is drawn on when nothing says otherwise, as Xcode's canvas
    /// shows a preview on a device.
    public static let defaultDevice = "iPhone 15 Pro"

    /// Compiles a scene, whichever front end read it; throws every problem at once, positioned,
    /// in file order.
    public static func compile(_ document: SceneSyntax, options: SceneDecodingOptions = .init()) throws(DiagnosticList) -> Scene {
        let document = document.applyingProtocolDefaults()
        let file = document.file.name
        let source = document.file.text
        if let problem = document.limitCrossed { throw DiagnosticList([problem]) }
        let limits = options.limits
        let session = CompileSession(file: file, source: source, limits: limits)
        session.append(document.diagnostics)
        if document.diagnostics.contains(where: { $0.severity == .error }), document.types.isEmpty, document.functions.isEmpty,
            document.previews.isEmpty, document.statements.isEmpty
        {
            // The text did not parse: what the parser said is all there is to say.
            throw DiagnosticList(document.diagnostics)
        }
        let options = SourceDirectives(source: source, file: file) { session.append([$0]) }.applied(to: options)
        let origin = ExpressionOrigin.file(document.file)
        let start = SourceLocation(file: file, line: 1, column: 1)

        // Declarations.
        var types: [String: TypeValue] = [:]
        for var definition in document.types {
            // `private typealias ViewControllerRepresentable = UIViewControllerRepresentable`
            // (Food Truck's map): a conformance through an alias is to the type it names.
            if !document.typeAliases.isEmpty {
                definition.conformances = definition.conformances.map { document.typeAliases[$0] ?? $0 }
            }
            if types[definition.name] != nil {
                session.error("invalid redeclaration of '\(definition.name)'", at: origin.location(of: definition.offset))
                continue
            }
            types[definition.name] = TypeValue(name: definition.name, definition: definition)
        }
        // `class ListViewModel: BaseViewModel`: the subclass with its superclass's members.
        types = ClassInheritance.flattened(types)
        // `typealias Model = Landmark`: the alias names the declared type; an alias of another
        // type (`[MDLocation]`, `(Int) -> Void`) is a type name values carry as they are.
        for (alias, target) in document.typeAliases.sorted(by: { $0.key < $1.key }) where types[alias] == nil {
            let base = String(target.prefix { $0 != "<" && $0 != "?" && $0 != "!" })
            if let type = types[base] { types[alias] = type }
        }
        var functions: [String: FunctionDefinition] = [:]
        for function in document.functions {
            if functions[function.name] != nil || types[function.name] != nil {
                session.error("invalid redeclaration of '\(function.name)'", at: origin.location(of: function.offset))
                continue
            }
            functions[function.name] = function
        }
        // Generic parameters of types and of functions (`func load<T: Decodable>() -> T`).
        let functionsWritten = document.functions + document.viewExtensions + document.types.flatMap { $0.methods + $0.allInitializers }
            + document.builtinExtensions.values.flatMap(\.methods)
        let genericNames = Set(document.types.flatMap(\.genericParameters) + functionsWritten.flatMap(\.genericParameters))
        TypeCheck(session: session, origin: origin, types: Set(types.keys).union(genericNames).union(document.protocols.keys).union(document.typeAliases.keys),
            imports: document.imports, projectImports: document.projectImports)
            .check(document)
        if document.checksNamesFirst { NameCheck(session: session, origin: origin, document: document).check(document) }
        EnvironmentValues.check(document, session, origin)
        // `@Query var birds: [Bird]`: no SwiftData (or Core Data) store to fetch from.
        for definition in document.types {
            for property in definition.storedProperties where property.defaultValue == nil {
                guard let wrapper = property.wrapper, ["Query", "FetchRequest", "SectionedFetchRequest"].contains(wrapper) else { continue }
                let framework = wrapper == "Query" ? "SwiftData" : "Core Data"
                session.append([
                    .warning(
                        "'@\(wrapper) var \(property.name)' starts empty: layoutdraw fetches from no \(framework) store; pass sample data to the view to draw some",
                        at: origin.location(of: property.offset))
                ])
            }
        }
        // `@Environment(\.colorScheme)` reads the scheme the picture is drawn in, the size
        // classes the device's (turned by a preview's `.landscapeLeft`).
        let preview = choosePreview(document, options, session, origin)
        let landscape = preview?.traits.contains { trait in
            if case .implicitMember(let name, _) = trait { name == "landscapeLeft" || name == "landscapeRight" } else { false }
        } ?? false
        let device = options.device ?? (options.sizing == nil && document.shape != .expression ? DevicePreset.named[defaultDevice] : nil)
        var environment = EnvironmentValues.values(
            device: device, landscape: landscape, scheme: options.colorScheme ?? .light, displayScale: device?.displayScale ?? 2,
            dynamicTypeSize: options.dynamicTypeSize ?? .large)
        // `UIScreen.main.bounds`: the device's screen (turned in landscape), else a fixed canvas.
        if let device {
            let (short, long) = (min(device.size.width, device.size.height), max(device.size.width, device.size.height))
            environment[EnvironmentValues.screenBoundsKey] = .rect(Rect(x: 0, y: 0, width: landscape ? long : short, height: landscape ? short : long))
        } else if case .fixed(let size)? = options.sizing {
            environment[EnvironmentValues.screenBoundsKey] = .rect(Rect(origin: .zero, size: size))
        }
        let evaluation = EvaluationContext(
            types: types, functions: functions, extensions: document.builtinExtensions, seed: options.seed ?? 0, stepLimit: limits.maximumSteps, environment: environment,
            now: options.now ?? EvaluationContext.defaultNow, resources: options.resourceFolder.flatMap { ProjectResources(folder: $0) },
            packageModules: FrameworkOfName.foreignModules(document.imports + document.projectImports), protocols: Set(document.protocols.keys))
        var context = CompileContext(scope: EvaluationScope(context: evaluation), limits: limits)
        context.images = ImageLookup(options: options, file: file)
        session.images = context.images
        session.imports = document.imports
        session.projectImports = document.projectImports
        session.declaredProtocols = Set(document.protocols.keys)
        var overrides = options.overrideValues.merging(options.stateOverrides) { _, set in set }
        // `--set title=nil` empties an optional property.
        for (name, text) in options.overrides where text == "nil" { overrides[name] = Value.none }
        var alignments = session.customAlignments(document.alignmentExtensions, types: types, scope: context.scope, origin: origin)
        if let settings = document.settings {
            // A scene's params are names of its expressions (`--set` gives them values); its
            // custom alignments are read with them in scope.
            let params = session.params(settingsField("params", settings.params, at: settings.paramsOffset, origin), context, overrides: options.overrideValues)
            if settings.paramsOffset == nil, let name = options.overrides.keys.sorted().first {
                session.error("--set \(name): the scene has no params", at: start)
            }
            context.scope = context.scope.binding("params", to: .namespace(params))
            if let field = settingsField("alignments", settings.alignments, at: settings.alignmentsOffset, origin) {
                context.program = Program(overrides: options.overrideValues)
                alignments = session.customAlignments(field, context)
            }
        }
        context.program = Program(
            swiftFile: document.file, overrides: document.settings == nil ? overrides : options.overrideValues,
            viewExtensions: document.viewExtensions, alignments: alignments)
        if document.settings == nil { checkOverrides(overrides, document, session, at: start) }

        // Top-level `let`s are seen by everything below them.
        var statements = document.statements
        var topLevel = context
        while case .binding(let binding)? = statements.first {
            do throws(ExpressionError) {
                try Interpreter.bind(binding, in: &topLevel.scope)
            } catch {
                session.report(error, origin: origin, context)
            }
            statements.removeFirst()
        }

        // The view to draw.
        var canvasLocation: SourceLocation?
        var traits: [Expression] = []
        var rootStatements: [Statement] = []
        if let preview {
            rootStatements = preview.body
            traits = preview.traits
            // A `PreviewProvider`'s statics are named in `previews` without the type.
            if let provider = preview.provider, let type = types[provider] { topLevel.scope.staticType = type }
            canvasLocation = origin.location(of: preview.offset)
        } else if document.shape == .expression {
            rootStatements = statements
        } else if let name = chooseView(document, types, options, session, origin, at: start) {
            let offset = types[name]!.definition!.offset
            rootStatements = [.expression(.call(.name(name, offset: offset), [], offset: offset))]
            if !takesNoArguments(types[name]!.definition!) {
                let how = "pass them with --view '\(name)(\(SampleArguments.labels(of: types[name]!.definition!)))' or add a #Preview that builds it"
                if let (call, listed) = SampleArguments(types: types, protocols: document.protocols).call(of: name, at: offset) {
                    rootStatements = [.expression(call)]
                    session.append([
                        .warning(
                            "'\(name)' needs arguments and no preview gives them: drawn with sample values \(name)(\(listed)); \(how)",
                            at: origin.location(of: offset))
                    ])
                } else {
                    rootStatements = []
                    session.error("'\(name)' needs arguments and no preview gives them: \(how)", at: origin.location(of: offset))
                }
            }
            canvasLocation = origin.location(of: types[name]!.definition!.offset)
        }
        var root = ViewNode(EmptyView(), source: start)
        if !session.hasErrors || !rootStatements.isEmpty {
            // A root written as a view builder (a scene's list of views) is its views in an
            // implicit VStack, written where the list is.
            var source: SourceLocation?
            if rootStatements.count == 1, case .expression(.closure(let closure, let offset)) = rootStatements[0] {
                rootStatements = closure.body
                source = origin.location(of: offset)
            }
            let views = session.builder(rootStatements, origin: origin, topLevel)
            switch views.count {
            case 0: if let source { root = ViewNode(EmptyView(), source: source) }
            case 1: root = views[0]
            default: root = ViewNode(VStack(), subviews: views, source: source ?? views[0].source)
            }
        }

        // The canvas: the command line, then the preview's traits, then `.previewLayout`, then
        // `.previewDevice` and `.preferredColorScheme`, then a device (a snippet: its ideal size, unless it is a
        // screen — a navigation stack or a list — which is drawn on the device).
        if let settings = document.settings {
            // A scene in YAML: its canvas is what its file writes, options from outside winning.
            let canvasLocation = settings.canvasOffset.map { origin.location(of: $0) }
            let field = settingsField("canvas", settings.canvas, at: settings.canvasOffset, origin)
            let canvas = session.canvas(field?.value, keyLocation: canvasLocation ?? start, context, options: options)
            return try finish(session, canvas: canvas, root: root, limits: limits, canvasLocation: canvasLocation)
        }
        var canvas = CanvasSpec()
        var sized = false
        var turnsToLandscape = false
        if let device = options.device {
            apply(device, to: &canvas)
            sized = true
        } else if let sizing = options.sizing {
            canvas.sizing = sizing
            sized = true
        }
        for trait in traits {
            let at = origin.location(of: trait.offset)
            switch (trait, sized) {
            case (.implicitMember("sizeThatFitsLayout", _), false):
                canvas.sizing = .fit
                sized = true
            case (.call(.implicitMember("fixedLayout", _), let arguments, _), false):
                guard arguments.count == 2, arguments[0].label == "width", arguments[1].label == "height",
                    let w = try? arguments[0].value.evaluateNumber(in: context.scope), let h = try? arguments[1].value.evaluateNumber(in: context.scope),
                    w > 0, h > 0, w.isFinite, h.isFinite
                else {
                    session.error("write .fixedLayout(width: 400, height: 300) with positive sizes", at: at)
                    continue
                }
                canvas.sizing = .fixed(Size(width: w, height: h))
                sized = true
            case (.implicitMember("landscapeLeft", _), _), (.implicitMember("landscapeRight", _), _):
                // Turned once the device is known (below).
                turnsToLandscape = true
            case (.implicitMember("portrait", _), _), (_, true):
                break
            default:
                session.error("unknown preview trait '\(trait.sourceText)'; use .sizeThatFitsLayout, .fixedLayout(width:height:) or .portrait", at: at)
            }
        }
        if !sized, case let layout?? = session.canvasRequests.layout {
            canvas.sizing = layout
            sized = true
        }
        if !sized {
            if let requested = session.canvasRequests.device {
                apply(requested.preset, to: &canvas)
            } else if document.shape == .expression && !Views.isScreen(root) {
                canvas.sizing = .fit
            } else {
                apply(DevicePreset.named[defaultDevice]!, to: &canvas)
            }
        }
        // `.landscapeLeft`: the device turned, width and height swapped, its top and bottom
        // insets on the leading and trailing edges (DevicePreset.landscape).
        if turnsToLandscape, case .fixed(let size) = canvas.sizing, size.height > size.width {
            canvas.sizing = .fixed(Size(width: size.height, height: size.width))
            canvas.safeArea = EdgeInsets(top: 0, leading: canvas.safeArea.top, bottom: 0, trailing: canvas.safeArea.bottom)
        }
        if let margin = options.margin { canvas.margin = margin }
        if let scheme = options.colorScheme ?? session.canvasRequests.colorScheme { canvas.colorScheme = scheme }
        if let scale = options.scale { canvas.scale = scale }
        if let size = options.dynamicTypeSize { canvas.dynamicTypeSize = size }
        canvas.accentColor = session.projectAccentColor
        if options.showsDebugOutlines { canvas.diagram.showsDebugOutlines = true }
        for (type, offset, missing) in evaluation.sampledObjects {
            let lacking = missing.isEmpty ? "" : " (\(missing.joined(separator: ", ")) left without a value)"
            session.append([
                .warning(
                    "no enclosing view provides a '\(type)', and \(type)() cannot be made: one is made from its properties' initial values\(lacking); pass one with .environmentObject(…) in a #Preview to draw it as the app does",
                    at: origin.location(of: offset))
            ])
        }
        var scene = try finish(session, canvas: canvas, root: root, limits: limits, canvasLocation: canvasLocation)
        // `.onAppear`, `.task` and `onPreferenceChange`: once laid out, run the actions not run
        // before and the closures with what was published, and compile again with the state
        // they set (SwiftUI's next frame).
        let program = context.program
        let scope = context.scope
        // (A `GeometryReader`'s content adds its actions during layout: the scene may have
        // actions that compiling it has not met.)
        let appears = options.runsAppearActions
        if program.preferences.hasObservers || appears {
            scene.settle = { () throws(DiagnosticList) -> Scene.Settled in
                func location(_ offset: Int) -> SourceLocation {
                    program.swiftFile.map { ExpressionOrigin.file($0).location(of: offset) } ?? SourceLocation(file: file, line: 1, column: 1)
                }
                var set: [String: Value] = [:]
                var next = options
                var warnings: [Diagnostic] = []
                if appears && !program.appearing.isEmpty {
                    let outcome = program.appearing.run(skipping: options.appeared, scope: scope, origin: location)
                    set = outcome.state
                    warnings = outcome.warnings
                    next.appeared.formUnion(outcome.ran)
                }
                do throws(ExpressionError) {
                    if program.preferences.hasObservers {
                        set.merge(try program.preferences.stateSet(scope: scope)) { _, published in published }
                    }
                } catch {
                    throw DiagnosticList([.error(error.message, at: location(error.offset))])
                }
                let changed = set.filter { name, value in options.stateOverrides[name] != value }
                guard !changed.isEmpty else { return Scene.Settled(next: nil, warnings: warnings) }
                next.stateOverrides.merge(changed) { _, new in new }
                return Scene.Settled(next: try compile(document, options: next), warnings: warnings)
            }
        }
        return scene
    }

    /// A setting as the field the readers of settings take (a record of its labelled values);
    /// nil when the setting is not written.
    private static func settingsField(_ name: String, _ arguments: [Expression.Argument]?, at offset: Int?, _ origin: ExpressionOrigin) -> Field? {
        guard let offset else { return nil }
        let location = origin.location(of: offset)
        let record = RecordSyntax(ViewSyntax.lower(arguments ?? [], origin), location: location)
        return Field(ArgumentSyntax(label: name, labelLocation: location, value: .record(record)))
    }

    private static func apply(_ device: DevicePreset, to canvas: inout CanvasSpec) {
        canvas.sizing = .fixed(device.size)
        canvas.safeArea = device.safeArea
        canvas.displayScale = device.displayScale
    }

    /// Whether `TypeName()` makes the view: an `init` whose parameters all have defaults, or
    /// a memberwise initializer with nothing to take.
    static func takesNoArguments(_ definition: TypeDefinition) -> Bool {
        if definition.allInitializers.contains(where: { Interpreter.defaultsLeftOut($0, []) != nil }) { return true }
        guard definition.hasMemberwiseInitializer || (definition.isClass && definition.allInitializers.isEmpty) else { return false }
        return !definition.storedProperties.contains { $0.isInitialized && $0.defaultValue == nil && !$0.isOptional }
    }

    /// The `#Preview` to draw: the one `--view` names, else the first.
    private static func choosePreview(
        _ document: SceneSyntax, _ options: SceneDecodingOptions, _ session: CompileSession, _ origin: ExpressionOrigin
    ) -> PreviewSyntax? {
        guard !document.previews.isEmpty else { return nil }
        guard let name = options.viewName else { return document.previews[0] }
        if let named = document.previews.first(where: { $0.name == name }) { return named }
        if let building = document.previews.first(where: { $0.builds == name }) { return building }
        if document.types.contains(where: { $0.name == name && $0.isView }) { return nil }
        return document.previews[0]
    }

    /// The view to draw without a `#Preview`: `--view NAME`, else `ContentView`, else the view
    /// the file is named after, else the one `View` (or the one no other declaration uses); nil
    /// (reported) when it cannot be told.
    private static func chooseView(
        _ document: SceneSyntax, _ types: [String: TypeValue], _ options: SceneDecodingOptions, _ session: CompileSession,
        _ origin: ExpressionOrigin, at start: SourceLocation
    ) -> String? {
        let allViews = document.types.filter(\.isView).map(\.name)
        if let name = options.viewName {
            if allViews.contains(name) { return name }
            session.error(
                "--view \(name): the source declares no View named '\(name)'\(Suggestions.didYouMean(name, in: allViews + document.previews.compactMap(\.name)))",
                at: start)
            return nil
        }
        // The file's own views, when it has any: the project's are not its to draw.
        let own = ownViews(document).map(\.name)
        let views = own.isEmpty ? allViews : own
        if views.contains("ContentView") { return "ContentView" }
        // `HomeView.swift` draws `HomeView`, as a file is named after its main type (Xcode's
        // new-file template, Swift's API design guidelines' convention).
        let fileName = String(start.file.split(separator: "/").last ?? "")
        let fileType = String(fileName.split(separator: ".").first ?? "")
        if views.contains(fileType) { return fileType }
        if views.count == 1 { return views[0] }
        // An app's file (`struct MovieApp: App`) draws what its window shows: the first of the
        // file's views its `body` names (`WindowGroup { TabbarView() }`, the branch of an `#if`
        // an iPhone builds), not one of the others that nothing else uses.
        var shown = SyntaxMentions()
        for app in document.types where app.conformances.contains("App") {
            for body in app.computedProperties where body.name == "body" { shown.add(body.body) }
        }
        if let view = views.first(where: shown.names.contains) { return view }
        var used = SyntaxMentions()
        for definition in document.types {
            for function in definition.computedProperties + definition.methods { used.add(function.body) }
            for property in definition.storedProperties { if let value = property.defaultValue { used.add(value) } }
        }
        for function in document.functions { used.add(function.body) }
        let roots = views.filter { !used.names.contains($0) }
        if roots.count == 1 { return roots[0] }
        if views.isEmpty {
            session.error(noViewMessage(document), at: start)
            return nil
        }
        // Several views that none of the others uses, no preview: the first one written, with
        // a warning that names the others.
        let candidates = roots.isEmpty ? views : roots
        let others = candidates.dropFirst().sorted()
        session.append([
            .warning(
                "the source declares several views and no preview: drawn is the first, '\(candidates[0])'; the others are \(others.prefix(8).map { "'\($0)'" }.joined(separator: ", "))\(others.count > 8 ? ", …" : ""): add a #Preview, or pass --view NAME",
                at: start)
        ])
        return candidates[0]
    }

    /// `--set NAME` must name a stored property of a declared type, and its value must be one
    /// the property's type takes: a number for `Double` or `CGFloat` (an `Int` too, as a literal
    /// is), a whole number for `Int`, `true` or `false` for `Bool` (swiftc's words when it is not).
    private static func checkOverrides(_ overrides: [String: Value], _ document: SceneSyntax, _ session: CompileSession, at start: SourceLocation) {
        let stored = document.types.flatMap(\.storedProperties)
        let properties = Set(stored.map(\.name))
        for name in overrides.keys.sorted() {
            guard properties.contains(name) else {
                session.error("--set \(name): no stored property is named '\(name)'\(Suggestions.didYouMean(name, in: properties))", at: start)
                continue
            }
            guard let value = overrides[name], value != .none else { continue }
            for property in stored where property.name == name {
                guard let type = property.type?.text, let expected = Self.literalTypes[type.hasSuffix("?") ? String(type.dropLast()) : type]
                else { continue }
                guard !expected.accepts(value) else { continue }
                session.error(
                    "--set \(name)=\(value.interpolationDescription): cannot convert value of type '\(value.typeName)' to specified type '\(type)'",
                    at: start)
                break
            }
        }
    }

    /// The types whose values `--set` can check, and what each takes.
    private static let literalTypes: [String: LiteralKind] = [
        "Int": .integer, "Double": .number, "CGFloat": .number, "Float": .number, "Bool": .boolean, "String": .text,
    ]

    private enum LiteralKind {
        case integer, number, boolean, text

        func accepts(_ value: Value) -> Bool {
            switch (self, value) {
            case (.integer, .int), (.number, .int), (.number, .double), (.boolean, .bool), (.text, .string): true
            default: false
            }
        }
    }
}

/// Checks that every type a declaration names exists (`point: CGPoing` → did you mean
/// 'CGPoint'?), as swiftc does before anything runs.
struct TypeCheck {
    let session: CompileSession
    let origin: ExpressionOrigin
    let types: Set<String>
    /// The modules the source and the project's files import (`FrameworkOfName`).
    var imports: [String] = []
    var projectImports: [String] = []

    /// Swift's, CoreGraphics' and SwiftUI's types a listing names.
    static let known: Set<String> = [
        "Int", "Double", "CGFloat", "Float", "String", "Bool", "Character", "Array", "IdentifiedArray", "IdentifiedArrayOf", "Dictionary", "Set", "Optional", "Range",
        "ClosedRange", "Void", "Any", "AnyObject", "Never", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt32", "UInt64",
        "CGSize", "CGPoint", "CGRect", "CGVector", "TimeInterval", "Date", "UUID", "URL", "Data", "Error",
        "View", "some", "any", "Content", "Label", "Body", "Value", "Self", "ViewBuilder", "Binding", "State", "Environment",
        "EdgeInsets", "Color", "Angle", "UnitPoint", "GridItem", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge",
        "Font", "CoordinateSpace", "ContentMode", "TextAlignment", "Axis", "GeometryProxy", "Anchor", "PreferenceKey",
        "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "Configuration", "ButtonStyleConfiguration", "ButtonRole", "IndexSet", "ViewDimensions", "Text", "LocalizedStringKey", "Image", "AnyView", "EmptyView", "Shape", "ShapeStyle", "Path",
        "ProposedViewSize", "Layout", "LayoutSubviews", "ColorScheme", "PreviewProvider", "PreviewDevice", "Equatable",
        "Hashable", "Identifiable", "Comparable", "CustomStringConvertible", "Sendable", "CaseIterable", "Codable",
        "ObservableObject", "Published", "StateObject", "ObservedObject", "EnvironmentObject", "AppStorage", "Namespace",
        "FocusState", "GestureState", "ScaledMetric", "Bindable", "Observable", "Animation", "Transaction",
        "_OffsetEffect", "_RotationEffect", "_ScaleEffect", "GeometryEffect", "ProjectionTransform", "CGAffineTransform",
        "Subviews", "LayoutSubview", "Cache", "ViewSpacing", "LayoutProperties", "LayoutValueKey", "AnyLayout", "HStackLayout",
        "VStackLayout", "ZStackLayout", "SceneStorage", "Locale", "Calendar", "TimeZone", "DateComponents", "DismissAction",
        "OpenURLAction", "UserInterfaceSizeClass", "LayoutDirection", "DynamicTypeSize", "ContentSizeCategory", "EditMode",
        "PresentationMode", "ScenePhase", "Namespace", "RawRepresentable", "CustomDebugStringConvertible", "AnyHashable",
        "Substring", "ObservationIgnored", "MainActor", "Decodable", "Encodable", "Observation", "Wrapped", "Element", "Key",
        "ID", "Published", "FloatingPointFormatStyle", "IntegerFormatStyle", "FormatStyle", "Color.Resolved",
        "AttributedString", "Duration", "DateInterval", "Measurement", "UnitLength", "UnitTemperature", "UnitMass", "UnitDuration",
        "UnitSpeed", "UnitVolume", "Dimension", "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath",
        // Named in declarations a picture may never run (a Codable init, a Combine pipeline, a
        // hash): read, so that the rest of the type is not left out.
        "StrokeStyle", "FillStyle", "EnvironmentValues", "ToolbarContent", "ToolbarItemPlacement", "AnyTransition",
        "ScrollViewProxy", "ControlSize", "Decoder", "Encoder", "Hasher", "LocalizedError", "Task", "CodingKey",
        "KeyedDecodingContainer", "KeyedEncodingContainer", "SingleValueDecodingContainer", "UnkeyedDecodingContainer",
        "DecodingError", "EncodingError", "JSONDecoder", "JSONEncoder", "AnyCancellable", "AnyPublisher", "PassthroughSubject",
        "CurrentValueSubject", "Just", "Cancellable", "Publisher", "DispatchQueue", "DispatchWorkItem", "NotificationCenter",
        "Notification", "UserDefaults", "Bundle", "FileManager", "NSError", "NSObject", "Gradient", "LinearGradient",
        "RadialGradient", "AngularGradient", "EllipticalGradient", "AnyShape", "AnyShapeStyle", "Logger", "Capsule", "Circle", "Rectangle", "RoundedRectangle",
        "Ellipse", "RoundedCornerStyle", "BlendMode", "Visibility", "Material", "HierarchicalShapeStyle", "NavigationPath",
        "CGLineCap", "CGLineJoin", "EnumeratedSequence", "Date.ISO8601FormatStyle", "Scene",
        "SymbolRenderingMode", "ImageResource", "ColorResource", "Font.Weight", "Font.Design", "Font.TextStyle",
        "Text.TruncationMode", "LabelStyle", "LabelStyleConfiguration", "ToggleStyle", "ToggleStyleConfiguration",
        "ProgressViewStyle", "ProgressViewStyleConfiguration", "GroupBoxStyle", "GroupBoxStyleConfiguration", "MenuStyle",
        "ListStyle", "PickerStyle", "TextFieldStyle", "GraphicsContext", "DragGesture", "TapGesture", "LongPressGesture",
        "MagnificationGesture", "RotationGesture", "Gesture", "InsettableShape", "AccessibilityAdjustmentDirection",
        "AccessibilityTraits", "SIMD2", "Duration", "Result", "Sequence", "Collection", "RandomAccessCollection",
        "StringProtocol", "BinaryInteger", "BinaryFloatingPoint", "Numeric", "AdditiveArithmetic", "Strideable",
        "ObjectIdentifier", "NSCache", "NSString", "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "ListFormatter", "NSNumber", "Formatter", "Calendar.Component", "UIBezierPath",
        "UIRectCorner", "UIImage", "NSImage", "Decimal", "NSDecimalNumber", "KeyPathComparator", "SortDescriptor",
        "ComparisonResult", "CVarArg",
        "VerticalEdge", "HorizontalEdge", "Edge.Set", "Axis.Set", "ScenePhase", "DismissAction", "OpenURLAction",
        "PresentationDetent", "ContentShapeKinds", "KeyEquivalent", "EventModifiers", "SubmitLabel", "TextContentType",
        "UIKeyboardType", "UITextAutocapitalizationType", "Prominence", "ButtonBorderShape", "ScrollAnchorRole",
    ]

    func check(_ document: SceneSyntax) {
        let definitions = Dictionary(document.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for definition in document.types {
            // (`var viewModel: ViewModel` in `HomeView`, with `extension HomeView { final class
            // ViewModel }`: a name is looked up in the type and the types around it first.)
            var owners: [String] = []
            var owner: String? = definition.name
            while let name = owner, !owners.contains(name) {
                owners.append(name)
                owner = definitions[name]?.enclosingType
            }
            for property in definition.storedProperties + definition.staticProperties { check(property.type, in: owners) }
            for function in definition.computedProperties + definition.methods + definition.allInitializers { check(function, in: owners) }
        }
        for function in document.functions + document.viewExtensions { check(function, in: []) }
    }

    private func check(_ function: FunctionDefinition, in owners: [String]) {
        for parameter in function.parameters { check(parameter.type, in: owners) }
        check(function.returnType, in: owners)
        check(function.body, in: owners)
    }

    private func check(_ statements: [Statement], in owners: [String]) {
        for statement in statements {
            switch statement {
            case .binding(let binding): check(binding.type, in: owners)
            case .if(_, let then, let otherwise, _):
                check(then, in: owners)
                if let otherwise { check(otherwise, in: owners) }
            case .guard(_, let otherwise, _): check(otherwise, in: owners)
            case .switch(_, let cases, _): for c in cases { check(c.body, in: owners) }
            case .for(_, _, let body, _), .while(_, let body, _, _): check(body, in: owners)
            default: break
            }
        }
    }

    private func check(_ type: TypeName?, in owners: [String]) {
        guard let type else { return }
        for (name, offset) in type.names where !Self.known.contains(name) && !types.contains(name) {
            if owners.contains(where: { types.contains($0 + "." + name) }) { continue }
            let candidates = Array(Self.known) + Array(types)
            let suggestion = Suggestions.didYouMean(name, in: candidates)
            // `StoreOf<Feature>`, `Interface<Action>`: a type of a package layoutdraw does not
            // read; a value of it stops the picture only where one is needed.
            // (An Apple framework's prefix says more than a resemblance: `UNUserNotificationCenter`
            // is no misspelt `NotificationCenter`.)
            if FrameworkOfName.isFrameworkType(name)
                || FrameworkOfName.isPackageType(name, imports: imports, projectImports: projectImports, typeNames: candidates)
            {
                continue
            }
            let explanation = FrameworkOfName.explanation(for: name, imports: imports, projectImports: projectImports, suggestion: suggestion)
            session.error("cannot find type '\(name)' in scope\(explanation)", at: origin.location(of: offset))
        }
    }
}
