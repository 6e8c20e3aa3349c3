/// The file name of one variant of a picture, in DocC's scheme: `name.png`, `name@2x.png`,
/// `name~dark.png`, `name~dark@2x.png`.
///
/// DocC picks the image for the reader's appearance and display from these names ("Adding
/// Images to Your Content", Apple's DocC documentation: "add `~dark` … and `@2x` or `@3x`"):
/// the appearance comes first, after a tilde, then the scale, then the extension. Light is the
/// default appearance and 1x the default scale, so neither is written. `layoutdraw check`
/// names its goldens this way, so the goldens are the documentation's images, and rendering
/// several appearances and scales at once names its outputs the same way.
public struct VariantName: Hashable, Sendable {
    /// The name without any suffix (`card`, or `chapter1/card-iphone-se` with a folder and a
    /// device).
    public var base: String
    /// The appearance; nil (the picture as the scene asks) and `.light` add nothing.
    public var appearance: ColorScheme?
    /// Pixels per point; nil (the scene's own scale) and 1 add nothing.
    public var scale: Double?

    public init(base: String, appearance: ColorScheme? = nil, scale: Double? = nil) {
        self.base = base
        self.appearance = appearance
        self.scale = scale
    }

    /// `~dark@2x`, `@3x`, `~dark` or the empty string.
    public var suffix: String {
        var text = appearance == .dark ? "~dark" : ""
        if let scale, scale != 1 { text += "@" + Self.scaleText(scale) + "x" }
        return text
    }

    /// `base~dark@2x.png` (the extension without its dot).
    public func fileName(extension pathExtension: String = "png") -> String {
        base + suffix + "." + pathExtension
    }

    /// `2` for 2.0, `1.5` for 1.5.
    public static func scaleText(_ scale: Double) -> String {
        if scale == scale.rounded(), abs(scale) < 1e9 { return String(Int(scale)) }
        return SwiftFormat.double(scale)
    }

    /// A device's name as part of a file name: `iPhone 15 Pro` → `iphone-15-pro`,
    /// `iPhone SE (3rd generation)` → `iphone-se-3rd-generation` (lower case, letters and
    /// digits, every other run of characters one hyphen).
    public static func deviceSlug(_ device: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for scalar in device.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingHyphen && !slug.isEmpty { slug += "-" }
                pendingHyphen = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return slug
    }

    /// A comma-separated list of appearances (`light,dark`), in the order given, each once.
    ///
    /// - Throws: the message for the first word that is not `light` or `dark`.
    public static func appearances(from list: String) throws(VariantListError) -> [ColorScheme] {
        var result: [ColorScheme] = []
        for word in Self.words(list) {
            guard let scheme = ColorScheme(rawValue: word.lowercased()) else {
                throw VariantListError(
                    "'\(word)' is not an appearance\(Suggestions.didYouMean(word, in: ColorScheme.allCases.map(\.rawValue))): use light or dark")
            }
            if !result.contains(scheme) { result.append(scheme) }
        }
        guard !result.isEmpty else { throw VariantListError("no appearance given: use light, dark or light,dark") }
        return result
    }

    /// A comma-separated list of scales (`1,2,3`, also `2x`), in the order given, each once;
    /// each greater than 0 and at most 16.
    public static func scales(from list: String) throws(VariantListError) -> [Double] {
        var result: [Double] = []
        for word in Self.words(list) {
            let number = word.hasSuffix("x") || word.hasSuffix("X") ? String(word.dropLast()) : word
            guard let scale = Double(number), scale > 0, scale <= 16 else {
                throw VariantListError("'\(word)' is not a scale: use numbers greater than 0 and at most 16, such as 1,2,3")
            }
            if !result.contains(scale) { result.append(scale) }
        }
        guard !result.isEmpty else { throw VariantListError("no scale given: use numbers such as 1,2,3") }
        return result
    }

    /// The words of a comma-separated list, trimmed, without empty ones.
    public static func words(_ list: String) -> [String] {
        list.split(separator: ",").map { String($0.trimmingSpaces) }.filter { !$0.isEmpty }
    }
}

/// A list of appearances or scales that could not be read: the message says why.
public struct VariantListError: Error, Sendable, Hashable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
