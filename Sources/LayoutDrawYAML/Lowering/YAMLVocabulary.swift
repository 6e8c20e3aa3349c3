/// What a YAML scene's values stand for where each is written (scene-format §2): the type of
/// each argument, so that a scalar, a list or a mapping becomes the Swift expression it means
/// there. `Text: Fixed` is `Text("Fixed")`, `font: caption` is `.font(.caption)`,
/// `padding: 'proxy.size.width / 4'` is `.padding(proxy.size.width / 4)`.
///
/// A view or modifier that is not listed, and a parameter whose label is not, is read as Swift
/// reads it (`YAMLKind.expression`): so adding a view or modifier to the compiler makes it
/// available in YAML too.
enum YAMLVocabulary {
    /// How a call's argument is written.
    struct Form: Sendable {
        /// The kind of a lone value (`padding: 10`): the call's unlabelled argument.
        var primary: YAMLKind = .expression
        /// The kinds of its labelled arguments (`frame: {width: 10}`), beyond `labelKinds`.
        var labels: [String: YAMLKind] = [:]
        /// Whether it is written with labelled arguments only (`frame: {width: 10}`): a lone
        /// value is reported as not a mapping of parameters.
        var labelledOnly = false
        /// Whether a lone `true` is the call without arguments (`hidden: true` is `.hidden()`);
        /// `false` is then the argument `false` (`bold: false` is `.bold(false)`), unless
        /// `offMessage` says the modifier has no such form.
        var isFlag = false
        /// What `NAME: false` is told when SwiftUI's modifier takes no `Bool` (`.hidden()`).
        var offMessage: String?

        init(
            _ primary: YAMLKind = .expression, _ labels: [String: YAMLKind] = [:], labelledOnly: Bool = false, isFlag: Bool = false,
            offMessage: String? = nil
        ) {
            self.primary = primary
            self.labels = labels
            self.labelledOnly = labelledOnly
            self.isFlag = isFlag || offMessage != nil
            self.offMessage = offMessage
        }

        /// A modifier turned on by `true` that SwiftUI writes without arguments.
        static func switchedOn(_ name: String, _ primary: YAMLKind = .bool, _ labels: [String: YAMLKind] = [:]) -> Form {
            Form(primary, labels, offMessage: "'\(name): false' is not a modifier; remove it")
        }
    }

    /// The kind of the value written for `label` in a call of `name` (nil: its lone value).
    static func kind(of label: String?, in name: String) -> YAMLKind {
        let form = forms[name]
        guard let label else { return form?.primary ?? .expression }
        return form?.labels[label] ?? labelKinds[label] ?? .expression
    }

    /// What parameters of these names are wherever they are written.
    static let labelKinds: [String: YAMLKind] = [
        // Lengths, counts and factors.
        "width": .number, "height": .number, "minWidth": .number, "idealWidth": .number, "maxWidth": .number,
        "minHeight": .number, "idealHeight": .number, "maxHeight": .number, "spacing": .number, "horizontalSpacing": .number,
        "verticalSpacing": .number, "length": .number, "minLength": .number, "cornerRadius": .number, "radius": .number,
        "lineWidth": .number, "x": .number, "y": .number, "top": .number, "leading": .number, "bottom": .number,
        "trailing": .number, "horizontal": .number, "vertical": .number, "all": .number, "from": .number, "to": .number,
        "count": .number, "span": .number, "step": .number, "total": .number, "degrees": .number, "radians": .number,
        "startRadius": .number, "endRadius": .number, "startRadiusFraction": .number, "endRadiusFraction": .number,
        "opacity": .number, "red": .number, "green": .number, "blue": .number, "white": .number, "hue": .number,
        "saturation": .number, "brightness": .number, "limit": .number, "size": .number, "minimum": .number,
        "maximum": .number, "location": .number,
        // Flags.
        "ignoredByLayout": .bool, "isActive": .bool, "opaque": .bool, "showsIndicators": .bool, "reservesSpace": .bool,
        "isExpanded": .bool, "includeOptional": .bool,
        // Texts.
        "title": .text, "verbatim": .text, "systemImage": .text, "name": .text, "prompt": .text, "image": .text,
        "text": .text, "id": .text, "systemName": .text,
        // Names of a type's cases and static members.
        "weight": .name, "design": .name, "contentMode": .name, "edge": .name, "placement": .name, "displayMode": .name,
        "visibility": .name, "role": .name, "pattern": .name, "colorMode": .name, "colorSpace": .name, "uiColor": .name,
        "style": .name, "kind": .name,
        // Sets of them.
        "edges": .names, "axes": .names, "regions": .names, "ignoresSafeAreaEdges": .names, "pinnedViews": .names,
        // Values of their own.
        "alignment": .alignment, "color": .color, "anchor": .unitPoint, "center": .unitPoint, "startPoint": .unitPoint,
        "endPoint": .unitPoint, "startAngle": .angle, "endAngle": .angle, "angle": .angle, "colors": .colors,
        "stops": .stops, "gradient": .gradient,
        // Views.
        "content": .views, "label": .view, "header": .text, "footer": .text, "destination": .view, "icon": .view,
        "minimumValueLabel": .view, "maximumValueLabel": .view, "currentValueLabel": .view,
        "selection": .selection, "tag": .selection,
    ]

