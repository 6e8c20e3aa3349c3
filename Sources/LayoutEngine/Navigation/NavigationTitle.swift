import LayoutDrawCore

/// `.navigationTitle(_:)` (and `.navigationBarTitle(_:displayMode:)`): the title the enclosing
/// `NavigationStack` shows for the view. A preference the stack reads: the front ends find it
/// in the stack's root when they make the stack (the first one in the root, outermost first).
/// Outside a navigation stack it changes nothing; it never changes layout. Evidence: Apple's
/// `navigationTitle(_:)` documentation ("a navigation title … displayed in the navigation bar"
/// of the enclosing navigation view; it is set on the content, not on the stack).
public struct NavigationTitle: TransparentModifier {
    public var kind: String { "navigationTitle" }
    public var title: String
    /// `navigationBarTitle(_:displayMode:)`'s mode; nil for `navigationTitle(_:)`.
    public var displayMode: NavigationBarTitleDisplayMode?

    public init(_ title: String, displayMode: NavigationBarTitleDisplayMode? = nil) {
        self.title = title
        self.displayMode = displayMode
    }
}

/// SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarTitleDisplayMode: String, Hashable, Sendable, CaseIterable {
    /// Large at the root of a stack (the only view layoutdraw draws in one), as `.large`.
    case automatic
    case inline, large

    /// The mode drawn at the root of a stack.
    public var resolved: NavigationTitleMode { self == .inline ? .inline : .large }
}

/// `.navigationBarTitleDisplayMode(_:)` (and `.toolbarTitleDisplayMode(_:)`): how the enclosing
/// stack shows the title; read by the front ends as `NavigationTitle` is. Evidence: Apple's
/// `navigationBarTitleDisplayMode(_:)` documentation ("Configures the title display mode for
/// this view"; `.automatic` inherits, `.inline`, `.large`).
public struct NavigationBarTitleDisplayModeModifier: TransparentModifier {
    public var kind: String { "navigationBarTitleDisplayMode" }
    public var mode: NavigationBarTitleDisplayMode

    public init(_ mode: NavigationBarTitleDisplayMode) {
        self.mode = mode
    }
}
