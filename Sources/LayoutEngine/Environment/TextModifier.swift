/// A modifier SwiftUI also defines on `Text` itself, returning a `Text` (`bold()`, `font(_:)`,
/// `foregroundStyle(_:)`, `kerning(_:)`, `underline(_:pattern:color:)`, …): it may style one
/// part of a concatenated text, `Text("a") + Text("b").bold()`. As a view modifier it sets the
/// environment like any other; on a part, the same update is applied over the environment the
/// whole `Text` sees (see `Text.Span`). Evidence: Apple's documentation lists these under
/// `Text`, "Styling the view's text", each returning `Text`; `textCase`, `lineSpacing` and the
/// layout modifiers return `some View` and cannot be joined with `+`.
public protocol TextModifier: TransparentModifier, EnvironmentChangingLayout {}

extension FontModifier: TextModifier {}
extension FontWeight: TextModifier {}
extension Bold: TextModifier {}
extension Italic: TextModifier {}
extension ForegroundStyle: TextModifier {}
