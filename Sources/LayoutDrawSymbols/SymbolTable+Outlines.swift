import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine

extension SymbolTable {
    /// The outline of the icon drawn for SF Symbol `name`, or nil when the table has none.
    public static func outline(named name: String) -> SymbolOutline? {
        guard let outline = names[name].flatMap({ outlines[$0] }) else { return nil }
        return mirrored.contains(name) ? mirroredOutlines[name] : outline
    }

    /// The outlines of the names the table draws mirrored (`mirrored`): x → 16 − x.
    private static let mirroredOutlines: [String: SymbolOutline] = Dictionary(
        uniqueKeysWithValues: mirrored.compactMap { name in
            names[name].flatMap { outlines[$0] }.map { outline in
                (
                    name,
                    SymbolOutline(
                        paths: outline.paths.map {
                            SymbolOutline.Path(commands: $0.commands.map { $0.mirrored(about: SymbolOutline.viewBox / 2) }, isEvenOdd: $0.isEvenOdd)
                        })
                )
            }
        })

    /// Every icon's outline, read once (on first use, by Swift's lazy static initialisation),
    /// so that a `ForEach` of symbols does not read the same path data again for each. An icon
    /// drawn in a larger view box (Phosphor's 256) is scaled to the outline's 16.
    private static let outlines: [String: SymbolOutline] = Dictionary(
        uniqueKeysWithValues: files.map { file, paths in
            let scale = SymbolOutline.viewBox / (viewBoxes[file] ?? SymbolOutline.viewBox)
            return (
                file,
                SymbolOutline(
                    paths: paths.map {
                        let commands = SVGPathData.commands($0.d)
                        return SymbolOutline.Path(commands: scale == 1 ? commands : commands.map { $0.scaled(by: scale) }, isEvenOdd: $0.evenOdd)
                    })
            )
        })

    /// The icon file for SF Symbol `name` (Generator/bootstrap-icons/, or the folder it names).
    public static func file(named name: String) -> String? { names[name] }
}

extension PathCommand {
    /// The command with its points scaled about the origin.
    func scaled(by k: Double) -> PathCommand {
        let s = { (p: Point) in Point(x: p.x * k, y: p.y * k) }
        switch self {
        case .move(let p): return .move(s(p))
        case .line(let p): return .line(s(p))
        case .curve(let a, let b, let c): return .curve(s(a), s(b), s(c))
        case .close: return .close
        }
    }
    /// The command mirrored left for right about the vertical line x = `axis`.
    func mirrored(about axis: Double) -> PathCommand {
        let m = { (p: Point) in Point(x: 2 * axis - p.x, y: p.y) }
        switch self {
        case .move(let p): return .move(m(p))
        case .line(let p): return .line(m(p))
        case .curve(let a, let b, let c): return .curve(m(a), m(b), m(c))
        case .close: return .close
        }
    }
}
