import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

/// The modifiers a scene can apply, one argument mapping each (scene-format §2.2), for both
/// front ends: `padding: {edges: [top], length: 25}` and `.padding(.top, 25)` reach the same
/// function (`positional` names the Swift spelling's unlabelled arguments). Adding a modifier
/// is one line here plus its mapping (and its engine type).
enum Modifiers {
    struct Entry: Sendable {
        var positional: [String]
        var decode: ModifierDecoder
        /// An inert modifier takes whatever arguments SwiftUI's overloads take — labelled,
        /// unlabelled, trailing closures (`.sheet(isPresented: $show) { … }`,
        /// `.animation(.easeInOut, value: on)`) — and reads none of them.
        var acceptsAnyArguments = false

        init(_ positional: [String], _ decode: @escaping ModifierDecoder) {
            self.positional = positional
            self.decode = decode
        }

        init(_ decode: @escaping ModifierDecoder) {
            self.init([], decode)
        }
    }

    static let table: [String: Entry] = [
        "padding": Entry(["edges", "length"], padding),
        "safeAreaPadding": Entry(["edges", "length"], safeAreaPadding),
        "containerRelativeFrame": Entry(["axes", "length"], containerRelativeFrame),
        "gridCellColumns": Entry(["count"], gridCellColumns),
        "gridColumnAlignment": Entry(["guide"], gridColumnAlignment),
        "gridCellUnsizedAxes": Entry(["axes"], gridCellUnsizedAxes),
        "gridCellAnchor": Entry(["anchor"], gridCellAnchor),
        "frame": Entry(frame),
        "fixedSize": Entry(fixedSize),
        "background": Entry(["content"]) { layer($0, alignment: { Background(alignment: $0) }, style: { Background(ignoresSafeAreaEdges: $0) }) },
        "overlay": Entry(["content"]) { layer($0, alignment: { Overlay(alignment: $0) }, style: { Overlay(ignoresSafeAreaEdges: $0) }) },
        "border": Entry(["color"], border),
        "fill": Entry(fill),
        "stroke": Entry(["color"]) { stroke($0, border: false) },
        "strokeBorder": Entry(["color"]) { stroke($0, border: true) },
        "trim": Entry(trim),
        "foregroundStyle": Entry(["primary", "secondary", "tertiary"], foregroundStyle),
        "foregroundColor": Entry(foregroundStyle),
        "font": Entry { i in i.session.font(i.value, keyLocation: i.location, i.context).map { .modifier(FontModifier($0)) } },
        "bold": Entry { i in flag(i).map { .modifier(Bold($0)) } },
        "italic": Entry { i in flag(i).map { .modifier(Italic($0)) } },
        "fontWeight": Entry(fontWeight),
        "opacity": Entry { i in number(i).map { .modifier(Opacity($0)) } },
        "cornerRadius": Entry(["radius"]) { i in number(i).map { .modifier(CornerRadius($0)) } },
        "id": Entry(id),
        "accessibilityIdentifier": Entry(id),
        "annotate": Entry(annotate),
        "aspectRatio": Entry(["ratio"], aspectRatio),
        "position": Entry(["point"], position),
        "offset": Entry(["size"], offset),
        "rotationEffect": Entry(["angle"], rotationEffect),
        "scaleEffect": Entry(["scale"], scaleEffect),
        "modifier": Entry(modifier),
        "coordinateSpace": Entry(coordinateSpace),
        "alignmentGuide": Entry(["alignment", "value"], alignmentGuide),
        "zIndex": Entry(zIndex),
        "hidden": Entry(hidden),
        "anchorPreference": Entry(["transform"], anchorPreference),
        "preference": Entry(preference),
        "onPreferenceChange": Entry(["key", "perform"], onPreferenceChange),
        "backgroundPreferenceValue": Entry(["key", "content"]) {
            preferenceValueLayer($0, make: { BackgroundPreferenceValue(key: $0, alignment: $1) })
        },
        "overlayPreferenceValue": Entry(["key", "content"]) {
            preferenceValueLayer($0, make: { OverlayPreferenceValue(key: $0, alignment: $1) })
        },
        "clipShape": Entry(["shape", "style"], clipShape),
        "clipped": Entry(clipped),
        "lineLimit": Entry(["limit"], lineLimit),
        "multilineTextAlignment": Entry(multilineTextAlignment),
        "truncationMode": Entry(truncationMode),
        "minimumScaleFactor": Entry(minimumScaleFactor),
        "allowsTightening": Entry(allowsTightening),
        "ignoresSafeArea": Entry(["regions", "edges"], ignoresSafeArea),
        "edgesIgnoringSafeArea": Entry(edgesIgnoringSafeArea),
        "safeAreaInset": Entry(["content"], safeAreaInset),
        "resizable": Entry(resizable),
        "preferredColorScheme": Entry(preferredColorScheme),
        "previewDevice": Entry(previewDevice),
        "previewLayout": Entry(previewLayout),
        "previewDisplayName": Entry(inert),
        "buttonStyle": Entry(buttonStyle),
        "pickerStyle": Entry(pickerStyle),
        "controlSize": Entry(controlSize),
        "tint": Entry(tint),
        "labelsHidden": Entry(labelsHidden),
        "labelStyle": Entry(labelStyle),
        "textFieldStyle": Entry(textFieldStyle),
        "toggleStyle": Entry(toggleStyle),
        "progressViewStyle": Entry(progressViewStyle),
        "imageScale": Entry(imageScale),
        "shadow": Entry(shadow),
        "blur": Entry(blur),
        "mask": Entry(["content"], mask),
        "compositingGroup": Entry { i in compositingGroup(i) },
        "drawingGroup": Entry { i in compositingGroup(i) },
        "environment": Entry(["keyPath", "value"], environment),
        // Lists and navigation (Modifiers+Lists.swift, Modifiers+Navigation.swift).
        "listStyle": Entry(listStyle),
        "formStyle": Entry(formStyle),
        "listRowInsets": Entry(listRowInsets),
        "listRowBackground": Entry(listRowBackground),
        "listRowSeparator": Entry(["visibility"], listRowSeparator),
        "scrollContentBackground": Entry(scrollContentBackground),
        "navigationTitle": Entry(navigationTitle),
        "navigationBarTitle": Entry(["title"], navigationBarTitle),
        "navigationBarTitleDisplayMode": Entry(navigationBarTitleDisplayMode),
        "toolbarTitleDisplayMode": Entry(navigationBarTitleDisplayMode),
        "toolbar": Entry(["content"], toolbar),
        "navigationBarHidden": Entry(navigationBarHidden),
        "navigationBarItems": Entry(navigationBarItems),
        // Tab views (Modifiers+Tabs.swift).
        "tabItem": Entry(["label"], tabItem),
        "tag": Entry(["value"], tag),
        "tabViewStyle": Entry(["style"], tabViewStyle),
        // Left out, as the inert ones below, but with a trailing closure beside labelled arguments.
        "navigationDestination": inertEntry,
        "swipeActions": inertEntry,
        "contextMenu": inertEntry,
    ]
    .merging(Dictionary(uniqueKeysWithValues: inertNames.map { ($0, inertEntry) })) { first, _ in first }
    .merging(textTable) { first, _ in first }
    .merging(dynamicTypeTable) { first, _ in first }
    .merging(MappingTable.modifiers.mapValues { mapping in
        var entry = Entry(mapping.positional, mapping.compile)
        entry.acceptsAnyArguments = mapping.acceptsAnyArguments
        return entry
    }) { first, _ in first }