    /// The views and modifiers whose arguments are not what `labelKinds` says, or whose lone
    /// value is not read as Swift reads it.
    static let forms: [String: Form] = {
        var forms: [String: Form] = [
            // Leaves.
            "Text": Form(.text, ["format": .expression, "style": .expression]),
            "Image": Form(.text),
            "Path": Form(.text),
            "RoundedRectangle": Form(.number, ["style": .name]),
            "Color": Form(.color, ["opacity": .number]),
            "Spacer": Form(.number),
            // Containers.
            "ForEach": Form(.views, ["range": .list(.number), "items": .list(.selection), "data": .expression, "id": .expression], labelledOnly: true),
            "ScrollView": Form(.views),
            "ViewThatFits": Form(.views, ["in": .names]),
            "LazyVGrid": Form(.views, ["columns": .gridItems, "rows": .gridItems], labelledOnly: true),
            "LazyHGrid": Form(.views, ["columns": .gridItems, "rows": .gridItems], labelledOnly: true),
            // Controls.
            "Button": Form(.text),
            "Picker": Form(.text),
            "Slider": Form(.number, ["value": .number, "in": .range]),
            "Toggle": Form(.text, ["isOn": .bool]),
            "Stepper": Form(.text, ["value": .number, "in": .range]),
            "ProgressView": Form(.textOrNumber, ["value": .number]),
            "Gauge": Form(.number, ["value": .number, "in": .range]),
            "Menu": Form(.text),
            "Link": Form(.text),
            "TextField": Form(.text),
            "SecureField": Form(.text),
            "Label": Form(.text),
            "List": Form(.views, ["items": .list(.selection), "range": .list(.number), "data": .expression, "id": .expression]),
            "Section": Form(.text),
            "LabeledContent": Form(.text, ["value": .text, "label": .text]),
            "NavigationLink": Form(.text, ["value": .selection]),
            "Tab": Form(.text, ["value": .selection]),
            "TabView": Form(.views),
            // Modifiers: layout.
            "padding": Form(.lengthOrEdges, offMessage: "'padding: false' is not a padding; remove it, or write a length"),
            "safeAreaPadding": Form(.lengthOrEdges, offMessage: "'safeAreaPadding: false' is not a padding; remove it, or write a length"),
            "frame": Form(labelledOnly: true),
            "fixedSize": Form(.bool, ["horizontal": .bool, "vertical": .bool], isFlag: true),
            "layoutPriority": Form(.number),
            "aspectRatio": Form(.name, ["ratio": .ratio]),
            "position": Form(.expression, labelledOnly: true),
            "offset": Form(.expression, labelledOnly: true),
            "rotationEffect": Form(.angle),
            "scaleEffect": Form(.number, ["scale": .scale]),
            "coordinateSpace": Form(.text),
            "alignmentGuide": Form(.expression, ["alignment": .name, "value": .closure(["d"]), "computeValue": .closure(["d"])], labelledOnly: true),
            "zIndex": Form(.number),
            "containerRelativeFrame": Form(.names),
            "gridCellColumns": Form(.number),
            "gridColumnAlignment": Form(.name),
            "gridCellUnsizedAxes": Form(.names),
            "gridCellAnchor": Form(.unitPoint),
            // Layers and drawing.
            "background": Form(.styleOrView, ["style": .style, "in": .shape, "fillStyle": .expression]),
            "overlay": Form(.styleOrView, ["style": .style, "in": .shape, "fillStyle": .expression]),
            "border": Form(.color),
            "fill": Form(.style),
            "stroke": Form(.style, ["color": .style, "style": .strokeStyle]),
            "strokeBorder": Form(.style, ["color": .style, "style": .strokeStyle]),
            "trim": Form(labelledOnly: true),
            "foregroundStyle": Form(.style, ["primary": .style, "secondary": .style, "tertiary": .style]),
            "foregroundColor": Form(.style),
            "tint": Form(.color),
            "opacity": Form(.number),
            "cornerRadius": Form(.number),
            "clipShape": Form(.shape, ["shape": .shape, "style": .expression]),
            "clipped": .switchedOn("clipped"),
            "hidden": Form(.bool, offMessage: "'hidden: false' is not a modifier; remove it to show the view"),
            "shadow": Form(.number),
            "blur": Form(.number),
            "mask": Form(.view),
            "compositingGroup": .switchedOn("compositingGroup"),
            "drawingGroup": .switchedOn("drawingGroup", .bool, ["colorMode": .name]),
            "resizable": .switchedOn("resizable"),
            // Text.
            "font": Form(.font, ["style": .name]),
            "bold": Form(.bool, isFlag: true),
            "italic": Form(.bool, isFlag: true),
            "monospaced": Form(.bool, isFlag: true),
            "monospacedDigit": .switchedOn("monospacedDigit"),
            "underline": Form(.bool, isFlag: true),
            "strikethrough": Form(.bool, isFlag: true),
            "allowsTightening": Form(.bool),
            "fontWeight": Form(.name),
            "fontDesign": Form(.name),
            "textCase": Form(.name),
            "multilineTextAlignment": Form(.name),
            "truncationMode": Form(.name),
            "lineLimit": Form(.number, ["limit": .number]),
            "minimumScaleFactor": Form(.number),
            "kerning": Form(.number),
            "tracking": Form(.number),
            "baselineOffset": Form(.number),
            "lineSpacing": Form(.number),
            "scaledToFit": .switchedOn("scaledToFit"),
            "scaledToFill": .switchedOn("scaledToFill"),
            // Safe area, environment, preferences, ids.
            "ignoresSafeArea": Form(.names, offMessage: "'ignoresSafeArea: false' ignores nothing; remove it, or name edges with {edges: [top]}"),
            "edgesIgnoringSafeArea": Form(.names),
            "safeAreaInset": Form(labelledOnly: true),
            "preferredColorScheme": Form(.name),
            "labelsHidden": .switchedOn("labelsHidden"),
            "anchorPreference": Form(.expression, ["key": .text, "value": .name], labelledOnly: true),
            "backgroundPreferenceValue": Form(.expression, ["key": .text], labelledOnly: true),
            "overlayPreferenceValue": Form(.expression, ["key": .text], labelledOnly: true),
            "accessibilityIdentifier": Form(.text),
            "annotate": Form(.annotations),
            // Lists, navigation, tabs.
            "listRowBackground": Form(.styleOrView),
            "listRowSeparator": Form(.name),
            "listRowInsets": Form(.expression, labelledOnly: true),
            "navigationTitle": Form(.text),
            "navigationBarTitle": Form(.text),
            "navigationBarHidden": Form(.bool),
            "toolbar": Form(.views),
            "navigationBarItems": Form(.expression, ["leading": .view, "trailing": .view], labelledOnly: true),
            "tabItem": Form(.views),
            "tag": Form(.selection, ["value": .selection]),
        ]
        // The stacks take their views and an alignment.
        for name in ["HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "Grid", "GridRow", "Form", "GroupBox",
            "NavigationStack", "NavigationView", "GeometryReader", "ToolbarItem", "ToolbarItemGroup"]
        {
            forms[name, default: Form(.views)].primary = .views
        }
        for name in ["LinearGradient", "RadialGradient", "EllipticalGradient", "AngularGradient"] {
            forms[name] = Form(.gradient, labelledOnly: true)
        }
        // Names of cases: styles, modes, scales.
        for name in ["buttonStyle", "pickerStyle", "controlSize", "labelStyle", "textFieldStyle", "toggleStyle", "progressViewStyle", "gaugeStyle", "menuStyle",
            "imageScale", "listStyle", "formStyle", "scrollContentBackground", "navigationBarTitleDisplayMode",
            "toolbarTitleDisplayMode", "tabViewStyle"]
        {
            forms[name] = Form(.name)
        }
        return forms
    }()
}

