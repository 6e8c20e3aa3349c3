import LayoutEngine

extension SymbolTable {
    /// The outline of the icon drawn for SF Symbol `name`, or nil when the table has none.
    public static func outline(named name: String) -> SymbolOutline? {
        names[name].flatMap { outlines[$0] }
    }

    /// Every icon's outline, read once (on first use, by Swift's lazy static initialisation),
    /// so that a `ForEach` of symbols does not read the same path data again for each.
    private static let outlines: [String: SymbolOutline] = files.mapValues { paths in
        SymbolOutline(paths: paths.map { SymbolOutline.Path(commands: SVGPathData.commands($0.d), isEvenOdd: $0.evenOdd) })
    }

    /// The icon file for SF Symbol `name` (Generator/bootstrap-icons/).
    public static func file(named name: String) -> String? { names[name] }
}
