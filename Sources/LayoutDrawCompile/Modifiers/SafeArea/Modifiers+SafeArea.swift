import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Decoders for the safe-area modifiers (scene-format §2.2): `ignoresSafeArea` and
/// `safeAreaInset`; `background: {style, ignoresSafeAreaEdges}` reads its edges with
/// `safeAreaEdges`. The rules are in the engine types and Protocol/SafeArea.swift.
extension Modifiers {
    // MARK: ignoresSafeArea

    static let safeAreaRegionNames: [String: SafeAreaRegions] = ["all": .all, "container": .container, "keyboard": .keyboard]

    /// An `Edge.Set` for a safe-area parameter: an edge name, `all`, a list, or `none` / `[]`
    /// for the empty set.
    static func safeAreaEdges(_ field: Field, _ d: CompileSession, _ context: CompileContext) -> EdgeSet? {
        return d.edges(field.value, for: field.name, keyLocation: field.key, context)
    }

    /// `SafeAreaRegions`: a name or a list of names.
    static func safeAreaRegions(_ field: Field, _ d: CompileSession, _ context: CompileContext) -> SafeAreaRegions? {
        let key = field.key
        guard let items = d.items(field.value, context) else {
            return d.named(field.value, safeAreaRegionNames, kind: "safe area region", for: field.name, keyLocation: key, context: context)
        }
        var set: SafeAreaRegions = []
        for item in items {
            guard let region = d.named(item, safeAreaRegionNames, kind: "safe area region", for: field.name, keyLocation: key, context: context)
            else { return nil }
            set.formUnion(region)
        }
        return set
    }

    // MARK: safeAreaInset

    static let insetEdgeNames: [String: Edge] = ["top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing]

}
