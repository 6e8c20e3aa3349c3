import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Image: PATH` (YAML: a PNG or SVG file relative to the scene file) or `Image("name")`
    /// (Swift: resolved as Xcode would, from an asset catalogue or a file beside the source);
    /// its natural size is read now, so a missing or unreadable file is an error at the name.
    enum ImageMapping: ViewMapping {
        static let names = ["Image"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            image(input)
        }
    }

    /// `Image: PATH` (YAML: a PNG or SVG file relative to the scene file) or `Image("name")`
    /// (Swift: resolved as Xcode would, from an asset catalogue or a file beside the source);
    /// its natural size is read now, so a missing or unreadable file is an error at the name.
    static func image(_ input: ViewInput) -> Chain? {
        let d = input.session
        let images = input.context.images
        var value = input.value
        // `Image("name", bundle: .module)`, `Image(decorative: "name")`, `Image("name", label:
        // Text(…))`: the bundle is the project (its asset catalogues); the accessibility label
        // draws nothing.
        if case .record(let record)? = value, let first = record.fields.first, ["content", "decorative"].contains(first.label),
            record.fields.dropFirst().allSatisfy({ ["bundle", "label"].contains($0.label) }),
            first.label == "decorative" || record.fields.count > 1
        {
            value = first.value
        }
        switch value {
        case .record(let record)? where record.fields.count == 1 && record.fields[0].label == "path":
            // `Image(path: "photo.png")` (YAML's `Image: photo.png`): a PNG or SVG file beside the
            // scene, which must exist.
            guard case .expression(let syntax) = record.fields[0].value, case .string(let file, _) = syntax.expression, !file.isEmpty else {
                d.error("'Image' needs the path of a PNG or SVG file, relative to the scene: Image: photo.png", at: d.location(record.fields[0].value))
                return nil
            }
            switch images.resolve(file) {
            case .success(let resolved):
                return fileImage(path: resolved, scale: 1, written: file, at: d.location(of: input.value, key: input.location), input)
            case .failure(let problem):
                d.error("image path '\(file)' \(problem.reason)", at: syntax.location)
                return nil
            }
        case .expression(let syntax)?:
            // `Image(.brand)`: Xcode's generated symbol of an image set.
            let resource = d.imageResource(syntax, input.context)
            if case .unknown(let symbol)? = resource {
                d.warning(
                    "no image set in the asset catalogues beside the source or above it has the symbol '.\(symbol)'; a \(Int(Image.placeholderSize.width)) × \(Int(Image.placeholderSize.height)) placeholder is drawn",
                    at: syntax.location, input.context)
                return Chain(
                    [ViewNode(Image(path: "", naturalSize: Image.placeholderSize), source: input.location)], shape: .notShape("'Image' is not a shape"))
            }
            let name: String
            if case .set(let set)? = resource {
                name = set
            } else {
                guard let string = d.string(.expression(syntax), for: "Image", keyLocation: input.location, context: input.context) else { return nil }
                name = string
            }
            return namedImage(name, at: syntax.location, input)
        case .record(let record)? where record.fields.count == 1 && ["uiImage", "nsImage"].contains(record.fields[0].label):
            // `Image(uiImage: UIImage(named: "photo")!)`: the image UIKit's or AppKit's value names.
            guard case .expression(let syntax) = record.fields[0].value else {
                d.error("'Image(\(record.fields[0].label ?? "")):' takes a UIImage", at: d.location(record.fields[0].value))
                return nil
            }
            guard let value = d.evaluate(syntax, input.context) else { return nil }
            switch PlatformImage(value) {
            case .named(let name)?:
                return namedImage(name, at: syntax.location, input)
            case .system(let name)?:
                return systemImage(name, at: syntax.location, input).map { Chain([$0], shape: .notShape("'Image' is not a shape")) }
            case .empty?:
                // `UIImage()`: no pixels, so a view of no size.
                return Chain([ViewNode(Image(path: "", naturalSize: .zero), source: input.location)], shape: .notShape("'Image' is not a shape"))
            case nil:
                d.error(
                    "'Image(\(record.fields[0].label ?? ""):)' takes a \(record.fields[0].label == "nsImage" ? "NSImage" : "UIImage") made by (named:) or (systemName:), not a value of type \(value.typeName)",
                    at: syntax.location)
                return nil
            }
        case .record?:
            if case .record(let record)? = input.value, let field = record.fields.first(where: { $0.label == "systemName" }) {
                guard record.fields.count == 1 else {
                    d.error("'Image(systemName:)' takes only the symbol's name", at: input.location)
                    return nil
                }
                return systemImage(Field(field), input).map { Chain([$0], shape: .notShape("'Image' is not a shape")) }
            } else {
                d.error("'Image' takes the name of an image: Image(\"photo\")", at: input.location)
            }
            return nil
        default:
            d.error("'Image' needs the path of a PNG or SVG file, relative to the scene: Image: photo.png", at: d.location(of: input.value, key: input.location))
            return nil
        }
    }

    /// `Image("name")`, `UIImage(named: "name")`: an asset Xcode resolves by name — an image set
    /// of the project's catalogues, else a file beside the source — or a symbol set's
    /// placeholder, or, missing, a placeholder with a warning.
    static func namedImage(_ name: String, at location: SourceLocation, _ input: ViewInput) -> Chain? {
        let d = input.session
        let images = input.context.images
        // `Image("donut")` of a symbol set (a custom symbol, Apple's Food Truck): sized and
        // placed as a symbol is — it follows the font — drawn as a symbol's placeholder.
        if images.catalogues.path(of: name, kind: .imageset) == nil, images.catalogues.path(of: name, kind: .symbolset) != nil {
            d.warning(
                "'\(name)' is a custom symbol (a symbol set): a placeholder of a symbol's size is drawn; layoutdraw does not draw symbol sets yet",
                at: location, input.context)
            return Chain([SymbolImage.placeholder(systemName: name, source: input.location)], shape: .notShape("'Image' is not a shape"))
        }
        switch images.resolveAsset(name) {
        case .success(let resolved):
            return fileImage(path: resolved.path, scale: resolved.scale, written: name, at: location, input)
        case .failure(let problem):
            // A listing's asset that is not here (an article's listing pasted alone): drawn
            // as a placeholder of a usual size, with a warning, so the rest can be seen.
            d.warning(
                "image '\(name)' \(problem.reason); a \(Int(Image.placeholderSize.width)) × \(Int(Image.placeholderSize.height)) placeholder is drawn",
                at: location, input.context)
            return Chain(
                [ViewNode(Image(path: "", naturalSize: Image.placeholderSize), source: input.location)], shape: .notShape("'Image' is not a shape"))
        }
    }

    /// The image of the file at `path` (an image set's file at `scale`), its natural size read
    /// now: an unreadable file is an error at `location`, a format not decoded a placeholder.
    static func fileImage(path: String, scale: Double, written: String, at location: SourceLocation, _ input: ViewInput) -> Chain? {
        let d = input.session
        let images = input.context.images
        guard let measure = images.naturalSize else {
            d.error("cannot read image '\(written)': images are not available here", at: location)
            return nil
        }
        let size: Size
        do {
            let natural = try measure(path)
            size = Size(width: natural.width / scale, height: natural.height / scale)
        } catch {
            if error.reason.contains("which layoutdraw cannot decode yet") {
                // A PDF or HEIC asset: the rest of the picture is drawn around a placeholder.
                d.warning(
                    "image '\(written)' is \(error.reason); a \(Int(Image.placeholderSize.width)) × \(Int(Image.placeholderSize.height)) placeholder is drawn",
                    at: location, input.context)
                return Chain(
                    [ViewNode(Image(path: "", naturalSize: Image.placeholderSize), source: input.location)], shape: .notShape("'Image' is not a shape"))
            }
            d.error("cannot read image '\(written)': \(error.reason)", at: location)
            return nil
        }
        return Chain([ViewNode(Image(path: path, naturalSize: size), source: input.location)], shape: .notShape("'Image' is not a shape"))
    }
}
