/// One way of drawing every scene of a check: on a device, in an appearance, at a scale, as
/// Playwright's projects run every test in several browsers.
///
/// A part left nil keeps what the scene itself asks for (its `canvas:` or `#Preview`), so the
/// variant with no parts is the scene as written, and its golden is plain `NAME.png`.
public struct CheckVariant: Hashable, Sendable {
    /// A device preset's name (`iPhone 15 Pro`): its screen size, safe area and display scale.
    public var device: String?
    /// Light or dark.
    public var appearance: ColorScheme?
    /// Output pixels per point.
    public var scale: Double?

    public init(device: String? = nil, appearance: ColorScheme? = nil, scale: Double? = nil) {
        self.device = device
        self.appearance = appearance
        self.scale = scale
    }

    /// The scene as written.
    public static let asWritten = CheckVariant()

    /// Every combination, devices first, then appearances, then scales (an empty list leaves
    /// that part to the scene): `[iPhone SE, iPhone 15 Pro] × [light, dark]` is four variants.
    public static func product(devices: [String] = [], appearances: [ColorScheme] = [], scales: [Double] = []) -> [CheckVariant] {
        var result: [CheckVariant] = []
        for device in devices.isEmpty ? [nil] : devices.map(Optional.some) {
            for appearance in appearances.isEmpty ? [nil] : appearances.map(Optional.some) {
                for scale in scales.isEmpty ? [nil] : scales.map(Optional.some) {
                    let variant = CheckVariant(device: device, appearance: appearance, scale: scale)
                    if !result.contains(variant) { result.append(variant) }
                }
            }
        }
        return result
    }

    /// The golden's file name for the scene whose golden base is `base` (`chapter1/card`):
    /// the device joins the base name (`card-iphone-se`), then DocC's suffixes follow
    /// (`card-iphone-se~dark@2x.png`).
    public func goldenName(base: String) -> String {
        variantName(base: base).fileName()
    }

    /// `card-iphone-se~dark@2x` for `card`: how the variant is named in reports.
    public func identifier(base: String) -> String {
        let name = variantName(base: base)
        return name.base + name.suffix
    }

    private func variantName(base: String) -> VariantName {
        let deviceBase = device.map { base + "-" + VariantName.deviceSlug($0) } ?? base
        return VariantName(base: deviceBase, appearance: appearance, scale: scale)
    }

    /// `iPhone SE, dark, @2x`; `as written` for the scene as written.
    public var label: String {
        var parts: [String] = []
        if let device { parts.append(device) }
        if let appearance { parts.append(appearance.rawValue) }
        if let scale { parts.append("@" + VariantName.scaleText(scale) + "x") }
        return parts.isEmpty ? "as written" : parts.joined(separator: ", ")
    }

    /// The options that draw this variant (the decoding options of the run with this
    /// variant's parts laid over them).
    public func applied(to options: SceneDecodingOptions) -> SceneDecodingOptions {
        var options = options
        if let device { options.device = DevicePreset.named[device] }
        if let appearance { options.colorScheme = appearance }
        if let scale { options.scale = scale }
        return options
    }

    /// The command-line options that select this variant alone:
    /// `["--device", "iPhone SE", "--appearance", "dark", "--scale", "2"]`.
    public var arguments: [String] {
        var result: [String] = []
        if let device { result += ["--device", device] }
        if let appearance { result += ["--appearance", appearance.rawValue] }
        if let scale { result += ["--scale", VariantName.scaleText(scale)] }
        return result
    }
}