    /// Modifiers that YAML turns on with `true` (`hidden: true`) but whose SwiftUI spelling has no
    /// unlabelled argument, with that spelling: `.hidden(true)` does not compile, so a source
    /// that writes it is told so rather than drawn as if it were `.hidden()`.
    static let swiftSpellingWithoutUnlabelledArgument: [String: String] = [
        "hidden": ".hidden()",
        "labelsHidden": ".labelsHidden()",
        "compositingGroup": ".compositingGroup()",
        "drawingGroup": ".drawingGroup()",
        "scaledToFit": ".scaledToFit()",
        "scaledToFill": ".scaledToFill()",
        "monospacedDigit": ".monospacedDigit()",
        "clipped": ".clipped()",
        "fixedSize": ".fixedSize()",
        "resizable": ".resizable()",
    ]

    /// Modifiers that change nothing a still picture of the layout shows: gestures, actions,
    /// animations, accessibility text, identity. Accepted and left out of the tree.
    static let inertNames = [
        "onAppear", "onDisappear", "onTapGesture", "onLongPressGesture", "onChange", "onReceive", "onSubmit", "task",
        "gesture", "simultaneousGesture", "highPriorityGesture", "animation", "transition", "contentTransition",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityHidden", "accessibilityElement",
        "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilitySortPriority", "contentShape",
        "allowsHitTesting", "disabled", "help", "keyboardShortcut", "sensoryFeedback", "navigationViewStyle",
        "navigationBarBackButtonHidden", "textContentType", "keyboardType", "autocorrectionDisabled",
        "textInputAutocapitalization", "submitLabel", "focused", "onHover", "matchedGeometryEffect", "sheet", "alert",
        "confirmationDialog", "popover", "fullScreenCover", "environmentObject",
        // Lists and navigation: what happens on a tap, a swipe or a pull.
        "refreshable", "onDelete", "onMove", "deleteDisabled", "moveDisabled",
        // Scrolling, sheets, drag and drop, keyboard and system chrome: behaviour, not layout.
        "scrollIndicators", "scrollDisabled", "scrollDismissesKeyboard", "scrollBounceBehavior", "scrollTargetBehavior",
        "scrollTargetLayout", "presentationDetents", "presentationDragIndicator", "presentationCornerRadius",
        "presentationBackground", "interactiveDismissDisabled", "onDrag", "onDrop", "draggable", "dropDestination",
        "statusBarHidden", "persistentSystemOverlays", "defersSystemGestures", "privacySensitive", "textSelection",
        "focusable", "onKeyPress", "onOpenURL", "onContinueUserActivity", "userActivity", "handlesExternalEvents",
        // The symbols layoutdraw draws are monochrome and still.
        "symbolRenderingMode", "symbolEffect",
        // Older spellings of keyboard and rendering settings, and pointer hover (no pointer on iPhone).
        "autocapitalization", "disableAutocorrection", "renderingMode", "hoverEffect",
    ]

