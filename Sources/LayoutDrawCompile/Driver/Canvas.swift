import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// A device preset of scene-format §6: its portrait size, safe-area insets and native scale.
public struct DevicePreset: Hashable, Sendable {
    public var size: Size
    public var safeArea: EdgeInsets
    /// Pixels per point of the device's screen (its `displayScale`).
    public var displayScale: Double

    public init(width: Double, height: Double, top: Double, bottom: Double, displayScale: Double) {
        self.size = Size(width: width, height: height)
        self.safeArea = EdgeInsets(top: top, bottom: bottom)
        self.displayScale = displayScale
    }

    /// The preset turned to landscape: width and height swap, and the portrait top and bottom
    /// insets move to the leading and trailing edges (the device turned a quarter turn
    /// counter-clockwise, its top to the left). Real iOS puts the notch inset on *both* sides
    /// and 21 points at the bottom; write `safeArea:` to model that exactly.
    public var landscape: DevicePreset {
        var turned = self
        turned.size = Size(width: size.height, height: size.width)
        turned.safeArea = EdgeInsets(top: 0, leading: safeArea.top, bottom: 0, trailing: safeArea.bottom)
        return turned
    }

    /// The presets by name (scene-format §6).
    public static let named: [String: DevicePreset] = [
        "iPhone SE": DevicePreset(width: 375, height: 667, top: 20, bottom: 0, displayScale: 2),
        // Xcode's names for the same screen, as `.previewDevice(PreviewDevice(rawValue:))` writes them.
        "iPhone SE (2nd generation)": DevicePreset(width: 375, height: 667, top: 20, bottom: 0, displayScale: 2),
        "iPhone SE (3rd generation)": DevicePreset(width: 375, height: 667, top: 20, bottom: 0, displayScale: 2),
        "iPhone 11 Pro": DevicePreset(width: 375, height: 812, top: 44, bottom: 34, displayScale: 3),
        "iPhone X": DevicePreset(width: 375, height: 812, top: 44, bottom: 34, displayScale: 3),
        "iPhone 11 Pro Max": DevicePreset(width: 414, height: 896, top: 44, bottom: 34, displayScale: 3),
        "iPhone XS Max": DevicePreset(width: 414, height: 896, top: 44, bottom: 34, displayScale: 3),
        "iPhone 11": DevicePreset(width: 414, height: 896, top: 48, bottom: 34, displayScale: 2),
        "iPhone XR": DevicePreset(width: 414, height: 896, top: 48, bottom: 34, displayScale: 2),
        "iPhone 14": DevicePreset(width: 390, height: 844, top: 47, bottom: 34, displayScale: 3),
        "iPhone 15 Pro": DevicePreset(width: 393, height: 852, top: 59, bottom: 34, displayScale: 3),
        "iPhone 15 Pro Max": DevicePreset(width: 430, height: 932, top: 59, bottom: 34, displayScale: 3),
        // The same screens as the 15 Pro and Pro Max (Apple's technical specifications: 2556 × 1179
        // and 2796 × 1290 pixels at 460 ppi, 3×), with the Dynamic Island's 59-point inset.
        "iPhone 15": DevicePreset(width: 393, height: 852, top: 59, bottom: 34, displayScale: 3),
        "iPhone 15 Plus": DevicePreset(width: 430, height: 932, top: 59, bottom: 34, displayScale: 3),
        "iPhone 16": DevicePreset(width: 393, height: 852, top: 59, bottom: 34, displayScale: 3),
        "iPhone 16 Plus": DevicePreset(width: 430, height: 932, top: 59, bottom: 34, displayScale: 3),
        // 2622 × 1206 and 2868 × 1320 pixels at 3× (Apple's specifications); the thinner bezels
        // put the status bar 3 points lower: a 62-point top inset.
        "iPhone 16 Pro": DevicePreset(width: 402, height: 874, top: 62, bottom: 34, displayScale: 3),
        "iPhone 16 Pro Max": DevicePreset(width: 440, height: 956, top: 62, bottom: 34, displayScale: 3),
    ]
}

extension CompileSession {
    static let canvasKeys = [
        "size", "device", "orientation", "safeArea", "scale", "displayScale", "background", "colorScheme", "margin",
        "annotate", "layoutTree", "showSafeArea", "debug", "dynamicTypeSize",
    ]

    /// The `canvas:` section (scene-format §1, §6); options from the command line win.
    func canvas(_ node: ValueSyntax?, keyLocation: SourceLocation, _ context: CompileContext, options: SceneDecodingOptions) -> CanvasSpec {
        var spec = canvasFromFile(node, keyLocation: keyLocation, context)
        if let device = options.device {
            spec.sizing = .fixed(device.size)
            spec.safeArea = device.safeArea
            spec.displayScale = device.displayScale
        } else if let sizing = options.sizing {
            spec.sizing = sizing
            spec.safeArea = .zero
        }
        if let margin = options.margin { spec.margin = margin }
        if let scheme = options.colorScheme { spec.colorScheme = scheme }
        if let scale = options.scale { spec.scale = scale }
        if let size = options.dynamicTypeSize { spec.dynamicTypeSize = size }
        if options.showsDebugOutlines { spec.diagram.showsDebugOutlines = true }
        return spec
    }

