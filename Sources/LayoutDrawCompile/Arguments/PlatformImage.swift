import LayoutDrawInterpreter

/// UIKit's `UIImage` and AppKit's `NSImage` as view code makes them for `Image(uiImage:)` and
/// `Image(nsImage:)`: by the name of an asset (`UIImage(named: "photo")`, with or without a
/// bundle and trait collection), by an SF Symbol's name (`UIImage(systemName: "star")`,
/// `NSImage(systemSymbolName: "star", accessibilityDescription: nil)`, with a configuration or
/// not), or empty (`UIImage()`). What changes only how it is tinted or configured
/// (`withRenderingMode`, `withTintColor`, `withConfiguration`,
/// `applyingSymbolConfiguration`, `imageFlippedForRightToLeftLayoutDirection`) keeps the image.
///
/// The failable initialisers always succeed here: a missing asset is drawn as `Image("name")`
/// draws one, a placeholder with a warning, where a device's `UIImage(named:)` would be nil.
enum PlatformImage: Equatable {
    case named(String)
    case system(String)
    case empty

    static let typeNames: Set<String> = ["UIImage", "NSImage"]
    /// Methods that return the same picture, differently tinted or configured.
    static let sameImageMethods: Set<String> = [
        "withRenderingMode", "withTintColor", "withConfiguration", "applyingSymbolConfiguration",
        "imageFlippedForRightToLeftLayoutDirection", "withAlignmentRectInsets", "withBaselineOffset", "withHorizontallyFlippedOrientation",
    ]

    /// The image `value` holds; nil when it is not such an image.
    init?(_ value: Value) {
        guard case .symbol(let symbol) = value, let type = symbol.type, Self.typeNames.contains(type),
            let initializer = symbol.path.first, initializer.name == "init", let arguments = initializer.arguments,
            symbol.path.dropFirst().allSatisfy({ Self.sameImageMethods.contains($0.name) && $0.arguments != nil })
        else { return nil }
        guard let first = arguments.first else {
            self = .empty
            return
        }
        guard case .string(let name) = first.value else { return nil }
        let rest = Set(arguments.dropFirst().compactMap(\.label))
        switch first.label {
        case "named"? where rest.isSubset(of: ["in", "compatibleWith", "with"]):
            self = .named(name)
        case "systemName"? where rest.isSubset(of: ["withConfiguration", "compatibleWith", "variableValue"]):
            self = .system(name)
        case "systemSymbolName"? where rest.isSubset(of: ["accessibilityDescription", "variableValue"]):
            self = .system(name)
        default:
            return nil
        }
    }
}