    /// Every modifier name a scene may write, for suggestions.
    static let allNames = Array(table.keys.filter { !inertNames.contains($0) }) + ["modifiers"] + NotSupportedYet.modifiers

    /// The modifier names, for the hint on a repeated key.
    static let names = Set(table.keys)

    // MARK: Helpers

    static func number(_ i: ModifierInput) -> Double? {
        i.session.number(i.value, for: i.name, keyLocation: i.location, i.context)
    }

    private static func flag(_ i: ModifierInput) -> Bool? {
        i.session.bool(i.value, for: i.name, keyLocation: i.location, i.context, default: true)
    }

    /// A modifier without a visible effect: its arguments are not read (they are closures and
    /// values the picture does not show).
    static func inert(_ i: ModifierInput) -> Modification? {
        nil
    }

    /// The entry of a modifier a still picture does not show, whatever its arguments.
    static var inertEntry: Entry {
        var entry = Entry(inert)
        entry.acceptsAnyArguments = true
        return entry
    }

    /// `.environment(model)` puts an object in its content's environment (read before the
    /// content is compiled: `providingEnvironmentObjects`); `.environment(\\.key, value)` is
    /// accepted, but the content reads the scene's environment (`--color-scheme` and the
    /// device), which a warning says.
    static func environment(_ i: ModifierInput) -> Modification? {
        if let dynamicType = environmentDynamicTypeSize(i) { return dynamicType }
        if i.call.arguments.count == 2, case .expression(let key) = i.call.arguments[0].value, case .keyPath(let path, _) = key.expression {
            let key = path.joined(separator: ".")
            let hint = key == "colorScheme" ? " (draw the dark appearance with --color-scheme dark or .preferredColorScheme(.dark))" : ""
            i.session.warning(
                "'.environment(\\.\(key), …)' is not applied: the views read the scene's environment\(hint)", at: i.location, i.context)
        }
        return Modification.none
    }

    // MARK: Layout