    private func canvasFromFile(_ node: ValueSyntax?, keyLocation: SourceLocation, _ context: CompileContext) -> CanvasSpec {
        var spec = CanvasSpec()
        guard let node, !node.isNull else { return spec }
        guard case .record(let record) = node else {
            error("expected a mapping for 'canvas', found \(node.kindDescription)", at: location(node))
            return spec
        }
        var fields: [String: Field] = [:]
        for field in self.fields(of: record) {
            if Self.canvasKeys.contains(field.name) {
                fields[field.name] = field
            } else if NotSupportedYet.canvasKeys.contains(field.name) {
                error("'canvas.\(field.name)' is not supported yet", at: field.key)
            } else {
                error(
                    "unknown canvas key '\(field.name)'\(Suggestions.didYouMean(field.name, in: Self.canvasKeys + NotSupportedYet.canvasKeys))",
                    at: field.key)
            }
        }
        func key(_ name: String) -> SourceLocation { fields[name]!.key }
        func positive(_ name: String, _ value: ValueSyntax, key: SourceLocation, allowZero: Bool = false) -> Double? {
            guard let n = number(value, for: name, keyLocation: key, context) else { return nil }
            guard allowZero ? n >= 0 : n > 0 else {
                error("'\(name)' must be \(allowZero ? "zero or more" : "positive"), not \(SwiftFormat.double(n))", at: location(of: value, key: key))
                return nil
            }
            return n
        }

        var device: DevicePreset?
        if let field = fields["device"] {
            device = named(field.value, DevicePreset.named, kind: "device", for: "device", keyLocation: key("device"))
            if device != nil, let size = fields["size"] {
                error("'size' and 'device' both set the canvas size; write only one", at: size.key)
            }
        }
        if let field = fields["orientation"] {
            let orientations = ["portrait": false, "landscape": true]
            if let landscape = named(field.value, orientations, kind: "orientation", for: "orientation", keyLocation: key("orientation")) {
                if fields["device"] == nil {
                    error("'orientation' turns a 'device'; with 'size', write the size you want", at: key("orientation"))
                } else if landscape {
                    device = device?.landscape
                }
            }
        }
        if let device {
            spec.sizing = .fixed(device.size)
            spec.safeArea = device.safeArea
            spec.displayScale = device.displayScale
        }
        if let field = fields["dynamicTypeSize"], let size = dynamicTypeSize(field.value, for: "dynamicTypeSize", keyLocation: field.key, context) {
            spec.dynamicTypeSize = size
        }
        if let field = fields["size"], fields["device"] == nil {
            spec.sizing = canvasSize(field.value, key: key("size"), context, positive: positive) ?? spec.sizing
        }
        if let field = fields["safeArea"],
            let edges = parameters(
                field.value.labelledCall(of: ["EdgeInsets"]) ?? field.value, of: "safeArea", allowed: ["top", "leading", "bottom", "trailing"],
                keyLocation: key("safeArea"))
        {
            for (name, edge) in edges {
                guard let n = positive(name, edge.value, key: edge.key, allowZero: true) else { continue }
                switch name {
                case "top": spec.safeArea.top = n
                case "leading": spec.safeArea.leading = n
                case "bottom": spec.safeArea.bottom = n
                default: spec.safeArea.trailing = n
                }
            }
        }
        if let field = fields["scale"], let n = positive("scale", field.value, key: key("scale")) {
            spec.scale = n
        }
        if let field = fields["displayScale"], let n = positive("displayScale", field.value, key: key("displayScale")) {
            spec.displayScale = n
        }
        if let field = fields["background"], let color = color(field.value, for: "background", keyLocation: key("background"), context) {
            spec.background = color
        }
        if let field = fields["colorScheme"] {
            let schemes = Dictionary(uniqueKeysWithValues: ColorScheme.allCases.map { ($0.rawValue, $0) })
            if let scheme = named(field.value, schemes, kind: "colour scheme", for: "colorScheme", keyLocation: key("colorScheme")) {
                spec.colorScheme = scheme
            }
        }
        if let field = fields["margin"], let n = positive("margin", field.value, key: key("margin"), allowZero: true) {
            spec.margin = n
        }
        spec.diagram = diagramRequest(fields, context)
        return spec
    }

    /// `fit`, `[w, h]`, `{width: W}` or `{width: W, height: H}`.
    private func canvasSize(
        _ value: ValueSyntax, key: SourceLocation, _ context: CompileContext,
        positive: (String, ValueSyntax, SourceLocation, Bool) -> Double?
    ) -> CanvasSpec.Sizing? {
        // `CGSize(width: 400)`: read argument by argument.
        let value = value.labelledCall(of: ["CGSize"]) ?? value
        if case .expression(let syntax) = value, case .implicitMember("fit", _) = syntax.expression { return .fit }
        if let items = items(value, context) {
            guard items.count == 2 else {
                error("expected [width, height] for 'size', found a list of \(items.count)", at: location(value))
                return nil
            }
            guard let w = positive("width", items[0], location(items[0]), false),
                let h = positive("height", items[1], location(items[1]), false)
            else { return nil }
            return .fixed(Size(width: w, height: h))
        }
        switch value {
        case .record:
            guard let fields = parameters(value, of: "size", allowed: ["width", "height"], keyLocation: key) else { return nil }
            guard let width = fields["width"] else {
                error("'size' needs a 'width' (the height fits the content), or write size: [width, height]", at: location(value))
                return nil
            }
            guard let w = positive("width", width.value, width.key, false) else { return nil }
            if let height = fields["height"] {
                guard let h = positive("height", height.value, height.key, false) else { return nil }
                return .fixed(Size(width: w, height: h))
            }
            return .width(w)
        default:
            error("expected 'fit', [width, height] or {width: W} for 'size', found \(value.kindDescription)", at: location(of: value, key: key))
            return nil
        }
    }
}
