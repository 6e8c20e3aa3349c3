import LayoutDrawCore

/// `.listStyle(_:)`. Rule: sets the style of every `List` below it (an environment value, as in
/// SwiftUI: on a stack it styles each list in it); no layout effect of its own. A `Form` keeps
/// its grouped look. Evidence: Apple's `listStyle(_:)` documentation ("Sets the style for lists
/// within this view").
public struct ListStyleModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "listStyle" }
    public var style: ListStyleKind

    public init(_ style: ListStyleKind) {
        self.style = style
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.containers.listStyle = style
    }
}