    static func padding(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else { return .modifier(Padding()) }
        switch value {
        case .expression(let syntax):
            // `.padding(10)`, `.padding(.horizontal)`, `.padding(EdgeInsets(…))`; what does not
            // evaluate is reported as the number it should be.
            guard let evaluated = d.evaluate(syntax, i.context, reportingErrors: false) else { return number(i).map { .modifier(Padding(.all, $0)) } }
            switch evaluated {
            case .insets(let insets): return .modifier(Padding(insets))
            case .symbol, .array: return d.edges(value, for: i.name, keyLocation: i.location, i.context).map { .modifier(Padding($0)) }
            default: return number(i).map { .modifier(Padding(.all, $0)) }
            }
        case .record:
            let perEdge = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]
            guard let fields = d.parameters(value, of: i.name, allowed: ["edges", "length"] + perEdge, keyLocation: i.location)
            else { return nil }
            func length(_ name: String) -> Double?? {
                guard let field = fields[name] else { return .some(nil) }
                if d.isNil(field.value, i.context) { return .some(nil) }
                guard let n = d.number(field.value, for: name, keyLocation: field.key, i.context) else { return nil }
                return .some(n)
            }
            let edgeKeys = perEdge.filter { fields[$0] != nil }
            if fields["edges"] != nil || (fields["length"] != nil && edgeKeys.isEmpty) {
                if let extra = edgeKeys.first {
                    d.error("'\(i.name)' takes either 'edges' with 'length', or lengths per edge, not both", at: fields[extra]!.key)
                    return nil
                }
                var edges = EdgeSet.all
                if let field = fields["edges"] {
                    guard let set = d.edges(field.value, for: "edges", keyLocation: field.key, i.context) else { return nil }
                    edges = set
                }
                guard let len = length("length") else { return nil }
                return .modifier(Padding(edges, len))
            }
            // Per-edge lengths; a more specific key wins: all < horizontal/vertical < an edge.
            var insets = EdgeInsets.zero
            var valid = true
            func apply(_ name: String, _ set: (inout EdgeInsets, Double) -> Void) {
                switch length(name) {
                case .none: valid = false
                case .some(let v?): set(&insets, v)
                case .some(nil): break
                }
            }
            apply("all") { $0 = EdgeInsets(all: $1) }
            apply("horizontal") { $0.leading = $1; $0.trailing = $1 }
            apply("vertical") { $0.top = $1; $0.bottom = $1 }
            apply("top") { $0.top = $1 }
            apply("leading") { $0.leading = $1 }
            apply("bottom") { $0.bottom = $1 }
            apply("trailing") { $0.trailing = $1 }
            return valid ? .modifier(Padding(insets)) : nil
        default:
            d.error("expected a length or edges for '\(i.name)', found \(value.kindDescription)", at: d.location(value))
            return nil
        }
    }

    private static let frameFixed = ["width", "height"]
    private static let frameFlexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    private static let frameParameters = frameFixed + frameFlexible + ["alignment"]

    static func frame(_ i: ModifierInput) -> Modification? {
        let d = i.session
        let fixed = frameFixed
        let flexible = frameFlexible
        guard let value = i.value else {
            if i.call.expression != nil { return .modifier(FixedFrame(width: nil, height: nil, alignment: .center)) }
            d.error("'frame' needs arguments, such as frame: {width: 100, height: 50} or {maxWidth: infinity}", at: i.location)
            return nil
        }
        guard let fields = d.parameters(value, of: "frame", allowed: frameParameters, keyLocation: i.location)
        else { return nil }
        var valid = true
        var alignment = Alignment.center
        if let field = fields["alignment"] {
            if let a = d.alignment(field.value, for: "alignment", keyLocation: field.key, i.context) { alignment = a } else { valid = false }
        }
        // `nil` written for a dimension (Swift's default) is the dimension left out.
        let fixedGiven = fixed.filter { fields[$0] != nil && !d.isNil(fields[$0]!.value, i.context) }
        let flexibleGiven = flexible.filter { fields[$0] != nil && !d.isNil(fields[$0]!.value, i.context) }
        if let a = fixedGiven.first, let b = flexibleGiven.first {
            let later = [fields[a]!, fields[b]!].max { $0.key < $1.key }!
            d.error(
                "'frame' cannot mix '\(a)' with '\(b)': SwiftUI has frame(width:height:) and frame(minWidth:…maxHeight:) as two modifiers",
                at: later.key)
            return nil
        }
        // The numbers given, by name (at most eight: a list is quicker than hashing).
        var numbers: [(name: String, value: Double)] = []
        func number(_ name: String) -> Double? { numbers.first { $0.name == name }?.value }
        for name in fixedGiven + flexibleGiven {
            let field = fields[name]!
            // Fixed sizes accept infinity here and drop it below with a warning, as SwiftUI does.
            let allowInfinity = fixed.contains(name) || name.hasPrefix("max")
            if let n = d.number(field.value, for: name, keyLocation: field.key, i.context, allowInfinity: allowInfinity) {
                numbers.append((name, n))
            } else {
                valid = false
            }
        }
        guard valid else { return nil }
        if !flexibleGiven.isEmpty || (fixedGiven.isEmpty && flexible.contains { fields[$0] != nil }) {
            for axis in ["Width", "Height"] {
                if let lo = number("min" + axis), let hi = number("max" + axis), lo > hi {
                    d.warning(
                        "contradictory frame constraints: min\(axis) \(SwiftFormat.double(lo)) is above max\(axis) \(SwiftFormat.double(hi))",
                        at: fields["max" + axis]!.key, i.context)
                }
            }
            return .modifier(
                FlexibleFrame(
                    minWidth: number("minWidth"), idealWidth: number("idealWidth"), maxWidth: number("maxWidth"),
                    minHeight: number("minHeight"), idealHeight: number("idealHeight"), maxHeight: number("maxHeight"),
                    alignment: alignment))
        }
        for name in fixed {
            guard let n = number(name), n < 0 || !n.isFinite else { continue }
            let what = n.isFinite ? "negative (\(SwiftFormat.double(n)))" : "not finite"
            d.warning("invalid frame dimension: '\(name)' is \(what); SwiftUI ignores it", at: d.location(of: fields[name]!.value, key: fields[name]!.key), i.context)
            numbers.removeAll { $0.name == name }
        }
        return .modifier(FixedFrame(width: number("width"), height: number("height"), alignment: alignment))
    }

    static func fixedSize(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else { return .modifier(FixedSize()) }
        if case .record = value {
            guard let fields = d.parameters(value, of: "fixedSize", allowed: ["horizontal", "vertical"], keyLocation: i.location)
            else { return nil }
            var axes: [Bool] = []
            for name in ["horizontal", "vertical"] {
                guard let field = fields[name] else {
                    axes.append(false)
                    continue
                }
                guard let b = d.bool(field.value, for: name, keyLocation: field.key, i.context) else { return nil }
                axes.append(b)
            }
            return .modifier(FixedSize(horizontal: axes[0], vertical: axes[1]))
        }
        guard let on = d.bool(value, for: "fixedSize", keyLocation: i.location, i.context, default: true) else { return nil }
        return .modifier(FixedSize(horizontal: on, vertical: on))
    }

    // MARK: Layers

    /// `background` / `overlay`: a colour, a view, a list of views (an implicit ZStack), or
    /// `{alignment, content}`; `{style: COLOR}` is a colour too. Swift: `.background(.blue)`,
    /// `.background(Color.red.opacity(0.3))` (a colour: the style form), `.background(View())`,
    /// `.background(alignment: .top) { … }`, `.background(.orange, ignoresSafeAreaEdges: .all)`.
    /// `style` makes the modifier of a colour layer that extends into the safe area on the given
    /// edges (`background`: `ignoresSafeAreaEdges`, `.all` unless written); without it a colour
    /// layer is `make(.center)`.
    static func layer(
        _ i: ModifierInput, alignment make: (Alignment) -> any ViewModifierLayout,
        style makeStyle: ((EdgeSet) -> any ViewModifierLayout)? = nil
    ) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'\(i.name)' needs a colour or a view", at: i.location)
            return nil
        }
        func colorLayer(_ node: ValueSyntax, key: SourceLocation, edges: EdgeSet = .all) -> Modification? {
            guard let style = d.shapeStyle(node, for: i.name, keyLocation: key, i.context) else { return nil }
            return .modifier(makeStyle?(edges) ?? make(.center), secondary: [styleLayer(style, source: d.location(node))])
        }
        func viewLayer(_ node: ValueSyntax, alignment: Alignment) -> Modification? {
            let content = d.singleView(node, i.context) { views, at in
                ViewNode(ZStack(alignment: alignment), subviews: views, source: at)
            }
            return .modifier(make(alignment), secondary: [content])
        }
        switch value {
        case .list, .closure:
            return viewLayer(value, alignment: .center)
        case .expression(let syntax):
            return d.isStyle(syntax, i.context) ? colorLayer(value, key: i.location) : viewLayer(value, alignment: .center)
        case .record(let record):
            let keys = Set(record.fields.compactMap(\.label))
            if keys.contains("color") { return colorLayer(value, key: i.location) }
            var allowed = ["alignment", "content", "style", "in", "fillStyle"]
            if i.name == "background" { allowed.append("ignoresSafeAreaEdges") }
            guard var fields = d.parameters(value, of: i.name, allowed: allowed, keyLocation: i.location) else { return nil }
            // Swift's `.background(.orange, ignoresSafeAreaEdges: .all)` and `.background(.thinMaterial,
            // in: Capsule())`: the unlabelled argument is the style.
            if fields["style"] == nil, fields["ignoresSafeAreaEdges"] != nil || fields["in"] != nil, let content = fields["content"],
                case .expression = content.value
            {
                fields.append(Field(ArgumentSyntax(label: "style", labelLocation: content.key, value: content.value)))
                var rest = Parameters()
                for (name, field) in fields where name != "content" { rest.append(field) }
                fields = rest
            }
            if let shape = fields["in"] {
                // `background(_:in:fillStyle:)`: the shape filled with the style, in the view's
                // frame (the fill style's rule does not change these outlines).
                guard let style = fields["style"] else {
                    d.error("'in' goes with a style: {style: ultraThinMaterial, in: Capsule}", at: shape.key)
                    return nil
                }
                if let other = fields["content"] ?? fields["alignment"] ?? fields["ignoresSafeAreaEdges"] {
                    d.error("'\(i.name)' with 'in' takes a style and a shape, not '\(other.name)'", at: other.key)
                    return nil
                }
                guard let outline = outline(shape.value, for: "in", at: shape.key, i.context, d),
                    let fill = d.shapeStyle(style.value, for: i.name, keyLocation: style.key, i.context)
                else { return nil }
                return .modifier(make(.center), secondary: [ViewNode(shapeView(outline).fill(fill), source: d.location(style.value))])
            }
            if let field = fields["fillStyle"] {
                d.error("'fillStyle' goes with 'in' (a shape)", at: field.key)
                return nil
            }
            var edges = EdgeSet.all
            if let field = fields["ignoresSafeAreaEdges"] {
                guard fields["style"] != nil else {
                    d.error("'ignoresSafeAreaEdges' goes with 'style' (a view background never extends into the safe area)", at: field.key)
                    return nil
                }
                guard let set = safeAreaEdges(field, d, i.context) else { return nil }
                edges = set
            }
            if let style = fields["style"] {
                if let other = fields["content"] ?? fields["alignment"] {
                    d.error("'\(i.name)' takes either 'style' or 'content', not both", at: other.key)
                    return nil
                }
                return colorLayer(style.value, key: style.key, edges: edges)
            }
            var alignment = Alignment.center
            if let field = fields["alignment"] {
                guard let a = d.alignment(field.value, for: "alignment", keyLocation: field.key, i.context) else { return nil }
                alignment = a
            }
            guard let content = fields["content"], !content.value.isNull else {
                d.error("'\(i.name)' needs 'content': a view or a list of views", at: d.location(value))
                return nil
            }
            if case .expression(let syntax) = content.value, d.isStyle(syntax, i.context) {
                return colorLayer(content.value, key: content.key)
            }
            return viewLayer(content.value, alignment: alignment)
        }
    }

    /// `border: COLOR` / `{color, width}` / `.border(Color.red, width: 2)`.
    static func border(_ i: ModifierInput) -> Modification? {
        let d = i.session
        if let value = i.value, case .record(let record) = value, !record.fields.contains(where: { $0.label == "opacity" }) {
            guard let fields = d.parameters(value, of: "border", allowed: ["color", "width"], keyLocation: i.location) else { return nil }
            guard let colorField = fields["color"] else {
                d.error("'border' needs 'color'", at: d.location(value))
                return nil
            }
            guard let color = d.color(colorField.value, for: "color", keyLocation: colorField.key, i.context) else { return nil }
            var width = 1.0
            if let field = fields["width"] {
                guard let w = d.number(field.value, for: "width", keyLocation: field.key, i.context) else { return nil }
                width = w
            }
            return .border(color, width: width)
        }
        return d.color(i.value, for: "border", keyLocation: i.location, i.context).map { .border($0, width: 1) }
    }

    // MARK: Shape styles

    /// `fill`: a colour, a gradient or a material (Values+ShapeStyle.swift).
    static func fill(_ i: ModifierInput) -> Modification? {
        i.session.shapeStyle(i.value, for: "fill", keyLocation: i.location, i.context).map { .shapeStyle(.fill($0)) }
    }

    /// `stroke` / `strokeBorder`: a style, or `{color, lineWidth}` or `{color, style}`; Swift
    /// `.strokeBorder(Color.blue, lineWidth: 5)`, `.stroke(LinearGradient(…), lineWidth: 4)`,
    /// `.stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 4]))`.
    static func stroke(_ i: ModifierInput, border: Bool) -> Modification? {
        let d = i.session
        func make(_ color: ShapeStyle, _ line: StrokeStyle) -> Modification {
            .shapeStyle(border ? .strokeBorder(color, line) : .stroke(color, line))
        }
        func make(_ color: ShapeStyle, _ width: Double) -> Modification { make(color, StrokeStyle(lineWidth: width)) }
        if let value = i.value, case .record(let record) = value, !record.fields.contains(where: { $0.label == "opacity" }) {
            guard let fields = d.parameters(value, of: i.name, allowed: ["color", "lineWidth", "style"], keyLocation: i.location) else { return nil }
            // Without a colour, the foreground style (`.stroke(lineWidth: 2)`).
            var color = ShapeStyle.foreground
            if let colorField = fields["color"] {
                guard let style = d.shapeStyle(colorField.value, for: "color", keyLocation: colorField.key, i.context) else { return nil }
                color = style
            }
            if let field = fields["style"] {
                if let other = fields["lineWidth"] {
                    d.error("'\(i.name)' takes a lineWidth or a style, not both; put the width in the StrokeStyle", at: other.key)
                    return nil
                }
                return d.strokeStyle(field.value, for: "style", keyLocation: field.key, i.context).map { make(color, $0) }
            }
            var width = 1.0
            if let field = fields["lineWidth"] {
                guard let w = d.number(field.value, for: "lineWidth", keyLocation: field.key, i.context) else { return nil }
                guard let line = d.validated(StrokeStyle(lineWidth: w), at: d.location(of: field.value, key: field.key)) else { return nil }
                width = line.lineWidth
            }
            return make(color, width)
        }
        // `.stroke()`, YAML `stroke:` with nothing: a one-point line in the foreground style.
        guard let value = i.value, !value.isNull else { return make(.foreground, 1) }
        return d.shapeStyle(value, for: i.name, keyLocation: i.location, i.context).map { make($0, 1) }
    }

    // MARK: Environment and tags

    /// `.foregroundStyle(.blue)`; the palette form `.foregroundStyle(.blue, .green)` (YAML
    /// `{primary: blue, secondary: green}`) styles what is drawn with its primary style: the
    /// symbols layoutdraw draws are monochrome, and text and shapes use the primary one only.
    static func foregroundStyle(_ i: ModifierInput) -> Modification? {
        var value = i.value
        if case .record(let record)? = value, record.fields.contains(where: { $0.label == "primary" }) {
            guard let fields = i.session.parameters(.record(record), of: i.name, allowed: ["primary", "secondary", "tertiary"], keyLocation: i.location),
                let primary = fields["primary"]
            else { return nil }
            for (name, field) in fields where name != "primary" {
                // Read, so that a misspelt colour is still reported.
                guard i.session.shapeStyle(field.value, for: name, keyLocation: field.key, i.context) != nil else { return nil }
            }
            value = primary.value
        }
        return i.session.shapeStyle(value, for: i.name, keyLocation: i.location, i.context).map { .modifier(ForegroundStyle($0, kind: i.name)) }
    }

    /// `id: NAME` (YAML) / `.accessibilityIdentifier("NAME")` (Swift): tags the view as it
    /// stands at this point of the chain.
    ///
    /// Swift's `.id(_:)` is the view's identity, which a still picture does not show; but a
    /// writer who writes `.id("dot")` looks for "dot" in the SVG. So an identity written as a
    /// string literal (`"dot"`, `"row-\(index)"`) also names the view, as
    /// `.accessibilityIdentifier` does (which wins when both are written); any other identity
    /// (`.id(item.id)`, `.id(count)`) is left out.
    static func id(_ i: ModifierInput) -> Modification? {
        if i.name == "id", i.call.expression != nil {
            guard case .expression(let syntax)? = i.value else { return Modification.none }
            switch syntax.expression {
            case .string, .interpolation:
                guard let name = i.session.interpolated(i.value, for: i.name, keyLocation: i.location, i.context) else { return nil }
                return name.isEmpty ? Modification.none : .name(name)
            default:
                return Modification.none
            }
        }
        guard let id = i.session.interpolated(i.value, for: i.name, keyLocation: i.location, i.context) else { return nil }
        guard !id.isEmpty else {
            i.session.error("an id must not be empty", at: i.session.location(of: i.value, key: i.location))
            return nil
        }
        return .tag(id)
    }

    /// `.preferredColorScheme(.dark)`: the canvas's colour scheme, unless the command line says.
    static func preferredColorScheme(_ i: ModifierInput) -> Modification? {
        let schemes = Dictionary(uniqueKeysWithValues: ColorScheme.allCases.map { ($0.rawValue, $0) })
        guard let scheme = i.session.named(i.value, schemes, kind: "colour scheme", for: i.name, keyLocation: i.location, context: i.context)
        else { return nil }
        if i.session.canvasRequests.colorScheme == nil { i.session.canvasRequests.colorScheme = scheme }
        return Modification.none
    }

    /// `.previewLayout(.sizeThatFits)`, `.previewLayout(.fixed(width: 400, height: 200))` or
    /// `.previewLayout(.device)` on a `PreviewProvider`'s view: the canvas Xcode draws it on
    /// (the view's ideal size, that size, or the device), unless the command line or a
    /// `#Preview`'s traits say otherwise. `.device` leaves the choice of device to the rest.
    static func previewLayout(_ i: ModifierInput) -> Modification? {
        let d = i.session
        let usage = "write .previewLayout(.sizeThatFits), .previewLayout(.fixed(width: 400, height: 300)) or .previewLayout(.device)"
        guard case .expression(let syntax)? = i.value, let value = d.evaluate(syntax, i.context) else {
            d.error(usage, at: d.location(of: i.value, key: i.location))
            return nil
        }
        guard case .symbol(let symbol) = value, symbol.path.count == 1, symbol.type == nil || symbol.type == "PreviewLayout" else {
            d.error(usage, at: syntax.location)
            return nil
        }
        let sizing: CanvasSpec.Sizing?
        switch (symbol.name, symbol.path[0].arguments) {
        case ("sizeThatFits", nil): sizing = .fit
        case ("device", nil): sizing = nil
        case ("fixed", let arguments?):
            guard arguments.count == 2, arguments[0].label == "width", arguments[1].label == "height",
                let w = arguments[0].value.number, let h = arguments[1].value.number, w > 0, h > 0, w.isFinite, h.isFinite
            else {
                d.error("write .previewLayout(.fixed(width: 400, height: 300)) with positive sizes", at: syntax.location)
                return nil
            }
            sizing = .fixed(Size(width: w, height: h))
        default:
            d.error(usage, at: syntax.location)
            return nil
        }
        if d.canvasRequests.layout == nil { d.canvasRequests.layout = sizing.map { .some($0) } ?? .some(nil) }
        return Modification.none
    }

    /// `.previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))` or `.previewDevice("iPhone 15 Pro")`:
    /// the canvas's device, unless the command line or the file says otherwise.
    static func previewDevice(_ i: ModifierInput) -> Modification? {
        let d = i.session
        var name: String?
        if case .expression(let syntax)? = i.value, let value = d.evaluate(syntax, i.context) {
            switch value {
            case .string(let s): name = s
            case .symbol(let symbol) where symbol.path.count == 1:
                if case .string(let s)? = symbol.path[0].arguments?.first?.value { name = s }
            default: break
            }
            if name == nil {
                d.error("write .previewDevice(PreviewDevice(rawValue: \"iPhone 15 Pro\"))", at: syntax.location)
                return nil
            }
        } else {
            name = d.string(i.value, for: i.name, keyLocation: i.location)
        }
        guard let name else { return nil }
        guard let preset = DevicePreset.named[name] else {
            d.error("unknown device '\(name)'\(Suggestions.didYouMean(name, in: DevicePreset.named.keys))", at: d.location(of: i.value, key: i.location))
            return nil
        }
        if d.canvasRequests.device == nil { d.canvasRequests.device = (preset, i.location) }
        return Modification.none
    }
}
