import LayoutDraw

/// One way of drawing every scene of a check: on a device, in an appearance, at a scale, at a
/// Dynamic Type size, as Playwright's projects run every test in several browsers.
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
    /// A Dynamic Type size, spelled as the writer wrote it (`AX3`, `accessibility3`, `xxxLarge`):
    /// the golden's name carries that spelling (`card-ax3`), as DocC has no suffix for it.
    public var dynamicTypeSize: String?

    public init(device: String? = nil, appearance: ColorScheme? = nil, scale: Double? = nil, dynamicTypeSize: String? = nil) {
        self.device = device
        self.appearance = appearance
        self.scale = scale
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// The scene as written.
    public static let asWritten = CheckVariant()

    /// Every combination, devices first, then Dynamic Type sizes, then appearances, then scales
    /// (an empty list leaves that part to the scene): `[iPhone SE, iPhone 15 Pro] × [light,
    /// dark]` is four variants.
    public static func product(
        devices: [String] = [], appearances: [ColorScheme] = [], scales: [Double] = [], dynamicTypeSizes: [String] = []
    ) -> [CheckVariant] {
        var result: [CheckVariant] = []
        for device in devices.isEmpty ? [nil] : devices.map(Optional.some) {
            for size in dynamicTypeSizes.isEmpty ? [nil] : dynamicTypeSizes.map(Optional.some) {
                for appearance in appearances.isEmpty ? [nil] : appearances.map(Optional.some) {
                    for scale in scales.isEmpty ? [nil] : scales.map(Optional.some) {
                        let variant = CheckVariant(device: device, appearance: appearance, scale: scale, dynamicTypeSize: size)
                        if !result.contains(variant) { result.append(variant) }
                    }
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

    /// The device, then the Dynamic Type size as the writer spelled it, join the base name
    /// (`card-iphone-se-ax3`); the default size, `large`, adds nothing, as light and 1x do not.
    private func variantName(base: String) -> VariantName {
        var name = device.map { base + "-" + VariantName.deviceSlug($0) } ?? base
        if let dynamicTypeSize, DynamicTypeSize(named: dynamicTypeSize) != .large { name += "-" + VariantName.deviceSlug(dynamicTypeSize) }
        return VariantName(base: name, appearance: appearance, scale: scale)
    }

    /// The variant as its golden is named once drawn: a variant that leaves the scale to the
    /// scene is named by the scale it was drawn at (the scene's, its device's, else 2), as DocC
    /// reads an image without `@Nx` as 1x (`card-iphone-se@2x.png` for a 750 × 1334 picture).
    /// The scene as written keeps the name `layoutdraw SCENE` gives its picture (`card.png`).
    public func named(drawnAt drawnScale: Double) -> CheckVariant {
        guard scale == nil, self != .asWritten else { return self }
        var named = self
        named.scale = drawnScale
        return named
    }

    /// `iPhone SE, dark, @2x`; `as written` for the scene as written.
    public var label: String {
        var parts: [String] = []
        if let device { parts.append(device) }
        if let dynamicTypeSize { parts.append(dynamicTypeSize) }
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
        if let dynamicTypeSize { options.dynamicTypeSize = DynamicTypeSize(named: dynamicTypeSize) }
        return options
    }

    /// How `check --variant` names this variant: its parts joined by commas
    /// (`iPhone SE,dark,@2x`, `dark`, `@3x`), `as written` for none. The update command of a
    /// failure names its variant so.
    public var selector: String {
        var parts: [String] = []
        if let device { parts.append(device) }
        if let dynamicTypeSize { parts.append(dynamicTypeSize) }
        if let appearance { parts.append(appearance.rawValue) }
        if let scale { parts.append("@" + VariantName.scaleText(scale) + "x") }
        return parts.isEmpty ? "as written" : parts.joined(separator: ",")
    }

    /// Reads a `--variant` value: a device's name, `light` or `dark`, and a scale (`@2x`, `2x`,
    /// `@2`), in any order, separated by commas; `as written` alone for the scene as written.
    /// The label (`iPhone SE, dark, @2x`) reads back as its variant.
    ///
    /// - Throws: the message for a word that is none of these, or a part given twice.
    public init(selector text: String) throws(VariantListError) {
        self.init()
        let words = VariantName.words(text)
        guard !words.isEmpty else { throw VariantListError("no variant given: write its parts, such as 'iPhone SE,dark,@2x', or 'as written'") }
        if words.count == 1, ["as written", "as-written"].contains(words[0].lowercased()) { return }
        for word in words {
            if let scheme = ColorScheme(rawValue: word.lowercased()) {
                guard appearance == nil else { throw VariantListError("'\(text)' names two appearances: a variant has one") }
                appearance = scheme
            } else if let number = Self.scale(word) {
                guard scale == nil else { throw VariantListError("'\(text)' names two scales: a variant has one") }
                guard number > 0, number <= 16 else { throw VariantListError("'\(word)' is not a scale: use numbers greater than 0 and at most 16, such as @2x") }
                scale = number
            } else if DynamicTypeSize(named: word) != nil {
                guard dynamicTypeSize == nil else { throw VariantListError("'\(text)' names two Dynamic Type sizes: a variant has one") }
                dynamicTypeSize = word
            } else if let name = DevicePreset.named[word] != nil ? word : DevicePreset.named.keys.first(where: { $0.lowercased() == word.lowercased() }) {
                guard device == nil else { throw VariantListError("'\(text)' names two devices: a variant has one") }
                device = name
            } else {
                let known = ["light", "dark", "as written"] + DevicePreset.named.keys.sorted() + DynamicTypeSize.allNames
                throw VariantListError(
                    "'\(word)' is no part of a variant\(Suggestions.didYouMean(word, in: known)) (a variant is a device (\(DevicePreset.named.keys.sorted().joined(separator: ", "))), light or dark, a scale such as @2x and a Dynamic Type size such as AX3, separated by commas)")
            }
        }
    }

    /// `@2x`, `2x`, `@2` → 2; nil for a word that is not written as a scale.
    private static func scale(_ word: String) -> Double? {
        var text = Substring(word)
        let at = text.hasPrefix("@")
        if at { text.removeFirst() }
        let times = text.hasSuffix("x") || text.hasSuffix("X")
        if times { text.removeLast() }
        guard at || times, !text.isEmpty, text.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
        return Double(text)
    }

    /// The variants a run checks, from the variants the project defines (`[.asWritten]`
    /// without any) and the command line's `--device`, `--appearance` and `--scale` (nil when
    /// not given).
    ///
    /// An option for a part some defined variant sets *chooses*: the variants kept are those
    /// whose part is one of its values (`--appearance dark`: the dark ones; a variant that
    /// leaves the appearance to the scene is not dark). An option for a part no defined variant
    /// sets *adds* it to every kept variant, one copy per value (`--device 'iPhone SE'` over
    /// appearances and scales: each of them on the iPhone SE), which is how variants without a
    /// project are made. So the options never make a variant from parts the project sets
    /// otherwise.
    ///
    /// - Throws: when the options choose none of the defined variants; the message lists them.
    public static func chosen(
        from defined: [CheckVariant], devices: [String]? = nil, appearances: [ColorScheme]? = nil, scales: [Double]? = nil,
        dynamicTypeSizes: [String]? = nil
    ) throws(VariantListError) -> [CheckVariant] {
        let defined = defined.isEmpty ? [.asWritten] : defined
        let setsDevice = defined.contains { $0.device != nil }
        let setsAppearance = defined.contains { $0.appearance != nil }
        let setsScale = defined.contains { $0.scale != nil }
        let setsSize = defined.contains { $0.dynamicTypeSize != nil }
        // Sizes are compared as sizes, whatever their spelling (`AX3` chooses `accessibility3`).
        func sameSize(_ a: String, _ b: String) -> Bool { DynamicTypeSize(named: a) == DynamicTypeSize(named: b) }
        var kept = defined.filter { variant in
            (devices == nil || !setsDevice || variant.device.map { devices!.contains($0) } == true)
                && (appearances == nil || !setsAppearance || variant.appearance.map { appearances!.contains($0) } == true)
                && (scales == nil || !setsScale || variant.scale.map { scales!.contains($0) } == true)
                && (dynamicTypeSizes == nil || !setsSize
                    || variant.dynamicTypeSize.map { size in dynamicTypeSizes!.contains { sameSize($0, size) } } == true)
        }
        if kept.isEmpty {
            throw VariantListError(
                "none of the project's variants (\(defined.map(\.label).joined(separator: "; "))) has the parts asked for; "
                    + "name a variant exactly with --variant (it need not be the project's), or add it to the project's variants")
        }
        if let devices, !setsDevice {
            kept = kept.flatMap { variant in devices.map { var copy = variant; copy.device = $0; return copy } }
        }
        if let sizes = dynamicTypeSizes, !setsSize {
            kept = kept.flatMap { variant in sizes.map { var copy = variant; copy.dynamicTypeSize = $0; return copy } }
        }
        if let appearances, !setsAppearance {
            kept = kept.flatMap { variant in appearances.map { var copy = variant; copy.appearance = $0; return copy } }
        }
        if let scales, !setsScale {
            kept = kept.flatMap { variant in scales.map { var copy = variant; copy.scale = $0; return copy } }
        }
        var result: [CheckVariant] = []
        for variant in kept where !result.contains(variant) { result.append(variant) }
        return result
    }

    /// The command-line options that select this variant alone:
    /// `["--device", "iPhone SE", "--appearance", "dark", "--scale", "2"]`.
    public var arguments: [String] {
        var result: [String] = []
        if let device { result += ["--device", device] }
        if let dynamicTypeSize { result += ["--dynamic-type-size", dynamicTypeSize] }
        if let appearance { result += ["--appearance", appearance.rawValue] }
        if let scale { result += ["--scale", VariantName.scaleText(scale)] }
        return result
    }
}
