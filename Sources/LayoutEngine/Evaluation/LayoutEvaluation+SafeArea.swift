import LayoutDrawCore

// How the arena passes the chain of safe areas down while placing (the rule is
// Protocol/SafeArea.swift).

extension LayoutEvaluation.Ancestry {
    /// What the root inherits: the hosting controller's safe area, `insets` around `safeRect`.
    static func hosting(safeRect: Rect, insets: EdgeInsets) -> Self {
        var ancestry = Self()
        if let level = SafeAreaLevel(frame: safeRect.expanded(intoSafeArea: insets), insets: insets, transform: .identity) {
            ancestry.safeArea = [level]
        }
        return ancestry
    }
}

extension LayoutEvaluation {
    /// What subview `child` of `node` (placed at `frame` with `proposal`) inherits of the safe
    /// area: `ancestry`'s chain, plus the safe area `node` adds for it (`safeAreaInset`).
    func safeAreaAncestry(
        _ ancestry: Ancestry, forSubview child: Int, of node: Int, frame: Rect, proposal: ProposedViewSize
    ) -> Ancestry {
        guard let (provider, index) = safeAreaProvider(node, child: child),
            let insets = provider.addedSafeAreaInsets(
                forSubview: index, size: frame.size, proposal: proposal, subviews: subviews(of: node), context: context(of: node)),
            let level = SafeAreaLevel(frame: frame, insets: insets, transform: ancestry.queryTransform)
        else { return ancestry }
        var inherited = ancestry
        inherited.safeArea.append(level)
        return inherited
    }
}