/// What a YAML value stands for where it is written.
indirect enum YAMLKind: Sendable {
    /// Read as Swift reads it: a number, `true`/`false`, a name (`.name`), an expression, or
    /// else a string; a list is an array, a view entry a view.
    case expression
    /// A number: a literal, `infinity`, or an expression (`'proxy.size.width / 2'`).
    case number
    /// A length, or edges: a number or an expression, or a list of edges (`padding: [top]`).
    case lengthOrEdges
    /// A number is a value, anything else text (`ProgressView: 0.3`, `ProgressView: Loading`).
    case textOrNumber
    /// `true` or `false`.
    case bool
    /// A string with `\(…)` readouts.
    case text
    /// A case or static member of the type expected: `leading` is `.leading`.
    case name
    /// A name, or a list of names: an option set (`Edge.Set`, `Axis.Set`).
    case names
    /// A colour: a name, `'#RRGGBB'`, `{color: red, opacity: 0.3}`, `{red: 1, green: 0, blue: 0}`.
    case color
    /// A shape style: a colour, a material, `blue.gradient`, a gradient view.
    case style
    /// A shape style or a view (`background: blue`, `background: Circle`).
    case styleOrView
    /// A font: a text style, a size, or `{size | style, weight, design}`.
    case font
    /// One view: a view entry or a name (a list of views is one view builder).
    case view
    /// Views: a list of views, a view, or nothing (a view builder).
    case views
    /// Code run later with these parameters: a string is the closure's expression.
    case closure([String])
    /// A `UnitPoint`: a name, `[x, y]` or `{x, y}`.
    case unitPoint
    /// An `Angle`: degrees, or `{degrees}` / `{radians}`.
    case angle
    /// A `CGSize` written `[width, height]`, or a number.
    case ratio
    /// A scale: a number, or `[x, y]` (a `CGSize`).
    case scale
    /// An `Alignment`: a name or `{horizontal, vertical}`.
    case alignment
    /// A list of `GridItem`s, or `{count, flexible | fixed | adaptive, …}`.
    case gridItems
    /// A `StrokeStyle`: `{lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase}`.
    case strokeStyle
    /// A list of colours.
    case colors
    /// A list of `{color, location}`.
    case stops
    /// A `Gradient`: `{colors}`, `{stops}`, or `blue.gradient`.
    case gradient
    /// A shape for clipping: `Circle`, `{RoundedRectangle: 8}`.
    case shape
    /// `[lower, upper]`: a closed range.
    case range
    /// A selection tag: a number, a Boolean or a string.
    case selection
    /// Diagram items (scene-format §3).
    case annotations
    /// A list of values of one kind.
    case list(YAMLKind)
}
