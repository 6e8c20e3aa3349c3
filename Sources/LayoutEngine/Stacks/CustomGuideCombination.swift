import LayoutDrawCore

/// How a container shows its subviews' explicit values for a *custom* guide (one a source
/// declares as an `AlignmentID`) to the views above it.
///
/// Rule: the container's explicit value for a custom guide is the mean of its subviews'
/// explicit values for it, each moved into the container's coordinates by where the subview
/// is placed; subviews without an explicit value do not count, and with none the container
/// has none (the guide's default then applies to the container as to any view). The standard
/// guides (leading, center, …) are never combined: a stack has no explicit value for them.
///
/// Evidence: SwiftUI's default `AlignmentID._combineExplicit(childValue:_:into:)` keeps the
/// running mean `(value · n + child) / (n + 1)` over the children that have a value, and the
/// standard guides are `FrameAlignment`s whose combination does nothing (OpenSwiftUI,
/// Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift, audited against iOS 18). It
/// is what lets a guide set inside a nested stack align views of an outer stack that does not
/// contain them directly — objc.io, "Alignment Guides in SwiftUI" and "Thinking in SwiftUI"
/// (chapter "Alignment"), WWDC19 "Building Custom Views with SwiftUI" (the `.midAccountAndName`
/// guide crossing an `HStack` into a `VStack`).
enum CustomGuideCombination {
    /// The container's value for horizontal `guide`: nil unless the guide is custom and some
    /// subview sets it. `placement(i)` is subview `i`'s proposal and origin in the container.
    static func combined(
        _ guide: HorizontalAlignment, subviews: LayoutSubviews, placement: (Int) -> (proposal: ProposedViewSize, origin: Point)
    ) -> Double? {
        guard case .custom = guide else { return nil }
        return mean(
            subviews.indices.map { i in
                let (proposal, origin) = placement(i)
                return subviews[i].explicitAlignment(of: guide, proposal: proposal).map { $0 + origin.x }
            })
    }

    /// The container's value for vertical `guide` (see the horizontal one).
    static func combined(
        _ guide: VerticalAlignment, subviews: LayoutSubviews, placement: (Int) -> (proposal: ProposedViewSize, origin: Point)
    ) -> Double? {
        guard case .custom = guide else { return nil }
        return mean(
            subviews.indices.map { i in
                let (proposal, origin) = placement(i)
                return subviews[i].explicitAlignment(of: guide, proposal: proposal).map { $0 + origin.y }
            })
    }

    /// The mean of the values that exist, nil when none does.
    static func mean(_ values: [Double?]) -> Double? {
        var total = 0.0, count = 0.0
        for case let value? in values {
            total += value
            count += 1
        }
        return count == 0 ? nil : total / count
    }
}
