import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax

/// Colours and images named by the project's asset catalogues: `Color("Brand")`,
/// `Color("Brand", bundle: nil)` (or `.main`, or a package's `.module`), and Xcode's generated symbols `Color(.brand)`, `Color.brand`,
/// `.brand` where a colour is expected, `Image(.brand)` (`AssetIndex` gives the names).
///
/// A colour the catalogues do not have is drawn clear, with a warning: SwiftUI draws nothing
/// for it and logs "No color named 'X' found in asset catalog for main bundle". A colour set
/// whose `Contents.json` cannot be read is the same, with a warning naming the file.
extension CompileSession {
    /// The colour that `Color.init`'s `arguments` name from an asset catalogue; nil when they
    /// are not an asset colour's (`Color(red:green:blue:)`, a UIKit colour).
    func assetColor(_ arguments: [LabeledValue]) -> ColorStyle? {
        guard let first = arguments.first, first.label == nil else { return nil }
        switch arguments.count {
        case 1: break
        case 2:
            // `bundle: nil`, `bundle: .main`, or a package target's `bundle: .module`: the
            // catalogues of the project and of the targets it imports.
            guard arguments[1].label == "bundle" else { return nil }
            switch arguments[1].value {
            case .none: break
            case .symbol(let bundle) where bundle.path.count == 1 && (bundle.name == "main" || bundle.name == "module"): break
            default: return nil
            }
        default: return nil
        }
        switch first.value {
        case .string(let name):
            return assetColor(named: name)
        case .symbol(let symbol) where arguments.count == 1 && (symbol.type == nil || symbol.type == "ColorResource") && symbol.path.count == 1
            && symbol.path[0].arguments == nil:
            return assetColor(symbol: symbol.name)
        default:
            return nil
        }
    }

    /// The colour of the colour set `name`; clear, with a warning held for the expression's
    /// position, when there is none or it cannot be read.
    func assetColor(named name: String) -> ColorStyle {
        guard let set = images.catalogues.path(of: name, kind: .colorset) else {
            pendingAssetWarnings.append(
                "no colour named '\(name)' in the asset catalogues beside the source or above it; drawn clear, as SwiftUI draws it (it logs \"No color named '\(name)' found in asset catalog for main bundle\")"
            )
            return .clear
        }
        switch images.catalogues.color(atSet: set) {
        case .success(let style): return style
        case .failure(let problem):
            pendingAssetWarnings.append("colour '\(name)': \(problem.reason); drawn clear")
            return .clear
        }
    }

    /// The app's accent colour: the colour set `AccentColor` of the asset catalogues (the name
    /// Xcode's build setting "Global Accent Color Name" has by default); nil when there is none
    /// or it cannot be read (then iOS's blue, as an app without one shows).
    var projectAccentColor: ColorStyle? {
        guard let set = images.catalogues.path(of: "AccentColor", kind: .colorset), case .success(let style) = images.catalogues.color(atSet: set) else {
            return nil
        }
        return style
    }

    /// The colour whose generated symbol is `symbol` (`brandBlue` for "Brand Blue"); nil when
    /// no colour set has it.
    func assetColor(symbol: String) -> ColorStyle? {
        guard let name = images.catalogues.name(ofSymbol: symbol, kind: .colorset) else { return nil }
        return assetColor(named: name)
    }

    /// `Image(.brand)` (`ImageResource.brand`): `.set` with the image set's name; `.unknown`
    /// with the symbol when `syntax` is such a symbol and no image set has it; nil when `syntax`
    /// is not a symbol (a string names the image).
    enum ImageResource { case set(String), unknown(String) }

    func imageResource(_ syntax: ExpressionSyntax, _ context: CompileContext) -> ImageResource? {
        guard case .symbol(let symbol)? = evaluate(syntax, context, reportingErrors: false), symbol.type == nil || symbol.type == "ImageResource",
            symbol.path.count == 1, symbol.path[0].arguments == nil
        else { return nil }
        // (A symbol set's generated symbol too: `Image(.fountain)` of `fountain.symbolset`.)
        return (images.catalogues.name(ofSymbol: symbol.name, kind: .imageset) ?? images.catalogues.name(ofSymbol: symbol.name, kind: .symbolset))
            .map(ImageResource.set) ?? .unknown(symbol.name)
    }

    /// Reports the asset problems met while reading the expression at `location`.
    func reportAssetWarnings(at location: SourceLocation, _ context: CompileContext) {
        guard !pendingAssetWarnings.isEmpty else { return }
        for message in pendingAssetWarnings { warning(message, at: location, context) }
        pendingAssetWarnings.removeAll()
    }
}
